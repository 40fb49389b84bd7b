"""Small overlaps a first-time player met: every count icon explains itself (also on a player
panel that is a click target), Citadels' "Face up (out this round)" line never lies over a
card, a pile of cards never covers a Confirm button, and a message is never hidden under a
tooltip. Checked on the rectangles the tables draw, in English and in Chinese."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest
from desktop_support import start

from desktop import games, i18n, ui
from desktop.views.kit import panel, widgets
from desktop.views.kit.choice import Choice, Entry, Option, draw_choice
from desktop.views.kit.panel import Badge, Seat, player_panel
from desktop.views.kit.row import card_row, flow
from desktop.views.table import Hotspot, Table
from rules.core import registry
from tools.screen_text import Recorder, Report, Tour

LANGUAGES = ("en", "zh_Hant")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.fixture
def tour(request, tmp_path) -> Iterator[Tour]:
    language = getattr(request, "param", "en")
    walk = Tour(language, Recorder(Report(language)), tmp_path)
    try:
        yield walk
    finally:
        walk.close()


@contextmanager
def recording_badges() -> Iterator[list[Hotspot]]:
    """The hotspots of every badge the kit's player panel draws."""
    found: list[Hotspot] = []
    original = panel.draw_badges

    def draw_badges(surface, badges, x, y, hotspots, gap=14):
        before = len(hotspots)
        after = original(surface, badges, x, y, hotspots, gap)
        found.extend(hotspots[before:])
        return after

    panel.draw_badges = draw_badges
    try:
        yield found
    finally:
        panel.draw_badges = original


@contextmanager
def recording_counts() -> Iterator[list[pygame.Rect]]:
    """Where every count pill of the kit (`widgets.count_badge`) is drawn, by any table."""
    import sys

    found: list[pygame.Rect] = []
    original = widgets.count_badge

    def count_badge(surface, at, words, anchor="center"):
        rect = original(surface, at, words, anchor)
        found.append(rect.copy())
        return rect

    users = [m for m in list(sys.modules.values())
             if getattr(m, "count_badge", None) is original]
    for module in users:
        module.count_badge = count_badge
    try:
        yield found
    finally:
        for module in users:
            module.count_badge = original


@contextmanager
def recording_texts() -> Iterator[list[tuple[str, pygame.Rect]]]:
    """Every text `ui.text` draws, with its rectangle (the text as drawn, cut or not)."""
    found: list[tuple[str, pygame.Rect]] = []
    original = ui.text

    def text(surface, words, pos, size=18, colour=ui.TEXT, bold=False, anchor="topleft",
             max_width=None):
        rect = original(surface, words, pos, size, colour, bold, anchor, max_width)
        cut = max_width is not None and ui.font(size, bold).size(words)[0] > max_width
        found.append((words + ("…" if cut else ""), rect))
        return rect

    ui.text = text
    try:
        yield found
    finally:
        ui.text = original


def frames(walk: Tour, match) -> Table:
    scene = walk.table(match)
    walk.uncover()
    walk.app.step(fps=0)
    walk.app.step(fps=0)
    return scene.table


# ----- count icons -------------------------------------------------------------------------
def test_a_badge_inside_a_panel_that_is_a_click_target_keeps_its_tooltip():
    pygame.font.init()
    table = Table()
    surface = pygame.Surface((600, 200))
    rect = pygame.Rect(0, 0, 600, 200)
    player_panel(surface, rect, Seat("Mia", badges=[
        Badge(None, "5", "Cards in hand", "District cards in hand.")]), table.hotspots)
    swap = Hotspot(rect, object(), "Swap hands", "Take this player's hand.")
    table.hotspots.append(swap)
    badge = next(h for h in table.hotspots if h.title == "Cards in hand")
    shown = table.hover(badge.rect.center)
    assert shown.title == "Cards in hand"
    assert shown.body == "District cards in hand.\nClick: Swap hands"
    assert table.hit(badge.rect.center) is swap  # the click still swaps
    assert table.hover((5, 190)) is swap


@pytest.mark.parametrize("game_id", [d.game_id for d in games.desks()])
def test_every_count_icon_on_every_table_has_its_tooltip(tour, game_id):
    rules = registry.get(game_id)
    checked = inside_targets = 0
    games.desk(game_id).table()  # its modules imported, so their count pills are recorded
    for count in range(rules.min_players, rules.max_players + 1):
        for plies in range(0, 120, 8):
            match = tour.match(game_id, ["human"] + ["random"] * (count - 1), None, plies,
                               seed=count * 31 + plies)
            if rules.is_over(match.state):
                continue
            with recording_badges() as badges, recording_counts() as counts:
                table = frames(tour, match)
            for count_rect in counts:
                assert table.hover(count_rect.center) is not None, (
                    f"{count} players, {plies} plies: a count at {count_rect} says nothing")
            shown = {id(h) for h in table.hotspots}  # the last frame's
            current = [b for b in badges if id(b) in shown]
            for badge in current:
                newest = table.hit(badge.rect.center)
                if newest is not badge and newest.action is None and newest.local is None:
                    continue  # an alert drawn over the panel: its own tooltip is what shows
                assert table.hover(badge.rect.center).title == badge.title, (
                    f"{count} players, {plies} plies: {badge.title!r} under {newest.title!r}")
                checked += 1
                inside_targets += newest is not badge
    assert checked > 0
    if game_id == "citadels":  # the Magician's and Warlord's targets are whole panels
        assert inside_targets > 0


