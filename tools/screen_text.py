"""Every text that reaches the screen, in one language: drive the real app headless through every
scene of every game and list (a) texts with an English word in a non-English run and (b) texts
wider than their box.

    python -m tools.screen_text --lang zh_Hant [--game citadels] [--text-size 150] [--all]

The tour (`tour`) opens the title, the new-game screen (each game, each preset, the fewest and
most players), settings, load (with saves, and the delete question), and for each game: a
table at every player count (Citadels also with the Dark City cast and districts), advanced by
random moves to a decision of a human seat whose hand is shown, the pass-and-play cover, the
rules reference, the save dialog and the menu, and the end screen (several players, and solo:
every score cell's explanation, and the final table) with its replay (halfway as the human saw
it, and at the end with every hand open). All at one text size (the setting, 100 % unless
told).

What is recorded while the app draws (and the warnings it gives, such as pygame_gui's about a
font it was not given beforehand):
- every text rendered by a `pygame.font.Font` (ours: `desktop.ui`, the kit's script faces, the
  toast) - `pygame.font.Font` is replaced by a recording subclass before the app starts;
- with its box where the code gives one: `ui.rendered`'s `max_width` (a text cut with "…" is
  too wide), each line of `ui.wrap` against its width, `fonts.script_text` against its width,
  and every `ui.text` against the surface it is drawn on (a text that runs off its surface
  is too wide), and every toast against the window;
- every pygame_gui widget on screen (pygame_gui imports its font class by name, so it is read
  from the widgets instead): labels and buttons against their rect, each drop-down choice
  against the drop-down, tooltips, text boxes, text entries and window titles;
- the hover text of every hotspot of a table (drawn as its tooltip would be).

The player and save names the tour sets itself (`NAMES`) are not English words to report.
Exit status 1 when anything is found (English words only count in a non-English run).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import html
import os
import random
import re
import sys
import tempfile
import traceback
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pygame_gui  # noqa: E402
from pygame_gui.core.utility import translate  # noqa: E402

from desktop.settings import TEXT_SIZES  # noqa: E402

# Seat and save names the tour chooses: not reported as English (none is a name the app offers).
NAMES = ("Mia", "Leo", "Noor", "Ravi", "Sol", "Tess", "Uma", "Vic")
# Texts that are not English words although written in Latin letters. Each needs a reason.
ALLOWED: dict[str, str] = {
    "English": "the language menu names each language in its own script, so that a reader of "
               "that language can find it (desktop.i18n.LANGUAGE_NAMES)",
}
# Key names as the keys print them (a Taiwanese keyboard says Ctrl, Esc, Home, End too), not
# English words: Ctrl+ a key, or a key's name followed by the word key ("Home 鍵").
KEY_NAMES = re.compile(r"\bCtrl\+|\b(?:Esc|Home|End|Enter)(?= 鍵)")
SETUP_CODE = re.compile(r"\btc\d+:[A-Za-z0-9_-]+")  # a setup code is data, in no language
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
TAG = re.compile(r"<[^>]+>")
SHELL = "shell"


@dataclass(frozen=True)
class Overflow:
    scene: str
    text: str
    width: int  # the text's rendered width in pixels
    box: int  # the width it must fit in
    where: str  # what drew it: "ui.rendered", "ui.wrap", "button", ...


@dataclass
class Report:
    language: str
    texts: dict[str, set[str]] = field(default_factory=dict)  # scene -> every text shown
    overflows: list[Overflow] = field(default_factory=list)
    errors: dict[str, str] = field(default_factory=dict)  # scene -> traceback
    warnings: dict[str, set[str]] = field(default_factory=dict)  # scene -> warnings given

    @property
    def scenes(self) -> list[str]:
        return list(self.texts)

    def english(self) -> dict[str, list[str]]:
        """scene -> its texts that hold an English word (a run of 3+ Latin letters that is
        not a name the tour set, nor an allowed text)."""
        found: dict[str, list[str]] = {}
        for scene, texts in self.texts.items():
            hits = sorted(t for t in texts if english_words(t))
            if hits:
                found[scene] = hits
        return found

    def too_wide(self) -> dict[str, list[Overflow]]:
        found: dict[str, list[Overflow]] = {}
        seen: set[tuple[str, str, str]] = set()
        for item in self.overflows:
            key = (item.scene, item.text, item.where)
            if key not in seen:
                seen.add(key)
                found.setdefault(item.scene, []).append(item)
        return found

    def only(self, area: str) -> Report:
        """The part of the report for the scenes of one area (a game id, or "shell")."""
        keep = {scene for scene in self.texts if area_of(scene) == area}
        keep |= {scene for scene in self.errors if area_of(scene) == area}
        return Report(self.language, {s: t for s, t in self.texts.items() if s in keep},
                      [o for o in self.overflows if o.scene in keep],
                      {s: e for s, e in self.errors.items() if s in keep},
                      {s: w for s, w in self.warnings.items() if s in keep})

    def english_of(self, area: str) -> list[tuple[str, str, str]]:
        """(scene, text, source) of the English texts that come from `area`'s code or data
        (`source_of`), whatever scene showed them; each text once."""
        found, seen = [], set()
        for scene, texts in self.english().items():
            for text in texts:
                owner, source = source_of(text, scene)
                if owner == area and text not in seen:
                    seen.add(text)
                    found.append((scene, text, source))
        return found

    def too_wide_of(self, area: str) -> list[Overflow]:
        """The texts too wide that come from `area`'s code or data, each once."""
        found, seen = [], set()
        for item in self.overflows:
            if source_of(item.text, item.scene)[0] == area and \
                    (item.text, item.where) not in seen:
                seen.add((item.text, item.where))
                found.append(item)
        return found


