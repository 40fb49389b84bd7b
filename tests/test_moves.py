"""Moves declared once (rules/core/moves.py) and the kit's picker (desktop/views/kit/places.py):
every legal move of a game that declares its moves is clicked at places that read back as
that move, and the picker lights and plays exactly the legal moves, step by step."""

from __future__ import annotations

import random

import pytest

from desktop.games import desk
from desktop.views.kit.places import Choose, Gather, Picker, Play, Refuse, Step
from rules.builders import catalogue as cat
from rules.builders.moves import MOVES, SEND
from rules.core import Seat, registry
from rules.core.actions import Action
from rules.core.message import english

DECLARED = [rules.game_id for rules in registry.all_games()
            if getattr(rules, "moves", None) is not None]


def positions(game: str, games: int = 3, plies: int = 120):
    rules = registry.get(game)
    for seed in range(games):
        seats = [Seat(f"P{i}", "random") for i in range(rules.min_players + 1)]
        s = rules.new_game(seats, rules.make_options({}), seed)
        rng = random.Random(seed)
        for _ in range(plies):
            if rules.is_over(s):
                break
            seat = rules.to_act(s)[0]
            yield rules, s, seat
            rules.apply(s, seat, rng.choice(rules.legal_actions(s, seat)))


@pytest.mark.parametrize("game", DECLARED)
def test_every_legal_move_reads_back_from_its_places(game):
    for rules, s, seat in positions(game):
        legal = rules.legal_actions(s, seat)
        offered = [action.kind for action in legal]  # a hand card: built, or discarded
        for action in legal:
            path = rules.moves.path(seat, action)
            assert path, f"{action} has no place on the table"
            assert rules.moves.read(seat, path, state=s, prefer=offered) == action, \
                (action, path)


@pytest.mark.parametrize("game", DECLARED)
def test_the_picker_plays_exactly_the_legal_moves_by_their_clicks(game):
    """Clicking each legal move's places in order, from nothing chosen, steps through lit
    places and ends by playing that very move (or gathering it when it is confirmed with
    others). On a table that lists a place's ways (Boonlake's: `Picker.listed`, a move's path
    ending at its entry in the list) the place before the entry plays the move when it is
    the place's only way, else lists it among them (`Choose`), and the entry then plays it."""
    listed = desk(game).table().picker.listed
    chose = 0
    for rules, s, seat in positions(game, games=2, plies=60):
        legal = rules.legal_actions(s, seat)
        for action in legal:
            picked: tuple = ()
            for i, key in enumerate(path := rules.moves.path(seat, action)):
                picker = Picker(listed=listed)
                picker.update(rules.moves, s, legal, seat, picked)
                assert picker.lit(key), (action, key)
                found = picker.outcome(key)
                if isinstance(found, Choose):  # the place's ways, listed: the entry is next
                    assert listed is not None and i == len(path) - 2, (action, key)
                    assert action in found.actions and len(found.actions) > 1
                    picked = found.picked
                    chose += 1
                    picker.update(rules.moves, s, legal, seat, picked)
                    assert picker.ways() == found.actions
                elif i < len(path) - 1 and not (listed and i == len(path) - 2 and
                                                 listed(path[-1])):
                    assert isinstance(found, Step), (action, key, found)
                    picked = found.picked
                else:
                    assert found in (Play(action), Gather((action,))), (action, found)
                    break
    # Boonlake's places list several ways (a card played with or without a lever's bonus);
    # no other table lists any
    assert bool(chose) == (listed is not None), chose


def _builders_turn():
    rules = registry.get("builders")
    s = rules.new_game([Seat("A"), Seat("B")], rules.make_options({"first_seat_starts": True}),
                       3)
    s.sites[0].append([s.building_row.pop()])
    s.spare_tools[0].append(s.tools.pop())
    return rules, s


def test_a_worker_then_a_tool_then_a_site_sends_them_together():
    rules, s = _builders_turn()
    unit, building, tool = s.crew[0][0], s.sites[0][0][0], s.spare_tools[0][0]
    legal = rules.legal_actions(s, 0)
    picker = Picker()
    picker.update(MOVES, s, legal, 0, ())
    crew, spare, site = ("crew", 0, unit), ("spare", 0, tool), ("site", 0, building)
    assert picker.lit(crew) and not picker.lit(spare) and not picker.lit(site)
    # a site clicked first: no move, but the rules say what to choose first
    refused = picker.outcome(site)
    assert isinstance(refused, Refuse) and refused.action is None
    assert refused.unchosen == SEND(-1, building, -1)
    assert "Choose a worker" in english(rules.explain(s, 0, refused.unchosen))
    assert picker.outcome(crew) == Step((crew,))
    picker.update(MOVES, s, legal, 0, (crew,))
    assert picker.lit(spare) and picker.lit(site) and picker.is_chosen(crew)
    assert picker.outcome(site) == Play(SEND(unit, building, -1))
    assert picker.outcome(spare) == Step((crew, spare))
    picker.update(MOVES, s, legal, 0, (crew, spare))
    assert picker.outcome(site) == Play(SEND(unit, building, tool))
    assert picker.outcome(spare) == Step((crew,))  # a chosen tool clicked again goes back
    assert picker.outcome(crew) == Step(())


