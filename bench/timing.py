"""Timing helpers for the benchmarks."""

from __future__ import annotations

import statistics
import timeit
from collections.abc import Callable


def micros_per_call(fn: Callable[[], object], seconds: float) -> float:
    """Microseconds one call of `fn` takes: the best of three timed runs, each of as many
    calls as fill about a fifth of `seconds` (at least one call)."""
    timer = timeit.Timer(fn)
    number = 1
    while True:
        took = timer.timeit(number)
        if took >= seconds / 5 or number >= 1 << 24:
            break
        number = number * 2 if took <= 0 else max(number + 1, int(number * seconds / 5 / took))
    best = min([took, *timer.repeat(repeat=2, number=number)])
    return best / number * 1e6


def median_max(values: list[float]) -> tuple[float, float]:
    """The median and the maximum of `values` (zeros when empty)."""
    if not values:
        return 0.0, 0.0
    return statistics.median(values), max(values)
