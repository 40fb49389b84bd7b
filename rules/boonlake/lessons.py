"""Boonlake, learned (rules/core/lessons.py).

MAIN: a 2-player game from a fixed deal in which the learner starts. Its first three turns
are told move by move: the action strips and the card step (Builder), the river (the ship's
first sail), the map and building (Pioneer: explore, develop), levers (Progress); then the
learner plays on to the first interim scoring, which is told step by step, and on to the
fourth, with what the final scoring counts.

SOLO: the rulebook's solo game against the Wise Eminence (level 1): how it plays its turns,
then play on to the first interim scoring.

The bots' answers are not fixed on the desktop, so every move step picks its move from what
the position holds (the strip by name, the best reward within reach), never a fixed id.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.boonlake import catalogue, moves, town
from rules.boonlake.board import RESOURCES, STRIPS
from rules.boonlake.state import BoonlakeState
from rules.core.actions import Action
from rules.core.lessons import LEARNER, Lesson, Step, Tutorial, kind
from rules.core.message import N_, msg

# rewards that come without a further question (a site's or space's gain)
PLAIN = ("coins", "cards", "vp", "inhabitants", "vase", "coin_track", "card_track")
# a card's effects at once that ask no question (not an exchange, a lever reset, a free house)
PLAIN_EFFECTS = ("coins", "draw", "coin_track", "card_track", "inhabitants", "vases", "vp")
CHEAP_LEVER = 4  # lever 5: skip a card step for 3 coins, the cheapest useful lever
LOCK = 9  # the river position after which the round's first lock lies (round 1)


# ----- what a step picks ---------------------------------------------------------------------
def _deciding(view: BoonlakeState, what: str) -> bool:
    return bool(view.pending) and view.pending[-1].kind == what


def keep_first(view: BoonlakeState, legal: list[Action]) -> Action | None:
    """The first of the two scoring tiles dealt."""
    return next((a for a in legal if a.kind == "keep"), None)


def wanted_site(view: BoonlakeState, legal: list[Action]) -> Action | None:
    """The production site of the resource the learner's hand asks for most."""
    need: Counter[str] = Counter()
    for card in view.hand[LEARNER]:
        for resource, n in catalogue.card(card).resources:
            need[resource] += n
    sites = [a for a in legal if a.kind == "site"]
    return max(sites, key=lambda a: (need[RESOURCES[a.args[0]]], -a.args[0]), default=None)


def strip(name: str):
    """The row holding the strip `name`."""
    def pick(view: BoonlakeState, legal: list[Action]) -> Action | None:
        row = next(r for r, s in enumerate(view.strips) if STRIPS[s] == name)
        return Action("strip", (row,)) if Action("strip", (row,)) in legal else None
    return pick


def _plain_plays(legal: list[Action]) -> list[Action]:
    """The cards the learner can play now (no lever bonus) whose effect asks nothing more (an
    exchange or a free house would be a question the step's words do not tell)."""
    return [a for a in legal if a.kind == "play" and a.args[1] == 0
            and all(e.kind in PLAIN_EFFECTS for e in catalogue.card(a.args[0]).immediate)]


def _cheapest(plays: list[Action]) -> Action | None:
    return min(plays, key=lambda a: (catalogue.card(a.args[0]).cost_coins, a.args[0]),
               default=None)


def cheapest_play(view: BoonlakeState, legal: list[Action]) -> Action | None:
    """The cheapest card the learner can play now that asks nothing more, else drawing."""
    return _cheapest(_plain_plays(legal)) or kind("draw")(view, legal)


def spare_card(view: BoonlakeState, legal: list[Action]) -> Action | None:
    """A card of the step's kind given up for 2 coins (the dearest), else passing."""
    discards = [a for a in legal if a.kind == "discard"]
    best = max(discards, key=lambda a: (catalogue.card(a.args[0]).cost_coins, -a.args[0]),
               default=None)
    if best is None and Action("skip", (0,)) in legal:
        return Action("skip", (0,))
    return best


