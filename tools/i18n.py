"""The catalogue's tools: extract every player-facing string, update the translations, check.

    python -m tools.i18n extract   # rewrite desktop/locale/messages.pot and update every .po
    python -m tools.i18n check     # untranslated, unused or placeholder-mismatched entries

Strings are found by Babel in the Python sources (the calls listed in KEYWORDS) and in the
card data (the fields listed in DATA_TEXTS, with a context per kind of name). Updating keeps
every translation already made, adds new strings untranslated and drops strings no longer
used. The font subset (`tools/cjk_font.py`) must be rebuilt after the catalogue gains
characters; tests/test_catalogue.py says when.
"""

from __future__ import annotations

import io
import json
import string
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "desktop" / "locale"
TEMPLATE = LOCALE / "messages.pot"
SOURCES = ("rules", "desktop", "saves")
LANGUAGES = {"zh_Hant": "zh_Hant_TW"}  # catalogue folder: the Babel locale (plural rules)

# Fixed header values, so that regenerating a catalogue changes only its messages.
HEADER = {"project": "Tabletop Cities", "version": "1", "copyright_holder": "Tabletop Cities",
          "msgid_bugs_address": "", "last_translator": "Tabletop Cities team",
          "creation_date": datetime(2026, 11, 23, tzinfo=UTC),
          "revision_date": datetime(2026, 11, 23, tzinfo=UTC), "fuzzy": False}
# Babel keyword specs: the argument positions holding the message (and its context "c").
KEYWORDS: dict[str, Any] = {
    "tr": None, "ntr": (1, 2), "ptr": ((1, "c"), 2),          # desktop: translate now
    "msg": None, "nmsg": (1, 2), "pmsg": ((1, "c"), 2),       # rules: a message for later
    "N_": None,                                               # a marked name kept as str
    "NP_": (1, 2),                                            # a marked plural pair
    "option": (2,),                                           # a game option's description
}
# Card data: file -> {field: context}; every value of such a field is a catalogue entry.
DATA_TEXTS: dict[str, dict[str, str]] = {
    "rules/boonlake/data/cards.json": {"name": "boonlake card"},
    "rules/builders/data/cards.json": {"name": "builders card"},
    "rules/citadels/data/characters.json": {"name": "citadels character",
                                            "text": "citadels character text"},
    "rules/citadels/data/districts.json": {"name": "citadels district",
                                           "text": "citadels district text"},
    "rules/national_economy/data/buildings.json": {"en": "national economy building"},
    "rules/national_economy/data/rounds.json": {"en": "national economy workplace"},
}


def extract() -> Catalog:
    """Every message the sources and the data use, as a template catalogue."""
    template = Catalog(**HEADER)
    for folder in SOURCES:
        for filename, lineno, message, _comments, context in extract_from_dir(
                ROOT / folder, method_map=[("**.py", "python")], keywords=KEYWORDS,
                directory_filter=lambda path: "__pycache__" not in path):
            if message and (message[0] if isinstance(message, tuple) else message):
                template.add(message, locations=[(f"{folder}/{filename}", lineno)],
                             context=context)
    for text in option_words():
        template.add(text, locations=[("rules/*/options.py", 0)])
    for relative, fields in DATA_TEXTS.items():
        data = json.loads((ROOT / relative).read_text(encoding="utf-8"))
        for field_name, value in _fields(data):
            if field_name in fields and isinstance(value, str) and value:
                template.add(value, locations=[(relative, 0)], context=fields[field_name])
    return template


def option_words() -> list[str]:
    """Every game option's title and choice values as the new-game screen and the rules
    reference show them (`rules.core.contract.option_word`): they come from field names and
    values, not literals, so extraction cannot see them."""
    from rules.core import registry
    from rules.core.contract import describe_options, option_word

    words: list[str] = []
    for rules in registry.all_games():
        for info in describe_options(rules.options_class):
            words.append(info.title)
            words += [option_word(value) for value in (*info.choices, info.default)
                      if isinstance(value, str)]
    return words


def _fields(data: Any) -> Iterator[tuple[str, Any]]:
    if isinstance(data, dict):
        for key, value in data.items():
            yield key, value
            yield from _fields(value)
    elif isinstance(data, list):
        for item in data:
            yield from _fields(item)


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / "messages.po"


def read_catalogue(language: str) -> Catalog:
    with po_path(language).open("rb") as handle:
        return read_po(handle, locale=LANGUAGES[language])


def write_catalogue(path: Path, catalogue: Catalog) -> None:
    buffer = io.BytesIO()
    write_po(buffer, catalogue, width=100, sort_output=True, omit_header=False,
             ignore_obsolete=True, include_lineno=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buffer.getvalue())


def update() -> None:
    template = extract()
    write_catalogue(TEMPLATE, template)
    for language, babel_locale in LANGUAGES.items():
        path = po_path(language)
        catalogue = Catalog(locale=babel_locale, language_team="繁體中文", **HEADER)
        if path.exists():
            for message in read_catalogue(language):
                if message.id:
                    catalogue[message.id] = message
        catalogue.update(template, no_fuzzy_matching=True, update_creation_date=False)
        write_catalogue(path, catalogue)


def translated(message: Any) -> bool:
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return all(strings)


def placeholders(text: str) -> set[str]:
    """The `{name}` fields of a str.format pattern."""
    try:
        return {field for _, field, _, _ in string.Formatter().parse(text) if field}
    except ValueError:
        return {"<malformed>"}


def problems(language: str) -> list[str]:
    """What keeps the catalogue of `language` from being complete and in step with the code."""
    template = extract()
    catalogue = read_catalogue(language)
    found: list[str] = []
    wanted = {(m.id if isinstance(m.id, str) else m.id[0], m.context)
              for m in template if m.id}
    for message in catalogue:
        if not message.id:
            continue
        key = (message.id if isinstance(message.id, str) else message.id[0], message.context)
        if key not in wanted:
            found.append(f"unused: {key}")
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        if not translated(message):
            found.append(f"untranslated: {key}")
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        expected = set().union(*(placeholders(i) for i in ids))
        for text in strings:
            if placeholders(text) != expected:
                found.append(f"placeholders differ: {key}: {sorted(expected)} vs "
                             f"{sorted(placeholders(text))}")
    have = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalogue if m.id}
    found.extend(f"missing: {key}" for key in sorted(wanted - have, key=str))
    return found


def merge(_base: Path, ours: Path, theirs: Path) -> None:
    """A git merge driver for catalogues: the union of both sides' messages, a translation
    kept from either side (ours when both translated). Run `extract` after the merge."""
    def read(path: Path) -> Catalog:
        with path.open("rb") as handle:
            return read_po(handle)

    mine, other = read(ours), read(theirs)
    for message in other:
        present = mine.get(message.id, message.context) if message.id else None
        if message.id and (present is None or not translated(present)):
            if present is not None:
                mine.delete(message.id, message.context)
            mine[message.id] = message
    write_catalogue(ours, mine)


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "merge" and len(argv) == 4:
        merge(*(Path(a) for a in argv[1:]))
        return 0
    if command == "extract":
        update()
        print(f"wrote {TEMPLATE.relative_to(ROOT)} and updated {', '.join(LANGUAGES)}")
        return 0
    if command == "check":
        status = 0
        for language in LANGUAGES:
            found = problems(language)
            for line in found:
                print(f"{language}: {line}")
            status |= bool(found)
        return status
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
