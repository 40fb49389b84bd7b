"""A long save fuzz (not in CI): many more broken variants than tests/test_saves_fuzz.py makes.

    nice -n 19 .venv/bin/python -m tools.fuzz_saves --seeds 8

For each game of the test's list and three save sizes (5 moves, the test's, 400 moves or the
end), the test's generator makes its 230 variants once per generator seed. Each must be
refused with a SaveError or load the very same game; anything else is printed. Writes only
under a temporary folder (XDG_DATA_HOME is pointed there).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))  # the conformance helpers live with the tests


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=8)
    args = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="fuzz-saves-"))
    os.environ["XDG_DATA_HOME"] = str(work / "xdg")
    for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):  # the test module imports the app
        os.environ.setdefault(name, "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    from test_saves import random_match
    from test_saves_fuzz import GAMES, variants

    import saves
    from rules.core import Rng

    total = refused = bad = 0
    for name, spec in GAMES.items():
        for moves in (5, spec["moves"], 400):
            match = random_match(**dict(spec, moves=moves))
            raw = saves.save(match, work / "good.json").read_bytes()
            expected = match.state.to_json()
            for seed in range(args.seeds):
                for what, content in variants(raw, Rng(1000 + seed)):
                    path = work / "variant.json"
                    path.write_bytes(content)
                    total += 1
                    try:
                        loaded = saves.load(path)
                    except saves.SaveError:
                        refused += 1
                        continue
                    except Exception as err:  # noqa: BLE001  what this run looks for
                        bad += 1
                        print(f"CRASH {name} {moves} moves, {what}: {err!r}"[:400])
                        continue
                    if loaded.state.to_json() != expected:
                        bad += 1
                        print(f"DIFFERENT GAME {name} {moves} moves, {what}")
    print(f"{total} variants: {refused} refused, {total - refused - bad} loaded the same game, "
          f"{bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
