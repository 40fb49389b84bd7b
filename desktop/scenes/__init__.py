"""The scenes, pushed by name (`App.push_scene("end", match, created)`), so that no scene
module imports another: each name maps to ``module:Class``, imported when first used."""

from __future__ import annotations

import importlib
from typing import Any

SCENES = {
    "title": "desktop.scenes.title:TitleScene",
    "new_game": "desktop.scenes.new_game:NewGameScene",
    "load": "desktop.scenes.load:LoadScene",
    "settings": "desktop.scenes.settings_scene:SettingsScene",
    "game": "desktop.scenes.game:GameScene",
    "end": "desktop.scenes.end:EndScene",
    "replay": "desktop.scenes.replay:ReplayScene",
    "rules": "desktop.scenes.rules_reference:RulesScene",
    "save": "desktop.scenes.save_dialog:SaveDialog",
    "menu": "desktop.scenes.save_dialog:GameMenu",
    "pass": "desktop.scenes.pass_device:PassScene",
    "language": "desktop.scenes.language:LanguageScene",
    "statistics": "desktop.scenes.statistics:StatisticsScene",
    "lessons": "desktop.scenes.lessons:LessonsScene",
}


def make(name: str, app: Any, *args: Any) -> Any:
    """A new scene of kind `name` (a key of `SCENES`)."""
    module, _, cls = SCENES[name].partition(":")
    return getattr(importlib.import_module(module), cls)(app, *args)
