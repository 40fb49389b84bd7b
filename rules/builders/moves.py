"""The Builders' moves, each declared once (rules/core/moves.py): the rules, the log, the
hint's words and the table's clicks all read them.

Every move but `end` takes actions (the first three of a turn are free, each further one
costs coins) and may cost coins of its own: a move is legal only when the player can pay for
both, and it pays them before it takes effect.

The table's places: a face-up `building` or `worker`, a `prisoner`, `tool` or `university`
card of the investment piles, the `loans` pile, a seat's `crew` card, `spare` tool and
building `site`, and the side buttons `coins` (by the actions it takes), `free` and `end`
(the `loans` pile has one too). Each side button's words are its move's (`button`, with the
coins' price once the free actions are used up); the table only places them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import NamedTuple

from rules.builders import catalogue as cat
from rules.builders import engine
from rules.builders.state import BuildersState as State
from rules.core.actions import Action
from rules.core.message import N_, Msg, msg, nmsg
from rules.core.moves import ACTOR, Button, Move, Moves, at, button

Offers = Callable[[State, int], Iterable[tuple[int, ...]]]


def can_be_trained(s: State, unit: int) -> bool:
    """A worker or a freed prisoner may take a tool or a university; a prisoner not yet
    freed and a machine may not."""
    return cat.is_worker_card(unit) or (cat.is_prisoner(unit) and unit in s.freed)


class Paid(NamedTuple):
    """A paid move's every offer, affordable or not, and what it costs: its actions and its
    coins of its own, as functions of the state and the move's numbers."""

    offers: Offers
    steps: Callable[..., int]
    coins: Callable[..., int]


PAID: dict[str, Paid] = {}  # by kind; the turn's end costs nothing


def actions_for(s: State, action: Action) -> int:
    """How many actions `action` takes (the turn's end none)."""
    paid = PAID.get(action.kind)
    return paid.steps(s, *action.args) if paid is not None else 0


def coin_price(s: State, action: Action) -> int:
    """Coins `action` costs besides its actions."""
    paid = PAID.get(action.kind)
    return paid.coins(s, *action.args) if paid is not None else 0


def price(s: State, action: Action) -> int:
    """All the coins `action` costs now: its actions beyond the free ones and its own price."""
    return engine.action_price(s, actions_for(s, action)) + coin_price(s, action)


def _unaffordable(s: State, seat: int, action: Action) -> Msg | None:
    cost = price(s, action)
    if cost > s.coins[seat]:
        return msg("That costs {price} coins and you have {coins}.", price=cost,
                   coins=s.coins[seat])
    return None


def _affordable(offers: Offers, steps: int | Callable[..., int],
                coins: int | Callable[..., int]) -> Offers:
    """`offers` less those the seat cannot pay. A move whose price does not depend on its
    numbers is priced once, and not listed at all when the seat cannot pay it."""
    if isinstance(steps, int) and isinstance(coins, int):
        prices: dict[int, int] = {}  # by the actions taken this turn, all the price depends on

        def offered_at_one_price(s: State, seat: int) -> Iterable[tuple[int, ...]]:
            price_now = prices.get(s.actions)
            if price_now is None:
                price_now = prices[s.actions] = engine.actions_price(s.actions, steps) + coins
            return offers(s, seat) if price_now <= s.coins[seat] else ()
        return offered_at_one_price
    steps_of, coins_of = _as_function(steps), _as_function(coins)

    def offered(s: State, seat: int) -> list[tuple[int, ...]]:
        budget, taken = s.coins[seat], s.actions
        return [args for args in offers(s, seat)
                if engine.actions_price(taken, steps_of(s, *args)) + coins_of(s, *args) <= budget]
    return offered


def _as_function(value: int | Callable[..., int]) -> Callable[..., int]:
    return value if callable(value) else lambda s, *args: value


