"""`--install-launcher` / `--uninstall-launcher`: the game in a Linux desktop's menu.

Writes, under $XDG_DATA_HOME (default ~/.local/share):
- `applications/tabletop-cities.desktop`: a freedesktop entry that starts the game the way
  this copy was started (the bundle's executable, or `./play` in a source tree, or the
  installed `tabletop-cities` script) and opens save files with `--load %f`;
- `icons/hicolor/<N>x<N>/apps/tabletop-cities.png` and `scalable/apps/tabletop-cities.svg`;
- `mime/packages/tabletop-cities.xml`: the MIME type of a save file. Saves keep their `.json`
  extension (old saves and the load screen rely on it), so the type is recognised by its
  content: the `"format": "tabletop-cities-save"` string at the start of every save, plus a
  low-weight `*.json` glob so that file managers sniff the content of `.json` files.
Then runs update-desktop-database, update-mime-database and gtk-update-icon-cache when they
are installed; a missing tool is skipped and a failing one only prints a note.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from desktop import icon
from desktop.i18n import in_language
from rules.core import registry
from rules.core.message import N_

APP_ID = "tabletop-cities"
MIME_TYPE = "application/x-tabletop-cities-save"
PNG_SIZES = (48, 64, 128, 256)
ROOT = Path(__file__).resolve().parent.parent  # the source tree (or the bundle's _internal)

Q = "&quot;"  # a double quote inside an XML attribute
MIME_XML = f"""<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{MIME_TYPE}">
    <comment>Tabletop Cities saved game</comment>
    <sub-class-of type="application/json"/>
    <icon name="{APP_ID}"/>
    <glob pattern="*.json" weight="40"/>
    <magic priority="80">
      <match type="string" offset="0:256" value="{Q}format{Q}: {Q}tabletop-cities-save{Q}"/>
      <match type="string" offset="0:256" value="{Q}format{Q}:{Q}tabletop-cities-save{Q}"/>
    </magic>
  </mime-type>
</mime-info>
"""


def data_home() -> Path:
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def desktop_file() -> Path:
    return data_home() / "applications" / f"{APP_ID}.desktop"


def mime_file() -> Path:
    return data_home() / "mime" / "packages" / f"{APP_ID}.xml"


def icon_files() -> list[Path]:
    theme = data_home() / "icons" / "hicolor"
    return [theme / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in PNG_SIZES] + [
        theme / "scalable" / "apps" / f"{APP_ID}.svg"]


def launch_command() -> list[str]:
    """How the desktop should start this copy of the game."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]  # the bundle's executable
    play = ROOT / "play"
    if play.is_file() and os.access(play, os.X_OK):
        return [str(play)]
    script = shutil.which(APP_ID)
    if script:
        return [str(Path(script).resolve())]
    return [str(Path(sys.executable).resolve()), "-m", "desktop"]


def exec_quote(arg: str) -> str:
    """One argument of a desktop entry's Exec key (the spec's quoting rules)."""
    arg = arg.replace("%", "%%")
    if arg and not any(c in arg for c in ' \t\n"\'\\><~|&;$*?#()`'):
        return arg
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in arg)
    return '"' + escaped.replace("\\", "\\\\") + '"'  # then the string escape of "\\"


NAME = N_("Tabletop Cities")
GENERIC_NAME = N_("Board games")
COMMENT = N_("City-building board games against bots or friends, offline")
BOARD_GAME = N_("board game")
ENTRY_LANGUAGES = {"zh_TW": "zh_Hant"}  # the entry's locale suffix -> our catalogue


def _keywords(code: str) -> str:
    words = [in_language(code, rules.title) for rules in registry.all_games()]
    return ";".join([*words, in_language(code, BOARD_GAME)]) + ";"


def desktop_entry(command: Sequence[str]) -> str:
    run = " ".join(exec_quote(arg) for arg in command)
    translated = [f"{key}[{suffix}]={value}" for suffix, code in ENTRY_LANGUAGES.items()
                  for key, value in (("Name", in_language(code, NAME)),
                                     ("GenericName", in_language(code, GENERIC_NAME)),
                                     ("Comment", in_language(code, COMMENT)),
                                     ("Keywords", _keywords(code)))]
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.0",
        f"Name={NAME}",
        f"GenericName={GENERIC_NAME}",
        f"Comment={COMMENT}",
        f"Exec={run} --load %f",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;StrategyGame;",
        f"Keywords={_keywords('en')}",
        *translated,
        f"MimeType={MIME_TYPE};",
        f"StartupWMClass={APP_ID}",
        "",
    ])


def install() -> list[Path]:
    """Write the entry, the icons and the MIME type; returns the files written."""
    written = []
    for path in icon_files():
        if path.suffix == ".svg":
            path.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(icon.ICON_SVG, path)
        else:
            icon.write_png(path, int(path.parent.parent.name.partition("x")[0]))
        written.append(path)
    for path, text in ((mime_file(), MIME_XML),
                       (desktop_file(), desktop_entry(launch_command()))):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    desktop_file().chmod(0o755)  # some desktops only start "trusted" (executable) entries
    refresh()
    return written


def uninstall() -> list[Path]:
    """Remove what `install` wrote; returns the files that were there."""
    removed = []
    for path in [desktop_file(), mime_file(), *icon_files()]:
        if path.exists():
            path.unlink()
            removed.append(path)
    refresh()
    return removed


def refresh() -> None:
    """Let the desktop notice the change, with whichever tools are installed."""
    home = data_home()
    for tool, args in (("update-desktop-database", [str(home / "applications")]),
                       ("update-mime-database", [str(home / "mime")]),
                       ("gtk-update-icon-cache", ["-f", "-t", "-q",
                                                  str(home / "icons" / "hicolor")])):
        program = shutil.which(tool)
        if program is None or not Path(args[-1]).is_dir():
            continue
        try:
            subprocess.run([program, *args], check=True, capture_output=True, timeout=60)
        except (OSError, subprocess.SubprocessError) as err:
            print(f"tabletop-cities: {tool} did not finish ({err}); the desktop may notice "
                  "the change only after you log in again", file=sys.stderr)


def main(remove: bool = False) -> int:
    """The command-line action: install (or remove) the launcher, and say what was done."""
    if sys.platform in ("win32", "darwin"):
        print("tabletop-cities: the launcher is for Linux desktops; on Windows and macOS "
              "start the bundle (see README, Double-click)", file=sys.stderr)
        return 2
    if not remove:
        install()
        print(f"Installed: {desktop_file()} (runs {' '.join(launch_command())}), the icon and "
              f"the save file type {MIME_TYPE}.")
    else:
        removed = uninstall()
        print(f"Removed {len(removed)} files." if removed else "Nothing to remove.")
    return 0
