"""The keyboard focus: the whole game played from the keyboard, on every table alike.

The usable things on screen are the focus's targets: the lit places of the table (and the
chosen ones, whose click takes them back), the other hotspots whose click does something (a
choice's options and entries whose action is legal, a table button, a pager, a card that only
answers why not: its words are read too) where a click would reach them (not hidden under a
dialog drawn later), and the side buttons. They are read like a page with two
columns: the table's targets line by line, top to bottom and left to right (things whose
middles lie within the first one's half height share a line), then the side buttons.

Tab and Shift+Tab go to the next and the previous target; an arrow goes to the nearest target
that way. Enter or Space on a focused target does what a mouse click on it does (the scene
clicks a point of the table that reaches the very hotspot, or presses the side button);
Escape first drops the focus and the table's selection, and only then is the scene's own
Escape. Without a focus, Enter, Space and Escape keep the scene's meaning.

The focus is kept by what it is on (a place's key, a hotspot's title and action, a button's
move), not by where: it stays on its thing while the table is drawn again, moves to the next
target in reading order when its thing goes, and is dropped at a new turn (`new_turn`: the
game scene's mark of who decides, for whom and how far the game is) and at a mouse click.
It is drawn as a ring (`RING`: a colour no table lights with, on a dark edge) with the
target's tooltip beside it, as if the mouse were over it.

A target may also be a pygame_gui widget (`widget_target`: its `widget` set): the game's top
bar joins the table's focus so, and every other screen's focus (kit/widget_focus.py) is made
of such targets, moved by the same `Focus` and drawn with the same ring.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui

from desktop import ui
from desktop.views.table import TABLE_AREA, Hotspot, Table
from rules.core.actions import Action

RING = pygame.Color("#ff5ad2")  # not the lit gold, the hint's green nor the refusal's red
RING_EDGE = pygame.Color("#10131b")
RING_WIDTH = 3

STEPS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
         pygame.K_DOWN: (0, 1)}
PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass(frozen=True)
class Target:
    """A usable thing: `key` names it from frame to frame; `at` is a point of the table where
    a click reaches its hotspot (None for a side button, which plays `what`)."""
    key: Hashable
    rect: pygame.Rect
    region: int  # 0: the table, 1: the side buttons (read after the table)
    at: tuple[int, int] | None = None
    what: Any = None
    title: str = ""
    body: str = ""
    widget: Any = None  # a pygame_gui widget: Enter does what a click on it does


def widget_target(element: Any, region: int, rect: pygame.Rect | None = None) -> Target:
    """A pygame_gui widget as a target, named by its kind and where it lies in its container
    (the same widget built again, e.g. in another language, keeps the focus; its container
    by its size, which scrolling leaves as it is); a widget with a tooltip shows it beside
    the ring, under the widget's words."""
    container = getattr(element, "ui_container", None)
    where = tuple(container.relative_rect.size) if container is not None else ()
    key = ("widget", type(element).__name__, tuple(element.relative_rect), where)
    tip = html.unescape(getattr(element, "tool_tip_text", None) or "")
    words = html.unescape(getattr(element, "text", "") or "")
    title, body = (words, tip) if words and tip else (tip, "")
    return Target(key, (rect or element.rect).copy(), region, title=title, body=body,
                  widget=element)


def click(element: Any) -> None:
    """What a left click on a pygame_gui button does: its pressed event."""
    element.on_self_event(pygame_gui.UI_BUTTON_PRESSED, {"mouse_button": 1})


