"""Build Citadels positions for scenario tests: cards by name, characters by rank."""

from __future__ import annotations

from rules.citadels import engine
from rules.citadels.catalogue import BANK_GOLD, CARD_KIND, KIND_BY_KEY, NUM_CARDS
from rules.citadels.info import cards_in_game
from rules.citadels.state import NOBODY, CitadelsState
from rules.core import Action, Seat, registry
from rules.core.message import english
from rules.core.state import render_log


class EnglishRules:
    """The Citadels rules, with every text they write (messages) read in English for the
    tests' comparisons; everything else is the rules' own."""

    def __init__(self, rules) -> None:
        self.rules = rules

    def __getattr__(self, name: str):
        return getattr(self.rules, name)

    def check(self, state, seat: int, action: Action) -> str | None:
        reason = self.rules.check(state, seat, action)
        return None if reason is None else english(reason)

    def explain(self, state, seat: int, action: Action) -> str:
        return english(self.rules.explain(state, seat, action))

    def prompt(self, state, seat) -> str:
        return english(self.rules.prompt(state, seat))

    def describe(self, state, action: Action, viewer) -> str:
        return english(self.rules.describe(state, action, viewer))

    def progress(self, state) -> str:
        return english(self.rules.progress(state))


R = EnglishRules(registry.get("citadels"))


def english_log(state: CitadelsState, viewer: int | None = None) -> list[str]:
    """The log as `viewer` reads it, in English."""
    return [english(line) for line in render_log(state.log, viewer)]
NAMES = ["Ann", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus"]


class Cards:
    """Hands out physical card ids by district key, each id once."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, key: str) -> int:
        kind = KIND_BY_KEY[key].index
        for card in range(NUM_CARDS):
            if CARD_KIND[card] == kind and card not in self.used:
                self.used.add(card)
                return card
        raise ValueError(f"no {key} left")


def position(
    players: int = 4,
    owners: dict[int, int] | None = None,
    start: int = 1,
    hands: dict[int, list[str]] | None = None,
    cities: dict[int, list[str]] | None = None,
    gold: dict[int, int] | None = None,
    crown: int = 0,
    murdered: int = 0,
    robbed: int = 0,
    options: dict | None = None,
    built_round: int = 0,
) -> tuple[CitadelsState, Cards]:
    """A state in the turn phase: characters `owners` (rank -> seat) were drafted, and ranks
    from `start` on are called (the first owned one is now playing). Dark City districts
    named in hands or cities are added to the game's options."""
    options = dict(options or {})
    for keys in [*(hands or {}).values(), *(cities or {}).values()]:
        for key in keys:
            if KIND_BY_KEY[key].dark_city:
                options.setdefault(f"district_{key}", True)
    s = R.new_game([Seat(n) for n in NAMES[:players]], R.make_options(options), 1)
    cards = Cards()
    s.hands = [[cards.take(k) for k in (hands or {}).get(p, [])] for p in range(players)]
    s.cities = [[cards.take(k) for k in (cities or {}).get(p, [])] for p in range(players)]
    s.built_round = [[built_round] * len(c) for c in s.cities]
    s.removed = []
    s.deck = [c for c in cards_in_game(s) if c not in cards.used]
    s.gold = [(gold or {}).get(p, 0) for p in range(players)]
    s.bank = BANK_GOLD - sum(s.gold)
    s.crown = crown
    s.owner = [NOBODY] * 10
    for rank, seat in (owners or {}).items():
        s.owner[rank] = seat
    s.faceup = []
    s.facedown = [r for r in s.characters if s.owner[r] == NOBODY]
    s.pool = []
    s.draft_events = []
    s.phase = "turns"
    s.pending = []
    s.murdered = murdered
    s.robbed = robbed
    s.calling = start - 1
    s.log = []
    engine.call_next(s)
    assert not R.invariants(s), R.invariants(s)
    return s, cards


def play(s: CitadelsState, *actions: tuple) -> CitadelsState:
    """Apply actions given as (kind, args...) for whoever is to act; checks legality."""
    for kind, *args in actions:
        seat = R.to_act(s)[0]
        R.apply(s, seat, Action(kind, tuple(args)))
        assert not R.invariants(s), R.invariants(s)
    return s


def actor(s: CitadelsState) -> int:
    return R.to_act(s)[0]


def kinds(s: CitadelsState, seat: int) -> list[str]:
    from rules.citadels.catalogue import key_of

    return sorted(key_of(c) for c in s.cities[seat])


def legal_kinds(s: CitadelsState) -> set[str]:
    return {a.kind for a in R.legal_actions(s, actor(s))}


def cast(*keys: str, **options) -> dict:
    """Options putting these (Dark City) characters in the cast, each at its own rank."""
    from rules.citadels.catalogue import CHARACTERS

    return {**{f"rank_{CHARACTERS[k].rank}": k for k in keys}, **options}


def card(s: CitadelsState, seat: int, key: str, where: str = "hands") -> int:
    """The id of the first district of this kind in a seat's hand (or "cities")."""
    from rules.citadels.catalogue import key_of

    return next(c for c in getattr(s, where)[seat] if key_of(c) == key)


def adorn(s: CitadelsState, card_id: int) -> None:
    """A district beautified by the Artist in an earlier round (1 gold from the bank on it)."""
    s.adorned.append(card_id)
    s.bank -= 1
