"""The learned value (issue 44): Citadels' features read the view only, the network computes what
it should and round-trips, the trainer runs and resumes, a bot set to the learned value plays."""

from __future__ import annotations

import io
import json
import math

import numpy as np
import pytest
from value_features import check_learned_lines, random_game

from rules.bots.value_net import ValueNet, weights_path
from rules.citadels.ai.features import features, size
from rules.core.state import HIDDEN


def _game(n: int, seed: int, steps: int):
    return random_game("citadels", n, seed, steps)


def test_a_rivals_hidden_hand_changes_nothing() -> None:
    rules, state = _game(2, 11, 60)
    rival = 1
    assert state.hands[rival] and state.deck
    other = state.clone()
    # Swap the rival's hand for cards from the deck: the same table, another hidden hand.
    k = min(len(other.hands[rival]), len(other.deck))
    other.hands[rival][:k], other.deck[:k] = other.deck[:k], other.hands[rival][:k]
    assert other.hands[rival] != state.hands[rival]
    assert features(other, 0) == features(state, 0)
    assert features(rules.view(other, 0), 0) == features(rules.view(state, 0), 0)
    assert HIDDEN in rules.view(state, 0).hands[rival]


def test_forward_pass_by_hand() -> None:
    net = ValueNet(np.array([[1.0, -1.0], [0.5, 2.0]]), np.array([0.0, -1.0]),
                   np.array([2.0, -1.0]), 0.5)
    x = [0.3, 0.1]
    h1, h2 = math.tanh(0.3 - 0.1), math.tanh(0.15 + 0.2 - 1.0)
    expected = 1.0 / (1.0 + math.exp(-(2.0 * h1 - h2 + 0.5)))
    assert net.predict(x) == pytest.approx(expected, abs=1e-12)
    assert net.predict_many([x, x]) == pytest.approx([expected, expected], abs=1e-12)


def test_save_and_load_round_trip(tmp_path) -> None:
    net = ValueNet.fresh(size(2), 8, np.random.default_rng(1), {"game": "citadels"})
    path = tmp_path / "v.json"
    net.save(path)
    back = ValueNet.load(path)
    x = np.linspace(0, 1, size(2))
    assert back.predict(x) == pytest.approx(net.predict(x), abs=1e-5)
    assert back.meta == {"game": "citadels"}
    back.save(tmp_path / "again.json")
    assert (tmp_path / "again.json").read_text() == path.read_text()


def test_shipped_weights_fit_the_features() -> None:
    path = weights_path("citadels", 2)
    assert path.stat().st_size <= 1_000_000
    net = ValueNet.load(path)
    assert net.inputs == size(2) and net.meta["players"] == 2
    rules, state = _game(2, 5, 80)
    value = net.predict(features(state, 0))
    assert 0.0 < value < 1.0


def test_trainer_runs_and_resumes(tmp_path) -> None:
    from tools import train_value

    common = ["--games", "4", "--chunk", "2", "--seed", "5", "--hidden", "4", "--every", "8",
              "--epsilon", "0.2"]
    straight = tmp_path / "straight.json"
    text = io.StringIO()
    assert train_value.main([*common, "--out", str(straight)], out=text) == 0
    reports = [json.loads(line) for line in text.getvalue().splitlines() if line.startswith("{")]
    assert [r["games"] for r in reports] == [2, 4]
    assert all(r["positions"] > 0 and r["train_loss"] > 0 for r in reports)

    check = tmp_path / "ck.npz"
    half = tmp_path / "half.json"
    assert train_value.main([*common[:1], "2", *common[2:], "--checkpoint", str(check),
                             "--out", str(half)], out=io.StringIO()) == 0
    resumed = tmp_path / "resumed.json"
    text = io.StringIO()
    assert train_value.main([*common, "--resume", str(check), "--out", str(resumed)],
                            out=text) == 0
    assert "games 2 -> 4" in text.getvalue()
    assert json.loads(resumed.read_text()) == json.loads(straight.read_text())


def test_a_bot_set_to_the_learned_value_asks_it_and_plays_legally(tmp_path) -> None:
    from rules.bots.base import make_bot
    from rules.bots.knowledge import ai_for

    rules, state = _game(2, 9, 6)
    ai = ai_for(rules)
    learned = ai.learned_evaluate(state)
    assert sum(learned) == pytest.approx(1.0) and learned != ai.heuristic(state)
    # Weights from another folder: a network that says 0.9 whatever the view gives equal
    # shares; a folder without weights for two seats, the heuristic.
    net = ValueNet(np.ones((1, size(2))), np.zeros(1), np.array([0.0]), math.log(9.0))
    net.save(tmp_path / "value_2p.json")
    assert ai.learned_evaluate(state, str(tmp_path)) == pytest.approx([0.5, 0.5])
    assert ai.learned_evaluate(state, str(tmp_path / "none")) == ai.heuristic(state)
    bot = make_bot(rules, 0, "easy", 1, {"ms": None, "determinizations": 1,
                                         "leaf_value": "learned"})
    for _ in range(40):
        acting = rules.to_act(state)
        if not acting:
            break
        seat = acting[0]
        legal = rules.legal_actions(state, seat)
        action = bot.choose(rules.view(state, seat), legal) if seat == 0 else legal[0]
        rules.apply(state, seat, action)


