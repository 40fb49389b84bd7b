"""The app's scenes: title, new game, load, settings, game table, end screen and overlays."""
