"""Words for the player: the prompt for the acting seat and a log line for every action."""

from __future__ import annotations

from rules.builders import catalogue as cat
from rules.builders import engine
from rules.builders.state import BuildersState
from rules.core.actions import Action
from rules.core.message import Msg, join, msg, nmsg


def prompt(s: BuildersState, seat: int | None) -> Msg:
    if s.phase == "over":
        return msg("The game is over.")
    if seat != s.turn:
        return msg("{who} is building.", who=s.names[s.turn])
    free = max(0, cat.FREE_ACTIONS - s.actions)
    if free:
        return nmsg("Your turn: {n} free action left.", "Your turn: {n} free actions left.",
                    free)
    return msg("Your turn: each further action costs {price} coins, or end your turn.",
               price=cat.EXTRA_ACTION_PRICE)


def lacks(s: BuildersState, site: list[int]) -> Msg:
    """What a site still needs, in words ("2 stone, 1 tile"), or that it is complete."""
    needed = engine.still_needed(s, site)
    parts = [msg("{n} {resource}", n=amount, resource=cat.RESOURCES[r])
             for r, amount in enumerate(needed) if amount]
    return join(parts) if parts else msg("nothing")


def describe(s: BuildersState, action: Action, viewer: int | None) -> Msg:
    who = s.names[s.turn]
    kind, args = action.kind, action.args
    if kind == "open":
        return msg("{who} starts building the {building}.", who=who,
                   building=cat.name(args[0]))
    if kind == "recruit":
        return msg("{who} recruits a worker ({worker}).", who=who, worker=cat.name(args[0]))
    if kind == "prisoner":
        return msg("{who} buys a prisoner.", who=who)
    if kind == "tool":
        return msg("{who} buys the {tool}.", who=who, tool=cat.name(args[0]))
    if kind == "loan":
        return msg("{who} takes a loan.", who=who)
    if kind == "educate":
        return msg("{who} educates a worker ({worker}) in {resource}.", who=who,
                   worker=cat.name(args[0], args[0] in s.freed),
                   resource=cat.RESOURCES[cat.UNIVERSITY_SKILL[args[1]]])
    if kind == "free":
        return msg("{who} frees a prisoner.", who=who)
    if kind == "send":
        unit, building, tool = args
        worker = cat.name(unit, unit in s.freed)
        if tool != -1:
            return msg("{who} sends a worker ({worker}) with the {tool} to the {building}.",
                       who=who, worker=worker, tool=cat.name(tool), building=cat.name(building))
        return msg("{who} sends a worker ({worker}) to the {building}.", who=who, worker=worker,
                   building=cat.name(building))
    if kind == "coins":
        return nmsg("{who} takes {coins} coin.", "{who} takes {coins} coins.",
                    cat.COINS_FOR_ACTIONS[args[0]], who=who,
                    coins=cat.COINS_FOR_ACTIONS[args[0]])
    return msg("{who} ends the turn.", who=who)
