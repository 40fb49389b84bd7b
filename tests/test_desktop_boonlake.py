"""The Boonlake table, driven headless by synthetic clicks: every decision of a whole game
reached by clicks on the table (a lit place, or a place then one of the ways it lists),
an illegal click's reason, the icon glossary, the interim scoring's summary, and the end
screen."""

from __future__ import annotations

import re

import pytest
from desktop_support import click, until

from desktop.i18n import say
from desktop.scenes.end import EndScene
from desktop.scenes.game import GameScene
from desktop.views.boonlake_table import BoonlakeTable
from rules.boonlake import catalogue
from rules.boonlake.board import STRIPS, load_board
from rules.boonlake.moves import MOVES
from rules.core import Action, Seat, registry
from rules.core.rng import Rng

GAME = "boonlake"
PAGER = re.compile(r"Cards \d+/\d+")  # the long hand's page button
BOARD = load_board()


def start(app, kinds: list[str], seed: int = 3) -> GameScene:
    seats = [Seat(f"P{i + 1}", kind) for i, kind in enumerate(kinds)]
    rules = registry.get(GAME)
    app.start_match(GAME, seats, rules.make_options({"first_seat_starts": True}), seed)
    app.step(fps=0)
    return next(s for s in app.scenes if isinstance(s, GameScene))


def target_of(action: Action):
    """The place on the table where `action` is made (its path's place before its entry in
    the choices panel), or None: it is only listed there."""
    path = MOVES.path(0, action)
    return path[-2] if len(path) > 1 else None


def clickable(scene: GameScene, action: Action):
    return next((h for h in reversed(scene.table.hotspots) if h.action == action), None)


def play_by_clicks(app, scene: GameScene, action: Action) -> None:
    """Reach `action` the way a player would: its hotspot, or its place on the table
    first (which lists the ways), then its row, turning the list's pages if needed."""
    table: BoonlakeTable = scene.table
    key = target_of(action)
    spot = clickable(scene, action)
    if spot is None and key is not None:
        turn_hand_pages_to(app, scene, key)
        spot = clickable(scene, action)
    if spot is None:
        assert key is not None, f"{action} is neither listed nor on the table"
        assert key in table.place_rects, f"{action}: its place {key} is not on the table"
        click(app, table.place_rects[key].center, frames=1)
        assert table.picked == (key,)
    for _ in range(20):
        spot = clickable(scene, action)
        if spot is not None:
            break
        more = next(h for h in table.hotspots if h.local is not None and h.title == "More choices")
        click(app, more.rect.center, frames=1)
    assert spot is not None, f"{action} cannot be clicked"
    version = scene.controller.state.version
    click(app, spot.rect.center, frames=1)
    assert scene.controller.state.version > version, f"clicking {action} did nothing"


def hand_pager(scene: GameScene):
    return next((h for h in scene.table.hotspots if h.local is not None
                 and PAGER.fullmatch(h.title)), None)


def turn_hand_pages_to(app, scene: GameScene, key) -> None:
    """Turn a long hand's pages until the card `key` is on the table (if it ever is)."""
    for _ in range(10):
        pager = hand_pager(scene)
        if key in scene.table.place_rects or clickable_place(scene, key) or pager is None:
            return
        click(app, pager.rect.center, frames=1)


def clickable_place(scene: GameScene, key) -> bool:
    return any(h.action is not None and target_of(h.action) == key
               for h in scene.table.hotspots)


@pytest.mark.slow  # a whole game by clicks
def test_a_whole_game_is_played_by_clicks_to_the_end_screen(app):
    scene = start(app, ["human", "random", "random"], seed=11)
    c = scene.controller
    rng = Rng(5)
    kinds = set()
    summaries = 0
    for _ in range(3000):
        until(app, lambda: c.my_turn() or isinstance(app.top(), EndScene), frames=2000)
        if isinstance(app.top(), EndScene):
            break
        table = scene.table
        if table.closed and table.summary_shown and c.state.phase == "play":
            summaries += 1  # the last interim scoring's summary, in front of the player
            assert len(table.interim_lines) == c.state.n
        legal = c.legal()
        action = legal[rng.below(len(legal))]
        kinds.add(action.kind)
        play_by_clicks(app, scene, action)
    assert isinstance(app.top(), EndScene)
    assert summaries >= 3  # after each of the first three interim scorings
    assert {"strip", "sail", "mark"} <= kinds  # the turn's and interim's parts were clicked


