"""Boonlake setup and flow: the decision stack of a turn (phase A's strip, card step, middle
and everyone's right side; phase B's ship; phase C), interim scorings and the game's end.

A turn is an agenda on `state.pending`: the seats' decisions and the engine's own steps
(`state.STEPS`), which `_advance` runs until a seat has something to decide. The moves
are declared in `moves.py`, their effects in `actions.py`.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.boonlake import catalogue, economy, effects, river, solo, town
from rules.boonlake.board import REGIONS, STRIPS, load_board
from rules.boonlake.options import BoonlakeOptions
from rules.boonlake.state import EMINENCE, STEPS, BoonlakeState
from rules.core.message import msg
from rules.core.rng import Rng, seed_state
from rules.core.state import Decision, LogEntry

BOARD = load_board()
PLAYER = BOARD.player
TOP_ROW_LEVERS = tuple(i for i, lever in enumerate(PLAYER.levers) if lever.forgo_right_side)
LEVER = {lever.kind: i for i, lever in enumerate(PLAYER.levers)}  # effect kind -> space
KIND_CODE = {kind: i for i, kind in enumerate(effects.KIND_CODES)}
SCORING_SLOTS = 4
MAY_BE_EMPTY = ("ship", "production", "give_cards", "interim_tile", "keep_tile")


def new_state(names: list[str], options: BoonlakeOptions, seed: int) -> BoonlakeState:
    rng = Rng(seed_state(seed))
    n = len(names)
    s = BoonlakeState.__new__(BoonlakeState)
    s.n, s.names, s.options, s.phase = n, names[:], options, "setup"
    s.round, s.interims, s.version = 1, 0, 0
    s.strip, s.steps, s.region, s.trigger = -1, 0, -1, 0
    # The Wise Eminence starts a solo game.
    s.start = EMINENCE if n == 1 else 0 if options.first_seat_starts else rng.below(n)
    s.turn = s.start
    s.strips = list(range(len(STRIPS)))
    rng.shuffle(s.strips)
    s.spaces, s.sites, s.cattle = [-1] * 33, [-1] * 66, [[] for _ in range(33)]
    start_spaces = list(BOARD.map.start_spaces(n))
    start_tiles = [t.id for t in BOARD.start_tiles(n)]
    rng.shuffle(start_tiles)
    for space, tile in zip(start_spaces, start_tiles, strict=True):
        s.spaces[space - 1] = tile
    s.mound = [t.id for t in BOARD.grey_tiles]
    rng.shuffle(s.mound)
    s.pastures = len(BOARD.pastures)
    s.region_markers, s.locks = [0] * len(REGIONS), [0, 0]
    s.deck = sorted(catalogue.cards())
    rng.shuffle(s.deck)
    s.discard = []
    tiles = sorted(catalogue.scoring_tiles())
    rng.shuffle(tiles)
    s.dealt = [tiles[2 * i:2 * i + 2] for i in range(n)]
    s.scoring = [-1] * SCORING_SLOTS
    s.ships = [BOARD.river.start_index(1, n)] * s.movers
    s.coins = [PLAYER.start_money[(seat - s.start) % s.movers + 1] for seat in range(n)]
    s.vp, s.vases = [0] * n, [0] * n
    s.ranch = [PLAYER.pieces["ranch_start"]] * n
    on_board = sum(t.inhabitant for t in PLAYER.tiers)
    s.supply = [PLAYER.pieces["inhabitants"] - PLAYER.pieces["ranch_start"] - on_board] * n
    s.coin_track, s.card_track = [0] * n, [0] * n
    s.houses_out, s.settlements_out = [0] * n, [0] * n
    s.cattle_out, s.houses_lost = [0] * n, [0] * n
    s.hand, s.played = [[] for _ in range(n)], [[] for _ in range(n)]
    s.production = [[0] * 4 for _ in range(n)]
    wood = PLAYER.canal.index(PLAYER.boats_start)
    s.boats = [[wood, wood] for _ in range(n)]
    s.levers = [[-1] * len(PLAYER.levers) for _ in range(n)]
    s.markers = [[-1] * 4 for _ in range(n)]
    s.projects = [[0] * SCORING_SLOTS for _ in range(n)]
    s.em_vp = s.em_houses = s.em_settlements = s.em_cattle = s.cactus = s.solo_shuffles = 0
    s.solo_tiles, s.solo_stack, s.solo_backs, s.solo_used = [], [], [], []
    if s.solo:
        solo.setup(s, rng)
    s.rng = rng.state
    for seat in range(n):
        economy.draw(s, seat, PLAYER.hand)
    s.pending = []
    order = seats_from(s, s.start)
    push(s, [d for seat in order for d in (Decision("keep_tile", seat, tuple(s.dealt[seat])),
                                            Decision("production", seat, (), 1))]
         + [Decision("setup_end", s.start)])
    starter = solo.NAME if s.solo else names[s.start]
    s.log = [LogEntry(msg("{name} starts.", name=starter))]
    return s


# ----- the agenda --------------------------------------------------------------------------
def push(s: BoonlakeState, decisions: Iterable[Decision]) -> None:
    """Put decisions on the stack so that they are resolved in the order given."""
    s.pending.extend(reversed(list(decisions)))


def seats_from(s: BoonlakeState, first: int) -> list[int]:
    return [(first + i) % s.n for i in range(s.n)]


def lever_ready(s: BoonlakeState, seat: int, kind: str) -> bool:
    return s.levers[seat][LEVER[kind]] == 0


def use_lever(s: BoonlakeState, seat: int, kind: str) -> None:
    s.levers[seat][LEVER[kind]] = 1


def advance(s: BoonlakeState) -> None:
    """Run the engine's own steps, and settle decisions that have only one outcome, until a
    seat has a real choice on top (or the game is over)."""
    from rules.boonlake import actions  # the moves call back into the flow
    from rules.boonlake.moves import MOVES

    while s.pending:
        top = s.pending[-1]
        if top.kind in STEPS:
            s.pending.pop()
            _STEP[top.kind](s, top)
            continue
        if actions.settle_automatic(s, top):
            continue
        if top.kind in MAY_BE_EMPTY and not MOVES.legal_actions(s, top.seat):
            s.pending.pop()  # nothing can be done (a ship at the river's end)
            continue
        return


def _setup_end(s: BoonlakeState, d: Decision) -> None:
    """Fill the scoring slots without an owner with random tiles, then the first turn."""
    rng = Rng(s.rng)
    dealt = {t for tiles in s.dealt for t in tiles} | set(s.scoring)
    rest = [t for t in sorted(catalogue.scoring_tiles()) if t not in dealt]
    rng.shuffle(rest)
    for slot in range(SCORING_SLOTS):
        if s.scoring[slot] < 0:
            s.scoring[slot] = rest.pop()
    s.dealt = [[] for _ in range(s.n)]
    s.rng = rng.state
    s.phase = "play"
    begin_turn(s, s.start)


def start_turn_of_strip(s: BoonlakeState, seat: int, row: int) -> None:
    """Phase A: the strip taken moves to the bottom (phase C closes the gap), the rows' VP
    cost is paid, and the strip's parts are put on the agenda."""
    strip = s.strips.pop(row)
    s.strips.append(strip)
    s.vp[seat] -= BOARD.rows[row].vp_cost
    s.steps, s.strip, s.region, s.trigger = BOARD.rows[row].steps, strip, -1, 0
    name = STRIPS[strip]
    kind = BOARD.strip(name).card_kind
    agenda: list[Decision] = []
    if name == "builder":
        s.coins[seat] += 3
    else:
        agenda.append(Decision("card_step", seat, (), KIND_CODE[kind], 1))
    agenda += {
        "pioneer": [Decision("explore", seat, (), 2), Decision("build", seat, (), 0)],
        "settle": [Decision("build", seat, (), 0)],
        "cattle": [Decision("pasture", seat)],
        # In a solo game the Eminence scores the regions the player's Region scoring scores.
        "region": [Decision("region", seat)] + ([Decision("eminence_region", EMINENCE)]
                                                if s.solo else []),
        "hire": [Decision("hire_gain", seat), Decision("explore", seat, (), 1)],
        "builder": [Decision("card_step", seat, (), KIND_CODE["any"], 2)],
        "progress": [Decision("modernize", seat, (), 0)],
    }[name]
    others = [x for x in seats_from(s, seat) if not (name == "pioneer" and x == seat)]
    agenda += [Decision("right_start", x, (), strip) for x in others]
    agenda += [Decision("ship", seat), Decision("turn_end", seat)]
    push(s, agenda)


