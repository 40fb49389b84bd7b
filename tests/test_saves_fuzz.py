"""Fuzzed saves (issue #28): a generator makes hundreds of broken variants of real saves of
every game (nothing is committed but the generator), and every one is refused with a
`SaveError` the player can read, the file left unchanged, and the app opened with `--load`
on it stays up on the title screen showing the reason.

The variants: truncations, byte flips, deleted and renamed keys, values of the wrong type,
huge numbers, deep nesting, foreign JSON, illegal and malformed moves, wrong encodings, and
(once per game) a named pipe, a folder, an unreadable path, a link to an endless device and a
file over the size limit. A mutation can land on something loading does not depend on (a
byte of the summary text, the `created` date): such a file must then load the very same
game, and at least 200 variants of each game must be refused.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from desktop_support import running_app
from test_saves import random_match

import saves
from desktop.app import main
from desktop.scenes.title import TitleScene
from rules.core import Rng
from saves.reading import MAX_BYTES

GAMES = {
    "citadels": dict(game_id="citadels", players=5, moves=90, seed=3),
    "citadels-dark": dict(game_id="citadels", players=7, moves=160, seed=4, options={
        "rank_1": "witch", "rank_3": "wizard", "rank_8": "diplomat", "rank_9": "artist",
        "district_armory": True, "district_museum": True}),
    "ginkgopolis": dict(game_id="ginkgopolis", players=3, moves=40, seed=5),
    "national_economy": dict(game_id="national_economy", players=3, moves=60, seed=6),
}
VARIANTS_PER_GAME = 230
REFUSED_AT_LEAST = 200


# ----- the generator ---------------------------------------------------------------------
def _paths(value, path=()) -> Iterator[tuple]:
    """Every (path) to a value inside the JSON document."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*path, index))


def _set(data, path, value):
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value


def _get(data, path):
    for key in path:
        data = data[key]
    return data


WRONG_VALUES = ["text", "", True, False, None, 1.5, -1, 0, 2 ** 62, 10 ** 40, [], {}, [1, 2],
                {"a": 1}, [[[]]], "\u00e9\u4e2d", ["gold"], 7]


def _json(data) -> bytes:
    return json.dumps(data).encode()