def _paid(effect: Callable[..., None], paid: Paid) -> Callable[..., None]:
    """`effect`, once the move's actions and coins are paid."""
    steps_of, coins_of = paid.steps, paid.coins

    def does(s: State, seat: int, *args: int) -> None:
        steps = steps_of(s, *args)
        s.coins[seat] -= engine.actions_price(s.actions, steps) + coins_of(s, *args)
        s.actions += steps
        effect(s, seat, *args)
    return does


def _who(s: State) -> str:
    return s.names[s.turn]


def paid_move(kind: str, params: tuple[str, ...], offers: Offers, effect, says, label,
              refuses=None, clicks=(), steps: int | Callable[..., int] = 1,
              coins: int | Callable[..., int] = 0, affordable: Offers | None = None,
              button: Button | None = None) -> Move[State]:
    """A move that takes `steps` actions and `coins` of its own (each a number, or a function
    of the state and the move's numbers): of its `offers`, only those the seat can pay are
    legal, and it pays before its effect; `button` as in `Move`. `affordable(s, seat)`, when
    given, lists those offers itself, faster than pricing each one (the same list, in the
    same order: tests/test_builders_rules.py holds them equal)."""
    paid = PAID[kind] = Paid(offers, _as_function(steps), _as_function(coins))
    return Move(kind, params, affordable or _affordable(offers, steps, coins),
                _paid(effect, paid), says, label, refuses or (lambda *_: None), clicks,
                button=button)


# ----- the market ---------------------------------------------------------------------------
def _take(row: list[int], deck: list[int], card: int) -> None:
    """Take `card` from a face-up row; the deck's top card fills its place."""
    i = row.index(card)
    if deck:
        row[i] = deck.pop()
    else:
        del row[i]


def _open(s: State, seat: int, building: int) -> None:
    _take(s.building_row, s.building_deck, building)
    s.sites[seat].append([building])


OPEN = paid_move(
    "open", ("building",),
    offers=lambda s, seat: [(b,) for b in s.building_row],
    effect=_open,
    refuses=lambda s, seat, b: None if b in s.building_row else
    msg("Choose one of the face-up buildings."),
    says=lambda s, seat, viewer, b: msg("{who} starts building the {building}.", who=_who(s),
                                building=cat.name(b)),
    label=lambda s, seat, b: msg("Start building the {building}.", building=cat.name(b)),
    clicks=(at("building", "building"),))


def _recruit(s: State, seat: int, unit: int) -> None:
    _take(s.worker_row, s.worker_deck, unit)
    s.crew[seat].append(unit)


RECRUIT = paid_move(
    "recruit", ("worker",),
    offers=lambda s, seat: [(w,) for w in s.worker_row],
    effect=_recruit,
    refuses=lambda s, seat, w: None if w in s.worker_row else
    msg("Choose one of the face-up workers."),
    says=lambda s, seat, viewer, w: msg("{who} recruits a worker ({worker}).", who=_who(s),
                                worker=cat.name(w)),
    label=lambda s, seat, w: msg("Recruit a worker ({worker}).", worker=cat.name(w)),
    clicks=(at("worker", "worker"),))


# ----- investments (one a turn) -------------------------------------------------------------
def _investing(offers):
    """An investment is offered only while the turn's one investment is not yet made."""
    return lambda s, seat: () if s.invested else offers(s, seat)


def _invested(s: State) -> Msg | None:
    if s.invested:
        return msg("You have already invested this turn (one investment per turn).")
    return None


def _prisoner(s: State, seat: int, prisoner: int) -> None:
    s.prisoners.remove(prisoner)
    s.crew[seat].append(prisoner)
    s.invested = 1


PRISONER = paid_move(
    "prisoner", ("prisoner",),
    offers=_investing(lambda s, seat: [(p,) for p in s.prisoners]),
    effect=_prisoner,
    coins=cat.PRISONER_PRICE,
    refuses=lambda s, seat, p: _invested(s) or (
        None if p in s.prisoners else msg("That prisoner is not for sale.")),
    says=lambda s, seat, viewer, p: msg("{who} buys a prisoner.", who=_who(s)),
    label=lambda s, seat, p: msg("Buy a prisoner."),
    clicks=(at("prisoner", "prisoner"),))


