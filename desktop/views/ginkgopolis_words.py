"""Words for the Ginkgopolis table: card and character texts, short chip labels, the rules
reference. No drawing here."""

from __future__ import annotations

from desktop.i18n import tr
from desktop.ui import esc
from rules.ginkgopolis.catalogue import (
    BUILDINGS,
    CHARACTERS,
    COLOURS,
    LETTERS,
    TRIGGERS,
    URBAN,
    card_name,
    colour_of,
    is_urban,
    number_of,
)
from rules.ginkgopolis.engine import building_reward
from rules.ginkgopolis.preview import amounts

WHEN = {"exploit": "Each time you exploit (a card played alone)",
        "urbanize": "Each time you urbanize",
        "construct": "Each time you build up"}
SHORT_TRIGGER = {"exploit": "Exploit", "urbanize": "Urbanize", "construct": "Build up"}
GLYPH = {"exploit": "E", "urbanize": "U", "construct": "B"}
REWARD_SHORT = ("R", "P", "T")
COLOURS_CAP = tuple(c.capitalize() for c in COLOURS)


def short_reward(reward) -> str:
    """'+1R +1P' for a (resources, points, tiles) triple."""
    return " ".join(f"+{v}{REWARD_SHORT[i]}" for i, v in enumerate(reward) if v) or "-"


def end_text(card: int) -> str:
    b = BUILDINGS[card]
    if b.end == "resources_on":
        return f"1 point per resource of yours on {COLOURS[b.end_arg]} buildings."
    if b.end == "low_buildings":
        return "1 point per building of yours of height 1 or 2."
    if b.end == "tall_buildings":
        return "3 points per building of yours of height 3 or more."
    if b.end == "trigger_cards":
        effect = SHORT_TRIGGER[TRIGGERS[b.end_arg]].lower()
        article = "an" if effect[0] in "aeiou" else "a"
        return (f"2 points per card with {article} {effect} effect "
                "(your building cards and characters).")
    if b.end == "colour_cards":
        return (f"2 points per {COLOURS[b.end_arg]} card (your building cards and "
                "characters).")
    if b.end == "flat":
        return "9 points."
    return ""


def end_short(card: int) -> str:
    b = BUILDINGS[card]
    return {"resources_on": f"1P/res {COLOURS[b.end_arg] if b.end_arg >= 0 else ''}",
            "low_buildings": "1P/low bldg", "tall_buildings": "3P/tall bldg",
            "trigger_cards": (f"2P/{GLYPH[TRIGGERS[b.end_arg]]} card" if b.end_arg >= 0
                              else "2P/card"),
            "colour_cards": f"2P/{COLOURS[b.end_arg] if b.end_arg >= 0 else ''} card",
            "flat": "9 points"}.get(b.end, "")


def card_effect(card: int) -> str:
    """The effect a building card gives in the tableau (or its end-game scoring)."""
    b = BUILDINGS[card]
    if b.trigger >= 0:
        return f"{WHEN[TRIGGERS[b.trigger]]}: +{amounts(b.reward)}."
    return "End of the game: " + end_text(card)


def card_short(card: int) -> str:
    """A few characters for a chip or a small card: 'E +1R', '9 points'."""
    if is_urban(card):
        return LETTERS[card - URBAN]
    b = BUILDINGS[card]
    if b.trigger >= 0:
        return f"{GLYPH[TRIGGERS[b.trigger]]} {short_reward(b.reward)}"
    return end_short(card)


def card_tip(card: int) -> tuple[str, str]:
    if is_urban(card):
        letter = LETTERS[card - URBAN]
        return (tr("Urbanization card {l}", l=letter), tr(
            "With a tile: build a new building on the space of marker {l} (1 resource), use "
            "the buildings next to it, then move the marker. Alone: take 1 resource or 1 tile.",
            l=letter))
    title = card_name(card).capitalize()
    body = (f"Building card. With a tile: build up on the {card_name(card)} building. "
            f"Alone: exploit that building.\nIn your tableau: {card_effect(card)}")
    return title, body


def character_text(char: int) -> str:
    c = CHARACTERS[char]
    trigger = TRIGGERS[c.trigger]
    words = f"{WHEN[trigger]}: +{amounts(c.reward)}."
    if any(c.bonus):
        words += f"\nStart bonus: {amounts(c.bonus)}."
    if c.set:
        words += f"\nSet {c.set}."
    return words


def character_tip(char: int) -> tuple[str, str]:
    c = CHARACTERS[char]
    return (tr("Character {n} ({colour})", n=char + 1, colour=COLOURS[c.colour]),
            character_text(char))


def character_short(char: int) -> str:
    c = CHARACTERS[char]
    return f"{GLYPH[TRIGGERS[c.trigger]]} {short_reward(c.reward)}"


def building_tip(cell, names: list[str]) -> tuple[str, str]:
    tile = cell[-1]
    height = len(cell) - 4
    title = f"{COLOURS[colour_of(tile)].capitalize()} {number_of(tile)} · height {height}"
    lines = []
    if cell[2] >= 0:
        lines.append(f"Owned by {names[cell[2]]}: {height} resource{'s' if height != 1 else ''}"
                     " on it.")
    else:
        lines.append("A start building: nobody owns it.")
    lines.append(f"Exploiting it gives {amounts(building_reward(cell))}.")
    if height > 1:
        below = ", ".join(COLOURS[colour_of(t)] + f" {number_of(t)}" for t in cell[4:-1])
        lines.append(f"Built on: {below}.")
    if cell[3]:
        lines.append("Construction site: its card goes back into the deck at the next "
                     "rebuild.")
    return title, "\n".join(lines)


