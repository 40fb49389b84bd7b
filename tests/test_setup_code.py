"""Setup codes: a game's setup as a short text that gives the same deal when pasted, for every
game and every option; garbage, unknown games and other versions are refused in words."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from rules.core import Seat, registry
from rules.core.contract import describe_options
from rules.core.message import english
from saves import setup_code
from saves.setup_code import SetupCodeError, decode, encode

GAMES = [rules.game_id for rules in registry.all_games()]


def _seats(rules, n: int | None = None) -> list[Seat]:
    n = n or rules.min_players
    kinds = ["human", "hard", "easy", "normal", "random", "hard", "easy"]
    return [Seat(name, kinds[i]) for i, name in enumerate(["Mia", "小明", "Bruno", "Clara",
                                                           "Dario", "Elena", "Felix"][:n])]


def _variants(rules) -> list[dict]:
    """For each option, a setup with that option set to each value other than its default."""
    found = []
    for info in describe_options(rules.options_class):
        values = info.choices or ((not info.default,) if isinstance(info.default, bool) else ())
        found += [{info.name: value} for value in values if value != info.default]
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_of_every_game_round_trips(game_id):
    rules = registry.get(game_id)
    variants = _variants(rules)
    assert variants, "every game has options a code must carry"
    for n in {rules.min_players, rules.max_players}:
        seats = _seats(rules, n)
        for raw in [{}, *variants]:
            try:
                options = rules.make_options(raw)
                rules.new_game(seats, options, 99)
            except ValueError:
                continue  # a value that does not fit this table size (refused on decode too)
            code = encode(game_id, options, 12345, seats)
            setup = decode(code)
            assert (setup.game_id, setup.options, setup.seed, list(setup.seats)) == \
                (game_id, options, 12345, seats)
            again = rules.new_game(list(setup.seats), setup.options, setup.seed)
            assert again.to_json() == rules.new_game(seats, options,
                                                                        12345).to_json()


def test_a_plain_setup_is_short_and_starts_with_its_version():
    rules = registry.get("citadels")
    code = encode("citadels", None, 2026, _seats(rules, 4))
    assert code.startswith("tc1:") and len(code) < 120
    assert code.isascii() and " " not in code


def test_spaces_and_line_breaks_from_a_chat_do_not_matter():
    code = encode("ginkgopolis", None, 8, _seats(registry.get("ginkgopolis"), 3))
    broken = code[:10] + "\n " + code[10:20] + " " + code[20:]
    assert decode(broken) == decode(code)


def _packed(data) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(json.dumps(data).encode()) + packer.flush()
    return "tc1:" + base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


@pytest.mark.parametrize("text, words", [
    ("", "not a Tabletop Cities setup code"),
    ("hello there", "not a Tabletop Cities setup code"),
    ("tc2:q1ZKTk9JVbJSKkvMKU1VqgUA", "has version 2"),
    ("tc1:!!!!", "damaged"),
    (_packed({"g": "citadels"})[:-6], "damaged"),
    (_packed([1, 2]), "damaged"),
    (_packed({"g": "chess", "s": 1, "p": [["A", 0]]}), "a game this version does not "
                                                             "have (chess)"),
    (_packed({"g": "citadels", "s": 1, "p": [["A", 0]]}), "has 1 players; Citadels is "
                                                                "for 2 to 7"),
    (_packed({"g": "citadels", "s": 1, "p": [["A", 0], ["B", 7]]}), "damaged"),
    (_packed({"g": "citadels", "s": 1, "p": [["A", 0], ["", 2]]}), "damaged"),
    (_packed({"g": "citadels", "s": "1", "p": [["A", 0], ["B", 2]]}), "damaged"),
    (_packed({"g": "citadels", "s": 1, "p": [["A", 0], ["B", 2]],
              "o": {"tie_break": "dice"}}), "options do not fit Citadels"),
    (_packed({"g": "citadels", "s": 1, "p": [["A", 0], ["B", 2]],
              "o": {"no_such": 1}}), "options do not fit Citadels"),
])
def test_bad_codes_are_refused_in_words(text, words):
    with pytest.raises(SetupCodeError) as err:
        decode(text)
    assert words in english(err.value.text)


def test_a_code_that_inflates_into_a_huge_text_is_refused():
    bomb = setup_code._deflate(b'{"g": "citadels", "x": "' + b"a" * 200_000 + b'"}')
    code = "tc1:" + base64.urlsafe_b64encode(bomb).rstrip(b"=").decode()
    assert len(code) < setup_code.MAX_CODE
    with pytest.raises(SetupCodeError):
        decode(code)