# ----- Citadels' face-up line --------------------------------------------------------------
@pytest.mark.parametrize("tour", LANGUAGES, indirect=True)
def test_the_face_up_line_never_lies_over_a_card(tour):
    rules = registry.get("citadels")
    words = i18n.tr("Face up (out this round): {names}", names="").strip()
    seen = 0
    for count in range(rules.min_players, rules.max_players + 1):
        for options in ({}, {"rank_9": "queen"}, {"rank_9": "artist"}):
            try:
                rules.make_options(options)
                match = tour.match("citadels", ["human"] + ["random"] * (count - 1), options,
                                   0, seed=count)
            except ValueError:
                continue  # eight players need a ninth character
            with recording_texts() as texts:
                table = frames(tour, match)
            lines = [(text, rect) for text, rect in texts if text.startswith(words)]
            if not match.state.faceup:
                continue
            assert lines, f"{count} players {options}: no face-up line"
            text, line = lines[-1]
            assert not text.endswith("…"), f"{count} players {options}: cut: {text!r}"
            covered = [h.title for h in table.hotspots
                       if h.rect.colliderect(line) and not h.rect.contains(line)]
            assert not covered, f"{count} players {options}: the line lies over {covered}"
            seen += 1
    assert seen >= 3


# ----- piles and Confirm -------------------------------------------------------------------
@pytest.mark.parametrize("box", [pygame.Rect(12, 632, 700, 256), pygame.Rect(12, 632, 400, 256),
                                 pygame.Rect(100, 100, 320, 500),
                                 pygame.Rect(12, 632, 1168, 256)])
@pytest.mark.parametrize("count", [1, 5, 12, 30, 60, 100])
@pytest.mark.parametrize("min_w", [0, 90])
def test_a_pile_of_cards_never_covers_confirm_or_cancel(box, count, min_w):
    pygame.font.init()
    surface = pygame.Surface(ui.WINDOW_SIZE)
    hotspots: list[Hotspot] = []
    options = [Option(f"card {i}", legal=True, label=str(i)) for i in range(count)]
    draw_choice(surface, box, Choice("Discard", options, "why", confirm=Entry("Confirm"),
                                     cancel=Entry("Cancel"), footer="2 chosen", min_w=min_w),
                hotspots, mouse=box.center)
    entries = [h.rect for h in hotspots if h.title in ("Confirm", "Cancel")]
    cards = [h.rect for h in hotspots if h.title.startswith("card ")]
    assert len(entries) == 2 and len(cards) == count
    assert not [c for c in cards for e in entries if c.colliderect(e)]
    assert all(box.contains(c) for c in cards)


def test_rows_stay_inside_their_area_however_many_cards():
    area = pygame.Rect(10, 10, 300, 120)
    for count in (1, 10, 80, 400):
        row = card_row(count, area, 90, 120, hover=(200, 50), lift=8)
        assert all(r.x >= area.x and r.right <= area.right for r in row)
        wrapped = flow(count, area, 60, 80, min_h=40)
        assert all(r.x >= area.x and r.right <= area.right for r in wrapped)
    wide = card_row(1, pygame.Rect(0, 0, 50, 100), 90, 120)
    assert wide[0].w == 50  # a card wider than the room shrinks


# ----- messages over tooltips --------------------------------------------------------------
def test_a_refusal_is_drawn_over_the_tooltip_it_shares_a_place_with(app, monkeypatch):
    scene = start(app, ["human", "random", "random", "random"])
    tip = Hotspot(pygame.Rect(0, 0, 10, 10), None, "A long tooltip", "words " * 60)
    monkeypatch.setattr(scene.table, "hover", lambda pos: tip)
    monkeypatch.setattr(app, "mouse_pos", lambda: (480, 540))  # its tooltip covers the toast
    scene.toast.show("It is not your turn.", colour=ui.BAD)
    app.step(fps=0)
    where = scene.toast.draw(pygame.Surface(ui.WINDOW_SIZE), (596, 600))
    assert app.screen.get_at((where.centerx, where.y)) == ui.BAD  # its frame, not the tip's


def test_the_top_scene_draws_its_last_layer_over_the_widgets(app, monkeypatch):
    order: list[str] = []
    monkeypatch.setattr(app.manager, "draw_ui", lambda surface: order.append("widgets"))
    monkeypatch.setattr(app.top(), "draw_over", lambda surface: order.append("messages"))
    app.step(fps=0)
    assert order == ["widgets", "messages"]


def test_a_long_refusal_wraps_and_stays_on_the_screen(app):
    """Boonlake's reason for an unplayable card is wider than the window on one line."""
    toast = ui.Toast()
    reason = ("Your production sites and canal boats cannot supply the resources it needs, "
              "not even with the coins left to move boats upstream.")
    toast.show(reason)
    screen = pygame.Surface(ui.WINDOW_SIZE)
    where = toast.draw(screen, (596, 600))
    assert screen.get_rect().contains(where)
    assert where.h > 2 * ui.font(20, True).get_linesize()  # on two lines or more
    toast.show("It is not your turn.")
    assert toast.draw(screen, (596, 600)).h < 2 * ui.font(20, True).get_linesize()