def area_of(scene: str) -> str:
    """Scenes are named "area: what", the area being a game id or "shell"."""
    return scene.partition(":")[0]


def english_words(text: str) -> list[str]:
    """The English words of a text that reaches the screen (empty when it may be shown)."""
    if text.strip() in ALLOWED:
        return []
    text = SETUP_CODE.sub(" ", KEY_NAMES.sub(" ", text))
    for name in NAMES:
        text = re.sub(rf"(?<![A-Za-z]){name}(?![A-Za-z])", " ", text)
    return ENGLISH_WORD.findall(text)


# ----- where a text comes from -------------------------------------------------------------
@dataclass(frozen=True)
class Literal:
    """A string of the sources (a literal, an f-string) or of the card data."""
    source: str  # "path:line"
    pieces: tuple[str, ...]  # its fixed parts (between placeholders)
    pattern: re.Pattern[str]  # the whole text, any value in each placeholder


PLACEHOLDER = re.compile(r"\{[^{}]*\}")
GAME_FILES = re.compile(r"^(?:rules|desktop/views|desktop/games)/(?P<game>[a-z]+(?:_[a-z]+)*?)"
                        r"(?:/|_(?:table|words|cards|draw)\.py|\.py)")


def _literal(source: str, pieces: list[str]) -> Literal | None:
    parts = [piece for piece in pieces if piece]
    if not any(ENGLISH_WORD.search(piece) for piece in parts) or \
            re.fullmatch(r"[a-z0-9_]+", "".join(parts)):  # an id ("red", "tax_collector")
        return None
    pattern = "(?s:.+?)".join(re.escape(piece) for piece in pieces)
    return Literal(source, tuple(parts), re.compile(pattern))


def _python_literals(path: Path, relative: str) -> Iterator[Literal]:
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            inside.update(id(part) for part in node.values)
            pieces = []
            for part in node.values:
                pieces.append(part.value if isinstance(part, ast.Constant) else "")
            found = _literal(f"{relative}:{node.lineno}", pieces)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                id(node) not in inside:
            found = _literal(f"{relative}:{node.lineno}", PLACEHOLDER.split(node.value))
        else:
            continue
        if found is not None:
            yield found


def _data_literals(value: Any, relative: str) -> Iterator[Literal]:
    if isinstance(value, str):
        found = _literal(relative, PLACEHOLDER.split(value))
        if found is not None:
            yield found
    elif isinstance(value, dict):
        for inner in value.values():
            yield from _data_literals(inner, relative)
    elif isinstance(value, list):
        for inner in value:
            yield from _data_literals(inner, relative)


@functools.cache
def _sources() -> tuple[list[Literal], dict[str, list[int]]]:
    """Every string of desktop/, rules/ and saves/ (code and JSON data), and an index from
    each word to the strings that hold it."""
    import json

    root = Path(__file__).resolve().parent.parent
    found: list[Literal] = []
    for folder in ("desktop", "rules", "saves"):
        for path in sorted((root / folder).rglob("*.py")):
            found += _python_literals(path, path.relative_to(root).as_posix())
        for path in sorted((root / folder).rglob("*.json")):
            if "locale" not in path.parts:
                with contextlib.suppress(ValueError, OSError):
                    data = json.loads(path.read_text(encoding="utf-8"))
                    found += _data_literals(data, path.relative_to(root).as_posix())
    index: dict[str, list[int]] = {}
    for number, literal in enumerate(found):
        for word in {w.lower() for piece in literal.pieces for w in ENGLISH_WORD.findall(piece)}:
            index.setdefault(word, []).append(number)
    return found, index


def source_of(text: str, scene: str = "") -> tuple[str, str]:
    """(area, "path:line") of the code or data a shown text most likely comes from: a string
    it matches whole (placeholders filled in), else the string sharing the longest fixed part
    with it (a wrapped line, a text made of parts). The area is the game whose files hold it
    (rules/<game>, desktop/views/<game>_*, desktop/games/<game>.py), else "shell"; a text
    found nowhere ("?") belongs to its scene's area."""
    path = _source(text)
    if path is None:
        return (area_of(scene) if scene else SHELL), "?"
    game = GAME_FILES.match(path)
    return (game["game"] if game and game["game"] in _games() else SHELL), path


