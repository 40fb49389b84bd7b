"""Ginkgopolis game flow: setup, resolution of the chosen plays, the next round, the deck
rebuild and the end. The moves that start each step are declared in moves.py."""

from __future__ import annotations

import math

from rules.core.message import Msg, join, msg, nmsg, pmsg
from rules.core.rng import Rng, seed_state
from rules.core.state import Decision, LogEntry
from rules.ginkgopolis.catalogue import (
    BUILDINGS,
    CHARACTER_SETS,
    CHARACTERS,
    CONSTRUCT,
    EXPLOIT,
    HAL_NAME,
    HAND,
    LETTERS,
    MARKER_START,
    NUM_CHARACTERS,
    RESOURCES,
    URBAN,
    URBANIZE,
    amounts,
    card_name,
    character_name,
    colour_of,
    is_urban,
    number_of,
    tile_id,
    tile_name,
)
from rules.ginkgopolis.options import GinkgopolisOptions
from rules.ginkgopolis.state import HAL, GinkgopolisState

TAKE, MOVE = "take", "move"  # the kinds of pending decision (state.PENDING)
SOLO_HAND = 3  # cards the solo player draws each round
NEIGHBOURS = ((0, -1), (1, 0), (0, 1), (-1, 0))


# ----- setup ------------------------------------------------------------------------------
def new_state(names: list[str], kinds: list[str], options: GinkgopolisOptions,
              seed: int) -> GinkgopolisState:
    """A game of 2-5 players, or with one name the solo game against Hal."""
    solo = len(names) == 1
    if solo:
        names, kinds = [*names, "Hal"], [*kinds, "hal"]
    n = len(names)
    rng = Rng(seed_state(seed))
    start_tiles = [tile_id(c, k) for c in range(3) for k in range(1, 4)]
    rng.shuffle(start_tiles)
    cells = [[x, y, -1, 0, start_tiles[(y + 1) * 3 + x + 1]]
             for y in range(-1, 2) for x in range(-1, 2)]
    supply = [tile_id(c, k) for c in range(3) for k in range(4, 21)]
    rng.shuffle(supply)
    removed = sorted(supply.pop() for _ in range(6)) if n <= 3 else []
    deck = [URBAN + i for i in range(12)] + start_tiles
    rng.shuffle(deck)
    discard = [deck.pop() for _ in range(7)] if n <= 3 else []
    aside = sorted(tile_id(c, k) for c in range(3) for k in range(4, 21))
    state = GinkgopolisState(
        names=list(names), kinds=list(kinds), characters=options.characters,
        open_screens=int(options.open_screens), phase="draft", round=1,
        start=rng.below(n), turn=0, rng=0, version=0, cells=cells,
        markers=[list(m) for m in MARKER_START], supply=supply, removed=removed,
        screens=[[] for _ in range(n)], res_supply=[RESOURCES[n]] * n, res_behind=[0] * n,
        points=[0] * n, tokens=[2] * n, refreshed=[0] * n, hands=[[] for _ in range(n)],
        chosen=[[] for _ in range(n)], deck=deck, discard=discard, aside=aside,
        tableau=[[] for _ in range(n)], chars=[[] for _ in range(n)],
        draft_hands=[[] for _ in range(n)], picked=[0] * n, box=[], pending=[],
        exhausted=0, out_this_round=0, ending=0, offered=[[] for _ in range(n)],
        done=[0] * n, passed=[[] for _ in range(n)], solo=0, log=[],
    )
    if solo:
        # solo.py builds on this module's operations, so it is imported where it is used
        from rules.ginkgopolis.solo import setup_solo

        setup_solo(state, options, rng)
    elif options.characters == "tutorial":
        sets = list(CHARACTER_SETS)
        rng.shuffle(sets)
        for s in range(n):
            state.chars[s] = [c.id for c in CHARACTERS if c.set == sets[s]]
        taken = {c for cs in state.chars for c in cs}
        state.box = [c for c in range(NUM_CHARACTERS) if c not in taken]
        finish_setup(state, rng)
    else:
        pool = list(range(NUM_CHARACTERS))
        rng.shuffle(pool)
        for s in range(n):
            state.draft_hands[s] = sorted(pool.pop() for _ in range(4))
        state.box = sorted(pool)
        state.log.append(LogEntry(msg("The players draft their characters.")))
    state.rng = rng.state
    return state


