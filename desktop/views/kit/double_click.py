"""A double click is one choice. A player used to double-clicking presses twice on the same
spot; when the first press already played a move or opened a choice, the second lands on
whatever that brought under the pointer (a river space's "Skip" threw away two interim
actions). pygame-ce does not say which press is the second of a double click, so the guard
times the presses itself and drops a press that comes too soon, too close, onto something new.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

DOUBLE_CLICK_SECONDS = 0.4  # most systems' double-click time is 0.4 to 0.5 s
SAME_SPOT_PIXELS = 6


@dataclass
class DoubleClickGuard:
    clock: Callable[[], float] = time.monotonic
    seconds: float = DOUBLE_CLICK_SECONDS
    presses: int = 0
    pressed: tuple[int, float, tuple[int, int]] | None = None  # the latest: which, when, where
    # the press that last changed the screen, and what it hit there
    acted_at: tuple[int, float, tuple[int, int], Hashable] | None = field(default=None)

    def press(self, pos: tuple[int, int]) -> None:
        self.presses += 1
        self.pressed = (self.presses, self.clock(), pos)

    def acted(self, target: Hashable) -> None:
        """The latest press played a move or changed the view (it hit `target`)."""
        if self.pressed is not None:
            self.acted_at = (*self.pressed, target)

    def swallows(self, target: Hashable) -> bool:
        """Is the latest press the second half of a double click whose first half acted,
        landing on `target`, which the first half's change put there?"""
        if self.pressed is None or self.acted_at is None:
            return False
        (press, now, (x, y)), (first, then, (x0, y0), before) = self.pressed, self.acted_at
        return (press != first and now - then <= self.seconds and target != before
                and abs(x - x0) <= SAME_SPOT_PIXELS and abs(y - y0) <= SAME_SPOT_PIXELS)