def play_or_spare(view: BoonlakeState, legal: list[Action]) -> Action | None:
    """The cheapest card of the step's kind the learner can play that asks nothing more, else
    one given up for 2 coins, else passing."""
    return _cheapest(_plain_plays(legal)) or spare_card(view, legal)


def _gain_value(reward: Any) -> int:
    if reward is None:
        return 0
    return {"coins": 1, "cards": 1, "vp": 2, "inhabitants": 3}.get(reward.kind, 0) * reward.n


def best_explore(view: BoonlakeState, legal: list[Action]) -> Action | None:
    """The space to explore whose printed reward is plainest and largest."""
    found = [a for a in legal if a.kind == "explore" and a.args[1] == 0]
    return max(found, key=lambda a: (_gain_value(town.MAP.space(a.args[0]).explore),
                                     -a.args[0]), default=None)


def best_develop(view: BoonlakeState, legal: list[Action]) -> Action | None:
    """A site to develop: free ones first, then the most it gives without a question."""
    def value(a: Action) -> tuple[int, int, int]:
        site = town.tile_at(view, a.args[0]).sites[a.args[1]]
        asks = any(g.kind not in PLAIN for g in site.gain)
        return (-asks, -(site.pay_coins + site.pay_cards),
                sum(_gain_value(g) for g in site.gain))
    found = [a for a in legal if a.kind == "develop"]
    return max(found, key=value, default=None)


def far_sail(view: BoonlakeState, legal: list[Action]) -> Action | None:
    """The furthest river space before the round's first lock (the nearest one if all lie
    past it)."""
    sails = sorted((a for a in legal if a.kind == "sail"), key=lambda a: a.args[0])
    before = [a for a in sails if a.args[0] <= LOCK]
    return (before or sails or [None])[-1]


def cheap_lever(view: BoonlakeState, legal: list[Action]) -> Action | None:
    """Lever 5 (a card step skipped for 3 coins), else the cheapest lever outside the top row
    (whose levers ask, at every strip, whether to forgo its right side)."""
    levers = [a for a in legal if a.kind == "lever"
              and not moves.legal.PLAYER.levers[a.args[0]].forgo_right_side]
    if Action("lever", (CHEAP_LEVER,)) in levers:
        return Action("lever", (CHEAP_LEVER,))
    return min(levers, key=lambda a: (moves.legal.PLAYER.levers[a.args[0]].cost, a.args[0]),
               default=None)


def best_mark(view: BoonlakeState, legal: list[Action]) -> Action | None:
    """The scoring tile that pays the most now."""
    marks = [a for a in legal if a.kind == "mark"]
    return max(marks, key=lambda a: (moves.mark_value(view, LEARNER, a.args[0], a.args[1]),
                                     -a.args[0]), default=None)


# ----- when free play ends ---------------------------------------------------------------------
def my_turn(state: BoonlakeState) -> bool:
    """The learner is to take a strip: its own turn has come."""
    return _deciding(state, "strip") and state.pending[-1].seat == LEARNER


def interim(number: int):
    """An interim scoring of this number (or a later one) is on."""
    return lambda state: state.phase == "interim" and state.interims >= number


def tile_to_score(state: BoonlakeState) -> bool:
    """The learner is to score a tile (its two actions of the interim scoring are done)."""
    return _deciding(state, "interim_tile")