def finish_setup(state: GinkgopolisState, rng: Rng) -> None:
    """Start bonuses behind the screens, then 4 cards each from the start player on."""
    for s in range(state.n):
        state.chars[s].sort()
        bonus = [sum(CHARACTERS[c].bonus[i] for c in state.chars[s]) for i in range(3)]
        gain(state, s, bonus)
        names = join(character_name(c) for c in state.chars[s])
        state.log.append(LogEntry(msg("{who} has {characters}.", who=who(state, s),
                                      characters=names)))
    for s in state.order():
        for _ in range(HAND):
            draw_into(state, s, rng)
    state.phase = "choose"
    state.log.append(LogEntry(msg("{who} is the start player. Round 1.",
                                  who=who(state, state.start))))


# ----- small operations -------------------------------------------------------------------
def who(state: GinkgopolisState, seat: int) -> Msg | str:
    """A seat's name in a message: the player's own, or the solo opponent's (translated)."""
    return HAL_NAME if state.solo and seat == HAL else state.names[seat]


def gain(state: GinkgopolisState, seat: int, reward) -> tuple[int, int, int]:
    """Resources from the seat's supply, points, tiles from the tile supply; returns what was
    really gained."""
    r = min(reward[0], state.res_supply[seat])
    state.res_supply[seat] -= r
    state.res_behind[seat] += r
    state.points[seat] += reward[1]
    t = 0
    for _ in range(reward[2]):
        if not state.supply:
            break
        state.screens[seat].append(state.supply.pop())
        t += 1
        if not state.supply:
            state.out_this_round = 1
    state.screens[seat].sort()
    return r, reward[1], t


reward_text = amounts  # '2 resources, 1 point' for what was gained


def effect_reward(state: GinkgopolisState, seat: int, trigger: int) -> list[int]:
    total = [0, 0, 0]
    for c in state.chars[seat]:
        if CHARACTERS[c].trigger == trigger:
            total = [a + b for a, b in zip(total, CHARACTERS[c].reward, strict=True)]
    for c in state.tableau[seat]:
        if BUILDINGS[c].trigger == trigger:
            total = [a + b for a, b in zip(total, BUILDINGS[c].reward, strict=True)]
    return total


def apply_effects(state: GinkgopolisState, seat: int, trigger: int) -> None:
    reward = effect_reward(state, seat, trigger)
    if any(reward):
        got = reward_text(gain(state, seat, reward))
        name = who(state, seat)
        line = (msg("{who}'s exploit effects give {reward}.", who=name, reward=got)
                if trigger == EXPLOIT else
                msg("{who}'s urbanization effects give {reward}.", who=name, reward=got)
                if trigger == URBANIZE else
                msg("{who}'s construction effects give {reward}.", who=name, reward=got))
        state.log.append(LogEntry(line))


def find_cell(state: GinkgopolisState, tile: int) -> list[int] | None:
    for cell in state.cells:
        if cell[-1] == tile:
            return cell
    return None


def building_reward(cell: list[int]) -> list[int]:
    height = len(cell) - 4
    reward = [0, 0, 0]
    reward[(0, 2, 1)[colour_of(cell[-1])]] = height  # red resources, blue tiles, yellow points
    return reward


def draw_into(state: GinkgopolisState, seat: int, rng: Rng) -> None:
    if not state.deck:
        rebuild_deck(state, rng)
    if state.deck:
        state.hands[seat].append(state.deck.pop())
        state.hands[seat].sort()
        if not state.deck:
            rebuild_deck(state, rng)


def rebuild_deck(state: GinkgopolisState, rng: Rng) -> None:
    """The deck is used up: the cards of the site-marked buildings join the discard, which is
    shuffled into the new deck (7 discarded face up with 2-3 players); sites are cleared."""
    added = []
    for cell in state.cells:
        if cell[3]:
            card = cell[-1]
            if card in state.aside:
                state.aside.remove(card)
                state.discard.append(card)
                added.append(card)
            cell[3] = 0
    if not state.discard:
        return
    state.deck = state.discard
    state.discard = []
    rng.shuffle(state.deck)
    if state.n <= 3:
        for _ in range(min(7, len(state.deck))):
            state.discard.append(state.deck.pop())
    if added:
        line = msg("The deck is rebuilt ({cards} added).",
                   cards=join(card_name(c) for c in sorted(added)))
    else:
        line = msg("The deck is rebuilt (no new cards added).")
    state.log.append(LogEntry(line))


def check_ending(state: GinkgopolisState) -> None:
    total = RESOURCES[state.n]
    for s in range(state.n):
        if state.board_resources(s) == total and not state.ending:
            state.ending = 1
            state.log.append(LogEntry(msg("{who} has placed all their resources: this is "
                                          "the last round.", who=who(state, s))))