def test_a_card_of_the_wrong_kind_says_why_and_changes_nothing(app):
    """The card step takes the strip's kind: a click on another card gives the rules'
    reason and changes nothing."""
    scene = start(app, ["human", "random"], seed=4)
    c = scene.controller
    rng = Rng(2)
    for _ in range(400):
        until(app, c.my_turn, frames=2000)
        d = c.state.pending[-1]
        strip = STRIPS[c.state.strip] if c.state.strip >= 0 else ""
        wrong = [card for card in c.state.hand[0] if d.kind == "card_step" and strip and
                 BOARD.strip(strip).card_kind not in ("any", catalogue.card(card).kind)]
        if wrong:
            break
        legal = c.legal()
        play_by_clicks(app, scene, legal[rng.below(len(legal))])
    assert wrong
    spot = clickable(scene, Action("play", (wrong[0], 0)))
    assert spot is not None  # the card answers a click with the reason
    before = c.state.version
    click(app, spot.rect.center)
    assert c.state.version == before
    reason = c.rules.explain(c.state, 0, spot.action)
    assert scene.toast.message == say(reason)
    assert "strip's kind" in scene.toast.message


def test_every_card_of_a_long_hand_is_reached_by_turning_its_pages(app):
    """A hand too long for the panel shows a page at a time, the usable cards first; the
    pager under it turns the pages, and every card the player may use is on one of them."""
    scene = start(app, ["human", "random"], seed=4)
    c = scene.controller
    until(app, c.my_turn, frames=2000)
    state = c.state
    state.hand[0].extend(state.deck[:30])  # a hand of 35 cards, as a drawing spree leaves
    del state.deck[:30]
    state.version += 1  # a new position for the table to draw
    rng = Rng(3)
    for _ in range(400):  # play on until more cards are usable than one page holds
        until(app, c.my_turn, frames=2000)
        usable = {target_of(a) for a in c.legal() if (target_of(a) or ("",))[0] == "card"}
        if len(usable) > 16:
            break
        legal = c.legal()
        play_by_clicks(app, scene, legal[rng.below(len(legal))])
    app.step(fps=0)
    pager = hand_pager(scene)
    assert pager is not None and pager.title == f"Cards 1/{pager.title[-1]}"
    pages = int(pager.title[-1])
    assert pages >= 2
    seen: set = set()
    for page in range(pages):
        shown = {h.title for h in scene.table.hotspots if PAGER.fullmatch(h.title)}
        assert shown == {f"Cards {page + 1}/{pages}"}
        seen |= {key for key in usable if key in scene.table.place_rects
                 or clickable_place(scene, key)}
        click(app, hand_pager(scene).rect.center, frames=1)
    assert usable and seen == usable  # every usable card was on a page
    assert hand_pager(scene).title == f"Cards 1/{pages}"  # and the pages wrap around


def test_the_glossary_opens_and_closes(app):
    scene = start(app, ["human", "random"])
    scene._do("glossary")
    app.step(fps=0)
    titles = {h.title for h in scene.table.hotspots}
    assert {"Lock", "Harbour", "Lever", "Canal boat"} <= titles
    close = next(h for h in scene.table.hotspots if h.title == "Close")
    click(app, close.rect.center)
    assert not scene.table.glossary


