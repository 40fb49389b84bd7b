"""What the game scene asks of a game's table view, with the defaults every view shares.

The scene is game-neutral: it owns the header, log, side buttons, undo, save and the
pass-and-play cover, and asks the table for everything that depends on the game. A table
draws a rules view, maps clicks to candidate actions (`hit`) and may add side buttons,
a prompt, header notes, a countdown and an end-screen panel of its own.

Drawing is pure: `draw`, `buttons`, `prompt` and `notes` change nothing (except the hotspots
`draw` lays out). A table brings its selection up to date in `sync`, which the scene calls
once per new state version (and when the viewer changes).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from desktop import ui
from desktop.i18n import say, tr
from desktop.views.kit.places import Choose, Gather, Picker, Play, Refuse, Step
from rules.core.actions import Action
from rules.core.message import msg
from rules.core.moves import Moves, Place

TABLE_AREA = pygame.Rect(12, 64, 1168, 824)  # the table's part of the 1600x900 window


def glow_alpha(left: float) -> int:
    """How opaque the ring of something new is with `left` seconds of glow left: whole
    until it fades in its last second (`kit.widgets.glow`)."""
    return int(220 * max(0.0, min(1.0, left)))


@dataclass
class Hotspot:
    """A clickable (and hoverable) place: an engine action (or a tuple of actions played in
    order, a confirmed selection), or a `local` step that only changes what the view shows
    (it may return a message for the player)."""
    rect: pygame.Rect
    action: Action | tuple[Action, ...] | None
    title: str
    body: str = ""
    local: Callable[[], str | None] | None = None
    anchor: Place | None = None  # the place pieces lie in that it shows (a purse's badge)


@dataclass(frozen=True)
class Countdown:
    """A timed answer a human must give (Citadels' Ball Room: thank the crown holder). The
    scene shows `label` as a prominent button in a panel (`heading`, `text`) with a shrinking
    bar; when `seconds` (at the normal animation speed) run out it plays `timeout` and shows
    `late`."""
    answer: Action
    timeout: Action
    label: str
    heading: str
    text: str
    late: str
    seconds: float = 4.0


@dataclass
class ButtonEntry:
    """A side button: the full label, a compact label for two-column layouts, and the
    action it plays (or a tuple of actions played in order) or the view mode (a string) it
    toggles. A `slot` (row, column, columns wide) in the scene's fixed grid of two columns
    keeps a button in its place while others come and go; it is used when every entry has
    one. A view mode that stands for a place of a declared move names it (`place`: Ginkgopolis's
    Play alone is the tile -1), so that the hint and the coach mark the button too."""
    label: str
    short: str
    what: Action | str | tuple[Action, ...]
    primary: bool = False
    slot: tuple[int, int, int] | None = None
    place: Place | None = None


class Table:
    """Defaults: no buttons, notes or prompt of its own; hotspots hit newest first.

    A table whose game declares its moves (rules/core/moves.py) sets `moves`, calls
    `pick_from` at the start of `sync`, `draw` (after `new_frame`) and `buttons`, and draws
    its places with `place`: the kit lights them and turns their clicks into moves
    (kit/places.py). `picked` holds the places clicked so far towards a move (with a place
    whose several ways are listed: `choosing`, the place and those moves), `gathered` the
    moves gathered to be confirmed together (a discard of several cards)."""

    area = TABLE_AREA  # where overlays of the scene (a countdown panel) are centred

    glow_lengths = 6.0  # something new glows for this many animation lengths

    moves: Moves | None = None

    def __init__(self) -> None:
        self.hotspots: list[Hotspot] = []
        self.picked: tuple[Place, ...] = ()
        self.gathered: tuple[Action, ...] = ()  # gathered moves, played together when confirmed
        self.picker = Picker()  # the last frame's legal moves, as places (layout)
        self.place_rects: dict[Place, pygame.Rect] = {}  # where each place was last drawn
        self.anchors: dict[Place, pygame.Rect] = {}  # where pieces lie, if not a place
        self.choosing: tuple[Place, tuple[Action, ...]] | None = None
        self.flash: dict[Any, float] = {}  # something new -> seconds of glow left
        self.mouse: tuple[int, int] | None = None  # set by the scene each frame (hover lift)
        self.known_landmarks: dict[Any, Any] | None = None  # as last announced

    def sync(self, v: Any, viewer: int | None, legal: list[Action]) -> None:
        """A new state version (or viewer): drop any selection that no longer fits."""

    # ----- per frame ---------------------------------------------------------------------
    def fade(self, dt: float) -> None:
        self.flash = {key: left - dt for key, left in self.flash.items() if left > dt}

    def glows(self) -> frozenset:
        """What glows and how opaque its ring is (`glow_alpha`): the same from frame to
        frame until a glow fades, in its last second."""
        return frozenset((key, glow_alpha(left)) for key, left in self.flash.items())

    def frame_key(self) -> Hashable | None:
        """What the table's picture depends on besides the view, the viewer, the choices,
        the names and the mouse (the scene watches those): the selection and the glows (the
        default). The scene keeps the last frame while the key stays the same and no event
        arrives (`Scene.frame_key`). What an event changes (a click, the wheel, a key) need
        not be in it; a table whose picture moves on its own (a pulse) returns None then, and
        is drawn every frame."""
        return (self.picked, self.gathered, self.choosing, self.glows())

    # The picture cache: a table whose drawing is slow says what its frame depends on
    # (`picture_key`); a frame with the last one's key and the same glows (`glows`: they
    # change only as they fade) is the last frame's picture of TABLE_AREA again, with its
    # hotspots.
    _picture: tuple[Any, pygame.Surface, list[Hotspot]] | None = None

    def draw(self, surface: pygame.Surface, v: Any, viewer: int | None, legal: list[Action],
             names: list[str], kinds: list[str]) -> None:
        """The table: `paint`, or the last picture again when `picture_key` has not changed
        (a table may override `draw` instead, and then draws every frame)."""
        key = self.picture_key(v, viewer, legal, names, kinds)
        kept = key is not None and surface.get_rect().contains(TABLE_AREA)
        key = (key, ui.text_scale(), self.glows())
        if kept and self._picture is not None and self._picture[0] == key:
            surface.blit(self._picture[1], TABLE_AREA)
            self.hotspots = list(self._picture[2])
            return
        self.paint(surface, v, viewer, legal, names, kinds)
        self._picture = (key, surface.subsurface(TABLE_AREA).copy(), list(self.hotspots)) \
            if kept else None

    def paint(self, surface: pygame.Surface, v: Any, viewer: int | None, legal: list[Action],
              names: list[str], kinds: list[str]) -> None:
        """Draw the table in TABLE_AREA and lay out its hotspots."""
        raise NotImplementedError

    def picture_key(self, v: Any, viewer: int | None, legal: list[Action], names: list[str],
                    kinds: list[str]) -> Hashable | None:
        """Everything the frame depends on besides what glows (the state, the viewer, the
        choices, the selection, the camera, the language, what the mouse lifts...), or None
        (the default): the table is painted every frame. A key that misses anything shows
        the player a stale picture; a table that gives one paints nothing outside
        TABLE_AREA (all that is kept)."""
        return None

    def hit(self, pos: tuple[int, int]) -> Hotspot | None:
        for spot in reversed(self.hotspots):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def hover(self, pos: tuple[int, int]) -> Hotspot | None:
        """The tooltip at `pos`: what `hit` finds, except over a small spot that only
        explains (a player's count badge) lying inside a larger click target drawn later (the
        whole player panel, when the player is a target): the explanation is kept, followed
        by what a click does."""
        spot = self.hit(pos)
        if spot is None or (spot.action is None and spot.local is None):
            return spot
        for inner in reversed(self.hotspots[:self.hotspots.index(spot)]):
            if inner.action is None and inner.local is None and inner.rect.collidepoint(pos) \
                    and spot.rect.contains(inner.rect) and inner.rect != spot.rect:
                then = tr("Click: {what}", what=spot.title)
                return Hotspot(inner.rect, None, inner.title,
                               f"{inner.body}\n{then}" if inner.body else then)
        return spot

    def places_of(self, action: Action) -> list[pygame.Rect]:
        """Where `action` is clicked on the table as last drawn (the hint marks it there):
        the places that play it, alone or as a step of their actions, and every place of its
        declared path."""
        found = [spot.rect for spot in self.hotspots if spot.action == action
                 or (isinstance(spot.action, tuple) and action in spot.action)]
        return found + [self.place_rects[key] for key in self.picker.places(action)
                        if key in self.place_rects and self.place_rects[key] not in found]

    # ----- places of declared moves ------------------------------------------------------
    def new_frame(self) -> None:
        """Start of `draw`: no places or hotspots yet."""
        self.hotspots = []
        self.place_rects = {}
        self.anchors = {}

    def anchor(self, key: Place, rect: pygame.Rect) -> None:
        """Where a place pieces lie in (a zone's, rules/core/zones.py: a purse, the deck) is
        drawn, when no click is made there (`place` notes those): pieces fly from and to it."""
        self.anchors[key] = rect

    def rect_of(self, key: Place | None, piece: str = "",
                piece_id: int | None = None) -> pygame.Rect | None:
        """Where a piece in the zone place `key` was last drawn: the piece's own place (a
        card in a hand, `(*key, id)`; a row's card, `(name, id)`; a character, `(piece,
        id)`), else the zone place's (a badge counting it, an anchor, a place), else None."""
        if key is None:
            return None
        if piece_id is not None:
            for own in ((*key, piece_id), (key[0], piece_id), (piece, piece_id)):
                if own in self.place_rects:
                    return self.place_rects[own]
        shown = next((spot.rect for spot in self.hotspots if spot.anchor == key), None)
        return shown or self.anchors.get(key) or self.place_rects.get(key)

    def area_of(self, key: Place) -> pygame.Rect | None:
        """Where a place or a group of places was last drawn: the place `key` (`rect_of`),
        else every place and anchor whose key begins with it as one area (`("character",)`:
        Citadels' row of characters; `("space",)`: Ginkgopolis's city)."""
        found = self.rect_of(key)
        if found is not None:
            return found
        rects = [rect for place, rect in (*self.place_rects.items(), *self.anchors.items())
                 if len(place) > len(key) and place[:len(key)] == key]
        return rects[0].unionall(rects[1:]) if rects else None

    def pick_from(self, v: Any, legal: list[Action], viewer: int | None) -> None:
        """The picker learns the viewer's legal moves, the places chosen so far and the
        moves gathered."""
        assert self.moves is not None
        self.picker.update(self.moves, v, legal, viewer, self.picked, self.gathered)

    def place(self, rect: pygame.Rect, key: Place, title: str, body: str = "",
              first: str = "", stack: bool = False, listing: bool = False) -> None:
        """A place of the table: a click plays its move, chooses it as a step, lists its
        several moves, gathers it (or takes it back), or asks the rules why its move cannot
        be made; `first`: what to do first when clicking it makes no move at all (said on the
        viewer's turn), or why nothing joins a complete gathering; `stack`: see `answer`;
        `listing`: a click lists even the place's only way (`Picker.listing`)."""
        self.place_rects[key] = rect
        action, local = self.answer(key, first, stack, listing)
        self.hotspots.append(Hotspot(rect, action, title, body, local))

    def answer(self, key: Place, first: str = "", stack: bool = False, listing: bool = False
               ) -> tuple[Action | None, Callable[[], str | None] | None]:
        """What a click on the place `key` does, as a hotspot's action or local step (for a
        place another part of the kit draws, a choice's option: the table then notes its
        rectangle in `place_rects`). `stack`: a stack of like things (consumer goods) is
        gathered again at each click while it may; `ungather` takes one back."""
        found = self.picker.listing(key) if listing else self.picker.outcome(key, stack)
        if isinstance(found, Play):
            return found.action, None
        if isinstance(found, Step | Choose | Gather):
            return None, self._step(key, found)
        assert isinstance(found, Refuse)
        if self.picker.gathered or self.picker.gathers(found.action):
            return None, self._refused(found, first)  # a gathered move is never played alone
        if found.action is not None:
            return found.action, None
        if found.unchosen is not None:
            unchosen = found.unchosen
            return None, lambda: say(self.picker.reason(unchosen))
        return None, self._first(first) if first else None

    def ungather(self, key: Place) -> None:
        """Take back one of the moves gathered at `key` (a stack's own button)."""
        self.gathered = self.picker.without(key)

    def _step(self, key: Place, found: Step | Choose | Gather):
        def step() -> str | None:
            if isinstance(found, Step):
                self.picked = found.picked
                if self.choosing is not None and self.choosing[0] not in self.picked:
                    self.choosing = None  # the place listed is taken back
                self.chose()
            elif isinstance(found, Gather):
                self.gathered = found.gathered
            else:  # the place is chosen and its ways listed (they go on from it)
                self.picked = found.picked
                self.choosing = (key, found.actions)
                self.chose()
            return None
        return step

    def chose(self) -> None:
        """The selection changed at a click (a step, or a place whose ways are listed): a
        table drops what it showed for the last one (the page of its list)."""

    def refusal(self, key: Place, first: str = "") -> str:
        """The words of a click on `key` that makes no move (for its tooltip): the rules'
        reason, or `first` (see `place`); "" when the click makes a move."""
        return self._words(self.picker.outcome(key), first)

    def _words(self, found: Any, first: str) -> str:
        if not isinstance(found, Refuse):
            return ""
        action = found.action or found.unchosen
        if action is None or (found.full and first):
            return first
        return say(self.picker.reason(action))

    def _refused(self, found: Refuse, first: str):
        def answer() -> str | None:
            return self._words(found, first) or None
        return answer

    def _first(self, words: str):
        def answer() -> str:
            return say(msg("It is not your turn.")) if not self.picker.acting else words
        return answer

    # ----- words and buttons for the scene -----------------------------------------------
    def notes(self, v: Any) -> list[tuple[str, pygame.Color]]:
        """Short coloured lines for the header."""
        return []

    def prompt(self, v: Any, viewer: int | None) -> str | None:
        """The viewer's prompt when the table says more than the rules' own words."""
        return None

    def advice(self, v: Any, viewer: int | None, action: Action) -> str | None:
        """The table's own words for a move, for the hint ("Play Mill: 2 wood"), when they
        say more than the rules' advice; None (the default) to use the rules' words."""
        return None

    def buttons(self, v: Any, viewer: int | None, legal: list[Action]) -> list[ButtonEntry]:
        """Side buttons for legal actions that are not clicks on the table."""
        return []

    def countdown(self, v: Any, viewer: int | None, legal: list[Action]) -> Countdown | None:
        """A timed answer the viewer must give now, if the game has one."""
        return None

    # ----- reactions ---------------------------------------------------------------------
    def toggle(self, mode: str) -> None:
        """A side button that switches a view mode was pressed."""

    def acted(self) -> None:
        """The viewer's action was accepted: drop any half-made selection."""
        self.picked = ()
        self.gathered = ()
        self.choosing = None

    def landmarks(self, v: Any) -> dict[Any, Any]:
        """What a player notices appear or change on the table (a district built, a tile
        raised), each under the key the table glows it by, with what it is now; {} (the
        default): nothing glows."""
        return {}

    def announce(self, v: Any, seconds: float) -> None:
        """New moves were played; `seconds` is the animation length (0 = off): every landmark
        that appeared or changed since the last announcement glows (none the first time)."""
        now = self.landmarks(v)
        if self.known_landmarks is not None and seconds > 0:
            for key, value in now.items():
                if key not in self.known_landmarks or self.known_landmarks[key] != value:
                    self.flash[key] = seconds * self.glow_lengths
        self.known_landmarks = now

    def wheel(self, pos: tuple[int, int], dy: int) -> bool:
        """The mouse wheel over the table; True if the table used it (zoom, scroll)."""
        return False

    def drag(self, pos: tuple[int, int], rel: tuple[int, int]) -> bool:
        """The mouse moved with the right or middle button held; True if used (pan)."""
        return False

    # ----- other screens -----------------------------------------------------------------
    def end_panel(self, surface: pygame.Surface, v: Any, rect: pygame.Rect) -> None:
        """Extra drawing on the end screen under the score table (a final map), from the
        final state as every player may see it (`view(state, None)`)."""
