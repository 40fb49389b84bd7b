"""The player board and the supply: coins, cards, inhabitants, tracks, production, canal,
pieces leaving the tiers, levers and income."""

from __future__ import annotations

from functools import cache

from rules.boonlake.board import RESOURCES, Reward, Tier, load_board
from rules.boonlake.state import BoonlakeState
from rules.core.rng import Rng

BOARD = load_board()
PLAYER = BOARD.player
TRACKS = {"coin": PLAYER.coin_track, "card": PLAYER.card_track}
PIECE_FIELDS = {"house": "houses_out", "settlement": "settlements_out", "cattle": "cattle_out"}


# ----- cards -------------------------------------------------------------------------------
def draw(s: BoonlakeState, seat: int, count: int) -> int:
    """Draw up to `count` cards, shuffling the discards into a new deck when it runs out;
    returns how many were drawn (fewer only when both are empty)."""
    drawn = 0
    for _ in range(count):
        if not s.deck and s.discard:
            rng = Rng(s.rng)
            s.deck, s.discard = s.discard, []
            rng.shuffle(s.deck)
            s.rng = rng.state
        if not s.deck:
            break
        s.hand[seat].append(s.deck.pop())
        drawn += 1
    return drawn


def discard(s: BoonlakeState, seat: int, card: int) -> None:
    s.hand[seat].remove(card)
    s.discard.append(card)


# ----- inhabitants and pieces --------------------------------------------------------------
def take_inhabitants(s: BoonlakeState, seat: int, count: int) -> int:
    """Move up to `count` of the seat's inhabitants from the supply to its ranch (wooden
    pieces are limited); returns how many came."""
    taken = min(count, s.supply[seat])
    s.supply[seat] -= taken
    s.ranch[seat] += taken
    return taken


def return_inhabitants(s: BoonlakeState, seat: int, count: int) -> None:
    """Give up inhabitants from the ranch to the supply."""
    if count > s.ranch[seat]:
        raise ValueError("not enough inhabitants in the ranch")
    s.ranch[seat] -= count
    s.supply[seat] += count


def pieces_left(s: BoonlakeState, seat: int, piece: str) -> int:
    total = PLAYER.pieces[{"house": "houses", "settlement": "settlements",
                           "cattle": "cattle"}[piece]]
    return total - getattr(s, PIECE_FIELDS[piece])[seat]


def take_piece(s: BoonlakeState, seat: int, piece: str) -> None:
    """Take the top piece of a kind off the player board; a tier emptied by it gives its
    inhabitant to the ranch at once. A house may come from those that left the game once
    the board has none."""
    if piece == "house" and pieces_left(s, seat, "house") == 0:
        if not s.houses_lost[seat]:
            raise ValueError("no house left")
        s.houses_lost[seat] -= 1
        return
    if pieces_left(s, seat, piece) == 0:
        raise ValueError(f"no {piece} left")
    before = emptied_tiers(s, seat)
    getattr(s, PIECE_FIELDS[piece])[seat] += 1
    for tier in emptied_tiers(s, seat):
        if tier not in before:
            s.ranch[seat] += tier.inhabitant


def board_inhabitants(s: BoonlakeState, seat: int) -> int:
    """Inhabitants still beside the tiers (taken when their tier empties)."""
    emptied = emptied_tiers(s, seat)
    return sum(t.inhabitant for t in PLAYER.tiers if t not in emptied)


def emptied_tiers(s: BoonlakeState, seat: int) -> tuple[Tier, ...]:
    """The seat's player board tiers whose pieces have all left."""
    return _emptied(s.houses_out[seat], s.settlements_out[seat], s.cattle_out[seat])


@cache
def _emptied(houses: int, settlements: int, cattle: int) -> tuple[Tier, ...]:
    # A few dozen piece counts in all: each worked out once.
    return PLAYER.emptied_tiers({"house": houses, "settlement": settlements, "cattle": cattle})


# ----- production --------------------------------------------------------------------------
def available(s: BoonlakeState, seat: int) -> dict[str, int]:
    """Resources the seat's production sites and boats make (virtual: never spent)."""
    made = {r: PLAYER.production_levels.get(level, 0)
            for r, level in zip(RESOURCES, s.production[seat], strict=True)}
    for position in s.boats[seat]:
        made[PLAYER.canal[position]] += 1
    return made


