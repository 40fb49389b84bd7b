"""The Builders table, driven headless by synthetic clicks: opening a building, recruiting,
choosing a worker and a tool and seeing what a site would still need before sending, an
illegal click's reason, and an all-bot game to the end screen."""

from __future__ import annotations

import json

import pytest
from desktop_support import click, spot, until

from desktop.scenes.end import EndScene
from desktop.scenes.game import GameScene
from rules.builders import catalogue as cat
from rules.core import Action, Seat, registry

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
    before = json.dumps(c.rules.to_json(c.state))
    reason = c.try_action(Action("send", (apprentice, building, -1)))
    assert reason is not None and "coins" in c.rules.explain(c.state, 0, Action(
        "send", (apprentice, building, -1))).id
    assert json.dumps(c.rules.to_json(c.state)) == before


@pytest.mark.slow  # a whole game on screen
def test_bots_play_to_the_end_screen(app):
    start(app, ["easy", "easy"], seed=4)
    until(app, lambda: isinstance(app.top(), EndScene), frames=20000)
    assert isinstance(app.top(), EndScene)


def _name(unit: int) -> str:
    from desktop.i18n import say

    return say(cat.name(unit))
