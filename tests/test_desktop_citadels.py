"""The Citadels table on the desktop, headless: buttons that stay put, the layout of cards and
banners (names whole, nothing over the purse)."""

from __future__ import annotations

import pytest
from desktop_support import click, running_app, start
from test_desktop_dark_city import move_card, my_turn_begins

from rules.citadels.catalogue import card_of_kind


@pytest.fixture
def app():
    with running_app(autosave=False) as application:
        yield application


def _buttons(scene) -> dict[str, tuple[int, int, int, int]]:
    """Each side button's action kind (or mode) -> its rect."""
    return {getattr(what, "kind", what): tuple(element.rect)
            for element, what in scene.action_buttons.items()}


def test_buttons_keep_their_places_when_gold_is_taken(app):
    """After Take 2 gold, no new button stands where it was clicked, the district buttons
    stay where they were, and End turn has its own place whatever else is offered."""
    scene = start(app, ["human", "random", "random", "random"], seed=3)
    my_turn_begins(app, scene)
    s = scene.controller.state
    for key in ("smithy", "laboratory"):
        card = card_of_kind(key)
        move_card(s, card)
        s.cities[0].append(card)
        s.built_round[0].append(1)
    s.gold[0] = 9
    s.version += 1
    app.step(fps=0)
    before = _buttons(scene)
    assert {"gold", "draw", "smithy", "lab"} <= set(before)
    click(app, (before["gold"][0] + 20, before["gold"][1] + 10))
    after = _buttons(scene)
    assert "gold" not in after and "end" in after
    assert before["gold"] not in after.values() and before["draw"] not in after.values()
    assert after["smithy"] == before["smithy"] and after["lab"] == before["lab"]
    end = after["end"]
    click(app, (after["smithy"][0] + 20, after["smithy"][1] + 10))  # Smithy used: it goes
    later = _buttons(scene)
    assert "smithy" not in later and later["end"] == end and later["lab"] == before["lab"]
    assert before["smithy"] not in later.values()
