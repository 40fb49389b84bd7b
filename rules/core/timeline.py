"""A finished or unfinished match, seen again move by move: the state after any move, its
round, and each seat's score over the rounds.

`Timeline(match)` replays the match's moves from its seed once (checking each one, as a save
is loaded), keeping a snapshot every `every` moves; `state(k)` is then the state after move k
(0 = the deal), reached by replaying from the nearest snapshot at or before k, so a step
back costs at most `every` moves. The match, its state and its moves are never changed.

`score_history(match)` gives the numbers of the end screen's line chart (`ScoreHistory`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core.match import Match, Move, ReplayError
from rules.core.message import Text
from rules.core.moments import SCORING
from rules.core.state import render_log

SNAPSHOT_EVERY = 24  # moves between kept states: a step back replays fewer than this


class Timeline:
    """The states of a match after each of its moves, and the round of each."""

    def __init__(self, match: Match, every: int = SNAPSHOT_EVERY) -> None:
        self.rules = match.rules
        self.game_id = match.game_id
        self.seats = list(match.seats)
        self.moves: list[Move] = list(match.moves)
        self.every = max(1, every)
        rules = self.rules
        state = rules.new_game(self.seats, match.options, match.seed)
        self._snapshots: dict[int, Any] = {0: state.clone()}
        self.rounds: list[int] = [state.round]  # per state, 0..len(moves)
        for index, move in enumerate(self.moves):
            reason = rules.check(state, move.seat, move.action)
            if reason is not None:
                raise ReplayError(index, move, reason)
            rules.apply_unchecked(state, move.seat, move.action)
            self.rounds.append(state.round)
            if (index + 1) % self.every == 0:
                self._snapshots[index + 1] = state.clone()
        self._snapshots[len(self.moves)] = state
        self.over = rules.is_over(state)
        self._at = (len(self.moves), state.clone())  # the last state worked out

    def __len__(self) -> int:
        """The number of moves (states run from 0 to this)."""
        return len(self.moves)

    # ----- states ------------------------------------------------------------------------
    def state(self, k: int) -> Any:
        """A copy of the full state after move k (0: before the first move)."""
        return self._state(k).clone()

    def _state(self, k: int) -> Any:
        """The state after move k, shared: never handed out without a copy."""
        if not 0 <= k <= len(self.moves):
            raise IndexError(f"move {k} is not between 0 and {len(self.moves)}")
        if k in self._snapshots:
            return self._snapshots[k]
        at, state = self._at
        base = max(i for i in self._snapshots if i <= k)
        if not base <= at <= k:  # the nearest snapshot is nearer than the last state
            at, state = base, self._snapshots[base].clone()
        for move in self.moves[at:k]:
            self.rules.apply_unchecked(state, move.seat, move.action)
        self._at = (k, state)
        return state

    def view(self, k: int, viewer: int | None) -> Any:
        """What `viewer` could see after move k. `viewer` None is every hand open: only once
        the game is over (before, a replay never shows more than a seat saw)."""
        if viewer is None:
            self._every_hand_open()
            return self.state(k)
        return self.rules.view(self._state(k), viewer)

    def _every_hand_open(self) -> None:
        if not self.over:
            raise ValueError("every hand is open only once the game is over")

    def log(self, k: int, viewer: int | None) -> list[Text]:
        return render_log(self._state(k).log, viewer)

    def open_log(self, k: int) -> list[tuple[Text, int | None]]:
        """The log after move k with every hand open (a finished game only): each line that
        only its seat could read as that seat read it, with the seat (None: a line everyone
        read alike)."""
        self._every_hand_open()
        return [(e.private, e.seat) if e.private is not None else (e.public, None)
                for e in self._state(k).log]

    def open_move_line(self, k: int) -> tuple[Text, int | None]:
        """Move k's line with every hand open: as its mover read it when that says more than
        everyone else read (with the mover), else the public line (with None)."""
        self._every_hand_open()
        if k == 0:
            return "", None
        seat = self.moves[k - 1].seat
        public, own = self.move_line(k, None), self.move_line(k, seat)
        return (public, None) if own == public else (own, seat)

    def move_line(self, k: int, viewer: int | None) -> Text:
        """The log line of move k (1..len), as `viewer` may read it; "" for the deal."""
        if k == 0:
            return ""
        move = self.moves[k - 1]
        return self.rules.describe(self._state(k - 1), move.action, viewer)

    def acting(self, k: int) -> tuple[int, ...]:
        """Who decides after move k (empty at the end)."""
        return self.rules.to_act(self._state(k))

    # ----- rounds ------------------------------------------------------------------------
    def round_of(self, k: int) -> int:
        return self.rounds[k]

    def round_numbers(self) -> list[int]:
        """Every round the match reached, in order."""
        return sorted(set(self.rounds))

    def start_of_round(self, r: int) -> int:
        """The first state in round r: the deal for the first round, otherwise the state
        after the move that began it."""
        for k, number in enumerate(self.rounds):
            if number == r:
                return k
        raise ValueError(f"the match never reached round {r}")


@dataclass
class ScoreHistory:
    """Each seat's total score at points of the game, for a line chart.

    A point is the end of every round, every scoring along the way (Boonlake's interim
    scorings) and the final state; `rounds[i]` is the round in which point i was reached
    (a round may hold more than one point) and `totals[i][seat]` each seat's total there
    (`rules.scores` of that state: in mid-game, what the seat would have if the game were
    scored then), followed by the rules' own opponents' (`rules.rival_scores`). `markers`
    lists (point index, label) for the scorings along the way.
    `moves[i]` is the number of moves played at point i (a replay can jump there)."""
    rounds: list[int] = field(default_factory=list)
    totals: list[list[int]] = field(default_factory=list)
    markers: list[tuple[int, Text]] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)


def score_history(match: Match, timeline: Timeline | None = None) -> ScoreHistory:
    """The score of every seat, then of the rules' own opponents (Hal, the Wise Eminence),
    at the end of each round, at each scoring along the way and at the end (or the last move
    of an unfinished match). Never changes the match."""
    timeline = timeline if timeline is not None else Timeline(match)
    rules = timeline.rules
    history = ScoreHistory()

    def add(k: int, label: Text | None = None) -> None:
        if history.moves and history.moves[-1] == k:  # one point per state
            index = len(history.moves) - 1
        else:
            state = timeline._state(k)
            scores = sorted(rules.scores(state), key=lambda s: s.seat)
            rivals = [score.total for _, score in rules.rival_scores(state)]
            history.rounds.append(timeline.rounds[max(0, k - 1)])
            history.totals.append([s.total for s in scores] + rivals)
            history.moves.append(k)
            index = len(history.moves) - 1
        if label is not None:
            history.markers.append((index, label))

    before = timeline.state(0)
    for k in range(1, len(timeline) + 1):
        after = timeline._state(k)
        scorings = [m.heading for m in rules.moments(before, after) if m.kind == SCORING]
        if timeline.rounds[k] != timeline.rounds[k - 1]:
            add(k)  # the move that ended a round also ran what ends it (income, wages)
        for heading in scorings:
            add(k, heading)
        before = after.clone()
    add(len(timeline))
    return history

