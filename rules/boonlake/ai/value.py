"""Boonlake's position value: the points a seat may expect at the end of the game.

Points now (the score as the final scoring would count it today), plus what the next interim
scorings will pay (income VP, cattle, levers left ready, the scoring tiles still to mark), plus
coins, cards, inhabitants, vases, production and presence at what they are worth at this
stage: much early, when they grow into points, little at the end, and what the permanent
effects of the cards played will still pay and what their end-game effects may still add.
Weights: data/value.json.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from rules.boonlake import catalogue, economy, effects, river, town
from rules.boonlake.cards import MEASURE_RANGE, PERMANENT_USES, RATES, trigger_value
from rules.boonlake.scoring import score
from rules.boonlake.state import SETTLEMENT, BoonlakeState

WEIGHTS: dict[str, float] = {
    k: v for k, v in json.loads(resources.files("rules.boonlake.ai").joinpath(
        "data", "value.json").read_text("utf-8")).items() if not k.startswith("_")}
INTERIMS = 4


def stage(s: BoonlakeState) -> float:
    """How near the end the game is: 0 at the start, 1 at the last interim scoring. Each round
    holds two interim scorings; within a round the leading ship tells how far it has come."""
    if s.phase == "over":
        return 1.0
    path = len(river.path(s)) - 1
    lead = max(s.ships) / path if path > 0 else 0.0
    return min(1.0, (s.round - 1) / 2 + lead / 2)


def _weight(name: str, late: float) -> float:
    start, end = WEIGHTS[name + "_start"], WEIGHTS[name + "_end"]
    return end + (start - end) * (1.0 - late)


def closes_left(s: BoonlakeState) -> int:
    """Interim scorings whose income is still to come (the one under way counts)."""
    if s.phase == "over":
        return 0
    return INTERIMS - s.interims + (1 if s.phase == "interim" else 0)


def marks_to_come(s: BoonlakeState, seat: int) -> float:
    """The scoring tiles the seat has still to mark, each worth its interim number (double on
    its own tile), won when the condition holds and lost otherwise: a condition met now is
    likely met then, one not yet met may still be."""
    left = [slot for slot, tile in enumerate(s.scoring)
            if tile >= 0 and slot not in s.markers[seat]]
    if not left:
        return 0.0
    marked = sum(1 for m in s.markers[seat] if m >= 0)
    numbers = range(marked + 1, INTERIMS + 1)
    mean_number = sum(numbers) / max(1, len(numbers))
    nxt = min(INTERIMS, marked + 1)
    total, regions = 0.0, None
    for slot in left:
        tile = catalogue.tile(s.scoring[slot])
        worth = mean_number * (2 if slot == seat else 1)
        if tile.condition.kind in effects.EXCHANGE_CONDITIONS:
            total += WEIGHTS["mark_unmet"] * worth  # met by paying: a fair chance
        elif tile.condition.kind == "presence_regions":
            regions = regions or region_presence(s, seat)
            threshold = tile.thresholds[nxt - 1]
            met = all(regions.get(r, 0) >= threshold for r in tile.condition.get("regions", ()))
            total += (WEIGHTS["mark_met"] if met else WEIGHTS["mark_unmet"] * 2 - 1) * worth
        elif effects.condition_met(s, seat, tile, nxt):
            total += WEIGHTS["mark_met"] * worth
        else:
            total += (WEIGHTS["mark_unmet"] * 2 - 1) * worth
    return total


def lever_points(count: int) -> float:
    """The levers' end VP made smooth: the printed steps (4 and 7 levers) pay nothing for the
    first levers, which would keep a bot from ever starting; between steps each lever counts
    its share of the next one."""
    points = [(0, 0)] + [(least, least * vp) for least, vp in economy.PLAYER.lever_end_vp]
    for (a, va), (b, vb) in zip(points, points[1:], strict=False):
        if count <= b:
            return va + (vb - va) * (count - a) / (b - a)
    last, per = economy.PLAYER.lever_end_vp[-1]
    return float(per * count)


def presence(s: BoonlakeState, seat: int) -> int:
    """The seat's pieces on the map (as `town.seat_pieces_on` counts them, all spaces)."""
    low, high = 3 * seat, 3 * seat + 2
    on_sites = sum(1 for code in s.sites if low <= code <= high)
    return on_sites + sum(herd.count(seat) for herd in s.cattle if herd)


REGION_OF = {space.id: space.region for space in town.MAP.spaces}