def test_a_solo_table_shows_the_wise_eminence_and_its_pieces(app):
    rules = registry.get(GAME)
    app.start_match(GAME, [Seat("Me", "human")], rules.make_options({"level": 4}), 5)
    app.step(fps=0)
    scene = next(s for s in app.scenes if isinstance(s, GameScene))
    c, rng = scene.controller, Rng(2)
    while not any(owner == 1 for owner, _ in _pieces(c.state)):
        legal = c.legal()  # the player's moves until the Eminence has a piece on the map
        c.try_action(legal[rng.below(len(legal))])
        app.step(fps=0)
    app.step(fps=0)
    titles = {h.title for h in scene.table.hotspots}
    assert {"Cactus track", "Houses left", "Settlements left", "Cattle left"} <= titles
    bodies = "\n".join(h.body for h in scene.table.hotspots)
    assert "(The Wise Eminence)" in bodies  # a site it holds names it
    ships = [line for line in bodies.splitlines() if line.startswith("Ships here: ")]
    assert any("The Wise Eminence" in line for line in ships)  # its ship on the river


def _pieces(state):
    return [state.site(space, j) for space in range(1, 34) for j in (0, 1)
            if state.site(space, j) is not None]


def test_the_strip_and_harbour_tooltips_say_what_the_rules_do(monkeypatch):
    """The hover texts of the Pioneer and Region scoring strips and of a harbour, each held
    to what the engine does (the rulebook's appendix of the action strips; river rule 3)."""
    from desktop.views.boonlake_table import strip_words
    from desktop.views.boonlake_words import glossary
    from rules.boonlake import engine, river, town
    from rules.boonlake.board import REGIONS

    rules = registry.get(GAME)
    s = rules.new_game([Seat("A"), Seat("B"), Seat("C")],
                       rules.make_options({"first_seat_starts": True}), 3)

    assert "Every other player: draw 2 cards, then play any card or discard one" in \
        strip_words("pioneer")
    hand = len(s.hand[1])
    engine.right_side(s, 1, STRIPS.index("pioneer"), False)
    assert len(s.hand[1]) == hand + 2 and s.pending[-1].kind == "card_step"

    assert "Everyone, you too: 1 coin for each of your pieces in the other three regions" in \
        strip_words("region")
    pieces = dict(zip(REGIONS, (2, 1, 0, 3), strict=True))
    monkeypatch.setattr(town, "region_presence", lambda state, seat, region: pieces[region])
    s.region, coins = 0, s.coins[2]
    engine.right_side(s, 2, STRIPS.index("region"), False)
    assert s.coins[2] == coins + 1 + 0 + 3  # the scored region (the first) does not count

    harbour = next(i for i, space in enumerate(river.path(s)) if space.harbour and i > 0)
    tip = BoonlakeTable()._river_tip(river.path(s)[harbour])
    assert "any number of ships. You may stop here or sail on; passing it costs 1" in tip
    s.ships = [harbour - 1, harbour, harbour - 5][:len(s.ships)]
    assert river.next_counted(s, 0, harbour - 1) == harbour  # another ship there: still counted
    assert harbour in river.destinations(s, 0, 1)  # and a ship may stop beside it
    assert any("passing it always costs 1 movement point" in body for _, _, body in glossary())


def _play_until(app, scene: GameScene, found, seed: int = 2, moves: int = 600):
    """Random moves by clicks until `found(state)` holds at the human's decision."""
    c, rng = scene.controller, Rng(seed)
    for _ in range(moves):
        until(app, lambda: c.my_turn() or c.over, frames=3000)
        if c.over:
            break
        if found(c.state):
            app.step(fps=0)
            return
        legal = c.legal()
        play_by_clicks(app, scene, legal[rng.below(len(legal))])
    raise AssertionError("the position never came")


def _refusal_of(app, scene: GameScene, key) -> str:
    """Click the place `key` on the table (not lit); the toast it shows (state unchanged)."""
    spot = next(h for h in reversed(scene.table.hotspots) if h.action is not None
                and target_of(h.action) == key)
    before = scene.controller.state.version
    click(app, spot.rect.center)
    assert scene.controller.state.version == before
    assert scene.toast.message == say(scene.controller.rules.explain(
        scene.controller.state, 0, spot.action))
    return scene.toast.message


