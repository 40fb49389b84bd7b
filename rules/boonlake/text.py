"""Words for the player: the prompt for the acting seat and the names the moves' log lines use
(rules/boonlake/moves.py)."""

from __future__ import annotations

from typing import Any

from rules.boonlake import cards, catalogue, effects, legal, town
from rules.boonlake.state import BoonlakeState
from rules.core.message import Msg, join, msg, pmsg
from rules.core.state import Decision

STRIP_NAMES = {"pioneer": pmsg("boonlake strip", "Pioneer"),
               "settle": pmsg("boonlake strip", "Settle"),
               "cattle": pmsg("boonlake strip", "Cattle breeding"),
               "region": pmsg("boonlake strip", "Region scoring"),
               "hire": pmsg("boonlake strip", "Hire"),
               "builder": pmsg("boonlake strip", "Builder"),
               "progress": pmsg("boonlake strip", "Progress")}
REGION_NAMES = {"boonlake": pmsg("boonlake region", "Boonlake"),
                "southern": pmsg("boonlake region", "Southern"),
                "new_hope": pmsg("boonlake region", "New Hope"),
                "unknown": pmsg("boonlake region", "Unknown")}
RESOURCE_NAMES = {"stone": pmsg("boonlake resource", "stone"),
                  "iron": pmsg("boonlake resource", "iron"),
                  "loam": pmsg("boonlake resource", "loam"),
                  "wood": pmsg("boonlake resource", "wood")}


KIND_NAMES = {"day": pmsg("boonlake card kind", "day"),
              "dusk": pmsg("boonlake card kind", "dusk"),
              "night": pmsg("boonlake card kind", "night"),
              "any": pmsg("boonlake card kind", "any kind")}
CONDITIONS = {"coin_track": msg("steps on the coin track"),
              "card_track": msg("steps on the card track"),
              "lower_income": msg("steps on the lower of your two income tracks (coin, card)"),
              "production_sites": msg("production sites"),
              "connected_presence": msg("tiles in your largest connected group"),
              "levers": msg("levers placed"), "cattle_removed": msg("cattle placed"),
              "settlements_removed": msg("settlements placed"),
              "bridge_presence": msg("bridge ends with your presence")}


def condition_text(tile: Any) -> Msg:
    """What a scoring tile counts, in a few words."""
    c = tile.condition
    k = c.kind
    if k == "presence_regions":
        a, b = c.get("regions", ("", ""))
        return msg("tiles with your presence in each of {a} and {b}", a=REGION_NAMES[a],
                   b=REGION_NAMES[b])
    if k == "played_kinds":
        return msg("played cards of each of these kinds: {kinds}",
                   kinds=join(KIND_NAMES[x] for x in c.get("kinds", ())))
    if k == "exchange_coins":
        return msg("pay {coins} coins per count for {vp} VP each", coins=c.get("coins", 2),
                   vp=c.get("vp", 1))
    if k == "exchange_inhabitant_or_coins":
        return msg("pay an inhabitant or {coins} coins per count for {vp} VP each",
                   coins=c.get("coins", 5), vp=c.get("vp", 2))
    return CONDITIONS.get(k, msg("That is not possible now."))


def tile_name(tile_id: int) -> Msg:
    """A scoring tile as the table shows it: its four thresholds, then what it counts."""
    tile = catalogue.tile(tile_id)
    return msg("{thresholds} ({condition})",
               thresholds=" / ".join(str(t) for t in tile.thresholds),
               condition=condition_text(tile))


def card_name(card_id: int) -> Any:
    """The card's name in the reader's language (a message, not the English data text)."""
    return cards.card_name(catalogue.card(card_id))


def prompt(s: BoonlakeState, seat: int | None) -> Msg:
    if s.phase == "over":
        return msg("The game is over.")
    if not s.pending:
        return msg("The game is over.")
    d = s.pending[-1]
    if seat != d.seat:
        return msg("{who} is deciding.", who=s.names[d.seat])
    if d.kind == "give_cards" and len(s.pending) > 1:
        return give_cards_prompt(s, d.number, s.pending[-2])
    return legal.EXPECTED[d.kind]


def give_cards_prompt(s: BoonlakeState, left: int, then: Decision) -> Msg:
    """Giving up cards one at a time: which card of the whole cost this is, and what the
    whole cost pays for (the step under it on the stack)."""
    if then.kind == "develop_gain":
        total = town.tile_at(s, then.cards[0]).sites[then.cards[1]].pay_cards
        return msg("This site costs {n} cards: choose card {k} of {n} to give up.", n=total,
                   k=total - left + 1)
    if then.kind == "exchange_get":
        total = effects.exchange_sides(*then.cards)[0].get("cards", left)
        return msg("The card's exchange costs {n} cards: choose card {k} of {n} to give up.",
                   n=total, k=total - left + 1)
    if then.kind == "lever_gain":
        total = legal.LEVER_TRADE_CARDS
        return msg("Lever 12 costs {n} cards (for an inhabitant and VP): choose card {k} of "
                   "{n} to give up.", n=total, k=total - left + 1)
    if then.kind == "hire_gain":
        return msg("Hiring with cards costs 3 cards: choose card {k} of 3 to give up.",
                   k=3 - left + 1)
    return legal.EXPECTED["give_cards"]
