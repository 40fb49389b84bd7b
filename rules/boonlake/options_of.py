"""What a seat could do, piece by piece: playing a card or special project (with the boats
placed for it), developing, upgrading, placing cattle. `legal` lists these as actions and
`actions` applies them, so both read the same rules."""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import product
from typing import Any

from rules.boonlake import catalogue, economy, effects, town
from rules.boonlake.board import RESOURCES, load_board
from rules.boonlake.state import HOUSE, INHABITANT, BoonlakeState

BOARD = load_board()
PLAYER = BOARD.player
LEVER = {lever.kind: i for i, lever in enumerate(PLAYER.levers)}
# The bonus a card play may take from a lever: none, lever 10's joker / 2 coins / 2 cards,
# lever 11's joker and 5 coins.
BONUSES = (0, 1, 2, 3, 4)
BONUS_LEVER = {1: "card_bonus_choice", 2: "card_bonus_choice", 3: "card_bonus_choice",
               4: "card_joker_and_coins"}
BONUS_JOKERS = {1: 1, 4: 1}
SETTLEMENT_EXTRA = {2: 1, 3: 2}  # settlements already built -> extra inhabitants
CATTLE_EXTRA = {3: 1, 4: 2}  # cattle already placed -> extra inhabitants
VP_PER_INHABITANT = 4


def lever_ready(s: BoonlakeState, seat: int, kind: str) -> bool:
    return s.levers[seat][LEVER[kind]] == 0


# ----- paying for cards --------------------------------------------------------------------
# Every boat position pair the two boats may end at (as a sorted pair), in the order plans are
# tried; and the most coins moving them can cost (both boats upstream): a larger budget
# allows the same plans.
TARGETS = tuple(sorted({tuple(sorted(p)) for p in product(range(4), repeat=2)}))
MOST_BOAT_COINS = 2 * PLAYER.upstream_cost
INDEX = {r: i for i, r in enumerate(RESOURCES)}
CANAL = tuple(INDEX[r] for r in PLAYER.canal)  # canal position -> resource index
Needs = tuple[tuple[int, int], ...]  # (resource index, count) a payment needs
Lack = tuple[int, ...]  # per resource (RESOURCES order), how many production does not make
Yard = tuple[tuple[int, ...], tuple[int, int], int]  # production made, boats, free lever
Plan = tuple[tuple[int, int], int, bool]  # boat positions, coins for upstream, lever used


def yard(s: BoonlakeState, seat: int) -> Yard:
    """All a seat's boat plans depend on besides the payment: what its production sites make
    (RESOURCES order), its boats and whether its free-upstream lever is ready."""
    boats, levels = s.boats[seat], PLAYER.production_levels
    return (tuple(levels.get(level, 0) for level in s.production[seat]), (boats[0], boats[1]),
            1 if lever_ready(s, seat, "boat_upstream_free") else 0)


def lack(made: tuple[int, ...], needs: Needs) -> Lack:
    """What production (`made`, as in `yard`) leaves the boats and jokers to supply."""
    short = [0] * len(RESOURCES)
    for i, n in needs:
        short[i] = max(0, n - made[i])
    return tuple(short)


def lacking(short: Lack, boats: tuple[int, int]) -> int:
    """How many resources boats at these positions leave short (`economy.missing`)."""
    left = list(short)
    for position in boats:
        left[CANAL[position]] -= 1
    return sum(n for n in left if n > 0)


def boat_plan(s: BoonlakeState, seat: int, resources: dict[str, int], jokers: int,
              budget: int) -> Plan | None:
    """The cheapest boat positions that supply `resources` (with `jokers` of any kind):
    (positions, coins for upstream moves, whether the free-upstream lever is used); None if
    nothing within `budget` coins works. Boats matter only when something is paid, so they
    are moved then (docs/rules-notes.md, Boonlake)."""
    made, now, free = yard(s, seat)
    return boats_plan(lack(made, needs_of(resources)), now, free, jokers, budget)


def boats_plan(short: Lack, now: tuple[int, int], free: int, jokers: int,
               budget: int) -> Plan | None:
    """`boat_plan` from what production leaves short, the boats and the free-upstream lever.
    Nothing else counts, and random play asks for the same few plans again and again (every
    card of a hand at every step), so plans are remembered."""
    missing = sum(short)
    if missing <= jokers:
        return now, 0, False  # nothing to supply: the boats stay
    if missing > len(now) + jokers:
        return None  # each boat supplies one resource at most
    return _boats_plan(short, now, free, jokers, min(budget, MOST_BOAT_COINS))


