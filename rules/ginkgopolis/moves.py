"""Ginkgopolis's moves, each declared once (rules/core/moves.py): who acts, the legal moves
in their order, the reasons, the effects with their log lines, the words and the places on
the table.

Several seats decide at once in the draft, choose and add-tiles phases (`to_act`): their
choices are secret, so the log gets a public line and the mover's own (`LogEntry` with a
private part), written by each effect where the game's flow puts it, and a replay's move
list reads a secret move in full only for its mover (`unseen`). Every effect draws from
the state's random stream (a deck rebuilt, a new round dealt).

The table's places: a `character` of the draft, a `hand` card, a `tile` behind the screen
(`("tile", -1)`: the card played alone), a card's place on the city (`play`, where the
chosen play is confirmed), an empty `space` for the urbanization marker, and the side
buttons `refresh`, `pass`, `take` (0 a resource, 1 a tile) and `done`, whose words are their
moves' (`button`); the table places them. (Confirm, Cancel and "Play alone" are steps of the
table's choice of a card and tile, not moves: their words are the table's.)
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core.message import N_, Msg, msg, nmsg
from rules.core.moves import Move, Moves, at, button
from rules.core.rng import Rng
from rules.core.state import LogEntry
from rules.ginkgopolis import engine
from rules.ginkgopolis.catalogue import (
    CHARACTERS,
    HAND,
    LETTERS,
    card_name,
    colour_name,
    tile_name,
)
from rules.ginkgopolis.engine import MOVE as MOVE_DECISION
from rules.ginkgopolis.engine import TAKE as TAKE_DECISION
from rules.ginkgopolis.engine import marker_candidates, place_name, who
from rules.ginkgopolis.state import GinkgopolisState as State


def to_act(s: State) -> tuple[int, ...]:
    phase = s.phase
    if phase == "draft":
        return tuple(seat for seat in range(s.n) if not s.picked[seat])
    if phase == "choose":
        return tuple(seat for seat in range(s.n) if not s.chosen[seat])
    if phase == "resolve":
        return (s.pending[-1].seat,) if s.pending else ()
    if phase == "addtiles":
        return tuple(seat for seat in range(s.n) if not s.done[seat])
    return ()


def _rolled(effect: Callable[..., None]) -> Callable[..., None]:
    """`effect(s, seat, rng, *args)` with the state's random stream, kept after it."""
    def does(s: State, seat: int, *args: int) -> None:
        rng = Rng(s.rng)
        effect(s, seat, rng, *args)
        s.rng = rng.state
    return does


def _deciding(s: State, kind: str) -> bool:
    return s.phase == "resolve" and bool(s.pending) and s.pending[-1].kind == kind


def _what_now(s: State, seat: int, action) -> Msg:
    """What the phase asks for, when a move does not fit it."""
    phase = s.phase
    if phase == "draft":
        return msg("Choose a character to keep first.")
    if phase == "choose":
        return msg("Choose a card from your hand, alone or with a tile from behind your "
                   "screen.")
    if phase == "resolve" and s.pending:
        top = s.pending[-1]
        if top.kind == TAKE_DECISION:
            return msg("Take 1 resource (take 0) or 1 tile (take 1).")
        return msg("Move marker {letter} to an empty space next to the new building (or, if "
                   "there is none, one that keeps the letters in order).",
                   letter=LETTERS[top.number])
    if phase == "addtiles":
        return msg("Add tiles from behind your screen to the supply, or say you are done.")
    return msg("That is not possible now.")


# ----- the draft ----------------------------------------------------------------------------
def _keep(s: State, seat: int, rng: Rng, c: int) -> None:
    s.draft_hands[seat].remove(c)
    s.chars[seat].append(c)
    s.picked[seat] = 1
    s.log.append(LogEntry(msg("{who} keeps a character.", who=who(s, seat)), seat,
                          _keeping(c)))
    if not all(s.picked):
        return
    s.picked = [0] * s.n
    if len(s.chars[0]) == 3:
        for hand in s.draft_hands:
            s.box.extend(hand)
        s.box.sort()
        s.draft_hands = [[] for _ in range(s.n)]
        engine.finish_setup(s, rng)
    else:
        n = s.n
        s.draft_hands = [s.draft_hands[(k - 1) % n] for k in range(n)]


def _keeping(c: int) -> Msg:
    return msg("You keep character {n} ({colour}).", n=c + 1,
               colour=colour_name(CHARACTERS[c].colour))


def _character_words(c: int) -> Msg:
    return msg("Keep character {n} ({colour}).", n=CHARACTERS[c].id + 1,
               colour=colour_name(CHARACTERS[c].colour))


