"""Who acts, what they may do (per decision on top of the stack), and why anything else is
refused.

Actions: `keep(tile)`, `site(resource)`, `vase()`, `track(0 coin | 1 card)`, `strip(row)`,
`play(card, bonus)`, `project(slot, bonus)`, `discard(card)`, `draw()`, `skip(lever)`,
`explore(space, lever)`, `develop(space, site)`, `house(space, site)`,
`settle(space, site, paid as VP, lever)`, `pasture(space, lever)`, `cattle(pasture, paid as
VP)`, `region(region)`, `lever(space)`, `hire(0 coins | 1 cards)`, `done()`, `card(card)`,
`sail(position)`, `take(lever)`, `forgo(lever, option)`, `mark(slot, pay, inhabitants)`,
`exchange(0 | 1 reversed)`, `reset(lever)`, `lever_trade()` (lever 12: 2 cards for an
inhabitant and VP, then the same decision again). A `lever` argument is 0 (none) or 1 (use the
lever of that step); `bonus` is `options_of.BONUSES`; `skip(lever)` takes lever 4's or 5's
coins (4, 5) or nothing (0).
"""

from __future__ import annotations

from rules.boonlake import catalogue, economy, effects, river, town
from rules.boonlake import options_of as can
from rules.boonlake.board import REGIONS, RESOURCES, STRIPS, load_board
from rules.boonlake.state import BoonlakeState
from rules.core.actions import Action, act
from rules.core.message import Msg, msg, nmsg
from rules.core.state import Decision

BOARD = load_board()
PLAYER = BOARD.player
SKIP_LEVERS = {4: "skip_card_production", 5: "skip_card_coins"}
SHAPES = {"keep": 1, "site": 1, "vase": 0, "track": 1, "strip": 1, "play": 2, "project": 2,
          "discard": 1, "draw": 0, "skip": 1, "explore": 2, "develop": 2, "house": 2,
          "settle": 4, "pasture": 2, "cattle": 2, "region": 1, "lever": 1, "hire": 1,
          "done": 0, "card": 1, "sail": 1, "take": 1, "forgo": 2, "mark": 3, "exchange": 1,
          "reset": 1, "lever_trade": 0}


# Lever 12 (give up 2 cards for an inhabitant and VP) may be used "at any time": it is offered
# at every decision where a seat acts on its own turn or part.
LEVER_TRADE_AT = ("strip", "card_step", "choice", "hire", "ship", "interim_action")
LEVER_TRADE_CARDS = PLAYER.levers[can.LEVER["discard_for_inhabitant"]].get("cards")


def to_act(s: BoonlakeState) -> tuple[int, ...]:
    if s.phase == "over" or not s.pending:
        return ()
    return (s.pending[-1].seat,)


def legal_actions(s: BoonlakeState, seat: int) -> list[Action]:
    if seat not in to_act(s):
        return []
    d = s.pending[-1]
    found = _LISTS[d.kind](s, seat, d)
    if d.kind in LEVER_TRADE_AT and can.lever_ready(s, seat, "discard_for_inhabitant") and \
            len(s.hand[seat]) >= LEVER_TRADE_CARDS:
        found.append(act("lever_trade"))
    return found


# ----- per decision ------------------------------------------------------------------------
def _keep(s, seat, d):
    return [act("keep", t) for t in d.cards]


def _sites(s: BoonlakeState, seat: int, new_only: bool = False) -> list[Action]:
    return [act("site", RESOURCES.index(r)) for r in economy.site_choices(s, seat)
            if not new_only or not s.production[seat][RESOURCES.index(r)]]


def _production(s, seat, d):
    return _sites(s, seat, d.number == 1)


def _site_or_vase(s, seat, d):
    return [act("vase"), *_sites(s, seat)]


def _track(s, seat, d):
    return [act("track", 0), act("track", 1)]


def _strip(s, seat, d):
    return [act("strip", row) for row in range(len(BOARD.rows))]


def card_actions(s: BoonlakeState, seat: int, kind: str, discard: bool) -> list[Action]:
    """Play a card of `kind` or a special project, or discard a card of `kind` for coins."""
    found = [act("play", c, bonus) for c, bonus in can.card_plays(s, seat, kind)]
    found += [act("project", slot, bonus) for slot, bonus in can.project_plays(s, seat)]
    if discard:
        found += [act("discard", c) for c in sorted(set(s.hand[seat]))
                  if kind == "any" or catalogue.card(c).kind == kind]
    return found


