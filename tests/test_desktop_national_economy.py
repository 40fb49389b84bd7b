"""The National Economy table, driven headless by synthetic clicks: offered on the new-game
screen for 1 to 4 players, building by clicks (workplace, card, discards, confirm), an illegal
click's reason, the selling dialog refusing an over-sale, bots-only and solo games to the end
screen, and the solo record."""

from __future__ import annotations

import json

import pygame
import pygame_gui
import pytest
from desktop_support import click, spot, until
from national_economy_positions import give

from desktop import i18n
from desktop.scenes.end import EndScene
from desktop.scenes.game import GameScene
from desktop.scenes.new_game import NewGameScene
from desktop.views import national_economy_words as words
from desktop.views.national_economy_table import HAND, ROUND_BAR, round_end_lines, unpaid_line
from desktop.views.national_economy_words import SCORE_LABELS
from rules.core import Action, Seat, registry
from rules.core.message import english
from rules.national_economy import catalogue as cat
from rules.national_economy import engine
from rules.national_economy.catalogue import GOOD, card_of
from saves import records

GAME = "national_economy"


def start(app, kinds: list[str], seed: int = 3) -> GameScene:
    names = ["Mia", "Ada", "Bruno", "Clara"]
    seats = [Seat(names[i], kind) for i, kind in enumerate(kinds)]
    rules = registry.get(GAME)
    app.start_match(GAME, seats, rules.make_options({"first_seat_starts": True}), seed)
    app.step(fps=0)
    return next(s for s in app.scenes if isinstance(s, GameScene))


def test_the_new_game_screen_offers_it_for_1_to_4_players(app):
    app.push(NewGameScene(app))
    scene = app.top()
    app.step(fps=0)
    rules = registry.get(GAME)
    assert rules in scene.games
    changed = pygame_gui.UI_DROP_DOWN_MENU_CHANGED
    scene.handle_event(pygame.event.Event(changed, ui_element=scene.game_menu,
                                          text=rules.title, text_id=rules.title))
    offered = [o[0] if isinstance(o, tuple) else o for o in scene.count_menu.options_list]
    assert offered == ["1", "2", "3", "4"]
    scene.handle_event(pygame.event.Event(changed, ui_element=scene.count_menu, text="1",
                                          text_id="1"))
    assert [s.kind for s in scene.seats()] == ["human"]
    click(app, scene.start.rect.center, frames=2)
    game = app.top()
    assert isinstance(game, GameScene)
    assert game.controller.match.game_id == GAME and game.controller.state.n == 1


def test_a_human_builds_by_clicking_workplace_card_discards_and_confirm(app):
    scene = start(app, ["human", "random"])
    c = scene.controller
    s = c.state
    steel, factory, restaurant = card_of("steel_works"), card_of("factory"), \
        card_of("restaurant")
    give(s, 0, hand=[steel, factory, restaurant, card_of("mansion")], goods=2)
    until(app, c.my_turn)
    app.step(fps=0)
    click(app, spot(scene, action=Action("place", (cat.CARPENTER,))).rect.center)
    assert c.state.pending[-1][0] == "build"
    build = spot(scene, action=Action("build", (steel,)))
    assert "discarding 4" in build.body
    click(app, build.rect.center)
    assert c.state.pending[-1][:3] == ("pay", 0, (steel,)) and c.state.pending[-1].number == 4
    for title in ("Factory", "Restaurant", "Consumer goods", "Consumer goods"):
        click(app, spot(scene, title=title).rect.center)
    assert sorted(scene.table.chosen) == sorted([factory, restaurant, GOOD, GOOD])
    version = c.state.version
    click(app, spot(scene, title="Restaurant").rect.center)  # put it back ...
    assert c.state.version == version and restaurant not in scene.table.chosen
    click(app, spot(scene, title="Restaurant").rect.center)  # ... and choose it again
    confirm = spot(scene, action=tuple(Action("discard", (x,)) for x in scene.table.chosen))
    click(app, confirm.rect.center)
    s = c.state
    assert steel in s.tableau[0] and s.hands[0] == [card_of("mansion")] and s.goods[0] == 0
    assert not scene.table.chosen
    assert c.undo()  # one undo takes back the whole confirmed selection
    assert c.state.pending[-1][:2] == ("pay", 0) and c.state.pending[-1].number == 4
    assert len(c.state.hands[0]) == 3
    assert c.state.goods[0] == 2 and len(c.match.moves) == 2


