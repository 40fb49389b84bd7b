"""National Economy, learned (rules/core/lessons.py).

MAIN: a 3-player game from a fixed deal in which the learner starts with a Warehouse, a Farm
and a Factory in hand. The lessons: workers and workplaces, building (paid in cards), the
wages at the round's end, the new workplace each round, more workers, then the end and the
scoring, with free play in between.

SOLO: the rulebook's solo game, its blocked workplaces, its half-price sales and its goal of
100 points.
"""

from __future__ import annotations

from typing import Any

from rules.core.actions import Action
from rules.core.lessons import Lesson, Step, Tutorial, round_over
from rules.core.message import N_, msg
from rules.national_economy import catalogue as cat


def place_on(*places: int):
    """Place a worker on the first of `places` that is open now."""
    def pick(view: Any, legal: list[Action]) -> Action | None:
        return next((Action("place", (p,)) for p in places
                     if Action("place", (p,)) in legal), None)
    return pick


def place_on_kind(key: str):
    """Place a worker on a building of this kind (the learner's own, or a public one)."""
    def pick(view: Any, legal: list[Action]) -> Action | None:
        return next((a for a in legal if a.kind == "place" and 0 <= a.args[0] < cat.NUM_CARDS
                     and cat.kind(a.args[0]).key == key), None)
    return pick


def build_kind(key: str):
    """Build the (first) hand card of this kind."""
    def pick(view: Any, legal: list[Action]) -> Action | None:
        return next((a for a in legal if a.kind == "build"
                     and cat.kind(a.args[0]).key == key), None)
    return pick


def discard_kind(key: str):
    """Discard a card of this kind (`cat.GOOD` by the key "good")."""
    def pick(view: Any, legal: list[Action]) -> Action | None:
        return next((a for a in legal if a.kind == "discard" and (
            a.args[0] == cat.GOOD if key == "good" else
            a.args[0] != cat.GOOD and cat.kind(a.args[0]).key == key)), None)
    return pick



CARPENTERS = tuple(cat.CARPENTER + i for i in range(3))

# ----- the game (3 players) -----------------------------------------------------------------

WORKERS = Lesson(
    "workers", N_("Workers and workplaces"),
    (
        Step(msg("Welcome to National Economy. You run a company for 9 rounds. At the end, "
                 "each building you own scores its value, each $1 you hold scores 1 point, "
                 "and each unpaid-wage card costs 3 points. The highest score wins.")),
        Step(msg("You have 2 workers (the figures beside your money). On your turn, place one on "
                 "a workplace and do what it says; then the next player places one. Most "
                 "workplaces take one worker a round (point at a card: the Mine takes any "
                 "number), so take what you need first."),
             shows=(("purse", 0), ("ready", 0))),
        Step(msg("The public workplaces are the row at the top: the Quarry, the Mine, the "
                 "School and the Carpenters. A Carpenter builds a building from your hand, and "
                 "buildings are your points. You start, so everything is still open: place "
                 "your first worker on a Carpenter."),
             move=place_on(*CARPENTERS)),
    ),
    msg("Workers: one placed a turn, each on a workplace nobody has used this round (the "
        "Mine excepted), its effect done at once. The round ends when every worker is "
        "placed, and they all come back for the next."))

BUILDING = Lesson(
    "building", N_("Building, paid in cards"),
    (
        Step(msg("Every card in your hand is a building. Its cost, the number at the bottom "
                 "left, is paid in cards, not money: you discard that many other cards. Its "
                 "value, at the bottom right, is its points. The Farm costs 1 and is worth 6 "
                 "points. Build it: it is cheap, and it will make "
                 "cards for you to pay with."),
             move=build_kind("farm"), shows=(("hand", 0),)),
        Step(msg("Pay the Farm's cost: discard 1 card. Keep the Factory: it costs 2 and is "
                 "worth 12, a good next building. The Warehouse only raises your hand limit, "
                 "which you do not need yet: click it, then Confirm."),
             move=discard_kind("warehouse")),
        Step(msg("The Farm is yours: only your workers may use it, so nobody can take it "
                 "from you. It gives 2 consumer goods, which go into your hand. A good counts "
                 "as a card when you pay for a building or sell at a shop. Place your second "
                 "worker on your Farm."),
             move=place_on_kind("farm")),
    ),
    msg("Building: a Carpenter builds a card from your hand; you pay its cost by discarding "
        "that many other cards (goods too). New cards come from the Mine, the Quarry and the "
        "Factory. Buildings score their value at the end; those with an effect are your own "
        "workplaces."))

WAGES = Lesson(
    "wages", N_("Wages at the round's end"),
    (
        Step(msg("Round 1 is over, and every worker was paid $2: you paid $4 and have $1 "
                 "left. The wages go into the household, the money shown at the top. This "
                 "round costs you $4 again, and the round track shows the wage rising to $5 "
                 "a worker by round 8."),
             shows=(("purse", 0), ("household",))),
        Step(msg("If you cannot pay, you must sell buildings: each sells for its value, but "
                 "it becomes a public workplace that anyone may use, and it no longer scores "
                 "for you. If you are still short, you take an unpaid-wage card for every $1: "
                 "minus 3 points each.")),
    ),
    msg("Wages: at each round's end every worker costs the round's wage, $2 now and $5 at "
        "the end. Short of money, you sell buildings, losing their points; with nothing to "
        "sell, each $1 unpaid costs 3 points. Earn money every round."))