def test_an_unlit_hex_and_an_unaffordable_lever_say_why(app):
    """Every click answers: a hex with a tile while exploring, and a lever too dear while
    placing levers, show the rules' reason for that place."""
    scene = start(app, ["human", "random"], seed=4)
    _play_until(app, scene, lambda s: s.pending[-1].kind == "explore")
    taken = next(space for space in range(1, 34) if scene.controller.state.spaces[space - 1] >= 0)
    assert _refusal_of(app, scene, ("space", taken)) == "That space has a tile already."
    lonely = next(space for space in range(1, 34) if not scene.table.picker.lit(
        ("space", space)) and scene.controller.state.spaces[space - 1] < 0)
    assert "next to a tile already on the map" in _refusal_of(app, scene, ("space", lonely))


def test_a_card_too_dear_says_what_it_costs(app):
    """A card of the strip's kind the player cannot pay for says its price and the coins
    the player has, not only its tooltip."""
    scene = start(app, ["human", "random"], seed=4)
    c = scene.controller

    def dear_card(s) -> bool:
        d = s.pending[-1]
        return d.kind == "card_step" and any(
            catalogue.card(card).cost_coins > 0 and catalogue.card(card).kind ==
            BOARD.strip(STRIPS[s.strip]).card_kind for card in s.hand[0])
    _play_until(app, scene, dear_card)
    kind = BOARD.strip(STRIPS[c.state.strip]).card_kind
    card = next(card for card in c.state.hand[0] if catalogue.card(card).cost_coins > 0
                and catalogue.card(card).kind == kind)
    c.state.coins[0] = 0
    c.state.version += 1  # a new position for the table to draw
    app.step(fps=0)
    price = catalogue.card(card).cost_coins
    key = ("card", card)
    if not scene.table.picker.lit(key):  # not even discarded here: the click is refused
        assert _refusal_of(app, scene, key).startswith(f"It costs {price} coin")
        return
    # it may only be discarded: a click chooses it (nothing is lost) and says why it cannot
    # be played, beside the way to discard it
    before = c.state.version
    click(app, scene.table.place_rects[key].center)
    ways = scene.table.picker.ways()
    assert c.state.version == before and scene.table.picked == (key,)
    assert [a.kind for a in ways] == ["discard"]
    assert clickable(scene, ways[0]) is not None
    note = scene.table._not_playable(c.view(), ways)
    assert note == f"Not playable now: It costs {price} coin{'s' if price > 1 else ''}; you have 0."


@pytest.mark.slow  # a hundred decisions by clicks
def test_what_one_click_on_the_table_does_can_be_undone(app):
    """Nothing is lost by one click: a place that acts at once (not a card in hand, which
    is chosen first) plays only what Undo can take back; whatever Undo could not take back
    is chosen first and listed, under a heading that says so."""
    scene = start(app, ["human", "random", "random"], seed=7)
    c, rng = scene.controller, Rng(4)
    direct = asked = 0
    for _ in range(160):
        until(app, lambda: c.my_turn() or c.over, frames=3000)
        if c.over:
            break
        legal = c.legal()
        action = legal[rng.below(len(legal))]
        key = target_of(action)
        spot = clickable(scene, action)
        if key is not None and spot is not None:  # one click plays it
            assert key[0] != "card" or c.state.pending[-1].kind == "give_cards"
            click(app, spot.rect.center, frames=1)
            until(app, lambda: c.my_turn() or c.over, frames=3000)
            assert c.can_undo(), f"{action} was played by one click and cannot be undone"
            direct += 1
            continue
        if key is not None and key in scene.table.place_rects and \
                scene.table.picker.alone(key) == action and key[0] != "card":
            click(app, scene.table.place_rects[key].center, frames=1)
            assert scene.table.picked == (key,)
            assert clickable(scene, action) is not None  # shown before it is played
            assert action in scene.table.final
            asked += 1
        play_by_clicks(app, scene, action)
    assert direct and asked


