"""The desktop game, driven headless by synthetic clicks: new game, human decisions, illegal
clicks, save and load in a new app, undo, pass-and-play covers, a broken save, the end screen."""

from __future__ import annotations

import json

import pygame
import pygame_gui
import pytest
from desktop_support import check_wheel, click, start, until

import saves
from desktop.app import App, main
from desktop.botworker import InlineBotWorker
from desktop.scenes.end import EndScene
from desktop.scenes.game import GameScene
from desktop.scenes.new_game import NewGameScene
from desktop.scenes.pass_device import PassScene
from desktop.scenes.save_dialog import GameMenu, SaveDialog
from desktop.scenes.title import TitleScene
from desktop.settings import Settings
from rules.core import Action, Seat


def until_my_turn_to_act(app: App, c) -> None:
    """Play the human's draft picks (first choice) until their character's turn begins."""
    for _ in range(2000):
        if c.my_turn():
            legal = c.legal()
            if legal[0].kind == "gold":
                return
            c.try_action(legal[0])
        else:
            app.step(fps=0)
    raise AssertionError("the human's turn never came")


def spot_for(scene: GameScene, action: Action):
    return next(s for s in scene.table.hotspots if s.action == action)


def test_new_game_screen_starts_a_game_with_the_chosen_seats(app):
    title = app.top()
    new_game = next(b for b, name in title.buttons.items() if name == "New game")
    click(app, new_game.rect.center)
    scene = app.top()
    assert isinstance(scene, NewGameScene)
    assert [s.kind for s in scene.seats()] == ["human", "normal", "normal", "normal"]
    click(app, scene.start.rect.center, frames=2)
    game = app.top()
    assert isinstance(game, GameScene)
    assert [s.name for s in game.controller.match.seats] == ["Player", "Ada", "Bruno", "Clara"]


def test_a_human_picks_a_character_by_clicking_it(app):
    scene = start(app, ["human", "random", "random", "random"])
    c = scene.controller
    until(app, c.my_turn)
    choice = c.legal()[0]
    assert choice.kind == "pick"
    moves = len(c.match.moves)
    app.step(fps=0)
    click(app, spot_for(scene, choice).rect.center, frames=1)
    assert c.match.moves[moves].action == choice and c.match.moves[moves].seat == 0


def test_an_illegal_click_shows_the_rules_reason_and_changes_nothing(app):
    scene = start(app, ["human", "random", "random", "random"])
    c = scene.controller
    until_my_turn_to_act(app, c)
    before = json.dumps(c.state.to_json())
    card = c.state.hands[0][0]
    app.step(fps=0)
    click(app, spot_for(scene, Action("build", (card,))).rect.center, frames=1)
    assert scene.toast.message == "First take 2 gold or draw cards."
    assert json.dumps(c.state.to_json()) == before


def test_buttons_take_gold_and_undo_puts_it_back(app):
    scene = start(app, ["human", "random", "random", "random"])
    c = scene.controller
    until_my_turn_to_act(app, c)
    app.step(fps=0)
    before = c.state.to_json()
    gold = next(b for b, a in scene.action_buttons.items() if a == Action("gold"))
    click(app, gold.rect.center)
    assert c.state.gold[0] >= before["gold"][0] + 2 or c.state.bank == 0
    assert scene.undo_button.is_enabled
    click(app, scene.undo_button.rect.center)
    assert c.state.to_json() == before


def test_drawing_cards_is_an_information_barrier(app):
    scene = start(app, ["human", "random", "random", "random"])
    c = scene.controller
    until_my_turn_to_act(app, c)
    assert c.try_action(Action("draw")) is None
    assert not c.can_undo()  # the drawn cards were seen


def test_save_then_load_in_a_new_app_gives_the_same_game(app, tmp_path):
    scene = start(app, ["human", "random", "random", "random"])
    c = scene.controller
    until_my_turn_to_act(app, c)
    click(app, scene.save_button.rect.center)
    dialog = app.top()
    assert isinstance(dialog, SaveDialog) and dialog.name().startswith("Citadels ")
    dialog.entry.set_text("Friday game")
    click(app, dialog.save_button.rect.center)
    assert app.top() is scene and scene.toast.message == 'Saved as "Friday game".'
    infos = [i for i in saves.list_saves() if not i.autosave]
    assert len(infos) == 1 and infos[0].path.name == "Friday game.json"
    second = App(settings=Settings(bot_speed="instant"), worker=InlineBotWorker())
    try:
        second.push(TitleScene(second))
        assert second.open_save(infos[0].path)
        loaded = second.top().controller
        assert loaded.state.to_json() == c.state.to_json()
        assert loaded.match.moves == c.match.moves
    finally:
        second.close()


def test_continue_resumes_the_newest_autosave(app):
    scene = start(app, ["human", "random", "random", "random"])
    c = scene.controller
    until_my_turn_to_act(app, c)
    state = c.state.to_json()
    app.replace(TitleScene(app))
    title = app.top()
    cont = next(b for b, name in title.buttons.items() if name == "Continue")
    assert cont.is_enabled
    click(app, cont.rect.center, frames=2)
    resumed = app.top()
    assert isinstance(resumed, GameScene)
    assert resumed.controller.state.to_json() == state


