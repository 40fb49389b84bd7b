"""The game played from the keyboard (kit/focus.py), headless: Tab and Shift+Tab go through
the lit places and the side buttons in reading order, the arrows to the nearest thing that
way, Enter does what a click does, Escape drops the focus and the selection before it opens
the menu, the ring is drawn and the scene's frame key follows the focus; and whole games
played with Tab and Enter alone reach the end screen: a solo game of The Builders, and one of
every other game against easy bots."""

from __future__ import annotations

import random

import pygame
import pytest
from desktop_support import click, until

from desktop.scenes.end import EndScene
from desktop.scenes.game import GameScene
from desktop.scenes.save_dialog import GameMenu
from desktop.views.kit import focus
from rules.core import Seat, registry
from rules.core.message import msg


def start(app, game: str = "builders", kinds: tuple[str, ...] = ("human",), seed: int = 3
          ) -> GameScene:
    seats = [Seat(f"P{i + 1}", kind) for i, kind in enumerate(kinds)]
    rules = registry.get(game)
    app.start_match(game, seats, rules.make_options({}), seed)
    app.step(fps=0)
    scene = next(s for s in app.scenes if isinstance(s, GameScene))
    until(app, scene.controller.my_turn)
    app.step(fps=0)
    return scene


def key(app, which: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=which, mod=mod, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=which, mod=mod, unicode=""))
    app.step(fps=0)


def test_tab_goes_through_the_lit_places_then_the_side_buttons_in_reading_order(app):
    scene = start(app)
    found = scene.focus_targets()
    places = [t for t in found if t.key[0] == "place"]
    buttons = [t for t in found if t.key[0] == "button"]
    assert len(places) > 5 and len(buttons) >= 3
    bar = [t for t in found if t.key[0] == "widget"]
    assert found == places + buttons + bar  # the table, the buttons beside it, the top bar
    assert [t.widget for t in bar] == [b for b in (scene.undo_button, scene.save_button,
                                                   scene.rules_button, scene.menu_button,
                                                   scene.hint_button) if b.is_enabled
                                       and b.visible]
    for t in places:
        assert scene.table.picker.lit(t.key[1])
    for a, b in zip(places, places[1:], strict=False):  # along a line, or down to the next
        assert b.rect.x > a.rect.x or b.rect.centery > a.rect.bottom, (a.key, b.key)
    first_line = [t for t in places if t.rect.top == places[0].rect.top]
    assert len(first_line) >= 5 and places[:len(first_line)] == first_line
    assert {t.what for t in buttons} == set(scene.action_buttons.values())
    seen = []
    for _ in range(len(found) + 1):
        key(app, pygame.K_TAB)
        seen.append(scene.focus.key)
    assert seen == [t.key for t in found] + [found[0].key]  # round the end
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.focus.key == found[-1].key


def test_the_arrows_go_to_the_nearest_target_that_way(app):
    scene = start(app)
    found = scene.focus_targets()
    key(app, pygame.K_RIGHT)  # no focus yet: the first target
    first = found[0]
    assert scene.focus.key == first.key
    key(app, pygame.K_RIGHT)
    assert scene.focus.key == found[1].key  # the next card of the row
    key(app, pygame.K_DOWN)
    below = next(t for t in scene.focus_targets() if t.key == scene.focus.key)
    assert below.rect.top > found[1].rect.bottom
    key(app, pygame.K_UP)
    assert scene.focus.key in {t.key for t in found[:6] if t.rect.top == first.rect.top}
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.focus.key == first.key  # nothing further left: it stays


def test_enter_on_a_lit_place_plays_what_a_click_plays(app, monkeypatch):
    scene = start(app)
    c = scene.controller
    played = []  # the moves tried, each refused here (the state stays as it is)
    monkeypatch.setattr(c, "try_action", lambda action: played.append(action) or msg("No."))
    target = next(t for t in scene.focus_targets()
                  if t.key[0] == "place" and t.key[1][0] == "building")
    while scene.focus.key != target.key:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    by_key = list(played)
    assert by_key and by_key[0].kind == "open"
    played.clear()
    click(app, target.rect.center)
    assert played == by_key  # the same move, the same way


