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


def test_a_moment_stops_the_bots_with_a_banner_and_the_end_screen_waits_for_it(app):
    """Citadels' first complete city stops the game on "This is the last round." with what
    the move said; the bots wait until Space; the game's end is stopped on too, and the end
    screen comes only after it."""
    from desktop.scenes.end import EndScene
    from desktop.scenes.game import GameScene

    scene = start(app, ["human", "random", "random", "random"], seed=3)
    c = scene.controller
    animated(app, "fast")
    seen = []
    for _ in range(40000):
        if c.my_turn():
            c.try_action(c.legal()[-1])
        scene.motion.finish()
        app.step(fps=0)
        if scene._stopped():
            seen.append(scene.stops[0].headings)
            made = len(c.match.moves)
            for _ in range(5):
                app.step(fps=0)  # far less than a stop: the game waits
            assert scene._stopped() and len(c.match.moves) == made
            assert isinstance(app.top(), GameScene)
            if seen[-1] == ["This is the last round."]:
                assert any("complete a city" in line for line in scene.stops[0].lines)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                                 unicode=" "))
        if isinstance(app.top(), EndScene):
            break
    assert seen == [["This is the last round."], ["The game is over."]]


def test_with_animations_off_no_moment_stops_the_game(app):
    from desktop.scenes.end import EndScene

    scene = start(app, ["random", "random", "random", "random"], seed=3)
    until(app, lambda: isinstance(app.top(), EndScene), 20000)
    assert scene.stops == []


def test_a_watched_turn_is_skipped_to_the_players_next_decision(app):
    scene = start(app, ["human", "random", "random", "random"], seed=3)
    c = scene.controller
    animated(app, "slow")
    app.settings.bot_speed, c.bot_delay = "slow", 1.6  # a watched turn takes seconds
    until(app, c.my_turn, 3000)
    assert c.try_action(c.legal()[0]) is None
    until(app, lambda: not c.my_turn() and not scene.motion.moving, 3000)
    app.step(fps=0)
    assert scene.skip_button.visible
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s"))
    app.step(fps=0)
    assert scene.skipping and c.bot_delay == 0
    until(app, c.my_turn, 300)  # at once: nothing flies, nothing stops, no bot pauses
    assert not scene.motion.moving and scene.stops == []
    app.step(fps=0)
    assert not scene.skipping and c.bot_delay > 0 and not scene.skip_button.visible


def _human_builds(app, scene):
    """Plays the human's turns (gold first, then a build when one is offered) until a build
    of theirs is made; returns the build."""
    c = scene.controller
    for _ in range(6000):
        if scene.motion.moving:
            scene.motion.finish()
        scene.stops.clear()
        app.step(fps=0)
        if c.my_turn():
            legal = c.legal()
            build = next((a for a in legal if a.kind == "build"), None)
            if build is not None:
                assert c.try_action(build) is None
                app.step(fps=0)
                return build
            gold = next((a for a in legal if a.kind == "gold"), None)
            c.try_action(gold or legal[0])
    raise AssertionError("the human never built")


def test_a_card_built_flies_as_the_table_drew_it_into_its_place_in_the_city(app):
    scene = start(app, ["human", "random", "random"], seed=4)
    animated(app)
    build = _human_builds(app, scene)
    card = build.args[0]
    flight = next(f for f in flying(scene) if f.look == "building")
    before, after = flight.pictures
    assert before is not None and after is not None  # its face in the hand, and in the city
    assert flight.end == scene.table.place_rects[("city", scene.controller.viewer, card)]


def test_with_reduced_motion_pieces_fade_in_where_they_land(app):
    scene = start(app, ["human", "random", "random"], seed=4)
    animated(app)
    app.settings.reduced_motion = True
    _human_builds(app, scene)
    shown = flying(scene)
    assert shown and all(f.fade is not None and f.start == f.end for f in shown)


def test_a_finished_animation_leaves_the_table_as_it_is_drawn_without_one(app):
    """After every move of a few rounds, the table once its flights have ended has the same
    pixels as the same position drawn with animations off (the glow that marks what is new,
    and the messages, aside)."""
    scene = start(app, ["human", "random", "random"], seed=4)
    c = scene.controller
    compared = 0
    for _ in range(150):
        animated(app)
        c.bot_delay = 0.0
        if c.my_turn():
            c.try_action(c.legal()[0])
        app.step(fps=0)
        if not scene.motion.moving:
            continue
        c.bot_delay = 1e9  # the position stays while it is drawn twice
        scene.motion.finish()
        scene.stops.clear()
        scene.table.flash.clear()
        scene.toast.left = 0
        app.redraw()
        app.step(fps=0)
        seen = app.screen.subsurface(scene.table.area).copy()
        animated(app, "off")
        plain = pygame.Surface(app.screen.get_size())
        scene.draw(plain)
        assert pygame.image.tobytes(seen, "RGB") == \
            pygame.image.tobytes(plain.subsurface(scene.table.area), "RGB")
        compared += 1
    assert compared >= 5


def test_animation_speed_changes_nothing_but_timing(app, monkeypatch):
    """The same seeded bots' game, watched with animations off and with them on (each flight
    and stop ended as soon as it shows), plays the same first 80 moves."""
    monkeypatch.setattr("desktop.controller.new_key", lambda: b"the same bots")
    played = []
    for speed in ("off", "fast"):
        scene = start(app, ["random", "random", "random", "random"], seed=11)
        animated(app, speed)
        c = scene.controller
        for _ in range(4000):
            scene.motion.finish()
            scene.stops.clear()
            app.step(fps=0)
            if len(c.match.moves) >= 80:
                break
        played.append([(m.seat, m.action) for m in c.match.moves[:80]])
        app.replace_scene("title")
        app.step(fps=0)
    assert played[0] == played[1] and len(played[0]) == 80
