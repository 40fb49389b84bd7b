"""The import direction inside `rules/`: a game's rules never import its bot knowledge.

Bot knowledge (heuristics, playout policies, tuned weights) lives in `rules/<game>/ai/` and in
`rules/bots/`; the rules modules of a game and the shared contract (`rules/core/`) import
neither, so the rules can be read, tested and changed without the bots. (The layers between
the top-level folders are checked by `../shared/tools/check_layers.py`.)"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parent.parent / "rules"


def imported_modules(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
            names += [f"{node.module}.{alias.name}" for alias in node.names]
    return names


def rules_modules() -> list[Path]:
    games = [p for p in RULES.iterdir() if (p / "__init__.py").exists() and p.name != "bots"]
    return sorted(path for game in games for path in game.rglob("*.py")
                  if "ai" not in path.relative_to(game).parts)


def is_bot_knowledge(module: str) -> bool:
    parts = module.split(".")
    return parts[:2] == ["rules", "bots"] or (parts[0] == "rules" and "ai" in parts[2:3])


@pytest.mark.parametrize("path", rules_modules(), ids=lambda p: str(p.relative_to(RULES)))
def test_rules_modules_import_no_bot_knowledge(path: Path) -> None:
    bad = [m for m in imported_modules(path) if is_bot_knowledge(m)]
    assert not bad, f"{path.relative_to(RULES)} imports bot knowledge: {bad}"


def test_the_check_sees_an_import_of_bot_knowledge() -> None:
    assert is_bot_knowledge("rules.national_economy.ai.debt")
    assert is_bot_knowledge("rules.bots.knowledge")
    assert not is_bot_knowledge("rules.national_economy.engine")
    assert len(rules_modules()) > 30
