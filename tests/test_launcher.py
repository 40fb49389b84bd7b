"""The Linux launcher (--install-launcher), the save file MIME type and the icon files."""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import saves
from desktop import icon, launcher
from desktop.app import main
from rules.core import Seat
from rules.core.match import Match

NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}


def _entry(path: Path) -> dict[str, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line)


@pytest.fixture
def no_tools(monkeypatch):
    """As on a desktop without update-desktop-database and friends."""
    monkeypatch.setattr(launcher.shutil, "which", lambda name: None)


def test_install_writes_entry_icons_and_mime_type(data_home, no_tools, capsys):
    assert main(["--install-launcher"]) == 0
    assert "Installed" in capsys.readouterr().out
    entry = _entry(data_home / "applications" / "tabletop-cities.desktop")
    assert entry["Name"] == "Tabletop Cities"
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"
    assert entry["Icon"] == "tabletop-cities"
    assert entry["MimeType"] == f"{launcher.MIME_TYPE};"
    assert entry["Exec"].endswith(" --load %f")
    assert entry["Exec"].startswith(launcher.exec_quote(launcher.launch_command()[0]))
    for size in launcher.PNG_SIZES:
        png = data_home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "tabletop-cities.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", png.read_bytes()[16:24]) == (size, size)
    svg = data_home / "icons" / "hicolor" / "scalable" / "apps" / "tabletop-cities.svg"
    assert svg.read_bytes() == icon.ICON_SVG.read_bytes()
    mime = ET.parse(data_home / "mime" / "packages" / "tabletop-cities.xml").getroot()
    kind = mime.find("m:mime-type", NS)
    assert kind is not None and kind.get("type") == launcher.MIME_TYPE
    assert kind.find("m:sub-class-of", NS).get("type") == "application/json"


def test_the_magic_matches_a_real_save_and_not_other_json(tmp_path):
    match = Match.start("citadels", [Seat("A", "human"), Seat("B", "easy")], None, 5)
    head = saves.save(match, tmp_path / "game.json").read_bytes()
    mime = ET.fromstring(launcher.MIME_XML)
    rules = [(m.get("offset"), m.get("value").encode()) for m in mime.iter(f"{{{NS['m']}}}match")]

    def matches(data: bytes) -> bool:
        for offset, value in rules:
            start, _, end = offset.partition(":")
            if value in data[int(start):int(end or start) + len(value)]:
                return True
        return False

    assert matches(head)
    assert not matches(b'{"format": "something-else", "game": "citadels"}')
    assert mime.find("m:mime-type/m:glob", NS).get("pattern") == "*.json"  # saves keep .json
    assert saves.slot_path("x").suffix == ".json"


def test_uninstall_removes_everything_it_wrote(data_home, no_tools, capsys):
    assert main(["--install-launcher"]) == 0
    assert main(["--uninstall-launcher"]) == 0
    assert "Removed 7 files" in capsys.readouterr().out
    assert not [p for p in data_home.rglob("*") if p.is_file()]
    assert main(["--uninstall-launcher"]) == 0
    assert "Nothing to remove" in capsys.readouterr().out


def test_refresh_runs_the_tools_it_finds_and_survives_a_failing_one(data_home, monkeypatch,
                                                                   capsys):
    calls = []

    def run(command, **kwargs):
        calls.append(Path(command[0]).name)
        if calls[-1] == "update-mime-database":
            raise launcher.subprocess.CalledProcessError(1, command)

    monkeypatch.setattr(launcher.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(launcher.subprocess, "run", run)
    launcher.install()
    assert calls == ["update-desktop-database", "update-mime-database", "gtk-update-icon-cache"]
    assert "update-mime-database did not finish" in capsys.readouterr().err


def test_exec_quoting_follows_the_desktop_entry_spec():
    assert launcher.exec_quote("/opt/tc/tabletop-cities") == "/opt/tc/tabletop-cities"
    assert launcher.exec_quote("/home/a b/play") == '"/home/a b/play"'
    assert launcher.exec_quote('/x/"$`') == '"/x/\\\\"\\\\$\\\\`"'
    assert launcher.exec_quote("/50%/play") == "/50%%/play"


def test_launch_command_from_a_source_tree_is_play():
    assert launcher.launch_command() == [str(launcher.ROOT / "play")]


def test_a_bare_load_opens_nothing(capsys):
    """A launcher started without a file runs `... --load` (the %f is dropped)."""
    assert main(["--load", "--version"]) == 0
    assert re.fullmatch(r"Tabletop Cities \S+\n", capsys.readouterr().out)


def test_ico_and_icns_hold_pngs():
    ico = icon.ico_bytes((16, 256))
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, 2)
    side, _, _, _, _, _, size, offset = struct.unpack("<BBBBHHII", ico[22:38])
    assert side == 0 and ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n"
    assert offset + size == len(ico)
    icns = icon.icns_bytes((32,))
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert icns[8:12] == b"icp5" and icns[16:24] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.skipif(not (shutil.which("update-mime-database") and shutil.which("gio")),
                    reason="needs shared-mime-info and gio, as on a Linux desktop")
def test_the_desktop_tells_a_save_from_other_json_by_its_content(data_home, tmp_path):
    launcher.install()  # runs update-mime-database
    match = Match.start("citadels", [Seat("A", "human"), Seat("B", "easy")], None, 5)
    save = saves.save(match, tmp_path / "a game.json")
    other = tmp_path / "other.json"
    other.write_text('{"format": "something-else"}', encoding="utf-8")

    def content_type(path: Path) -> str:
        result = subprocess.run(["gio", "info", "-a", "standard::content-type", str(path)],
                                capture_output=True, text=True, check=True,
                                env=dict(os.environ, XDG_DATA_HOME=str(data_home)))
        return result.stdout.strip().rsplit(" ", 1)[-1]

    assert content_type(save) == launcher.MIME_TYPE
    assert content_type(other) == "application/json"


def test_the_menu_entry_names_every_game_in_english_and_chinese():
    from rules.core import registry

    lines = launcher.desktop_entry(["/opt/tc/play"]).splitlines()
    keys = dict(line.split("=", 1) for line in lines if "=" in line)
    assert keys["Name[zh_TW]"] == "桌上城市" and keys["Comment[zh_TW]"]
    for rules in registry.all_games():
        assert rules.title in keys["Keywords"].split(";")
    chinese = keys["Keywords[zh_TW]"].split(";")
    assert len([w for w in chinese if w]) == len(registry.all_games()) + 1
    assert all(not w.isascii() for w in chinese if w)  # every title translated
