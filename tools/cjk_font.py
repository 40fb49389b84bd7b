"""Make the Chinese font the app ships: Noto Sans TC cut down to the characters it shows.

    python -m tools.cjk_font          # writes sprites/fonts/NotoSansTC-Subset.otf

The full Noto Sans TC (SIL Open Font License 1.1, which allows subsetting and shipping it with
the licence; see sprites/fonts/OFL.txt) comes from the PyPI package below, downloaded once
into the user cache. The subset keeps printable ASCII, the punctuation Chinese text uses,
every character of every catalogue's translations and of the card data, and every character
of the five rulebooks (so the games' own terms are always there). Run it again after the
catalogue gains characters: tests/test_catalogue.py fails until then.
"""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "sprites" / "fonts" / "NotoSansTC-Subset.otf"
PACKAGE = "pylopdf-fonts-zh-tw==0.1.1"
FONT_IN_WHEEL = "NotoSansTC-Regular.otf"
RULEBOOKS = ROOT.parent / "shared" / "rulebooks"
EXTRA = "，。、：；！？「」『』（）《》〈〉…—–·‧％＋－×÷＝～→←↑↓○●◎★☆■□▲△♦✓✗•‘’“”€¥"


def source_font() -> Path:
    from platformdirs import user_cache_dir

    cache = Path(user_cache_dir("tabletop-cities")) / "fonts"
    font = cache / FONT_IN_WHEEL
    if font.is_file():
        return font
    cache.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet",
                    "-d", str(cache), PACKAGE], check=True)
    wheel = next(cache.glob("pylopdf_fonts_zh_tw-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        member = next(n for n in archive.namelist() if n.endswith(FONT_IN_WHEEL))
        font.write_bytes(archive.read(member))
    return font


def characters_needed() -> set[str]:
    """Every character the app may draw in Chinese."""
    from tools.i18n import LANGUAGES, read_catalogue

    chars = {chr(c) for c in range(0x20, 0x7F)} | set(EXTRA)
    for language in LANGUAGES:
        for message in read_catalogue(language):
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            for text in strings:
                chars.update(text or "")
    for data in (ROOT / "rules").glob("*/data/*.json"):
        chars.update(json.dumps(json.loads(data.read_text(encoding="utf-8")),
                                ensure_ascii=False))
    for rulebook in sorted(RULEBOOKS.glob("*.zh-Hant.txt")):
        chars.update(rulebook.read_text(encoding="utf-8"))
    return {c for c in chars if c.isprintable()}


def main() -> int:
    from fontTools import subset

    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.hinting = False
    font = subset.load_font(str(source_font()), options)
    wanted = characters_needed()
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in wanted])
    subsetter.subset(font)
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    subset.save_font(font, str(OUTPUT), options)
    covered = set(font.getBestCmap())
    missing = sorted(c for c in wanted if ord(c) not in covered and not c.isspace())
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(covered)} characters, "
          f"{OUTPUT.stat().st_size // 1024} KB; not in Noto Sans TC: {''.join(missing)!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