NEW_WORKPLACES = Lesson(
    "new_workplaces", N_("A new workplace each round"),
    (
        Step(msg("Round 1's card, the Stall, is a public workplace now: discard 1 card, "
                 "take $6 from the household (any number of workers with 3 or 4 players). "
                 "Shops pay out the wages paid in: an empty household pays nothing. So place "
                 "early: the Quarry's start-player card makes you first next round."),
             shows=(("household",),)),
        Step(msg("Each round adds one: the Market, the High school, the Supermarket and more. "
                 "Play on to the end of round 3. Earn your wages (the round track's wage times "
                 "your workers) while a shop can still pay, and build with the rest. Hint (H) "
                 "shows a strong player's choice, and why."),
             free=True, until=round_over(3)),
    ),
    msg("Each round the last round's card becomes a public workplace: shops that turn cards "
        "into money from the household, and schools that hire workers. The household fills "
        "with everyone's wages, so a shop pays only while it holds enough."))

MORE_WORKERS = Lesson(
    "more_workers", N_("More workers"),
    (
        Step(msg("More workers do more each round, but each one costs wages every round to "
                 "the end: $3 now, $4 from round 6, $5 in rounds 8 and 9. The School hires one; "
                 "the High school raises you to 4. A new worker trains this round (paid, but "
                 "not working) and works from the next."),
             shows=(("ready", 0),)),
        Step(msg("Hire when your buildings can keep a worker busy and earn its wages: a "
                 "Factory to draw cards, a shop to sell them. Play on to the end of round 5."),
             free=True, until=round_over(5)),
    ),
    msg("Workers: hired at the School and the round cards' schools, trained for a round, "
        "then working. Each costs the wage every round, so hire when there is work for it."))

SCORING = Lesson(
    "scoring", N_("The end and the scoring"),
    (
        Step(msg("The game ends after round 9's wages. Then you score your buildings' values, "
                 "the bonuses of the facilities that score at the end (the Real-estate agent, "
                 "the Railway...), $1 a point for your money, and minus 3 for each "
                 "unpaid-wage card."),
             shows=(("tableau", 0), ("purse", 0))),
        Step(msg("So the rounds to come are for big buildings and the money to pay for your "
                 "workers. Play on: the coach speaks again at the start of the last round."),
             free=True, until=round_over(8)),
        Step(msg("The last round: wages of $5 a worker, then the scoring. From now on money is "
                 "points: $1 is 1 point, so shops are worth as much as buildings. A worker "
                 "hired now only costs its wage, and cards left in hand score nothing.")),
    ),
    msg("The score: your buildings' values, the end bonuses of your facilities, $1 a point, "
        "minus 3 for each unpaid-wage card. Play the last round out and see where you "
        "stand."))

MAIN = Tutorial("national_economy", seed=29, players=3,
                lessons=(WORKERS, BUILDING, WAGES, NEW_WORKPLACES, MORE_WORKERS, SCORING),
                options={"first_seat_starts": True})

# ----- the solo game -------------------------------------------------------------------------

SOLO_START = Lesson(
    "solo_start", N_("The goal and closed workplaces"),
    (
        Step(msg("In the solo game you play the 9 rounds alone, and you win with 100 points "
                 "or more. You start with $5, 2 workers and 3 cards. There is no Quarry; the "
                 "public row holds the Mine, a Carpenter, the School and a Farm."),
             shows=(("public",),)),
        Step(msg("No opponent takes workplaces from you; the rules do. Each time you place a "
                 "worker, the newest public workplace still open closes for the round (the "
                 "table crosses it out: Blocked): the last in the row first. The Mine never "
                 "closes. Every closed one opens again next round.")),
        Step(msg("The Farm is the newest: use it now, or it closes when you place your worker "
                 "elsewhere. It gives you 2 consumer goods, and a good counts as a card when "
                 "you pay for a building."),
             move=place_on_kind("farm")),
        Step(msg("Your placement closed the School, the newest one left open. Now place your "
                 "second worker on the Carpenter to build."),
             move=place_on(cat.CARPENTER)),
        Step(msg("Build the Design office: it costs only 1 and is worth 8 points, and as your "
                 "own workplace it shows you 5 cards of the deck to keep the best. The "
                 "Factory costs 2: keep it for later."),
             move=build_kind("design_office")),
        Step(msg("Pay with a good: keep your building cards, which you may build later. A good "
                 "is worth as much as any card when you pay, and nothing more. Choose a good, "
                 "then Confirm."),
             move=discard_kind("good")),
    ),
    msg("Alone, every placement closes the newest open workplace, so use first what would "
        "close next. Goods are cards for paying: one built your Design office."))

SOLO_MONEY = Lesson(
    "solo_money", N_("Money and selling alone"),
    (
        Step(msg("You paid $4 in wages and have $1. The household holds only the wages you "
                 "paid, $4: too little for the Stall, which pays $6, so it is not lit. Alone, "
                 "money is scarce: next round the household holds more, and the shops pay "
                 "again."),
             shows=(("household",),)),
        Step(msg("Short of wages, you sell a building, and alone it pays only half its value. "
                 "A sold building joins the public row: you may still use it, but it no "
                 "longer scores for you. Play on to the end of round 3, and aim for 100."),
             free=True, until=round_over(3)),
    ),
    msg("The solo game: 100 points to win, the newest open workplace closing after each "
        "placement, sales at half value. Buildings and money are your points: build big, "
        "and keep the wages paid."))

SOLO = Tutorial("national_economy", seed=3, players=1, lessons=(SOLO_START, SOLO_MONEY),
                key="solo", title=N_("Solo rules"))

TUTORIALS = (MAIN, SOLO)
