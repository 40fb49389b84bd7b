"""The Builders table, driven headless by synthetic clicks: opening a building, recruiting,
choosing a worker and a tool and seeing what a site would still need before sending, an
illegal click's reason, buttons and slots that keep their places, coins that cost coins
asked first, and an all-bot game to the end screen."""

from __future__ import annotations

import json

import pytest
from desktop_support import click, spot, until

from desktop.scenes.end import EndScene
from desktop.scenes.game import GameScene
from desktop.views.builders_table import BuildersTable
from rules.builders import catalogue as cat
from rules.builders.moves import MOVES
from rules.core import Action, Seat, registry
from rules.core.message import english

GAME = "builders"


def start(app, kinds: list[str], seed: int = 3) -> GameScene:
    seats = [Seat(f"P{i + 1}", kind) for i, kind in enumerate(kinds)]
    rules = registry.get(GAME)
    app.start_match(GAME, seats, rules.make_options({"first_seat_starts": True}), seed)
    app.step(fps=0)
    return next(s for s in app.scenes if isinstance(s, GameScene))


def test_open_recruit_then_send_with_a_preview_of_what_remains(app):
    scene = start(app, ["human", "random"])
    c = scene.controller
    until(app, c.my_turn)
    app.step(fps=0)
    building = c.state.building_row[0]
    click(app, spot(scene, action=Action("open", (building,))).rect.center)
    assert c.state.sites[0] == [[building]]
    worker = c.state.worker_row[0]
    click(app, spot(scene, action=Action("recruit", (worker,))).rect.center)
    assert worker in c.state.crew[0]
    app.step(fps=0)
    apprentice = c.state.crew[0][0]
    click(app, spot(scene, title=str(_name(apprentice))).rect.center)  # choose it
    assert scene.table.unit == apprentice
    app.step(fps=0)
    send = spot(scene, action=Action("send", (apprentice, building, -1)))
    assert "still needs" in send.body or "completes the building" in send.body
    assert "Takes 1 action" in send.body
    coins = c.state.coins[0]
    click(app, send.rect.center)
    assert c.state.sites[0][0][1:] == [apprentice, -1] or c.state.done[0] == [building]
    assert c.state.coins[0] <= coins - 2 + cat.building(building).coins
    assert scene.table.unit is None  # the selection went with the action


def test_an_unaffordable_site_says_so_and_changes_nothing(app):
    scene = start(app, ["human", "random"])
    c = scene.controller
    until(app, c.my_turn)
    app.step(fps=0)
    s = c.state
    building = s.building_row[0]
    click(app, spot(scene, action=Action("open", (building,))).rect.center)
    c.state.coins[0] = 0
    app.step(fps=0)
    apprentice = c.state.crew[0][0]
    before = json.dumps(c.state.to_json())
    reason = c.try_action(Action("send", (apprentice, building, -1)))
    assert reason is not None and "coins" in c.rules.explain(c.state, 0, Action(
        "send", (apprentice, building, -1))).id
    assert json.dumps(c.state.to_json()) == before


def _state(c) -> str:
    return json.dumps(c.state.to_json())


def _my_turn(app) -> GameScene:
    scene = start(app, ["human", "random"])
    until(app, scene.controller.my_turn)
    app.step(fps=0)
    return scene


def test_a_refused_click_on_the_table_shows_the_rules_reason_and_changes_nothing(app):
    scene = _my_turn(app)
    c = scene.controller
    c.state.actions, c.state.coins[0] = cat.FREE_ACTIONS, 0  # free actions used, no coins
    app.step(fps=0)
    before = _state(c)
    places = [
        (Action("recruit", (c.state.worker_row[0],)), "costs 5 coins and you have 0"),
        (Action("open", (c.state.building_row[0],)), "costs 5 coins and you have 0"),
        (Action("prisoner", (c.state.prisoners[0],)), "you have 0"),
        (Action("tool", (c.state.tools[0],)), "you have 0"),
    ]
    for action, reason in places:
        scene.toast.show("")
        assert reason in spot(scene, action=action).body  # the tooltip says it beforehand
        click(app, spot(scene, action=action).rect.center)
        assert reason in scene.toast.message, (action, scene.toast.message)
        assert _state(c) == before
    scene.toast.show("")
    click(app, spot(scene, title=_name(c.state.crew[0][0])).rect.center)
    assert "buildings under construction" in scene.toast.message  # no site to send him to
    assert scene.table.unit is None and _state(c) == before
    scene.toast.show("")
    free = next(e for e, w in scene.action_buttons.items() if getattr(w, "kind", "") == "free")
    click(app, free.rect.center)
    assert "Choose a prisoner of yours" in scene.toast.message and _state(c) == before


