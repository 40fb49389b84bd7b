"""The Citadels table's words: the rules-reference summary, the side buttons of the moves
declared with one (their words are the moves': rules/citadels/moves.py) in their places of
the grid, the modes (Laboratory, Museum, Armory) that change what a click does, and prompts
that name players."""

from __future__ import annotations

import dataclasses

from desktop.i18n import ptr, say, tr
from desktop.ui import esc
from desktop.views.kit.buttons import move_button
from desktop.views.table import ButtonEntry
from rules.citadels.catalogue import KINDS
from rules.citadels.moves import MOVES
from rules.core.actions import Action
from rules.core.message import N_
from rules.core.moves import Place

SUMMARY = [
    N_("Goal: build the most valuable city. The game ends after the round in which a city "
       "reaches the goal (usually 8 districts)."),
    N_("Each round: the crown holder picks a character first, then the cards pass left. "
       "Characters are called in rank order; when yours is called, play your turn."),
    N_("Your turn: first take 2 gold or draw 2 cards and keep 1. Then you may build one "
       "district from your hand by paying its cost (never two identical districts). "
       "Use your character's power once, at any time in your turn."),
    N_("Income: a character with a colour (noble, religious, trade or military) earns 1 gold "
       "per district of that colour in your city, once per turn."),
    N_("Scoring: the points of your districts (their cost, but for a few special ones), +3 "
       "for all five colours, +4 for the first complete city, +2 for other complete cities."),
]


# Where each button stands (row, column, columns wide) in the scene's fixed grid, by the place
# it is (its move's first click: rules/citadels/moves.py), so that none moves under the mouse:
# taking gold or cards empties the top row, a power below it, districts' buttons under those,
# End turn alone on the bottom row. The answers of a decision in the top row.
END_ROW = 4
SLOTS = {
    ("gold",): (0, 0, 1), ("draw",): (0, 1, 1), ("exchange",): (0, 0, 1),
    ("cancel",): (0, 1, 1), ("pay_gold",): (0, 0, 1), ("skip",): (0, 0, 1),
    ("graveyard", 1): (0, 0, 1), ("graveyard", 0): (0, 1, 1),
    ("bell", 1): (0, 0, 1), ("bell", 0): (0, 1, 1),
    ("income",): (1, 0, 1), ("magic",): (1, 1, 1), ("abbot",): (1, 1, 1), ("queen",): (1, 1, 1),
    ("navigate", 0): (1, 0, 1), ("navigate", 1): (1, 1, 1),
    ("smithy",): (2, 0, 1), ("lab",): (2, 1, 1), ("museum",): (3, 0, 1), ("armory",): (3, 1, 1),
    ("end",): (END_ROW, 0, 2),
}


def decision_prompt(v, viewer: int | None) -> str | None:
    """The deciding player's prompt where the screen adds something to the rules' own words:
    names, the Bell Tower's new goal, how to click the Diplomat's exchange. None otherwise."""
    if not v.pending:
        return None
    kind, seat, _, number, _ = v.pending[-1]
    if seat != viewer:
        return None
    if kind == "wizard":
        return tr("Wizard: take a card from {name}'s hand, or build it at once.",
                  name=v.names[number])
    if kind == "tribute":
        return tr("You receive the crown: pay {name} (the Emperor) 1 gold or click a card.",
                  name=v.names[number])
    if kind == "thanks":
        return tr("{name} holds the crown and the Ball Room: say thank you, or lose your "
                  "turn!", name=v.names[v.crown])
    if kind == "bell":
        return tr("Bell Tower: announce it? Then the game ends at {n} districts.",
                  n=v.end_at - 1)
    if kind == "diplomat":
        return tr("Diplomat: click one of your districts, then one in another city; or "
                  "exchange nothing.")
    return None


def button_entries(v, viewer: int | None, legal: list[Action], hand_mode: str
                   ) -> list[ButtonEntry]:
    """The side buttons of the legal moves declared with one (`Move.button`), one per place
    (its move's first click). A button that only begins its move (a district whose card is
    clicked next) is a mode the table toggles, shown with its waiting words once chosen;
    the modes come first, in the grid's reading order."""
    buttons: list[tuple[Place, ButtonEntry]] = []
    modes: list[tuple[Place, ButtonEntry]] = []
    seen: set[Place] = set()
    for action in legal:
        move = MOVES.by_kind[action.kind]
        said = move.button
        if said is None:
            continue
        path = move.path(viewer, action)
        place = path[0]
        if place in seen:
            continue
        seen.add(place)
        if len(path) == 1:
            buttons.append((place, move_button(MOVES, v, viewer, action)))
            continue
        words, short = said.said(v, viewer, *action.args, waiting=hand_mode == place[0])
        modes.append((place, ButtonEntry(say(words), say(short), place[0])))
    modes.sort(key=lambda item: SLOTS.get(item[0], (END_ROW, 0, 1)))
    return _placed(modes + buttons)


def _placed(buttons: list[tuple[Place, ButtonEntry]]) -> list[ButtonEntry]:
    """Each button in its own place (SLOTS; End turn the whole bottom row); one without a
    place of its own, or whose place is taken, in the first free place of the rows above
    End turn, from the bottom up (never where gold or cards were taken)."""
    free = [(row, column) for row in range(END_ROW - 1, -1, -1) for column in (0, 1)]
    wanted = [SLOTS.get(place) for place, _ in buttons]
    for slot in wanted:
        if slot is not None and slot[:2] in free:
            free.remove(slot[:2])
    placed: list[ButtonEntry] = []
    for (_, entry), slot in zip(buttons, wanted, strict=True):
        if slot is not None and slot[0] == END_ROW:
            placed.append(dataclasses.replace(entry, slot=slot))
            continue
        if slot is None or slot[:2] in {e.slot[:2] for e in placed if e.slot}:
            if not free:  # more buttons than places: the scene's plain column
                return [entry for _, entry in buttons]
            slot = (*free.pop(0), 1)
        placed.append(dataclasses.replace(entry, slot=slot))
    return placed


def reference_html(state, options) -> list[str]:
    """The rules summary, this game's characters (by rank) and special districts, from the
    viewer's view of the game."""
    dark = esc(tr("(Dark City)"))
    parts = ["<b>" + esc(tr("How to play")) + "</b>"]
    parts += [esc(tr(line)) for line in SUMMARY]
    parts.append("<br><b>" + esc(tr("Characters in this game")) + "</b>")
    for rank in sorted(state.characters):
        role = state.role(rank)
        extra = f" <i>{dark}</i>" if role.dark_city else ""
        parts.append(f"<b>{rank}. {esc(ptr('citadels character', role.name))}</b>{extra} — "
                     f"{esc(ptr('citadels character text', role.text))}")
    parts.append("<br><b>" + esc(tr("Special districts in this game")) + "</b>")
    chosen = set(options.dark_districts())
    for kind in KINDS:
        if kind.text and (not kind.dark_city or kind.key in chosen):
            extra = f" <i>{dark}</i>" if kind.dark_city else ""
            parts.append(f"<b>{esc(ptr('citadels district', kind.name))}</b> ({kind.cost})"
                         f"{extra} — {esc(ptr('citadels district text', kind.text))}")
    if state.removed:
        parts.append(esc(tr("{n} base districts were removed unseen to make room for the Dark "
                            "City districts.", n=len(state.removed))))
    return parts
