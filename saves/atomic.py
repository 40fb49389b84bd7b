"""Crash-safe file writes: a killed process leaves either the old file or the new one."""

from __future__ import annotations

import os
import re
import stat
import tempfile
import time
from pathlib import Path

TMP_SUFFIX = ".tmp"
# mkstemp(prefix=".<name>.", suffix=".tmp"): a dot, the target's name, 8 random characters
_TEMPORARY = re.compile(r"^\..+\.json\.[A-Za-z0-9_]{8}\.tmp$")
STALE_SECONDS = 60.0  # a temporary file this old belongs to no save still being written


def is_temporary(path: Path) -> bool:
    """Whether `path` is named like one of write_atomic's temporary files."""
    return bool(_TEMPORARY.match(path.name))


def clean_temporaries(folder: Path, older_than: float = STALE_SECONDS) -> list[Path]:
    """Delete the temporary files a killed save left in `folder` (only regular files named
    like ours and not touched for `older_than` seconds, so a save another running copy of
    the app is writing right now is left alone). Returns what was deleted; never raises."""
    removed = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    now = time.time()
    for path in entries:
        if not is_temporary(path):
            continue
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than:
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed


def write_atomic(path: Path, data: bytes) -> None:
    """Write to a temporary file in the same folder, flush, fsync, then rename over `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (not possible on every platform)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
