"""Is it an action at all? The shape every game's actions share, checked before any game
looks at one: an `Action` whose kind is text and whose arguments are a tuple of plain integers
(not booleans, not strings, not floats). `check` refuses anything else with a reason, so no
click, no save and no bot can reach a game's own code with a malformed action."""

from __future__ import annotations

from rules.core.actions import Action
from rules.core.message import Msg, msg

MAX_KIND = 40  # longer than any game's action kind
NOT_AN_ACTION = msg("That is not an action of this game.")
BAD_ARGUMENTS = msg("That action's details are not whole numbers.")
GENERIC = msg("That is not possible now.")


def malformed(action: object) -> Msg | None:
    """The reason `action` is not well formed, or None when its shape is right."""
    if not isinstance(action, Action):
        return NOT_AN_ACTION
    kind, args = action.kind, action.args
    if type(kind) is not str or not kind or len(kind) > MAX_KIND:
        return NOT_AN_ACTION
    if type(args) is not tuple or any(type(a) is not int for a in args):
        return BAD_ARGUMENTS
    return None


def is_seat(seat: object) -> bool:
    """A seat is a plain integer (True is not seat 1)."""
    return type(seat) is int
