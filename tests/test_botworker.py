"""Bots in a worker process: legal answers, stale answers dropped, prompt close, a free UI.

No timed assertions (DESIGN.md, "Testing habits"): times are printed (`pytest -s`), and the
deadlines below only guard against a hang.
"""

from __future__ import annotations

import logging
import os
import random
import statistics
import subprocess
import sys
import time

import pytest

from desktop.botworker import BotWorker, InlineBotWorker
from rules.core import Action, Seat, registry
from rules.core.playout import play_randomly

HANG_GUARD = 60.0  # seconds; a worker that has not answered by then is broken
SMALL = {  # quick settings for tests
    "easy": {"determinizations": 1},
    "normal": {"iterations": 200, "ms": 300},
}
LONG_HARD = {"iterations": 10**9, "ms": 60_000, "early_stop": False}


@pytest.fixture(scope="module")
def citadels():
    return registry.get("citadels")


@pytest.fixture(scope="module")
def positions(citadels):
    """A few decision points: the opening draft and later turns, 2 to 5 players."""
    found = []
    rng = random.Random(7)
    while len(found) < 6:
        players = 2 + len(found) % 4
        seats = [Seat(f"p{i}", "random") for i in range(players)]
        state = citadels.new_game(seats, citadels.make_options({}), rng.randrange(1 << 30))
        play_randomly(citadels, state, rng.randrange(0, 120) if found else 0, rng)
        acting = citadels.to_act(state)
        if acting and len(citadels.legal_actions(state, acting[0])) > 1:
            found.append(state)
    return found


@pytest.fixture(scope="module")
def worker():
    with BotWorker() as shared:
        yield shared


def question(rules, state):
    """(seat, view_json, legal_json, legal) for the seat that acts now."""
    seat = rules.to_act(state)[0]
    legal = rules.legal_actions(state, seat)
    return seat, rules.view(state, seat).to_json(), [a.to_json() for a in legal], legal


def wait_for(worker, count: int = 1) -> list[tuple[int, Action]]:
    answers: list[tuple[int, Action]] = []
    deadline = time.perf_counter() + HANG_GUARD
    while len(answers) < count and time.perf_counter() < deadline:
        answers += worker.poll()
        time.sleep(0.002)
    return answers


def test_the_worker_module_does_not_import_pygame():
    code = "import sys, desktop.botworker; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_worker_answers_a_legal_action(citadels, positions, worker, level):
    for i, state in enumerate(positions):
        seat, view_json, legal_json, legal = question(citadels, state)
        worker.submit(state.version, "citadels", seat, level, view_json, legal_json, seed=i,
                      overrides=SMALL[level])
        assert worker.busy
        answers = wait_for(worker)
        assert len(answers) == 1
        request_id, action = answers[0]
        assert request_id == state.version
        assert action in legal, (level, i, action)
        assert not worker.busy
    print(f"\nworker startup {worker.startup_seconds:.3f} s; last {level} answer "
          f"{worker.last_info}")


def test_the_caller_drops_a_cancelled_request(citadels, positions, worker):
    state = positions[0]
    seat, view_json, legal_json, legal = question(citadels, state)
    worker.submit(1, "citadels", seat, "hard", view_json, legal_json, 1, LONG_HARD)
    time.sleep(0.2)  # let the long search begin
    worker.cancel()  # e.g. the player pressed undo: version 1 is gone
    current_version = 2
    worker.submit(2, "citadels", seat, "easy", view_json, legal_json, 2, SMALL["easy"])
    taken = []
    deadline = time.perf_counter() + HANG_GUARD
    while not taken and time.perf_counter() < deadline:
        for request_id, action in worker.poll():  # the caller pattern from the module doc
            if request_id != current_version:
                continue
            taken.append((request_id, action))
        time.sleep(0.002)
    time.sleep(0.3)
    late = worker.poll()
    assert [request_id for request_id, _ in taken] == [2]
    assert taken[0][1] in legal
    assert late == []  # the cancelled search never answers


def test_a_repeated_request_id_is_answered_once_by_the_new_request(citadels, positions,
                                                                   worker):
    seat, view_json, legal_json, legal = question(citadels, positions[1])
    worker.submit(5, "citadels", seat, "hard", view_json, legal_json, 1, LONG_HARD)
    worker.cancel(5)
    worker.submit(5, "citadels", seat, "easy", view_json, legal_json, 1, SMALL["easy"])
    answers = wait_for(worker)
    time.sleep(0.3)
    answers += worker.poll()
    assert len(answers) == 1 and answers[0][0] == 5 and answers[0][1] in legal


def test_cancelling_one_id_keeps_the_others(citadels, positions, worker):
    seat, view_json, legal_json, legal = question(citadels, positions[2])
    worker.submit(10, "citadels", seat, "easy", view_json, legal_json, 1, SMALL["easy"])
    worker.submit(11, "citadels", seat, "easy", view_json, legal_json, 2, SMALL["easy"])
    worker.cancel(10)
    answers = wait_for(worker)
    time.sleep(0.2)
    answers += worker.poll()
    assert [request_id for request_id, _ in answers] == [11]