def test_every_strip_and_lever_tooltip_says_what_its_move_does():
    """Each action strip's hover text, held to what the engine does with the strip: the
    active seat's part (its agenda) and everyone's part (the active seat too but for
    Pioneer); and a lever's text names the inhabitant everyone's part of Progress costs."""
    from desktop.views.boonlake_table import strip_words
    from desktop.views.boonlake_words import lever_text
    from rules.boonlake import engine

    rules = registry.get(GAME)

    def fresh():
        s = rules.new_game([Seat("A"), Seat("B"), Seat("C")],
                           rules.make_options({"first_seat_starts": True}), 3)
        s.pending.clear()
        return s

    def agenda(name: str) -> list:
        s = fresh()
        s.strips = sorted(s.strips, key=lambda strip: STRIPS[strip] != name)
        engine.start_turn_of_strip(s, 0, 0)
        return [(d.kind, d.seat, d.number, d.extra) for d in reversed(s.pending)]

    def everyone(name: str):
        s = fresh()
        s.coins[1], s.ranch[1] = 30, 3
        engine.right_side(s, 1, STRIPS.index(name), False)
        return s

    for name in ("settle", "cattle", "region", "hire", "builder", "progress"):
        assert "Everyone, you too" in strip_words(name)
        assert ("right_start", 0, STRIPS.index(name), 0) in agenda(name)  # the active too
    assert ("right_start", 0, STRIPS.index("pioneer"), 0) not in agenda("pioneer")

    both = "or play any card or discard one for 2 coins"
    for name in ("settle", "cattle"):
        assert both in strip_words(name)
        s = everyone(name)
        assert s.pending[-1].kind == "choice"
        offered = {a.kind for a in rules.legal_actions(s, 1)}
        assert {"discard", "skip"} <= offered  # any card: every card of the hand
        assert {a.args[0] for a in rules.legal_actions(s, 1) if a.kind == "discard"} == \
            set(s.hand[1])
    assert "develop or upgrade" in strip_words("settle")
    assert "place cattle on a pasture" in strip_words("cattle")

    assert "You: take an inhabitant from the supply and explore once" in strip_words("hire")
    assert [kind for kind, seat, *_ in agenda("hire") if seat == 0][1:3] == \
        ["hire_gain", "explore"]
    assert everyone("hire").pending[-1].kind == "hire"

    assert "You: take 3 coins, then play a card of any kind or draw 2 cards" in \
        strip_words("builder")
    assert ("card_step", 0, engine.KIND_CODE["any"], 2) in agenda("builder")  # 2: or draw
    s = everyone("builder")
    assert s.pending[-1][0] == "card_step" and s.pending[-1].extra == 1  # 1: or discard
    assert "Everyone, you too: play any card or discard one for 2 coins" in \
        strip_words("builder")

    assert "giving up an inhabitant from your ranch, or draw a card" in strip_words("progress")
    assert ("modernize", 0, 0, 0) in agenda("progress")
    s = everyone("progress")
    assert s.pending[-1].kind == "modernize" and s.pending[-1].number == 1
    lever = next(a for a in rules.legal_actions(s, 1) if a.kind == "lever")
    ranch, supply = s.ranch[1], s.supply[1]
    rules.apply_unchecked(s, 1, lever)
    assert (s.ranch[1], s.supply[1]) == (ranch - 1, supply + 1)  # an inhabitant given up
    assert "also costs 1 inhabitant from your ranch (back to your general supply)" in \
        lever_text(lever.args[0])


def test_a_hex_answers_only_inside_its_hexagon_and_the_whole_map_is_shown(app):
    """Hex tooltips follow the mouse: a hexagon's top tip (inside the row above's
    rectangle) shows its own space, a corner of its rectangle outside every hexagon shows
    none; every space lies in the map's window, clear of its caption."""
    from desktop.views.boonlake_table import MAP, MAP_CAPTION_H

    scene = start(app, ["human", "random"])
    app.step(fps=0)
    table = scene.table
    spaces = {h.title: h for h in table.hotspots if h.title.startswith("Space ")}
    assert len(spaces) == 33
    for n in (8, 20):  # spaces with a row above them
        spot = spaces[f"Space {n}"]
        hexagon = spot.shape
        top = (hexagon[0][0], hexagon[0][1] + 2)
        assert table.hit(top).title == f"Space {n}"
        corner = (spot.rect.x + 1, spot.rect.y + 1)
        found = table.hit(corner)
        assert found is None or found.title != f"Space {n}"
        assert table.hover(top).title == f"Space {n}"
    corners = [point for spot in spaces.values() for point in spot.shape]
    assert max(y for _, y in corners) <= MAP.bottom - MAP_CAPTION_H  # clear of the caption
    assert min(y for _, y in corners) >= MAP.y + 4  # the top row is not cut either


