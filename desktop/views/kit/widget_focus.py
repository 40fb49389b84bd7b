"""The keyboard's focus on the screens made of pygame_gui widgets (the title, new game,
settings, load, the dialogs...): the table's focus (kit/focus.py: `Focus`, its targets, its
ring) over a screen's buttons, drop-downs, sliders, text entries and check boxes.

Tab and Shift+Tab go to the next and the previous widget in reading order; an arrow to the
nearest one that way (unless the screen keeps the arrows for itself: the replay steps with
them). Enter or Space does what a click does: a button is pressed, a check box ticked, a
drop-down opened; in an open drop-down Up and Down go through its options (the ring on the
option) and Enter or Space chooses one (the same event as a click on it), Escape closes it.
Left and Right move a focused slider by its step, as its arrow buttons do. A focused text
entry takes the typing: every key but Tab is the entry's (or the screen's: Escape), and Tab
leaves it. Escape, with no drop-down open, is the screen's own (back, cancel).

No focus is shown until Tab or an arrow is pressed, and a mouse click drops it. The focus is
kept by the widget's kind and place (`focus.widget_target`), so a screen built again (another
language, another game's options) keeps it where it was.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UICheckBox,
    UIDropDownMenu,
    UIHorizontalScrollBar,
    UIHorizontalSlider,
    UIScrollingContainer,
    UISelectionList,
    UITextEntryLine,
    UIVerticalScrollBar,
)

from desktop import ui
from desktop.views.kit import focus

FOCUSABLE = (UIButton, UIDropDownMenu, UIHorizontalSlider, UITextEntryLine, UICheckBox)
# Widgets made of widgets: their parts are not targets of their own.
COMPOSITE = (*FOCUSABLE, UIVerticalScrollBar, UIHorizontalScrollBar, UISelectionList)
MARGIN = 12  # kept between a widget scrolled into view and its area's edge


def widgets(containers: Iterable[Any]) -> Iterator[Any]:
    """The usable widgets in `containers` and the containers within them, visible and
    enabled (a widget scrolled out of its area is still there: it is scrolled to)."""
    for container in containers:
        for element in container.elements:
            if isinstance(element.parent_element, COMPOSITE) or not element.visible:
                continue
            if isinstance(element, FOCUSABLE):
                if element.is_enabled:
                    yield element
            elif hasattr(element, "elements"):
                yield from widgets([element])


def scrolling_areas(containers: Iterable[Any]) -> Iterator[UIScrollingContainer]:
    for container in containers:
        for element in container.elements:
            if isinstance(element, UIScrollingContainer):
                yield element
            elif hasattr(element, "elements") and not isinstance(element.parent_element,
                                                                 COMPOSITE):
                yield from scrolling_areas([element])


def region(element: Any, areas: list[UIScrollingContainer]) -> int:
    """Reading a screen with a scrolling area (new game's options): the widgets beside it
    first (0), then the area's (1), then those below it (2)."""
    for area in areas:
        if element.ui_container is area.scrollable_container:
            return 1
    return 2 if any(element.rect.top >= area.rect.bottom for area in areas) else 0


def targets(containers: list[Any]) -> list[focus.Target]:
    """The widgets as the focus's targets, in reading order (a check box with its words)."""
    found = []
    seen: dict[Hashable, int] = {}
    areas = list(scrolling_areas(containers))
    for element in widgets(containers):
        rect = element.rect
        label = getattr(element, "text_label", None) if isinstance(element, UICheckBox) \
            else None
        if label is not None and label.visible:
            rect = rect.union(label.rect)
        target = focus.widget_target(element, region(element, areas), rect)
        key = focus._named(target.key, seen)
        found.append(target if key == target.key else
                     focus.Target(key, target.rect, target.region, title=target.title,
                                  body=target.body, widget=element))
    return focus.reading_order(found)


def is_open(menu: UIDropDownMenu) -> bool:
    return menu.current_state is menu.menu_states.get("expanded")


def option_index(menu: UIDropDownMenu) -> int:
    chosen = menu.selected_option
    for i, choice in enumerate(menu.options_list):
        if choice == chosen or choice[1] == chosen or choice[0] == chosen:
            return i
    return 0


def choose(menu: UIDropDownMenu, choice: tuple[str, str]) -> None:
    """What a click on `choice` of the open `menu` does: it is chosen, the menu closes, and
    the menu's changed event is posted (not when it was chosen already)."""
    if is_open(menu):
        menu.current_state.should_transition = True
    if choice == menu.selected_option:
        return
    menu.selected_option = choice
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {
        "text": choice[0], "selected_option_id": choice[1], "ui_element": menu,
        "ui_object_id": menu.most_specific_combined_id}))