def _right_start(s: BoonlakeState, d: Decision) -> None:
    """A seat's turn at the strip's all-players part: asked first whether to forgo it for a
    top-row lever (or to use the region lever), else it starts at once."""
    seat, strip = d.seat, d.number
    region_lever = STRIPS[strip] == "region" and lever_ready(s, seat, "region_vp")
    if region_lever or any(s.levers[seat][i] == 0 for i in TOP_ROW_LEVERS):
        push(s, [Decision("right", seat, (), strip)])
    else:
        right_side(s, seat, strip, False)


def right_side(s: BoonlakeState, seat: int, strip: int, region_lever: bool) -> None:
    name = STRIPS[strip]
    if name == "pioneer":
        economy.draw(s, seat, 2)
        push(s, [Decision("card_step", seat, (), KIND_CODE["any"], 1)])
    elif name in ("settle", "cattle"):
        push(s, [Decision("choice", seat, (), strip)])
    elif name == "region":
        present = sum(town.region_presence(s, seat, region) for i, region in enumerate(REGIONS)
                      if i != s.region)
        s.coins[seat] += present
        if region_lever:
            use_lever(s, seat, "region_vp")
            s.vp[seat] += present * PLAYER.levers[LEVER["region_vp"]].get("vp", 1)
    elif name == "hire":
        push(s, [Decision("hire", seat)])
    elif name == "builder":
        push(s, [Decision("card_step", seat, (), KIND_CODE["any"], 1)])
    elif name == "progress":
        push(s, [Decision("modernize", seat, (), 1)])


