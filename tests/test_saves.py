"""Save files: round trips at any decision, migrations, crash safety and every kind of bad
file, each refused with its own message and left exactly as it was."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import saves
from rules.core import Rng, Seat, registry
from rules.core.match import Match
from rules.core.message import english
from saves.paths import autosave_dir, data_dir

DATA = Path(__file__).parent / "data"


def random_match(game_id: str = "citadels", players: int = 4, moves: int = 80,
                 seed: int = 1, options: dict | None = None) -> Match:
    rules = registry.get(game_id)
    kinds = ["human", "normal", "easy", "random", "hard", "human", "normal"]
    match = Match.start(game_id, [Seat(f"P{i}", kinds[i]) for i in range(players)],
                        rules.make_options(options or {}), seed)
    rng = Rng(seed)
    for _ in range(moves):
        if match.over:
            break
        seat = rules.to_act(match.state)[0]
        legal = rules.legal_actions(match.state, seat)
        match.play(seat, legal[rng.below(len(legal))])
    return match


def snapshot_files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file()}


@pytest.mark.parametrize("game", [g.game_id for g in registry.all_games()])
def test_every_decision_saves_and_loads_to_the_identical_state(game, tmp_path):
    rules = registry.get(game)
    for players in range(rules.min_players, rules.max_players + 1):
        match = random_match(game, players, moves=0, seed=players)
        rng = Rng(players)
        while not match.over:
            path = saves.save(match, tmp_path / "g.json")
            loaded = saves.load(path)
            assert loaded.state.to_json() == match.state.to_json()
            assert loaded.moves == match.moves and loaded.seats == match.seats
            for _ in range(1 + rng.below(25)):
                if match.over:
                    break
                seat = rules.to_act(match.state)[0]
                legal = rules.legal_actions(match.state, seat)
                match.play(seat, legal[rng.below(len(legal))])
        assert saves.load(saves.save(match, tmp_path / "g.json")).state.to_json() == \
            match.state.to_json()


def test_a_dark_city_game_saves_its_cast_and_districts_and_reloads_identically(tmp_path):
    """The random cast and the unseen removed districts come back from the seed and options."""
    dark = {f"rank_{rank}": "random" for rank in range(1, 10)}
    dark.update({f"district_{key}": True for key in ("museum", "armory", "quarry", "park",
                                                     "hospital", "ball_room")})
    match = random_match(players=5, moves=150, seed=11, options=dark)
    loaded = saves.load(saves.save(match, tmp_path / "dark.json"))
    assert loaded.state.to_json() == match.state.to_json()
    assert loaded.state.cast == match.state.cast and len(loaded.state.removed) == 6
    assert loaded.state.options == match.options


def test_a_save_reloads_identically_in_a_new_process(tmp_path):
    match = random_match(moves=150, seed=3)
    path = saves.save(match, tmp_path / "game.json")
    code = (f"import json,saves; g=saves.load({str(path)!r}); "
            "print(json.dumps(g.state.to_json(), sort_keys=True))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert json.loads(out) == match.state.to_json()


def test_a_format_1_file_still_loads():
    loaded = saves.load(DATA / "citadels-format1.json")
    assert [s.name for s in loaded.seats] == ["Ann", "Ben", "Cai", "Dee"]
    assert loaded.seats[1].kind == "normal" and len(loaded.moves) == 60
    assert loaded.created == "2026-11-01T10:00:00Z"
    assert english(loaded.match.rules.progress(loaded.state)) == "Round 4"


def test_a_loaded_format_1_game_saves_in_the_current_format(tmp_path):
    loaded = saves.load(DATA / "citadels-format1.json")
    path = saves.save(loaded.match, tmp_path / "upgraded.json", loaded.created)
    data = json.loads(path.read_text())
    assert data["format_version"] == 3 and data["created"] == "2026-11-01T10:00:00Z"
    assert saves.load(path).moves == loaded.moves


def test_hints_used_are_kept_and_an_older_save_counts_none(tmp_path):
    match = random_match(moves=40)
    match.hints_used = 4
    path = saves.save(match, tmp_path / "hints.json")
    assert saves.load(path).match.hints_used == 4
    data = json.loads(path.read_text())
    del data["hints_used"]
    data["format_version"] = 2  # written before the Hint button
    path.write_text(json.dumps(data))
    assert saves.load(path).match.hints_used == 0
    assert saves.load(DATA / "citadels-format1.json").match.hints_used == 0


def test_save_file_holds_what_the_load_screen_needs(tmp_path):
    match = random_match(moves=40)
    data = json.loads(saves.save(match, tmp_path / "s.json").read_text())
    assert data["format"] == "tabletop-cities-save" and data["game"] == "citadels"
    assert data["seats"][1] == {"name": "P1", "kind": "normal"}
    assert data["summary"]["text"].startswith("Citadels · Round ")
    assert data["summary"]["players"][1] == "P1 (normal bot)"
    assert len(data["moves"]) == 40 and isinstance(data["seed"], int)


def test_autosave_continue_and_list(data_home):
    first = random_match(moves=10, seed=1)
    second = random_match(moves=20, seed=2)
    older = saves.autosave(first, "2026-11-21T10:00:00Z")
    os.utime(older, (1_700_000_000, 1_700_000_000))  # written earlier, whatever the clock's grain
    path = saves.autosave(second, "2026-11-21T11:00:00Z")
    assert saves.newest_autosave() == path
    second.play(*_any_move(second))
    assert saves.autosave(second, "2026-11-21T11:00:00Z") == path  # one file per match
    assert len(list(autosave_dir().glob("*.json"))) == 2
    saves.save_slot(first, "Before the Warlord")
    names = {info.name for info in saves.list_saves()}
    assert "Before the Warlord" in names and len(names) == 3
    assert all(data_home in p.parents for p in (path, saves.slot_path("x")))


def test_the_load_screen_lists_a_slot_by_the_name_typed_for_it():
    path = saves.save_slot(random_match(moves=5), "Friday: Citadels/2")
    assert path.stem == "Friday_ Citadels_2"  # what a file name may hold
    info, = [i for i in saves.list_saves() if i.path == path]
    assert info.name == "Friday: Citadels/2"
    assert saves.load(path).moves  # the name is only shown: the save loads as before


def test_old_autosaves_are_pruned():
    for i in range(saves.store.AUTOSAVES_KEPT + 3):
        saves.autosave(random_match(moves=1, seed=i), f"2026-11-21T10:00:{i:02d}Z")
    assert len(list(autosave_dir().glob("*.json"))) == saves.store.AUTOSAVES_KEPT


def test_list_saves_shows_a_damaged_file_with_its_reason():
    saves.save_slot(random_match(moves=5), "good")
    bad = saves.slot_path("bad")
    bad.write_bytes(b"")
    infos = {i.name: i for i in saves.list_saves()}
    assert infos["good"].error is None
    assert english(infos["bad"].error) == "The save file is empty."


def test_delete_removes_only_our_files(tmp_path):
    path = saves.save_slot(random_match(moves=5), "old")
    saves.delete(path)
    assert not path.exists()
    outside = tmp_path / "elsewhere.json"
    outside.write_text("{}")
    with pytest.raises(saves.SaveError):
        saves.delete(outside)
    assert outside.exists()


def _any_move(match: Match):
    seat = match.rules.to_act(match.state)[0]
    return seat, match.rules.legal_actions(match.state, seat)[0]


# ----- bad files -------------------------------------------------------------------------
def good_save(tmp_path: Path) -> dict:
    return json.loads(saves.save(random_match(moves=30), tmp_path / "base.json").read_text())


def edited(data: dict, **changes) -> bytes:
    data = json.loads(json.dumps(data))
    for key, value in changes.items():
        data[key] = value
    return json.dumps(data).encode()


def bad_files(tmp_path: Path) -> dict[str, tuple[bytes, str]]:
    base = good_save(tmp_path)
    text = json.dumps(base).encode()
    moves = base["moves"]
    replaced = [moves[0], [moves[1][0], ["build", 999]], *moves[2:]]
    snapshot = dict(base["snapshot"], version=base["snapshot"]["version"] + 1)
    return {
        "empty": (b"", "The save file is empty."),
        "truncated": (text[: len(text) // 2], "it ends too early"),
        "random bytes": (bytes(range(256)) * 4, "it is not text"),
        "not json": (b"{'format': 1}", "it is not valid JSON (line 1, column 2)"),
        "wrong shape": (b"[1, 2, 3]", "This file is not a Tabletop Cities save."),
        "other json": (b'{"name": "x"}', "This file is not a Tabletop Cities save."),
        "wrong type": (edited(base, seed="twelve"), "'seed' should be a whole number"),
        "missing field": (edited(base, moves=None), "'moves' should be a list of moves"),
        "future version": (edited(base, format_version=7),
                           "This save was made by a newer version of Tabletop Cities "
                           "(format 7); this version reads up to format 3."),
        "negative hints": (edited(base, hints_used=-1), "it counts -1 hints used"),
        "unknown game": (edited(base, game="chess"),
                         "This save is for a game this version does not know: 'chess'."),
        "bad options": (edited(base, options={"three_players": "house"}),
                        "This save's options are not valid for Citadels: option "
                        "three_players is one of rulebook, official"),
        "bad seat": (edited(base, seats=[{"name": "A", "kind": "wizard"}] * 4),
                     "a player should have a name and be one of human"),
        "too many players": (edited(base, seats=[{"name": "A", "kind": "human"}] * 9),
                             "This save has 9 players; Citadels is for 2 to 7."),
        "bad move": (edited(base, moves=[[0, "gold"]]), "move 1 is not a valid move"),
        "illegal move": (edited(base, moves=replaced),
                         "This save's move 2 (build) is not legal:"),
        "wrong snapshot": (edited(base, snapshot=snapshot),
                           "This save's moves do not lead to its saved position"),
        "broken snapshot": (edited(base, snapshot={"deck": []}),
                            "its saved position is invalid"),
    }


@pytest.mark.parametrize("case", [
    "empty", "truncated", "random bytes", "not json", "wrong shape", "other json",
    "wrong type", "missing field", "future version", "unknown game", "bad options",
    "bad seat", "too many players", "bad move", "illegal move", "wrong snapshot",
    "broken snapshot"])
def test_bad_file_gives_its_own_message_and_changes_nothing(case, tmp_path, data_home):
    content, message = bad_files(tmp_path)[case]
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    saves.save_slot(random_match(moves=3), "unrelated")  # something else on disk
    before_file = path.read_bytes()
    before_disk = snapshot_files(tmp_path)
    with pytest.raises(saves.SaveError) as err:
        saves.load(path)
    assert message in err.value.message
    assert path.read_bytes() == before_file
    assert snapshot_files(tmp_path) == before_disk


def test_each_bad_file_message_is_distinct(tmp_path):
    messages = []
    for content, _ in bad_files(tmp_path).values():
        path = tmp_path / "bad.json"
        path.write_bytes(content)
        with pytest.raises(saves.SaveError) as err:
            saves.load(path)
        messages.append(err.value.message)
    # only "wrong shape" and "other json" share a message: both are simply not our files
    assert len(set(messages)) == len(messages) - 1


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(saves.SaveError, match="There is no save file at"):
        saves.load(tmp_path / "nothing.json")
    with pytest.raises(saves.SaveError, match="is a folder"):
        saves.load(tmp_path)


# ----- crash safety ----------------------------------------------------------------------
WRITER = """
import sys, saves
from rules.core import Rng, Seat
from rules.core.match import Match
from rules.core.message import english
path = sys.argv[1]
matches = []
for seed in (1, 2):
    m = Match.start("citadels", [Seat("A"), Seat("B"), Seat("C")], None, seed)
    rng = Rng(seed)
    for _ in range(300):
        if m.over:
            break
        seat = m.rules.to_act(m.state)[0]
        legal = m.rules.legal_actions(m.state, seat)
        m.play(seat, legal[rng.below(len(legal))])
    matches.append(m)
