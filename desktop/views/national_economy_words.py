"""The National Economy table's words: card names (English first, Japanese beside it), the
effect of every workplace in a sentence, the rules-reference summary and score labels."""

from __future__ import annotations

from desktop.i18n import tr
from desktop.ui import esc
from rules.national_economy import catalogue as cat
from rules.national_economy.catalogue import Place
from rules.national_economy.preview import names

SCORE_LABELS = {
    "buildings": "Buildings",
    "real_estate_agent": "Real-estate agent",
    "agricultural_coop": "Agricultural co-op",
    "labour_union": "Labour union",
    "railway": "Railway",
    "head_office": "Head office",
    "money": "Money",
    "unpaid_wages": "Unpaid wages",
    "law_office": "Law office",
}

ICON_WORDS = {"agr": "Farm icon", "ind": "Industry icon", "fac": "Facility", "": ""}

SUMMARY = [
    "Goal: the most points after round 9. Points are the values of your buildings, their "
    "end-game bonuses and $1 per point of money, minus 3 for each unpaid-wage card.",
    "Each round, starting with the start player, players place one worker at a time on a "
    "free workplace: the public row or their own buildings. The mine (and, with 3 or 4 "
    "players, the shops) take any number of workers. An effect is used in full or not at all.",
    "Building: a carpenter (or a building that builds) lets you build a card from your hand "
    "by discarding as many other cards as its cost. Consumer goods count as cards.",
    "Round end: discard down to your hand limit (5, +4 per warehouse), then pay the round's "
    "wage for every worker, trainees included, into the household. Shops pay you from the "
    "household.",
    "Short of money? Sell buildings at their value (they join the public row), but never "
    "more than needed: if the sale still covers the wages without its cheapest building, it "
    "is over-selling. Still short after selling everything sellable: one unpaid-wage card "
    "per $1 (-3 points each).",
    "Solo: no quarry; after each worker you place, the newest free public workplace is "
    "blocked for the round; buildings sell for half. 100 points or more is a win.",
]


def title(place: int) -> str:
    """The tooltip title: the English name (the tooltip font has no Japanese glyphs; the
    card itself shows both names)."""
    return tr(names(place)[0])


def effect_text(info: Place) -> str:
    e = info.effect
    k = e.kind
    if k == "goods":
        text = tr("Take {n} consumer goods.", n=e.n)
        if e.self_discard:
            text += " " + tr("Then this building is discarded.")
        return text
    if k == "reveal":
        return tr("Reveal {n} cards from the deck, keep 1, discard the rest.", n=e.n)
    if k == "sell":
        if e.discard:
            return tr("Discard {d} card(s) and take ${m} from the household.", d=e.discard,
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
        return tr("Draw {n} building card(s).", n=e.n)
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
        head = tr("Cost {c} card(s) · value {v}", c=info.cost, v=info.value)
        lines.append(head + (f" · {tr(icon)}" if icon else ""))
        if not info.sellable:
            lines.append(tr("Cannot be sold."))
    lines.append(effect_text(info))
    if info.multi == "always":
        lines.append(tr("Takes any number of workers."))
    elif info.multi == "three_plus":
        lines.append(tr("Takes any number of workers with 3 or 4 players.") if n_players >= 3
                     else tr("One worker a round with 1 or 2 players."))
    return "\n".join(lines)


def reference_html(state, options) -> list[str]:
    paras = [f"<b>{esc(tr('How to play'))}</b>"]
    paras += [esc(tr(p)) for p in SUMMARY]
    paras.append(f"<b>{esc(tr('Public workplaces at the start'))}</b>")
    for place in (cat.QUARRY, cat.MINE, cat.SCHOOL, cat.CARPENTER):
        info = cat.PLACES[place]
        paras.append(f"<b>{esc(tr(info.en))}</b>: " + esc(effect_text(info)))
    paras.append(esc(tr("With 1 or 2 players there is one carpenter, with 3 two, with 4 three. "
                        "Solo: no quarry, and a farm joins the row.")))
    paras.append(f"<b>{esc(tr('The buildings'))}</b>")
    for info in cat.KINDS:
        en = tr(info.en)  # the reference's font has no Japanese glyphs
        icon = ICON_WORDS[info.icon] if info.icon != "fac" else ""  # its text says so
        extra = f", {tr(icon).lower()}" if icon else ""
        if not info.sellable and info.icon != "fac":
            extra += ", " + tr("cannot be sold")
        paras.append(
            f"<b>{esc(en)}</b> ×{info.count}: "
            + esc(tr("cost {c}, value {v}", c=info.cost, v=info.value)) + esc(extra)
            + ". " + esc(effect_text(info)))
    paras.append(f"<b>{esc(tr('Round cards'))}</b>")
    for r in range(1, cat.ROUNDS + 1):
        info = cat.PLACES[cat.ROUND_CARD + r]
        paras.append(esc(tr("Round {r} (wage ${w}): {name}", r=r, w=cat.WAGES[r - 1],
                            name=tr(info.en))) + ". "
                     + esc(tr("Public from the next round:")) + " " + esc(effect_text(info)))
    return paras