def _tool(s: State, seat: int, tool: int) -> None:
    s.tools.remove(tool)
    s.spare_tools[seat].append(tool)
    s.invested = 1


TOOL = paid_move(
    "tool", ("tool",),
    offers=_investing(lambda s, seat: [(t,) for t in s.tools]),
    effect=_tool,
    coins=cat.TOOL_PRICE,
    refuses=lambda s, seat, t: _invested(s) or (
        None if t in s.tools else msg("That tool is not for sale.")),
    says=lambda s, seat, viewer, t: msg("{who} buys the {tool}.", who=_who(s), tool=cat.name(t)),
    label=lambda s, seat, t: msg("Buy the {tool}.", tool=cat.name(t)),
    clicks=(at("tool", "tool"),))


def _loan(s: State, seat: int) -> None:
    s.loans.pop()
    s.loans_taken[seat] += 1
    s.coins[seat] += cat.LOAN_GAIN
    s.invested = 1


LOAN = paid_move(
    "loan", (),
    offers=_investing(lambda s, seat: [()] if s.loans else []),
    effect=_loan,
    refuses=lambda s, seat: _invested(s) or (
        None if s.loans else msg("There are no loans left.")),
    says=lambda s, seat, viewer: msg("{who} takes a loan.", who=_who(s)),
    label=lambda s, seat: msg("Take a loan."),
    clicks=(at("loans"),),
    button=button(lambda s, seat: msg("Take a loan (+{n} coins)", n=cat.LOAN_GAIN),
                  N_("Loan")))


def _educate(s: State, seat: int, unit: int, university: int) -> None:
    s.universities.remove(university)
    s.schooled.append([unit, university])
    s.invested = 1


def _education_refusal(s: State, seat: int, unit: int, university: int) -> Msg | None:
    if university not in s.universities:
        return msg("That university card is not available.")
    if unit == -1:
        return msg("Choose a worker in your crew first, then click a university to educate "
                   "it.")
    if unit not in s.crew[seat]:
        return msg("Only a worker of yours on no building site can be educated.")
    if not can_be_trained(s, unit):
        return msg("A prisoner must be freed before it can be educated; a machine cannot be.")
    if s.university_of(unit) is not None:
        return msg("That worker has already been educated.")
    return None


EDUCATE = paid_move(
    "educate", ("worker", "university"),
    offers=_investing(lambda s, seat: [
        (unit, u) for unit in s.crew[seat]
        if can_be_trained(s, unit) and s.university_of(unit) is None
        for u in s.universities]),
    effect=_educate,
    coins=cat.UNIVERSITY_PRICE,
    refuses=lambda s, seat, unit, u: _invested(s) or _education_refusal(s, seat, unit, u),
    says=lambda s, seat, viewer, unit, u: msg(
        "{who} educates a worker ({worker}) in {resource}.", who=_who(s),
        worker=cat.name(unit, unit in s.freed),
        resource=cat.RESOURCES[cat.UNIVERSITY_SKILL[u]]),
    label=lambda s, seat, unit, u: msg(
        "Educate a worker ({worker}) in {resource}.", worker=cat.name(unit, unit in s.freed),
        resource=cat.RESOURCES[cat.UNIVERSITY_SKILL[u]]),
    clicks=(at("crew", ACTOR, "worker"), at("university", "university")))


# ----- the crew -----------------------------------------------------------------------------
def _free(s: State, seat: int, prisoner: int) -> None:
    s.freed.append(prisoner)


FREE = paid_move(
    "free", ("prisoner",),
    offers=lambda s, seat: [(p,) for p in engine.freeable_prisoners(s, seat)],
    effect=_free,
    refuses=lambda s, seat, p: None if p in engine.freeable_prisoners(s, seat) else
    msg("Choose a prisoner of yours on no building site first: only such a prisoner can be "
        "freed."),
    says=lambda s, seat, viewer, p: msg("{who} frees a prisoner.", who=_who(s)),
    label=lambda s, seat, p: msg("Free a prisoner."),
    clicks=(at("crew", ACTOR, "prisoner"), at("free")),
    # the button is the second click: the table shows it all turn, for the prisoner chosen
    button=button(N_("Free the chosen prisoner (1 action)"), N_("Free prisoner")))


