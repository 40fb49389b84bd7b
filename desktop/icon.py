"""The app icon: `sprites/svg/app/icon.svg`, drawn for this project, rendered as needed.

The window icon (`window_icon`), the PNGs a Linux launcher installs into the icon theme
(`write_png`), and the `.ico` / `.icns` files PyInstaller embeds in a Windows or macOS build
(`write_ico`, `write_icns`). Both of those formats hold PNG images, so no image library beyond
pygame is needed. Rendering an SVG needs no display (works with SDL_VIDEODRIVER=dummy).
"""

from __future__ import annotations

import io
import struct
from pathlib import Path

import pygame

ICON_SVG = Path(__file__).resolve().parent.parent / "sprites" / "svg" / "app" / "icon.svg"
ICO_SIZES = (16, 32, 48, 64, 128, 256)
# icns entry types that hold PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def render(size: int) -> pygame.Surface:
    """The icon as a `size` x `size` surface with alpha."""
    return pygame.image.load_sized_svg(str(ICON_SVG), (size, size))


def png_bytes(size: int) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(render(size), buffer, "icon.png")
    return buffer.getvalue()


def write_png(path: Path, size: int) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(png_bytes(size))
    return path


def ico_bytes(sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """A Windows .ico holding one PNG per size (PNG entries are valid since Windows Vista)."""
    images = [png_bytes(size) for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, data in zip(sizes, images, strict=True):
        side = size if size < 256 else 0  # 0 means 256 in an icon directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(images)


def icns_bytes(sizes: tuple[int, ...] = (16, 32, 64, 128, 256, 512)) -> bytes:
    """A macOS .icns holding one PNG per size."""
    body = b""
    for size in sizes:
        data = png_bytes(size)
        body += ICNS_TYPES[size] + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def window_icon() -> pygame.Surface | None:
    """The window's icon, or None if it cannot be drawn (the window still opens)."""
    try:
        return render(64)
    except (pygame.error, OSError):
        return None
