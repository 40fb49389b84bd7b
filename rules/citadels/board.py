"""Small state operations shared by the turn, the character powers and the purple districts:
gold and cards moving, district costs and values, the crown, completing a city."""

from __future__ import annotations

from rules.citadels.catalogue import CARD_KIND, KINDS, card_msg, key_of
from rules.citadels.state import NOBODY, CitadelsState
from rules.core.message import Join, Msg, Text, join, msg
from rules.core.state import LogEntry

_KEY_INDEX = {k.key: k.index for k in KINDS}
# The option that adds each Dark City district: without it the district is not in the game.
_DARK_OPTION = {k.key: f"district_{k.key}" for k in KINDS if k.dark_city}


def say(s: CitadelsState, public: Text, seat: int = NOBODY, private: Text | None = None) -> None:
    if s.logging:
        s.log.append(LogEntry(public, seat, private))


def card_list(cards: list[int] | tuple[int, ...]) -> Join | Msg:
    return join(card_msg(c) for c in cards) if cards else msg("nothing")


# ----- districts -----------------------------------------------------------------------------
def in_game(s: CitadelsState, key: str) -> bool:
    option = _DARK_OPTION.get(key)
    return option is None or getattr(s.options, option)


def has_district(s: CitadelsState, seat: int, key: str) -> bool:
    if key in _DARK_OPTION and not getattr(s.options, _DARK_OPTION[key]):
        return False  # a fast answer: these run for every legal-action list
    kind = _KEY_INDEX[key]
    for card in s.cities[seat]:
        if CARD_KIND[card] == kind:
            return True
    return False


def district_owner(s: CitadelsState, key: str) -> int:
    """The seat whose city holds a district of this kind (the first one), or NOBODY."""
    if not in_game(s, key):
        return NOBODY
    kind = _KEY_INDEX[key]
    for seat, city in enumerate(s.cities):
        for card in city:
            if CARD_KIND[card] == kind:
                return seat
    return NOBODY


def purple_keys(s: CitadelsState, seat: int) -> set[str]:
    """The keys of the purple districts in a city (one pass, for checking several)."""
    keys = set()
    for card in s.cities[seat]:
        kind = KINDS[CARD_KIND[card]]
        if kind.colour == "purple":
            keys.add(kind.key)
    return keys


def has_duplicate(city: list[int]) -> bool:
    kinds = [CARD_KIND[c] for c in city]
    return len(set(kinds)) != len(kinds)


def may_receive(s: CitadelsState, city: list[int], card: int) -> bool:
    """Whether `card` may join `city` (as built or exchanged): no identical district, except
    one duplicate at a time with the Quarry."""
    if all(CARD_KIND[c] != CARD_KIND[card] for c in city):
        return True
    quarry = _KEY_INDEX["quarry"]
    return any(CARD_KIND[c] == quarry for c in city + [card]) and not has_duplicate(city)


def build_cost(s: CitadelsState, seat: int, card: int) -> int:
    """Gold to build `card`: its cost, 1 less for another purple district with the Factory."""
    kind = KINDS[CARD_KIND[card]]
    if kind.colour == "purple" and kind.key != "factory" and has_district(s, seat, "factory"):
        return max(0, kind.cost - 1)
    return kind.cost


def district_value(s: CitadelsState, card: int) -> int:
    """The printed cost, +1 if the Artist beautified it (the basis for destroy and exchange)."""
    return KINDS[CARD_KIND[card]].cost + (1 if card in s.adorned else 0)


def destroy_cost(s: CitadelsState, target: int, card: int) -> int:
    cost = district_value(s, card) - 1
    if key_of(card) != "great_wall" and has_district(s, target, "great_wall"):
        cost += 1
    return cost


def place_district(s: CitadelsState, seat: int, card: int, built: int) -> None:
    s.cities[seat].append(card)
    s.built_round[seat].append(built)


def remove_district(s: CitadelsState, seat: int, card: int) -> int:
    """Take a district out of a city (destroyed or exchanged); returns the round it was built.
    The caller decides where the card goes."""
    index = s.cities[seat].index(card)
    del s.cities[seat][index]
    return s.built_round[seat].pop(index)