@functools.cache
def _source(text: str) -> str | None:
    """The best match among the strings that share a rare word with `text`: one it matches
    whole, else the one whose fixed parts hold most of its words (a part of one word only
    counts for a text of one word), else one that holds the text (a wrapped line)."""
    literals, index = _sources()
    words = {w.lower() for w in english_words(text) or ENGLISH_WORD.findall(text)}
    pools = sorted((pool for word in words if (pool := index.get(word))), key=len)
    candidates: set[int] = set()
    for pool in pools:
        if candidates and len(candidates) + len(pool) > 200:
            break
        candidates.update(pool)
    letters = re.search(r"[A-Za-z].*[A-Za-z]", text, re.S)
    core = letters.group() if letters else ""  # a wrapped line without the numbers around
    best: tuple[int, str] | None = None
    for number in sorted(candidates):
        literal = literals[number]
        if literal.pattern.fullmatch(text):
            score = 1_000_000 + sum(map(len, literal.pieces))
        else:
            scores = [0]
            for piece in literal.pieces:
                piece = piece.strip()
                shared = words & {w.lower() for w in ENGLISH_WORD.findall(piece)}
                if shared and (len(shared) > 1 or len(words) == 1) and _has_words(text, piece):
                    scores.append(1000 * len(shared) + len(piece))
                if " " in core and len(core) >= 8 and core in piece:
                    scores.append(1000 * len(words) + len(core))
            score = max(scores)
        if score and (best is None or score > best[0]):
            best = (score, literal.source)
    return best[1] if best else None


def _has_words(text: str, piece: str) -> bool:
    """`piece` (3 characters or more) is in `text`, not as part of a longer word."""
    start = text.find(piece) if len(piece) >= 3 else -1
    while start >= 0:
        end = start + len(piece)
        if not (start and text[start - 1].isalnum()) and \
                not (end < len(text) and text[end].isalnum()):
            return True
        start = text.find(piece, start + 1)
    return False


@functools.cache
def _games() -> frozenset[str]:
    from rules.core import registry

    return frozenset(rules.game_id for rules in registry.all_games())


def plain(markup: str) -> str:
    """The words of pygame_gui HTML."""
    return html.unescape(TAG.sub(" ", markup.replace("<br>", "\n")))


# ----- recording ---------------------------------------------------------------------------
class Recorder:
    """Collects what is drawn into `report`, under the scene being visited."""

    def __init__(self, report: Report) -> None:
        self.report = report
        self.scene = f"{SHELL}: start"

    def text(self, words: str) -> None:
        if isinstance(words, str) and words.strip():
            self.report.texts.setdefault(self.scene, set()).add(words.strip())

    def overflow(self, words: str, width: int, box: int, where: str) -> None:
        self.report.overflows.append(Overflow(self.scene, words, width, box, where))

    def warning(self, message: Warning | str, category: type[Warning], filename: str,
                lineno: int, file: Any = None, line: str | None = None) -> None:
        """`warnings.showwarning` while touring: pygame_gui's warnings (a font that was not
        preloaded, a label too small) belong to the scene that gave them."""
        self.report.warnings.setdefault(self.scene, set()).add(
            f"{category.__name__}: {message}")


