"""The new-game screen remembers the last game's choices (game, player count, seats, options,
per game) in the settings file when a game starts, and drops quietly what no longer fits."""

from __future__ import annotations

import json

import pygame
import pygame_gui
import pytest
from desktop_support import click

from desktop import i18n
from desktop.scenes.game import GameScene
from desktop.scenes.new_game import NewGameScene
from desktop.settings import load_settings, settings_path
from rules.core import registry

CHANGED = pygame_gui.UI_DROP_DOWN_MENU_CHANGED


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def new_game(app) -> NewGameScene:
    app.settings = load_settings()  # as a new run of the app reads it
    app.push(NewGameScene(app))
    app.step(fps=0)
    return app.top()


def choose_game(scene: NewGameScene, game_id: str) -> None:
    title = registry.get(game_id).title
    scene.handle_event(pygame.event.Event(CHANGED, ui_element=scene.game_menu, text=title,
                                          selected_option_id=game_id))


def choose_count(scene: NewGameScene, count: int) -> None:
    scene.handle_event(pygame.event.Event(CHANGED, ui_element=scene.count_menu,
                                          text=str(count), text_id=str(count)))


def test_the_last_game_opens_with_its_choices_and_each_game_keeps_its_own(app):
    scene = new_game(app)
    choose_game(scene, "national_economy")
    choose_count(scene, 2)
    name, _kind = scene.seat_widgets[0]
    name.set_text("Zoe")
    scene.set_value("first_seat_starts", True)
    click(app, scene.start.rect.center, frames=2)
    assert isinstance(app.top(), GameScene)
    assert [s.name for s in app.top().controller.match.seats] == ["Zoe", "Ada"]
    app.replace_scene("title")

    scene = new_game(app)
    assert scene.rules.game_id == "national_economy"
    assert scene.players == 2
    assert [(s.name, s.kind) for s in scene.seats()] == [("Zoe", "human"), ("Ada", "normal")]
    assert scene.values()["first_seat_starts"] is True
    choose_game(scene, "citadels")  # never started: its defaults
    assert scene.players == scene.desk.players
    assert scene.values()["short_game"] is False
    choose_game(scene, "national_economy")  # back: its own choices again
    assert scene.players == 2 and scene.values()["first_seat_starts"] is True
    assert scene.seats()[0].name == "Zoe"


def test_bots_levels_and_an_option_value_come_back(app):
    scene = new_game(app)
    choose_count(scene, 5)
    _name, kind = scene.seat_widgets[2]
    kind.selected_option = (kind.selected_option[0], "hard")
    scene.set_value("rank_4", "emperor")
    scene.set_value("district_museum", True)
    click(app, scene.start.rect.center, frames=2)
    match = app.top().controller.match
    assert match.options.rank_4 == "emperor" and match.seats[2].kind == "hard"
    app.replace_scene("title")
    scene = new_game(app)
    assert scene.rules.game_id == "citadels" and scene.players == 5
    assert [s.kind for s in scene.seats()] == ["human", "normal", "hard", "normal", "normal"]
    assert scene.values()["rank_4"] == "emperor" and scene.values()["district_museum"] is True


def test_a_default_name_follows_the_language(app):
    scene = new_game(app)
    click(app, scene.start.rect.center, frames=2)
    stored = load_settings().new_games["citadels"]["seats"]
    assert stored[0] == ["", "human"]  # "Player" was not typed: the default of its place
    app.replace_scene("title")
    i18n.set_language("zh_Hant")
    scene = new_game(app)
    assert scene.seats()[0].name == i18n.tr("Player") != "Player"


def test_remembered_choices_that_no_longer_fit_are_dropped_quietly(app):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({
        "last_game": "chess",  # a game that is not (or no longer) offered
        "new_games": {
            "citadels": {"players": 99,
                         "seats": [["Zoe", "hard"], ["Bad", "wizard"], ["Yan", "easy"]],
                         "options": {"no_such_option": 1, "rank_2": "pirate",
                                     "rank_4": "emperor", "short_game": "yes",
                                     "two_player_end": 9}},
            "national_economy": "not a record",
        }}))
    scene = new_game(app)
    assert scene.rules.game_id == scene.desks[0].game_id == "citadels"
    assert scene.players == 4  # 99 is no count of the game: its default
    assert [(s.name, s.kind) for s in scene.seats()] == [
        ("Zoe", "hard"), ("Ada", "normal"), ("Bruno", "normal"), ("Clara", "normal")]
    values = scene.values()
    assert values["rank_4"] == "emperor"  # the one valid value is kept
    assert (values["rank_2"], values["short_game"], values["two_player_end"]) == (
        "thief", False, 10)
    choose_game(scene, "national_economy")
    assert scene.players == scene.desk.players  # its damaged record: the defaults
    click(app, scene.start.rect.center, frames=2)
    assert isinstance(app.top(), GameScene)  # and the start rewrites a clean record
    assert load_settings().new_games["national_economy"]["players"] == scene.players


@pytest.mark.parametrize("new_games", [[1, 2], "x", {"citadels": [1]}, {"citadels": {
    "players": "4", "seats": "Zoe", "options": ["rank_4"]}}])
def test_a_damaged_memory_gives_the_defaults(app, new_games):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"new_games": new_games, "last_game": 7}))
    scene = new_game(app)
    assert scene.rules.game_id == "citadels" and scene.players == 4
    assert [s.name for s in scene.seats()] == ["Player", "Ada", "Bruno", "Clara"]
    assert scene.values()["rank_4"] == "king"


def test_a_solo_only_option_is_listed_for_one_player_and_keeps_its_value(app):
    scene = new_game(app)
    choose_game(scene, "boonlake")
    choose_count(scene, 1)
    assert "level" in scene.option_widgets
    scene.set_value("level", 4)
    choose_count(scene, 3)  # the Wise Eminence's level means nothing at 3 players
    assert "level" not in scene.option_widgets
    assert scene.values()["level"] == 4
    choose_count(scene, 1)
    assert scene.values()["level"] == 4 and "level" in scene.option_widgets
    click(app, scene.start.rect.center, frames=2)
    assert app.top().controller.match.options.level == 4
