"""Build the bundle: `./package [--dist DIR] [--work DIR]` (or `python -m bundle.build`).

Runs PyInstaller on bundle/tabletop-cities.spec, then checks that every data file of our
packages is in the bundle and prints where it landed, its size and how long the build took.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bundle import layout


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def missing_data_files(bundle: Path) -> list[str]:
    """Data files of the source tree that the bundle lacks (an empty list when complete)."""
    internal = layout.internal_dir(bundle)
    return [name for name in layout.package_data_files() if not (internal / name).is_file()]


def build(dist: Path, work: Path, quiet: bool = False) -> Path:
    """Run PyInstaller; returns the bundle folder (dist/tabletop-cities)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
               "--distpath", str(dist), "--workpath", str(work),
               "--log-level", "WARN" if quiet else "INFO", str(layout.SPEC)]
    subprocess.run(command, check=True, cwd=layout.ROOT, env=env)
    return dist / layout.NAME


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="package", description="Build the Tabletop Cities "
                                     "bundle (a folder with the app and everything it needs).")
    parser.add_argument("--dist", type=Path, default=layout.ROOT / "dist",
                        help="where the bundle folder goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=layout.ROOT / "build",
                        help="PyInstaller's scratch folder (default: build/; removed after)")
    parser.add_argument("--quiet", action="store_true", help="only PyInstaller's warnings")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    bundle = build(args.dist.resolve(), args.work.resolve(), args.quiet)
    seconds = time.perf_counter() - start
    shutil.rmtree(args.work, ignore_errors=True)
    missing = missing_data_files(bundle)
    if missing:
        print(f"package: the bundle lacks {len(missing)} data files: {', '.join(missing[:10])}",
              file=sys.stderr)
        return 1
    app = bundle.with_name(f"{layout.TITLE}.app")
    print(f"package: built {app if app.exists() else bundle} in {seconds:.0f} s, "
          f"{folder_size(bundle) / 1e6:.0f} MB; start it with {layout.executable(args.dist)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