def hand_size(state: GinkgopolisState) -> int:
    return SOLO_HAND if state.solo else HAND


# ----- markers ----------------------------------------------------------------------------
def marker_candidates(state: GinkgopolisState, letter: int) -> list[tuple[int, int]]:
    """Where marker `letter` (standing on its new building) may go: an orthogonally adjacent
    empty space, else any empty space next to the city between its neighbouring letters."""
    x, y = state.markers[letter]
    used = {(c[0], c[1]) for c in state.cells}
    used |= {(m[0], m[1]) for i, m in enumerate(state.markers) if i != letter}
    near = [(x + dx, y + dy) for dx, dy in NEIGHBOURS if (x + dx, y + dy) not in used]
    if near:
        return sorted(near, key=lambda p: (p[1], p[0]))
    free = sorted({(c[0] + dx, c[1] + dy) for c in state.cells for dx, dy in NEIGHBOURS}
                  - used - {(x, y)}, key=lambda p: (p[1], p[0]))
    centre = city_centre(state)
    a0 = _angle(state.markers[(letter - 1) % 12], centre)
    span = (_angle(state.markers[(letter + 1) % 12], centre) - a0) % (2 * math.pi)
    between = [p for p in free if 0 < (_angle(p, centre) - a0) % (2 * math.pi) < span]
    return between or free


def city_centre(state: GinkgopolisState) -> tuple[float, float]:
    return (sum(c[0] for c in state.cells) / len(state.cells),
            sum(c[1] for c in state.cells) / len(state.cells))


def _angle(p, centre: tuple[float, float]) -> float:
    # y points down, so this grows clockwise on screen
    return math.atan2(p[1] - centre[1], p[0] - centre[0])


def keep_letters_in_order(state: GinkgopolisState, moved: int) -> None:
    """The rulebook lets the player move other markers so that the letters stay in
    alphabetical order around the city. When the move broke the order, the other letters
    take the same free spaces again, clockwise from the moved one: no space changes, only
    which letter stands on it."""
    centre = city_centre(state)
    clockwise = sorted(range(12), key=lambda i: _angle(state.markers[i], centre))
    k = clockwise.index(moved)
    seen = clockwise[k:] + clockwise[:k]
    wanted = [(moved + i) % 12 for i in range(12)]
    if seen == wanted:
        return
    spaces = [list(state.markers[i]) for i in seen]
    for letter, space in zip(wanted, spaces, strict=True):
        state.markers[letter] = space
    state.log.append(LogEntry(msg("The other urbanization markers are moved to keep the "
                                  "letters in alphabetical order.")))


# ----- the flow of a round -----------------------------------------------------------------
def after_choice(state: GinkgopolisState, seat: int, rng: Rng, public: Msg,
                 private: Msg) -> None:
    """A seat has chosen its play (moves.py): when every seat has, the plays resolve."""
    state.log.append(LogEntry(public, seat, private))
    if all(state.chosen):
        state.phase = "resolve"
        state.turn = 0
        run(state, rng)


def run(state: GinkgopolisState, rng: Rng) -> None:
    """Resolve the chosen plays in turn order until a decision is needed or the round ends."""
    while state.phase == "resolve" and not state.pending:
        if state.turn >= state.n:
            end_round(state, rng)
            return
        resolve_play(state, state.order()[state.turn], rng)


def resolve_play(state: GinkgopolisState, seat: int, rng: Rng) -> None:
    card, tile = state.chosen[seat]
    if card < 0:
        finish_turn(state, seat)
        return
    if state.solo and seat == HAL:
        from rules.ginkgopolis.solo import hal_turn

        hal_turn(state, rng)
        return
    if tile >= 0:
        if is_urban(card):
            if state.res_behind[seat] >= 1:
                urbanize(state, seat, card, tile)
                return
        elif can_build(state, seat, card, tile):
            build(state, seat, card, tile)
            return
        state.screens[seat].append(tile)
        state.screens[seat].sort()
        state.chosen[seat][1] = -1
        state.log.append(LogEntry(msg(
            "{who} cannot pay to place a tile with {card}, so the card is exploited and the "
            "tile goes back behind the screen.", who=who(state, seat), card=card_name(card))))
    exploit(state, seat, card)


def exploit(state: GinkgopolisState, seat: int, card: int) -> None:
    name = who(state, seat)
    if is_urban(card):
        state.log.append(LogEntry(msg("{who} plays {card} alone.", who=name,
                                      card=card_name(card))))
        state.pending.append(Decision(TAKE, seat, (), card))
        return
    cell = find_cell(state, card)
    got = gain(state, seat, building_reward(cell))
    state.log.append(LogEntry(msg("{who} exploits {card} (height {height}): {reward}.",
                                  who=name, card=card_name(card), height=len(cell) - 4,
                                  reward=reward_text(got))))
    apply_effects(state, seat, EXPLOIT)
    state.discard.append(card)
    finish_turn(state, seat)


