"""Issue 21: every scene of every game renders in English and in Traditional Chinese, no text is
wider than its box, and no English word reaches a Chinese screen (`tools/screen_text.py` drives
the app and records what it draws); a scan of the sources finds no English text for a player
outside the catalogue. An area that fails today is marked in WIDE_TODAY (strict: the marker
must go the day it passes). The text-size setting: at 150 % too no text is wider than its box.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pygame
import pygame_gui
import pytest

from desktop.views.kit import fonts
from tools import screen_text
from tools.screen_text import NAMES, Recorder, Report, english_words, tour

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en", "zh_Hant")
LARGEST = 150  # the largest text size (desktop.settings.TEXT_SIZES)
AREAS = ("shell", "builders", "citadels", "ginkgopolis", "national_economy", "boonlake")

# (area, language) -> mark, for the assertions that fail today.
WIDE_TODAY: dict = {}
WARNED_TODAY: dict = {}
ENGLISH_TODAY: dict = {}
LARGE_WIDE_TODAY: dict = {}


def cases(languages: tuple[str, ...], today: dict) -> list:
    return [pytest.param(area, language, id=f"{area}-{language}",
                         marks=today.get((area, language), today.get(area, ())))
            for language in languages for area in AREAS]


@pytest.fixture(scope="module")
def reports(tmp_path_factory) -> dict[str, Report]:
    """One tour per language, made when first asked for and kept for the module."""
    made: dict[str, Report] = {}

    class Lazy(dict):
        def __missing__(self, language: str) -> Report:
            made[language] = tour(language, data_home=tmp_path_factory.mktemp(language))
            self[language] = made[language]
            return made[language]

    return Lazy()


@pytest.fixture(scope="module")
def large_reports(tmp_path_factory) -> dict[str, Report]:
    """One tour per language at the largest text size, made when first asked for."""

    class Lazy(dict):
        def __missing__(self, language: str) -> Report:
            self[language] = tour(language, text_size=LARGEST,
                                  data_home=tmp_path_factory.mktemp(f"{language}-large"))
            return self[language]

    return Lazy()


def listing(lines: list[str]) -> str:
    return "\n" + "\n".join(lines[:200]) + (f"\n... {len(lines) - 200} more"
                                            if len(lines) > 200 else "")


# ----- the app on screen --------------------------------------------------------------------
@pytest.mark.slow  # the screen tour of its language
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("area", AREAS)
def test_every_scene_renders_without_error(reports, area: str, language: str) -> None:
    report = reports[language].only(area)
    assert not report.errors, listing([f"{scene}:\n{error}" for scene, error in
                                       report.errors.items()])
    expected = {"shell": ["shell: title", "shell: new game", "shell: settings", "shell: load",
                          "shell: load, delete question", "shell: title with saves"],
                "citadels": [f"citadels: table, {n} players" for n in range(2, 8)] +
                ["citadels: table, 5 players, Dark City cast, Queen"]}.get(area, [
                    f"{area}: table, 1 players", f"{area}: table, 4 players"])
    if area != "shell":
        expected += [f"{area}: {what}" for what in (
            "new game", "pass the device", "table after the cover", "a move refused",
            "rules reference", "save dialog", "save dialog, replace", "menu",
            "end, 4 players", "hint", "moment banner")]
    if area == "citadels":
        expected.append("citadels: countdown")
    missing = [scene for scene in expected if scene not in report.texts]
    assert not missing, f"never shown: {missing}"
    for scene, texts in report.texts.items():  # each scene drew words
        assert len(texts) >= 1, scene


@pytest.mark.slow  # the screen tour of its language
@pytest.mark.parametrize(("area", "language"), cases(LANGUAGES, WIDE_TODAY))
def test_no_text_is_wider_than_its_box(reports, area: str, language: str) -> None:
    """Texts of the area's code and data (`screen_text.source_of`), in any scene."""
    found = reports[language].too_wide_of(area)
    assert not found, listing([f"{o.scene}: {o.text!r} {o.width} px in {o.box} px ({o.where}) "
                               f"<- {screen_text.source_of(o.text, o.scene)[1]}"
                               for o in found])