def test_pass_and_play_covers_the_table_between_two_humans(app):
    scene = start(app, ["human", "human", "random", "random"], seed=2)
    c = scene.controller
    until(app, lambda: isinstance(app.top(), PassScene) or c.my_turn())
    if isinstance(app.top(), PassScene):
        click(app, app.top().go.rect.center)
    first = c.viewer
    until(app, c.my_turn)
    c.try_action(c.legal()[0])
    until(app, lambda: isinstance(app.top(), PassScene))
    assert c.viewer != first and c.covered
    app.step(fps=0)
    screen = app.screen
    card_colour = pygame.Color("#f3ead8")
    hand_area = [screen.get_at((x, y)) for x in range(40, 1100, 25) for y in range(700, 860, 20)]
    assert card_colour not in hand_area  # no hand is visible behind the cover
    assert c.try_action(c.legal()[0] if c.legal() else Action("end")) is not None
    click(app, app.top().go.rect.center)
    assert not c.covered and isinstance(app.top(), GameScene)


def test_a_broken_save_on_the_command_line_lands_on_the_title(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"{\"format\": \"tabletop-cities-save\", \"format_ver")
    assert main(["--load", str(bad), "--frames", "2"]) == 0
    assert "it ends too early" in capsys.readouterr().err
    assert bad.read_bytes().endswith(b"format_ver")


@pytest.mark.slow  # a whole game on screen
def test_an_all_bot_game_reaches_the_end_screen(app):
    start(app, ["random", "random", "random", "random"], seed=9)
    until(app, lambda: isinstance(app.top(), EndScene), frames=3000)
    app.step(fps=0)
    scene = app.top()
    assert scene.match.rules.is_over(scene.match.state)
    click(app, scene.again.rect.center, frames=2)
    again = app.top()
    assert isinstance(again, GameScene)
    assert again.controller.match.seats == scene.match.seats


def test_a_new_district_glows_and_space_skips_the_animation(tmp_path):
    application = App(settings=Settings(bot_speed="instant", animation_speed="normal"),
                      worker=InlineBotWorker(), autosave=False)
    try:
        application.push(TitleScene(application))
        scene = start(application, ["random", "random", "random", "random"], seed=4)
        until(application, lambda: bool(scene.table.flash), frames=2000)
        assert scene.banner_left > 0
        scene.controller.bot_delay = 60.0  # no further bot move while we look
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
        application.step(fps=0)
        assert scene.banner_left == 0 and not scene.table.flash
    finally:
        application.close()


def test_new_game_screen_changes_player_count_and_options(app):
    app.push(NewGameScene(app))
    scene = app.top()
    app.step(fps=0)
    changed = pygame_gui.UI_DROP_DOWN_MENU_CHANGED
    scene.handle_event(pygame.event.Event(changed, ui_element=scene.count_menu, text="6",
                                          text_id="6"))
    assert len(scene.seats()) == 6
    scene.handle_event(pygame.event.Event(changed, ui_element=scene.count_menu, text="3",
                                          text_id="3"))
    assert [s.name for s in scene.seats()] == ["Player", "Ada", "Bruno"]
    click(app, scene.start.rect.center, frames=2)
    game = app.top()
    assert isinstance(game, GameScene) and game.controller.state.n == 3
    assert game.controller.match.options.three_players == "rulebook"


def test_a_game_without_a_table_on_screen_is_refused_with_a_message(app, monkeypatch):
    """Rules can exist (and play in the arena) before their screen: such a game is not
    offered, and opening one (a save, say) returns to the title with the reason."""
    import desktop.games

    monkeypatch.setattr(desktop.games, "_module_name", lambda game: "desktop.games.no_such")
    app.start_match("citadels", [Seat("Mia"), Seat("Ada", "random")], None, 1)
    app.step(fps=0)
    title = app.top()
    assert isinstance(title, TitleScene)
    assert title.toast.message == (
        "Citadels has no table on screen yet (its rules run in the arena).")
    monkeypatch.undo()
    assert all(desktop.games.has_desk(g.game_id) for g in NewGameScene(app).games)


def test_saving_under_a_used_name_asks_before_replacing(app):
    scene = start(app, ["human", "random", "random", "random"])
    for attempt in range(2):
        click(app, scene.save_button.rect.center)
        dialog = app.top()
        dialog.entry.set_text("Slot")
        click(app, dialog.save_button.rect.center)
        if attempt == 1:  # the name exists now: the dialog stays and asks
            assert app.top() is dialog
            assert dialog.warning.startswith("A save with this name exists")
            click(app, dialog.save_button.rect.center)
    assert app.top() is scene
    assert [i.path.name for i in saves.list_saves() if not i.autosave] == ["Slot.json"]


def test_menu_asks_before_leaving_the_table(app):
    scene = start(app, ["human", "random", "random", "random"])
    click(app, scene.menu_button.rect.center)
    dialog = app.top()
    assert isinstance(dialog, GameMenu)
    click(app, dialog.stay_button.rect.center)
    assert app.top() is scene
    click(app, scene.menu_button.rect.center)  # Enter takes the default: back to the game
    assert "#primary" in app.top().stay_button.object_ids[-1]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r"))
    app.step(fps=0)
    assert app.top() is scene
    click(app, scene.menu_button.rect.center)
    click(app, app.top().leave_button.rect.center)
    assert isinstance(app.top(), TitleScene)


def test_the_wheel_scrolls_the_log_and_zooms_the_table(app, monkeypatch):
    app.start_match("ginkgopolis", [Seat("Ann", "human"), Seat("Bob", "random")], None, 3)
    check_wheel(app, app.top(), monkeypatch)
