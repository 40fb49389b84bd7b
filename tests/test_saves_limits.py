"""Save files that used to crash or hang the app (issue #28): huge numbers, deep nesting,
malformed moves, broken text in names, pipes, endless devices, oversized files, and the
temporary files a killed save leaves behind. Each is refused with a SaveError the player can
read, or listed as damaged; nothing raises anything else and nothing waits."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from test_saves import random_match

import saves
from rules.core.message import english
from rules.core.names import MAX_NAME, clean_name, name_problem
from saves import reading
from saves.paths import autosave_dir, saves_dir
from saves.reading import MAX_BYTES, read_bounded


def _base(tmp_path: Path) -> dict:
    return json.loads(saves.save(random_match(moves=40), tmp_path / "base.json").read_text())


def _load_refused(path: Path) -> str:
    before = path.read_bytes() if path.is_file() else None
    with pytest.raises(saves.SaveError) as err:
        saves.load(path)
    if before is not None:
        assert path.read_bytes() == before
    return err.value.message


def test_a_number_of_5000_digits_is_refused(tmp_path):
    text = json.dumps(_base(tmp_path)).replace('"seed": 1', '"seed": ' + "7" * 5000)
    path = tmp_path / "digits.json"
    path.write_text(text)
    assert "a number far too long" in _load_refused(path)


def test_nesting_a_thousand_levels_deep_is_refused(tmp_path):
    data = _base(tmp_path)
    path = tmp_path / "deep.json"
    path.write_text(json.dumps(data)[:-1] + ', "x": ' + "[" * 1000 + "]" * 1000 + "}")
    assert "nested far too deeply" in _load_refused(path)
    data["options"] = {"short_game": json.loads("[" * 100 + "]" * 100)}
    path.write_text(json.dumps(data))  # deep enough to be suspicious, not to crash the parser
    assert "nested far too deeply" in _load_refused(path)


def test_infinite_and_not_a_number_values_are_refused(tmp_path):
    data = json.dumps(_base(tmp_path))
    path = tmp_path / "nan.json"
    path.write_text(data.replace('"seed": 1', '"seed": NaN'))
    assert "not a number" in _load_refused(path)
    path.write_text(data.replace('"seed": 1', '"seed": 1e999'))
    assert "far too large" in _load_refused(path)


@pytest.mark.parametrize("args", [[], [0, 0], [0, 0, 0, 0], [999], [-1, 5], [True]])
def test_a_move_with_the_wrong_arguments_is_refused(tmp_path, args):
    data = _base(tmp_path)
    index = next(i for i, (_, action) in enumerate(data["moves"]) if len(action) == 2)
    seat, action = data["moves"][index]
    data["moves"][index] = [seat, [action[0], *args]]
    path = tmp_path / "arity.json"
    path.write_text(json.dumps(data))
    message = _load_refused(path)
    assert f"move {index + 1}" in message


def test_a_dark_city_move_with_an_id_out_of_range_is_refused(tmp_path):
    """The Wizard's conjure of a card that does not exist used to raise IndexError."""
    options = {"rank_3": "wizard", "rank_9": "artist", "district_armory": True}
    for seed in range(1, 40):
        match = random_match(players=7, moves=400, seed=seed, options=options)
        found = [i for i, m in enumerate(match.moves) if m.action.kind in ("take", "conjure")]
        if found:
            break
    else:
        pytest.skip("no Wizard decision in the sampled games")
    data = json.loads(saves.save(match, tmp_path / "w.json").read_text())
    data["moves"][found[0]][1] = ["conjure", 999]
    path = tmp_path / "conjure.json"
    path.write_text(json.dumps(data))
    assert f"move {found[0] + 1} (conjure) is not legal" in _load_refused(path)


def test_a_lone_surrogate_in_a_name_is_refused(tmp_path):
    data = _base(tmp_path)
    path = tmp_path / "surrogate.json"
    path.write_text(json.dumps(data).replace('"name": "P1"', '"name": "\\ud800"'))
    assert "broken text" in _load_refused(path)


@pytest.mark.parametrize(("name", "problem"), [
    ("", "blank"), ("   ", "blank"), ("x" * (MAX_NAME + 1), "at most"),
    ("tab\there", "printable"), ("bell\x07", "printable")])
def test_names_must_be_valid_text_of_sensible_length(tmp_path, name, problem):
    data = _base(tmp_path)
    data["seats"][0]["name"] = name
    path = tmp_path / "name.json"
    path.write_text(json.dumps(data))
    assert problem in _load_refused(path)
    assert problem in english(name_problem(name))


