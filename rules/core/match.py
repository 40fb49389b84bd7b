"""A match: one game being played — its rules, options, seats, seed, every action so far and the
current state. Saves store matches; the desktop app and the arena play them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core import registry
from rules.core.actions import Action
from rules.core.contract import GameRules, Seat
from rules.core.message import Text, english


@dataclass(frozen=True)
class Move:
    seat: int
    action: Action

    def to_json(self) -> list:
        return [self.seat, self.action.to_json()]


@dataclass
class Match:
    game_id: str
    options: Any  # the game's options dataclass
    seats: list[Seat]
    seed: int
    state: Any
    moves: list[Move] = field(default_factory=list)
    hints_used: int = 0  # hints a human asked for (the desktop's Hint button)

    @staticmethod
    def start(game_id: str, seats: list[Seat], options: Any = None, seed: int = 0) -> Match:
        rules = registry.get(game_id)
        options = options if options is not None else rules.make_options({})
        return Match(game_id, options, list(seats), seed,
                     rules.new_game(list(seats), options, seed))

    @property
    def rules(self) -> GameRules:
        return registry.get(self.game_id)

    def play(self, seat: int, action: Action) -> None:
        """Apply a checked action (raises IllegalAction, leaving everything unchanged)."""
        self.rules.apply(self.state, seat, action)
        self.moves.append(Move(seat, action))

    def replay(self) -> Any:
        """The state reached by playing every move from the seed (raises IllegalAction with
        the move's index in `args[1]` if a move is not legal)."""
        rules = self.rules
        state = rules.new_game(self.seats, self.options, self.seed)
        for index, move in enumerate(self.moves):
            reason = rules.check(state, move.seat, move.action)
            if reason is not None:
                raise ReplayError(index, move, reason)
            rules.apply_unchecked(state, move.seat, move.action)
        return state

    @property
    def over(self) -> bool:
        return self.rules.is_over(self.state)


class ReplayError(Exception):
    def __init__(self, index: int, move: Move, reason: Text) -> None:
        super().__init__(f"move {index + 1} ({move.action.kind} by seat {move.seat}): "
                         f"{english(reason)}")
        self.index = index
        self.move = move
        self.reason = reason
