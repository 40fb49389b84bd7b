"""How each move changes the state, given the decision it answers (rules/boonlake/moves.py
takes the decision off the stack, calls these and lets the engine run on), and the decisions
the engine settles by itself because they have one outcome (`settle_automatic`)."""

from __future__ import annotations

from rules.boonlake import catalogue, economy, effects, engine, river, town
from rules.boonlake import options_of as can
from rules.boonlake.board import REGIONS, RESOURCES, load_board
from rules.boonlake.legal import SKIP_LEVERS
from rules.boonlake.state import HOUSE, INHABITANT, SETTLEMENT, BoonlakeState
from rules.core.state import Decision

BOARD = load_board()
PLAYER = BOARD.player
SETTLEMENT_REGION_PENALTY = 5


def settle_automatic(s: BoonlakeState, d: Decision) -> bool:
    """Decisions the rules settle without a choice: exploring with no tile left or nowhere to
    put it (2 coins a tile), cattle breeding with no pasture or space (2 coins). True when
    the top decision was settled."""
    seat = d.seat
    if d.kind == "explore" and (not s.mound or not town.placeable(s)):
        s.pending.pop()
        for _ in range(d.number):
            if s.mound:
                s.mound.pop()
                s.coins[seat] += 2
        return True
    if d.kind == "pasture" and (not s.pastures or not town.placeable(s)):
        s.pending.pop()
        s.coins[seat] += 2
        return True
    return False


def _then(s: BoonlakeState, decisions: list[Decision]) -> None:
    engine.push(s, decisions)


# ----- setup and small choices -------------------------------------------------------------
def _keep(s, seat, d, tile):
    s.scoring[seat] = tile
    s.dealt[seat] = []


def _site(s, seat, d, resource):
    economy.build_site(s, seat, RESOURCES[resource])


def _vase(s, seat, d):
    s.vases[seat] += 1


def _track(s, seat, d, which):
    rewards = economy.advance(s, seat, "card" if which else "coin", d.number)
    _then(s, effects.choice_decisions(seat, rewards))


def _strip(s, seat, d, row):
    engine.start_turn_of_strip(s, seat, row)


# ----- cards -------------------------------------------------------------------------------
def _pay(s: BoonlakeState, seat: int, what, project: bool, bonus: int) -> None:
    positions, boat_coins, free_used = can.play_plan(s, seat, what, project, bonus)
    coins, vases, _ = can.cost_of(s, seat, what, project)
    s.boats[seat] = list(positions)
    if free_used:
        engine.use_lever(s, seat, "boat_upstream_free")
    s.coins[seat] -= coins + boat_coins
    s.vases[seat] -= vases
    if bonus:
        engine.use_lever(s, seat, can.BONUS_LEVER[bonus])
        lever = PLAYER.levers[can.LEVER[can.BONUS_LEVER[bonus]]]
        if bonus == 2:
            s.coins[seat] += lever.get("coins")
        elif bonus == 3:
            economy.draw(s, seat, lever.get("cards"))
        elif bonus == 4:
            s.coins[seat] += lever.get("coins")


def _play(s, seat, d, card_id, bonus):
    card = catalogue.card(card_id)
    _pay(s, seat, card, False, bonus)
    s.hand[seat].remove(card_id)
    s.played[seat].append(card_id)
    _after_card(s, seat, d, effects.immediate(s, seat, card))


def _project(s, seat, d, slot, bonus):
    tile = catalogue.tile(s.scoring[slot])
    _pay(s, seat, tile, True, bonus)
    economy.take_inhabitants(s, seat, 2)
    s.ranch[seat] -= 1  # one of them stands on the tile
    s.projects[seat][slot] = 1
    s.vp[seat] += tile.project_vp * (2 if slot == seat else 1)
    rewards = economy.advance(s, seat, tile.project_track, 1)
    _after_card(s, seat, d, effects.choice_decisions(seat, rewards))


def _after_card(s: BoonlakeState, seat: int, d: Decision, later: list[Decision]) -> None:
    """An interim scoring's action step continues after a card; other steps end with it."""
    if d.kind == "interim_action" and d.number > 1:
        later = [*later, Decision("interim_action", seat, (), d.number - 1)]
    _then(s, later)