def _send(s: State, seat: int, unit: int, building: int, tool: int) -> None:
    s.crew[seat].remove(unit)
    if tool != -1:
        s.spare_tools[seat].remove(tool)
    site = s.site(seat, building)
    assert site is not None
    site += [unit, tool]
    count = s.sent_here(building)
    s.sent = [pair for pair in s.sent if pair[0] != building] + [[building, count + 1]]
    if not any(engine.still_needed(s, site)):
        engine.complete(s, seat, site)


def _sendings(s: State, seat: int) -> list[tuple[int, int, int]]:
    """Every unit of the crew to every site, with each spare tool it may take, paid or not."""
    tools = sorted(set(s.spare_tools[seat]))
    return [(unit, site[0], tool) for unit in s.crew[seat] for site in s.sites[seat]
            for tool in ([-1, *tools] if can_be_trained(s, unit) else [-1])]


def _send_steps(s: State, unit: int, building: int, tool: int) -> int:
    return 1 + s.sent_here(building)  # the 2nd to one site in a turn: 2


def _send_coins(s: State, unit: int, building: int, tool: int) -> int:
    return engine.send_cost(s, unit)


def _affordable_sendings(s: State, seat: int) -> list[tuple[int, int, int]]:
    """`_sendings` that the seat can pay, in the same order: the actions a site takes are
    priced once per site, a unit's cost once per unit (a sending's price is their sum)."""
    crew, sites = s.crew[seat], s.sites[seat]
    if not crew or not sites:
        return []
    site_prices = _site_prices(s, sites)
    cheapest = engine.actions_price(s.actions, 1)  # no site takes fewer actions than one
    with_tools = (-1, *sorted(set(s.spare_tools[seat])))
    budget = s.coins[seat]
    offers = []
    for unit in crew:
        left = budget - engine.send_cost(s, unit)  # `_send_coins`
        if left < cheapest:
            continue
        tools = with_tools if can_be_trained(s, unit) else (-1,)
        offers += [(unit, building, tool) for building, price_here in site_prices
                   if price_here <= left for tool in tools]
    return offers


def _site_prices(s: State, sites: list[list[int]]) -> list[tuple[int, int]]:
    """Each site's building and the coins for the actions of one more unit sent there."""
    if not s.sent:  # none sent yet this turn: one action to any site (`_send_steps`)
        one = engine.actions_price(s.actions, 1)
        return [(site[0], one) for site in sites]
    return [(site[0], engine.actions_price(s.actions, _send_steps(s, -1, site[0], -1)))
            for site in sites]


def _sending_refusal(s: State, seat: int, unit: int, building: int, tool: int) -> Msg | None:
    if unit == -1:
        return msg("Choose a worker in your crew first, then click this site to send it "
                   "there.")
    if unit not in s.crew[seat]:
        return msg("Only a worker of yours on no building site can be sent.")
    if s.site(seat, building) is None:
        return msg("Send workers to one of your buildings under construction.")
    if tool != -1 and tool not in s.spare_tools[seat]:
        return msg("You have no such tool free.")
    if tool != -1 and not can_be_trained(s, unit):
        return msg("A prisoner must be freed before it can use a tool; a machine cannot.")
    return None


def _sending_words(s: State, unit: int, building: int, tool: int,
                   who: str | None) -> Msg:
    worker, place = cat.name(unit, unit in s.freed), cat.name(building)
    if tool != -1:
        return msg("{who} sends a worker ({worker}) with the {tool} to the {building}.",
                   who=who, worker=worker, tool=cat.name(tool), building=place) \
            if who is not None else \
            msg("Send a worker ({worker}) with the {tool} to the {building}.", worker=worker,
                tool=cat.name(tool), building=place)
    return msg("{who} sends a worker ({worker}) to the {building}.", who=who, worker=worker,
               building=place) if who is not None else \
        msg("Send a worker ({worker}) to the {building}.", worker=worker, building=place)


