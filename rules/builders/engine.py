"""The Builders: Antiquity setup, what a unit and a site are worth, completing a building, the
turn's end and the final settlement (the moves themselves: moves.py)."""

from __future__ import annotations

from functools import lru_cache

from rules.builders import catalogue as cat
from rules.builders.options import BuildersOptions
from rules.builders.state import BuildersState
from rules.core.message import msg, nmsg
from rules.core.rng import Rng, seed_state
from rules.core.state import LogEntry


def new_state(names: list[str], options: BuildersOptions, seed: int) -> BuildersState:
    rng = Rng(seed_state(seed))
    n = len(names)
    s = BuildersState.__new__(BuildersState)
    s.n, s.names, s.options, s.phase = n, names[:], options, "play"
    s.round, s.actions, s.invested, s.final, s.version = 1, 0, 0, 0, 0
    buildings = list(cat.BUILDING_IDS)
    rng.shuffle(buildings)
    s.building_row, s.building_deck = buildings[:cat.ROW_SIZE], buildings[cat.ROW_SIZE:]
    apprentices = list(cat.APPRENTICES)
    rng.shuffle(apprentices)
    dealt, rest = apprentices[:n], apprentices[n:]
    workers = [w.id for w in cat.WORKERS if w.id not in cat.APPRENTICES] + rest
    rng.shuffle(workers)
    s.worker_row, s.worker_deck = workers[:cat.ROW_SIZE], workers[cat.ROW_SIZE:]
    s.prisoners = [p.id for p in cat.PRISONERS]
    s.tools, s.loans = list(cat.TOOLS), list(cat.LOANS)
    s.universities = list(cat.UNIVERSITIES)
    s.freed, s.schooled, s.sent, s.settled = [], [], [], []
    s.coins = [cat.START_COINS] * n
    s.loans_taken, s.turns_taken = [0] * n, [0] * n
    s.crew = [[apprentice] for apprentice in dealt]
    s.spare_tools, s.done = [[] for _ in range(n)], [[] for _ in range(n)]
    s.machines, s.sites = [[] for _ in range(n)], [[] for _ in range(n)]
    s.start = 0 if options.first_seat_starts else rng.below(n)
    s.turn = s.start
    s.pending = []
    s.rng = rng.state
    s.log = [LogEntry(msg("{name} starts.", name=names[s.start]))]
    return s


# ----- what a unit is worth ---------------------------------------------------------------
def send_cost(s: BuildersState, unit: int) -> int:
    """Coins to send `unit`: printed on a worker, nothing for a prisoner or a machine, the
    freed side's cost for a freed prisoner."""
    if cat.is_prisoner(unit):
        return s.options.freed_prisoner_cost if unit in s.freed else 0
    return cat.worker(unit).cost


def production(s: BuildersState, unit: int, tool: int = -1) -> list[int]:
    """What `unit` brings to a site: its card, raised by its university, plus its tool."""
    card = cat.worker(unit)
    made = list(card.freed_produce if unit in s.freed else card.produce)
    if cat.is_worker_card(unit) and unit == cat.APPRENTICES[-1] and \
            s.options.apprentice_18 == "stone_knowledge":
        made = list(cat.APPRENTICE_18_SOURCES)
    university = s.university_of(unit)
    if university is not None:
        skill = cat.UNIVERSITY_SKILL[university]
        if s.options.university == "plus_3":
            made[skill] += cat.UNIVERSITY_LEVEL
        else:
            made[skill] = max(made[skill], cat.UNIVERSITY_LEVEL)
    if tool != -1:
        made[cat.TOOL_BONUS[tool]] += 1
    return made


def site_production(s: BuildersState, site: list[int]) -> list[int]:
    total = [0, 0, 0, 0]
    for unit, tool in zip(site[1::2], site[2::2], strict=True):
        for r, amount in enumerate(production(s, unit, tool)):
            total[r] += amount
    return total


def still_needed(s: BuildersState, site: list[int]) -> list[int]:
    """What the site's building still lacks, per resource."""
    made = site_production(s, site)
    return [max(0, need - have) for need, have in zip(cat.building(site[0]).needs, made,
                                                       strict=True)]


def action_price(s: BuildersState, actions: int) -> int:
    """Coins for `actions` more actions this turn: the first three of a turn are free."""
    return actions_price(s.actions, actions)


@lru_cache(maxsize=256)  # a few pairs in play; the moves ask them at every position
def actions_price(taken: int, actions: int) -> int:
    """Coins for `actions` more actions in a turn of which `taken` were taken (all that the
    price of actions depends on)."""
    free = cat.FREE_ACTIONS
    return (max(taken + actions, free) - max(taken, free)) * cat.EXTRA_ACTION_PRICE


