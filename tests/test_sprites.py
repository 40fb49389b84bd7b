"""Sprite loader and our own SVG art: every file renders at the size asked and is not blank."""

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

import sprites

CHARACTERS = [
    "assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord",
    "witch", "tax_collector", "wizard", "emperor", "abbot", "alchemist", "navigator",
    "diplomat", "artist", "queen",
]
SPECIAL_DISTRICTS = [  # the purple districts: base game, then Dark City
    "haunted_city", "keep", "laboratory", "smithy", "observatory", "graveyard", "dragon_gate",
    "university", "library", "school_of_magic", "great_wall",
    "lighthouse", "armory", "museum", "imperial_treasury", "map_room", "wishing_well", "quarry",
    "poor_house", "bell_tower", "factory", "park", "hospital", "throne_room", "ball_room",
]
DISTRICTS_JSON = Path(sprites.__file__).resolve().parents[1] / "rules/citadels/data/districts.json"
PURPLE_KEYS = [d["key"] for d in json.loads(DISTRICTS_JSON.read_text(encoding="utf-8"))["districts"]
               if d["colour"] == "purple"]
TOKENS = ["coin", "crown", "card_back", "card_frame", "character_back"]
COLOURS = ["colour_blue", "colour_red", "colour_yellow", "colour_green", "colour_purple"]
EXPECTED = (TOKENS + COLOURS + [f"char_{key}" for key in CHARACTERS]
            + [f"district_{key}" for key in SPECIAL_DISTRICTS])
CARDS = {"card_back", "card_frame", "character_back"}
ALL = sprites.names()
EMBLEMS = [n for n in ALL if n.startswith(("char_", "colour_", "district_"))]  # tile + pictogram


def test_all_listed_names_exist():
    assert len(CHARACTERS) == 18
    missing = sorted(set(EXPECTED) - set(ALL))
    assert not missing, f"missing sprites: {missing}"


def test_every_purple_district_has_a_sprite():
    assert sorted(PURPLE_KEYS) == sorted(SPECIAL_DISTRICTS)  # 11 base + 14 Dark City
    missing = [key for key in PURPLE_KEYS if f"district_{key}" not in ALL]
    assert not missing, f"purple districts without a district_<key> sprite: {missing}"


@pytest.mark.parametrize("key", PURPLE_KEYS)
@pytest.mark.parametrize("size", [(24, 24), (160, 160)])
def test_purple_district_sprite_loads_and_is_not_blank(key, size):
    surface = sprites.load(f"district_{key}", size)
    assert surface.get_size() == size
    w, h = size
    alphas = [surface.get_at((x, y)).a for y in range(h) for x in range(w)]
    assert sum(a > 0 for a in alphas) > w * h // 2, "icon should fill most of its tile"
    assert 0 in alphas, "tile corners should stay transparent"


def test_names_sorted_and_match_files():
    assert ALL == sorted(ALL)
    assert ALL == sorted(p.stem for p in sprites.SVG_DIR.rglob("*.svg"))


def test_each_games_art_lies_in_its_own_folder():
    assert set(EMBLEMS) | {"crown", "character_back"} <= set(sprites.folder("citadels"))
    assert "coin" in ALL and "coin" not in sprites.folder("citadels")  # shared art


@pytest.mark.parametrize("name", ALL)
def test_svg_is_small_and_well_formed(name):
    file = sprites.path(name)
    assert file.stat().st_size < 8000
    root = ET.parse(file).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    viewbox = [float(v) for v in root.get("viewBox").split()]
    if name in CARDS:
        assert viewbox == [0, 0, 200, 300]  # portrait 2:3
    elif name == "icon":
        assert viewbox == [0, 0, 256, 256]  # the app icon (desktop/icon.py renders it)
    else:
        assert viewbox == [0, 0, 100, 100]
    # nanosvg (SDL_image) ignores these; we never rely on them
    for element in root.iter():
        assert element.tag.split("}")[-1] not in {"text", "use", "image", "style", "clipPath"}


@pytest.mark.parametrize("name", ALL)
@pytest.mark.parametrize("size", [(24, 24), (96, 96), (96, 144), (120, 180), (50, 20)])
def test_loads_at_requested_size(name, size):
    surface = sprites.load(name, size)
    assert isinstance(surface, pygame.Surface)
    assert surface.get_size() == size


def _distinct_colours(surface: pygame.Surface) -> tuple[set, int, int]:
    w, h = surface.get_size()
    colours, transparent, opaque = set(), 0, 0
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            c = surface.get_at((x, y))
            colours.add(tuple(c))
            if c.a == 0:
                transparent += 1
            elif c.a == 255:
                opaque += 1
    return colours, transparent, opaque


@pytest.mark.parametrize("name", ALL)
def test_image_is_not_blank(name):
    size = (120, 180) if name in CARDS else (96, 96)
    colours, transparent, opaque = _distinct_colours(sprites.load(name, size))
    assert opaque > 0, "nothing drawn"
    assert len(colours) >= 3, f"only {len(colours)} colours"
    if name not in CARDS:  # icons are shapes on a transparent ground
        assert transparent > 0


@pytest.mark.parametrize("name", EMBLEMS)
def test_emblem_has_a_light_pictogram_on_its_ground(name):
    colours, _, _ = _distinct_colours(sprites.load(name, (96, 96)))
    light = [c for c in colours if c[3] == 255 and min(c[:3]) >= 225]
    assert light, "no white/cream pictogram"


def test_cache_returns_same_surface():
    a = sprites.load("coin", (48, 48))
    assert sprites.load("coin", (48, 48)) is a
    assert sprites.load("coin", [48, 48]) is a  # size is normalised to a tuple of ints
    assert sprites.load("coin", (64, 64)) is not a
    sprites.clear_cache()
    assert sprites.load("coin", (48, 48)) is not a


def test_unknown_name_raises_clear_error():
    with pytest.raises(KeyError) as info:
        sprites.load("char_jester", (32, 32))
    message = str(info.value)
    assert "char_jester" in message and "unknown sprite" in message
    assert "char_king" in message  # lists what exists
    with pytest.raises(FileNotFoundError):
        sprites.load("no_such_sprite", (32, 32))


@pytest.mark.parametrize("bad", ["../pyproject", "sprites/coin", "", "coin.svg"])
def test_names_are_not_paths(bad):
    with pytest.raises(sprites.UnknownSpriteError):
        sprites.path(bad)


@pytest.mark.parametrize("size", [(0, 10), (10, -1), (1.5, 2)])
def test_bad_size_raises(size):
    with pytest.raises(ValueError):
        sprites.load("coin", size)


def test_works_without_a_display_and_with_one():
    pygame.display.quit()
    sprites.clear_cache()
    headless = sprites.load("crown", (40, 40))
    assert headless.get_size() == (40, 40)
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        sprites.clear_cache()
        shown = sprites.load("crown", (40, 40))
        assert shown.get_size() == (40, 40)
        assert shown.get_flags() & pygame.SRCALPHA
    finally:
        pygame.display.quit()
        sprites.clear_cache()
