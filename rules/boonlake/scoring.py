"""Scores: the VP track, then the final scoring's levers, cards (printed VP and end-game
effects) and the vacated recesses of tiers 3-5. During the game the same count shows what
the final scoring would add now. Ties are shared."""

from __future__ import annotations

from rules.boonlake import catalogue, economy, effects
from rules.boonlake.board import load_board
from rules.boonlake.cards import card_name
from rules.boonlake.state import BoonlakeState
from rules.core.contract import Score
from rules.core.message import N_, Text, msg, nmsg

PLAYER = load_board().player
TRACK, LEVERS, CARDS = N_("Victory point track"), N_("Levers"), N_("Project cards")
CARD_EFFECTS, RECESSES = N_("End-game card effects"), N_("Empty board spaces")


def scores(s: BoonlakeState) -> list[Score]:
    return [score(s, seat) for seat in range(s.n)]


def score(s: BoonlakeState, seat: int) -> Score:
    played = [catalogue.card(c) for c in s.played[seat]]
    breakdown = {
        TRACK: s.vp[seat],
        LEVERS: economy.lever_end_vp(economy.lever_count(s, seat)),
        CARDS: sum(card.vp for card in played),
        CARD_EFFECTS: sum(effects.end_game_vp(s, seat, card) for card in played),
        RECESSES: PLAYER.end_recess_vp(s.removed(seat)),
    }
    return Score(seat, sum(breakdown.values()), breakdown)


def details(s: BoonlakeState, seat: int) -> dict[str, list[Text]]:
    """Where each part of the score comes from, in words for the end screen."""
    played = [catalogue.card(c) for c in s.played[seat]]
    levers = economy.lever_count(s, seat)
    worth = [c for c in played if c.vp]
    effect_vp = [(c, effects.end_game_vp(s, seat, c)) for c in played if c.end_game]
    vacated = [r for r in PLAYER.vacated(s.removed(seat)) if PLAYER.tiers[r.tier - 1].end_vp]
    return {
        TRACK: [nmsg("{n} point on the track: rewards, scorings and interim scorings",
                     "{n} points on the track: rewards, scorings and interim scorings",
                     s.vp[seat])],
        LEVERS: [nmsg("{n} lever placed", "{n} levers placed", levers)]
        + [msg("{points} points for them", points=economy.lever_end_vp(levers))],
        CARDS: [msg("{card}: {n}", card=card_name(c), n=c.vp) for c in worth]
        or [msg("No played card is worth points.")],
        CARD_EFFECTS: [msg("{card}: {n}", card=card_name(c), n=vp) for c, vp in effect_vp]
        or [msg("No end-game card effects.")],
        RECESSES: [nmsg("{n} empty space in tiers 3 to 5", "{n} empty spaces in tiers 3 to 5",
                        len(vacated))],
    }
