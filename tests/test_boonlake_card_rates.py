"""The card run's verdict (tools/boonlake_bots.py): a card always or never played is named
only when luck at the overall play rate explains it poorly."""

from collections import Counter

from tools.boonlake_bots import beyond_chance


def _run(cards: dict[int, tuple[int, int]]) -> tuple[list[int], list[int]]:
    offered = Counter({c: n for c, (_, n) in cards.items()})
    taken = Counter({c: k for c, (k, _) in cards.items()})
    return beyond_chance(offered, taken)


def test_a_card_always_played_over_many_offers_is_named_and_a_short_streak_is_not():
    cards = {c: (7, 10) for c in range(40)}  # 40 ordinary cards, played 70 % of the time
    cards[100] = (22, 22)  # every time in 22 chances: 0.7**22 is about 4 in 10,000
    cards[101] = (12, 12)  # every time in 12: 1.4 %, as one of 42 cards often happens
    cards[102] = (0, 12)  # never in 12: 0.3**12, luck cannot explain it
    cards[103] = (0, 3)  # never in 3: 2.7 %, it can
    always, never = _run(cards)
    assert always == [100]
    assert never == [102]


def test_nothing_is_named_without_cards_offered_three_times():
    assert _run({1: (2, 2), 2: (0, 1)}) == ([], [])
