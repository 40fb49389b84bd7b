"""The Citadels table on the desktop, headless: buttons that stay put, the layout of cards and
banners (names whole, nothing over the purse)."""

from __future__ import annotations

import random

import pygame
import pytest
from desktop_support import NAMES, click, running_app, start
from test_desktop_dark_city import move_card, my_turn_begins

from desktop import i18n, ui
from desktop.views.citadels_cards import name_bottom, name_fit, picture_room
from desktop.views.citadels_table import HAND, HAND_MIN_W, PLAYERS, CitadelsTable
from desktop.views.kit.panel import panel_rects
from rules.citadels.catalogue import KINDS, card_of_kind
from rules.citadels.moves import MOVES
from rules.core import Seat, registry

R = registry.get("citadels")


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


def _robbed_game(players: int, seed: int = 1):
    """A game played at random until the Thief names a character held by another player;
    the state after it and that player's seat."""
    rng = random.Random(seed)
    s = R.new_game([Seat(name) for name in NAMES[:players]], R.make_options({}), seed)
    while s.pending:
        seat = s.pending[-1].seat
        legal = MOVES.legal_actions(s, seat)
        named = [a for a in legal if a.kind == "rob" and s.owner[a.args[0]] not in (-1, seat)]
        if named:
            R.apply_unchecked(s, seat, named[0])
            return s, s.owner[named[0].args[0]]
        R.apply_unchecked(s, seat, legal[rng.randrange(len(legal))])
    raise AssertionError("nobody robbed")


@pytest.mark.parametrize("players", [4, 7])
def test_the_thiefs_banner_leaves_names_and_purses_in_view(players):
    pygame.init()
    s, victim = _robbed_game(players)
    table = CitadelsTable()
    v = R.view(s, victim)
    table.sync(v, victim, [])
    table.draw(pygame.Surface((1600, 900)), v, victim, [], s.names, ["human"] * s.n)
    banner = next(h.rect for h in table.hotspots if h.title == "Your character")
    counts = [h.rect for h in table.hotspots if h.title in ("Gold", "Cards in hand", "City")]
    assert len(counts) == 3 * players
    assert not any(banner.colliderect(rect) for rect in counts)
    headers = [pygame.Rect(r.x, r.y, r.w, 32) for r in panel_rects(s.n, PLAYERS, 2)]
    assert not any(banner.colliderect(rect) for rect in headers)  # names, tags, purses


@pytest.mark.parametrize("language", ["en", "zh_Hant"])
def test_district_names_are_whole_and_pictures_cover_nothing(language):
    """On every card size of the table (a crowded city, a shrunk hand, a full card) a
    district's name is whole (every word, at most 3 lines inside the card) and a small card's
    picture lies under the name, left of the colour badge."""
    pygame.init()
    i18n.set_language(language)
    try:
        for kind in KINDS:
            name = i18n.ptr("citadels district", kind.name)
            for width in (64, 66, 72, 80, 100, 138):  # cards narrower are chips
                rect = pygame.Rect(0, 0, width, int(width / 0.72))
                lines, size = name_fit(name, width - 4, max(11, min(18, width // 6)))
                assert "".join(lines).replace(" ", "") == name.replace(" ", "")
                assert len(lines) <= 3, (name, width)
                face = i18n_font(size)
                assert all(face.size(line)[0] <= width - 4 for line in lines), (name, width)
                band = pygame.Rect(rect.x, rect.y, width, max(14, rect.h // 5))
                badge = max(14, width // 5)
                room = picture_room(rect, name_bottom(rect, band, lines, size), badge)
                assert room.top >= name_bottom(rect, band, lines, size)
                step = ui.scaled(size) + 3  # as the card draws them: the last line's ink
                ink = ui.rendered(lines[-1], size, (0, 0, 0), True, None).get_bounding_rect()
                assert band.bottom + 4 + (len(lines) - 1) * step + ink.bottom \
                    <= name_bottom(rect, band, lines, size), (name, width)
                assert room.right <= rect.right - badge - 4
    finally:
        i18n.set_language("en")


def i18n_font(size: int):
    from desktop import ui

    return ui.font(size, True)


def test_a_hand_of_seven_beside_the_draft_shows_every_card_whole():
    """The draft docked beside the hand: seven cards shrink side by side, none covers
    another (names and costs whole)."""
    pygame.init()
    s = R.new_game([Seat(name) for name in NAMES[:4]], R.make_options({}), 3)
    seat = s.pending[-1].seat
    while len(s.hands[seat]) < 7:
        s.hands[seat].append(s.deck.pop())
    v = R.view(s, seat)
    legal = MOVES.legal_actions(s, seat)
    table = CitadelsTable()
    table.sync(v, seat, legal)
    table.draw(pygame.Surface((1600, 900)), v, seat, legal, s.names, ["human"] * s.n)
    cards = [h.rect for h in table.hotspots if h.rect.top >= HAND.y + 30 and h.action is None
             and h.title not in ("Gold", "Cards in hand", "City")]
    assert len(cards) == 7
    assert len({r.size for r in cards}) == 1 and cards[0].w >= HAND_MIN_W
    assert not any(a.colliderect(b) for i, a in enumerate(cards) for b in cards[i + 1:])
