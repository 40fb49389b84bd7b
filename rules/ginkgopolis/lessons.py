"""Ginkgopolis, learned (rules/core/lessons.py).

MAIN: a 4-player game from a fixed deal (seed 12, tutorial characters) in which the learner
is the first start player. Round 1 builds up (a building card with a tile), round 2 urbanizes
(a letter card with a tile), round 3 exploits (a card alone); then the screen, the
characters, the districts and the end, with rounds played freely.

SOLO: the solo mode against Hal, the rulebook's automated opponent, at standard level
(seed 9: Hal's first card is a letter, so the learner moves his marker for him).
"""

from __future__ import annotations

from typing import Any

from rules.core.actions import Action
from rules.core.lessons import Lesson, Step, Tutorial, round_over
from rules.core.message import N_, msg
from rules.ginkgopolis.catalogue import (
    BLUE,
    RED,
    URBAN,
    colour_of,
    is_urban,
    number_of,
)
from rules.ginkgopolis.engine import can_build, find_cell, marker_candidates, neighbours

ME = 0


# ----- picking the step's move from what the position holds --------------------------------
def _plays(legal: list[Action], urban: bool, with_tile: bool) -> list[Action]:
    return [a for a in legal if a.kind == "play" and is_urban(a.args[0]) == urban
            and (len(a.args) > 1 and a.args[1] >= 0) == with_tile]


def build_up(view: Any, legal: list[Action]) -> Action | None:
    """The learner's cheapest affordable build-up (no colour change, no lower number first),
    then the tallest result, then the higher tile."""
    def cost(a: Action) -> tuple[int, int, int, int]:
        card, tile = a.args
        cell = find_cell(view, card)
        extra = int(colour_of(tile) != colour_of(card)) + max(0, number_of(card)
                                                               - number_of(tile))
        return extra, -(len(cell) - 4), -number_of(tile), card
    builds = [a for a in _plays(legal, False, True)
              if find_cell(view, a.args[0]) is not None and can_build(view, ME, *a.args)]
    return min(builds, key=cost, default=None)


def urbanize(view: Any, legal: list[Action]) -> Action | None:
    """An urbanization with a tile the learner can pay for: first one whose tile shares a
    colour with a neighbour (a district begins), then the most rewards from the
    neighbours, then room for the marker to move on."""
    if view.res_behind[ME] < 1:
        return None

    def value(a: Action) -> tuple[int, int, int, int, int]:
        card, tile = a.args
        x, y = view.markers[card - URBAN]
        near = neighbours(view, x, y)
        district = any(colour_of(c[-1]) == colour_of(tile) for c in near)
        rewards = sum(len(c) - 4 for c in near)
        return (-int(district), -rewards, -len(marker_candidates(view, card - URBAN)),
                number_of(tile), card)
    return min(_plays(legal, True, True), key=value, default=None)


def exploit(view: Any, legal: list[Action]) -> Action | None:
    """A card played alone: the tallest building the learner's hand names (red first when
    resources are short, blue when tiles are), else a letter alone."""
    short = RED if view.res_behind[ME] <= len(view.screens[ME]) else BLUE

    def value(a: Action) -> tuple[int, int, int]:
        cell = find_cell(view, a.args[0])
        return -(len(cell) - 4), int(colour_of(cell[-1]) != short), a.args[0]
    alone = [a for a in _plays(legal, False, False) if find_cell(view, a.args[0]) is not None]
    return min(alone, key=value, default=None) or next(iter(_plays(legal, True, False)), None)


def deciding(kind: str):
    """A step that lasts while the learner has a decision of this kind ("move", "take")
    pending: when the play brings none, it passes unseen."""
    return lambda state: not (state.phase == "resolve" and state.pending
                              and state.pending[-1].kind == kind and state.pending[-1].seat == ME)



# ----- the game: four players ---------------------------------------------------------------
MARKER = Step(
    msg("Now move the marker of that letter to an empty space beside the new building: the "
        "next building of that letter will rise there. Choose a side with room to grow, or "
        "one next to buildings of your colours."),
    free=True, until=deciding("move"))

