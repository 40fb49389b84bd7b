"""One translation table for every player-facing string (gettext style).

Code writes English and wraps it: `tr("New game")`, `tr("Pass to {name}", name=seat.name)`.
The English text is the key into `desktop/lang/<language>.json`, a flat {english: translated}
object (keys starting with "_" are comments). English is the identity, so `en.json` holds only
a comment. A missing translation shows the English text. Placeholders are filled with
`str.format` only when parameters are given, so a text without parameters may contain braces.

Fonts: the default pygame_gui font has no CJK glyphs. For Chinese, `font_for_language` gives
pygame_gui's bundled NotoSansSC (it covers every Big5 character); pass it in the theme per
element type, or start the UIManager with `starting_language="zh"` (see tech-notes §4).
"""

from __future__ import annotations

import importlib.util
import json
import logging
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

LOG = logging.getLogger("desktop.i18n")

DEFAULT_LANGUAGE = "en"
LANGUAGE_NAMES = {"en": "English", "zh_Hant": "繁體中文"}  # shown in the settings screen

_language = DEFAULT_LANGUAGE
_table: dict[str, str] = {}


def normalise(code: str) -> str:
    """"zh-Hant" and "zh_hant" are "zh_Hant"; "EN" is "en"."""
    parts = code.strip().replace("-", "_").split("_")
    head = parts[0].lower()
    tail = [p.title() if len(p) == 4 else p.upper() for p in parts[1:] if p]
    return "_".join([head, *tail])


def available_languages() -> list[str]:
    """Codes of the shipped translation files, English first."""
    folder = resources.files("desktop").joinpath("lang")
    codes = sorted(entry.name[:-5] for entry in folder.iterdir()
                   if entry.name.endswith(".json"))
    return sorted(codes, key=lambda code: (code != DEFAULT_LANGUAGE, code))


@cache
def _load(code: str) -> dict[str, str]:
    try:
        text = resources.files("desktop").joinpath("lang", f"{code}.json").read_text(
            encoding="utf-8")
        data = json.loads(text)
    except (OSError, ValueError) as error:
        LOG.warning("could not read the %s translation (%s); showing English", code, error)
        return {}
    if not isinstance(data, dict):
        LOG.warning("the %s translation is not a JSON object; showing English", code)
        return {}
    return {key: value for key, value in data.items()
            if isinstance(key, str) and not key.startswith("_") and isinstance(value, str)}


def set_language(code: str) -> str:
    """Switch every later `tr` call to `code`; an unknown code falls back to English.
    Returns the language now in use."""
    global _language, _table
    code = normalise(code)
    if code != DEFAULT_LANGUAGE and code not in available_languages():
        LOG.warning("there is no %s translation; showing English", code)
        code = DEFAULT_LANGUAGE
    _language = code
    _table = {} if code == DEFAULT_LANGUAGE else _load(code)
    return _language


def language() -> str:
    return _language


def tr(text: str, **params: Any) -> str:
    """`text` (English) in the current language, with `{name}` placeholders filled."""
    translated = _table.get(text, text)
    if not params:
        return translated
    try:
        return translated.format(**params)
    except (KeyError, IndexError, ValueError, AttributeError):
        if translated is not text:
            LOG.warning("the %s translation of %r has bad placeholders", _language, text)
            try:
                return text.format(**params)
            except (KeyError, IndexError, ValueError, AttributeError):
                pass
        LOG.warning("could not fill the placeholders of %r with %s", text, sorted(params))
        return translated


def font_for_language(code: str | None = None) -> str | None:
    """A font file that can show `code` (default: the current language), or None when the
    default theme font does: pygame_gui's bundled NotoSansSC for any Chinese."""
    code = normalise(code or _language)
    if not code.startswith("zh"):
        return None
    spec = importlib.util.find_spec("pygame_gui")  # locate it without importing pygame
    if spec is None or spec.origin is None:
        return None
    path = Path(spec.origin).parent / "data" / "NotoSansSC-Regular.otf"
    return str(path) if path.is_file() else None
