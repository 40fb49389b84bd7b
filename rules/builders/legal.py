"""Who acts, what they may do, and why anything else is refused.

Actions (one click each): `open(building)`, `recruit(worker)`, `prisoner(card)`, `tool(card)`,
`loan()`, `educate(unit, university)`, `free(prisoner)`, `send(unit, building, tool or -1)`,
`coins(actions)` and `end()`.
"""

from __future__ import annotations

from rules.builders import catalogue as cat
from rules.builders import engine
from rules.builders.state import BuildersState
from rules.core.actions import Action, act
from rules.core.message import Msg, msg

INVESTMENTS = ("prisoner", "tool", "loan", "educate")


def to_act(s: BuildersState) -> tuple[int, ...]:
    return () if s.phase == "over" else (s.turn,)


def can_be_trained(s: BuildersState, unit: int) -> bool:
    """A worker or a freed prisoner may take a tool or a university; a prisoner not yet
    freed and a machine may not."""
    return cat.is_worker_card(unit) or (cat.is_prisoner(unit) and unit in s.freed)


def legal_actions(s: BuildersState, seat: int) -> list[Action]:
    if seat not in to_act(s):
        return []
    found = [act("open", b) for b in s.building_row]
    found += [act("recruit", w) for w in s.worker_row]
    if not s.invested:
        found += [act("prisoner", p) for p in s.prisoners]
        found += [act("tool", t) for t in s.tools]
        if s.loans:
            found.append(act("loan"))
        found += [act("educate", unit, u) for unit in s.crew[seat]
                  if can_be_trained(s, unit) and s.university_of(unit) is None
                  for u in s.universities]
    found += [act("free", p) for p in engine.freeable_prisoners(s, seat)]
    tools = sorted(set(s.spare_tools[seat]))
    for unit in s.crew[seat]:
        choices = [-1, *tools] if can_be_trained(s, unit) else [-1]
        found += [act("send", unit, site[0], tool) for site in s.sites[seat]
                  for tool in choices]
    found += [act("coins", k) for k in cat.COINS_FOR_ACTIONS]
    affordable = [a for a in found if _price(s, a) <= s.coins[seat]]
    return [*affordable, act("end")]


def _price(s: BuildersState, action: Action) -> int:
    return engine.action_price(s, engine.actions_for(s, action)) + engine.coin_price(s, action)


def explain(s: BuildersState, seat: int, action: Action) -> Msg:
    kind, args = action.kind, action.args
    shapes = {"open": 1, "recruit": 1, "prisoner": 1, "tool": 1, "loan": 0, "educate": 2,
              "free": 1, "send": 3, "coins": 1, "end": 0}
    if kind not in shapes or len(args) != shapes[kind]:
        return msg("That is not an action of this game.")
    reason = _refusal(s, seat, kind, args)
    if reason is not None:
        return reason
    price = _price(s, action)
    if price > s.coins[seat]:
        return msg("That costs {price} coins and you have {coins}.", price=price,
                   coins=s.coins[seat])
    return msg("That cannot be done now.")


def _refusal(s: BuildersState, seat: int, kind: str, args: tuple[int, ...]) -> Msg | None:
    if kind == "open" and args[0] not in s.building_row:
        return msg("Choose one of the face-up buildings.")
    if kind == "recruit" and args[0] not in s.worker_row:
        return msg("Choose one of the face-up workers.")
    if kind in INVESTMENTS and s.invested:
        return msg("You have already invested this turn (one investment per turn).")
    if kind == "prisoner" and args[0] not in s.prisoners:
        return msg("That prisoner is not for sale.")
    if kind == "tool" and args[0] not in s.tools:
        return msg("That tool is not for sale.")
    if kind == "loan" and not s.loans:
        return msg("There are no loans left.")
    if kind == "educate":
        return _education_refusal(s, seat, *args)
    if kind == "free" and args[0] not in engine.freeable_prisoners(s, seat):
        return msg("Choose a prisoner of yours on no building site first: only such a "
                   "prisoner can be freed.")
    if kind == "send":
        return _sending_refusal(s, seat, *args)
    if kind == "coins" and args[0] not in cat.COINS_FOR_ACTIONS:
        return msg("Take coins with 1, 2 or 3 actions.")
    return None


def _education_refusal(s: BuildersState, seat: int, unit: int, university: int) -> Msg | None:
    if university not in s.universities:
        return msg("That university card is not available.")
    if unit not in s.crew[seat]:
        return msg("Only a worker of yours on no building site can be educated.")
    if not can_be_trained(s, unit):
        return msg("A prisoner must be freed before it can be educated; a machine cannot be.")
    if s.university_of(unit) is not None:
        return msg("That worker has already been educated.")
    return None


def _sending_refusal(s: BuildersState, seat: int, unit: int, building: int,
                     tool: int) -> Msg | None:
    if unit not in s.crew[seat]:
        return msg("Only a worker of yours on no building site can be sent.")
    if s.site(seat, building) is None:
        return msg("Send workers to one of your buildings under construction.")
    if tool != -1 and tool not in s.spare_tools[seat]:
        return msg("You have no such tool free.")
    if tool != -1 and not can_be_trained(s, unit):
        return msg("A prisoner must be freed before it can use a tool; a machine cannot.")
    return None
