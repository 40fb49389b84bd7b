"""Pure renderers of a game view plus presentation state (hover, selection): the shared
`table.Table` contract and each game's table (``<game_id>_table.py``). A game is put on
screen by its registration in `desktop.games`."""