CHAR = Move(
    "char", ("character",),
    offers=lambda s, seat: ((c,) for c in sorted(s.draft_hands[seat]))
    if s.phase == "draft" else (),
    does=_rolled(_keep),
    refuses=lambda s, seat, c: msg("That character is not among the ones you were handed.")
    if s.phase == "draft" else None,
    says=lambda s, seat, viewer, c: _character_words(c),
    unseen=lambda s, seat, c: msg("A player keeps a character."),
    label=lambda s, seat, c: _character_words(c),
    clicks=(at("character", "character"),),
    logged=False)  # each effect logs its public line and the mover's own


# ----- the secret choice of a card ----------------------------------------------------------
def _plays(s: State, seat: int) -> list[tuple[int, ...]]:
    if s.phase != "choose" or not s.hands[seat]:
        return []
    tiles = sorted(s.screens[seat])
    found: list[tuple[int, ...]] = []
    for card in sorted(s.hands[seat]):
        found.append((card,))
        found.extend((card, tile) for tile in tiles)
    return found


def _play(s: State, seat: int, rng: Rng, card: int, tile: int = -1) -> None:
    s.hands[seat].remove(card)
    if tile >= 0:
        s.screens[seat].remove(tile)
    s.chosen[seat] = [card, tile]
    name = who(s, seat)
    if tile >= 0:
        public = msg("{who} chooses a card with a tile.", who=name)
        private = msg("You choose {card} with tile {tile}.", card=card_name(card),
                      tile=tile_name(tile))
    else:
        public = msg("{who} chooses a card alone.", who=name)
        private = msg("You choose {card} alone.", card=card_name(card))
    engine.after_choice(s, seat, rng, public, private)


def _play_refusal(s: State, seat: int, card: int, tile: int = -1) -> Msg | None:
    if s.phase != "choose":
        return None
    if card not in s.hands[seat]:
        return msg("That card is not in your hand.")
    return msg("That tile is not behind your screen.")


def _play_words(card: int, tile: int = -1) -> Msg:
    if tile != -1:
        return msg("Play {card} with tile {tile}.", card=card_name(card), tile=tile_name(tile))
    return msg("Play {card} alone.", card=card_name(card))


PLAY = Move(
    "play", ("card", "tile"),
    offers=_plays,
    does=_rolled(_play),
    refuses=_play_refusal,
    says=lambda s, seat, viewer, card, tile=-1: _play_words(card, tile),
    unseen=lambda s, seat, card, tile=-1: msg("A player chooses a card with a tile.")
    if tile != -1 else msg("A player chooses a card alone."),
    label=lambda s, seat, card, tile=-1: _play_words(card, tile),
    clicks=(at("hand", "card"), at("tile", "tile"), at("play", "card")),
    logged=False,
    omit=-1)  # a card played alone: play(card); the table's "alone" is the tile -1


def _refresh(s: State, seat: int, rng: Rng) -> None:
    s.discard.extend(s.hands[seat])
    s.hands[seat] = []
    s.tokens[seat] -= 1
    s.refreshed[seat] = 1
    for _ in range(HAND):
        engine.draw_into(s, seat, rng)
    s.log.append(LogEntry(msg("{who} refreshes their hand.", who=who(s, seat))))


def _refresh_refusal(s: State, seat: int) -> Msg | None:
    if s.phase != "choose":
        return None
    if s.tokens[seat] <= 0:
        return msg("You have no refresh-hand token left.")
    return msg("You have already refreshed your hand this round.")


REFRESH = Move(
    "refresh", (),
    offers=lambda s, seat: [()] if s.phase == "choose" and s.hands[seat]
    and s.tokens[seat] > 0 and not s.refreshed[seat] else [],
    does=_rolled(_refresh),
    refuses=_refresh_refusal,
    says=lambda s, seat, viewer: msg("Refresh the hand (discard it and draw 4)."),
    label=lambda s, seat: msg("Refresh the hand (discard it and draw 4)."),
    clicks=(at("refresh"),),
    button=button(lambda s, seat: nmsg("Refresh hand ({n} token left)",
                                       "Refresh hand ({n} tokens left)", s.tokens[seat]),
                  N_("Refresh")),
    logged=False)


def _pass(s: State, seat: int, rng: Rng) -> None:
    s.chosen[seat] = [-1, -1]
    engine.after_choice(s, seat, rng, msg("{who} chooses a card nothing (no cards).",
                                          who=who(s, seat)),
                        msg("You have no card to play."))


