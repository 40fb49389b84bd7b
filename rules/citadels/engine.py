"""Citadels state changes: setup, the character draft, calling characters, turns, round end.

Everything here mutates the state it is given; `rules.py` wraps it in the contract (checks,
clones, views). Automatic steps run until the next decision is on the pending stack.
"""

from __future__ import annotations

from rules.citadels.catalogue import (
    ARCHITECT,
    ASSASSIN,
    BANK_GOLD,
    BISHOP,
    CARD_KIND,
    CHARACTERS,
    KINDS,
    KING,
    MERCHANT,
    NUM_CARDS,
    THIEF,
    WARLORD,
    card_name,
    character_name,
    key_of,
)
from rules.citadels.options import CitadelsOptions
from rules.citadels.state import NOBODY, CitadelsState
from rules.core.actions import Action
from rules.core.rng import Rng, seed_state

STARTING_GOLD = 2
STARTING_HAND = 4
MAX_RANK = 9


# ----- setup -------------------------------------------------------------------------------
def end_threshold(n: int, options: CitadelsOptions) -> int:
    if n == 2:
        size = options.two_player_end
    elif n == 3 and options.three_players == "rulebook":
        size = 10
    else:
        size = 8
    return size - 1 if options.short_game else size


def characters_in_play(n: int, options: CitadelsOptions) -> list[int]:
    ranks = list(range(1, 9))
    if n == 3 and options.three_players == "rulebook":
        ranks.remove(ASSASSIN)
    return ranks


def picks_per_player(n: int, options: CitadelsOptions) -> int:
    return 2 if n == 2 or (n == 3 and options.three_players == "official") else 1


def new_state(names: list[str], options: CitadelsOptions, seed: int) -> CitadelsState:
    n = len(names)
    s = object.__new__(CitadelsState)
    s.version = 0
    s.rng = seed_state(seed)
    s.names = tuple(names)
    s.options = options
    s.n = n
    s.round = 0
    s.phase = "draft"
    s.deck = list(range(NUM_CARDS))
    rng = Rng(s.rng)
    rng.shuffle(s.deck)
    s.hands = [[s.deck.pop() for _ in range(STARTING_HAND)] for _ in range(n)]
    s.cities = [[] for _ in range(n)]
    s.built_round = [[] for _ in range(n)]
    s.gold = [STARTING_GOLD] * n
    s.bank = BANK_GOLD - STARTING_GOLD * n
    s.crown = rng.below(n)  # the rulebook: a random player starts with the crown
    s.rng = rng.state
    s.end_at = end_threshold(n, options)
    s.completed = []
    s.characters = characters_in_play(n, options)
    s.pending = []
    s.log = []
    s.logging = True
    _reset_turn(s)
    say(s, f"{names[s.crown]} starts with the crown.")
    start_round(s)
    return s


def say(s: CitadelsState, public: str, seat: int = NOBODY, private: str | None = None) -> None:
    if s.logging:
        s.log.append((public, seat, private))


def _reset_turn(s: CitadelsState) -> None:
    s.acted = False
    s.builds_left = 0
    s.income_taken = False
    s.power_used = False
    s.lab_used = False
    s.smithy_used = False
    s.magic_cancels = 0


# ----- the draft ---------------------------------------------------------------------------
def start_round(s: CitadelsState) -> None:
    s.round += 1
    s.phase = "draft"
    s.calling = 0
    s.murdered = 0
    s.robbed = 0
    s.owner = [NOBODY] * (MAX_RANK + 1)
    s.revealed = [False] * (MAX_RANK + 1)
    s.unanswered = []
    s.faceup = []
    s.facedown = []
    s.draft_events = []
    rng = Rng(s.rng)
    cards = s.characters[:]
    rng.shuffle(cards)
    setup = cards.pop()
    s.facedown.append(setup)
    s.draft_events.append((NOBODY, "setup", (), setup))
    picks = picks_per_player(s.n, s.options) * s.n
    faceup_count = 0 if s.n == 2 else max(0, len(cards) - (picks + 1))
    while len(s.faceup) < faceup_count:
        card = cards.pop()
        if card == KING:  # the King is never a face-up discard: replace it, shuffle it back
            replacement = cards.pop()
            cards.append(card)
            rng.shuffle(cards)
            card = replacement
        s.faceup.append(card)
    s.rng = rng.state
    s.pool = cards
    say(s, f"Round {s.round}. " + (
        "Face up: " + ", ".join(character_name(c) for c in sorted(s.faceup)) + ". "
        if s.faceup else "") + f"{s.names[s.crown]} picks first.")
    seats = [(s.crown + i) % s.n for i in range(s.n)]
    if s.n == 2:
        a, b = seats
        s.pending = [("pick", b, (), 0), ("discard", a, (), 0), ("pick", a, (), 0),
                     ("discard", b, (), 0), ("pick", b, (), 0), ("pick", a, (), 0)]
    else:
        order = seats * picks_per_player(s.n, s.options)
        s.pending = [("pick", seat, (), 0) for seat in reversed(order)]
    _prepare_pick(s)


