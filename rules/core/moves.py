"""A game's moves declared once: each `Move` says what it is called and what its numbers mean,
which ones are legal now, why another is refused, what it does, its log line, its words as
advice and where a player clicks it on the table. The game's `Moves` table answers the rules
contract from those declarations (`legal_actions`, `explain`, `apply`, `describe`), the hint
takes its words from it, and the desktop kit lights and clicks the places it names.

The wire format stays `[kind, ints...]` (rules/core/actions.py): a move's `params` name those
ints in order. A move's places are `Click` patterns: a place's name and what identifies it,
each a parameter of the move, the acting seat (`ACTOR`) or a fixed number; a table draws its
places under keys of the same shape (`("site", seat, building)`) and the kit matches the two.

A move may be `gathered`: several of it answer one decision together (discard three cards,
sell buildings worth $20), so the table gathers them click by click and the player confirms
them at once. `Moves.after` is what the gathering stands on: the state after the moves
gathered so far, in which the rules say what may still join (and why not).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from rules.core.actions import Action
from rules.core.message import Text, msg

S = TypeVar("S")
Place = tuple  # a place on the table: its name, then the numbers that identify it

NOT_A_MOVE = msg("That is not an action of this game.")
NOT_NOW = msg("That cannot be done now.")


class _Actor:
    """The seat making the move, inside a place's key (the acting player's own site)."""

    def __repr__(self) -> str:
        return "ACTOR"


ACTOR = _Actor()


@dataclass(frozen=True)
class Click:
    """One place clicked to make a move: `name` and its identifying `keys` (parameter names
    of the move, `ACTOR` or numbers). An optional click (`skip` set) may be left out, and
    its parameter then takes the value `skip` (a worker sent without a tool)."""
    name: str
    keys: tuple[Any, ...] = ()
    skip: int | None = None


def at(name: str, *keys: Any, skip: int | None = None) -> Click:
    return Click(name, keys, skip)


def _nothing(*_: Any) -> None:
    return None


@dataclass(frozen=True)
class Button:
    """A move made (or begun) by a button beside the table rather than at a place drawn on
    it: its words `words(s, seat, *args)` ("Take 2 gold", "Take income (+3 gold)"), shorter
    ones `short(s, seat, *args)` for a narrow button (None: the same; the full words then show
    on hover), and `primary` for the button a player most often wants (drawn stronger). When
    the button is only the move's first click (the Laboratory's, then a hand card), the
    table shows one for all its moves, and `waiting`/`waiting_short` are its words once
    clicked, while the rest of the move is awaited (clicked again, it is put back)."""
    words: Callable[..., Text]
    short: Callable[..., Text] | None = None
    primary: bool = False
    waiting: Text | None = None
    waiting_short: Text | None = None

    def said(self, s: Any, seat: int, *args: int, waiting: bool = False) -> tuple[Text, Text]:
        """Its words and shorter words for the move with these numbers (`waiting`: once
        clicked, while the rest of the move is awaited, when it has words for that)."""
        if waiting and self.waiting is not None:
            return self.waiting, self.waiting_short if self.waiting_short is not None \
                else self.waiting
        words = self.words(s, seat, *args)
        return words, self.short(s, seat, *args) if self.short is not None else words


def button(words: str | Callable[..., Text], short: str | Callable[..., Text] | None = None,
           *, primary: bool = False, waiting: str | None = None,
           waiting_short: str | None = None) -> Button:
    """A `Button` whose words are fixed (a message id marked with `N_`) or a function."""
    return Button(_said(words), None if short is None else _said(short), primary,
                  None if waiting is None else msg(waiting),
                  None if waiting_short is None else msg(waiting_short))


def _said(words: str | Callable[..., Text]) -> Callable[..., Text]:
    """Words as a function of the move: fixed words whatever the move's numbers."""
    if callable(words):
        return words
    fixed = msg(words)
    return lambda *_: fixed


