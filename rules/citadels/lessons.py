"""Citadels, learned (rules/core/lessons.py): a 4-player game from a fixed deal in which the
learner holds the crown. The lessons: the goal and the draft, a turn (income, building), the
characters' powers (then a round played freely with the coach beside), and the end and the
score (the game played to its end)."""

from __future__ import annotations

from rules.citadels.catalogue import kind_of
from rules.core.actions import Action
from rules.core.lessons import Lesson, Step, Tutorial, exactly, kind
from rules.core.message import N_, msg

KING = 4


def cheapest_build(view, legal: list[Action]) -> Action | None:
    """The cheapest district the learner can build now."""
    builds = [a for a in legal if a.kind == "build"]
    return min(builds, key=lambda a: (kind_of(a.args[0]).cost, a.args[0]), default=None)


def round_over(after: int):
    """Free play lasts until round `after` is over."""
    return lambda state: state.round > after


DRAFT = Lesson(
    "draft", N_("The goal and the draft"),
    (
        Step(msg("Welcome to Citadels. Each player builds a city of districts, the cards in "
                 "your hand. The game ends after the round in which a city reaches {n} "
                 "districts, and the city worth the most points wins: a district scores its "
                 "cost, plus bonuses for a complete city and for all five colours.", n=8)),
        Step(msg("Every round starts with a draft. The player with the crown (you, now) "
                 "chooses a character first, in secret, then passes the rest on. Some "
                 "characters are face up on the table: nobody plays them this round.")),
        Step(msg("Choose the King. He takes the crown, so you choose first again next round, "
                 "and he earns 1 gold for each noble (yellow) district in your city. Being "
                 "first matters: the best character for you is still there."),
             move=exactly(Action("pick", (KING,)))),
    ),
    msg("The draft: the crown holder chooses first; each player keeps one character in "
        "secret; the face-up ones are out this round. Your character decides when you play "
        "and what power you have."))

TURN = Lesson(
    "turn", N_("A turn: income and building"),
    (
        Step(msg("The characters are called in order of their numbers, 1 to 8. Whoever holds "
                 "the one called plays a turn; a character nobody holds is skipped. Those "
                 "numbered before the King have played: the log tells who held them and what "
                 "they did.")),
        Step(msg("Your turn as the King. First take an income: 2 gold, or draw 2 cards and "
                 "keep 1. You have cards to build but little gold, so take the gold."),
             move=kind("gold")),
        Step(msg("Now build: one district a turn, paying its cost in gold. A cheap district "
                 "now is worth more than a dear one later: every district you build scores, "
                 "and the city that reaches 8 first ends the game. Build your cheapest."),
             move=cheapest_build),
        Step(msg("The King's crown is already yours, and his gold for noble districts comes "
                 "with his turn. Nothing more to do: end your turn. The other characters "
                 "will now be called."),
             move=kind("end")),
    ),
    msg("A turn: take an income (2 gold, or a card), then build one district if you can pay "
        "for it, use your character's power, and end your turn. Gold builds, cards give you "
        "choices: keep both coming."))

POWERS = Lesson(
    "powers", N_("The characters' powers"),
    (
        Step(msg("Each character has a power. The Assassin (1) names a character, who loses "
                 "this round's turn. The Thief (2) names one and takes all its gold when it is "
                 "called. Both guess: they name a character, not a player.")),
        Step(msg("The Magician (3) swaps his whole hand with another player's, or discards "
                 "cards for as many new ones. The King (4) takes the crown. The Bishop (5): the "
                 "Warlord cannot destroy his districts this round.")),
        Step(msg("The Merchant (6) takes 1 extra gold. The Architect (7) draws 2 extra cards and "
                 "may build up to 3 districts. The Warlord (8) may destroy a district by paying "
                 "1 gold less than its cost, but not in a complete city.")),
        Step(msg("The King, Bishop, Merchant and Warlord also earn 1 gold for each district of "
                 "their colour in your city (noble, religious, trade, military): a city of one "
                 "colour makes its character rich. Hover a character to read its power.")),
        Step(msg("Now play this round yourself: choose a character whose power helps your hand "
                 "and city, and use it. The Hint button (H) says what a strong player would do, "
                 "and after each choice I say what I think of it."),
             free=True, until=round_over(2)),
    ),
    msg("Choosing a character is choosing your turn's power and your place in the order. "
        "Guess what the others need: the Assassin and the Thief win by naming the character "
        "someone else had to take."))

THE_END = Lesson(
    "end", N_("The end and the score"),
    (
        Step(msg("When a city reaches 8 districts, the round is played to its end and the game "
                 "is over. Each district scores its cost; the first complete city scores 4 "
                 "more, the others complete by then 2; a city with all five colours scores 3 "
                 "more.")),
        Step(msg("So build often, and mind the colours: a fifth colour is worth 3 points. "
                 "Purple districts are special: each has a power written on it. Play on to the "
                 "end of the game; I comment on each choice as before."),
             free=True, until=lambda state: state.phase == "over"),
    ),
    msg("You have played a whole game. The end screen shows where every point came from. "
        "Try a game of your own against the easy bots: New game on the title screen."))

TUTORIALS = (Tutorial("citadels", seed=7, players=4, lessons=(DRAFT, TURN, POWERS, THE_END)),)
