"""The one catalogue every player-facing string goes through (gettext, kept with Babel).

Desktop code writes English and translates it at once: `tr("New game")`,
`tr("Pass to {name}", name=seat.name)`, `ntr("{n} card", "{n} cards", n)`, and
`ptr("citadels district", "Temple")` for names that need a context. The rules hand over
messages (`rules.core.message.Msg`) that `say` renders in the chosen language. The catalogues
are `desktop/locale/<language>/LC_MESSAGES/messages.po`, kept in step with the code by
`python -m tools.i18n extract`; English is the source text and needs no catalogue. A missing
translation shows the English text.

Chinese text uses our subset of Noto Sans TC (`sprites/fonts`, made by `tools/cjk_font.py`):
`font_for_language` gives its path.
"""

from __future__ import annotations

import gettext
import io
import locale
import logging
import os
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from rules.core.message import ENGLISH, Catalogue, render

LOG = logging.getLogger("desktop.i18n")

DEFAULT_LANGUAGE = "en"
# Each language's own name, shown in Settings and on the first launch (not translated).
LANGUAGE_NAMES = {"en": "English", "zh_Hant": "繁體中文"}
CJK_FONT = Path(__file__).resolve().parent.parent / "sprites" / "fonts" / \
    "NotoSansTC-Subset.otf"

_language = DEFAULT_LANGUAGE
_catalogue: Catalogue = ENGLISH


def normalise(code: str) -> str:
    """"zh-Hant" and "zh_hant" are "zh_Hant"; "EN" is "en"."""
    parts = code.strip().replace("-", "_").split("_")
    head = parts[0].lower()
    tail = [p.title() if len(p) == 4 else p.upper() for p in parts[1:] if p]
    return "_".join([head, *tail])


def available_languages() -> list[str]:
    """English and every language with a shipped catalogue, English first."""
    folder = resources.files("desktop").joinpath("locale")
    codes = [entry.name for entry in folder.iterdir()
             if entry.joinpath("LC_MESSAGES", "messages.po").is_file()]
    return [DEFAULT_LANGUAGE, *sorted(c for c in codes if c != DEFAULT_LANGUAGE)]


def system_language(environ: dict[str, str] | None = None) -> str:
    """The shipped language closest to the system's locale: Chinese for any Chinese locale
    (the rulebooks are Traditional Chinese), else English."""
    environ = dict(os.environ) if environ is None else environ
    names = [environ.get(k, "") for k in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    if environ is os.environ or not any(names):
        try:
            names.append(locale.getlocale()[0] or "")
        except ValueError:
            pass
    for name in names:
        for part in name.split(":"):
            if part.lower().startswith("zh"):
                return "zh_Hant"
            if part and part.split(".")[0] not in ("C", "POSIX"):
                return DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


@cache
def _load(code: str) -> Catalogue:
    """The catalogue of `code`, read from its .po with Babel and compiled in memory."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    try:
        source = resources.files("desktop").joinpath("locale", code, "LC_MESSAGES",
                                                     "messages.po")
        with source.open("rb") as handle:
            catalogue = read_po(handle)
        compiled = io.BytesIO()
        write_mo(compiled, catalogue)
        compiled.seek(0)
        return gettext.GNUTranslations(compiled)
    except (OSError, ValueError, SyntaxError) as error:
        LOG.warning("could not read the %s catalogue (%s); showing English", code, error)
        return ENGLISH


def set_language(code: str) -> str:
    """Switch every later translation to `code`; an unknown code falls back to English.
    Returns the language now in use."""
    global _language, _catalogue
    code = normalise(code)
    if code not in available_languages():
        LOG.warning("there is no %s catalogue; showing English", code)
        code = DEFAULT_LANGUAGE
    _language = code
    _catalogue = ENGLISH if code == DEFAULT_LANGUAGE else _load(code)
    return _language


def language() -> str:
    return _language


def in_language(code: str, text: str) -> str:
    """`text` translated into `code`, the language in use left as it is (for files written
    for the desktop environment in several languages at once)."""
    code = normalise(code)
    catalogue = ENGLISH if code not in available_languages() or code == DEFAULT_LANGUAGE \
        else _load(code)
    return catalogue.gettext(text)


def _fill(pattern: str, english: str, params: dict[str, Any]) -> str:
    if not params:
        return pattern
    values = {key: say(value) if not isinstance(value, str | int | float) else value
              for key, value in params.items()}
    try:
        return pattern.format(**values)
    except (KeyError, IndexError, ValueError, AttributeError):
        LOG.warning("the %s translation of %r has other placeholders", _language, english)
        try:
            return english.format(**values)
        except (KeyError, IndexError, ValueError, AttributeError):
            return pattern


def tr(text: str, **params: Any) -> str:
    """`text` (English) in the current language, with `{name}` placeholders filled. A text
    without parameters is not formatted, so it may contain braces."""
    return _fill(_catalogue.gettext(text), text, params)


def ntr(singular: str, plural: str, n: int, **params: Any) -> str:
    """The form of a counted text for `n` in the current language; `{n}` is the count."""
    return _fill(_catalogue.ngettext(singular, plural, n), singular, {**params, "n": n})


def ptr(context: str, text: str, **params: Any) -> str:
    """`text` translated in `context` (a card or component name, a score category)."""
    return _fill(_catalogue.pgettext(context, text), text, params)


def say(text: Any) -> str:
    """A message from the rules (or a finished str) in the current language."""
    return render(text, _catalogue)


def is_cjk() -> bool:
    return _language.startswith("zh")


def names_font() -> str | None:
    """A font that shows every language's name in its own script (`LANGUAGE_NAMES`), or None
    when the default theme font does."""
    return next((path for code in available_languages()
                 if (path := font_for_language(code)) is not None), None)


def font_for_language(code: str | None = None) -> str | None:
    """A font file that can show `code` (default: the current language), or None when the
    default theme font does: our Noto Sans TC subset for Chinese."""
    code = normalise(code or _language)
    if not code.startswith("zh"):
        return None
    return str(CJK_FONT) if CJK_FONT.is_file() else None
