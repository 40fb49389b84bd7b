import os

# Must run before anything imports pygame: headless video/audio, no banner on stdout.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import itertools  # noqa: E402

import pytest  # noqa: E402
from desktop_support import running_app  # noqa: E402

from rules.bots.seeds import key_for  # noqa: E402

# Modules whose tests share something built once for the module (a module-scoped fixture):
# with several workers (`./test` runs `-n auto`) all their tests go to one worker, so it is
# built once. The rest of the suite goes test by test to whichever worker is free.
ONE_WORKER_MODULES = {
    "tests/test_bundle.py",  # the PyInstaller build
    "tests/test_screen_text.py",  # the screen tour of each language
    "tests/test_ladder.py",  # a ladder table
    "tests/test_botworker.py",  # a bot worker process
}


def pytest_xdist_make_scheduler(config, log):
    """xdist's own grouping (`--dist loadgroup` with `xdist_group` marks) renames test ids,
    which pytest 9.2 no longer allows; this groups by module path instead."""
    if config.getvalue("dist") != "load":
        return None  # an explicit --dist other than the default keeps its own scheduler
    from xdist.scheduler import LoadScopeScheduling

    class ModulesOnOneWorker(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            return module if module in ONE_WORKER_MODULES else nodeid

    return ModulesOnOneWorker(config, log)


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    """Every test writes saves, settings and records under its own temporary folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return tmp_path / "xdg"


@pytest.fixture(autouse=True)
def repeatable_bot_keys(monkeypatch):
    """A match on screen seeds its bots from a random secret key; in tests the keys come from
    a fixed sequence, so a test plays the same games run after run (each match its own key)."""
    keys = itertools.count(1)
    monkeypatch.setattr("desktop.controller.new_key", lambda: key_for(next(keys)))


@pytest.fixture
def app():
    """The desktop app, headless, with autosave on (files modules may override it)."""
    with running_app() as application:
        yield application
