"""Shared look: colours, fonts, the pygame_gui theme and small drawing helpers."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

import pygame
import pygame.freetype
import pygame_gui

from desktop import i18n

WINDOW_SIZE = (1600, 900)
THEME_PATH = Path(__file__).parent / "theme.json"
LANGUAGE_NAMES = "@language_names"  # the theme class of widgets naming the languages

BG = pygame.Color("#151a26")
BG_LIGHT = pygame.Color("#1f2638")
PANEL = pygame.Color("#232b3d")
PANEL_EDGE = pygame.Color("#39435c")
TEXT = pygame.Color("#ece8e1")
MUTED = pygame.Color("#9aa3b5")
ACCENT = pygame.Color("#e0b25c")
GOOD = pygame.Color("#6fcf8e")
BAD = pygame.Color("#e06c5c")
HIGHLIGHT = pygame.Color("#f2c878")


GUI_FONTS = Path(pygame_gui.__file__).parent / "data"
# Faces for words the language's face cannot draw (a player named 小明 in English, Ирина in
# Chinese), tried in this order: pygame_gui's Noto Sans, our Chinese subset, then pygame_gui's
# CJK families (the bundle carries only the Japanese one, whose kanji cover most names).
FALLBACK_FONTS = (GUI_FONTS / "NotoSans-Regular.ttf", i18n.CJK_FONT,
                  GUI_FONTS / "NotoSansSC-Regular.otf", GUI_FONTS / "NotoSansJP-Regular.otf",
                  GUI_FONTS / "NotoSansKR-Regular.otf")


# The text-size setting as a factor (desktop.settings.TEXT_SIZES / 100): every size the code
# names is a size at 100 %; the faces (`font`, the fallbacks, the kit's script faces and the
# widgets' theme) are made that much larger, rounded to whole pixels.
_text_scale = 1.0
SMALL_BOX_SCALE = 1.2  # text in a small fixed box (a card face) grows at most this much
WIDGET_SCALE = 1.15  # the widgets' text (theme.json) too: their rects keep their sizes
# the smallest buttons, and the new game's options (half a column each), grow less
SMALL_WIDGETS = {"@compact": 1.1, "@preset": 1.1, "@option": 1.1,
                 "@option.@selected_option": 1.1, "@option.selection_list.button": 1.1}


def set_text_size(per_cent: int) -> None:
    """Draw every text at `per_cent` of its size from now on (the caches are cleared)."""
    global _text_scale
    _text_scale = per_cent / 100
    clear_caches()


def text_scale() -> float:
    return _text_scale


def scaled(size: float) -> int:
    """The drawn pixel size of a text of `size` at 100 %."""
    return max(1, round(size * _text_scale))


def capped(size: float, most: float = SMALL_BOX_SCALE) -> float:
    """The size to ask for so that text in a small fixed box (a card face, a badge) is drawn
    at most `most` times its size at 100 %, whatever the text size."""
    return size * min(_text_scale, most) / _text_scale


def grown(length: float, most: float | None = None) -> int:
    """A length (a line's height, a box's room) that grows with the text (at most `most`
    times, for the lines of text `capped` at `most`)."""
    return round(length * (_text_scale if most is None else min(_text_scale, most)))


def foot(y: int, size: float, bold: bool = False) -> int:
    """The foot of a line of `size` (at 100 %) whose top is at `y` at 100 %: a heading drawn
    there with anchor="bottomleft" rises as it grows, clear of the cards under it."""
    return y + font(size / _text_scale, bold).get_height()


@functools.cache
def font(size: float, bold: bool = False) -> pygame.font.Font:
    """The face of the current language, as the widgets use it: pygame_gui's bundled Noto
    Sans, or our Noto Sans TC subset for Chinese (drawn bold by pygame when asked); `size`
    at 100 %, drawn at the text size (`scaled`)."""
    cjk = i18n.font_for_language()
    if cjk is not None:
        face = pygame.font.Font(cjk, scaled(size))
        face.bold = bold
        return face
    path = GUI_FONTS / f"NotoSans-{'Bold' if bold else 'Regular'}.ttf"
    return pygame.font.Font(path if path.exists() else None, scaled(size))


def face_for(words: str, size: float, bold: bool = False) -> pygame.font.Font:
    """The language's face, or, when it lacks a character of `words`, the first fallback
    face that has them all, so that no name turns into boxes."""
    if words.isascii() or _draws(_language_font_path(), words):
        return font(size, bold)
    for path in FALLBACK_FONTS:
        if path.exists() and _draws(str(path), words):
            return _fallback(str(path), size, bold)
    return font(size, bold)


def _language_font_path() -> str:
    return i18n.font_for_language() or str(GUI_FONTS / "NotoSans-Regular.ttf")


def _draws(path: str, words: str) -> bool:
    return all(_has_glyph(path, char) for char in set(words) if not char.isspace())


@functools.lru_cache(maxsize=8192)
def _has_glyph(path: str, char: str) -> bool:
    return _glyph_reader(path).get_metrics(char)[0] is not None


@functools.lru_cache(maxsize=8)
def _glyph_reader(path: str) -> pygame.freetype.Font:
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(path, 12)


@functools.lru_cache(maxsize=32)
def _fallback(path: str, size: float, bold: bool) -> pygame.font.Font:
    face = pygame.font.Font(path, scaled(size))
    face.bold = bold
    return face


def theme() -> dict[str, Any]:
    """The pygame_gui theme for the current language: theme.json, with every widget's font
    switched to the Chinese face when the language needs it (a font under "defaults" is not
    applied to every element, so each element type gets its own)."""
    data = json.loads(THEME_PATH.read_text(encoding="utf-8"))
    cjk = i18n.font_for_language()
    if cjk is not None:
        for block in data.values():
            if isinstance(block, dict) and "font" in block:
                block["font"] = {**block["font"], "name": "noto_sans_tc", "regular_path": cjk,
                                 "bold_path": cjk, "italic_path": cjk,
                                 "bold_italic_path": cjk}
    names = i18n.names_font()
    if names is not None:  # each language's name in its own script, whatever the language:
        face = {"name": "noto_sans_tc", "size": "18", "regular_path": names,  # a button, or
                "bold_path": names, "italic_path": names, "bold_italic_path": names}
        for key in ("", ".@selected_option", ".selection_list.button"):  # a drop-down, items
            data[LANGUAGE_NAMES + key] = {"font": face}
    return _scale_theme(data)


def widget_size(size: float) -> int:
    """The pixel size of a widget's text of `size` at 100 %: at the text size, but at most
    `WIDGET_SCALE` times larger (a widget's rect is as high at every text size)."""
    return scaled(capped(size, WIDGET_SCALE))


def _scale_theme(data: dict[str, Any]) -> dict[str, Any]:
    """The theme's font sizes (and a drop-down's rows, which hold one line) at the text
    size (`widget_size`)."""
    for name, block in data.items():
        if not isinstance(block, dict):
            continue
        if "font" in block:
            most = SMALL_WIDGETS.get(name, WIDGET_SCALE)
            size = scaled(capped(int(block["font"]["size"]), most))
            block["font"] = {**block["font"], "size": str(size)}
        misc = block.get("misc", {})
        if "list_item_height" in misc:
            rows = round(int(misc["list_item_height"]) * min(_text_scale, WIDGET_SCALE))
            block["misc"] = {**misc, "list_item_height": str(rows)}
    return data


def text(surface: pygame.Surface, words: str, pos: tuple[int, int], size: float = 18,
         colour: pygame.Color = TEXT, bold: bool = False, anchor: str = "topleft",
         max_width: int | None = None) -> pygame.Rect:
    image = rendered(words, size, tuple(colour), bold, max_width)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


@functools.lru_cache(maxsize=4096)
def rendered(words: str, size: float, colour: tuple, bold: bool,
             max_width: int | None) -> pygame.Surface:
    """Rendered text, cached: the table redraws the same words every frame. Past
    `max_width`, the text is drawn smaller (`fitted`), and cut with "…" only if it is too
    wide at its size at 100 % too."""
    size = fitted(words, size, bold, max_width)
    face = face_for(words, size, bold)
    if max_width is not None and face.size(words)[0] > max_width:
        while words and face.size(words + "…")[0] > max_width:
            words = words[:-1]
        words += "…"
    return face.render(words, True, colour)


SQUEEZE = 0.75  # above 100 %, a text in a box too small shrinks to this much of its 100 % size


def fitted(words: str, size: float, bold: bool, max_width: int | None) -> float:
    """The size to draw `words` at in `max_width`: `size`, or, when that is too wide at a
    text size above 100 %, a pixel smaller at a time, down to `SQUEEZE` of its size at 100 %
    (the larger text of the rest of the screen takes some of its room)."""
    least = size if _text_scale <= 1 else size / _text_scale * SQUEEZE
    while max_width is not None and size > least and \
            face_for(words, size, bold).size(words)[0] > max_width:
        size = max(least, size - 1 / _text_scale)
    return size


def clear_caches() -> None:
    """Fonts and surfaces die with pygame.quit(): forget them so a new App starts clean."""
    font.cache_clear()
    rendered.cache_clear()
    wrap.cache_clear()
    _glyph_reader.cache_clear()
    _fallback.cache_clear()


# Chinese breaks between any two characters, but never before closing punctuation nor after
# opening punctuation; other scripts break between words.
_CJK = "\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f"
_UNIT = re.compile(f"[{_CJK}]|[^\\s{_CJK}]+|\\s+")
CLOSING = set("，。、：；！？」』）》〉…,.;:!?)]%")
OPENING = set("「『（《〈([")


_CJK_CHAR = re.compile(f"[{_CJK}]")
SHORT = 4  # a number or a letter code this short stays on the line of the Chinese beside it


def _units(paragraph: str) -> list[str]:
    units: list[str] = []
    for token in _UNIT.findall(paragraph):
        if units and not token.isspace() and (token[0] in CLOSING or units[-1][-1] in OPENING):
            units[-1] += token
        elif len(units) >= 2 and units[-1].isspace() and _stays_beside(units[-2], token):
            units[-2:] = [units[-2] + units[-1] + token]  # 「5 號」, 「B 單人版塊」: one unit
        else:
            units.append(token)
    return units


def _break_chinese_without_dashes() -> None:
    """pygame_gui (0.6.14) cuts a run of text with no space that is too long for its line
    with a dash on each side, right for a long English word, wrong between two Chinese
    characters ("兩者-" / "-中"), where Chinese may break anywhere: in widget text (tooltips,
    the rules reference) such a cut is made without dashes, and as in `wrap` a short number
    or code stays with the Chinese beside it."""
    from pygame_gui.core.text.text_line_chunk import TextLineChunkFTFont

    split = TextLineChunkFTFont.split
    if getattr(split, "breaks_chinese", False):
        return

    def split_chinese_plainly(chunk, requested_x: int, line_width: int, row_start_x: int,
                              allow_split_dashes: bool = True):
        text = chunk.text
        if _CJK_CHAR.search(text):  # and never at a space that only spaces 「5 號」
            chunk.split_points = [at for at in chunk.split_points
                                  if not _stays_beside(text[:at - 1], text[at:])]
        dashes = allow_split_dashes and not _CJK_CHAR.search(text)
        return split(chunk, requested_x, line_width, row_start_x, dashes)

    split_chinese_plainly.breaks_chinese = True
    TextLineChunkFTFont.split = split_chinese_plainly


_break_chinese_without_dashes()


def _stays_beside(left: str, right: str) -> bool:
    """Whether a space between `left` and `right` is only spacing, not a place to break: a
    short number or code ("5", "B", "VP") and a Chinese character on either side of it."""
    if not left or not right:
        return False
    tail = re.split(f"[\\s{_CJK}]", left)[-1]
    left_cjk = _CJK_CHAR.match(left[-1]) is not None
    right_cjk = _CJK_CHAR.match(right[0]) is not None
    if left_cjk and not right_cjk:
        return len(right) <= SHORT
    return right_cjk and not left_cjk and 0 < len(tail) <= SHORT


@functools.lru_cache(maxsize=2048)
def wrap(words: str, size: float, width: int, bold: bool = False) -> tuple[str, ...]:
    """`words` cut into lines no wider than `width`: at spaces, and between Chinese
    characters (no line starts with closing punctuation). Each paragraph is measured in the
    face it is drawn in (a fallback face only for the paragraph that needs it)."""
    lines: list[str] = []
    for paragraph in words.split("\n"):
        face = face_for(paragraph, size, bold)
        line = ""
        for unit in _units(paragraph):
            trial = line + unit
            if face.size(trial.rstrip())[0] <= width or not line.strip():
                line = trial
            else:
                lines.append(line.rstrip())
                line = unit.lstrip()
        lines.append(line.rstrip())
    return tuple(lines)


def panel(surface: pygame.Surface, rect: pygame.Rect, colour: pygame.Color = PANEL,
          edge: pygame.Color | None = PANEL_EDGE, radius: int = 10, width: int = 1) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


def gradient(size: tuple[int, int], top: pygame.Color = BG,
             bottom: pygame.Color = BG_LIGHT) -> pygame.Surface:
    surface = pygame.Surface(size)
    for y in range(size[1]):
        surface.fill(top.lerp(bottom, y / max(1, size[1] - 1)), (0, y, size[0], 1))
    return surface


TOAST_WIDTH = 1000  # a toast's lines, at most


class Toast:
    """A short message at the bottom of the screen (e.g. why a click was refused)."""

    def __init__(self) -> None:
        self.message = ""
        self.colour = TEXT
        self.left = 0.0

    def show(self, message: str, seconds: float = 3.5, colour: pygame.Color = TEXT) -> None:
        self.message, self.left, self.colour = message, seconds, colour

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def draw(self, surface: pygame.Surface, centre: tuple[int, int] = (800, 600)
             ) -> pygame.Rect | None:
        """Draws the message, if one is showing; returns where."""
        if self.left <= 0 or not self.message:
            return None
        images = [face_for(line, 20, True).render(line, True, self.colour)
                  for line in wrap(self.message, 20, TOAST_WIDTH, bold=True)]
        width = max(image.get_width() for image in images)
        height = sum(image.get_height() for image in images)
        rect = pygame.Rect(0, 0, width, height).inflate(36, 18)
        rect.center = centre  # a long reason wraps, and stays on the screen
        rect.clamp_ip(surface.get_rect())
        panel(surface, rect, pygame.Color("#10131b"), self.colour, radius=12, width=2)
        y = rect.y + 9
        for image in images:
            surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            y += image.get_height()
        return rect


def tooltip(surface: pygame.Surface, title: str, body: str, at: tuple[int, int],
            accent: pygame.Color = ACCENT) -> None:
    lines = wrap(body, 16, grown(300)) if body else ()
    width = max([font(18, True).size(title)[0]] + [font(16).size(s)[0] for s in lines]) + 24
    step = grown(22)  # a line of the body
    height = grown(34) + 6 + step * len(lines)
    rect = pygame.Rect(at[0] + 16, at[1] + 16, width, height)
    rect.clamp_ip(pygame.Rect((0, 0), WINDOW_SIZE))
    panel(surface, rect, pygame.Color("#0f1219"), accent, radius=8, width=2)
    text(surface, title, (rect.x + 12, rect.y + 6), 18, TEXT, bold=True)
    for i, line in enumerate(lines):
        text(surface, line, (rect.x + 12, rect.y + grown(34) + step * i), 16, MUTED)


def esc(words: str) -> str:
    """Plain text for pygame_gui's HTML."""
    return words.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