PASS = Move(
    "pass", (),
    offers=lambda s, seat: [()] if s.phase == "choose" and not s.hands[seat] else [],
    does=_rolled(_pass),
    refuses=lambda s, seat: msg("You have cards: choose one to play.")
    if s.phase == "choose" else None,
    says=lambda s, seat, viewer: msg("Play nothing (no cards in hand)."),
    label=lambda s, seat: msg("Play nothing (no cards in hand)."),
    clicks=(at("pass"),),
    button=button(N_("Pass (no cards)"), N_("Pass"), primary=True),
    logged=False)


# ----- decisions while the plays are resolved -----------------------------------------------
def _take(s: State, seat: int, rng: Rng, what: int) -> None:
    card = s.pending.pop().number
    got = engine.gain(s, seat, (1, 0, 0) if what == 0 else (0, 0, 1))
    s.log.append(LogEntry(msg("{who} takes {reward}.", who=who(s, seat),
                              reward=engine.reward_text(got))))
    engine.apply_effects(s, seat, engine.EXPLOIT)
    s.discard.append(card)
    engine.finish_turn(s, seat)
    engine.run(s, rng)


def _taking(what: int) -> Msg:
    return msg("Take 1 resource.") if what == 0 else msg("Take 1 tile.")


TAKE = Move(
    "take", ("what",),  # 0: a resource, 1: a tile
    offers=lambda s, seat: [(0,), (1,)] if _deciding(s, TAKE_DECISION) else [],
    does=_rolled(_take),
    says=lambda s, seat, viewer, what: _taking(what),
    label=lambda s, seat, what: _taking(what),
    clicks=(at("take", "what"),),
    button=button(lambda s, seat, what: msg("Take 1 resource") if what == 0 else
                  msg("Take 1 tile"), primary=True),
    logged=False)


def _move(s: State, seat: int, rng: Rng, x: int, y: int) -> None:
    letter = s.pending.pop().number
    s.log.append(LogEntry(msg("{who} moves marker {letter} to {place}.", who=who(s, seat),
                              letter=LETTERS[letter], place=place_name(s, (x, y)))))
    engine.move_marker(s, letter, (x, y))
    engine.run(s, rng)


def _moving(s: State, x: int, y: int) -> Msg:
    place = place_name(s, (x, y))
    if _deciding(s, MOVE_DECISION):
        return msg("Move marker {letter} to {place}.", letter=LETTERS[s.pending[-1].number],
                   place=place)
    return msg("Move the urbanization marker to {place}.", place=place)


MOVE = Move(
    "move", ("x", "y"),
    offers=lambda s, seat: marker_candidates(s, s.pending[-1].number)
    if _deciding(s, MOVE_DECISION) else [],
    does=_rolled(_move),
    says=lambda s, seat, viewer, x, y: _moving(s, x, y),
    label=lambda s, seat, x, y: _moving(s, x, y),
    clicks=(at("space", "x", "y"),),
    logged=False)


# ----- the tile supply ran out: tiles added from behind the screens -------------------------
def _add(s: State, seat: int, rng: Rng, tile: int) -> None:
    s.screens[seat].remove(tile)
    s.offered[seat].append(tile)
    s.offered[seat].sort()
    if not s.screens[seat]:
        _done(s, seat, rng)


def _done(s: State, seat: int, rng: Rng) -> None:
    s.done[seat] = 1
    if all(s.done):
        engine.finish_adding(s, rng)


def _adding(tile: int) -> Msg:
    return msg("Add tile {tile} to the supply (1 point).", tile=tile_name(tile))


ADD = Move(
    "add", ("tile",),
    offers=lambda s, seat: ((t,) for t in sorted(s.screens[seat]))
    if s.phase == "addtiles" else (),
    does=_rolled(_add),
    refuses=lambda s, seat, tile: msg("That tile is not behind your screen.")
    if s.phase == "addtiles" else None,
    says=lambda s, seat, viewer, tile: _adding(tile),
    unseen=lambda s, seat, tile: msg("A player adds a tile to the supply."),
    label=lambda s, seat, tile: _adding(tile),
    clicks=(at("tile", "tile"),),
    logged=False)

DONE = Move(
    "done", (),
    offers=lambda s, seat: [()] if s.phase == "addtiles" else [],
    does=_rolled(_done),
    says=lambda s, seat, viewer: msg("Stop adding tiles."),
    label=lambda s, seat: msg("Stop adding tiles."),
    clicks=(at("done"),),
    button=button(N_("Done adding tiles"), N_("Done"), primary=True),
    logged=False)


MOVES: Moves[State] = Moves(CHAR, PLAY, REFRESH, PASS, TAKE, MOVE, ADD, DONE, to_act=to_act,
                            refuses=_what_now)
