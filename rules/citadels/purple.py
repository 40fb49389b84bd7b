"""The purple districts with an effect during play (scoring effects are in scoring.py)."""

from __future__ import annotations

from rules.citadels import turn
from rules.citadels.board import (
    card_list,
    draw,
    has_district,
    pay,
    ring_bell,
    say,
    take_from_bank,
    tear_down,
    to_bottom,
)
from rules.citadels.catalogue import card_msg, card_of_kind, key_of
from rules.citadels.state import NOBODY, CitadelsState
from rules.core.message import msg
from rules.core.rng import Rng
from rules.core.state import Decision

SMITHY_PRICE = 2
SMITHY_DRAW = 3


def laboratory(s: CitadelsState, seat: int, card: int) -> None:
    s.hands[seat].remove(card)
    to_bottom(s, [card])
    got = take_from_bank(s, seat, 1)
    s.lab_used = True
    say(s, msg("{who} discards a card at the Laboratory for {n} gold.", who=s.names[seat],
               n=got), seat, msg("You discard the {card}.", card=card_msg(card)))


def smithy(s: CitadelsState, seat: int) -> None:
    pay(s, seat, SMITHY_PRICE)
    drawn = draw(s, SMITHY_DRAW)
    s.hands[seat].extend(drawn)
    s.smithy_used = True
    say(s, msg("{who} pays 2 gold at the Smithy and draws {n} cards.", who=s.names[seat],
               n=len(drawn)), seat, msg("You draw {cards}.", cards=card_list(drawn)))


# ----- Graveyard -----------------------------------------------------------------------------
def graveyard_keeper(s: CitadelsState, warlord: int, card: int) -> int:
    if key_of(card) == "graveyard":
        return NOBODY
    for seat in range(s.n):
        if seat != warlord and s.gold[seat] >= 1 and has_district(s, seat, "graveyard"):
            return seat
    return NOBODY


def graveyard_answer(s: CitadelsState, seat: int, take: bool) -> None:
    (card,) = s.pending.pop().cards
    if take:
        pay(s, seat, 1)
        s.hands[seat].append(card)
        say(s, msg("{who} pays 1 gold at the Graveyard to take the {card}.", who=s.names[seat],
                   card=card_msg(card)))
    else:
        to_bottom(s, [card])
        say(s, msg("{who} lets the {card} go.", who=s.names[seat], card=card_msg(card)))
    turn.finish_turn(s)


# ----- Dark City -----------------------------------------------------------------------------
def armory(s: CitadelsState, seat: int, target: int, card: int) -> None:
    """Destroy the Armory to destroy any district of another city (no protection applies;
    the Graveyard answers only the Warlord)."""
    own = card_of_kind("armory")
    tear_down(s, seat, own)
    tear_down(s, target, card)
    to_bottom(s, [own, card])
    say(s, msg("{who} destroys the Armory to destroy {target}'s {card}.", who=s.names[seat],
               target=s.names[target], card=card_msg(card)))


def museum(s: CitadelsState, seat: int, card: int) -> None:
    s.hands[seat].remove(card)
    s.museum.append(card)
    s.museum_used = True
    say(s, msg("{who} puts a card under the Museum.", who=s.names[seat]), seat,
        msg("You put the {card} under the Museum.", card=card_msg(card)))


def lighthouse_built(s: CitadelsState, seat: int) -> None:
    if s.deck:
        s.pending.append(Decision("lighthouse", seat, tuple(sorted(s.deck)), 0))


def lighthouse_take(s: CitadelsState, seat: int, card: int) -> None:
    s.pending.pop()
    s.deck.remove(card)
    s.hands[seat].append(card)
    rng = Rng(s.rng)
    rng.shuffle(s.deck)
    s.rng = rng.state
    say(s, msg("{who} searches the deck at the Lighthouse, takes a card and shuffles.",
               who=s.names[seat]), seat, msg("You take the {card}.", card=card_msg(card)))


def bell_built(s: CitadelsState, seat: int) -> None:
    if s.options.bell_tower == "rulebook":
        ring_bell(s)
    else:
        s.pending.append(Decision("bell", seat, (), 0))


def bell_answer(s: CitadelsState, seat: int, announce: bool) -> None:
    s.pending.pop()
    if announce:
        s.bell_announced = True
        ring_bell(s)
    else:
        say(s, msg("{who} does not announce the Bell Tower.", who=s.names[seat]))
