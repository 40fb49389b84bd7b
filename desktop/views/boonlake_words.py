"""Boonlake's words on the desktop: rewards, cards, scoring tiles, levers, the choices a
player makes (what each costs and gives), the icon glossary, the rules reference and the end
screen's columns. Names come from the rules' catalogue (`rules.boonlake.text`)."""

from __future__ import annotations

import functools
from typing import Any

from desktop.i18n import language, ntr, ptr, say, tr
from rules.boonlake import catalogue, economy, effects, moves, scoring, solo, text, town
from rules.boonlake.board import load_board
from rules.boonlake.cards import card_name
from rules.boonlake.moves import MOVES
from rules.boonlake.state import BoonlakeState
from rules.boonlake.text import REGION_NAMES, RESOURCE_NAMES, STRIP_NAMES
from rules.core.actions import Action

BOARD = load_board()
PLAYER = BOARD.player
SCORE_LABELS = {key: key for key in (scoring.TRACK, scoring.LEVERS, scoring.CARDS,
                                     scoring.CARD_EFFECTS, scoring.RECESSES,
                                     solo.FINAL_INCOME, solo.B_TILES)}


def owner_name(v: BoonlakeState, owner: int) -> str:
    """A seat's name, or the Wise Eminence's (owner index `state.EMINENCE` in a solo game)."""
    return v.names[owner] if owner < v.n else say(solo.NAME)


def strip_name(strip: str) -> str:
    return say(STRIP_NAMES[strip])


def region_name(region: str) -> str:
    return say(REGION_NAMES[region])


def resource_name(resource: str) -> str:
    return say(RESOURCE_NAMES[resource])


def kind_name(kind: str) -> str:
    return {"day": ptr("boonlake card kind", "day"), "dusk": ptr("boonlake card kind", "dusk"),
            "night": ptr("boonlake card kind", "night"),
            "any": ptr("boonlake card kind", "any kind")}[kind]


def name_of(card_id: int) -> str:
    return say(card_name(catalogue.card(card_id)))


# ----- rewards and goods -------------------------------------------------------------------
def reward_words(kind: str, n: int = 1, resource: str = "") -> str:
    return say(moves.reward_words(kind, n, resource))


def reward(r: Any) -> str:
    return reward_words(r.kind, r.n, getattr(r, "resource", ""))


def goods(d: Any) -> str:
    items = d.items() if isinstance(d, dict) else d
    parts = [reward_words(k, n) for k, n in items if n]
    return tr(", ").join(parts) if parts else ptr("boonlake goods", "nothing")


def resources(needed: Any) -> str:
    items = needed.items() if isinstance(needed, dict) else needed
    parts = [tr("{n} {resource}", n=n, resource=resource_name(r)) for r, n in items if n]
    return tr(", ").join(parts) if parts else tr("no resources")


# ----- cards, scoring tiles, levers --------------------------------------------------------
def measure_words(name: str, region: str | None) -> str:
    words = {"income_tracks": tr("steps on your two income tracks"),
             "levers": tr("levers placed"), "cattle_removed": tr("cattle placed"),
             "houses_removed": tr("houses placed"),
             "settlements_removed": tr("settlements placed"),
             "production_levels": tr("production site levels")}
    if name == "presence_region":
        return tr("tiles with your presence in {region}", region=region_name(region or ""))
    return words.get(name, name)