SEND = paid_move(
    "send", ("worker", "building", "tool"),
    offers=_sendings,
    affordable=_affordable_sendings,
    effect=_send,
    steps=_send_steps,
    coins=_send_coins,
    refuses=_sending_refusal,
    says=lambda s, seat, viewer, unit, b, tool: _sending_words(s, unit, b, tool, _who(s)),
    label=lambda s, seat, unit, b, tool: _sending_words(s, unit, b, tool, None),
    clicks=(at("crew", ACTOR, "worker"), at("spare", ACTOR, "tool", skip=-1),
            at("site", ACTOR, "building")))


# ----- coins and the turn's end -------------------------------------------------------------
def _coins(s: State, seat: int, actions: int) -> None:
    s.coins[seat] += cat.COINS_FOR_ACTIONS[actions]


@lru_cache(maxsize=128)  # one entry for each number of actions taken in a turn
def _coin_prices(taken: int) -> tuple[tuple[tuple[int], int], ...]:
    """Each offer of the coins move and its price once `taken` actions were taken this turn
    (all that the price depends on)."""
    return tuple(((k,), engine.actions_price(taken, k)) for k in cat.COINS_FOR_ACTIONS)


@lru_cache(maxsize=64)  # the same few lines over and over (a message never changes)
def _coin_words(actions: int, who: str | None) -> Msg:
    coins = cat.COINS_FOR_ACTIONS[actions]
    if who is None:
        return nmsg("Take {coins} coin.", "Take {coins} coins.", coins, coins=coins)
    return nmsg("{who} takes {coins} coin.", "{who} takes {coins} coins.", coins, who=who,
                coins=coins)


def _coin_button(short: bool) -> Callable[..., Msg]:
    """The coins button's words: what the actions bring and, once the turn's free actions
    are used up, what they cost."""
    def words(s: State, seat: int, actions: int) -> Msg:
        coins = cat.COINS_FOR_ACTIONS[actions]
        # one coin only ever takes one action (1, 3 or 6 coins for 1, 2 or 3)
        said = nmsg("+{n} coin", "+{n} coins", coins) if short else \
            nmsg("Take {n} coin (1 action)", "Take {n} coins ({actions} actions)", coins,
                 actions=actions)
        cost = engine.action_price(s, actions)
        if not cost:
            return said
        return nmsg("{label} · costs {n} coin", "{label} · costs {n} coins", cost, label=said)
    return words


COINS = paid_move(
    "coins", ("actions",),
    offers=lambda s, seat: ((k,) for k in cat.COINS_FOR_ACTIONS),
    affordable=lambda s, seat: [offer for offer, price_now in _coin_prices(s.actions)
                                if price_now <= s.coins[seat]],
    effect=_coins,
    steps=lambda s, k: k,
    refuses=lambda s, seat, k: None if k in cat.COINS_FOR_ACTIONS else
    msg("Take coins with 1, 2 or 3 actions."),
    says=lambda s, seat, viewer, k: _coin_words(k, _who(s)),
    label=lambda s, seat, k: _coin_words(k, None),
    clicks=(at("coins", "actions"),),
    button=button(_coin_button(False), _coin_button(True)))


END = Move(
    "end", (),
    offers=lambda s, seat: [()],
    does=lambda s, seat: engine.end_turn(s, seat),
    says=lambda s, seat, viewer: msg("{who} ends the turn.", who=_who(s)),
    label=lambda s, seat: msg("End your turn."),
    clicks=(at("end"),),
    button=button(N_("End turn"), primary=True),
    logged=False)  # the turn's end speaks for itself in the log (last round, game over)


def to_act(s: State) -> tuple[int, ...]:
    return () if s.phase == "over" else (s.turn,)


MOVES: Moves[State] = Moves(OPEN, RECRUIT, PRISONER, TOOL, LOAN, EDUCATE, FREE, SEND, COINS,
                            END, to_act=to_act, refuses=_unaffordable)
