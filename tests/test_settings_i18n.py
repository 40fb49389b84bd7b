"""Settings in the user data directory, and the translation table."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from desktop import i18n
from desktop.settings import (
    ANIMATION_SPEEDS,
    BOT_SPEEDS,
    Settings,
    animation_seconds,
    bot_delay_seconds,
    load_settings,
    save_settings,
    settings_path,
)


@pytest.fixture
def data_home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


# ----- settings ---------------------------------------------------------------------------------
def test_missing_settings_give_the_defaults(data_home):
    assert load_settings() == Settings()
    assert not settings_path().exists()


def test_settings_round_trip_in_the_user_data_directory(data_home):
    chosen = Settings(animation_speed="off", bot_speed="slow", fullscreen=True,
                      language="zh_Hant")
    save_settings(chosen)
    path = settings_path()
    assert path == data_home / "tabletop-cities" / "settings.json"
    assert json.loads(path.read_text(encoding="utf-8"))["bot_speed"] == "slow"
    assert load_settings() == chosen
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temp file left


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00garbage", b"[1, 2]", b"",
                                     b"[" * 5000 + b"]" * 5000, b"1" * 5000,
                                     b'{"language": "' + b"x" * 70000 + b'"}'])
def test_a_broken_settings_file_gives_defaults_and_stays_untouched(data_home, caplog,
                                                                   content):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    with caplog.at_level(logging.WARNING, logger="desktop.settings"):
        assert load_settings() == Settings()
    assert path.read_bytes() == content
    assert caplog.records


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_in_place_of_the_settings_file_does_not_block_the_start(data_home):
    path = settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)  # nothing ever writes to it: a plain read would wait forever
    assert load_settings() == Settings()


def test_unknown_values_fall_back_per_field(data_home, caplog):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"animation_speed": "ludicrous", "bot_speed": "fast",
                                "fullscreen": "yes", "language": "tlh", "loudness": 3}))
    with caplog.at_level(logging.WARNING, logger="desktop.settings"):
        settings = load_settings()
    assert settings == Settings(bot_speed="fast")
    assert len(caplog.records) == 3  # one per bad value; unknown keys are ignored


def test_speeds_map_to_seconds():
    assert animation_seconds(Settings(animation_speed="off")) == 0.0
    assert bot_delay_seconds(Settings(bot_speed="instant")) == 0.0
    animation = [animation_seconds(Settings(animation_speed=s)) for s in ANIMATION_SPEEDS]
    delays = [bot_delay_seconds(Settings(bot_speed=s)) for s in BOT_SPEEDS]
    assert animation == sorted(animation) and len(set(animation)) == 4
    assert delays == sorted(delays) and len(set(delays)) == 4


# ----- translations -----------------------------------------------------------------------------
def test_english_is_the_identity_and_fills_parameters(english):
    assert i18n.language() == "en"
    assert i18n.tr("New game") == "New game"
    assert i18n.tr("Pass to {name} — press to continue", name="Mia") == (
        "Pass to Mia — press to continue")
    assert i18n.tr("{a} {{braces}}", a=1) == "1 {braces}"
    assert i18n.tr("Costs {n} {gold}") == "Costs {n} {gold}"  # no parameters: no formatting


def test_traditional_chinese_entries(english):
    assert i18n.set_language("zh-Hant") == "zh_Hant"
    assert i18n.language() == "zh_Hant"
    assert [i18n.tr(t) for t in ("New game", "Settings")] == ["新遊戲", "設定"]


def test_missing_translations_and_languages_fall_back_to_english(english, caplog):
    i18n.set_language("zh_Hant")
    assert i18n.tr("Not translated yet") == "Not translated yet"
    assert i18n.tr("Not translated yet, round {n}", n=3) == "Not translated yet, round 3"
    with caplog.at_level(logging.WARNING, logger="desktop.i18n"):
        assert i18n.set_language("tlh") == "en"
    assert i18n.tr("Continue") == "Continue"
    assert caplog.records
    assert i18n.tr("Missing {value}", other=1) == "Missing {value}"  # never raises


def test_fonts_for_languages():
    assert i18n.font_for_language("en") is None
    path = i18n.font_for_language("zh_Hant")
    assert path is not None and Path(path).name == "NotoSansTC-Subset.otf"
    assert Path(path).is_file()


def test_the_system_locale_picks_the_first_language():
    assert i18n.system_language({"LANG": "zh_TW.UTF-8"}) == "zh_Hant"
    assert i18n.system_language({"LANGUAGE": "zh_HK:en"}) == "zh_Hant"
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert i18n.system_language({"LANG": "C"}) == "en"


def test_option_descriptions_speak_to_players_not_developers():
    """The new-game screen and the rules reference show every option's description: no raw
    value ids ("plus_3") and no design notes (those live in docs/rules-notes.md)."""
    from rules.core import registry
    from rules.core.contract import describe_options

    for rules in registry.all_games():
        for info in describe_options(rules.options_class):
            words = info.description
            raw = [str(c) for c in info.choices or () if "_" in str(c) and str(c) in words]
            assert not raw, f"{rules.game_id}.{info.name} names the values {raw}: {words!r}"
            for note in ("our design", "the sources", "printed value"):
                assert note not in words.lower(), f"{rules.game_id}.{info.name}: {words!r}"


def test_the_rules_reference_sets_an_options_value_in_the_languages_own_way():
    """「第一位玩家先開始：開」 in Chinese, with its full-width colon, not an English ': '."""
    from types import SimpleNamespace

    from desktop.scenes.rules_reference import reference_html
    from rules.core import Seat, registry
    rules = registry.get("builders")
    state = rules.new_game([Seat("Ann"), Seat("Bo")], rules.make_options({}), 1)
    match = SimpleNamespace(game_id="builders", options=rules.make_options({}))
    i18n.set_language("zh_Hant")
    try:
        html = reference_html(match, rules.view(state, 0))
    finally:
        i18n.set_language("en")
    options = html.split("<br>")[-3:]
    assert all("：" in line and ": " not in line for line in options), options


def test_an_option_value_reads_as_words_not_as_its_id():
    """The Builders' university option reads "Raises to 3" / "Adds 3", never "Level 3" or
    "plus_3"."""
    from rules.core import registry
    from rules.core.contract import describe_options
    infos = {i.name: i for i in describe_options(registry.get("builders").options_class)}
    assert [infos["university"].word(v) for v in infos["university"].choices] == [
        "Raises to 3", "Adds 3"]
    assert infos["apprentice_18"].word("stone_knowledge") == "Stone + knowledge"