CARDS = Lesson(
    "cards", N_("The cards and the tiles"),
    (
        Step(msg("Welcome to Ginkgopolis. You and three bots plan a city that grows outward "
                 "and upward, one tile at a time. Red buildings give resources, blue ones "
                 "tiles, yellow ones points. Whoever has the most points at the end wins."),
             shows=(("space",),)),
        Step(msg("Every round all of you choose one card of your 4 at once, in secret; then "
                 "the plays are resolved from the start player (you, now) clockwise. A card "
                 "with a colour and a number names the building with that top tile; a card "
                 "with a letter names that urbanization marker, one of the green letters "
                 "around the city."),
             shows=(("hand", 0),)),
        Step(msg("A building card with a tile builds up: the tile goes on top of that "
                 "building, with 1 of your resources per floor (same colour, higher number: "
                 "nothing more to pay). Put your yellow 12 on yellow 2: click the card, the "
                 "tile, then Confirm. A card's foot (\"Urbanize +1P\") is what it gives once "
                 "you have built with it."),
             move=build_up),
    ),
    msg("A card names a building (colour and number) or a marker space (a letter). With a "
        "tile it builds: up on a building, or out at a marker. Alone it exploits. The card "
        "you build with stays before you: the words at its foot say what it gives then."))

URBANIZE = Lesson(
    "urbanize", N_("Growing the city"),
    (
        Step(msg("Your yellow 12 now tops yellow 2: 2 floors, with 2 of your resources (the "
                 "green 2), so it is yours. The yellow 2 card joined your character cards, in "
                 "your panel at the top left: it gives 1 point whenever you urbanize. Then "
                 "each player took the 3 cards left by the player on the right, and drew "
                 "1."),
             shows=(("tableau", 0),)),
        Step(msg("A letter card with a tile urbanizes: the tile takes the marker's space "
                 "with 1 of your resources, and each building beside it (not diagonally) pays "
                 "you. Your blue 8 at C is paid by the blue 18 and the red 16, and starts a "
                 "blue district (it scores at the end). Click C, the tile, then Confirm."),
             move=urbanize),
        MARKER,
    ),
    msg("Urbanizing adds a building at the edge: it costs a tile and 1 resource, and pays "
        "with every neighbour's reward. The marker then moves on, so the city keeps "
        "growing."))

SCREEN = Lesson(
    "screen", N_("Resources and your screen"),
    (
        Step(msg("Your panel at the top left counts points (star), resources behind your "
                 "screen (cube; in brackets, the rest of your 18), tiles (red square) and "
                 "tokens (green arrows). Your resources on a building (a green circle) make "
                 "it yours; building up needs 1 per floor, plus 1 to change colour."),
             shows=(("behind", 0), ("screen", 0))),
        Step(msg("Every build uses a tile, so you need a steady flow of both. Twice a game you "
                 "may spend a token to discard your hand and draw 4 new cards; each token you "
                 "keep is worth 2 points at the end.")),
        Step(msg("A card played alone exploits: a building card pays 1 reward per floor (red "
                 "resources, blue tiles, yellow points); a letter, 1 resource or 1 tile. The "
                 "blue 3 alone pays 1 tile, and your red character adds 1 resource: both are "
                 "needed to build. Click the card, Play alone, then Confirm."),
             move=exploit),
        Step(msg("A letter alone: choose 1 resource or 1 tile. Take what you are shorter of: "
                 "a build needs both."),
             free=True, until=deciding("take")),
    ),
    msg("Exploiting refills your screen: resources to build and mark your buildings, tiles to "
        "build with. A tall building exploited pays one reward per floor."))

CHARACTERS = Lesson(
    "characters", N_("The character cards"),
    (
        Step(msg("Your 3 character cards gave you your start. Each also rewards one action "
                 "for the whole game: your red one gives 1 resource whenever you exploit, "
                 "your yellow one 1 point and your blue one 1 tile whenever you urbanize."),
             shows=(("character", 0),)),
        Step(msg("Every building card you build with joins them. Cards 1 to 9 add an effect "
                 "like your characters'; cards 10 to 20 score at the end, for example 1 point "
                 "per resource on buildings of a colour. Building up also collects cards.")),
        Step(msg("Play this round yourself. Your characters pay most for urbanizing. The "
                 "Hint button (H) says what a strong player would do, and why."),
             free=True, until=round_over(4)),
    ),
    msg("Characters and the cards you build with give a reward each time you make their "
        "action, or points at the end. Play the actions they reward, and build to collect "
        "more."))