def _prepare_pick(s: CitadelsState) -> None:
    """Before the last pick of a 7-player game, the face-down card joins the last two."""
    if s.n == 7 and len(s.pending) == 1 and s.facedown:
        s.pool.append(s.facedown.pop())


def draft_choice(s: CitadelsState, seat: int, kind: str, rank: int) -> None:
    handed = tuple(sorted(s.pool))
    s.pool.remove(rank)
    s.draft_events.append((seat, kind, handed, rank))
    s.pending.pop()
    if kind == "pick":
        s.owner[rank] = seat
        say(s, f"{s.names[seat]} chose a character.", seat,
            f"You chose the {character_name(rank)}.")
    else:
        s.facedown.append(rank)
        say(s, f"{s.names[seat]} discarded a character face down.", seat,
            f"You discarded the {character_name(rank)} face down.")
    if s.pending:
        _prepare_pick(s)
        return
    for rank in s.pool:
        s.draft_events.append((NOBODY, "leftover", (), rank))
        s.facedown.append(rank)
    s.pool = []
    s.phase = "turns"
    call_next(s)


# ----- calling characters ------------------------------------------------------------------
def call_next(s: CitadelsState) -> None:
    """Call ranks in order until one starts a turn, or end the round."""
    while s.calling < MAX_RANK:
        s.calling += 1
        rank = s.calling
        if rank not in s.characters:
            continue
        seat = s.owner[rank]
        name = character_name(rank)
        if rank == s.murdered:
            s.unanswered.append(rank)
            say(s, f"The {name} was murdered and stays silent.")
            continue
        if seat == NOBODY:
            s.unanswered.append(rank)
            say(s, f"Nobody answers to the {name}.")
            continue
        s.revealed[rank] = True
        say(s, f"{s.names[seat]} is the {name}.")
        if rank == s.robbed:
            thief = s.owner[THIEF]
            amount = s.gold[seat]
            s.gold[seat] -= amount
            s.gold[thief] += amount
            say(s, f"The Thief ({s.names[thief]}) takes {amount} gold from {s.names[seat]}.")
        if rank == KING:
            take_crown(s, seat)
        _reset_turn(s)
        s.pending.append(("turn", seat, (), 0))
        return
    end_round(s)


def take_crown(s: CitadelsState, seat: int) -> None:
    if s.crown != seat:
        s.crown = seat
        say(s, f"{s.names[seat]} takes the crown.")


def end_round(s: CitadelsState) -> None:
    if s.murdered and s.owner[s.murdered] != NOBODY:
        seat = s.owner[s.murdered]
        s.revealed[s.murdered] = True
        say(s, f"{s.names[seat]} was the murdered {character_name(s.murdered)}.")
        if s.murdered == KING:
            take_crown(s, seat)
    if s.completed:
        s.phase = "over"
        s.pending = []
        say(s, "The game is over.")
        return
    start_round(s)


# ----- a character's turn ------------------------------------------------------------------
def has_district(s: CitadelsState, seat: int, key: str) -> bool:
    kind = _KEY_INDEX[key]
    return any(CARD_KIND[c] == kind for c in s.cities[seat])


def take_from_bank(s: CitadelsState, seat: int, amount: int) -> int:
    amount = min(amount, s.bank)
    s.bank -= amount
    s.gold[seat] += amount
    return amount


def pay(s: CitadelsState, seat: int, amount: int) -> None:
    s.gold[seat] -= amount
    s.bank += amount


def draw(s: CitadelsState, count: int) -> list[int]:
    count = min(count, len(s.deck))
    drawn = s.deck[len(s.deck) - count:]
    del s.deck[len(s.deck) - count:]
    drawn.reverse()
    return drawn


def to_bottom(s: CitadelsState, cards: list[int] | tuple[int, ...]) -> None:
    s.deck[:0] = cards


def income_amount(s: CitadelsState, seat: int, rank: int) -> int:
    colour = CHARACTERS[rank].colour
    if colour is None:
        return 0
    count = 0
    for card in s.cities[seat]:
        kind = KINDS[CARD_KIND[card]]
        if kind.colour == colour or kind.key == "school_of_magic":
            count += 1
    return count


def take_gold_action(s: CitadelsState, seat: int) -> None:
    got = take_from_bank(s, seat, 2)
    say(s, f"{s.names[seat]} takes {got} gold.")
    after_action(s, seat)


