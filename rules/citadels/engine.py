"""Citadels game flow: setup, the character draft, calling characters, round end, and the
dispatch of actions to the turn, power and district modules.

Everything here mutates the state it is given; `rules.py` wraps it in the contract (checks,
clones, views). Automatic steps run until the next decision is on the pending stack.
"""

from __future__ import annotations

from rules.citadels import powers, turn
from rules.citadels.board import (  # noqa: F401 - re-exported for the views and tests
    destroy_cost,
    district_value,
    give,
    has_district,
    income_amount,
    say,
    take_crown,
)
from rules.citadels.catalogue import (
    BANK_GOLD,
    BASE_CARDS,
    CARD_KIND,
    KINDS,
    KING,
    MAX_RANK,
    RANK_CHOICES,
    THIEF,
)
from rules.citadels.options import FREE_DARK_DISTRICTS, NO_CHARACTER, RANDOM, CitadelsOptions
from rules.citadels.stall import stall_reason
from rules.citadels.state import NOBODY, CitadelsState
from rules.core.message import join, msg
from rules.core.rng import Rng, seed_state
from rules.core.state import Decision

STARTING_GOLD = 2
STARTING_HAND = 4
QUEEN_RANK = 9


# ----- setup -------------------------------------------------------------------------------
def end_threshold(n: int, options: CitadelsOptions) -> int:
    if n == 2:
        size = options.two_player_end
    elif n == 3 and options.three_players == "rulebook":
        size = 10
    else:
        size = 8
    return size - 1 if options.short_game else size


def choose_cast(n: int, options: CitadelsOptions, rng: Rng) -> list[str]:
    """The character of each rank 0..9 ("" for none). Draws from `rng` only for ranks set to
    random, so a classic game deals exactly as before the Dark City existed."""
    cast = [""] * (MAX_RANK + 1)
    for rank in range(1, MAX_RANK + 1):
        choice = options.rank_choice(rank)
        if choice == RANDOM:
            choices = RANK_CHOICES[rank]
            choice = choices[rng.below(len(choices))]
        cast[rank] = "" if choice == NO_CHARACTER else choice
    if n == 3 and options.three_players == "rulebook":
        cast[1] = ""  # the rulebook takes the rank-1 character out of 3-player games
    if cast[QUEEN_RANK] == "queen" and options.queen == "official" and n < 5:
        cast[QUEEN_RANK] = ""
    return cast


def picks_per_player(n: int, options: CitadelsOptions) -> int:
    return 2 if n == 2 or (n == 3 and options.three_players == "official") else 1


def district_deck(options: CitadelsOptions, rng: Rng) -> tuple[list[int], list[int]]:
    """The shuffled deck and the base cards removed unseen (as many as the Dark City cards
    added, when more than three are added)."""
    dark = {KINDS[CARD_KIND[c]].key: c for c in range(len(CARD_KIND))
            if KINDS[CARD_KIND[c]].dark_city}
    chosen = [dark[key] for key in options.dark_districts()]
    removed: list[int] = []
    base = list(BASE_CARDS)
    if len(chosen) > FREE_DARK_DISTRICTS:
        rng.shuffle(base)
        removed = sorted(base[len(base) - len(chosen):])
        base = sorted(base[:len(base) - len(chosen)])
    deck = base + chosen
    rng.shuffle(deck)
    return deck, removed


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
    rng = Rng(s.rng)
    s.deck, s.removed = district_deck(options, rng)
    s.hands = [[s.deck.pop() for _ in range(STARTING_HAND)] for _ in range(n)]
    s.cities = [[] for _ in range(n)]
    s.built_round = [[] for _ in range(n)]
    s.gold = [STARTING_GOLD] * n
    s.bank = BANK_GOLD - STARTING_GOLD * n
    s.crown = rng.below(n)  # the rulebook: a random player starts with the crown
    s.cast = tuple(choose_cast(n, options, rng))
    s.rng = rng.state
    s.end_at = end_threshold(n, options)
    s.completed = []
    s.top_bonus = []
    s.characters = [rank for rank in range(1, MAX_RANK + 1) if s.cast[rank]]
    s.adorned = []
    s.museum = []
    s.bell_announced = False
    s.pending = []
    s.log = []
    s.logging = True
    turn.reset_turn(s)
    say(s, msg("{who} starts with the crown.", who=names[s.crown]))
    if options.uses_dark_city():
        cast = join(msg("{rank}. {name}", rank=rank, name=s.role_msg(rank))
                    for rank in s.characters)
        say(s, msg("Characters: {cast}.", cast=cast))
        if s.removed:
            say(s, msg("{n} base districts were removed unseen to make room for the Dark City "
                       "districts.", n=len(s.removed)))
    start_round(s)
    return s


# ----- the draft ---------------------------------------------------------------------------
def start_round(s: CitadelsState) -> None:
    s.round += 1
    s.phase = "draft"
    s.calling = 0
    s.murdered = 0
    s.robbed = 0
    s.bewitched = 0
    s.crown_given = NOBODY
    s.queen_paid = False
    s.tax_owed = []
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
        if card == KING:  # rank 4 (King or Emperor) is never a face-up discard
            replacement = cards.pop()
            cards.append(card)
            rng.shuffle(cards)
            card = replacement
        s.faceup.append(card)
    s.rng = rng.state
    s.pool = cards
    if s.faceup:
        say(s, msg("Round {n}. Face up: {faceup}. {who} picks first.", n=s.round,
                   faceup=join(s.role_msg(c) for c in sorted(s.faceup)),
                   who=s.names[s.crown]))
    else:
        say(s, msg("Round {n}. {who} picks first.", n=s.round, who=s.names[s.crown]))
    seats = [(s.crown + i) % s.n for i in range(s.n)]
    if s.n == 2:
        a, b = seats
        s.pending = [Decision("pick", b), Decision("discard", a), Decision("pick", a),
                     Decision("discard", b), Decision("pick", b), Decision("pick", a)]
    else:
        order = seats * picks_per_player(s.n, s.options)
        s.pending = [Decision("pick", seat, (), 0) for seat in reversed(order)]
    _prepare_pick(s)


