"""The desktop shell names no game: every game reaches the screen through its registration
(`desktop/games/<game_id>.py`), and scenes are pushed by name, never imported by each other."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from desktop import games, scenes
from rules.core import Action, Seat, registry

ROOT = Path(__file__).resolve().parent.parent
SHELL = [*sorted((ROOT / "desktop" / "scenes").glob("*.py")), ROOT / "desktop" / "app.py",
         ROOT / "desktop" / "controller.py", *sorted((ROOT / "saves").glob("*.py"))]


def _names_of_games() -> list[str]:
    """Each game's id and title (and its id in words), and the words of one game's special
    moment that once lived in the game scene."""
    found = ["Ball Room", "thanks"]
    for rules in registry.all_games():
        found += [rules.game_id, rules.game_id.replace("_", " "), rules.title]
    return found


def test_the_shell_names_no_game():
    pattern = re.compile("|".join(re.escape(n) for n in _names_of_games()), re.IGNORECASE)
    offenders = []
    for path in SHELL:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not offenders, "the shell names a game:\n" + "\n".join(offenders)


def test_scene_modules_do_not_import_each_other():
    for path in (ROOT / "desktop" / "scenes").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("desktop.scenes.") or \
                    node.module == "desktop.scenes.base", f"{path.name} imports {node.module}"
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("desktop.scenes.") for a in node.names)


def test_every_scene_name_makes_its_scene():
    for name, target in scenes.SCENES.items():
        module, _, cls = target.partition(":")
        assert cls, name
        __import__(module)


def test_every_registered_game_with_a_desk_is_on_the_title_and_new_game_screens():
    offered = {d.game_id for d in games.desks()}
    assert offered == {r.game_id for r in registry.all_games() if games.has_desk(r.game_id)}
    assert offered, "no game has a desktop registration"
    for d in games.desks():
        assert d.table() is not None
        assert 1 <= d.players
        assert d.rules.min_players <= d.players <= d.rules.max_players
        assert (ROOT / "sprites" / "svg" / d.sprites).is_dir() or d.sprites == ""


# caches of the last drawing
LAYOUT = {"hotspots", "places", "frame", "_jp", "_jp_text", "_faces", "_workers",
          "targets", "deciding", "_v", "_seat", "_picture", "picker", "place_rects",
          "anchors"}


def _presentation(table) -> dict:
    return {key: repr(value) for key, value in vars(table).items() if key not in LAYOUT}


def test_drawing_changes_nothing_but_the_layout():
    """draw, buttons, prompt and notes are pure; only sync (once per state version) fixes a
    selection."""
    import pygame

    pygame.font.init()
    surface = pygame.Surface((1600, 900))
    for d in games.desks():
        rules = d.rules
        seats = [Seat("Mia"), Seat("Ada", "random")]
        state = rules.new_game(seats, rules.make_options({}), 5)
        for _ in range(6):  # a few moves in, so that there is something to choose
            seat = rules.to_act(state)[0]
            if seat == 0:
                break
            rules.apply(state, seat, rules.legal_actions(state, seat)[0])
        table = d.table()
        viewer = 0
        view = rules.view(state, viewer)
        legal = rules.legal_actions(state, viewer)
        table.sync(view, viewer, legal)
        stale_moves = (Action("sell", (1,)),)  # gathered moves that are not legal here
        for name, stale in (("chosen", [1]), ("picked", (("hand", 0), ("tile", 1))),
                            ("gathered", stale_moves)):
            settable = not isinstance(getattr(type(table), name, None), property)
            if hasattr(table, name) and settable:  # a stale selection: only sync drops it
                setattr(table, name, stale)
        before = _presentation(table)
        for _ in range(2):
            table.draw(surface, view, viewer, legal, list(view.names), ["human", "random"])
            table.buttons(view, viewer, legal)
            table.prompt(view, viewer)
            table.notes(view)
        assert _presentation(table) == before, d.game_id
