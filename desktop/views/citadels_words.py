"""The Citadels table's words: the rules-reference summary, side-button labels for the
actions that are not clicks on the table, the modes (Laboratory, Museum, Armory) that change
what a click does, and prompts that name players."""

from __future__ import annotations

import dataclasses

from desktop.i18n import ptr, tr
from desktop.ui import esc
from desktop.views.table import ButtonEntry
from rules.citadels.board import income_amount
from rules.citadels.catalogue import KINDS
from rules.citadels.powers import trades
from rules.core.actions import Action
from rules.core.message import N_

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


BUTTON_LABELS = {
    "gold": N_("Take 2 gold"),
    "draw": N_("Draw cards"),
    "magic": N_("Exchange cards with the deck"),
    "exchange": N_("Exchange the marked cards"),
    "cancel": N_("Cancel"),
    "smithy": N_("Smithy: pay 2 gold, draw 3"),
    "end": N_("End turn"),
    "abbot": N_("Abbot: take 1 gold from the richest"),
    "queen": N_("Queen: take 3 gold"),
    "pay_gold": N_("Pay the Emperor 1 gold"),
}
# Buttons whose label depends on the yes/no (or 0/1) argument.
ANSWER_LABELS = {
    ("navigate", 0): N_("Navigator: take 4 gold"),
    ("navigate", 1): N_("Navigator: draw 4 cards"),
    ("graveyard", 1): N_("Graveyard: take it (1 gold)"),
    ("graveyard", 0): N_("Graveyard: let it go"),
    ("bell", 1): N_("Announce the Bell Tower"),
    ("bell", 0): N_("Do not announce it"),
}
SKIP_LABELS = {"warlord": N_("Destroy nothing"), "diplomat": N_("Exchange nothing")}
# Hand and city modes: a button toggles the mode, a click on a card then uses it.
MODE_LABELS = {
    "lab": (N_("Laboratory: discard a card for 1 gold"), N_("Laboratory: click a card (cancel)")),
    "museum": (N_("Museum: put a card under it"), N_("Museum: click a card (cancel)")),
    "armory": (N_("Armory: destroy a district"), N_("Armory: click a district (cancel)")),
}
END_THEN = {"warlord": N_("End turn, then destroy a district"),
            "diplomat": N_("End turn, then exchange a district")}
PRIMARY = ("end", "gold", "thanks")
# Where each button stands (row, column) in the scene's fixed grid, so that none moves under
# the mouse: taking gold or cards empties the top row, a power below it, districts' buttons
# under those, End turn alone on the bottom row. The answers of a decision in the top row.
END_ROW = 4
SLOTS = {
    "gold": (0, 0), "draw": (0, 1), "exchange": (0, 0), "cancel": (0, 1),
    "pay_gold": (0, 0), "skip": (0, 0), ("graveyard", 1): (0, 0), ("graveyard", 0): (0, 1),
    ("bell", 1): (0, 0), ("bell", 0): (0, 1),
    "income": (1, 0), "magic": (1, 1), "abbot": (1, 1), "queen": (1, 1),
    ("navigate", 0): (1, 0), ("navigate", 1): (1, 1),
    "smithy": (2, 0), "lab": (2, 1), "museum": (3, 0), "armory": (3, 1),
}
# Shorter words for the compact two-column buttons (the tooltip keeps the long ones).
SHORT_LABELS = {
    "Exchange cards with the deck": N_("Magician: exchange"),
    "Smithy: pay 2 gold, draw 3": N_("Smithy: 2 gold, 3 cards"),
    "Abbot: take 1 gold from the richest": N_("Abbot: +1 gold"),
    "Queen: take 3 gold": N_("Queen: +3 gold"),
    "Take income (+{n} gold)": N_("Income (+{n} gold)"),
    "Navigator: take 4 gold": N_("Navigator: +4 gold"),
    "Navigator: draw 4 cards": N_("Navigator: +4 cards"),
    "Laboratory: discard a card for 1 gold": N_("Laboratory"),
    "Laboratory: click a card (cancel)": N_("Laboratory: cancel"),
    "Museum: put a card under it": N_("Museum"),
    "Museum: click a card (cancel)": N_("Museum: cancel"),
    "Armory: destroy a district": N_("Armory"),
    "Armory: click a district (cancel)": N_("Armory: cancel"),
    "Graveyard: take it (1 gold)": N_("Graveyard: take (1)"),
    "Graveyard: let it go": N_("Graveyard: no"),
    "Announce the Bell Tower": N_("Announce it"),
    "Do not announce it": N_("Do not announce"),
    "Exchange the marked cards": N_("Exchange marked"),
    "End turn, then destroy a district": N_("End turn, then destroy"),
    "End turn, then exchange a district": N_("End turn, then exchange"),
}