def test_an_illegal_click_shows_the_reason_and_changes_nothing(app):
    scene = start(app, ["human", "random"])
    c = scene.controller
    coffee, farm = card_of("coffee_shop"), card_of("farm")
    give(c.state, 0, hand=[card_of("mansion")], tableau=[coffee])
    give(c.state, 1, tableau=[farm])
    app.redraw()  # the state was edited in place, under the same version
    until(app, c.my_turn)
    app.step(fps=0)
    before = json.dumps(c.state.to_json())
    click(app, spot(scene, action=Action("place", (coffee,))).rect.center)
    assert scene.toast.message == "The household holds $0, not the $5 the Coffee shop pays."
    click(app, spot(scene, action=Action("place", (farm,))).rect.center)
    assert scene.toast.message == "The Farm belongs to another player."
    click(app, spot(scene, title="Mansion").rect.center)  # a hand card: place a worker first
    assert scene.toast.message.startswith("First place a worker")
    assert json.dumps(c.state.to_json()) == before and not c.match.moves


def test_the_selling_dialog_refuses_an_over_sale_with_the_reason(app):
    scene = start(app, ["human", "random"])
    c = scene.controller
    s = c.state
    cards = [card_of("construction_company"), card_of("general_contractor"),
             card_of("steel_works"), card_of("warehouse")]
    company, contractor, steel, _ = cards
    give(s, 0, tableau=cards, money=0)
    s.workers[0], s.round = 5, 6
    s.placed = [s.workers[i] - s.trainees[i] for i in range(s.n)]
    s.turn = 1
    engine.advance(s)  # the round ends: seat 0 owes $20 and must sell
    assert s.pending[-1][:2] == ("sell", 0) and s.pending[-1].number == 20
    app.redraw()  # the state was edited in place, under the same version
    app.step(fps=0)
    app.step(fps=0)
    click(app, spot(scene, title="Construction company").rect.center)
    before = json.dumps(c.state.to_json())
    click(app, spot(scene, title="Steel works").rect.center)
    assert scene.toast.message.startswith("Over-selling")
    assert scene.table.chosen == [company]
    assert json.dumps(c.state.to_json()) == before
    _the_dock_hides_nothing(scene, c.state, "Wages:")
    click(app, spot(scene, title="General contractor").rect.center)
    sell = spot(scene, action=(Action("sell", (company,)), Action("sell", (contractor,))))
    click(app, sell.rect.center)
    assert c.state.money[0] == 8 and company in c.state.public and contractor in c.state.public


def _the_dock_hides_nothing(scene: GameScene, s, title: str) -> None:
    """The choice docks in the hand's place: the round track, the public row, every player's
    panel and the hand (beside it) stay in view and answer a hover."""
    table = scene.table
    box = next(h.rect for h in table.hotspots if h.title.startswith(title) and not h.action
               and not h.local)
    assert box.y >= HAND.y and box.bottom <= HAND.bottom
    assert not box.colliderect(table._public_rect(s)) and not box.colliderect(ROUND_BAR)
    assert not box.colliderect(table._players_rect(s))
    hand = [h for h in table.hotspots if h.title in {words.title(c) for c in s.hands[0]}
            and HAND.contains(h.rect) and not box.contains(h.rect)]
    assert len(hand) == len(s.hands[0])  # the hand is beside the choice, not under it
    buildings = [h for h in table.hotspots if table._players_rect(s).contains(h.rect)
                 and h.title in {words.title(c) for c in s.tableau[0]}]
    assert len(buildings) == len(s.tableau[0])


@pytest.mark.slow  # a whole game on screen
def test_a_bots_only_game_reaches_the_end_screen_with_the_breakdown(app):
    start(app, ["random", "random", "random", "random"], seed=11)
    until(app, lambda: isinstance(app.top(), EndScene), frames=4000)
    app.step(fps=0)
    scene = app.top()
    scores = scene.match.rules.scores(scene.match.state)
    assert all(set(score.breakdown) <= set(SCORE_LABELS) for score in scores)
    assert scene.record is None  # not solo: nothing recorded
    assert not records.records_path().exists()


def test_a_bot_solo_game_ends_without_touching_the_record(app):
    start(app, ["random"], seed=4)
    until(app, lambda: isinstance(app.top(), EndScene), frames=3000)
    app.step(fps=0)
    assert app.top().match.state.n == 1 and not records.records_path().exists()


def _play_solo_to_the_end(app) -> EndScene:
    scene = start(app, ["human"], seed=8)
    c = scene.controller
    for _ in range(3000):
        if isinstance(app.top(), EndScene):
            break
        if c.my_turn():
            assert c.try_action(c.legal()[0]) is None
        app.step(fps=0)
    end = app.top()
    assert isinstance(end, EndScene)
    app.step(fps=0)
    return end


def test_a_solo_game_is_recorded_once_and_shown_on_the_end_screen(app):
    end = _play_solo_to_the_end(app)
    total = end.match.rules.scores(end.match.state)[0].total
    assert end.record.added
    record = records.read_solo(GAME)
    assert (record.games, record.best) == (1, total)
    assert record.wins == int(total >= 100)
    again = EndScene(app, end.match, end.created)  # the same match's end screen, reopened
    assert not again.record.added
    assert records.read_solo(GAME).games == 1


