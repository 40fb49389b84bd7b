"""Features of a Builders seat's view for the learned value (`rules/bots/value_net.py`).

`features(s, seat)` turns what `seat` can see into a fixed-length list of floats, roughly in
0..1 (clipped to -2..2). Everything in The Builders is public but the two decks, whose sizes
only are read (a view keeps their lengths), so the numbers are the same for a full state and
for any seat's view of it (tests/test_builders_value.py checks it), and a search may call it on
its determinizations without building a view.

The vector, for a table of n seats (`size(n) = 29 n + 19`; 77 at two players):

- for each seat in playing order from `seat` (the seat itself first, then the next ...), 29:
  points / 17, the hand-written expected points (`points.expected_points`, computed in the
  same pass) / 17, coins up to 20 / 20, coins beyond 20 / 40, loans / 2, captive prisoners'
  penalty / 4, the production of all its units per resource / 10 (4), of its idle crew per
  resource / 10 (4), units / 6, sites under way / 2, their points / 8, their coins / 10, the
  share of their needs covered, what they still lack / 10, what the idle crew could cover of
  it / 10, machines / 2, spare tools / 2, educated units / 2, buildings done / 6, it is this
  seat's turn, it plays last in the round (the last round's end), the coins to send every
  idle unit once / 10, its points' lead over the best other seat / 17;
- 19 about the game: round / 20, the last round has begun, the actions taken this turn / 5,
  the free actions left / 3, invested this turn, the building row's best points / 5, least
  total needs / 15 and mean points / 5, the worker row's best production / 5, cheapest cost
  / 5 and mean cost / 5, prisoners left / 6, universities left / 4, tools left / 4, loans
  left / 4, building deck / 30, worker deck / 20, the highest points at the table / 17, and
  the seat's expected points' lead over the best other seat / 10.
"""

from __future__ import annotations

from functools import lru_cache

from rules.builders import catalogue as cat
from rules.builders import engine
from rules.builders.ai.points import WEIGHTS, coin_value, coins_worth, expected_points, stage
from rules.builders.state import BuildersState

PER_SEAT = 29
GLOBAL = 19
END = float(cat.END_POINTS)
LIMIT = 2.0  # every input is clipped to -LIMIT..LIMIT (random play may open many sites)
_PENALTY = {p.id: p.penalty for p in cat.PRISONERS}


def _clip(x: float) -> float:
    return LIMIT if x > LIMIT else -LIMIT if x < -LIMIT else x


def size(n: int) -> int:
    """The length of the vector at a table of `n` seats."""
    return PER_SEAT * n + GLOBAL


def _seat(s: BuildersState, seat: int, coin: float, late: float) -> tuple[float, list[float]]:
    """The seat's expected points (as `expected_points` counts them, in one pass with the
    rest) and its block of the vector but the lead."""
    w = WEIGHTS
    production = engine.production
    made_all = [0, 0, 0, 0]
    idle = [0, 0, 0, 0]
    send = 0
    sums: list[int] = []  # each unit's production without its tool
    captive = 0
    freed = s.freed
    schooled = 0
    for unit in s.crew[seat]:
        made = production(s, unit)
        sums.append(sum(made))
        send += engine.send_cost(s, unit)
        for r in range(4):
            idle[r] += made[r]
            made_all[r] += made[r]
    units = list(s.crew[seat])
    value = 0.0
    site_points = site_coins = needs_all = lacking_all = coverable_all = 0
    for site in s.sites[seat]:
        building = cat.building(site[0])
        have = [0, 0, 0, 0]
        for unit, tool in zip(site[1::2], site[2::2], strict=True):
            units.append(unit)
            made = production(s, unit)
            sums.append(sum(made))
            if tool != -1:
                made[cat.TOOL_BONUS[tool]] += 1
            for r in range(4):
                have[r] += made[r]
                made_all[r] += made[r]
        lacking = [max(0, need - h) for need, h in zip(building.needs, have, strict=True)]
        needs = sum(building.needs)
        covered = needs - sum(lacking)
        reward = building.points + coin * building.coins
        coverable = sum(min(i, n) for i, n in zip(idle, lacking, strict=True))
        value += w["site_share"] * covered / max(1, needs) * reward
        value += w["site_promise"] * late * reward * coverable / max(1, needs)
        site_points += building.points
        site_coins += building.coins
        needs_all += needs
        lacking_all += sum(lacking)
        coverable_all += coverable
    for unit in units:
        if unit in _PENALTY and unit not in freed:
            captive += _PENALTY[unit]
        if s.schooled and s.university_of(unit) is not None:
            schooled += 1
    points = s.points(seat)
    coins = s.coins[seat]
    if s.phase == "over":
        value = expected_points(s, seat)
    else:
        value += float(points) + coins_worth(coins, coin)
        value -= w["loan"] * s.loans_taken[seat] + captive * w["prisoner_penalty"]
        sums.sort(reverse=True)
        decay = w["worker_decay"]
        value += w["worker"] * late * sum(m * decay ** i for i, m in enumerate(sums))
        value += w["tool"] * late * len(s.spare_tools[seat])
        if s.turn == seat:
            value += coin * 2 * max(0, cat.FREE_ACTIONS - s.actions)
    covered_share = (needs_all - lacking_all) / needs_all if needs_all else 0.0
    return value, [points / END, _clip(value / END),
                   min(coins, 20) / 20.0, max(0, coins - 20) / 40.0,
                   s.loans_taken[seat] / 2.0, captive / 4.0,
                   *(_clip(m / 10.0) for m in made_all), *(_clip(i / 10.0) for i in idle),
                   _clip(len(units) / 6.0), _clip(len(s.sites[seat]) / 2.0),
                   _clip(site_points / 8.0), _clip(site_coins / 10.0), covered_share,
                   _clip(lacking_all / 10.0), _clip(coverable_all / 10.0),
                   len(s.machines[seat]) / 2.0, len(s.spare_tools[seat]) / 2.0, schooled / 2.0,
                   len(s.done[seat]) / 6.0,
                   1.0 if s.turn == seat and s.phase != "over" else 0.0,
                   1.0 if (seat + 1) % s.n == s.start else 0.0,
                   _clip(send / 10.0)]


