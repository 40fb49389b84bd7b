"""Citadels' moves, each declared once (rules/core/moves.py): who may make it at which pending
decision, the legal ones, why another is refused, its effect, its log line as each player
reads it, its words as advice, where it is clicked, and the words of its side button
(`button`; desktop/views/citadels_words.py places them) or of the prompt's "where to click"
(`how`).

The effects write the log themselves (a card drawn reads otherwise for its owner), so no
move is `logged`: `says` is the line of a replay's move list and the hint's source.

Places on the table: a character to `draft`, a `character` tile of the strip, a `player`'s
panel, a `city` district (by seat), a `hand` card of the acting seat, an `offer` (a card
drawn to keep, or found with the Lighthouse), the Wizard's `take` and `conjure` choices, and
buttons: `gold`, `draw`, `income`, `magic`, `smithy`, `abbot`, `queen`, `end`, `exchange`,
`cancel`, `skip`, `pay_gold`, the mode buttons `lab`, `museum` and `armory` (then a card),
and the answers `navigate`, `graveyard`, `thanks` and `bell` (by their yes or no).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.citadels import engine, powers, purple, turn
from rules.citadels.board import (
    build_cost,
    destroy_cost,
    has_district,
    income_amount,
    is_complete,
    may_receive,
)
from rules.citadels.catalogue import (
    ARCHITECT,
    ASSASSIN,
    CARD_KIND,
    CHARACTERS,
    KINDS,
    THIEF,
    card_msg,
    character_msg,
    district_msg,
    key_of,
)
from rules.citadels.state import NOBODY, Decision
from rules.citadels.state import CitadelsState as State
from rules.core.message import N_, Msg, Text, msg
from rules.core.moves import ACTOR, Button, Move, Moves, at, button

OPEN = "open"  # a turn past its first step, or one that may do more than take gold or cards
MAX_MAGIC_CANCELS = 2
MAX_BEAUTIFIED = 2
YES, NO = (1,), (0,)
NOT_NOW = msg("That is not possible now.")
YOU = msg("You")
EXPECTED = {
    "pick": msg("Choose a character to keep."),
    "discard": msg("Choose a character to discard face down."),
    "keep": msg("First choose which drawn card to keep."),
    "magic": msg("Mark the cards to exchange, then exchange them or cancel."),
    "warlord": msg("Choose a district to destroy, or destroy nothing."),
    "diplomat": msg("Choose districts to exchange, or exchange nothing."),
    "graveyard": msg("Answer the Graveyard: take the destroyed district or not."),
    "wizard": msg("Take one of the cards you are looking at (keep it or build it)."),
    "tribute": msg("Pay the Emperor for the crown: 1 gold or 1 card."),
    "thanks": msg("Thank the crown holder first (Ball Room)."),
    "lighthouse": msg("Choose a card from the deck (Lighthouse)."),
    "bell": msg("Decide whether to announce the Bell Tower."),
}


def to_act(s: State) -> tuple[int, ...]:
    return (s.pending[-1].seat,) if s.pending else ()


def decision(s: State) -> str | None:
    return s.pending[-1].kind if s.pending else None


def answering(s: State) -> str | tuple[str, ...] | None:
    """The decision pending, as the moves answer it: a turn is ("turn", "limited") while it
    may only take gold or cards, else ("turn", "open", the character's key), so that only
    the moves that may answer it are asked."""
    now = decision(s)
    if now != "turn":
        return now
    return ("turn", OPEN, _role(s)) if open_turn(s) else ("turn", "limited")


# ----- words --------------------------------------------------------------------------------
def _who(s: State, seat: int, viewer: int | None) -> Text:
    return YOU if seat == viewer else s.names[seat]


def _whose(s: State, seat: int, viewer: int | None) -> Msg:
    """A player's, as `viewer` reads it: "your" for the viewer's own, else "Anna's"."""
    return msg("your") if seat == viewer else msg("{name}'s", name=s.names[seat])


def _line(public: str, secret: str | None = None, **params) -> Callable[..., Msg]:
    """A log line naming who acted ("You" for the reader's own move); `secret` for a reader
    who may not see the card or character it names."""
    def says(s: State, seat: int, viewer: int | None, *args: int) -> Msg:
        values = {key: value(s, viewer, *args) for key, value in params.items()}
        pattern = secret if secret is not None and seat != viewer else public
        return msg(pattern, who=_who(s, seat, viewer), **values)
    return says


def _advice(pattern: str, **params) -> Callable[..., Msg]:
    """The move as advice to the seat making it: its log line's parameters, in the present."""
    def label(s: State, seat: int, *args: int) -> Msg:
        return msg(pattern, **{key: value(s, seat, *args) for key, value in params.items()})
    return label


def _answered(yes: str, no: str) -> Callable[..., Msg]:
    """A yes/no answer's log line (who answered, as `_line`), by its one number."""
    return lambda s, seat, viewer, answer: msg(yes if answer else no, who=_who(s, seat, viewer))


def _either(yes: str, no: str) -> Callable[..., Msg]:
    """A yes/no answer's advice or button words, by its one number."""
    return lambda s, seat, answer: msg(yes if answer else no)


def _character(s: State, viewer: int | None, rank: int, *_: int) -> Msg:
    return s.role_msg(rank)


def _card(s: State, viewer: int | None, card: int, *_: int) -> Msg:
    return card_msg(card)


def _other(s: State, viewer: int | None, other: int, *_: int) -> Text:
    return _who(s, other, viewer)


def _whose_first(s: State, viewer: int | None, target: int, *_: int) -> Msg:
    return _whose(s, target, viewer)


def _second_card(s: State, viewer: int | None, target: int, card: int, *_: int) -> Msg:
    return card_msg(card)


# ----- the draft ----------------------------------------------------------------------------
def _draft_refusal(kind: str):
    def refuses(s: State, seat: int, rank: int) -> Msg:
        now = decision(s)
        if now not in ("pick", "discard"):
            return msg("The characters have already been chosen this round.")
        if kind != now:
            return EXPECTED[now]
        if rank in s.faceup:
            return msg("The {character} lies face up on the table: nobody can take it.",
                       character=s.role_msg(rank))
        return msg("That character is not among the cards you were handed.")
    return refuses


def _draft(kind: str, public: str, secret: str, advice: str) -> Move[State]:
    return Move(
        kind, ("rank",),
        offers=lambda s, seat: ((rank,) for rank in sorted(s.pool)),
        does=lambda s, seat, rank: engine.draft_choice(s, seat, kind, rank),
        says=_line(public, secret, character=_character),
        label=_advice(advice, character=_character),
        refuses=_draft_refusal(kind),
        clicks=(at("draft", "rank"),),
        logged=False, answers=(kind,))


PICK = _draft("pick", N_("{who} chose the {character}."), N_("{who} chose a character."),
              N_("Choose the {character}."))
DISCARD = _draft("discard", N_("{who} discarded the {character} face down."),
                 N_("{who} discarded a character face down."),
                 N_("Discard the {character} face down."))


# ----- a character's turn -------------------------------------------------------------------
def open_turn(s: State) -> bool:
    """Past the turn's first step, or a turn that may do more than take gold or cards."""
    return s.acted or not turn.limited_turn(s)


def must_give_crown(s: State, seat: int) -> bool:
    return s.plays(s.calling, "emperor") and not s.power_used \
        and bool(powers.crown_receivers(s, seat))


def _role(s: State) -> str:
    return s.cast[s.calling] if s.calling else ""


def _turn_refusal(s: State, seat: int, kind: str) -> Msg | None:
    """What refuses any move of the turn at this point of it, before the move's own reason."""
    now = decision(s)
    if now != "turn":
        return EXPECTED.get(now or "", NOT_NOW)
    if turn.limited_turn(s) and kind not in ("gold", "draw"):
        return (msg("A bewitched player only takes gold or cards; the Witch plays the rest.")
                if s.calling == s.bewitched else
                msg("Murdered, the Hospital lets you only take gold or cards."))
    if kind in ("gold", "draw") and s.acted:
        return msg("You have already taken gold or cards this turn.")
    if kind in ("build", "end") and not s.acted:
        return msg("First take 2 gold or draw cards.")
    if kind == "end" and must_give_crown(s, seat):
        return msg("The Emperor must give the crown to another player before ending the turn.")
    return None


def turn_move(kind: str, params: tuple[str, ...], offers, does, says, label,
              refuses: Callable[..., Msg | None] | None = None, clicks=(),
              means: Callable[..., bool] | None = None, limited: bool = False,
              role: str | None = None, button: Button | None = None,
              how: Msg | None = None, tip: tuple[Msg, Msg] | None = None) -> Move[State]:
    """A move of the character's open turn (`limited`: of any turn, even one that may only
    take gold or cards; `role`: only of that character's), refused first for what refuses
    every move of the turn now; `button`, `how` and `tip` as in `Move`."""
    def refusal(s: State, seat: int, *args: int) -> Msg:
        return _turn_refusal(s, seat, kind) or (refuses(s, seat, *args) if refuses else None) \
            or NOT_NOW
    answers = "turn" if limited else ("turn", OPEN, role) if role else ("turn", OPEN)
    return Move(kind, params, offers, does, says, label, refusal, clicks, logged=False,
                answers=(answers,), means=means, button=button, how=how, tip=tip)


GOLD = turn_move(
    "gold", (), offers=lambda s, seat: [] if s.acted else [()],
    does=lambda s, seat: turn.take_gold_action(s, seat),
    says=_line(N_("{who} took gold.")), label=_advice(N_("Take 2 gold.")),
    clicks=(at("gold"),), limited=True, button=button(N_("Take 2 gold"), primary=True))
DRAW = turn_move(
    "draw", (), offers=lambda s, seat: [] if s.acted else [()],
    does=lambda s, seat: turn.draw_action(s, seat),
    says=_line(N_("{who} drew cards.")), label=_advice(N_("Draw cards.")),
    clicks=(at("draw"),), limited=True, button=button(N_("Draw cards")))


def _builds(s: State, seat: int) -> list[tuple[int]]:
    if not s.acted or s.builds_left <= 0:
        return []
    city = s.cities[seat]
    here = {CARD_KIND[c] for c in city}
    gold = s.gold[seat]
    return [(c,) for c in s.hands[seat]
            if (CARD_KIND[c] not in here or may_receive(s, city, c))
            and build_cost(s, seat, c) <= gold]


def _build_refusal(s: State, seat: int, card: int) -> Msg:
    if s.builds_left <= 0:
        if _role(s) == "navigator":
            return msg("The Navigator cannot build this turn.")
        return (msg("You have already built 3 districts this turn.") if s.calling == ARCHITECT
                else msg("You have already built this turn."))
    if card not in s.hands[seat]:
        return msg("You can only build a district from your hand.")
    kind = KINDS[CARD_KIND[card]]
    if not may_receive(s, s.cities[seat], card):
        if has_district(s, seat, "quarry"):
            return msg("With the Quarry your city may hold only one duplicate at a time.")
        return msg("Your city already has a {card}: no two identical districts.",
                   card=district_msg(kind.name))
    cost = build_cost(s, seat, card)
    if cost > s.gold[seat]:
        return msg("The {card} costs {cost} gold; you have {gold}.",
                   card=district_msg(kind.name), cost=cost, gold=s.gold[seat])
    return NOT_NOW


def _cost(s: State, viewer: int | None, card: int) -> int:
    return KINDS[CARD_KIND[card]].cost


def _district_name(s: State, viewer: int | None, card: int) -> Msg:
    return district_msg(KINDS[CARD_KIND[card]].name)


BUILD = turn_move(
    "build", ("card",), offers=_builds,
    does=lambda s, seat, card: turn.build(s, seat, card),
    refuses=_build_refusal,
    says=_line(N_("{who} built the {card} ({cost})."), card=_district_name, cost=_cost),
    label=_advice(N_("Build the {card} ({cost})."), card=_district_name, cost=_cost),
    clicks=(at("hand", ACTOR, "card"),))


def _income_refusal(s: State, seat: int) -> Msg:
    if s.income_taken:
        return msg("You have already taken your income this turn.")
    return msg("The {character} earns no income from your districts.",
               character=s.role_msg(s.calling))


INCOME = turn_move(
    "income", (),
    offers=lambda s, seat: [()] if not s.income_taken
    and income_amount(s, seat, s.calling) > 0 else [],
    does=lambda s, seat: turn.take_income(s, seat),
    refuses=_income_refusal,
    says=_line(N_("{who} took income.")), label=_advice(N_("Take your income.")),
    clicks=(at("income"),),
    button=button(lambda s, seat: msg("Take income (+{n} gold)",
                                      n=income_amount(s, seat, s.calling)),
                  lambda s, seat: msg("Income (+{n} gold)", n=income_amount(s, seat, s.calling))))


# ----- the characters' powers ---------------------------------------------------------------
def _namable(s: State, exclude: tuple[int, ...]) -> list[int]:
    """Characters that may be named: in the game, not face up, not excluded."""
    return [r for r in s.characters if r not in exclude and r not in s.faceup]


def _power_offers(offers: Callable[[State, int], list]):
    """A power's offers: once a turn."""
    return lambda s, seat: [] if s.power_used else offers(s, seat)


CANNOT = {"kill": N_("You cannot murder the {character}."),
          "rob": N_("You cannot rob the {character}."),
          "bewitch": N_("You cannot bewitch the {character}.")}


def _name_refusal(s: State, rank: int, kind: str, exclude: tuple[int, ...]) -> Msg:
    if rank not in s.characters:
        return msg("Name a character of this game.")
    if rank in exclude:
        return msg(CANNOT[kind], character=s.role_msg(rank))
    if rank in s.faceup:
        return msg("The {character} lies face up on the table: nobody has it.",
                   character=s.role_msg(rank))
    return NOT_NOW


def _power_refusal(owner: str, own: Callable[..., Msg]):
    """Only the owner's character uses a power, once a turn; then the power's own reason."""
    def refuses(s: State, seat: int, *args: int) -> Msg:
        if _role(s) != owner:
            return msg("Only the {character} can do that.",
                       character=character_msg(CHARACTERS[owner].name))
        if s.power_used:
            return msg("The {character} has already used its power this turn.",
                       character=s.role_msg(s.calling))
        return own(s, seat, *args)
    return refuses


def _playing(role: str) -> Callable[[State, int], bool]:
    return lambda s, seat: _role(s) == role


def power_move(kind: str, role: str, params: tuple[str, ...], offers, does, says, label,
               refuses: Callable[..., Msg], clicks=(), button: Button | None = None,
               how: Msg | None = None, tip: tuple[Msg, Msg] | None = None) -> Move[State]:
    return turn_move(kind, params, _power_offers(offers), does, says, label,
                     _power_refusal(role, refuses), clicks, means=_playing(role), role=role,
                     button=button, how=how, tip=tip)


def _beautify_refusal(s: State, seat: int, card: int) -> Msg:
    if _role(s) != "artist":
        return msg("Only the {character} can do that.",
                   character=character_msg(CHARACTERS["artist"].name))
    if s.beautified >= MAX_BEAUTIFIED:
        return msg("The Artist beautifies at most 2 districts a turn.")
    if s.gold[seat] < 1:
        return msg("Beautifying costs 1 gold.")
    return msg("Choose a district of your city that holds no gold yet.")


BEAUTIFY = turn_move(
    "beautify", ("card",),
    offers=lambda s, seat: [(c,) for c in s.cities[seat] if c not in s.adorned]
    if s.beautified < MAX_BEAUTIFIED and s.gold[seat] >= 1 else [],
    does=lambda s, seat, card: powers.beautify(s, seat, card),
    refuses=_beautify_refusal,
    says=_line(N_("{who} beautified the {card}."), card=_card),
    label=_advice(N_("Beautify the {card}."), card=_card),
    clicks=(at("city", ACTOR, "card"),), means=_playing("artist"), role="artist")

KILL = power_move(
    "kill", "assassin", ("rank",),
    offers=lambda s, seat: [(r,) for r in _namable(s, exclude=(ASSASSIN,))],
    does=lambda s, seat, rank: powers.murder(s, seat, rank),
    refuses=lambda s, seat, rank: _name_refusal(s, rank, "kill", (ASSASSIN,)),
    says=_line(N_("{who} murdered the {character}."), character=_character),
    label=_advice(N_("Murder the {character}."), character=_character),
    clicks=(at("character", "rank"),), how=msg("click a character to murder"))


def _rob_refusal(s: State, seat: int, rank: int) -> Msg:
    if rank == s.murdered:
        return msg("The Thief cannot rob the murdered character.")
    if rank == s.bewitched and s.bewitched:
        return msg("The Thief cannot rob the bewitched character.")
    return _name_refusal(s, rank, "rob", (1, THIEF))


ROB = power_move(
    "rob", "thief", ("rank",),
    offers=lambda s, seat: [(r,) for r in
                            _namable(s, exclude=(1, THIEF, s.murdered, s.bewitched))],
    does=lambda s, seat, rank: powers.rob(s, seat, rank),
    refuses=_rob_refusal,
    says=_line(N_("{who} will rob the {character}."), character=_character),
    label=_advice(N_("Rob the {character}."), character=_character),
    clicks=(at("character", "rank"),), how=msg("click a character to rob"))

SWAP = power_move(
    "swap", "magician", ("other",),
    offers=lambda s, seat: [(other,) for other in range(s.n) if other != seat],
    does=lambda s, seat, other: powers.swap_hands(s, seat, other),
    refuses=lambda s, seat, other: msg("Choose another player to swap hands with."),
    says=_line(N_("{who} swapped hands with {other}."), other=_other),
    label=_advice(N_("Swap hands with {other}."), other=_other),
    clicks=(at("player", "other"),),
    how=msg("click a player to swap hands, or exchange cards with the deck"),
    tip=(msg("Swap hands"),
         msg("The Magician gives this player his whole hand and takes theirs.")))


def _magic_refusal(s: State, seat: int) -> Msg:
    if s.magic_cancels >= MAX_MAGIC_CANCELS:
        return msg("You have cancelled the exchange twice this turn.")
    return msg("You have no cards to exchange.")


MAGIC = power_move(
    "magic", "magician", (),
    offers=lambda s, seat: [()] if s.hands[seat] and s.magic_cancels < MAX_MAGIC_CANCELS
    else [],
    does=lambda s, seat: s.pending.append(Decision("magic", seat)),
    refuses=_magic_refusal,
    says=_line(N_("{who} is choosing cards to exchange.")),
    label=_advice(N_("Choose cards to exchange with the deck.")),
    clicks=(at("magic"),),
    button=button(N_("Exchange cards with the deck"), N_("Magician: exchange")))


def _bewitch_refusal(s: State, seat: int, rank: int) -> Msg:
    if not s.acted:
        return msg("First take 2 gold or draw cards, then bewitch.")
    if s.built_count:
        return msg("You have built: you can no longer bewitch this turn.")
    return _name_refusal(s, rank, "bewitch", (1,))


BEWITCH = power_move(
    "bewitch", "witch", ("rank",),
    offers=lambda s, seat: [(r,) for r in _namable(s, exclude=(1,))]
    if s.acted and not s.witch_turn and not s.built_count else [],
    does=lambda s, seat, rank: powers.bewitch(s, seat, rank),
    refuses=_bewitch_refusal,
    says=_line(N_("{who} bewitched the {character}."), character=_character),
    label=_advice(N_("Bewitch the {character}."), character=_character),
    clicks=(at("character", "rank"),), how=msg("click a character to bewitch"))

PEEK = power_move(
    "peek", "wizard", ("target",),
    offers=lambda s, seat: [(other,) for other in range(s.n)
                            if other != seat and s.hands[other]],
    does=lambda s, seat, target: powers.peek(s, seat, target),
    refuses=lambda s, seat, target: msg("Choose another player who holds cards."),
    says=_line(N_("{who} looked at {whose} hand."), whose=_whose_first),
    label=_advice(N_("Look at {whose} hand."), whose=_whose_first),
    clicks=(at("player", "target"),), how=msg("click a player to look at their hand"),
    tip=(msg("Look at this hand"),
         msg("The Wizard looks at this player's hand and takes a card.")))


def _crown_refusal(s: State, seat: int, receiver: int) -> Msg:
    if receiver == seat:
        return msg("Give the crown to another player.")
    return msg("That player already holds the crown (option: not to the holder).")


CROWN = power_move(
    "crown", "emperor", ("receiver",),
    offers=lambda s, seat: [(other,) for other in powers.crown_receivers(s, seat)],
    does=lambda s, seat, receiver: powers.give_crown(s, seat, receiver),
    refuses=_crown_refusal,
    says=_line(N_("{who} gave the crown to {other}."), other=_other),
    label=_advice(N_("Give the crown to {other}."), other=_other),
    clicks=(at("player", "receiver"),), how=msg("click a player to give the crown"),
    tip=(msg("Give the crown"),
         msg("The Emperor gives this player the crown; they pay him 1 gold or 1 card.")))

ABBOT = power_move(
    "abbot", "abbot", (),
    offers=lambda s, seat: [()] if powers.abbot_payer(s, seat) != NOBODY else [],
    does=lambda s, seat: powers.abbot(s, seat),
    refuses=lambda s, seat: msg("Nobody pays: you are the richest, or several players tie "
                                "for richest."),
    says=_line(N_("{who} took 1 gold from the richest player.")),
    label=_advice(N_("Take 1 gold from the richest player.")),
    clicks=(at("abbot"),),
    button=button(N_("Abbot: take 1 gold from the richest"), N_("Abbot: +1 gold")))


def _navigate_refusal(s: State, seat: int, cards: int) -> Msg:
    if not s.acted:
        return msg("First take 2 gold or draw cards.")
    return msg("You have built this turn: the Navigator's power is no longer available.")


NAVIGATE = power_move(
    "navigate", "navigator", ("cards",),
    offers=lambda s, seat: [NO, YES]
    if s.acted and (s.options.navigator == "official" or not s.built_count) else [],
    does=lambda s, seat, cards: powers.navigate(s, seat, bool(cards)),
    refuses=_navigate_refusal,
    says=_answered(N_("{who} took 4 more cards."), N_("{who} took 4 more gold.")),
    label=_either(N_("Take 4 more cards."), N_("Take 4 more gold.")),
    clicks=(at("navigate", "cards"),),
    button=button(_either(N_("Navigator: draw 4 cards"), N_("Navigator: take 4 gold")),
                  _either(N_("Navigator: +4 cards"), N_("Navigator: +4 gold"))))

QUEEN = power_move(
    "queen", "queen", (),
    offers=lambda s, seat: [()] if powers.queen_due(s, seat) else [],
    does=lambda s, seat: powers.queen(s, seat),
    refuses=lambda s, seat: msg("The Queen is paid only next to the King's (or the "
                                "Emperor's) player."),
    says=_line(N_("{who} took 3 gold as the Queen.")),
    label=_advice(N_("Take 3 gold as the Queen.")),
    clicks=(at("queen"),), button=button(N_("Queen: take 3 gold"), N_("Queen: +3 gold")))


# ----- purple districts used in a turn -------------------------------------------------------
DISTRICT_NAMES = {"lab": "Laboratory", "smithy": "Smithy", "armory": "Armory",
                  "museum": "Museum"}


def _district_refusal(kind: str, used: Callable[[State], bool] | None, reason: str):
    def refuses(s: State, seat: int, *args: int) -> Msg:
        key = {"lab": "laboratory"}.get(kind, kind)
        if not has_district(s, seat, key):
            return msg("You have no {card}.", card=district_msg(DISTRICT_NAMES[kind]))
        if used is not None and used(s):
            return {"lab": msg("You have already used the Laboratory this turn."),
                    "smithy": msg("You have already used the Smithy this turn."),
                    "museum": msg("You have already used the Museum this turn.")}[kind]
        return msg(reason)
    return refuses


def _district_offers(key: str, ready: Callable[[State, int], bool],
                     offers: Callable[[State, int], list]):
    """A district's offers, when it is `ready` (not used yet this turn...) and in the city."""
    def offered(s: State, seat: int) -> list:
        return offers(s, seat) if ready(s, seat) and has_district(s, seat, key) else []
    return offered


LAB = turn_move(
    "lab", ("card",),
    offers=_district_offers("laboratory", lambda s, seat: not s.lab_used,
                            lambda s, seat: [(c,) for c in s.hands[seat]]),
    does=lambda s, seat, card: purple.laboratory(s, seat, card),
    refuses=_district_refusal("lab", lambda s: s.lab_used,
                              N_("Choose a card from your hand to discard.")),
    says=_line(N_("{who} discarded the {card} for 1 gold."),
               N_("{who} discarded a card for 1 gold."), card=_card),
    label=_advice(N_("Discard the {card} for 1 gold."), card=_card),
    clicks=(at("lab"), at("hand", ACTOR, "card")),
    button=button(N_("Laboratory: discard a card for 1 gold"), N_("Laboratory"),
                  waiting=N_("Laboratory: click a card (cancel)"),
                  waiting_short=N_("Laboratory: cancel")),
    how=msg("Laboratory: click a card to discard it for 1 gold."))
SMITHY = turn_move(
    "smithy", (),
    offers=_district_offers("smithy", lambda s, seat: not s.smithy_used and s.gold[seat] >= 2,
                            lambda s, seat: [()]),
    does=lambda s, seat: purple.smithy(s, seat),
    refuses=_district_refusal("smithy", lambda s: s.smithy_used, N_("The Smithy costs 2 gold.")),
    says=_line(N_("{who} paid 2 gold to draw 3 cards.")),
    label=_advice(N_("Pay 2 gold to draw 3 cards.")),
    clicks=(at("smithy"),),
    button=button(N_("Smithy: pay 2 gold, draw 3"), N_("Smithy: 2 gold, 3 cards")))
ARMORY = turn_move(
    "armory", ("target", "card"),
    offers=_district_offers("armory", lambda s, seat: True, lambda s, seat: [
        (target, card) for target in range(s.n) if target != seat
        for card in s.cities[target]]),
    does=lambda s, seat, target, card: purple.armory(s, seat, target, card),
    refuses=_district_refusal("armory", None,
                              N_("The Armory destroys a district in another player's city.")),
    says=_line(N_("{who} destroyed the Armory and {whose} {card}."), whose=_whose_first,
               card=_second_card),
    label=_advice(N_("Destroy the Armory and {whose} {card}."), whose=_whose_first,
                  card=_second_card),
    clicks=(at("armory"), at("city", "target", "card")),
    button=button(N_("Armory: destroy a district"), N_("Armory"),
                  waiting=N_("Armory: click a district (cancel)"),
                  waiting_short=N_("Armory: cancel")),
    how=msg("Armory: click a district in another city to destroy it."))
MUSEUM = turn_move(
    "museum", ("card",),
    offers=_district_offers("museum", lambda s, seat: not s.museum_used,
                            lambda s, seat: [(c,) for c in s.hands[seat]]),
    does=lambda s, seat, card: purple.museum(s, seat, card),
    refuses=_district_refusal("museum", lambda s: s.museum_used,
                              N_("Choose a card from your hand to put under the Museum.")),
    says=_line(N_("{who} put the {card} under the Museum."),
               N_("{who} put a card under the Museum."), card=_card),
    label=_advice(N_("Put the {card} under the Museum."), card=_card),
    clicks=(at("museum"), at("hand", ACTOR, "card")),
    button=button(N_("Museum: put a card under it"), N_("Museum"),
                  waiting=N_("Museum: click a card (cancel)"), waiting_short=N_("Museum: cancel")),
    how=msg("Museum: click a card to put it under the Museum."))

def end_power(s: State, seat: int | None) -> str:
    """The power the end of this turn opens: "warlord" (destroy a district), "diplomat"
    (exchange one, when an exchange is possible), or "" for none."""
    if seat is None or not s.calling or s.power_used:
        return ""
    role = s.cast[s.calling]
    if role == "warlord" or (role == "diplomat" and powers.trades(s, seat)):
        return role
    return ""


def _end_button(short: bool) -> Callable[..., Msg]:
    """End turn, saying what comes after it: the Warlord destroys at the end."""
    def words(s: State, seat: int) -> Msg:
        after = end_power(s, seat)
        if after == "warlord":
            return msg("End turn, then destroy") if short \
                else msg("End turn, then destroy a district")
        if after == "diplomat":
            return msg("End turn, then exchange") if short \
                else msg("End turn, then exchange a district")
        return msg("End turn")
    return words


END = turn_move(
    "end", (),
    offers=lambda s, seat: [()] if s.acted and not must_give_crown(s, seat) else [],
    does=lambda s, seat: turn.end_turn(s, seat),
    says=_line(N_("{who} ended the turn.")), label=_advice(N_("End your turn.")),
    clicks=(at("end"),), button=button(_end_button(False), _end_button(True), primary=True))


# ----- decisions within a turn --------------------------------------------------------------
def _elsewhere(s: State) -> Msg:
    """The reason for a move that answers another decision than the one pending."""
    now = decision(s)
    return EXPECTED.get(now or "", NOT_NOW) if now != "turn" else NOT_NOW


def answer(kind: str, params: tuple[str, ...], answers: tuple[str, ...], offers, does, says,
           label, clicks, refuses: Callable[..., Msg | None] | None = None,
           button: Button | None = None) -> Move[State]:
    """A move answering a decision pending within a turn: its own reason while that decision
    is up, else what the decision pending asks for."""
    def refusal(s: State, seat: int, *args: int) -> Msg:
        own = refuses(s, seat, *args) if refuses is not None else None
        return own or _elsewhere(s)
    return Move(kind, params, offers, does, says, label, refusal, clicks, logged=False,
                answers=answers, button=button)


def _cards(s: State) -> tuple[int, ...]:
    return s.pending[-1].cards


KEEP = answer(
    "keep", ("card",), ("keep",), offers=lambda s, seat: [(c,) for c in _cards(s)],
    does=lambda s, seat, card: turn.keep_card(s, seat, card),
    says=_line(N_("{who} kept the {card}."), N_("{who} kept a card."), card=_card),
    label=_advice(N_("Keep the {card}."), card=_card),
    clicks=(at("offer", "card"),))


def _mark_refusal(s: State, seat: int, card: int) -> Msg | None:
    if decision(s) != "magic":
        return None
    if card in _cards(s):
        return msg("That card is already marked: use Undo to unmark it.")
    return msg("Mark a card from your hand.")


MARK = answer(  # no unmarking: choices only grow, so bots cannot loop (Undo can)
    "mark", ("card",), ("magic",),
    offers=lambda s, seat: [(c,) for c in s.hands[seat] if c not in set(_cards(s))],
    does=lambda s, seat, card: powers.mark(s, seat, card),
    refuses=_mark_refusal,
    says=_line(N_("{who} is choosing cards to exchange.")),
    label=_advice(N_("Choose cards to exchange with the deck.")),
    clicks=(at("hand", ACTOR, "card"),))
EXCHANGE = answer(
    "exchange", (), ("magic",), offers=lambda s, seat: [()] if _cards(s) else [],
    does=lambda s, seat: powers.magic_exchange(s, seat),
    says=_line(N_("{who} exchanged cards with the deck.")),
    label=_advice(N_("Exchange the chosen cards with the deck.")),
    clicks=(at("exchange"),),
    button=button(N_("Exchange the marked cards"), N_("Exchange marked")))
CANCEL = answer(
    "cancel", (), ("magic",), offers=lambda s, seat: [()],
    does=lambda s, seat: powers.cancel_magic(s),
    says=_line(N_("{who} is choosing cards to exchange.")),
    label=_advice(N_("Choose cards to exchange with the deck.")),
    clicks=(at("cancel"),), button=button(N_("Cancel")))


def _attack_refusal(s: State, target: int, card: int, who: str) -> Msg | None:
    if not 0 <= target < s.n or card not in s.cities[target]:
        return msg("Choose a district in a city.")
    if is_complete(s, target):
        return msg("A completed city cannot be attacked.")
    if target == powers.protected_seat(s) and target != NOBODY:
        return msg("The Bishop's districts are protected from the Warlord.") \
            if who == "Warlord" else msg("The Bishop's districts are protected from the Diplomat.")
    if key_of(card) == "keep":
        return msg("The Keep cannot be destroyed.") if who == "Warlord" \
            else msg("The Keep cannot be exchanged.")
    return None


def destroy_refusal(s: State, seat: int, target: int, card: int) -> Msg:
    """Why the Warlord may not destroy this district."""
    reason = _attack_refusal(s, target, card, "Warlord")
    if reason:
        return reason
    return msg("Destroying the {card} costs {cost} gold; you have {gold}.", card=card_msg(card),
               cost=destroy_cost(s, target, card), gold=s.gold[seat])


def _end_power_refusal(s: State) -> Msg | None:
    """Destroying or exchanging asked for during the turn: those come after it."""
    if decision(s) != "turn":
        return None
    if _role(s) in ("warlord", "diplomat"):
        return msg("That power is used at the end of the turn: end your turn first.")
    return msg("Only the Warlord can destroy districts.")


DESTROY = answer(
    "destroy", ("target", "card"), ("warlord",),
    offers=lambda s, seat: list(powers.warlord_targets(s, seat)),
    does=lambda s, seat, target, card: powers.destroy(s, seat, target, card),
    refuses=lambda s, seat, target, card: destroy_refusal(s, seat, target, card)
    if decision(s) == "warlord" else _end_power_refusal(s),
    says=_line(N_("{who} destroyed {whose} {card}."), whose=_whose_first, card=_second_card),
    label=_advice(N_("Destroy {whose} {card}."), whose=_whose_first, card=_second_card),
    clicks=(at("city", "target", "card"),))


def trade_refusal(s: State, seat: int, mine: int, target: int, theirs: int) -> Msg:
    """Why the Diplomat may not make this exchange."""
    if mine not in s.cities[seat]:
        return msg("Choose one of your own districts to give.")
    if target == seat:
        return msg("Exchange with another player's city.")
    reason = _attack_refusal(s, target, theirs, "Diplomat")
    if reason:
        return reason
    if key_of(mine) == "keep":
        return msg("The Keep cannot be exchanged.")
    if not powers.trade_fits(s, seat, mine, target, theirs):
        return msg("Nobody may end up with two identical districts (unless they have the Quarry).")
    return msg("This exchange costs {cost} gold; you have {gold}.",
               cost=powers.trade_cost(s, mine, target, theirs), gold=s.gold[seat])


def _trade_words(s: State, seat: int, viewer: int | None, mine: int, target: int,
                 theirs: int, advice: bool = False) -> Msg:
    params = {"card": card_msg(mine), "whose": _whose(s, target, viewer),
              "theirs": card_msg(theirs)}
    if advice:
        return msg("Exchange your {card} for {whose} {theirs}.", **params)
    return msg("{who} exchanged the {card} for {whose} {theirs}.", who=_who(s, seat, viewer),
               **params)


TRADE = answer(
    "trade", ("mine", "target", "theirs"), ("diplomat",),
    offers=lambda s, seat: list(powers.trades(s, seat)),
    does=lambda s, seat, mine, target, theirs: powers.trade(s, seat, mine, target, theirs),
    refuses=lambda s, seat, *args: trade_refusal(s, seat, *args)
    if decision(s) == "diplomat" else None,
    says=_trade_words,
    label=lambda s, seat, *args: _trade_words(s, seat, seat, *args, advice=True),
    clicks=(at("city", ACTOR, "mine"), at("city", "target", "theirs")))


def _skip_words(s: State, seat: int, who: Text | None) -> Msg:
    if decision(s) == "diplomat":
        return msg("{who} exchanged nothing.", who=who) if who is not None \
            else msg("Exchange nothing.")
    return msg("{who} destroyed nothing.", who=who) if who is not None \
        else msg("Destroy nothing.")


def _skip_button(s: State, seat: int) -> Msg:
    if decision(s) == "warlord":
        return msg("Destroy nothing")
    return msg("Exchange nothing") if decision(s) == "diplomat" else msg("Do nothing")


SKIP = answer(
    "skip", (), ("warlord", "diplomat"), offers=lambda s, seat: [()],
    does=lambda s, seat: powers.skip_end_power(s),
    refuses=lambda s, seat: _end_power_refusal(s),
    says=lambda s, seat, viewer: _skip_words(s, seat, _who(s, seat, viewer)),
    label=lambda s, seat: _skip_words(s, seat, None),
    clicks=(at("skip"),),
    button=button(_skip_button))
GRAVEYARD = answer(
    "graveyard", ("take",), ("graveyard",), offers=lambda s, seat: [YES, NO],
    does=lambda s, seat, take: purple.graveyard_answer(s, seat, bool(take)),
    says=_answered(N_("{who} took the destroyed district."),
                   N_("{who} did not take the destroyed district.")),
    label=_either(N_("Take the destroyed district."), N_("Leave the destroyed district.")),
    clicks=(at("graveyard", "take"),),
    button=button(_either(N_("Graveyard: take it (1 gold)"), N_("Graveyard: let it go")),
                  _either(N_("Graveyard: take (1)"), N_("Graveyard: no"))))


def _wizard_refusal(s: State, seat: int, card: int, build: bool) -> Msg | None:
    if decision(s) != "wizard":
        return None
    if card not in _cards(s):
        return msg("Choose one of the cards you are looking at.")
    if not build:
        return None
    if not s.acted:
        return msg("Take 2 gold or draw cards before building: you may only keep the card now.")
    return msg("Building the {card} costs {cost} gold; you have {gold}.",
               card=card_msg(card), cost=build_cost(s, seat, card), gold=s.gold[seat])


TAKE = answer(
    "take", ("card",), ("wizard",), offers=lambda s, seat: [(c,) for c in _cards(s)],
    does=lambda s, seat, card: powers.wizard_take(s, seat, card, build=False),
    refuses=lambda s, seat, card: _wizard_refusal(s, seat, card, build=False),
    says=_line(N_("{who} took the {card}."), N_("{who} took a card."), card=_card),
    label=_advice(N_("Take the {card}."), card=_card),
    clicks=(at("take", "card"),))
CONJURE = answer(  # building always comes after the action (rulebook FAQ)
    "conjure", ("card",), ("wizard",),
    offers=lambda s, seat: [(c,) for c in _cards(s) if build_cost(s, seat, c) <= s.gold[seat]]
    if s.acted else [],
    does=lambda s, seat, card: powers.wizard_take(s, seat, card, build=True),
    refuses=lambda s, seat, card: _wizard_refusal(s, seat, card, build=True),
    says=_line(N_("{who} built the {card} from another hand."), card=_card),
    label=_advice(N_("Build the {card} from another hand."), card=_card),
    clicks=(at("conjure", "card"),))
PAY_GOLD = answer(
    "pay_gold", (), ("tribute",), offers=lambda s, seat: [()] if s.gold[seat] else [],
    does=lambda s, seat: powers.pay_tribute(s, seat, None),
    refuses=lambda s, seat: msg("You have no gold: pay with a card.")
    if decision(s) == "tribute" else None,
    says=_line(N_("{who} paid the Emperor 1 gold.")),
    label=_advice(N_("Pay the Emperor 1 gold.")),
    clicks=(at("pay_gold"),), button=button(N_("Pay the Emperor 1 gold")))
PAY_CARD = answer(
    "pay_card", ("card",), ("tribute",), offers=lambda s, seat: [(c,) for c in s.hands[seat]],
    does=lambda s, seat, card: powers.pay_tribute(s, seat, card),
    says=_line(N_("{who} paid the Emperor the {card}."), N_("{who} paid the Emperor a card."),
               card=_card),
    label=_advice(N_("Pay the Emperor the {card}."), card=_card),
    clicks=(at("hand", ACTOR, "card"),))
SEARCH = answer(
    "search", ("card",), ("lighthouse",), offers=lambda s, seat: [(c,) for c in _cards(s)],
    does=lambda s, seat, card: purple.lighthouse_take(s, seat, card),
    says=_line(N_("{who} took the {card} from the deck."), N_("{who} took a card from the deck."),
               card=_card),
    label=_advice(N_("Take the {card} from the deck."), card=_card),
    clicks=(at("offer", "card"),))
THANKS = answer(
    "thanks", ("thanked",), ("thanks",), offers=lambda s, seat: [YES, NO],
    does=lambda s, seat, thanked: engine.answer_thanks(s, seat, bool(thanked)),
    says=_answered(N_("{who} said \"Thank you, your Excellency.\""),
                   N_("{who} did not thank the crown holder.")),
    label=_either(N_("Say \"Thank you, your Excellency.\""),
                  N_("Do not thank the crown holder.")),
    clicks=(at("thanks", "thanked"),))
BELL = answer(
    "bell", ("announce",), ("bell",), offers=lambda s, seat: [YES, NO],
    does=lambda s, seat, announce: purple.bell_answer(s, seat, bool(announce)),
    says=_answered(N_("{who} announced the Bell Tower."),
                   N_("{who} did not announce the Bell Tower.")),
    label=_either(N_("Announce the Bell Tower."), N_("Do not announce the Bell Tower.")),
    clicks=(at("bell", "announce"),),
    button=button(_either(N_("Announce the Bell Tower"), N_("Do not announce it")),
                  _either(N_("Announce it"), N_("Do not announce"))))

MOVES: Moves[State] = Moves(
    PICK, DISCARD, GOLD, DRAW, BUILD, INCOME, BEAUTIFY, KILL, ROB, SWAP, MAGIC, BEWITCH, PEEK,
    CROWN, ABBOT, NAVIGATE, QUEEN, LAB, SMITHY, ARMORY, MUSEUM, END, KEEP, MARK, EXCHANGE,
    CANCEL, DESTROY, TRADE, SKIP, GRAVEYARD, TAKE, CONJURE, PAY_GOLD, PAY_CARD, SEARCH, THANKS,
    BELL, to_act=to_act, decision=answering)
POWER_KINDS = frozenset(move.kind for move in (KILL, ROB, SWAP, MAGIC, BEWITCH, PEEK, CROWN,
                                               ABBOT, NAVIGATE, QUEEN, BEAUTIFY))
DISTRICT_KINDS = frozenset(move.kind for move in (LAB, SMITHY, ARMORY, MUSEUM))