@dataclass(frozen=True, eq=False)  # each move is one object: compared (and hashed) by identity
class Move(Generic[S]):
    """One kind of move. Every function takes the state and the acting seat, then the move's
    numbers by name (`params`):

    - `offers(s, seat)`: the legal moves' numbers, in the order the game lists them;
    - `refuses(s, seat, *args)`: why these numbers are not legal now, or None when the only
      reason left is one common to the game's moves (`Moves.refuses`);
    - `does(s, seat, *args)`: the effect on the state;
    - `says(s, seat, viewer, *args)`: its line in the log and in a replay's list of moves, as
      `viewer` may read it (None: everyone; kept out of the log when `logged` is False: a
      move that logs itself, or whose consequences speak for themselves);
    - `label(s, seat, *args)`: what it does, as advice to the player ("Start building the
      Barn."): the hint's words and a place's "Click: …" line;
    - `clicks`: the places a player clicks to make it, in order;
    - `answers`: the pending decisions it answers (`Moves.decision`), each a kind or a tuple
      that the decision's key starts with (`"turn"` answers every turn, `("turn", "open",
      "assassin")` only the Assassin's turn once open); empty for a game without decisions,
      or a move open at any;
    - `means(s, seat)`: for places several moves share (a character's tile names the
      Assassin's victim or the Thief's), whether a click there means this move now (one
      that does not is never read from a click);
    - `omit`: a value of the last number that the action leaves out (Ginkgopolis's card
      played alone is `play(card)`, with a tile `play(card, tile)`): `offers` give the numbers
      as the action has them, the functions take the last one with that value as default,
      and a click names it as any other (the "alone" place is `("tile", -1)`);
    - `unseen(s, seat, *args)`: what the other players read of a secret move (a card chosen
      face down); `says` is then read only by a player who could make it now;
    - `gathered`: several of this move answer one decision and are confirmed together on the
      table (each still one action on the wire): a click gathers it instead of playing it
      (desktop/views/kit/places.py);
    - `button`: for a move made by a button beside the table (its first click a place the
      table draws as a side button, not a card or a tile), the button's words (`Button`);
      None for a move clicked on the table;
    - `how`: where on the table the player makes it, as a prompt tells them ("click a
      character to murder"); None when the prompt need not say;
    - `tip`: the hover text of the place where it is made, a title and a body, where the
      table has none of its own (a player's panel while the Magician may swap hands); or a
      function `(s, seat, *args)` giving the body of a way listed under its label (Boonlake's
      choices: what taking a vase is for). `Moves.tip` reads either."""
    kind: str
    params: tuple[str, ...]
    offers: Callable[..., Iterable[tuple[int, ...]]]
    does: Callable[..., None]
    says: Callable[..., Text]
    label: Callable[..., Text]
    refuses: Callable[..., Text | None] = _nothing
    clicks: tuple[Click, ...] = ()
    logged: bool = True
    answers: tuple[str | tuple[str, ...], ...] = ()
    means: Callable[..., bool] | None = None
    omit: int | None = None
    unseen: Callable[..., Text] | None = None
    gathered: bool = False
    button: Button | None = None
    how: Text | None = None
    tip: tuple[Text, Text] | Callable[..., Text] | None = None

    def answering(self, decision: Any) -> bool:
        """Does this move answer the decision whose key is `decision`?"""
        if not self.answers:
            return True
        key = decision if isinstance(decision, tuple) else (decision,)
        return any(key[:len(part)] == part for part in
                   (answer if isinstance(answer, tuple) else (answer,) for answer in self.answers))

    def __call__(self, *args: int) -> Action:
        """The action of this move with these numbers."""
        return Action(self.kind, self._short(args))

    def _short(self, args: tuple[int, ...]) -> tuple[int, ...]:
        """The numbers as the action holds them: the last left out when it is `omit`."""
        if self.omit is not None and len(args) == len(self.params) and args[-1] == self.omit:
            return args[:-1]
        return args

    def arity_fits(self, args: tuple[int, ...]) -> bool:
        """As many numbers as `params`, or one fewer when the last may be left out."""
        return len(args) == len(self.params) or (
            self.omit is not None and len(args) == len(self.params) - 1)

    def path(self, seat: int, action: Action) -> tuple[Place, ...]:
        """The places clicked to make `action` as `seat`, optional clicks left out when they
        hold their skip value."""
        args = action.args
        if len(args) < len(self.params):  # the last number left out: it is `omit`
            args = (*args, self.omit)
        values = dict(zip(self.params, args, strict=True))
        places = []
        for click in self.clicks:
            if click.skip is not None and values[click.keys[-1]] == click.skip:
                continue
            places.append((click.name, *(seat if key is ACTOR else
                                         values[key] if isinstance(key, str) else key
                                         for key in click.keys)))
        return tuple(places)

    def read(self, seat: int, places: tuple[Place, ...],
             unchosen: int | None = None) -> Action | None:
        """The action these places make when clicked in order as `seat`, if they are this
        move's whole path (legal or not), else None. With `unchosen` set, clicks missing
        before the first of `places` count as not made, their numbers `unchosen`: a site
        clicked with no worker chosen asks the rules to send "no worker" there, and they say
        what to choose first."""
        values: dict[str, int] = {}
        remaining = list(places)
        for click in self.clicks:
            place = remaining[0] if remaining else None
            if place is not None and self._bind(click, seat, place, values):
                remaining.pop(0)
            elif click.skip is not None:
                values[click.keys[-1]] = click.skip
            elif unchosen is not None and len(remaining) == len(places) and place is not None:
                values.update((key, unchosen) for key in click.keys
                              if isinstance(key, str) and key not in values)
            else:
                return None
        if remaining or set(values) != set(self.params):
            return None
        return Action(self.kind, self._short(tuple(values[name] for name in self.params)))

    @staticmethod
    def _bind(click: Click, seat: int, place: Place, values: dict[str, int]) -> bool:
        if place[0] != click.name or len(place) != len(click.keys) + 1:
            return False
        bound = dict(values)
        for key, value in zip(click.keys, place[1:], strict=True):
            if key is ACTOR:
                if value != seat:
                    return False
            elif isinstance(key, str):
                if bound.setdefault(key, value) != value:
                    return False
            elif key != value:
                return False
        values.update(bound)
        return True


