"""Hand-made Boonlake project cards and scoring tiles for the engine's tests, with the agreed
fields (docs/boonlake-cards.md), until the `cards` branch's `rules.boonlake.cards` is merged.

`install()` makes the engine use them (`rules.boonlake.catalogue.use`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.boonlake import catalogue


@dataclass(frozen=True)
class Effect:
    kind: str
    params: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str, default: Any = None) -> Any:
        return dict(self.params).get(name, default)


def fx(kind: str, **params: Any) -> Effect:
    return Effect(kind, tuple(sorted(params.items())))


@dataclass(frozen=True)
class ProjectCard:
    id: int
    kind: str
    name: str
    cost_coins: int
    cost_vases: int
    resources: tuple[tuple[str, int], ...]
    vp: int
    immediate: tuple[Effect, ...] = ()
    permanent: tuple[Effect, ...] = ()
    end_game: tuple[Effect, ...] = ()
    designed: bool = True


@dataclass(frozen=True)
class ScoringTile:
    id: int
    condition: Effect
    thresholds: tuple[int, int, int, int]
    project_coins: int
    project_resources: tuple[tuple[str, int], ...]
    project_vp: int
    project_track: str
    designed: bool = True


# A few cards of each timing, cycled over the three kinds.
EFFECTS = [
    dict(immediate=(fx("coins", n=3),)),
    dict(immediate=(fx("draw", n=2),)),
    dict(immediate=(fx("coin_track", n=1),)),
    dict(immediate=(fx("card_track", n=1),)),
    dict(immediate=(fx("inhabitants", n=2),)),
    dict(immediate=(fx("vases", n=1),)),
    dict(immediate=(fx("exchange", give={"cards": 2}, get={"coins": 4}, reversible=True),)),
    dict(immediate=(fx("exchange", give={"inhabitants": 1}, get={"coins": 8},
                       reversible=False),)),
    dict(immediate=(fx("reset_lever", n=1),)),
    dict(immediate=(fx("free_house"),)),
    dict(immediate=(fx("cheap_settlement"),)),
    dict(permanent=(fx("card_discount", n=1),)),
    dict(permanent=(fx("lever_discount", n=1),)),
    dict(permanent=(fx("cattle_coins", n=1),)),
    dict(permanent=(fx("ship_coin_space", n=1),)),
    dict(permanent=(fx("ship_harbour", what="cards", n=2),)),
    dict(permanent=(fx("discard_kind_coin", card_kind="day", n=1),)),
    dict(end_game=(fx("threshold", measure="levers", steps=((3, 2), (6, 5))),)),
    dict(end_game=(fx("per_item", measure="cattle_removed", vp=1),)),
    dict(end_game=(fx("per_item", measure="presence_region", region="boonlake", vp=1),)),
]
KINDS = ("day", "dusk", "night")
RESOURCE_COSTS = ((), (("wood", 1),), (("stone", 1), ("loam", 1)), (("iron", 2),))


def make_cards(count: int = 60) -> tuple[ProjectCard, ...]:
    cards = []
    for i in range(count):
        effect = EFFECTS[i % len(EFFECTS)]
        cards.append(ProjectCard(
            id=i + 1, kind=KINDS[i % 3], name=f"Test card {i + 1}", cost_coins=i % 5,
            cost_vases=1 if i % 11 == 10 else 0, resources=RESOURCE_COSTS[i % 4], vp=i % 4,
            **effect))
    return tuple(cards)


SPECIAL_PROJECT = dict(project_coins=13, project_resources=(("loam", 2), ("iron", 3)),
                       project_vp=8, project_track="card")


def make_tiles() -> tuple[ScoringTile, ...]:
    conditions = [
        (fx("card_track"), (1, 2, 4, 7)),
        (fx("coin_track"), (1, 2, 4, 7)),
        (fx("levers"), (1, 2, 3, 5)),
        (fx("production_sites"), (1, 2, 3, 4)),
        (fx("presence_regions", regions=("boonlake", "southern")), (1, 2, 3, 4)),
        (fx("connected_presence"), (1, 2, 4, 6)),
        (fx("cattle_removed"), (0, 1, 2, 3)),
        (fx("bridge_presence"), (1, 1, 2, 3)),
        (fx("exchange_coins", coins=2, vp=1), (1, 2, 3, 4)),
        (fx("exchange_inhabitant_or_coins", coins=5, vp=2), (1, 1, 2, 2)),
    ]
    return tuple(ScoringTile(i + 1, condition, thresholds, **SPECIAL_PROJECT)
                 for i, (condition, thresholds) in enumerate(conditions))


def install() -> None:
    catalogue.use(make_cards(), make_tiles())
