"""Features of a Citadels seat's view for the learned value (`rules/bots/value_net.py`).

`features(s, seat)` turns what `seat` can see into a fixed-length list of floats, roughly in
0..1. It reads only what `rules.view(state, seat)` keeps: the public table (scores, gold,
cities, the crown, the round, the characters called or revealed), the length of every hidden
list (the rivals' hands, the deck) and the seat's own hand and characters. So it gives the same
numbers for a full state and for the seat's view of it (tests/test_value_net.py checks it),
and a search may call it on its determinizations without building a view.

The vector, for a table of n seats (`size(n) = 8 n + 33`; 49 at two players):

- for each seat in playing order from `seat` (the seat itself first, then the next ...), 8:
  score so far / 40, gold / 10, cards in hand / 8, districts built / the city size that ends
  the game, district colours present / 5, holds the crown, has completed its city,
  purple districts / 4;
- 7 about the game: round / 10, the biggest city / the end size, in the draft, in the turns,
  the rank being called / 9, cards in the deck / 60, the seat is first to complete (a bonus);
- 5 about the seat's hand: its cheapest cost / 6 (1 when empty), mean cost / 6, cards it can
  pay for now / 4, cards of a colour its city lacks / 4, purple cards / 4;
- 18 about the seat's characters this round: which of ranks 1..9 it holds, and which of them
  are still to be called (and not murdered);
- 3 more: its character was murdered, robbed, and the income its characters still to come
  will bring from its districts' colours / 8.
"""

from __future__ import annotations

from rules.citadels.catalogue import CARD_KIND, COLOURS, KINDS
from rules.citadels.scoring import score_seat
from rules.citadels.state import CitadelsState
from rules.core.state import HIDDEN

RANKS = 9
PER_SEAT = 8
GLOBAL = 7
HAND = 5
OWN = 2 * RANKS + 3

_COLOUR = tuple(KINDS[CARD_KIND[c]].colour for c in range(len(CARD_KIND)))
_COST = tuple(KINDS[CARD_KIND[c]].cost for c in range(len(CARD_KIND)))


def size(n: int) -> int:
    """The length of the vector at a table of `n` seats."""
    return PER_SEAT * n + GLOBAL + HAND + OWN


def _held(s: CitadelsState, seat: int) -> list[int]:
    """The ranks `seat` holds this round (its own, so always in its view)."""
    return [rank for rank in range(1, min(len(s.owner), RANKS + 1)) if s.owner[rank] == seat
            and rank in s.characters]


def features(s: CitadelsState, seat: int) -> list[float]:
    """The feature vector of `seat`'s view of `s` (a full state or that seat's view)."""
    n = s.n
    end = max(1, s.end_at)
    out: list[float] = []
    for k in range(n):
        other = (seat + k) % n
        city = s.cities[other]
        colours = {_COLOUR[c] for c in city}
        out += [score_seat(s, other).total / 40.0, s.gold[other] / 10.0,
                len(s.hands[other]) / 8.0, len(city) / end, len(colours) / len(COLOURS),
                1.0 if s.crown == other else 0.0, 1.0 if other in s.completed else 0.0,
                sum(1 for c in city if _COLOUR[c] == "purple") / 4.0]
    out += [s.round / 10.0, max(len(c) for c in s.cities) / end,
            1.0 if s.phase == "draft" else 0.0, 1.0 if s.phase == "turns" else 0.0,
            s.calling / 9.0, len(s.deck) / 60.0, 1.0 if seat in s.top_bonus else 0.0]
    hand = [c for c in s.hands[seat] if c != HIDDEN]
    costs = [_COST[c] for c in hand]
    mine = {_COLOUR[c] for c in s.cities[seat]}
    out += [min(costs) / 6.0 if costs else 1.0,
            sum(costs) / len(costs) / 6.0 if costs else 1.0,
            sum(1 for cost in costs if cost <= s.gold[seat]) / 4.0,
            sum(1 for c in hand if _COLOUR[c] not in mine) / 4.0,
            sum(1 for c in hand if _COLOUR[c] == "purple") / 4.0]
    held = _held(s, seat)
    holds = [0.0] * RANKS
    to_come = [0.0] * RANKS
    income = 0
    for rank in held:
        holds[rank - 1] = 1.0
        if s.phase == "draft" or (rank > s.calling and rank != s.murdered):
            to_come[rank - 1] = 1.0
            colour = s.role(rank).colour
            if colour:
                income += sum(1 for c in s.cities[seat] if _COLOUR[c] == colour)
    out += holds + to_come
    out += [1.0 if s.murdered in held else 0.0, 1.0 if s.robbed in held else 0.0,
            income / 8.0]
    return out
