"""Words for the player as message ids with parameters, rendered later in any language.

The rules never write a finished sentence: a prompt, a log line, a reason from `check`, a score
category or an option description is a `Msg` (gettext style: the id is the English source
text, so English needs no catalogue). The desktop renders it with the chosen language's
catalogue (`desktop.i18n.say`); anything else (the arena, tests, golden playthroughs) renders
English with `english`. A saved game keeps its log as messages, so it is read in the language
chosen now.

Write them with the three makers, which the catalogue extraction knows (`tools/i18n.py`):

    msg("{who} builds the {card}.", who=name, card=district_name(card))
    nmsg("{n} card", "{n} cards", count)            # the count is the `n` placeholder
    pmsg("citadels district", "Temple")             # a name that needs a context
    N_("Districts")                                  # kept as str, translated when shown
    NP_("{n} coin", "{n} coins")                     # a pair kept for a later nmsg

A parameter is a plain value (a player's name, a number) or another message, rendered in the
same language; `Join` lists several with the language's separator.
"""

from __future__ import annotations

import gettext
import logging
from typing import Any, NamedTuple, Protocol

LOG = logging.getLogger("rules.messages")


class Msg(NamedTuple):
    """One message: `id` (the English text), its parameters as sorted (name, value) pairs, the
    English plural and the count for plural messages, and the context for names."""

    id: str
    params: tuple[tuple[str, Any], ...] = ()
    plural: str | None = None
    n: int | None = None
    context: str | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.id}
        if self.params:
            data["params"] = {key: _value_to_json(value) for key, value in self.params}
        if self.plural is not None:
            data["plural"], data["n"] = self.plural, self.n
        if self.context is not None:
            data["context"] = self.context
        return data


class Join(NamedTuple):
    """Several texts listed in one parameter ("Temple, Church"), joined in the language's own
    way."""

    items: tuple[Any, ...]


Text = Msg | str  # a str is a finished text (a player's name, or a log line from an old save)


def msg(text: str, **params: Any) -> Msg:
    return Msg(text, tuple(sorted(params.items())))


def nmsg(singular: str, plural: str, n: int, **params: Any) -> Msg:
    """A message whose wording depends on the count `n` (also the `{n}` placeholder)."""
    return Msg(singular, tuple(sorted({**params, "n": n}.items())), plural, n)


def pmsg(context: str, text: str, **params: Any) -> Msg:
    """A message that needs a context to be translated right (a card or a component name)."""
    return Msg(text, tuple(sorted(params.items())), context=context)


def N_(text: str) -> str:  # noqa: N802 (gettext's own name for it)
    """Marks `text` for the catalogue and returns it unchanged: a name kept as a plain str
    (a score category, a dict key) that the desktop translates when it shows it."""
    return text


def NP_(singular: str, plural: str) -> tuple[str, str]:  # noqa: N802 (after N_)
    """Marks a singular and plural pair for the catalogue, as `nmsg` does, and returns it."""
    return singular, plural


def join(items: Any) -> Join:
    return Join(tuple(items))


class Catalogue(Protocol):
    """What rendering needs from a translation: `gettext.GNUTranslations` has it."""

    def gettext(self, message: str) -> str: ...
    def ngettext(self, singular: str, plural: str, n: int) -> str: ...
    def pgettext(self, context: str, message: str) -> str: ...
    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str: ...


ENGLISH: Catalogue = gettext.NullTranslations()
LIST_SEPARATOR = msg(", ")


def render(text: Any, catalogue: Catalogue = ENGLISH) -> str:
    """`text` (a Msg, a Join, or a finished str) in the language of `catalogue`."""
    if isinstance(text, Msg):
        pattern = _pattern(text, catalogue)
        if not text.params:
            return pattern
        values = {key: render(value, catalogue) if isinstance(value, Msg | Join) else value
                  for key, value in text.params}
        try:
            return pattern.format(**values)
        except (KeyError, IndexError, ValueError, AttributeError):
            LOG.warning("the translation of %r has other placeholders; showing English",
                        text.id)
            return _pattern(text, ENGLISH).format(**values)
    if isinstance(text, Join):
        separator = render(LIST_SEPARATOR, catalogue)
        return separator.join(render(item, catalogue) for item in text.items)
    return str(text)


def english(text: Any) -> str:
    return render(text, ENGLISH)


def _pattern(text: Msg, catalogue: Catalogue) -> str:
    if text.plural is not None:
        n = text.n if text.n is not None else 1
        if text.context is not None:
            return catalogue.npgettext(text.context, text.id, text.plural, n)
        return catalogue.ngettext(text.id, text.plural, n)
    if text.context is not None:
        return catalogue.pgettext(text.context, text.id)
    return catalogue.gettext(text.id)


def _value_to_json(value: Any) -> Any:
    if isinstance(value, Msg):
        return value.to_json()
    if isinstance(value, Join):
        return {"join": [_value_to_json(item) for item in value.items]}
    return value


def text_from_json(data: Any) -> Text:
    """A text from its JSON (a str, or a message object); ValueError for anything else."""
    if isinstance(data, str):
        return data
    if not isinstance(data, dict) or not isinstance(data.get("id"), str):
        raise ValueError(f"a text is a string or a message object, not {data!r}")
    params = data.get("params", {})
    if not isinstance(params, dict):
        raise ValueError(f"a message's parameters are an object, not {params!r}")
    plural, n, context = data.get("plural"), data.get("n"), data.get("context")
    if not (plural is None or isinstance(plural, str)) or \
            not (context is None or isinstance(context, str)) or \
            not (n is None or (isinstance(n, int) and not isinstance(n, bool))):
        raise ValueError(f"a message's plural, count and context are malformed: {data!r}")
    return Msg(data["id"], tuple(sorted((str(k), _value_from_json(v))
                                        for k, v in params.items())), plural, n, context)


def _value_from_json(data: Any) -> Any:
    if isinstance(data, dict):
        if "join" in data:
            items = data["join"]
            if not isinstance(items, list):
                raise ValueError(f"a joined list is a list, not {items!r}")
            return Join(tuple(_value_from_json(item) for item in items))
        return text_from_json(data)
    if isinstance(data, str | int | float) or data is None:
        return data
    raise ValueError(f"a message parameter is a text or a number, not {data!r}")
