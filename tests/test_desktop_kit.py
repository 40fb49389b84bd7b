"""The table kit: rows that fit or overlap, slots that stay put, one wording of the seat
kind, badges that explain themselves, and a camera that zooms around the mouse."""

from __future__ import annotations

import pygame

from desktop.views.kit.camera import Camera
from desktop.views.kit.panel import Badge, Seat, player_panel, seat_words
from desktop.views.kit.row import card_row, slots, visible_part


def test_a_row_fits_side_by_side_then_overlaps_keeping_the_last_card_whole():
    area = pygame.Rect(0, 0, 500, 100)
    few = card_row(3, area, 100, 140, gap=10)
    assert [r.x for r in few] == [0, 110, 220]
    many = card_row(8, area, 100, 140, gap=10)
    assert many[-1].right <= area.right and many[0].x == 0
    assert all(b.x - a.x == many[1].x - many[0].x for a, b in zip(many, many[1:], strict=False))
    assert visible_part(many, 0).w < 100 and visible_part(many, 7).w == 100


def test_the_card_under_the_mouse_is_lifted():
    area = pygame.Rect(0, 100, 500, 140)
    rects = card_row(3, area, 100, 140, hover=(150, 150), lift=12)
    assert rects[1].y == 88 and rects[0].y == rects[2].y == 100


def test_slots_stay_put_as_the_row_grows_until_the_rows_run_out():
    area = pygame.Rect(0, 0, 800, 300)
    before = slots(5, area, 150, 125)
    after = slots(9, area, 150, 125)
    assert after[:5] == before  # a new workplace never moves the old ones
    crowded = slots(30, area, 150, 125, min_w=60)
    assert crowded[0].w < 150 and crowded[-1].bottom <= area.bottom


def test_the_seat_kind_is_worded_one_way():
    assert seat_words("normal", False) == "normal bot"
    assert seat_words("human", False) == ""
    assert seat_words("hard", True) == "you"
    assert seat_words("human", False, automated=True) == "automated opponent"


def test_a_player_panel_gives_every_badge_a_tooltip_and_marks_the_start_player():
    pygame.font.init()
    surface = pygame.Surface((600, 200))
    hotspots = []
    badges = [Badge(None, "$5", "Money", "Five dollars."), Badge(None, "3", "Cards", "Three.")]
    top = player_panel(surface, pygame.Rect(0, 0, 600, 200), Seat(
        "Mia", "easy", start=True, start_tip="Goes first.", badges=badges), hotspots)
    titles = [h.title for h in hotspots]
    assert titles == ["Start player", "Money", "Cards"]
    assert 0 < top < 80
    narrow = player_panel(surface, pygame.Rect(0, 0, 200, 200), Seat("Mia", badges=badges * 3),
                          [])
    assert narrow > top  # badges that do not fit beside the name get a row of their own


def test_the_camera_zooms_around_the_mouse_and_fits_again():
    camera = Camera(pygame.Rect(0, 0, 400, 400))
    frame = camera.frame([(0, 0), (3, 3)], camera.window)
    corner = frame.rect(3, 3).center
    assert camera.wheel(corner, 2) and camera.zoom > 1
    after = camera.frame([(0, 0), (3, 3)], camera.window).rect(3, 3).center
    assert abs(after[0] - corner[0]) <= 2 and abs(after[1] - corner[1]) <= 2
    assert not camera.wheel((500, 500), 1)  # outside its window
    camera.fit()
    assert not camera.moved


def test_a_flow_wraps_before_it_shrinks_and_shrinks_before_it_overlaps():
    from desktop.views.kit.row import flow

    area = pygame.Rect(0, 0, 200, 100)
    two_rows = flow(8, area, 40, 40, gap=5)
    assert {r.w for r in two_rows} == {40} and two_rows[4].y == 45  # a second row first
    smaller = flow(12, area, 40, 40, gap=5, min_h=24)
    assert smaller[0].h < 40 and smaller[-1].bottom <= area.bottom
    crowded = flow(40, area, 40, 40, gap=5, min_h=30)
    assert all(r.right <= area.right and r.bottom <= area.bottom for r in crowded)


def test_national_economy_workplaces_keep_their_places_as_the_public_row_grows():
    from desktop.games import make_table
    from rules.core import Seat, registry
    from rules.national_economy import catalogue as cat

    pygame.font.init()
    rules = registry.get("national_economy")
    state = rules.new_game([Seat("Mia"), Seat("Ada", "random")], rules.make_options({}), 2)
    table, surface = make_table("national_economy"), pygame.Surface((1600, 900))

    def places(v) -> list[pygame.Rect]:  # the public row, oldest first
        table.draw(surface, v, 0, [], ["Mia", "Ada"], ["human", "random"])
        return [h.rect for h in table.hotspots if 130 < h.rect.y < 420]

    before = places(rules.view(state, 0))
    for r in range(1, 6):  # the round cards that join the row, one by one
        state.public.append(cat.ROUND_CARD + r)
        after = places(rules.view(state, 0))
        assert after[:len(before)] == before and len(after) == len(before) + 1
        before = after