# ----- the main game -----------------------------------------------------------------------------
START = Lesson(
    "start", N_("The goal and your start"),
    (
        Step(msg("Welcome to Boonlake. You settle the shores of a lake: explore its map, put "
                 "inhabitants, houses and settlements on it, raise cattle and play plan cards. "
                 "Points (VP) come all game long, at four interim scorings and a final one: "
                 "the most points wins."),
             shows=(("space",),)),
        Step(msg("The river runs along the top: the ships start at its left end (yours is "
                 "red) and sail right, on the upper arm in round 1. The first ship past a lock "
                 "(a yellow bar) calls an interim scoring for everyone; a ship at the river's "
                 "end ends the round. A race as much as a plan."),
             shows=(("river",),)),
        Step(msg("Keep one of your two scoring tiles (the first is lit). At each interim "
                 "scoring everyone scores one of the four tiles under Scoring tiles: met, it "
                 "gains VP; missed, it loses them. Its numbers are what it asks at the 1st, "
                 "2nd, 3rd and 4th scoring. Yours counts double for you."),
             move=keep_first, shows=(("tile",),)),
        Step(msg("Now your first production site. Cards cost coins and resources: stone, "
                 "iron, loam, wood. Resources are never spent: your sites and the boats on "
                 "your canal just have to make them. The lit one is the resource the cards in "
                 "your hand ask for most (hover over a card to read what it needs)."),
             move=wanted_site),
    ),
    msg("The goal: the most VP after two rounds down the river, scored four times on the "
        "way and once at the end; your scoring tile counts double. Sites make your cards' "
        "resources for good; more come from map and river spaces that show one, step 3 of "
        "the coin or card track, and lever 4."))

STRIPS_LESSON = Lesson(
    "strips", N_("Action strips and cards"),
    (
        Step(msg("Your turn: take one of the seven action strips on the action board. The "
                 "boat number on its row is how far your ship may sail this turn, and the two "
                 "bottom rows cost the VP shown (★-1, ★-2). The strip taken goes to the bottom "
                 "and the strips below it move up."),
             shows=(("row",),)),
        Step(msg("A strip has three parts, done in order and each optional (hover over a "
                 "strip to read them): its card step, playing a card of the kind under its "
                 "name (day, dusk or night) or discarding one for 2 coins; then what it does "
                 "for you; then its right side, which everyone may use, you too.")),
        Step(msg("Take the Builder strip: 3 coins at once, then play a card of any kind or "
                 "draw 2. Coins are what you lack at the start, and they pay for everything: "
                 "cards, sites, levers."),
             move=strip("builder")),
        Step(msg("Play a card: pay the coins shown beside its name, and your sites and boats "
                 "must make the resources it needs (hover over a card to read both). A played "
                 "card helps at once or for good, and scores its VP at the end. The cheapest "
                 "you can pay for is best now: click it, then the way to play it under Your "
                 "choices."),
             move=cheapest_play),
        Step(msg("Builder's right side is for everyone, you too: play one more card or "
                 "discard one for 2 coins. Keep your coins for now: give up your dearest "
                 "card, which you cannot pay for soon."),
             move=spare_card),
    ),
    msg("A turn: take a strip (the boat number on its row is your ship's reach; the bottom "
        "two rows cost VP), then its card step, its own action for you and its right side for "
        "all. Builder is the "
        "coin strip: 3 coins, and a card to play or 2 to draw."))

RIVER = Lesson(
    "river", N_("The river"),
    (
        Step(msg("Your ship sails now, 1 space up to the boat number of your strip's row, "
                 "and takes the reward of the space it stops on. Ships on ordinary spaces "
                 "are jumped over and not counted; a harbour holds any number. Sail far: the "
                 "rewards grow down the river."),
             move=far_sail),
        Step(msg("Mind the locks, the yellow bars across the river. The first ship past a "
                 "lock calls an interim scoring after its turn, for everyone, ready or not; "
                 "the second lock of a round is at the river's end and ends the round. Top "
                 "rows sail far: they bring the scorings sooner."),
             shows=(("river",),)),
        Step(msg("Now your opponent plays. The right side of the strip it takes is for you "
                 "too: take part when it helps, a card to play or a site to develop. The Hint "
                 "button (H) says what a strong player would do, and why."),
             free=True, until=my_turn),
    ),
    msg("The river: the boat number of your strip's row is your reach; a ship stops at "
        "least 1 space on and takes that space's reward. The first ship past a lock calls an "
        "interim scoring; the river's end closes the round."))