def seven_player_merge(s: CitadelsState) -> bool:
    """With 7 players and 8 characters the last picker gets one card: the face-down one
    joins it (with 9 characters two cards remain and nothing is merged)."""
    return s.n == 7 and len(s.characters) == 8


def _prepare_pick(s: CitadelsState) -> None:
    if seven_player_merge(s) and len(s.pending) == 1 and s.facedown:
        s.pool.append(s.facedown.pop())


def draft_choice(s: CitadelsState, seat: int, kind: str, rank: int) -> None:
    handed = tuple(sorted(s.pool))
    s.pool.remove(rank)
    s.draft_events.append((seat, kind, handed, rank))
    s.pending.pop()
    if kind == "pick":
        s.owner[rank] = seat
        say(s, msg("{who} chose a character.", who=s.names[seat]), seat,
            msg("You chose the {character}.", character=s.role_msg(rank)))
    else:
        s.facedown.append(rank)
        say(s, msg("{who} discarded a character face down.", who=s.names[seat]), seat,
            msg("You discarded the {character} face down.", character=s.role_msg(rank)))
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
    """Call ranks in order until one starts a turn (or asks for thanks), or end the round."""
    while s.calling < MAX_RANK:
        s.calling += 1
        rank = s.calling
        if rank not in s.characters:
            continue
        seat = s.owner[rank]
        name = s.role_msg(rank)
        if rank == s.murdered:
            if seat != NOBODY and has_district(s, seat, "hospital"):
                _reveal(s, rank, seat)
                say(s, msg("The {character} was murdered, but {who}'s Hospital lets them "
                           "take gold or cards.", character=name, who=s.names[seat]))
                _answer_call(s, seat, rank)
                return
            s.unanswered.append(rank)
            say(s, msg("The {character} was murdered and stays silent.", character=name))
            continue
        if seat == NOBODY:
            s.unanswered.append(rank)
            say(s, msg("Nobody answers to the {character}.", character=name))
            continue
        _reveal(s, rank, seat)
        _answer_call(s, seat, rank)
        return
    end_round(s)


def _reveal(s: CitadelsState, rank: int, seat: int) -> None:
    s.revealed[rank] = True
    say(s, msg("{who} is the {character}.", who=s.names[seat], character=s.role_msg(rank)))
    if rank == s.robbed:
        thief = s.owner[THIEF]
        amount = give(s, seat, thief, s.gold[seat])
        say(s, msg("The Thief ({thief}) takes {n} gold from {who}.", thief=s.names[thief],
                   n=amount, who=s.names[seat]))
    if s.plays(rank, "tax_collector") and rank not in (s.bewitched, s.murdered):
        powers.collect_owed_tax(s, seat)


def _answer_call(s: CitadelsState, seat: int, rank: int) -> None:
    """With the Ball Room, the crown holder's call must be thanked by any other player before
    the turn starts; otherwise the King takes the crown and the turn begins."""
    if seat != s.crown and has_district(s, s.crown, "ball_room"):
        s.pending.append(Decision("thanks", seat, (), rank))
        return
    _start_called_turn(s, seat)


def _start_called_turn(s: CitadelsState, seat: int) -> None:
    if s.plays(s.calling, "king"):
        take_crown(s, seat)
    turn.begin_turn(s, seat)


def answer_thanks(s: CitadelsState, seat: int, thanked: bool) -> None:
    s.pending.pop()
    if thanked:
        say(s, msg("{who}: \"Thank you, your Excellency.\"", who=s.names[seat]))
        _start_called_turn(s, seat)
        return
    say(s, msg("{who} forgot to thank {holder} and loses the turn.", who=s.names[seat],
               holder=s.names[s.crown]))
    if s.plays(s.calling, "king"):  # the King is still crowned, as when murdered
        take_crown(s, seat)
    after_called_turn(s)


def after_called_turn(s: CitadelsState) -> None:
    """When a called character's turn is over: the Witch resumes a bewitched turn, otherwise
    the next character is called."""
    if s.calling == s.bewitched and not s.witch_turn and s.owner[1] != NOBODY:
        powers.resume_witch(s)
        return
    call_next(s)


def end_round(s: CitadelsState) -> None:
    if s.murdered and s.owner[s.murdered] != NOBODY:
        seat = s.owner[s.murdered]
        if not s.revealed[s.murdered]:
            s.revealed[s.murdered] = True
            say(s, msg("{who} was the murdered {character}.", who=s.names[seat],
                       character=s.role_msg(s.murdered)))
        if s.plays(s.murdered, "king"):
            take_crown(s, seat)
        powers.pay_queen_late(s)
    stalled = None if s.completed else stall_reason(s)
    if s.completed or stalled:
        s.phase = "over"
        s.pending = []
        say(s, stalled or msg("The game is over."))
        return
    start_round(s)