def test_escape_drops_the_focus_and_the_selection_then_opens_the_menu(app):
    scene = start(app)
    crew = next(t for t in scene.focus_targets() if t.key[0] == "place"
                and t.key[1][0] == "crew")
    while scene.focus.key != crew.key:
        key(app, pygame.K_TAB)
    key(app, pygame.K_SPACE)  # Space on a focus acts too: the worker is chosen
    assert scene.table.picked == (crew.key[1],)
    assert scene.focus.key == crew.key  # still on it (a second Enter takes it back)
    key(app, pygame.K_ESCAPE)
    assert scene.focus.key is None and scene.table.picked == ()
    assert app.top() is scene
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top(), GameMenu)


def test_a_click_drops_the_focus_and_enter_without_a_focus_keeps_its_meaning(app):
    scene = start(app)
    moves = len(scene.controller.match.moves)
    key(app, pygame.K_RETURN)  # no focus: it only skips the banner, as before
    assert scene.focus.key is None and len(scene.controller.match.moves) == moves
    key(app, pygame.K_TAB)
    assert scene.focus.key is not None
    click(app, (600, 600))  # an empty part of the table
    assert scene.focus.key is None


def test_the_ring_is_drawn_with_the_tooltip_and_the_frame_follows_the_focus(app):
    scene = start(app)
    before = scene.frame_key()
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert scene.frame_key() != before  # the app draws the moved focus while it rests
    target = next(t for t in scene.focus_targets() if t.key == scene.focus.key)
    ring = target.rect.inflate(2 * focus.RING_WIDTH + 2, 2 * focus.RING_WIDTH + 2)
    screen = app.screen
    assert screen.get_at((ring.centerx, ring.y + 1))[:3] == focus.RING[:3]
    assert screen.get_at((ring.x + 1, ring.centery))[:3] == focus.RING[:3]
    key(app, pygame.K_ESCAPE)
    assert screen.get_at((ring.centerx, ring.y + 1))[:3] != focus.RING[:3]


def test_the_focus_goes_to_the_next_target_when_its_place_goes(app):
    scene = start(app)
    found = scene.focus_targets()
    target = next(t for t in found if t.key[0] == "place" and t.key[1][0] == "building")
    after = found[found.index(target) + 1]
    while scene.focus.key != target.key:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # the building is opened: it leaves the row
    app.step(fps=0)
    assert target.key not in {t.key for t in scene.focus_targets()}
    assert scene.focus.key is not None
    now = next(t for t in scene.focus_targets() if t.key == scene.focus.key)
    assert now.rect.top == target.rect.top and now.rect.x >= after.rect.x - target.rect.w


def test_a_new_turn_drops_the_focus(app):
    scene = start(app, kinds=("human", "easy"))
    key(app, pygame.K_TAB)
    assert scene.focus.key is not None
    scene.controller.try_action(next(a for a in scene.controller.legal() if a.kind == "end"))
    until(app, lambda: scene.controller.my_turn() and scene.focus.key is None, 400)


def test_a_solo_players_next_turn_drops_the_focus(app):
    scene = start(app)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    while scene.focus.key[0] == "widget":  # back past the top bar: the last button, End turn
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.focus.key == ("button", next(a for a in scene.controller.legal()
                                              if a.kind == "end"))
    key(app, pygame.K_RETURN)
    app.step(fps=0)
    assert scene.controller.state.turns_taken[0] == 1
    assert scene.focus.key is None  # not left on End turn, to end the next turn unseen