def effect_words(e: Any) -> str:
    k = e.kind
    n = e.get("n", 1)
    if k == "coin_track":
        return ntr("Move {n} step up the coin track.", "Move {n} steps up the coin track.", n)
    if k == "card_track":
        return ntr("Move {n} step up the card track.", "Move {n} steps up the card track.", n)
    if k in ("coins", "vp", "inhabitants"):
        return tr("Gain {what}.", what=reward_words(k, n))
    if k == "draw":
        return tr("Draw {what}.", what=reward_words("cards", n))
    if k == "vases":
        return tr("Gain {what}.", what=reward_words("vase", n))
    if k == "exchange":
        words = tr("You may give {give} for {get}.", give=goods(e.get("give", {})),
                   get=goods(e.get("get", {})))
        return words + (" " + tr("Either way round.") if e.get("reversible") else "")
    if k == "reset_lever":
        return ntr("Turn {n} used lever back.", "Turn {n} used levers back.", n)
    if k == "free_house":
        return tr("Upgrade an inhabitant to a house without paying an inhabitant.")
    if k == "cheap_settlement":
        return tr("Build a settlement with one presence and one inhabitant fewer.")
    if k == "lever_discount":
        return tr("Permanent: levers cost {n} coins less.", n=n)
    if k == "card_discount":
        return tr("Permanent: cards and projects cost {n} coins less.", n=n)
    if k == "discard_kind_coin":
        return tr("Permanent: discarding a {kind} card gives 1 coin more.",
                  kind=kind_name(e.get("card_kind", "day")))
    if k == "cattle_inhabitant_discount":
        return tr("Permanent: cattle cost {n} inhabitant less.", n=n)
    if k == "cattle_coins":
        return tr("Permanent: {n} coins whenever you place cattle.", n=n)
    if k == "ship_coin_space":
        return tr("Permanent: your ship gains {n} coins more on coin spaces.", n=n)
    if k == "ship_vase_space":
        return tr("Permanent: your ship gains {n} more on vase spaces.", n=n)
    if k == "ship_harbour":
        return tr("Permanent: {what} at each harbour your ship stops at.",
                  what=reward_words(e.get("what", "coins"), n))
    if k == "threshold":
        steps = tr(", ").join(tr("{reach}+: {vp} VP", reach=a, vp=b)
                              for a, b in e.get("steps", ()))
        return tr("End: {steps} for {measure}.", steps=steps,
                  measure=measure_words(e.get("measure", ""), e.get("region")))
    if k == "per_item":
        return tr("End: {vp} VP for each of your {measure}.", vp=e.get("vp", 1),
                  measure=measure_words(e.get("measure", ""), e.get("region")))
    return k


def card_cost(card: Any) -> str:
    parts = [ntr("{n} coin", "{n} coins", card.cost_coins)]
    if card.cost_vases:
        parts.append(reward_words("vase", card.cost_vases))
    words = tr(", ").join(parts)
    if card.resources:
        words += " · " + tr("needs {resources} available", resources=resources(card.resources))
    return words


def card_text(card_id: int) -> str:
    return _card_text(card_id, language())


@functools.cache
def _card_text(card_id: int, _language: str) -> str:
    card = catalogue.card(card_id)
    lines = [tr("{kind} card · costs {cost}", kind=kind_name(card.kind), cost=card_cost(card))]
    lines += [effect_words(e) for e in (*card.immediate, *card.permanent, *card.end_game)]
    if card.vp:
        lines.append(tr("Worth {n} VP at the end.", n=card.vp))
    return "\n".join(lines)


def condition_words(tile: Any) -> str:
    return say(text.condition_text(tile))


def tile_text(tile_id: int) -> str:
    return _tile_text(tile_id, language())


@functools.cache
def _tile_text(tile_id: int, _language: str) -> str:
    tile = catalogue.tile(tile_id)
    lines = [tr("Condition: {what}.", what=condition_words(tile)),
             tr("Needed at the four interim scorings: {a} / {b} / {c} / {d}.",
                a=tile.thresholds[0], b=tile.thresholds[1], c=tile.thresholds[2],
                d=tile.thresholds[3]),
             tr("Met: +1, +2, +3, +4 VP at interim scoring 1 to 4 (double on your own "
                "colour's tile); not met: the same lost."),
             tr("Special project: {coins} coins, needs {resources} available; gives "
                "2 inhabitants, {vp} VP and a step on the {track} track.",
                coins=tile.project_coins, resources=resources(tile.project_resources),
                vp=tile.project_vp,
                track=tr("coin") if tile.project_track == "coin" else tr("card"))]
    return "\n".join(lines)


def tile_standing(v: BoonlakeState, seat: int, tile_id: int) -> str:
    """Where `seat` stands on a scoring tile before the next interim scoring: what it has of
    what the tile counts and what that scoring needs ("" once all four are held, and for a
    tile met by paying)."""
    tile = catalogue.tile(tile_id)
    if v.interims >= 4 or tile.condition.kind in effects.EXCHANGE_CONDITIONS:
        return ""
    need = tile.thresholds[v.interims]
    counts = effects.condition_counts(v, seat, tile)
    have = " / ".join(str(count) for count in counts)
    if all(count >= need for count in counts):
        return tr("You have {have} now: met for interim scoring {k} (needs {need}).",
                  have=have, k=v.interims + 1, need=need)
    return tr("You have {have} now: interim scoring {k} needs {need}, not met yet.",
              have=have, k=v.interims + 1, need=need)


