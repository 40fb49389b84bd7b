"""Seeds for bots that give nothing away about the match (issue #28).

A bot's random seed used to be a simple arithmetic function of the match seed, and the match
seed decides every hand and the order of the deck: a bot could invert it and see everything.
Now every bot seed is a keyed hash (BLAKE2b) of the request's context: without the key, a seed
tells nothing about the match seed, and seeds of neighbouring requests are unrelated.

- The desktop holds a random key per match (`new_key`), never saved and never sent to the
  bot worker, so nothing in a bot's reach can recover the key or the match seed.
- The arena derives the key from each game's own seed (`key_for`), so `--reproducible` runs
  stay reproducible: the same arguments give the same seeds and the same results.
"""

from __future__ import annotations

import hashlib
import os

_PERSON_SEED = b"tc-bot-seed"
_PERSON_KEY = b"tc-bot-key"


def new_key() -> bytes:
    """A fresh secret key (32 random bytes from the operating system)."""
    return os.urandom(32)


def key_for(secret: int) -> bytes:
    """A key derived from a secret number (the arena's per-game seed): reproducible."""
    return hashlib.blake2b(str(int(secret)).encode(), digest_size=32,
                           person=_PERSON_KEY).digest()


def bot_seed(key: bytes, *parts: int) -> int:
    """The 64-bit seed for one bot request: a keyed hash of `parts` (for example the state
    version and the seat). Deterministic for a given key and parts."""
    digest = hashlib.blake2b(",".join(str(int(p)) for p in parts).encode(), digest_size=8,
                             key=key, person=_PERSON_SEED)
    return int.from_bytes(digest.digest(), "little")
