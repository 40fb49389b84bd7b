"""The National Economy table's words: card names (in the chosen language; the tooltip adds
the original Japanese printing's name), the effect of every workplace in a sentence, the
rules-reference summary and score labels."""

from __future__ import annotations

from desktop.i18n import ntr, say, tr
from desktop.ui import esc
from rules.core.message import N_
from rules.national_economy import catalogue as cat
from rules.national_economy.catalogue import Place

SCORE_LABELS = {  # translated when drawn (the end screen)
    "buildings": N_("Buildings"),
    "real_estate_agent": N_("Real-estate agent"),
    "agricultural_coop": N_("Agricultural co-op"),
    "labour_union": N_("Labour union"),
    "railway": N_("Railway"),
    "head_office": N_("Head office"),
    "money": N_("Money"),
    "unpaid_wages": N_("Unpaid wages"),
    "law_office": N_("Law office"),
}

ICON_WORDS = {"agr": N_("Farm icon"), "ind": N_("Industry icon"), "fac": N_("Facility"),
              "": ""}

SUMMARY = [  # N_ marks each paragraph; tr translates it when the reference is shown
    N_("Goal: the most points after round 9. Points are the values of your buildings, their "
    "end-game bonuses and $1 per point of money, minus 3 for each unpaid-wage card."),
    N_("Each round, starting with the start player, players place one worker at a time on a "
    "free workplace: the public row or their own buildings. The mine (and, with 3 or 4 "
    "players, the shops) take any number of workers. An effect is used in full or not at all."),
    N_("Building: a carpenter (or a building that builds) lets you build a card from your hand "
    "by discarding as many other cards as its cost. Consumer goods count as cards."),
    N_("Round end: discard down to your hand limit (5, +4 per warehouse), then pay the round's "
    "wage for every worker, trainees included, into the household. Shops pay you from the "
    "household."),
    N_("Short of money? Sell buildings at their value (they join the public row), but never "
    "more than needed: if the sale still covers the wages without its cheapest building, it "
    "is over-selling. Still short after selling everything sellable: one unpaid-wage card "
    "per $1 (-3 points each)."),
    N_("Solo: no quarry; after each worker you place, the newest free public workplace is "
    "blocked for the round; buildings sell for half. 100 points or more is a win."),
]


def title(place: int) -> str:
    """The name of a card or workplace in the chosen language (the card's and the tooltip's
    title)."""
    if place == cat.GOOD:
        return tr("Consumer goods")
    return say(cat.label(place))


def japanese(place: int) -> str:
    """The name printed on the Japanese card ("" for an unknown id)."""
    if place == cat.GOOD:
        return "消費財"
    info = cat.PLACES.get(place)
    return info.ja if info is not None else ""


def effect_text(info: Place) -> str:
    e = info.effect
    k = e.kind
    if k == "goods":
        if e.self_discard:
            return tr("Take {n} consumer goods. Then this building is discarded.", n=e.n)
        return tr("Take {n} consumer goods.", n=e.n)
    if k == "reveal":
        return tr("Reveal {n} cards from the deck, keep 1, discard the rest.", n=e.n)
    if k == "sell":
        if e.discard:
            return ntr("Discard {n} card and take ${m} from the household.",
                       "Discard {n} cards and take ${m} from the household.", e.discard,
                       m=e.money)
        return tr("Take ${m} from the household.", m=e.money)
    if k == "trade":
        return tr("Discard {d} cards, then draw {n} building cards.", d=e.discard, n=e.draw)
    if k == "build":
        return {"normal": tr("Build a building from your hand at its cost."),
                "discount": tr("Build a building at its cost minus 1."),
                "agr_free": tr("Build a farm-icon building from your hand for free."),
                "then_draw": tr("Build a building at its cost, then draw 2 cards."),
                "pair": tr("Build two buildings of the same cost, paying for one."),
                }[e.mode]
    if k == "fill_goods":
        return tr("Take consumer goods until your hand holds {n} cards (only with {m} or "
                  "fewer).", n=e.n, m=e.n - 1)
    if k == "hand_limit":
        return tr("Facility: your hand limit is {n} higher.", n=e.n)
    if k == "worker_limit":
        return tr("Facility: your worker limit is {n} higher.", n=e.n)
    if k == "cancel_debt":
        return tr("Facility: at the end, cancels up to {n} of your unpaid-wage cards.", n=e.n)
    if k == "bonus":
        per = {"building": tr("building you own"), "good": tr("consumer good in your hand"),
               "worker": tr("worker you have"), "ind": tr("industry icon you own"),
               "fac": tr("facility you own")}[e.per]
        return tr("Facility: at the end, +{n} points for each {per}.", n=e.n, per=per)
    if k == "draw":
        if e.empty_hand:
            return tr("Draw {n} building cards ({m} if your hand is empty).", n=e.n,
                      m=e.empty_hand)
        return ntr("Draw {n} building card.", "Draw {n} building cards.", e.n)
    if k == "quarry":
        return tr("Draw 1 building card and take the start-player card.")
    if k == "hire":
        if e.mode == "to":
            return tr("Raise your workers to {n}; the new ones train this round.", n=e.n)
        if e.mode == "active":
            return tr("Take a new worker who works this very round.")
        return tr("Take a new worker; it trains this round (wages are paid for it).")
    if info.cost or info.value:
        return tr("No effect: worth its points.")
    return tr("No effect.")