def test_an_unaffordable_place_asks_the_rules_why():
    rules, s = _builders_turn()
    s.actions, s.coins[0] = cat.FREE_ACTIONS, 0
    legal = rules.legal_actions(s, 0)
    picker = Picker()
    picker.update(MOVES, s, legal, 0, ())
    building = s.building_row[0]
    found = picker.outcome(("building", building))
    assert found == Refuse(Action("open", (building,)))
    assert "you have 0" in english(picker.reason(found.action))
    picker.update(MOVES, s, [], 0, ())  # not the seat's turn: the same click says so
    assert "not your turn" in english(picker.reason(found.action))


def _ginkgopolis_choice():
    rules = registry.get("ginkgopolis")
    s = rules.new_game([Seat("A"), Seat("B")], rules.make_options({}), 3)
    return rules, s


def test_a_card_then_a_tile_or_alone_then_its_place_on_the_city():
    """Ginkgopolis: a card played alone leaves its tile out of the action (`Move.omit`), its
    "alone" is the tile -1 on the table, and another tile replaces the chosen one (the
    picker `swaps`)."""
    from rules.ginkgopolis.moves import MOVES as GINKGO
    from rules.ginkgopolis.moves import PLAY

    rules, s = _ginkgopolis_choice()
    card, (t1, t2) = s.hands[0][0], s.screens[0][:2]
    assert PLAY(card, -1) == Action("play", (card,)) and PLAY(card, t1).args == (card, t1)
    hand, alone, first, second = ("hand", card), ("tile", -1), ("tile", t1), ("tile", t2)
    city = ("play", card)
    assert GINKGO.path(0, PLAY(card)) == (hand, alone, city)
    assert GINKGO.read(0, (hand, alone, city)) == Action("play", (card,))
    assert "not an action" not in english(rules.explain(s, 0, Action("play", (card, 999))))
    legal = rules.legal_actions(s, 0)
    picker = Picker(swaps=True)
    picker.update(GINKGO, s, legal, 0, ())
    assert picker.lit(hand) and not picker.lit(city) and not picker.lit(first)
    assert picker.outcome(city) == Refuse(None)  # the table says what to choose first
    picker.update(GINKGO, s, legal, 0, (hand,))
    assert picker.outcome(first) == Step((hand, first)) and not picker.lit(city)
    picker.update(GINKGO, s, legal, 0, (hand, first))
    assert picker.lit(second) and picker.lit(alone) and not picker.lit(first)
    assert picker.outcome(second) == Step((hand, second))  # another tile takes its place
    assert picker.outcome(alone) == Step((hand, alone))
    assert picker.outcome(city) == Play(PLAY(card, t1))
    picker.swaps = False
    assert not picker.lit(second)  # without swaps (The Builders) the chosen step stays


def test_a_secret_choice_reads_in_full_only_for_its_mover():
    rules, s = _ginkgopolis_choice()
    play = rules.legal_actions(s, 0)[1]
    assert english(rules.describe(s, play, 0)).startswith("Play ")
    assert english(rules.describe(s, play, 1)) == "A player chooses a card with a tile."
    assert english(rules.describe(s, play, None)) == "A player chooses a card with a tile."


def _national_economy_payment():
    """Seat 0 builds a Factory and owes 2 cards: a Farm, a Mansion and one consumer good."""
    from national_economy_positions import give

    from rules.national_economy import catalogue as ne
    from rules.national_economy.moves import BUILD, PLACE

    rules = registry.get("national_economy")
    s = rules.new_game([Seat("A"), Seat("B")], rules.make_options({"first_seat_starts": True}),
                       0)
    factory, farm, mansion = (ne.card_of(name) for name in ("factory", "farm", "mansion"))
    give(s, 0, hand=[factory, farm, mansion], goods=1)
    for action in (PLACE(ne.CARPENTER), BUILD(factory)):
        rules.apply(s, 0, action)
    return rules, s, factory, farm, mansion


