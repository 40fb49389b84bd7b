"""The final score in words, for the end screen's tooltips: each end-game card with what it
counts, each district with the player's share, refresh tokens. What an end-game card scores
(`end_rule`) is also the table's card text."""

from __future__ import annotations

from rules.core.message import Msg, Text, join, msg, nmsg
from rules.ginkgopolis.catalogue import (
    BUILDINGS,
    TRIGGERS,
    card_title,
    colour_name,
    colour_of,
    tile_name,
)
from rules.ginkgopolis.scoring import all_scores, card_points_of, district_result, districts
from rules.ginkgopolis.state import GinkgopolisState


def end_rule(card: int, solo: bool = False) -> Msg | None:
    """What an end-game card scores (None for an effect card)."""
    b = BUILDINGS[card]
    if b.end == "resources_on":
        return msg("1 point per resource of yours on {colour} buildings",
                   colour=colour_name(b.end_arg))
    if b.end == "low_buildings":
        return msg("1 point per building of yours of height 1 or 2")
    if b.end == "tall_buildings":
        return msg("3 points per building of yours of height 3 or more")
    if b.end == "trigger_cards":
        return _trigger_cards_rule(TRIGGERS[b.end_arg], solo)
    if b.end == "colour_cards":
        colour = colour_name(b.end_arg)
        if solo:
            return msg("2 points per {colour} card (your building cards)", colour=colour)
        return msg("2 points per {colour} card (your building cards and characters)",
                   colour=colour)
    if b.end == "flat":
        return msg("9 points")
    return None


def _trigger_cards_rule(trigger: str, solo: bool) -> Msg:
    if trigger == "exploit":
        return (msg("2 points per card with an exploit effect (your building cards)") if solo
                else msg("2 points per card with an exploit effect (your building cards and "
                         "characters)"))
    if trigger == "urbanize":
        return (msg("2 points per card with an urbanize effect (your building cards)") if solo
                else msg("2 points per card with an urbanize effect (your building cards and "
                         "characters)"))
    return (msg("2 points per card with a build up effect (your building cards)") if solo
            else msg("2 points per card with a build up effect (your building cards and "
                     "characters)"))


def details(state: GinkgopolisState, seat: int) -> dict[str, list[Text]]:
    """`seat` may be Hal's in the solo game."""
    score = all_scores(state)[seat]
    out: dict[str, list[Text]] = {
        "points": [nmsg("{n} point scored during the game", "{n} points scored during the game",
                        state.points[seat])],
        "cards": _card_lines(state, seat),
        "districts": _district_lines(state, seat),
    }
    if "refresh_tokens" in score.breakdown:
        out["refresh_tokens"] = [nmsg("{n} refresh token left, 2 points each",
                                      "{n} refresh tokens left, 2 points each",
                                      state.tokens[seat])]
    return out


def _card_lines(state: GinkgopolisState, seat: int) -> list[Text]:
    lines: list[Text] = []
    for card in state.tableau[seat]:
        rule = end_rule(card, bool(state.solo))
        if rule is not None:
            lines.append(msg("{card}: {n} ({rule})", card=card_title(card),
                             n=card_points_of(state, seat, card), rule=rule))
    return lines or [msg("No end-game building cards.")]


def _district_lines(state: GinkgopolisState, seat: int) -> list[Text]:
    lines: list[Text] = []
    for group in districts(state):
        owned, points = district_result(group)
        if seat not in points:
            continue
        total, own = sum(owned.values()), owned[seat]
        tiles = join(tile_name(cell[-1]) for cell in group)
        if points[seat] == total + own:
            why = msg("the only owner: all {total} resources, then their own {own} again",
                      total=total, own=own)
        elif points[seat] == total:
            why = msg("the most resources: all {total} of the district", total=total)
        else:
            why = msg("the second most resources: their own {own}", own=own)
        lines.append(msg("{colour} district ({tiles}): {n}, {why}",
                         colour=colour_name(colour_of(group[0][-1])), tiles=tiles, n=points[seat],
                         why=why))
    return lines or [msg("No district scored: neither the most nor the second most "
                         "resources in any.")]

