"""Prompts and log lines. Nothing here may depend on what the reader cannot see."""

from __future__ import annotations

from rules.core.actions import Action
from rules.ginkgopolis.catalogue import CHARACTERS, COLOURS, LETTERS, card_name, tile_name
from rules.ginkgopolis.engine import MOVE, TAKE, marker_candidates, place_name
from rules.ginkgopolis.legal import legal_actions, to_act
from rules.ginkgopolis.state import HAL, GinkgopolisState


def prompt(state: GinkgopolisState, seat: int | None) -> str:
    phase = state.phase
    if phase == "over":
        return "The game is over."
    acting = seat is not None and seat in to_act(state)
    if phase == "draft":
        return ("Keep one of the characters you were handed; the rest pass left." if acting
                else "The players are drafting characters.")
    if phase == "choose" and state.solo:
        return ("Choose a card, alone (exploit) or with a tile from behind your screen "
                "(urbanize or build up); Hal's card waits face down." if acting
                else "The player is choosing a card.")
    if phase == "choose":
        return ("Choose a card, alone (exploit) or with a tile from behind your screen "
                "(urbanize or build up); you may first refresh your hand." if acting
                else "The players are choosing their cards in secret.")
    if phase == "resolve" and state.pending:
        kind, who, _, arg, _ = state.pending[-1]
        name = "You" if who == seat else state.names[who]
        if kind == TAKE:
            return f"{name}: take 1 resource or 1 tile."
        if state.solo and state.cells[-1][2] == HAL:
            return _for_hal(state, name, arg)
        return f"{name}: move urbanization marker {LETTERS[arg]} to an empty space."
    if phase == "addtiles":
        return ("The tile supply ran out: add tiles from behind your screen (1 point each), "
                "then say you are done." if acting
                else "The players are adding tiles to the supply.")
    return "Resolving the round."


def _for_hal(state: GinkgopolisState, name: str, letter: int) -> str:
    """Hal has no hands: the player moves his marker, and the prompt says so and why."""
    cell = state.cells[-1]
    new = tile_name(cell[-1])
    near = any(abs(x - cell[0]) + abs(y - cell[1]) == 1
               for x, y in marker_candidates(state, letter))
    where = (f"next to his new building ({new})" if near
             else "that keeps the letters in order (none is free next to his new building)")
    done = f"Hal has urbanized {LETTERS[letter]} with {new}"
    if name == "You":
        return (f"{done}; in the solo game you move his marker for him. Move marker "
                f"{LETTERS[letter]} to an empty space {where}.")
    return (f"{done}; in the solo game {name} moves his marker {LETTERS[letter]} for him, to "
            f"an empty space {where}.")


def describe(state: GinkgopolisState, action: Action, viewer: int | None) -> str:
    kind, args = action.kind, action.args
    mine = viewer is not None and action in legal_actions(state, viewer)
    if kind == "char":
        if mine and args:
            c = CHARACTERS[args[0]]
            return f"Keep character {c.id + 1} ({COLOURS[c.colour]})."
        return "A player keeps a character."
    if kind == "play":
        if mine and len(args) == 2:
            return f"Play {card_name(args[0])} with tile {tile_name(args[1])}."
        if mine and len(args) == 1:
            return f"Play {card_name(args[0])} alone."
        return "A player chooses a card" + (" with a tile." if len(args) == 2 else " alone.")
    if kind == "refresh":
        return "Refresh the hand (discard it and draw 4)."
    if kind == "pass":
        return "Play nothing (no cards in hand)."
    if kind == "take":
        return "Take 1 resource." if args and args[0] == 0 else "Take 1 tile."
    if kind == "move" and len(args) == 2:
        top = state.pending[-1] if state.phase == "resolve" and state.pending else None
        marker = (f"marker {LETTERS[top.number]}" if top is not None and top.kind == MOVE
                  else "the urbanization marker")
        return f"Move {marker} to {place_name(state, args)}."
    if kind == "add":
        if mine and args:
            return f"Add tile {tile_name(args[0])} to the supply (1 point)."
        return "A player adds a tile to the supply."
    if kind == "done":
        return "Stop adding tiles."
    return str(action)
