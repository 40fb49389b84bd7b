"""The text-size setting (100, 125, 150 %): every font is drawn at its scale, from the saved
settings at start, and at once when it is chosen in Settings (tests/test_screen_text.py checks
that every text still fits its box at 150 %)."""

from __future__ import annotations

from desktop_support import running_app

from desktop import ui
from desktop.app import App
from desktop.botworker import InlineBotWorker
from desktop.settings import Settings, load_settings
from desktop.views.kit import fonts


def test_choosing_150_in_settings_draws_larger_text_at_once() -> None:
    with running_app() as app:
        before = ui.rendered("Settings", 18, (255, 255, 255), False, None).get_size()
        scene = app.push_scene("settings")
        label = next(e for e in app.manager.get_sprite_group().sprites()
                     if getattr(e, "text", None) == "Text size")
        label_height = label.font.get_rect("Text size").height
        scene.choose("text_size", "150")
        app.step(fps=0)
        after = ui.rendered("Settings", 18, (255, 255, 255), False, None).get_size()
        assert after[0] >= before[0] * 1.4 and after[1] > before[1]
        assert load_settings().text_size == 150  # remembered
        assert app.top() is scene  # built again, on top
        label = next(e for e in app.manager.get_sprite_group().sprites()
                     if getattr(e, "text", None) == "Text size")
        assert label.font.get_rect("Text size").height > label_height  # the widgets' too
        app.top().choose("text_size", "100")
        assert ui.rendered("Settings", 18, (255, 255, 255), False, None).get_size() == before


def test_the_saved_text_size_applies_at_start_and_sizes_round_to_pixels() -> None:
    app = App(settings=Settings(text_size=125), worker=InlineBotWorker(), autosave=False)
    try:
        assert ui.font(18).get_height() > ui.font(15).get_height()
        assert ui.scaled(18) == 22 and ui.scaled(15) == 19  # 22.5 and 18.75, rounded
        assert fonts.script_font("ja", 16).get_height() > 16 * 1.25
        theme = ui.theme()
        assert theme["button"]["font"]["size"] == "21"  # 18 in theme.json, at most 1.15 times
        assert ui.capped(12) * 1.25 <= 12 * ui.SMALL_BOX_SCALE  # a card face's text grows less
    finally:
        app.close()
    assert ui.scaled(18) == 18  # outside an app: 100 %
