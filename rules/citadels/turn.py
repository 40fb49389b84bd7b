"""A character's turn: the action (gold or cards), income, building, the end of the turn and
what happens then (the Alchemist's refund, tax, Poor House, Park)."""

from __future__ import annotations

from rules.citadels import engine, powers, purple
from rules.citadels.board import (
    build_cost,
    card_list,
    district_owner,
    draw,
    has_district,
    income_amount,
    note_completion,
    pay,
    place_district,
    say,
    take_from_bank,
    to_bottom,
)
from rules.citadels.catalogue import CARD_KIND, COLOUR_WORDS, KINDS, card_msg, district_msg
from rules.citadels.state import NOBODY, CitadelsState
from rules.core.message import msg, nmsg
from rules.core.state import Decision


def reset_turn(s: CitadelsState) -> None:
    s.acted = False
    s.builds_left = 0
    s.income_taken = False
    s.power_used = False
    s.lab_used = False
    s.smithy_used = False
    s.magic_cancels = 0
    s.built_count = 0
    s.build_spent = 0
    s.beautified = 0
    s.witch_turn = False
    s.museum_used = False


def begin_turn(s: CitadelsState, seat: int) -> None:
    reset_turn(s)
    s.pending.append(Decision("turn", seat, (), 0))


def limited_turn(s: CitadelsState) -> bool:
    """A turn that is only gold or cards: the bewitched character's player, or a murdered
    character's player with the Hospital."""
    return not s.witch_turn and s.calling in (s.bewitched, s.murdered)


def powered(s: CitadelsState) -> bool:
    """Whether the current turn uses the called character's power."""
    return not limited_turn(s)


# ----- the action ----------------------------------------------------------------------------
def take_gold_action(s: CitadelsState, seat: int) -> None:
    got = take_from_bank(s, seat, 2)
    say(s, msg("{who} takes {n} gold.", who=s.names[seat], n=got))
    after_action(s, seat)


def draw_action(s: CitadelsState, seat: int) -> None:
    observatory = has_district(s, seat, "observatory")
    library = has_district(s, seat, "library")
    drawn = draw(s, 3 if observatory else 2)
    keep = 2 if library else 1
    if len(drawn) <= keep:
        s.hands[seat].extend(drawn)
        say(s, nmsg("{who} draws {n} card and keeps it.", "{who} draws {n} cards and keeps them.",
                    len(drawn), who=s.names[seat]),
            seat, msg("You keep {cards}.", cards=card_list(drawn)))
        after_action(s, seat)
    else:
        say(s, msg("{who} draws {n} cards.", who=s.names[seat], n=len(drawn)), seat,
            msg("You draw {cards}.", cards=card_list(drawn)))
        s.pending.append(Decision("keep", seat, tuple(drawn), keep))


def keep_card(s: CitadelsState, seat: int, card: int) -> None:
    _, _, drawn, keep, _ = s.pending.pop()
    rest = list(drawn)
    rest.remove(card)
    s.hands[seat].append(card)
    keep -= 1
    if keep and len(rest) > keep:
        s.pending.append(Decision("keep", seat, tuple(rest), keep))
        return
    if keep:  # keep everything that is left
        s.hands[seat].extend(rest)
        rest = []
    to_bottom(s, rest)
    kept = len(drawn) - len(rest)
    say(s, nmsg("{who} keeps {n} card and puts {rest} at the bottom.",
                "{who} keeps {n} cards and puts {rest} at the bottom.", kept, who=s.names[seat],
                rest=len(rest)), seat, msg("You keep the {card}.", card=card_msg(card)))
    after_action(s, seat)


def after_action(s: CitadelsState, seat: int) -> None:
    s.acted = True
    if limited_turn(s):
        if s.calling == s.bewitched:
            say(s, msg("{who} is bewitched: the turn passes to the Witch.", who=s.names[seat]))
        finish_turn(s)
        return
    action_bonus(s, seat)