@pytest.mark.slow  # the screen tour of its language at 150 %
@pytest.mark.parametrize(("area", "language"), cases(LANGUAGES, LARGE_WIDE_TODAY))
def test_text_scaling_at_150_keeps_every_text_inside_its_box(large_reports, area: str,
                                                               language: str) -> None:
    """The text-size setting at its largest: texts are drawn larger (widgets' too) and
    still no text of the area's code and data is wider than its box, in any scene."""
    report = large_reports[language]
    assert not report.only(area).errors
    found = report.too_wide_of(area)
    assert not found, listing([f"{o.scene}: {o.text!r} {o.width} px in {o.box} px ({o.where}) "
                               f"<- {screen_text.source_of(o.text, o.scene)[1]}"
                               for o in found])


@pytest.mark.slow  # the screen tour of its language
@pytest.mark.parametrize(("area", "language"), cases(LANGUAGES, WARNED_TODAY))
def test_the_widgets_give_no_warnings(reports, area: str, language: str) -> None:
    """pygame_gui warns when a font was not preloaded (it falls back to another face) or a
    label is too small for its text."""
    report = reports[language].only(area)
    assert not report.warnings, listing([f"{scene}: {warning}" for scene, found in
                                         report.warnings.items() for warning in found])


@pytest.mark.slow  # the screen tour of its language
@pytest.mark.parametrize(("area", "language"), cases(("zh_Hant",), ENGLISH_TODAY))
def test_no_english_word_reaches_a_chinese_screen(reports, area: str, language: str) -> None:
    """Texts of the area's code and data (`screen_text.source_of`: the shell's scenes, views
    and kit are "shell"), in any scene."""
    found = reports[language].english_of(area)
    assert not found, listing([f"{scene}: {text!r} <- {source}"
                               for scene, text, source in found])


@pytest.mark.slow  # the screen tour of its language
def test_the_chinese_tour_is_in_chinese(reports) -> None:
    """The Chinese tour really shows the catalogue's Chinese (the title's buttons)."""
    from desktop import i18n

    i18n.set_language("zh_Hant")
    try:
        expected = {i18n.tr("New game"), i18n.tr("Settings")}
    finally:
        i18n.set_language("en")
    assert all(re.search("[\u4e00-\u9fff]", words) for words in expected)
    assert expected <= reports["zh_Hant"].texts["shell: title"]
    assert {"New game", "Settings"} <= reports["en"].texts["shell: title"]


# ----- the scan can find what it looks for ---------------------------------------------------
def test_english_words_are_found_and_the_tours_names_are_not() -> None:
    assert english_words("Pass to 米亞") == ["Pass"]
    assert english_words(f"輪到 {NAMES[0]}") == []
    assert english_words(f"{NAMES[1]}、{NAMES[2]} 獲勝！") == []
    assert english_words("Take 3 gold") == ["Take", "gold"]
    assert english_words("3 金幣 · +1P · 12 VP") == []  # numbers and short marks
    assert english_words("English") == []  # the language menu (screen_text.ALLOWED)
    assert english_words("Ctrl+Z") == []  # a key's name as printed on it
    assert english_words("Home 鍵") == []
    assert english_words("End of the game") == ["End", "the", "game"]
    assert english_words("Control the Z key") == ["Control", "the", "key"]


