"""Words for the Ginkgopolis table: card and character texts, short chip labels, the rules
reference. No drawing here. Every text goes through the catalogue (`tr`, `ptr`, `say`)."""

from __future__ import annotations

from desktop.i18n import ntr, ptr, say, tr
from desktop.ui import esc
from rules.core.message import N_, join
from rules.ginkgopolis.catalogue import (
    BUILDINGS,
    CHARACTERS,
    COLOUR_TITLES,
    LETTERS,
    TRIGGERS,
    URBAN,
    amounts,
    card_name,
    card_title,
    colour_name,
    is_urban,
    tile_name,
)
from rules.ginkgopolis.engine import building_reward, who
from rules.ginkgopolis.score_words import end_rule


def when(trigger: str) -> str:
    """'Each time you urbanize': when a card's effect applies."""
    if trigger == "exploit":
        return tr("Each time you exploit (a card played alone)")
    if trigger == "urbanize":
        return tr("Each time you urbanize")
    return tr("Each time you build up")


def short_trigger(trigger: str) -> str:
    """The action that sets an effect off, as a card's heading: 'Exploit'."""
    if trigger == "exploit":
        return ptr("ginkgopolis action", "Exploit")
    if trigger == "urbanize":
        return ptr("ginkgopolis action", "Urbanize")
    return ptr("ginkgopolis action", "Build up")


def glyph(trigger: str) -> str:
    """One letter for an effect's action on a small chip."""
    if trigger == "exploit":
        return ptr("ginkgopolis glyph", "E")
    if trigger == "urbanize":
        return ptr("ginkgopolis glyph", "U")
    return ptr("ginkgopolis glyph", "B")


def reward_letters() -> tuple[str, str, str]:
    """One letter each for resources, points and tiles: '+1R'."""
    return (ptr("ginkgopolis reward", "R"), ptr("ginkgopolis reward", "P"),
            ptr("ginkgopolis reward", "T"))


def seat_name(v, seat: int) -> str:
    """A player's name, or the solo opponent's in the current language."""
    return say(who(v, seat))


def short_reward(reward) -> str:
    """'+1R +1P' for a (resources, points, tiles) triple."""
    letters = reward_letters()
    return " ".join(f"+{v}{letters[i]}" for i, v in enumerate(reward) if v) or "-"


def _end_rule(card: int, solo: bool = False) -> str:
    """What an end-game card scores, without the full stop."""
    rule = end_rule(card, solo)
    return say(rule) if rule is not None else ""


def sentence(text: str) -> str:
    """A phrase with its full stop, in the language's own punctuation."""
    return ptr("ginkgopolis", "{phrase}.", phrase=text) if text else ""


def end_text(card: int, solo: bool = False) -> str:
    return sentence(_end_rule(card, solo))


def end_short(card: int) -> str:
    """A few words for a small card: '1P/low bldg'."""
    b = BUILDINGS[card]
    colour = colour_name(b.end_arg) if b.end_arg >= 0 else ""
    if b.end == "resources_on":
        return tr("1P/res {colour}", colour=colour)
    if b.end == "low_buildings":
        return tr("1P/low bldg")
    if b.end == "tall_buildings":
        return tr("3P/tall bldg")
    if b.end == "trigger_cards":
        trigger = TRIGGERS[b.end_arg] if b.end_arg >= 0 else ""
        return {"exploit": tr("2P/E card"), "urbanize": tr("2P/U card"),
                "construct": tr("2P/B card")}.get(trigger, tr("2P/card"))
    if b.end == "colour_cards":
        return tr("2P/{colour} card", colour=colour)
    if b.end == "flat":
        return tr("9 points")
    return ""


def card_effect(card: int) -> str:
    """The effect a building card gives in the tableau (or its end-game scoring)."""
    b = BUILDINGS[card]
    if b.trigger >= 0:
        return tr("{when}: +{reward}.", when=when(TRIGGERS[b.trigger]), reward=amounts(b.reward))
    return tr("End of the game: {effect}", effect=end_text(card))


