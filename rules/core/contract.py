"""The rules contract every game implements (see docs/architecture.md).

A game is a `GameRules` subclass registered in `rules.core.registry`. Its state is a plain
data object with a `version` counter; `apply` is the only way it changes. Hidden information is
enforced here: the UI and the bots only ever see `view(state, viewer)`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import MISSING, dataclass, field, fields
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from rules.core import wellformed
from rules.core.actions import Action, IllegalAction
from rules.core.message import N_, Text, msg, nmsg
from rules.core.moments import Moment, ended
from rules.core.rng import Rng

SPECTATOR = None  # viewer for a spectator / privacy screen: sees only public information

BOT_LEVELS = ("random", "easy", "normal", "hard")
# Today's hard kept as it was before the learned values (issue 44), so that a stronger hard
# stays measurable against it: a level of the arena and the ladder, not a seat a player picks.
REFERENCE = "reference"
ARENA_LEVELS = (*BOT_LEVELS, REFERENCE)
SEAT_KINDS = ("human", *BOT_LEVELS)
# How a seat kind and the default option group read on screen (translated when shown).
SEAT_KIND_NAMES = {"human": N_("Human"), "random": N_("Random"), "easy": N_("Easy"),
                   "normal": N_("Normal"), "hard": N_("Hard")}
RULES_GROUP = N_("Rules")


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"  # "human" or a bot level

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"a seat is one of {', '.join(SEAT_KINDS)}, not {self.kind!r}")


@dataclass
class Score:
    seat: int
    total: int
    breakdown: dict[str, int]
    tiebreak: tuple[int, ...] = ()  # compared after total, larger is better

    @property
    def rank_key(self) -> tuple[int, ...]:
        return (self.total, *self.tiebreak)


# What a solo game's record counts (`SoloResult.measure`): the final score, or the turns
# taken to reach the goal. The desktop words each one its own way.
SCORE_MEASURE, TURNS_MEASURE = "score", "turns"


@dataclass(frozen=True)
class SoloResult:
    """What a finished solo game puts in the player's personal record: `value` in `measure`
    (lower is better for a measure like turns to reach a goal, which only a won game sets),
    whether it was the rulebook's win, and `mode`: one record is kept per mode (a solo
    difficulty level), "" for a game with one solo mode. `grade` is how well it went, 0..1,
    where 1 is the rulebook's win: what the bots maximise when they play alone (a graded
    value gives the search a direction; winning counts only at 1); it is not recorded."""
    value: int
    won: bool
    measure: str = SCORE_MEASURE
    lower_is_better: bool = False
    mode: str = ""
    grade: float = 1.0


def option(default: Any, description: str, choices: tuple = (), group: str = RULES_GROUP,
           label: str = "", solo_only: bool = False, words: dict[str, str] | None = None) -> Any:
    """A game option field: its default, what it means for a player, allowed values, the
    heading it is listed under on the new-game screen, a short label (default: the name),
    whether it matters only in the solo game (the new-game screen lists it only for 1 player)
    and, for values whose id does not read well, the words a player reads for them."""
    return field(default=default, metadata={"description": description, "choices": choices,
                                            "group": group, "label": label,
                                            "solo_only": solo_only, "words": words or {}})


@dataclass(frozen=True)
class OptionInfo:
    name: str
    default: Any
    description: str
    choices: tuple
    group: str = RULES_GROUP
    label: str = ""
    solo_only: bool = False
    words: dict[str, str] = field(default_factory=dict)  # value -> what a player reads

    @property
    def title(self) -> str:
        return self.label or self.name.replace("_", " ").capitalize()

    def word(self, value: Any) -> str:
        """A value of this option as a player reads it (before translation)."""
        return self.words.get(value) if isinstance(value, str) and value in self.words \
            else option_word(value)


def option_word(value: Any) -> str:
    """An option value as a player reads it (before translation): "tax_collector" ->
    "Tax collector"."""
    words = str(value).replace("_", " ")
    return words[:1].upper() + words[1:]


def describe_options(options_class: type) -> list[OptionInfo]:
    return [
        OptionInfo(f.name, f.default, f.metadata.get("description", ""),
                   f.metadata.get("choices", ()), f.metadata.get("group", RULES_GROUP),
                   f.metadata.get("label", ""), f.metadata.get("solo_only", False),
                   f.metadata.get("words", {}))
        for f in fields(options_class)
        if f.default is not MISSING
    ]


def parse_option_value(info: OptionInfo, raw: Any) -> Any:
    """Turn a JSON or command-line value into the option's type, or raise ValueError."""
    kind = type(info.default)
    if isinstance(raw, str) and kind is not str:
        text = raw.strip().lower()
        if kind is bool:
            if text not in ("true", "false", "1", "0", "yes", "no"):
                raise ValueError(f"option {info.name} is true or false, not {raw!r}")
            raw = text in ("true", "1", "yes")
        elif kind is int:
            try:
                raw = int(text)
            except ValueError:
                raise ValueError(f"option {info.name} is a whole number, not {raw!r}") from None
    if kind is int and isinstance(raw, bool) or not isinstance(raw, kind):
        raise ValueError(f"option {info.name} must be a {kind.__name__}, not {raw!r}")
    if info.choices and raw not in info.choices:
        allowed = ", ".join(map(str, info.choices))
        raise ValueError(f"option {info.name} is one of {allowed}, not {raw!r}")
    return raw


