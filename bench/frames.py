"""The cost of the desktop's frames, per game, headless, as one table.

    python -m bench.frames [--game G] [--frames N] [--players N]

For every game that has a table on screen, two runs of `--frames` frames (default 600, ten
seconds at the app's 60 frames a second) in a fresh app on SDL's dummy video driver:

- the bot demo, as `python -m desktop --demo G` plays it: every seat a normal bot thinking in
  the real bot worker process (on the other core), bots answering at once (bot speed
  "instant"), animations at the normal speed (glows of new things, the banner of each move);
- an idle table: seat 1 a human, the others easy bots answering in this process
  (`InlineBotWorker`) until it is the human's turn; then, once nothing glows and no banner or
  toast shows, the mouse still and nothing happening.

Work per frame is what `App.step` records (`App.frame_ms`: events, update, draw and flip; not
the sleep of the frame clock): its median and 99th percentile, the first frame left out; and
the same of its processor time (`App.frame_cpu_ms`, the main thread's `time.thread_time`),
which leaves out the time the process waited for a core another process held. The idle
table's processor share is this process's CPU time (`time.process_time`) over the wall
time of its frames at the app's frame rate: 1.0 is one core busy all the time. See
docs/performance.md, "Frames".
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import dataclass

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from bench.report import machine  # noqa: E402
from desktop.app import FPS, App  # noqa: E402
from desktop.botworker import BotWorker, InlineBotWorker  # noqa: E402
from desktop.games import desks  # noqa: E402
from desktop.scenes.game import GameScene  # noqa: E402
from desktop.settings import Settings  # noqa: E402
from rules.core import Seat, registry  # noqa: E402

SETTLE_FRAMES = 2_000  # at most this many frames to reach an idle human turn


@dataclass
class Row:
    game: str
    seats: int
    demo_median: float
    demo_p99: float
    demo_cpu_median: float
    demo_cpu_p99: float
    demo_moves: int
    demo_frames: int
    idle_median: float
    idle_p99: float
    idle_share: float
    idle_redrawn: int  # frames the idle table drew (of the frames measured)


def spread(values: list[float]) -> tuple[float, float]:
    """The median and the 99th percentile (nearest rank) of `values`."""
    ordered = sorted(values) or [0.0]
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def seats_for(game_id: str, players: int) -> int:
    rules = registry.get(game_id)
    return max(rules.min_players, min(players, rules.max_players))


def scene_of(app: App) -> GameScene:
    return next(s for s in app.scenes if isinstance(s, GameScene))


def demo(game_id: str, players: int, frames: int
         ) -> tuple[float, float, float, float, int, int]:
    """The bot demo: median and p99 ms of work per frame, the same of its processor time,
    the moves played and the frames measured (fewer than asked when the game ends first)."""
    app = App(settings=Settings(bot_speed="instant"), worker=BotWorker(), autosave=False)
    try:
        app.push_scene("title")
        seats = [Seat(f"Bot {i + 1}", "normal") for i in range(players)]
        app.start_match(game_id, seats, None, 1)
        app.worker.wait_ready(30.0)  # the worker process loads the rules first
        app.step(FPS)
        before = len(scene_of(app).controller.match.moves)
        app.frame_ms.clear()
        app.frame_cpu_ms.clear()
        moves = before
        for _ in range(frames):
            app.step(FPS)
            if not any(isinstance(s, GameScene) for s in app.scenes):
                break  # the game ended: the end screen is not measured
            moves = len(scene_of(app).controller.match.moves)
        median, p99 = spread(app.frame_ms[1:])
        cpu_median, cpu_p99 = spread(app.frame_cpu_ms[1:])
        return median, p99, cpu_median, cpu_p99, moves - before, len(app.frame_ms)
    finally:
        app.close()


def _quiet(scene: GameScene) -> bool:
    c = scene.controller
    return (c.my_turn() and not c.thinking and not scene.table.flash and not scene._busy()
            and scene.banner_left <= 0 and scene.toast.left <= 0)


def idle(game_id: str, players: int, frames: int) -> tuple[float, float, float, int]:
    """An idle table at the human's turn: median and p99 ms of work per frame, the processor
    share, and how many of the frames were drawn."""
    app = App(settings=Settings(bot_speed="instant"), worker=InlineBotWorker(),
              autosave=False)
    try:
        app.push_scene("title")
        seats = [Seat("You", "human")] + [Seat(f"Bot {i + 1}", "easy")
                                          for i in range(players - 1)]
        app.start_match(game_id, seats, None, 1)
        for _ in range(SETTLE_FRAMES):
            if _quiet(scene_of(app)):
                break
            app.step(FPS)
        else:
            raise RuntimeError(f"{game_id}: no quiet human turn in {SETTLE_FRAMES} frames")
        for _ in range(3):  # the widgets settle (a button hidden as the turn came says so)
            app.step(FPS)
        app.frame_ms.clear()
        drawn = getattr(app, "frames_drawn", 0)
        cpu, wall = time.process_time(), time.perf_counter()
        for _ in range(frames):
            app.step(FPS)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        median, p99 = spread(app.frame_ms)
        return median, p99, cpu / wall, getattr(app, "frames_drawn", frames) - drawn
    finally:
        app.close()


def measure(game_id: str, players: int, frames: int) -> Row:
    seats = seats_for(game_id, players)
    demo_row = demo(game_id, seats, frames)
    return Row(game_id, seats, *demo_row, *idle(game_id, seats, frames))


HEADER = ("game", "seats", "demo ms (median / p99)", "demo CPU ms (median / p99)",
          "demo moves / frames",
          "idle ms (median / p99)", "idle frames drawn", "idle core share")


def table(rows: list[Row], frames: int) -> str:
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    for r in rows:
        cells = [r.game, str(r.seats), f"{r.demo_median:.1f} / {r.demo_p99:.1f}",
                 f"{r.demo_cpu_median:.1f} / {r.demo_cpu_p99:.1f}",
                 f"{r.demo_moves} / {r.demo_frames}", f"{r.idle_median:.2f} / {r.idle_p99:.2f}",
                 f"{r.idle_redrawn} / {frames}", f"{r.idle_share:.3f}"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    games = [d.game_id for d in desks()]
    parser.add_argument("--game", choices=games, help="only this game (default: every game)")
    parser.add_argument("--frames", type=int, default=600,
                        help="frames of each run (default 600: ten seconds)")
    parser.add_argument("--players", type=int, default=4,
                        help="seats (clamped to each game's range; default 4)")
    args = parser.parse_args(argv)
    print(f"before: {machine()}", flush=True)
    rows = []
    for game_id in [args.game] if args.game else games:
        print(f"measuring {game_id} ...", file=sys.stderr, flush=True)
        rows.append(measure(game_id, args.players, args.frames))
    print(f"after: {machine()}")
    print(f"{args.frames} frames a run at {FPS} frames a second, headless "
          f"(SDL_VIDEODRIVER={os.environ.get('SDL_VIDEODRIVER')})")
    print(table(rows, args.frames))


if __name__ == "__main__":
    main()