def test_the_solo_interim_summary_lists_the_player_and_the_wise_eminence(app):
    """At an interim scoring of a solo game each side's part is on its own board, the river
    still in sight (its spaces answer the mouse)."""
    rules = registry.get(GAME)
    app.start_match(GAME, [Seat("Me", "human")], rules.make_options({"level": 2}), 5)
    app.step(fps=0)
    scene = next(s for s in app.scenes if isinstance(s, GameScene))
    _play_until(app, scene, lambda s: s.phase == "interim", moves=2000)
    table = scene.table
    assert len(table.interim_lines) == 2  # the player, then the Wise Eminence
    boxes = [h for h in table.hotspots if h.title == "Interim scoring 1"]
    assert len(boxes) == 2
    assert "income" in boxes[1].body and "VP" in boxes[1].body
    assert any(h.title.startswith("River space") for h in table.hotspots)


def test_the_last_turns_are_announced_on_the_table(app):
    from desktop.views.boonlake_table import last_turns_words

    scene = start(app, ["human", "random"], seed=4)
    c = scene.controller
    until(app, c.my_turn, frames=3000)
    assert "last turns" not in [words for words, _ in scene.table.notes(c.state)]
    state = c.state
    state.round, state.locks, state.phase = 2, [1, 1], "play"  # a ship at the river's end
    state.version += 1
    app.step(fps=0)
    assert "last turns" in [words for words, _ in scene.table.notes(c.view())]
    notice = next(h for h in scene.table.hotspots if h.title == "Last turns")
    assert notice.body == last_turns_words(c.view())
    last = (state.start - 1) % state.movers
    if state.turn != last:
        assert f"until {state.names[last]} has played" in notice.body


def test_boonlakes_chinese_words_read_naturally():
    """The rulebook's 中局計分, no space between a name and the Chinese after it, and the
    compositions players met as 「獲得沒有卡」, 「獲得 在卡片收入軌前進 1 格」 and 「放棄全員
    行動：升級 1 次」 now written as sentences."""
    from pathlib import Path

    from babel.messages.pofile import read_po

    from desktop import i18n
    from desktop.views import boonlake_words as words
    from rules.boonlake.cards import Effect

    po = Path(__file__).resolve().parent.parent / "desktop/locale/zh_Hant/LC_MESSAGES/messages.po"
    with po.open("rb") as handle:
        catalogue_ = read_po(handle)
    ours = [m for m in catalogue_ if m.id and m.locations and all(
        path.startswith(("rules/boonlake/", "desktop/views/boonlake_"))
        for path, _ in m.locations)]
    assert len(ours) > 300
    for m in ours:
        for text in m.string if isinstance(m.string, tuple) else (m.string,):
            assert "中期" not in text, m.id
            assert not re.search(r"\{(who|name)\} [\u4e00-\u9fff]", text), m.id
            assert ", " not in text, m.id
    i18n.set_language("zh_Hant")
    try:
        track = words.effect_words(Effect("card_track", (("n", 1),)))
        assert track == "在卡片收入軌前進 1 格。"
        lever = words.lever_text(2)
        assert "放棄全員行動" not in lever and "升級 1 次" in lever
        assert "沒有卡" not in words.goods({})
    finally:
        i18n.set_language("en")


def test_the_setup_hint_names_the_scoring_tile():
    """Keeping a scoring tile, described for its player (the hint's words), names the tile as
    the table shows it; the log, read by everyone, does not."""
    from rules.core.message import english

    rules = registry.get(GAME)
    s = rules.new_game([Seat("A"), Seat("B")], rules.make_options({"first_seat_starts": True}),
                       3)
    d = s.pending[-1]
    assert d.kind == "keep_tile"
    tile = catalogue.tile(d.cards[0])
    keep = Action("keep", (d.cards[0],))
    hint = english(rules.describe(s, keep, d.seat))
    assert " / ".join(str(t) for t in tile.thresholds) in hint
    assert hint.startswith("A keeps the scoring tile ")
    assert english(rules.describe(s, keep, None)) == "A keeps a scoring tile."


