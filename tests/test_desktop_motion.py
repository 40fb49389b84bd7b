"""Moves seen as they happen (kit/motion.py): the pieces a move moved fly from where the table
drew them to where it draws them after, the bots wait until their move has been seen, a click
or Space ends a flight, and another player's hidden card flies face down."""

from __future__ import annotations

import pygame
from desktop_support import start, until

from desktop.views.kit.motion import Flight


def animated(app, speed: str = "normal"):
    app.settings.animation_speed = speed


def flying(scene) -> list[Flight]:
    return list(scene.motion.flights)


def test_gold_taken_flies_from_the_bank_to_the_purse_and_lands_where_the_purse_is(app):
    scene = start(app, ["human", "random", "random", "random"])
    c = scene.controller
    for _ in range(3000):  # the human's draft: the first character offered
        if c.my_turn() and any(a.kind == "gold" for a in c.legal()):
            break
        if c.my_turn():
            c.try_action(c.legal()[0])
        app.step(fps=0)
    animated(app)
    app.step(fps=0)
    gold = next(a for a in c.legal() if a.kind == "gold")
    bank = scene.table.rect_of(("bank",)).copy()
    assert c.try_action(gold) is None
    app.step(fps=0)  # the move is announced, the table drawn after it: the flight starts
    coins = [f for f in flying(scene) if f.look == "coin"]
    assert coins and coins[0].count == 2 and coins[0].start == bank
    assert coins[0].end == scene.table.rect_of(("purse", c.viewer))


def test_the_bots_wait_until_a_move_has_been_seen_and_a_click_ends_it(app):
    scene = start(app, ["random", "random", "random"], seed=8)  # bots only: watched
    c = scene.controller
    animated(app, "slow")
    until(app, lambda: scene.motion.moving, 300)
    made, shown = len(c.match.moves), scene.motion.flights
    for _ in range(5):
        app.step(fps=0)  # a few frames take far less than a flight
    assert scene.motion.flights is shown and len(c.match.moves) == made
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" "))
    app.step(fps=0)
    assert scene.motion.flights is not shown  # ended (and the next bot's move may fly)
    until(app, lambda: len(c.match.moves) > made, 300)


def test_with_animations_off_nothing_flies_and_the_bots_go_on(app):
    scene = start(app, ["random", "random", "random"], seed=8)
    c = scene.controller
    until(app, lambda: len(c.match.moves) >= 10, 300)
    assert not scene.motion.moving and scene.landing is None


def test_another_players_drawn_cards_fly_face_down_and_the_viewers_own_face_up(app):
    scene = start(app, ["human", "random", "random", "random"])
    c = scene.controller
    animated(app)
    seen: list[tuple[int, bool]] = []  # (who drew, face up)
    for _ in range(6000):
        app.step(fps=0)
        played = c.last_move
        if scene.motion.moving and played is not None and played.action.kind == "draw":
            seen += [(played.seat, f.face_up) for f in flying(scene) if f.look == "card"]
            scene.motion.finish()
        if c.my_turn():
            legal = c.legal()
            draw = next((a for a in legal if a.kind == "draw"), None)
            c.try_action(draw or legal[0])
        if {seat == c.viewer for seat, _ in seen} == {True, False} or c.over:
            break
    assert seen, "nobody drew"
    assert all(up == (seat == c.viewer) for seat, up in seen), seen