SUMMARY = [
    "Each round every player secretly chooses one card from their hand, alone or with a tile "
    "from behind their screen. The choices are revealed and resolved in turn order.",
    "<b>Exploit</b> (a building card alone): gain the building's height in resources (red), "
    "tiles (blue) or points (yellow). An urbanization card alone gives 1 resource or 1 tile.",
    "<b>Urbanize</b> (an urbanization card + tile): place the tile on that letter's space with "
    "1 of your resources on it, use every building next to it, then move the marker to an "
    "empty space next to the new building.",
    "<b>Build up</b> (a building card + tile): stack the tile on that building and place as "
    "many resources as its new height. The previous owner takes their resources back and, if "
    "it was another player, scores 1 point each. A lower number costs the difference in "
    "points; a colour change costs 1 resource. The card then joins your tableau: cards 1 to 9 "
    "give a bonus each time you exploit, urbanize or build up, cards 10 to 20 score at the end.",
    "A play you cannot pay for becomes an exploit. Instead of playing, you may once a round "
    "refresh your hand (2 tokens per game; each unused token is worth 2 points).",
    "The three unplayed cards pass to the left and everyone draws back to 4.",
    "When the tile pile runs out the first time, each player may add tiles from behind their "
    "screen (1 point each). The game ends after the round in which it runs out again, or in "
    "which a player has placed all their resources.",
    "Final scoring: points, end-game cards, unused tokens and districts (2+ adjacent "
    "buildings of one colour): the player with most resources there scores all of them, the "
    "second their own (ties: tallest building, then highest number); a sole owner scores "
    "twice.",
    "On screen: click a card in your hand, then a tile behind your screen (or Play alone), "
    "check the preview and Confirm. Mouse wheel zooms the city, right or middle drag pans it.",
]


SOLO_SUMMARY = [
    "You play alone against Hal, the automated opponent. You start with 6 resources, 6 tiles "
    "and 6 points, no characters and no refresh tokens, and you always play first.",
    "Each round you hold 3 cards and choose one, alone or with a tile from behind your screen, "
    "while Hal's card waits face down. Then Hal reveals his card, draws a random tile and "
    "always builds with it.",
    SUMMARY[1],
    SUMMARY[2],
    "<b>Build up</b> (a building card + tile): stack the tile on that building and place as "
    "many resources as its new height. The previous owner takes their resources back and, if "
    "it was Hal's building, he scores 1 point each. A lower number costs the difference in "
    "points; a colour change costs 1 resource. The card then joins your tableau: cards 1 to 9 "
    "give a bonus each time you exploit, urbanize or build up, cards 10 to 20 score at the end.",
    "A play you cannot pay for becomes an exploit.",
    "<b>Hal</b>: when he urbanizes he scores 1 point per reward of the buildings next to his "
    "new one, and you move his urbanization marker for him. Building up costs him only the "
    "resources, and he keeps the card; card effects never apply to him. At the expert level, "
    "on an urbanization card he draws another and plays it instead if it is a building card "
    "or scores him more.",
    "The game ends after the round in which the tile pile runs out, in which you have placed "
    "all your resources, or in which Hal cannot build.",
    "Final scoring: points, end-game cards and districts (2+ adjacent buildings of one "
    "colour): whoever has most resources there scores all of them, the other their own (ties: "
    "tallest building, then highest number); a sole owner scores twice. Beat Hal's total to "
    "win.",
    SUMMARY[-1],
]


def option_shown(state, name: str) -> bool:
    """The solo game has no characters to deal or draft and no screen but the player's; a game
    of 2-5 has no Hal."""
    if getattr(state, "solo", 0):
        return name == "solo_level"
    return name != "solo_level"


def reference_html(state, options) -> list[str]:
    """The rules summary, the characters each player is known to hold (from the viewer's
    view: a draft in progress keeps the others' choices hidden) and the building cards. The
    solo game shows only the solo rules: no draft, no characters, no cards passed on."""
    parts = ["<b>" + esc(tr("How to play Ginkgopolis")) + "</b>"]
    hal = getattr(state, "solo", 0)
    parts += SOLO_SUMMARY if hal else SUMMARY
    if not hal:
        parts.append("<br><b>" + esc(tr("Characters in this game")) + "</b>")
    for s in range(0 if hal else state.n):
        chars = [c for c in state.chars[s] if c >= 0]
        if not chars:
            parts.append(f"<b>{esc(state.names[s])}</b>: " + esc(
                tr("still drafting.") if state.phase == "draft" else tr("no characters seen.")))
            continue
        parts.append(f"<b>{esc(state.names[s])}</b>")
        for c in chars:
            title, body = character_tip(c)
            parts.append(f"&nbsp;&nbsp;{esc(title)} — {esc(body.replace(chr(10), ' '))}")
    parts.append("<br><b>" + esc(tr("Building cards")) + "</b>")
    parts.append("Cards 1 to 9 (red gives resources, yellow points, blue tiles): 1, 4, 7 "
                 "exploit; 2, 5, 8 urbanize; 3, 6, 9 build up. 1 to 6 give 1; 7 to 9 add "
                 "1 point (yellow: 2 points).")
    for number in range(10, 21):
        texts = {}
        for colour in range(3):
            card = colour * 20 + number - 1
            texts.setdefault(end_text(card), []).append(COLOURS[colour])
        words = "; ".join(f"{'/'.join(cs)}: {t.rstrip('.')}" if len(texts) > 1 else t
                          for t, cs in texts.items())
        if len(texts) > 1:
            words += "."
        if hal:  # the solo player has no characters
            words = words.replace(" (your building cards and characters)", " (your building cards)")
        parts.append(f"<b>{number}</b> — {esc(words)}")
    return parts
