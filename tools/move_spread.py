"""How far each game spells out its moves: for every action kind, the product files that name
it as a string literal; the lines of each game's state, table and words files; the methods of
`GameRules`. Issue 41 (every move declared once) is measured with it before and after.

    .venv/bin/python -m tools.move_spread            # a table per game, then the totals
    .venv/bin/python -m tools.move_spread --games 6  # random games played to find the kinds

The kinds are those the legal moves of seeded random games offer (every game at 1 to 4 seats,
with its default options); a kind that none of them reaches is not counted. A file counts when
it holds the kind's name as a string literal, whatever that literal names there (Boonlake's
"region" is also a key of its board data): the counts are an upper bound. A game's `zones.py`
is left out: it names the places pieces lie in (the "discard" pile, a "hand"), never a move
(issue 42 added it after the measure before).
"""

from __future__ import annotations

import argparse
import inspect
import random
import re
from pathlib import Path
from statistics import median

from rules.core import registry
from rules.core.contract import GameRules, Seat

ROOT = Path(__file__).resolve().parent.parent


def kinds_of(rules: GameRules, games: int) -> set[str]:
    """The action kinds the legal moves offer in `games` random games per seat count."""
    found: set[str] = set()
    for players in range(max(1, rules.min_players), min(4, rules.max_players) + 1):
        for seed in range(games):
            state = rules.new_game([Seat(f"P{i}") for i in range(players)],
                                   rules.make_options({}), seed)
            rng = random.Random(seed)
            for _ in range(rules.max_game_length):
                acting = rules.to_act(state)
                if not acting:
                    break
                legal = rules.legal_actions(state, acting[0])
                found.update(action.kind for action in legal)
                rules.apply_unchecked(state, acting[0], rng.choice(legal))
    return found


def product_files(game_id: str) -> list[Path]:
    """The game's own product code: its rules package, its desktop registration and views."""
    files = sorted((ROOT / "rules" / game_id).rglob("*.py"))
    files += sorted((ROOT / "desktop" / "views").glob(f"{game_id}_*.py"))
    files += [ROOT / "desktop" / "games" / f"{game_id}.py"]
    return [f for f in files if f.is_file() and f.name != "zones.py"]


def files_naming(kind: str, files: list[Path]) -> list[Path]:
    literal = re.compile(rf"""["']{re.escape(kind)}["']""")
    return [f for f in files if literal.search(f.read_text(encoding="utf-8"))]


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines()) if path.is_file() else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="random games per seat count")
    args = parser.parse_args(argv)
    all_counts: list[int] = []
    for rules in registry.all_games():
        game = rules.game_id
        files = product_files(game)
        spread = {kind: files_naming(kind, files) for kind in sorted(kinds_of(rules,
                                                                              args.games))}
        counts = [len(where) for where in spread.values()]
        all_counts += counts
        print(f"## {game}: {len(spread)} kinds, files naming a kind: median "
              f"{median(counts):g}, most {max(counts)}")
        for kind, where in sorted(spread.items(), key=lambda kv: -len(kv[1])):
            names = ", ".join(str(f.relative_to(ROOT)) for f in where)
            print(f"  {kind:14s} {len(where):2d}  {names}")
        views = ROOT / "desktop" / "views"
        print(f"  lines: state.py {lines(ROOT / 'rules' / game / 'state.py')}, table "
              f"{lines(views / f'{game}_table.py')}, words {lines(views / f'{game}_words.py')}")
    methods = [name for name, _ in inspect.getmembers(GameRules, inspect.isfunction)
               if not name.startswith("_")]
    print(f"## all games: {len(all_counts)} kinds, files naming a kind: median "
          f"{median(all_counts):g}; GameRules has {len(methods)} public methods")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
