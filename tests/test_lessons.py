"""Issue 43: every tutorial plays to its end through its steps: each move step names a move
that is legal at that moment (a rules change that breaks a lesson fails here), free play
reaches its end, and the coach's words are in the catalogue in both languages."""

from __future__ import annotations

import random

import pytest

from desktop import i18n
from rules.bots.base import make_bot, safe_choose
from rules.bots.seeds import bot_seed, key_for
from rules.core import Seat, registry
from rules.core.actions import Action
from rules.core.lessons import LEARNER, Walk, tutorials
from rules.core.message import Msg

TUTORIALS = tutorials()


def play_through(ident: str, seed: int = 1, desktop: bool = False, free=None) -> Walk:
    """The tutorial played through its steps, free play picked at random (or by `free`,
    (state, legal) -> a move); `desktop`: the bots seeded as on the desktop (each answer from
    the deal's key, the position and the seat), so the game is the one a learner meets."""
    free_pick = random.Random(seed)
    tutorial = TUTORIALS[ident]
    rules = registry.get(tutorial.game_id)
    seats = [Seat("You", "human")] + [Seat(f"Bot {i}", tutorial.bots)
                                      for i in range(1, tutorial.players)]
    state = rules.new_game(seats, rules.make_options(tutorial.options), tutorial.seed)
    bots = {seat: make_bot(rules, seat, tutorial.bots, 100 + seat)
            for seat in range(1, tutorial.players)}
    key = key_for(tutorial.seed)
    walk = Walk(tutorial)
    for _ in range(5000):
        if walk.done:
            return walk
        acting = rules.to_act(state)
        if not acting:  # the game is over: free play to the end is, and the summaries read
            walk.decide(state)
            while walk.talking() and not walk.done:
                walk.go_on()
            assert walk.done, f"the game ended in lesson {walk.lesson}, step {walk.step}"
            return walk
        if LEARNER not in acting:
            seat = acting[0]
            if desktop:
                bots[seat].rng.seed(bot_seed(key, state.version, seat))
            rules.apply(state, seat, safe_choose(bots[seat], rules.view(state, seat),
                                                 rules.legal_actions(state, seat)))
            continue
        walk.decide(state)
        if walk.talking():
            walk.go_on()
            continue
        legal = rules.legal_actions(state, LEARNER)
        lit = walk.lit(rules.view(state, LEARNER), legal)
        assert lit, f"lesson {walk.current.key}, step {walk.step}: its move is not legal now"
        assert set(lit) <= set(legal)
        step = walk.shown()
        chosen = free(state, lit) if free and step is not None and step.free else None
        rules.apply(state, LEARNER, chosen or free_pick.choice(lit))
        walk.played()
    raise AssertionError("the tutorial never ended")


@pytest.mark.parametrize("ident", sorted(TUTORIALS))
def test_every_tutorial_plays_to_its_end_through_its_steps(ident: str) -> None:
    assert play_through(ident).done


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("ident", sorted(TUTORIALS))
def test_every_tutorial_plays_through_its_steps_with_the_desktops_bots(ident: str,
                                                                       seed: int) -> None:
    assert play_through(ident, seed, desktop=True).done


@pytest.mark.parametrize("ident", sorted(TUTORIALS))
def test_the_coachs_words_are_in_both_languages(ident: str) -> None:
    tutorial = TUTORIALS[ident]
    words = [lesson.title for lesson in tutorial.lessons] + \
        ([tutorial.title] if tutorial.title else [])
    words += [m.id for lesson in tutorial.lessons
              for m in [lesson.summary, *(step.words for step in lesson.steps)]
              if isinstance(m, Msg)]
    for text in words:
        assert i18n.in_language("zh_Hant", text) != text, f"no Chinese for {text!r}"


def test_after_the_last_lesson_every_move_is_the_learners_again() -> None:
    """A tutorial may end before its game does (Boonlake's solo lesson ends at the first
    interim scoring): the coach says "play on to the end", so nothing is held back."""
    tutorial = TUTORIALS["boonlake/solo"]
    walk = Walk(tutorial, lesson=len(tutorial.lessons) - 1, step=len(tutorial.lessons[-1].steps))
    legal = [Action("strip", (row,)) for row in range(7)]
    assert walk.lit(None, legal) == []  # the last summary is read first
    walk.go_on()
    assert walk.done and walk.lit(None, legal) == legal


def cheapest_card(state, legal):
    """A learner who plays the cheapest card it can whenever it plays freely."""
    from rules.boonlake import catalogue
    plays = [a for a in legal if a.kind == "play" and a.args[1] == 0]
    return min(plays, key=lambda a: catalogue.card(a.args[0]).cost_coins, default=None)


def test_boonlakes_steps_play_cards_that_ask_nothing_the_words_do_not_tell() -> None:
    """On the desktop's deal, a learner who plays Sawmill in lesson 3's free play meets
    lesson 4 with the Fur Trading Post as its cheapest day card: Pioneer's card step plays a
    card that asks no question (the post's exchange would have come where the coach says
    explore)."""
    assert play_through("boonlake/main", desktop=True, free=cheapest_card).done