def skips(s: BoonlakeState, seat: int) -> list[Action]:
    """Not playing a card: plainly, or for lever 4's or 5's coins."""
    return [act("skip", 0)] + [act("skip", n) for n, kind in SKIP_LEVERS.items()
                               if can.lever_ready(s, seat, kind)]


def _card_step(s, seat, d):
    kind = effects.KIND_CODES[d.number]
    found = card_actions(s, seat, kind, d.extra == 1)
    if d.extra == 2:
        found.append(act("draw"))
    return found + skips(s, seat)


def _explore(s, seat, d):
    levers = [0, 1] if can.lever_ready(s, seat, "tile_inhabitant") else [0]
    return [act("explore", space, lever) for space in town.placeable(s)
            for lever in levers] + [act("skip", 0)]


def build_actions(s: BoonlakeState, seat: int, mode: int) -> list[Action]:
    """Mode 0 develop or upgrade, 1 upgrade only, 2 a free house, 3 a cheap settlement."""
    found = []
    if mode == 0:
        found += [act("develop", space, j) for space, j in can.develops(s, seat)]
    if mode in (0, 1, 2):
        found += [act("house", space, j) for space, j in can.houses(s, seat, mode == 2)]
    if mode in (0, 1, 3):
        found += [act("settle", *option) for option in can.settles(s, seat, mode == 3)]
    return found


def _build(s, seat, d):
    return build_actions(s, seat, d.number) + [act("skip", 0)]


def _pasture(s, seat, d):
    levers = [0, 1] if can.lever_ready(s, seat, "tile_inhabitant") else [0]
    return [act("pasture", space, lever) for space in town.placeable(s)
            for lever in levers] + [act("skip", 0)]


def _region(s, seat, d):
    open_ = [i for i in range(len(REGIONS)) if not s.region_markers[i]]
    return [act("region", i) for i in open_ or range(len(REGIONS))]


def lever_spaces(s: BoonlakeState, seat: int, extra_coins: int = 0) -> list[int]:
    discount = effects.permanent(s, seat, "lever_discount")
    return [i for i, lever in enumerate(PLAYER.levers) if s.levers[seat][i] < 0
            and max(0, lever.cost - discount) + extra_coins <= s.coins[seat]]


def _modernize(s, seat, d):
    if d.number == 1:  # everyone's part of Progress: give up an inhabitant, or draw a card
        spaces = lever_spaces(s, seat) if s.ranch[seat] else []
        return [act("lever", i) for i in spaces] + [act("draw")]
    return [act("lever", i) for i in lever_spaces(s, seat)] + [act("skip", 0)]


def _right(s, seat, d):
    found = [act("take", 0)]
    if STRIPS[d.number] == "region" and can.lever_ready(s, seat, "region_vp"):
        found.append(act("take", 1))
    for i, lever in enumerate(PLAYER.levers):
        if not lever.forgo_right_side or s.levers[seat][i] != 0:
            continue
        options = [0, 1] if lever.kind == "vase_trade" and s.vases[seat] else [0]
        found += [act("forgo", i, option) for option in options]
    return found


def _choice(s, seat, d):
    if STRIPS[d.number] == "settle":
        found = build_actions(s, seat, 0)
    else:
        found = [act("cattle", pasture, paid) for pasture, paid in can.cattle(s, seat)]
    return found + card_actions(s, seat, "any", True) + skips(s, seat)


def _hire(s, seat, d):
    found = []
    if s.supply[seat] and s.coins[seat] >= 3:
        found.append(act("hire", 0))
    if s.supply[seat] and len(s.hand[seat]) >= 3:
        found.append(act("hire", 1))
    return [*found, act("done")]


def _give_cards(s, seat, d):
    return [act("card", c) for c in sorted(set(s.hand[seat]))]


def _ship(s, seat, d):
    return [act("sail", p) for p in river.destinations(s, seat, s.steps)]


def _interim_action(s, seat, d):
    return (card_actions(s, seat, "any", False) + build_actions(s, seat, 1) + skips(s, seat))


def exchange_payments(s: BoonlakeState, seat: int, tile) -> list[tuple[int, int]]:
    """(pay, inhabitants) ways to answer an exchange condition at this interim scoring."""
    condition = tile.condition
    times = tile.thresholds[s.interims - 1]
    found = [(0, 0)]
    coins_each = condition.get("coins", 5 if condition.kind.endswith("_or_coins") else 2)
    if condition.kind == "exchange_inhabitant_or_coins":
        found += [(1, k) for k in range(times + 1)
                  if k <= s.ranch[seat] and (times - k) * coins_each <= s.coins[seat]]
    elif times * coins_each <= s.coins[seat]:
        found.append((1, 0))
    return found