def test_a_choices_options_are_targets(app):
    """Citadels' first decision is a character chosen from a docked choice."""
    scene = start(app, "citadels", ("human", "easy", "easy"), seed=5)
    found = scene.focus_targets()
    options = [t for t in found if t.key[0] in ("spot", "place")]
    assert options, [t.key for t in found]
    legal = scene.controller.legal()
    spots = [t for t in options if t.key[0] == "spot"]
    assert all(t.key[2] in legal or t.key[2] is None for t in spots)
    while scene.focus.key != options[0].key:
        key(app, pygame.K_TAB)
    moves = len(scene.controller.match.moves)
    key(app, pygame.K_RETURN)
    until(app, lambda: len(scene.controller.match.moves) > moves, 50)


# ----- a whole game from the keyboard ----------------------------------------------------
def _plays(what, action) -> bool:
    return what == action or (isinstance(what, tuple) and action in what)


def _wanted(scene: GameScene, action) -> set:
    """The targets that go on towards `action`: a button or hotspot that plays it, or the
    next place of its path after the places chosen."""
    table = scene.table
    path = table.picker.places(action)
    picked = table.picked
    step = path[len(picked)] if picked == path[:len(picked)] and len(path) > len(picked) \
        else None
    keys = set()
    for t in scene.focus_targets():
        if (t.key[0] == "button" and _plays(t.what, action)) or \
                (t.key[0] == "spot" and _plays(t.key[2], action)) or \
                (step is not None and t.key == ("place", step)):
            keys.add(t.key)
    return keys


def keys_play(app, scene: GameScene, action) -> bool:
    """Play `action` with Tab and Enter alone: Tab to what goes on towards it, Enter, again
    until it is played. False when nothing on screen leads to it."""
    c = scene.controller
    moves = len(c.match.moves)
    for _ in range(8):
        if len(c.match.moves) != moves:
            return True
        wanted = _wanted(scene, action)
        if not wanted:
            return False
        for _ in range(len(scene.focus_targets()) + 1):
            if scene.focus.key in wanted:
                break
            key(app, pygame.K_TAB)
        assert scene.focus.key in wanted
        key(app, pygame.K_RETURN)
        app.step(fps=0)
    return len(c.match.moves) != moves


@pytest.mark.slow  # a whole game on screen (some 15 s)
def test_a_whole_solo_game_played_with_tab_and_enter_reaches_the_end_screen(app):
    scene = start(app, seed=7)
    c = scene.controller
    rng = random.Random(7)
    for _ in range(600):
        if isinstance(app.top(), EndScene):
            break
        if not c.my_turn():
            app.step(fps=0)
            continue
        legal = list(c.legal())
        rng.shuffle(legal)
        legal.sort(key=lambda a: a.kind == "end")  # the turn's actions first, then its end
        assert any(keys_play(app, scene, action) for action in legal), legal
    assert isinstance(app.top(), EndScene)


@pytest.mark.slow  # a whole game of each on screen
@pytest.mark.parametrize("game, players", [("citadels", 3), ("ginkgopolis", 2),
                                           ("national_economy", 2), ("boonlake", 2)])
def test_every_game_is_played_to_its_end_from_the_keyboard(app, game, players):
    """Against easy bots; the human's moves chosen at random, each made with Tab and Enter.
    A move whose last step is a view mode of the table (Play alone) is made by pressing the
    side button that switches a mode."""
    scene = start(app, game, ("human",) + ("easy",) * (players - 1))
    c = scene.controller
    rng = random.Random(1)
    for _ in range(1500):
        if isinstance(app.top(), EndScene):
            break
        if app.top() is not scene or not c.my_turn():
            app.step(fps=0)
            continue
        legal = list(c.legal())
        rng.shuffle(legal)
        if any(keys_play(app, scene, action) for action in legal):
            continue
        modes = [t.key for t in scene.focus_targets()
                 if t.key[0] == "button" and isinstance(t.what, str)]
        assert modes, legal
        for _ in range(len(scene.focus_targets()) + 1):
            if scene.focus.key == modes[0]:
                break
            key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)
    assert isinstance(app.top(), EndScene)
