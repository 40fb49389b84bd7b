"""Who acts, what a decision expects and the reasons the moves give (rules/boonlake/moves.py
declares the moves: their numbers, offers, effects and words).

A `lever` argument is 0 (none) or 1 (use the lever of that step); `bonus` is
`options_of.BONUSES`; `skip(lever)` takes lever 4's or 5's coins (4, 5) or nothing (0);
`lever_trade()` (lever 12) gives 2 cards for an inhabitant and VP, then the same decision
comes again.
"""

from __future__ import annotations

from rules.boonlake import economy, effects, town
from rules.boonlake import options_of as can
from rules.boonlake.board import load_board
from rules.boonlake.state import BoonlakeState
from rules.core.message import Msg, msg, nmsg

BOARD = load_board()
PLAYER = BOARD.player
SKIP_LEVERS = {4: "skip_card_production", 5: "skip_card_coins"}


# Lever 12 (give up 2 cards for an inhabitant and VP) may be used "at any time": it is offered
# at every decision where a seat acts on its own turn or part.
LEVER_TRADE_AT = ("strip", "card_step", "choice", "hire", "ship", "interim_action")
LEVER_TRADE_CARDS = PLAYER.levers[can.LEVER["discard_for_inhabitant"]].get("cards")


def to_act(s: BoonlakeState) -> tuple[int, ...]:
    if s.phase == "over" or not s.pending:
        return ()
    return (s.pending[-1].seat,)


def lever_spaces(s: BoonlakeState, seat: int, extra_coins: int = 0) -> list[int]:
    discount = effects.permanent(s, seat, "lever_discount")
    return [i for i, lever in enumerate(PLAYER.levers) if s.levers[seat][i] < 0
            and max(0, lever.cost - discount) + extra_coins <= s.coins[seat]]


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


def cannot_pay(s: BoonlakeState, seat: int, what, project: bool) -> Msg:
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


def not_placeable(s: BoonlakeState, space: int) -> Msg:
    if not 1 <= space <= len(s.spaces):
        return msg("That is not a space of the map.")
    if s.spaces[space - 1] >= 0:
        return msg("That space has a tile already.")
    return msg("A new tile goes on an empty space next to a tile already on the map.")


def not_developable(s: BoonlakeState, seat: int, space: int, site: int) -> Msg:
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


def no_lever(s: BoonlakeState, seat: int, space: int) -> Msg:
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
