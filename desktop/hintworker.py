"""The player's hints are searched in a separate process, so the window never freezes.

One worker process ("spawn", lowered priority, started at the first hint and kept) runs
`rules.bots.hint.hint_from_json`. `ask(request_id, ...)` returns at once; `poll()` gives the
answer once it is there, as (request_id, Hint), never blocking. A newer question drops the
answer of an older one. `InlineHintWorker` answers inside `poll()`, for tests.
"""

from __future__ import annotations

import contextlib
import logging
import os
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from desktop.botworker import NICE, _no_main_reimport
from rules.bots.hint import Hint, hint_from_json

LOG = logging.getLogger("desktop.hintworker")


def _lower_priority() -> None:
    with contextlib.suppress(AttributeError, OSError):
        os.nice(NICE)


def _load_rules() -> None:
    from rules.core import registry

    registry.all_games()


class HintWorker:
    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._asked: tuple[int, Future] | None = None

    def start(self) -> None:
        """Start the process now (it takes a second or two to load the rules), not at the
        first hint."""
        if self._pool is None:
            import multiprocessing

            self._pool = ProcessPoolExecutor(1, multiprocessing.get_context("spawn"),
                                             initializer=_lower_priority)
            with _no_main_reimport():
                self._pool.submit(_load_rules)

    def ask(self, request_id: int, game_id: str, seat: int, view_json: dict,
            legal: list[list], seed: int, **limits: Any) -> None:
        self.start()
        assert self._pool is not None
        if self._asked is not None:
            self._asked[1].cancel()
        with _no_main_reimport():
            future = self._pool.submit(hint_from_json, game_id, view_json, seat, legal, seed,
                                       **limits)
        self._asked = (request_id, future)

    @property
    def busy(self) -> bool:
        return self._asked is not None

    def poll(self) -> tuple[int, Hint] | None:
        if self._asked is None or not self._asked[1].done():
            return None
        request_id, future = self._asked
        self._asked = None
        try:
            return request_id, future.result()
        except Exception:  # a failed hint is no reason to stop the game
            LOG.warning("the hint search failed", exc_info=True)
            return None

    def cancel(self) -> None:
        if self._asked is not None:
            self._asked[1].cancel()
        self._asked = None

    def close(self) -> None:
        self.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


class InlineHintWorker:
    """The same interface, searching synchronously inside `poll()` (tests)."""

    def __init__(self, **limits: Any) -> None:
        self.limits = limits  # e.g. iterations=16, ms=None for a tiny, repeatable search
        self._asked: tuple[int, tuple] | None = None

    def ask(self, request_id: int, game_id: str, seat: int, view_json: dict,
            legal: list[list], seed: int, **limits: Any) -> None:
        self._asked = (request_id, (game_id, view_json, seat, legal, seed))

    @property
    def busy(self) -> bool:
        return self._asked is not None

    def poll(self) -> tuple[int, Hint] | None:
        if self._asked is None:
            return None
        request_id, args = self._asked
        self._asked = None
        return request_id, hint_from_json(*args, **self.limits)

    def cancel(self) -> None:
        self._asked = None

    def close(self) -> None:
        self.cancel()