def lever_text(i: int) -> str:
    return _lever_text(i, language())


@functools.cache
def _lever_text(i: int, _language: str) -> str:
    lever = PLAYER.levers[i]
    p = dict(lever.params)
    words = {
        "vase_trade": tr("Instead of your part in a strip's action for everyone: take a vase, "
                         "or trade a vase for {coins} coins.", coins=p.get("coins", 6)),
        "modernize": tr("Instead of your part in a strip's action for everyone: place "
                        "another lever."),
        "upgrade": tr("Instead of your part in a strip's action for everyone: upgrade "
                      "once."),
        "skip_card_production": tr("When you skip the card step: build or improve a "
                                   "production site."),
        "skip_card_coins": tr("When you skip the card step: take {coins} coins.",
                              coins=p.get("coins", 3)),
        "region_vp": tr("Region scoring for everyone: {vp} VP more.", vp=p.get("vp", 1)),
        "boat_upstream_free": tr("One canal boat moves upstream for free."),
        "cheap_settlement": tr("A settlement with one presence and one inhabitant fewer."),
        "tile_inhabitant": tr("Placing a tile or pasture: take an inhabitant too."),
        "card_bonus_choice": tr("Playing a card: a resource of any kind, or 2 coins, or 2 "
                                "cards."),
        "card_joker_and_coins": tr("Playing a card: a resource of any kind and 5 coins."),
        "discard_for_inhabitant": tr("Any time: give up {cards} cards for an inhabitant and "
                                     "{vp} VP.", cards=p.get("cards", 2),
                                     vp=p.get("vp", 3)),
    }[lever.kind]
    return "\n".join([
        tr("Lever {n} · costs {coins} coins to place.", n=i + 1, coins=lever.cost),
        tr("Placed in the Progress strip's part for everyone, it also costs 1 inhabitant "
           "from your ranch (back to your general supply)."),
        words,
        tr("Used once between interim scorings; a lever not used gives 1 VP at each interim "
           "scoring.")])


# ----- choices ----------------------------------------------------------------------------
def _exchange_sides(v: BoonlakeState, a: Action) -> tuple[str, str] | None:
    """What an exchange choice gives up and gets, in words (the card being played is on the
    pending exchange decision); None when there is no such decision."""
    d = v.pending[-1] if v.pending else None
    if d is None or d.kind != "exchange" or len(d.cards) < 2:
        return None
    give, get = effects.exchange_sides(d.cards[0], d.cards[1], bool(a.args[0]))
    return goods(give), goods(get)


def label(v: BoonlakeState, seat: int, a: Action) -> str:
    """A choice in a few words, with what it costs and gives: its move's advice
    (rules/boonlake/moves.py). An exchange names both sides: "Exchange" and "the other way
    round" alone do not say which way gives what."""
    if a.kind == "exchange" and (sides := _exchange_sides(v, a)):
        return tr("Give {give}, get {get}", give=sides[0], get=sides[1])
    return say(MOVES.label(v, seat, a)) if a.kind in MOVES.by_kind else a.kind


def tip(v: BoonlakeState, seat: int, a: Action) -> str:
    """What a listed choice does, for its tooltip: its move's words (rules/boonlake/moves.py),
    or the text of the card, scoring tile or lever it names."""
    if a.kind == "exchange" and (sides := _exchange_sides(v, a)):
        return tr("The card's exchange: you give up {give} and get {get}.", give=sides[0],
                  get=sides[1])
    declared = MOVES.tip(v, seat, a) if a.kind in MOVES.by_kind else None
    if declared is not None:
        return say(declared[1])
    k, x = a.kind, a.args
    if k == "play":
        return card_text(x[0])
    if k in ("project", "mark", "keep"):
        tile_id = x[0] if k == "keep" else v.scoring[x[0]]
        return "\n".join(filter(None, (tile_standing(v, seat, tile_id), tile_text(tile_id))))
    if k in ("lever", "reset", "forgo"):
        return lever_text(x[0])
    if k == "lever_trade":
        return lever_text(11)
    if k == "skip":
        return tr("Go on without doing it.") if not x[0] else lever_text(x[0] - 1)
    return tr("Click to do it.")