def test_the_new_game_screen_cleans_a_typed_name():
    assert clean_name("  Mia\x00 \ud800 ", "Player") == "Mia"
    assert clean_name("\ud800\x07", "Ada") == "Ada"
    assert len(clean_name("y" * 100, "Ada")) == MAX_NAME
    assert name_problem(clean_name("Zoë 🙂", "Ada")) is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_without_waiting(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert "not an ordinary file" in _load_refused(fifo)  # would block forever if opened


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_link_to_an_endless_device_is_refused(tmp_path):
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    assert "not an ordinary file" in _load_refused(link)


def test_a_huge_file_is_refused_by_its_size_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    with path.open("wb") as handle:  # 50 MB, sparse: refused from its size alone
        handle.truncate(50 * 1024 * 1024)
    reads = []

    class CountingOs:  # the os module as saves.reading sees it, with its reads counted
        def __getattr__(self, name):
            return getattr(os, name)

        def read(self, fd, n):
            reads.append(n)
            return os.read(fd, n)

    monkeypatch.setattr(reading, "os", CountingOs())
    assert "too large to be a save" in _load_refused(path)
    assert reads == []  # not a byte read (reading it whole used to take 20 s)


def test_the_read_stops_at_the_limit(tmp_path):
    path = tmp_path / "limit.json"
    path.write_bytes(b" " * 2000)
    assert read_bounded(path, limit=2000) == b" " * 2000
    with pytest.raises(saves.SaveError, match="too large"):
        read_bounded(path, limit=1999)
    assert MAX_BYTES >= 5 * 1024 * 1024


def test_list_saves_never_raises_and_lists_every_broken_file(tmp_path):
    good = saves.save_slot(random_match(moves=5), "good")
    folder = saves_dir()
    data = json.loads(good.read_text())
    (folder / "digits.json").write_text(json.dumps(data).replace('"seed": 1', '"seed": '
                                                                 + "9" * 5000))
    (folder / "deep.json").write_text("[" * 5000 + "]" * 5000)
    (folder / "folder.json").mkdir()
    (folder / "zero.json").symlink_to("/dev/zero")
    (folder / "surrogate.json").write_text(json.dumps(data).replace('"P0', '"\\udfff'))
    summary = dict(data, summary={"text": "x" * 5000}, slot_name="long")
    (folder / "long.json").write_text(json.dumps(summary))
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.json")
    infos = {info.name: info for info in saves.list_saves()}
    assert infos["good"].error is None
    for name in ("digits", "deep", "folder", "zero", "surrogate"):
        assert infos[name].error, name
    assert len(infos["long"].text) <= 300
    if hasattr(os, "mkfifo"):
        assert "not an ordinary file" in english(infos["pipe"].error)
    for name in ("digits", "deep", "surrogate", "zero", "pipe", "folder"):
        if name in infos:
            saves.delete(infos[name].path)  # the load screen's Delete works on damaged files
            assert not infos[name].path.exists() and not infos[name].path.is_symlink()
    assert Path("/dev/zero").exists()


def _old(path: Path, seconds: float = 3600) -> None:
    stamp = time.time() - seconds
    os.utime(path, (stamp, stamp))


def test_temporary_files_of_killed_saves_are_cleaned_at_start_and_never_listed():
    slot = saves.save_slot(random_match(moves=5), "kept")
    auto = saves.autosave(random_match(moves=3), "2026-11-23T08:00:00Z")
    leftovers = [slot.parent / f".{slot.name}.abcd1234.tmp",
                 auto.parent / f".{auto.name}.x_9yz012.tmp"]
    recent = slot.parent / f".{slot.name}.recent00.tmp"  # another copy of the app is saving
    foreign = [slot.parent / "notes.tmp", slot.parent / ".hidden.json",
               slot.parent / f".{slot.name}.toolongname.tmp"]
    for path in leftovers + foreign + [recent]:
        path.write_bytes(b'{"format": "tabletop-cities-save"')
        if path is not recent:
            _old(path)
    listed = {i.path for i in saves.list_saves()}
    assert {slot, auto} <= listed and not listed & set(leftovers + [recent])
    removed = saves.clean_temporaries()
    assert sorted(removed) == sorted(leftovers)
    assert all(p.exists() for p in foreign + [recent, slot, auto])
    assert saves.load(slot).match.seed == 1
    assert autosave_dir().is_dir()


def test_a_long_seed_or_date_cannot_break_the_autosave(tmp_path):
    match = random_match(moves=5, seed=10 ** 300)  # a seed typed on the new-game screen
    path = saves.autosave(match, "2026-11-23T08:00:00Z")
    assert len(path.name) < 80 and saves.load(path).match.seed == 10 ** 300
    data = json.loads(path.read_text())
    data["created"] = "1" * 5000
    bad = tmp_path / "date.json"
    bad.write_text(json.dumps(data))
    assert "'created' should be a date" in _load_refused(bad)


def test_an_unexpected_error_while_loading_is_still_a_save_error(tmp_path, monkeypatch):
    """The last resort: a rules bug met while replaying a file is refused, not a crash."""
    path = saves.save(random_match(moves=10), tmp_path / "ok.json")

    def broken(data):
        raise AttributeError("a bug")

    monkeypatch.setattr(saves.store.fmt, "decode", broken)
    assert "(AttributeError)" in _load_refused(path)


@pytest.mark.parametrize("kind", ["digits", "deep", "pipe"])
def test_a_broken_record_file_is_reported_not_a_crash_or_a_hang(kind):
    from rules.core.contract import SoloResult
    from saves import records

    path = records.records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("named pipes are POSIX")
        os.mkfifo(path)
    else:
        path.write_text('{"format": "tabletop-cities-records", "version": 1, "solo": '
                        + ("1" * 5000 if kind == "digits" else "[" * 3000 + "]" * 3000) + "}")
    result = records.record_solo("national_economy", 1, "c", SoloResult(50, False))
    assert not result.added and "left as it is" in english(result.error)
    with pytest.raises(records.RecordError):
        records.read_solo("national_economy")