def action_bonus(s: CitadelsState, seat: int) -> None:
    """What the called character adds to the action: builds allowed, the Merchant's gold, the
    Architect's cards (for the Witch too, when she plays a bewitched turn)."""
    role = s.cast[s.calling]
    s.builds_left = 3 if role == "architect" else 1
    if role == "navigator" and s.options.navigator == "official":
        s.builds_left = 0
    if role == "merchant":
        got = take_from_bank(s, seat, 1)
        say(s, msg("The Merchant takes {n} extra gold.", n=got))
    elif role == "architect":
        drawn = draw(s, 2)
        s.hands[seat].extend(drawn)
        say(s, nmsg("The Architect draws {n} extra card.",
                     "The Architect draws {n} extra cards.", len(drawn)), seat,
            msg("You draw {cards}.", cards=card_list(drawn)))


def take_income(s: CitadelsState, seat: int) -> None:
    rank = s.calling
    got = take_from_bank(s, seat, income_amount(s, seat, rank))
    s.income_taken = True
    say(s, msg("{who} takes {n} gold for {colour} districts.", who=s.names[seat], n=got,
               colour=COLOUR_WORDS[s.role(rank).colour or "purple"]))


# ----- building ------------------------------------------------------------------------------
def build(s: CitadelsState, seat: int, card: int) -> None:
    s.hands[seat].remove(card)
    s.builds_left -= 1
    erect(s, seat, card)


def erect(s: CitadelsState, seat: int, card: int) -> None:
    """Pay for a district (already out of the hand) and put it in the city, with what a new
    district sets off: completion, the Lighthouse's search, the Bell Tower."""
    kind = KINDS[CARD_KIND[card]]
    cost = build_cost(s, seat, card)
    pay(s, seat, cost)
    s.build_spent += cost
    s.built_count += 1
    place_district(s, seat, card, s.round)
    say(s, msg("{who} builds the {card} ({cost}).", who=s.names[seat],
               card=district_msg(kind.name), cost=cost))
    if kind.key == "bell_tower":
        purple.bell_built(s, seat)
    note_completion(s, seat)
    if kind.key == "lighthouse":
        purple.lighthouse_built(s, seat)


# ----- the end of the turn -------------------------------------------------------------------
def end_turn(s: CitadelsState, seat: int) -> None:
    """The player ends the turn: unclaimed income and gifts are taken, then the Warlord and
    the Diplomat may act."""
    rank = s.calling
    if not s.income_taken and income_amount(s, seat, rank):
        take_income(s, seat)
    if not s.power_used and powers.abbot_payer(s, seat) != NOBODY:
        powers.abbot(s, seat)
    if not s.queen_paid and powers.queen_due(s, seat):
        powers.queen(s, seat)
    role = s.cast[rank]
    if not s.power_used and role == "warlord":
        s.pending.append(Decision("warlord", seat, (), 0))
        return
    if not s.power_used and role == "diplomat" and powers.trades(s, seat):
        s.pending.append(Decision("diplomat", seat, (), 0))
        return
    finish_turn(s)


def finish_turn(s: CitadelsState) -> None:
    while s.pending and s.pending[-1].kind != "turn":
        s.pending.pop()
    seat = s.pending.pop().seat
    close_turn(s, seat)
    engine.after_called_turn(s)


def close_turn(s: CitadelsState, seat: int) -> None:
    """After the turn: the Alchemist's refund, then tax, then the Poor House and the Park."""
    if powered(s) and s.cast[s.calling] == "alchemist" and s.build_spent:
        got = take_from_bank(s, seat, s.build_spent)
        say(s, msg("The Alchemist takes back {n} gold spent on building.", n=got))
    if s.built_count:
        powers.pay_tax(s, seat)
    if s.gold[seat] == 0 and has_district(s, seat, "poor_house"):
        got = take_from_bank(s, seat, 1)
        say(s, msg("{who} has no gold and takes {n} at the Poor House.", who=s.names[seat],
                   n=got))
    if not s.hands[seat] and district_owner(s, "park") == seat:
        drawn = draw(s, 2)
        s.hands[seat].extend(drawn)
        say(s, msg("{who} has no cards and draws {n} at the Park.", who=s.names[seat],
                   n=len(drawn)), seat, msg("You draw {cards}.", cards=card_list(drawn)))