def draw_action(s: CitadelsState, seat: int) -> None:
    observatory = has_district(s, seat, "observatory")
    library = has_district(s, seat, "library")
    drawn = draw(s, 3 if observatory else 2)
    keep = 2 if library else 1
    if len(drawn) <= keep:
        s.hands[seat].extend(drawn)
        say(s, f"{s.names[seat]} draws {len(drawn)} card(s) and keeps them.", seat,
            "You keep " + _card_list(drawn) + ".")
        after_action(s, seat)
    else:
        say(s, f"{s.names[seat]} draws {len(drawn)} cards.", seat,
            "You draw " + _card_list(drawn) + ".")
        s.pending.append(("keep", seat, tuple(drawn), keep))


def keep_card(s: CitadelsState, seat: int, card: int) -> None:
    _, _, drawn, keep = s.pending.pop()
    rest = list(drawn)
    rest.remove(card)
    s.hands[seat].append(card)
    keep -= 1
    if keep and len(rest) > keep:
        s.pending.append(("keep", seat, tuple(rest), keep))
        return
    if keep:  # keep everything that is left
        s.hands[seat].extend(rest)
        rest = []
    to_bottom(s, rest)
    kept = len(drawn) - len(rest)
    say(s, f"{s.names[seat]} keeps {kept} card(s) and puts {len(rest)} at the bottom.", seat,
        f"You keep the {card_name(card)}.")
    after_action(s, seat)


def after_action(s: CitadelsState, seat: int) -> None:
    s.acted = True
    rank = s.calling
    s.builds_left = 3 if rank == ARCHITECT else 1
    if rank == MERCHANT:
        got = take_from_bank(s, seat, 1)
        say(s, f"The Merchant takes {got} extra gold.")
    elif rank == ARCHITECT:
        drawn = draw(s, 2)
        s.hands[seat].extend(drawn)
        say(s, f"The Architect draws {len(drawn)} extra card(s).", seat,
            "You draw " + _card_list(drawn) + ".")


def take_income(s: CitadelsState, seat: int) -> None:
    rank = s.calling
    got = take_from_bank(s, seat, income_amount(s, seat, rank))
    s.income_taken = True
    colour = CHARACTERS[rank].colour
    say(s, f"{s.names[seat]} takes {got} gold for {colour} districts.")


def build(s: CitadelsState, seat: int, card: int) -> None:
    kind = KINDS[CARD_KIND[card]]
    s.hands[seat].remove(card)
    pay(s, seat, kind.cost)
    s.cities[seat].append(card)
    s.built_round[seat].append(s.round)
    s.builds_left -= 1
    say(s, f"{s.names[seat]} builds the {kind.name} ({kind.cost}).")
    if len(s.cities[seat]) >= s.end_at and seat not in s.completed:
        s.completed.append(seat)
        first = " first" if len(s.completed) == 1 else ""
        say(s, f"{s.names[seat]} is{first} to complete a city of {s.end_at} districts! "
               "The game ends after this round.")


def murder(s: CitadelsState, seat: int, rank: int) -> None:
    s.murdered = rank
    s.power_used = True
    say(s, f"The Assassin murders the {character_name(rank)}.")


def rob(s: CitadelsState, seat: int, rank: int) -> None:
    s.robbed = rank
    s.power_used = True
    say(s, f"The Thief will rob the {character_name(rank)}.")


def swap_hands(s: CitadelsState, seat: int, other: int) -> None:
    s.hands[seat], s.hands[other] = s.hands[other], s.hands[seat]
    s.power_used = True
    say(s, f"The Magician swaps hands with {s.names[other]}.")


def magic_exchange(s: CitadelsState, seat: int, marked: tuple[int, ...]) -> None:
    hand = s.hands[seat]
    for card in marked:
        hand.remove(card)
    drawn = draw(s, len(marked))
    to_bottom(s, marked)
    hand.extend(drawn)
    s.power_used = True
    say(s, f"The Magician exchanges {len(marked)} card(s) with the deck.", seat,
        "You draw " + _card_list(drawn) + ".")


def laboratory(s: CitadelsState, seat: int, card: int) -> None:
    s.hands[seat].remove(card)
    to_bottom(s, [card])
    got = take_from_bank(s, seat, 1)
    s.lab_used = True
    say(s, f"{s.names[seat]} discards a card at the Laboratory for {got} gold.", seat,
        f"You discard the {card_name(card)}.")


def smithy(s: CitadelsState, seat: int) -> None:
    pay(s, seat, 2)
    drawn = draw(s, 3)
    s.hands[seat].extend(drawn)
    s.smithy_used = True
    say(s, f"{s.names[seat]} pays 2 gold at the Smithy and draws {len(drawn)} cards.", seat,
        "You draw " + _card_list(drawn) + ".")


