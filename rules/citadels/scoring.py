"""Final scoring (with the breakdown shown on the end screen) and the search heuristic."""

from __future__ import annotations

import math

from rules.citadels.catalogue import CARD_KIND, CHARACTERS, COLOURS, KINDS
from rules.citadels.state import CitadelsState
from rules.core.contract import Score

FIVE_COLOUR_BONUS = 3
FIRST_COMPLETE_BONUS = 4
COMPLETE_BONUS = 2


def has_all_colours(s: CitadelsState, seat: int) -> bool:
    """Five colours, the Haunted City standing in for a missing one unless it was built in
    the final round (during play: in the current round)."""
    colours = set()
    wild = False
    for card, built in zip(s.cities[seat], s.built_round[seat], strict=True):
        kind = KINDS[CARD_KIND[card]]
        if kind.key == "haunted_city" and built < s.round:
            wild = True
        else:
            colours.add(kind.colour)
    return len(colours) == len(COLOURS) or (wild and len(colours) >= len(COLOURS) - 1)


def score_seat(s: CitadelsState, seat: int) -> Score:
    breakdown = {
        "districts": sum(KINDS[CARD_KIND[c]].points for c in s.cities[seat]),
        "five_colours": FIVE_COLOUR_BONUS if has_all_colours(s, seat) else 0,
        "first_complete": FIRST_COMPLETE_BONUS if s.completed[:1] == [seat] else 0,
        "complete": COMPLETE_BONUS if seat in s.completed[1:] else 0,
    }
    tiebreak = (s.gold[seat],) if s.options.tie_break == "gold" else ()
    return Score(seat, sum(breakdown.values()), breakdown, tiebreak)


def scores(s: CitadelsState) -> list[Score]:
    return [score_seat(s, seat) for seat in range(s.n)]


def _character_value(s: CitadelsState, seat: int, rank: int) -> float:
    colour = CHARACTERS[rank].colour
    value = 1.0
    if colour:
        value += sum(1 for c in s.cities[seat] if KINDS[CARD_KIND[c]].colour == colour)
    if rank == 7:  # Architect: two more cards and three builds
        value += 1.5
    elif rank == 6:  # Merchant
        value += 1.0
    elif rank == 4:  # King: the crown
        value += 0.5
    return value


def potential(s: CitadelsState, seat: int) -> float:
    """Points now plus what gold, cards and this round's characters are likely worth."""
    value = float(score_seat(s, seat).total)
    value += 0.6 * min(s.gold[seat], 8) + 0.2 * max(0, s.gold[seat] - 8)
    value += 0.5 * min(len(s.hands[seat]), 4)
    if s.phase != "over":
        for rank in s.characters:
            if s.owner[rank] == seat and rank > s.calling and rank != s.murdered:
                value += _character_value(s, seat, rank)
    return value


def heuristic(s: CitadelsState) -> list[float]:
    """Estimated win chance per seat: a softmax of potentials, sharper as cities grow."""
    progress = max(len(c) for c in s.cities) / s.end_at
    temperature = 2.0 + 6.0 * (1.0 - min(1.0, progress))
    values = [potential(s, seat) / temperature for seat in range(s.n)]
    top = max(values)
    weights = [math.exp(v - top) for v in values]
    total = sum(weights)
    return [w / total for w in weights]