def test_the_recorder_finds_texts_too_wide(tmp_path) -> None:
    """Each kind of box the tour checks: a cut text, a wrapped word, a text off its surface,
    a button, a label and a drop-down's choice too long for them."""
    from desktop import ui
    from desktop.app import App
    from desktop.botworker import InlineBotWorker
    from desktop.scenes.base import Scene
    from desktop.settings import Settings

    report = Report("en")
    recorder = Recorder(report)
    long = "An uncommonly long text for a small box"
    with screen_text.recording(recorder):
        app = App(settings=Settings(animation_speed="off"), worker=InlineBotWorker(),
                  autosave=False)
        try:
            scene = Scene(app)
            app.push(scene)
            container = scene.container()
            pygame_gui.elements.UIButton(pygame.Rect(0, 0, 80, 30), long, app.manager,
                                         container)
            pygame_gui.elements.UILabel(pygame.Rect(0, 40, 80, 30), long, app.manager,
                                        container)
            pygame_gui.elements.UIDropDownMenu(["ok", long], "ok", pygame.Rect(0, 80, 120, 30),
                                               app.manager, container)
            pygame_gui.elements.UIButton(pygame.Rect(0, 120, 600, 30), "Fits", app.manager,
                                         container)
            surface = pygame.Surface((200, 50))
            ui.text(surface, long, (0, 0), max_width=100)
            ui.wrap("Incomprehensibilities", 16, 40)
            ui.text(surface, "Fits", (185, 0))
            ui.text(surface, "Short", (0, 20))
            fonts.script_text("国民経済のとても長い名前", "ja", 16, (0, 0, 0), 30)
            recorder.scene = "test"
            app.step(fps=0)
            screen_text.widget_texts(app.manager, recorder)
        finally:
            app.close()
    wide = {(o.where.split(" (")[0], o.text) for o in report.overflows}
    assert {("button", long), ("label", long), ("drop-down choice", long),
            ("ui.rendered", long), ("ui.wrap", "Incomprehensibilities"),
            ("ui.text", "Fits"), ("fonts.script_text", "国民経済のとても長い名前")} <= wide
    assert not {text for _, text in wide} & {"Short", "ok"}
    shown = {t for texts in report.texts.values() for t in texts}
    assert {"Short", long, "ok"} <= shown  # drawn by pygame.font.Font and by the widgets


# ----- the sources -------------------------------------------------------------------------
# Calls whose string arguments go through the catalogue: all positional ones.
CATALOGUE_CALLS = {"tr", "ntr", "ptr", "msg", "nmsg", "pmsg", "N_", "option"}
# Calls whose string arguments never reach the screen: logging, warnings, the command line,
# the console, and strings used as names (attributes, colours, patterns, paths, ids).
SILENT_CALLS = {
    "debug", "info", "warning", "error", "exception", "critical", "log", "warn", "print",
    "add_argument", "ArgumentParser", "add_parser", "getattr", "setattr", "hasattr",
    "delattr", "Color", "compile", "match", "fullmatch", "search", "sub", "findall", "split",
    "Path", "joinpath", "open", "get", "pop", "setdefault", "startswith", "endswith",
    "ObjectID", "import_module", "find_spec", "getLogger", "strftime", "strptime",
    "environ", "getenv", "setenv", "filterwarnings", "simplefilter", "catch_warnings",
    "fromisoformat", "encode", "decode", "replace", "partition", "rpartition", "lstrip",
    "rstrip", "strip", "format_exc", "NewType", "TypeVar", "namedtuple", "field",
    "make_options", "act", "Action", "Seat", "Event", "post", "font", "SysFont", "Font",
    "cast", "isinstance", "record_solo", "enter_context", "suppress",
}
# Texts that look like English prose but do not reach the screen as such. Each needs a reason.
SOURCE_ALLOWED: dict[str, str] = {
    "English": "the language menu names each language in its own script (LANGUAGE_NAMES)",
    "median {} ms, p99 {} ms": "frame times printed on the console after --frames",
    "the bot worker stopped unexpectedly": "a reason for the log (BotWorker._restart)",
    "a cancelled bot search did not stop": "a reason for the log (BotWorker._restart)",
    "to rob": "a key of the Citadels banner's memory (citadels_table.announce), never shown",
    "Consumer good": "shown only through tr (national_economy_words.title); a catalogue entry",
    "national economy building": "a catalogue context, not a text",
    "national economy workplace": "a catalogue context, not a text",
    " places a worker on the ": "read from an old save's English log (NE used_by rebuild)",
    "The Builders": "the options' owner in a developer's error for a hand-edited state",
    "move {} ({} by seat {}): {}": "the English str() of a replay error, for tracebacks",
}
# Consistency checks (`invariants`) of the games' rules.py, for tests and the fuzzer.
INVARIANT_TEXTS = (
    "a seat has negative coins", "the state does not hold together: {}",
    "money is not conserved: players, household and supply hold ${}",
    "negative money or goods", "cards not in exactly one place: repeated/odd {}, missing {}",
    "seat {} has more workers than its limit", "seat {} placed more workers than it has",
    "a public workplace is listed twice")
