"""The Ginkgopolis table in the grid view: the city as a grid that grows outward (fitted to the
table, mouse-wheel zoom, right/middle-drag pan, a Fit button), the player areas on the left
(screens, tokens, characters and tableaus), the viewer's hand and the tiles behind their screen
at the bottom.

The moves are declared in rules/ginkgopolis/moves.py and their places drawn here under the
keys they name; the kit's picker lights them and turns clicks into moves. Playing a card is
three places in order: a hand card (its place on the city lights up; before a card is chosen,
a building or free space whose card is in the hand stands for that card), then a tile from
behind the screen or "Play alone" (the place `("tile", -1)`), then Confirm or the lit place on
the city (`("play", card)`). A cost preview shows what the play would cost and yield."""

from __future__ import annotations

import pygame

from desktop import ui
from desktop.i18n import language, ntr, ptr, say, tr
from desktop.views import ginkgopolis_draw as art
from desktop.views import ginkgopolis_words as words
from desktop.views.kit import palette
from desktop.views.kit.buttons import move_button
from desktop.views.kit.camera import Camera, Frame
from desktop.views.kit.choice import Choice, Option, draw_choice
from desktop.views.kit.hand import HandCard, hand_mouse, hand_row, hand_strip, spectator
from desktop.views.kit.open_hands import HandRow, hands_visible, open_hands, places
from desktop.views.kit.panel import Badge, panel_rects, player_panel, seating
from desktop.views.kit.panel import Seat as PanelSeat
from desktop.views.kit.places import Step
from desktop.views.kit.row import flow
from desktop.views.kit.widgets import button, glow
from desktop.views.table import ButtonEntry, Hotspot, Table
from rules.core.actions import Action
from rules.core.message import join
from rules.core.moves import Move, Place
from rules.ginkgopolis import moves as declared
from rules.ginkgopolis.catalogue import (
    COLOUR_TITLES,
    HIDDEN,
    LETTERS,
    URBAN,
    card_name,
    card_title,
    is_urban,
    tile_name,
)
from rules.ginkgopolis.engine import MOVE
from rules.ginkgopolis.preview import district_breakdown, preview

PLAYERS = pygame.Rect(12, 64, 300, 824)
CITY = pygame.Rect(320, 64, 860, 630)
HAND = pygame.Rect(320, 702, 860, 186)
NEIGHBOURS = ((0, -1), (1, 0), (0, 1), (-1, 0))
CITY_BG = pygame.Color("#18202b")
DRAFT_ROOM = 286  # the draft docked under the city
PREVIEW_ROOM = 36 + 20 * 5  # a preview of up to 5 lines (a longer one covers the city's foot)
DISTRICT_EDGES = (pygame.Color("#f2c878"), pygame.Color("#7fe0ff"), pygame.Color("#ff9f6b"),
                  pygame.Color("#b9f27a"), pygame.Color("#e3a0ff"), pygame.Color("#ffffff"))


def _side(move: Move, *numbers: int) -> Place:
    """The place of a move's side button (its one click), with these numbers."""
    return (move.clicks[0].name, *numbers)


def _solo(v) -> int:
    return int(getattr(v, "solo", 0) or 0)


def _is_hal(v, seat: int) -> bool:
    return _solo(v) > 0 and seat == 1


def _all_open(v, viewer) -> bool:
    """A finished game watched with every hand open: the view holds every hand and screen."""
    return viewer is None and hands_visible([*v.hands, *v.screens], HIDDEN)


def _pending(v):
    return v.pending[-1] if v.phase == "resolve" and v.pending else None


def decision_seat(v) -> int | None:
    top = _pending(v)
    return top.seat if top is not None else None


def _target(v, card: int) -> tuple[int, int] | None:
    """Where a card plays on the grid: its marker's space or the building of that number."""
    if is_urban(card):
        x, y = v.markers[card - URBAN]
        return x, y
    for cell in v.cells:
        if cell[-1] == card:
            return cell[0], cell[1]
    return None