MAP = Lesson(
    "map", N_("The map and building"),
    (
        Step(msg("The map has four regions joined by bridges. Exploring lays a new building "
                 "tile beside the others and gives the reward printed on its space. A tile's "
                 "sites take your pieces: an inhabitant, later a house, then a settlement."),
             shows=(("space",),)),
        Step(msg("Take Pioneer: explore twice, then develop or upgrade once. Being on the "
                 "map pays all game: region scorings, settlements and cattle count the pieces "
                 "around them. It is worth it even when its row costs VP."),
             move=strip("pioneer")),
        Step(msg("Pioneer's card step takes a day card. Play one if you can pay for it (the "
                 "lit one: click it, then the way to play it). With none to play, give one "
                 "up for 2 coins."),
             move=play_or_spare),
        Step(msg("Explore: a new tile goes on an empty space touching a tile already out (or "
                 "across a bridge), and you gain the reward printed on that space. The lit "
                 "space gives the most; the tile drawn is new land to build on."),
             move=best_explore),
        Step(msg("Explore once more. New tiles open new sites for you and for your opponent "
                 "alike."),
             move=best_explore),
        Step(msg("Develop: an inhabitant from your ranch goes onto a free site, paying or "
                 "gaining what the site shows. An upgrade later makes it a house; each piece "
                 "that leaves your player board opens a space paying income at every interim "
                 "scoring."),
             move=best_develop),
        Step(msg("Sail again, as far as you can before the lock."),
             move=far_sail),
        Step(msg("Your opponent's turn. The right side of the strip it took (now at the bottom "
                 "of the action board: hover over it) is yours too, and the line at the top "
                 "left says what you may do. Take part when it helps."),
             free=True, until=my_turn),
    ),
    msg("The map: explore to lay new tiles (the space's reward is yours), develop to put an "
        "inhabitant on a site, upgrade it to a house and then a settlement. Your pieces on "
        "the map score in regions and beside cattle."))

LEVERS = Lesson(
    "levers", N_("Levers"),
    (
        Step(msg("Progress modernizes: pay coins to put a lever on your player board, on one "
                 "of the lever spaces numbered 1 to 12 in your panel. A lever is a small "
                 "power, used once between two interim scorings. An unused lever gives 1 VP "
                 "at each interim scoring, and 4 levers or more score at the end.")),
        Step(msg("Take the Progress strip. Its row sets your ship's reach and the two bottom "
                 "rows cost VP: a strip the others leave alone drifts up and gets cheaper, "
                 "one just taken waits at the bottom."),
             move=strip("progress")),
        Step(msg("Its card step takes a dusk card. A lever costs coins: give up a dusk card "
                 "for 2 coins if you have one, else pass."),
             move=spare_card),
        Step(msg("Place lever 5: whenever you could play or discard a card and do not, it "
                 "gives 3 coins. Cheap, and it turns an empty card step into money. (With too "
                 "few coins, the cheapest lever is lit.)"),
             move=cheap_lever),
        Step(msg("Progress's right side: everyone may give up an inhabitant for one more "
                 "lever, or draw a card. Inhabitants are scarce early and they build your "
                 "town: draw."),
             move=kind("draw")),
        Step(msg("Sail on, before the lock."), move=far_sail),
        Step(msg("Your opponent's turn: its strip's right side is yours too. When it offers "
                 "a card you do not play, the choice \"Skip, with lever 5\" takes 3 coins."),
             free=True, until=my_turn),
    ),
    msg("Levers: bought with Progress (the strip's own modernize, and everyone's for an "
        "inhabitant), each used once between interim scorings, then ready again. Unused, a "
        "lever gives 1 VP at an interim scoring; many levers score at the end."))

INTERIM = Lesson(
    "interim", N_("An interim scoring"),
    (
        Step(msg("Now play on by yourself until the first interim scoring: a ship past the "
                 "first lock calls it. Choose strips that build your town and your income. "
                 "The Hint button (H) says what a strong player would do, and why."),
             free=True, until=interim(1)),
        Step(msg("The first interim scoring. Everyone does five steps: two actions (play any "
                 "card, or upgrade); score one tile; income from your tracks and your player "
                 "board, and VP for cattle; 1 VP per unused lever; then the region markers "
                 "come off."),
             shows=(("tile",),)),
        Step(msg("Your two actions: play any card you can pay for, realise the special "
                 "project printed on a scoring tile (hover over one), or upgrade an inhabitant "
                 "to a house. All stay yours for good."),
             free=True, until=tile_to_score),
        Step(msg("Score a tile without your marker yet. This scoring's marker is worth its "
                 "number in VP, gained if you meet the tile's condition for this scoring, "
                 "lost if not, doubled on your own tile. The tile paying most is lit."),
             move=best_mark),
    ),
    msg("An interim scoring: two actions, one tile scored (met: gain, missed: lose), then "
        "income, cattle and unused levers. Plan for the tiles' conditions: they grow harder "
        "at each of the four scorings."))

