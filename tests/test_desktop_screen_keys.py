"""Every screen from the keyboard (kit/widget_focus.py), headless: Tab and the arrows move a
ring over the widgets, Enter and Space do what a click does, a drop-down is opened and its
option chosen by keys, a slider moved, a name typed; the game's top bar joins the table's
focus. One journey from the title by keys alone: a new game, its rules, a save, the menu back
to the title, a setting changed, the save loaded."""

from __future__ import annotations

from types import FunctionType

import pygame
from match_support import finished_match
from pygame_gui.elements import UIDropDownMenu

import saves
from desktop.scenes.game import GameScene
from desktop.scenes.load import LoadScene
from desktop.scenes.new_game import NewGameScene
from desktop.scenes.pass_device import PassScene
from desktop.scenes.replay import SPEEDS, ReplayScene
from desktop.scenes.rules_reference import RulesScene
from desktop.scenes.save_dialog import GameMenu, SaveDialog
from desktop.scenes.settings_scene import SettingsScene
from desktop.scenes.title import TitleScene
from desktop.views.kit import focus, widget_focus
from rules.core import Seat, registry


def key(app, which: int, mod: int = 0, frames: int = 2) -> None:
    """A key pressed and let go; a pressed button's event arrives a frame later."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=which, mod=mod, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=which, mod=mod, unicode=""))
    for _ in range(frames):
        app.step(fps=0)


def type_text(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(fps=0)


def focused(scene):
    """The widget under the ring (the game scene: its table focus's target's widget)."""
    if isinstance(scene, GameScene):
        here = scene.focus.current(scene.focus_targets())
    else:
        here = scene.keys.focus.current(widget_focus.targets(scene.key_containers()))
    return here.widget if here is not None else None


def tab_to(app, scene, wanted) -> None:
    """Tab until the ring is on `wanted` (a widget, or a test of one)."""
    test = wanted if isinstance(wanted, FunctionType) else (lambda w: w is wanted)
    for _ in range(80):
        if focused(scene) is not None and test(focused(scene)):
            return
        key(app, pygame.K_TAB, frames=1)
    raise AssertionError("Tab never reached the widget")


def pick(app, scene, menu: UIDropDownMenu, option_id: str) -> None:
    """Choose an option of a drop-down by keys: Tab to it, Space opens it, the arrows go to
    the option, Enter chooses it."""
    tab_to(app, scene, menu)
    key(app, pygame.K_SPACE)
    assert widget_focus.is_open(menu)
    ids = [option[1] for option in menu.options_list]
    here = ids.index(menu.selected_option[1])
    goal = ids.index(option_id)
    for _ in range(abs(goal - here)):
        key(app, pygame.K_DOWN if goal > here else pygame.K_UP, frames=1)
    key(app, pygame.K_RETURN, frames=3)


def test_a_journey_from_the_title_by_keys_alone(app):
    app.step(fps=0)
    title = app.top()
    assert focused(title) is None  # no ring before a key
    key(app, pygame.K_TAB)
    assert focused(title).text == "New game"
    key(app, pygame.K_RETURN)
    new_game = app.top()
    assert isinstance(new_game, NewGameScene)

    pick(app, new_game, new_game.game_menu, "builders")  # another game, by its drop-down
    assert new_game.rules.game_id == "builders"
    pick(app, new_game, new_game.count_menu, "1")
    assert new_game.players == 1 and len(new_game.seat_widgets) == 1
    tab_to(app, new_game, new_game.start)
    key(app, pygame.K_RETURN, frames=3)
    game = app.top()
    assert isinstance(game, GameScene) and game.controller.match.game_id == "builders"
    game.controller.try_action(next(a for a in game.controller.legal() if a.kind != "end"))
    app.step(fps=0)
    moves = len(game.controller.match.moves)

    tab_to(app, game, game.rules_button)  # the top bar, after the table's targets
    key(app, pygame.K_RETURN)
    rules = app.top()
    assert isinstance(rules, RulesScene)
    tab_to(app, rules, rules.close_button)
    key(app, pygame.K_SPACE)
    assert app.top() is game

    tab_to(app, game, game.save_button)
    key(app, pygame.K_RETURN)
    dialog = app.top()
    assert isinstance(dialog, SaveDialog)
    key(app, pygame.K_a, pygame.KMOD_CTRL)  # the suggested name selected, then typed over
    type_text(app, "by keys")
    assert dialog.name() == "by keys"
    tab_to(app, dialog, dialog.save_button)  # Tab leaves the entry
    key(app, pygame.K_RETURN)
    assert app.top() is game and saves.store.slot_path("by keys").exists()

    tab_to(app, game, game.menu_button)
    key(app, pygame.K_RETURN)
    menu = app.top()
    assert isinstance(menu, GameMenu)
    tab_to(app, menu, menu.leave_button)
    key(app, pygame.K_RETURN)
    title = app.top()
    assert isinstance(title, TitleScene)

    tab_to(app, title, lambda w: w.text == "Settings")
    key(app, pygame.K_RETURN)
    settings = app.top()
    assert isinstance(settings, SettingsScene)
    speed = next(m for m, name in settings.menus.items() if name == "bot_speed")
    assert app.settings.bot_speed == "instant"
    pick(app, settings, speed, "slow")
    assert app.settings.bot_speed == "slow"
    volume = app.settings.volume
    tab_to(app, settings, settings.volume)
    key(app, pygame.K_LEFT)
    assert app.settings.volume == volume - 5
    assert settings.volume_shown.text == str(volume - 5)
    key(app, pygame.K_ESCAPE)
    assert app.top() is title

    tab_to(app, title, lambda w: w.text == "Load")
    key(app, pygame.K_RETURN)
    load = app.top()
    assert isinstance(load, LoadScene)
    row = next(b for b, info in load.rows.items() if info.name == "by keys")
    tab_to(app, load, row)
    key(app, pygame.K_RETURN, frames=3)
    loaded = app.top()
    assert isinstance(loaded, GameScene) and loaded is not game
    assert len(loaded.controller.match.moves) == moves


def test_arrows_move_the_ring_and_a_click_hides_it(app):
    app.step(fps=0)
    title = app.top()
    key(app, pygame.K_DOWN)  # no focus yet: the first widget
    assert focused(title).text == "New game"
    key(app, pygame.K_DOWN)
    assert focused(title).text == "Learn to play"
    key(app, pygame.K_DOWN)
    assert focused(title).text == "Load"  # Continue is disabled: not a target
    key(app, pygame.K_UP)
    assert focused(title).text == "Learn to play"
    before = title.keys_frame_key()
    key(app, pygame.K_DOWN)
    assert title.keys_frame_key() != before  # the app draws the moved ring at once
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1))
    app.step(fps=0)
    assert focused(title) is None


def test_the_ring_is_drawn_over_the_focused_widget(app):
    app.step(fps=0)
    title = app.top()
    key(app, pygame.K_TAB)
    ring = focus.ring_rect(focused(title).rect)
    assert app.screen.get_at((ring.centerx, ring.y + 1))[:3] == focus.RING[:3]
    assert app.screen.get_at((ring.x + 1, ring.centery))[:3] == focus.RING[:3]
    key(app, pygame.K_TAB)
    assert app.screen.get_at((ring.centerx, ring.y + 1))[:3] != focus.RING[:3]


def test_an_open_drop_down_closes_with_escape_and_the_screen_stays(app):
    app.push_scene("settings")
    app.step(fps=0)
    settings = app.top()
    speed = next(m for m, name in settings.menus.items() if name == "animation_speed")
    tab_to(app, settings, speed)
    key(app, pygame.K_RETURN)
    assert widget_focus.is_open(speed)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_ESCAPE)
    assert not widget_focus.is_open(speed) and app.top() is settings
    assert app.settings.animation_speed == "off"  # nothing chosen
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top(), TitleScene)


def test_the_new_games_options_scroll_into_view_and_a_check_box_ticks(app):
    app.push_scene("new_game")
    app.step(fps=0)
    scene = app.top()
    area = scene.scroll.rect
    lowest = max((w for w in scene.option_widgets.values()), key=lambda w: w.relative_rect.y)
    assert lowest.rect.bottom > area.bottom  # below the area's edge at first
    tab_to(app, scene, lowest)
    app.step(fps=0)
    assert area.top <= lowest.rect.top and lowest.rect.bottom <= area.bottom
    box = next(w for w in scene.option_widgets.values() if not isinstance(w, UIDropDownMenu))
    tab_to(app, scene, box)
    was = box.is_checked
    key(app, pygame.K_SPACE)
    assert box.is_checked != was


def test_the_load_screens_delete_is_confirmed_or_cancelled_by_keys(app):
    rules = registry.get("builders")
    app.start_match("builders", [Seat("P1", "human")], rules.make_options({}), 3)
    app.step(fps=0)
    app.top().controller.save_to_slot("kept")
    app.replace_scene("load")
    app.step(fps=0)
    load = app.top()
    delete = next(b for b, info in load.deletes.items() if info.name == "kept")
    tab_to(app, load, delete)
    key(app, pygame.K_RETURN)
    assert load.confirm is not None and load.confirm.alive()
    tab_to(app, load, load.confirm.cancel_button)  # only the dialog's buttons now
    key(app, pygame.K_RETURN)
    assert not load.confirm.alive() and saves.store.slot_path("kept").exists()
    tab_to(app, load, delete)
    key(app, pygame.K_RETURN)
    tab_to(app, load, load.confirm.confirm_button)
    key(app, pygame.K_RETURN, frames=3)
    assert not saves.store.slot_path("kept").exists()


def test_the_pass_cover_and_the_language_screen_by_keys(app):
    app.push_scene("language")
    app.step(fps=0)
    language = app.top()
    codes = list(language.buttons.values())
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert language.buttons[focused(language)] == codes[1]
    key(app, pygame.K_RETURN, frames=3)
    assert app.settings.language == codes[1] and isinstance(app.top(), TitleScene)
    app.apply_language("en")
    rules = registry.get("citadels")
    app.start_match("citadels", [Seat("A", "human"), Seat("B", "human")],
                    rules.make_options({}), 5)
    app.step(fps=0)
    cover = app.top()
    assert isinstance(cover, PassScene)
    tab_to(app, cover, cover.go)
    key(app, pygame.K_SPACE)
    assert isinstance(app.top(), GameScene)


def test_tab_leaves_the_save_dialogs_name_and_the_typing_with_it(app):
    rules = registry.get("builders")
    app.start_match("builders", [Seat("P1", "human")], rules.make_options({}), 3)
    app.step(fps=0)
    game = app.top()
    tab_to(app, game, game.save_button)
    key(app, pygame.K_RETURN)
    dialog = app.top()
    assert dialog.entry.is_focused and focused(dialog) is None
    key(app, pygame.K_TAB)  # from the name, where the typing was, to the next widget
    assert focused(dialog) is dialog.cancel_button and not dialog.entry.is_focused
    name = dialog.name()
    type_text(app, "x")
    assert dialog.name() == name
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(dialog) is dialog.entry and dialog.entry.is_focused
    key(app, pygame.K_ESCAPE)
    assert app.top() is game


def test_the_end_screen_and_the_replay_by_keys(app):
    end = app.push_scene("end", finished_match("citadels", ["human", "random"]), "")
    app.step(fps=0)
    tab_to(app, end, end.see)
    key(app, pygame.K_RETURN)
    assert end.showing_table
    tab_to(app, end, end.back)  # the only button then
    key(app, pygame.K_SPACE)
    assert not end.showing_table
    tab_to(app, end, end.replay)
    key(app, pygame.K_RETURN)
    replay = app.top()
    assert isinstance(replay, ReplayScene)
    tab_to(app, replay, replay.speed_menu)
    pick(app, replay, replay.speed_menu, str(SPEEDS[-1]))
    assert replay.speed == SPEEDS[-1]
    at = replay.k
    key(app, pygame.K_RIGHT)  # the arrows keep stepping through the moves
    assert replay.k == at + 1 and focused(replay) is replay.speed_menu
    key(app, pygame.K_ESCAPE)
    assert app.top() is end


def test_the_rules_reference_scrolls_by_keys(app):
    match = finished_match("citadels", ["human", "random"])
    rules = app.push_scene("rules", match, match.rules.view(match.state, 0))
    app.step(fps=0)
    bar = rules.text.scroll_bar
    assert bar is not None and bar.start_percentage == 0  # Citadels' reference is long
    key(app, pygame.K_PAGEDOWN)
    assert bar.start_percentage > 0
    key(app, pygame.K_HOME)
    assert bar.start_percentage == 0
    key(app, pygame.K_DOWN)
    assert bar.start_percentage > 0 and focused(rules) is None  # Down scrolls, no ring