class GinkgopolisTable(Table):
    area = CITY
    glow_lengths = 4.0
    moves = declared.MOVES

    def __init__(self) -> None:
        super().__init__()
        self.picker.swaps = True  # another tile (or alone) takes the chosen tile's place
        self.camera = Camera(CITY)
        self.frame: Frame | None = None
        self._seat: int | None = None  # the viewer last drawn for

    @property
    def card(self) -> int | None:
        """The hand card being played."""
        return next((key[1] for key in self.picked if key[0] == "hand"), None)

    @property
    def tile(self) -> int | None:
        """Its tile; -1 = alone; None = not chosen yet."""
        return next((key[1] for key in self.picked if key[0] == "tile"), None)

    # ----- reactions ---------------------------------------------------------------------
    def toggle(self, mode: str) -> None:
        if mode == "alone" and self.card is not None:
            found = self.picker.outcome(("tile", -1))  # the card played alone
            if isinstance(found, Step):
                self.picked = found.picked
        elif mode == "cancel":
            self.picked = ()
        elif mode == "fit":
            self.fit()

    @property
    def zoom(self) -> float:
        return self.camera.zoom

    @property
    def pan(self) -> list[float]:
        return self.camera.pan

    def fit(self) -> None:
        self.camera.fit()

    def sync(self, v, viewer: int | None, legal: list[Action]) -> None:
        """Drop a selection that no longer fits what the viewer may do (and remember the city
        as first seen, so that what changes later glows)."""
        if self.known_landmarks is None:
            self.known_landmarks = self.landmarks(v)
        self.pick_from(v, legal, viewer)
        self.picked = self.picker.fitting()

    def landmarks(self, v) -> dict:
        """Each building of the city, by its place, with its height."""
        return {(c[0], c[1]): len(c) for c in v.cells}

    def wheel(self, pos: tuple[int, int], dy: int) -> bool:
        return self.camera.wheel(pos, dy)

    def drag(self, pos: tuple[int, int], rel: tuple[int, int]) -> bool:
        return self.camera.drag(pos, rel)

    # ----- words and buttons for the scene -----------------------------------------------
    def notes(self, v) -> list[tuple[str, pygame.Color]]:
        found = [(tr("Tile pile: {n}", n=len(v.supply)), ui.MUTED),
                 (tr("Deck: {n}", n=len(v.deck)), ui.MUTED)]
        if v.exhausted:
            found.append((tr("The tile pile ran out once"), ui.HIGHLIGHT))
        if v.ending and v.phase != "over":
            found.append((tr("Last round"), ui.BAD))
        if _solo(v):
            solo = _solo(v)
            words_ = tr("Solo: standard") if solo == 1 else tr("Solo: expert") if solo == 2 \
                else tr("Solo: {level}", level=solo)
            found.append((words_, ui.ACCENT))
        return found

    def prompt(self, v, viewer: int | None) -> str | None:
        if viewer is None:
            return None
        decision = _pending(v)
        if v.phase == "choose" and not v.chosen[viewer] and v.hands[viewer]:
            if self.card is None:
                return tr("Click a card in your hand (its place lights up on the city), then a "
                          "tile behind your screen, or play it alone.")
            if self.tile is None:
                title = card_title(self.card)
                if is_urban(self.card):
                    return tr("{card}: click a tile behind your screen to urbanize its space, "
                              "or Play alone.", card=title)
                return tr("{card}: click a tile behind your screen to build up on that "
                          "building, or Play alone.", card=title)
            return tr("Check the preview, then Confirm (or click the lit place on the city).")
        if decision is not None and decision.seat == viewer and decision.kind == MOVE:
            if _is_hal(v, v.cells[-1][2]):
                return tr("Hal urbanized {l}: in the solo game you move his marker for him. "
                          "Click a lit space.", l=LETTERS[decision.number])
            return tr("Click a lit space to move urbanization marker {l}.",
                      l=LETTERS[decision.number])
        if v.phase == "addtiles" and not v.done[viewer]:
            return tr("The tile pile ran out: click tiles behind your screen to add them to "
                      "the pile (1 point each), then Done.")
        return None

    def buttons(self, v, viewer: int | None, legal: list[Action]) -> list[ButtonEntry]:
        self.pick_from(v, legal, viewer)
        entries: list[ButtonEntry] = []
        if v.phase == "choose":
            if self.card is not None:
                if self.tile is not None:  # Confirm: a click on the card's lit place
                    entries.append(ButtonEntry(tr("Confirm"), tr("Confirm"),
                                               self._button(("play", self.card)), True,
                                               slot=(0, 0, 2)))
                if self.tile != -1:
                    label = tr("Play alone (take 1 resource or tile)") if is_urban(self.card) \
                        else tr("Play alone (exploit)")
                    entries.append(ButtonEntry(label, tr("Alone"), "alone", slot=(1, 0, 2),
                                               place=("tile", -1)))
                entries.append(ButtonEntry(tr("Cancel"), tr("Cancel"), "cancel", slot=(2, 0, 2)))
            # Refresh keeps its own place, whether a card is selected or not.
            for move, slot in ((declared.REFRESH, (4, 0, 2)), (declared.PASS, (0, 0, 2))):
                entries += self._side_button(v, viewer, move, slot)
        # Below Confirm's place: a double click on Confirm takes nothing by accident.
        for what in (0, 1):  # a resource, a tile
            entries += self._side_button(v, viewer, declared.TAKE, (2, what, 1), what)
        entries += self._side_button(v, viewer, declared.DONE, (3, 0, 2))
        return entries

    def _side_button(self, v, viewer: int, move: Move, slot: tuple[int, int, int],
                     *numbers: int) -> list[ButtonEntry]:
        """The side button of `move` with these numbers, in its slot and its move's words,
        while it is lit (none otherwise)."""
        key = _side(move, *numbers)
        if not self.picker.lit(key):
            return []
        return [move_button(declared.MOVES, v, viewer, self._button(key), slot=slot)]

    def _button(self, key: Place) -> Action:
        """What a side button plays: a click on its place."""
        action = self.picker.action(key)
        assert action is not None, f"no move is made at {key}"
        return action

    # ----- drawing -----------------------------------------------------------------------
    def rect_of(self, key: Place | None, piece: str = "",
                piece_id: int | None = None) -> pygame.Rect | None:
        """As `Table.rect_of`; a card's own place `("hand", card)` is in the viewer's hand
        (or on the city, standing for it): never another hand's card."""
        if key is not None and key[0] == "hand" and key != ("hand", self._seat):
            piece_id = None
        return super().rect_of(key, piece, piece_id)

    def frame_key(self) -> tuple | None:
        """None while a card is chosen: its place on the city pulses."""
        return None if self.card is not None else super().frame_key()

    def picture_key(self, v, viewer: int | None, legal: list[Action], names: list[str],
                    kinds: list[str]) -> tuple | None:
        """The state, the choices, the camera, the language and the mouse while it is over
        the hand (the card under it is lifted); None while a card is chosen (its place on the
        city pulses: painted every frame)."""
        if self.card is not None:
            return None
        return (v.version, viewer, tuple(legal), tuple(names), tuple(kinds), self.picked,
                self.camera.zoom, tuple(self.camera.pan), language(),
                hand_mouse(self.mouse, HAND))

    def paint(self, surface: pygame.Surface, v, viewer: int | None, legal: list[Action],
              names: list[str], kinds: list[str]) -> None:
        self.new_frame()
        self.pick_from(v, legal, viewer)
        self._seat = viewer  # whose hand is drawn (`rect_of`)
        lines = self._preview_lines(v, viewer) if self.card is not None and viewer is not None \
            else []
        drafting = v.phase == "draft" and viewer is not None and v.draft_hands[viewer] \
            and not v.picked[viewer]
        box = None  # the preview or the draft, docked under the city (refitted above it)
        if lines or drafting:
            box = pygame.Rect(0, 0, CITY.w - 24, 286 if drafting else
                              14 + ui.grown(22) + ui.grown(20) * len(lines))
            box.midbottom = (CITY.centerx, CITY.bottom - 8)
        # While a card is chosen the city keeps one size, fitted above the room a preview
        # takes, whether a card is selected or not (so it does not jump at each click).
        reserve = DRAFT_ROOM if drafting else PREVIEW_ROOM if self._choosing(v, viewer, legal) \
            else 0
        self._city(surface, v, viewer, legal, CITY.h - reserve - 16 if reserve else CITY.h)
        self._players(surface, v, viewer, kinds)
        self._hand(surface, v, viewer)
        if drafting:
            self._draft(surface, v, viewer, box)
        elif box is not None:
            self._preview(surface, box, lines)

    @staticmethod
    def _choosing(v, viewer: int | None, legal: list[Action]) -> bool:
        """The viewer chooses a card to play (a preview may show under the city)."""
        return viewer is not None and v.phase == "choose" and any(
            a.kind == declared.PLAY.kind for a in legal)

    # ----- the city ----------------------------------------------------------------------
    def _city(self, surface, v, viewer, legal: list[Action], height: int) -> None:
        ui.panel(surface, CITY, CITY_BG, ui.PANEL_EDGE)
        # the tile pile and the decks (counted in the notes above) lie at the city's corner
        self.anchor(("supply",), pygame.Rect(CITY.x + 10, CITY.y + 10, 30, 30))
        for i, zone in enumerate(("deck", "discard", "aside", "box")):
            self.anchor((zone,), pygame.Rect(CITY.x + 48 + 4 * i, CITY.y + 8, 24, 34))
        self.anchor(("removed",), self.anchors[("supply",)])
        points = [(c[0], c[1]) for c in v.cells] + [(m[0], m[1]) for m in v.markers]
        points += [tuple(a.args) for a in legal if a.kind == declared.MOVE.kind]
        room = pygame.Rect(CITY.x, CITY.y, CITY.w, max(200, height)).inflate(-16, -16)
        frame = self.camera.frame(points, room)
        self.frame = frame
        clip = surface.get_clip()
        surface.set_clip(CITY.inflate(-4, -4))
        decision = _pending(v)
        moving = decision is not None and decision.seat == viewer and decision.kind == MOVE
        target = _target(v, self.card) if self.card is not None else None
        choosing = self._choosing(v, viewer, legal)
        occupied = {(c[0], c[1]) for c in v.cells}
        marker_at = {(m[0], m[1]): i for i, m in enumerate(v.markers)}
        if moving:
            self._move_spaces(surface, v, frame, occupied, marker_at)
        pulse = 0.5 + 0.5 * abs((pygame.time.get_ticks() % 1200) / 600 - 1)
        playing = self._resolving(v)
        for cell in v.cells:
            key = (cell[0], cell[1])
            r = frame.rect(*key)
            # its tiles and resources (at the city's edge while panned out of sight)
            self.anchor(("space", *key), r if r.colliderect(CITY) else r.clamp(CITY))
            if not r.colliderect(CITY):
                continue
            art.building(surface, r, cell, dim=target is not None and key != target)
            title, body = words.building_tip(cell, v)
            if key == target:
                pygame.draw.rect(surface, ui.HIGHLIGHT.lerp(ui.GOOD, pulse), r.inflate(2, 2), 4,
                                 border_radius=max(4, r.w // 8))
            if key in self.flash:
                glow(surface, r, self.flash[key], ui.HIGHLIGHT, radius=max(6, r.w // 7))
            if playing and playing[0] == key:
                pygame.draw.rect(surface, playing[1], r.inflate(6, 6), 3,
                                 border_radius=max(4, r.w // 7))
            if choosing:
                self._card_place(r, cell[-1], title, body, tr(
                    "Click to play your {card} card here.", card=card_name(cell[-1])))
            else:
                self.hotspots.append(Hotspot(r, None, title, body))
        for letter, m in enumerate(v.markers):
            key = (m[0], m[1])
            if key in occupied:
                continue
            r = frame.rect(*key)
            lit = key == target
            art.marker_space(surface, r, letter, lit=lit, dim=target is not None and not lit)
            if playing and playing[0] == key:
                pygame.draw.circle(surface, playing[1], r.center, int(r.w * 0.44), 3)
            title = tr("Urbanization marker {l}", l=LETTERS[letter])
            body = tr("A free space: the urbanization card {l} builds a new building here.",
                      l=LETTERS[letter])
            if lit:
                pygame.draw.circle(surface, ui.HIGHLIGHT.lerp(ui.GOOD, pulse), r.center,
                                   int(r.w * 0.42), 4)
            if choosing:
                self._card_place(r, URBAN + letter, title, body, tr(
                    "Click to play your urbanization card {l} here.", l=LETTERS[letter]))
            else:
                self.hotspots.append(Hotspot(r, None, title, body))
        surface.set_clip(clip)
        self._fit_button(surface)

    @staticmethod
    def _resolving(v):
        """The place of the play being resolved now and its player's colour, if shown."""
        if v.phase != "resolve" or v.turn >= v.n:
            return None
        seat = v.order()[v.turn]
        chosen = v.chosen[seat]
        if not chosen or chosen[0] < 0:
            return None
        key = _target(v, chosen[0])
        colour = art.hal_colour() if _is_hal(v, seat) else art.player_colour(seat)
        return (key, colour) if key is not None else None

    def _card_place(self, r: pygame.Rect, card: int, title: str, body: str,
                    pick: str) -> None:
        """A building or free space of the city while the viewer chooses a play: before a
        card is chosen it stands for its card in the hand (`pick` says so); once one is, it is
        that card's place on the city, where the chosen play is confirmed."""
        if self.card is None:
            key: Place = ("hand", card)
            self.place(r, key, title, f"{body}\n{pick}" if self.picker.lit(key) else body)
        elif card != self.card:
            self.place(r, ("play", card), title, body,
                       tr("Your {card} card plays only on the lit place.",
                          card=card_name(self.card)))
        elif self.tile is None:
            self.place(r, ("play", card), title, body + "\n" + tr(
                "Your chosen card plays here. Now pick a tile or play alone."),
                tr("Now click a tile behind your screen, or press Play alone."))
        else:
            self.place(r, ("play", card), title,
                       body + "\n" + tr("Click to confirm this play."))

    def _move_spaces(self, surface, v, frame, occupied, marker_at) -> None:
        """The marker to move: every empty space next to the city; the legal ones are lit,
        a click on another asks the rules, who say why it is refused."""
        letter = v.pending[-1].number
        spaces = {(c[0] + dx, c[1] + dy) for c in v.cells for dx, dy in NEIGHBOURS}
        spaces -= occupied
        spaces -= {k for k, i in marker_at.items() if i != letter}
        for key in sorted(spaces, key=lambda p: (p[1], p[0])):
            r = frame.rect(*key)
            place = ("space", *key)
            lit = self.picker.lit(place)
            art.empty_space(surface, r, ui.HIGHLIGHT if lit else pygame.Color("#3a4258"),
                            3 if lit else 1)
            if lit:
                ui.text(surface, LETTERS[letter], r.center, max(10, r.w // 3), ui.HIGHLIGHT,
                        bold=True, anchor="center")
            self.place(r, place, tr("Move marker {l} here", l=LETTERS[letter]) if lit
                       else tr("Empty space"),
                       "" if lit else tr("Marker {l} cannot go here.", l=LETTERS[letter]))

    def _fit_button(self, surface) -> None:
        r = pygame.Rect(CITY.right - 64, CITY.y + 8, 56, 26)
        button(surface, r, tr("Fit"), self.camera.moved)

        def fit() -> None:
            self.fit()
        self.hotspots.append(Hotspot(r, None, tr("Fit the city"), tr(
            "Mouse wheel zooms, right or middle drag pans; click to fit the whole city."), fit))

    # ----- the players -------------------------------------------------------------------
    def _players(self, surface, v, viewer, kinds) -> None:
        for seat, rect in zip(seating(v.n, viewer), panel_rects(v.n, PLAYERS, 1), strict=True):
            self._panel(surface, rect, v, seat, viewer, kinds[seat] if seat < len(kinds)
                        else "human")

    def _secret(self, v, seat: int, viewer) -> bool:
        """Points and resources behind the screen are shown only to their owner (unless the
        screens are open or the game is over); the automated opponent has no screen."""
        return not (seat == viewer or v.open_screens or v.phase == "over" or _is_hal(v, seat)
                    or _all_open(v, viewer))

    def shown_numbers(self, v, seat: int, viewer) -> tuple[str, str]:
        """A player's points and resources behind the screen as the table shows them."""
        if self._secret(v, seat, viewer):
            return "?", "?"
        return str(v.points[seat]), str(v.res_behind[seat])

    def _panel(self, surface, rect, v, seat, viewer, kind) -> None:
        decision = _pending(v)
        mine = seat == viewer
        hal = _is_hal(v, seat)
        secret = self._secret(v, seat, viewer)
        points, behind = self.shown_numbers(v, seat, viewer)
        badges = [
            Badge("ginkgo_point", points, tr("Points"),
                  tr("Hidden behind the screen.") if secret else
                  tr("Points scored so far (end-game scoring comes on top).")),
            Badge("ginkgo_resource", f"{behind} ({v.res_supply[seat]})", tr("Resources"),
                  tr("Behind the screen (still in the supply). {n} on the city.",
                     n=v.board_resources(seat)), anchor=("resources", seat)),
            Badge("ginkgo_tile", str(len(v.screens[seat])), tr("Tiles behind the screen"),
                  self._tiles_note(v, seat, viewer),
                  anchor=None if mine and not hal else ("screen", seat)),  # else the hand's
        ]
        if not hal:
            badges.append(Badge("ginkgo_refresh", str(v.tokens[seat]), tr("Refresh-hand tokens"),
                                tr("Each may be spent to discard the hand and draw 4; each "
                                   "unused token is worth 2 points at the end.")))
        y = player_panel(surface, rect, PanelSeat(
            words.seat_name(v, seat), kind, mine=mine, acting=self._acting(v, seat, decision),
            start=v.order()[0] == seat and v.phase != "over",
            start_tip=tr("Plays resolve in turn order from this player; it moves left each "
                         "round."), colour=art.hal_colour() if hal else art.player_colour(seat),
            automated=hal, badges=badges, mark=seat), self.hotspots) + 2
        x = rect.x + 14
        # resources behind the screen lie with its tiles (the viewer's in the hand's screen)
        screen = next((spot.rect for spot in self.hotspots if spot.anchor == ("screen", seat)),
                      rect)
        for zone in ("behind", "draft", "hand", "chosen", "offered"):  # until drawn closer
            self.anchor((zone, seat), screen if zone == "behind" else rect)
        # hand and status
        hand = v.hands[seat]
        label, label_right = "", x
        if not mine:
            self.anchor(("hand", seat), pygame.Rect(x, y + 1, 12 + min(len(hand), 6) * 9, 17))
            for i in range(min(len(hand), 6)):
                back = pygame.Rect(x + i * 9, y + 1, 12, 17)
                pygame.draw.rect(surface, pygame.Color("#35507a"), back, border_radius=2)
                pygame.draw.rect(surface, ui.TEXT, back, 1, border_radius=2)
            label = "" if _is_hal(v, seat) else ntr("{n} card", "{n} cards", len(hand))
            hx = x + min(len(hand), 6) * 9 + 10
            if label:
                label_right = ui.text(surface, label, (hx, y + 1), ui.capped(13), ui.MUTED).right
        status, colour = self._status(v, seat, viewer)
        room = rect.w - (110 if not mine else 20)
        if label:  # the status keeps clear of the hand's words
            room = min(room, rect.right - 10 - label_right - 8)
        said = ui.text(surface, status, (rect.right - 10, y + 1), ui.capped(13), colour,
                       anchor="topright", max_width=room)
        # a chosen play and the tiles added to the pile are told there
        said = said if said.w >= 24 else pygame.Rect(rect.right - 50, y, 40, 18)
        self.anchor(("chosen", seat), said)
        self.anchor(("offered", seat), said)
        # characters and tableau
        y += 24
        cards = pygame.Rect(x, y, rect.w - 20, rect.bottom - y - 6)
        for zone in ("character", "tableau"):
            self.anchor((zone, seat), cards if cards.h >= 20 else rect)
        self._cards(surface, cards, v, seat)

    def _tiles_note(self, v, seat, viewer) -> str:
        tiles = [t for t in v.screens[seat] if t >= 0]
        if tiles:
            return say(join(tile_name(t) for t in tiles))
        if v.screens[seat]:
            return ntr("{n} tile, hidden behind the screen.",
                       "{n} tiles, hidden behind the screen.", len(v.screens[seat]))
        return tr("No tiles behind the screen.")

    def _acting(self, v, seat, decision) -> bool:
        if v.phase == "draft":
            return not v.picked[seat]
        if v.phase == "choose":
            return not v.chosen[seat]
        if v.phase == "addtiles":
            return not v.done[seat]
        if decision is not None:
            return decision.seat == seat
        return v.phase == "resolve" and v.turn < v.n and v.order()[v.turn] == seat

    def _status(self, v, seat, viewer) -> tuple[str, pygame.Color]:
        phase = v.phase
        if phase == "draft":
            return (tr("has kept a character"), ui.GOOD) if v.picked[seat] else \
                (tr("choosing a character…"), ui.HIGHLIGHT)
        if phase == "addtiles":
            offered = len(v.offered[seat])
            if v.done[seat]:
                return tr("done, added {n}", n=offered), ui.GOOD
            return tr("adding tiles ({n})", n=offered), ui.HIGHLIGHT
        if phase == "over":
            return "", ui.MUTED
        chosen = v.chosen[seat]
        if _is_hal(v, seat) and not (chosen and chosen[0] >= 0):
            return (tr("card drawn face down"), ui.MUTED) if chosen else ("", ui.MUTED)
        if phase == "choose":
            if not chosen:
                return tr("choosing…"), ui.HIGHLIGHT
            return self._chosen_words(chosen, seat == viewer or _all_open(v, viewer)), ui.GOOD
        if phase == "resolve":
            if not chosen:
                done = seat in v.order()[:v.turn]
                return (tr("played") if done else "", ui.MUTED)
            # Hal always builds: his revealed card is being played with the tile he drew
            placing = decision_seat(v) == seat or _is_hal(v, seat)
            return self._chosen_words(chosen, True, placing), ui.HIGHLIGHT
        return "", ui.MUTED

    @staticmethod
    def _chosen_words(chosen, visible: bool, placing: bool = False) -> str:
        """A chosen play in words; `placing`: its tile is on the city already (a decision of
        the same play is pending)."""
        card, tile = chosen
        if placing and card >= 0:
            return tr("playing {card}", card=card_name(card))
        if card == -1:
            return tr("no card to play")
        if card == HIDDEN or not visible:
            return tr("has chosen, with a tile") if tile != -1 else tr("has chosen, alone")
        if tile >= 0:
            return tr("{card} + tile {tile}", card=card_name(card), tile=tile_name(tile))
        return tr("{card}, alone", card=card_name(card))

    def _cards(self, surface, area: pygame.Rect, v, seat) -> None:
        chars = list(v.chars[seat])
        tableau = list(v.tableau[seat])
        count = len(chars) + len(tableau)
        if area.h < 20 or count == 0:
            if count == 0 and area.h >= 20:
                ui.text(surface, tr("No cards played yet") if not _is_hal(v, seat) else
                        tr("No kept cards yet"), (area.x, area.y + 4), 13, ui.MUTED)
            return
        h = max(24, min(56, area.h))
        rects = flow(count, area, int(h * 0.74), h)
        items = [("char", c) for c in chars] + [("card", c) for c in tableau]
        for r, (what, card) in zip(rects, items, strict=True):
            if what == "char":
                if card == HIDDEN:
                    art.hidden_chip(surface, r)
                    self.hotspots.append(Hotspot(r, None, tr("A character"), tr(
                        "Kept in the draft; revealed when the draft ends.")))
                    continue
                art.character_chip(surface, r, card)
                self.hotspots.append(Hotspot(r, None, *words.character_tip(card)))
            else:
                art.card_chip(surface, r, card)
                title, _ = words.card_tip(card)
                self.hotspots.append(Hotspot(r, None, title, words.card_effect(card)))

    # ----- the viewer's hand and screen --------------------------------------------------
    def _hand(self, surface, v, viewer) -> None:
        if viewer is None:
            spectator(surface, HAND, _all_open(v, viewer), lambda: self._open_hands(surface, v),
                      tr("Watching: hands and screens are hidden."))
            return
        if _is_hal(v, viewer):
            ui.panel(surface, HAND, palette.HAND)
            return
        hand_strip(surface, HAND, tr("Your hand"), 16)
        self.anchor(("hand", viewer), pygame.Rect(HAND.x + 14, HAND.y + 42, 406, 130))
        cards = []
        for card in v.hands[viewer]:
            picked = card == self.card
            title, body = words.card_tip(card)
            cards.append(HandCard(card, title, body,
                                  lit=self.card is None and self.picker.lit(("hand", card)),
                                  chosen=picked, dim=self.card is not None and not picked))
        unplayable = self._unplayable(v, viewer)
        hand_row(surface, self.hotspots, HAND, cards,
                 lambda s, r, c, _: art.hand_card(s, r, c.card, lit=c.lit, picked=c.chosen,
                                                  dim=c.dim),
                 (92, 130), top=42, width=420, mouse=self.mouse, lift=6, rise=8,
                 empty=tr("No cards in hand"), empty_size=15,
                 spot=lambda r, c: self._mine(r, ("hand", c.card), c.title, c.body, unplayable))
        chosen = v.chosen[viewer]
        if v.phase in ("choose", "resolve") and chosen and chosen[0] >= 0:
            words_ = self._chosen_words(chosen, True, decision_seat(v) == viewer)
            said = ui.text(surface, tr("Your play: {what}", what=words_),
                           (HAND.x + 120, HAND.y + 9), 15, ui.GOOD, bold=True)
            self.anchor(("chosen", viewer), said)
        self._screen(surface, v, viewer)

    def _open_hands(self, surface, v) -> None:
        """A finished game watched with every hand open: each player's hand, then the tiles
        behind their screen."""
        rows = [HandRow(words.seat_name(v, seat), len(hand),
                        art.hal_colour() if _is_hal(v, seat) else art.player_colour(seat))
                for seat, hand in enumerate(v.hands)]
        for seat, room in enumerate(open_hands(surface, HAND, rows)):
            cards = pygame.Rect(room.x, room.y, 190, room.h)
            for card, r in zip(v.hands[seat], places(len(v.hands[seat]), cards, (38, 46)),
                               strict=True):
                art.any_card_chip(surface, r, card)
                self.hotspots.append(Hotspot(r, None, *words.card_tip(card)))
            tiles = pygame.Rect(cards.right + 16, room.y, room.right - cards.right - 16, room.h)
            for tile, r in zip(v.screens[seat], places(len(v.screens[seat]), tiles, (34, 34)),
                               strict=True):
                art.tile_chip(surface, r, tile)
                self.hotspots.append(Hotspot(r, None, say(card_title(tile)),
                                             tr("Behind the screen.")))

    def _mine(self, r: pygame.Rect, key: Place, title: str, body: str, first: str) -> None:
        """A card in the viewer's hand or a tile behind their screen: a place while a move
        goes through it, else `first` says why a click on it does nothing now."""
        if self.picker.lit(key) or self.picker.is_chosen(key):
            self.place(r, key, title, body)
        else:
            self.place_rects[key] = r
            self.hotspots.append(Hotspot(r, None, title, body, lambda: first))

    @staticmethod
    def _unplayable(v, viewer) -> str:
        if v.phase == "choose" and v.chosen[viewer]:
            return tr("You have already chosen your play this round.")
        if v.phase == "choose":
            return tr("You cannot play that card now.")
        return tr("Cards are chosen at the start of each round.")

    def _screen(self, surface, v, viewer) -> None:
        """The tiles behind the viewer's screen (and the resources there)."""
        left = HAND.x + 440
        box = pygame.Rect(left, HAND.y + 6, HAND.right - left - 8, HAND.h - 12)
        ui.panel(surface, box, pygame.Color("#222a3c"), ui.PANEL_EDGE, radius=8)
        for zone in ("screen", "offered"):  # the tiles added are told at its foot
            self.anchor((zone, viewer), box)
        tiles = v.screens[viewer]
        head = ui.text(surface, tr("Behind your screen"), (box.x + 10, box.y + 6), ui.capped(15),
                       ui.MUTED, bold=True)  # the tiles are 34 px below
        art.icon(surface, "ginkgo_resource", (head.right + 12, box.y + 6), 18)
        self.anchor(("behind", viewer), pygame.Rect(head.right + 12, box.y + 6, 18, 18))
        n = v.res_behind[viewer]
        ui.text(surface, ntr("{n} resource", "{n} resources", n),
                (head.right + 34, box.y + 6), ui.capped(15), ui.TEXT, bold=True,
                max_width=box.right - head.right - 40)
        adding = self.picker.lit(_side(declared.DONE))  # tiles are being added
        rects = flow(len(tiles), pygame.Rect(box.x + 10, box.y + 34, box.w - 20, box.h - 60),
                     42, 42, gap=6, min_h=30)
        picking = self.card is not None
        for r, tile in zip(rects, tiles, strict=True):
            picked = picking and tile == self.tile
            r = r.move(0, -5 if picked else 0)
            key = ("tile", tile)
            art.tile_chip(surface, r, tile, lit=(adding or picking) and self.picker.lit(key),
                          picked=picked)
            body = tr("Click to add it to the tile pile (1 point).") if adding else \
                tr("Click to play it with your chosen card.") if picking else \
                tr("Goes with a building or urbanization card.")
            first = tr("First click a card in your hand.") if v.phase == "choose" and \
                not v.chosen[viewer] else tr("Tiles go with a card at the start of a round.")
            if adding or picking:
                self.place(r, key, say(card_title(tile)), body)
            else:  # a tile alone is a move only when tiles are added to the pile
                self.place_rects[key] = r
                self.hotspots.append(Hotspot(r, None, say(card_title(tile)), body,
                                             lambda first=first: first))
        if not tiles:
            ui.text(surface, tr("No tiles: you can only play cards alone."),
                    (box.x + 10, box.y + 40), 14, ui.MUTED)
        offered = [t for t in v.offered[viewer] if t >= 0]
        if offered:
            ui.text(surface, tr("Added to the pile: {tiles}",
                                tiles=join(tile_name(t) for t in offered)),
                    (box.x + 10, box.bottom - 22), 13, ui.GOOD, max_width=box.w - 20)

    def _preview_lines(self, v, viewer) -> list[tuple[str, pygame.Color]]:
        """What the selected play would do, wrapped to the preview box."""
        card = self.card
        lines: list[tuple[str, pygame.Color]] = []
        if self.tile is None:
            alone = preview(v, viewer, card)
            lines.append((tr("Alone: {what}", what=alone.text), ui.TEXT))
            if v.screens[viewer]:
                lines.append((tr("With a tile: choose one behind your screen to see its cost."),
                              ui.MUTED))
        else:
            p = preview(v, viewer, card, self.tile)
            for i, line in enumerate(p.lines):
                bad = not p.affordable and i == len(p.lines) - 1  # why it cannot be paid
                lines.append((say(line), ui.BAD if bad else ui.TEXT))
        lines.append((tr("Computed on the city as it is now; earlier plays this round may "
                         "change it."), ui.MUTED))
        wrapped: list[tuple[str, pygame.Color]] = []
        for line, colour in lines:
            wrapped += [(part, colour) for part in ui.wrap(line, 15, CITY.w - 48)]
        return wrapped

    def _preview(self, surface, box: pygame.Rect, lines) -> None:
        """The preview box over the bottom of the city."""
        ui.panel(surface, box, pygame.Color("#0f1219"), ui.ACCENT, radius=10, width=2)
        ui.text(surface, tr("Preview"), (box.x + 12, box.y + 6), 15, ui.ACCENT, bold=True)
        top, step = box.y + 6 + ui.grown(22), ui.grown(20)  # the lines grow with the text
        for i, (line, colour) in enumerate(lines):
            ui.text(surface, line, (box.x + 12, top + step * i), 15, colour)

    # ----- the draft ---------------------------------------------------------------------
    def _draft(self, surface, v, viewer, box: pygame.Rect) -> None:
        """The characters to keep, docked under the city so that it stays in view."""
        options, kept = [], [words.character_tip(c)[0] for c in v.chars[viewer] if c >= 0]
        characters = sorted(c for c in v.draft_hands[viewer] if c >= 0)
        for c in characters:
            options.append(Option(*words.character_tip(c),
                                  legal=self.picker.lit(("character", c)),
                                  face=lambda s, r, lit, c=c: art.character_card(s, r, c, lit)))
        self.anchor(("draft", viewer), box)
        rects = draw_choice(surface, box, Choice(
            tr("Keep one character"), options, tr("The others pass to the left. You will have 3."),
            footer=tr("Kept: {chars}", chars=join(kept)) if kept else "",
            footer_colour=ui.GOOD, aspect=150 / 176, max_w=150, gap=14), self.hotspots)
        for c, option, r in zip(characters, options, rects, strict=True):
            self.place(r, ("character", c), option.title, option.body)

    # ----- the end screen ----------------------------------------------------------------
    def end_panel(self, surface: pygame.Surface, state, rect: pygame.Rect) -> None:
        """The final city with each district outlined, and the points each player got."""
        if rect.h < 80:
            return
        found = district_breakdown(state)
        city = pygame.Rect(rect.x, rect.y, min(rect.w // 2, int(rect.h * 1.6)), rect.h)
        ui.panel(surface, city, CITY_BG)
        points = [(c[0], c[1]) for c in state.cells]
        frame = Frame(points, city.inflate(-12, -12), margin=0.2)
        in_district = {}
        for i, d in enumerate(found):
            for cell in d.cells:
                in_district[(cell[0], cell[1])] = i
        for cell in state.cells:
            key = (cell[0], cell[1])
            art.building(surface, frame.rect(*key), cell, dim=key not in in_district)
        for i, d in enumerate(found):
            edge = DISTRICT_EDGES[i % len(DISTRICT_EDGES)]
            keys = {(c[0], c[1]) for c in d.cells}
            for x, y in keys:
                r = frame.rect(x, y)
                for dx, dy in NEIGHBOURS:
                    if (x + dx, y + dy) in keys:
                        continue
                    a, b = {(0, -1): (r.topleft, r.topright), (1, 0): (r.topright, r.bottomright),
                            (0, 1): (r.bottomleft, r.bottomright),
                            (-1, 0): (r.topleft, r.bottomleft)}[(dx, dy)]
                    pygame.draw.line(surface, edge, a, b, 3)
            first = min(keys, key=lambda p: (p[1], p[0]))
            tag = frame.rect(*first)
            pygame.draw.circle(surface, edge, tag.topleft, 9)
            ui.text(surface, str(i + 1), tag.topleft, 12, art.INK, bold=True, anchor="center")
        legend = pygame.Rect(city.right + 16, rect.y, rect.right - city.right - 16, rect.h)
        ui.text(surface, tr("Districts"), (legend.x, legend.y), ui.capped(17), ui.ACCENT,
                bold=True)
        top, step = ui.grown(26, ui.SMALL_BOX_SCALE), ui.grown(19, ui.SMALL_BOX_SCALE)
        rows = max(1, (legend.h - top) // step)
        cols = max(1, -(-len(found) // rows))
        col_w = legend.w // cols
        for i, d in enumerate(found):
            col, row = divmod(i, rows)
            scored = sorted(d.points.items(), key=lambda kv: -kv[1])
            who = say(join(ptr("ginkgopolis district", "{who} {n}",
                               who=words.seat_name(state, s), n=p) for s, p in scored)) \
                if scored else tr("no owner")
            line = tr("{i}. {colour} ({n}): {who}", i=i + 1, colour=COLOUR_TITLES[d.colour],
                      n=len(d.cells), who=who)
            at = (legend.x + col * col_w, legend.y + top + row * step)
            pygame.draw.circle(surface, DISTRICT_EDGES[i % len(DISTRICT_EDGES)],
                               (at[0] + 5, at[1] + 9), 5)
            ui.text(surface, line, (at[0] + 14, at[1]), ui.capped(14), ui.TEXT,
                    max_width=col_w - 20)
        if not found:
            ui.text(surface, tr("No districts: no two adjacent buildings share a colour."),
                    (legend.x, legend.y + top), ui.capped(14), ui.MUTED)