@lru_cache(maxsize=1 << 14)
def _boats_plan(short: Lack, now: tuple[int, int], free: int, jokers: int,
                budget: int) -> Plan | None:
    if lacking(short, now) <= jokers:
        return now, 0, False  # the boats already supply it
    best = None
    for positions, upstream, moved, targets in _routes(now):
        cost = PLAYER.upstream_cost * max(0, upstream - free)
        if cost > budget or lacking(short, positions) > jokers:
            continue
        key = (cost, moved, targets)
        if best is None or key < best[0]:
            best = (key, positions, cost, bool(free and upstream))
    return None if best is None else (best[1], best[2], best[3])


@cache
def _routes(now: tuple[int, int]) -> tuple[tuple[tuple[int, int], int, int, tuple], ...]:
    """For boats at `now`, how each pair of `TARGETS` is reached with the fewest upstream
    moves: (boat positions, upstream moves, boats moved, the target pair)."""
    found = []
    for targets in TARGETS:
        moves = min(((targets[0], now[0]), (targets[1], now[1])),
                    ((targets[1], now[0]), (targets[0], now[1])),
                    key=lambda pairs: sum(1 for q, p in pairs if q < p))
        upstream = sum(1 for q, p in moves if q < p)
        moved = sum(1 for q, p in moves if q != p)
        found.append(((moves[0][0], moves[1][0]), upstream, moved, targets))
    return tuple(found)


Cost = tuple[int, int, dict[str, int]]  # coins, vases, resources
Price = tuple[int, int, Needs]  # coins before discounts, vases, resources


def cost_of(s: BoonlakeState, seat: int, what: Any, project: bool) -> Cost:
    """(coins, vases, resources) a card or a scoring tile's special project asks."""
    discount = effects.permanent(s, seat, "card_discount")
    if project:
        return max(0, what.project_coins - discount), 0, effects.needed(what.project_resources)
    return max(0, what.cost_coins - discount), what.cost_vases, effects.needed(what.resources)


def needs_of(resources: dict[str, int]) -> Needs:
    return tuple((INDEX[r], n) for r, n in resources.items())


def price_of(what: Any, project: bool) -> Price:
    """A card's or a special project's price before the seat's discounts."""
    if project:
        return what.project_coins, 0, needs_of(effects.needed(what.project_resources))
    return what.cost_coins, what.cost_vases, needs_of(effects.needed(what.resources))


_PRICES: dict[bool, tuple[Any, dict[int, Price]]] = {}  # card set -> its prices by id


def prices(project: bool) -> dict[int, Price]:
    """Every card's (or scoring tile's special project's) price by id, worked out once per
    card set (`catalogue.use` installs another)."""
    table = catalogue.scoring_tiles() if project else catalogue.cards()
    known = _PRICES.get(project)
    if known is None or known[0] is not table:
        known = _PRICES[project] = table, {i: price_of(x, project) for i, x in table.items()}
    return known[1]


def play_plan(s: BoonlakeState, seat: int, what: Any, project: bool, bonus: int):
    """How the seat would pay for a card or special project with a lever bonus, or None."""
    if bonus and not lever_ready(s, seat, BONUS_LEVER[bonus]):
        return None
    coins, vases, resources = cost_of(s, seat, what, project)
    if coins > s.coins[seat] or vases > s.vases[seat]:
        return None
    made, now, free = yard(s, seat)
    short = lack(made, needs_of(resources))
    return _bonus_plan(short, now, free, bonus, s.coins[seat] - coins)


def _bonus_plan(short: Lack, now: tuple[int, int], free: int, bonus: int,
                budget: int) -> Plan | None:
    if bonus == 1 and not lacking(short, now):
        return None  # a joker nobody needs: the same play without it is listed
    return boats_plan(short, now, free, BONUS_JOKERS.get(bonus, 0), budget)


def _ready_bonuses(s: BoonlakeState, seat: int) -> tuple[int, ...]:
    return tuple(bonus for bonus in BONUSES
                 if not bonus or lever_ready(s, seat, BONUS_LEVER[bonus]))


def _payable(s: BoonlakeState, seat: int, where: Yard, ready: tuple[int, ...], discount: int,
             price: Price) -> tuple[int, ...]:
    """The bonuses of `ready` (their levers ready) with which the seat can pay `price`
    (`play_plan` finds a payment), its card `discount` already summed."""
    coins, vases, needs = price
    coins = max(0, coins - discount)
    if coins > s.coins[seat] or vases > s.vases[seat]:
        return ()
    made, now, free = where
    budget = min(s.coins[seat] - coins, MOST_BOAT_COINS)
    return _payable_bonuses(lack(made, needs), now, free, ready, budget)


