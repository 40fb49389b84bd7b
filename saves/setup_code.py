"""Setup codes: a game's setup (game, rule options, seed, seats) as one short line of text that
another player pastes into the new-game screen to play the same deal.

    tc1:<base64url, no padding, of the zlib-compressed compact JSON>
    JSON: {"g": game id, "s": seed, "p": [[name, kind], ...], "o": {option: value}}
    kind: 0 human, 1 random, 2 easy, 3 normal, 4 hard (rules.core.contract.SEAT_KINDS)
    compression: raw deflate (zlib with wbits -15: no header nor checksum)

Only options that differ from the game's defaults are written, so a plain game gives a short
code. `tc1` is the format's version: a later format gets a new prefix, and this one keeps
reading `tc1`. Decoding checks everything a save's reading checks (a registered game, valid
options for it, sensible names, known seat kinds, a player count the game allows) and that the
game can be dealt, and raises SetupCodeError with the player's sentence otherwise
(docs/save-format.md, "Setup codes").
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from dataclasses import asdict, dataclass
from typing import Any

from rules.core import registry
from rules.core.contract import SEAT_KINDS, Seat, describe_options
from rules.core.message import Msg, Text, english, msg
from rules.core.names import name_problem

PREFIX = "tc"
VERSION = 1
MAX_CODE = 4000  # characters: far more than any real setup needs
MAX_JSON = 8000  # bytes once inflated (a small code must not inflate into a huge one)
MAX_SEED = 2 ** 64


class SetupCodeError(Exception):
    """`text` is the sentence the player reads; str() gives it in English."""

    def __init__(self, text: Text) -> None:
        super().__init__(english(text))
        self.text = text


@dataclass(frozen=True)
class Setup:
    game_id: str
    options: Any  # the game's options dataclass
    seed: int
    seats: tuple[Seat, ...]


def title(setup: Setup) -> str:
    """The game's title, in English (the catalogue holds it)."""
    return registry.get(setup.game_id).title


def encode(game_id: str, options: Any, seed: int, seats: list[Seat] | tuple[Seat, ...]) -> str:
    rules = registry.get(game_id)
    values = asdict(options if options is not None else rules.make_options({}))
    changed = {info.name: values[info.name] for info in describe_options(rules.options_class)
               if values[info.name] != info.default}
    players = [[seat.name, SEAT_KINDS.index(seat.kind)] for seat in seats]
    data: dict[str, Any] = {"g": game_id, "s": seed, "p": players}
    if changed:
        data["o"] = changed
    compact = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    packed = base64.urlsafe_b64encode(_deflate(compact)).rstrip(b"=").decode("ascii")
    return f"{PREFIX}{VERSION}:{packed}"


def _deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush()


def _unpack(text: str) -> Any:
    text = "".join(text.split())  # a code broken over lines by a chat program still reads
    head, colon, body = text.partition(":")
    if not colon or not head.startswith(PREFIX) or not head[len(PREFIX):].isdigit():
        raise SetupCodeError(msg("This is not a Tabletop Cities setup code (it starts with "
                                 "tc1:)."))
    if int(head[len(PREFIX):]) != VERSION:
        raise SetupCodeError(msg("This setup code has version {version}; this version of "
                                 "Tabletop Cities reads version {current}.",
                                 version=head[len(PREFIX):], current=VERSION))
    if len(text) > MAX_CODE:
        raise SetupCodeError(msg("This setup code is too long to be one."))
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj(-15)
        raw = inflater.decompress(packed, MAX_JSON)
        if inflater.unconsumed_tail or not inflater.eof:
            raise ValueError("too long or cut short")
        return json.loads(raw.decode("utf-8"))
    except (binascii.Error, ValueError, zlib.error, UnicodeDecodeError, RecursionError):
        raise SetupCodeError(msg("This setup code is damaged: part of it is missing or "
                                 "changed.")) from None


def decode(text: str) -> Setup:
    """The setup a code describes, or SetupCodeError saying what is wrong with it."""
    data = _unpack(text)
    damaged = SetupCodeError(msg("This setup code is damaged: part of it is missing or "
                                 "changed."))
    if not isinstance(data, dict) or not isinstance(data.get("g"), str):
        raise damaged
    game_id = data["g"]
    known = {rules.game_id: rules for rules in registry.all_games()}
    if game_id not in known:
        raise SetupCodeError(msg("This setup code is for a game this version does not have "
                                 "({game}).", game=game_id[:40]))
    rules = known[game_id]
    seed, players, raw_options = data.get("s"), data.get("p"), data.get("o", {})
    if not isinstance(seed, int) or isinstance(seed, bool) or not -MAX_SEED < seed < MAX_SEED \
            or not isinstance(players, list) or not isinstance(raw_options, dict):
        raise damaged
    if not rules.min_players <= len(players) <= rules.max_players:
        raise SetupCodeError(msg("This setup code has {n} players; {game} is for {low} to "
                                 "{high}.", n=len(players), game=Msg(rules.title),
                                 low=rules.min_players, high=rules.max_players))
    seats = []
    for entry in players:
        if not (isinstance(entry, list) and len(entry) == 2 and type(entry[1]) is int
                and 0 <= entry[1] < len(SEAT_KINDS)) or name_problem(entry[0]) is not None:
            raise damaged
        seats.append(Seat(entry[0], SEAT_KINDS[entry[1]]))
    try:
        options = rules.make_options(raw_options)
        rules.new_game(list(seats), options, seed)  # the deal itself can be made
    except (ValueError, TypeError) as err:
        raise SetupCodeError(msg("This setup code's options do not fit {game}: {reason}",
                                 game=Msg(rules.title), reason=str(err))) from None
    return Setup(game_id, options, seed, tuple(seats))
