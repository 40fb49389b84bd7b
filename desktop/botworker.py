"""Bots think in a separate process so the screen never freezes.

`BotWorker` runs every bot decision in ONE worker process, started lazily with the "spawn"
start method (pygame's state is never forked) and reused across decisions. The worker imports
only `rules` (this module imports nothing from pygame), lowers its own priority with
`os.nice(5)` so the UI process gets the CPU first, builds bots with `make_bot` (cached per game,
seat, level) and answers through `safe_choose`, so an answer is always a legal action.

How the game screen uses it (the stale-answer rule from DESIGN.md, "Bots")::

    worker.submit(state.version, game_id, seat, level,
                  rules.view(state, seat).to_json(),
                  [a.to_json() for a in rules.legal_actions(state, seat)], seed)
    ...
    for request_id, action in worker.poll():      # once per frame, never blocks
        if request_id != state.version:           # the state moved on (undo, load, quit...)
            continue                              # a stale answer: drop it
        apply(state, seat, action)

The request id is the game state version the question was asked for. `cancel()` drops
outstanding requests: their answers are never returned, even if the worker is mid-search (it
is asked to stop and returns within milliseconds). `reset()` is cancel plus "forget this game":
call it on undo, load and a new game, because a bot remembers the choices it made at views it
has seen (the loop guard in `Bot.choose`) and would not repeat them when an undo brings such a
view back. Ids may repeat (an undo can bring an old version back): each submit is tracked by
its own ticket, so a cancelled request never answers a newer one with the same id. Still
compare the id with the current version in the caller: that is the rule that makes every race
harmless. Requests are answered one at a time, first in first out.

Nothing here raises on a bot problem: a bot that fails, a view that does not load, or a worker
process that dies is logged and answered with a random legal action (the worker is restarted).
`InlineBotWorker` has the same interface and thinks synchronously inside `poll()`, for tests
and debugging (`--inline-bots`-style switches), never for the real UI.
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import random
import sys
import threading
import time
import types
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from rules.core.actions import Action

LOG = logging.getLogger("desktop.botworker")

NICE = 5  # the worker's priority drop (POSIX only)
RESTART_AFTER = 2.0  # seconds a cancelled search may keep the worker busy before a restart
_LISTEN_TICK = 0.05  # seconds between the worker's checks for a stop request


# ----- shared by the worker process and the inline worker --------------------------------------
class _Bots:
    """Bots cached per (game, seat, level, overrides), so a bot's memory between decisions
    (the repeat guard of `Bot.choose`, which breaks loops by not repeating a choice at a view
    it has seen) lasts through a game. Each request reseeds the bot's RNG, so an answer depends
    only on that memory, the view, the legal actions, the seed and the time budget."""

    def __init__(self) -> None:
        self._bots: dict[tuple, Any] = {}

    def forget(self) -> None:
        self._bots.clear()

    def get(self, game_id: str, seat: int, level: str, seed: int,
            overrides: dict[str, Any] | None) -> tuple[Any, Any]:
        from rules.bots.base import make_bot
        from rules.core import registry

        rules = registry.get(game_id)
        key = (game_id, seat, level, repr(sorted((overrides or {}).items())))
        bot = self._bots.get(key)
        if bot is None:
            bot = self._bots[key] = make_bot(rules, seat, level, seed, overrides)
        bot.rng.seed(seed)
        bot._stop = False  # a stop request belongs to one decision, never the next one
        return rules, bot


def _decide(rules: Any, bot: Any, view_json: dict, legal_json: list[list]) -> Action:
    from rules.bots.base import safe_choose

    view = rules.state_class.from_json(view_json)
    legal = [Action.from_json(item) for item in legal_json]
    return safe_choose(bot, view, legal)


def _random_legal(legal_json: list[list], seed: int) -> Action:
    return Action.from_json(legal_json[random.Random(seed).randrange(len(legal_json))])


# ----- the worker process -------------------------------------------------------------------------
class _Collect(logging.Handler):
    """Gathers warnings raised in the worker so the UI process can log them."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines: list[tuple[int, str]] = []
        self.setFormatter(logging.Formatter("%(name)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.lines.append((record.levelno, self.format(record)))
        except Exception:
            pass

    def take(self) -> list[tuple[int, str]]:
        lines, self.lines = self.lines, []
        return lines


def _worker_main(requests: Any, answers: Any, nice: int) -> None:
    """The worker process: a listener thread reads requests and stop messages, the main
    thread runs one decision at a time (first in, first out)."""
    if nice:
        with contextlib.suppress(AttributeError, OSError):
            os.nice(nice)  # not on Windows: there the worker simply shares the CPU
    collect = _Collect()
    logging.getLogger().addHandler(collect)
    logging.getLogger().setLevel(logging.WARNING)

    from rules.bots import base as _base  # noqa: F401  (import the bots before "ready")
    from rules.bots import greedy as _greedy  # noqa: F401
    from rules.bots import ismcts as _ismcts  # noqa: F401
    from rules.core import registry

    registry.all_games()

    inbox: queue.Queue = queue.Queue()
    lock = threading.Lock()
    cancelled: set[int] = set()
    current: list[Any] = [None, None]  # [ticket, bot] of the decision being searched
    finished = [0]  # the last ticket handled (tickets arrive in increasing order)

    def listen() -> None:
        while True:
            try:
                if not requests.poll(_LISTEN_TICK):
                    with lock:
                        if current[0] is not None and current[0] in cancelled:
                            current[1].request_stop()  # again: choose() may have reset it
                    continue
                message = requests.recv()
            except (EOFError, OSError):
                message = ("close",)
            if message[0] == "choose":
                inbox.put(message)
            elif message[0] == "cancel":
                with lock:
                    cancelled.update(t for t in message[1] if t > finished[0])
                    if current[0] in cancelled:
                        current[1].request_stop()
                # A cancelled choice may already be in a bot's memory (even one answered
                # just before the cancel came): forget it before the next request.
                inbox.put(("reset",))
            elif message[0] == "reset":
                inbox.put(message)  # in order: requests sent after it meet fresh bots
            elif message[0] == "close":
                with lock:
                    if current[1] is not None:
                        current[1].request_stop()
                inbox.put(None)
                return

    threading.Thread(target=listen, name="bot-listener", daemon=True).start()
    answers.send(("ready", os.getpid()))
    bots = _Bots()
    while True:
        message = inbox.get()
        if message is None:
            break
        if message[0] == "reset":
            bots.forget()
            continue
        _, ticket, game_id, seat, level, view_json, legal_json, seed, overrides = message
        with lock:
            skip = ticket in cancelled
            cancelled.discard(ticket)
            if skip:
                finished[0] = ticket
        if skip:
            reply: tuple = ("skipped", ticket, collect.take())
        else:
            start = time.perf_counter()
            try:
                rules, bot = bots.get(game_id, seat, level, seed, overrides)
                with lock:
                    current[:] = [ticket, bot]
                    if ticket in cancelled:
                        bot.request_stop()
                action = _decide(rules, bot, view_json, legal_json)
                info = {"ms": (time.perf_counter() - start) * 1000.0,
                        "iterations": getattr(bot, "last_iterations", None)}
                reply = ("answer", ticket, action.to_json(), info, collect.take())
            except Exception:
                logging.getLogger("desktop.botworker").warning(
                    "the %s bot for seat %s of %s failed", level, seat, game_id,
                    exc_info=True)
                reply = ("error", ticket, collect.take())
            with lock:
                current[:] = [None, None]
                finished[0] = ticket
                cancelled.discard(ticket)
        try:
            answers.send(reply)
        except (BrokenPipeError, OSError):
            break


@contextlib.contextmanager
def _no_main_reimport() -> Iterator[None]:
    """Stop "spawn" from re-running the parent's `__main__` in the worker (for the installed
    `tabletop-cities` script that would import pygame there). The worker's target lives in
    this module, so the child never needs `__main__`."""
    main = sys.modules.get("__main__")
    stub = types.ModuleType("__main__")
    stub.__spec__ = None
    sys.modules["__main__"] = stub
    try:
        yield
    finally:
        if main is not None:
            sys.modules["__main__"] = main


# ----- the UI side ------------------------------------------------------------------------------
@dataclass
class _Request:
    ticket: int
    request_id: int
    message: tuple
    legal: list[list]
    seed: int
    cancelled_at: float | None = None
    sends: int = 0
    info: dict = field(default_factory=dict)


class BotWorker:
    """Bot decisions in one worker process; every method returns at once (see module doc)."""

    def __init__(self, *, nice: int = NICE, restart_after: float = RESTART_AFTER) -> None:
        self.nice = nice
        self.restart_after = restart_after
        self.startup_seconds: float | None = None  # start() to "ready", once measured
        self.last_info: dict[str, Any] = {}  # {"ms": ..., "iterations": ...} of the last answer
        self._process: Any = None
        self._requests: Any = None  # our end of the request pipe
        self._answers: Any = None  # our end of the answer pipe
        self._ready = False
        self._started_at = 0.0
        self._pending: dict[int, _Request] = {}  # ticket -> request, oldest first
        self._results: list[tuple[int, Action]] = []
        self._tickets = 0
        self._closed = False

    # ----- lifecycle --------------------------------------------------------------------------
    def start(self) -> None:
        """Start the worker process now (submit does it lazily); a no-op when running."""
        if self._closed:
            raise RuntimeError("this BotWorker is closed")
        if self._process is not None and self._process.is_alive():
            return
        self._stop_process(0.2)
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")
        child_requests, self._requests = ctx.Pipe(duplex=False)
        self._answers, child_answers = ctx.Pipe(duplex=False)
        process = ctx.Process(target=_worker_main, name="tabletop-cities-bots",
                              args=(child_requests, child_answers, self.nice), daemon=True)
        self._started_at = time.perf_counter()
        self._ready = False
        with _no_main_reimport():
            process.start()
        child_requests.close()  # the child holds its own copies
        child_answers.close()
        self._process = process

    def wait_ready(self, timeout: float = 10.0) -> bool:
        """Block until the worker has started (for benchmarks and tests; the UI never waits)."""
        self.start()
        deadline = time.perf_counter() + timeout
        while not self._ready:
            remaining = deadline - time.perf_counter()
            if remaining <= 0 or not self._read(remaining):
                break
        return self._ready

    def close(self, timeout: float = 1.0) -> None:
        """Stop the worker, even mid-search: ask, wait up to `timeout`, then terminate.
        Outstanding requests are dropped. Safe to call twice."""
        self._closed = True
        self._pending.clear()
        self._results.clear()
        self._stop_process(timeout)

    def __enter__(self) -> BotWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def busy(self) -> bool:
        """True while a request that was not cancelled awaits its answer ("thinking…")."""
        return any(r.cancelled_at is None for r in self._pending.values())

    # ----- requests ---------------------------------------------------------------------------
    def submit(self, request_id: int, game_id: str, seat: int, level: str, view_json: dict,
               legal: list[list], seed: int, overrides: dict[str, Any] | None = None) -> None:
        """Ask the `level` bot of `seat` for a move. `view_json` is `view.to_json()`,
        `legal` the actions as `Action.to_json()` lists; `overrides` adjusts the bot settings
        from data (tests use small budgets). The answer comes back through `poll()`."""
        if self._closed:
            raise RuntimeError("this BotWorker is closed")
        if not legal:
            raise ValueError("a bot needs at least one legal action")
        self._tickets += 1
        ticket = self._tickets
        message = ("choose", ticket, game_id, seat, level, view_json,
                   [list(item) for item in legal], seed, dict(overrides or {}))
        request = _Request(ticket, request_id, message, message[6], seed)
        self._pending[ticket] = request
        if self._process is not None:
            self._read(0)
            self._check_stuck()
        if self._process is not None and not self._process.is_alive():
            self._restart("the bot worker stopped unexpectedly")  # resends this one too
            return
        self.start()
        self._send(request)

    def poll(self) -> list[tuple[int, Action]]:
        """Answers that arrived since the last call, as (request_id, action); never blocks."""
        if self._process is not None:
            self._read(0)
            self._check_stuck()
            if self._pending and not self._process.is_alive():
                self._restart("the bot worker stopped unexpectedly")
        results, self._results = self._results, []
        return results

    def cancel(self, request_id: int | None = None) -> None:
        """Drop outstanding requests (all, or those with `request_id`): their answers are
        never returned. A search in progress is asked to stop; nothing here waits. The bots
        also forget their memory (as in `reset`), which may hold the dropped choice."""
        now = time.perf_counter()
        # An answer may already have been read (submit reads what is waiting) but not polled.
        self._results = [(rid, action) for rid, action in self._results
                         if request_id is not None and rid != request_id]
        tickets = [r.ticket for r in self._pending.values()
                   if r.cancelled_at is None and request_id in (None, r.request_id)]
        for ticket in tickets:
            self._pending[ticket].cancelled_at = now
        if tickets and self._process is not None:
            self._post(("cancel", tickets))

    def reset(self) -> None:
        """Cancel everything and make the bots forget their memory of this game (call it on
        undo, load and a new game: a bot remembers its choices at views it has seen and
        would not repeat them when an undo brings such a view back)."""
        self.cancel()
        if self._process is not None:
            self._post(("reset",))

    # ----- internals --------------------------------------------------------------------------
    def _send(self, request: _Request) -> None:
        request.sends += 1
        if request.sends > 2:  # the worker died twice on this one: answer without it
            self._pending.pop(request.ticket, None)
            LOG.warning("the bot worker could not answer request %s; playing a random legal "
                        "action instead", request.request_id)
            self._results.append(
                (request.request_id, _random_legal(request.legal, request.seed)))
            return
        self._post(request.message)

    def _post(self, message: tuple) -> None:
        try:
            self._requests.send(message)
        except (BrokenPipeError, OSError, AttributeError):
            pass  # a dead worker is noticed and restarted by poll()

    def _read(self, timeout: float) -> bool:
        """Handle every message already waiting (or the first within `timeout`)."""
        got = False
        try:
            while self._answers.poll(timeout):
                self._handle(self._answers.recv())
                got = True
                timeout = 0
        except (EOFError, OSError):
            pass
        return got

    def _handle(self, message: tuple) -> None:
        kind = message[0]
        if kind == "ready":
            self._ready = True
            self.startup_seconds = time.perf_counter() - self._started_at
            return
        for level, line in message[-1]:
            LOG.log(level, "bot worker: %s", line)
        request = self._pending.pop(message[1], None)
        if request is None or request.cancelled_at is not None:
            return
        if kind == "answer":
            self.last_info = message[3]
            self._results.append((request.request_id, Action.from_json(message[2])))
        elif kind == "error":
            self._results.append(
                (request.request_id, _random_legal(request.legal, request.seed)))

    def _check_stuck(self) -> None:
        """Restart a worker still busy with a cancelled search long after the cancel while
        a live request waits behind it (a search that ignores stop requests)."""
        if not self._pending or self._process is None:
            return
        oldest = next(iter(self._pending.values()))
        waiting = any(r.cancelled_at is None for r in self._pending.values())
        if (waiting and oldest.cancelled_at is not None
                and time.perf_counter() - oldest.cancelled_at > self.restart_after):
            self._restart("a cancelled bot search did not stop")

    def _restart(self, reason: str) -> None:
        LOG.warning("%s; restarting the bot worker", reason)
        self._read(0)
        self._stop_process(0.2)
        for ticket in [t for t, r in self._pending.items() if r.cancelled_at is not None]:
            del self._pending[ticket]
        if not self._pending:
            return
        self.start()
        for request in list(self._pending.values()):
            self._send(request)

    def _stop_process(self, timeout: float) -> None:
        process, self._process = self._process, None
        if process is not None:
            self._post(("close",))
            process.join(timeout)
            if process.is_alive():
                process.terminate()
                process.join(timeout)
            if process.is_alive():
                process.kill()
                process.join(timeout)
            with contextlib.suppress(Exception):
                process.close()
        for end in (self._requests, self._answers):
            if end is not None:
                with contextlib.suppress(OSError):
                    end.close()
        self._requests = self._answers = None
        self._ready = False


class InlineBotWorker:
    """The same interface, thinking synchronously inside `poll()` (tests and debugging)."""

    def __init__(self) -> None:
        self.startup_seconds: float | None = 0.0
        self.last_info: dict[str, Any] = {}
        self._bots = _Bots()
        self._queue: list[tuple[int, tuple]] = []
        self._closed = False

    def start(self) -> None:
        return None

    def wait_ready(self, timeout: float = 10.0) -> bool:
        return not self._closed

    def submit(self, request_id: int, game_id: str, seat: int, level: str, view_json: dict,
               legal: list[list], seed: int, overrides: dict[str, Any] | None = None) -> None:
        if self._closed:
            raise RuntimeError("this InlineBotWorker is closed")
        if not legal:
            raise ValueError("a bot needs at least one legal action")
        self._queue.append((request_id, (game_id, seat, level, view_json,
                                         [list(item) for item in legal], seed, overrides)))

    def poll(self) -> list[tuple[int, Action]]:
        queued, self._queue = self._queue, []
        results = []
        for request_id, (game_id, seat, level, view_json, legal, seed, overrides) in queued:
            start = time.perf_counter()
            try:
                rules, bot = self._bots.get(game_id, seat, level, seed, overrides)
                action = _decide(rules, bot, view_json, legal)
                self.last_info = {"ms": (time.perf_counter() - start) * 1000.0,
                                  "iterations": getattr(bot, "last_iterations", None)}
            except Exception:
                LOG.warning("the %s bot for seat %s of %s failed; playing a random legal "
                            "action instead", level, seat, game_id, exc_info=True)
                action = _random_legal(legal, seed)
            results.append((request_id, action))
        return results

    def cancel(self, request_id: int | None = None) -> None:
        self._queue = [(rid, q) for rid, q in self._queue if request_id not in (None, rid)]
        self._bots.forget()

    def reset(self) -> None:
        self._queue.clear()
        self._bots.forget()

    @property
    def busy(self) -> bool:
        return bool(self._queue)

    def close(self, timeout: float = 1.0) -> None:
        self._closed = True
        self._queue.clear()

    def __enter__(self) -> InlineBotWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
