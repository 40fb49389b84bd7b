"""Settings during a game (Menu -> Settings -> Back: the same game, changes applied, a new
language included), bots waiting behind the menu, and F11 switching full screen (remembered)."""

from __future__ import annotations

import pygame
import pytest
from desktop_support import click, start, until

from desktop import i18n, window
from desktop.scenes.game import GameScene
from desktop.scenes.save_dialog import GameMenu
from desktop.scenes.settings_scene import SettingsScene
from desktop.settings import BOT_DELAY_SECONDS, load_settings


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def turn_with_buttons(c) -> bool:
    """True once the human's character takes gold or cards (side buttons); picks the first
    character on the way."""
    if c.my_turn() and c.legal()[0].kind != "gold":
        c.try_action(c.legal()[0])
    return c.my_turn() and c.legal()[0].kind == "gold"


def open_settings(app, scene: GameScene) -> SettingsScene:
    click(app, scene.menu_button.rect.center)
    menu = app.top()
    assert isinstance(menu, GameMenu)
    click(app, menu.settings_button.rect.center)
    settings = app.top()
    assert isinstance(settings, SettingsScene)
    return settings


def test_settings_open_from_the_menu_and_come_back_to_the_same_game(app):
    scene = start(app, ["human", "random", "random", "random"])
    c = scene.controller
    until(app, lambda: turn_with_buttons(c))
    moves, version = len(c.match.moves), c.state.version
    settings = open_settings(app, scene)
    settings.choose("bot_speed", "slow")
    settings.choose("language", "zh_Hant")
    app.step(fps=0)
    assert app.top() is settings and settings.back.text == "返回"
    click(app, settings.back.rect.center)
    assert app.top() is scene and scene.controller is c
    assert (len(c.match.moves), c.state.version) == (moves, version)
    assert c.bot_delay == BOT_DELAY_SECONDS["slow"]
    assert scene.menu_button.text == i18n.tr("Menu") != "Menu"
    assert scene.action_buttons  # the side buttons are built again, in Chinese
    assert all(b.alive() for b in scene.action_buttons)
    gold = next(b for b, what in scene.action_buttons.items() if what == c.legal()[0])
    click(app, gold.rect.center)
    assert len(c.match.moves) == moves + 1  # the same game goes on from where it was
    assert load_settings().language == "zh_Hant"


def test_bots_wait_behind_the_menu_and_play_on_after_it(app):
    scene = start(app, ["random", "random", "random", "random"], seed=3)
    c = scene.controller
    click(app, scene.menu_button.rect.center)
    moves = len(c.match.moves)
    for _ in range(60):
        app.step(fps=0)
    assert len(c.match.moves) == moves
    click(app, app.top().stay_button.rect.center)
    assert app.top() is scene
    until(app, lambda: len(c.match.moves) > moves)


def test_a_new_language_does_not_drop_a_bot_that_is_thinking(app):
    scene = start(app, ["random", "random", "random", "random"], seed=4)
    c = scene.controller
    c.bot_delay = 60.0  # the bot's answer waits to be shown
    until(app, lambda: c.answer is not None)
    asked, answer = c.request, c.answer
    app.push_scene("settings")
    app.top().choose("language", "zh_Hant")
    assert (c.request, c.answer) == (asked, answer)  # the bot's move is kept
    app.pop()  # back at the table: the bot speed of the settings (instant) applies
    moves = len(c.match.moves)
    until(app, lambda: len(c.match.moves) > moves)


def test_f11_switches_full_screen_on_any_screen_and_remembers_it(app, monkeypatch):
    shown = {"full": False}
    monkeypatch.setattr(window, "is_fullscreen", lambda: shown["full"])

    def switch(on: bool) -> bool:
        shown["full"] = on
        return True

    monkeypatch.setattr(window, "set_fullscreen", switch)
    scene = start(app, ["human", "random", "random", "random"])
    for expected in (True, False, True):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
        app.step(fps=0)
        assert shown["full"] is expected
        assert app.settings.fullscreen is expected
        assert load_settings().fullscreen is expected
    assert app.top() is scene


def test_f11_where_the_screen_cannot_switch_changes_no_setting(app, monkeypatch):
    monkeypatch.setattr(window, "set_fullscreen", lambda on: False)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    app.step(fps=0)
    assert app.settings.fullscreen is False


def test_the_window_opens_whole_on_a_small_screen_proportions_kept():
    assert window.first_size([(1920, 1080)]) == (1600, 900)
    w, h = window.first_size([(1366, 768)])
    assert w <= 1366 and h <= 768 * 0.9
    assert abs(w / h - 16 / 9) < 0.01
    assert window.first_size([(640, 480)]) == window.SMALLEST


def test_f11_on_the_settings_screen_shows_the_new_choice_there(app, monkeypatch):
    shown = {"full": False}
    monkeypatch.setattr(window, "is_fullscreen", lambda: shown["full"])
    monkeypatch.setattr(window, "set_fullscreen", lambda on: shown.update(full=on) or True)
    scene = app.push_scene("settings")
    app.step(fps=0)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    app.step(fps=0)
    app.step(fps=0)
    menu = next(m for m, key in scene.menus.items() if key == "fullscreen")
    assert menu.selected_option[1] == "on" and app.top() is scene


def test_leaving_full_screen_gives_back_the_window_size_set_before(monkeypatch):
    """A player who sized the window, went full screen and came back finds their size."""
    class FakeWindow:
        size = (1000, 562)
        minimum_size = (0, 0)

    fake = FakeWindow()
    full = {"on": False}

    def toggle():
        full["on"] = not full["on"]
        fake.size = (1920, 1080) if full["on"] else (1600, 900)  # what SDL leaves behind

    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.setattr(window, "_window", lambda: fake)
    monkeypatch.setattr(window, "is_fullscreen", lambda: full["on"])
    monkeypatch.setattr(window.pygame.display, "toggle_fullscreen", toggle)
    monkeypatch.setattr(window, "_windowed", [])
    assert window.set_fullscreen(True) and fake.size == (1920, 1080)
    assert window.set_fullscreen(False) and fake.size == (1000, 562)
    assert fake.minimum_size == window.SMALLEST