def region_presence(s: BoonlakeState, seat: int) -> dict[str, int]:
    """`town.region_presence` for every region at once."""
    found: dict[str, int] = {}
    low, high = 3 * seat, 3 * seat + 2
    for i, code in enumerate(s.sites):
        if low <= code <= high:
            region = REGION_OF[i // 2 + 1]
            found[region] = found.get(region, 0) + 1
    for i, herd in enumerate(s.cattle):
        if seat in herd:
            region = REGION_OF[i + 1]
            found[region] = found.get(region, 0) + herd.count(seat)
    return found


def cattle_vp(s: BoonlakeState, seat: int) -> int:
    """`town.cattle_vp`, looking only at the pastures that hold the seat's cattle."""
    return sum(herd.count(seat) * town.pieces_adjacent_to(s, i + 1, SETTLEMENT)
               for i, herd in enumerate(s.cattle) if seat in herd)


def permanents_to_come(s: BoonlakeState, seat: int, late: float) -> float:
    """What the permanent effects of the seat's played cards may still pay, in points: each
    fires as often as the card price model says a mid-game card's does (`PERMANENT_USES`),
    twice that at the start, none at the last interim scoring. Without it a bot looking a
    turn ahead sees a permanent's cost now and none of its later coins."""
    coins = sum(_permanent_coins(card) for card in s.played[seat])
    return WEIGHTS["permanent_share"] * 2.0 * (1.0 - late) * coins / RATES["vp"]


@cache
def _permanent_coins(card_id: int) -> float:
    """A card's permanent effects over a mid-game card's firings, in coins (searches ask for it
    at every position they value)."""
    return sum(PERMANENT_USES[effect.kind] * trigger_value(effect)
               for effect in catalogue.card(card_id).permanent)


def end_effects_to_come(s: BoonlakeState, seat: int, late: float) -> float:
    """What the end-game effects of the seat's played cards may add by the game's end beyond
    what they count now (the score counts them as if the game ended today). Each measure is
    expected to close the gap to what a player of the card typically reaches (the card price
    model's `MEASURE_RANGE`) in proportion to the game still to come; a threshold not yet
    reached counts by its chance, certain up to that expected value and falling to none as
    far beyond it as the best players go past the typical one, less so as the end nears."""
    total = 0.0
    for card in effects.played_cards(s, seat):
        for effect in card.end_game:
            name = effect.get("measure", "")
            now = effects.measure(s, seat, name, effect.get("region", None))
            typical, most = MEASURE_RANGE[name]
            final = now + max(0, typical - now) * (1.0 - late)
            if effect.kind == "per_item":
                total += effect.get("vp", 1) * (final - now)
                continue
            earned = 0
            for reach, vp in effect.get("steps", ()):
                if reach > now:
                    chance = 1.0 - (reach - final) / (1 + (most - typical) * (1.0 - late))
                    total += (vp - earned) * min(1.0, max(0.0, chance))
                earned = vp
    return WEIGHTS["end_share"] * total


def expected_points(s: BoonlakeState, seat: int) -> float:
    now = float(score(s, seat).total)
    if s.phase == "over":
        return now
    levers = economy.lever_count(s, seat)
    now += lever_points(levers) - economy.lever_end_vp(levers)
    w, late = WEIGHTS, stage(s)
    closes = closes_left(s)
    coins_in, cards_in, vp_in = economy.interim_income(s, seat)
    per_close = vp_in + cattle_vp(s, seat) + w["lever_ready"] * economy.lever_count(s, seat)
    coin, card = _weight("coin", late), _weight("card", late)
    card = max(card, 2 * coin)  # a card can always be discarded for 2 coins
    value = now + w["income_share"] * closes * per_close
    # coins and cards from income arrive at every interim scoring but the last
    paid = max(0, closes - 1)
    value += w["income_share"] * paid * (coins_in * coin + cards_in * card)
    coins, cards = s.coins[seat], len(s.hand[seat])
    useful_coins, useful_cards = min(coins, int(w["coins_useful"])), min(
        cards, int(w["cards_useful"]))
    value += coin * useful_coins + w["coin_end"] * (coins - useful_coins)
    value += card * useful_cards + 2 * w["coin_end"] * (cards - useful_cards)
    value += _weight("inhabitant", late) * s.ranch[seat]
    value += _weight("vase", late) * s.vases[seat]
    value += _weight("production", late) * sum(s.production[seat])
    value += _weight("presence", late) * presence(s, seat)
    value += marks_to_come(s, seat)
    value += permanents_to_come(s, seat, late)
    value += end_effects_to_come(s, seat, late)
    return value
