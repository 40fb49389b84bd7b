"""The benchmark's rows, their table and the machine line printed with them."""

from __future__ import annotations

import datetime
import os
import platform
from dataclasses import dataclass, field

LEVELS = ("easy", "normal", "hard")


@dataclass
class Row:
    """One game (or solo mode) measured: rates a second, costs in µs, decisions in ms."""

    game: str
    seats: int
    games_per_s: float
    actions_per_s: float
    actions_per_game: float
    clone_us: float
    view_us: float
    determinize_us: float
    to_json_us: float
    ismcts_per_s: float
    decision_ms: dict[str, tuple[float, float]] = field(default_factory=dict)  # median, max


HEADER = ("game", "seats", "games/s", "actions/s", "actions/game", "clone µs", "view µs",
          "determinize µs", "to_json µs", "ISMCTS it/s",
          *(f"{level} ms (median / max)" for level in LEVELS))


def _number(value: float) -> str:
    if value >= 100:
        return f"{value:,.0f}".replace(",", " ")
    return f"{value:.1f}" if value >= 10 else f"{value:.2f}"


def table(rows: list[Row]) -> str:
    """The rows as a Markdown table."""
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    for r in rows:
        cells = [r.game, "solo" if r.seats == 1 else str(r.seats)]
        cells += [_number(v) for v in (r.games_per_s, r.actions_per_s, r.actions_per_game,
                                       r.clone_us, r.view_us, r.determinize_us, r.to_json_us,
                                       r.ismcts_per_s)]
        cells += [f"{r.decision_ms[lv][0]:.0f} / {r.decision_ms[lv][1]:.0f}" for lv in LEVELS]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def machine() -> str:
    """When and where: the date, CPUs, Python and the load average."""
    load = " ".join(f"{v:.2f}" for v in os.getloadavg())
    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    return (f"{now}; {os.cpu_count()} CPUs; Python {platform.python_version()} "
            f"({platform.python_implementation()}); load average {load}")
