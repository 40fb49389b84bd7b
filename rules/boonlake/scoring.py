"""Scores: the VP track, then the final scoring's levers, cards (printed VP and end-game
effects) and the vacated recesses of tiers 3-5. During the game the same count shows what
the final scoring would add now. Ties are shared."""

from __future__ import annotations

from rules.boonlake import catalogue, economy, effects
from rules.boonlake.board import load_board
from rules.boonlake.state import BoonlakeState
from rules.core.contract import Score
from rules.core.message import N_

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