SOURCE_ALLOWED.update({text: "an invariant check's report, for tests and the fuzzer"
                       for text in INVARIANT_TEXTS})
# Files that never put text on the app's screen. Each needs a reason.
SKIPPED = {
    "rules/citadels/ai/": "the bots' code: nothing a player reads",
    "rules/ginkgopolis/ai/": "the bots' code",
    "rules/national_economy/ai/": "the bots' code",
    "rules/builders/ai/": "the bots' code",
    "rules/bots/": "the bots' code",
    "rules/arena.py": "the command-line arena's report, for developers",
    "rules/ladder.py": "the bot ladder's report (docs/ai-ladder.md), for developers",
    "rules/citadels/invariants.py": "consistency checks for tests and the fuzzer",
    "rules/ginkgopolis/invariants.py": "consistency checks for tests and the fuzzer",
    "rules/core/fields.py": "a state's declared fields: the source of their copy, no words",
    "desktop/launcher.py": "the desktop environment's menu entry and file type (--install-"
                           "launcher), outside the app",
}
PROSE = re.compile(r"[A-Za-z]{2,}\S*\s+\S*[A-Za-z]{2,}"  # words with spaces between
                   r"|^[A-Z][a-z]{2,}[.!?:…]?$")  # a capitalised word
CAPITALISED = re.compile(r"^[A-Z][a-z]{2,}[.!?:…]?$")
NAME = re.compile(r"^[\w.\-/:%@#*+]*$")  # an id, a path, a module, a pattern, a format, a key
FILE_NAME = re.compile(r"\.(py|json|png|svg|otf|ttf|po|pot|txt|md|citadels)\b")
IDS = re.compile(r"^\w+(, \w+)+$")  # a list of ids


