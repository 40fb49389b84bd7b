"""Pure renderers of a game view plus presentation state (hover, selection)."""
