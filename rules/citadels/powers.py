"""The characters' powers, classic and Dark City. The seat using a power is the player whose
turn it is: the character's player, or the Witch when she plays a bewitched character's turn."""

from __future__ import annotations

from rules.citadels import purple, turn
from rules.citadels.board import (
    card_list,
    destroy_cost,
    district_value,
    draw,
    give,
    has_district,
    is_complete,
    may_receive,
    pay,
    place_district,
    remove_district,
    say,
    take_crown,
    take_from_bank,
    tear_down,
    to_bottom,
)
from rules.citadels.catalogue import BISHOP, card_msg, key_of
from rules.citadels.state import NOBODY, CitadelsState
from rules.core.message import msg, nmsg
from rules.core.state import Decision

WITCH_RANK = 1
TAX_RANK = 2
CROWN_RANK = 4  # the King or the Emperor
QUEEN_GOLD = 3
NAVIGATOR_EXTRA = 4


# ----- Assassin, Thief, Magician -------------------------------------------------------------
def murder(s: CitadelsState, seat: int, rank: int) -> None:
    s.murdered = rank
    s.power_used = True
    say(s, msg("The Assassin murders the {character}.", character=s.role_msg(rank)))


def rob(s: CitadelsState, seat: int, rank: int) -> None:
    s.robbed = rank
    s.power_used = True
    say(s, msg("The Thief will rob the {character}.", character=s.role_msg(rank)))


def swap_hands(s: CitadelsState, seat: int, other: int) -> None:
    s.hands[seat], s.hands[other] = s.hands[other], s.hands[seat]
    s.power_used = True
    say(s, msg("The Magician swaps hands with {who}.", who=s.names[other]))


def mark(s: CitadelsState, seat: int, card: int) -> None:
    marked = s.pending.pop().cards
    s.pending.append(Decision("magic", seat, (*marked, card)))


def cancel_magic(s: CitadelsState) -> None:
    s.pending.pop()
    s.magic_cancels += 1


def magic_exchange(s: CitadelsState, seat: int) -> None:
    marked = s.pending.pop().cards
    hand = s.hands[seat]
    for card in marked:
        hand.remove(card)
    drawn = draw(s, len(marked))
    to_bottom(s, marked)
    hand.extend(drawn)
    s.power_used = True
    say(s, nmsg("The Magician exchanges {n} card with the deck.",
                    "The Magician exchanges {n} cards with the deck.", len(marked)), seat,
        msg("You draw {cards}.", cards=card_list(drawn)))


# ----- Warlord -------------------------------------------------------------------------------
def protected_seat(s: CitadelsState) -> int:
    """The seat the Bishop's power protects (the Bishop's player, or the Witch playing a
    bewitched Bishop), unless the Bishop was murdered or has not been revealed."""
    if s.murdered == BISHOP or not s.revealed[BISHOP] or not s.plays(BISHOP, "bishop"):
        return NOBODY
    if s.bewitched == BISHOP:
        return s.owner[WITCH_RANK] if s.calling > BISHOP or s.witch_turn else NOBODY
    return s.owner[BISHOP]


def attackable(s: CitadelsState, target: int, card: int) -> bool:
    """Whether the Warlord or the Diplomat may touch this district at all."""
    return target != protected_seat(s) and not is_complete(s, target) and key_of(card) != "keep"


def warlord_targets(s: CitadelsState, seat: int) -> list[tuple[int, int]]:
    return [(target, card) for target in range(s.n) for card in s.cities[target]
            if attackable(s, target, card) and destroy_cost(s, target, card) <= s.gold[seat]]


def destroy(s: CitadelsState, seat: int, target: int, card: int) -> None:
    cost = destroy_cost(s, target, card)
    pay(s, seat, cost)
    tear_down(s, target, card)
    s.power_used = True
    say(s, msg("The Warlord pays {n} gold to destroy {who}'s {card}.", n=cost,
               who=s.names[target], card=card_msg(card)))
    s.pending.pop()  # the warlord decision
    keeper = purple.graveyard_keeper(s, seat, card)
    if keeper != NOBODY:
        s.pending.append(Decision("graveyard", keeper, (card,), 0))
        return
    to_bottom(s, [card])
    turn.finish_turn(s)


def skip_end_power(s: CitadelsState) -> None:
    """The Warlord destroys nothing, or the Diplomat exchanges nothing."""
    s.power_used = True
    turn.finish_turn(s)


# ----- Witch ---------------------------------------------------------------------------------
def bewitch(s: CitadelsState, seat: int, rank: int) -> None:
    s.bewitched = rank
    s.power_used = True
    say(s, msg("The Witch bewitches the {character} and ends her turn.",
               character=s.role_msg(rank)))
    turn.finish_turn(s)


def resume_witch(s: CitadelsState) -> None:
    """The bewitched player took gold or cards: the Witch plays the rest of the turn with the
    character's power, in her own city."""
    witch = s.owner[WITCH_RANK]
    turn.begin_turn(s, witch)
    s.witch_turn = True
    s.acted = True
    say(s, msg("The Witch ({who}) plays the rest of the {character}'s turn.",
               who=s.names[witch], character=s.role_msg(s.calling)))
    turn.action_bonus(s, witch)
    if s.plays(s.calling, "tax_collector"):
        collect_owed_tax(s, witch)


