"""A `GameRules` made of a game package's parts: its declared `moves` (rules/core/moves.py:
who acts, the legal actions, the reasons, the effects and the log lines), `scoring`
(scores), `info` (view, determinize), `text` (prompt), `checks` (its `invariants` module:
problems), `turns` (its `moments` module: found(before, after), rules/core/moments.py) and a
state class (`state_class`: rules/core/contract.py's `GameState`, with `n` and `phase` too). A
game sets these as class attributes and writes only what is its own: new_game and any
override; its class docstring says what its round is."""

from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from rules.core.actions import Action
from rules.core.contract import GameRules, Score
from rules.core.message import Text, msg
from rules.core.moments import Moment, ended
from rules.core.moves import Moves
from rules.core.rng import Rng
from rules.core.state import LogEntry
from rules.core.zones import Zones


class ModuleRules(GameRules[Any]):
    moves: ClassVar[Moves]
    zones: ClassVar[Zones | None] = None  # where its pieces lie (rules/core/zones.py)
    scoring: ClassVar[ModuleType]
    info: ClassVar[ModuleType]
    text: ClassVar[ModuleType]
    checks: ClassVar[ModuleType]  # the game's invariants.py: problems(state)
    turns: ClassVar[ModuleType | None] = None  # the game's moments.py: found(before, after)

    def to_act(self, state: Any) -> tuple[int, ...]:
        return self.moves.to_act(state)

    def legal_actions(self, state: Any, seat: int) -> list[Action]:
        return self.moves.legal_actions(state, seat)

    def explain(self, state: Any, seat: int, action: Action) -> Text:
        return self.moves.explain(state, seat, action)

    def apply_unchecked(self, state: Any, seat: int, action: Action) -> None:
        """The move's log line (before its effect, as everyone reads it), its effect, and one
        version more (a game's effects never count it themselves)."""
        line = self.moves.log_line(state, seat, action)
        if line is not None:
            state.log.append(LogEntry(line))
        self.moves.apply(state, seat, action)
        state.version += 1

    def scores(self, state: Any) -> list[Score]:
        return self.scoring.scores(state)

    def score_details(self, state: Any, seat: int) -> dict[str, list[Text]]:
        details = getattr(self.scoring, "details", None)  # a game's own words, if it has them
        return super().score_details(state, seat) if details is None else details(state, seat)

    def num_seats(self, state: Any) -> int:
        return state.n

    def view(self, state: Any, viewer: int | None) -> Any:
        return self.info.view(state, viewer)

    def determinize(self, view: Any, seat: int, rng: Rng) -> Any:
        return self.info.determinize(view, seat, rng)

    def prompt(self, state: Any, seat: int | None) -> str:
        return self.text.prompt(state, seat)

    def describe(self, state: Any, action: Action, viewer: int | None) -> Text:
        acting = self.moves.to_act(state)
        return self.moves.describe(state, acting[0] if acting else 0, action, viewer)

    def invariants(self, state: Any) -> list[str]:
        return self.checks.problems(state)

    def moments(self, before: Any, after: Any) -> tuple[Moment, ...]:
        found = tuple(self.turns.found(before, after)) if self.turns is not None else ()
        return found + ended(self, before, after)

    def progress(self, state: Any) -> Text:
        return msg("Game over") if state.phase == "over" else msg("Round {n}", n=state.round)