def test_the_citadels_character_choice_leaves_every_city_and_purse_in_view(app):
    from desktop_support import start

    from desktop.views.citadels_table import HAND, PLAYERS

    scene = start(app, ["human", "random", "random", "random"], seed=5)
    for _ in range(200):
        if scene.controller.my_turn():
            break
        app.step(fps=0)
    app.step(fps=0)
    picks = [h for h in scene.table.hotspots if h.action is not None and h.action.kind == "pick"]
    assert picks and all(HAND.contains(h.rect) for h in picks)
    assert not any(h.rect.colliderect(PLAYERS) for h in picks)
    purses = [h for h in scene.table.hotspots if h.title == "Gold"]
    assert len(purses) == 4  # every purse still answers a hover


# ----- the option grid with confirm and cancel ------------------------------------------------
def _choice_with(chosen: list[int]):
    from desktop.views.kit.choice import Choice, Entry, Option
    from rules.core import Action

    def pick(i: int):
        def toggle() -> None:
            chosen.remove(i) if i in chosen else chosen.append(i)
        return toggle
    options = [Option(f"card {i}", local=pick(i), legal=True, selected=i in chosen,
                      mark="marked") for i in range(4)]
    return Choice("Sell", options, "choose two",
                  confirm=Entry("Sell", "sell them", tuple(Action("sell", (i,)) for i in chosen),
                                waiting=None if len(chosen) == 2 else "Choose two first."),
                  cancel=Entry("Clear", "choose again", local=chosen.clear))


def _drawn(chosen: list[int]):
    from desktop.views.kit.choice import draw_choice
    pygame.font.init()
    surface = pygame.Surface((1000, 400))
    hotspots = []
    rects = draw_choice(surface, pygame.Rect(0, 0, 900, 240), _choice_with(chosen), hotspots)
    return rects, {h.title: h for h in hotspots}


def test_the_option_grid_confirm_sends_the_chosen_actions_and_cancel_clears():
    from rules.core import Action
    chosen: list[int] = []
    rects, spots = _drawn(chosen)
    assert len(rects) == 4 and all(pygame.Rect(0, 0, 900, 240).contains(r) for r in rects)
    assert spots["Sell"].action is None and spots["Sell"].local() == "Choose two first."
    spots["card 1"].local()
    spots["card 3"].local()
    _, spots = _drawn(chosen)
    assert spots["Sell"].action == (Action("sell", (1,)), Action("sell", (3,)))
    spots["Clear"].local()
    _, spots = _drawn(chosen)
    assert chosen == [] and spots["Sell"].action is None


def test_a_docked_choice_keeps_its_buttons_beside_the_options_and_options_never_overlap():
    rects, spots = _drawn([])
    for a, b in zip(rects, rects[1:], strict=False):
        assert not a.colliderect(b)
    assert all(not spots[name].rect.colliderect(r) for name in ("Sell", "Clear") for r in rects)
    assert spots["Sell"].rect.x > max(r.right for r in rects)  # a column on the right


def test_many_options_overlap_in_a_row_instead_of_shrinking_below_the_least_width():
    from desktop.views.kit.choice import Choice, Option, draw_choice
    pygame.font.init()
    hotspots = []
    options = [Option(f"card {i}", legal=True) for i in range(14)]
    shown = draw_choice(pygame.Surface((800, 300)), pygame.Rect(0, 0, 700, 260),
                        Choice("Many", options, min_w=110), hotspots)
    assert len(shown) == 14 and shown[-1].w >= 110 and shown[-1].right <= 700
    assert all(a.right <= b.x for a, b in zip(shown, shown[1:], strict=False))


def test_a_crowded_public_row_shows_every_workplace_above_the_players():
    """Late in a 4-player game (round cards and sold buildings) every workplace still fits
    in the public row: none hides under the player panels."""
    from desktop.games import make_table
    from rules.core import Seat, registry
    from rules.national_economy import catalogue as cat

    pygame.font.init()
    rules = registry.get("national_economy")
    names = ["Mia", "Ada", "Bo", "Cy"]
    state = rules.new_game([Seat(n) for n in names], rules.make_options({}), 2)
    state.public += [cat.ROUND_CARD + r for r in range(1, 9)] + state.deck[:18]
    del state.deck[:18]
    table, surface = make_table("national_economy"), pygame.Surface((1600, 900))
    v = rules.view(state, 0)
    table.draw(surface, v, 0, [], names, ["human"] * 4)
    public, players = table._public_rect(v), table._players_rect(v)
    spots = [h.rect for h in table.hotspots if h.rect.colliderect(public)
             and h.rect.w < public.w]
    assert len(spots) == len(state.public) > 30
    assert all(public.contains(r) and not r.colliderect(players) for r in spots)


