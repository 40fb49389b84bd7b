"""The prompt for each reader (each move's own words are declared with it: moves.py). Nothing
here may depend on what the reader cannot see."""

from __future__ import annotations

from rules.core.message import Msg, msg
from rules.ginkgopolis.catalogue import LETTERS, tile_name
from rules.ginkgopolis.engine import TAKE, marker_candidates, who
from rules.ginkgopolis.moves import to_act
from rules.ginkgopolis.state import HAL, GinkgopolisState


def prompt(state: GinkgopolisState, seat: int | None) -> Msg:
    phase = state.phase
    if phase == "over":
        return msg("The game is over.")
    acting = seat is not None and seat in to_act(state)
    if phase == "draft":
        return (msg("Keep one of the characters you were handed; the rest pass left.") if acting
                else msg("The players are drafting characters."))
    if phase == "choose" and state.solo:
        return (msg("Choose a card, alone (exploit) or with a tile from behind your screen "
                    "(urbanize or build up); Hal's card waits face down.") if acting
                else msg("The player is choosing a card."))
    if phase == "choose":
        return (msg("Choose a card, alone (exploit) or with a tile from behind your screen "
                    "(urbanize or build up); you may first refresh your hand.") if acting
                else msg("The players are choosing their cards in secret."))
    if phase == "resolve" and state.pending:
        kind, actor, _, arg, _ = state.pending[-1]
        if kind == TAKE:
            return (msg("You: take 1 resource or 1 tile.") if actor == seat
                    else msg("{who}: take 1 resource or 1 tile.", who=who(state, actor)))
        if state.solo and state.cells[-1][2] == HAL:
            return _for_hal(state, actor, seat, arg)
        if actor == seat:
            return msg("You: move urbanization marker {letter} to an empty space.",
                       letter=LETTERS[arg])
        return msg("{who}: move urbanization marker {letter} to an empty space.",
                   who=who(state, actor), letter=LETTERS[arg])
    if phase == "addtiles":
        return (msg("The tile supply ran out: add tiles from behind your screen (1 point each), "
                    "then say you are done.") if acting
                else msg("The players are adding tiles to the supply."))
    return msg("Resolving the round.")


def _for_hal(state: GinkgopolisState, actor: int, seat: int | None, letter: int) -> Msg:
    """Hal has no hands: the player moves his marker, and the prompt says so and why."""
    cell = state.cells[-1]
    new, mark = tile_name(cell[-1]), LETTERS[letter]
    near = any(abs(x - cell[0]) + abs(y - cell[1]) == 1
               for x, y in marker_candidates(state, letter))
    if actor == seat:
        if near:
            return msg("Hal has urbanized {letter} with {tile}; in the solo game you move his "
                       "marker for him. Move marker {letter} to an empty space next to his new "
                       "building ({tile}).", letter=mark, tile=new)
        return msg("Hal has urbanized {letter} with {tile}; in the solo game you move his marker "
                   "for him. Move marker {letter} to an empty space that keeps the letters in "
                   "order (none is free next to his new building).", letter=mark, tile=new)
    name = who(state, actor)
    if near:
        return msg("Hal has urbanized {letter} with {tile}; in the solo game {who} moves his "
                   "marker {letter} for him, to an empty space next to his new building "
                   "({tile}).", letter=mark, tile=new, who=name)
    return msg("Hal has urbanized {letter} with {tile}; in the solo game {who} moves his marker "
               "{letter} for him, to an empty space that keeps the letters in order (none is "
               "free next to his new building).", letter=mark, tile=new, who=name)
