"""The desktop app with the Citadels Dark City expansion, headless: new-game presets, an all-bot
Dark City game to the end screen, the Ball Room countdown, the Wizard and Lighthouse overlays,
the Diplomat's two clicks and the Witch's targets on the character strip."""

from __future__ import annotations

import pytest
from desktop_support import click, running_app, start, until

from desktop.app import App
from desktop.scenes.end import EndScene
from desktop.scenes.game import GameScene
from desktop.scenes.new_game import INNER_W, NewGameScene
from desktop.scenes.rules_reference import reference_html
from desktop.views.citadels_table import HAND, PLAYERS, TABLE
from rules.citadels.catalogue import CARD_KIND, DARK_KEYS, RANK_CHOICES, card_of_kind
from rules.citadels.moves import THANKS as BALL_ROOM
from rules.citadels.powers import protected_seat
from rules.core import Action, registry
from rules.core.state import Decision

RULES = registry.get("citadels")
DARK_CAST = {f"rank_{r}": RANK_CHOICES[r][1] for r in range(1, 9)}
EVERY_DISTRICT = {f"district_{key}": True for key in DARK_KEYS}


@pytest.fixture
def app():
    with running_app(autosave=False) as application:
        yield application







THANKS, FORGOT = BALL_ROOM(1), BALL_ROOM(0)  # thank the crown holder, or forget to


def my_turn_begins(app: App, scene: GameScene) -> None:
    """The human (seat 0) picks the first character offered until a character's turn of theirs
    begins (gold or cards to choose)."""
    c = scene.controller
    for _ in range(3000):
        if c.my_turn():
            legal = c.legal()
            if legal[0].kind == "gold":
                return
            assert c.try_action(legal[0]) is None
        else:
            app.step(fps=0)
    raise AssertionError("the human's turn never came")


def move_card(s, card: int) -> None:
    """Take a card out of wherever it is (deck, hand or city), for a hand-made position."""
    for pile in [s.deck, *s.hands]:
        if card in pile:
            pile.remove(card)
    for seat, city in enumerate(s.cities):
        if card in city:
            s.built_round[seat].pop(city.index(card))
            city.remove(card)


def spots(scene: GameScene, kind: str):
    return [s for s in scene.table.hotspots if s.action is not None and s.action.kind == kind]


def preset(scene: NewGameScene, label: str):
    return next(b for b in scene.preset_buttons if b.text == label)


# ----- new game ----------------------------------------------------------------------------------
def test_three_players_by_the_rulebook_names_the_rank_1_character_left_out(app):
    app.push(NewGameScene(app))
    scene = app.top()
    app.step(fps=0)
    scene.set_value("rank_1", "witch")
    assert scene.note() is None  # 4 players: every character plays
    scene.players = 3
    words = scene.note()[0]
    assert "the Witch (rank 1) is left out" in words and "ends at 10 districts" in words
    assert "'official' keeps every character" in words
    scene.set_value("short_game", True)
    assert "ends at 9 districts" in scene.note()[0]
    scene.set_value("three_players", "official")
    assert scene.note() is None
    app.step(fps=0)


def test_presets_choose_the_cast_and_districts_and_start_a_dark_city_game(app):
    app.push(NewGameScene(app))
    scene = app.top()
    app.step(fps=0)
    assert scene.note() is None
    click(app, preset(scene, "Dark City").rect.center)
    values = scene.values()
    assert {name: values[name] for name in DARK_CAST} == DARK_CAST
    assert values["rank_9"] == "none"
    click(app, preset(scene, f"All {len(DARK_KEYS)}").rect.center)
    assert all(scene.values()[name] for name in EVERY_DISTRICT)
    assert scene.note()[0] == "14 Dark City districts: removes 14 base districts"
    click(app, preset(scene, "Random mix").rect.center)
    assert {scene.values()[f"rank_{r}"] for r in range(1, 9)} == {"random"}
    click(app, preset(scene, "Classic").rect.center)
    assert [scene.values()[f"rank_{r}"] for r in range(1, 10)] == [
        RANK_CHOICES[r][0] for r in range(1, 9)] + ["none"]
    click(app, preset(scene, "None").rect.center)
    assert not any(scene.values()[name] for name in EVERY_DISTRICT)
    scene.set_value("district_museum", True)
    scene.set_value("district_bell_tower", True)
    assert scene.note()[0] == "2 Dark City districts added to the deck"
    click(app, preset(scene, "Dark City").rect.center)
    scene.set_value("rank_9", "artist")
    click(app, scene.start.rect.center, frames=2)
    game = app.top()
    assert isinstance(game, GameScene)
    state = game.controller.state
    assert state.cast[1:] == ("witch", "tax_collector", "wizard", "emperor", "abbot",
                              "alchemist", "navigator", "diplomat", "artist")
    assert game.controller.match.options.dark_districts() == ["museum", "bell_tower"]


