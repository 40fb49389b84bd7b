"""Features of a Boonlake seat's view for the learned value (`rules/bots/value_net.py`).

`features(s, seat)` turns what `seat` can see into a fixed-length list of floats, roughly in
0..1 (clipped to -2..2). Boonlake hides the deck, the mound, the solo stack, the other seats'
hands and the scoring tiles dealt to them: the vector reads their sizes only, and of the
hands' contents only the seat's own, so the numbers are the same for a full state and for the
seat's view of it (tests/test_boonlake_value.py checks it) and a search may call it on its
determinizations without building a view.

The vector, for a table of n seats (`size(n) = 45 n + 27`; 117 at two players):

- for each seat in playing order from `seat` (the seat itself first), 45: its score as the
  final scoring would count it now / 200, its VP track / 200, the hand-written expected points
  (`value.expected_points`) / 200, coins up to 20 / 20, coins beyond 20 / 40, cards in hand /
  10, inhabitants in the ranch / 10 and in the supply / 10, vases / 5, each production
  site's level / 2 (4), the resources its sites and boats make / 4 (4), its coin and card
  tracks / 10 (2), the interim income in coins / 10, cards / 5 and VP / 10, houses, settlements
  and cattle gone from its board (3, over their totals), levers placed / 12 and left ready /
  12, its presence on the map / 20 and in each region / 8 (4), the cattle's interim VP / 10,
  scoring tiles marked / 4, what the marks to come may pay / 20, projects realised / 4, cards
  played / 15, their printed VP / 30, what their permanent effects and end-game effects may
  still pay / 20 (2), their end-game VP now / 30, its ship's place on the river, it is this
  seat's turn, its score's lead over the best rival / 50 and its expected points' lead / 50;
- 27 about the game: the round, interim scorings held / 4, the stage (`value.stage`), the
  interim scorings to come / 4, the phase (setup, play, interim: 3), the locks crossed (2),
  pastures left / 7, the mound / 30, the deck / 165, the discards / 165, the row of each of the
  7 action strips / 6, a strip taken this turn, the ship's movement this turn / 6, and of the
  seat's own hand: the cards playable now / 5, their best and mean value per cost (the card
  price model's) / 2, the hand's worth / 60; and (solo) the Wise Eminence's
  VP track and income / 200 (its face-down tiles are hidden).
"""

from __future__ import annotations

from functools import cache

from rules.boonlake import catalogue, economy, effects, river, solo
from rules.boonlake.ai.value import (
    cattle_vp,
    closes_left,
    end_effects_to_come,
    expected_points,
    marks_to_come,
    permanents_to_come,
    presence,
    region_presence,
    stage,
)
from rules.boonlake.board import REGIONS, RESOURCES
from rules.boonlake.cards import card_value, value_per_cost
from rules.boonlake.scoring import score
from rules.boonlake.state import BoonlakeState

PER_SEAT = 45
GLOBAL = 27
LIMIT = 2.0  # every input is clipped to -LIMIT..LIMIT
PLAYER = economy.PLAYER
PIECES = {"house": PLAYER.pieces["houses"], "settlement": PLAYER.pieces["settlements"],
          "cattle": PLAYER.pieces["cattle"]}
PHASES = ("setup", "play", "interim")


def _clip(x: float) -> float:
    return LIMIT if x > LIMIT else -LIMIT if x < -LIMIT else x


def size(n: int) -> int:
    """The length of the vector at a table of `n` seats."""
    return PER_SEAT * n + GLOBAL


@cache
def _card_numbers(card_id: int) -> tuple[float, float]:
    card = catalogue.card(card_id)
    return value_per_cost(card), card_value(card)