def build_options(options_class: type, raw: dict[str, Any] | None, title: str = "This game"):
    """Validate a {name: value} dict (values may be strings) into `options_class`."""
    raw = dict(raw or {})
    known = {info.name: info for info in describe_options(options_class)}
    unknown = sorted(set(raw) - set(known))
    if unknown:
        raise ValueError(f"{title} has no option {unknown[0]!r}; "
                         f"its options are {', '.join(known)}")
    values = {name: parse_option_value(known[name], value) for name, value in raw.items()}
    return options_class(**values)


class GameState(Protocol):
    """What every game's state holds and does (rules/core/fields.py gives it from a
    declaration of its fields): the rulebook's `round` the game is in, from 1 (a game without
    rounds counts its natural unit, such as a solo player's turns, and says so; replays jump
    by it and the score history is drawn over it), its `log` of `LogEntry`, a `version`
    counted up by every move, and its copy and JSON (`from_json` raises ValueError with a
    clear message for data of the wrong shape)."""
    round: int
    version: int
    log: list

    def clone(self) -> Any: ...

    def to_json(self) -> dict: ...

    @staticmethod
    def from_json(data: Any) -> Any: ...


S = TypeVar("S")


class GameRules(ABC, Generic[S]):
    """One instance per game. All methods are pure functions of their arguments, except
    `apply`, which changes the state it is given (clone first to keep the old one).

    What a state does for itself is not the rules' business (`GameState` below): it copies
    and writes itself (`state.clone()`, `state.to_json()`, `state_class.from_json(data)`),
    holds its `round` and its `log` (read with rules.core.state.render_log). What follows
    from the rules' answers is computed once for every game (rules/core/results.py: the
    winners, the returns)."""

    game_id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_class: ClassVar[type]
    state_class: ClassVar[type[GameState]]
    has_solo: ClassVar[bool] = False

    # ----- setup -------------------------------------------------------------------------
    def make_options(self, raw: dict[str, Any] | None = None):
        """Validate a {name: value} dict (values may be strings) into the options dataclass."""
        return build_options(self.options_class, raw, self.title)

    @abstractmethod
    def new_game(self, seats: list[Seat], options: Any, seed: int) -> S: ...

    # ----- flow --------------------------------------------------------------------------
    @abstractmethod
    def to_act(self, state: S) -> tuple[int, ...]:
        """Seats that must decide now; empty when the game is over."""

    def is_over(self, state: S) -> bool:
        return not self.to_act(state)

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Deterministic order; empty for a seat that does not act now."""

    @abstractmethod
    def explain(self, state: S, seat: int, action: Action) -> Text:
        """Why `action` is illegal, in words for the player (only called for illegal ones)."""

    def check(self, state: S, seat: int, action: Action) -> Text | None:
        """None when legal, otherwise the reason. Agrees with `legal_actions` by construction.
        Any value at all may be given (rules/core/wellformed.py): it never raises."""
        if not wellformed.is_seat(seat) or seat not in self.to_act(state):
            if self.is_over(state):
                return msg("The game is over.")
            return msg("It is not your turn.")
        problem = wellformed.malformed(action)
        if problem is not None:
            return problem
        if action in self.legal_actions(state, seat):
            return None
        try:
            return self.explain(state, seat, action) or wellformed.GENERIC
        except (LookupError, ValueError, TypeError, ArithmeticError):  # a last resort only:
            return wellformed.GENERIC  # each game's explain checks its ids (tests/test_robust_*)

    def apply(self, state: S, seat: int, action: Action) -> S:
        """Apply a legal action and run automatic steps up to the next decision.
        Raises IllegalAction and leaves the state untouched otherwise."""
        reason = self.check(state, seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        self.apply_unchecked(state, seat, action)
        return state

    @abstractmethod
    def apply_unchecked(self, state: S, seat: int, action: Action) -> None:
        """`apply` for an action known to be legal (bots and replays use this fast path)."""

    # ----- results -----------------------------------------------------------------------
    @abstractmethod
    def scores(self, state: S) -> list[Score]: ...

    def score_details(self, state: S, seat: int) -> dict[str, list[Text]]:
        """Where each part of `seat`'s score comes from, in words for the player: for each
        key of the breakdown, a few lines (which districts, which bonus and why). `seat` may
        also be a rival's (`rival_scores`). By default each part only says its points; every
        game says more."""
        score = next(s for s in (*self.scores(state), *(r for _, r in
                                                       self.rival_scores(state)))
                     if s.seat == seat)
        return {key: [nmsg("{n} point", "{n} points", value)]
                for key, value in score.breakdown.items()}

    def solo_result(self, state: S) -> SoloResult:
        """What a finished solo game records and how well it went: by default the score,
        higher is better, and a win (games whose solo mode has a graded goal override it)."""
        return SoloResult(self.scores(state)[0].total, True)

    def rival_scores(self, state: S) -> list[tuple[str, Score]]:
        """Scores of opponents that are part of the rules, not seats (Ginkgopolis's solo
        opponent Hal), with their names; shown on the end screen beside the players'."""
        return []

    @abstractmethod
    def num_seats(self, state: S) -> int: ...

    # ----- information -------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, viewer: int | None) -> S:
        """A redacted copy showing only what `viewer` (a seat, or None) can see."""

    @abstractmethod
    def determinize(self, view: S, seat: int, rng: Rng) -> S:
        """A full state consistent with everything `seat` knows in `view`."""

    @abstractmethod
    def prompt(self, state: S, seat: int | None) -> Text: ...

    @abstractmethod
    def describe(self, state: S, action: Action, viewer: int | None) -> Text:
        """The log line for `action` taken in `state`, as `viewer` may read it."""

    def progress(self, state: S) -> Text:
        """A few words on how far the game is, for save summaries ("Round 3")."""
        return msg("Game over") if self.is_over(state) else ""

    def moments(self, before: S, after: S) -> tuple[Moment, ...]:
        """The moments that change the game which the move from `before` to `after` made (a
        scoring along the way, a round's end, the last round, the end: rules/core/moments.py).
        Games that have none but their end keep this default."""
        return ended(self, before, after)


__all__ = [
    "ARENA_LEVELS", "Action", "BOT_LEVELS", "GameRules", "GameState", "IllegalAction",
    "OptionInfo", "REFERENCE", "SEAT_KINDS",
    "SCORE_MEASURE", "SEAT_KIND_NAMES", "SPECTATOR", "Score", "Seat", "SoloResult",
    "TURNS_MEASURE", "build_options", "describe_options", "option",
    "parse_option_value",
]
