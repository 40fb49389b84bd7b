"""The Builders' bot knowledge: a win available this turn is taken (by the bots and the hint)."""

from __future__ import annotations

from test_builders_rules import give, site_of

from rules.bots.hint import hint
from rules.bots.knowledge import ai_for
from rules.builders import catalogue as cat
from rules.builders.rules import RULES
from rules.core.actions import act
from rules.core.contract import Seat
from rules.core.results import winners

CRAFTSMAN = next(w.id for w in cat.WORKERS if w.key == "W07")  # 1 of each resource


def by_name(name: str) -> int:
    return next(b.id for b in cat.BUILDINGS if b.name == name)


def at_16_points(players: int):
    """Seat 0 at 16 points with a House (0 points) and a Trading Post (1 point) under way,
    each lacking 1 wood and 1 knowledge, and a craftsman (1 of each) to send."""
    s = RULES.new_game([Seat(f"P{i + 1}") for i in range(players)],
                       RULES.make_options({"first_seat_starts": True}), 7)
    done = [by_name("Pyramid"), by_name("Hanging Gardens"), by_name("Stall")]
    for b in done:
        (s.building_row if b in s.building_row else s.building_deck).remove(b)
    s.done[0] = done
    site_of(s, 0, by_name("House"))
    site_of(s, 0, by_name("Trading Post"))
    s.worker_row.append(s.crew[0].pop())  # the apprentice back to the market
    give(s, 0, CRAFTSMAN)
    assert s.points(0) == cat.END_POINTS - 1
    return s


def test_the_hint_completes_the_building_that_reaches_the_goal_alone():
    s = at_16_points(1)
    win = act("send", CRAFTSMAN, by_name("Trading Post"), -1)
    advice = hint(RULES, RULES.view(s, 0), 0, RULES.legal_actions(s, 0), seed=1, ms=None)
    assert advice.suggestion == win
    RULES.apply(s, 0, win)
    RULES.apply(s, 0, act("end"))
    assert RULES.solo_result(s).won


def test_the_last_seat_of_the_final_round_takes_the_completion_that_wins():
    s = at_16_points(2)
    s.turn, s.start, s.final = 0, 1, 1  # seat 0 ends the final round, and the game
    s.done[1] = [by_name(n) for n in ("Colossus of Rhodes", "Theatre", "Shipyard", "Armoury",
                                      "Rural House")]
    for b in s.done[1]:
        (s.building_row if b in s.building_row else s.building_deck).remove(b)
    s.coins = [8, 10]  # 16 to 18 now; the House (+10 coins) makes 17, the Trading Post 18
    win = act("send", CRAFTSMAN, by_name("Trading Post"), -1)
    kept = ai_for(RULES).bot_actions(RULES.view(s, 0), 0, RULES.legal_actions(s, 0))
    assert kept == [win]
    RULES.apply(s, 0, win)
    RULES.apply(s, 0, act("end"))
    assert 0 in winners(RULES, s)