def test_drawing_instead_says_what_it_forgoes_and_how_many_cards() -> None:
    """Progress's part for everyone draws 1 card instead of a lever; Builder's card step
    draws 2 instead of playing a card: the choice's hover text says which."""
    from desktop.views import boonlake_words as words
    from rules.core.state import Decision
    rules = registry.get(GAME)
    state = rules.new_game([Seat("A", "human"), Seat("B", "human")], rules.make_options({}), 3)
    state.pending = [Decision("modernize", 0, (), 1)]
    assert words.tip(state, 0, Action("draw", ())) == "Draw 1 card instead of placing a lever."
    state.pending = [Decision("card_step", 0, (), 0, 2)]
    assert words.tip(state, 0, Action("draw", ())) == "Draw 2 cards instead of playing a card."


def test_an_exchanges_two_ways_say_which_side_each_gives() -> None:
    """A card's exchange played either way round (Fur Trading Post: 2 cards for 4 coins):
    each listed way names what it gives up and what it gets, not just "Exchange" and "the
    other way round" with one hover text for both."""
    from desktop.views import boonlake_words as words
    from rules.core.state import Decision
    card, index = next((c.id, i) for c in catalogue.cards().values()
                       for i, e in enumerate(c.immediate)
                       if e.kind == "exchange" and e.get("reversible", False)
                       and dict(e.get("give")) == {"cards": 2}
                       and dict(e.get("get")) == {"coins": 4})
    rules = registry.get(GAME)
    state = rules.new_game([Seat("A", "human"), Seat("B", "human")], rules.make_options({}), 3)
    state.pending = [Decision("exchange", 0, (card, index))]
    forth, back = Action("exchange", (0,)), Action("exchange", (1,))
    assert words.label(state, 0, forth) == "Give 2 cards, get 4 coins"
    assert words.label(state, 0, back) == "Give 4 coins, get 2 cards"
    assert words.tip(state, 0, forth) != words.tip(state, 0, back)
    assert "give up 2 cards and get 4 coins" in words.tip(state, 0, forth)


def test_a_pastures_hover_says_what_its_cattle_score_now() -> None:
    """Cattle score at each interim scoring 1 VP per settlement next to their pasture: the
    glossary and the pasture's hover say so, the hover with the count of now."""
    import pygame

    from desktop.views.boonlake_words import glossary
    from rules.boonlake import town
    from rules.boonlake.state import SETTLEMENT
    assert any("1 VP per settlement (anyone's) next to its pasture" in body
               for _, _, body in glossary())
    rules = registry.get(GAME)
    state = rules.new_game([Seat("A", "human"), Seat("B", "human")], rules.make_options({}), 3)
    pasture = 6
    state.spaces[pasture - 1] = BOARD.pastures[0].id
    state.cattle[pasture - 1] = [0]
    table = BoonlakeTable()
    surface = pygame.Surface((200, 200))

    def body() -> list[str]:
        return table._tile_body(surface, state, pygame.Rect(0, 0, 100, 100), pasture,
                                BOARD.pastures[0].id, 20)

    assert body()[-1].endswith("next to this pasture: 0 VP now.")
    for near in sorted(town.NEAR[pasture])[:2]:
        state.spaces[near - 1] = next(t.id for t in BOARD.tiles if not t.is_pasture)
        state.set_site(near, 0, 1, SETTLEMENT)
    assert town.pieces_adjacent_to(state, pasture, SETTLEMENT) == 2
    assert body()[-1].endswith("next to this pasture: 2 VP now.")


