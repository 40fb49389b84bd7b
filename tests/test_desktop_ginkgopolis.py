"""The Ginkgopolis grid view, driven headless by synthetic clicks: a human plays rounds by
clicking card, tile and Confirm against bots; a click on the wrong place or an illegal play
shows the reason and changes nothing; hidden points and resources; the new-game screen offers
the game; a bots-only game reaches the end screen with the Ginkgopolis breakdown."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from desktop_support import NAMES, click, until

from desktop.app import App
from desktop.botworker import InlineBotWorker
from desktop.games import desk, make_table
from desktop.scenes.end import EndScene
from desktop.scenes.game import GameScene
from desktop.scenes.new_game import NewGameScene
from desktop.scenes.title import TitleScene
from desktop.settings import Settings
from rules.core import Action, Seat, registry
from rules.core.message import english
from rules.ginkgopolis.catalogue import URBAN
from rules.ginkgopolis.moves import MOVES


def start(app, kinds: list[str], options: dict | None = None, seed: int = 5) -> GameScene:
    seats = [Seat(name, kind) for name, kind in zip(NAMES, kinds, strict=False)]
    rules = registry.get("ginkgopolis")
    app.start_match("ginkgopolis", seats, rules.make_options(options or {}), seed)
    app.step(fps=0)
    return next(s for s in app.scenes if isinstance(s, GameScene))


def button_for(scene: GameScene, what):
    return next(b for b, a in scene.action_buttons.items() if a == what)


def press(app, scene: GameScene, what) -> None:
    click(app, button_for(scene, what).rect.center)


def my_choice(app, scene: GameScene) -> None:
    until(app, lambda: scene.controller.my_turn() and scene.controller.state.phase == "choose"
          and not scene.controller.state.chosen[0], frames=3000)
    app.step(fps=0)


def answer_decisions(app, scene: GameScene, round_: int) -> None:
    """Until the next round begins, answer the human's take and move decisions by clicks."""
    c = scene.controller
    for _ in range(3000):
        state = c.state
        if c.over or state.round > round_:
            return
        if c.my_turn():
            app.step(fps=0)
            legal = c.legal()
            if legal[0].kind == "take":
                press(app, scene, legal[0])
            elif legal[0].kind == "move":
                click(app, scene.table.place_rects[("space", *legal[0].args)].center)
            elif legal[0].kind in ("add", "done"):
                press(app, scene, Action("done", ()))
            else:
                raise AssertionError(f"unexpected decision {legal[0]}")
        else:
            app.step(fps=0)
    raise AssertionError("the round never ended")


def test_ginkgopolis_is_offered_on_the_new_game_screen(app):
    app.push(NewGameScene(app))
    scene = app.top()
    app.step(fps=0)
    assert "ginkgopolis" in [g.game_id for g in scene.games]
    changed = pygame_gui.UI_DROP_DOWN_MENU_CHANGED
    scene.handle_event(pygame.event.Event(changed, ui_element=scene.game_menu,
                                          text="Ginkgopolis", text_id="Ginkgopolis"))
    assert len(scene.seats()) == scene.players == 3  # the registration's default count
    click(app, scene.start.rect.center, frames=2)
    game = app.top()
    assert isinstance(game, GameScene) and game.controller.match.game_id == "ginkgopolis"
    assert game.controller.viewer == 0 and len(game.controller.match.seats) == 3


def test_the_rules_reference_lists_the_characters_in_play(app):
    scene = start(app, ["human", "random", "random"])
    c = scene.controller
    parts = desk("ginkgopolis").reference(c.view(), c.match.options)
    state = scene.controller.state
    assert any("How to play" in p for p in parts)
    assert all(any(f"Character {c + 1} " in p for p in parts) for c in state.chars[0])
    click(app, scene.rules_button.rect.center)
    assert type(app.top()).__name__ == "RulesScene"


def test_a_new_building_glows():
    application = App(settings=Settings(bot_speed="instant", animation_speed="normal"),
                      worker=InlineBotWorker(), autosave=False)
    try:
        application.push(TitleScene(application))
        scene = start(application, ["random", "random"], seed=4)
        until(application, lambda: bool(scene.table.flash), frames=2000)
        cells = {(c[0], c[1]) for c in scene.controller.state.cells}
        assert set(scene.table.flash) <= cells
    finally:
        application.close()