def can_build(state: GinkgopolisState, seat: int, card: int, tile: int) -> bool:
    return can_build_on(state, seat, find_cell(state, card), card, tile)


def can_build_on(state: GinkgopolisState, seat: int, cell: list[int], card: int,
                 tile: int) -> bool:
    """Can `seat` afford to build `tile` on `cell` (the building of `card`)?"""
    height = len(cell) - 4
    fee = int(colour_of(tile) != colour_of(card))
    available = state.res_behind[seat] + (height if cell[2] == seat else 0)
    return (available >= height + 1 + fee
            and state.points[seat] >= max(0, number_of(card) - number_of(tile)))


def build(state: GinkgopolisState, seat: int, card: int, tile: int) -> None:
    cell = find_cell(state, card)
    height = len(cell) - 4
    text = [msg("{who} builds {tile} on {card}", who=who(state, seat), tile=tile_name(tile),
                card=card_name(card)), *release(state, seat, cell)]
    cost = max(0, number_of(card) - number_of(tile))
    if cost:
        state.points[seat] -= cost
        text.append(nmsg("pays {n} point for the lower number",
                         "pays {n} points for the lower number", cost))
    if colour_of(tile) != colour_of(card):
        state.res_behind[seat] -= 1
        state.res_supply[seat] += 1
        text.append(msg("pays 1 resource for the colour change"))
    cell.append(tile)
    cell[2] = seat
    cell[3] = 1
    state.res_behind[seat] -= height + 1
    state.log.append(LogEntry(msg("{clauses} (height {height}).", clauses=clauses(text),
                                  height=height + 1)))
    apply_effects(state, seat, CONSTRUCT)
    state.tableau[seat].append(card)
    finish_turn(state, seat)


def urbanize(state: GinkgopolisState, seat: int, card: int, tile: int) -> None:
    letter = card - URBAN
    x, y = state.markers[letter]
    state.cells.append([x, y, seat, 1, tile])
    state.chosen[seat][1] = -1
    state.res_behind[seat] -= 1
    state.log.append(LogEntry(msg("{who} urbanizes {letter} with {tile}.",
                                  who=who(state, seat), letter=LETTERS[letter],
                                  tile=tile_name(tile))))
    candidates = marker_candidates(state, letter)
    if len(candidates) == 1:
        move_marker(state, letter, candidates[0])
    else:  # the player decides, for Hal too
        state.pending.append(Decision(MOVE, 0 if state.solo else seat, (), letter))


def clauses(parts: list[Msg]) -> Msg:
    """Clauses of one log line, 'a; b; c'."""
    line = parts[0]
    for part in parts[1:]:
        line = pmsg("ginkgopolis clauses", "{a}; {b}", a=line, b=part)
    return line


def release(state: GinkgopolisState, builder: int, cell: list[int]) -> list[Msg]:
    """Before a build-up: the resources on the building go back to its owner, who scores
    1 point each when someone else builds. Returns the log phrase, if any."""
    owner, height = cell[2], len(cell) - 4
    if owner < 0:
        return []
    give_back(state, owner, height)
    if owner == builder:
        return []
    state.points[owner] += height
    return [nmsg("{who} takes back {n} resource and scores {n} point",
                 "{who} takes back {n} resources and scores {n} points", height,
                 who=who(state, owner))]


def give_back(state: GinkgopolisState, owner: int, count: int) -> None:
    """Resources taken off a building go back behind the owner's screen (Hal has none:
    his go back to his supply)."""
    if state.solo and owner == HAL:
        state.res_supply[owner] += count
    else:
        state.res_behind[owner] += count


def neighbours(state: GinkgopolisState, x: int, y: int) -> list[list[int]]:
    """The buildings orthogonally adjacent to (x, y)."""
    near = {(x + dx, y + dy) for dx, dy in NEIGHBOURS}
    return [c for c in state.cells if (c[0], c[1]) in near]


# where a free space lies, as the board shows it: the building on that side of it
SIDES = ((0, 1), (-1, 0), (0, -1), (1, 0))  # above, right of, below, left of that building


def _side(side: int, tile: int) -> Msg:
    name = tile_name(tile)
    if side == 0:
        return msg("above {tile}", tile=name)
    if side == 1:
        return msg("right of {tile}", tile=name)
    if side == 2:
        return msg("below {tile}", tile=name)
    return msg("left of {tile}", tile=name)