def slide(slider: UIHorizontalSlider, steps: int) -> None:
    """What its arrow button does: the value moves by its step, and the moved event."""
    low, high = sorted(slider.value_range)
    value = max(low, min(high, slider.current_value + steps * slider.increment))
    if value == slider.current_value:
        return
    slider.set_current_value(value)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, {
        "value": slider.current_value, "ui_element": slider,
        "ui_object_id": slider.most_specific_combined_id}))


def scroll_to(areas: Iterable[UIScrollingContainer], element: Any) -> None:
    """Scroll the area holding `element` (if any) so that it is seen whole."""
    for area in areas:
        if element.ui_container is not area.scrollable_container:
            continue
        bar = area.vert_scroll_bar
        view = area.rect
        if bar is None or (element.rect.top >= view.top and element.rect.bottom <= view.bottom):
            return
        content = element.relative_rect
        top = content.top - MARGIN if element.rect.top < view.top else \
            content.bottom + MARGIN - view.h
        height = max(1, area.scrolling_height)
        bar.set_scroll_from_start_percentage(max(0, top) / height)
        return


def show_option(menu: UIDropDownMenu, index: int) -> None:
    """Scroll an open drop-down's long list so that its option `index` is seen."""
    listed = getattr(menu.current_state, "options_selection_list", None)
    bar = getattr(listed, "scroll_bar", None)
    if bar is None or not listed.item_list:
        return
    count = len(listed.item_list)
    start, seen = bar.start_percentage, bar.visible_percentage
    if index / count < start:
        bar.set_scroll_from_start_percentage(index / count)
    elif (index + 1) / count > start + seen:
        bar.set_scroll_from_start_percentage((index + 1) / count - seen)