def test_a_human_plays_rounds_by_clicking_card_tile_and_confirm(app):
    scene = start(app, ["human", "random", "random"])
    c = scene.controller
    for round_ in (1, 2):
        my_choice(app, scene)
        state = c.state
        hand, tiles = list(state.hands[0]), list(state.screens[0])
        assert hand and state.round == round_
        card = hand[0]
        click(app, scene.table.place_rects[("hand", card)].center)
        assert scene.table.card == card
        # the card's place lights up: a click there before a tile asks for the tile
        target = scene.table.place_rects[("play", card)]
        assert target == scene.table.frame.rect(*_target(state, card))
        click(app, target.center)
        assert "tile" in scene.toast.message
        if tiles and round_ == 1:
            click(app, scene.table.place_rects[("tile", tiles[0])].center)
            assert scene.table.tile == tiles[0]
            expected = Action("play", (card, tiles[0]))
        else:
            press(app, scene, "alone")
            assert scene.table.tile == -1
            expected = Action("play", (card,))
        app.step(fps=0)
        assert any(line for line, _ in scene.table._preview_lines(c.view(), 0))
        moves = len(c.match.moves)
        press(app, scene, expected)
        assert (c.match.moves[moves].seat, c.match.moves[moves].action) == (0, expected)
        assert scene.table.card is None
        answer_decisions(app, scene, round_)
    assert c.state.round == 3 or c.over


def test_a_wrong_place_or_an_illegal_play_shows_why_and_changes_nothing(app):
    scene = start(app, ["human", "random"])
    c = scene.controller
    my_choice(app, scene)
    state = c.state
    card = next((k for k in state.hands[0] if k < URBAN), state.hands[0][0])
    click(app, scene.table.place_rects[("hand", card)].center)
    target = _target(state, card)
    elsewhere = next(cell for cell in state.cells if (cell[0], cell[1]) != target)
    version = c.state.version
    click(app, scene.table.place_rects[("play", elsewhere[-1])].center)
    assert "plays only on the lit place" in scene.toast.message
    # an action the rules refuse: a tile that is not behind the screen
    foreign = next(t for t in range(60) if t not in state.screens[0])
    scene._do(Action("play", (card, foreign)))
    assert scene.toast.message == "That tile is not behind your screen."
    assert c.state.version == version and not c.state.chosen[0]


def test_other_players_points_and_resources_stay_behind_their_screens():
    rules = registry.get("ginkgopolis")
    seats = [Seat("Mia"), Seat("Ada", "random")]
    for open_screens, shown in ((False, "?"), (True, None)):
        state = rules.new_game(seats, rules.make_options({"open_screens": open_screens}), 3)
        state.points[1] = 7
        table = make_table("ginkgopolis")
        view = rules.view(state, 0)
        points, behind = table.shown_numbers(view, 1, 0)
        assert (points, behind) == (("?", "?") if shown else ("7", str(state.res_behind[1])))
        assert table.shown_numbers(view, 0, 0) == (str(state.points[0]),
                                                   str(state.res_behind[0]))
        state.phase = "over"
        assert table.shown_numbers(rules.view(state, 0), 1, 0)[0] == "7"


def test_the_table_draws_every_player_count_and_zooms(app):
    for n in (2, 5):
        scene = start(app, ["random"] * n, seed=n)
        for _ in range(20):
            app.step(fps=0)
        table = scene.table
        assert table.wheel(table.area.center, 2) and table.zoom > 1
        assert table.drag(table.area.center, (30, -10))
        app.step(fps=0)
        fit = next(s for s in table.hotspots if s.title == "Fit the city")
        fit.local()
        assert table.zoom == 1.0 and table.pan == [0.0, 0.0]


@pytest.mark.slow  # a whole game on screen
def test_a_bots_only_game_reaches_the_end_screen_with_the_breakdown(app):
    start(app, ["random", "random", "random"], seed=11)
    until(app, lambda: isinstance(app.top(), EndScene), frames=4000)
    app.step(fps=0)
    scene = app.top()
    state = scene.match.state
    assert state.phase == "over"
    breakdown = scene.match.rules.scores(state)[0].breakdown
    assert {"points", "cards", "districts"} <= set(breakdown)
    assert set(scene.desk.score_labels) >= {"points", "cards", "districts"}
    surface = pygame.Surface((1600, 900))
    scene.table.end_panel(surface, scene.final, pygame.Rect(40, 500, 1520, 240))


def _target(state, card):
    if card >= URBAN:
        return tuple(state.markers[card - URBAN])
    cell = next(c for c in state.cells if c[-1] == card)
    return cell[0], cell[1]


def test_the_rules_reference_keeps_the_draft_secret_by_reading_the_view():
    rules = registry.get("ginkgopolis")
    seats = [Seat("Mia"), Seat("Ada", "random"), Seat("Bruno", "random")]
    options = rules.make_options({"characters": "draft"})
    state = rules.new_game(seats, options, 4)
    for seat in range(3):  # everyone keeps a character
        rules.apply(state, seat, rules.legal_actions(state, seat)[0])
    assert state.phase == "draft"
    parts = desk("ginkgopolis").reference(rules.view(state, 0), options)
    text = " ".join(parts)
    mine, theirs = state.chars[0][0], state.chars[1][0]
    assert f"Character {mine + 1} " in text  # the viewer's own kept character
    assert f"Character {theirs + 1} " not in text and "Ada</b>: still drafting" in text


