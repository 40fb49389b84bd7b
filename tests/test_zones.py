"""Where the pieces lie (rules/core/zones.py): what moved from one position to the next, as the
table will animate it, and each game's zones holding all its pieces."""

from __future__ import annotations

import random
from collections import Counter
from types import SimpleNamespace

import pytest

from rules.core import Seat, registry
from rules.core.state import HIDDEN
from rules.core.zones import LOOKS, Flow, Zone, Zones

CARDS: Zones = Zones(
    Zone("card", "deck", lambda s: s.deck),
    Zone("card", "hand", lambda s, seat: s.hands[seat], per_seat=True),
    Zone("gold", "bank", lambda s: s.bank, counted=True),
    Zone("gold", "purse", lambda s, seat: s.gold[seat], per_seat=True, counted=True),
    seats=lambda s: len(s.hands))


def table(deck, hands, bank=10, gold=(0, 0)):
    return SimpleNamespace(deck=list(deck), hands=[list(h) for h in hands], bank=bank,
                           gold=list(gold))


def test_a_card_seen_at_both_ends_flies_face_up():
    flows = CARDS.flows(table([], [[7], []]), table([], [[], [7]]))
    assert flows == [Flow("card", ("hand", 0), ("hand", 1), 7)]


def test_a_card_drawn_from_a_hidden_deck_turns_over_in_the_viewers_hand():
    flows = CARDS.flows(table([HIDDEN, HIDDEN], [[], []]), table([HIDDEN], [[5], []]))
    assert flows == [Flow("card", ("deck",), ("hand", 0), 5)]


def test_a_card_drawn_by_another_player_flies_face_down():
    flows = CARDS.flows(table([HIDDEN] * 3, [[], [HIDDEN]]), table([HIDDEN], [[], [HIDDEN] * 3]))
    assert flows == [Flow("card", ("deck",), ("hand", 1), None, 2)]


def test_a_card_put_under_the_deck_while_two_are_drawn_goes_into_it():
    before = table([HIDDEN] * 5, [[1], []])
    after = table([HIDDEN] * 4, [[2, 3], []])  # 1 under the deck, 2 and 3 drawn
    flows = CARDS.flows(before, after)
    assert Counter((f.source, f.target, f.piece_id) for f in flows) == Counter({
        (("hand", 0), ("deck",), 1): 1, (("deck",), ("hand", 0), 2): 1,
        (("deck",), ("hand", 0), 3): 1})


def test_gold_is_paired_between_purses_and_the_bank():
    flows = CARDS.flows(table([], [[], []], bank=10, gold=(5, 0)),
                        table([], [[], []], bank=8, gold=(2, 5)))
    assert Counter((f.source, f.target, f.count) for f in flows) == Counter({
        (("purse", 0), ("purse", 1), 3): 1, (("bank",), ("purse", 1), 2): 1})
    assert all(f.piece_id is None and f.counted for f in flows)


def test_what_no_place_gave_comes_from_the_supply():
    flows = CARDS.flows(table([], [[], []]), table([], [[4], []]))
    assert flows == [Flow("card", None, ("hand", 0), 4)]


# ----- every game that declares its zones -------------------------------------------------
GAMES = [rules for rules in registry.all_games() if getattr(rules, "zones", None) is not None]


def positions(rules, games: int = 6, moves: int = 400):
    """(before, seat, after) for every move of a few random games."""
    for game in range(games):
        rng = random.Random(game)
        players = min(max(rules.min_players, 1 + game % 4), rules.max_players)  # solo too
        state = rules.new_game([Seat(f"P{i}") for i in range(players)], rules.make_options({}),
                               game)
        for _ in range(moves):
            if rules.is_over(state):
                break
            seat = rules.to_act(state)[0]
            before = state.clone()
            rules.apply_unchecked(state, seat, rng.choice(rules.legal_actions(state, seat)))
            yield before, seat, state


@pytest.mark.parametrize("rules", GAMES, ids=lambda r: r.game_id)
def test_every_piece_moved_in_a_full_position_is_in_a_declared_place(rules):
    """Nothing appears out of, or vanishes into, the supply while the rules move it: the zones
    hold every piece the moves touch."""
    for before, _, after in positions(rules):
        lost = [f for f in rules.zones.flows(before, after) if f.piece not in
                rules.zones.supplied and (f.source is None or f.target is None)]
        assert not lost, f"{lost[:3]} after {after.log[-1:] if after.log else ''}"


@pytest.mark.parametrize("rules", GAMES, ids=lambda r: r.game_id)
def test_a_flow_shows_only_what_its_viewer_sees(rules):
    """The exact flows of the full positions, as each viewer sees them: a piece's id only
    where the viewer's views show it at one end."""
    for k, (before, _, after) in enumerate(positions(rules, games=2)):
        flows = rules.zones.flows(before, after)
        for viewer in range(before.n):
            seen_before, seen_after = rules.view(before, viewer), rules.view(after, viewer)
            shown = {piece_id for places in (*rules.zones.contents(seen_before).values(),
                                             *rules.zones.contents(seen_after).values())
                     for _, pieces in places for piece_id in pieces if piece_id != HIDDEN}
            seen = rules.zones.seen(flows, seen_before, seen_after)
            assert [(f.source, f.target, f.count) for f in seen] == \
                [(f.source, f.target, f.count) for f in flows]
            for flow in seen:
                assert flow.piece_id is None or flow.piece_id in shown, (k, viewer, flow)


def test_another_players_draw_is_seen_face_down_and_their_play_face_up():
    before = table([3, 4], [[1], [2]])
    after = table([3], [[1], [4]])  # seat 1 played 2 (to the deck's bottom, say) and drew 4
    after.deck = [2, 3]
    flows = CARDS.flows(before, after)

    def hide(position, seat: int):
        return table([HIDDEN] * len(position.deck),
                     [h if i == seat else [HIDDEN] * len(h) for i, h in enumerate(position.hands)])

    seen = CARDS.seen(flows, hide(before, 0), hide(after, 0))
    assert Counter((f.source, f.target, f.piece_id) for f in seen) == Counter({
        (("hand", 1), ("deck",), None): 1, (("deck",), ("hand", 1), None): 1})
    seen = CARDS.seen(flows, hide(before, 1), hide(after, 1))
    assert Counter((f.source, f.target, f.piece_id) for f in seen) == Counter({
        (("hand", 1), ("deck",), 2): 1, (("deck",), ("hand", 1), 4): 1})


@pytest.mark.parametrize("rules", GAMES, ids=lambda r: r.game_id)
def test_every_piece_looks_like_something_the_table_can_draw_and_sound(rules):
    assert {rules.zones.look(zone.piece) for zone in rules.zones.zones} <= set(LOOKS)