def income_words(v: BoonlakeState, seat: int) -> str:
    coins, cards, vp = economy.interim_income(v, seat)
    cattle = town.cattle_vp(v, seat)
    levers = sum(1 for state in v.levers[seat] if state == 0)
    if v.interims == 4:  # the last interim scoring pays no coins or cards
        return tr("income {vp} VP (no coins or cards at the last); cattle {cattle} VP; unused "
                  "levers {levers} VP", vp=vp, cattle=cattle, levers=levers)
    return tr("income {coins} coins, {cards} cards, {vp} VP; cattle {cattle} VP; unused "
              "levers {levers} VP", coins=coins, cards=cards, vp=vp, cattle=cattle,
              levers=levers)


# ----- the icon glossary and the reference -------------------------------------------------
def glossary() -> list[tuple[str, str, str]]:
    """(sprite, name, meaning) for every icon the table shows."""
    return [
        ("coin", tr("Coins"), tr("Pay for cards, sites, levers and hiring.")),
        ("bl_vp", tr("Victory points (VP)"), tr("The most at the end wins.")),
        ("bl_card", tr("Project cards"), tr("Day, dusk or night; played on the strip of "
                                            "their kind.")),
        ("bl_vase", tr("Vases"), tr("Some cards cost them; lever 1 trades one for coins.")),
        ("bl_inhabitant", tr("Inhabitants"), tr("In your ranch: spent to develop sites, "
                                                "upgrade and place cattle.")),
        ("bl_house", tr("House"), tr("An inhabitant on a site upgraded; empties a recess "
                                     "of your board.")),
        ("bl_settlement", tr("Settlement"), tr("A house upgraded with presences around "
                                               "it.")),
        ("bl_cattle", tr("Cattle"), tr("Placed on a pasture; at each interim scoring, 1 VP "
                                       "per settlement (anyone's) next to its pasture.")),
        ("bl_stone", tr("Stone"), tr("A virtual resource: only needs to be available.")),
        ("bl_iron", tr("Iron"), tr("A virtual resource: only needs to be available.")),
        ("bl_loam", tr("Loam"), tr("A virtual resource: only needs to be available.")),
        ("bl_wood", tr("Wood"), tr("A virtual resource: only needs to be available.")),
        ("bl_site", tr("Production site"), tr("Level 1 makes 1 of its resource, level 2 "
                                              "makes 2.")),
        ("bl_boat", tr("Canal boat"), tr("Makes 1 of the resource where it lies; upstream "
                                         "costs 2 coins.")),
        ("bl_lever", tr("Lever"), tr("Placed on your board; used once between interim "
                                     "scorings.")),
        ("bl_track", tr("Income tracks"), tr("Coins and cards (and VP) at each interim "
                                             "scoring.")),
        ("bl_harbour", tr("Harbour"), tr("A river space for any number of ships; passing "
                                         "it always costs 1 movement point.")),
        ("bl_lock", tr("Lock"), tr("The first ship through starts an interim scoring.")),
        ("bl_region", tr("Region label"), tr("Region scoring: its reward once per "
                                             "interim, for the first to score it.")),
    ]


def reference_html(view: Any, options: Any) -> list[str]:
    return [
        tr("Goal: the most VP after four interim scorings and the final scoring."),
        tr("A turn: take an action strip (the bottom two cost VP), play or discard a card of "
           "its kind, take its action, then every player in turn may take its action for "
           "everyone (or forgo it for a lever). Then your ship sails down the river as many "
           "spaces as the strip's row allows: spaces held by others are skipped, harbours "
           "always count; you gain the reward where it stops."),
        tr("Strips: Pioneer explores twice; Settle develops or upgrades; Cattle breeding "
           "places a pasture and cattle; Region scoring scores a region; Hire gives an "
           "inhabitant and an exploration, then everyone may hire for 3 coins or 3 cards "
           "each; Builder takes 3 coins and plays any card; Progress places levers. Hover "
           "over a strip for all it does."),
        tr("Cards cost coins (and vases) and need resources available from your production "
           "sites and canal boats: resources are never spent."),
        tr("Locks: the first ship through a lock starts an interim scoring: each player "
           "takes two actions (cards, projects, upgrades), scores one scoring tile, then "
           "income, cattle VP and 1 VP per unused lever. After the second interim the ships "
           "start again on the other arm of the river."),
        tr("The end: after the fourth interim scoring, levers, card VP, end-game card "
           "effects and the emptied recesses of your board score; ties are shared."),
    ]
