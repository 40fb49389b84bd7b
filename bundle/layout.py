"""What goes into the bundle and where it lands (shared by the spec, build.py and the test)."""

from __future__ import annotations

import re
from pathlib import Path

NAME = "tabletop-cities"  # the folder and the executable
TITLE = "Tabletop Cities"
ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "bundle" / "tabletop-cities.spec"
# Never imported by the app; keeps the bundle small and the build quick.
# numpy is not among them: it is a dependency, the bots' learned values run on it
# (rules/bots/value_net.py), so the bundle carries it.
EXCLUDED_MODULES = ("tkinter", "_tkinter", "pytest", "_pytest", "hypothesis", "PyInstaller",
                    "setuptools", "pkg_resources", "pip", "pygments", "bundle", "tests",
                    "tools", "bench")
# pygame_gui's Simplified Chinese and Korean fonts (29 MB): the languages never draw with them
# (Chinese uses our Noto Sans TC subset in sprites/fonts; National Economy's Japanese card names
# and a player's name in a script no language font has keep NotoSansJP).
_DROPPED = re.compile(r"pygame_gui[/\\]data[/\\]NotoSans(SC|KR)-")
# Babel's data of every locale (34 MB): the app reads its catalogues with Babel but never its
# locale data; those of our languages stay, should a later version look them up.
_LOCALE_DATA = re.compile(r"babel[/\\]locale-data[/\\](\w+)\.dat$")
KEPT_LOCALES = ("root", "en", "zh", "zh_Hant", "zh_Hant_TW")


def dropped(dest: str) -> bool:
    """True for a data file the bundle leaves out on purpose."""
    locale = _LOCALE_DATA.search(dest)
    return bool(_DROPPED.search(dest)) or (locale is not None
                                           and locale.group(1) not in KEPT_LOCALES)


def package_data_files(root: Path = ROOT) -> list[str]:
    """Every data file (not Python source) of our packages, relative to `root`, with '/':
    the files the app reads at run time, which the bundle must carry."""
    found = []
    for package in ("desktop", "rules", "saves", "sprites"):
        for path in (root / package).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (
                    ".py", ".pyc"):
                found.append(path.relative_to(root).as_posix())
    return sorted(found)


def write_icons(folder: Path) -> dict[str, Path]:
    """Render the app icon for PyInstaller: .ico (Windows), .icns (macOS), .png."""
    from desktop import icon

    folder.mkdir(parents=True, exist_ok=True)
    paths = {"ico": folder / f"{NAME}.ico", "icns": folder / f"{NAME}.icns",
             "png": folder / f"{NAME}.png"}
    paths["ico"].write_bytes(icon.ico_bytes())
    paths["icns"].write_bytes(icon.icns_bytes())
    icon.write_png(paths["png"], 256)
    return paths


def internal_dir(bundle: Path) -> Path:
    """Where the bundle keeps the runtime, packages and data files."""
    return bundle / "_internal"


def executable(dist: Path) -> Path:
    folder = dist / NAME
    exe = folder / f"{NAME}.exe"
    return exe if exe.exists() else folder / NAME