class Moves(Generic[S]):
    """A game's moves, in the order its legal actions are listed; `to_act(s)`: the seats that
    decide now; `decision(s)`: the key of the decision pending (a kind, or a tuple that
    starts with it), for a game whose moves answer decisions (only the moves that answer it
    are asked for offers). `refuses(s, seat, action)`
    is a reason common to every move (it costs more than the player has), asked after the
    move's own."""

    def __init__(self, *moves: Move[S], to_act: Callable[[S], tuple[int, ...]],
                 refuses: Callable[[S, int, Action], Text | None] = _nothing,
                 decision: Callable[[S], Any] = _nothing) -> None:
        self.moves = moves
        self.by_kind = {move.kind: move for move in moves}
        self._names = {move: {click.name for click in move.clicks} for move in moves}
        self.to_act = to_act
        self.common_refusal = refuses
        self.decision = decision
        self._answering: dict[Any, tuple[Move[S], ...]] = {}

    def answering(self, decision: Any) -> tuple[Move[S], ...]:
        """The moves that may answer the decision keyed `decision`, in declared order."""
        found = self._answering.get(decision)
        if found is None:
            found = self._answering[decision] = tuple(
                move for move in self.moves if move.answering(decision))
        return found

    def legal_actions(self, s: S, seat: int) -> list[Action]:
        if seat not in self.to_act(s):
            return []
        return [Action(move.kind, args) for move in self.answering(self.decision(s))
                for args in move.offers(s, seat)]

    def explain(self, s: S, seat: int, action: Action) -> Text:
        move = self.by_kind.get(action.kind)
        if move is None or not move.arity_fits(action.args):
            return NOT_A_MOVE
        return move.refuses(s, seat, *action.args) or self.common_refusal(s, seat, action) \
            or NOT_NOW

    def apply(self, s: S, seat: int, action: Action) -> None:
        self.by_kind[action.kind].does(s, seat, *action.args)

    def describe(self, s: S, seat: int, action: Action, viewer: int | None = None) -> Text:
        """The move's line as `viewer` reads it: a secret move's (`unseen`) in full only when
        the viewer could make it now."""
        move = self.by_kind[action.kind]
        if move.unseen is not None and (viewer is None
                                        or action not in self.legal_actions(s, viewer)):
            return move.unseen(s, seat, *action.args)
        return move.says(s, seat, viewer, *action.args)

    def log_line(self, s: S, seat: int, action: Action) -> Text | None:
        """What the log gets for `action`, before it takes effect: None for a move that is
        not logged."""
        move = self.by_kind[action.kind]
        return move.says(s, seat, None, *action.args) if move.logged else None

    def label(self, s: S, seat: int, action: Action) -> Text:
        return self.by_kind[action.kind].label(s, seat, *action.args)

    def path(self, seat: int, action: Action) -> tuple[Place, ...]:
        return self.by_kind[action.kind].path(seat, action)

    def tip(self, s: S, seat: int, action: Action) -> tuple[Text, Text] | None:
        """The move's hover text, a title and a body (`Move.tip`; a body alone is titled by
        the move's label), or None when it declares none."""
        move = self.by_kind[action.kind]
        if move.tip is None or isinstance(move.tip, tuple):
            return move.tip
        return move.label(s, seat, *action.args), move.tip(s, seat, *action.args)

    def after(self, s: S, seat: int, actions: Iterable[Action]) -> tuple[S, tuple[Action, ...]]:
        """The state after `seat` makes `actions` one after another, on a copy (`s.clone()`),
        stopping before the first that is not legal then; and the actions made. A gathering
        of moves (`Move.gathered`) is judged on it: what may join it, and why not."""
        after, made = s.clone(), []
        for action in actions:
            if action not in self.legal_actions(after, seat):
                break
            self.apply(after, seat, action)
            made.append(action)
        return after, tuple(made)

    def read(self, seat: int, places: tuple[Place, ...], unchosen: int | None = None,
             state: S | None = None, prefer: Iterable[str] = ()) -> Action | None:
        """The move (legal or not) that clicking `places` in order makes, if any (`unchosen`:
        see `Move.read`). Given `state`, a click reads only as a move of the decision at hand
        (a district clicked in the Diplomat's exchange is no Warlord's target) that means the
        click now (a character's tile names the Assassin's victim in his turn, nobody's in
        the Magician's). The same places may make moves of several kinds at different moments
        (a hand card built, or discarded): the kinds in `prefer` (those offered now) are read
        first, then the others in declared order."""
        if not places:
            return None
        name = places[0][0]  # only a move clicked at a place of that name can read them
        moves = [move for move in self._by_meaning(state, seat) if name in self._names[move]]
        first = [self.by_kind[kind] for kind in dict.fromkeys(prefer)
                 if kind in self.by_kind and self.by_kind[kind] in moves]
        for move in (*first, *(move for move in moves if move not in first)):
            found = move.read(seat, places, unchosen)
            if found is not None:
                return found
        return None

    def _by_meaning(self, s: S | None, seat: int) -> tuple[Move[S], ...]:
        if s is None:
            return self.moves
        return tuple(move for move in self.answering(self.decision(s))
                     if move.means is None or move.means(s, seat))