def test_reset_makes_the_bots_forget_the_views_they_have_seen(citadels, positions, worker):
    """A bot does not repeat its choice at a view it has seen (its loop guard); after an
    undo the UI resets, and the same question gets the same answer again."""
    seat, view_json, legal_json, legal = question(citadels, positions[1])
    fixed = {"ms": None, "iterations": 60, "early_stop": False}  # no clock: reproducible
    worker.reset()
    answers = []
    for reset in (False, False, True):
        if reset:
            worker.reset()
        worker.submit(60, "citadels", seat, "normal", view_json, legal_json, 9, fixed)
        answers += wait_for(worker)
    first, again, after_reset = (action for _, action in answers)
    assert again != first  # the loop guard: a different choice at a view seen before
    assert after_reset == first
    # A cancelled choice is forgotten too (it was never played), even one the worker had
    # already answered when the cancel came.
    for delay in (0.0, 0.3):
        worker.submit(61, "citadels", seat, "normal", view_json, legal_json, 9, fixed)
        time.sleep(delay)
        worker.cancel()
        worker.submit(62, "citadels", seat, "normal", view_json, legal_json, 9, fixed)
        assert wait_for(worker) == [(62, first)]
        worker.reset()


def test_a_failing_request_is_answered_with_a_legal_action(citadels, positions, worker,
                                                           caplog):
    seat, view_json, legal_json, legal = question(citadels, positions[0])
    broken = dict(view_json, phase="no such phase")
    with caplog.at_level(logging.WARNING, logger="desktop.botworker"):
        worker.submit(20, "citadels", seat, "easy", broken, legal_json, 3)
        answers = wait_for(worker)
    assert len(answers) == 1 and answers[0][1] in legal
    assert any("bot worker" in record.getMessage() for record in caplog.records)


def test_a_dead_worker_is_restarted_and_the_request_answered(citadels, positions, caplog):
    seat, view_json, legal_json, legal = question(citadels, positions[3])
    with BotWorker() as worker, caplog.at_level(logging.WARNING, logger="desktop.botworker"):
        assert worker.wait_ready(HANG_GUARD)
        worker.submit(30, "citadels", seat, "normal", view_json, legal_json, 3,
                      {"iterations": 10**9, "ms": 800, "early_stop": False})
        time.sleep(0.2)
        worker._process.kill()  # the worker crashed mid-search
        worker._process.join(5)
        worker.submit(31, "citadels", seat, "easy", view_json, legal_json, 4, SMALL["easy"])
        answers = wait_for(worker, 2)
    assert sorted(request_id for request_id, _ in answers) == [30, 31]
    assert all(action in legal for _, action in answers)
    assert any("restarting" in record.getMessage() for record in caplog.records)


def test_close_during_a_long_hard_search_returns_promptly(citadels, positions):
    seat, view_json, legal_json, _ = question(citadels, positions[4])
    worker = BotWorker()
    assert worker.wait_ready(HANG_GUARD)
    worker.submit(40, "citadels", seat, "hard", view_json, legal_json, 1, LONG_HARD)
    time.sleep(0.3)
    assert worker.busy
    pid = worker._process.pid
    start = time.perf_counter()
    worker.close()
    elapsed = time.perf_counter() - start
    worker.close()  # twice is fine
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)  # the worker is gone (and reaped)
    assert worker.poll() == []
    print(f"\nclose() mid-search took {elapsed * 1000:.1f} ms")
    with pytest.raises(RuntimeError):
        worker.submit(41, "citadels", seat, "easy", view_json, legal_json, 1)


def test_the_ui_process_keeps_running_frames_while_a_bot_thinks(citadels, positions):
    """60 "frames" of 16 ms busy work while a normal bot searches (numbers printed only)."""
    seat, view_json, legal_json, legal = question(citadels, positions[5])
    with BotWorker() as worker:
        assert worker.wait_ready(HANG_GUARD)
        worker.submit(50, "citadels", seat, "normal", view_json, legal_json, 5,
                      {"early_stop": False})
        frames, answers = [], []
        for _ in range(60):
            start = time.perf_counter()
            while time.perf_counter() - start < 0.016:
                pass
            answers += worker.poll()
            frames.append((time.perf_counter() - start) * 1000.0)
        answers += wait_for(worker, 1 - len(answers)) if not answers else []
    assert len(frames) == 60
    assert len(answers) == 1 and answers[0] == (50, answers[0][1]) and answers[0][1] in legal
    p99 = sorted(frames)[int(0.99 * (len(frames) - 1))]
    print(f"\nframes while a normal bot thinks: median {statistics.median(frames):.2f} ms, "
          f"p99 {p99:.2f} ms, max {max(frames):.2f} ms; bot {worker.last_info}")


def test_the_inline_worker_has_the_same_interface(citadels, positions):
    seat, view_json, legal_json, legal = question(citadels, positions[0])
    with InlineBotWorker() as worker:
        assert worker.wait_ready()
        worker.submit(1, "citadels", seat, "easy", view_json, legal_json, 1, SMALL["easy"])
        worker.cancel()
        worker.submit(2, "citadels", seat, "normal", view_json, legal_json, 2, SMALL["normal"])
        assert worker.busy
        answers = worker.poll()
        assert [request_id for request_id, _ in answers] == [2]
        assert answers[0][1] in legal and not worker.busy
        worker.reset()
        worker.submit(3, "citadels", seat, "easy", dict(view_json, phase="?"), legal_json, 3)
        assert worker.poll()[0][1] in legal  # a failing bot still answers legally
