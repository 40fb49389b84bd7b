"""A tiny hidden-information game implementing the rules contract, for bot and arena tests.

Each round starts with a simultaneous ante (pay 2 points to draw a card), then every seat in
turn plays a card from its hand to its pile (scoring its value) or draws. Hands, the deck and
pending antes are hidden. It exercises simultaneous choices, views and determinization while
staying far faster than a real game.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.core import GameRules, Rng, Score, Seat, act, seed_state

HIDDEN = -1
ROUNDS = 8
HAND_LIMIT = 5


@dataclass(frozen=True)
class ToyOptions:
    players: int = 3


@dataclass
class ToyState:
    seats: list[Seat]
    hands: list[list[int]]
    piles: list[list[int]]
    deck: list[int]
    penalties: list[int]
    antes: list[int]  # -1 = not chosen yet (HIDDEN in views for others' chosen antes too)
    phase: str = "ante"  # ante | turn | over
    round: int = 1
    turn: int = 0
    rng: int = 0
    version: int = 0
    deck_size: int = 0  # the deck length as everyone knows it (kept in views)
    chosen: list[bool] = field(default_factory=list)
    log: list = field(default_factory=list)  # the toy writes no log

    def clone(self) -> ToyState:
        return ToyState(
            seats=self.seats, hands=[list(h) for h in self.hands],
            piles=[list(p) for p in self.piles], deck=list(self.deck),
            penalties=list(self.penalties), antes=list(self.antes), phase=self.phase,
            round=self.round, turn=self.turn, rng=self.rng, version=self.version,
            deck_size=self.deck_size, chosen=list(self.chosen),
        )

    def to_json(self) -> dict:
        data = {name: getattr(self, name) for name in self.__dataclass_fields__}
        data["seats"] = [[seat.name, seat.kind] for seat in self.seats]
        return data

    @staticmethod
    def from_json(data) -> ToyState:
        raise NotImplementedError


class ToyRules(GameRules[ToyState]):
    game_id = "toy"
    title = "Toy"
    min_players = 2
    max_players = 4
    options_class = ToyOptions
    state_class = ToyState

    def new_game(self, seats, options, seed):
        rng = Rng(seed_state(seed))
        deck = [v for v in range(1, 13) for _ in range(2)]
        rng.shuffle(deck)
        n = len(seats)
        hands = [[deck.pop() for _ in range(3)] for _ in range(n)]
        return ToyState(
            seats=list(seats), hands=hands, piles=[[] for _ in range(n)], deck=deck,
            penalties=[0] * n, antes=[-1] * n, rng=rng.state, deck_size=len(deck),
            chosen=[False] * n,
        )

    def num_seats(self, state):
        return len(state.seats)

    def to_act(self, state):
        if state.phase == "ante":
            return tuple(s for s in range(len(state.seats)) if not state.chosen[s])
        if state.phase == "turn":
            return (state.turn,)
        return ()

    def legal_actions(self, state, seat):
        if seat not in self.to_act(state):
            return []
        if state.phase == "ante":
            return [act("ante", 0), act("ante", 1)]
        hand = state.hands[seat]
        acts = [act("play", v) for v in sorted(set(hand))]
        if state.deck_size and len(hand) < HAND_LIMIT:
            acts.append(act("draw"))
        return acts or [act("pass")]

    def explain(self, state, seat, action):
        return "Not a move in this toy game."

    def apply_unchecked(self, state, seat, action):
        state.version += 1
        if action.kind == "ante":
            state.antes[seat] = action.args[0]
            state.chosen[seat] = True
            if all(state.chosen):
                for s, ante in enumerate(state.antes):
                    if ante and state.deck:
                        state.penalties[s] += 2
                        state.hands[s].append(state.deck.pop())
                state.deck_size = len(state.deck)
                state.phase, state.turn = "turn", 0
            return
        if action.kind == "play":
            state.hands[seat].remove(action.args[0])
            state.piles[seat].append(action.args[0])
        elif action.kind == "draw":
            state.hands[seat].append(state.deck.pop())
            state.deck_size = len(state.deck)
        state.turn += 1
        if state.turn == len(state.seats):
            state.round += 1
            if state.round > ROUNDS:
                state.phase = "over"
            else:
                state.phase = "ante"
                state.antes = [-1] * len(state.seats)
                state.chosen = [False] * len(state.seats)

    def scores(self, state):
        return [Score(s, sum(state.piles[s]) - state.penalties[s],
                      {"cards": sum(state.piles[s]), "antes": -state.penalties[s]},
                      (-len(state.piles[s]),))
                for s in range(len(state.seats))]

    def heuristic(self, state):
        totals = [sc.total + 0.5 * sum(state.hands[s]) if HIDDEN not in state.hands[s]
                  else sc.total for s, sc in enumerate(self.scores(state))]
        low = min(totals)
        weights = [1.0 + t - low for t in totals]
        whole = sum(weights)
        return [w / whole for w in weights]

    def view(self, state, viewer):
        v = state.clone()
        v.rng = 0
        v.deck = [HIDDEN] * len(v.deck)
        for s in range(len(v.seats)):
            if s != viewer:
                v.hands[s] = [HIDDEN] * len(v.hands[s])
                if v.phase == "ante":
                    v.antes[s] = -1
        return v

    def determinize(self, view, seat, rng):
        state = view.clone()
        pool = [v for v in range(1, 13) for _ in range(2)]
        for card in state.hands[seat]:
            pool.remove(card)
        for pile in state.piles:
            for card in pile:
                pool.remove(card)
        rng.shuffle(pool)
        for s in range(len(state.seats)):
            if s != seat:
                state.hands[s] = [pool.pop() for _ in state.hands[s]]
                if state.phase == "ante" and state.chosen[s]:
                    state.antes[s] = rng.below(2)
        state.deck = pool
        state.rng = rng.u64()
        return state

    def prompt(self, state, seat):
        return "Play or draw"

    def describe(self, state, action, viewer):
        return str(action)



TOY = ToyRules()