# ----- Tax Collector -------------------------------------------------------------------------
def tax_collector_seat(s: CitadelsState) -> int:
    """Who collects tax now: the Tax Collector's player once revealed (not murdered), or the
    Witch once she plays a bewitched Tax Collector's turn; NOBODY before that."""
    if not s.plays(TAX_RANK, "tax_collector") or s.murdered == TAX_RANK:
        return NOBODY
    if s.bewitched == TAX_RANK:  # only if someone answered: otherwise her round is over
        active = s.revealed[TAX_RANK] and (s.calling > TAX_RANK or s.witch_turn)
        return s.owner[WITCH_RANK] if active else NOBODY
    return s.owner[TAX_RANK] if s.revealed[TAX_RANK] else NOBODY


def pay_tax(s: CitadelsState, seat: int) -> None:
    """A player who built this turn owes the Tax Collector 1 gold."""
    collector = tax_collector_seat(s)
    if collector == NOBODY:
        if s.plays(TAX_RANK, "tax_collector") and s.calling < TAX_RANK \
                and seat not in s.tax_owed:
            s.tax_owed.append(seat)  # paid when the Tax Collector is revealed
        return
    if collector != seat and give(s, seat, collector, 1):
        say(s, msg("{who} pays 1 gold of tax to {collector}.", who=s.names[seat],
                   collector=s.names[collector]))


def collect_owed_tax(s: CitadelsState, collector: int) -> None:
    for seat in s.tax_owed:
        if seat != collector and give(s, seat, collector, 1):
            say(s, msg("{who} pays the 1 gold of tax owed to {collector}.", who=s.names[seat],
                       collector=s.names[collector]))
    s.tax_owed = []


# ----- Wizard --------------------------------------------------------------------------------
def peek(s: CitadelsState, seat: int, target: int) -> None:
    s.power_used = True
    s.pending.append(Decision("wizard", seat, tuple(s.hands[target]), target))
    say(s, msg("The Wizard looks at {who}'s hand.", who=s.names[target]))


def wizard_take(s: CitadelsState, seat: int, card: int, build: bool) -> None:
    target = s.pending.pop().number
    s.hands[target].remove(card)
    if build:
        say(s, msg("The Wizard takes the {card} from {who} to build it.", card=card_msg(card),
                   who=s.names[target]))
        turn.erect(s, seat, card)
    else:
        s.hands[seat].append(card)
        say(s, msg("The Wizard takes a card from {who}.", who=s.names[target]), seat,
            msg("You take the {card}.", card=card_msg(card)))


# ----- Emperor -------------------------------------------------------------------------------
def crown_receivers(s: CitadelsState, seat: int) -> list[int]:
    return [other for other in range(s.n) if other != seat and not (
        s.options.emperor_crown == "not_holder" and other == s.crown)]


def give_crown(s: CitadelsState, seat: int, receiver: int) -> None:
    s.power_used = True
    say(s, msg("The Emperor gives the crown to {who}.", who=s.names[receiver]))
    take_crown(s, receiver)
    s.crown_given = receiver
    if s.hands[receiver]:
        s.pending.append(Decision("tribute", receiver, (), seat))
    elif s.gold[receiver]:
        pay_tribute(s, receiver, None, emperor=seat)


def pay_tribute(s: CitadelsState, receiver: int, card: int | None,
                emperor: int | None = None) -> None:
    if emperor is None:
        emperor = s.pending.pop().number
    if card is None:
        give(s, receiver, emperor, 1)
        say(s, msg("{who} pays {emperor} 1 gold for the crown.", who=s.names[receiver],
                   emperor=s.names[emperor]))
    else:
        s.hands[receiver].remove(card)
        s.hands[emperor].append(card)
        say(s, msg("{who} pays {emperor} a card for the crown.", who=s.names[receiver],
                   emperor=s.names[emperor]), receiver,
            msg("You give the {card} to {emperor}.", card=card_msg(card),
                emperor=s.names[emperor]))


# ----- Abbot, Navigator, Artist, Queen -------------------------------------------------------
def abbot_payer(s: CitadelsState, seat: int) -> int:
    """The one richest player, if that is someone else with gold; NOBODY on a tie."""
    if not s.plays(s.calling, "abbot") or not turn.powered(s):
        return NOBODY
    richest = max(s.gold)
    top = [other for other in range(s.n) if s.gold[other] == richest]
    if len(top) != 1 or top[0] == seat or richest == 0:
        return NOBODY
    return top[0]


def abbot(s: CitadelsState, seat: int) -> None:
    payer = abbot_payer(s, seat)
    give(s, payer, seat, 1)
    s.power_used = True
    say(s, msg("The richest player, {who}, gives the Abbot 1 gold.", who=s.names[payer]))


