"""Citadels game options. Defaults follow the project's rulebook; the official readings are
named options (see docs/rules-notes.md)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.contract import option


@dataclass(frozen=True)
class CitadelsOptions:
    short_game: bool = option(
        False, "Short game: the game ends after the round in which a city reaches one "
               "district fewer (7 instead of 8).")
    three_players: str = option(
        "rulebook", "3 players: 'rulebook' removes the Assassin, each player takes 1 "
                    "character and the game ends at 10 districts; 'official' keeps all 8 "
                    "characters, each player takes 2 and the game ends at 8.",
        ("rulebook", "official"))
    two_player_end: int = option(
        10, "2 players: the number of districts that ends the game (the rulebook's text "
            "is unclear between 10 and 12; the official rules use 8).", (8, 10, 12))
    tie_break: str = option(
        "shared", "Equal scores: 'shared' (rulebook: all tied players win) or 'gold' "
                  "(the tied player with the most gold wins).", ("shared", "gold"))
