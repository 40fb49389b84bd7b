"""Synthesize the table's sounds into sprites/sounds/*.wav (issue 42).

Every sound is made here, from sine partials and filtered noise, for this project: nothing is
recorded or taken from a published game. The output is deterministic (seeded noise, plain
arithmetic), short (0.07 to 0.6 s), quiet (peaks at about -7 dBFS) and small: 16-bit mono WAV
at 22,050 Hz, a few kilobytes each. Only the standard library is used, so any Python runs it:

    .venv/bin/python scripts/make_sounds.py            # writes sprites/sounds/
    .venv/bin/python scripts/make_sounds.py --out DIR  # elsewhere (the tests compare)

One sound per look of a piece that moves (rules/core/zones.py LOOKS: card, coin, worker,
building, ship, tile, token) and per cue (scoring, turn, illegal); desktop/audio.py plays them.
"""

from __future__ import annotations

import argparse
import math
import random
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
PEAK = 0.45  # of full scale: quiet beside most desktop sounds
OUT = Path(__file__).resolve().parent.parent / "sprites" / "sounds"

Samples = list[float]


def count(seconds: float) -> int:
    return int(round(seconds * RATE))


def silence(seconds: float) -> Samples:
    return [0.0] * count(seconds)


def partial(freq: float, seconds: float, decay: float, amp: float = 1.0,
            glide: float = 1.0, attack: float = 0.002) -> Samples:
    """A sine at `freq` falling by e every `decay` seconds, its pitch gliding to
    `freq * glide` over its length, after a short linear `attack`."""
    n = count(seconds)
    out, phase = [], 0.0
    rise = max(1, count(attack))
    for i in range(n):
        t = i / RATE
        f = freq * (glide ** (i / n))
        phase += 2 * math.pi * f / RATE
        env = math.exp(-t / decay) * min(1.0, i / rise)
        out.append(amp * env * math.sin(phase))
    return out


def noise(seconds: float, seed: int) -> Samples:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(count(seconds))]


def envelope(samples: Samples, attack: float, decay: float) -> Samples:
    rise = max(1, count(attack))
    return [x * min(1.0, i / rise) * math.exp(-(i / RATE) / decay)
            for i, x in enumerate(samples)]


def swell(samples: Samples, top: float) -> Samples:
    """A rise to full at `top` of the length (a fraction), then a fall to nothing."""
    n = len(samples)
    return [x * (math.sin(math.pi / 2 * i / (top * n)) if i < top * n else
                 math.cos(math.pi / 2 * (i - top * n) / ((1 - top) * n))) ** 2
            for i, x in enumerate(samples)]


def biquad(samples: Samples, kind: str, freq: float | Callable[[float], float],
           q: float = 0.707) -> Samples:
    """A resonant filter (the audio EQ cookbook's low-pass, high-pass or band-pass); `freq`
    may change along the sound (a function of the fraction played), set every 32 samples."""
    out: Samples = []
    x1 = x2 = y1 = y2 = 0.0
    n = len(samples)
    b0 = b1 = b2 = a1 = a2 = 0.0
    for i, x in enumerate(samples):
        if i % 32 == 0:
            f = freq(i / n) if callable(freq) else freq
            w = 2 * math.pi * min(f, RATE * 0.45) / RATE
            alpha, cos = math.sin(w) / (2 * q), math.cos(w)
            if kind == "low":
                b0, b1, b2 = (1 - cos) / 2, 1 - cos, (1 - cos) / 2
            elif kind == "high":
                b0, b1, b2 = (1 + cos) / 2, -(1 + cos), (1 + cos) / 2
            else:  # band: 0 dB at the centre
                b0, b1, b2 = alpha, 0.0, -alpha
            a0 = 1 + alpha
            b0, b1, b2, a1, a2 = b0 / a0, b1 / a0, b2 / a0, -2 * cos / a0, (1 - alpha) / a0
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def mix(seconds: float, *parts: tuple[float, Samples]) -> Samples:
    """Parts laid at their start times (seconds) on a track of `seconds`."""
    track = silence(seconds)
    for start, samples in parts:
        at = count(start)
        for i, x in enumerate(samples[:len(track) - at]):
            track[at + i] += x
    return track


def finish(samples: Samples, peak: float = PEAK) -> Samples:
    """Scaled to `peak`, with a 1 ms fade in and a 12 ms fade out (no click at either end)."""
    top = max(abs(x) for x in samples) or 1.0
    n, fade_in, fade_out = len(samples), count(0.001), count(0.012)
    return [x / top * peak * min(1.0, i / fade_in, (n - 1 - i) / fade_out)
            for i, x in enumerate(samples)]


# ----- the sounds ---------------------------------------------------------------------------
def card() -> Samples:
    """A soft paper flick: a noise burst whose band falls from bright to dull."""
    burst = biquad(noise(0.11, seed=1), "band", lambda p: 3800 - 2200 * p, q=0.9)
    return finish(envelope(burst, 0.006, 0.028), 0.35)


