"""The game being played on screen: whose view is shown, human clicks, bot moves from the
worker process, undo to the last information barrier, pass-and-play covers and autosave.
No drawing here, so all of it is testable headless."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import saves
from desktop.audio import Silent, move_sound
from rules.bots.seeds import bot_seed, new_key
from rules.core.actions import Action
from rules.core.match import Match
from rules.core.message import Text, english, msg
from rules.core.rng import Rng
from rules.core.state import render_log

LOG = logging.getLogger("desktop.controller")


@dataclass
class UndoPoint:
    state: Any
    moves: int  # how many moves the match had before the undone action


@dataclass
class Played:
    """The last move made: the full positions before and after it (what the table shows
    moving), who made it and what."""
    before: Any
    after: Any
    seat: int
    action: Action
    rules: Any
    _flows: list | None = None

    def flows(self) -> list:
        """What it moved (`move_flows`), worked out once for its sound and its flights."""
        if self._flows is None:
            self._flows = move_flows(self.rules, self.before, self.after, self.seat,
                                     self.action)
        return self._flows

    def moments(self) -> tuple:
        """The moments that change the game which it made (rules/core/moments.py)."""
        return self.rules.moments(self.before, self.after)


def move_flows(rules: Any, before: Any, after: Any, seat: int, action: Action) -> list:
    """What a move moved between two full positions: its game's zones' flows, its clicked
    places paired first; none for a game without zones, or should working it out fail
    (never worth a failed move)."""
    zones, moves = getattr(rules, "zones", None), getattr(rules, "moves", None)
    if zones is None:
        return []
    try:
        return zones.flows(before, after, moves.path(seat, action) if moves is not None else ())
    except Exception:
        LOG.exception("could not work out what the move moved")
        return []


class GameController:
    def __init__(self, match: Match, created: str, worker: Any, bot_delay: float = 0.6,
                 autosave: bool = True, audio: Any = None) -> None:
        self.match = match
        self.created = created
        self.worker = worker
        self.bot_delay = bot_delay
        self.autosave_enabled = autosave
        self.rules = match.rules
        self.humans = [i for i, seat in enumerate(match.seats) if seat.kind == "human"]
        self.viewer: int | None = self.humans[0] if self.humans else None
        self.covered = False  # the pass-and-play cover hides the table
        self.undo_points: list[UndoPoint] = []
        self.last_move: Played | None = None
        self.request: tuple[int, int] | None = None  # (request id, state version) at the bot
        self.next_request = 1
        self.answer: Action | None = None
        self.bot_clock = 0.0
        self.last_seen = self._seen_in_moves()  # seat -> log length at its last action
        self.handed: int | None = None  # pass-and-play: the seat the screen was handed to
        self.save_error: Text | None = None
        self.bot_key = new_key()  # secret to this match on this screen (rules/bots/seeds.py)
        self.hint_worker: Any = None  # made at the first hint (desktop/hintworker.py)
        self.hint: Any = None  # the hint for the state version in `hint_for`
        self.hint_for: tuple[int, int | None] | None = None  # (state version, viewer) asked
        self.audio = audio if audio is not None else Silent()  # desktop/audio.py
        self._prepare_next()

    # ----- what the screen shows ---------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def over(self) -> bool:
        return self.rules.is_over(self.state)

    def actor(self) -> int | None:
        acting = self.rules.to_act(self.state)
        humans = [s for s in acting if s in self.humans]
        if humans:
            return self.viewer if self.viewer in humans else humans[0]
        return acting[0] if acting else None

    def is_human(self, seat: int | None) -> bool:
        return seat in self.humans

    def view(self) -> Any:
        return self.rules.view(self.state, self.viewer)

    def my_turn(self) -> bool:
        """The viewer is a human who decides now (a demo may watch a bot's seat)."""
        return not self.covered and self.actor() == self.viewer and self.is_human(self.viewer)

    def legal(self) -> list[Action]:
        return self.rules.legal_actions(self.state, self.viewer) if self.my_turn() else []

    def prompt(self) -> Text:
        return self.rules.prompt(self.state, self.viewer)

    def log(self) -> list[str]:
        return render_log(self.state.log, self.viewer)

    def new_since_last_turn(self) -> int:
        """Log lines the viewer has not seen since their last action."""
        return len(self.log()) - self.last_seen.get(self.viewer, 0) if self.viewer is not None \
            else 0

    @property
    def thinking(self) -> bool:
        return self.request is not None and self.answer is None

    # ----- human input -------------------------------------------------------------------
    def try_action(self, action: Action) -> Text | None:
        """Apply the viewer's action; returns the reason it is illegal instead (state kept),
        with the refusal's sound."""
        reason = self._refusal(action)
        if reason is not None:
            self.audio.play("illegal")
            return reason
        self._play(self.viewer, action, human=True)
        return None

    def _refusal(self, action: Action) -> Text | None:
        if self.covered:
            return msg("Hand the screen over first.")
        if self.viewer is None or self.actor() != self.viewer or not self.is_human(self.viewer):
            return msg("It is not your turn.")
        return self.rules.check(self.state, self.viewer, action)

    def uncover(self) -> None:
        self.covered = False

    def can_undo(self) -> bool:
        return bool(self.undo_points) and not self.covered

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        point = self.undo_points.pop()
        self.match.state = point.state
        del self.match.moves[point.moves:]
        self._drop_bot_request()
        self.worker.reset()  # bots forget what they saw in the undone future
        self._autosave()
        return True

    # ----- hints -------------------------------------------------------------------------
    def ask_hint(self) -> bool:
        """Ask the hard bot for advice on the viewer's decision, from the viewer's view only;
        counted in the save. False when it is not the viewer's turn."""
        if not self.my_turn():
            return False
        key = (self.state.version, self.viewer)
        if self.hint_for == key:
            return True  # asked already: the answer is coming or shown
        self.warm_hints()
        self.hint, self.hint_for = None, key
        self.match.hints_used += 1
        seed = bot_seed(self.bot_key, self.state.version, self.viewer)
        self.hint_worker.ask(self.state.version, self.match.game_id, self.viewer,
                             self.view().to_json(),
                             [a.to_json() for a in self.legal()], seed)
        return True

    def warm_hints(self) -> None:
        """Start the hint process before the first hint, so it answers within its time.
        With the inline bot worker (tests, debugging) hints are searched inline too."""
        if self.hint_worker is not None:
            return
        from desktop.botworker import InlineBotWorker
        from desktop.hintworker import HintWorker, InlineHintWorker
        if isinstance(self.worker, InlineBotWorker):
            self.hint_worker = InlineHintWorker()
        else:
            self.hint_worker = HintWorker()
            self.hint_worker.start()

    def current_hint(self) -> Any:
        """The hint for the decision on screen, or None (not asked, coming, or outdated)."""
        if self.hint_worker is not None:
            answer = self.hint_worker.poll()
            if answer is not None and self.hint_for is not None \
                    and answer[0] == self.hint_for[0]:
                self.hint = answer[1]
        if self.hint_for != (self.state.version, self.viewer) or not self.my_turn():
            return None
        return self.hint

    @property
    def hint_coming(self) -> bool:
        return self.hint_for == (self.state.version, self.viewer) and self.hint is None

    # ----- bots --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.over or self.covered:
            return
        seat = self.actor()
        if seat is None or self.is_human(seat):
            return
        self.bot_clock += dt
        if self.request is None:
            self._ask_bot(seat)
        for request_id, action in self.worker.poll():
            if self.request and request_id == self.request[0] \
                    and self.request[1] == self.state.version:
                self.answer = action  # answers for older requests are simply dropped
        if self.answer is not None and self.bot_clock >= self.bot_delay:
            action = self.answer
            self._drop_bot_request()
            if self.rules.check(self.state, seat, action) is None:
                self._play(seat, action, human=False)
            else:  # never expected: the worker only answers legal actions
                LOG.warning("bot answered an illegal action %s; asking again", action)

    def _ask_bot(self, seat: int) -> None:
        rules = self.rules
        view = rules.view(self.state, seat)
        legal = rules.legal_actions(self.state, seat)
        request_id = self.next_request
        self.next_request += 1
        self.request = (request_id, self.state.version)
        self.answer = None
        self.bot_clock = 0.0
        seed = bot_seed(self.bot_key, self.state.version, seat)  # reveals nothing of the deal
        self.worker.submit(request_id, self.match.game_id, seat, self.match.seats[seat].kind,
                           view.to_json(), [a.to_json() for a in legal], seed)

    def _drop_bot_request(self) -> None:
        if self.request is not None and self.answer is None:
            self.worker.cancel()
        self.request = None
        self.answer = None

    # ----- applying moves ----------------------------------------------------------------
    def _play(self, seat: int, action: Action, human: bool) -> None:
        before = self.state.clone()
        reveals = self._reveals(before, seat, action)
        self.match.play(seat, action)
        if human:
            self.undo_points.append(UndoPoint(before, len(self.match.moves) - 1))
            self.last_seen[seat] = len(render_log(self.state.log, seat))
        if reveals:
            self.undo_points.clear()  # an information barrier: something new was seen
        self._autosave()
        self._prepare_next()
        self.last_move = Played(before, self.state.clone(), seat, action, self.rules)
        self._sound(self.last_move, human)

    def _sound(self, played: Played, human: bool) -> None:
        """The move's sound (a scoring's chime, a game's end, else what it moved), and after
        a bot's move that hands the decision to a human, their turn's."""
        if not self.audio.on:
            return  # muted or no device: the flows are not even worked out here
        rules = self.rules
        if played.moments():
            self.audio.play("scoring")
        elif (name := move_sound(rules, played.flows())) is not None:
            self.audio.play(name, move=True)
        if not human and not self.over and self.is_human(self.actor()):
            self.audio.play("turn")

    def _reveals(self, before: Any, seat: int, action: Action) -> bool:
        """Does this action show the viewer anything hidden? Applied to two different deals
        of what the viewer knows, it must give the viewer the same picture, or it reveals."""
        if self.viewer is None:
            return True
        rules = self.rules
        view = rules.view(before, self.viewer)
        pictures = []
        for seed in (1, 2):
            deal = rules.determinize(view, self.viewer, Rng(seed))
            if rules.check(deal, seat, action) is not None:
                return True
            rules.apply_unchecked(deal, seat, action)
            pictures.append(rules.view(deal, self.viewer).to_json())
        return pictures[0] != pictures[1]

    def _prepare_next(self) -> None:
        """Pass-and-play: cover the table when the next decision is another human's, and
        before the first human decision (as the game opens or is loaded), unless that human
        sees nothing secret."""
        seat = self.actor()
        if seat is None or not self.is_human(seat):
            return
        if seat == self.viewer and (seat == self.handed or len(self.humans) < 2):
            return
        self.undo_points.clear()  # another human will now look at the table
        self.viewer = self.handed = seat
        self.covered = len(self.humans) > 1 and self._has_secrets(seat)

    def _has_secrets(self, seat: int) -> bool:
        """Whether `seat` sees anything the others may not (a hand, a chosen character): if
        not (a game whose every card is open), the table needs no cover before it is shown to
        them."""
        rules, state = self.rules, self.state
        return rules.view(state, seat).to_json() != rules.view(state, None).to_json()

    def _seen_in_moves(self) -> dict[int, int]:
        """For a loaded match: each human's log length just after their last move, found by
        replaying the moves (so "new since your last move" does not count from the start)."""
        moves = self.match.moves
        last = {move.seat: i for i, move in enumerate(moves) if move.seat in self.humans}
        if not last:
            return {}
        rules, match = self.rules, self.match
        seen: dict[int, int] = {}
        try:
            state = rules.new_game(match.seats, match.options, match.seed)
            for i, move in enumerate(moves[:max(last.values()) + 1]):
                rules.apply_unchecked(state, move.seat, move.action)
                seen.update({seat: len(render_log(state.log, seat))
                             for seat, j in last.items() if j == i})
        except Exception:  # a match that does not replay keeps the count from the start
            LOG.warning("could not replay the moves to find the last ones seen")
            return {}
        return seen

    def _autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            saves.autosave(self.match, self.created)
            self.save_error = None
        except OSError as err:  # a full disk must not end the game
            self.save_error = msg("Autosave failed: {reason}", reason=err.strerror or str(err))
            LOG.warning(english(self.save_error))

    def save_to_slot(self, name: str) -> str:
        path = saves.save_slot(self.match, name, self.created)
        return str(path)

    def close(self) -> None:
        self._drop_bot_request()
        if self.hint_worker is not None:
            self.hint_worker.close()
