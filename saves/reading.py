"""Reading a save file safely: only regular files, a size limit, a bounded read, and JSON that
is refused (never crashes) when it holds huge numbers, deep nesting or broken text.

Everything here raises only `SaveError`, whose message is the sentence the player reads.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rules.core.message import Msg, msg
from saves.errors import SaveError

MAX_BYTES = 5 * 1024 * 1024  # the largest real saves are well under 1 MB (docs/save-format.md)
MAX_DEPTH = 64  # real saves nest about 6 levels deep
_CHUNK = 1 << 16
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def read_bounded(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes. A folder, a named pipe, a device
    or an oversized file is refused before anything is read, and the read itself stops after
    `limit` + 1 bytes (a file that grows while it is read is refused too)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise SaveError(msg("There is no save file at {path}.", path=str(path))) from None
    except IsADirectoryError:
        raise SaveError(msg("{path} is a folder, not a save file.", path=str(path))) from None
    except PermissionError:
        raise SaveError(msg("The save file could not be read: permission denied.")) from None
    except OSError as err:
        raise SaveError(unreadable(err)) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise SaveError(msg("{path} is a folder, not a save file.", path=str(path)))
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(msg("{path} is not a save file: it is a special file (a pipe or a "
                                "device), not an ordinary file.", path=str(path)))
        if info.st_size > limit:
            raise SaveError(too_large(info.st_size, limit))
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise SaveError(too_large(total, limit))
        return b"".join(chunks)
    except OSError as err:
        raise SaveError(unreadable(err)) from None
    finally:
        os.close(fd)


def too_large(size: int, limit: int) -> Msg:
    return msg("This file is too large to be a save ({size} MB or more; saves are under "
               "{limit} MB).", size=f"{size / 1048576:.1f}", limit=limit // 1048576)


def unreadable(err: OSError) -> Msg:
    return msg("The save file could not be read: {reason}.", reason=err.strerror or str(err))


def _no_constant(name: str) -> Any:
    raise ValueError(f"the JSON holds {name}, which is not a number")


def parse_json(raw: bytes, accept: Callable[[Any], None] | None = None) -> Any:
    """Bytes -> a JSON value of plain text, finite numbers and shallow nesting, or SaveError.
    `accept(data)`, if given, runs before the walk over the whole value (raising SaveError for
    a value that is not ours), so a large file of foreign JSON is refused sooner."""
    if not raw.strip():
        raise SaveError(msg("The save file is empty."))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(msg("This file is not a Tabletop Cities save: it is not text.")) from None
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as err:
        tail = text[err.pos:].rstrip()  # a number or word cut off at the end ("-", "tr")
        if not tail or err.msg.startswith("Unterminated string") \
                or not any(ch in tail for ch in ' \t\n,:[]{}"'):
            raise SaveError(msg("The save file is damaged: it ends too early "
                                "(it may have been cut off while saving).")) from None
        raise SaveError(msg("The save file is damaged: it is not valid JSON "
                            "(line {line}, column {column}).", line=err.lineno,
                            column=err.colno)) from None
    except RecursionError:
        raise SaveError(_too_deep()) from None
    except ValueError as err:  # more than 4300 digits, NaN or Infinity
        if "digits" in str(err):
            raise SaveError(msg("The save file is damaged: it holds a number far too long "
                                "to be part of a game.")) from None
        raise SaveError(msg("The save file is damaged: it holds a value that is not a "
                            "number (NaN or Infinity).")) from None
    if accept is not None:
        accept(data)
    if isinstance(data, (dict, list)):
        # only an escape such as \ud800 can put a lone surrogate in text decoded from UTF-8
        check_plain(data, texts=_SURROGATE_ESCAPE.search(text) is not None)
    return data


def _too_deep() -> Msg:
    return msg("The save file is damaged: its data is nested far too deeply.")


def check_plain(data: Any, texts: bool = True) -> None:
    """Refuse nesting deeper than MAX_DEPTH and (with `texts`) text that is not valid Unicode
    (a lone surrogate such as \\ud800 cannot be drawn or written back). Only containers are
    walked one by one, so a 5 MB file is checked in a fraction of a second."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise SaveError(_too_deep())
        if isinstance(value, dict):
            items = value.values()
            if texts:
                for key in value:
                    _check_text(key)
        else:
            items = value
        for item in items:
            if isinstance(item, (dict, list)):
                stack.append((item, depth + 1))
            elif isinstance(item, float) and not math.isfinite(item):  # 1e999 parses as inf
                raise SaveError(msg("The save file is damaged: it holds a number far too "
                                    "large to be part of a game."))
            elif texts and isinstance(item, str):
                _check_text(item)


def _check_text(value: str) -> None:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise SaveError(msg("The save file is damaged: it holds broken text (a character "
                            "that is not valid Unicode).")) from None