def _after_end(v, viewer: int | None) -> str:
    """The choice the engine offers only once the turn is ended ("warlord", "diplomat", or
    ""): the End turn button says it comes next, as the Warlord destroys at the end."""
    if viewer is None or not v.calling or v.power_used:
        return ""
    role = v.cast[v.calling]
    if role == "warlord" or (role == "diplomat" and trades(v, viewer)):
        return role
    return ""


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
    """The side buttons for the legal actions that are not clicks on the table, modes first."""
    decision = v.pending[-1].kind if v.pending else ""
    entries: list[ButtonEntry] = []

    def add(words: str, what: Action | str, **params) -> None:
        short = SHORT_LABELS.get(words, words)
        primary = isinstance(what, Action) and what.kind in PRIMARY
        entries.append(ButtonEntry(tr(words, **params), tr(short, **params), what, primary))

    for action in legal:
        if action.kind == "end" and _after_end(v, viewer):
            add(END_THEN[_after_end(v, viewer)], action)
        elif action.kind in BUTTON_LABELS:
            add(BUTTON_LABELS[action.kind], action)
        elif action.kind == "income":
            add(N_("Take income (+{n} gold)"), action, n=income_amount(v, viewer, v.calling))
        elif action.kind == "skip":
            add(SKIP_LABELS.get(decision, N_("Do nothing")), action)
        elif action.args and (action.kind, action.args[0]) in ANSWER_LABELS:
            add(ANSWER_LABELS[action.kind, action.args[0]], action)
    modes = [mode for mode in MODE_LABELS if any(a.kind == mode for a in legal)]
    for mode in modes:
        off, on = MODE_LABELS[mode]
        add(on if hand_mode == mode else off, mode)
    return _placed(entries[len(entries) - len(modes):] + entries[:len(entries) - len(modes)])


def _slot_key(what: Action | str | tuple) -> object:
    if isinstance(what, Action):
        if what.kind in ("navigate", "graveyard", "bell") and what.args:
            return what.kind, what.args[0]
        return what.kind
    return what


def _placed(entries: list[ButtonEntry]) -> list[ButtonEntry]:
    """Each button in its own place (SLOTS; End turn the whole bottom row); one without a
    place of its own, or whose place is taken, in the first free place of the rows above
    End turn, from the bottom up (never where gold or cards were taken)."""
    free = [(row, column) for row in range(END_ROW - 1, -1, -1) for column in (0, 1)]
    wanted = {id(e): SLOTS.get(_slot_key(e.what)) for e in entries}
    for entry in entries:
        place = wanted[id(entry)]
        if place in free:
            free.remove(place)
    placed = []
    for entry in entries:
        if isinstance(entry.what, Action) and entry.what.kind == "end":
            placed.append(dataclasses.replace(entry, slot=(END_ROW, 0, 2)))
            continue
        place = wanted[id(entry)]
        if place is None or place in {e.slot[:2] for e in placed if e.slot}:
            if not free:
                return entries  # more buttons than places: the scene's plain column
            place = free.pop(0)
        placed.append(dataclasses.replace(entry, slot=(*place, 1)))
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