def _seat(s: BoonlakeState, seat: int, late: float, path: int) -> tuple[float, float,
                                                                         list[float]]:
    """The seat's score, expected points and block of the vector but the leads."""
    now = score(s, seat)
    total = now.total
    expected = expected_points(s, seat)
    played = [catalogue.card(c) for c in s.played[seat]]
    made = economy.available(s, seat)
    coins_in, cards_in, vp_in = economy.interim_income(s, seat)
    regions = region_presence(s, seat)
    levers = s.levers[seat]
    part = [
        total / 200.0, s.vp[seat] / 200.0, _clip(expected / 200.0),
        min(s.coins[seat], 20) / 20.0, _clip(max(0, s.coins[seat] - 20) / 40.0),
        _clip(len(s.hand[seat]) / 10.0), _clip(s.ranch[seat] / 10.0), s.supply[seat] / 10.0,
        _clip(s.vases[seat] / 5.0),
        *(level / 2.0 for level in s.production[seat]),
        *(_clip(made[r] / 4.0) for r in RESOURCES),
        _clip(s.coin_track[seat] / 10.0), _clip(s.card_track[seat] / 10.0),
        _clip(coins_in / 10.0), _clip(cards_in / 5.0), _clip(vp_in / 10.0),
        s.houses_out[seat] / PIECES["house"], s.settlements_out[seat] / PIECES["settlement"],
        s.cattle_out[seat] / PIECES["cattle"],
        sum(1 for x in levers if x >= 0) / 12.0, sum(1 for x in levers if x == 0) / 12.0,
        _clip(presence(s, seat) / 20.0), *(_clip(regions.get(r, 0) / 8.0) for r in REGIONS),
        _clip(cattle_vp(s, seat) / 10.0),
        sum(1 for m in s.markers[seat] if m >= 0) / 4.0,
        _clip(marks_to_come(s, seat) / 20.0), sum(s.projects[seat]) / 4.0,
        _clip(len(played) / 15.0), _clip(sum(card.vp for card in played) / 30.0),
        _clip(permanents_to_come(s, seat, late) / 20.0),
        _clip(end_effects_to_come(s, seat, late) / 20.0),
        _clip(sum(effects.end_game_vp(s, seat, card) for card in played) / 30.0),
        s.ships[seat] / path if path > 0 else 0.0,
        1.0 if s.turn == seat and s.phase != "over" else 0.0,
    ]
    return float(total), expected, part


def _hand(s: BoonlakeState, seat: int) -> list[float]:
    """The seat's own hand: the cards it could play now (resources and coins), their best and
    mean value per cost, and the hand's worth in coins."""
    hand = s.hand[seat]
    if not hand:
        return [0.0, 0.0, 0.0, 0.0]
    made = economy.available(s, seat)
    discount = effects.permanent(s, seat, "card_discount")
    playable = 0
    for card_id in hand:
        card = catalogue.card(card_id)
        if (max(0, card.cost_coins - discount) <= s.coins[seat]
                and card.cost_vases <= s.vases[seat]
                and all(made.get(r, 0) >= n for r, n in card.resources if n > 0)):
            playable += 1
    numbers = [_card_numbers(c) for c in hand]
    per_cost = [v for v, _ in numbers]
    return [_clip(playable / 5.0), max(per_cost) / 2.0, sum(per_cost) / len(per_cost) / 2.0,
            _clip(sum(w for _, w in numbers) / 60.0)]


def blocks(s: BoonlakeState) -> tuple[list[float], list[float], list[list[float]], list[float]]:
    """Each seat's score, expected points and block (its leads appended), and the game's part
    but the seat's own hand: what every seat's vector is made of."""
    n = s.n
    late = stage(s)
    path = len(river.path(s)) - 1
    totals: list[float] = []
    expected: list[float] = []
    parts: list[list[float]] = []
    for seat in range(n):
        total, value, part = _seat(s, seat, late, path)
        totals.append(total)
        expected.append(value)
        parts.append(part)
    eminence = float(s.em_vp + solo.income(s)) if n == 1 else None  # its stack is hidden
    for seat in range(n):
        others = [totals[o] for o in range(n) if o != seat]
        rivals = [expected[o] for o in range(n) if o != seat]
        if eminence is not None:
            others, rivals = [eminence], [eminence]
        parts[seat].append(_clip((totals[seat] - max(others)) / 50.0))
        parts[seat].append(_clip((expected[seat] - max(rivals)) / 50.0))
    rows = [0.0] * len(s.strips)
    for row, strip in enumerate(s.strips):
        rows[strip] = row / 6.0
    game = [float(s.round - 1), s.interims / 4.0, late, closes_left(s) / 4.0,
            *(1.0 if s.phase == p else 0.0 for p in PHASES), *map(float, s.locks),
            s.pastures / 7.0, _clip(len(s.mound) / 30.0), len(s.deck) / 165.0,
            len(s.discard) / 165.0, *rows, 1.0 if s.strip >= 0 else 0.0,
            _clip(s.steps / 6.0)]
    game.append(_clip(eminence / 200.0) if eminence is not None else 0.0)
    return totals, expected, parts, game


def assemble(s: BoonlakeState, seat: int, parts: list[list[float]],
             game: list[float]) -> list[float]:
    """`seat`'s vector from `blocks`."""
    n = s.n
    out: list[float] = []
    for k in range(n):
        out += parts[(seat + k) % n]
    return out + game + _hand(s, seat)


def features(s: BoonlakeState, seat: int) -> list[float]:
    """The feature vector of `seat`'s view of `s` (a full state or any seat's view)."""
    _, _, parts, game = blocks(s)
    return assemble(s, seat, parts, game)


def all_features(s: BoonlakeState) -> list[list[float]]:
    """Every seat's vector, the shared parts computed once."""
    _, _, parts, game = blocks(s)
    return [assemble(s, seat, parts, game) for seat in range(s.n)]