def variants(raw: bytes, rng: Rng) -> Iterator[tuple[str, bytes]]:
    """(what was done, the broken bytes), VARIANTS_PER_GAME of them."""
    base = json.loads(raw)
    paths = [p for p in _paths(base) if p]
    top = list(base)
    makers = []

    def copy():
        return json.loads(raw)

    def truncate():
        cut = rng.below(len(raw))
        return f"truncated at {cut}", raw[:cut]

    def flip():
        data = bytearray(raw)
        for _ in range(1 + rng.below(4)):
            data[rng.below(len(data))] ^= 1 + rng.below(255)
        return "byte flips", bytes(data)

    def delete_key():
        data = copy()
        dicts = [p for p in paths if isinstance(_get(base, p[:-1]), dict)]
        path = dicts[rng.below(len(dicts))] if rng.below(3) else (top[rng.below(len(top))],)
        del _get(data, path[:-1])[path[-1]]
        return f"deleted {path}", _json(data)

    def rename_key():
        data = copy()
        key = top[rng.below(len(top))]
        data[key + "_old"] = data.pop(key)
        return f"renamed {key}", _json(data)

    def wrong_type():
        data = copy()
        path = paths[rng.below(len(paths))] if rng.below(2) else (top[rng.below(len(top))],)
        value = WRONG_VALUES[rng.below(len(WRONG_VALUES))]
        _set(data, path, value)
        return f"{path} = {value!r}", _json(data)

    def huge_number():
        text = raw.decode()
        digits = "9" * (4301 + rng.below(3000))
        return "huge number", text.replace('"seed": ', '"seed": ' + digits, 1).encode()

    def deep():
        depth = 200 + rng.below(3000)
        data = copy()
        _set(data, paths[rng.below(len(paths))], "@")
        text = json.dumps(data).replace('"@"', "[" * depth + "]" * depth, 1)
        return f"nested {depth} deep", text.encode()

    def foreign():
        options = [b"[]", b"null", b"42", b'"tabletop-cities-save"', b'{"format": "other"}',
                   b'{"format": "tabletop-cities-save"}', _json({"game": base["game"]}),
                   _json({"format": "tabletop-cities-save", "format_version": "2"}),
                   b'{"a": [1, 2, {"b": null}]}', b"\xef\xbb\xbf" + raw]
        return "foreign JSON", options[rng.below(len(options))]

    def illegal_move():
        data = copy()
        moves = data["moves"]
        i = rng.below(len(moves))
        seat, action = moves[i]
        choice = rng.below(5)
        if choice == 0:
            moves[i] = [seat, [action[0], *[rng.below(200) - 20 for _ in action[1:] or [0]]]]
        elif choice == 1:
            moves[i] = [(seat + 1 + rng.below(3)) % len(data["seats"]), action]
        elif choice == 2:
            moves.insert(i, moves[i])
        elif choice == 3:
            del moves[i]
        else:
            moves[i] = [seat, ["gold" if action[0] != "gold" else "end"]]
        return f"illegal move {i} ({choice})", _json(data)

    def malformed_move():
        data = copy()
        moves = data["moves"]
        i = rng.below(len(moves))
        seat, action = moves[i]
        shapes = [[seat, [action[0], *action[1:], 0]], [seat, [action[0]]],
                  [seat, [action[0], True]], [seat, [action[0], "1"]], [seat, [action[0], 1.0]],
                  [seat, [action[0], [1]]], [seat, []], [seat, [7]], [-1, action], [seat],
                  [True, action], [seat, action, 0], "move", None, [seat, {"kind": "x"}],
                  [seat, [action[0], 10 ** 30]], [seat, [action[0], -(10 ** 30)]]]
        moves[i] = shapes[rng.below(len(shapes))]
        return f"malformed move {i}", _json(data)

    def encoding():
        text = raw.decode().replace('"P0"', '"P\u00e9\u00f6"')
        options = [text.encode("utf-16"), text.encode("utf-32"), text.encode("latin-1"),
                   text.encode("utf-16-le"), raw.replace(b'"P1"', b'"P\\ud800"'),
                   raw.replace(b'"P1"', b'"\\udfffP"'), raw.replace(b'"P1"', b'"P\xff\xfe"'),
                   raw.replace(b'"P1"', b'"P\x00"'), raw.replace(b'"P1"', b'"P\\u0000"'),
                   raw.replace(b'"P1"', b'"' + b"x" * 200 + b'"')]
        return "encoding", options[rng.below(len(options))]

    makers = [truncate, flip, flip, delete_key, rename_key, wrong_type, wrong_type,
              huge_number, deep, foreign, illegal_move, illegal_move, malformed_move,
              malformed_move, encoding]
    for i in range(VARIANTS_PER_GAME):
        yield makers[i % len(makers)]()