def test_discards_are_gathered_judged_after_those_gathered_and_confirmed_together():
    from rules.national_economy.catalogue import GOOD
    from rules.national_economy.moves import DISCARD, MOVES

    rules, s, factory, farm, mansion = _national_economy_payment()
    legal = rules.legal_actions(s, 0)
    good, farm_card, mansion_card = ("hand", GOOD), ("hand", farm), ("hand", mansion)
    picker = Picker()
    picker.update(MOVES, s, legal, 0, ())
    assert picker.outcome(good, stack=True) == Gather((DISCARD(GOOD),))  # not played yet
    picker.update(MOVES, s, legal, 0, (), (DISCARD(GOOD),))
    assert not picker.lit(good) and picker.lit(farm_card) and not picker.complete
    refused = picker.outcome(good, stack=True)  # the stack: no more goods to gather
    assert refused == Refuse(DISCARD(GOOD))
    assert "no more consumer goods" in english(picker.reason(refused.action))
    assert picker.outcome(good) == Gather(())  # a place gathered: a click takes it back
    assert picker.action(good) is None  # nothing inside a gathering is played alone
    picker.update(MOVES, s, legal, 0, (), (DISCARD(GOOD), DISCARD(farm)))
    assert picker.complete and not picker.lit(mansion_card)
    assert picker.outcome(mansion_card) == Refuse(DISCARD(mansion), full=True)
    assert picker.outcome(farm_card) == Gather((DISCARD(GOOD),))
    for action in picker.gathered:  # the confirmation plays them in order
        rules.apply(s, 0, action)
    assert factory in s.tableau[0] and s.hands[0] == [mansion] and s.goods[0] == 0


def test_a_gathering_keeps_only_the_moves_still_legal_in_order():
    from rules.national_economy.moves import DISCARD, MOVES

    rules, s, _, farm, mansion = _national_economy_payment()
    after, made = MOVES.after(s, 0, [DISCARD(farm), DISCARD(farm), DISCARD(mansion)])
    assert made == (DISCARD(farm),) and after.hands[0] == [mansion] and s.hands[0] != [mansion]


def test_a_boonlake_place_with_several_ways_lists_them_and_a_refused_click_reads_its_move():
    """Boonlake's card with or without a lever's bonus: the card is chosen and its ways
    listed (each then played by its entry), a click on it again takes it back, a place's only
    way may be listed too (`listing`), and an unlit place reads the move a click there means
    for the decision at hand (the rules then say why not)."""
    from rules.boonlake.moves import MOVES as BOONLAKE

    listed = desk("boonlake").table().picker.listed
    for rules, s, seat in positions("boonlake", games=3, plies=400):
        legal = rules.legal_actions(s, seat)
        at: dict = {}
        for action in legal:
            path = BOONLAKE.path(seat, action)
            if len(path) > 1:
                at.setdefault(path[-2], []).append(action)
        several = next((key for key, ways in at.items() if len(ways) > 1), None)
        single = next((key for key, ways in at.items() if len(ways) == 1), None)
        if several is not None and single is not None:
            break
    else:
        raise AssertionError("no place with several ways came up")
    picker = Picker(listed=listed)
    picker.update(BOONLAKE, s, legal, seat, ())
    assert picker.ways() == tuple(a for a in legal if len(BOONLAKE.path(seat, a)) == 1)
    found = picker.outcome(several)
    assert found == Choose(tuple(at[several]), (several,))
    assert picker.outcome(single) == Play(at[single][0])
    assert picker.listing(single) == Choose((at[single][0],), (single,))
    picker.update(BOONLAKE, s, legal, seat, found.picked)
    assert picker.is_chosen(several) and picker.outcome(several) == Step(())
    assert picker.ways() == found.actions
    for action in found.actions:
        assert picker.outcome(BOONLAKE.path(seat, action)[-1]) == Play(action)
    assert picker.outcome(single) == Play(at[single][0])  # another place still plays

    d = s.pending[-1].kind
    unlit = next(key for key in [("space", n) for n in range(1, 34)] + [("row", r) for r in
                                                                         range(7)]
                 if not picker.lit(key) and not picker.is_chosen(key))
    refused = picker.outcome(unlit)
    assert isinstance(refused, Refuse) and refused.action is not None, (d, unlit)
    assert BOONLAKE.path(seat, refused.action)[0] == unlit
    assert refused.action not in legal and english(picker.reason(refused.action))
