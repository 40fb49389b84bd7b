"""Tabletop Cities desktop app (pygame-ce + pygame_gui). Start it with `python -m desktop`."""