def special_files(folder: Path, raw: bytes) -> Iterator[tuple[str, Path]]:
    """Paths that are not ordinary save files at all."""
    folder.mkdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.json")
        yield "named pipe", folder / "pipe.json"
    (folder / "folder.json").mkdir()
    yield "folder", folder / "folder.json"
    (folder / "file.json").write_bytes(raw)
    yield "path through a file", folder / "file.json" / "save.json"
    locked = folder / "locked.json"
    locked.write_bytes(raw[: len(raw) // 3])  # unreadable, and broken for root, who reads all
    locked.chmod(0)
    yield "unreadable", locked
    if Path("/dev/zero").exists():
        (folder / "zero.json").symlink_to("/dev/zero")
        yield "link to /dev/zero", folder / "zero.json"
    big = folder / "big.json"
    big.write_bytes(raw[:-1] + b', "pad": "' + b"x" * MAX_BYTES + b'"}')
    yield "over the size limit", big


# ----- the test ----------------------------------------------------------------------------
def _files(root: Path) -> dict[str, bytes]:
    found = {}
    for p in sorted(root.rglob("*")):
        if p.is_file() and not p.is_symlink() and os.access(p, os.R_OK):
            found[str(p.relative_to(root))] = p.read_bytes()
    return found


@pytest.mark.parametrize("name", list(GAMES))
def test_broken_variants_of_real_saves_are_refused_and_the_app_stays_up(name, tmp_path):
    original = random_match(**GAMES[name])
    good = saves.save(original, tmp_path / "good.json")
    raw = good.read_bytes()
    expected = original.state.to_json()
    rng = Rng(sum(map(ord, name)))
    refused, kinds = 0, set()
    work = tmp_path / "variants"
    work.mkdir()
    cases = [(what, content) for what, content in variants(raw, rng)]
    with running_app(autosave=False) as app:
        for index, (what, content) in enumerate(cases):
            path = work / f"v{index}.json"
            path.write_bytes(content)
            refused += _one(app, path, what, expected, original.game_id)
            kinds.add(what.split(" ")[0])
        for what, path in special_files(tmp_path / "special", raw):
            before = _files(tmp_path)
            assert _one(app, path, what, expected, original.game_id), f"{what} was loaded"
            assert _files(tmp_path) == before
            refused += 1
    assert refused >= REFUSED_AT_LEAST, f"only {refused} of {len(cases)} variants refused"
    assert good.read_bytes() == raw


def _one(app, path: Path, what: str, expected: dict, game_id: str) -> bool:
    """Load `path` with saves.load and in the app; True when it was refused."""
    before = path.read_bytes() if path.is_file() and os.access(path, os.R_OK) else None
    try:
        loaded = saves.load(path)
    except saves.SaveError as err:
        message = err.message
        assert isinstance(message, str) and message.strip() and "Traceback" not in message
        assert app.open_save(path) is False, f"{what}: the app loaded a refused file"
        assert isinstance(app.top(), TitleScene) and app.running
        assert app.top().toast.message == message  # the title shows the reason
        app.step(fps=0)  # the title draws the reason
        refused = True
    else:  # the mutation hit something loading does not use: the very same game
        assert loaded.state.to_json() == expected, (
            f"{what}: a changed file loaded a different game")
        refused = False
    if before is not None:
        assert path.read_bytes() == before, f"{what}: the file was changed"
    return refused


@pytest.mark.parametrize("what", ["digits", "deep", "surrogate", "pipe", "big", "arity"])
def test_the_app_started_with_load_on_a_broken_file_stays_up_and_says_why(
        what, tmp_path, capsys):
    raw = saves.save(random_match(moves=40), tmp_path / "good.json").read_bytes()
    data = json.loads(raw)
    path = tmp_path / f"{what}.json"
    if what == "digits":
        path.write_bytes(raw.replace(b'"seed": ', b'"seed": ' + b"1" * 5000, 1))
        reason = "a number far too long"
    elif what == "deep":
        path.write_bytes(raw[:-1] + b', "x": ' + b"[" * 1000 + b"]" * 1000 + b"}")
        reason = "nested far too deeply"
    elif what == "surrogate":
        path.write_bytes(raw.replace(b'"P1"', b'"\\ud800"'))
        reason = "broken text"
    elif what == "pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("named pipes are POSIX")
        os.mkfifo(path)
        reason = "not an ordinary file"
    elif what == "big":
        with path.open("wb") as handle:
            handle.truncate(50 * 1024 * 1024)
        reason = "too large to be a save"
    else:
        index = next(i for i, (_, a) in enumerate(data["moves"]) if len(a) == 2)
        data["moves"][index][1] = [data["moves"][index][1][0], 1, 2, 3]
        path.write_text(json.dumps(data))
        reason = f"move {index + 1}"
    shot = tmp_path / "title.png"
    assert main(["--load", str(path), "--frames", "3", "--screenshot", str(shot)]) == 0
    err = capsys.readouterr().err
    assert reason in err and "Traceback" not in err
    assert shot.stat().st_size > 0


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_real_app_process_given_a_named_pipe_starts_and_quits(tmp_path):
    """The whole program, as `./play --load` runs it: a pipe used to block it forever."""
    import subprocess
    import sys

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_DATA_HOME=str(tmp_path / "xdg"))
    done = subprocess.run([sys.executable, "-m", "desktop", "--load", str(fifo), "--frames",
                           "3"], cwd=Path(__file__).resolve().parent.parent, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "not an ordinary file" in done.stderr and "Traceback" not in done.stderr