def _interim_tile(s, seat, d):
    found = []
    for slot, tile_id in enumerate(s.scoring):
        if slot in s.markers[seat]:
            continue
        tile = catalogue.tile(tile_id)
        if tile.condition.kind in effects.EXCHANGE_CONDITIONS:
            found += [act("mark", slot, pay, k) for pay, k in exchange_payments(s, seat, tile)]
        else:
            found.append(act("mark", slot, 0, 0))
    return found


def _exchange(s, seat, d):
    effect = catalogue.card(d.cards[0]).immediate[d.cards[1]]
    found = []
    for reverse in (0, 1) if effect.get("reversible", False) else (0,):
        give, _ = effects.exchange_sides(d.cards[0], d.cards[1], bool(reverse))
        if effects.can_give(s, seat, give):
            found.append(act("exchange", reverse))
    return [*found, act("skip", 0)]


def _reset_lever(s, seat, d):
    return [act("reset", i) for i, state in enumerate(s.levers[seat]) if state == 1] + [
        act("skip", 0)]


_LISTS = {"keep_tile": _keep, "production": _production, "site_or_vase": _site_or_vase,
          "track_choice": _track, "strip": _strip, "card_step": _card_step,
          "explore": _explore, "build": _build, "pasture": _pasture, "region": _region,
          "modernize": _modernize, "right": _right, "choice": _choice, "hire": _hire,
          "give_cards": _give_cards, "ship": _ship, "interim_action": _interim_action,
          "interim_tile": _interim_tile, "exchange": _exchange, "reset_lever": _reset_lever}


# ----- refusals ----------------------------------------------------------------------------
EXPECTED = {
    "keep_tile": msg("Keep one of your two scoring tiles."),
    "production": msg("Choose a resource for a production site."),
    "site_or_vase": msg("Take a vase or build a production site."),
    "track_choice": msg("Choose the coin track or the card track."),
    "strip": msg("Choose an action strip."),
    "card_step": msg("Play or discard a card of the strip's kind, or skip."),
    "explore": msg("Place the tile next to a tile on the board, or skip."),
    "build": msg("Develop or upgrade, or skip."),
    "pasture": msg("Place the pasture next to a tile on the board, or skip."),
    "region": msg("Choose a region whose reward is not taken yet."),
    "modernize": msg("Place a lever on an empty lever space you can pay for."),
    "right": msg("Take part in the strip's action for everyone, or forgo it for a lever."),
    "choice": msg("Choose one of the strip's actions for everyone, or skip."),
    "hire": msg("Hire an inhabitant for 3 coins or 3 cards, or stop."),
    "give_cards": msg("Choose a card from your hand to give up."),
    "ship": msg("Move your ship downstream, as far as the strip's number allows."),
    "interim_action": msg("Play a card, realise a project or upgrade, or stop."),
    "interim_tile": msg("Choose a scoring tile you have not scored yet."),
    "exchange": msg("Make the card's exchange, or skip it."),
    "reset_lever": msg("Choose a used lever to turn back, or skip."),
}


def explain(s: BoonlakeState, seat: int, action: Action) -> Msg:
    kind, args = action.kind, action.args
    if kind not in SHAPES or len(args) != SHAPES[kind]:
        return msg("That is not an action of this game.")
    d: Decision = s.pending[-1]
    offered = {a.kind for a in legal_actions(s, seat)}
    if kind in ("play", "discard", "card") and args[0] not in s.hand[seat]:
        return msg("That card is not in your hand.")
    plays_here = kind in ("play", "project") and d.kind in ("card_step", "choice",
                                                           "interim_action")
    if kind in ("play", "discard") and (kind in offered or plays_here) and \
            d.kind == "card_step" and \
            effects.KIND_CODES[d.number] not in ("any", catalogue.card(args[0]).kind):
        return msg("This step takes a card of the strip's kind.")
    if kind in offered or plays_here:
        why = _why_not(s, seat, action)
        if why is not None:
            return why
    return EXPECTED.get(d.kind, msg("That is not possible now."))