class WidgetFocus:
    """A screen's keyboard focus (`focus.Focus`) and the drop-down it opened."""

    def __init__(self) -> None:
        self.focus = focus.Focus()
        self.menu: UIDropDownMenu | None = None  # an open drop-down the keys go through
        self.pick = 0  # its option under the ring

    def clear(self) -> None:
        self.focus.clear()
        self.menu = None

    def frame_key(self) -> Hashable:
        return self.focus.key, id(self.menu) if self.menu is not None else None, self.pick

    # ----- keys --------------------------------------------------------------------------
    def event(self, event: pygame.event.Event, containers: list[Any],
              manager: pygame_gui.UIManager, arrows: bool = True) -> bool:
        """A key for the focus (True: the scene does not see it); a click drops the focus."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.clear()
            return False
        if event.type != pygame.KEYDOWN:
            return False
        found = targets(containers)
        menu = self._open_menu(found)
        if menu is not None:
            return self._menu_key(event, menu, found, containers, manager)
        typing = _typing(found)
        if event.key == pygame.K_TAB:
            if typing is not None and self.focus.key is None:
                self.focus._on(next((t for t in found if t.widget is typing), None))
            self._arrive(self.focus.cycle(found, not event.mod & pygame.KMOD_SHIFT),
                         containers, manager)
            return True
        if typing is not None:
            return False  # the entry's keys, and the screen's Escape
        here = self.focus.current(found)
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and here is not None \
                and isinstance(here.widget, UIHorizontalSlider):
            slide(here.widget, 1 if event.key == pygame.K_RIGHT else -1)
            return True
        if event.key in focus.STEPS and arrows:
            self._arrive(self.focus.towards(found, focus.STEPS[event.key]), containers,
                         manager)
            return True
        if event.key in focus.PRESS and here is not None:
            self._press(here.widget, manager)
            return True
        return False

    def _open_menu(self, found: list[focus.Target]) -> UIDropDownMenu | None:
        """The open drop-down among the targets (opened by the keys or the mouse)."""
        for t in found:
            if isinstance(t.widget, UIDropDownMenu) and is_open(t.widget):
                if t.widget is not self.menu:
                    self.menu, self.pick = t.widget, option_index(t.widget)
                return t.widget
        self.menu = None
        return None

    def _menu_key(self, event: pygame.event.Event, menu: UIDropDownMenu,
                  found: list[focus.Target], containers: list[Any],
                  manager: pygame_gui.UIManager) -> bool:
        options = menu.options_list
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if event.key == pygame.K_DOWN else -1
            self.pick = max(0, min(len(options) - 1, self.pick + step))
            show_option(menu, self.pick)
        elif event.key in focus.PRESS:
            choose(menu, options[self.pick])
            self.menu = None
        elif event.key == pygame.K_ESCAPE:
            menu.current_state.should_transition = True
            self.menu = None
        elif event.key == pygame.K_TAB:
            menu.current_state.should_transition = True
            self.menu = None
            self.focus._on(next((t for t in found if t.widget is menu), None))
            self._arrive(self.focus.cycle(found, not event.mod & pygame.KMOD_SHIFT),
                         containers, manager)
        return True  # no other key reaches the screen while a menu is open

    def _arrive(self, target: focus.Target | None, containers: list[Any],
                manager: pygame_gui.UIManager) -> None:
        """The focus is on `target`: a text entry takes the typing, any other widget
        takes it away from an entry; it is scrolled into view."""
        widget = target.widget if target is not None else None
        typing = _typing(targets(containers))
        if typing is not None and typing is not widget:
            typing.unfocus()  # (focused by the screen itself, not the manager)
        manager.set_focus_set(widget if isinstance(widget, UITextEntryLine) else None)
        if widget is not None:
            scroll_to(scrolling_areas(containers), widget)

    def _press(self, widget: Any, manager: pygame_gui.UIManager) -> None:
        """Enter or Space: what a click does."""
        if isinstance(widget, UIButton):
            focus.click(widget)
        elif isinstance(widget, UICheckBox):
            widget.set_state(not widget.is_checked)
        elif isinstance(widget, UIDropDownMenu):
            manager.set_focus_set(widget)  # a click elsewhere closes it, as after a click
            widget.current_state.should_transition = True
            self.menu, self.pick = widget, option_index(widget)
        elif isinstance(widget, UITextEntryLine):
            manager.set_focus_set(widget)

    # ----- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, containers: list[Any]) -> None:
        """The ring on the focused widget, or on the option of an open drop-down."""
        if self.focus.key is None and self.menu is None:
            return
        found = targets(containers)
        shown_at = self._option_rect()
        if shown_at is not None:
            focus.draw(surface, focus.Target("option", shown_at, 0), tooltip=False)
            return
        here = self.focus.current(found)
        if here is not None:
            focus.draw(surface, here, right=ui.WINDOW_SIZE[0])

    def _option_rect(self) -> pygame.Rect | None:
        """Where the open drop-down shows the option under the ring (None: not shown)."""
        menu = self.menu
        if menu is None or not menu.alive() or not is_open(menu):
            return None
        listed = getattr(menu.current_state, "options_selection_list", None)
        if listed is None or self.pick >= len(listed.item_list):
            return None
        button = listed.item_list[self.pick].get("button_element")
        if button is None or not button.visible or not listed.rect.contains(button.rect):
            return None
        return button.rect


def _typing(found: list[focus.Target]) -> UITextEntryLine | None:
    """The text entry the keys type into, if any (focused by a click, the keys or the
    screen itself: the save dialog's name)."""
    for t in found:
        if isinstance(t.widget, UITextEntryLine) and t.widget.is_focused:
            return t.widget
    return None