def test_a_game_without_a_learned_value_keeps_its_heuristic() -> None:
    from rules.bots.knowledge import GameAI

    rules, state = _game(2, 9, 6)
    plain = GameAI(rules)  # no features
    assert plain.learned_value() is None
    assert plain.learned_evaluate(state) == plain.heuristic(state)


def test_a_search_set_to_the_learned_value_values_its_leaves_by_it() -> None:
    from rules.bots.base import make_bot

    rules, state = _game(2, 5, 10)
    view = rules.view(state, 0)
    plain = make_bot(rules, 0, "hard", 1)
    assert plain.settings_for(view).ai(plain.ai) is plain.ai
    learned = make_bot(rules, 0, "hard", 1, {"leaf_value": "learned"})
    twin = learned.settings_for(view).ai(learned.ai)
    assert twin.evaluate(state) == learned.ai.learned_evaluate(state) != plain.ai.evaluate(state)
    # A lookahead's line: the seat's own expected result, one pass of the network
    net = learned.ai.learned_value().net(2)
    assert twin.position_value(state, 1) == net.predict(features(state, 1))
    assert twin.leaf_chances(2) and not twin.leaf_chances(5) and not plain.ai.leaf_chances(2)
    assert twin.heuristic(state) == plain.ai.heuristic(state)  # the rest as it was


@pytest.mark.parametrize("game", ["builders", "boonlake"])
def test_a_lookaheads_learned_lines_are_the_networks_values(game, tmp_path) -> None:
    """The games whose hard is a lookahead valued by the learned value (`leaf_key` given)."""
    check_learned_lines(game, tmp_path, steps=400)


def test_flat_halving_with_the_belief_model_deals_from_the_games_ai() -> None:
    """Flat search by sequential halving with `belief_model`: every sample is dealt by the
    game's AI (Citadels' draft model), and the pick is legal and the same for the same seed;
    without it the rules deal, as before."""
    import random

    from rules.bots.base import Budget, make_bot
    from rules.bots.flat import halving_choose

    rules, state = _game(2, 5, 10)
    seat = rules.to_act(state)[0]
    legal = rules.legal_actions(state, seat)
    view = rules.view(state, seat)
    bot = make_bot(rules, seat, "hard", 1, {"search": "flat", "halving": True,
                                            "leaf_value": "learned", "rollout_plies": 4})
    settings = bot.settings_for(view)
    assert settings.settings.belief_model and settings.settings.halving
    twin = settings.ai(bot.ai)
    calls = []
    real = type(twin).determinize

    def counted(self, *args):
        calls.append(1)
        return real(self, *args)

    type(twin).determinize = counted
    try:
        picks = [halving_choose(rules, twin, view, seat, legal, Budget(None, 3),
                                random.Random(9), 4, beliefs=True) for _ in range(2)]
        assert len(calls) == picks[0][1] + picks[1][1] > 0
        calls.clear()
        halving_choose(rules, twin, view, seat, legal, Budget(None, 3), random.Random(9), 4)
        assert not calls
    finally:
        type(twin).determinize = real
    assert picks[0] == picks[1] and picks[0][0] in legal


def _hard_with_prior(visits: int):
    """A 2-player Citadels decision and a hard bot whose ISMCTS has `prior_visits`."""
    from rules.bots.base import make_bot

    rules, state = _game(2, 5, 10)
    seat = rules.to_act(state)[0]
    view = rules.view(state, seat)
    bot = make_bot(rules, seat, "hard", 1, {"prior_visits": visits})
    return rules, seat, view, rules.legal_actions(state, seat), bot


def test_ismcts_prior_visits_start_each_node_at_the_learned_value() -> None:
    """ISMCTS with `prior_visits: m`: every node is born with m visits worth the learned value
    of its position, so each root child holds m more visits than the iterations through it;
    the search still picks a legal action, the same for the same seed."""
    import random
    from dataclasses import replace

    from rules.bots import ismcts
    from rules.bots.base import Budget

    rules, seat, view, legal, bot = _hard_with_prior(5)
    in_force = bot.settings_for(view)
    assert in_force.settings.prior_visits == 5
    root, done = ismcts.search(rules, bot.ai, view, seat, legal, Budget(None, 60),
                               in_force.settings, random.Random(3))
    children = list(root.children.values())
    assert children and all(c.visits >= 5 for c in children)
    assert sum(c.visits - 5 for c in children) == done
    picks = [ismcts.choose(rules, bot.ai, view, seat, legal, Budget(None, 60),
                           in_force.settings, random.Random(3)) for _ in range(2)]
    assert picks[0] == picks[1] and picks[0][0] in legal
    plain = replace(in_force.settings, prior_visits=0)
    root, done = ismcts.search(rules, bot.ai, view, seat, legal, Budget(None, 60), plain,
                               random.Random(3))
    assert sum(c.visits for c in root.children.values()) == done


def test_a_hint_with_prior_visits_counts_only_the_games_it_simulated() -> None:
    """The hint's "in k simulated games (of n)" leaves the prior's visits out: the k of the
    choices add up to the n games searched, as without a prior."""
    import random

    from rules.bots.base import Budget
    from rules.bots.ranking import rank_ismcts

    rules, seat, view, legal, bot = _hard_with_prior(30)
    force = bot.settings_for(view)
    ranked = rank_ismcts(rules, force.ai(bot.ai), view, seat, legal, Budget(None, 60),
                         force.settings, random.Random(3), lambda: False)
    counts = [dict(reason.params) for _, reason in ranked]
    assert sum(c["k"] for c in counts) == counts[0]["n"] > 0