def _discard(s, seat, d, card_id):
    kind = catalogue.card(card_id).kind
    economy.discard(s, seat, card_id)
    s.coins[seat] += 2 + effects.permanent(s, seat, "discard_kind_coin", kind)


def _draw(s, seat, d):
    economy.draw(s, seat, 1 if d.kind == "modernize" else 2)


def _skip(s, seat, d, lever):
    if lever:
        engine.use_lever(s, seat, SKIP_LEVERS[lever])
        if lever == 4:
            s.coins[seat] += sum(PLAYER.production_levels.get(x, 0) for x in s.production[seat])
        else:
            s.coins[seat] += PLAYER.levers[can.LEVER[SKIP_LEVERS[lever]]].get("coins")


# ----- the board ---------------------------------------------------------------------------
def _placed(s: BoonlakeState, seat: int, space: int, tile: int, lever: int) -> None:
    reward = town.place_tile(s, space, tile)
    if lever:
        engine.use_lever(s, seat, "tile_inhabitant")
        economy.take_inhabitants(s, seat, 1)
    if reward is None:
        return
    if reward.kind == "site":
        if economy.site_choices(s, seat, reward.resource):
            economy.build_site(s, seat, reward.resource)
        return
    _then(s, effects.choice_decisions(seat, economy.gain(s, seat, reward)))


def _explore(s, seat, d, space, lever):
    if d.number > 1:
        _then(s, [Decision("explore", seat, (), d.number - 1)])
    _placed(s, seat, space, s.mound.pop(), lever)


def _pasture(s, seat, d, space, lever):
    on_board = set(s.spaces)
    tile = next(t.id for t in BOARD.pastures if t.id not in on_board)
    s.pastures -= 1
    _placed(s, seat, space, tile, lever)


def _develop(s, seat, d, space, site):
    s.ranch[seat] -= 1
    s.set_site(space, site, seat, INHABITANT)
    cost = town.tile_at(s, space).sites[site]
    s.coins[seat] -= cost.pay_coins
    steps = [Decision("give_cards", seat, (), cost.pay_cards)] if cost.pay_cards else []
    _then(s, [*steps, Decision("develop_gain", seat, (space, site))])


def develop_gain(s: BoonlakeState, seat: int, space: int, site: int) -> None:
    rewards = []
    for reward in town.tile_at(s, space).sites[site].gain:
        rewards += economy.gain(s, seat, reward)
    _then(s, effects.choice_decisions(seat, rewards))


def _house(s, seat, d, space, site):
    free = d.kind == "build" and d.number == 2
    if not free:
        economy.return_inhabitants(s, seat, 1)
    s.supply[seat] += 1  # the inhabitant on the site goes back to the supply
    economy.take_piece(s, seat, "house")
    s.set_site(space, site, seat, HOUSE)
    _after_card(s, seat, d, [])


def _settle(s, seat, d, space, site, paid, lever):
    cheap = bool(lever) or (d.kind == "build" and d.number == 3)
    if lever:
        engine.use_lever(s, seat, "cheap_settlement")
    _, base, extra = can.settlement_price(s, seat, cheap)
    economy.return_inhabitants(s, seat, base + extra - paid)
    s.vp[seat] -= can.VP_PER_INHABITANT * paid
    region = town.MAP.space(space).region
    if town.settlements_in(s, seat, region):
        s.vp[seat] -= SETTLEMENT_REGION_PENALTY
    s.vp[seat] += town.tile_at(s, space).sites[site].settlement_vp
    s.houses_lost[seat] += 1  # the house leaves the game
    economy.take_piece(s, seat, "settlement")
    s.set_site(space, site, seat, SETTLEMENT)
    _after_card(s, seat, d, [])


def _cattle(s, seat, d, pasture, paid):
    base, extra = can.cattle_price(s, seat, pasture)
    economy.return_inhabitants(s, seat, base + extra - paid)
    s.vp[seat] -= can.VP_PER_INHABITANT * paid
    economy.take_piece(s, seat, "cattle")
    s.cattle[pasture - 1].append(seat)
    houses = town.pieces_adjacent_to(s, pasture, HOUSE)
    s.coins[seat] += houses * (2 + effects.permanent(s, seat, "cattle_coins"))