def missing(s: BoonlakeState, seat: int, needed: dict[str, int], jokers: int = 0) -> int:
    """How many resources short the seat is of `needed`, after `jokers` of any kind."""
    have = available(s, seat)
    return max(0, sum(max(0, n - have.get(r, 0)) for r, n in needed.items()) - jokers)


def site_choices(s: BoonlakeState, seat: int, resource: str | None = None) -> list[str]:
    """Resources where a production site can be built (new at level 1) or flipped to 2."""
    levels = dict(zip(RESOURCES, s.production[seat], strict=True))
    return [r for r in RESOURCES if levels[r] < 2 and resource in (None, r)]


def build_site(s: BoonlakeState, seat: int, resource: str) -> None:
    i = RESOURCES.index(resource)
    if s.production[seat][i] >= 2:
        raise ValueError("a production site has at most level 2")
    s.production[seat][i] += 1


def move_boat(s: BoonlakeState, seat: int, boat: int, to: int, free: bool = False) -> int:
    """Move a boat along the canal; upstream costs coins unless `free` (a lever). Returns
    the coins paid."""
    if not 0 <= to < len(PLAYER.canal) or to == s.boats[seat][boat]:
        raise ValueError("a boat moves to another canal position")
    cost = 0 if free or to > s.boats[seat][boat] else PLAYER.upstream_cost
    if cost > s.coins[seat]:
        raise ValueError("not enough coins to move upstream")
    s.coins[seat] -= cost
    s.boats[seat][boat] = to
    return cost


# ----- tracks and rewards ------------------------------------------------------------------
def advance(s: BoonlakeState, seat: int, track: str, steps: int) -> list[Reward]:
    """Move a track marker; rewards crossed are given now (VP, vases), except production
    sites, which are returned for the player to choose. Steps past the end are worth VP."""
    positions = s.coin_track if track == "coin" else s.card_track
    data = TRACKS[track]
    last = len(data.income) - 1
    choices = []
    for _ in range(steps):
        positions[seat] += 1
        position = positions[seat]
        if position > last:
            s.vp[seat] += data.overflow_vp
            continue
        reward = data.rewards.get(position)
        if reward is not None:
            choices += gain(s, seat, reward)
    return choices


def track_income(s: BoonlakeState, seat: int, track: str) -> tuple[int, int]:
    data = TRACKS[track]
    position = s.coin_track[seat] if track == "coin" else s.card_track[seat]
    return data.income[min(position, len(data.income) - 1)]


def gain(s: BoonlakeState, seat: int, reward: Reward) -> list[Reward]:
    """Give a reward that needs no choice; return it when the player must choose (a
    production site, a vase or site, three steps on a track of their choice)."""
    kind, n = reward.kind, reward.n
    if kind == "coins":
        s.coins[seat] += n
    elif kind == "cards":
        draw(s, seat, n)
    elif kind == "vp":
        s.vp[seat] += n
    elif kind == "vase":
        s.vases[seat] += n
    elif kind == "inhabitants":
        take_inhabitants(s, seat, n)
    elif kind == "coin_track":
        return advance(s, seat, "coin", n)
    elif kind == "card_track":
        return advance(s, seat, "card", n)
    elif kind == "coin_income":
        s.coins[seat] += track_income(s, seat, "coin")[0]
    elif kind == "card_income":
        draw(s, seat, track_income(s, seat, "card")[0])
    elif kind in ("site", "vase_or_site", "track_choice"):
        if kind == "site" and not site_choices(s, seat, reward.resource or None):
            return []  # nothing left to build: the reward is lost
        return [reward]
    else:
        raise ValueError(f"unknown reward {kind!r}")
    return []


# ----- income ------------------------------------------------------------------------------
def interim_income(s: BoonlakeState, seat: int) -> tuple[int, int, int]:
    """(coins, cards, VP) of the interim scoring's income step, before cattle."""
    coins, coin_vp = track_income(s, seat, "coin")
    cards, card_vp = track_income(s, seat, "card")
    board_coins, board_vp = PLAYER.interim_income(s.removed(seat))
    return coins + board_coins, cards, coin_vp + card_vp + board_vp


# ----- levers ------------------------------------------------------------------------------
def lever_count(s: BoonlakeState, seat: int) -> int:
    return sum(1 for state in s.levers[seat] if state >= 0)


def lever_end_vp(count: int) -> int:
    per = 0
    for least, vp in PLAYER.lever_end_vp:
        if count >= least:
            per = vp
    return per * count