def end_turn(s: CitadelsState, seat: int) -> None:
    rank = s.calling
    if not s.income_taken and income_amount(s, seat, rank):
        take_income(s, seat)
    if rank == WARLORD and not s.power_used:
        s.pending.append(("warlord", seat, (), 0))
        return
    finish_turn(s)


def finish_turn(s: CitadelsState) -> None:
    while s.pending and s.pending[-1][0] != "turn":
        s.pending.pop()
    s.pending.pop()
    call_next(s)


# ----- the Warlord and the Graveyard -------------------------------------------------------
def protected_seat(s: CitadelsState) -> int:
    """The Bishop's player, unless the Bishop was murdered or is not in play."""
    if s.murdered == BISHOP or not s.revealed[BISHOP]:
        return NOBODY
    return s.owner[BISHOP]


def destroy_cost(s: CitadelsState, target: int, card: int) -> int:
    cost = KINDS[CARD_KIND[card]].cost - 1
    if key_of(card) != "great_wall" and has_district(s, target, "great_wall"):
        cost += 1
    return cost


def destroy(s: CitadelsState, seat: int, target: int, card: int) -> None:
    cost = destroy_cost(s, target, card)
    pay(s, seat, cost)
    index = s.cities[target].index(card)
    del s.cities[target][index]
    del s.built_round[target][index]
    s.power_used = True
    say(s, f"The Warlord pays {cost} gold to destroy {s.names[target]}'s {card_name(card)}.")
    s.pending.pop()  # the warlord decision
    keeper = graveyard_keeper(s, seat, card)
    if keeper != NOBODY:
        s.pending.append(("graveyard", keeper, (card,), 0))
        return
    to_bottom(s, [card])
    finish_turn(s)


def graveyard_keeper(s: CitadelsState, warlord: int, card: int) -> int:
    if key_of(card) == "graveyard":
        return NOBODY
    for seat in range(s.n):
        if seat != warlord and s.gold[seat] >= 1 and has_district(s, seat, "graveyard"):
            return seat
    return NOBODY


def graveyard_answer(s: CitadelsState, seat: int, take: bool) -> None:
    _, _, (card,), _ = s.pending.pop()
    if take:
        pay(s, seat, 1)
        s.hands[seat].append(card)
        say(s, f"{s.names[seat]} pays 1 gold at the Graveyard to take the {card_name(card)}.")
    else:
        to_bottom(s, [card])
        say(s, f"{s.names[seat]} lets the {card_name(card)} go.")
    finish_turn(s)


# ----- dispatch ----------------------------------------------------------------------------
def apply_action(s: CitadelsState, seat: int, action: Action) -> None:
    kind, args = action.kind, action.args
    if kind in ("pick", "discard"):
        draft_choice(s, seat, kind, args[0])
    elif kind == "gold":
        take_gold_action(s, seat)
    elif kind == "draw":
        draw_action(s, seat)
    elif kind == "keep":
        keep_card(s, seat, args[0])
    elif kind == "build":
        build(s, seat, args[0])
    elif kind == "income":
        take_income(s, seat)
    elif kind == "kill":
        murder(s, seat, args[0])
    elif kind == "rob":
        rob(s, seat, args[0])
    elif kind == "swap":
        swap_hands(s, seat, args[0])
    elif kind == "magic":
        s.pending.append(("magic", seat, (), 0))
    elif kind == "mark":
        _, _, marked, _ = s.pending.pop()
        s.pending.append(("magic", seat, (*marked, args[0]), 0))
    elif kind == "exchange":
        _, _, marked, _ = s.pending.pop()
        magic_exchange(s, seat, marked)
    elif kind == "cancel":
        s.pending.pop()
        s.magic_cancels += 1
    elif kind == "lab":
        laboratory(s, seat, args[0])
    elif kind == "smithy":
        smithy(s, seat)
    elif kind == "end":
        end_turn(s, seat)
    elif kind == "destroy":
        destroy(s, seat, args[0], args[1])
    elif kind == "skip":  # the Warlord destroys nothing
        s.power_used = True
        finish_turn(s)
    elif kind == "graveyard":
        graveyard_answer(s, seat, bool(args[0]))
    else:  # pragma: no cover - legal_actions never offers other kinds
        raise ValueError(f"unknown action kind {kind!r}")
    s.version += 1


def _card_list(cards: list[int] | tuple[int, ...]) -> str:
    return ", ".join(card_name(c) for c in cards) if cards else "nothing"


_KEY_INDEX = {k.key: k.index for k in KINDS}