def function_name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def literal_text(node: ast.AST) -> str | None:
    """The text of a string literal (an f-string with its {placeholders})."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(part.value if isinstance(part, ast.Constant) else "{}"
                       for part in node.values)
    return None


def looks_like_prose(text: str) -> bool:
    """A text for a player: a capitalised word, or words with spaces between them (ignoring
    placeholders and tags); not an id, a path, a file name or a list of ids."""
    words = re.sub(r"\{[^}]*\}|<[^>]*>|%\(\w+\)\w", " ", text).strip()
    if NAME.match(words) and not CAPITALISED.match(words):
        return False
    if FILE_NAME.search(words) or IDS.match(words):
        return False
    return bool(PROSE.search(words))


class Scan(ast.NodeVisitor):
    """String literals of one module that look like prose and are not for the catalogue."""

    def __init__(self) -> None:
        self.found: list[tuple[int, str]] = []
        self.quiet: set[int] = set()  # ids of nodes whose strings are not checked

    def quieten(self, node: ast.AST | None) -> None:
        if node is not None:
            self.quiet.update(id(inner) for inner in ast.walk(node))

    def visit_Module(self, node: ast.Module) -> None:
        self._docstring(node)
        self.generic_visit(node)

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self._docstring(node)
        self.generic_visit(node)

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self._docstring(node)
        self.quieten(node.returns)
        self.quieten(node.args)  # annotations and default values of parameters
        self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef

    def _docstring(self, node: ast.Module | ast.ClassDef | ast.FunctionDef
                   | ast.AsyncFunctionDef) -> None:
        if node.body and isinstance(node.body[0], ast.Expr) and \
                isinstance(node.body[0].value, ast.Constant):
            self.quieten(node.body[0])

    def visit_Expr(self, node: ast.Expr) -> None:  # a bare string: a comment
        if literal_text(node.value) is not None:
            self.quieten(node)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name = function_name(node.func)
        if name in CATALOGUE_CALLS:
            for arg in node.args:
                self.quieten(arg)
        if name in SILENT_CALLS:
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                self.quieten(arg)
        self.generic_visit(node)

    def visit_Raise(self, node: ast.Raise) -> None:  # exceptions: for the log and the console
        self.quieten(node)
        self.generic_visit(node)

    def visit_Assert(self, node: ast.Assert) -> None:
        self.quieten(node)
        self.generic_visit(node)

    def visit_Compare(self, node: ast.Compare) -> None:  # `choice == "Quit"`: used as an id
        self.quieten(node)
        self.generic_visit(node)

    def visit_Subscript(self, node: ast.Subscript) -> None:
        self.quieten(node.slice)
        self.generic_visit(node)

    def visit_Dict(self, node: ast.Dict) -> None:
        for key in node.keys:
            self.quieten(key)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        self.quieten(node.annotation)
        self.generic_visit(node)

    def visit_Assign(self, node: ast.Assign) -> None:
        if any(isinstance(t, ast.Name) and t.id in ("__all__", "__slots__")
               for t in node.targets):
            self.quieten(node.value)
        self.generic_visit(node)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        self._check(node)
        if not looks_like_prose(literal_text(node) or ""):  # the parts of a name are names
            self.quieten(node)
        for part in node.values:  # the expressions inside, not the literal parts again
            if isinstance(part, ast.FormattedValue):
                self.quieten(part.format_spec)
                self.visit(part.value)

    def visit_Constant(self, node: ast.Constant) -> None:
        self._check(node)

    def _check(self, node: ast.AST) -> None:
        text = literal_text(node)
        if text is None or id(node) in self.quiet:
            return
        if looks_like_prose(text) and text not in SOURCE_ALLOWED and \
                text not in catalogue_ids():
            self.found.append((getattr(node, "lineno", 0), text))


@cache
def catalogue_ids() -> frozenset[str]:
    """Every English text of the catalogue (a literal equal to one is shown through it, such
    as a card name read from the data and translated where it is drawn)."""
    from babel.messages.pofile import read_po

    path = ROOT / "desktop" / "locale" / "zh_Hant" / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as handle:
        catalogue = read_po(handle)
    ids: set[str] = set()
    for message in catalogue:
        ids.update(message.id if isinstance(message.id, tuple) else (message.id,))
    return frozenset(i for i in ids if i)


def scan_source(source: str) -> list[tuple[int, str]]:
    scan = Scan()
    scan.visit(ast.parse(source))
    return sorted(scan.found)


def source_offenders() -> list[str]:
    found = []
    for folder in ("desktop", "rules"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            if relative.startswith(tuple(SKIPPED)):
                continue
            for line, text in scan_source(path.read_text(encoding="utf-8")):
                found.append(f"{relative}:{line}: {text!r}")
    return found


def test_the_source_scan_finds_prose_outside_the_catalogue() -> None:
    source = '''
"""A module docstring with words."""
import logging
LOG = logging.getLogger("desktop.x")
LABELS = {"zebra_speed": "Zebra crossing speed"}
def f(choice):
    """A docstring."""
    LOG.warning("could not read %s", choice)
    if choice == "Depart now":
        raise ValueError("Not a choice for the screen")
    tr("Through the catalogue")
    msg("A message from the rules {name}", name=choice)
    option(False, "An option's description", group="Moonlit Quarry rules")
    colour = Color("#151a26")
    key = "tax_collector"
    path = "sprites/fonts/NotoSansTC-Subset.otf"
    return f"You cannot build {choice} twice.", "Depart now", key, path, colour
'''
    assert [text for _, text in scan_source(source)] == [
        "Zebra crossing speed", "Moonlit Quarry rules", "Depart now",
        "You cannot build {} twice."]


def test_no_english_prose_outside_the_catalogue() -> None:
    """desktop/ and rules/ (not the bots): every literal that looks like prose for a player
    goes through tr/ntr/ptr/msg/nmsg/pmsg/N_/option, or is a catalogue entry."""
    found = source_offenders()
    print("\n".join(found))
    assert not found, listing(found)
