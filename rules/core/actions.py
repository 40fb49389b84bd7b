"""Actions are small frozen values: a kind plus a few integers. One click is one action."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.message import Text, english


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    args: tuple[int, ...] = ()

    def to_json(self) -> list:
        return [self.kind, *self.args]

    @staticmethod
    def from_json(data: list) -> Action:
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise ValueError(f"an action is a list [kind, numbers...], not {data!r}")
        args = data[1:]
        if not all(isinstance(a, int) and not isinstance(a, bool) for a in args):
            raise ValueError(f"action arguments must be integers: {data!r}")
        return Action(data[0], tuple(args))

    def __str__(self) -> str:
        return self.kind + ("(" + ",".join(map(str, self.args)) + ")" if self.args else "")


def act(kind: str, *args: int) -> Action:
    return Action(kind, args)


class IllegalAction(Exception):
    """Raised by `apply` for an action that is not legal now; `reason` is for the player."""

    def __init__(self, reason: Text) -> None:
        super().__init__(english(reason))  # readable in a traceback; `reason` is the message
        self.reason = reason