saves.save(matches[0], path)
print("saved", flush=True)  # from here on a complete file is there, whatever the speed
i = 1
while True:
    saves.save(matches[i % 2], path)
    i += 1
"""


def test_killing_a_writer_mid_save_never_leaves_a_broken_file(tmp_path):
    path = tmp_path / "crash.json"
    env = dict(os.environ)
    for attempt in range(12):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], env=env,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "saved"
        time.sleep(0.037 * attempt)  # kill at different points of the writes that follow
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        loaded = saves.load(path)  # a complete old or new file, never a torn one
        assert loaded.match.seed in (1, 2)
        assert not [p for p in data_dir().rglob("*") if p.is_file()]  # nothing elsewhere


def test_the_load_screen_summary_keeps_the_progress_as_a_message():
    match = random_match(moves=5)
    path = saves.save_slot(match, "messages")
    info = next(i for i in saves.list_saves() if i.name == "messages")
    title, progress, scores = info.parts()
    assert title == match.rules.title
    assert english(progress) == english(match.rules.progress(match.state))
    assert scores.startswith(match.seats[0].name)
    data = json.loads(path.read_text())
    data["summary"]["progress_message"] = {"id": "Round {n}", "params": {"x": 1}}  # edited
    path.write_text(json.dumps(data))
    broken = next(i for i in saves.list_saves() if i.name == "messages")
    assert broken.error is None and broken.parts() is None and broken.text