def card_body(place: int, n_players: int) -> str:
    """The full text of a card or workplace for its tooltip."""
    info = cat.PLACES[place]
    lines = []
    if place < cat.NUM_CARDS:
        icon = ICON_WORDS[info.icon]
        head = ntr("Cost {n} card · value {v}", "Cost {n} cards · value {v}", info.cost,
                   v=info.value)
        lines.append(tr("{cost} · {icon}", cost=head, icon=tr(icon)) if icon else head)
        if not info.sellable:
            lines.append(tr("Cannot be sold."))
    lines.append(effect_text(info))
    if info.effect.kind == "quarry" and n_players > 1:
        lines.append(tr("The start player places first next round, while the shops can "
                        "still pay."))
    if info.multi == "always":
        lines.append(tr("Takes any number of workers."))
    elif info.multi == "three_plus":
        lines.append(tr("Takes any number of workers with 3 or 4 players.") if n_players >= 3
                     else tr("One worker a round with 1 or 2 players."))
    lines.append(printing(place))
    return "\n".join(lines)


def printing(place: int) -> str:
    """The tooltip's last line: the card's name in the original (Japanese) printing."""
    return tr("Original Japanese printing: {name}", name=japanese(place))


def _heading(text: str) -> str:
    return f"<b>{esc(text)}</b>"


def reference_html(state, options) -> list[str]:
    paras = [_heading(tr("How to play"))]
    paras += [esc(tr(p)) for p in SUMMARY]
    paras.append(_heading(tr("Public workplaces at the start")))
    for place in (cat.QUARRY, cat.MINE, cat.SCHOOL, cat.CARPENTER):
        info = cat.PLACES[place]
        paras.append(tr("{name}: {effect}", name=f"<b>{esc(title(place))}</b>",
                        effect=esc(effect_text(info))))
    paras.append(esc(tr("With 1 or 2 players there is one carpenter, with 3 two, with 4 three. "
                        "Solo: no quarry, and a farm joins the row.")))
    paras.append(_heading(tr("The buildings")))
    for kind_index, info in enumerate(cat.KINDS):
        paras.append(_building_line(cat.CARD_KIND.index(kind_index), info))
    paras.append(_heading(tr("Round cards")))
    for r in range(1, cat.ROUNDS + 1):
        info = cat.PLACES[cat.ROUND_CARD + r]
        paras.append(esc(tr("Round {r} (wage ${w}): {name}. Public from the next round: "
                            "{effect}", r=r, w=cat.WAGES[r - 1], name=title(cat.ROUND_CARD + r),
                            effect=effect_text(info))))
    return paras


def _building_line(card: int, info: Place) -> str:
    """One building of the reference: name, copies, cost, value, kind and effect."""
    facts = tr("cost {c}, value {v}", c=info.cost, v=info.value)
    if info.icon in ("agr", "ind"):  # a facility's text says it is one
        facts = tr("{facts}, {icon}", facts=facts, icon=tr(ICON_WORDS[info.icon]).lower())
    if not info.sellable and info.icon != "fac":
        facts = tr("{facts}, {note}", facts=facts, note=tr("cannot be sold"))
    return tr("{name} ×{count}: {facts}. {effect}", name=f"<b>{esc(title(card))}</b>",
              count=info.count, facts=esc(facts), effect=esc(effect_text(info)))