def _region(s, seat, d, region):
    s.region = region
    if not s.region_markers[region]:
        s.region_markers[region] = 1
        reward = town.MAP.region(REGIONS[region]).label_reward
        economy.gain(s, seat, reward)


def _lever(s, seat, d, space):
    if d.number == 1:
        economy.return_inhabitants(s, seat, 1)
    lever = PLAYER.levers[space]
    s.coins[seat] -= max(0, lever.cost - effects.permanent(s, seat, "lever_discount"))
    s.levers[seat][space] = 0


def _hire(s, seat, d, with_cards):
    _then(s, [d])  # the seat may hire again
    if with_cards:
        _then(s, [Decision("give_cards", seat, (), 3), Decision("hire_gain", seat)])
    else:
        s.coins[seat] -= 3
        economy.take_inhabitants(s, seat, 1)


def _done(s, seat, d):
    pass


def _card(s, seat, d, card_id):
    economy.discard(s, seat, card_id)
    if d.number > 1:
        _then(s, [Decision("give_cards", seat, (), d.number - 1, d.extra)])


def _sail(s, seat, d, position):
    first = river.sail(s, seat, position)
    if first:
        s.trigger = max(first) + 1
    space = river.path(s)[position]
    reward = space.reward
    if reward is not None:
        _then(s, effects.choice_decisions(seat, economy.gain(s, seat, reward)))
        if reward.kind == "coins":
            s.coins[seat] += effects.permanent(s, seat, "ship_coin_space")
        if reward.kind == "vase":
            s.vases[seat] += effects.permanent(s, seat, "ship_vase_space")
    if space.harbour and space.bonus:
        bonus = effects.harbour_bonus(s, seat, space.bonus)
        if space.bonus == "coins":
            s.coins[seat] += bonus
        else:
            economy.draw(s, seat, bonus)


def _take(s, seat, d, lever):
    engine.right_side(s, seat, d.number, bool(lever))


def _forgo(s, seat, d, space, option):
    s.levers[seat][space] = 1
    lever = PLAYER.levers[space]
    if lever.kind == "vase_trade":
        if option:
            s.vases[seat] -= 1
            s.coins[seat] += lever.get("coins")
        else:
            s.vases[seat] += lever.get("vase")
    elif lever.kind == "modernize":
        _then(s, [Decision("modernize", seat, (), 0)])
    else:
        _then(s, [Decision("build", seat, (), 1)])


def _mark(s, seat, d, slot, pay, inhabitants):
    tile = catalogue.tile(s.scoring[slot])
    number = s.interims
    s.markers[seat][number - 1] = slot
    if tile.condition.kind in effects.EXCHANGE_CONDITIONS:
        met = bool(pay)
        if pay:
            times = tile.thresholds[number - 1]
            coins_each = tile.condition.get("coins", 2)
            economy.return_inhabitants(s, seat, inhabitants)
            s.coins[seat] -= (times - inhabitants) * coins_each
            s.vp[seat] += times * tile.condition.get("vp", 1)
    else:
        met = effects.condition_met(s, seat, tile, number)
    value = number * (2 if slot == seat else 1)
    s.vp[seat] += value if met else -value


def _exchange(s, seat, d, reverse):
    give, _ = effects.exchange_sides(d.cards[0], d.cards[1], bool(reverse))
    steps = [Decision("give_cards", seat, (), give["cards"])] if give.get("cards") else []
    _then(s, [*steps, Decision("exchange_get", seat, (*d.cards, reverse))])


def _reset(s, seat, d, space):
    s.levers[seat][space] = 0
    if d.number > 1 and any(state == 1 for state in s.levers[seat]):
        _then(s, [Decision("reset_lever", seat, (), d.number - 1)])


def _lever_trade(s, seat, d):
    engine.use_lever(s, seat, "discard_for_inhabitant")
    cards = PLAYER.levers[can.LEVER["discard_for_inhabitant"]].get("cards")
    _then(s, [Decision("give_cards", seat, (), cards), Decision("lever_gain", seat), d])