@lru_cache(maxsize=1 << 14)
def _payable_bonuses(short: Lack, now: tuple[int, int], free: int, ready: tuple[int, ...],
                     budget: int) -> tuple[int, ...]:
    return tuple(bonus for bonus in ready
                 if _bonus_plan(short, now, free, bonus, budget) is not None)


def card_plays(s: BoonlakeState, seat: int, kind: str) -> list[tuple[int, int]]:
    """(card, bonus) pairs the seat can play now, for a step of `kind` ("any" for all)."""
    where, ready = yard(s, seat), _ready_bonuses(s, seat)
    discount = effects.permanent(s, seat, "card_discount")
    cards, priced = catalogue.cards(), prices(False)
    found = []
    for card_id in sorted(set(s.hand[seat])):
        if kind != "any" and cards[card_id].kind != kind:
            continue
        found += [(card_id, bonus)
                  for bonus in _payable(s, seat, where, ready, discount, priced[card_id])]
    return found


def project_plays(s: BoonlakeState, seat: int) -> list[tuple[int, int]]:
    """(slot, bonus) pairs of special projects the seat can realise (once per tile; at least
    one inhabitant must be in the supply to stand on the tile)."""
    if not s.supply[seat]:
        return []
    where, ready = yard(s, seat), _ready_bonuses(s, seat)
    discount = effects.permanent(s, seat, "card_discount")
    priced = prices(True)
    return [(slot, bonus) for slot, tile_id in enumerate(s.scoring)
            if tile_id >= 0 and not s.projects[seat][slot]
            for bonus in _payable(s, seat, where, ready, discount, priced[tile_id])]


# ----- building ----------------------------------------------------------------------------
def develops(s: BoonlakeState, seat: int) -> list[tuple[int, int]]:
    if not s.ranch[seat]:
        return []
    found = []
    for space, j in town.free_sites(s):
        site = town.tile_at(s, space).sites[j]
        if site.pay_coins <= s.coins[seat] and site.pay_cards <= len(s.hand[seat]):
            found.append((space, j))
    return found


def houses(s: BoonlakeState, seat: int, free: bool = False) -> list[tuple[int, int]]:
    if not economy.pieces_left(s, seat, "house") and not s.houses_lost[seat]:
        return []
    if not free and not s.ranch[seat]:
        return []
    return town.held_sites(s, seat, INHABITANT)


def settlement_price(s: BoonlakeState, seat: int, cheap: bool) -> tuple[int, int, int]:
    """(presences needed around, inhabitants, of which payable as VP)."""
    return 3 - cheap, 2 - cheap, SETTLEMENT_EXTRA.get(s.settlements_out[seat], 0)


def settles(s: BoonlakeState, seat: int, card_cheap: bool = False
            ) -> list[tuple[int, int, int, int]]:
    """(space, site, inhabitants paid as VP, lever used) for every house that may become a
    settlement."""
    if not economy.pieces_left(s, seat, "settlement"):
        return []
    found = []
    lever_options = [0] if card_cheap else [0, 1] if lever_ready(
        s, seat, "cheap_settlement") else [0]
    for space, j in town.houses_on_board(s, seat):
        for lever in lever_options:
            cheap = card_cheap or bool(lever)
            around, base, extra = settlement_price(s, seat, cheap)
            if town.presence_around(s, space, j) < around:
                continue
            found += [(space, j, paid, lever) for paid in range(extra + 1)
                      if base + extra - paid <= s.ranch[seat]]
    return found


def cattle_price(s: BoonlakeState, seat: int, pasture: int) -> tuple[int, int]:
    """(inhabitants, of which payable as VP) to put a cattle on a pasture."""
    base = len(s.cattle[pasture - 1]) + 1 - effects.permanent(s, seat,
                                                               "cattle_inhabitant_discount")
    return max(0, base), CATTLE_EXTRA.get(s.cattle_out[seat], 0)


def cattle(s: BoonlakeState, seat: int) -> list[tuple[int, int]]:
    """(pasture, inhabitants paid as VP) for every cattle the seat may place."""
    if not economy.pieces_left(s, seat, "cattle"):
        return []
    found = []
    for pasture in town.pastures_open(s):
        base, extra = cattle_price(s, seat, pasture)
        found += [(pasture, paid) for paid in range(extra + 1)
                  if base + extra - paid <= s.ranch[seat]]
    return found


def own_house(s: BoonlakeState, seat: int, space: int, site: int) -> bool:
    return s.site(space, site) == (seat, HOUSE)
