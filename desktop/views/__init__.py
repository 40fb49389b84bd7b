"""Pure renderers of a game view plus presentation state (hover, selection).

`TABLE_GAMES` lists the games that have a table on screen. A game whose rules exist but
whose view is not drawn yet (it can already be played headless in the arena) is not offered
on the new-game screen, and its saves are refused with a message."""

TABLE_GAMES = frozenset({"citadels"})


def has_table(game_id: str) -> bool:
    return game_id in TABLE_GAMES
