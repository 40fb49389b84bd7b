"""The load screen with broken files in the saves folder (issue #28): it opens, lists each
damaged file with its reason, and deletes one after the confirmation."""

from __future__ import annotations

import json
import os

from desktop_support import click
from test_saves import random_match

import saves
from desktop.scenes.load import LoadScene
from rules.core.message import english
from saves.paths import saves_dir


def test_damaged_files_are_listed_with_their_reason_and_can_be_deleted(app):
    good = saves.save_slot(random_match(moves=10), "good")
    folder = saves_dir()
    digits = folder / "digits.json"
    digits.write_text(good.read_text().replace('"seed": 1', '"seed": ' + "9" * 5000))
    (folder / "deep.json").write_text("[" * 3000 + "]" * 3000)
    name = json.loads(good.read_text())
    name["seats"][0]["name"] = "\ud800"
    (folder / "surrogate.json").write_text(json.dumps(name))
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.json")
    nul = json.loads(good.read_text())  # a loadable save whose summary pygame cannot draw
    nul["summary"]["text"] = "Citadels\u0000"
    nul["updated"] = "2026-11-23T\u0000"
    nul["slot_name"] = "nul\u0000"  # the name typed for it, without what cannot be drawn
    (folder / "nul.json").write_text(json.dumps(nul))
    app.push(LoadScene(app))
    app.step(fps=0)
    scene = app.top()
    rows = {info.name: (button, info) for button, info in scene.rows.items()}
    assert rows["good"][1].error is None and rows["good"][0].is_enabled
    assert rows["nul"][1].error is None and "\x00" not in rows["nul"][0].text
    for broken, reason in (("digits", "a number far too long"), ("deep", "nested far too"),
                           ("surrogate", "broken text"), ("pipe", "not an ordinary file")):
        if broken == "pipe" and not hasattr(os, "mkfifo"):
            continue
        button, info = rows[broken]
        assert reason in english(info.error) and not button.is_enabled
        assert "cannot be loaded" in button.text
    delete = next(b for b, info in scene.deletes.items() if info.name == "digits")
    click(app, delete.rect.center)
    assert scene.confirm is not None
    click(app, scene.confirm.confirm_button.rect.center, frames=4)
    assert not digits.exists() and good.exists()
    assert "digits" not in {info.name for info in scene.rows.values()}
    assert scene.toast.message == "Deleted."


def test_starting_the_app_removes_what_killed_saves_left_behind():
    import time

    from desktop.app import main

    slot = saves.save_slot(random_match(moves=5), "kept")
    leftover = slot.parent / f".{slot.name}.k1ll3d00.tmp"
    leftover.write_bytes(b'{"format": "tabletop-cities-save", "form')
    stamp = time.time() - 3600
    os.utime(leftover, (stamp, stamp))
    assert main(["--frames", "1"]) == 0
    assert not leftover.exists() and slot.exists()
