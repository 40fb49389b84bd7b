"""Words for the player: the prompt for the acting seat (each move's own words are declared
with it: moves.py)."""

from __future__ import annotations

from rules.builders import catalogue as cat
from rules.builders.state import BuildersState
from rules.core.message import Msg, msg, nmsg


def prompt(s: BuildersState, seat: int | None) -> Msg:
    if s.phase == "over":
        return msg("The game is over.")
    if seat != s.turn:
        return msg("{who} is building.", who=s.names[s.turn])
    free = max(0, cat.FREE_ACTIONS - s.actions)
    if free:
        return nmsg("Your turn: {n} free action left.", "Your turn: {n} free actions left.",
                    free)
    return msg("Your turn: each further action costs {price} coins, or end your turn.",
               price=cat.EXTRA_ACTION_PRICE)
