"""A game's state fields declared once: from the declaration follow the state's slots, its
copy (`clone`), its JSON both ways (`to_json`, `from_json` with the shape checked) and what a
view hides (`hide_secrets`). The JSON is the one written by hand before: the fields in their
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

Also: `bools`, `bool_lists`, `texts`, `text_lists` (`frozen=True`: a tuple, as `names`
may be), `records` (tuples of a fixed shape), `runtime` (copied, never saved); what only one
seat sees: `nested(private=True)` rows (`when`, `mask` for rows hidden only at times or
otherwise), a secret list `seen_by` one seat, `pending(private=kinds)` and `log(private=True)`.
A game keeps what only it knows (its cross-field checks, its helpers) beside the declaration.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal

from rules.core.contract import build_options
from rules.core.state import HIDDEN, Decision, LogEntry, redact_log

Item = Literal["int", "text", "ints"]  # a record's item: a whole number, a string, a tuple of them
# These two read the view while it is being hidden, field by field: public fields only.
SeenBy = Callable[[Any], int | None]  # the view -> the one seat that sees a secret field
HiddenRow = Callable[[Any, int], bool]  # (the view, a seat) -> that seat's row is hidden now
Mask = Callable[[list], list]  # a seat's row -> the row as the other seats see it


@dataclass(frozen=True)
class Group:
    """Fields of one kind: `kind` says how each is copied, written and read."""
    kind: str  # "int", "bool", "list", "bools", "nested", "text", "texts", "records", "phase",
    #            "names", "options", "pending", "log", "runtime"
    names: tuple[str, ...]
    depth: int = 2  # nested: lists of (lists of)^(depth - 1) whole numbers
    secret: bool = False  # a view shows HIDDEN for every item (decks)...
    seen_by: SeenBy | None = None  # ... except to the seat this names (a Museum's owner)
    private: bool = False  # one row per seat; a view shows HIDDEN in the others' rows (hands);
    #                        log: each entry's private text is for its seat alone
    when: HiddenRow | None = None  # private: hide a seat's row only when this says so
    mask: Mask | None = None  # private: a hidden row as the others see it (not all HIDDEN)
    frozen: bool = False  # names, texts: a tuple (its copies share it), written as a list
    items: tuple[Item, ...] = ()  # records: each tuple's items
    choices: tuple[Any, ...] = ()  # phase: the phases; pending: the decision kinds
    private_kinds: tuple[str, ...] = ()  # pending: kinds whose cards only their seat sees
    options_class: type | None = None
    default: Any = None  # runtime: the value of a state read from JSON


def ints(*names: str) -> Group:
    return Group("int", names)


def bools(*names: str) -> Group:
    """Single true/false values (flags of the turn, say)."""
    return Group("bool", names)


def lists(*names: str, secret: bool = False, seen_by: SeenBy | None = None) -> Group:
    return Group("list", names, secret=secret, seen_by=seen_by)


def bool_lists(*names: str) -> Group:
    return Group("bools", names)


def nested(*names: str, depth: int = 2, private: bool = False, when: HiddenRow | None = None,
           mask: Mask | None = None) -> Group:
    return Group("nested", names, depth=depth, private=private, when=when, mask=mask)


def texts(*names: str) -> Group:
    """Single strings (a mode, say)."""
    return Group("text", names)


def text_lists(*names: str, frozen: bool = False) -> Group:
    """Lists of strings (seat kinds, say); tuples with `frozen`."""
    return Group("texts", names, frozen=frozen)


def records(*names: str, items: tuple[Item, ...]) -> Group:
    """Lists of tuples of `items` (each written as a list): immutable, so copies share them."""
    return Group("records", names, items=items)


def phase(phases: tuple[str, ...]) -> Group:
    return Group("phase", ("phase",), choices=phases)


def names(frozen: bool = False) -> Group:
    return Group("names", ("names",), frozen=frozen)


def options(options_class: type) -> Group:
    return Group("options", ("options",), options_class=options_class)


def pending(kinds: tuple[str, ...], private: tuple[str, ...] = ()) -> Group:
    """The decisions; a view hides the cards of the others' decisions of the `private` kinds
    (cards drawn to choose from, say)."""
    return Group("pending", ("pending",), choices=kinds, private_kinds=private)


def log(private: bool = False) -> Group:
    """The log; with `private`, entries hold texts for one seat that a view keeps for it only."""
    return Group("log", ("log",), private=private)


def runtime(name: str, default: Any) -> Group:
    """A switch for the running program only: copied by `clone`, never saved, `default` in a
    state read from JSON. It must be immutable."""
    return Group("runtime", (name,), default=default)


def _whole(x: Any, name: str) -> int:
    if not isinstance(x, int) or isinstance(x, bool):
        raise ValueError(f"{name} must be a whole number, not {x!r}")
    return x


def _truth(x: Any, name: str) -> bool:
    if not isinstance(x, bool):
        raise ValueError(f"{name} must be true or false, not {x!r}")
    return x


def _text(x: Any, name: str) -> str:
    if not isinstance(x, str):
        raise ValueError(f"{name} must be a string")
    return x


def _wholes(x: Any, name: str) -> list[int]:
    if not isinstance(x, list):
        raise ValueError(f"{name} must be a list of whole numbers")
    return [_whole(v, name) for v in x]


def _truths(x: Any, name: str) -> list[bool]:
    if not isinstance(x, list):
        raise ValueError(f"{name} must be a list of true or false")
    return [_truth(v, name) for v in x]


def _nested(x: Any, name: str, depth: int) -> list:
    if not isinstance(x, list):
        raise ValueError(f"{name} must be a list")
    return [_nested(v, name, depth - 1) if depth > 2 else _wholes(v, name) for v in x]


_ITEM: dict[str, Callable[[Any, str], Any]] = {
    "int": _whole, "text": _text, "ints": lambda x, name: tuple(_wholes(x, name))}


def _record(x: Any, name: str, items: tuple[Item, ...]) -> tuple:
    if not isinstance(x, list) or len(x) != len(items):
        raise ValueError(f"{name} holds lists of {len(items)} entries, not {x!r}")
    return tuple(_ITEM[item](value, name) for item, value in zip(items, x, strict=True))


def _copied(name: str, group: Group) -> str:
    """Python source for a copy of field `name` of the state `s` (immutable values as they
    are, lists of them sliced, nested lists copied at every depth)."""
    if group.kind in ("int", "bool", "text", "phase", "options", "runtime") or group.frozen:
        return f"s.{name}"
    if group.kind == "nested":
        source = "x0[:]"
        for level in range(1, group.depth - 1):
            source = f"[{source} for x{level - 1} in x{level}]"
        return f"[{source} for x{group.depth - 2} in s.{name}]"
    return f"s.{name}[:]"  # lists, names, texts, records, pending, log: of immutable items


def _written(name: str, group: Group) -> str:
    """Python source for field `name` of the state `s` in its JSON form."""
    if group.kind == "options":
        return f"_options_json(s.{name})"
    if group.kind in ("pending", "log"):
        return f"[item.to_json() for item in s.{name}]"
    if group.frozen:
        return f"list(s.{name})"
    if group.kind == "records":
        parts = [f"list(x{i})" if item == "ints" else f"x{i}"
                 for i, item in enumerate(group.items)]
        unpacked = "".join(f"x{i}, " for i in range(len(group.items)))
        return f"[[{', '.join(parts)}] for {unpacked}in s.{name}]"
    return _copied(name, group)


def _options_json(value: Any) -> dict:
    return {name: getattr(value, name) for name in value.__dataclass_fields__}


def _compiled(source: list[str], name: str, space: dict[str, Any] | None = None) -> Callable:
    space = {"_options_json": _options_json, "HIDDEN": HIDDEN, "redact_log": redact_log,
             **(space or {})}
    exec("\n".join(source), space)  # noqa: S102 (source built from declared names only)
    return space[name]


def _hidden(name: str, group: Group) -> list[str]:
    """Python source hiding field `name` of the view `v` from `viewer`, as `group` says; the
    functions it calls are named `_seen_by_<name>`, `_when_<name>`, `_mask_<name>` and the
    private kinds `_kinds_<name>`."""
    if group.secret:
        shown = f" and (viewer is None or _seen_by_{name}(v) != viewer)" if group.seen_by else ""
        return [f"    if v.{name}{shown}:", f"        v.{name} = [HIDDEN] * len(v.{name})"]
    if group.kind == "nested" and group.private:
        when = f" and _when_{name}(v, seat)" if group.when else ""
        row = f"_mask_{name}(row)" if group.mask else "[HIDDEN] * len(row)"
        return [f"    rows = v.{name}", "    for seat, row in enumerate(rows):",
                f"        if seat != viewer{when}:", f"            rows[seat] = {row}"]
    if group.private_kinds:
        return [f"    v.{name} = [d._replace(cards=(HIDDEN,) * len(d.cards))",
                f"              if d.kind in _kinds_{name} and d.seat != viewer else d",
                f"              for d in v.{name}]"]
    if group.kind == "log" and group.private:
        return [f"    v.{name} = redact_log(v.{name}, viewer)"]
    return []


def _hiding_functions(name: str, group: Group) -> dict[str, Any]:
    found = {"_seen_by": group.seen_by, "_when": group.when, "_mask": group.mask,
             "_kinds": group.private_kinds or None}
    return {f"{prefix}_{name}": value for prefix, value in found.items() if value is not None}


class StateFields:
    """The declared fields of a game's state, in their JSON order."""

    def __init__(self, game: str, groups: Iterable[Group], ignore_unknown: bool = False,
                 later: dict[str, Any] | None = None) -> None:
        self.game = game
        self.groups = tuple(groups)
        self.ignore_unknown = ignore_unknown  # a field it does not declare: dropped, not refused
        # Fields added after the first saves: their value when missing, or a function of the
        # saved JSON object giving it (no JSON value is callable).
        self.later = dict(later or {})
        self.slots = tuple(name for group in self.groups for name in group.names)
        self.saved = tuple(name for group in self.groups if group.kind != "runtime"
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
             *(f"        {name!r}: {_written(name, group)}," for name, group in fields
               if group.kind != "runtime"),
             "    }"], "to_json")
        # hide_secrets(view, viewer=None): in `view` (a fresh copy, whose rows may be
        # replaced) the random state becomes 0; what no seat sees (a deck's order) HIDDEN, one
        # per item; what only its seat sees (a hand, the cards of its private decisions, its
        # log texts) hidden from the others. Written out field by field too.
        self.hide_secrets: Callable[..., None] = _compiled(
            ["def hide_secrets(v, viewer=None):", "    v.rng = 0",
             *(line for name, group in fields for line in _hidden(name, group))],
            "hide_secrets",
            {key: value for name, group in fields
             for key, value in _hiding_functions(name, group).items()})

    # ----- JSON (to_json is compiled above: the fields in declared order) ----------------
    def from_json(self, cls: type, data: Any) -> Any:
        """A state of `cls` from its JSON, its fields' shapes checked; only ValueError for
        anything else. The game checks what ties its fields together afterwards."""
        if not isinstance(data, dict):
            raise ValueError(f"a {self.game} state is a JSON object")
        data = {**{name: value(data) if callable(value) else value
                   for name, value in self.later.items() if name not in data}, **data}
        missing = [name for name in self.saved if name not in data]
        if missing:
            raise ValueError(f"the state lacks {missing[0]!r}")
        unknown = sorted(set(data) - set(self.saved))
        if unknown and not self.ignore_unknown:
            raise ValueError(f"a {self.game} state has no field {unknown[0]!r}")
        state = cls.__new__(cls)
        try:
            for group in self.groups:
                for name in group.names:
                    value = group.default if group.kind == "runtime" \
                        else self._read(group, name, data[name])
                    setattr(state, name, value)
        except ValueError:
            raise
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(f"a {self.game} state of the wrong shape: {error!r}") from None
        return state

    def _read(self, group: Group, name: str, raw: Any) -> Any:
        kind = group.kind
        if kind in _READ:
            return _READ[kind](raw, name)
        if kind == "nested":
            return _nested(raw, name, group.depth)
        if kind in ("texts", "names"):
            if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
                raise ValueError(f"{name} must be a list of strings")
            return tuple(raw) if group.frozen else raw[:]
        if kind == "records":
            if not isinstance(raw, list):
                raise ValueError(f"{name} must be a list")
            return [_record(x, name, group.items) for x in raw]
        if kind == "phase":
            if raw not in group.choices:
                raise ValueError(f"unknown phase {raw!r}")
            return raw
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


_READ: dict[str, Callable[[Any, str], Any]] = {
    "int": _whole, "bool": _truth, "list": _wholes, "bools": _truths, "text": _text}
