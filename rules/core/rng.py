"""A tiny seeded PRNG (splitmix64) whose whole state is one integer.

The game state stores that integer, so copying a state copies its randomness for free and the
state stays plain JSON. Only integer arithmetic is used, so a seed gives the same sequence on
every Python version.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def next_u64(state: int) -> tuple[int, int]:
    """Return (random 64-bit value, next state)."""
    state = (state + GOLDEN) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31), state


class Rng:
    """splitmix64 generator; `state` is the only field and is what gets saved."""

    __slots__ = ("state",)

    def __init__(self, state: int = 0) -> None:
        self.state = state & MASK64

    def u64(self) -> int:
        value, self.state = next_u64(self.state)
        return value

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) (n > 0), by rejection so there is no modulo bias."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = MASK64 - (MASK64 + 1) % n
        while True:
            value = self.u64()
            if value <= limit:
                return value % n

    def random(self) -> float:
        return (self.u64() >> 11) / float(1 << 53)

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.below(len(items))]


def seed_state(seed: int) -> int:
    """Spread a small user seed over the 64-bit state space."""
    value, _ = next_u64(seed & MASK64)
    return value
