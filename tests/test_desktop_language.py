"""Choosing the language: Settings applies it at once and remembers it; the first launch asks
before the title (the system's language preselected); demos, loads and --lang never ask."""

from __future__ import annotations

import json

import pygame
import pytest
from desktop_support import click, running_app

from desktop import app as desktop_app
from desktop import games, i18n
from desktop.scenes.language import LanguageScene
from desktop.scenes.settings_scene import SettingsScene
from desktop.scenes.title import TitleScene
from desktop.settings import load_settings, settings_path
from rules.core import Seat, registry


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def _menu(scene: SettingsScene, key: str):
    return next(menu for menu, name in scene.menus.items() if name == key)


def test_the_language_setting_applies_at_once_and_is_remembered():
    with running_app() as application:
        application.push_scene("settings")
        application.step(fps=0)
        scene = application.top()
        assert _menu(scene, "language").selected_option[0] == "English"
        scene.choose("language", "zh_Hant")
        application.step(fps=0)
        assert i18n.language() == "zh_Hant"
        assert application.top() is scene and scene.back.text == "返回"
        assert _menu(scene, "language").selected_option == ("繁體中文", "zh_Hant")
        assert _menu(scene, "bot_speed").selected_option[0] == i18n.tr("instant")
        assert load_settings().language == "zh_Hant"
        click(application, scene.back.rect.center)
        title = application.top()
        assert isinstance(title, TitleScene)
        assert {b.text for b in title.buttons} >= {"新遊戲", "設定"}


def test_every_language_is_offered_in_its_own_name():
    with running_app() as application:
        scene = application.push_scene("settings")
        application.step(fps=0)
        offered = _menu(scene, "language").options_list
        assert [value for _, value in offered] == i18n.available_languages()
        assert [shown for shown, _ in offered] == [i18n.LANGUAGE_NAMES[code]
                                                   for code in i18n.available_languages()]


def _shows(font, words: str) -> bool:
    """The widget's face has a glyph for every character (no empty boxes)."""
    return all(metric is not None for metric in font.get_metrics(words))


@pytest.mark.parametrize("language", ["en", "zh_Hant"])
def test_each_language_name_is_drawn_in_a_face_that_has_its_script(language):
    with running_app() as application:
        application.apply_language(language)
        chooser = application.push_scene("language")
        application.step(fps=0)
        for button, code in chooser.buttons.items():
            assert _shows(button.font, i18n.LANGUAGE_NAMES[code]), code
        application.pop()
        scene = application.push_scene("settings")
        application.step(fps=0)
        menu = _menu(scene, "language")
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=menu.rect.center,
                                             button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=menu.rect.center,
                                             button=1))
        for _ in range(3):
            application.step(fps=0)
        items = menu.menu_states["expanded"].options_selection_list.item_list_container
        shown = [element for element in items.elements if hasattr(element, "font")]
        assert len(shown) == len(i18n.available_languages())
        for element in shown:
            assert _shows(element.font, element.text), element.text


def _first_scenes(monkeypatch, argv: list[str]) -> list[str]:
    seen: list[str] = []
    close = desktop_app.App.close

    def spy(self):
        seen.extend(type(scene).__name__ for scene in self.scenes)
        close(self)

    monkeypatch.setattr(desktop_app.App, "close", spy)
    assert desktop_app.main(argv) == 0
    return seen


def test_the_first_launch_asks_for_the_language_before_the_title(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "zh_TW")
    assert _first_scenes(monkeypatch, ["--frames", "2"]) == ["TitleScene", "LanguageScene"]
    assert not settings_path().exists()  # nothing chosen yet: asked again next time


@pytest.mark.parametrize("argv", [["--frames", "2", "--lang", "en"],
                                  ["--demo", "citadels", "--players", "3", "--frames", "2"]])
def test_demos_and_explicit_languages_are_never_asked(monkeypatch, argv):
    assert _first_scenes(monkeypatch, argv)[-1] != "LanguageScene"


def test_settings_already_chosen_are_not_asked_again(monkeypatch):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"language": "en"}))
    assert _first_scenes(monkeypatch, ["--frames", "2"]) == ["TitleScene"]


def test_choosing_on_the_first_launch_saves_it_and_shows_the_title_in_it():
    with running_app() as application:
        scene = application.push_scene("language")
        application.step(fps=0)
        assert isinstance(scene, LanguageScene)
        chinese = next(b for b, code in scene.buttons.items() if code == "zh_Hant")
        click(application, chinese.rect.center)
        assert isinstance(application.top(), TitleScene)
        assert i18n.language() == "zh_Hant"
        assert json.loads(settings_path().read_text())["language"] == "zh_Hant"
        assert "新遊戲" in {b.text for b in application.top().buttons}


def test_every_game_title_is_in_the_catalogue():
    titles = {rules.title for rules in registry.all_games()}
    assert titles <= set(games.TITLES)
    i18n.set_language("zh_Hant")
    assert all(i18n.tr(title) != title for title in titles)


def test_a_broken_save_says_why_in_the_chosen_language():
    broken = settings_path().parent / "broken.json"
    broken.parent.mkdir(parents=True, exist_ok=True)
    broken.write_bytes(b"")
    with running_app() as application:
        application.apply_language("zh_Hant")
        assert not application.open_save(broken)
        application.step(fps=0)
        assert application.top().toast.message == "存檔是空的。"


def test_reasons_from_the_rules_core_are_messages_with_english_for_tracebacks():
    from rules.core.actions import IllegalAction
    from rules.core.message import english, msg

    rules = registry.get("citadels")
    state = rules.new_game([Seat("Mia"), Seat("Ada")], rules.make_options({}), 1)
    waiting = next(seat for seat in (0, 1) if seat not in rules.to_act(state))
    reason = rules.check(state, waiting, rules.legal_actions(state, rules.to_act(state)[0])[0])
    assert reason == msg("It is not your turn.")
    i18n.set_language("zh_Hant")
    assert i18n.say(reason) == "還沒輪到你。"
    error = IllegalAction(reason)
    assert str(error) == "It is not your turn." and error.reason == reason
    assert english(rules.check(state, rules.to_act(state)[0], "build")) == (
        "That is not an action of this game.")


def test_each_language_is_named_in_a_face_that_has_its_letters():
    """Under English, the Chinese choice is drawn in the Chinese face, not as empty boxes."""
    with running_app() as application:
        scene = application.push_scene("language")
        application.step(fps=0)
        chinese = next(b for b, code in scene.buttons.items() if code == "zh_Hant")
        missing = chinese.font.get_metrics("\U000f0000")[0]  # the face's empty box
        assert all(chinese.font.get_metrics(letter)[0] != missing
                   for letter in i18n.LANGUAGE_NAMES["zh_Hant"])
