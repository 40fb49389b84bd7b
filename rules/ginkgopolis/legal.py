"""Who acts, the legal actions in a fixed order, and why others are refused."""

from __future__ import annotations

from rules.core.actions import Action, act
from rules.core.message import Msg, msg
from rules.ginkgopolis.catalogue import LETTERS
from rules.ginkgopolis.engine import MOVE, TAKE, marker_candidates
from rules.ginkgopolis.state import GinkgopolisState


def to_act(state: GinkgopolisState) -> tuple[int, ...]:
    phase = state.phase
    if phase == "draft":
        return tuple(s for s in range(state.n) if not state.picked[s])
    if phase == "choose":
        return tuple(s for s in range(state.n) if not state.chosen[s])
    if phase == "resolve":
        return (state.pending[-1].seat,) if state.pending else ()
    if phase == "addtiles":
        return tuple(s for s in range(state.n) if not state.done[s])
    return ()


def legal_actions(state: GinkgopolisState, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    phase = state.phase
    if phase == "draft":
        return [act("char", c) for c in sorted(state.draft_hands[seat])]
    if phase == "choose":
        hand = sorted(state.hands[seat])
        if not hand:
            return [act("pass")]
        tiles = sorted(state.screens[seat])
        acts = []
        for card in hand:
            acts.append(act("play", card))
            acts.extend(act("play", card, tile) for tile in tiles)
        if state.tokens[seat] > 0 and not state.refreshed[seat]:
            acts.append(act("refresh"))
        return acts
    if phase == "resolve":
        kind, arg = state.pending[-1].kind, state.pending[-1].number
        if kind == TAKE:
            return [act("take", 0), act("take", 1)]
        if kind == MOVE:
            return [act("move", x, y) for x, y in marker_candidates(state, arg)]
        return []
    return [act("add", t) for t in sorted(state.screens[seat])] + [act("done")]


def explain(state: GinkgopolisState, seat: int, action: Action) -> Msg:
    kind, args = action.kind, action.args
    phase = state.phase
    if phase == "draft":
        if kind != "char":
            return msg("Choose a character to keep first.")
        return msg("That character is not among the ones you were handed.")
    if phase == "choose":
        if kind == "refresh":
            if state.tokens[seat] <= 0:
                return msg("You have no refresh-hand token left.")
            return msg("You have already refreshed your hand this round.")
        if kind == "pass":
            return msg("You have cards: choose one to play.")
        if kind != "play" or not 1 <= len(args) <= 2:
            return msg("Choose a card from your hand, alone or with a tile from behind your "
                       "screen.")
        if args[0] not in state.hands[seat]:
            return msg("That card is not in your hand.")
        return msg("That tile is not behind your screen.")
    if phase == "resolve" and state.pending:
        kind_now, arg = state.pending[-1].kind, state.pending[-1].number
        if kind_now == TAKE:
            return msg("Take 1 resource (take 0) or 1 tile (take 1).")
        return msg("Move marker {letter} to an empty space next to the new building (or, if "
                   "there is none, one that keeps the letters in order).", letter=LETTERS[arg])
    if phase == "addtiles":
        if kind == "add":
            return msg("That tile is not behind your screen.")
        return msg("Add tiles from behind your screen to the supply, or say you are done.")
    return msg("That is not possible now.")

