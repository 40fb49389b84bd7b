"""The hard bot's model of the draft: which opponent holds which character, from what each
was likely to pick (rules/citadels/ai/draft.py)."""

from __future__ import annotations

import random
from collections import Counter

from rules.bots import make_bot
from rules.citadels.ai import CitadelsAI
from rules.citadels.ai.draft import handed_sets
from rules.citadels.catalogue import CARD_KIND, KINDS
from rules.core import Action, Rng, Seat, registry
from rules.core.playout import play_randomly

RULES = registry.get("citadels")
BISHOP = 5


def new_game(seed: int, players: int = 4):
    return RULES.new_game([Seat(f"p{i}", "random") for i in range(players)],
                          RULES.make_options({}), seed)


def test_the_draft_record_replays_what_each_seat_was_handed():
    for seed in range(6):
        state = new_game(seed)
        play_randomly(RULES, state, 60 + 10 * seed, random.Random(seed))
        replayed = handed_sets(state)
        recorded = [(who, kind, frozenset(handed), chosen)
                    for who, kind, handed, chosen in state.draft_events
                    if kind in ("pick", "discard")]
        assert replayed == recorded


def test_determinized_drafts_are_complete_and_agree_with_the_view():
    for seed in range(8):
        players = 2 + seed % 4
        state = new_game(seed, players)
        play_randomly(RULES, state, 30 + 20 * seed, random.Random(seed))
        if not RULES.to_act(state):
            continue
        seat = RULES.to_act(state)[0]
        view = RULES.view(state, seat)
        ai = CitadelsAI(RULES)
        for k in range(5):
            deal = ai.determinize(view, seat, Rng(k))
            assert RULES.view(deal, seat).to_json() == view.to_json()
            for who, kind, _, chosen in handed_sets(deal):
                if kind == "pick":
                    assert deal.owner[chosen] == who


def bishop_game():
    """A 4-player game whose first picker leaves the Bishop in the pool, and seat 2 owns a
    city of seven religious districts; the others pick by their own rule below."""
    for seed in range(200):
        state = new_game(seed)
        if BISHOP in state.pool and state.crown == 0:
            blues = [c for c in state.deck if KINDS[CARD_KIND[c]].colour == "blue"][:7]
            for card in blues:
                state.deck.remove(card)
            state.cities[2] = blues
            state.built_round[2] = [0] * len(blues)
            return state
    raise AssertionError("no such deal")


def test_a_seat_rich_in_religious_districts_is_believed_to_hold_the_bishop():
    state = bishop_game()
    RULES.apply(state, 0, Action("pick", (min(r for r in state.pool if r != BISHOP),)))
    while state.phase == "draft":  # seat 2 takes the Bishop; the others the lowest rank
        seat = RULES.to_act(state)[0]
        rank = BISHOP if seat == 2 else min(r for r in state.pool if r != BISHOP)
        RULES.apply(state, seat, Action("pick", (rank,)))
    view = RULES.view(state, 0)
    ai = CitadelsAI(RULES)
    trials = 200
    uniform = Counter(RULES.determinize(view, 0, Rng(k)).owner[BISHOP] for k in range(trials))
    believed = Counter(ai.determinize(view, 0, Rng(k)).owner[BISHOP] for k in range(trials))
    # Uniformly: seat 1, 2, 3 or nobody, about alike.
    assert max(uniform.values()) < 0.4 * trials
    # By the model: seat 2 had it in hand and seven religious districts, so it took it; seat 1
    # (before it) had no reason to, and seat 3 or nobody would mean seat 2 passed it.
    assert believed[2] > uniform[2] + 0.15 * trials
    assert believed[3] + believed[-1] < (uniform[3] + uniform[-1]) / 2


def test_the_hard_bot_searches_on_the_believed_deals_at_two_players_only(monkeypatch):
    asked = []
    real = CitadelsAI.determinize

    def spy(self, view, seat, rng):
        asked.append(seat)
        return real(self, view, seat, rng)

    monkeypatch.setattr(CitadelsAI, "determinize", spy)
    # Hard's table settings leave the model out from three seats on
    # (docs/history/performance-log.md, "The full table, 2026-11-25").
    for players, level, expected in ((2, "normal", False), (2, "hard", True),
                                     (3, "hard", False), (4, "hard", False)):
        state = new_game(3, players)
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        asked.clear()
        bot = make_bot(RULES, seat, level, 1, {"iterations": 16, "ms": None})
        assert bot.choose(RULES.view(state, seat), legal) in legal
        assert bool(asked) == expected, (players, level)
