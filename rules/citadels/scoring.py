"""Final scoring, with the breakdown shown on the end screen."""

from __future__ import annotations

from rules.citadels.catalogue import CARD_KIND, COLOUR_NAMES, COLOURS, KINDS, card_msg
from rules.citadels.state import CitadelsState
from rules.core.contract import Score
from rules.core.message import Text, join, msg, nmsg

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


# ----- in words (the end screen's tooltips) -------------------------------------------------
def details(s: CitadelsState, seat: int) -> dict[str, list[Text]]:
    """Each part of the score in words: every district with its points (a district worth more
    than its cost on a line of its own), which bonus and why."""
    score = score_seat(s, seat)
    city = s.cities[seat]
    out: dict[str, list[Text]] = {"districts": _district_lines(city)}
    out["five_colours"] = _colour_lines(s, seat, score.breakdown["five_colours"])
    out["first_complete"] = _complete_line(s, seat, score.breakdown["first_complete"], True)
    out["complete"] = _complete_line(s, seat, score.breakdown["complete"], False)
    if "beautified" in score.breakdown:
        out["beautified"] = [msg("+1 point for each beautified district: {list}",
                                 list=join(card_msg(c) for c in city if c in s.adorned))]
    if "wishing_well" in score.breakdown:
        others = [c for c in city if KINDS[CARD_KIND[c]].colour == "purple"
                  and KINDS[CARD_KIND[c]].key != "wishing_well"]
        out["wishing_well"] = [msg("Wishing Well: +1 point for each other special district: "
                                   "{list}", list=join(card_msg(c) for c in others)
                                   if others else msg("none"))]
        if score.breakdown["wishing_well"] < len(others):
            out["wishing_well"].append(msg("The Haunted City counts as another colour here."))
    if "museum" in score.breakdown:
        out["museum"] = [nmsg("Museum: {n} card under it, 1 point each",
                              "Museum: {n} cards under it, 1 point each", len(s.museum))]
    if "imperial_treasury" in score.breakdown:
        out["imperial_treasury"] = [nmsg("Imperial Treasury: {n} gold in hand, 1 point each",
                                         "Imperial Treasury: {n} gold in hand, 1 point each",
                                         s.gold[seat])]
    if "map_room" in score.breakdown:
        out["map_room"] = [nmsg("Map Room: {n} card in hand, 1 point each",
                                "Map Room: {n} cards in hand, 1 point each",
                                len(s.hands[seat]))]
    return out


def _district_lines(city: list[int]) -> list[Text]:
    if not city:
        return [msg("No districts built.")]
    lines: list[Text] = []
    for card in city:
        kind = KINDS[CARD_KIND[card]]
        if kind.points == kind.cost:
            lines.append(msg("{district}: {n}", district=card_msg(card), n=kind.points))
        else:  # the Dragon Gate and the University: their extra points named, not hidden
            lines.append(msg("{district}: cost {cost} +{extra} extra points = {n}",
                             district=card_msg(card), cost=kind.cost,
                             extra=kind.points - kind.cost, n=kind.points))
    return lines


def _colour_lines(s: CitadelsState, seat: int, points: int) -> list[Text]:
    colours = {KINDS[CARD_KIND[c]].colour for c in s.cities[seat]}
    if points:
        lines: list[Text] = [msg("+{n}: a district of each of the five colours", n=points)]
        if len(colours) < len(COLOURS):
            lines.append(msg("The Haunted City stands in for the missing colour."))
        return lines
    missing = [msg(COLOUR_NAMES[c]) for c in COLOURS if c not in colours]
    if not missing:  # every colour, but the Haunted City is its only purple and stands in
        return [msg("No bonus: the Haunted City cannot be two colours at once.")]
    return [msg("No bonus: no {colours} district", colours=join(missing))]


def _complete_line(s: CitadelsState, seat: int, points: int, first: bool) -> list[Text]:
    size = len(s.cities[seat])
    if points:
        return [msg("+{n}: the first city completed ({size} districts)", n=points, size=size)
                if first else
                msg("+{n}: a complete city ({size} districts), not the first", n=points,
                    size=size)]
    if seat in s.top_bonus:
        return [msg("Counted under the first complete city.")]
    if seat in s.completed:
        return [msg("Counted under a complete city.")]
    return [nmsg("No bonus: the city was not completed ({n} district)",
                 "No bonus: the city was not completed ({n} districts)", size)]