def test_a_broken_record_file_is_left_alone_and_the_game_still_ends(app):
    path = records.records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"{broken")
    end = _play_solo_to_the_end(app)
    assert end.record.error and path.read_bytes() == b"{broken"
    app.step(fps=0)  # the end screen draws the reason


def test_design_office_keep_and_hand_limit_discards_by_clicks(app):
    scene = start(app, ["human", "random"])
    c = scene.controller
    office, steel = card_of("design_office"), card_of("steel_works")
    give(c.state, 0, hand=[steel], tableau=[office], goods=6)
    app.redraw()  # the state was edited in place, under the same version
    until(app, c.my_turn)
    app.step(fps=0)
    click(app, spot(scene, action=Action("place", (office,))).rect.center)
    shown = c.state.pending[-1].cards
    assert c.state.pending[-1][0] == "keep" and len(shown) == 5
    _the_dock_hides_nothing(scene, c.state, "Design office:")
    click(app, spot(scene, action=Action("keep", (shown[2],))).rect.center)
    assert shown[2] in c.state.hands[0] and not c.state.pending
    s = c.state
    s.placed = [s.workers[i] - s.trainees[i] for i in range(s.n)]
    s.turn = 1
    engine.advance(s)  # the round ends: 8 cards, limit 5
    assert s.pending[-1][:2] == ("limit", 0) and s.pending[-1].number == 3
    app.redraw()  # the state was edited in place, under the same version
    app.step(fps=0)
    for title in ("Steel works", "Consumer goods", "Consumer goods"):
        click(app, spot(scene, title=title).rect.center)
    version = c.state.version
    click(app, spot(scene, title="Consumer goods").rect.center)  # a fourth is refused
    assert scene.table.chosen.count(GOOD) == 2 and c.state.version == version
    assert "already" in scene.toast.message
    confirm = next(b for b, what in scene.action_buttons.items() if isinstance(what, tuple))
    click(app, confirm.rect.center)
    assert steel not in c.state.hands[0] and c.state.goods[0] == 4 and c.state.round == 2


def _end_the_round(c) -> None:
    s = c.state
    s.placed = [s.workers[i] - s.trainees[i] for i in range(s.n)]
    s.turn = 1
    engine.advance(s)
    s.version += 1


def test_a_round_end_summary_waits_for_the_human_beside_the_hand(app):
    scene = start(app, ["human", "random"])
    c = scene.controller
    give(c.state, 1, money=1)
    until(app, c.my_turn)
    _end_the_round(c)
    c.covered = False
    app.step(fps=0)
    assert c.state.round == 2
    lines = [english(line) for line in scene.table.summary(c.view(), c.viewer)]
    assert lines == ["Mia pays $4 in wages for 2 workers.",
                     "Ada pays $1 of the $4 in wages for 2 workers and takes 3 unpaid-wage "
                     "cards.",
                     "The Stall opens as a public workplace."]
    box = spot(scene, title="Round 1 is over")
    assert box.rect.top >= HAND.top and box.rect.right < HAND.right - 300  # the hand beside it
    until(app, c.my_turn)
    app.step(fps=0)
    click(app, spot(scene, title="Close").rect.center)
    app.step(fps=0)
    assert scene.table.summary(c.view(), c.viewer) is None
    assert not any(h.title == "Round 1 is over" for h in scene.table.hotspots)


def test_the_next_action_closes_the_round_end_summary(app):
    scene = start(app, ["human", "random"])
    c = scene.controller
    until(app, c.my_turn)
    _end_the_round(c)
    until(app, c.my_turn)
    app.step(fps=0)
    assert scene.table.summary(c.view(), c.viewer)
    click(app, spot(scene, action=Action("place", (cat.MINE,))).rect.center)
    app.step(fps=0)
    assert scene.table.summary(c.view(), c.viewer) is None


@pytest.fixture
def chinese():
    i18n.set_language("zh_Hant")
    yield
    i18n.set_language("en")


def test_cards_are_named_in_the_chosen_language_with_the_rulebooks_chinese_names(chinese):
    rulebook = {cat.QUARRY: "採石場", cat.MINE: "礦山", cat.SCHOOL: "學校",
                cat.CARPENTER: "木匠", card_of("farm"): "農場", card_of("factory"): "工廠",
                card_of("agricultural_coop"): "農業合作社", cat.ROUND_CARD + 1: "攤販"}
    assert {place: words.title(place) for place in rulebook} == rulebook
    assert words.japanese(cat.MINE) == "鉱山"  # the tooltip keeps the Japanese printing
    assert words.card_body(cat.MINE, 2).endswith("\n日文原版：鉱山")
    japanese_only = set("鉱労鉄焼専産") | {chr(c) for c in range(0x3040, 0x3100)}
    for place in [*range(cat.NUM_CARDS), *cat.PLACES]:
        name = words.title(place)
        assert name != cat.name(place) and not set(name) & japanese_only, name
    i18n.set_language("en")
    assert words.title(cat.MINE) == "Mine" and words.title(GOOD) == "Consumer goods"


