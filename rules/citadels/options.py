"""Citadels game options. Defaults follow the project's rulebook; the official readings are
named options (see docs/rules-notes.md). The cast of characters (one per rank) and the Dark City
districts added to the deck are options too, so they are saved with the game."""

from __future__ import annotations

from dataclasses import dataclass, fields

from rules.citadels.catalogue import DARK_KEYS, KINDS, RANK_CHOICES
from rules.core.contract import option

RANDOM = "random"
NO_CHARACTER = "none"
FREE_DARK_DISTRICTS = 3
CHARACTER_GROUP = "Characters"
DISTRICT_GROUP = "Dark City districts"
DARK_RULES_GROUP = "Dark City rules"  # more than this many only by removing as many base districts


def _rank(rank: int) -> str:
    classic, dark = RANK_CHOICES[rank]
    return option(classic, f"Rank {rank}: the {classic.replace('_', ' ')} (classic), the "
                           f"{dark.replace('_', ' ')} (Dark City), or one of them at random.",
                  (classic, dark, RANDOM), group=CHARACTER_GROUP, label=f"Rank {rank}")


def _district(key: str) -> bool:
    kind = next(k for k in KINDS if k.key == key)
    return option(False, f"Dark City district: add the {kind.name} ({kind.cost}) to the deck. "
                         f"Up to {FREE_DARK_DISTRICTS} are added freely; with more, as many "
                         "base districts as Dark City ones are removed unseen.",
                  group=DISTRICT_GROUP, label=kind.name)


@dataclass(frozen=True)
class CitadelsOptions:
    short_game: bool = option(
        False, "Short game: the game ends after the round in which a city reaches one "
               "district fewer (7 instead of 8).")
    three_players: str = option(
        "rulebook", "3 players: 'rulebook' removes the rank-1 character, each player takes "
                    "1 character and the game ends at 10 districts; 'official' keeps every "
                    "character, each player takes 2 and the game ends at 8.",
        ("rulebook", "official"))
    two_player_end: int = option(
        10, "2 players: the number of districts that ends the game (the rulebook's text "
            "is unclear between 10 and 12; the official rules use 8).", (8, 10, 12))
    tie_break: str = option(
        "shared", "Equal scores: 'shared' (rulebook: all tied players win), 'gold' (the tied "
                  "player with the most gold wins) or 'rank' (the tied player whose character "
                  "revealed in the last round ranks highest wins).", ("shared", "gold", "rank"))
    rank_1: str = _rank(1)
    rank_2: str = _rank(2)
    rank_3: str = _rank(3)
    rank_4: str = _rank(4)
    rank_5: str = _rank(5)
    rank_6: str = _rank(6)
    rank_7: str = _rank(7)
    rank_8: str = _rank(8)
    rank_9: str = option(
        NO_CHARACTER, "Rank 9 (Dark City, optional): none, the Queen, the Artist, or one of "
                      "them at random.", (NO_CHARACTER, "queen", "artist", RANDOM),
        group=CHARACTER_GROUP, label="Rank 9")
    queen: str = option(
        "rulebook", "Queen: 'rulebook' pays her 3 gold next to the King's or the Emperor's "
                    "player; 'official' pays her next to the King's player or the player the "
                    "Emperor gave the crown to, and leaves her out of games under 5 players.",
        ("rulebook", "official"), group=DARK_RULES_GROUP)
    navigator: str = option(
        "rulebook", "Navigator: 'rulebook' lets him build if he does not use his power; "
                    "'official' never lets him build.", ("rulebook", "official"),
        group=DARK_RULES_GROUP)
    bell_tower: str = option(
        "rulebook", "Bell Tower: 'rulebook' always ends the game one district earlier while "
                    "it stands (+4 to cities already that size when it is built); 'official' "
                    "lets its builder choose to announce it.", ("rulebook", "official"),
        group=DARK_RULES_GROUP)
    emperor_crown: str = option(
        "any_player", "Emperor: 'any_player' lets him give the crown to any other player "
                      "(rulebook); 'not_holder' forbids giving it back to the player who holds "
                      "it.", ("any_player", "not_holder"), group=DARK_RULES_GROUP)
    district_lighthouse: bool = _district("lighthouse")
    district_armory: bool = _district("armory")
    district_museum: bool = _district("museum")
    district_imperial_treasury: bool = _district("imperial_treasury")
    district_map_room: bool = _district("map_room")
    district_wishing_well: bool = _district("wishing_well")
    district_quarry: bool = _district("quarry")
    district_poor_house: bool = _district("poor_house")
    district_bell_tower: bool = _district("bell_tower")
    district_factory: bool = _district("factory")
    district_park: bool = _district("park")
    district_hospital: bool = _district("hospital")
    district_throne_room: bool = _district("throne_room")
    district_ball_room: bool = _district("ball_room")

    def rank_choice(self, rank: int) -> str:
        return getattr(self, f"rank_{rank}")

    def dark_districts(self) -> list[str]:
        """The Dark City district keys chosen for the deck, in catalogue order."""
        return [key for key in DARK_KEYS if getattr(self, f"district_{key}")]

    def uses_dark_city(self) -> bool:
        return bool(self.dark_districts()) or any(
            self.rank_choice(r) != RANK_CHOICES[r][0] for r in range(1, 9)) \
            or self.rank_9 != NO_CHARACTER


assert {f.name for f in fields(CitadelsOptions) if f.name.startswith("district_")} == {
    f"district_{key}" for key in DARK_KEYS}, "one option per Dark City district"
