"""Project cards' effects, read from the agreed Effect kinds (docs/boonlake-cards.md): what a
card costs a seat, its immediate effects, its permanent effects and its end-game VP; and the
measures that end-game effects and scoring tiles count.

Cards are duck-typed (`id`, `kind`, `cost_coins`, `cost_vases`, `resources`, `vp`,
`immediate`, `permanent`, `end_game`; an effect has `kind` and `get(name, default)`), so this
module works with `rules.boonlake.cards` and with hand-made test cards alike.
"""

from __future__ import annotations

from typing import Any

from rules.boonlake import catalogue, economy, town
from rules.boonlake.board import RESOURCES
from rules.boonlake.state import BoonlakeState
from rules.core.state import Decision

KIND_CODES = ("day", "dusk", "night", "any")


def played_cards(s: BoonlakeState, seat: int) -> list[Any]:
    return [catalogue.card(c) for c in s.played[seat]]


def permanent(s: BoonlakeState, seat: int, kind: str, card_kind: str | None = None) -> int:
    """The sum of `n` over the seat's permanent effects of one kind (they stack)."""
    total, cards = 0, catalogue.cards()
    for card_id in s.played[seat]:
        for effect in cards[card_id].permanent:
            if effect.kind == kind and (card_kind is None
                                        or effect.get("card_kind", None) == card_kind):
                total += effect.get("n", 1)
    return total


def harbour_bonus(s: BoonlakeState, seat: int, symbol: str) -> int:
    return sum(effect.get("n", 0) for card in played_cards(s, seat) for effect in card.permanent
               if effect.kind == "ship_harbour" and effect.get("what", "") == symbol)


def coin_cost(s: BoonlakeState, seat: int, coins: int) -> int:
    """A card's or special project's coins after the seat's card discounts."""
    return max(0, coins - permanent(s, seat, "card_discount"))


def needed(resources: Any) -> dict[str, int]:
    return {r: n for r, n in resources if r in RESOURCES and n > 0}


# ----- immediate effects -------------------------------------------------------------------
def immediate(s: BoonlakeState, seat: int, card: Any) -> list[Decision]:
    """Apply a played card's immediate effects that need no choice; return the decisions the
    others need, in the order they are resolved."""
    later: list[Decision] = []
    for i, effect in enumerate(card.immediate):
        kind, n = effect.kind, effect.get("n", 0)
        if kind == "coin_track":
            later += [_choice(seat, r) for r in economy.advance(s, seat, "coin", n)]
        elif kind == "card_track":
            later += [_choice(seat, r) for r in economy.advance(s, seat, "card", n)]
        elif kind == "coins":
            s.coins[seat] += n
        elif kind == "draw":
            economy.draw(s, seat, n)
        elif kind == "inhabitants":
            economy.take_inhabitants(s, seat, n)
        elif kind == "vases":
            s.vases[seat] += n
        elif kind == "vp":
            s.vp[seat] += n
        elif kind == "exchange":
            later.append(Decision("exchange", seat, (card.id, i)))
        elif kind == "reset_lever":
            if any(state == 1 for state in s.levers[seat]):
                later.append(Decision("reset_lever", seat, (), max(1, n)))
        elif kind == "free_house":
            later.append(Decision("build", seat, (), 2))
        elif kind == "cheap_settlement":
            later.append(Decision("build", seat, (), 3))
        else:
            raise ValueError(f"card {card.id}: unknown immediate effect {kind!r}")
    return later


def _choice(seat: int, reward: Any) -> Decision:
    """The decision a reward that needs a choice asks for."""
    if reward.kind == "track_choice":
        return Decision("track_choice", seat, (), reward.n)
    if reward.kind == "vase_or_site":
        return Decision("site_or_vase", seat)
    return Decision("production", seat)


def choice_decisions(seat: int, rewards: list[Any]) -> list[Decision]:
    return [_choice(seat, r) for r in rewards]


# ----- exchanges ---------------------------------------------------------------------------
def exchange_sides(card_id: int, index: int, reverse: bool) -> tuple[dict, dict]:
    effect = catalogue.card(card_id).immediate[index]
    give, get = dict(effect.get("give", {})), dict(effect.get("get", {}))
    return (get, give) if reverse else (give, get)