FINAL = Lesson(
    "final", N_("The final scoring"),
    (
        Step(msg("The game ends after the fourth interim scoring, with the final scoring: 2 VP "
                 "a lever if you have 4 to 6, 3 VP a lever with 7 or more; your played "
                 "cards' VP and end effects (\"End:\" on a card); 2, 4 or 6 VP for each empty "
                 "space on tiers 3, 4 and 5 of your player board."),
             shows=(("tiers", 0),)),
        Step(msg("The tiers are the five groups of pieces at the top of your panel, tier 1 "
                 "on the left (hover over one). Coins and cards in hand score nothing at the "
                 "end. Play on until the fourth interim scoring: take pieces off your board, "
                 "play cards, buy levers."),
             free=True, until=interim(4)),
        Step(msg("The fourth and last interim scoring: only VP count now, no coins and no "
                 "cards. Use your two actions for cards that score, then score the last tile "
                 "without your marker.")),
    ),
    msg("The final scoring: levers, played cards and the empty spaces of your player "
        "board's lower tiers. The most VP wins; a tie shares the win. Hover over cards, "
        "levers and tiles to read what they do."))

MAIN = Tutorial("boonlake", seed=21, players=2,
                lessons=(START, STRIPS_LESSON, RIVER, MAP, LEVERS, INTERIM, FINAL),
                options={"first_seat_starts": True})

# ----- the solo game -----------------------------------------------------------------------------
EMINENCE = Lesson(
    "eminence", N_("Against the Wise Eminence"),
    (
        Step(msg("In the solo game you play against the Wise Eminence. It holds no cards, "
                 "coins or inhabitants: it takes strips, builds on the map, sails, and scores "
                 "VP by its own rules. You win with at least its points.")),
        Step(msg("Keep one of your two scoring tiles: it counts double for you at the interim "
                 "scorings. The Eminence has a tile of its own, taken at random."),
             move=keep_first),
        Step(msg("Your first production site: take the resource your hand asks for most."),
             move=wanted_site),
        Step(msg("The Eminence has just played first (the game log lists its moves). Each "
                 "turn it turns up a solo tile, named in its panel: its top half acts by the "
                 "strip in the bottom row; its lower half names three strips and it takes the "
                 "highest on the board. Its ship then sails that row's full reach, racing to "
                 "the locks.")),
        Step(msg("The right side of the Eminence's strip is yours too, as with any opponent: "
                 "take part when it helps."),
             free=True, until=my_turn),
        Step(msg("Your turn. Take Builder: 3 coins and a card. The Eminence sails fast, so "
                 "the interim scorings come soon: you need coins and cards early."),
             move=strip("builder")),
        Step(msg("Now play on until the first interim scoring. Watch the Eminence's cactus "
                 "track and VP in its panel: that is the score to beat."),
             free=True, until=interim(1)),
        Step(msg("The interim scoring: your two actions, a tile, your income. The Eminence "
                 "only takes its income: VP from its board, its cactus track and its cattle."),
             free=True, until=tile_to_score),
        Step(msg("Score the tile that pays most now."), move=best_mark),
    ),
    msg("The Wise Eminence plays by its solo tiles, sails fast and scores VP only. Build "
        "your income early, keep ahead at the interim scorings, and end with at least its "
        "total (a tie is yours)."))

SOLO = Tutorial("boonlake", seed=3, players=1, lessons=(EMINENCE,), options={"level": 1},
                key="solo", title=N_("Solo: the Wise Eminence"))

TUTORIALS = (MAIN, SOLO)
