"""Each Citadels character's hover text (and the rules reference, which shows the same words)
tied to what its move does in the engine: every fact a scenario finds in the engine is said in
the text, and the text claims no income colour that the engine does not pay."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from citadels_positions import R, actor, cast, legal_kinds, play, position

from rules.citadels.board import destroy_cost, income_amount
from rules.citadels.catalogue import CHARACTERS, KINDS, kind_of
from rules.citadels.moves import MAX_BEAUTIFIED
from rules.citadels.powers import trades, warlord_targets
from rules.core import Action

COLOUR_WORDS = {"yellow": "noble (yellow)", "blue": "religious (blue)",
                "green": "trade (green)", "red": "military (red)"}
EIGHT = ["temple", "church", "monastery", "watchtower", "prison", "manor", "tavern", "market"]
# A base district of each colour, for the income scenario.
OF_COLOUR = {colour: next(k.key for k in KINDS if k.colour == colour and not k.dark_city)
             for colour in COLOUR_WORDS}


def _on_call(key: str, **kw):
    """A position where the player at seat 0 is called with character `key`."""
    rank = CHARACTERS[key].rank
    owners = {rank: 0, **kw.pop("owners", {})}
    return position(owners=owners, start=rank, options=cast(key, **kw.pop("options", {})),
                    **kw)


@pytest.mark.parametrize("key", sorted(CHARACTERS))
@pytest.mark.parametrize("colour", sorted(COLOUR_WORDS))
def test_a_text_names_an_income_colour_iff_the_engine_pays_for_it(key, colour):
    s, _ = _on_call(key, cities={0: [OF_COLOUR[colour]]})
    pays = income_amount(s, 0, CHARACTERS[key].rank) > 0
    text = CHARACTERS[key].text
    assert (f"1 gold per {COLOUR_WORDS[colour]} district" in text) == pays, (key, colour)


# ----- what each move does, found in the engine -----------------------------------------------
def _assassin() -> list[str]:
    s, _ = position(owners={1: 0, 2: 1, 4: 2})
    play(s, ("kill", 2), ("gold",), ("end",))
    assert actor(s) == 2  # the Thief's player was skipped
    return ["misses its whole turn"]


def _thief() -> list[str]:
    s, _ = position(owners={1: 0, 2: 1, 3: 2, 5: 3}, start=2, murdered=3)
    named = {a.args[0] for a in R.legal_actions(s, 1) if a.kind == "rob"}
    assert named and not named & {1, 2, 3}
    said = ["the Assassin", "murdered"]
    s, _ = position(owners={1: 0, 2: 1, 5: 2, 6: 3}, options=cast("witch"))
    play(s, ("gold",), ("bewitch", 6))
    named = {a.args[0] for a in R.legal_actions(s, 1) if a.kind == "rob"}
    assert named and not named & {1, 6}  # the Witch and the bewitched character
    said += ["the Witch", "bewitched"]
    s, _ = position(owners={2: 0, 5: 1}, start=2, gold={1: 4})
    play(s, ("rob", 5), ("gold",), ("end",))
    assert s.gold[0] == 2 + 4 and s.gold[1] == 0
    return [*said, "gives you all their gold"]


def _magician() -> list[str]:
    s, _ = _on_call("magician", hands={0: ["temple"], 1: ["manor", "tavern"]},
                    owners={5: 1})
    mine, theirs = list(s.hands[0]), list(s.hands[1])
    play(s, ("swap", 1))
    assert s.hands[0] == theirs and s.hands[1] == mine
    s, _ = _on_call("magician", hands={0: ["temple", "manor"]})
    bottom = s.hands[0][0]
    play(s, ("magic",), ("mark", bottom), ("exchange",))
    assert len(s.hands[0]) == 2 and bottom not in s.hands[0] and s.deck[0] == bottom
    return ["swap your whole hand with another player's",
            "put any number of cards from your hand at the bottom of the deck and draw as many"]


def _king() -> list[str]:
    s, _ = position(owners={4: 1}, start=4, crown=0)
    assert s.crown == 1
    s, _ = position(owners={1: 0, 4: 1}, crown=0)
    play(s, ("kill", 4), ("gold",), ("end",))
    assert s.crown == 1  # taken at the end of the round
    return ["Take the crown as soon as you are called", "If murdered, you still take the crown"]


def _bishop() -> list[str]:
    s, _ = position(owners={5: 1, 8: 2}, start=8, cities={1: ["temple"], 3: ["manor"]},
                    gold={2: 9})
    s.revealed[5] = True
    assert warlord_targets(s, 2) and all(seat != 1 for seat, _ in warlord_targets(s, 2))
    s, _ = position(owners={5: 1, 8: 2}, start=8, options=cast("diplomat"),
                    cities={1: ["temple"], 2: ["watchtower"], 3: ["manor"]}, gold={2: 9})
    s.revealed[5] = True
    assert trades(s, 2) and all(seat != 1 for _, seat, _ in trades(s, 2))
    return ["The Warlord cannot destroy", "the Diplomat cannot exchange",
            "unless you were murdered"]


def _merchant() -> list[str]:
    s, _ = _on_call("merchant")
    play(s, ("gold",))
    assert s.gold[0] == 2 + 1
    return ["Gain 1 extra gold with your action"]


def _architect() -> list[str]:
    s, _ = _on_call("architect")
    play(s, ("gold",))
    assert len(s.hands[0]) == 2 and s.builds_left == 3
    return ["draw 2 more cards", "build up to 3 districts"]


def _warlord() -> list[str]:
    s, _ = _on_call("warlord", cities={1: ["palace"]}, gold={0: 9})
    palace = s.cities[1][0]
    assert destroy_cost(s, 1, palace) == kind_of(palace).cost - 1
    s, _ = _on_call("warlord", cities={1: EIGHT}, gold={0: 9})
    assert not warlord_targets(s, 0)  # a completed city
    return ["destroy one district by paying its cost minus 1", "except in a completed city"]


def _witch() -> list[str]:
    s, _ = _on_call("witch", owners={6: 1})
    assert "bewitch" not in legal_kinds(s)
    play(s, ("gold",), ("bewitch", 6))
    assert actor(s) == 1
    return ["After taking gold or cards, you may bewitch a character and end your turn"]


def _tax_collector() -> list[str]:
    s, _ = position(owners={2: 0, 5: 1}, start=2, options=cast("tax_collector"),
                    hands={1: ["temple"]}, gold={1: 3})
    play(s, ("gold",), ("end",), ("gold",), ("build", s.hands[1][0]), ("end",))
    assert s.gold[0] == 2 + 1
    return ["pays you 1 gold at the end of that turn"]


def _wizard() -> list[str]:
    s, _ = _on_call("wizard", owners={5: 1}, hands={1: ["temple"], 0: ["manor"]},
                    gold={0: 9})
    temple = s.hands[1][0]
    play(s, ("gold",), ("peek", 1), ("conjure", temple))
    assert temple in s.cities[0] and s.builds_left == 1
    return ["Look at another player's hand and take one card",
            "That build does not count as your build"]


def _emperor() -> list[str]:
    s, _ = _on_call("emperor", owners={5: 1}, gold={1: 3}, crown=0)
    play(s, ("gold",))
    assert Action("end") not in R.legal_actions(s, 0)
    play(s, ("crown", 1))
    assert s.crown == 1 and s.gold[0] == 2 + 1
    return ["You must give the crown to another player", "pays you 1 gold or 1 card"]


def _abbot() -> list[str]:
    s, _ = _on_call("abbot", owners={6: 1}, gold={1: 5})
    play(s, ("abbot",))
    assert s.gold == [1, 4, 0, 0]
    return ["The richest player gives you 1 gold"]


def _alchemist() -> list[str]:
    s, _ = _on_call("alchemist", hands={0: ["manor"]}, gold={0: 3})
    play(s, ("gold",), ("build", s.hands[0][0]), ("end",))
    assert s.gold[0] == 5
    return ["take back all the gold you paid to build districts this turn"]


def _navigator() -> list[str]:
    s, _ = _on_call("navigator")
    play(s, ("gold",), ("navigate", 0))
    assert s.gold[0] == 2 + 4 and s.builds_left == 0
    s, _ = _on_call("navigator")
    play(s, ("gold",), ("navigate", 1))
    assert len(s.hands[0]) == 4
    return ["take 4 more gold or draw 4 more cards", "then you may not build this turn"]


def _diplomat() -> list[str]:
    s, _ = _on_call("diplomat", cities={0: ["watchtower"], 1: ["palace"]}, gold={0: 9})
    mine, theirs = s.cities[0][0], s.cities[1][0]
    play(s, ("gold",), ("end",), ("trade", mine, 1, theirs))
    assert theirs in s.cities[0] and mine in s.cities[1] and s.gold[1] == 5 - 1
    s, _ = _on_call("diplomat", cities={0: ["watchtower"], 1: EIGHT}, gold={0: 9})
    assert not trades(s, 0)  # a completed city (the Bishop's: see _bishop)
    return ["exchange one of your districts with one in another city",
            "paying its owner the difference if yours is cheaper",
            "not with the Bishop's city or a completed city"]


def _queen() -> list[str]:
    s, _ = position(owners={4: 1, 9: 0}, start=9, options=cast("queen"))
    s.revealed[4] = True
    play(s, ("queen",))
    assert s.gold[0] == 3
    return ["Gain 3 gold if you sit next to the King's player"]


def _artist() -> list[str]:
    s, _ = _on_call("artist", cities={0: ["temple"]}, gold={0: 1})
    play(s, ("beautify", s.cities[0][0]))
    assert s.gold[0] == 0 and MAX_BEAUTIFIED == 2
    return ["Beautify one or two of your districts by putting 1 of your gold on each",
            "worth 1 more point"]


FACTS: dict[str, Callable[[], list[str]]] = {
    "assassin": _assassin, "thief": _thief, "magician": _magician, "king": _king,
    "bishop": _bishop, "merchant": _merchant, "architect": _architect, "warlord": _warlord,
    "witch": _witch, "tax_collector": _tax_collector, "wizard": _wizard,
    "emperor": _emperor, "abbot": _abbot, "alchemist": _alchemist, "navigator": _navigator,
    "diplomat": _diplomat, "queen": _queen, "artist": _artist,
}


def test_every_character_has_its_facts_checked():
    assert set(FACTS) == set(CHARACTERS)


@pytest.mark.parametrize("key", sorted(FACTS))
def test_a_characters_text_says_what_its_move_does(key):
    text = CHARACTERS[key].text
    for phrase in FACTS[key]():
        assert phrase in text, (key, phrase)


def test_the_purple_districts_that_touch_the_warlord_and_the_diplomat_say_so():
    """The Keep and the Great Wall stand against the Warlord and the Diplomat alike; the
    Smithy's and the Laboratory's numbers are the engine's."""
    from rules.citadels import purple
    from rules.citadels.powers import trade_cost

    texts = {k.key: k.text for k in KINDS if k.colour == "purple"}
    s, _ = _on_call("diplomat", cities={0: ["watchtower"], 1: ["keep", "manor", "great_wall"]},
                    gold={0: 9})
    keep, manor, _wall = s.cities[1]
    mine = s.cities[0][0]
    assert all(theirs != keep for _, _, theirs in trades(s, 0))
    assert trade_cost(s, mine, 1, manor) == kind_of(manor).cost - kind_of(mine).cost + 1
    s, _ = _on_call("warlord", cities={1: ["keep", "manor", "great_wall"]}, gold={0: 9})
    keep, manor, _wall = s.cities[1]
    assert destroy_cost(s, 1, manor) == kind_of(manor).cost - 1 + 1
    assert all(card != keep for _, card in warlord_targets(s, 0))
    for key in ("keep", "great_wall"):
        assert "Warlord" in texts[key] and "Diplomat" in texts[key], key
    assert f"pay {purple.SMITHY_PRICE} gold to draw {purple.SMITHY_DRAW}" in texts["smithy"]
    s, _ = _on_call("merchant", hands={0: ["temple"]}, cities={0: ["laboratory"]})
    play(s, ("lab", s.hands[0][0]))
    assert s.gold[0] == 1 and "take 1 gold" in texts["laboratory"]


def test_the_rules_summary_scores_as_the_engine_does():
    from desktop.views.citadels_words import SUMMARY
    from rules.citadels import scoring

    line = next(line for line in SUMMARY if line.startswith("Scoring:"))
    assert "points of your districts" in line  # the University costs 6 and is worth 8
    assert next(k for k in KINDS if k.key == "university").points != \
        next(k for k in KINDS if k.key == "university").cost
    for bonus, words in ((scoring.FIVE_COLOUR_BONUS, "for all five colours"),
                         (scoring.FIRST_COMPLETE_BONUS, "for the first complete city"),
                         (scoring.COMPLETE_BONUS, "for other complete cities")):
        assert f"+{bonus} {words}" in line
