"""Saving and loading games: named slots, autosaves and the list the load screen shows."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rules.core.match import Match
from rules.core.message import Text, english, msg, text_from_json
from saves import atomic
from saves import format as fmt
from saves.atomic import is_temporary, write_atomic
from saves.errors import SaveError, printable
from saves.paths import autosave_dir, data_dir, saves_dir
from saves.reading import read_bounded

AUTOSAVES_KEPT = 10
SUMMARY_CHARS = 300  # the load screen shows 120
SLOT_CHARS = 60  # a slot name as typed (the save dialog takes at most 60)


@dataclass
class SavedGame:
    """A loaded save: the match (state, seats, every move) and when it was played."""

    match: Match
    path: Path
    created: str
    updated: str

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def seats(self):
        return self.match.seats

    @property
    def moves(self):
        return self.match.moves


@dataclass(frozen=True)
class SaveInfo:
    """One line of the load screen; `error` is set for a file that cannot be loaded."""

    path: Path
    name: str
    autosave: bool
    updated: str
    text: str
    error: Text | None = None
    game: str = ""  # the game's title (English; the screen translates it)
    progress: Text = ""
    scores: str = ""  # "Ada 12, Bruno 9"

    def parts(self) -> tuple[str, Text, str] | None:
        """(title, progress, scores) for a summary in the current language; None for a save
        whose summary was not written by this version (its English `text` is shown)."""
        return (self.game, self.progress, self.scores) if self.game else None


def load(path: str | Path) -> SavedGame:
    """Read, migrate, replay and verify a save. Never writes anything."""
    path = Path(path)
    raw = read_bounded(path)
    try:
        match, created, updated = fmt.decode(fmt.parse_bytes(raw))
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(msg("The save file is damaged: its data is nested far too deeply.")) \
            from None
    except Exception as err:  # noqa: BLE001  the last resort: no file may crash the app
        raise SaveError(msg("This save could not be loaded: the file is damaged in a way this "
                            "version does not recognise ({error}).",
                            error=type(err).__name__)) from err
    return SavedGame(match, path, created, updated)


def save(match: Match, path: str | Path, created: str | None = None,
         slot_name: str | None = None) -> Path:
    """Write `match` to `path` atomically (the old file stays intact until the new one is
    complete). `created` keeps the date of the first save of this match; `slot_name` is the
    name the player typed for it, shown on the load screen."""
    path = Path(path)
    stamp = fmt.now()
    data = fmt.encode(match, created or stamp, stamp, slot_name)
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))
    return path


def slot_path(name: str) -> Path:
    """The file of a named save slot; the name is kept readable but made safe for a file."""
    safe = re.sub(r"[^\w\- ]+", "_", name, flags=re.UNICODE).strip() or "save"
    return saves_dir() / f"{safe[:60]}.json"


def save_slot(match: Match, name: str, created: str | None = None) -> Path:
    return save(match, slot_path(name), created, name)


def autosave_path(match: Match, created: str) -> Path:
    key = re.sub(r"\D", "", created)[:14]
    seed = str(match.seed)
    if len(seed) > 20:  # a seed typed with hundreds of digits must not make the name too long
        seed = hashlib.blake2b(seed.encode(), digest_size=8).hexdigest()
    return autosave_dir() / f"{match.game_id}-{key}-{seed}.json"


def autosave(match: Match, created: str) -> Path:
    """Write this match's autosave (one file per match, replaced after every action) and keep
    only the newest AUTOSAVES_KEPT autosaves."""
    path = save(match, autosave_path(match, created), created)
    old = sorted(autosave_dir().glob("*.json"), key=_mtime, reverse=True)[AUTOSAVES_KEPT:]
    for stale in old:
        stale.unlink(missing_ok=True)
    return path


def newest_autosave() -> Path | None:
    """The autosave "Continue" resumes: the most recently written one."""
    files = sorted(autosave_dir().glob("*.json"), key=_mtime, reverse=True)
    return files[0] if files else None


def list_saves() -> list[SaveInfo]:
    """Every save and autosave, newest first, with its summary. Damaged files are listed with
    the reason instead of a summary; nothing is replayed, so this is quick. Never raises."""
    infos = []
    for folder, is_auto in ((saves_dir(), False), (autosave_dir(), True)):
        try:
            paths = sorted(folder.glob("*.json"))
        except OSError:
            continue
        infos.extend(_info(path, is_auto) for path in paths if not is_temporary(path))
    return sorted(infos, key=lambda i: (i.updated, i.path.name), reverse=True)


def clean_temporaries() -> list[Path]:
    """At start: delete the temporary files that saves killed mid-write left behind (only the
    app's own, in its own folders). Nothing is lost: the previous complete file is intact."""
    removed = []
    for folder in (data_dir(), saves_dir(), autosave_dir()):
        removed += atomic.clean_temporaries(folder)
    return removed


def delete(path: str | Path) -> None:
    """Delete a save file of ours (refuses anything outside the data folder)."""
    path = Path(path)
    folder = path.parent.resolve()  # not the file itself: a link is deleted, not its target
    root = data_dir().resolve()
    if folder != root and root not in folder.parents:
        raise SaveError(msg("Only saves in the Tabletop Cities folder can be deleted."))
    path = folder / path.name
    if path.is_dir() and not path.is_symlink():
        path.rmdir()  # a folder named like a save: only when empty (OSError otherwise)
    else:
        path.unlink(missing_ok=True)


def _info(path: Path, is_auto: bool) -> SaveInfo:
    """The load screen's line for one file; never raises (a file that cannot be read or
    parsed is listed with the reason, and can be deleted from the load screen)."""
    name = _printable(path.stem)
    try:
        data = fmt.parse_bytes(read_bounded(path))
        typed = data.get("slot_name")
        if isinstance(typed, str) and _printable(typed).strip():  # as typed: "Game 1: Hal"
            name = _printable(typed).strip()[:SLOT_CHARS]  # is not the file's "Game 1_ Hal"
        summary = data.get("summary") or {}
        text = summary.get("text") if isinstance(summary, dict) else None
        updated = data.get("updated")
        game = data.get("game")
        text = text if isinstance(text, str) else game if isinstance(game, str) else "?"
        return SaveInfo(path, name, is_auto,
                        _printable(updated[:40]) if isinstance(updated, str) else "",
                        _printable(text)[:SUMMARY_CHARS], None, *_parts(data, summary))
    except SaveError as err:
        return SaveInfo(path, name, is_auto, _changed(path), "", err.text)
    except Exception as err:  # noqa: BLE001  a damaged file must never break the list
        return SaveInfo(path, name, is_auto, _changed(path), "",
                        msg("The save file is damaged ({error}).", error=type(err).__name__))


def _parts(data: dict, summary: Any) -> tuple[str, Text, str]:
    """The summary's title, progress (its message when saved) and scores, or empties when
    they are missing or malformed (the English text is shown then)."""
    try:
        title, progress = summary["title"], summary.get("progress_message", summary["progress"])
        names = [seat["name"] for seat in data["seats"]]
        scores = ", ".join(f"{name} {int(score)}" for name, score in
                           zip(names, summary["scores"], strict=True))
        if not isinstance(title, str) or not all(isinstance(n, str) for n in names):
            return "", "", ""
        shown = text_from_json(progress)
        english(shown)  # a hand-made message that cannot be rendered is not shown
        return _printable(title), shown, _printable(scores)[:SUMMARY_CHARS]
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError):
        return "", "", ""


def _changed(path: Path) -> str:
    """When a damaged file last changed (the link itself for a link), so it sorts among the
    others by date instead of sinking below every good save."""
    try:
        stamp = path.lstat().st_mtime
    except OSError:
        return ""
    return datetime.fromtimestamp(stamp, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _printable(text: str) -> str:
    """Text the load screen can draw: no undecodable bytes (file names may hold them) and
    no control characters (pygame cannot draw a NUL, which JSON text may hold as \\u0000)."""
    return printable(text)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