def complete(s: BuildersState, seat: int, site: list[int]) -> None:
    """The building's needs are covered: its coins are paid, its workers and tools come
    back; a machine joins the crew as a worker."""
    building = cat.building(site[0])
    s.sites[seat].remove(site)
    s.crew[seat].extend(site[1::2])
    s.spare_tools[seat].extend(t for t in site[2::2] if t != -1)
    s.coins[seat] += building.coins
    if building.machine_produce is not None:
        s.machines[seat].append(building.id)
        s.crew[seat].append(building.id)
    else:
        s.done[seat].append(building.id)
    s.log.append(LogEntry(nmsg("{who} completes the {building}: {coins} coins and {n} point.",
                               "{who} completes the {building}: {coins} coins and {n} points.",
                               building.points, who=s.names[seat],
                               building=cat.name(building.id), coins=building.coins)))


# ----- turns and the end -------------------------------------------------------------------
def end_turn(s: BuildersState, seat: int) -> None:
    s.turns_taken[seat] += 1
    s.actions, s.invested, s.sent = 0, 0, []
    if not s.final and s.points(seat) >= cat.END_POINTS:
        s.final = 1
        s.log.append(LogEntry(msg("{who} has {points} points: this is the last round.",
                                  who=s.names[seat], points=s.points(seat))))
    following = (seat + 1) % s.n
    solo_over = s.n == 1 and (s.final or s.turns_taken[0] >= cat.SOLO_TURN_LIMIT)
    round_over = following == s.start and (s.final or s.round >= cat.ROUND_LIMIT)
    if solo_over or (s.n > 1 and round_over):
        _finish(s)
        return
    if following == s.start:
        s.round += 1
    s.turn = following


def settlement(s: BuildersState, seat: int) -> tuple[int, int]:
    """How many unfreed prisoners to free (5 coins each) and loans to repay (15 each) at the
    end, to score the most: each payment costs at most the points it saves, so the rules
    make the best choice for the player (ties: pay more)."""
    freeable = freeable_prisoners(s, seat)
    captive_all = sum(cat.worker(p).penalty for p in unfreed_prisoners(s, seat))
    best: tuple[int, int, int] | None = None
    for loans in range(s.loans_taken[seat] + 1):
        for freed in range(len(freeable) + 1):
            paid = loans * cat.LOAN_REPAY + freed * cat.FREE_AT_END_PRICE
            if paid > s.coins[seat]:
                continue
            points = ((s.coins[seat] - paid) // cat.COINS_PER_POINT
                      - (s.loans_taken[seat] - loans) * cat.LOAN_PENALTY
                      - captive_all + sum(cat.worker(p).penalty for p in freeable[:freed]))
            if best is None or (points, loans + freed) > best[:2]:
                best = (points, loans + freed, loans * 100 + freed)
    assert best is not None
    return best[2] % 100, best[2] // 100


def unfreed_prisoners(s: BuildersState, seat: int) -> list[int]:
    units = [*s.crew[seat], *(u for site in s.sites[seat] for u in site[1::2])]
    return sorted(u for u in units if cat.is_prisoner(u) and u not in s.freed)


def freeable_prisoners(s: BuildersState, seat: int) -> list[int]:
    """The unfreed prisoners on no site: only those may be freed, during the game and at the
    end (the rulebook: 只有未參與施工的囚犯可以被釋放)."""
    return [u for u in s.crew[seat] if cat.is_prisoner(u) and u not in s.freed]


def captive_prisoners(s: BuildersState, seat: int, freed: int) -> list[int]:
    """The prisoners still captive at the end once the first `freed` of those on no site are
    freed: the others on no site and every unfreed prisoner working on a site."""
    released = set(freeable_prisoners(s, seat)[:freed])
    return [p for p in unfreed_prisoners(s, seat) if p not in released]


def _finish(s: BuildersState) -> None:
    s.phase = "over"
    s.settled = []
    for seat in range(s.n):
        freed, repaid = settlement(s, seat)
        paid = freed * cat.FREE_AT_END_PRICE + repaid * cat.LOAN_REPAY
        s.coins[seat] -= paid
        s.settled.append([freed, repaid, paid])
        if paid:
            s.log.append(LogEntry(msg(
                "{who} pays {coins} coins: {prisoners} and {loans}.", who=s.names[seat],
                coins=paid,
                prisoners=nmsg("{n} prisoner freed", "{n} prisoners freed", freed),
                loans=nmsg("{n} loan repaid", "{n} loans repaid", repaid))))
    s.log.append(LogEntry(msg("The game is over.")))
