"""Places on the table and the moves they make: a table draws its places under keys of the
shape its game's moves declare (rules/core/moves.py: `("site", seat, building)`), and the
picker works out from the legal moves what each place does now. No table builds an action or
checks legality itself.

A move is made by clicking its places in order (a worker, then a tool, then a site). The
table keeps the places clicked so far (its selection, `Table.picked`); the picker is made
anew for each frame from the legal moves and that selection. A place is lit when some legal
move goes on through it, after the places chosen or as a fresh start; a click on it then

- plays the one legal move it completes (`Play`),
- lists the several it completes (`Choose`: a card played with or without a bonus),
- or is chosen as a step (`Step`): the places that go on from it light up;

a click on a chosen place takes it and the steps after it back (a picker that `swaps` also
lets a place replace the last step chosen: another tile for the chosen card). A click on an
unlit place is refused: with the move that clicking it would make (`Refuse.action`), so that
the rules say why it cannot be done; or, when it is the last step of a move whose first
steps are not chosen, with that move made of nothing chosen (`Refuse.unchosen`: the rules
say what to choose first, said as help rather than as an error); or with none (the table's
own words).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core.actions import Action
from rules.core.message import Text, msg
from rules.core.moves import Moves, Place


@dataclass(frozen=True)
class Play:
    action: Action


@dataclass(frozen=True)
class Choose:
    actions: tuple[Action, ...]


@dataclass(frozen=True)
class Step:
    picked: tuple[Place, ...]


@dataclass(frozen=True)
class Refuse:
    action: Action | None
    unchosen: Action | None = None


Outcome = Play | Choose | Step | Refuse


@dataclass
class Picker:
    chosen: tuple[Place, ...] = ()
    seat: int | None = None
    paths: dict[Action, tuple[Place, ...]] = field(default_factory=dict)
    moves: Moves | None = None
    state: Any = None
    swaps: bool = False  # a place may replace the last step chosen (set by its table)

    def reason(self, action: Action) -> Text:
        """Why `action` cannot be made now, in the rules' words."""
        assert self.moves is not None and self.seat is not None
        if not self.paths:
            return msg("It is not your turn.")
        return self.moves.explain(self.state, self.seat, action)

    def update(self, moves: Moves, state: Any, legal: list[Action], seat: int | None,
               chosen: tuple[Place, ...]) -> None:
        """The legal moves of a position as `seat` sees it, and the places chosen so far."""
        self.moves, self.state, self.seat, self.chosen = moves, state, seat, chosen
        self.paths = {a: moves.path(seat, a) for a in legal} if seat is not None else {}

    def fitting(self) -> tuple[Place, ...]:
        """The chosen places that some legal move still goes through (a new position keeps
        the part of a selection that still fits)."""
        chosen = self.chosen
        while chosen and not any(path[:len(chosen)] == chosen for path in self.paths.values()):
            chosen = chosen[:-1]
        return chosen

    def is_chosen(self, key: Place) -> bool:
        return key in self.chosen

    def _through(self, prefix: tuple[Place, ...], key: Place) -> tuple[list[Action], bool]:
        """The legal moves that `prefix` then `key` completes, and whether any goes on."""
        reach = (*prefix, key)
        done, further = [], False
        for action, path in self.paths.items():
            if path[:len(reach)] == reach:
                if len(path) == len(reach):
                    done.append(action)
                else:
                    further = True
        return done, further

    def _starts(self) -> tuple[tuple[Place, ...], ...]:
        """The selections a click may go on from: the chosen places (or, when the picker
        swaps, all but the last of them), else a fresh start."""
        if not self.chosen:
            return ((),)
        if self.swaps and len(self.chosen) > 1:
            return self.chosen, self.chosen[:-1], ()
        return self.chosen, ()

    def lit(self, key: Place) -> bool:
        """Does a click on `key` make or go on towards a legal move now?"""
        return not self.is_chosen(key) and any(
            any(self._through(prefix, key)) for prefix in self._starts())

    def outcome(self, key: Place) -> Outcome:
        """What a click on `key` does now (see the module's docstring)."""
        if key in self.chosen:
            return Step(self.chosen[:self.chosen.index(key)])
        for prefix in self._starts():
            done, further = self._through(prefix, key)
            if further:
                return Step((*prefix, key))
            if len(done) == 1:
                return Play(done[0])
            if done:
                return Choose(tuple(done))
        found = self.attempt(key)
        if found is None and self.moves is not None and self.seat is not None:
            return Refuse(None, self.moves.read(self.seat, (key,), unchosen=-1,
                                                state=self.state))
        return Refuse(found)

    def attempt(self, *keys: Place) -> Action | None:
        """The move (legal or not) that clicking the chosen places then `keys`, or else
        `keys` alone, would make: what the rules are asked to refuse with their reason."""
        if self.moves is None or self.seat is None:
            return None
        return self.moves.read(self.seat, (*self.chosen, *keys), state=self.state) or \
            self.moves.read(self.seat, keys, state=self.state)

    def action(self, key: Place) -> Action | None:
        """The action a click on `key` plays now, or asks the rules about (a button)."""
        found = self.outcome(key)
        if isinstance(found, Play):
            return found.action
        return (found.action or found.unchosen) if isinstance(found, Refuse) else None

    def places(self, action: Action) -> tuple[Place, ...]:
        """Where `action` is clicked, in order (the hint marks them)."""
        if self.moves is None or self.seat is None:
            return ()
        return self.moves.path(self.seat, action)
