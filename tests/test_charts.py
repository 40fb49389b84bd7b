"""The charts as a player sees them: a higher score is drawn higher, each series in its seat's
colour, scoring moments marked where they happened, losses below the zero line, and the words
under the mouse name the player, the round or category and the points."""

from __future__ import annotations

import pygame
import pytest

from desktop import charts, ui

RED, BLUE = pygame.Color("#e2574c"), pygame.Color("#4f8fe6")
RECT = pygame.Rect(20, 20, 700, 400)


@pytest.fixture
def surface():
    pygame.display.init()
    pygame.font.init()
    yield pygame.Surface((760, 460))
    pygame.quit()
    ui.clear_caches()  # fonts die with pygame.quit()


def _running_totals(gains: list[int]) -> list[int]:
    total, out = 0, []
    for gain in gains:
        total += gain
        out.append(total)
    return out


def test_the_line_chart_draws_each_score_where_it_belongs(surface):
    mia = _running_totals([0, 3, 4, 0, 6, 2, 5])
    ada = _running_totals([0, 1, 1, 7, 1, 1, 2])
    rounds = [1, 1, 2, 2, 3, 3, 4]
    spots = charts.line_chart(surface, RECT, [charts.Series("Mia", RED, mia),
                                              charts.Series("Ada", BLUE, ada)],
                              rounds, [(3, "District scoring")], x_title="Round",
                              y_title="Points")
    assert len(spots) == 2 * len(mia)
    mine, theirs = spots[:7], spots[7:]
    for i in range(7):  # the same point in time, the higher score above
        assert mine[i].centre[0] == theirs[i].centre[0]
        if mia[i] != ada[i]:
            assert (mine[i].centre[1] < theirs[i].centre[1]) == (mia[i] > ada[i])
    assert [s.centre[0] for s in mine] == sorted(s.centre[0] for s in mine)
    assert surface.get_at(mine[4].centre) == RED  # each series in its colour
    assert mine[4].title == f"Mia, round 3: {mia[4]} points"
    assert theirs[0].title == "Ada, round 1: 0 points"
    marker_x = mine[3].centre[0]  # the scoring moment: a dashed line at its point
    column = [surface.get_at((marker_x, y)) for y in range(mine[6].centre[1] + 20,
                                                           RECT.bottom - 70)]
    assert charts.MARKER in column


def test_the_nearest_point_answers_the_mouse(surface):
    spots = charts.line_chart(surface, RECT, [charts.Series("Mia", RED, [0, 10]),
                                              charts.Series("Ada", BLUE, [0, 9])], [1, 2])
    last_mia, last_ada = spots[1], spots[3]
    between = (last_mia.centre[0], last_mia.centre[1] + 1)
    assert charts.spot_at(spots, between) is last_mia
    assert charts.spot_at(spots, last_ada.centre) is last_ada
    assert charts.spot_at(spots, (RECT.x + 5, RECT.y + 5)) is None


def test_stacked_bars_gains_up_losses_down(surface):
    bars = [charts.Bar("Mia", [("Buildings", 12), ("Loans", -4), ("Coins", 3)]),
            charts.Bar("Ada", [("Buildings", 6), ("Loans", 0), ("Coins", 5)])]
    spots = charts.bar_chart(surface, RECT, bars, y_title="Points")
    titles = [s.title for s in spots]
    assert titles == ["Mia: Buildings 12 points", "Mia: Loans -4 points",
                      "Mia: Coins 3 points", "Ada: Buildings 6 points",
                      "Ada: Coins 5 points"]  # nothing for a part worth 0
    buildings, loans, coins = spots[:3]
    assert loans.rect.top >= buildings.rect.bottom - 1  # below the zero line
    assert coins.rect.bottom <= buildings.rect.top + 1  # stacked on top
    assert buildings.rect.h == pytest.approx(4 * coins.rect.h, abs=3)
    assert surface.get_at(buildings.rect.center) == surface.get_at(spots[3].rect.center)
    assert surface.get_at(buildings.rect.center) != surface.get_at(coins.rect.center)
    assert spots[3].rect.x > buildings.rect.right  # a bar per player, side by side
    assert charts.categories(bars) == ["Buildings", "Loans", "Coins"]


def test_a_long_player_label_breaks_before_its_bracket_never_in_a_word(surface):
    assert charts.name_lines("Bruno", 200) == ["Bruno"]
    assert charts.name_lines("Bartholomew (normal bot)", 90) == ["Bartholomew", "(normal bot)"]
    assert charts.name_lines("Bartholomew（普通電腦）", 90) == ["Bartholomew", "（普通電腦）"]


def test_no_player_is_marked_in_a_category_colour_under_the_bars(surface):
    """Under the bars the players are only named: the chart's colours are its categories."""
    surface.fill((0, 0, 0))
    charts.bar_chart(surface, RECT, [charts.Bar("Mia", [("Buildings", 12)])])
    below = pygame.Rect(RECT.x, RECT.bottom - 50, RECT.w, 46)
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(below.x, below.right, 2)
               for y in range(below.y, below.bottom, 2)}
    assert tuple(charts.CATEGORY_COLOURS[0])[:3] not in colours


def test_one_point_and_no_points_still_draw(surface):
    assert len(charts.line_chart(surface, RECT, [charts.Series("Mia", RED, [7])], [1])) == 1
    assert charts.line_chart(surface, RECT, [], []) == []
    assert charts.bar_chart(surface, RECT, []) == []


@pytest.mark.parametrize("span, step", [(0, 1), (7, 2), (48, 10), (130, 50), (1000, 200)])
def test_grid_steps_are_round(span, step):
    assert charts.nice_step(span) == step