def _why_not(s: BoonlakeState, seat: int, action: Action) -> Msg | None:
    """The reason an action of a kind the decision offers is refused, place by place."""
    kind, args = action.kind, action.args
    if kind == "play":
        return _cannot_pay(s, seat, catalogue.card(args[0]), False)
    if kind == "project":
        if not 0 <= args[0] < len(s.scoring) or s.scoring[args[0]] < 0:
            return msg("That scoring tile is not on the table.")
        if s.projects[seat][args[0]]:
            return msg("You have realised this special project already.")
        if not s.supply[seat]:
            return msg("A special project needs an inhabitant in your general supply.")
        return _cannot_pay(s, seat, catalogue.tile(s.scoring[args[0]]), True)
    if kind in ("explore", "pasture"):
        return _not_placeable(s, args[0])
    if kind == "develop":
        return _not_developable(s, seat, args[0], args[1])
    if kind == "house":
        if not s.ranch[seat]:
            return msg("An upgrade costs an inhabitant from your ranch; it is empty.")
        return msg("Only an inhabitant of yours on a site can become a house.")
    if kind == "settle":
        return msg("A settlement needs a house of yours with enough presence around it, and "
                   "inhabitants to pay.")
    if kind == "cattle":
        if not town.is_pasture(s, args[0]):
            return msg("Cattle go on a pasture.")
        return msg("You do not have the inhabitants this cattle costs.")
    if kind == "region":
        return msg("That region's reward is already taken; choose another region.")
    if kind == "lever":
        return _no_lever(s, seat, args[0])
    if kind == "hire":
        if not s.supply[seat]:
            return msg("Your general supply has no inhabitant left to hire.")
        return msg("Hiring costs 3 coins or 3 cards.")
    if kind == "sail":
        return msg("Your ship can stop only on a lit river space.")
    if kind == "mark":
        if 0 <= args[0] < len(s.scoring) and args[0] in s.markers[seat]:
            return msg("You have scored that tile already.")
        return msg("You cannot pay for that exchange.")
    return None


def _cannot_pay(s: BoonlakeState, seat: int, what, project: bool) -> Msg:
    coins, vases, resources = can.cost_of(s, seat, what, project)
    if coins > s.coins[seat]:
        return nmsg("It costs {n} coin; you have {have}.", "It costs {n} coins; you have {have}.",
                    coins, have=s.coins[seat])
    if vases > s.vases[seat]:
        return nmsg("It costs {n} vase; you have {have}.", "It costs {n} vases; you have {have}.",
                    vases, have=s.vases[seat])
    if economy.missing(s, seat, resources):
        return msg("Your production sites and canal boats cannot supply the resources it "
                   "needs, not even with the coins left to move boats upstream.")
    return msg("You cannot pay for that now.")


def _not_placeable(s: BoonlakeState, space: int) -> Msg:
    if not 1 <= space <= len(s.spaces):
        return msg("That is not a space of the map.")
    if s.spaces[space - 1] >= 0:
        return msg("That space has a tile already.")
    return msg("A new tile goes on an empty space next to a tile already on the map.")


def _not_developable(s: BoonlakeState, seat: int, space: int, site: int) -> Msg:
    if not s.ranch[seat]:
        return msg("Developing costs an inhabitant from your ranch; it is empty.")
    tile = town.tile_at(s, space) if 1 <= space <= len(s.spaces) else None
    if tile is None:
        return msg("There is no tile there yet.")
    free = [j for j in range(len(tile.sites)) if s.site(space, j) is None]
    if not free:
        return msg("Every site on that tile is taken.")
    cost = tile.sites[free[0]]
    if cost.pay_coins > s.coins[seat]:
        return nmsg("That site costs {n} coin; you have {have}.",
                    "That site costs {n} coins; you have {have}.", cost.pay_coins,
                    have=s.coins[seat])
    return nmsg("That site costs {n} card; you have {have}.",
                "That site costs {n} cards; you have {have}.", cost.pay_cards,
                have=len(s.hand[seat]))


def _no_lever(s: BoonlakeState, seat: int, space: int) -> Msg:
    if not 0 <= space < len(PLAYER.levers):
        return msg("That is not a lever space.")
    if s.levers[seat][space] >= 0:
        return msg("A lever is already on that space.")
    d = s.pending[-1]
    if d.kind == "modernize" and d.number == 1 and not s.ranch[seat]:
        return msg("Placing a lever here costs an inhabitant from your ranch; it is empty.")
    cost = max(0, PLAYER.levers[space].cost - effects.permanent(s, seat, "lever_discount"))
    return nmsg("That lever costs {n} coin; you have {have}.",
                "That lever costs {n} coins; you have {have}.", cost, have=s.coins[seat])
