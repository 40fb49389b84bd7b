"""A game's state fields declared once: from the declaration follow the state's slots, its
copy (`clone`), its JSON both ways (`to_json`, `from_json` with the shape checked) and what a
view hides from everyone. The JSON is the one written by hand before: the fields in their
declared order, each in its plain form (docs/state-format.md).

    FIELDS = StateFields("The Builders", [
        ints("n", "round", ...),                      # whole numbers
        lists("coins", "freed", ...),                 # lists of whole numbers
        lists("building_deck", secret=True),          # a view shows HIDDEN for each
        nested("crew", "done"),                       # lists of lists
        nested("sites", depth=3),                     # lists of lists of lists
        phase(PHASES), names(), options(BuildersOptions), pending(()), log(),
    ])

    class BuildersState:
        __slots__ = FIELDS.slots
        def clone(self): return FIELDS.clone(self)

A game keeps what only it knows (its cross-field checks, its helpers) beside the declaration.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from rules.core.contract import build_options
from rules.core.state import HIDDEN, Decision, LogEntry


@dataclass(frozen=True)
class Group:
    """Fields of one kind: `kind` says how each is copied, written and read."""
    kind: str  # "int", "list", "nested", "text", "texts", "phase", "names", "options",
    #            "pending", "log"
    names: tuple[str, ...]
    depth: int = 2  # nested: lists of (lists of)^(depth - 1) whole numbers
    secret: bool = False  # a view shows HIDDEN for every item (decks)
    private: bool = False  # one row per seat; a view shows HIDDEN in the others' rows (hands)
    choices: tuple[Any, ...] = ()  # phase: the phases; pending: the decision kinds
    options_class: type | None = None


def ints(*names: str) -> Group:
    return Group("int", names)


def lists(*names: str, secret: bool = False) -> Group:
    return Group("list", names, secret=secret)


def nested(*names: str, depth: int = 2, private: bool = False) -> Group:
    return Group("nested", names, depth=depth, private=private)


def texts(*names: str) -> Group:
    """Single strings (a mode, say)."""
    return Group("text", names)


def text_lists(*names: str) -> Group:
    """Lists of strings (seat kinds, say)."""
    return Group("texts", names)


def phase(phases: tuple[str, ...]) -> Group:
    return Group("phase", ("phase",), choices=phases)


def names() -> Group:
    return Group("names", ("names",))


def options(options_class: type) -> Group:
    return Group("options", ("options",), options_class=options_class)


def pending(kinds: tuple[str, ...]) -> Group:
    return Group("pending", ("pending",), choices=kinds)


def log() -> Group:
    return Group("log", ("log",))


def _whole(x: Any, name: str) -> int:
    if not isinstance(x, int) or isinstance(x, bool):
        raise ValueError(f"{name} must be a whole number, not {x!r}")
    return x


def _wholes(x: Any, name: str) -> list[int]:
    if not isinstance(x, list):
        raise ValueError(f"{name} must be a list of whole numbers")
    return [_whole(v, name) for v in x]


def _nested(x: Any, name: str, depth: int) -> list:
    if not isinstance(x, list):
        raise ValueError(f"{name} must be a list")
    return [_nested(v, name, depth - 1) if depth > 2 else _wholes(v, name) for v in x]


def _copied(name: str, group: Group) -> str:
    """Python source for a copy of field `name` of the state `s` (immutable values as they
    are, lists of them sliced, nested lists copied at every depth)."""
    if group.kind in ("int", "text", "phase", "options"):
        return f"s.{name}"
    if group.kind == "nested":
        source = "x0[:]"
        for level in range(1, group.depth - 1):
            source = f"[{source} for x{level - 1} in x{level}]"
        return f"[{source} for x{group.depth - 2} in s.{name}]"
    return f"s.{name}[:]"  # lists, names, texts, pending, log: lists of immutable items


def _written(name: str, group: Group) -> str:
    """Python source for field `name` of the state `s` in its JSON form."""
    if group.kind == "options":
        return f"_options_json(s.{name})"
    if group.kind in ("pending", "log"):
        return f"[item.to_json() for item in s.{name}]"
    return _copied(name, group)


def _options_json(value: Any) -> dict:
    return {name: getattr(value, name) for name in value.__dataclass_fields__}


def _compiled(source: list[str], name: str) -> Callable[[Any], Any]:
    space: dict[str, Any] = {"_options_json": _options_json}
    exec("\n".join(source), space)  # noqa: S102 (source built from declared names only)
    return space[name]


class StateFields:
    """The declared fields of a game's state, in their JSON order."""

    def __init__(self, game: str, groups: Iterable[Group], ignore_unknown: bool = False,
                 later: dict[str, Any] | None = None) -> None:
        self.game = game
        self.groups = tuple(groups)
        self.ignore_unknown = ignore_unknown  # a field it does not declare: dropped, not refused
        self.later = dict(later or {})  # fields added after the first saves: value if missing
        self.slots = tuple(name for group in self.groups for name in group.names)
        self._secret = tuple(name for group in self.groups if group.secret
                             for name in group.names)
        self._private = tuple(name for group in self.groups if group.private
                              for name in group.names)
        # Written out field by field once, as a hand-written copy would be: searches clone a
        # great deal, and a loop over the names would cost a third more.
        fields = [(name, group) for group in self.groups for name in group.names]
        self.clone: Callable[[Any], Any] = _compiled(
            ["def clone(s):", "    c = s.__class__.__new__(s.__class__)",
             *(f"    c.{name} = {_copied(name, group)}" for name, group in fields),
             "    return c"], "clone")
        self.to_json: Callable[[Any], dict] = _compiled(
            ["def to_json(s):", "    return {",
             *(f"        {name!r}: {_written(name, group)}," for name, group in fields),
             "    }"], "to_json")

    def hide_secrets(self, view: Any, viewer: int | None = None) -> None:
        """In `view`: the random state becomes 0, what no seat sees (a deck's order) HIDDEN,
        one per item, and so does what only its seat sees (a hand), except `viewer`'s."""
        view.rng = 0
        for name in self._secret:
            setattr(view, name, [HIDDEN] * len(getattr(view, name)))
        for name in self._private:  # a view is a fresh copy: its rows may be replaced
            rows = getattr(view, name)
            for seat, row in enumerate(rows):
                if seat != viewer:
                    rows[seat] = [HIDDEN] * len(row)

    # ----- JSON (to_json is compiled above: the fields in declared order) ----------------
    def from_json(self, cls: type, data: Any) -> Any:
        """A state of `cls` from its JSON, its fields' shapes checked; only ValueError for
        anything else. The game checks what ties its fields together afterwards."""
        if not isinstance(data, dict):
            raise ValueError(f"a {self.game} state is a JSON object")
        data = {**self.later, **data}
        missing = [name for name in self.slots if name not in data]
        if missing:
            raise ValueError(f"the state lacks {missing[0]!r}")
        unknown = sorted(set(data) - set(self.slots))
        if unknown and not self.ignore_unknown:
            raise ValueError(f"a {self.game} state has no field {unknown[0]!r}")
        state = cls.__new__(cls)
        try:
            for group in self.groups:
                for name in group.names:
                    setattr(state, name, self._read(group, name, data[name]))
        except ValueError:
            raise
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(f"a {self.game} state of the wrong shape: {error!r}") from None
        return state

    def _read(self, group: Group, name: str, raw: Any) -> Any:
        kind = group.kind
        if kind == "int":
            return _whole(raw, name)
        if kind == "list":
            return _wholes(raw, name)
        if kind == "nested":
            return _nested(raw, name, group.depth)
        if kind == "text":
            if not isinstance(raw, str):
                raise ValueError(f"{name} must be a string")
            return raw
        if kind == "texts":
            if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
                raise ValueError(f"{name} must be a list of strings")
            return raw[:]
        if kind == "phase":
            if raw not in group.choices:
                raise ValueError(f"unknown phase {raw!r}")
            return raw
        if kind == "names":
            if not isinstance(raw, list) or not all(isinstance(n, str) for n in raw):
                raise ValueError("names must be a list of strings")
            return raw[:]
        if kind == "options":
            if not isinstance(raw, dict):
                raise ValueError("options must be an object")
            return build_options(group.options_class, raw, self.game)
        if kind == "pending":
            if not isinstance(raw, list):
                raise ValueError("the pending decisions must be a list")
            return [Decision.from_json(d, group.choices) for d in raw]
        if not isinstance(raw, list):
            raise ValueError("the log must be a list")
        return [LogEntry.from_json(entry) for entry in raw]
