"""Citadels game options. Defaults follow the project's rulebook; the official readings are
named options (see docs/rules-notes.md). The cast of characters (one per rank) and the Dark City
districts added to the deck are options too, so they are saved with the game."""

from __future__ import annotations

from dataclasses import dataclass, fields

from rules.citadels.catalogue import DARK_KEYS, KIND_BY_KEY, RANK_CHOICES
from rules.core.contract import option
from rules.core.message import N_

RANDOM = "random"
NO_CHARACTER = "none"
FREE_DARK_DISTRICTS = 3
CHARACTER_GROUP = N_("Characters")
DISTRICT_GROUP = N_("Dark City districts")
DARK_RULES_GROUP = N_("Dark City rules")
DISTRICT_DESCRIPTION = N_("Dark City district: add it to the deck. Up to 3 are added freely; "
                          "with more, as many base districts as Dark City ones are removed "
                          "unseen.")


def _rank(rank: int, label: str, description: str) -> str:
    """The option choosing rank `rank`'s character: its label and description are literals
    (for the catalogue) naming the classic and the Dark City character of the rank."""
    classic, dark = RANK_CHOICES[rank]
    return option(classic, description, (classic, dark, RANDOM), group=CHARACTER_GROUP,
                  label=label)


def _district(key: str, label: str) -> bool:
    assert KIND_BY_KEY[key].name == label, "the label is the district's name"
    return option(False, DISTRICT_DESCRIPTION, group=DISTRICT_GROUP, label=label)


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
    rank_1: str = _rank(1, N_("Rank 1"), N_(
        "Rank 1: the assassin (classic), the witch (Dark City), or one of them at random."))
    rank_2: str = _rank(2, N_("Rank 2"), N_(
        "Rank 2: the thief (classic), the tax collector (Dark City), or one of them at random."))
    rank_3: str = _rank(3, N_("Rank 3"), N_(
        "Rank 3: the magician (classic), the wizard (Dark City), or one of them at random."))
    rank_4: str = _rank(4, N_("Rank 4"), N_(
        "Rank 4: the king (classic), the emperor (Dark City), or one of them at random."))
    rank_5: str = _rank(5, N_("Rank 5"), N_(
        "Rank 5: the bishop (classic), the abbot (Dark City), or one of them at random."))
    rank_6: str = _rank(6, N_("Rank 6"), N_(
        "Rank 6: the merchant (classic), the alchemist (Dark City), or one of them at random."))
    rank_7: str = _rank(7, N_("Rank 7"), N_(
        "Rank 7: the architect (classic), the navigator (Dark City), or one of them at random."))
    rank_8: str = _rank(8, N_("Rank 8"), N_(
        "Rank 8: the warlord (classic), the diplomat (Dark City), or one of them at random."))
    rank_9: str = option(
        NO_CHARACTER, "Rank 9 (Dark City, optional): none, the Queen, the Artist, or one of "
                      "them at random.", (NO_CHARACTER, "queen", "artist", RANDOM),
        group=CHARACTER_GROUP, label=N_("Rank 9"))
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
        "any_player", "Who the Emperor may give the crown to: any other player (the "
                      "rulebook), or anyone but the player who holds it.",
        ("any_player", "not_holder"), group=DARK_RULES_GROUP)
    district_lighthouse: bool = _district("lighthouse", N_("Lighthouse"))
    district_armory: bool = _district("armory", N_("Armory"))
    district_museum: bool = _district("museum", N_("Museum"))
    district_imperial_treasury: bool = _district("imperial_treasury", N_("Imperial Treasury"))
    district_map_room: bool = _district("map_room", N_("Map Room"))
    district_wishing_well: bool = _district("wishing_well", N_("Wishing Well"))
    district_quarry: bool = _district("quarry", N_("Quarry"))
    district_poor_house: bool = _district("poor_house", N_("Poor House"))
    district_bell_tower: bool = _district("bell_tower", N_("Bell Tower"))
    district_factory: bool = _district("factory", N_("Factory"))
    district_park: bool = _district("park", N_("Park"))
    district_hospital: bool = _district("hospital", N_("Hospital"))
    district_throne_room: bool = _district("throne_room", N_("Throne Room"))
    district_ball_room: bool = _district("ball_room", N_("Ball Room"))

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