def test_a_crowded_citadels_city_wraps_to_chips_with_whole_names():
    """Seven players leave each city a short panel: districts become chips in rows (names
    whole) instead of cards too small for their names."""
    from citadels_positions import position

    from desktop.games import make_table
    from desktop.views.citadels_table import PLAYERS

    pygame.font.init()
    keys = ["temple", "church", "monastery", "watchtower", "prison", "manor", "castle",
            "trading_post"]
    s, _ = position(players=7, owners={4: 0}, cities={1: keys})
    table = make_table("citadels")
    table.draw(pygame.Surface((1600, 900)), s, 0, [], [f"P{i}" for i in range(7)],
               ["human"] + ["normal"] * 6)
    city = [h.rect for h in table.hotspots if h.title in {"Temple", "Church", "Monastery",
            "Watchtower", "Prison", "Manor", "Castle", "Trading Post"}]
    assert len(city) == 8 and all(PLAYERS.contains(r) for r in city)
    assert all(r.w >= 72 and r.w > 2 * r.h for r in city)  # wide enough for a whole name
    assert len({r.y for r in city}) == 2  # a second row, not smaller cards
    assert not any(a.colliderect(b) for i, a in enumerate(city) for b in city[i + 1:])


def test_worker_tokens_never_cover_a_building_s_name_however_small_the_card():
    from desktop.views.national_economy_table import NationalEconomyTable

    for w in range(68, 160, 4):  # the public row's slots are never narrower than 68
        for h in (int(w * 125 / 150), int(w / 0.74)):  # a public slot, a panel's building
            rect = pygame.Rect(0, 0, w, h)
            band = 8 + 2 * (max(10, min(16, w // 8)) + 3)
            for count in (1, 3):
                x, y, size, step = NationalEconomyTable._token_row(rect, count, True)
                assert y >= band and y + size <= rect.bottom, (w, h, count)


def test_chinese_lines_never_part_a_number_or_code_from_its_word(app):
    """「5 號」 and 「B 單人版塊」 stay whole on one line, at every width that breaks the text."""
    from desktop import ui
    text = "拿取 5 號板塊，或 B 單人版塊，前進到第 12 格"
    for width in range(40, 400, 6):
        lines = ui.wrap(text, 16, width)
        for line in lines:
            assert not line.endswith((" 5", "5", " B", "B", "第", "第 12")), lines
            assert not line.startswith(("號", "單", "格")), lines


def test_a_name_the_language_font_cannot_draw_is_drawn_by_a_font_that_can(app):
    """A player named 小明 in an English game, or Ирина in a Chinese one, is not boxes."""
    from desktop import i18n, ui

    def boxes(words: str) -> bool:  # drawn as the missing-glyph box of the language's face
        return ui.rendered(words, 16, (255, 255, 255), False, None).get_width() == \
            ui.font(16).size("\u0378" * len(words))[0]

    assert ui.face_for("Anna", 16) is ui.font(16, False)
    assert ui.face_for("小明", 16) is not ui.font(16, False) and not boxes("小明")
    i18n.set_language("zh_Hant")
    try:
        ui.clear_caches()
        assert ui.face_for("你好", 16) is ui.font(16, False)
        assert ui.face_for("Ирина", 16) is not ui.font(16, False) and not boxes("Ирина")
    finally:
        i18n.set_language("en")
        ui.clear_caches()


def test_widget_text_breaks_chinese_without_dashes(app):
    """A tooltip or the rules reference cuts a long run of Chinese between characters, not
    with pygame_gui's dashes ("兩者-" / "-中"); a long English word keeps them."""
    import pygame_gui

    def lines(words: str) -> list[str]:
        box = pygame_gui.elements.UITextBox(words, pygame.Rect(0, 0, 120, 300), app.manager)
        try:
            return [chunk.text for row in box.text_box_layout.layout_rows for chunk in row.items]
        finally:
            box.kill()

    chinese = lines("5 號：主教（經典）、修道院長（黑暗城市），或從兩者中隨機一個。")
    assert len(chinese) > 2 and not any(t.endswith("-") or t.startswith("-") for t in chinese)
    assert not any(t.strip() == "5" for t in chinese), chinese  # 「5 號」 stays whole
    assert lines(" 開頭有空格，" * 12)  # a chunk may start with its space
    english = lines("Incomprehensibilities-without-any-space-at-all")
    assert any(t.endswith("-") for t in english)


def test_what_appears_or_changes_on_a_table_glows_once_announced():
    """The kit's glow: nothing the first time, then every landmark that appeared or changed
    (a new district, a taller building), for the table's number of animation lengths."""
    from desktop.views.table import Table

    class Board(Table):
        glow_lengths = 4.0

        def landmarks(self, v: dict) -> dict:
            return v

    board = Board()
    board.announce({"a": 1, "b": 1}, 0.5)
    assert board.flash == {}
    board.announce({"a": 1, "b": 2, "c": 1}, 0.5)
    assert board.flash == {"b": 2.0, "c": 2.0}
    board.flash.clear()
    board.announce({"a": 1, "b": 2, "c": 1, "d": 1}, 0)  # animations off: nothing glows
    assert board.flash == {}
