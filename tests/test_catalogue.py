"""The one catalogue: in step with the code, complete in Traditional Chinese, and drawable."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from desktop import i18n
from rules.core.message import Join, english, join, msg, nmsg, pmsg, render, text_from_json
from tools.i18n import LANGUAGES, extract, placeholders, problems, read_catalogue

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def _problems(kind: str) -> list[str]:
    return [line for language in LANGUAGES for line in problems(language)
            if line.startswith(kind)]


def test_every_message_of_the_code_is_in_the_catalogue_and_none_unused():
    assert _problems("missing") == [], "run: python -m tools.i18n extract"
    assert _problems("unused") == [], "run: python -m tools.i18n extract"


def test_every_translation_keeps_the_placeholders():
    assert _problems("placeholders") == []


def test_every_message_is_translated():
    assert _problems("untranslated") == []


def test_chinese_puts_no_space_between_a_name_and_the_words_after_it():
    """「{who}建造了…」, not 「{who} 建造了…」: Chinese sets a name right against its sentence."""
    import re
    name_then_space = re.compile(r"\{(who|name|player|owner|other|whose)\} [\u2e80-\u9fff]")
    spaced = [text for message in read_catalogue("zh_Hant") if message.id
              for text in ([message.string] if isinstance(message.string, str)
                           else message.string) if name_then_space.search(text)]
    assert spaced == []


def test_no_plural_is_faked_with_parentheses():
    faked = [m.id for m in extract() if m.id and "(s)" in str(m.id)]
    assert faked == [], "use nmsg/ntr: the catalogue holds each language's plural forms"


def test_the_chinese_font_draws_every_character_of_the_catalogue_and_the_card_names():
    font = TTFont(ROOT / "sprites" / "fonts" / "NotoSansTC-Subset.otf")
    drawable = set(font.getBestCmap())
    needed: set[str] = set()
    for language in LANGUAGES:
        for message in read_catalogue(language):
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            needed.update("".join(s or "" for s in strings))
    missing = sorted(c for c in needed if ord(c) not in drawable and not c.isspace())
    assert missing == [], "run: python -m tools.cjk_font"


def test_messages_render_in_english_and_in_chinese():
    line = msg("{who} builds the {card}.", who="Mia",
               card=pmsg("citadels district", "Temple"))
    assert english(line) == "Mia builds the Temple."
    assert english(nmsg("{n} card", "{n} cards", 1)) == "1 card"
    assert english(nmsg("{n} card", "{n} cards", 3)) == "3 cards"
    assert english(join([pmsg("citadels district", "Temple"), "Keep"])) == "Temple, Keep"
    i18n.set_language("zh_Hant")
    assert i18n.say(msg("New game")) == "新遊戲"
    assert i18n.say("an old English log line") == "an old English log line"


def test_messages_survive_json_as_saved_in_a_log():
    line = msg("{who} builds the {card} for {cost}.", who="Mia", cost=3,
               card=pmsg("citadels district", "Temple"))
    counted = nmsg("{n} card", "{n} cards", 2, extra=join(["a", msg("b")]))
    for text in (line, counted, "plain"):
        again = text_from_json(json.loads(json.dumps(_to_json(text))))
        assert again == text
        assert render(again) == render(text)
    assert isinstance(text_from_json({"id": "x", "params": {"l": {"join": ["a"]}}})
                      .params[0][1], Join)
    with pytest.raises(ValueError):
        text_from_json({"params": {}})


def test_placeholders_are_read_like_str_format():
    assert placeholders("{who} pays {n} gold") == {"who", "n"}
    assert placeholders("no {{braces}}") == set()


def _to_json(text):
    return text if isinstance(text, str) else text.to_json()
