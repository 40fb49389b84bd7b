"""Pure-Python rules of the Tabletop Cities games: state, legal actions, scoring, views, bots.

Nothing here imports pygame, saves or desktop (checked by ../shared/tools/check_layers.py).
"""
