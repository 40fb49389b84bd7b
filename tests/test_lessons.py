"""Issue 43: every tutorial plays to its end through its steps: each move step names a move
that is legal at that moment (a rules change that breaks a lesson fails here), free play
reaches its end, and the coach's words are in the catalogue in both languages."""

from __future__ import annotations

import random

import pytest

from desktop import i18n
from rules.bots.base import make_bot
from rules.core import Seat, registry
from rules.core.actions import Action
from rules.core.lessons import LEARNER, Walk, tutorials
from rules.core.message import Msg

TUTORIALS = tutorials()


def play_through(ident: str, seed: int = 1) -> Walk:
    free_pick = random.Random(seed)
    tutorial = TUTORIALS[ident]
    rules = registry.get(tutorial.game_id)
    seats = [Seat("You", "human")] + [Seat(f"Bot {i}", tutorial.bots)
                                      for i in range(1, tutorial.players)]
    state = rules.new_game(seats, rules.make_options(tutorial.options), tutorial.seed)
    bots = {seat: make_bot(rules, seat, tutorial.bots, 100 + seat)
            for seat in range(1, tutorial.players)}
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
            rules.apply(state, seat, bots[seat].choose(rules.view(state, seat),
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
        rules.apply(state, LEARNER, free_pick.choice(lit))
        walk.played()
    raise AssertionError("the tutorial never ended")


@pytest.mark.parametrize("ident", sorted(TUTORIALS))
def test_every_tutorial_plays_to_its_end_through_its_steps(ident: str) -> None:
    assert play_through(ident).done


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
