"""Boonlake: boards, tiles and rules (work in progress; not registered in GAME_MODULES until
the game is playable: see docs/boonlake-data.md)."""
