"""The Citadels game state: plain lists of ints, cheap to clone, exact JSON round-trip.

The shape is documented in docs/state-format.md. Card ids index `catalogue.CARD_KIND`;
characters are ranks. In a view, -2 stands for "hidden from this viewer".
"""

from __future__ import annotations

from typing import Any

from rules.citadels.catalogue import (
    CHARACTERS,
    CLASSIC_CAST,
    NUM_CARDS,
    Character,
    character_msg,
)
from rules.citadels.options import CitadelsOptions
from rules.core.fields import (
    StateFields,
    bool_lists,
    bools,
    ints,
    lists,
    log,
    names,
    nested,
    options,
    pending,
    phase,
    records,
    runtime,
    text_lists,
)
from rules.core.message import Msg, msg
from rules.core.rng import MASK64
from rules.core.state import HIDDEN, Decision, LogEntry

NOBODY = -1

# A pending decision is a `rules.core.state.Decision` (kind, seat, cards, number; extra unused).
# Kinds: "pick", "discard" (draft), "turn" (a character's turn), "keep" (cards drawn, number
# to keep), "magic" (cards marked by the Magician), "warlord" (end-of-turn destruction),
# "graveyard" (the destroyed card), "wizard" (the hand the Wizard looks at, number = its owner),
# "tribute" (number = the Emperor's seat to pay), "thanks" (Ball Room; number = the rank
# called), "lighthouse" (the deck's cards), "bell" (announce the Bell Tower or not),
# "diplomat" (end-of-turn exchange).
# A draft event: (seat, kind, cards handed to that seat, card chosen). Kinds: "setup" (the
# random face-down card, seat -1), "pick", "discard", "leftover" (face-down at the end, seat -1).
DraftEvent = tuple[int, str, tuple[int, ...], int]

DECISION_KINDS = ("pick", "discard", "turn", "keep", "magic", "warlord", "graveyard", "wizard",
                  "tribute", "thanks", "lighthouse", "bell", "diplomat")
PRIVATE_DECISIONS = ("keep", "magic", "wizard", "lighthouse")  # cards only their seat sees
EVENT_KINDS = ("setup", "pick", "discard", "leftover")
PHASES = ("draft", "turns", "over")


def _first_completer(data: dict) -> list:
    """The seats with the +4 completion bonus in a save older than `top_bonus`: the first
    to complete a city."""
    completed = data.get("completed")
    return completed[:1] if isinstance(completed, list) else []


# Fields added after the first saves were written, with the value older (classic) states imply.
LATER_FIELDS = {"magic_cancels": 0, "bewitched": 0, "built_count": 0, "build_spent": 0,
                "beautified": 0, "crown_given": -1, "witch_turn": False, "museum_used": False,
                "bell_announced": False, "queen_paid": False, "removed": [], "adorned": [],
                "museum": [], "tax_owed": [], "cast": list(CLASSIC_CAST),
                "top_bonus": _first_completer}


def _museum_owner(s: CitadelsState) -> int:
    from rules.citadels.board import district_owner  # the board reads this module

    return district_owner(s, "museum")


FIELDS = StateFields("Citadels", [
    ints("version", "rng", "n", "round", "crown", "bank", "end_at", "calling", "murdered",
         "robbed", "builds_left", "magic_cancels", "bewitched", "built_count", "build_spent",
         "beautified", "crown_given"),
    bools("acted", "income_taken", "power_used", "lab_used", "smithy_used", "witch_turn",
          "museum_used", "bell_announced", "queen_paid"),
    lists("deck", secret=True), lists("gold", "completed", "owner", "faceup"),
    lists("facedown", secret=True), lists("pool", "unanswered", "characters"),
    lists("removed", secret=True), lists("adorned"),
    lists("museum", secret=True, seen_by=_museum_owner),  # its owner sees the cards under it
    lists("tax_owed", "top_bonus"),
    nested("hands", private=True), nested("cities", "built_round"),
    names(frozen=True), options(CitadelsOptions), phase(PHASES), bool_lists("revealed"),
    text_lists("cast", frozen=True), records("draft_events", items=("int", "text", "ints", "int")),
    pending(DECISION_KINDS, private=PRIVATE_DECISIONS), log(private=True),
    runtime("logging", True),  # search copies skip the log
], later=LATER_FIELDS)


