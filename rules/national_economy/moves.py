"""National Economy's moves, each declared once (rules/core/moves.py): the rules, the log, the
hint's words and the table's clicks all read them.

Each move is one card or workplace and answers the decision of the moment: in the work phase
with nothing pending, a worker's placement; else the pending decision on top (`state.pending`):
a building to build, a card to discard (paying for a building, for a shop or a factory, down
to the hand limit), a revealed card to keep, a building to sell for the wages. Every effect is
followed by the automatic steps it leads to (`engine.advance`: the next turn, the round end).
Discards and sales are `gathered`: the table gathers the cards of one decision and the player
confirms them together (each card is still its own action).

The table's places: a `workplace` (a public one or a building on the table), a `hand` card
(the consumer goods as `catalogue.GOOD`), a `revealed` card of the design office, a building
offered for `sale`.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core.message import Msg, msg, pmsg
from rules.core.moves import Move, Moves, at
from rules.national_economy import catalogue as cat
from rules.national_economy import engine
from rules.national_economy.state import NEState as State


def to_act(s: State) -> tuple[int, ...]:
    if s.pending:
        return (s.pending[-1].seat,)
    if s.phase == "work":
        return (s.turn,)
    return ()


def _who(s: State, seat: int) -> str:
    return s.names[seat]


def _then_advance(effect: Callable[[State, int, int], None]) -> Callable[[State, int, int], None]:
    def does(s: State, seat: int, arg: int) -> None:
        effect(s, seat, arg)
        engine.advance(s)
    return does


def _top(s: State, *kinds: str):
    """The pending decision on top if it is one of `kinds`, else None."""
    return s.pending[-1] if s.pending and s.pending[-1].kind in kinds else None


_DISCARDS = ("pay", "discard", "limit")  # the decisions answered by discarding cards


def _asked(s: State, move: Move[State]) -> Msg | None:
    """The move that the decision of the moment asks for, when it is another than `move`."""
    top = s.pending[-1].kind if s.pending else None
    wanted = PLACE if top is None else DISCARD if top in _DISCARDS else MOVES.by_kind[top]
    if wanted is move:
        return None
    return msg("Now you must {wanted}, not {kind}.", wanted=_VERBS[wanted.kind],
               kind=_VERBS[move.kind])


# ----- the work phase: a worker on a workplace ---------------------------------------------
def _placements(s: State, seat: int) -> list[tuple[int]]:
    if s.pending:
        return []
    return [(p,) for p in engine.candidate_places(s, seat)
            if engine.place_problem(s, seat, p) is None]


PLACE = Move(
    "place", ("workplace",),
    offers=_placements,
    refuses=lambda s, seat, p: _asked(s, PLACE) or engine.place_problem(s, seat, p) or
    msg("You cannot place a worker there."),
    does=_then_advance(engine.place),
    # state.PLACES_A_WORKER: an older save's positions are read back from this line
    says=lambda s, seat, viewer, p: msg("{who} places a worker on the {place}.", who=_who(s, seat),
                                place=cat.label(p)),
    label=lambda s, seat, p: msg("Place a worker on the {place}.", place=cat.label(p)),
    clicks=(at("workplace", "workplace"),))


# ----- decisions ---------------------------------------------------------------------------
def _builds(s: State, seat: int) -> list[tuple[int]]:
    top = _top(s, "build")
    if top is None:
        return []
    return [(c,) for c in engine.build_choices(s, seat, top.number, top.cards)]


def _build_refusal(s: State, seat: int, card: int) -> Msg:
    if card not in s.hands[seat]:
        return msg("That card is not in your hand.")
    return msg("You cannot build that card now (its cost, its type or the pair rule).")


BUILD = Move(
    "build", ("card",),
    offers=_builds,
    refuses=lambda s, seat, c: _asked(s, BUILD) or _build_refusal(s, seat, c),
    does=_then_advance(engine.choose_build),
    says=lambda s, seat, viewer, c: msg("{who} builds the {card}.", who=_who(s, seat),
                                card=cat.label(c)),
    label=lambda s, seat, c: msg("Build the {card}.", card=cat.label(c)),
    clicks=(at("hand", "card"),))


def _discards(s: State, seat: int) -> list[tuple[int]]:
    if _top(s, *_DISCARDS) is None:
        return []
    out = [(c,) for c in sorted(s.hands[seat])]
    if s.goods[seat]:
        out.append((cat.GOOD,))
    return out


def _discard_refusal(s: State, seat: int, card: int) -> Msg | None:
    if card == cat.GOOD:
        return None if s.goods[seat] else msg("You have no more consumer goods.")
    return None if card in s.hands[seat] else msg("That card is not in your hand.")


def _discard_words(s: State, seat: int, card: int, who: str | None) -> Msg:
    if card == cat.GOOD:
        return msg("{who} discards a consumer good.", who=who) if who is not None else \
            msg("Discard a consumer good.")
    if who is None:
        return msg("Discard the {card}.", card=cat.label(card))
    return msg("{who} discards the {card}.", who=who, card=cat.label(card))


DISCARD = Move(
    "discard", ("card",),
    offers=_discards,
    refuses=lambda s, seat, c: _asked(s, DISCARD) or _discard_refusal(s, seat, c),
    does=_then_advance(engine.discard_step),
    says=lambda s, seat, viewer, c: _discard_words(s, seat, c, _who(s, seat)),
    label=lambda s, seat, c: _discard_words(s, seat, c, None),
    clicks=(at("hand", "card"),),
    gathered=True)


def _keeps(s: State, seat: int) -> list[tuple[int]]:
    top = _top(s, "keep")
    return [] if top is None else [(c,) for c in sorted(top.cards)]


KEEP = Move(
    "keep", ("card",),
    offers=_keeps,
    refuses=lambda s, seat, c: _asked(s, KEEP) or
    msg("That card is not among the revealed cards."),
    does=_then_advance(engine.keep),
    says=lambda s, seat, viewer, c: msg(
        "{who} keeps the {card} and discards the other revealed cards.", who=_who(s, seat),
        card=cat.label(c)),
    label=lambda s, seat, c: msg("Keep the {card} and discard the other revealed cards.",
                                 card=cat.label(c)),
    clicks=(at("revealed", "card"),))


def _sales(s: State, seat: int) -> list[tuple[int]]:
    if _top(s, "sell") is None:
        return []
    return [(c,) for c in engine.sell_choices(s, seat)]


def _sale_refusal(s: State, seat: int, card: int) -> Msg | None:
    """Why `card` cannot be sold now: not the seat's, never sellable, or no legal sale of the
    wages holds it with the buildings sold so far (the over-selling rule)."""
    if card not in s.tableau[seat]:
        return msg("That building is not yours.")
    if not cat.kind(card).sellable:
        return msg("The {card} cannot be sold (facilities and the slash-and-burn never are).",
                   card=cat.label(card))
    asked = _asked(s, SELL)
    if asked is not None:
        return asked
    _, _, sold, need, _ = s.pending[-1]
    picked = [engine.sale_value(s, c) for c in (*sold, card)]
    rest = [engine.sale_value(s, c) for c in engine.sellable(s, seat) if c != card]
    if engine.minimal_sale_possible(picked, rest, need):
        return None
    raised = sum(picked)
    if raised >= need:
        cheapest = min((*sold, card), key=lambda c: engine.sale_value(s, c))
        return msg("Over-selling: ${raised} would cover the ${need} even without the {card}.",
                   raised=raised, need=need, card=cat.label(cheapest))
    return msg("Over-selling: no legal sale of ${need} contains these buildings together.",
               need=need)


def _sale_words(s: State, card: int, who: str | None) -> Msg:
    if not 0 <= card < cat.NUM_CARDS:
        return msg("{who} sells the {card} to the supply.", who=who, card=cat.label(card)) \
            if who is not None else msg("Sell the {card} to the supply.", card=cat.label(card))
    money = engine.sale_value(s, card)
    if who is None:
        return msg("Sell the {card} to the supply for ${money}.", card=cat.label(card),
                   money=money)
    return msg("{who} sells the {card} to the supply for ${money}.", who=who,
               card=cat.label(card), money=money)


SELL = Move(
    "sell", ("building",),
    offers=_sales,
    refuses=_sale_refusal,
    does=_then_advance(engine.sell),
    says=lambda s, seat, viewer, c: _sale_words(s, c, _who(s, seat)),
    label=lambda s, seat, c: _sale_words(s, c, None),
    clicks=(at("sale", "building"),),
    gathered=True)


_VERBS = {PLACE.kind: pmsg("national economy action", "place"),
          BUILD.kind: pmsg("national economy action", "build"),
          DISCARD.kind: pmsg("national economy action", "discard"),
          KEEP.kind: pmsg("national economy action", "keep"),
          SELL.kind: pmsg("national economy action", "sell")}

MOVES: Moves[State] = Moves(PLACE, BUILD, DISCARD, KEEP, SELL, to_act=to_act)
