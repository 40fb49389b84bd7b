"""The search switches the ladder tuned: exploration scaled to the table size (a no-op with two
seats), the root shortlist by the heuristic, and the settings for a full table."""

from __future__ import annotations

import random

from rules.bots import ismcts
from rules.bots.base import Budget
from rules.bots.knowledge import ai_for
from rules.bots.search import SEARCHES, SearchBot
from rules.bots.settings import IsmctsSettings
from rules.core import registry
from rules.core.contract import Seat


def decision(game: str, players: int, min_choices: int):
    rules = registry.get(game)
    state = rules.new_game([Seat(f"p{i}", "random") for i in range(players)],
                           rules.make_options({}), 3)
    rng = random.Random(4)
    while True:
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        if len(legal) >= min_choices:
            return rules, rules.view(state, seat), seat, legal
        rules.apply(state, seat, legal[rng.randrange(len(legal))])


def visits(rules, view, seat, legal, settings):
    root, _ = ismcts.search(rules, ai_for(rules), view, seat, legal, Budget(None, 60),
                            IsmctsSettings(early_stop=False, **settings), random.Random(9))
    return {a: c.visits for a, c in root.children.items()}


def test_scaling_the_exploration_changes_nothing_with_two_seats_and_something_with_four():
    two = decision("citadels", 2, 3)
    assert visits(*two, {"scale_exploration": True}) == visits(*two, {})
    four = decision("citadels", 4, 3)
    assert visits(*four, {"scale_exploration": True}) != visits(*four, {})


def test_the_root_searches_only_the_heuristics_shortlist():
    rules, view, seat, legal = decision("ginkgopolis", 4, 12)
    keep = ismcts.shortlist(rules, ai_for(rules), view, seat, legal, 4, random.Random(9))
    assert len(keep) == 4 and set(keep) <= set(legal)
    grown = visits(rules, view, seat, legal, {"prune_to": 4})
    assert set(grown) == set(keep)
    assert len(visits(rules, view, seat, legal, {})) > 4


def test_the_table_settings_apply_from_three_seats_and_the_solo_ones_alone():
    rules = registry.get("citadels")
    settings = {"search": "ismcts", "table": {"search": "flat"}, "solo": {"search": "lookahead"}}
    bot = SearchBot(rules, 0, settings, 1)
    for players, search in ((2, "ismcts"), (3, "flat"), (4, "flat")):
        state = rules.new_game([Seat(f"p{i}", "random") for i in range(players)],
                               rules.make_options({}), 3)
        assert bot.settings_for(rules.view(state, 0)).search is SEARCHES[search], players
    ginkgopolis = registry.get("ginkgopolis")
    alone = ginkgopolis.new_game([Seat("p0", "human")], ginkgopolis.make_options({}), 3)
    alone_force = SearchBot(ginkgopolis, 0, settings, 1).settings_for(alone)
    assert alone_force.search is SEARCHES["lookahead"]



def test_with_rivals_by_policy_the_tree_grows_only_on_the_bots_own_choices(monkeypatch):
    rules, view, seat, legal = decision("national_economy", 4, 3)
    grown_for: list[int] = []  # the actor of each action a new node was grown for
    fresh = []

    class Spied(ismcts.Node):
        __slots__ = ()

        def __init__(self, seats: int) -> None:
            super().__init__(seats)
            fresh.append(True)

    class SpyRules:
        def apply_unchecked(self, state, actor, action):
            if fresh:
                grown_for.append(actor)
                fresh.clear()
            rules.apply_unchecked(state, actor, action)

        def __getattr__(self, name):
            return getattr(rules, name)

    monkeypatch.setattr(ismcts, "Node", Spied)
    for by_policy in (False, True):
        grown_for.clear()
        fresh.clear()
        ismcts.search(SpyRules(), ai_for(rules), view, seat, legal, Budget(None, 200),
                      IsmctsSettings(early_stop=False, rivals_by_policy=by_policy),
                      random.Random(9))
        rivals = [a for a in grown_for if a != seat]
        assert bool(rivals) is not by_policy, by_policy
        assert seat in grown_for