def test_a_site_or_university_clicked_before_a_worker_says_what_to_do_first(app):
    scene = _my_turn(app)
    c = scene.controller
    building = c.state.building_row[0]
    click(app, spot(scene, action=Action("open", (building,))).rect.center)
    before = _state(c)
    for title in (_name(building), _name(cat.UNIVERSITIES[0])):
        scene.toast.show("")
        click(app, spot(scene, title=title).rect.center)
        assert scene.toast.message.startswith("Choose a worker in your crew first"), title
        assert _state(c) == before


def test_the_side_buttons_keep_their_places_all_turn(app):
    scene = _my_turn(app)
    c = scene.controller

    def places() -> dict:
        app.step(fps=0)
        return {str(what): tuple(element.rect) for element, what in
                scene.action_buttons.items()}

    start_of_turn = places()
    end = start_of_turn[str(Action("end"))]
    c.try_action(Action("loan"))
    c.try_action(Action("coins", (1,)))
    scene.table.picked = (("crew", 0, c.state.crew[0][0]),)  # a worker chosen
    now = places()
    assert now[str(Action("end"))] == end
    assert sorted(now.values()) == sorted(start_of_turn.values())  # no grid/list switch


def test_coins_that_cost_coins_ask_first_away_from_the_button(app):
    scene = _my_turn(app)
    c = scene.controller
    click(app, next(e for e, w in scene.action_buttons.items()
                    if w == Action("coins", (3,))).rect.center)
    assert c.state.coins[0] == cat.START_COINS + 6 and c.state.actions == 3
    button = next(e for e, w in scene.action_buttons.items()
                  if isinstance(w, str) and w.endswith("3"))
    assert "15" in button.text  # the same place now says what it costs...
    before = _state(c)
    click(app, button.rect.center)
    assert _state(c) == before  # ...and a click there only asks
    take = spot(scene, action=Action("coins", (3,)))
    assert not take.rect.colliderect(button.rect)
    click(app, take.rect.center)
    assert c.state.coins[0] == cat.START_COINS + 6 + 6 - 15


def test_the_side_buttons_say_their_moves_words():
    """The coins, loan, free and end buttons' words are their moves' (`Move.button`), the
    coins' price included once the free actions are used up; the table keeps their order and
    the coins' question."""
    rules = registry.get(GAME)
    state = rules.new_game([Seat("P1"), Seat("P2")],
                           rules.make_options({"first_seat_starts": True}), 3)
    table = BuildersTable()

    def entries():
        v, legal = rules.view(state, 0), rules.legal_actions(state, 0)
        table.sync(v, 0, legal)
        return v, table.buttons(v, 0, legal)

    v, free = entries()
    assert [e.what.kind for e in free] == ["coins"] * 3 + ["loan", "free", "end"]
    for e in free:
        said = MOVES.by_kind[e.what.kind].button
        assert (e.label, e.primary) == (english(said.words(v, 0, *e.what.args)), said.primary)
    assert (free[1].label, free[1].short) == ("Take 3 coins (2 actions)", "+3 coins")
    assert (free[3].label, free[3].short) == (f"Take a loan (+{cat.LOAN_GAIN} coins)", "Loan")
    assert free[5].label == "End turn" and free[5].primary
    state.actions, state.coins[0] = cat.FREE_ACTIONS, 50
    _, paid = entries()
    price = 2 * cat.EXTRA_ACTION_PRICE
    assert (paid[1].label, paid[1].short, paid[1].what) == (
        f"Take 3 coins (2 actions) · costs {price} coins", f"+3 coins · costs {price} coins",
        "confirm_coins_2")


def test_an_investment_slot_stays_put_when_a_card_is_bought(app):
    scene = _my_turn(app)
    c = scene.controller
    first, second = c.state.tools[:2]
    where = spot(scene, action=Action("tool", (second,))).rect.copy()
    click(app, spot(scene, action=Action("tool", (first,))).rect.center)
    assert first in c.state.spare_tools[0]
    assert spot(scene, action=Action("tool", (second,))).rect == where


@pytest.mark.slow  # a whole game on screen
def test_bots_play_to_the_end_screen(app):
    start(app, ["easy", "easy"], seed=4)
    until(app, lambda: isinstance(app.top(), EndScene), frames=20000)
    assert isinstance(app.top(), EndScene)


def _name(unit: int) -> str:
    from desktop.i18n import say

    return say(cat.name(unit))


