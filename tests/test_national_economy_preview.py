"""The read-only helpers behind the National Economy table: build costs, what a discard or a
sale asks for, and who stands on each workplace; and the discards and sales the table
gathers, judged by the moves on the state after those gathered (the over-selling rule)."""

from __future__ import annotations

from national_economy_positions import give

from rules.core.actions import act
from rules.core.contract import Seat
from rules.core.message import english, text_from_json
from rules.national_economy import catalogue as cat
from rules.national_economy import preview
from rules.national_economy.catalogue import GOOD, card_of
from rules.national_economy.moves import DISCARD, MOVES, SELL
from rules.national_economy.rules import RULES
from rules.national_economy.state import NEState


def new(n: int = 2, seed: int = 0) -> NEState:
    return RULES.new_game([Seat(f"P{i}") for i in range(n)],
                          RULES.make_options({"first_seat_starts": True}), seed)


def play(s: NEState, *actions) -> None:
    for a in actions:
        RULES.apply(s, RULES.to_act(s)[0], a)


def test_names_give_english_and_japanese():
    assert preview.names(card_of("farm")) == ("Farm", "農場")
    assert preview.names(cat.MINE) == ("Mine", "鉱山")
    assert preview.names(GOOD) == ("Consumer good", "消費財")


def test_build_cost_follows_the_build_mode():
    s = new()
    company, factory, farm = card_of("construction_company"), card_of("factory"), \
        card_of("farm")
    give(s, 0, hand=[factory, farm], tableau=[company], goods=2)
    assert preview.buildable_with(s, 0, cat.CARPENTER) == sorted([factory, farm])
    assert preview.cost_now(s, 0, factory) is None  # nothing is being built yet
    play(s, act("place", company))
    assert preview.cost_now(s, 0, factory) == 1 and preview.cost_now(s, 0, farm) == 0


def _offered(s: NEState, seat: int) -> set[str]:
    return {action.kind for action in RULES.legal_actions(s, seat)}


def test_discards_count_goods_and_are_judged_after_those_gathered():
    s = new()
    factory, farm, mansion = card_of("factory"), card_of("farm"), card_of("mansion")
    give(s, 0, hand=[factory, farm, mansion], goods=1)
    play(s, act("place", cat.CARPENTER), act("build", factory))
    need = preview.discard_need(s, 0)
    assert need.kind == "pay" and need.count == 2 and need.building == (factory,)
    assert preview.discard_need(s, 1) is None
    assert DISCARD(GOOD) in RULES.legal_actions(s, 0)
    after, _ = MOVES.after(s, 0, [DISCARD(GOOD)])
    assert "no more consumer goods" in english(RULES.explain(after, 0, DISCARD(GOOD)))
    assert DISCARD(farm) in RULES.legal_actions(after, 0)
    after, made = MOVES.after(s, 0, [DISCARD(GOOD), DISCARD(farm)])
    assert len(made) == 2 and DISCARD.kind not in _offered(after, 0)  # the cost is paid
    assert "not in your hand" in english(RULES.explain(s, 0, DISCARD(factory)))
    play(s, *made)
    assert factory in s.tableau[0] and s.hands[0] == [mansion] and s.goods[0] == 0


def _selling() -> tuple[NEState, list[int]]:
    """The data note's example: $20 short with buildings worth 10, 18 and 20."""
    s = new()
    cards = [card_of("construction_company"), card_of("general_contractor"),
             card_of("steel_works"), card_of("warehouse")]
    give(s, 0, tableau=cards, money=0)
    s.workers[0] = 5
    s.round = 6
    s.placed = s.workers[:]
    s.turn = 1
    from rules.national_economy import engine

    engine.advance(s)
    assert s.pending[-1][:2] == ("sell", 0) and s.pending[-1].number == 20
    return s, cards


def test_sale_status_and_the_over_selling_example():
    s, (company, contractor, steel, warehouse) = _selling()
    assert preview.sale_status(s, 0, []).owed == 20
    assert SELL(company) in RULES.legal_actions(s, 0)
    assert "cannot be sold" in english(RULES.explain(s, 0, SELL(warehouse)))
    after, _ = MOVES.after(s, 0, [SELL(company)])
    reason = english(RULES.explain(after, 0, SELL(steel)))
    assert reason.startswith("Over-selling") and "Construction company" in reason
    assert SELL(contractor) in RULES.legal_actions(after, 0)
    assert "cannot be sold" in english(RULES.explain(after, 0, SELL(warehouse)))
    ok = preview.sale_status(s, 0, [company, contractor])
    assert ok.owed == 0 and ok.raised == 28
    after, made = MOVES.after(s, 0, [SELL(company), SELL(contractor), SELL(steel)])
    assert made == (SELL(company), SELL(contractor)) and SELL.kind not in _offered(after, 0)
    play(s, *made)
    assert s.money[0] == 8 and company in s.public and s.round == 7


def test_occupants_read_who_placed_each_worker_this_round():
    s = new(3)
    play(s, act("place", cat.MINE), act("place", cat.MINE), act("place", cat.SCHOOL))
    assert preview.occupants(s) == [(cat.MINE, 0), (cat.MINE, 1), (cat.SCHOOL, 2)]
    s2 = RULES.state_class.from_json(RULES.view(s, 1).to_json())
    assert preview.occupants(s2) == preview.occupants(s)


def test_a_state_saved_before_the_shared_shapes_loads_the_same():
    """Older saves held decisions as [kind, seat, number, cards, extra], the log as plain
    English text and no `used_by`: who stands where is read back from the round's log
    lines (a state saved now keeps its log as messages)."""
    s = new(3)
    play(s, act("place", cat.MINE), act("place", cat.MINE), act("place", cat.CARPENTER))
    assert s.pending and s.pending[-1].kind == "build"
    old = s.to_json()
    old["pending"] = [[k, seat, number, cards, extra]
                      for k, seat, cards, number, extra in old["pending"]]
    old["log"] = [english(text_from_json(public)) for public, _, _ in old["log"]]
    del old["used_by"]
    loaded = RULES.state_class.from_json(old).to_json()
    assert [public for public, _, _ in loaded.pop("log")] == old["log"]  # still English
    assert loaded == {k: v for k, v in s.to_json().items() if k != "log"}
    assert preview.occupants(RULES.state_class.from_json(old)) == [(cat.MINE, 0), (cat.MINE, 1),
                                                       (cat.CARPENTER, 2)]


def test_wages_due_and_limits():
    s = new()
    assert preview.wages_due(s, 0) == 2 * 2
    assert preview.hand_limit(s, 0) == 5 and preview.worker_limit(s, 0) == 5
    assert preview.multi(s, cat.MINE) and not preview.multi(s, cat.SCHOOL)


def test_who_placed_is_read_back_from_a_log_of_messages_too():
    s = new(3)
    play(s, act("place", cat.MINE), act("place", cat.SCHOOL))
    old = s.to_json()
    del old["used_by"]
    assert preview.occupants(RULES.state_class.from_json(old)) == [(cat.MINE, 0), (cat.SCHOOL, 1)]