def card_short(card: int) -> str:
    """A few characters for a chip or a small card: 'E +1R', '9 points'."""
    if is_urban(card):
        return LETTERS[card - URBAN]
    b = BUILDINGS[card]
    if b.trigger >= 0:
        return f"{glyph(TRIGGERS[b.trigger])} {short_reward(b.reward)}"
    return end_short(card)


def card_tip(card: int) -> tuple[str, str]:
    if is_urban(card):
        letter = LETTERS[card - URBAN]
        return (tr("Urbanization card {l}", l=letter), tr(
            "With a tile: build a new building on the space of marker {l} (1 resource), use "
            "the buildings next to it, then move the marker. Alone: take 1 resource or 1 tile.",
            l=letter))
    body = tr("Building card. With a tile: build up on the {card} building. Alone: exploit "
              "that building.\nIn your tableau: {effect}", card=card_name(card),
              effect=card_effect(card))
    return say(card_title(card)), body


def character_text(char: int) -> str:
    c = CHARACTERS[char]
    lines = [tr("{when}: +{reward}.", when=when(TRIGGERS[c.trigger]), reward=amounts(c.reward))]
    if any(c.bonus):
        lines.append(tr("Start bonus: {reward}.", reward=amounts(c.bonus)))
    if c.set:
        lines.append(tr("Set {n}.", n=c.set))
    return "\n".join(lines)


def character_tip(char: int) -> tuple[str, str]:
    c = CHARACTERS[char]
    return (tr("Character {n} ({colour})", n=char + 1, colour=colour_name(c.colour)),
            character_text(char))


def character_short(char: int) -> str:
    c = CHARACTERS[char]
    return f"{glyph(TRIGGERS[c.trigger])} {short_reward(c.reward)}"


def building_tip(cell, v) -> tuple[str, str]:
    """A building's tooltip; `v` is the view (for the owner's name)."""
    tile = cell[-1]
    height = len(cell) - 4
    title = tr("{building} · height {height}", building=card_title(tile), height=height)
    lines = []
    if cell[2] >= 0:
        lines.append(ntr("Owned by {name}: {n} resource on it.",
                         "Owned by {name}: {n} resources on it.", height,
                         name=seat_name(v, cell[2])))
    else:
        lines.append(tr("A start building: nobody owns it."))
    lines.append(tr("Exploiting it gives {reward}.", reward=amounts(building_reward(cell))))
    if height > 1:
        lines.append(tr("Built on: {tiles}.", tiles=join(tile_name(t) for t in cell[4:-1])))
    if cell[3]:
        lines.append(tr("Construction site: its card goes back into the deck at the next "
                        "rebuild."))
    return title, "\n".join(lines)


def colour_title(colour: int) -> str:
    return say(COLOUR_TITLES[colour])


SUMMARY = [
    N_("Each round every player secretly chooses one card from their hand, alone or with a tile "
     "from behind their screen. The choices are revealed and resolved in turn order."),
    N_("<b>Exploit</b> (a building card alone): gain the building's height in resources (red), "
     "tiles (blue) or points (yellow). An urbanization card alone gives 1 resource or 1 tile."),
    N_("<b>Urbanize</b> (an urbanization card + tile): place the tile on that letter's space with "
     "1 of your resources on it, use every building next to it, then move the marker to an "
     "empty space next to the new building."),
    N_("<b>Build up</b> (a building card + tile): stack the tile on that building and place as "
     "many resources as its new height. The previous owner takes their resources back and, if "
     "it was another player, scores 1 point each. A lower number costs the difference in "
     "points; a colour change costs 1 resource. The card then joins your tableau: cards 1 to 9 "
     "give a bonus each time you exploit, urbanize or build up, cards 10 to 20 score at the end."),
    N_("A play you cannot pay for becomes an exploit. Instead of playing, you may once a round "
     "refresh your hand (2 tokens per game; each unused token is worth 2 points)."),
    N_("The three unplayed cards pass to the left and everyone draws back to 4."),
    N_("When the tile pile runs out the first time, each player may add tiles from behind their "
     "screen (1 point each). The game ends after the round in which it runs out again, or in "
     "which a player has placed all their resources."),
    N_("Final scoring: points, end-game cards, unused tokens and districts (2+ adjacent "
     "buildings of one colour): the player with most resources there scores all of them, the "
     "second their own (ties: tallest building, then highest number); a sole owner scores "
     "twice."),
    N_("On screen: click a card in your hand, then a tile behind your screen (or Play alone), "
     "check the preview and Confirm. Mouse wheel zooms the city, right or middle drag pans it."),
]


