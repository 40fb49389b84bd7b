"""Citadels in Traditional Chinese: every name and card text is in the catalogue under its
context, the names follow the rulebook, the rules' messages render in Chinese with their
parameters, and the rank options' words match the characters of each rank."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from citadels_positions import NAMES, R, play, position

from desktop import i18n
from rules.citadels.catalogue import ARCHITECT, CHARACTERS, KINDS, KING, RANK_CHOICES
from rules.citadels.options import CitadelsOptions
from rules.core.contract import describe_options
from rules.core.message import english
from rules.core.state import render_log
from tools.i18n import read_catalogue

RULEBOOK = Path("/work/shared/rulebooks/citadels.zh-Hant.txt")
# Names the rulebook gives (its text is partly in simplified glyphs and carries pinyin notes).
FROM_RULEBOOK = {"Assassin": "刺客", "Thief": "盜賊", "Magician": "魔法師", "King": "國王",
                 "Bishop": "主教", "Merchant": "商人", "Warlord": "軍閥", "Witch": "女巫",
                 "Tax Collector": "稅務官", "Wizard": "巫師", "Emperor": "皇帝",
                 "Abbot": "修道院長", "Alchemist": "煉金術士", "Navigator": "領航員",
                 "Diplomat": "外交官", "Queen": "皇后", "Artist": "藝術家"}


@pytest.fixture
def chinese():
    i18n.set_language("zh_Hant")
    yield
    i18n.set_language("en")


def _translations() -> dict[tuple[str | None, str], str]:
    return {(m.context, m.id): m.string for m in read_catalogue("zh_Hant")
            if m.id and isinstance(m.id, str)}


def test_every_name_and_card_text_has_a_chinese_translation():
    found = _translations()
    wanted = [("citadels character", c.name) for c in CHARACTERS.values()]
    wanted += [("citadels character text", c.text) for c in CHARACTERS.values()]
    wanted += [("citadels district", k.name) for k in KINDS]
    wanted += [("citadels district text", k.text) for k in KINDS if k.text]
    missing = [key for key in wanted if not found.get(key)]
    assert missing == []
    latin = [key for key in wanted if re.search("[A-Za-z]{3}", found[key].replace(
        "official", ""))]
    assert latin == [], "a translation still holds English words"


def test_character_names_are_the_rulebooks():
    found = _translations()
    if RULEBOOK.exists():
        text = re.sub(r"\([a-zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]+\)", "", RULEBOOK.read_text("utf-8"))
        assert [zh for zh in FROM_RULEBOOK.values() if zh not in text] == []
    assert {name: found["citadels character", name] for name in FROM_RULEBOOK} == FROM_RULEBOOK
    assert found["citadels character", "Architect"] == "建築師"  # the rulebook's 建筑師


def test_a_played_turn_reads_in_chinese(chinese):
    s, _ = position(owners={KING: 0, ARCHITECT: 1}, gold={0: 3}, hands={0: ["manor"]})
    play(s, ("gold",), ("build", s.hands[0][0]))
    lines = render_log(s.log, None)
    shown = [i18n.say(line) for line in lines]
    assert f"{NAMES[0]}是國王。" in shown
    assert f"{NAMES[0]}建造了莊園（3）。" in shown
    assert f"{NAMES[0]} builds the Manor (3)." in [english(line) for line in lines]
    assert i18n.say(R.rules.prompt(s, 0)).startswith("你是國王：")


def test_the_rank_options_name_the_characters_of_their_rank():
    for info in describe_options(CitadelsOptions):
        if info.name.startswith("rank_") and info.name != "rank_9":
            rank = int(info.name[-1])
            classic, dark = (CHARACTERS[key].name.lower() for key in RANK_CHOICES[rank])
            assert info.label == f"Rank {rank}"
            assert info.description == (f"Rank {rank}: the {classic} (classic), the {dark} "
                                        "(Dark City), or one of them at random.")
