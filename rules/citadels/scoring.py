"""Final scoring, with the breakdown shown on the end screen."""

from __future__ import annotations

from rules.citadels.catalogue import CARD_KIND, COLOURS, KINDS
from rules.citadels.state import CitadelsState
from rules.core.contract import Score

FIVE_COLOUR_BONUS = 3
FIRST_COMPLETE_BONUS = 4
COMPLETE_BONUS = 2


def has_all_colours(s: CitadelsState, seat: int, wild_allowed: bool = True) -> bool:
    """Five colours, the Haunted City standing in for a missing one unless it was built in
    the final round (during play: in the current round)."""
    colours = set()
    wild = False
    for card, built in zip(s.cities[seat], s.built_round[seat], strict=True):
        kind = KINDS[CARD_KIND[card]]
        if kind.key == "haunted_city" and built < s.round and wild_allowed:
            wild = True
        else:
            colours.add(kind.colour)
    return len(colours) == len(COLOURS) or (wild and len(colours) >= len(COLOURS) - 1)


def _colours_and_well(s: CitadelsState, seat: int, keys: list[str]) -> tuple[int, int | None]:
    """The five-colour bonus and the Wishing Well's points (None without the Well). A Haunted
    City used as another colour is not purple for the Well: the better reading is taken."""
    five = FIVE_COLOUR_BONUS if has_all_colours(s, seat) else 0
    if "wishing_well" not in keys:
        return five, None
    others = sum(1 for c in s.cities[seat] if KINDS[CARD_KIND[c]].colour == "purple"
                 and KINDS[CARD_KIND[c]].key != "wishing_well")
    if "haunted_city" not in keys:
        return five, others
    strict = FIVE_COLOUR_BONUS if has_all_colours(s, seat, wild_allowed=False) else 0
    return max((strict, others), (five, others - 1), key=sum)


def score_seat(s: CitadelsState, seat: int) -> Score:
    city = s.cities[seat]
    keys = [KINDS[CARD_KIND[c]].key for c in city]
    five, well = _colours_and_well(s, seat, keys)
    breakdown = {
        "districts": sum(KINDS[CARD_KIND[c]].points for c in city),
        "five_colours": five,
        "first_complete": FIRST_COMPLETE_BONUS if seat in s.top_bonus else 0,
        "complete": COMPLETE_BONUS if seat in s.completed and seat not in s.top_bonus else 0,
    }
    beautified = sum(1 for c in city if c in s.adorned)
    if beautified:
        breakdown["beautified"] = beautified
    if well is not None:
        breakdown["wishing_well"] = well
    if "museum" in keys:
        breakdown["museum"] = len(s.museum)
    if "imperial_treasury" in keys:
        breakdown["imperial_treasury"] = s.gold[seat]
    if "map_room" in keys:
        breakdown["map_room"] = len(s.hands[seat])
    if s.options.tie_break == "gold":
        tiebreak: tuple = (s.gold[seat],)
    elif s.options.tie_break == "rank":
        tiebreak = (max((r for r in s.characters if s.owner[r] == seat and s.revealed[r]),
                        default=0),)
    else:
        tiebreak = ()
    return Score(seat, sum(breakdown.values()), breakdown, tiebreak)


def scores(s: CitadelsState) -> list[Score]:
    return [score_seat(s, seat) for seat in range(s.n)]
