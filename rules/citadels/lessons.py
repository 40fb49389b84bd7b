"""Citadels, learned (rules/core/lessons.py): a 4-player game from a fixed deal in which the
learner holds the crown. The lessons: the goal and the draft, a turn (income, building), the
characters' powers (then a round played freely with the coach beside), and the end and the
score (the game played to its end)."""

from __future__ import annotations

from rules.citadels.catalogue import kind_of
from rules.core.actions import Action
from rules.core.lessons import Lesson, Step, Tutorial, exactly, kind, round_over
from rules.core.message import N_, msg

KING = 4


def cheapest_build(view, legal: list[Action]) -> Action | None:
    """The cheapest district the learner can build now."""
    builds = [a for a in legal if a.kind == "build"]
    return min(builds, key=lambda a: (kind_of(a.args[0]).cost, a.args[0]), default=None)



DRAFT = Lesson(
    "draft", N_("The goal and the draft"),
    (
        Step(msg("Welcome to Citadels. Each player builds a city of districts, the cards in "
                 "your hand. The game ends after the round in which a city reaches {n} "
                 "districts, and the city worth the most points wins: a district scores its "
                 "cost (the number in the coin on its card), plus bonuses for a complete "
                 "city of 8 and for all five colours.", n=8),
             shows=(("hand", 0),)),
        Step(msg("Every round starts with a draft. The player with the crown (you, now) "
                 "chooses a character first, in secret, then passes the rest on. The "
                 "characters marked \"face up: out\" in the row at the top, and one more laid "
                 "aside face down, unseen, are out: nobody plays them this round."),
             shows=(("character",), ("crown", 0))),
        Step(msg("Choose the King. He takes the crown, so you choose first again next round, "
                 "when the best character for you is sure to be there. He also earns 1 gold "
                 "for each noble (yellow) district in your city, but your city is still "
                 "empty: for now the crown is what counts."),
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
                 "numbered before the King have played: the row at the top shows who held "
                 "them (\"nobody\" if skipped), and the log what they did."),
             shows=(("character",),)),
        Step(msg("Your turn as the King. First take an income: 2 gold, or draw 2 cards and "
                 "keep 1. Your cards cost 2 to 5 gold and you have only 2: take the gold, "
                 "to build now and keep some for the next turn."),
             move=kind("gold"), shows=(("purse", 0),)),
        Step(msg("Now build: one district a turn, from your hand, paying the cost in its "
                 "coin. Every district scores its cost at the end, and the first city of 8 "
                 "ends the game, so build as often as you can: the Church (2) leaves you 2 "
                 "gold toward the next one."),
             move=cheapest_build),
        Step(msg("The King's crown is already yours. His 1 gold for each noble (yellow) "
                 "district is paid when your turn ends, and you have none yet. Nothing more "
                 "to do: end your turn, and the other characters will be called."),
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
                 "called. Both guess: they name a character, not a player, by clicking it "
                 "in the row at the top. This round both are face up: out of play."),
             shows=(("character",),)),
        Step(msg("The Magician (3) swaps his whole hand with another player's, or discards "
                 "any cards and draws as many new ones. The King (4) takes the crown. The "
                 "Bishop (5): the Warlord cannot destroy his districts this round.")),
        Step(msg("The Merchant (6) takes 1 extra gold. The Architect (7) draws 2 extra cards and "
                 "may build up to 3 districts. The Warlord (8) may destroy a district by paying "
                 "1 gold less than its cost, but not in a complete city (8 districts).")),
        Step(msg("The King, Bishop, Merchant and Warlord also earn 1 gold for each district of "
                 "their colour in your city: noble yellow, religious blue, trade green, "
                 "military red. The Income button takes it during your turn (build one of "
                 "that colour first: it pays 1 more), or ending your turn does. Hover a "
                 "character to read its power."),
             shows=(("city", 0),)),
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
        Step(msg("When a city reaches 8 districts, it is complete: the round is played to "
                 "its end and the game is over. Each district scores its cost; the first "
                 "complete city scores 4 more, the others complete by then 2; a city with all "
                 "five colours (purple too) scores 3 more."),
             shows=(("city", 0),)),
        Step(msg("So build often, and mind the colours: a fifth colour is worth 3 points. "
                 "Purple districts are special: each has a power written on it. Play on to the "
                 "end of the game; I comment on each choice as before."),
             free=True, until=lambda state: state.phase == "over"),
    ),
    msg("You have played a whole game. The end screen shows where every point came from. "
        "Try a game of your own against the easy bots: New game on the title screen."))

TUTORIALS = (Tutorial("citadels", seed=7, players=4, lessons=(DRAFT, TURN, POWERS, THE_END)),)
