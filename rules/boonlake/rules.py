"""Boonlake behind the shared rules contract (registered in rules/boonlake/__init__.py)."""

from __future__ import annotations

from rules.boonlake import actions, engine, info, legal, scoring, text
from rules.boonlake.options import BoonlakeOptions
from rules.boonlake.state import BoonlakeState
from rules.core.actions import Action
from rules.core.contract import Seat
from rules.core.message import N_, Text, msg
from rules.core.modular import ModuleRules
from rules.core.state import LogEntry, render_log


class _Engine:
    """`ModuleRules` calls `engine.apply_action`; Boonlake's actions live in `actions`."""

    apply_action = staticmethod(actions.apply)


class BoonlakeRules(ModuleRules):
    game_id = "boonlake"
    title = N_("Boonlake")
    min_players = 2
    max_players = 4
    has_solo = False  # the Wise Eminence comes later
    options_class = BoonlakeOptions
    max_game_length = 6000
    legal, scoring, info, text = legal, scoring, info, text
    engine = _Engine  # type: ignore[assignment]
    state_class = BoonlakeState

    def new_game(self, seats: list[Seat], options: BoonlakeOptions | None, seed: int):
        if not self.min_players <= len(seats) <= self.max_players:
            raise ValueError(f"Boonlake is for 2 to 4 players here, not {len(seats)}")
        s = engine.new_state([seat.name for seat in seats], options or BoonlakeOptions(), seed)
        engine.advance(s)
        return s

    def apply_unchecked(self, state: BoonlakeState, seat: int, action: Action) -> None:
        state.log.append(LogEntry(text.describe(state, action, None)))
        actions.apply(state, seat, action)
        state.version += 1

    def progress(self, state: BoonlakeState) -> Text:
        if state.phase == "over":
            return msg("Game over")
        return msg("Round {n}", n=state.round)

    def log(self, state: BoonlakeState, viewer: int | None) -> list[Text]:
        return render_log(state.log, viewer)

    def invariants(self, state: BoonlakeState) -> list[str]:
        bad = []
        if any(c < 0 for c in state.coins):
            bad.append("a seat has negative coins")
        lost = [seat for seat in range(state.n) if inhabitants(state, seat) != 10]
        if lost:  # every seat's 10 inhabitants are somewhere
            bad.append(f"the state does not hold together: {lost}")
        try:
            BoonlakeState.from_json(state.to_json())
        except ValueError as error:
            bad.append(f"the state does not hold together: {error}")
        return bad


def inhabitants(s: BoonlakeState, seat: int) -> int:
    """Where the seat's 10 inhabitants are: ranch, supply, sites, beside the tiers, projects."""
    from rules.boonlake import economy

    on_sites = sum(1 for space in range(1, 34) for j in (0, 1) if s.site(space, j) == (seat, 0))
    return (s.ranch[seat] + s.supply[seat] + on_sites + economy.board_inhabitants(s, seat)
            + sum(s.projects[seat]))


RULES = BoonlakeRules()