def _hire_gain(s: BoonlakeState, d: Decision) -> None:
    economy.take_inhabitants(s, d.seat, 1)


def _develop_gain(s: BoonlakeState, d: Decision) -> None:
    from rules.boonlake import actions

    actions.develop_gain(s, d.seat, d.cards[0], d.cards[1])


def _lever_gain(s: BoonlakeState, d: Decision) -> None:
    lever = PLAYER.levers[LEVER["discard_for_inhabitant"]]
    economy.take_inhabitants(s, d.seat, lever.get("inhabitants"))
    s.vp[d.seat] += lever.get("vp")


def _exchange_get(s: BoonlakeState, d: Decision) -> None:
    give, get = effects.exchange_sides(d.cards[0], d.cards[1], bool(d.cards[2]))
    effects.pay_and_get(s, d.seat, give, get)


# ----- the end of a turn, interim scorings, the end of the game -----------------------------
def _turn_end(s: BoonlakeState, d: Decision) -> None:
    seat, trigger = d.seat, s.trigger
    s.trigger, s.strip, s.region = 0, -1, -1
    nxt = (seat + 1) % s.movers
    if trigger == 1 or (trigger == 2 and s.round == 1):
        start_interim(s, seat)
    elif s.round == 2 and s.locks[1] and nxt == s.start:
        start_interim(s, seat)  # everyone has had as many turns: the 4th interim scoring
    else:
        next_turn(s, seat)


def next_turn(s: BoonlakeState, seat: int) -> None:
    begin_turn(s, (seat + 1) % s.movers)


def begin_turn(s: BoonlakeState, seat: int) -> None:
    s.turn = seat
    if s.solo and seat == EMINENCE:
        push(s, [Decision("eminence_turn", EMINENCE)])
    else:
        push(s, [Decision("strip", seat)])


def start_interim(s: BoonlakeState, seat: int) -> None:
    """Interim scoring, all seats in turn from the active one (the rulebook lets players take
    part one after the other): two actions, then a scoring tile; then income for all."""
    s.phase = "interim"
    s.interims += 1
    agenda = [d for x in seats_from(s, seat)
              for d in (Decision("interim_action", x, (), 2), Decision("interim_tile", x))]
    push(s, agenda + [Decision("interim_close", seat)])


def _interim_close(s: BoonlakeState, d: Decision) -> None:
    last = s.interims == 4
    for seat in range(s.n):
        coins, cards, vp = economy.interim_income(s, seat)
        s.vp[seat] += vp + town.cattle_vp(s, seat)
        if not last:
            s.coins[seat] += coins
            economy.draw(s, seat, cards)
        s.vp[seat] += sum(1 for state in s.levers[seat] if state == 0)
        s.levers[seat] = [min(state, 0) for state in s.levers[seat]]
    if s.solo:  # the Eminence's income (its final-scoring income is in solo.score)
        s.em_vp += solo.income(s)
    s.region_markers = [0] * len(REGIONS)
    s.phase = "play"
    if last:
        s.phase = "over"
        s.pending.clear()
        return
    if s.interims == 2:
        s.round = 2
        river.reset_ships(s)
    next_turn(s, d.seat)


def _eminence_turn(s: BoonlakeState, d: Decision) -> None:
    push(s, solo.turn(s))


def _eminence_ship(s: BoonlakeState, d: Decision) -> None:
    solo.sail(s)


def _eminence_region(s: BoonlakeState, d: Decision) -> None:
    solo.score_regions(s, 1)


_STEP = {"setup_end": _setup_end, "right_start": _right_start, "hire_gain": _hire_gain,
         "develop_gain": _develop_gain, "exchange_get": _exchange_get, "lever_gain": _lever_gain,
         "turn_end": _turn_end, "interim_close": _interim_close,
         "eminence_turn": _eminence_turn, "eminence_ship": _eminence_ship,
         "eminence_region": _eminence_region}
