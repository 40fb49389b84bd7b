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

a table that lists a place's ways (`listed`: the places of its list, each naming one move
whole) has moves whose paths end at their entry in the list: such a move is completed by the
place before it, and a click there plays it when it is the place's only way, else chooses the
place and lists its ways (`Choose`, whose `picked` is the selection with the place: the
entries go on from it, `ways`); `listing` lists even a place's only way (to be seen before it
is made);

a click on a chosen place takes it and the steps after it back (a picker that `swaps` also
lets a place replace the last step chosen: another tile for the chosen card). A click on an
unlit place is refused: with the move that clicking it would make (`Refuse.action`), so that
the rules say why it cannot be done; or, when it is the last step of a move whose first
steps are not chosen, with that move made of nothing chosen (`Refuse.unchosen`: the rules
say what to choose first, said as help rather than as an error); or with none (the table's
own words).

A gathered move (`Move.gathered`: discard three cards, sell buildings for the wages) is not
played by its click: the click gathers it (`Gather`), and the table keeps the moves gathered
(`Table.gathered`) until the player confirms them, all played in order. While some are
gathered, the picker judges on the state after them (`Moves.after`): the places whose move
may join light up, a click on a place already gathered takes its move back (a `stack` of
like things, the consumer goods, instead gathers once more while it may, and has a button of
its own to take one back), and a refusal plays nothing: it says the rules' reason on that
state. The gathering is complete when its moves end the decision (after them no move of their
kinds is offered to the seat): nothing joins it any more, a click on another of its places is
refused with the table's words (`full`), and the table offers to confirm.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules.core.actions import Action
from rules.core.message import N_, Text, msg
from rules.core.moves import Moves, Place

# A move the game allows that a lesson's step holds back (desktop/coach.py lights only its own).
HELD = N_("Not in this step: the coach, at the right, says what to do.")


@dataclass(frozen=True)
class Play:
    action: Action


@dataclass(frozen=True)
class Choose:
    actions: tuple[Action, ...]
    picked: tuple[Place, ...] = ()  # the selection with the place whose ways are listed


@dataclass(frozen=True)
class Step:
    picked: tuple[Place, ...]


@dataclass(frozen=True)
class Gather:
    gathered: tuple[Action, ...]  # the moves gathered after the click (one more, or one back)


@dataclass(frozen=True)
class Refuse:
    action: Action | None
    unchosen: Action | None = None
    full: bool = False  # inside a complete gathering: nothing joins it any more


Outcome = Play | Choose | Step | Gather | Refuse


