"""Boonlake's designed cards and scoring tiles at a glance, for an owner correcting one.

    .venv/bin/python -m tools.boonlake_cards          # tables + cards outside the band
    .venv/bin/python -m tools.boonlake_cards --cards  # also every card's value per cost

It loads `rules/boonlake/data/cards.json` and `scoring_tiles.json` the way the game does (a
broken file is reported with the card id and field), prints the distribution tables of
docs/boonlake-cards.md as Markdown, and lists every designed card or special project whose value
per cost leaves the band (`rules/boonlake/cards.py` CARD_BAND / PROJECT_BAND; a card an owner
checked against a printed one, `"designed": false`, is not held to it). It exits 1 when a
file is broken or something is outside its band.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterable

from rules.boonlake import cards as boon_cards
from rules.boonlake.cards import CARD_KINDS, RESOURCES, ProjectCard


def timing(card: ProjectCard) -> str:
    """A card's main timing: the first of immediate, permanent, end game it has."""
    return next(name for name in boon_cards.TIMINGS if getattr(card, name))


def table(header: Iterable[str], rows: Iterable[Iterable[object]]) -> list[str]:
    header = list(header)
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return lines + [""]


def by_kind(cards: tuple[ProjectCard, ...], label: str, key: object,
            values: Iterable[object]) -> list[str]:
    """One row per value of `key(card)`, one column per card kind, and the total."""
    counts = {kind: Counter(key(card) for card in cards if card.kind == kind)  # type: ignore
              for kind in CARD_KINDS}
    rows = [[value, *(counts[kind][value] for kind in CARD_KINDS),
             sum(counts[kind][value] for kind in CARD_KINDS)] for value in values]
    rows.append(["all", *(sum(counts[kind].values()) for kind in CARD_KINDS), len(cards)])
    return table([label, *CARD_KINDS, "all"], rows)


def report(cards: tuple[ProjectCard, ...], tiles: tuple[boon_cards.ScoringTile, ...],
           every_card: bool) -> tuple[list[str], list[str]]:
    """The Markdown tables, and the problems (values outside their band)."""
    lines = ["### Cards by main timing", "", *by_kind(cards, "timing", timing, boon_cards.TIMINGS)]
    lines += ["### Cards by coin cost", "", *by_kind(cards, "coins", lambda c: c.cost_coins,
                                                 range(9))]
    lines += ["### Cards by resources needed",
              "", *by_kind(cards, "resources", lambda c: sum(n for _, n in c.resources), range(7))]
    lines += ["### Cards by VP", "", *by_kind(cards, "VP", lambda c: c.vp, range(6))]
    lines += ["### Cards with a vase in the cost",
              "", *by_kind(cards, "vases", lambda c: c.cost_vases, range(2))]
    resource_rows = [[resource, *(sum(dict(card.resources).get(resource, 0)
                                      for card in cards if card.kind == kind)
                                  for kind in CARD_KINDS)] for resource in RESOURCES]
    lines += ["### Resources needed, summed per kind",
              "", *table(["resource", *CARD_KINDS], resource_rows)]
    effects = Counter(effect.kind for card in cards
                      for effect in (*card.immediate, *card.permanent, *card.end_game))
    lines += ["### Effects used", "", *table(["effect", "cards"], sorted(effects.items()))]
    ratios = sorted(((boon_cards.value_per_cost(card), card) for card in cards),
                    key=lambda pair: (pair[0], pair[1].id))
    low, high = boon_cards.CARD_BAND
    lines += [f"Value per cost: {ratios[0][0]:.3f} ({ratios[0][1].name}) to "
              f"{ratios[-1][0]:.3f} ({ratios[-1][1].name}); band {low:.2f}..{high:.2f}", ""]
    problems = [f"card {card.id} {card.name}: value per cost {ratio:.3f} outside "
                f"{low:.2f}..{high:.2f}" for ratio, card in ratios
                if card.designed and not low <= ratio <= high]
    if every_card:
        lines += table(["id", "kind", "name", "cost", "VP", "value", "value/cost"],
                       [[card.id, card.kind, card.name, f"{boon_cards.card_cost(card):.1f}",
                         card.vp, f"{boon_cards.card_value(card):.1f}", f"{ratio:.3f}"]
                        for ratio, card in sorted(ratios, key=lambda pair: pair[1].id)])
    low, high = boon_cards.PROJECT_BAND
    rows = []
    for tile in tiles:
        ratio = boon_cards.project_value_per_cost(tile)
        resources = " + ".join(f"{n} {name}" for name, n in tile.project_resources)
        params = " ".join("+".join(value) if isinstance(value, tuple) else f"{name} {value}"
                          for name, value in tile.condition.params)
        rows.append([tile.id, f"{tile.condition.kind} {params}".strip(),
                     " / ".join(map(str, tile.thresholds)),
                     f"{tile.project_coins} coins + {resources}", tile.project_vp,
                     tile.project_track, f"{ratio:.3f}"])
        if tile.designed and not low <= ratio <= high:
            problems.append(f"scoring tile {tile.id}: project value per cost {ratio:.3f} "
                            f"outside {low:.2f}..{high:.2f}")
    lines += ["### Scoring tiles", "", *table(["id", "condition", "thresholds", "project cost",
                                           "VP", "track", "value/cost"], rows)]
    return lines, problems


def main(argv: list[str]) -> int:
    try:
        cards, tiles = boon_cards.load_cards(), boon_cards.load_scoring_tiles()
    except boon_cards.CardDataError as error:
        print(f"broken data: {error}", file=sys.stderr)
        return 1
    lines, problems = report(cards, tiles, "--cards" in argv)
    print("\n".join(lines))
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
