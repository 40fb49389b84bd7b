"""The save file: one JSON document per game (documented in docs/save-format.md)."""

from __future__ import annotations

from datetime import UTC, datetime
from importlib import metadata
from typing import Any

from rules.core import registry
from rules.core.actions import Action
from rules.core.contract import SEAT_KINDS, GameRules, Seat
from rules.core.match import Match, Move, ReplayError
from rules.core.message import english
from rules.core.names import name_problem
from saves.errors import SaveError
from saves.migrations import CURRENT_VERSION, migrate
from saves.reading import parse_json

FORMAT = "tabletop-cities-save"


def app_version() -> str:
    try:
        return metadata.version("tabletop-cities")
    except metadata.PackageNotFoundError:
        return "unknown"


def now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def summary(match: Match) -> dict[str, Any]:
    rules = match.rules
    scores = [s.total for s in rules.scores(match.state)]
    players = [seat.name if seat.kind == "human" else f"{seat.name} ({seat.kind} bot)"
               for seat in match.seats]
    progress = english(rules.progress(match.state))
    text = " · ".join(part for part in (
        rules.title, progress,
        ", ".join(f"{seat.name} {score}" for seat, score in zip(match.seats, scores,
                                                                 strict=True))) if part)
    return {"title": rules.title, "progress": progress, "players": players, "scores": scores,
            "text": text}


def encode(match: Match, created: str, updated: str) -> dict[str, Any]:
    rules = match.rules
    return {
        "format": FORMAT,
        "format_version": CURRENT_VERSION,
        "app_version": app_version(),
        "game": match.game_id,
        "options": _options_json(match.options),
        "seats": [{"name": s.name, "kind": s.kind} for s in match.seats],
        "seed": match.seed,
        "moves": [m.to_json() for m in match.moves],
        "snapshot": rules.to_json(match.state),
        "created": created,
        "updated": updated,
        "summary": summary(match),
    }


def _options_json(options: Any) -> dict:
    from dataclasses import asdict

    return asdict(options)


# ----- reading ---------------------------------------------------------------------------
def _ours(data: Any) -> None:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("This file is not a Tabletop Cities save.")


def parse_bytes(raw: bytes) -> dict:
    """Bytes of a file -> the JSON object of a save, or SaveError saying what is wrong."""
    data = parse_json(raw, accept=_ours)
    version = data.get("format_version", data.get("version"))
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("The save file is damaged: its format version is missing.")
    if version > CURRENT_VERSION:
        raise SaveError(f"This save was made by a newer version of Tabletop Cities "
                        f"(format {version}); this version reads up to format "
                        f"{CURRENT_VERSION}.")
    return migrate(data, version)


def _field(data: dict, name: str, kind: type, what: str) -> Any:
    if name not in data:
        raise SaveError(f"The save file is damaged: it has no '{name}'.")
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(f"The save file is damaged: '{name}' should be {what}.")
    return value


def _date(data: dict, name: str) -> str:
    value = _field(data, name, str, "a date")
    if len(value) > 40:
        raise SaveError(f"The save file is damaged: '{name}' should be a date.")
    return value


def decode(data: dict) -> tuple[Match, str, str]:
    """A migrated save object -> (match replayed from its seed, created, updated)."""
    game_id = _field(data, "game", str, "the name of a game")
    raw_options = _field(data, "options", dict, "a set of options")
    raw_seats = _field(data, "seats", list, "a list of players")
    seed = _field(data, "seed", int, "a whole number")
    raw_moves = _field(data, "moves", list, "a list of moves")
    snapshot = _field(data, "snapshot", dict, "a game position")
    created = _date(data, "created")
    updated = _date(data, "updated")
    try:
        rules = registry.get(game_id)
    except KeyError:
        raise SaveError(f"This save is for a game this version does not know: "
                        f"{game_id!r}.") from None
    try:
        options = rules.make_options(raw_options)
    except (TypeError, ValueError) as err:
        raise SaveError(f"This save's options are not valid for {rules.title}: {err}.") from None
    seats = _seats(raw_seats, rules)
    moves = _moves(raw_moves, len(seats))
    match = Match(game_id, options, seats, seed, None, moves)
    try:
        match.state = match.replay()
    except ReplayError as err:
        raise SaveError(f"This save's move {err.index + 1} ({err.move.action.kind}) is not "
                        f"legal: {err.reason} The file may have been edited or made by an "
                        f"incompatible version.") from None
    except (ArithmeticError, LookupError, TypeError, ValueError):  # a rules bug, not the file's
        raise SaveError("This save's moves cannot be replayed by this version: the file may "
                        "have been edited or made by an incompatible version.") from None
    try:
        saved = rules.to_json(rules.from_json(snapshot))
    except (LookupError, TypeError, ValueError) as err:
        raise SaveError(f"The save file is damaged: its saved position is invalid ({err}).") \
            from None
    if _position(rules.to_json(match.state)) != _position(saved):
        raise SaveError("This save's moves do not lead to its saved position: the file may "
                        "have been edited or made by an incompatible version.")
    return match, created, updated


def _position(state: dict) -> dict:
    """A saved state without its log: the log is written again by the replay, so a newer
    version may word it differently or log more (a round end's automatic steps)."""
    return {key: value for key, value in state.items() if key != "log"}


def _seats(raw: list, rules: GameRules) -> list[Seat]:
    seats = []
    for entry in raw:
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str) \
                or entry.get("kind") not in SEAT_KINDS:
            raise SaveError("The save file is damaged: a player should have a name and be "
                            f"one of {', '.join(SEAT_KINDS)}.")
        problem = name_problem(entry["name"])
        if problem is not None:
            raise SaveError(f"The save file is damaged: {problem}.")
        seats.append(Seat(entry["name"], entry["kind"]))
    if not rules.min_players <= len(seats) <= rules.max_players:
        raise SaveError(f"This save has {len(seats)} players; {rules.title} is for "
                        f"{rules.min_players} to {rules.max_players}.")
    return seats


def _moves(raw: list, players: int) -> list[Move]:
    moves = []
    for index, entry in enumerate(raw):
        try:
            seat, action = entry
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
                raise ValueError("bad seat")
            moves.append(Move(seat, Action.from_json(action)))
        except (TypeError, ValueError):
            raise SaveError(f"The save file is damaged: move {index + 1} is not a valid "
                            f"move.") from None
    return moves