def test_option_rows_stay_inside_the_scrolling_area(app):
    app.push(NewGameScene(app))
    scene = app.top()
    app.step(fps=0)
    for widget in scene.option_widgets.values():
        assert 0 <= widget.relative_rect.left and widget.relative_rect.right <= INNER_W
    assert not scene.start.rect.colliderect(scene.scroll.rect)


def test_the_rules_reference_lists_this_games_cast_and_districts(app):
    scene = start(app, ["random"] * 4, {**DARK_CAST, "rank_9": "queen", "district_museum": True})
    html = reference_html(scene.controller.match, scene.controller.view())
    assert "<b>1. Witch</b>" in html and "<b>9. Queen</b>" in html
    assert "Assassin" not in html
    assert "<b>Museum</b>" in html and "<b>Lighthouse</b>" not in html
    assert "Rank 9: Queen" in html


@pytest.mark.slow  # a whole game on screen
# ----- a whole game ------------------------------------------------------------------------------
def test_a_dark_city_game_with_all_bots_reaches_the_end_screen(app):
    options = {**DARK_CAST, **EVERY_DISTRICT, "rank_9": "artist"}
    start(app, ["random"] * 5, options, seed=3)
    until(app, lambda: isinstance(app.top(), EndScene), frames=6000)
    app.step(fps=0)
    end = app.top()
    assert end.match.rules.is_over(end.match.state)
    assert end.match.state.cast[9] == "artist"


# ----- the Ball Room -----------------------------------------------------------------------------
def thanks_position(app: App) -> GameScene:
    """The human (seat 0) is called while Ada holds the crown and the Ball Room."""
    scene = start(app, ["human", "random", "random", "random"], {"district_ball_room": True})
    my_turn_begins(app, scene)
    s = scene.controller.state
    ball_room = card_of_kind("ball_room")
    move_card(s, ball_room)
    s.crown = 1
    s.cities[1].append(ball_room)
    s.built_round[1].append(s.round)
    s.pending[-1] = Decision("thanks", 0, (), s.calling)
    s.version += 1
    app.step(fps=0)
    return scene


def test_a_human_who_does_not_thank_in_time_loses_the_turn(app):
    scene = thanks_position(app)
    c = scene.controller
    assert THANKS in scene.action_buttons.values()
    assert scene.countdown_left == pytest.approx(scene.countdown_seconds())
    moves = len(c.match.moves)
    scene.update(scene.countdown_seconds() - 0.5)
    assert len(c.match.moves) == moves and scene.countdown_left == pytest.approx(0.5)
    scene.update(1.0)
    assert c.match.moves[moves].seat == 0 and c.match.moves[moves].action == FORGOT
    assert scene.countdown_left is None
    assert "forgot" in scene.toast.message


def test_the_thank_you_button_thanks(app):
    scene = thanks_position(app)
    c = scene.controller
    moves = len(c.match.moves)
    button = next(b for b, a in scene.action_buttons.items() if a == THANKS)
    click(app, button.rect.center, frames=2)
    assert c.match.moves[moves].action == THANKS
    assert c.state.pending[-1][:2] == ("turn", 0)