@lru_cache(maxsize=4096)
def _rows(buildings: tuple[int, ...], workers: tuple[int, ...]) -> tuple[float, ...]:
    """The face-up rows: the best and mean points and least needs of the buildings, the best
    production and the cheapest and mean cost of the workers."""
    row = [cat.building(b) for b in buildings]
    cards = [cat.worker(w) for w in workers]
    return (max((b.points for b in row), default=0) / 5.0,
            min((sum(b.needs) for b in row), default=0) / 15.0,
            sum(b.points for b in row) / max(1, len(row)) / 5.0,
            max((sum(w.produce) for w in cards), default=0) / 5.0,
            min((w.cost for w in cards), default=0) / 5.0,
            sum(w.cost for w in cards) / max(1, len(cards)) / 5.0)


def blocks(s: BuildersState) -> tuple[list[float], list[list[float]], list[float]]:
    """Each seat's expected points and block (its lead appended), and the game's part but
    the seat's lead: what every seat's vector is made of."""
    n = s.n
    coin = coin_value(s)
    late = 1.0 - stage(s)
    expected: list[float] = []
    parts: list[list[float]] = []
    for seat in range(n):
        value, part = _seat(s, seat, coin, late)
        expected.append(value)
        parts.append(part)
    points = [s.points(seat) for seat in range(n)]
    for seat in range(n):
        others = [points[o] for o in range(n) if o != seat]
        parts[seat].append(_clip((points[seat] - max(others, default=0)) / END))
    game = [s.round / 20.0, float(s.final), s.actions / 5.0,
            max(0, cat.FREE_ACTIONS - s.actions) / 3.0, float(s.invested),
            *_rows(tuple(s.building_row), tuple(s.worker_row)),
            len(s.prisoners) / 6.0, len(s.universities) / 4.0, len(s.tools) / 4.0,
            len(s.loans) / 4.0, len(s.building_deck) / 30.0, len(s.worker_deck) / 20.0,
            max(points) / END]
    return expected, parts, game


def assemble(s: BuildersState, seat: int, expected: list[float], parts: list[list[float]],
             game: list[float]) -> list[float]:
    """`seat`'s vector from `blocks`."""
    n = s.n
    out: list[float] = []
    for k in range(n):
        out += parts[(seat + k) % n]
    lead = expected[seat] - max((expected[o] for o in range(n) if o != seat), default=0.0)
    out += game
    out.append(_clip(lead / 10.0))
    return out


def features(s: BuildersState, seat: int) -> list[float]:
    """The feature vector of `seat`'s view of `s` (a full state or any seat's view)."""
    return assemble(s, seat, *blocks(s))


def all_features(s: BuildersState) -> list[list[float]]:
    """Every seat's vector, the shared parts computed once."""
    made = blocks(s)
    return [assemble(s, seat, *made) for seat in range(s.n)]