def coin() -> Samples:
    """A bright clink: inharmonic partials of a small metal disc, struck twice."""
    def clink(f: float, amp: float) -> Samples:
        tick = envelope(biquad(noise(0.01, seed=2), "high", 4000), 0.0005, 0.002)
        ring = [sum(xs) for xs in zip(*(partial(f * ratio, 0.28, decay, a)
                                        for ratio, decay, a in ((1.0, 0.09, 1.0),
                                                                (2.76, 0.05, 0.55),
                                                                (5.40, 0.03, 0.3))),
                                      strict=True)]
        return [amp * x for x in mix(0.28, (0.0, ring), (0.0, tick))]
    return finish(mix(0.32, (0.0, clink(1850, 1.0)), (0.055, clink(2080, 0.55))), 0.36)


def knock(f: float, seed: int) -> Samples:
    """A wooden knock: a low body falling in pitch, a hollow overtone and a dull click."""
    body = partial(f, 0.16, 0.045, 1.0, glide=0.72)
    hollow = partial(f * 2.3, 0.16, 0.02, 0.35, glide=0.8)
    thump = envelope(biquad(noise(0.03, seed), "low", 1400), 0.0005, 0.006)
    return mix(0.16, (0.0, body), (0.0, hollow), (0.0, [0.6 * x for x in thump]))


def building() -> Samples:
    """Two knocks of wood on wood, the second lower: a piece set down and tapped home."""
    return finish(mix(0.3, (0.0, knock(240, 3)), (0.12, [0.8 * x for x in knock(205, 4)])))


def worker() -> Samples:
    """A soft wooden tap: a small piece put on the board."""
    tap = mix(0.1, (0.0, partial(540, 0.1, 0.022)), (0.0, partial(1330, 0.1, 0.01, 0.4)),
              (0.0, [0.5 * x for x in envelope(biquad(noise(0.02, seed=5), "band", 2400),
                                                0.0005, 0.004)]))
    return finish(tap, 0.32)


def ship() -> Samples:
    """A low whoosh of water: noise through a filter that opens and closes, over a swell."""
    wash = biquad(noise(0.5, seed=6), "low", lambda p: 260 + 900 * math.sin(math.pi * p), q=1.2)
    hum = partial(110, 0.5, 10.0, 0.25, glide=0.85, attack=0.05)
    return finish(swell(mix(0.5, (0.0, wash), (0.0, hum)), 0.4), 0.38)


def tile() -> Samples:
    """A clack: two hard flat pieces meeting, once and a small bounce."""
    def hit(seed: int) -> Samples:
        crack = envelope(biquad(noise(0.04, seed), "band", 3300, q=2.0), 0.0003, 0.007)
        ring = mix(0.04, (0.0, partial(1900, 0.04, 0.012, 0.5)),
                   (0.0, partial(3150, 0.04, 0.008, 0.3)))
        return mix(0.04, (0.0, crack), (0.0, ring))
    return finish(mix(0.09, (0.0, hit(7)), (0.028, [0.35 * x for x in hit(8)])), 0.34)


def token() -> Samples:
    """A small tick: a light marker set down."""
    return finish(mix(0.07, (0.0, partial(1500, 0.07, 0.012)),
                      (0.0, partial(3700, 0.07, 0.006, 0.35))), 0.28)


def bell(f: float, seconds: float) -> Samples:
    """A soft bell note: a fundamental with a few quicker overtones."""
    parts = [partial(f * ratio, seconds, decay, amp, attack=0.004)
             for ratio, decay, amp in ((1.0, 0.22, 1.0), (2.0, 0.12, 0.28), (3.01, 0.06, 0.1))]
    return [sum(xs) for xs in zip(*parts, strict=True)]


def scoring() -> Samples:
    """A short rising chime: three notes of a major chord, the last one held."""
    return finish(mix(0.6, (0.0, bell(1047, 0.3)), (0.09, bell(1319, 0.3)),
                      (0.18, bell(1568, 0.42))), 0.4)


def turn() -> Samples:
    """A gentle two-note chime, up a fourth: your move."""
    def note(f: float) -> Samples:
        return [x + 0.18 * y for x, y in zip(partial(f, 0.36, 0.16, attack=0.01),
                                             partial(2 * f, 0.36, 0.08, attack=0.01),
                                             strict=True)]
    return finish(mix(0.5, (0.0, note(659)), (0.14, note(880))), 0.36)


def illegal() -> Samples:
    """A soft low bonk: a dull tone sagging in pitch, with a little buzz (odd overtones)."""
    f, seconds = 200, 0.2
    tone = [a + 0.22 * b + 0.08 * c for a, b, c in zip(
        partial(f, seconds, 0.07, glide=0.75, attack=0.004),
        partial(3 * f, seconds, 0.05, glide=0.75, attack=0.004),
        partial(5 * f, seconds, 0.035, glide=0.75, attack=0.004), strict=True)]
    return finish(biquad(tone, "low", 1600), 0.36)


SOUNDS: dict[str, Callable[[], Samples]] = {
    "card": card, "coin": coin, "worker": worker, "building": building, "ship": ship,
    "tile": tile, "token": token, "scoring": scoring, "turn": turn, "illegal": illegal,
}


def wav_bytes(samples: Sequence[float]) -> bytes:
    """16-bit little-endian PCM frames."""
    return b"".join(max(-32767, min(32767, round(x * 32767))).to_bytes(2, "little", signed=True)
                    for x in samples)


def write(folder: Path, name: str, samples: Sequence[float]) -> Path:
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(wav_bytes(samples))
    return path


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"folder (default {OUT})")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = write(args.out, name, make())
        print(f"{path}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
