"""A side button's words from its move's declaration (`Move.button`, rules/core/moves.py):
a table keeps only where the button goes (its slot, its order) and what a click on it does
(the move, or a question asked first), never the words."""

from __future__ import annotations

from typing import Any

from desktop.i18n import say
from desktop.views.table import ButtonEntry
from rules.core.actions import Action
from rules.core.moves import Moves


def move_button(moves: Moves, v: Any, viewer: int, action: Action, *,
                what: Action | str | None = None,
                slot: tuple[int, int, int] | None = None) -> ButtonEntry:
    """The side button of `action` (legal, or refused: a click then asks the rules why) as
    `viewer` sees it in the view `v`: its move's words, shorter words and whether it is the
    main button; it plays the action unless `what` says otherwise (a mode that asks
    first)."""
    said = moves.by_kind[action.kind].button
    assert said is not None, f"the {action.kind} move declares no button"
    words, short = said.said(v, viewer, *action.args)
    return ButtonEntry(say(words), say(short), action if what is None else what, said.primary,
                       slot)