# ----- overlays ----------------------------------------------------------------------------------
def test_the_wizard_choice_docks_in_the_hand_and_offers_take_and_build_for_each_card(app):
    scene = start(app, ["human", "random", "random", "random"], {"rank_3": "wizard"})
    my_turn_begins(app, scene)
    c = scene.controller
    s = c.state
    assert c.try_action(Action("gold")) is None
    s.pending.append(Decision("wizard", 0, tuple(s.hands[1]), 1))
    s.power_used = True
    s.version += 1
    app.step(fps=0)
    looked = set(s.hands[1])
    takes, builds = spots(scene, "take"), spots(scene, "conjure")
    assert {spot.action.args[0] for spot in takes} == looked
    assert {spot.action.args[0] for spot in builds} == looked
    # docked in the hand's place: every city and purse stays in view while choosing
    assert all(HAND.contains(spot.rect) for spot in takes + builds)
    assert not any(PLAYERS.colliderect(h.rect) for h in scene.table.hotspots
                   if h.title.startswith("Wizard:"))
    card = s.hands[1][0]
    button = next(spot for spot in takes if spot.action.args[0] == card and spot.title == "Take")
    click(app, button.rect.center, frames=1)
    assert card in c.state.hands[0] and card not in c.state.hands[1]


def test_the_lighthouse_overlay_shows_every_kind_in_the_deck_and_takes_one(app):
    scene = start(app, ["human", "random", "random", "random"], {"district_lighthouse": True})
    my_turn_begins(app, scene)
    c = scene.controller
    s = c.state
    s.pending.append(Decision("lighthouse", 0, tuple(sorted(s.deck)), 0))
    s.version += 1
    app.step(fps=0)
    searches = spots(scene, "search")
    assert len(searches) == len({CARD_KIND[card] for card in s.deck})
    assert all(TABLE.inflate(0, 16).contains(spot.rect) for spot in searches)
    assert all(a.rect.w >= 70 for a in searches)  # still readable
    hand = len(s.hands[0])
    click(app, searches[-1].rect.center, frames=1)
    assert len(c.state.hands[0]) == hand + 1
    assert c.state.pending[-1][0] == "turn"


# ----- clicks on the table -----------------------------------------------------------------------
def test_the_diplomat_clicks_his_district_then_theirs(app):
    scene = start(app, ["human", "random", "random", "random"], {"rank_8": "diplomat"})
    my_turn_begins(app, scene)
    c = scene.controller
    s = c.state
    mine, theirs = card_of_kind("temple"), card_of_kind("palace")
    other = next(seat for seat in (1, 2, 3) if seat != protected_seat(s))
    for card, seat in ((mine, 0), (theirs, other)):
        move_card(s, card)
        s.cities[seat].append(card)
        s.built_round[seat].append(s.round)
    assert c.try_action(Action("gold")) is None
    s.gold[0] = 10
    s.pending.append(Decision("diplomat", 0, (), 0))
    s.version += 1
    app.step(fps=0)

    def city_spot(title):
        return next(spot for spot in scene.table.hotspots if spot.title == title and (
            spot.local is not None or (spot.action and spot.action.kind == "trade")))

    click(app, city_spot("Palace").rect.center, frames=1)
    assert "First click one of your own districts" in scene.toast.message
    click(app, city_spot("Temple").rect.center, frames=1)
    assert scene.table.trade_pick == mine
    target = city_spot("Palace")
    trade = Action("trade", (mine, other, theirs))
    assert target.action == trade and trade in c.legal()
    assert "costs 4 gold" in target.body
    moves = len(c.match.moves)
    click(app, target.rect.center, frames=1)
    assert c.match.moves[moves].action == trade
    assert theirs in c.state.cities[0] and mine in c.state.cities[other]


def test_the_witch_names_a_character_on_the_strip(app):
    scene = start(app, ["human", "random"], {"rank_1": "witch"}, seed=4)
    c = scene.controller
    for _ in range(4000):
        s = c.state
        if c.my_turn():
            legal = c.legal()
            witch = Action("pick", (1,))
            if witch in legal:
                choice = witch
            elif s.pending[-1][0] == "turn" and s.cast[s.calling] == "witch" and s.acted:
                break
            elif Action("gold") in legal:
                choice = Action("gold")
            elif Action("end") in legal:
                choice = Action("end")
            else:
                choice = legal[0]
            assert c.try_action(choice) is None
        else:
            app.step(fps=0)
    else:
        raise AssertionError("the human never played the Witch")
    app.step(fps=0)
    targets = spots(scene, "bewitch")
    legal = {a for a in c.legal() if a.kind == "bewitch"}
    assert legal and legal <= {spot.action for spot in targets}
    rank = min(a.args[0] for a in legal)
    click(app, next(s for s in targets if s.action.args == (rank,)).rect.center, frames=1)
    assert c.state.bewitched == rank