SOLO_SUMMARY = [
    N_("You play alone against Hal, the automated opponent. You start with 6 resources, 6 tiles "
     "and 6 points, no characters and no refresh tokens, and you always play first."),
    N_("Each round you hold 3 cards and choose one, alone or with a tile from behind your screen, "
     "while Hal's card waits face down. Then Hal reveals his card, draws a random tile and "
     "always builds with it."),
    SUMMARY[1],
    SUMMARY[2],
    N_("<b>Build up</b> (a building card + tile): stack the tile on that building and place as "
     "many resources as its new height. The previous owner takes their resources back and, if "
     "it was Hal's building, he scores 1 point each. A lower number costs the difference in "
     "points; a colour change costs 1 resource. The card then joins your tableau: cards 1 to 9 "
     "give a bonus each time you exploit, urbanize or build up, cards 10 to 20 score at the end."),
    N_("A play you cannot pay for becomes an exploit."),
    N_("<b>Hal</b>: when he urbanizes he scores 1 point per reward of the buildings next to his "
     "new one, and you move his urbanization marker for him. Building up costs him only the "
     "resources, and he keeps the card; card effects never apply to him. At the expert level, "
     "on an urbanization card he draws another and plays it instead if it is a building card "
     "or scores him more."),
    N_("The game ends after the round in which the tile pile runs out, in which you have placed "
     "all your resources, or in which Hal cannot build."),
    N_("Final scoring: points, end-game cards and districts (2+ adjacent buildings of one "
     "colour): whoever has most resources there scores all of them, the other their own (ties: "
     "tallest building, then highest number); a sole owner scores twice. Beat Hal's total to "
     "win."),
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
    parts += [tr(paragraph) for paragraph in (SOLO_SUMMARY if hal else SUMMARY)]
    if not hal:
        parts.append("<br><b>" + esc(tr("Characters in this game")) + "</b>")
    for s in range(0 if hal else state.n):
        parts += _characters_of(state, s)
    parts.append("<br><b>" + esc(tr("Building cards")) + "</b>")
    parts.append(esc(tr("Cards 1 to 9 (red gives resources, yellow points, blue tiles): 1, 4, 7 "
                        "exploit; 2, 5, 8 urbanize; 3, 6, 9 build up. 1 to 6 give 1; 7 to 9 add "
                        "1 point (yellow: 2 points).")))
    for number in range(10, 21):
        parts.append(f"<b>{number}</b> — {esc(_end_cards(number, bool(hal)))}")
    return parts


def _characters_of(state, seat: int) -> list[str]:
    """A player's known characters for the reference, one line each."""
    name = f"<b>{esc(state.names[seat])}</b>"
    chars = [c for c in state.chars[seat] if c >= 0]
    if not chars:
        return [tr("{name}: still drafting.", name=name) if state.phase == "draft"
                else tr("{name}: no characters seen.", name=name)]
    lines = [name]
    for c in chars:
        title, body = character_tip(c)
        lines.append(f"&nbsp;&nbsp;{esc(title)} — {esc(body.replace(chr(10), ' '))}")
    return lines


def _end_cards(number: int, solo: bool) -> str:
    """What the three end-game cards of one number score ('red/blue: ...; yellow: ...')."""
    rules: dict[str, list[str]] = {}
    for colour in range(3):
        card = colour * 20 + number - 1
        rules.setdefault(_end_rule(card, solo), []).append(say(colour_name(colour)))
    if len(rules) == 1:
        return sentence(next(iter(rules)))
    found = [tr("{colours}: {rule}", colours="/".join(cs), rule=rule) for rule, cs in rules.items()]
    line = found[0]
    for more in found[1:]:
        line = ptr("ginkgopolis clauses", "{a}; {b}", a=line, b=more)
    return sentence(line)