def tear_down(s: CitadelsState, seat: int, card: int) -> None:
    """A destroyed district: its Artist gold returns to the bank, the cards under a Museum go
    to the bottom of the deck, and a destroyed Bell Tower stops ringing."""
    remove_district(s, seat, card)
    if card in s.adorned:
        s.adorned.remove(card)
        s.bank += 1
    key = key_of(card)
    if key == "museum" and s.museum:
        to_bottom(s, s.museum)
        s.museum = []
    elif key == "bell_tower":
        s.bell_announced = False


# ----- the end of the game -------------------------------------------------------------------
def bell_rings(s: CitadelsState) -> bool:
    if district_owner(s, "bell_tower") == NOBODY:
        return False
    return s.options.bell_tower == "rulebook" or s.bell_announced


def goal(s: CitadelsState) -> int:
    """The city size that completes a city now (one fewer while the Bell Tower rings)."""
    return s.end_at - 1 if bell_rings(s) else s.end_at


def is_complete(s: CitadelsState, seat: int) -> bool:
    return len(s.cities[seat]) >= goal(s)


def note_completion(s: CitadelsState, seat: int) -> None:
    if seat in s.completed or not is_complete(s, seat):
        return
    first = not s.completed
    s.completed.append(seat)
    if first:
        s.top_bonus.append(seat)
    if first:
        say(s, msg("{who} is first to complete a city of {n} districts! The game ends after "
                   "this round.", who=s.names[seat], n=goal(s)))
    else:
        say(s, msg("{who} is to complete a city of {n} districts! The game ends after this "
                   "round.", who=s.names[seat], n=goal(s)))


def ring_bell(s: CitadelsState) -> None:
    """The Bell Tower starts ringing: every city already at the new size is complete and takes
    the +4 bonus (the rulebook FAQ's split)."""
    say(s, msg("The Bell Tower rings: the game ends when a city reaches {n} districts.",
               n=goal(s)))
    for seat in range(s.n):
        if seat not in s.completed and is_complete(s, seat):
            s.completed.append(seat)
            s.top_bonus.append(seat)
            say(s, msg("{who}'s city of {n} districts is complete! The game ends after this "
                       "round.", who=s.names[seat], n=len(s.cities[seat])))


# ----- gold and cards ------------------------------------------------------------------------
def take_from_bank(s: CitadelsState, seat: int, amount: int) -> int:
    amount = min(amount, s.bank)
    s.bank -= amount
    s.gold[seat] += amount
    return amount


def pay(s: CitadelsState, seat: int, amount: int) -> None:
    s.gold[seat] -= amount
    s.bank += amount


def give(s: CitadelsState, giver: int, receiver: int, amount: int) -> int:
    """Move up to `amount` gold between players; returns what moved."""
    amount = min(amount, s.gold[giver])
    s.gold[giver] -= amount
    s.gold[receiver] += amount
    return amount


def draw(s: CitadelsState, count: int) -> list[int]:
    count = min(count, len(s.deck))
    drawn = s.deck[len(s.deck) - count:]
    del s.deck[len(s.deck) - count:]
    drawn.reverse()
    return drawn


def to_bottom(s: CitadelsState, cards: list[int] | tuple[int, ...]) -> None:
    s.deck[:0] = cards


def take_crown(s: CitadelsState, seat: int) -> None:
    """The crown changes hands (nothing happens if `seat` holds it): the Throne Room pays."""
    if s.crown == seat:
        return
    s.crown = seat
    say(s, msg("{who} takes the crown.", who=s.names[seat]))
    throne = district_owner(s, "throne_room")
    if throne != NOBODY:
        got = take_from_bank(s, throne, 1)
        say(s, msg("{who} takes {n} gold at the Throne Room.", who=s.names[throne], n=got))


def income_amount(s: CitadelsState, seat: int, rank: int) -> int:
    colour = s.role(rank).colour
    if colour is None:
        return 0
    count = 0
    for card in s.cities[seat]:
        kind = KINDS[CARD_KIND[card]]
        if kind.colour == colour or kind.key == "school_of_magic":
            count += 1
    return count