@dataclass
class Picker:
    chosen: tuple[Place, ...] = ()
    seat: int | None = None
    paths: dict[Action, tuple[Place, ...]] = field(default_factory=dict)
    moves: Moves | None = None
    _reach: dict = field(default_factory=dict)
    _outcomes: dict = field(default_factory=dict)
    state: Any = None  # the position judged: after the moves gathered, if any
    swaps: bool = False  # a place may replace the last step chosen (set by its table)
    gathered: tuple[Action, ...] = ()  # the gathered moves that are still legal in order
    complete: bool = False  # the gathering ends the decision: it can be confirmed
    listed: Callable[[Place], bool] | None = None  # a place of the table's list of ways
    held: set = field(default_factory=set)  # legal, but not given to the table (a lesson's)

    @property
    def acting(self) -> bool:
        """Does the seat decide now (it has moves to make, or a gathering to confirm)?"""
        return bool(self.paths or self.gathered)

    def reason(self, action: Action) -> Text:
        """Why `action` cannot be made now (after the moves gathered), in the rules' words."""
        assert self.moves is not None and self.seat is not None
        if action in self.held:
            return msg(HELD)
        if not self.acting:
            return msg("It is not your turn.")
        return self.moves.explain(self.state, self.seat, action)

    def update(self, moves: Moves, state: Any, legal: list[Action], seat: int | None,
               chosen: tuple[Place, ...], gathered: tuple[Action, ...] = ()) -> None:
        """The legal moves of a position as `seat` sees it, the places chosen so far and the
        moves gathered: then the legal moves are those of their kinds after them."""
        self.moves, self.state, self.seat, self.chosen = moves, state, seat, chosen
        self.gathered, self.complete = (), False
        # what the game allows but the table was not given (a lesson's step lights one move)
        self.held = set(moves.legal_actions(state, seat)) - set(legal) \
            if seat is not None and state is not None else set()
        if seat is not None and gathered:
            after, self.gathered = moves.after(state, seat, gathered)
            if self.gathered:
                kinds = {a.kind for a in self.gathered}
                self.state = after
                legal = [a for a in moves.legal_actions(after, seat) if a.kind in kinds]
                self.complete = not legal
        self.paths = {a: moves.path(seat, a) for a in legal} if seat is not None else {}
        self._outcomes: dict[tuple[Place, bool], Outcome] = {}
        # what clicking each place after each prefix of a path reaches, looked up by every
        # place drawn (several times a frame): the legal moves it completes, and whether one
        # goes on beyond it
        self._reach: dict[tuple[Place, ...], tuple[list[Action], bool]] = {}
        for action, path in self.paths.items():
            ways = len(path) - 1 if len(path) > 1 and self.lists(path[-1]) else None
            for end in range(1, len(path) + 1):
                done, further = self._reach.setdefault(path[:end], ([], False))
                if end in (len(path), ways):  # (a listed move is completed at its place)
                    done.append(action)
                elif not further:
                    self._reach[path[:end]] = (done, True)

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
        return self._reach.get((*prefix, key), ([], False))

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

    def outcome(self, key: Place, stack: bool = False) -> Outcome:
        """What a click on `key` does now (see the module's docstring); `stack`: the place is
        a stack of like things, gathered again and again while it may. Worked out once per
        place and update (a table asks for its lighting, its tooltip and its click)."""
        known = self._outcomes.get((key, stack))
        if known is None:
            known = self._outcomes[key, stack] = self._outcome(key, stack)
        return known

    def _outcome(self, key: Place, stack: bool) -> Outcome:
        if key in self.chosen:
            return Step(self.chosen[:self.chosen.index(key)])
        for prefix in self._starts():
            done, further = self._through(prefix, key)
            if further:
                return Step((*prefix, key))
            if len(done) == 1:
                if self.gathers(done[0]):
                    return Gather((*self.gathered, done[0]))
                return Play(done[0])
            if done:
                return Choose(tuple(done), (*prefix, key))
        if self.gathered and not stack and self.holds(key):
            return Gather(self.without(key))
        found = self.attempt(key)
        if self.gathered:
            return Refuse(found, full=self.complete)
        if found is None and self.moves is not None and self.seat is not None:
            return Refuse(None, self.moves.read(self.seat, (key,), unchosen=-1,
                                                state=self.state))
        return Refuse(found)

    def lists(self, key: Place) -> bool:
        """Is `key` an entry of the table's list of ways?"""
        return self.listed is not None and self.listed(key)

    def listing(self, key: Place) -> Outcome:
        """What a click on `key` does when the place lists even its only way (`Choose`
        instead of `Play`): it is seen before it is made."""
        found = self.outcome(key)
        if isinstance(found, Play):
            path = self.paths.get(found.action, ())
            if len(path) > 1 and self.lists(path[-1]):
                return Choose((found.action,), path[:-1])
        return found

    def ways(self) -> tuple[Action, ...]:
        """The legal moves the list shows now: those an entry completes right after the
        places chosen (none chosen: the moves that have no place but their entry), in the
        order of the legal moves."""
        n = len(self.chosen)
        return tuple(action for action, path in self.paths.items()
                     if len(path) == n + 1 and path[:n] == self.chosen and self.lists(path[-1]))

    def alone(self, key: Place) -> Action | None:
        """The move a click on `key` completes from nothing chosen when it is the place's
        only way, else None."""
        done, further = self._through((), key)
        return done[0] if len(done) == 1 and not further else None

    def gathers(self, action: Action | None) -> bool:
        """Is `action` a gathered move (never played by a click of its own)?"""
        return action is not None and self.moves is not None and \
            self.moves.by_kind[action.kind].gathered

    def holds(self, key: Place) -> int:
        """How many of the moves gathered were made at `key` (their last place)."""
        return sum(1 for action in self.gathered if self.places(action)[-1:] == (key,))

    def without(self, key: Place) -> tuple[Action, ...]:
        """The moves gathered with the first of those made at `key` taken back."""
        for i, action in enumerate(self.gathered):
            if self.places(action)[-1:] == (key,):
                return self.gathered[:i] + self.gathered[i + 1:]
        return self.gathered

    def attempt(self, *keys: Place) -> Action | None:
        """The move (legal or not) that clicking the chosen places then `keys`, or else
        `keys` alone, would make: what the rules are asked to refuse with their reason. A
        move of the kinds gathered or offered now is read first."""
        if self.moves is None or self.seat is None:
            return None
        prefer = [action.kind for action in (*self.gathered, *self.paths)]
        return self.moves.read(self.seat, (*self.chosen, *keys), state=self.state,
                               prefer=prefer) or \
            self.moves.read(self.seat, keys, state=self.state, prefer=prefer)

    def action(self, key: Place) -> Action | None:
        """The action a click on `key` plays now, or asks the rules about (a button); none
        while moves are gathered."""
        found = self.outcome(key)
        if isinstance(found, Play):
            return found.action
        if isinstance(found, Refuse) and not self.gathered and not self.gathers(found.action):
            return found.action or found.unchosen
        return None

    def places(self, action: Action) -> tuple[Place, ...]:
        """Where `action` is clicked, in order (the hint marks them)."""
        if self.moves is None or self.seat is None:
            return ()
        return self.moves.path(self.seat, action)
