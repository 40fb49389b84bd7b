"""Features of a Builders seat's view for the learned value (`rules/bots/value_net.py`).

`features(s, seat)` turns what `seat` can see into a fixed-length list of floats, roughly in
0..1 (clipped to -2..2). Everything in The Builders is public but the two decks, whose sizes
only are read (a view keeps their lengths), so the numbers are the same for a full state and
for any seat's view of it (tests/test_builders_value.py checks it), and a search may call it on
its determinizations without building a view.

The vector, for a table of n seats (`size(n) = 30 n + 19`; 79 at two players):

- for each seat in playing order from `seat` (the seat itself first, then the next ...), 30:
  points / 17, the hand-written expected points (`expected_points`) / 17, score now (coins
  counted, prisoners and loans settled) / 17, coins / 20, coins beyond 20 / 40, loans / 2,
  captive prisoners' penalty / 4, the production of all its units per resource / 10 (4), of
  its idle crew per resource / 10 (4), units / 6, sites under way / 2, their points / 8,
  their coins / 10, the share of their needs covered, what they still lack / 10, what the
  idle crew could cover of it / 10, machines / 2, spare tools / 2, educated units / 2,
  buildings done / 6, it is this seat's turn, it plays last in the round (the last round's
  end), the coins to send every idle unit once / 10, and its points' lead over the best
  other seat / 17 (the expected points' lead / 10 for the seat itself);
- 19 about the game: round / 20, the last round has begun, the actions taken this turn / 5,
  the free actions left / 3, invested this turn, the best points in the building row / 5,
  the row's least total needs / 15, its mean points / 5, the worker row's best production
  per card / 5, its cheapest cost / 5, its mean cost / 5, prisoners left / 6, universities
  left / 4, tools left / 4, loans left / 4, building deck / 30, worker deck / 20, the seat's
  expected points' lead / 10, the highest points at the table / 17.
"""

from __future__ import annotations

from rules.builders import catalogue as cat
from rules.builders import engine
from rules.builders.ai.points import expected_points
from rules.builders.scoring import score
from rules.builders.state import BuildersState

PER_SEAT = 30
GLOBAL = 19
END = float(cat.END_POINTS)
LIMIT = 2.0  # every input is clipped to -LIMIT..LIMIT (random play may open many sites)


def size(n: int) -> int:
    """The length of the vector at a table of `n` seats."""
    return PER_SEAT * n + GLOBAL


def _seat(s: BuildersState, seat: int, expected: list[float]) -> list[float]:
    made_all = [0, 0, 0, 0]
    idle = [0, 0, 0, 0]
    send = 0
    for unit in s.crew[seat]:
        made = engine.production(s, unit)
        send += engine.send_cost(s, unit)
        for r in range(4):
            idle[r] += made[r]
            made_all[r] += made[r]
    units = len(s.crew[seat])
    site_points = site_coins = needs_all = lacking_all = coverable = 0
    for site in s.sites[seat]:
        building = cat.building(site[0])
        for unit, tool in zip(site[1::2], site[2::2], strict=True):
            units += 1
            for r, amount in enumerate(engine.production(s, unit, tool)):
                made_all[r] += amount
        lacking = engine.still_needed(s, site)
        site_points += building.points
        site_coins += building.coins
        needs_all += sum(building.needs)
        lacking_all += sum(lacking)
        coverable += sum(min(i, n) for i, n in zip(idle, lacking, strict=True))
    covered = (needs_all - lacking_all) / needs_all if needs_all else 0.0
    points = s.points(seat)
    others = [s.points(o) for o in range(s.n) if o != seat]
    captive = sum(cat.worker(p).penalty for p in engine.unfreed_prisoners(s, seat))
    return [points / END, expected[seat] / END, score(s, seat).total / END,
            min(s.coins[seat], 20) / 20.0, max(0, s.coins[seat] - 20) / 40.0,
            s.loans_taken[seat] / 2.0, captive / 4.0,
            *(m / 10.0 for m in made_all), *(i / 10.0 for i in idle),
            units / 6.0, len(s.sites[seat]) / 2.0, site_points / 8.0, site_coins / 10.0,
            covered, lacking_all / 10.0, coverable / 10.0,
            len(s.machines[seat]) / 2.0, len(s.spare_tools[seat]) / 2.0,
            sum(1 for unit, _ in s.schooled if _owns(s, seat, unit)) / 2.0,
            len(s.done[seat]) / 6.0,
            1.0 if s.turn == seat and s.phase != "over" else 0.0,
            1.0 if (seat + 1) % s.n == s.start else 0.0,
            send / 10.0,
            (points - max(others, default=0)) / END]


def _owns(s: BuildersState, seat: int, unit: int) -> bool:
    return unit in s.crew[seat] or any(unit in site[1::2] for site in s.sites[seat])


def features(s: BuildersState, seat: int) -> list[float]:
    """The feature vector of `seat`'s view of `s` (a full state or any seat's view)."""
    n = s.n
    expected = [expected_points(s, other) for other in range(n)]
    out: list[float] = []
    for k in range(n):
        out += _seat(s, (seat + k) % n, expected)
    row = [cat.building(b) for b in s.building_row]
    workers = [cat.worker(w) for w in s.worker_row]
    lead = expected[seat] - max((expected[o] for o in range(n) if o != seat), default=0.0)
    out += [s.round / 20.0, float(s.final), s.actions / 5.0,
            max(0, cat.FREE_ACTIONS - s.actions) / 3.0, float(s.invested),
            max((b.points for b in row), default=0) / 5.0,
            min((sum(b.needs) for b in row), default=0) / 15.0,
            sum(b.points for b in row) / max(1, len(row)) / 5.0,
            max((sum(w.produce) for w in workers), default=0) / 5.0,
            min((w.cost for w in workers), default=0) / 5.0,
            sum(w.cost for w in workers) / max(1, len(workers)) / 5.0,
            len(s.prisoners) / 6.0, len(s.universities) / 4.0, len(s.tools) / 4.0,
            len(s.loans) / 4.0, len(s.building_deck) / 30.0, len(s.worker_deck) / 20.0,
            lead / 10.0, max(s.points(o) for o in range(n)) / END]
    return [min(LIMIT, max(-LIMIT, x)) for x in out]