END = Lesson(
    "end", N_("The districts and the end"),
    (
        Step(msg("At the end each district scores: 2 or more adjacent buildings of one "
                 "colour. Whoever has the most resources in it scores every resource in it; "
                 "the second scores their own. Alone in a district, each resource of yours "
                 "scores twice."),
             shows=(("space",),)),
        Step(msg("Building on another player's building gives them back its resources, and 1 "
                 "point for each. A tile with a lower number costs the difference in points. "
                 "So build on your own buildings, or where the points you give are few.")),
        Step(msg("The game ends after the round in which a player places all their "
                 "resources, or the tile supply runs out a second time (the first time, "
                 "everyone may add tiles from behind the screen, 1 point each).")),
        Step(msg("Play two more rounds yourself. Grow your districts in your colours, and "
                 "watch your resources: when they are all on the city, the game ends."),
             free=True, until=round_over(6)),
    ),
    msg("Points come during the game (yellow buildings, effects, resources given back), and "
        "at the end from districts, the cards 10 to 20 and unused tokens. Play on to the end: "
        "hover over any card or building to read what it does."))

MAIN = Tutorial("ginkgopolis", seed=12, players=4,
                lessons=(CARDS, URBANIZE, SCREEN, CHARACTERS, END))


# ----- the solo mode against Hal ------------------------------------------------------------
HAL = Lesson(
    "hal", N_("Hal, your opponent"),
    (
        Step(msg("In the solo mode you play against Hal, the automated opponent (new to "
                 "Ginkgopolis? Play its first lessons first). You start with 6 resources, 6 "
                 "tiles and 6 points, and no characters or tokens. You always play first; each "
                 "round you hold 3 cards and Hal gets 1, face down.")),
        Step(msg("Build up first: put your red 15 on red 2 (click the card, the tile, then "
                 "Confirm): same colour, higher number, so only 1 resource per floor. The red "
                 "2 card then stays before you: its foot, \"Urbanize +1R\", pays 1 resource "
                 "whenever you urbanize. Your other 2 cards are discarded."),
             move=build_up),
        Step(msg("Hal has urbanized A: his buildings carry his purple mark. The marker must "
                 "move on, and you move Hal's for him: click a lit space. The next building "
                 "at A, yours or his, will rise there; Hal scores 1 point per floor of the "
                 "buildings beside his new one, so put it beside few, low buildings."),
             free=True, until=deciding("move")),
    ),
    msg("Each round: your play, then Hal's. Your unplayed cards are thrown away, so use the "
        "best one now."))

RACE = Lesson(
    "race", N_("Racing Hal"),
    (
        Step(msg("Hal always builds, with a random tile, placing 1 resource per floor; a "
                 "colour change or a lower number costs him nothing. On a letter he scores 1 "
                 "point per floor of the buildings beside his new one; on a building card he "
                 "keeps the card, and one of 10 to 20 scores for him at the end. His points "
                 "are in his panel.")),
        Step(msg("Building on Hal's building gives him 1 point per resource it returns; his "
                 "building on yours gives them back to you with 1 point each. The game ends "
                 "after the round in which the tile pile runs out, all your resources are on "
                 "the city, or Hal cannot pay for his building.")),
        Step(msg("Play on yourself. To win you need more points than Hal; most come at the "
                 "end from districts: keep your resources on adjacent buildings of one colour. "
                 "Short of resources or tiles? Play a card alone. The Hint button (H) suggests "
                 "a move: the higher its percentage, the better."),
             free=True, until=round_over(4)),
    ),
    msg("Hal scores by building every round; you score by planning. Beat his total to win; "
        "a tie is not a win."))

SOLO = Tutorial("ginkgopolis", seed=9, players=1, lessons=(HAL, RACE),
                options={"solo_level": "standard"}, key="solo", title=N_("Solo mode"))

TUTORIALS = (MAIN, SOLO)
