"""Lessons (issue 43): a guided first game of a game, on its real table, that says what is
happening and why it matters.

A `Tutorial` is one game from a fixed deal (seed, options, seats: the learner in seat 0 and
easy bots; the desktop seeds the bots from the deal too, so a lesson plays the same way each
time) told as `Lesson`s. A lesson is `Step`s, each shown when the learner is to decide (the
bots play on until then):
- a talk: the coach's words; the learner goes on when ready (`move` None, `free` False);
- a move: the coach's words and the one move of the step (`move` picks it among the legal
  ones: only it is lit; a lesson that cannot find it is broken, and a test says so);
- free play (`free`): every legal move is lit and the learner chooses; the coach comments on
  the choice; it lasts until `until(state)` holds at a decision of the learner.
A lesson ends with its `summary`. The words are messages (`N_`/`msg`), in the catalogue.

A game's `lessons.py` lists its `TUTORIALS` (the game, and its solo mode if it has one).
Nothing here draws: the desktop's coach (desktop/coach.py) shows the steps, and
`tests/test_lessons.py` plays every tutorial to its end through its steps.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules.core import registry
from rules.core.actions import Action
from rules.core.message import Text

LEARNER = 0  # the learner's seat in every tutorial
Pick = Callable[[Any, list[Action]], Action | None]  # (the learner's view, legal) -> move


@dataclass(frozen=True)
class Step:
    words: Text
    move: Pick | None = None
    free: bool = False
    until: Callable[[Any], bool] | None = None  # free play lasts until this holds

    def __post_init__(self) -> None:
        assert not (self.move and self.free), "a step is a talk, a move or free play"
        assert self.free == (self.until is not None), "free play says when it ends"


@dataclass(frozen=True)
class Lesson:
    key: str
    title: str  # N_
    steps: tuple[Step, ...]
    summary: Text


@dataclass(frozen=True)
class Tutorial:
    """One guided game: `key` names it within its game ("main", "solo"), `title` (N_) says
    what it teaches beside the game's name, or nothing for the game's first tutorial."""
    game_id: str
    seed: int
    players: int
    lessons: tuple[Lesson, ...]
    options: dict[str, Any] = field(default_factory=dict)
    bots: str = "easy"
    key: str = "main"
    title: str = ""

    @property
    def ident(self) -> str:
        """Its name among every game's tutorials: "citadels/main"."""
        return f"{self.game_id}/{self.key}"


def kind(name: str) -> Pick:
    """The first legal move of this kind."""
    return lambda view, legal: next((a for a in legal if a.kind == name), None)


def exactly(action: Action) -> Pick:
    """This move, when it is legal."""
    return lambda view, legal: action if action in legal else None


def round_over(after: int) -> Callable[[Any], bool]:
    """Free play lasts until round `after` is over (the state's `round`: a game's own unit,
    The Builders' solo turn too)."""
    return lambda state: state.round > after


@dataclass
class Walk:
    """Where a learner is in a tutorial: a lesson, a step of it, or its summary (`step` ==
    the lesson's number of steps). The desktop and the tests move it the same way."""
    tutorial: Tutorial
    lesson: int = 0
    step: int = 0

    @property
    def done(self) -> bool:
        return self.lesson >= len(self.tutorial.lessons)

    @property
    def current(self) -> Lesson:
        return self.tutorial.lessons[self.lesson]

    @property
    def at_summary(self) -> bool:
        return not self.done and self.step == len(self.current.steps)

    def shown(self) -> Step | None:
        """The step shown now (None at a lesson's summary, or once done)."""
        return None if self.done or self.at_summary else self.current.steps[self.step]

    def talking(self) -> bool:
        """The coach speaks and the learner reads: a talk, or a summary (the bots wait)."""
        step = self.shown()
        return self.at_summary or (step is not None and step.move is None and not step.free)

    def lit(self, view: Any, legal: list[Action]) -> list[Action] | None:
        """The moves the learner may make now: the step's one move, all of them in free
        play and once every lesson is done (the game plays on to its end), none while the
        coach talks; None when the step's move is not among them (the lesson is broken)."""
        if self.done:
            return legal
        step = self.shown()
        if step is None or self.talking():
            return []
        if step.free:
            return legal
        move = step.move(view, legal)
        return [move] if move is not None else None

    def go_on(self) -> None:
        """The learner has read the talk or the summary."""
        if self.at_summary:
            self.lesson, self.step = self.lesson + 1, 0
        elif self.talking():
            self.step += 1

    def played(self) -> None:
        """The learner made the step's move (free play goes on until its end)."""
        step = self.shown()
        if step is not None and step.move is not None:
            self.step += 1

    def decide(self, state: Any) -> None:
        """The learner is to decide: free play that has reached its end is over."""
        step = self.shown()
        if step is not None and step.free and step.until(state):
            self.step += 1


def tutorials_of(game_id: str) -> tuple[Tutorial, ...]:
    """The game's tutorials (its `lessons.py`'s `TUTORIALS`), none if it has none yet."""
    try:
        module = importlib.import_module(f"rules.{game_id}.lessons")
    except ModuleNotFoundError:
        return ()
    return tuple(module.TUTORIALS)


def tutorials() -> dict[str, Tutorial]:
    """Every game's tutorials by `ident`, in the games' order."""
    return {tutorial.ident: tutorial for rules in registry.all_games()
            for tutorial in tutorials_of(rules.game_id)}
