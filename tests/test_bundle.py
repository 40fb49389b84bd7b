"""The PyInstaller bundle (`./package`): built once into a temporary folder, then run
headless. Slow (the build takes about 15 s): part of `./test --all`, not of the fast `./test`."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from importlib.metadata import version
from pathlib import Path

import pytest

import saves
from bundle import build, layout
from rules.core import Seat
from rules.core.match import Match
from saves.paths import saves_dir

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Iterator[Path]:
    """The built bundle folder; everything PyInstaller wrote goes under a temp folder, which
    is removed afterwards (83 MB)."""
    root = tmp_path_factory.mktemp("bundle")
    try:
        folder = build.build(root / "dist", root / "work", quiet=True)
        assert folder.is_dir()
        yield folder
    finally:
        shutil.rmtree(root, ignore_errors=True)


def _run(bundle: Path, *args: str, data_home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_DATA_HOME=str(data_home))
    exe = layout.executable(bundle.parent)
    return subprocess.run([str(exe), *args], capture_output=True, text=True, env=env,
                          cwd=bundle.parent, timeout=600, check=False)


def test_the_bundle_carries_every_data_file(bundle):
    assert layout.package_data_files(), "the source tree lists no data files"
    assert build.missing_data_files(bundle) == []
    for name in ("sprites/svg/app/icon.svg", "desktop/theme.json",
                 "desktop/locale/zh_Hant/LC_MESSAGES/messages.po",
                 "sprites/fonts/NotoSansTC-Subset.otf", "sprites/sounds/turn.wav",
                 "rules/bots/settings.json", "rules/citadels/data/districts.json"):
        assert (layout.internal_dir(bundle) / name).is_file(), name


def test_the_bundle_carries_pygame_gui_fonts_theme_and_translations(bundle):
    import pygame_gui

    source = Path(pygame_gui.__file__).parent / "data"
    internal = layout.internal_dir(bundle)
    wanted = [p.relative_to(source.parent.parent).as_posix() for p in source.rglob("*")
              if p.is_file() and p.suffix in (".ttf", ".otf", ".json")]
    wanted = [name for name in wanted if not layout.dropped(name)]
    assert any(name.endswith("NotoSansJP-Regular.otf") for name in wanted)  # card names stay
    assert any("/translations/" in name for name in wanted)
    assert [name for name in wanted if not (internal / name).is_file()] == []


def test_version(bundle, data_home):
    result = _run(bundle, "--version", data_home=data_home)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"Tabletop Cities {version('tabletop-cities')}"


def test_a_demo_with_bots_exits_cleanly(bundle, data_home):
    result = _run(bundle, "--demo", "citadels", "--players", "3", "--level", "easy",
                  "--frames", "240", data_home=data_home)
    assert result.returncode == 0, result.stderr
    assert "frames 240" in result.stdout
    assert "bot worker answered: yes" in result.stdout  # the spawn worker ran in the bundle
    assert "bot worker" not in result.stderr  # no restart, no failed answer


def test_the_bundle_reads_the_chinese_catalogue(bundle, data_home, tmp_path):
    shot = tmp_path / "zh.png"
    result = _run(bundle, "--demo", "citadels", "--players", "3", "--level", "easy",
                  "--frames", "30", "--lang", "zh_Hant", "--screenshot", str(shot),
                  data_home=data_home)
    assert result.returncode == 0, result.stderr
    assert "catalogue" not in result.stderr  # no "could not read the zh_Hant catalogue"
    assert shot.is_file()


def test_saves_go_both_ways_between_the_bundle_and_the_source_tree(bundle, data_home):
    """A game saved here (the source tree, as ./play) opens in the bundle; its bots play on,
    the bundle autosaves into the same user data folder, and that autosave loads here."""
    (data_home / "tabletop-cities").mkdir(parents=True)
    (data_home / "tabletop-cities" / "settings.json").write_text(
        json.dumps({"bot_speed": "instant", "animation_speed": "off"}), encoding="utf-8")
    match = Match.start("citadels", [Seat("Ann", "easy"), Seat("Bob", "easy")], None, 11)
    path = saves.save_slot(match, "from source")
    assert path.parent == saves_dir() and str(saves_dir()).startswith(str(data_home))

    result = _run(bundle, "--load", str(path), "--frames", "240", data_home=data_home)
    assert result.returncode == 0, result.stderr
    assert "bot worker" not in result.stderr
    autosave = saves.newest_autosave()
    assert autosave is not None, "the bundle wrote no autosave in the shared data folder"
    loaded = saves.load(autosave)
    assert loaded.match.game_id == "citadels" and loaded.match.seed == 11
    assert len(loaded.moves) > 0  # the bots moved in the bundle
    assert [s.name for s in loaded.seats] == ["Ann", "Bob"]


def test_the_spec_freezes_the_entry_with_freeze_support_first():
    entry = (layout.ROOT / "bundle" / "entry.py").read_text(encoding="utf-8")
    body = entry.split('if __name__ == "__main__":', 1)[1].strip().splitlines()
    assert body[0] == "multiprocessing.freeze_support()"
