"""National Economy positions for scenario tests: cards and money moved to where a scenario
needs them."""

from __future__ import annotations

from rules.national_economy.state import NEState


def take_card(s: NEState, card: int) -> None:
    """Remove a card from wherever it is (deck, discard, a hand, buildings, the public row)."""
    for row in (s.deck, s.discard, *s.hands, *s.tableau):
        if card in row:
            row.remove(card)
            return
    s.public.remove(card)


def give(s: NEState, seat: int, hand=(), tableau=(), goods=None, money=None) -> None:
    """Give `seat` exactly these hand cards and add these buildings (card ids, taken from
    wherever they are). Money is moved to or from the supply."""
    for card in list(s.hands[seat]):
        s.hands[seat].remove(card)
        s.deck.insert(0, card)
    for row, cards in ((s.hands[seat], hand), (s.tableau[seat], tableau)):
        for card in cards:
            take_card(s, card)
            row.append(card)
    if goods is not None:
        s.goods[seat] = goods
    if money is not None:
        s.supply += s.money[seat] - money
        s.money[seat] = money
