"""A Citadels game that can no longer progress ends (issue #28; docs/rules-notes.md, "A game
that cannot end").

With the Artist, gold can leave the economy: it sits on beautified districts and comes back
only when such a district is destroyed. When the bank and every purse are empty, nobody can
ever pay for anything again: no build, no destruction, no Graveyard. Only the Armory destroys
for free, so without an Armory in any city no city can ever grow, and the game (which ends only
when a city reaches its size) would go on forever. Such a game ends at the end of the round and
is scored as it stands. This never changes a game that could still end by the rulebook.

As a safety net for any stall not foreseen here, the game also ends after MAX_ROUNDS rounds
(normal games last about 6 to 15; random players rarely pass 40).
"""

from __future__ import annotations

from rules.citadels.board import has_district
from rules.citadels.state import CitadelsState
from rules.core.message import Msg, msg

MAX_ROUNDS = 100
GOLD_LOCKED = msg("The game is over: all the gold lies on beautified districts and nobody can "
                  "ever build again. It is scored as it stands.")
ROUND_LIMIT = msg("The game is over: {n} rounds have been played without an end. It is scored "
                  "as it stands.", n=MAX_ROUNDS)


def gold_locked(s: CitadelsState) -> bool:
    """No gold in the bank or any purse, and no Armory to free the gold on a district."""
    return s.bank == 0 and not any(s.gold) and not any(
        has_district(s, seat, "armory") for seat in range(s.n))


def stall_reason(s: CitadelsState) -> Msg | None:
    """At the end of a round: why the game must end although no city is complete."""
    if gold_locked(s):
        return GOLD_LOCKED
    if s.round >= MAX_ROUNDS:
        return ROUND_LIMIT
    return None
