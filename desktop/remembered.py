"""The new-game screen's last choices, per game: the number of players, each seat (name and
kind) and the rule options, kept in the settings file when a game starts.

What is read back is checked against the game as it is now: a count outside its range, a
seat kind, name or option that no longer exists or no longer fits is dropped quietly, and
the screen shows its default there instead. A seat remembered with an empty name shows the
default name of its place in the language of the day.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core.contract import (
    SEAT_KINDS,
    GameRules,
    describe_options,
    parse_option_value,
)
from rules.core.names import clean_name

NAME_LIMIT = 16  # as the new-game screen's name entries


@dataclass
class Choices:
    players: int
    seats: list[tuple[str, str]] = field(default_factory=list)  # (name or "", kind)
    options: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "seats": [list(seat) for seat in self.seats],
                "options": dict(self.options)}


def recall(entry: Any, rules: GameRules, players: int) -> Choices:
    """The remembered choices of `rules`' game that still fit it; `players` (the game's
    default count) when the remembered count does not."""
    entry = entry if isinstance(entry, dict) else {}
    count = entry.get("players")
    if type(count) is not int or not rules.min_players <= count <= rules.max_players:
        count = players
    return Choices(count, _seats(entry.get("seats")), _options(entry.get("options"), rules))


def _seats(raw: Any) -> list[tuple[str, str]]:
    seats: list[tuple[str, str]] = []
    for item in raw if isinstance(raw, list) else []:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)
                and item[1] in SEAT_KINDS):
            break  # the seats after a damaged one take their defaults
        seats.append((clean_name(item[0], "")[:NAME_LIMIT], item[1]))
    return seats


def _options(raw: Any, rules: GameRules) -> dict[str, Any]:
    infos = {info.name: info for info in describe_options(rules.options_class)}
    kept: dict[str, Any] = {}
    for name, value in raw.items() if isinstance(raw, dict) else ():
        if name not in infos or isinstance(value, str) and not isinstance(
                infos[name].default, str):
            continue  # an option the game no longer has, or a value of another type
        try:
            kept[name] = parse_option_value(infos[name], value)
        except ValueError:
            continue
    return kept