def test_the_solo_rules_reference_shows_only_solo_rules_and_no_text_from_code():
    """What a first-time solo player read: no draft, no cards passed on, no 'Open screens =
    False', no '.;' between card texts, no 'a exploit'."""
    from types import SimpleNamespace

    from desktop.scenes.rules_reference import reference_html

    rules = registry.get("ginkgopolis")
    options = rules.make_options({})
    state = rules.new_game([Seat("Mia")], options, 3)
    match = SimpleNamespace(game_id="ginkgopolis", options=options)
    html = reference_html(match, rules.view(state, 0))
    assert "Hal" in html and "solo" in html.lower()
    for bad in ("draft", "pass", "= False", "= True", "False", ".;", " a exploit",
                " a urbanize", "Characters in this game", "characters)", "refresh token is worth"):
        assert bad not in html, bad
    assert "Solo opponent: Standard" in html and "Open screens" not in html
    several = reference_html(SimpleNamespace(game_id="ginkgopolis", options=options),
                             rules.view(rules.new_game([Seat("Mia"), Seat("Ada")], options, 3),
                                        0))
    assert "draft" in several and "Solo opponent" not in several and ".;" not in several
    assert "Open screens: off" in several and "False" not in several
    assert "an exploit effect" in several or "an urbanize effect" in several


def test_the_city_stays_put_while_a_card_and_tile_are_chosen(app):
    """Selecting a card, then a tile, then another card does not move or resize the city: a
    fixed building keeps its rect on the screen."""
    scene = start(app, ["human", "random", "random"])
    c = scene.controller
    my_choice(app, scene)
    state = c.state
    fixed = (state.cells[0][0], state.cells[0][1])
    before = scene.table.frame.rect(*fixed)
    hand, tiles = list(state.hands[0]), list(state.screens[0])
    click(app, scene.table.place_rects[("hand", hand[0])].center)
    assert scene.table.card == hand[0] and scene.table.frame.rect(*fixed) == before
    if tiles:
        click(app, scene.table.place_rects[("tile", tiles[0])].center)
        assert scene.table.tile == tiles[0] and scene.table.frame.rect(*fixed) == before
    press(app, scene, "cancel")
    click(app, scene.table.place_rects[("hand", hand[-1])].center)
    assert scene.table.card == hand[-1] and scene.table.frame.rect(*fixed) == before


def test_refresh_hand_keeps_its_place_when_a_card_is_selected(app):
    """Selecting a card brings Confirm, Alone and Cancel; none takes Refresh hand's place."""
    scene = start(app, ["human", "random", "random"])
    c = scene.controller
    my_choice(app, scene)
    refresh = button_for(scene, Action("refresh", ())).rect.copy()
    click(app, scene.table.place_rects[("hand", c.state.hands[0][0])].center)
    assert button_for(scene, Action("refresh", ())).rect == refresh
    others = [b.rect for b, what in scene.action_buttons.items()
              if what != Action("refresh", ())]
    assert len(others) >= 2 and not any(r.colliderect(refresh) for r in others)


def test_the_side_buttons_say_their_moves_words():
    """Refresh, Pass, Take and Done say their moves' words (`Move.button`); the table keeps
    their slots."""
    rules = registry.get("ginkgopolis")
    state = rules.new_game([Seat("P1"), Seat("P2")], rules.make_options({}), 5)
    while state.phase != "choose":
        rules.apply(state, rules.to_act(state)[0],
                    rules.legal_actions(state, rules.to_act(state)[0])[0])

    def entries():
        v, legal = rules.view(state, 0), rules.legal_actions(state, 0)
        table = make_table("ginkgopolis")
        table.sync(v, 0, legal)
        return v, [e for e in table.buttons(v, 0, legal) if isinstance(e.what, Action)]

    v, shown = entries()
    refresh = next(e for e in shown if e.what.kind == "refresh")
    assert (refresh.label, refresh.short, refresh.slot) == (
        f"Refresh hand ({state.tokens[0]} tokens left)", "Refresh", (4, 0, 2))
    state.deck.extend(state.hands[0])
    state.hands[0] = []
    v, shown = entries()
    assert [(e.label, e.short, e.primary, e.slot) for e in shown] == [
        ("Pass (no cards)", "Pass", True, (0, 0, 2))]
    state.phase, state.done = "addtiles", [0, 0]
    v, shown = entries()
    assert [(e.label, e.short, e.primary) for e in shown] == [("Done adding tiles", "Done", True)]
    for e in shown:
        said = MOVES.by_kind[e.what.kind].button
        assert e.label == english(said.words(v, 0, *e.what.args))
