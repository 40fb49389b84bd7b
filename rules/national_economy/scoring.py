"""Final scores with a breakdown, and the graded value of a solo game."""

from __future__ import annotations

from rules.core.contract import Score
from rules.core.message import Msg, Text, msg, nmsg
from rules.national_economy import catalogue as cat
from rules.national_economy.state import NEState

SOLO_GOAL = 100


def breakdown(s: NEState, seat: int) -> dict[str, int]:
    kinds = [cat.kind(c) for c in s.tableau[seat]]
    out = {"buildings": sum(k.value for k in kinds)}
    bonus = {"building": len(kinds), "good": s.goods[seat], "worker": s.workers[seat],
             "ind": sum(k.icon == "ind" for k in kinds),
             "fac": sum(k.icon == "fac" for k in kinds)}
    names = {"building": "real_estate_agent", "good": "agricultural_coop",
             "worker": "labour_union", "ind": "railway", "fac": "head_office"}
    for k in kinds:
        if k.effect.kind == "bonus":
            key = names[k.effect.per]
            out[key] = out.get(key, 0) + k.effect.n * bonus[k.effect.per]
    out["money"] = s.money[seat]
    cancel = sum(k.effect.n for k in kinds if k.effect.kind == "cancel_debt")
    if s.debt[seat]:
        out["unpaid_wages"] = -3 * s.debt[seat]
        if cancel:
            out["law_office"] = 3 * min(cancel, s.debt[seat])
    return out


def tiebreak(s: NEState, seat: int) -> tuple[int, ...]:
    """Ties go to the earlier seat in turn order from the start player (larger is better)."""
    return (s.n - (seat - s.start) % s.n,)


def scores(s: NEState) -> list[Score]:
    out = []
    for seat in range(s.n):
        parts = breakdown(s, seat)
        out.append(Score(seat, sum(parts.values()), parts, tiebreak(s, seat)))
    return out


def _solo_scale(points: float) -> float:
    return min(1.0, max(0.0, points / SOLO_GOAL))


def solo_value(s: NEState) -> float:
    """Solo: the score as a share of the 100 points that win (1.0 = won), so the search
    prefers every extra point on the way."""
    return _solo_scale(scores(s)[0].total)


# ----- in words (the end screen's tooltips) -------------------------------------------------
def _per_words(per: str, count: int) -> Msg:
    if per == "building":
        return nmsg("{n} building", "{n} buildings", count)
    if per == "good":
        return nmsg("{n} consumer good", "{n} consumer goods", count)
    if per == "worker":
        return nmsg("{n} worker", "{n} workers", count)
    if per == "ind":
        return nmsg("{n} industry building", "{n} industry buildings", count)
    return nmsg("{n} facility", "{n} facilities", count)


def details(s: NEState, seat: int) -> dict[str, list[Text]]:
    """Each part of the score in words: the buildings by name with their values, each bonus
    building with what it counts, cash, unpaid wages and what the Law Office cancels."""
    cards = sorted(s.tableau[seat], key=lambda c: (cat.CARD_KIND[c], c))
    out: dict[str, list[Text]] = {"buildings": [
        msg("{building}: {n}", building=cat.label(c), n=cat.kind(c).value) for c in cards]
        or [msg("No buildings.")]}
    parts = breakdown(s, seat)
    counts = {"building": len(cards), "good": s.goods[seat], "worker": s.workers[seat],
              "ind": sum(cat.kind(c).icon == "ind" for c in cards),
              "fac": sum(cat.kind(c).icon == "fac" for c in cards)}
    for c in cards:
        effect = cat.kind(c).effect
        if effect.kind == "bonus":
            out.setdefault(cat.kind(c).key, []).append(msg(
                "{building}: {each} points for each of your {counted} = {n}",
                building=cat.label(c), each=effect.n,
                counted=_per_words(effect.per, counts[effect.per]),
                n=effect.n * counts[effect.per]))
    out["money"] = [msg("${n} in cash at the end, 1 point per $1", n=s.money[seat])]
    if "unpaid_wages" in parts:
        out["unpaid_wages"] = [nmsg("{n} unpaid wage, -3 points each",
                                    "{n} unpaid wages, -3 points each", s.debt[seat])]
    if "law_office" in parts:
        office = next(c for c in cards if cat.kind(c).effect.kind == "cancel_debt")
        out["law_office"] = [nmsg("{building}: {n} unpaid wage cancelled, +3 points each",
                                  "{building}: {n} unpaid wages cancelled, +3 points each",
                                  parts["law_office"] // 3, building=cat.label(office))]
    return out