def test_the_log_and_the_round_end_summary_read_in_chinese(app, chinese):
    scene = start(app, ["human", "random"])
    c = scene.controller
    until(app, c.my_turn)
    _end_the_round(c)
    c.covered = False
    app.step(fps=0)
    lines = [i18n.say(line) for line in scene.table.summary(c.view(), c.viewer)]
    assert lines == ["Mia為 2 位工人支付薪水 $4。", "Ada為 2 位工人支付薪水 $4。",
                     "攤販翻開，成為公用建築。"]
    assert spot(scene, title="第 1 輪結束")


def test_the_round_end_summary_reads_an_older_saves_english_log_too():
    log = ["Mia places a worker on the Mine.", "Round 1 ends: wages are due ($2 a worker).",
           "Mia discards the Farm.", "Mia pays $4 in wages for 2 workers.",
           "Ada pays $1 of the $4 in wages for 2 workers and takes 3 unpaid-wage card(s).",
           "The Stall opens as a public workplace.",
           "Round 2 begins: every worker comes back (wage $2 a worker)."]
    lines = round_end_lines(log, 2)
    assert lines == log[3:6] and [unpaid_line(line) for line in lines] == [False, True, False]
    assert round_end_lines(log, 3) is None


def test_the_original_japanese_name_is_in_the_tooltip_not_on_the_card(app, monkeypatch):
    """Every card and workplace on the table: its hover text gives the name of the
    original Japanese printing, labelled as such; no Japanese name is drawn on a face."""
    from desktop import ui
    from desktop.views import national_economy_table

    drawn: list[str] = []
    real = ui.rendered.__wrapped__

    def spy(words_, *args):
        drawn.append(words_)
        return real(words_, *args)

    spy.cache_clear = lambda: None
    monkeypatch.setattr(ui, "rendered", spy)
    monkeypatch.setattr(national_economy_table, "script_text",  # the other scripts' faces
                        lambda words_, *args: drawn.append(words_) or pygame.Surface((1, 1)),
                        raising=False)
    scene = start(app, ["human", "random"])
    until(app, scene.controller.my_turn)
    scene.controller.state.goods[0] = 2  # the goods' stack beside the hand too
    scene.controller.state.version += 1
    scene.table._faces.clear()
    app.step(fps=0)
    japanese = {words.japanese(place) for place in [*cat.PLACES, GOOD]}
    assert not japanese & set(drawn)
    cards = [h for h in scene.table.hotspots if not h.rect.colliderect(ROUND_BAR) and h.title
             in {words.title(place) for place in cat.PLACES}]
    cards += [h for h in scene.table.hotspots if h.rect.colliderect(HAND)
              and h.title == words.title(GOOD)]  # the goods beside the hand (not a count)
    assert len(cards) >= 7 and cards[-1].title == words.title(GOOD)
    for hotspot in cards:
        place = next(p for p in [GOOD, *cat.PLACES] if words.title(p) == hotspot.title)
        assert f"Original Japanese printing: {words.japanese(place)}" in hotspot.body.split("\n")


def test_the_hand_heading_counts_one_card_in_the_singular(app, monkeypatch):
    """A hand of one good reads "1 card", not "1 cards"; two read "2 cards"."""
    from desktop.views import national_economy_table

    headings: list[str] = []
    real = national_economy_table.hand_strip

    def spy(surface, area, heading, *args, **kwargs):
        headings.append(heading)
        return real(surface, area, heading, *args, **kwargs)

    monkeypatch.setattr(national_economy_table, "hand_strip", spy)
    scene = start(app, ["human", "random"])
    c = scene.controller
    until(app, c.my_turn)
    for goods, heading in ((1, "Your hand: 1 card (limit 5)"),
                           (2, "Your hand: 2 cards (limit 5)")):
        give(c.state, 0, hand=[], goods=goods)
        c.state.version += 1
        headings.clear()
        app.step(fps=0)
        assert heading in headings


def test_the_quarrys_tip_says_what_the_start_player_card_is_for():
    """The Quarry's start-player card matters because the first placements empty the
    household: its tooltip says so (with others at the table; alone there is no Quarry)."""
    body = words.card_body(cat.QUARRY, 3)
    assert "Draw 1 building card and take the start-player card." in body
    assert "The start player places first next round" in body
    assert "start player places first" not in words.card_body(cat.MINE, 3)
