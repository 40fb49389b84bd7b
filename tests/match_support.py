"""Finished matches for tests: a game played to its end by seeded random moves."""

from __future__ import annotations

import random

from rules.core import Seat
from rules.core.match import Match

NAMES = ["Mia", "Ada", "Bruno", "Cy"]


def finished_match(game_id: str, kinds: list[str], seed: int = 4) -> Match:
    """Seats named Mia, Ada, Bruno, Cy with these kinds, played out at random from `seed`."""
    seats = [Seat(name, kind) for name, kind in zip(NAMES, kinds, strict=False)]
    match = Match.start(game_id, seats, None, seed)
    rules, rng = match.rules, random.Random(seed)
    while not rules.is_over(match.state):
        seat = rules.to_act(match.state)[0]
        match.play(seat, rng.choice(rules.legal_actions(match.state, seat)))
    return match
