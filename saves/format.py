"""The save file: one JSON document per game (documented in docs/save-format.md)."""

from __future__ import annotations

from datetime import UTC, datetime
from importlib import metadata
from typing import Any

from rules.core import registry
from rules.core.actions import Action
from rules.core.contract import SEAT_KINDS, GameRules, Seat
from rules.core.match import Match, Move, ReplayError
from rules.core.message import Msg, english, msg
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
    shown = rules.progress(match.state)
    progress = english(shown)
    text = " · ".join(part for part in (
        rules.title, progress,
        ", ".join(f"{seat.name} {score}" for seat, score in zip(match.seats, scores,
                                                                 strict=True))) if part)
    found = {"title": rules.title, "progress": progress, "players": players, "scores": scores,
             "text": text}
    if isinstance(shown, Msg):  # the load screen shows it in the language chosen then
        found["progress_message"] = shown.to_json()
    return found


def encode(match: Match, created: str, updated: str, slot_name: str | None = None
           ) -> dict[str, Any]:
    """The save's JSON object; `slot_name` is the name the player typed for a save slot
    (the file name may have had to change it)."""
    data = {
        "format": FORMAT,
        "format_version": CURRENT_VERSION,
        "app_version": app_version(),
        "game": match.game_id,
        "options": _options_json(match.options),
        "seats": [{"name": s.name, "kind": s.kind} for s in match.seats],
        "seed": match.seed,
        "moves": [m.to_json() for m in match.moves],
        "hints_used": match.hints_used,
        "snapshot": match.state.to_json(),
        "created": created,
        "updated": updated,
        "summary": summary(match),
    }
    if slot_name is not None:
        data["slot_name"] = slot_name
    return data


def _options_json(options: Any) -> dict:
    from dataclasses import asdict

    return asdict(options)


# ----- reading ---------------------------------------------------------------------------
def _ours(data: Any) -> None:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(msg("This file is not a Tabletop Cities save."))


def parse_bytes(raw: bytes) -> dict:
    """Bytes of a file -> the JSON object of a save, or SaveError saying what is wrong."""
    data = parse_json(raw, accept=_ours)
    version = data.get("format_version", data.get("version"))
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(msg("The save file is damaged: its format version is missing."))
    if version > CURRENT_VERSION:
        raise SaveError(msg("This save was made by a newer version of Tabletop Cities "
                            "(format {version}); this version reads up to format "
                            "{current}.", version=version, current=CURRENT_VERSION))
    return migrate(data, version)


def _field(data: dict, name: str, kind: type, what: Msg) -> Any:
    if name not in data:
        raise SaveError(msg("The save file is damaged: it has no '{name}'.", name=name))
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(msg("The save file is damaged: '{name}' should be {what}.", name=name,
                            what=what))
    return value


def _date(data: dict, name: str) -> str:
    value = _field(data, name, str, msg("a date"))
    if len(value) > 40:
        raise SaveError(msg("The save file is damaged: '{name}' should be {what}.", name=name,
                            what=msg("a date")))
    return value


def decode(data: dict) -> tuple[Match, str, str]:
    """A migrated save object -> (match replayed from its seed, created, updated)."""
    game_id = _field(data, "game", str, msg("the name of a game"))
    raw_options = _field(data, "options", dict, msg("a set of options"))
    raw_seats = _field(data, "seats", list, msg("a list of players"))
    seed = _field(data, "seed", int, msg("a whole number"))
    raw_moves = _field(data, "moves", list, msg("a list of moves"))
    snapshot = _field(data, "snapshot", dict, msg("a game position"))
    created = _date(data, "created")
    updated = _date(data, "updated")
    try:
        rules = registry.get(game_id)
    except KeyError:
        raise SaveError(msg("This save is for a game this version does not know: {game}.",
                            game=repr(game_id))) from None
    try:
        options = rules.make_options(raw_options)
    except (TypeError, ValueError) as err:
        raise SaveError(msg("This save's options are not valid for {game}: {reason}.",
                            game=Msg(rules.title), reason=str(err))) from None
    seats = _seats(raw_seats, rules)
    moves = _moves(raw_moves, len(seats))
    hints_used = _field(data, "hints_used", int, msg("a whole number"))
    if hints_used < 0:
        raise SaveError(msg("The save file is damaged: it counts {n} hints used.", n=hints_used))
    match = Match(game_id, options, seats, seed, None, moves, hints_used)
    try:
        match.state = match.replay()
    except ReplayError as err:
        raise SaveError(msg("This save's move {n} ({kind}) is not legal: {reason} The file may "
                            "have been edited or made by an incompatible version.",
                            n=err.index + 1, kind=err.move.action.kind,
                            reason=err.reason)) from None
    except (ArithmeticError, LookupError, TypeError, ValueError):  # a rules bug, not the file's
        raise SaveError(msg("This save's moves cannot be replayed by this version: the file "
                            "may have been edited or made by an incompatible version.")) from None
    try:
        saved = rules.state_class.from_json(snapshot).to_json()
    except (LookupError, TypeError, ValueError) as err:
        raise SaveError(msg("The save file is damaged: its saved position is invalid "
                            "({reason}).", reason=str(err))) from None
    if _position(match.state.to_json()) != _position(saved):
        raise SaveError(msg("This save's moves do not lead to its saved position: the file "
                            "may have been edited or made by an incompatible version."))
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
            raise SaveError(msg("The save file is damaged: a player should have a name and be "
                                "one of {kinds}.", kinds=", ".join(SEAT_KINDS)))
        problem = name_problem(entry["name"])
        if problem is not None:
            raise SaveError(msg("The save file is damaged: {problem}.", problem=problem))
        seats.append(Seat(entry["name"], entry["kind"]))
    if not rules.min_players <= len(seats) <= rules.max_players:
        raise SaveError(msg("This save has {n} players; {game} is for {low} to {high}.",
                            n=len(seats), game=Msg(rules.title), low=rules.min_players,
                            high=rules.max_players))
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
            raise SaveError(msg("The save file is damaged: move {n} is not a valid move.",
                                n=index + 1)) from None
    return moves