@contextlib.contextmanager
def recording(recorder: Recorder) -> Iterator[None]:
    """Hooks into the drawing, undone on the way out (and caches cleared both ways, so no font
    made before or after escapes or outlives the recording)."""
    from desktop import ui
    from desktop.views.kit import fonts

    original_font = pygame.font.Font

    class RecordingFont(original_font):  # type: ignore[misc, valid-type]
        def render(self, text, *args, **kwargs):  # type: ignore[no-untyped-def]
            recorder.text(text)
            return super().render(text, *args, **kwargs)

    original = {"rendered": ui.rendered, "wrap": ui.wrap, "text": ui.text,
                "script_text": fonts.script_text}

    def rendered(words: str, size: int, colour: tuple, bold: bool,
                 max_width: int | None) -> pygame.Surface:
        if max_width is not None:  # drawn smaller when it must (ui.fitted), else cut
            width = ui.font(ui.fitted(words, size, bold, max_width), bold).size(words)[0]
            if width > max_width:
                recorder.text(words)
                recorder.overflow(words, width, max_width, "ui.rendered")
        return original["rendered"](words, size, colour, bold, max_width)

    def wrap(words: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
        lines = original["wrap"](words, size, width, bold)
        face = ui.font(size, bold)
        for line in lines:
            if (shown := face.size(line)[0]) > width:
                recorder.overflow(line, shown, width, "ui.wrap")
        return lines

    def text(surface: pygame.Surface, words: str, pos: tuple[int, int], *args: Any,
             **kwargs: Any) -> pygame.Rect:
        rect = original["text"](surface, words, pos, *args, **kwargs)
        if rect.left < 0 or rect.right > surface.get_width():
            recorder.overflow(words, rect.w, surface.get_width(),
                              f"ui.text (off its surface at x={rect.x})")
        return rect

    def script_text(words: str, script: str, size: int, colour: tuple,
                    max_width: int) -> pygame.Surface:
        width = fonts.script_font(script, size).size(words)[0]
        if width > max_width:
            recorder.overflow(words, width, max_width, "fonts.script_text")
        return original["script_text"](words, script, size, colour, max_width)

    toast_draw = ui.Toast.draw

    def toast(self: ui.Toast, surface: pygame.Surface, centre: tuple[int, int] = (800, 600)
              ) -> pygame.Rect | None:
        drawn = toast_draw(self, surface, centre)
        if self.left > 0 and self.message:
            width = max(ui.font(20, True).size(line)[0] for line in  # as it wraps
                        ui.wrap(self.message, 20, ui.TOAST_WIDTH, bold=True)) + 36
            if width > surface.get_width():
                recorder.overflow(self.message, width, surface.get_width(), "ui.Toast")
        return drawn

    for hook, name in ((rendered, "rendered"), (wrap, "wrap")):
        hook.cache_clear = original[name].cache_clear  # type: ignore[attr-defined]
    script_text.cache_clear = original["script_text"].cache_clear  # type: ignore[attr-defined]
    patches = [(pygame.font, "Font", RecordingFont), (ui, "rendered", rendered),
               (ui, "wrap", wrap), (ui, "text", text), (fonts, "script_text", script_text),
               (ui.Toast, "draw", toast)]
    saved = [(module, name, getattr(module, name)) for module, name, _ in patches]
    ui.clear_caches()
    fonts.clear_caches()
    for module, name, value in patches:
        setattr(module, name, value)
    try:
        yield
    finally:
        for module, name, value in saved:
            setattr(module, name, value)
        ui.clear_caches()
        fonts.clear_caches()


def widget_texts(manager: pygame_gui.UIManager, recorder: Recorder) -> None:
    """Every visible pygame_gui widget's text, checked against its box where it has one."""
    from pygame_gui.elements import (
        UIButton,
        UIDropDownMenu,
        UILabel,
        UITextBox,
        UITextEntryLine,
        UIWindow,
    )

    def fits(words: str, font: Any, box: int, where: str) -> None:
        recorder.text(words)
        if font is None or not words:
            return
        width = font.size(words)[0]
        if width > box:
            recorder.overflow(words, width, box, where)

    for element in manager.get_sprite_group().sprites():
        if not getattr(element, "visible", True) or not element.alive():
            continue
        tip = getattr(element, "tool_tip_text", None)
        if tip:
            recorder.text(plain(translate(tip, **(element.tool_tip_text_kwargs or {}))))
        if isinstance(element, UIDropDownMenu):
            state = element.menu_states.get("closed")
            button = getattr(state, "selected_option_button", None)
            if button is not None:
                box = button.rect.w - 2 * _edge(button)
                for text, _ in element.options_list:
                    fits(translate(text), button.font, box, "drop-down choice")
        elif isinstance(element, UIButton | UILabel):
            words = translate(element.text, **(element.text_kwargs or {}))
            if isinstance(element, UILabel) and element.dynamic_width:
                recorder.text(words)
            else:
                where = "button" if isinstance(element, UIButton) else "label"
                fits(words, element.font, element.rect.w - 2 * _edge(element), where)
        elif isinstance(element, UITextBox):
            recorder.text(plain(translate(element.html_text, **(element.text_kwargs or {}))))
        elif isinstance(element, UITextEntryLine):
            recorder.text(element.get_text())
            if not element.get_text() and element.placeholder_text:
                recorder.text(translate(element.placeholder_text))
        if isinstance(element, UIWindow) and element.window_display_title:
            recorder.text(translate(element.window_display_title))


def _edge(element: Any) -> int:
    """The border and shadow inside a widget's rect (a number, or one per state)."""
    total = 0
    for name in ("border_width", "shadow_width"):
        value = getattr(element, name, 0) or 0
        if isinstance(value, dict):
            value = max((v for v in value.values() if isinstance(v, int)), default=0)
        total += value if isinstance(value, int) else 0
    return total


# ----- the tour ----------------------------------------------------------------------------
class Tour:
    """The app, and the steps that bring each scene on screen."""

    def __init__(self, language: str, recorder: Recorder, data_home: Path,
                 text_size: int = 100) -> None:
        from desktop.app import App
        from desktop.botworker import InlineBotWorker
        from desktop.settings import Settings

        self.recorder = recorder
        self.data_home = data_home
        settings = Settings(bot_speed="instant", animation_speed="off", language=language,
                            text_size=text_size)
        self.app = App(settings=settings, worker=InlineBotWorker(), autosave=False)

    def close(self) -> None:
        self.app.close()

    # ----- frames ----------------------------------------------------------------------
    def show(self, scene: str, frames: int = 2) -> None:
        """Draw a few frames of what is on screen now and record it as `scene`."""
        self.recorder.scene = scene
        for _ in range(frames):
            self.app.step(fps=0)
        widget_texts(self.app.manager, self.recorder)
        self.recorder.text(pygame.display.get_caption()[0])  # the window's title bar
        top = self.app.top()
        table = getattr(top, "table", None)
        if table is not None and getattr(table, "hotspots", None):
            self.hover(table.hotspots)
        if getattr(top, "cells", None):  # the end screen's score cells and their words
            self.hover(top.cells)
        if getattr(top, "spots", None):  # a chart's points and bars and their words
            self.hover_chart(top.spots)

    def hover(self, hotspots: list) -> None:
        """What each hotspot's (or score cell's) tooltip says, drawn as the scene draws it
        when hovered."""
        from desktop import ui

        scratch = pygame.Surface(ui.WINDOW_SIZE)
        for spot in hotspots[:300]:
            ui.tooltip(scratch, spot.title, spot.body, spot.rect.center)

    def hover_chart(self, spots: list) -> None:
        """What each point or bar of a chart says when hovered."""
        from desktop import ui

        scratch = pygame.Surface(ui.WINDOW_SIZE)
        for spot in spots[:300]:
            ui.tooltip(scratch, spot.title, "", spot.rect.center)

    def visit(self, scene: str, steps: Callable[[], None]) -> None:
        """Run `steps` (which show one or more scenes); an exception is the scene's error."""
        self.recorder.scene = scene
        try:
            steps()
        except Exception:  # noqa: BLE001 - reported per scene, the tour goes on
            self.recorder.report.errors[self.recorder.scene] = traceback.format_exc()
            with contextlib.suppress(Exception):
                self.app.replace_scene("title")

    # ----- matches -----------------------------------------------------------------------
    def match(self, game_id: str, kinds: list[str], options: dict[str, Any] | None = None,
              plies: int = 0, seed: int = 3) -> Any:
        """A match of these seat kinds advanced by `plies` random moves (any seat), then on
        to a decision of seat 0 if seat 0 is human."""
        from rules.core import Seat, registry
        from rules.core.match import Match, Move

        rules = registry.get(game_id)
        seats = [Seat(NAMES[i], kind) for i, kind in enumerate(kinds)]
        match = Match.start(game_id, seats, rules.make_options(options or {}), seed)
        rng = random.Random(seed)
        for done in range(plies + 400):
            acting = rules.to_act(match.state)
            if not acting or (done >= plies and (kinds[0] != "human" or 0 in acting)):
                break
            seat = acting[0]
            legal = rules.legal_actions(match.state, seat)
            action = legal[rng.randrange(len(legal))]
            rules.apply_unchecked(match.state, seat, action)
            match.moves.append(Move(seat, action))
        return match

    def finished(self, game_id: str, kinds: list[str], seed: int = 3) -> Any:
        """A match of these seat kinds played to its end by random moves."""
        from rules.core import Seat, registry
        from rules.core.match import Match, Move

        rules = registry.get(game_id)
        seats = [Seat(NAMES[i], kind) for i, kind in enumerate(kinds)]
        match = Match.start(game_id, seats, rules.make_options({}), seed)
        rng = random.Random(seed)
        for _ in range(50_000):
            acting = rules.to_act(match.state)
            if not acting or rules.is_over(match.state):
                break
            legal = rules.legal_actions(match.state, acting[0])
            action = legal[rng.randrange(len(legal))]
            rules.apply_unchecked(match.state, acting[0], action)
            match.moves.append(Move(acting[0], action))
        if not rules.is_over(match.state):
            raise AssertionError(f"a random game of {game_id} did not end")
        return match

    def table(self, match: Any) -> Any:
        """The game scene of `match` (human seat 0 views it), covers left on top."""
        from desktop.controller import GameController
        from saves.format import now

        self.app.worker.reset()
        controller = GameController(match, now(), self.app.worker, 0.0, autosave=False)
        return self.app.replace_scene("game", controller)

    def uncover(self) -> None:
        """Answer the pass-and-play cover, if there is one."""
        top = self.app.top()
        if top is not None and top.__class__.__name__ == "PassScene":
            top.controller.uncover()
            self.app.pop()


def tour(language: str, games: list[str] | None = None, data_home: Path | None = None,
         shell: bool = True, text_size: int = 100) -> Report:
    """Visit every scene in `language` at `text_size` per cent (of `games`, default all with
    a table; the shell's own scenes when `shell`) and report what reached the screen."""
    from desktop import games as desktop_games
    from desktop import i18n

    report = Report(i18n.normalise(language))
    recorder = Recorder(report)
    with contextlib.ExitStack() as stack:
        stack.callback(i18n.set_language, i18n.language())  # the app sets its own
        if data_home is None:
            data_home = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        stack.enter_context(_environ("XDG_DATA_HOME", str(data_home)))
        stack.enter_context(recording(recorder))
        stack.enter_context(warnings.catch_warnings())
        warnings.simplefilter("always")
        warnings.showwarning = recorder.warning
        walk = Tour(report.language, recorder, data_home, text_size)
        stack.callback(walk.close)
        ids = games or [d.game_id for d in desktop_games.desks()]
        if shell:
            _shell(walk, ids)
        for game_id in ids:
            _game(walk, game_id)
    return report


@contextlib.contextmanager
def _environ(name: str, value: str) -> Iterator[None]:
    old = os.environ.get(name)
    os.environ[name] = value
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = old


def _shell(walk: Tour, ids: list[str]) -> None:
    """Title, new game (every game, preset and player count), settings, load and its delete
    question, and the title telling why a save did not load."""
    import saves
    from desktop.games import desk
    from rules.core import registry
    from saves.format import now

    app = walk.app

    def title() -> None:
        app.replace_scene("title")
        walk.show(f"{SHELL}: title")

    def new_game() -> None:
        app.replace_scene("title")
        scene = app.push_scene("new_game")
        walk.show(f"{SHELL}: new game")
        for game_id in ids:
            game = desk(game_id)
            rules = registry.get(game_id)
            for text in (game.title, _tr(game.title)):
                if scene.desk is not game:
                    _event(scene, pygame_gui.UI_DROP_DOWN_MENU_CHANGED, scene.game_menu, text)
            if scene.desk is not game:  # the menu's text changed: choose it as the menu does
                scene.desk, scene.rules, scene.players = game, rules, game.players
                scene._build_counts()
                scene._build_seats()
                scene._build_options()
            walk.show(f"{game_id}: new game")
            for count in (rules.min_players, rules.max_players):
                _event(scene, pygame_gui.UI_DROP_DOWN_MENU_CHANGED, scene.count_menu,
                       str(count))
                walk.show(f"{game_id}: new game, {count} players", 1)
            for values in [v for group in game.presets().values() for _, _, v in group]:
                scene.apply_preset(values)
                walk.show(f"{game_id}: new game, presets", 1)
        scene.seed_entry.set_text("x")  # typed by the player: not the app's words
        scene._start()
        walk.show(f"{SHELL}: new game, a wrong seed", 1)

    def settings() -> None:
        app.replace_scene("title")
        app.push_scene("settings")
        walk.show(f"{SHELL}: settings")

    def load() -> None:
        match = walk.match(ids[0], ["human", "random"][:max(1, registry.get(ids[0])
                                                               .min_players)], plies=3)
        saves.save_slot(match, NAMES[0], now())
        saves.autosave(match, now())
        broken = saves.store.slot_path(NAMES[1])  # listed as a save that cannot be loaded
        broken.write_bytes(b"not a save")
        app.replace_scene("title")
        walk.show(f"{SHELL}: title with saves")
        app.push_scene("load")
        walk.show(f"{SHELL}: load")
        scene = app.top()
        button = next(iter(scene.deletes))
        _event(scene, pygame_gui.UI_BUTTON_PRESSED, button)
        walk.show(f"{SHELL}: load, delete question")
        app.open_save(broken)
        walk.show(f"{SHELL}: title after a save that did not load")

    def statistics() -> None:
        from saves import statistics as stats

        for i, score in enumerate((31, 44)):
            stats.record(stats.Finished(ids[0], f"tour{i}", {NAMES[0]: stats.Result(
                score, i == 1, now(), 3, ("easy", "human"))}))
        app.replace_scene("title")
        app.push_scene("statistics")
        walk.show(f"{SHELL}: statistics")
        app.top().choose_game(ids[-1])
        walk.show(f"{SHELL}: statistics, a game nobody played")

    def lessons() -> None:
        app.replace_scene("title")
        app.push_scene("lessons")
        walk.show(f"{SHELL}: learn to play")

    for name, steps in (("title", title), ("new game", new_game), ("settings", settings),
                        ("load", load), ("statistics", statistics), ("learn to play", lessons)):
        walk.visit(f"{SHELL}: {name}", steps)


def _game(walk: Tour, game_id: str) -> None:
    """A table at every player count, the Dark City, the cover, the rules, the dialogs and
    the end screens of one game."""
    from rules.core import registry

    rules = registry.get(game_id)
    app = walk.app

    def at(count: int, options: dict[str, Any] | None = None, label: str = "") -> None:
        for plies in (0, 6 * count + 5, 15 * count + 11):  # the first decision, and later ones
            kinds = ["human"] + ["random"] * (count - 1)
            match = walk.match(game_id, kinds, options, plies, seed=count + plies)
            while rules.is_over(match.state) and plies:  # a random game can end early
                plies //= 2
                match = walk.match(game_id, kinds, options, plies, seed=count + plies)
            scene = walk.table(match)
            walk.show(f"{game_id}: table, {count} players{label}", 3)
            if not scene.controller.my_turn():
                raise AssertionError(f"no decision of the human seat after {plies} moves")

    for count in range(rules.min_players, rules.max_players + 1):
        walk.visit(f"{game_id}: table, {count} players", lambda count=count: at(count))
    if game_id == "citadels":
        for label, options in _dark_city().items():
            walk.visit(f"{game_id}: table, {label}",
                       lambda options=options, label=label: at(5, options, f", {label}"))

    def shared() -> None:
        count = max(2, rules.min_players)
        match = walk.match(game_id, ["human", "human"] + ["random"] * (count - 2), plies=4)
        scene = walk.table(match)
        walk.show(f"{game_id}: pass the device")
        legal = rules.legal_actions(match.state, scene.controller.actor())
        scene._do(legal[0])  # refused: the screen was not handed over yet
        walk.uncover()
        walk.show(f"{game_id}: table after the cover")
        move = scene.controller.legal()[-1]
        scene._do(move)
        walk.show(f"{game_id}: table after a move", 2)
        walk.uncover()  # the move may have handed the screen to the other human
        scene._do(move)  # the same click again: most often refused by the rules now
        walk.show(f"{game_id}: a move refused", 1)
        scene._undo()
        walk.show(f"{game_id}: undone", 1)
        walk.uncover()
        app.push_scene("rules", scene.controller.match, scene.controller.view())
        walk.show(f"{game_id}: rules reference")
        app.pop()
        scene._save()
        walk.show(f"{game_id}: save dialog")
        dialog = app.top()
        dialog.entry.set_text("")
        dialog.submit()
        walk.show(f"{game_id}: save dialog, no name", 1)
        dialog.entry.set_text(NAMES[0])
        dialog.submit()
        walk.show(f"{game_id}: save dialog, saved", 1)
        scene._save()
        dialog = app.top()
        dialog.entry.set_text(NAMES[0])
        dialog.submit()
        walk.show(f"{game_id}: save dialog, replace", 1)
        app.pop()
        scene._menu()
        walk.show(f"{game_id}: menu")
        app.pop()
        scene._undo()
        walk.show(f"{game_id}: undo refused", 1)

    walk.visit(f"{game_id}: pass the device, rules, dialogs", shared)
    walk.visit(f"{game_id}: hint", lambda: _hint(walk, game_id))
    walk.visit(f"{game_id}: moment banner", lambda: _moment(walk, game_id))
    walk.visit(f"{game_id}: lessons", lambda: _lessons(walk, game_id))
    if game_id == "citadels":
        walk.visit(f"{game_id}: countdown", lambda: _countdown(walk))

    def end(count: int) -> None:
        kinds = ["human"] + ["random"] * (count - 1)
        match = walk.finished(game_id, kinds, seed=count)
        app.replace_scene("end", match, "")
        walk.show(f"{game_id}: end, {count} players")
        app.top().show_charts(True)
        walk.show(f"{game_id}: end, {count} players, charts")
        app.top().copy_setup()
        walk.show(f"{game_id}: end, {count} players, setup copied", 1)
        app.top().show_charts(False)
        app.top().show_table(True)
        walk.show(f"{game_id}: end, {count} players, the final table")
        app.top().show_table(False)
        replay = app.push_scene("replay", match)
        replay.go(len(match.moves) // 2)
        walk.show(f"{game_id}: replay, {count} players")
        replay.set_viewer(None)  # mid-game: every hand holds cards
        replay.go(len(match.moves) // 2 + 1)
        walk.show(f"{game_id}: replay, {count} players, every hand open")
        app.pop()

    counts = sorted({rules.min_players, min(rules.max_players, 4)})
    if rules.has_solo and 1 not in counts:
        counts.insert(0, 1)
    for count in counts:
        walk.visit(f"{game_id}: end, {count} players", lambda count=count: end(count))


def _hint(walk: Tour, game_id: str) -> None:
    """The Hint panel on a human's turn (a short inline search), while it thinks and then
    with its choices and their reasons."""
    from desktop.hintworker import InlineHintWorker

    match = walk.match(game_id, ["human", "random", "random"][:max(
        1, min(3, _rules(game_id).max_players))], plies=7, seed=11)
    scene = walk.table(match)
    scene.controller.hint_worker = InlineHintWorker(ms=None, iterations=24)
    scene._hint()
    walk.show(f"{game_id}: hint, thinking", 1)
    for _ in range(20):
        if scene.controller.current_hint() is not None:
            break
        walk.app.step(fps=0)
    walk.show(f"{game_id}: hint")
    if scene.controller.current_hint() is None:
        raise AssertionError("the hint never came")


def _moment(walk: Tour, game_id: str) -> None:
    """A moment's banner over the table (the first moment that changes the game in a random
    game: rules/<game>/moments.py), with the last lines of the log under it."""
    from desktop.i18n import say
    from desktop.views.kit.stop import Stop
    from rules.core.match import Move

    rules = _rules(game_id)
    match = walk.match(game_id, ["human"] + ["random"] * (rules.max_players - 1), seed=7)
    rng, moments = random.Random(7), ()
    while not moments:  # on to the first moment (the end's is shown before the last move)
        acting = rules.to_act(match.state)
        before = match.state.clone()
        legal = rules.legal_actions(match.state, acting[0])
        action = legal[rng.randrange(len(legal))]
        rules.apply_unchecked(match.state, acting[0], action)
        match.moves.append(Move(acting[0], action))
        moments = rules.moments(before, match.state)
    if rules.is_over(match.state):  # the table stays, the end screen does not come
        match.moves.pop()
        match.state = before
    scene = walk.table(match)
    lines = [say(line) for line in scene.controller.log()[-6:]]
    scene.motion.finish()
    scene.stops.append(Stop([say(moment.heading) for moment in moments], lines, 60.0))
    walk.show(f"{game_id}: moment banner")


def _lessons(walk: Tour, game_id: str) -> None:
    """Each of the game's tutorials (rules/<game>/lessons.py) through its first lesson: the
    coach's panel at every step and the summary, the learner doing what each step asks."""
    from rules.core.lessons import tutorials_of

    app = walk.app
    for tutorial in tutorials_of(game_id):
        app.start_lesson(tutorial.ident, 0)
        scene, shown = app.top(), set()
        c, coach = scene.controller, scene.coach
        for _ in range(2000):
            if coach.walk.lesson > 0 or coach.free() or c.over:
                break
            scene.motion.finish()
            scene.stops.clear()
            app.step(fps=0)
            where = (coach.walk.step, coach.walk.at_summary)
            if (c.my_turn() or coach.walk.at_summary) and where not in shown:
                shown.add(where)
                walk.show(f"{game_id}: lesson, {tutorial.ident}", 1)
            if coach.reads(c.my_turn()):
                coach.go_on()
            elif c.my_turn() and len(scene.lit()) == 1:
                scene._do(scene.lit()[0])


def _countdown(walk: Tour) -> None:
    """The Ball Room's countdown (Citadels' Dark City): the human must thank the crown holder
    in time."""
    from rules.citadels.catalogue import card_of_kind
    from rules.core.match import Move
    from rules.core.state import Decision

    match = walk.match("citadels", ["human", "random", "random", "random"],
                       {"district_ball_room": True}, plies=0, seed=5)
    rules = _rules("citadels")
    rng = random.Random(5)
    for _ in range(400):  # on to a character's turn of the human (gold or cards to take)
        seat = rules.to_act(match.state)[0]
        legal = rules.legal_actions(match.state, seat)
        if seat == 0 and legal[0].kind == "gold":
            break
        action = legal[0] if seat == 0 else legal[rng.randrange(len(legal))]
        rules.apply_unchecked(match.state, seat, action)
        match.moves.append(Move(seat, action))
    s = match.state
    ball_room = card_of_kind("ball_room")
    for pile in [s.deck, *s.hands, *s.cities]:
        if ball_room in pile:
            pile.remove(ball_room)
    s.crown = 1
    s.cities[1].append(ball_room)
    s.built_round[1].append(s.round)
    s.pending[-1] = Decision("thanks", 0, (), s.calling)
    s.version += 1
    scene = walk.table(match)
    walk.show("citadels: countdown")
    if scene.countdown_left is None:
        raise AssertionError("no countdown")


def _rules(game_id: str) -> Any:
    from rules.core import registry

    return registry.get(game_id)


def _dark_city() -> dict[str, dict[str, Any]]:
    """Citadels options: the Dark City cast with rank 9, and every Dark City district."""
    from rules.citadels.catalogue import DARK_KEYS, RANK_CHOICES

    cast = {f"rank_{r}": RANK_CHOICES[r][1] for r in range(1, 9)}
    return {
        "Dark City cast, Queen": {**cast, "rank_9": "queen"},
        "Dark City cast, Artist, every district": {
            **cast, "rank_9": "artist", **{f"district_{key}": True for key in DARK_KEYS}},
    }


def _tr(words: str) -> str:
    from desktop.i18n import tr

    return tr(words)


def _event(scene: Any, kind: int, element: Any, text: str | None = None) -> None:
    """Hand `scene` a pygame_gui event as if the player used `element`."""
    data: dict[str, Any] = {"ui_element": element}
    if text is not None:
        data["text"] = text
    scene.handle_event(pygame.event.Event(kind, data))


# ----- command line ------------------------------------------------------------------------
def summary(report: Report, english: bool) -> list[str]:
    """Findings grouped by scene: errors, English texts (when `english`), warnings and texts
    too wide, each with the code or data it most likely comes from."""
    lines: list[str] = []
    words = report.english() if english else {}
    wide = report.too_wide()
    for scene in report.scenes + sorted(set(report.errors) - set(report.scenes)):
        found = []
        if scene in report.errors:
            found.append("  error:\n" + "\n".join("    " + line for line in
                                                  report.errors[scene].splitlines()))
        for text in words.get(scene, []):
            found.append(f"  english: {text!r} ({', '.join(english_words(text))}) "
                         f"<- {source_of(text, scene)[1]}")
        for warning in sorted(report.warnings.get(scene, ())):
            found.append(f"  warning: {warning}")
        for item in wide.get(scene, []):
            found.append(f"  too wide: {item.text!r} {item.width} px in {item.box} px "
                         f"({item.where}) <- {source_of(item.text, scene)[1]}")
        if found:
            lines.append(f"{scene}: {len(found)}")
            lines += found
    return lines


def counts(report: Report, english: bool) -> list[str]:
    """One line per area: its scenes and their errors and warnings; the English texts and the
    texts too wide that come from its code or data (shown in any scene)."""
    lines = []
    for area in dict.fromkeys(area_of(s) for s in report.scenes + list(report.errors)):
        part = report.only(area)
        lines.append(f"{area}: {len(part.scenes)} scenes, "
                     f"{len(report.english_of(area)) if english else 0} texts with English "
                     f"words, {len(report.too_wide_of(area))} texts too wide, "
                     f"{len({w for ws in part.warnings.values() for w in ws})} warnings, "
                     f"{len(part.errors)} errors")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.screen_text", description=__doc__
                                     .split("\n\n")[0])
    parser.add_argument("--lang", default="zh_Hant", help="language to show (en, zh_Hant)")
    parser.add_argument("--game", action="append", help="only this game (repeatable); "
                        "the shell's own scenes are left out")
    parser.add_argument("--text-size", type=int, default=100, choices=TEXT_SIZES,
                        help="the text-size setting, per cent")
    parser.add_argument("--all", action="store_true", help="also list every text shown")
    args = parser.parse_args(argv)
    report = tour(args.lang, args.game, shell=not args.game, text_size=args.text_size)
    english = not report.language.startswith("en")
    if args.all:
        for scene, texts in report.texts.items():
            print(f"{scene}:")
            for text in sorted(texts):
                print(f"  {text!r}")
    lines = summary(report, english)
    print("\n".join(lines) if lines else "nothing found")
    print("\n".join(counts(report, english)))
    found = bool(report.errors or report.overflows or report.warnings
                 or (english and report.english()))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["ALLOWED", "NAMES", "Overflow", "Report", "english_words", "main", "tour"]