def navigate(s: CitadelsState, seat: int, cards: bool) -> None:
    s.power_used = True
    s.builds_left = 0
    if cards:
        drawn = draw(s, NAVIGATOR_EXTRA)
        s.hands[seat].extend(drawn)
        say(s, msg("The Navigator draws {n} cards and will not build.", n=len(drawn)), seat,
            msg("You draw {cards}.", cards=card_list(drawn)))
    else:
        got = take_from_bank(s, seat, NAVIGATOR_EXTRA)
        say(s, msg("The Navigator takes {n} gold and will not build.", n=got))


def beautify(s: CitadelsState, seat: int, card: int) -> None:
    s.gold[seat] -= 1
    s.adorned.append(card)
    s.beautified += 1
    say(s, msg("The Artist beautifies the {card} with 1 gold.", card=card_msg(card)))


def queen_neighbours(s: CitadelsState) -> list[int]:
    """The seats whose neighbour is paid by the Queen now: the King's player, and the
    Emperor's (rulebook) or the player the Emperor crowned (official)."""
    owner = s.owner[CROWN_RANK]
    if CROWN_RANK not in s.characters or owner < 0:
        return []
    if s.plays(CROWN_RANK, "emperor") and s.options.queen == "official":
        return [s.crown_given] if s.crown_given != NOBODY else []
    return [owner]


def _next_to(s: CitadelsState, seat: int, other: int) -> bool:
    return other != seat and (seat - other) % s.n in (1, s.n - 1)


def queen_due(s: CitadelsState, seat: int) -> bool:
    if not s.plays(s.calling, "queen") or not turn.powered(s) or s.queen_paid:
        return False
    if not s.revealed[CROWN_RANK] or s.murdered == CROWN_RANK:
        return False  # a murdered King or Emperor pays her at the end of the round
    return any(_next_to(s, seat, other) for other in queen_neighbours(s))


def queen(s: CitadelsState, seat: int) -> None:
    s.queen_paid = True
    s.power_used = True
    got = take_from_bank(s, seat, QUEEN_GOLD)
    say(s, msg("The Queen sits next to royalty and takes {n} gold.", n=got))


def pay_queen_late(s: CitadelsState) -> None:
    """At the end of the round the murdered King or Emperor is revealed: the Queen is paid if
    she sits next to him (the rulebook FAQ). The official Emperor rule pays nothing, as a
    murdered Emperor gives the crown to nobody."""
    queen_seat = s.owner[9] if s.plays(9, "queen") else NOBODY
    if queen_seat == NOBODY or s.murdered != CROWN_RANK or not s.revealed[9] or s.queen_paid:
        return
    if s.plays(CROWN_RANK, "emperor") and s.options.queen == "official":
        return
    if _next_to(s, queen_seat, s.owner[CROWN_RANK]):
        s.queen_paid = True
        got = take_from_bank(s, queen_seat, QUEEN_GOLD)
        say(s, msg("The Queen ({who}) sat next to the murdered {character} and takes {n} gold.",
                   who=s.names[queen_seat], character=s.role_msg(CROWN_RANK), n=got))


# ----- Diplomat ------------------------------------------------------------------------------
def trade_cost(s: CitadelsState, mine: int, target: int, theirs: int) -> int:
    """What the Diplomat pays the other player: the difference in value if his district is
    cheaper, +1 for the Great Wall (unless it is the district taken)."""
    cost = max(0, district_value(s, theirs) - district_value(s, mine))
    if key_of(theirs) != "great_wall" and has_district(s, target, "great_wall"):
        cost += 1
    return cost


def trades(s: CitadelsState, seat: int) -> list[tuple[int, int, int]]:
    """Every exchange the Diplomat may make: (his district, other seat, their district)."""
    found = []
    mine_ok = [c for c in s.cities[seat] if key_of(c) != "keep"]
    for target in range(s.n):
        if target == seat:
            continue
        for theirs in s.cities[target]:
            if not attackable(s, target, theirs):
                continue
            for mine in mine_ok:
                if trade_fits(s, seat, mine, target, theirs) \
                        and trade_cost(s, mine, target, theirs) <= s.gold[seat]:
                    found.append((mine, target, theirs))
    return found


def trade_fits(s: CitadelsState, seat: int, mine: int, target: int, theirs: int) -> bool:
    """No one may end up with an identical district, except one duplicate with the Quarry."""
    own_rest = [c for c in s.cities[seat] if c != mine]
    their_rest = [c for c in s.cities[target] if c != theirs]
    return may_receive(s, own_rest, theirs) and may_receive(s, their_rest, mine)


def trade(s: CitadelsState, seat: int, mine: int, target: int, theirs: int) -> None:
    cost = trade_cost(s, mine, target, theirs)
    give(s, seat, target, cost)
    mine_built = remove_district(s, seat, mine)
    theirs_built = remove_district(s, target, theirs)
    place_district(s, seat, theirs, theirs_built)
    place_district(s, target, mine, mine_built)
    s.power_used = True
    say(s, msg("The Diplomat exchanges his {card} for {who}'s {theirs}, paying {n} gold.",
               card=card_msg(mine), who=s.names[target], theirs=card_msg(theirs), n=cost))
    turn.finish_turn(s)

