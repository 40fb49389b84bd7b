"""No action given to `check` or `apply` can crash a game (issue #28).

For every game, on positions reached by random play, Hypothesis throws arbitrary values at
`check` and `apply`: well-formed actions of the game's own kinds with ids out of range or the
wrong number of arguments, unknown kinds, booleans, strings, floats and None where numbers
belong, and values that are not actions at all. `check` returns a reason or None, `apply`
raises only `IllegalAction` and leaves the state exactly as it was, and a game's own `explain`
answers every well-formed illegal action without raising (so the player reads a real reason,
not the contract's last-resort one).
"""

from __future__ import annotations

import pytest
from conformance_support import Case, dumps, playthrough
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core.actions import Action, IllegalAction
from rules.core.message import Msg, english
from rules.core.wellformed import malformed

DARK_CITY = (("rank_1", "witch"), ("rank_2", "tax_collector"), ("rank_3", "wizard"),
             ("rank_4", "emperor"), ("rank_5", "abbot"), ("rank_6", "alchemist"),
             ("rank_7", "navigator"), ("rank_8", "diplomat"), ("rank_9", "artist"),
             ("district_lighthouse", True), ("district_armory", True),
             ("district_museum", True))
QUEEN_AND_CLASSIC = (("rank_9", "queen"), ("district_bell_tower", True),
                     ("district_throne_room", True), ("district_ball_room", True))

CASES = [
    Case("citadels", 4),
    Case("citadels", 7, DARK_CITY),
    Case("citadels", 2, DARK_CITY),
    Case("citadels", 5, QUEEN_AND_CLASSIC),
    Case("ginkgopolis", 1),
    Case("ginkgopolis", 4),
    Case("ginkgopolis", 2, (("characters", "draft"), ("open_screens", True))),
    Case("national_economy", 1),
    Case("national_economy", 2, (("first_seat_starts", True),)),
    Case("national_economy", 4),
]
SEEDS = (3, 11)

NUMBERS = st.one_of(st.integers(-3, 130), st.integers(-(2 ** 70), 2 ** 70),
                    st.sampled_from([-1, 0, 1, 2, 99, 999, 2 ** 63]))
NOT_NUMBERS = st.one_of(st.booleans(), st.none(), st.text(max_size=3),
                        st.floats(allow_nan=True), st.lists(st.integers(), max_size=2))
SETTINGS = settings(max_examples=400, deadline=None, derandomize=True, database=None,
                    suppress_health_check=list(HealthCheck))


def _is_text(value) -> bool:
    """A player-facing text: a non-blank str, or a message whose English is not blank."""
    return isinstance(value, str | Msg) and bool(english(value).strip())


def positions(case: Case, seed: int, per_kind: int = 2) -> list:
    """States of a random game, the first `per_kind` for each distinct set of legal action
    kinds, so every kind of decision (a Warlord's target, a Wizard's card...) is probed."""
    pt = playthrough(case, seed)
    rules = pt.rules
    state = case.new_game(seed)
    found: dict[tuple, list] = {}
    for seat, action in pt.moves:
        key = tuple(sorted({a.kind for a in rules.legal_actions(state, seat)}))
        if len(found.setdefault(key, [])) < per_kind:
            found[key].append(state.clone())
        rules.apply(state, seat, action)
    return [s for group in found.values() for s in group]


