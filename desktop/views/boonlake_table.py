"""The Boonlake table: the river (trunk, both arms, harbours, locks, every ship) across the
top; the map (33 spaces, 4 regions, tiles, sites, pieces, bridges) on the kit's camera; the
action board's 7 strips; the scoring tiles, region labels and interim scorings; the choices
of the moment; every player's board as a tableau panel.

Clicks go through the kit's picker (kit/places.py): a lit place on the table (a strip, a map
space, a river space, a region, a card in your hand, a lever, a scoring tile) plays its move
when it has one; when it has several (a card with or without a lever's bonus, a settlement
paid partly in VP) it is chosen and the choices panel (the kit's paged list, kit/choices.py)
lists them with what each costs and gives: each move's path ends at its entry there
(rules/boonlake/moves.py). A card in hand, and a place's only move that Undo could not take
back, is listed too before it is made. Choices that belong to no place (take part, skip,
hire, a track) are listed there while nothing is chosen. A place that cannot be used now says
why (the rules' own words, for the move a click there means: `Moves.read`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

import sprites
from desktop import ui
from desktop.i18n import language, ntr, say, tr
from desktop.views import boonlake_draw as draw
from desktop.views import boonlake_words as words
from desktop.views.kit import palette
from desktop.views.kit.camera import Camera
from desktop.views.kit.choices import ChoiceList, Row
from desktop.views.kit.marks import kind_mark, seat_mark, time_mark
from desktop.views.kit.open_hands import hands_visible
from desktop.views.kit.panel import Badge, panel_rects, player_panel, seating
from desktop.views.kit.panel import Seat as PanelSeat
from desktop.views.kit.places import Choose, Play
from desktop.views.kit.widgets import button, glow, lit
from desktop.views.table import ButtonEntry, Hotspot, Table
from rules.boonlake import catalogue, economy, effects, river, solo, town
from rules.boonlake.board import REGIONS, RESOURCES, STRIPS, load_board
from rules.boonlake.moments import last_turns
from rules.boonlake.moves import MOVES, PLAY, PLAYING
from rules.boonlake.state import EMINENCE, BoonlakeState
from rules.core.actions import Action
from rules.core.moves import Place
from rules.core.rng import Rng
from rules.core.state import HIDDEN

BOARD = load_board()
PLAYER = BOARD.player


def more_sites() -> str:
    """Where production sites come from beyond the first (the board's data): a newcomer
    with one site cannot pay for most cards and is told nowhere else."""
    step = min(n for n, r in PLAYER.coin_track.rewards.items() if r.kind == "site")
    lever = next(i for i, lv in enumerate(PLAYER.levers) if lv.kind == "skip_card_production")
    return tr("More sites (or a site's level 2): explore a map space that gives a production "
              "site, stop on a river space that gives a vase or a production site, reach "
              "step {step} of your coin or card track, or skip a card step with lever "
              "{lever}.", step=step, lever=lever + 1)
SOLO = BOARD.solo
RIVER_AREA = pygame.Rect(12, 66, 1168, 128)
MAP = pygame.Rect(12, 200, 520, 372)
STRIP_AREA = pygame.Rect(540, 200, 330, 372)
SIDE = pygame.Rect(878, 200, 302, 372)
PLAYERS = pygame.Rect(12, 578, 1168, 310)
MAP_CAPTION_H = 20  # the map's line of help under the hexes
CARD_H = 21  # a card's row in a hand
CARD_H_CLOSE = 18  # in a hand too long for the rows above


def listed(key: Place) -> bool:
    """Is `key` a move's entry in the choices panel (rules/boonlake/moves.py)?"""
    return key[0].startswith("choice_")


def strip_words(strip: str) -> str:
    return {
        "pioneer": tr("You: explore twice (each time the next tile on a free space next to a "
                      "tile, gaining the space's reward), then develop or upgrade. Every other "
                      "player: draw 2 cards, then play any card or discard one for 2 coins."),
        "settle": tr("You: develop a site (an inhabitant on it, pay its cost, gain its "
                     "reward) or upgrade. Everyone, you too, in turn: develop or upgrade, or "
                     "play any card or discard one for 2 coins."),
        "cattle": tr("You: place a pasture. Everyone, you too, in turn: place cattle on a "
                     "pasture (paying inhabitants), or play any card or discard one for 2 "
                     "coins."),
        "region": tr("You: score a region (its label's reward and VP per settlement). "
                     "Everyone, you too: 1 coin for each of your pieces in the other three "
                     "regions."),
        "hire": tr("You: take an inhabitant from the supply and explore once. Everyone, you "
                   "too: hire inhabitants for 3 coins or 3 cards each."),
        "builder": tr("You: take 3 coins, then play a card of any kind or draw 2 cards. "
                      "Everyone, you too: play any card or discard one for 2 coins."),
        "progress": tr("You: place a lever (paying its coins). Everyone, you too: place a "
                       "lever, paying its coins and giving up an inhabitant from your ranch, "
                       "or draw a card."),
    }[strip]


def last_turns_words(v: BoonlakeState) -> str:
    last = (v.start - 1) % v.movers
    if v.turn == last:
        return tr("The river's end is reached: this is the last turn, then the 4th interim "
                  "scoring and the end.")
    return tr("The river's end is reached: last turns, until {name} has played; then the 4th "
              "interim scoring and the end.", name=words.owner_name(v, last))


def cannot_undo(v: BoonlakeState, viewer: int, action: Action) -> bool:
    """Will Undo be refused once this is played? The desktop's undo stops where something
    hidden is revealed (the controller plays the action on two deals of what the viewer knows
    and compares what they show), and the other seats' moves after it reveal their cards: so
    an action reveals, or passes the decision to another seat, or it may be undone."""
    from rules.boonlake.rules import RULES

    pictures = []
    for seed in (1, 2):
        deal = RULES.determinize(v, viewer, Rng(seed))
        if RULES.check(deal, viewer, action) is not None:
            return True
        RULES.apply_unchecked(deal, viewer, action)
        if RULES.to_act(deal) != (viewer,):
            return True
        pictures.append(RULES.view(deal, viewer).to_json())
    return pictures[0] != pictures[1]


def final_choices(v: BoonlakeState, viewer: int | None, legal: list[Action],
                  alone: Callable[[Place], Action | None]) -> set[Action]:
    """The actions alone at their place on the table (one click would play them: `alone`,
    the picker's) that Undo could not take back: such a place is chosen first and its choice
    listed."""
    if viewer is None or not legal:
        return set()
    return {a for a in legal if len(path := MOVES.path(viewer, a)) > 1
            and alone(path[-2]) == a and cannot_undo(v, viewer, a)}


@dataclass
class HexSpot(Hotspot):
    """A map space: it answers only inside its hexagon."""
    shape: list[tuple[int, int]] = field(default_factory=list)


def inside(polygon: list[tuple[int, int]], pos: tuple[int, int]) -> bool:
    """Is `pos` inside the convex or concave `polygon` (a ray cast to the right)?"""
    x, y = pos
    found = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            found = not found
    return found


def hand_room(width: int, height: int) -> int:
    """How many cards of a hand fit on one page in a place of this size (under the line of
    its heading), in the closer rows of a long hand."""
    cols = 3 if width > 420 else 2 if width >= 300 else 1
    return max(1, (height - 20) // CARD_H_CLOSE) * cols


class BoonlakeTable(Table):
    moves = MOVES

    def __init__(self) -> None:
        super().__init__()
        self.camera = Camera(MAP)
        self.picker.listed = listed
        self.choices = ChoiceList()  # the choices panel
        self.hand_page = 0  # which part of a hand too long to show at once
        self.glossary = False
        self.seen_interim = 0
        # the interim scoring's summary, one per seat (and the Wise Eminence's last, in solo)
        self.interim_lines: list[str] = []
        self.interim_before: list[int] = []  # VP at its start (the same order)
        self.incomes: list[str] = []  # what its income step pays each seat, in words
        self.interim_short: list[str] = []  # each seat's part of it in one line
        self.summary_shown = False
        self.closed = False
        self.closed_seen = False  # the viewer had a decision with the summary on show
        self.final: set[Action] = set()  # a place's only action, which Undo cannot take back

    # ----- reactions -------------------------------------------------------------------
    def sync(self, v: BoonlakeState, viewer: int | None, legal: list[Action]) -> None:
        self.pick_from(v, legal, viewer)
        fitting = self.picker.fitting()
        if fitting != self.picked:  # the place chosen has no way any more
            self.picked, self.choosing = fitting, None
            self.choices.reset()
            self.pick_from(v, legal, viewer)
        self._follow_interim(v)
        self.final = final_choices(v, viewer, legal, self.picker.alone)
        if self.closed and legal:  # the viewer decides with the summary in front of them
            self.closed_seen = True

    def acted(self) -> None:
        super().acted()
        self.choices.reset()
        self.hand_page = 0
        if self.closed and self.closed_seen:  # the viewer has seen it and played on
            self.summary_shown = False

    def chose(self) -> None:
        self.choices.reset()

    def toggle(self, mode: str) -> None:
        if mode == "glossary":
            self.glossary = not self.glossary
        elif mode == "fit":
            self.camera.fit()
        elif mode == "clear":
            self.acted()

    def hit(self, pos: tuple[int, int]) -> Hotspot | None:
        """As the table's, but a map space answers only inside its hexagon (its rectangle
        reaches into its neighbours' and into the gaps between them)."""
        for spot in reversed(self.hotspots):
            if spot.rect.collidepoint(pos) and (not isinstance(spot, HexSpot)
                                                or inside(spot.shape, pos)):
                return spot
        return None

    def wheel(self, pos: tuple[int, int], dy: int) -> bool:
        return self.camera.wheel(pos, dy)

    def drag(self, pos: tuple[int, int], rel: tuple[int, int]) -> bool:
        return self.camera.drag(pos, rel)

    def landmarks(self, v: BoonlakeState) -> dict:
        """The tiles placed on the map."""
        return {("space", space): True for space in range(1, 34) if v.spaces[space - 1] >= 0}

    def _follow_interim(self, v: BoonlakeState) -> None:
        """Keep a summary of the interim scoring under way, and of the last one after it
        (shown until the viewer has seen it and acts again, or hides it)."""
        if v.phase == "interim":
            if v.interims != self.seen_interim:
                self.seen_interim, self.closed = v.interims, False
                self.interim_before = v.vp[:] + ([v.em_vp] if v.solo else [])
                self.summary_shown = True
            self.incomes = [words.income_words(v, seat) for seat in range(v.n)]
            if v.solo:
                self.incomes.append(tr("income {vp} VP", vp=solo.income(v)))
            self.interim_lines = self._interim_lines(v)
            self.interim_short = [
                tr("Interim scoring {n}: {tile}", n=self.seen_interim,
                   tile=self._tile_words(v, seat)) if seat < v.n else
                tr("Interim scoring {n}", n=self.seen_interim)
                for seat in range(len(self.interim_lines))]
        elif self.seen_interim and not self.closed and v.interims == self.seen_interim:
            self.closed, self.closed_seen = True, False
            after = v.vp[:] + ([v.em_vp] if v.solo else [])
            self.interim_lines = [
                tr("From {before} to {after} VP · {tile} · {income}",
                   before=self.interim_before[seat], after=after[seat],
                   tile=self._tile_words(v, seat), income=self.incomes[seat])
                if seat < v.n else
                tr("From {before} to {after} VP · {income}", before=self.interim_before[seat],
                   after=after[seat], income=self.incomes[seat])
                for seat in range(len(after))]
            self.interim_short = [
                tr("Interim scoring {n}: from {before} to {after} VP",
                   n=self.seen_interim, before=self.interim_before[seat], after=after[seat])
                for seat in range(len(after))]

    def _tile_words(self, v: BoonlakeState, seat: int) -> str:
        slot = v.markers[seat][self.seen_interim - 1]
        return tr("tile {n} scored", n=slot + 1) if slot >= 0 else tr("no tile scored yet")

    def _interim_lines(self, v: BoonlakeState) -> list[str]:
        lines = [tr("So far: {tile}; then {income}", tile=self._tile_words(v, seat),
                    income=self.incomes[seat]) for seat in range(v.n)]
        if v.solo:
            lines.append(tr("Then {income}", income=self.incomes[v.n]))
        return lines

    def summary_shown_now(self, v: BoonlakeState) -> bool:
        return v.phase == "interim" or (self.summary_shown and self.closed)

    # ----- words for the scene -----------------------------------------------------------
    def notes(self, v: BoonlakeState) -> list[tuple[str, pygame.Color]]:
        if v.phase == "over":
            return []
        out = [(tr("interim scorings {n} of 4", n=v.interims), palette.ACCENT)]
        if last_turns(v):
            out.append((tr("last turns"), palette.BAD))
        if v.phase == "interim":
            out.append((tr("interim scoring under way"), palette.GOOD))
        return out

    def prompt(self, v: BoonlakeState, viewer: int | None) -> str | None:
        if self.picked:
            return tr("Choose one of the ways listed on the right, or click elsewhere.")
        return None

    def buttons(self, v: BoonlakeState, viewer: int | None,
                legal: list[Action]) -> list[ButtonEntry]:
        out = [ButtonEntry(tr("Icon glossary"), tr("Icons"), "glossary")]
        if self.camera.moved:
            out.append(ButtonEntry(tr("Fit the map"), tr("Fit"), "fit"))
        if self.picked:
            out.append(ButtonEntry(tr("Clear the selection"), tr("Clear"), "clear"))
        return out

    # ----- drawing -------------------------------------------------------------------
    def picture_key(self, v: BoonlakeState, viewer: int | None, legal: list[Action],
                    names: list[str], kinds: list[str]) -> tuple:
        """A frame that would look the same as the last one (same state, choices, selection,
        camera and language) is the last one's picture again (`Table.draw`), as drawing it
        all takes several milliseconds. Nothing on this table follows the mouse."""
        return (v.version, v.phase, viewer, tuple(legal), tuple(names), tuple(kinds),
                self.picked, self.choices.page, self.hand_page, self.glossary, self.camera.zoom,
                tuple(self.camera.pan), language(), self.summary_shown, self.closed,
                tuple(self.interim_lines))

    def paint(self, surface: pygame.Surface, v: BoonlakeState, viewer: int | None,
              legal: list[Action], names: list[str], kinds: list[str]) -> None:
        self.new_frame()
        self.pick_from(v, legal, viewer)
        acting = viewer is not None and bool(legal)
        self.deciding = v.pending[-1].kind if v.pending and acting else None
        self._v, self._seat = v, viewer if viewer is not None else 0
        self._river(surface, v)
        if self.summary_shown_now(v):
            self._interim(surface, v)
        if last_turns(v):
            self._last_turns(surface, v)
        self._map(surface, v)
        self._strips(surface, v, viewer)
        self._side(surface, v, viewer, legal)
        order = seating(v.n, viewer)
        rects = panel_rects(v.n + v.solo, PLAYERS, v.n + v.solo, gap=6)
        for rect, seat in zip(rects, order, strict=False):
            self._player(surface, rect, v, seat, viewer, names, kinds)
        if v.solo:
            self._eminence(surface, rects[-1], v)
            self._summary_box(surface, rects[-1], v, EMINENCE)
        if self.glossary:
            self._glossary(surface)

    def rect_of(self, key: Place | None, piece: str = "",
                piece_id: int | None = None) -> pygame.Rect | None:
        """As `Table.rect_of`; only a card has a place of its own (in the viewer's hand): the
        others' ids are not places (a ship or a lever is named by its owner, a tile by its
        number, not the river's position, the lever's or the space's of that number)."""
        return super().rect_of(key, piece, piece_id if piece == "card" else None)

    def _spot(self, rect: pygame.Rect, key: Place, title: str, body: str) -> None:
        """A place on the table (the kit's: its one move, its ways listed, or the move a
        click there means, which the rules refuse with their reason)."""
        found = self.picker.outcome(key)
        # a card in hand, or a move Undo could not take back, is chosen first: the choices
        # panel then shows what it does before it is done
        listing = isinstance(found, Play) and (
            (key[0] == "card" and self.deciding != "give_cards") or found.action in self.final)
        ways = len(self.picker.ways()) if self.picker.is_chosen(key) else \
            1 if listing else len(found.actions) if isinstance(found, Choose) else 0
        if ways:
            body += "\n" + ntr("Click to see the {n} way to do it.",
                               "Click to see the {n} ways to do it.", ways)
        elif isinstance(found, Play):
            body += "\n" + tr("Click: {what}", what=self._label(found.action))
        self.place(rect, key, title, body, listing=listing)

    def _lit(self, key: Place) -> bool:
        """Is `key` lit: a click there makes a move or lists its ways (or it is chosen)?"""
        return self.picker.lit(key) or self.picker.is_chosen(key)

    def _label(self, a: Action) -> str:
        return words.label(self._v, self._seat, a)

    # ----- the river -----------------------------------------------------------------
    def _river(self, surface: pygame.Surface, v: BoonlakeState) -> None:
        rects = draw.river_rects(RIVER_AREA)
        path = river.path(v)
        live = {space.id for space in path}
        for space_id, rect in rects.items():
            space = next(s for s in (*draw.RIVER.trunk, *draw.RIVER.upper_arm,
                                     *draw.RIVER.lower_arm) if s.id == space_id)
            draw.river_space(surface, rect, space, space_id in live)
        ids = [space.id for space in path]
        indices = river.RIVER.lock_indices(v.round)
        for lock, after in draw.RIVER.locks:
            rect = rects[after]
            mark = pygame.Rect(rect.right - 2, rect.y - 2, 8, rect.h + 4)
            crossed = after in ids and ids.index(after) in indices and \
                bool(v.locks[indices.index(ids.index(after))])
            live_lock = after in ids and not crossed
            pygame.draw.rect(surface, palette.ACCENT if live_lock else palette.MUTED, mark,
                             border_radius=2)
            body = tr("The first ship through it starts an interim scoring.")
            if crossed:
                body += " " + tr("Already crossed this round.")
            self.hotspots.append(Hotspot(mark.inflate(6, 0), None, tr("Lock {name}", name=lock),
                                         body))
        for position, space in enumerate(path):
            rect = rects[space.id]
            ships = [owner for owner, at in enumerate(v.ships) if at == position]
            key = ("river", position)
            body = self._river_tip(space)
            if ships:
                body += "\n" + tr("Ships here: {names}", names=tr(", ").join(
                    words.owner_name(v, x) for x in ships))
            if self._lit(key):
                lit(surface, rect, radius=6)
            self._spot(rect, key, tr("River space {n}", n=position + 1), body)
            for i, seat in enumerate(ships):
                centre = (rect.x + 8 + i * 9, rect.bottom - 6)
                seat_mark(surface, seat, centre, 13, edge=palette.INK)
        arm = tr("Round {n}: the ships sail the {arm} arm.", n=v.round,
                 arm=tr("upper") if v.round == 1 else tr("lower"))
        ui.text(surface, arm, (RIVER_AREA.x + 4, RIVER_AREA.bottom - 16), ui.capped(12),
                palette.MUTED, max_width=300)

    def _river_tip(self, space) -> str:
        parts = []
        if space.harbour:
            parts.append(tr("A harbour: it holds any number of ships. You may stop here or "
                            "sail on; passing it costs 1 movement point, other ships or not."))
        if space.reward is not None:
            parts.append(tr("Reward: {what}", what=words.reward(space.reward)))
        if space.bonus:
            parts.append(tr("Its symbol: {what}. Cards with a harbour bonus for this symbol "
                            "pay out here.", what=tr("coins") if space.bonus == "coins"
                            else tr("cards")))
        return "\n".join(parts) or tr("No reward.")

    # ----- the interim scoring -------------------------------------------------------
    def _interim(self, surface: pygame.Surface, v: BoonlakeState) -> None:
        """The interim scoring's banner, in the river's free lane right of the trunk (the
        river stays in sight); each seat's part of it is on that seat's board."""
        box = self._lane()
        ui.panel(surface, box, palette.DIALOG, palette.ACCENT, radius=8)
        over = v.phase != "interim"
        title = tr("Interim scoring {n} of 4: done", n=self.seen_interim) if over else \
            tr("Interim scoring {n} of 4", n=v.interims)
        steps = tr("1. Each player: two actions (cards, projects, upgrades). 2. One scoring "
                   "tile each. 3. Income, cattle VP, 1 VP per unused lever. 4. Levers "
                   "reset, region labels freed.")
        if self.seen_interim == 2:
            steps += " " + tr("5. The ships start again on the lower arm.")
        shown = ui.text(surface, title, (box.x + 10, box.centery), ui.capped(15), palette.ACCENT,
                        bold=True, anchor="midleft", max_width=box.w - 100)
        summary = tr("What each player scored is on their board.")
        self.hotspots.append(Hotspot(shown, None, title, steps + "\n" + summary))
        if over:
            r = pygame.Rect(box.right - 82, box.centery - 12, 74, 24)
            button(surface, r, tr("Hide"), True, 13)

            def hide() -> None:
                self.summary_shown = False
            self.hotspots.append(Hotspot(r, None, tr("Hide"),
                                         tr("Hide the interim scoring's summary."), hide))

    def _lane(self) -> pygame.Rect:
        """The river's free lane right of the trunk, for a banner (the river stays seen)."""
        rects = draw.river_rects(RIVER_AREA)
        trunk_end = max(rects[space.id].right for space in draw.RIVER.trunk)
        lane = rects[draw.RIVER.trunk[0].id]
        return pygame.Rect(trunk_end + 10, lane.y - 2, RIVER_AREA.right - trunk_end - 14,
                           lane.h + 4)

    def _last_turns(self, surface: pygame.Surface, v: BoonlakeState) -> None:
        """The notice of the last turns, in the river's free lane above the trunk."""
        rects = draw.river_rects(RIVER_AREA)
        arm = min(rects[space.id].x for space in draw.RIVER.upper_arm)
        lane = rects[draw.RIVER.upper_arm[0].id]
        box = pygame.Rect(RIVER_AREA.x + 2, lane.y - 2, arm - RIVER_AREA.x - 12, lane.h + 4)
        ui.panel(surface, box, palette.DIALOG, palette.BAD, radius=8)
        said = last_turns_words(v)
        lines = ui.wrap(said, 12, box.w - 16)[:2]
        for i, line in enumerate(lines):
            y = box.centery + int((i - len(lines) / 2) * 15)
            ui.text(surface, line, (box.x + 8, y), ui.capped(12), palette.TEXT,
                    max_width=box.w - 16)
        self.hotspots.append(Hotspot(box, None, tr("Last turns"), said))

    def _summary_box(self, surface: pygame.Surface, rect: pygame.Rect, v: BoonlakeState,
                     seat: int, hand: int = 0, cards_top: int = 0) -> int:
        """The seat's part of the interim scoring's summary at the foot of its board; returns
        the top of the box (the board's foot when none is shown). Over a shown hand of
        `hand` cards (from `cards_top`) that it would push onto another page, it takes one
        line (its whole text on hover)."""
        index = seat if seat < v.n else v.n
        if not self.summary_shown_now(v) or index >= len(self.interim_lines):
            return rect.bottom - 6
        width = rect.w - 28
        title = tr("Interim scoring {n}", n=self.seen_interim)
        size = ui.capped(12)  # a small box at the panel's foot
        step = ui.scaled(size) + 3
        lines = ui.wrap(self.interim_lines[index], size, width)[:4]
        top = ui.scaled(size) + 7  # under the title's line
        full = top + 5 + step * len(lines)
        if hand and hand > hand_room(rect.w - 24, rect.bottom - 6 - full - 4 - cards_top):
            title, lines = self.interim_short[index], ()
            full = 22
        box = pygame.Rect(rect.x + 8, 0, rect.w - 16, full)
        box.bottom = rect.bottom - 6
        ui.panel(surface, box, palette.DIALOG, palette.ACCENT, radius=6)
        ui.text(surface, title, (box.x + 6, box.y + 3), size, palette.ACCENT, bold=True,
                max_width=width)
        for i, line in enumerate(lines):
            ui.text(surface, line, (box.x + 6, box.y + top + step * i), size, palette.TEXT,
                    max_width=width)
        self.hotspots.append(Hotspot(box, None, title, self.interim_lines[index]))
        return box.y


    # ----- the map ---------------------------------------------------------------------
    def _map(self, surface: pygame.Surface, v: BoonlakeState) -> None:
        ui.panel(surface, MAP, pygame.Color("#18283a"), palette.PANEL_EDGE)
        # the tiles not on the map (face down in the mound, the pastures) at its corner
        self.anchor(("mound",), pygame.Rect(MAP.x + 10, MAP.y + 10, 30, 30))
        self.anchor(("pastures",), pygame.Rect(MAP.x + 46, MAP.y + 10, 30, 30))
        clip = surface.get_clip()
        surface.set_clip(MAP.inflate(-4, -4))
        # the map's foot is kept for its caption, so the bottom row is never under it
        frame = self.camera.frame(draw.map_points(), pygame.Rect(
            MAP.x + 4, MAP.y + 4, MAP.w - 8, MAP.h - 8 - MAP_CAPTION_H), max_cell=60,
            margin=0.3)
        centres = {s.id: draw.hex_rect(frame, s.id).center for s in BOARD.map.spaces}
        for a, b, kind in BOARD.map.links:
            if kind == "land":
                continue
            colour = pygame.Color("#a0784a") if kind == "bridge" else pygame.Color("#6fa8d0")
            pygame.draw.line(surface, colour, centres[a], centres[b],
                             max(3, int(frame.size // 5)))
        for space in BOARD.map.spaces:
            self._space(surface, v, frame, space)
        for a, b in draw.region_borders(frame):  # the regions apart, not by colour alone
            pygame.draw.line(surface, palette.MUTED, a, b, max(2, int(frame.size // 10)))
        surface.set_clip(clip)
        ui.text(surface, tr("Map · wheel zooms, right-drag pans"),
                (MAP.x + 8, MAP.bottom - 18), ui.capped(12), palette.MUTED, max_width=MAP.w - 16)

    def _space(self, surface: pygame.Surface, v: BoonlakeState, frame, space) -> None:
        rect = draw.hex_rect(frame, space.id)
        # what lies on it (at the map's edge while panned out of sight)
        self.anchor(("space", space.id), rect.clip(MAP) if rect.colliderect(MAP)
                    else rect.clamp(MAP))
        if not rect.colliderect(MAP):
            return
        tile_id = v.spaces[space.id - 1]
        colour = palette.kind_colour("region", space.region)
        if tile_id < 0:
            colour = draw.unexplored(colour)
        key = ("space", space.id)
        draw.hexagon(surface, rect, colour, palette.PANEL_EDGE)
        if self._lit(key):
            draw.hexagon(surface, rect.inflate(-2, -2), colour, palette.HIGHLIGHT, 3)
        size = max(10, int(frame.size * 0.45))
        ui.text(surface, str(space.id), (rect.centerx, rect.y + 2), ui.capped(max(9, size - 2)),
                palette.TEXT, anchor="midtop")
        kind_mark(surface, "region", space.region, (rect.centerx, rect.bottom - size // 5),
                  max(8, size * 4 // 5), colour.lerp(palette.TEXT, 0.7), colour)
        body = [tr("Region: {region}", region=words.region_name(space.region))]
        if tile_id < 0:
            if space.explore is not None:
                draw.reward_icon(surface, space.explore.kind, space.explore.n,
                                 (rect.centerx, rect.centery + size // 2), size)
                body.append(tr("Exploring here gains {what}.",
                               what=words.reward(space.explore)))
            if space.start:
                body.append(tr("A start tile lies here with {players} players.",
                               players=space.start))
        else:
            body += self._tile_body(surface, v, rect, space.id, tile_id, size)
        if space.id in BOARD.map.bridge_ends:
            body.append(tr("A bridge end."))
        if key in self.flash:
            glow(surface, rect, self.flash[key])
        # the hexagon answers (it reaches above and below its rectangle), only inside the
        # map's window (a zoomed hex may reach beyond it)
        shape = draw.hex_points(rect)
        xs, ys = [x for x, _ in shape], [y for _, y in shape]
        bound = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        self._spot(bound.clip(MAP.inflate(-4, -4)), key, tr("Space {n}", n=space.id),
                   "\n".join(body))
        self.hotspots[-1] = HexSpot(**vars(self.hotspots[-1]), shape=shape)

    def _tile_body(self, surface: pygame.Surface, v: BoonlakeState, rect: pygame.Rect,
                   space: int, tile_id: int, size: int) -> list[str]:
        tile = BOARD.tiles[tile_id - 1] if BOARD.tiles[tile_id - 1].id == tile_id else \
            next(t for t in BOARD.tiles if t.id == tile_id)
        body = []
        if town.is_pasture(v, space):
            herd = v.cattle[space - 1]
            if not herd:  # an empty pasture: its sign in the middle
                surface.blit(sprites.load("bl_cattle", (size, size)),
                             (rect.centerx - size // 2, rect.centery - size // 3))
            self._herd(surface, rect, herd, size)
            body.append(tr("A pasture; cattle here: {n}", n=len(herd)))
            if herd:
                body.append(tr("Owners: {names}", names=tr(", ").join(
                    words.owner_name(v, x) for x in herd)))
            body.append(tr("At each interim scoring, each cattle here scores 1 VP per "
                           "settlement (anyone's) next to this pasture: {n} VP now.",
                           n=town.pieces_adjacent_to(v, space, town.SETTLEMENT)))
            return body
        for j, site in enumerate(tile.sites):
            centre = (rect.centerx + (-1 if j == 0 else 1) * rect.w // 5,
                      rect.centery + size // 3)
            holder = v.site(space, j)
            if holder is None:
                pygame.draw.circle(surface, pygame.Color("#e8e0cc"), centre, size // 2, 1)
            else:
                draw.piece(surface, centre, holder[0], holder[1], size)
            cost = []
            if site.pay_coins:
                cost.append(words.reward_words("coins", site.pay_coins))
            if site.pay_cards:
                cost.append(words.reward_words("cards", site.pay_cards))
            who = tr("free") if holder is None else words.owner_name(v, holder[0])
            cost_words = (tr(", ") + tr(", ").join(cost)) if cost else ""
            if site.gain:
                body.append(tr("Site {n} ({who}): costs 1 inhabitant{cost}; reward: {gain}",
                               n=j + 1, who=who, cost=cost_words,
                               gain=tr(", ").join(words.reward(g) for g in site.gain)))
            else:
                body.append(tr("Site {n} ({who}): costs 1 inhabitant{cost}; no reward",
                               n=j + 1, who=who, cost=cost_words))
            if site.settlement_vp:
                body.append(tr("A settlement here: {vp} VP", vp=f"{site.settlement_vp:+d}"))
        return body

    def _herd(self, surface: pygame.Surface, rect: pygame.Rect, herd: list[int],
              size: int) -> None:
        """Each cattle on a pasture as a disc of its owner's colour with the cattle icon, in
        rows across the middle of the hex."""
        per_row = 3
        piece = max(12, min(size, (rect.w - 6) // max(1, min(per_row, len(herd)))))
        for i, owner in enumerate(herd):
            row, col = divmod(i, per_row)
            in_row = min(per_row, len(herd) - row * per_row)
            centre = (rect.centerx + int((col - (in_row - 1) / 2) * piece),
                      rect.centery + size // 3 + row * (piece - 2) - (piece // 2 if
                                                                       len(herd) > per_row
                                                                       else 0))
            seat_mark(surface, owner, centre, piece + 4, edge=palette.INK)
            icon = sprites.load("bl_cattle", (piece - 4, piece - 4))
            surface.blit(icon, icon.get_rect(center=centre))

    # ----- the action board ------------------------------------------------------------
    def _strips(self, surface: pygame.Surface, v: BoonlakeState, viewer: int | None) -> None:
        ui.panel(surface, STRIP_AREA, palette.PANEL, palette.PANEL_EDGE)
        ui.text(surface, tr("Action board"), (STRIP_AREA.x + 10, STRIP_AREA.y + 6), ui.capped(15),
                palette.MUTED, bold=True, max_width=STRIP_AREA.w - 20)
        # the cards taken by the rows come from the deck (not drawn) at the board's corner
        self.anchor(("deck",), pygame.Rect(STRIP_AREA.right - 40, STRIP_AREA.y + 4, 24, 24))
        self.anchor(("discard",), pygame.Rect(STRIP_AREA.right - 70, STRIP_AREA.y + 4, 24, 24))
        h = (STRIP_AREA.h - 34) // len(BOARD.rows)
        for i, row in enumerate(BOARD.rows):
            rect = pygame.Rect(STRIP_AREA.x + 8, STRIP_AREA.y + 30 + i * h, STRIP_AREA.w - 16,
                               h - 6)
            strip = BOARD.strips[v.strips[i]]
            taken = v.strip >= 0 and v.strips[i] == v.strip and v.phase == "play"
            ui.panel(surface, rect, palette.kind_colour("time", strip.card_kind),
                     palette.HIGHLIGHT if taken else palette.PANEL_EDGE, radius=8)
            ui.text(surface, str(row.row), (rect.x + 8, rect.centery), ui.capped(16), palette.TEXT,
                    bold=True, anchor="midleft")
            # two lines kept on their centres at 100 %: larger, they meet in the middle
            ui.text(surface, words.strip_name(STRIPS[v.strips[i]]),
                    (rect.x + 28, rect.y + 14), ui.capped(15), palette.TEXT, bold=True,
                    anchor="midleft", max_width=rect.w - 120)
            ui.text(surface, words.kind_name(strip.card_kind), (rect.x + 28, rect.y + 32),
                    ui.capped(12), palette.CREAM, anchor="midleft", max_width=rect.w - 120)
            x = rect.right - 84
            surface.blit(sprites.load("bl_boat", (16, 16)), (x, rect.y + 6))
            ui.text(surface, f"{row.steps}", (x + 18, rect.y + 14), ui.capped(14), palette.TEXT,
                    bold=True, anchor="midleft")
            if row.vp_cost:
                draw.icon_number(surface, "bl_vp", f"-{row.vp_cost}", x + 38, rect.y + 6, 16)
            key = ("row", i)
            if self._lit(key):
                lit(surface, rect, radius=8)
            body = "\n".join([
                tr("Card step: a card of any kind.") if strip.card_kind == "any" else
                tr("Card step: a {kind} card.", kind=words.kind_name(strip.card_kind)),
                strip_words(strip.id),
                ntr("Then your ship sails up to {n} space.",
                    "Then your ship sails up to {n} spaces.", row.steps)]
                + ([tr("Taking this row costs {n} VP.", n=row.vp_cost)] if row.vp_cost
                   else []))
            self._spot(rect, key, words.strip_name(strip.id), body)

    # ----- scoring tiles, regions, choices ---------------------------------------------
    def _side(self, surface: pygame.Surface, v: BoonlakeState, viewer: int | None,
              legal: list[Action]) -> None:
        ui.panel(surface, SIDE, palette.PANEL, palette.PANEL_EDGE)
        ui.text(surface, tr("Scoring tiles"), (SIDE.x + 8, SIDE.y + 22), ui.capped(13),
                palette.MUTED, bold=True, anchor="bottomleft",  # on the tiles
                max_width=SIDE.w - 16)
        w = (SIDE.w - 16 - 18) // 4
        self.anchor(("tile",), pygame.Rect(SIDE.x + 8, SIDE.y + 22, 4 * w + 18, 40))
        for seat in range(v.n):  # their inhabitants on a tile's project, marked on it
            slot = next((i for i, on in enumerate(v.projects[seat]) if on), 0)
            self.anchor(("projects", seat), pygame.Rect(
                SIDE.x + 8 + slot * (w + 6) + 4 + seat * 16, SIDE.y + 38, 10, 10))
        for slot, tile_id in enumerate(v.scoring):
            rect = pygame.Rect(SIDE.x + 8 + slot * (w + 6), SIDE.y + 22, w, 40)
            colour = palette.seat_colour(slot) if slot < v.n else palette.MUTED
            ui.panel(surface, rect, palette.HAND, colour, radius=6, width=2)
            if slot < v.n:  # whose tile (double points for them), not by its colour alone
                seat_mark(surface, slot, (rect.x + 3, rect.y + 3), 10)
            key = ("tile", slot)
            if self._lit(key):
                lit(surface, rect, radius=6)
            if tile_id < 0:
                ui.text(surface, "?", rect.center, ui.capped(16), palette.MUTED, anchor="center")
                self.hotspots.append(Hotspot(rect, None, tr("Scoring tile {n}", n=slot + 1),
                                             tr("Not chosen yet.")))
                continue
            tile = catalogue.tile(tile_id)
            ui.text(surface, " / ".join(str(t) for t in tile.thresholds),
                    (rect.centerx, rect.y + 4), ui.capped(11), palette.TEXT, anchor="midtop",
                    max_width=rect.w - 4)
            for seat in range(v.n):  # who has marked it, by interim
                count = sum(1 for m in v.markers[seat] if m == slot)
                for k in range(count):
                    seat_mark(surface, seat, (rect.x + 8 + seat * 16, rect.bottom - 8 - k * 5),
                              9, edge=palette.INK)
                if v.projects[seat][slot]:
                    surface.blit(sprites.load("bl_inhabitant", (10, 10)),
                                 (rect.x + 4 + seat * 16, rect.y + 16))
            standing = "" if viewer is None else words.tile_standing(v, viewer, tile_id)
            self._spot(rect, key, tr("Scoring tile {n}", n=slot + 1),
                       "\n".join(filter(None, (standing, words.tile_text(tile_id)))))
        y = SIDE.y + 68
        x = SIDE.x + 8
        for i, region in enumerate(REGIONS):
            rect = pygame.Rect(x + i * 72, y, 68, 22)
            colour = palette.kind_colour("region", region)
            ui.panel(surface, rect, colour,
                     palette.MUTED if v.region_markers[i] else palette.PANEL_EDGE, radius=6)
            kind_mark(surface, "region", region, (rect.x + 8, rect.centery), 9, palette.TEXT,
                      colour)
            name = words.region_name(region)
            size = ui.capped(11 if ui.font(ui.capped(11)).size(name)[0] <= rect.w - 16 else 10)
            ui.text(surface, name, (rect.centerx + 6, rect.centery), size, palette.TEXT,
                    anchor="center", max_width=rect.w - 16)
            if v.region_markers[i]:
                pygame.draw.line(surface, palette.TEXT, rect.topleft, rect.bottomright, 2)
            key = ("region", i)
            if self._lit(key):
                lit(surface, rect, radius=6)
            label = BOARD.map.region(region).label_reward
            self._spot(rect, key, words.region_name(region), tr(
                "Region scoring: the first to score it this interim takes {what}; each "
                "settlement there scores VP.", what=words.reward(label))
                + ("\n" + tr("Already scored since the last interim scoring.")
                   if v.region_markers[i] else ""))
        choices = pygame.Rect(SIDE.x + 6, y + 30, SIDE.w - 12, SIDE.bottom - y - 36)
        if viewer is not None:  # the scoring tiles dealt to choose from are listed there
            self.anchor(("dealt", viewer), choices)
        self._choices(surface, v, viewer, legal, choices)

    def _choices(self, surface: pygame.Surface, v: BoonlakeState, viewer: int | None,
                 legal: list[Action], area: pygame.Rect) -> None:
        """The choices panel: the ways of the place chosen, else the moves that have no
        other place (the kit's paged list)."""
        shown = self.picker.ways()
        foot = ""
        if self.picked:
            heading = tr("Choose how:")  # short: a lit way's tag sits at the heading's right
            if any(a in self.final for a in shown):
                foot = tr("Undo cannot take it back.")
        else:
            heading = tr("Your choices") if legal else tr("Waiting for {who}",
                                                          who=v.names[v.pending[-1].seat]
                                                          if v.pending else "")
        if v.phase == "over":
            heading = tr("The game is over.")
        rows = [Row(self.picker.places(a)[-1], self._label(a), self._choice_tip(v, a))
                for a in shown]
        if legal and not self.picked and len(shown) < len(self.picker.paths):
            foot = tr("Or click a lit place on the table.")
        self.choices.draw(surface, area, heading, rows, self.place, self.hotspots,
                          self._not_playable(v, shown), foot)

    def _not_playable(self, v: BoonlakeState, shown: tuple[Action, ...]) -> str:
        """For a card chosen in hand that the decision could play but cannot: why not."""
        if not self.picked or self.picked[0][0] != "card" or self.deciding not in PLAYING \
                or any(a.kind == PLAY.kind for a in shown):
            return ""
        refused = self.picker.attempt(self.picked[0])
        if refused is None:
            return ""
        return tr("Not playable now: {reason}", reason=say(self.picker.reason(refused)))

    def _choice_tip(self, v: BoonlakeState, a: Action) -> str:
        return words.tip(v, self._seat, a)

    # ----- the players' boards ----------------------------------------------------------
    def _player(self, surface: pygame.Surface, rect: pygame.Rect, v: BoonlakeState, seat: int,
                viewer: int | None, names: list[str], kinds: list[str]) -> None:
        mine = seat == viewer
        acting = bool(v.pending) and v.pending[-1].seat == seat and v.phase != "over"
        shown = mine or (viewer is None and hands_visible(v.hand, HIDDEN))  # every hand open
        badges = [
            Badge("coin", str(v.coins[seat]), tr("Coins"), tr("Pay for cards, sites, levers "
                                                              "and hiring."),
                  anchor=("purse", seat)),
            Badge("bl_vp", str(v.vp[seat]), tr("Victory points"),
                  tr("On the VP track now; levers, cards and the board score at the end.")),
            Badge("bl_vase", str(v.vases[seat]), tr("Vases"), tr("Some cards cost vases."),
                  anchor=("vases", seat)),
            Badge("bl_card", str(len(v.hand[seat])), tr("Cards in hand"),
                  tr("Project cards to play."), anchor=None if shown else ("hand", seat)),
            Badge("bl_inhabitant", str(v.ranch[seat]), tr("Inhabitants in the ranch"),
                  tr("Ready to develop, upgrade and place cattle; {n} more in the general "
                     "supply.", n=v.supply[seat]), anchor=("ranch", seat)),
        ]
        top = player_panel(surface, rect, PanelSeat(
            names[seat], kinds[seat], mine, acting, seat == v.start,
            tr("The start player."), palette.seat_colour(seat), badges=badges, mark=seat),
            self.hotspots)
        x0, y = rect.x + 12, top + 2
        width = rect.w - 24
        # the general supply (not drawn) at the panel's corner; the scoring tiles dealt
        self.anchor(("supply", seat), pygame.Rect(rect.right - 34, rect.y + 4, 24, 24))
        self.anchor(("dealt", seat), self.anchors.get(("dealt", seat), rect))
        tiers = y
        y = self._tiers(surface, v, seat, x0, y, width)
        # the pieces still on the board lie in its tiers (the houses lost beside them)
        for zone in ("tiers", "board", "lost"):
            self.anchor((zone, seat), pygame.Rect(x0, tiers, width, y - tiers))
        y = self._tracks(surface, v, seat, x0, y, width)
        y = self._levers(surface, v, seat, x0, y, width, mine)
        y = self._production(surface, v, seat, x0, y, width)
        foot = self._summary_box(surface, rect, v, seat, len(v.hand[seat]) if shown else 0, y)
        self._cards(surface, v, seat, shown, pygame.Rect(x0, y, width, foot - y - 4))

    def _eminence(self, surface: pygame.Surface, rect: pygame.Rect, v: BoonlakeState) -> None:
        """The Wise Eminence's solo board: its VP, cactus track, pieces left and solo tiles."""
        cactus = SOLO.cactus
        badges = [
            Badge("bl_vp", str(v.em_vp), tr("Victory points"),
                  tr("The Wise Eminence's VP track; the final scoring adds its income once more "
                     "and 10 VP for each B tile still face down.")),
            Badge("bl_cactus", str(v.cactus + 1), tr("Cactus track"),
                  tr("Space {n} of {of}: {vp} VP at every interim scoring.", n=v.cactus + 1,
                     of=len(cactus), vp=cactus[v.cactus])),
            Badge("bl_house", str(solo.houses_left(v)), tr("Houses left"),
                  tr("On its solo board; each house it places frees a space worth VP.")),
            Badge("bl_settlement", str(solo.settlements_left(v)), tr("Settlements left"),
                  tr("Each settlement replaces one of its houses on the map.")),
            Badge("bl_cattle", str(solo.cattle_left(v)), tr("Cattle left"),
                  tr("Each cattle it places goes to a pasture.")),
        ]
        top = player_panel(surface, rect, PanelSeat(
            say(solo.NAME), colour=palette.seat_colour(EMINENCE), badges=badges, mark=EMINENCE),
            self.hotspots)
        for zone in ("board", "lost"):  # its pieces left, on its solo board
            self.anchor((zone, EMINENCE), rect)
        x, y = rect.x + 12, top + 4
        lines = [tr("automated opponent"), tr("Level {n}", n=v.options.level),
                 ntr("{n} solo tile face down", "{n} solo tiles face down", len(v.solo_stack))]
        if v.solo_used:
            shown = solo.tile(v.solo_used[-1])
            lines.append(tr("Its last tile ({mark}): {strips}", mark=shown.mark,
                            strips=tr(", ").join(words.strip_name(a) for a in shown.actions)))
        for line in lines:
            y = ui.text(surface, line, (x, y), ui.capped(13), palette.TEXT,
                        max_width=rect.w - 24).bottom + 4

    def _tiers(self, surface: pygame.Surface, v: BoonlakeState, seat: int, x: int, y: int,
               width: int) -> int:
        vacated = set(PLAYER.vacated(v.removed(seat)))
        emptied = PLAYER.emptied_tiers(v.removed(seat))
        step = min(26, (width - 4 * 6) // 15)
        left, split = x, len(PLAYER.tiers)
        if step < 20:  # a narrow board: the tiers in two rows, so the pieces stay readable
            split = 2
            step = min(26, (width - 6) // sum(len(t.recesses) for t in PLAYER.tiers[split:]))

        for number, tier in enumerate(PLAYER.tiers):
            if number == split:
                x, y = left, y + step + 2
            start = x
            for recess in tier.recesses:
                empty = recess in vacated
                r = pygame.Rect(x, y, step - 2, step - 2)
                pygame.draw.rect(surface, palette.HAND if empty else palette.PANEL_EDGE, r,
                                 border_radius=3)
                if not empty:
                    icon = {"house": "bl_house", "settlement": "bl_settlement",
                            "cattle": "bl_cattle"}[recess.piece]
                    surface.blit(sprites.load(icon, (step - 4, step - 4)), (x + 1, y + 1))
                x += step
            lines = [tr("Each empty space pays at every interim scoring: {coins} coins and "
                        "{vp} VP in all for this tier's empty spaces now.",
                        coins=sum(r.coins for r in tier.recesses if r in vacated),
                        vp=sum(r.vp for r in tier.recesses if r in vacated))]
            if tier.inhabitant:
                lines.append(tr("Emptied, it frees its inhabitant."))
            if tier.interim_vp:
                lines.append(tr("Emptied: {vp} VP at every interim scoring.",
                                vp=tier.interim_vp))
            if tier.end_vp:
                lines.append(tr("Each empty space here: {vp} VP at the end.", vp=tier.end_vp))
            if tier in emptied:
                lines.append(tr("This tier is empty."))
            self.hotspots.append(Hotspot(pygame.Rect(start, y, x - start, step), None,
                                         tr("Tier {n}", n=tier.tier), "\n".join(lines)))
            x += 6
        return y + step + 4

    def _tracks(self, surface: pygame.Surface, v: BoonlakeState, seat: int, x: int, y: int,
                width: int) -> int:
        half = width // 2
        for i, (track, icon) in enumerate((("coin", "coin"), ("card", "bl_card"))):
            position = v.coin_track[seat] if track == "coin" else v.card_track[seat]
            income, vp = economy.track_income(v, seat, track)
            start = x + i * half
            end = draw.icon_number(surface, "bl_track", position, start, y, 18)
            end = draw.icon_number(surface, icon, f"+{income}", end + 2, y, 18)
            if vp:
                end = draw.icon_number(surface, "bl_vp", f"+{vp}", end, y, 18)
            title = tr("Coin track") if track == "coin" else tr("Card track")
            self.hotspots.append(Hotspot(pygame.Rect(start, y, end - start, 20), None, title,
                                         tr("Step {n}: at each interim scoring {income} and "
                                            "{vp} VP.", n=position,
                                            income=words.reward_words(track + "s", income),
                                            vp=vp)))
        return y + 24

    def _levers(self, surface: pygame.Surface, v: BoonlakeState, seat: int, x: int, y: int,
                width: int, mine: bool) -> int:
        step = min(30, width // 12)
        for i, state in enumerate(v.levers[seat]):
            r = pygame.Rect(x + i * step, y, step - 3, 21)
            self.anchor(("lever", seat, i), r)
            fill = palette.HAND if state < 0 else palette.seat_colour(seat) if state == 0 \
                else palette.MUTED
            pygame.draw.rect(surface, fill, r, border_radius=3)
            pygame.draw.rect(surface, palette.PANEL_EDGE, r, 1, border_radius=3)
            ui.text(surface, str(i + 1), r.center, ui.capped(13), palette.INK if state == 0 else
                    palette.TEXT, anchor="center")
            key = ("lever", i)
            state_words = tr("empty") if state < 0 else tr("ready") if state == 0 else \
                tr("used")
            if mine and self._lit(key):
                lit(surface, r, radius=4)
            body = words.lever_text(i) + "\n" + tr("Now: {state}.", state=state_words)
            discount = effects.permanent(v, seat, "lever_discount")
            if state < 0 and discount:  # the printed price is not what this player pays
                price = max(0, PLAYER.levers[i].cost - discount)
                body += "\n" + ntr("Your cards lower its price: {n} coin for you.",
                                   "Your cards lower its price: {n} coins for you.", price)
            if mine:
                self._spot(r, key, tr("Lever {n}", n=i + 1), body)
            else:
                self.hotspots.append(Hotspot(r, None, tr("Lever {n}", n=i + 1), body))
        return y + 25

    def _production(self, surface: pygame.Surface, v: BoonlakeState, seat: int, x: int, y: int,
                    width: int) -> int:
        have = economy.available(v, seat)
        start = x
        for r, resource in enumerate(RESOURCES):
            level = v.production[seat][r]
            x = draw.icon_number(surface, "bl_" + resource, have[resource], x, y, 18)
            if level:
                surface.blit(sprites.load("bl_site", (14, 14)), (x - 2, y + 2))
                x += 14
            x += 2
        self.hotspots.append(Hotspot(pygame.Rect(start, y, x - start, 20), None,
                                     tr("Resources available"), tr(
                                         "From production sites and canal boats; never "
                                         "spent. Sites: {sites}.",
                                         sites=tr(", ").join(
                                             tr("{resource} level {n}",
                                                resource=words.resource_name(res),
                                                n=v.production[seat][r])
                                             for r, res in enumerate(RESOURCES)
                                             if v.production[seat][r]) or tr("none"))
                                     + "\n" + more_sites()))
        cell = max(16, min(26, (width - (x - start) - 6) // len(PLAYER.canal)))
        boats = pygame.Rect(x + 6, y, cell * len(PLAYER.canal), 20)
        for p in range(len(PLAYER.canal)):
            r = pygame.Rect(boats.x + p * cell, y, cell - 2, 20)
            self.anchor(("canal", seat, p), r)
            pygame.draw.rect(surface, draw.WATER, r, border_radius=3)
            count = v.boats[seat].count(p)
            if count:
                icon = min(16, cell - 4)
                surface.blit(sprites.load("bl_boat", (icon, icon)), (r.x + 2, r.y + 2))
                if count > 1:
                    ui.text(surface, "2", (r.right, r.bottom + 1), ui.capped(12), palette.TEXT,
                            bold=True, anchor="bottomright")
        self.hotspots.append(Hotspot(boats, None, tr("Canal"), tr(
            "Two boats on the canal ({places}, upstream first), each makes 1 of its place's "
            "resource; moving upstream costs {n} coins.",
            places=tr(", ").join(words.resource_name(r) for r in PLAYER.canal),
            n=PLAYER.upstream_cost)))
        return y + 24

    def _cards(self, surface: pygame.Surface, v: BoonlakeState, seat: int, shown: bool,
               area: pygame.Rect) -> None:
        """The projects played, then the hand when it is shown (the viewer's own, or every
        hand in a finished game watched with every hand open)."""
        played = v.played[seat]
        label = ntr("{n} project played", "{n} projects played", len(played))
        drawn = ui.text(surface, label, (area.x, area.y), ui.capped(13), palette.MUTED,
                        max_width=area.w)
        self.anchor(("played", seat), drawn)
        self.hotspots.append(Hotspot(drawn, None, label, "\n".join(
            words.name_of(c) for c in played) or tr("none yet")))
        y = drawn.bottom + 2  # the hand under the line, as the line grows
        if not shown:
            return
        cards = list(v.hand[seat])
        self.anchor(("hand", seat), pygame.Rect(area.x, y, area.w, max(20, area.bottom - y)))
        card_h = CARD_H
        rows = max(1, (area.bottom - y) // card_h)
        cols = 2 if area.w >= 300 else 1  # a column narrower than 150 px cuts names
        if len(cards) > rows * cols and area.w > 420:
            cols = 3
        if len(cards) > rows * cols:  # a long hand: closer rows before another page
            card_h = CARD_H_CLOSE
            rows = max(1, (area.bottom - y) // card_h)
        fits = rows * cols
        pages = max(1, -(-len(cards) // fits))
        if pages == 1:  # else the pager takes this place, in the line above the cards
            ui.text(surface, ntr("Hand: {n} card", "Hand: {n} cards", len(cards)),
                    (area.right, area.y), ui.capped(13), palette.MUTED, anchor="topright",
                    max_width=max(20, area.right - drawn.right - 12))
        if pages > 1:  # a long hand, a page at a time: the cards usable now come first
            cards.sort(key=lambda c: not self._lit(("card", c)))
        self.hand_page = min(self.hand_page, pages - 1)
        w = (area.w - 4 * (cols - 1)) // cols
        start = self.hand_page * fits
        page = cards[start:start + fits]
        for i, card in enumerate(page):
            if card == HIDDEN:
                continue
            r = pygame.Rect(area.x + (i % cols) * (w + 4), y + (i // cols) * card_h, w,
                            card_h - 2)
            kind = catalogue.card(card).kind
            back = palette.kind_colour("time", kind)
            pygame.draw.rect(surface, back, r, border_radius=4)
            time_mark(surface, kind, (r.x + 9, r.centery), min(12, r.h - 6), back=back)
            cost = catalogue.card(card).cost_coins
            icon = r.h - 6
            surface.blit(sprites.load("coin", (icon, icon)), (r.right - icon - 3, r.y + 3))
            price = ui.text(surface, str(cost), (r.right - icon - 5, r.centery), ui.capped(icon),
                            palette.TEXT, bold=True, anchor="midright").inflate(icon + 3, 0)
            name, room = words.name_of(card), r.w - 28 - price.w
            sizes = (13, 12) if card_h == CARD_H else (12,)
            size = next((size for size in sizes if ui.font(size).size(name)[0] <= room), 11)
            ui.text(surface, name, (r.x + 20, r.centery), ui.capped(size), palette.TEXT,
                    anchor="midleft", max_width=room)
            key = ("card", card)
            if self._lit(key):
                lit(surface, r, radius=5)
            self._spot(r, key, words.name_of(card), words.card_text(card))
        if pages > 1:
            self._hand_pager(surface, area, pages, len(cards) - len(page))

    def _hand_pager(self, surface: pygame.Surface, area: pygame.Rect, pages: int,
                    unseen: int) -> None:
        """The button above a long hand (right of its heading) that shows its next page."""
        label = tr("Cards {n}/{m}", n=self.hand_page + 1, m=pages)
        r = pygame.Rect(0, 0, 96, 17)
        r.topright = (area.right, area.y - 1)
        button(surface, r, label, True, 12)

        def turn() -> None:
            self.hand_page = (self.hand_page + 1) % pages
        self.hotspots.append(Hotspot(r, None, label, ntr(
            "{n} card is on another page. Click to show the next page of your hand.",
            "{n} cards are on other pages. Click to show the next page of your hand.",
            unseen), turn))

    # ----- the icon glossary ------------------------------------------------------------
    def _glossary(self, surface: pygame.Surface) -> None:
        entries = words.glossary()
        box = pygame.Rect(0, 0, 960, 96 + 23 * len(entries))
        box.center = (596, 476)
        self.hotspots.append(Hotspot(box, None, tr("Icon glossary"), "", lambda: None))
        ui.panel(surface, box, palette.DIALOG, palette.ACCENT, width=2, radius=14)
        ui.text(surface, tr("Icon glossary"), (box.centerx, box.y + 12), ui.capped(20),
                palette.TEXT, bold=True, anchor="midtop")
        for i, (icon, name, meaning) in enumerate(entries):
            x, y = box.x + 24, box.y + 48 + i * 23
            surface.blit(sprites.load(icon, (20, 20)), (x, y))
            ui.text(surface, name, (x + 28, y + 1), ui.capped(14), palette.ACCENT, bold=True,
                    max_width=200)
            ui.text(surface, meaning, (x + 240, y + 2), ui.capped(14), palette.TEXT,
                    max_width=box.w - 290)
            self.hotspots.append(Hotspot(pygame.Rect(x, y, box.w - 48, 22), None, name,
                                         meaning))
        r = pygame.Rect(box.centerx - 60, box.bottom - 34, 120, 26)
        button(surface, r, tr("Close"), True, 13)

        def close() -> None:
            self.glossary = False
        self.hotspots.append(Hotspot(r, None, tr("Close"), tr("Back to the table."), close))