@pytest.mark.parametrize("language", ["en", "zh_Hant"])
def test_every_card_name_fits_its_band_on_at_most_two_lines(app, language):
    """Building, machine, worker, prisoner, tool and university names are shrunk or wrapped
    to fit the narrowest card they appear on (a crew card, a pile card), never cut."""
    from desktop import i18n, ui
    from desktop.i18n import say
    from desktop.views.builders_table import PILE_CARD, SITE, UNIT, title_lines

    def places(card: int) -> list[tuple[int, int, int]]:
        """(card width, title size, lines) of each card face the card is drawn on."""
        if cat.is_building(card):
            return [(SITE[0], 13, 2)] + ([(UNIT[0], 11, 2)] if cat.is_machine(card) else [])
        if card < cat.FIRST_TOOL:  # a worker or a prisoner: the crew's cards, the pile's
            return [(UNIT[0], 11, 2), (PILE_CARD[0], 11, 1)]
        return [(PILE_CARD[0], 11, 1)]

    i18n.set_language(language)
    try:
        cards = [*cat.BUILDING_IDS, *(w.id for w in cat.WORKERS), *(p.id for p in cat.PRISONERS),
                 *cat.TOOLS, *cat.UNIVERSITIES]
        for card in cards:
            for name in {say(cat.name(card)), say(cat.name(card, True))}:
                for width, size, lines in places(card):
                    s, shown = title_lines(name, width - 6, size, lines=lines)
                    assert "".join(shown).replace(" ", "") == name.replace(" ", ""), name
                    assert all(ui.font(s, True).size(line)[0] <= width - 6 for line in shown), \
                        (name, width, shown)
    finally:
        i18n.set_language("en")


def test_one_point_is_one_point_in_the_tips_and_the_log(app):
    from desktop.i18n import say
    from desktop.views.builders_table import BuildersTable
    from rules.builders.rules import RULES

    post = next(b.id for b in cat.BUILDINGS if b.points == 1)
    tip = BuildersTable()._building_tip(post)
    assert "and 1 point when completed" in tip and "1 points" not in tip
    s = RULES.new_game([Seat("P1")], RULES.make_options({}), 1)
    from rules.builders import engine

    site = [post]
    s.sites[0].append(site)
    engine.complete(s, 0, site)
    assert say(s.log[-1].public).endswith("6 coins and 1 point.")


@pytest.mark.parametrize("language", ["en", "zh_Hant"])
def test_the_send_prompt_fits_its_line_for_every_worker_and_tool(app, language):
    from desktop import i18n, ui
    from desktop.views.builders_table import BuildersTable
    from rules.builders.rules import RULES

    i18n.set_language(language)
    try:
        s = RULES.new_game([Seat("P1")], RULES.make_options({}), 1)
        table = BuildersTable()
        units = [*(w.id for w in cat.WORKERS), *(p.id for p in cat.PRISONERS),
                 *(b.id for b in cat.BUILDINGS if cat.is_machine(b.id))]
        for unit in units:
            for tool in (-1, *cat.TOOLS):
                table.picked = (("crew", 0, unit),
                                       *((("spare", 0, tool),) if tool != -1 else ()))
                words = table.prompt(s, 0)
                assert words is not None and ui.font(18).size(words)[0] <= 1160, words
    finally:
        i18n.set_language("en")


def test_the_solo_goal_is_on_the_table_not_only_in_the_rules(app):
    scene = start(app, ["human"])
    c = scene.controller
    notes = [words for words, _ in scene.table.notes(c.view())]
    assert any(f"Goal: {cat.END_POINTS} points in the fewest turns" in words
               and str(cat.SOLO_TURN_LIMIT) in words for words in notes)
    two = start(app, ["human", "random"])
    assert not any("Goal" in words for words, _ in two.table.notes(two.controller.view()))


@pytest.mark.parametrize("university, words", [("level_3", "is raised to 3 if it is lower"),
                                               ("plus_3", "rises by 3")])
def test_a_universitys_tip_says_what_the_chosen_option_does(app, university, words):
    rules = registry.get(GAME)
    app.start_match(GAME, [Seat("P1", "human"), Seat("P2", "random")],
                    rules.make_options({"first_seat_starts": True, "university": university}), 3)
    app.step(fps=0)
    scene = next(s for s in app.scenes if isinstance(s, GameScene))
    tip = spot(scene, title=_name(cat.UNIVERSITIES[0])).body
    assert words in tip, tip


def test_reaching_the_end_points_warns_before_the_turn_is_ended(app):
    """With 17 points in a turn, the table says what ending it does: the game's end when the
    turn is the round's last, else the last round; below 17 it says nothing of the end."""
    scene = start(app, ["human", "random"])
    c = scene.controller
    until(app, c.my_turn)
    s = c.state

    def warned() -> list[str]:
        return [words for words, _ in scene.table.notes(c.view()) if "ending this turn" in words]

    assert warned() == []
    big = sorted((b.id for b in cat.BUILDINGS if not cat.is_machine(b.id)),
                 key=lambda b: -cat.building(b).points)
    s.done[0] = []
    for b in big:
        if s.points(0) >= cat.END_POINTS:
            break
        s.done[0].append(b)
    s.start = 0  # the human starts: the bot still plays this round
    assert warned() == ["ending this turn starts the last round"]
    s.start = 1  # the human's turn is the round's last
    assert warned() == ["ending this turn ends the game"]