def _reach(table: Table, spot: Hotspot) -> tuple[int, int] | None:
    """A point of `spot` where a click finds it (the middle, else another), or None when
    what was drawn later covers it all."""
    r = spot.rect
    xs, ys = (r.centerx, r.x + r.w // 4, r.right - 1 - r.w // 4, r.x + 2, r.right - 3), \
        (r.centery, r.y + r.h // 4, r.bottom - 1 - r.h // 4, r.y + 2, r.bottom - 3)
    for point in ((x, y) for y in ys for x in xs):
        if table.hit(point) is spot:
            return point
    return None


def _named(key: Hashable, seen: dict[Hashable, int]) -> Hashable:
    """`key`, told apart from earlier targets of the same key by a count."""
    n = seen.get(key, 0)
    seen[key] = n + 1
    return key if n == 0 else (key, n)


def targets(table: Table, buttons: Iterable[tuple[Any, Any]], legal: list[Action]
            ) -> list[Target]:
    """The usable things as last drawn, in reading order: the table's hotspots (see the
    module's docstring) and `buttons`, (pygame_gui button, what it plays) pairs."""
    places = {tuple(rect): key for key, rect in table.place_rects.items()}
    picker, seen = table.picker, {}
    found: list[Target] = []
    for spot in table.hotspots:
        if spot.action is None and spot.local is None:
            continue
        place = places.get(tuple(spot.rect))
        if place is not None:
            if not (picker.lit(place) or picker.is_chosen(place)):
                continue
            key: Hashable = ("place", place)
        else:
            first = spot.action[0] if isinstance(spot.action, tuple) and spot.action \
                else spot.action
            if spot.local is None and first not in legal:
                continue  # an option the rules would refuse: not lit
            key = ("spot", spot.title, spot.action)
        at = _reach(table, spot)
        if at is None:
            continue
        shown = table.hover(at) or spot
        found.append(Target(_named(key, seen), spot.rect.copy(), 0, at, None, shown.title,
                            shown.body))
    for element, what in buttons:
        if not element.visible or not element.is_enabled:
            continue
        tip = element.tool_tip_text or ""
        found.append(Target(_named(("button", what), seen), element.rect.copy(), 1, None,
                            what, tip))
    return reading_order(found)


def reading_order(found: list[Target]) -> list[Target]:
    """Top to bottom in lines, left to right in a line; the table before the side buttons."""
    ordered: list[Target] = []
    for region in sorted({t.region for t in found}):
        rest = sorted((t for t in found if t.region == region),
                      key=lambda t: (t.rect.centery, t.rect.x))
        while rest:
            first = rest[0]
            line = [t for t in rest if t.rect.centery - first.rect.centery
                    <= max(1, min(first.rect.h, t.rect.h) // 2)]
            ordered += sorted(line, key=lambda t: (t.rect.x, t.rect.centery))
            rest = [t for t in rest if t not in line]
    return ordered


def _gap(a0: int, a1: int, b0: int, b1: int) -> int:
    """How far apart two spans are (0 when they overlap)."""
    return max(0, b0 - a1, a0 - b1)


def nearest(found: list[Target], here: Target, step: tuple[int, int]) -> Target | None:
    """The target nearest to `here` in the direction `step` (its middle past `here`'s edge
    that way): the smallest distance that way, with a sideways offset counting thrice (things
    in line with it first)."""
    dx, dy = step
    best, score = None, None
    for t in found:
        if t.key == here.key:
            continue
        ahead = (t.rect.centerx - here.rect.centerx) * dx + \
            (t.rect.centery - here.rect.centery) * dy
        edge = here.rect.w // 2 if dx else here.rect.h // 2
        if ahead <= edge:
            continue  # its middle is not past this one's edge that way
        if dx:
            side = _gap(here.rect.top, here.rect.bottom, t.rect.top, t.rect.bottom)
            off = abs(t.rect.centery - here.rect.centery)
        else:
            side = _gap(here.rect.left, here.rect.right, t.rect.left, t.rect.right)
            off = abs(t.rect.centerx - here.rect.centerx)
        value = (ahead + 3 * side + off / 8, t.region != here.region)
        if score is None or value < score:
            best, score = t, value
    return best


class Focus:
    """The focused target's key, where it was (to find the next one when it goes) and the
    turn it was set in."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.last: Target | None = None
        self.turn: Hashable = None

    def clear(self) -> None:
        self.key = self.last = None

    def new_turn(self, turn: Hashable) -> None:
        """Another turn (who decides, whose view): the focus starts afresh."""
        if turn != self.turn:
            self.turn = turn
            self.clear()

    def frame_key(self) -> Hashable:
        return self.key

    def current(self, found: list[Target]) -> Target | None:
        """The focused target, or the next one in reading order when its thing is gone."""
        if self.key is None:
            return None
        for t in found:
            if t.key == self.key:
                self.last = t
                return t
        if self.last is None or not found:
            self.clear()
            return None
        gone = self.last
        ordered = reading_order([*found, gone])
        after = ordered[ordered.index(gone) + 1:] or ordered[:1]
        return self._on(after[0] if after[0] is not gone else None)

    def _on(self, target: Target | None) -> Target | None:
        if target is None:
            self.clear()
        else:
            self.key, self.last = target.key, target
        return target

    def cycle(self, found: list[Target], forward: bool) -> Target | None:
        """Tab (`forward`) or Shift+Tab: the next or previous target, round the end."""
        if not found:
            return self._on(None)
        here = self.current(found)
        if here is None:
            return self._on(found[0] if forward else found[-1])
        i = found.index(here) + (1 if forward else -1)
        return self._on(found[i % len(found)])

    def towards(self, found: list[Target], step: tuple[int, int]) -> Target | None:
        """An arrow: the nearest target that way (none: the focus stays); without a focus,
        the first target."""
        here = self.current(found)
        if here is None:
            return self._on(found[0] if found else None)
        return self._on(nearest(found, here, step) or here)

    def key_down(self, event: pygame.event.Event, found: list[Target],
                 press: Callable[[Target], None], selected: bool,
                 cancel: Callable[[], None]) -> bool:
        """A key for the focus: Tab, an arrow, Enter or Space on a focus (`press` does what a
        click does), or Escape with a focus or a selection (`selected`; `cancel` drops it).
        False: the key is the scene's own."""
        if event.key == pygame.K_TAB:
            self.cycle(found, not event.mod & pygame.KMOD_SHIFT)
            return True
        if event.key in STEPS:
            self.towards(found, STEPS[event.key])
            return True
        if event.key in PRESS:
            here = self.current(found)
            if here is None:
                return False
            click(here.widget) if here.widget is not None else press(here)
            return True
        if event.key == pygame.K_ESCAPE and (self.key is not None or selected):
            self.clear()
            cancel()
            return True
        return False


def draw(surface: pygame.Surface, target: Target, tooltip: bool = True,
         right: int = TABLE_AREA.right) -> None:
    """The focus ring just outside the target (three pixels of `RING` on a dark edge), and
    its tooltip beside it (`tip_at`, left of `right`) as if the mouse were over it."""
    ring = ring_rect(target.rect)
    pygame.draw.rect(surface, RING_EDGE, ring.inflate(2, 2), 1, 8)
    pygame.draw.rect(surface, RING, ring, RING_WIDTH, 7)
    if tooltip and target.title:
        ui.tooltip(surface, target.title, target.body,
                   tip_at(ring, target.title, target.body, right))


def ring_rect(rect: pygame.Rect) -> pygame.Rect:
    return rect.inflate(2 * RING_WIDTH + 2, 2 * RING_WIDTH + 2)


def tip_at(ring: pygame.Rect, title: str, body: str, right: int = TABLE_AREA.right
           ) -> tuple[int, int]:
    """Where `ui.tooltip` is told the pointer is, so that the tooltip lies right of the
    ring, or left of it when there is no room there before `right` (the table's edge: the
    side buttons' tooltips lie over the table's edge): never over the row or the places
    below the focus."""
    lines = ui.wrap(body, 16, 300) if body else ()
    width = max([ui.font(18, True).size(title)[0]] +
                [ui.font(16).size(line)[0] for line in lines]) + 24
    x = ring.right + 6 if ring.right + 6 + width <= right else ring.x - 6 - width
    return x - 16, ring.y - 16  # (ui.tooltip draws 16 pixels right of and below the pointer)