class CitadelsState:
    __slots__ = FIELDS.slots

    version: int
    rng: int
    names: tuple[str, ...]
    options: CitadelsOptions
    n: int
    round: int
    phase: str  # "draft", "turns" or "over"
    crown: int
    deck: list[int]  # the top of the deck is the end of the list
    hands: list[list[int]]
    cities: list[list[int]]
    built_round: list[list[int]]  # the round each district of a city was built in
    gold: list[int]
    bank: int
    end_at: int  # city size that ends the game
    completed: list[int]  # seats in the order their cities reached end_at
    characters: list[int]  # ranks in play this game
    owner: list[int]  # by rank 0..9 (0 unused; 9 is for the Dark City's rank-9 characters):
    # seat, NOBODY, or HIDDEN in a view
    faceup: list[int]
    facedown: list[int]
    pool: list[int]  # characters being passed in the draft
    draft_events: list[DraftEvent]
    calling: int  # rank being called (0 during the draft)
    murdered: int  # rank or 0
    robbed: int  # rank or 0
    revealed: list[bool]  # by rank
    unanswered: list[int]  # ranks called this round that nobody answered
    acted: bool  # the current character took gold or cards
    builds_left: int
    income_taken: bool
    power_used: bool
    lab_used: bool
    smithy_used: bool
    magic_cancels: int  # Magician exchanges cancelled this turn (at most 2, so no endless loop)
    cast: tuple[str, ...]  # by rank 0..9: the character key holding that rank this game, or ""
    removed: list[int]  # base district cards taken out unseen to make room for Dark City ones
    adorned: list[int]  # districts the Artist beautified (each holds 1 gold)
    museum: list[int]  # cards face down under the Museum
    tax_owed: list[int]  # seats that built before the Tax Collector was called this round
    top_bonus: list[int]  # seats with the +4 completion bonus (several with the Bell Tower)
    bewitched: int  # the rank the Witch bewitched this round, or 0
    built_count: int  # districts built this turn (any way)
    build_spent: int  # gold paid to build this turn (the Alchemist's refund)
    beautified: int  # districts the Artist beautified this turn
    crown_given: int  # the seat the Emperor gave the crown to this round, or NOBODY
    witch_turn: bool  # the Witch is playing the rest of the bewitched character's turn
    museum_used: bool
    bell_announced: bool  # official Bell Tower rule: its builder announced it
    queen_paid: bool  # the Queen took her 3 gold this round
    pending: list[Decision]
    log: list[LogEntry]
    logging: bool  # search copies skip the log; a run-time switch, not saved

    def clone(self) -> CitadelsState:
        return FIELDS.clone(self)

    def role(self, rank: int) -> Character:
        """The character holding `rank` in this game."""
        return CHARACTERS[self.cast[rank]]

    def role_name(self, rank: int) -> str:
        key = self.cast[rank] if 0 <= rank < len(self.cast) else ""
        return CHARACTERS[key].name if key else "unknown character"

    def role_msg(self, rank: int) -> Msg:
        """The character holding `rank`, as a message for the player."""
        key = self.cast[rank] if 0 <= rank < len(self.cast) else ""
        return character_msg(CHARACTERS[key].name) if key else msg("unknown character")

    def plays(self, rank: int, key: str) -> bool:
        """True if `key` is the character of `rank` in this game."""
        return self.cast[rank] == key

    def is_view(self) -> bool:
        """True for a redacted copy: some card or character is hidden."""
        return HIDDEN in self.deck or HIDDEN in self.owner or HIDDEN in self.facedown \
            or HIDDEN in self.pool or any(HIDDEN in h for h in self.hands) \
            or HIDDEN in self.removed or HIDDEN in self.museum

    def to_json(self) -> dict:
        return FIELDS.to_json(self)

    @staticmethod
    def from_json(data: Any) -> CitadelsState:
        s = FIELDS.from_json(CitadelsState, _migrated(data))
        _check_sizes(s)
        if not s.is_view():
            from rules.citadels.invariants import problems  # it needs the full state class

            found = problems(s)
            if found:
                raise ValueError(f"the state is inconsistent: {found[0]}")
        return s


def _migrated(data: Any) -> Any:
    """Saves before the shared Decision held a decision as [kind, seat, cards, number]."""
    pending = data.get("pending") if isinstance(data, dict) else None
    if not isinstance(pending, list):
        return data
    return {**data, "pending": [d + [0] if isinstance(d, list) and len(d) == 4 else d
                                for d in pending]}


def _check_sizes(s: CitadelsState) -> None:
    if not 2 <= s.n <= 7:
        raise ValueError(f"Citadels is for 2 to 7 players, not {s.n}")
    if not 0 <= s.rng <= MASK64:
        raise ValueError("rng must be a 64-bit whole number")
    if not 0 <= s.crown < s.n:
        raise ValueError(f"crown must be a seat 0..{s.n - 1}")
    cards = [c for group in (s.deck, *s.hands, *s.cities, s.removed, s.adorned, s.museum)
             for c in group]
    cards += [c for d in s.pending for c in d.cards]
    if any(not (0 <= c < NUM_CARDS or c == HIDDEN) for c in cards):
        raise ValueError(f"card ids run from 0 to {NUM_CARDS - 1} (or -2 for hidden)")
    ranks = s.characters + s.faceup + s.facedown + s.pool
    if any(not (1 <= r <= 9 or r == HIDDEN) for r in ranks):
        raise ValueError("characters are ranks 1 to 9 (or -2 for hidden)")
    if any(not (-2 <= seat < s.n) for seat in s.owner + s.completed):
        raise ValueError(f"seats run from 0 to {s.n - 1}")
    for d in s.pending:
        if not 0 <= d.seat < s.n:
            raise ValueError(f"a pending decision for seat {d.seat}")
    for seat, kind, _, _ in s.draft_events:
        if kind not in EVENT_KINDS or not -1 <= seat < s.n:
            raise ValueError(f"unknown draft event {kind!r} for seat {seat}")
    per_seat = {"names": s.names, "hands": s.hands, "cities": s.cities, "gold": s.gold,
                "built_round": s.built_round}
    for name, value in per_seat.items():
        if len(value) != s.n:
            raise ValueError(f"field {name} must have one entry per player ({s.n})")
    if len(s.owner) != 10 or len(s.revealed) != 10 or len(s.cast) != 10:
        raise ValueError("owner, revealed and cast have one entry per rank 0..9")
    for rank, key in enumerate(s.cast):
        if key and (key not in CHARACTERS or CHARACTERS[key].rank != rank):
            raise ValueError(f"{key!r} is not a rank-{rank} character")
    if any(not s.cast[r] for r in s.characters if 1 <= r <= 9):
        raise ValueError("every character in play needs a name in cast")
    if any(not -1 <= seat < s.n for seat in s.tax_owed + s.top_bonus + [s.crown_given]):
        raise ValueError(f"seats run from 0 to {s.n - 1}")