def can_give(s: BoonlakeState, seat: int, give: dict) -> bool:
    have = {"cards": len(s.hand[seat]), "coins": s.coins[seat], "vases": s.vases[seat],
            "inhabitants": s.ranch[seat], "vp": 10 ** 6}
    return all(have.get(what, 0) >= n for what, n in give.items())


def pay_and_get(s: BoonlakeState, seat: int, give: dict, get: dict) -> None:
    """Pay an exchange's non-card side and take the other (cards are given up before this by
    the seat's choice)."""
    s.coins[seat] += get.get("coins", 0) - give.get("coins", 0)
    s.vases[seat] += get.get("vases", 0) - give.get("vases", 0)
    s.vp[seat] += get.get("vp", 0) - give.get("vp", 0)
    economy.return_inhabitants(s, seat, give.get("inhabitants", 0))
    economy.take_inhabitants(s, seat, get.get("inhabitants", 0))
    economy.draw(s, seat, get.get("cards", 0))


# ----- measures and end-game VP ------------------------------------------------------------
def measure(s: BoonlakeState, seat: int, name: str, region: str | None = None) -> int:
    if name == "income_tracks":
        return s.coin_track[seat] + s.card_track[seat]
    if name == "levers":
        return economy.lever_count(s, seat)
    if name == "cattle_removed":
        return s.cattle_out[seat]
    if name == "houses_removed":
        return s.houses_out[seat]
    if name == "settlements_removed":
        return s.settlements_out[seat]
    if name == "presence_region":
        return town.region_presence(s, seat, region or "")
    if name == "production_levels":
        return sum(s.production[seat])
    raise ValueError(f"unknown measure {name!r}")


def end_game_vp(s: BoonlakeState, seat: int, card: Any) -> int:
    total = 0
    for effect in card.end_game:
        value = measure(s, seat, effect.get("measure", ""), effect.get("region", None))
        if effect.kind == "threshold":
            total += max([vp for reach, vp in effect.get("steps", ()) if value >= reach],
                         default=0)
        elif effect.kind == "per_item":
            total += value * effect.get("vp", 1)
        else:
            raise ValueError(f"card {card.id}: unknown end-game effect {effect.kind!r}")
    return total


# ----- scoring tiles -----------------------------------------------------------------------
def condition_met(s: BoonlakeState, seat: int, tile: Any, interim: int) -> bool:
    """Whether the seat meets a scoring tile's condition at interim scoring 1-4. Two-region
    and two-kind conditions need the threshold in each; exchange conditions are met by
    paying (`exchange_cost`)."""
    threshold = tile.thresholds[interim - 1]
    return all(count >= threshold for count in condition_counts(s, seat, tile))


def condition_counts(s: BoonlakeState, seat: int, tile: Any) -> tuple[int, ...]:
    """What the seat has now of what a scoring tile counts: one number, or one for each
    region or card kind a two-part condition names. Not for exchange conditions."""
    condition = tile.condition
    kind = condition.kind
    if kind == "presence_regions":
        return tuple(town.region_presence(s, seat, region)
                     for region in condition.get("regions", ()))
    if kind == "played_kinds":
        kinds = [catalogue.card(c).kind for c in s.played[seat]]
        return tuple(kinds.count(k) for k in condition.get("kinds", ()))
    value = {
        "coin_track": lambda: s.coin_track[seat],
        "card_track": lambda: s.card_track[seat],
        "lower_income": lambda: min(s.coin_track[seat], s.card_track[seat]),
        "production_sites": lambda: sum(1 for level in s.production[seat] if level),
        "connected_presence": lambda: town.connected_presence(s, seat),
        "levers": lambda: economy.lever_count(s, seat),
        "cattle_removed": lambda: s.cattle_out[seat],
        "settlements_removed": lambda: s.settlements_out[seat],
        "bridge_presence": lambda: town.bridge_presence(s, seat),
    }.get(kind)
    if value is None:
        raise ValueError(f"scoring tile {tile.id}: unknown condition {kind!r}")
    return (value(),)


EXCHANGE_CONDITIONS = ("exchange_inhabitant_or_coins", "exchange_coins")
