"""Prompts and log lines. Nothing here may depend on what the reader cannot see."""

from __future__ import annotations

from rules.core.actions import Action
from rules.core.message import Msg, msg
from rules.ginkgopolis.catalogue import CHARACTERS, LETTERS, card_name, colour_name, tile_name
from rules.ginkgopolis.engine import MOVE, TAKE, marker_candidates, place_name, who
from rules.ginkgopolis.legal import legal_actions, to_act
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


def describe(state: GinkgopolisState, action: Action, viewer: int | None) -> Msg | str:
    kind, args = action.kind, action.args
    mine = viewer is not None and action in legal_actions(state, viewer)
    if kind == "char":
        if mine and args:
            c = CHARACTERS[args[0]]
            return msg("Keep character {n} ({colour}).", n=c.id + 1,
                       colour=colour_name(c.colour))
        return msg("A player keeps a character.")
    if kind == "play":
        if mine and len(args) == 2:
            return msg("Play {card} with tile {tile}.", card=card_name(args[0]),
                       tile=tile_name(args[1]))
        if mine and len(args) == 1:
            return msg("Play {card} alone.", card=card_name(args[0]))
        return (msg("A player chooses a card with a tile.") if len(args) == 2
                else msg("A player chooses a card alone."))
    if kind == "refresh":
        return msg("Refresh the hand (discard it and draw 4).")
    if kind == "pass":
        return msg("Play nothing (no cards in hand).")
    if kind == "take":
        return msg("Take 1 resource.") if args and args[0] == 0 else msg("Take 1 tile.")
    if kind == "move" and len(args) == 2:
        return _describe_move(state, args)
    if kind == "add":
        if mine and args:
            return msg("Add tile {tile} to the supply (1 point).", tile=tile_name(args[0]))
        return msg("A player adds a tile to the supply.")
    if kind == "done":
        return msg("Stop adding tiles.")
    return str(action)


def _describe_move(state: GinkgopolisState, args) -> Msg:
    top = state.pending[-1] if state.phase == "resolve" and state.pending else None
    place = place_name(state, args)
    if top is not None and top.kind == MOVE:
        return msg("Move marker {letter} to {place}.", letter=LETTERS[top.number], place=place)
    return msg("Move the urbanization marker to {place}.", place=place)