def place_name(state: GinkgopolisState, pos) -> Msg:
    """A free space named by the buildings around it, as players see them on the board:
    'the space above red 5 and left of blue 12' (never its coordinates)."""
    x, y = pos[0], pos[1]
    tops = {(c[0], c[1]): c[-1] for c in state.cells}
    parts = [_side(i, tops[(x + dx, y + dy)]) for i, (dx, dy) in enumerate(SIDES)
             if (x + dx, y + dy) in tops]
    if not parts:
        return msg("an empty space")
    where = parts[0]
    for part in parts[1:]:
        where = pmsg("ginkgopolis place", "{a} and {b}", a=where, b=part)
    return msg("the space {where}", where=where)


def move_marker(state: GinkgopolisState, letter: int, pos) -> None:
    """Marker `letter` goes to `pos`; the new building's owner then uses its neighbours
    (Hal scores 1 point per reward instead, and has no card effects)."""
    cell = state.cells[-1]
    owner = cell[2]
    state.markers[letter] = [pos[0], pos[1]]
    keep_letters_in_order(state, letter)
    if state.solo and owner == HAL:
        from rules.ginkgopolis.solo import hal_uses_neighbours

        hal_uses_neighbours(state, cell)
    else:
        for other in neighbours(state, cell[0], cell[1]):
            got = gain(state, owner, building_reward(other))
            state.log.append(LogEntry(msg("{who} uses {tile} (height {height}): {reward}.",
                                          who=who(state, owner), tile=tile_name(other[-1]),
                                          height=len(other) - 4, reward=reward_text(got))))
        apply_effects(state, owner, URBANIZE)
    state.discard.append(URBAN + letter)
    finish_turn(state, owner)


def finish_turn(state: GinkgopolisState, seat: int) -> None:
    state.chosen[seat] = []
    state.turn += 1
    check_ending(state)


# ----- the end of a round -----------------------------------------------------------------
def end_round(state: GinkgopolisState, rng: Rng) -> None:
    ran_out = state.out_this_round
    if ran_out:
        state.exhausted += 1
        state.out_this_round = 0
        state.log.append(LogEntry(msg("The tile supply has run out ({n}).",
                                      n=state.exhausted)))
    if state.ending or state.exhausted >= 2 or (state.solo and ran_out):
        finish_game(state)
        return
    if ran_out:  # the first time: everyone may add tiles from behind the screen
        state.phase = "addtiles"
        state.done = [0 if state.screens[s] else 1 for s in range(state.n)]
        state.offered = [[] for _ in range(state.n)]
        if all(state.done):
            finish_adding(state, rng)
        return
    next_round(state, rng)


def finish_adding(state: GinkgopolisState, rng: Rng) -> None:
    parts = []
    for s in range(state.n):
        count = len(state.offered[s])
        state.points[s] += count
        state.supply.extend(state.offered[s])
        parts.append(pmsg("ginkgopolis tiles added", "{who} {n}", who=who(state, s), n=count))
    state.offered = [[] for _ in range(state.n)]
    state.done = [0] * state.n
    rng.shuffle(state.supply)
    state.log.append(LogEntry(msg("Tiles are added to the supply: {added}.",
                                  added=join(parts))))
    if not state.supply:
        state.exhausted = 2
        finish_game(state)
        return
    next_round(state, rng)


def next_round(state: GinkgopolisState, rng: Rng) -> None:
    if state.solo:
        from rules.ginkgopolis.solo import next_solo_round

        next_solo_round(state, rng)
        return
    n = state.n
    state.passed = [list(h) for h in state.hands]
    state.hands = [state.hands[(s - 1) % n] for s in range(n)]
    state.start = (state.start + 1) % n
    for s in state.order():
        while len(state.hands[s]) < HAND and (state.deck or state.discard or _sites(state)):
            before = len(state.hands[s])
            draw_into(state, s, rng)
            if len(state.hands[s]) == before:
                break
    state.refreshed = [0] * n
    state.chosen = [[] for _ in range(n)]
    state.round += 1
    state.phase = "choose"
    state.log.append(LogEntry(msg("Round {round}: {who} is the start player.",
                                  round=state.round, who=who(state, state.start))))


def _sites(state: GinkgopolisState) -> bool:
    return any(c[3] for c in state.cells)


def finish_game(state: GinkgopolisState) -> None:
    state.phase = "over"
    state.log.append(LogEntry(msg("The game is over.")))