def test_an_empty_levers_hover_gives_the_price_your_cards_lower_it_to(app):
    """A lever's hover prints its board price; with a card that makes levers cheaper
    (Patent Office: 1 coin less) the hover of an empty lever also says what this player
    pays, as the choice to place it will."""
    from desktop.views.boonlake_table import PLAYER
    scene = start(app, ["human", "random"], seed=4)
    state = scene.controller.state

    def lever_body(i: int) -> str:
        app.step(fps=0)
        return next(h.body for h in scene.table.hotspots if h.title == f"Lever {i + 1}")

    space = next(i for i, lever in enumerate(PLAYER.levers) if lever.cost >= 2
                 and state.levers[0][i] < 0)
    assert "Your cards lower its price" not in lever_body(space)
    patent = next(c.id for c in catalogue.cards().values()
                  if any(e.kind == "lever_discount" for e in c.permanent))
    state.played[0].append(patent)
    state.version += 1  # the table redraws what changed
    n = next(e.get("n", 1) for e in catalogue.card(patent).permanent
             if e.kind == "lever_discount")
    price = PLAYER.levers[space].cost - n
    assert lever_body(space).endswith(
        f"Your cards lower its price: {price} coin{'s' if price != 1 else ''} for you.")


def test_the_resources_hover_says_where_more_production_sites_come_from(app):
    """A newcomer starts with one production site and cannot pay for most cards: the hover
    of the resources in the panel names every way to another site, each one the board
    really holds (a map space and a river space that give one, the tracks' step, the
    lever)."""
    from rules.boonlake import river
    scene = start(app, ["human", "random"], seed=4)
    app.step(fps=0)
    body = next(h.body for h in scene.table.hotspots if h.title == "Resources available")
    assert ("explore a map space that gives a production site, stop on a river space that "
            "gives a vase or a production site, reach step 3 of your coin or card track, or "
            "skip a card step with lever 4.") in body
    player = BOARD.player
    assert player.coin_track.rewards[3].kind == player.card_track.rewards[3].kind == "site"
    assert player.levers[3].kind == "skip_card_production"
    assert any(space.explore is not None and space.explore.kind == "site"
               for space in BOARD.map.spaces)
    state = scene.controller.state
    assert any(space.reward is not None and space.reward.kind == "vase_or_site"
               for space in river.path(state))


def test_a_scoring_tile_says_what_you_have_against_the_next_threshold() -> None:
    """Marking or choosing a scoring tile you cannot meet costs points: its hover says what
    you have now of what it counts and what the next interim scoring needs (the lower
    income track: the lower of coin and card, not the track drawn lower)."""
    from desktop.views import boonlake_words as words

    rules = registry.get(GAME)
    s = rules.new_game([Seat("A", "human"), Seat("B", "human")], rules.make_options({}), 3)
    lower = 3  # thresholds 1 / 2 / 3 / 5
    assert catalogue.tile(lower).condition.kind == "lower_income"
    s.coin_track[0], s.card_track[0], s.interims = 4, 1, 1
    assert words.tile_standing(s, 0, lower) == (
        "You have 1 now: interim scoring 2 needs 2, not met yet.")
    s.card_track[0] = 2
    assert words.tile_standing(s, 0, lower) == (
        "You have 2 now: met for interim scoring 2 (needs 2).")
    assert "lower of your two income tracks" in words.tile_text(lower)
    s.interims = 4
    assert words.tile_standing(s, 0, lower) == ""  # nothing left to meet
    s.interims = 0
    two = 13  # presence in Boonlake and in Southern, each
    assert words.tile_standing(s, 0, two).startswith("You have 0 / 0 now: interim scoring 1")


def test_the_tiles_hover_on_the_table_begins_with_the_viewers_standing(app) -> None:
    from desktop.views import boonlake_words as words

    scene = start(app, ["human", "easy"])
    c = scene.controller

    def playing() -> bool:
        if c.my_turn() and c.state.phase == "setup":
            c.try_action(c.legal()[0])  # the setup's choices, as they come
        return c.state.phase == "play" and c.my_turn()

    until(app, playing)
    app.step(fps=0)
    v = c.view()
    spot = next(h for h in scene.table.hotspots if h.title == "Scoring tile 1")
    assert spot.body.startswith("You have ")
    assert spot.body.endswith(words.tile_text(v.scoring[0]))