def _actions(kinds: list[str], seen: list[Action]):
    """Anything a click, a save or a buggy bot could hand to `check`."""
    kind = st.one_of(st.sampled_from(kinds), st.text(max_size=12))
    well_formed = st.builds(lambda k, a: Action(k, tuple(a)), kind,
                            st.lists(NUMBERS, max_size=5))
    shifted = st.builds(lambda base, extra, cut: Action(
        base.kind, (base.args + tuple(extra))[:cut]), st.sampled_from(seen),
        st.lists(NUMBERS, max_size=2), st.integers(0, 5))
    wrong_types = st.builds(lambda k, a: Action(k, tuple(a)), kind,
                            st.lists(st.one_of(NUMBERS, NOT_NUMBERS), min_size=1, max_size=4))
    odd_shapes = st.one_of(
        st.builds(lambda k, a: Action(k, a), kind, st.lists(NUMBERS, max_size=3)),
        st.builds(lambda k, a: Action(k, a), st.one_of(st.none(), st.integers()),
                  st.just(())),
        st.none(), st.integers(), st.text(max_size=5),
        st.lists(st.one_of(st.text(max_size=5), NUMBERS), max_size=3),
        st.sampled_from(seen).map(lambda a: a.to_json()))
    return st.one_of(well_formed, well_formed, shifted, shifted, wrong_types, odd_shapes)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_any_value_given_to_check_and_apply_is_answered_or_refused(case: Case, seed: int):
    pt = playthrough(case, seed)
    rules = pt.rules
    n = case.players
    states = positions(case, seed)
    kinds = sorted({a.kind for a in pt.seen}) + ["no_such_action"]
    seats = st.one_of(st.integers(0, n - 1), st.sampled_from([-1, n, 99, True, None, "0"]))

    @SETTINGS
    @given(index=st.sampled_from(range(len(states))), seat=seats, actor=st.booleans(),
           action=_actions(kinds, pt.seen))
    def probe(index, seat, actor, action):
        state = states[index].clone()
        if actor:  # most probes go to a seat that is deciding now
            seat = rules.to_act(state)[0]
        where = f"{pt.where()} position {index} seat {seat!r} action {action!r}"
        before = dumps(rules, state, canonical=False)
        version = state.version
        reason = rules.check(state, seat, action)
        assert reason is None or _is_text(reason), (
            f"{where}: check returned {reason!r}")
        if reason is None:
            assert action in rules.legal_actions(state, seat), f"{where}: accepted, not legal"
            rules.apply(state, seat, action)
            assert state.version == version + 1
            return
        if seat in rules.to_act(state) and type(seat) is int and malformed(action) is None:
            words = rules.explain(state, seat, action)  # the game's own reason, no crash
            assert _is_text(words), (
                f"{where}: explain {words!r}")
        with pytest.raises(IllegalAction) as refused:
            rules.apply(state, seat, action)
        assert refused.value.reason == reason
        assert state.version == version, f"{where}: the version moved"
        assert dumps(rules, state, canonical=False) == before, f"{where}: the state changed"

    probe()


def test_malformed_actions_get_a_reason_a_player_understands():
    case = Case("citadels", 7, DARK_CITY)
    pt = playthrough(case, 3)
    state = pt.state_at(sorted(pt.samples)[1])
    seat = pt.rules.to_act(state)[0]
    assert english(pt.rules.check(state, seat, Action("build", (True,)))) == (
        "That action's details are not whole numbers.")
    assert english(pt.rules.check(state, seat, "build")) == "That is not an action of this game."
    assert english(pt.rules.check(state, True, Action("gold"))) == "It is not your turn."


GRID_ARGS = [(), (999,), (-100,), (0,), (1,), (-1,), (2 ** 64,), (999, 999), (0, 999),
             (999, 0), (-1, -1), (0, 0, 999), (999, 0, 0), (0, 999, 0), (-1, -1, -1),
             (1, 2, 3, 4)]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_every_game_explains_every_well_formed_illegal_action(case: Case):
    """A systematic sweep beside the random one: at every kind of decision, each action kind
    of the game with ids out of range and each wrong number of arguments gets the game's own
    reason (its `explain` never raises, e.g. a Wizard's "conjure 999" in the Dark City)."""
    rules = case.rules
    for seed in SEEDS:
        kinds = sorted({a.kind for a in playthrough(case, seed).seen}) + ["no_such_action"]
        for state in positions(case, seed, per_kind=1):
            seat = rules.to_act(state)[0]
            legal = set(rules.legal_actions(state, seat))
            for kind in kinds:
                for args in GRID_ARGS:
                    action = Action(kind, args)
                    if action in legal:
                        continue
                    words = rules.explain(state, seat, action)
                    assert _is_text(words), (
                        f"{case.id} seed {seed}: explain({action}) = {words!r}")
