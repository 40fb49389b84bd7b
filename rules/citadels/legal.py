"""Legal actions for the decision on top of the pending stack, and why others are illegal."""

from __future__ import annotations

from rules.citadels import powers
from rules.citadels.board import (
    build_cost,
    destroy_cost,
    has_district,
    income_amount,
    is_complete,
    may_receive,
    purple_keys,
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
from rules.citadels.powers import protected_seat, warlord_targets
from rules.citadels.state import NOBODY, CitadelsState
from rules.citadels.turn import limited_turn
from rules.core.actions import Action
from rules.core.message import N_, Msg, msg

MAX_MAGIC_CANCELS = 2
MAX_BEAUTIFIED = 2
END = Action("end")
GOLD = Action("gold")
DRAW = Action("draw")
INCOME = Action("income")
MAGIC = Action("magic")
SMITHY = Action("smithy")
EXCHANGE = Action("exchange")
CANCEL = Action("cancel")
SKIP = Action("skip")
ABBOT = Action("abbot")
QUEEN = Action("queen")
PAY_GOLD = Action("pay_gold")
YES, NO = (1,), (0,)


def to_act(s: CitadelsState) -> tuple[int, ...]:
    return (s.pending[-1].seat,) if s.pending else ()


def legal_actions(s: CitadelsState, seat: int) -> list[Action]:
    if not s.pending:
        return []
    kind, actor, cards, number, _ = s.pending[-1]
    if actor != seat:
        return []
    if kind in ("pick", "discard"):
        return [Action(kind, (rank,)) for rank in sorted(s.pool)]
    if kind == "turn":
        return _turn_actions(s, seat)
    if kind == "keep":
        return [Action("keep", (card,)) for card in cards]
    if kind == "magic":
        marked = set(cards)  # no unmarking: choices only grow, so bots cannot loop (Undo can)
        actions = [Action("mark", (c,)) for c in s.hands[seat] if c not in marked]
        if cards:
            actions.append(EXCHANGE)
        actions.append(CANCEL)
        return actions
    if kind == "warlord":
        return [Action("destroy", target) for target in warlord_targets(s, seat)] + [SKIP]
    if kind == "diplomat":
        return [Action("trade", t) for t in powers.trades(s, seat)] + [SKIP]
    if kind == "graveyard":
        return [Action("graveyard", YES), Action("graveyard", NO)]
    if kind == "wizard":
        actions = [Action("take", (c,)) for c in cards]
        if not s.acted:  # building always comes after the action (rulebook FAQ)
            return actions
        return actions + [Action("conjure", (c,)) for c in cards
                          if build_cost(s, seat, c) <= s.gold[seat]]
    if kind == "tribute":
        return ([PAY_GOLD] if s.gold[seat] else []) + [
            Action("pay_card", (c,)) for c in s.hands[seat]]
    if kind == "lighthouse":
        return [Action("search", (c,)) for c in cards]
    if kind in ("thanks", "bell"):
        return [Action(kind, YES), Action(kind, NO)]
    return []


def _builds(s: CitadelsState, seat: int) -> list[Action]:
    city = s.cities[seat]
    here = {CARD_KIND[c] for c in city}
    gold = s.gold[seat]
    return [Action("build", (c,)) for c in s.hands[seat]
            if (CARD_KIND[c] not in here or may_receive(s, city, c))
            and build_cost(s, seat, c) <= gold]


def _turn_actions(s: CitadelsState, seat: int) -> list[Action]:
    if not s.acted:
        actions = [GOLD, DRAW]
        if limited_turn(s):
            return actions
    else:
        actions = []
        if s.builds_left > 0:
            actions += _builds(s, seat)
    if not s.income_taken and income_amount(s, seat, s.calling) > 0:
        actions.append(INCOME)
    actions += _power_actions(s, seat)
    actions += _district_actions(s, seat)
    if s.acted and not _must_give_crown(s, seat):
        actions.append(END)
    return actions


def _power_actions(s: CitadelsState, seat: int) -> list[Action]:
    role = s.cast[s.calling]
    actions: list[Action] = []
    if role == "artist" and s.beautified < MAX_BEAUTIFIED and s.gold[seat] >= 1:
        actions += [Action("beautify", (c,)) for c in s.cities[seat] if c not in s.adorned]
    if s.power_used:
        return actions
    if role == "assassin":
        actions += [Action("kill", (r,)) for r in _namable(s, exclude=(ASSASSIN,))]
    elif role == "thief":
        actions += [Action("rob", (r,)) for r in
                    _namable(s, exclude=(1, THIEF, s.murdered, s.bewitched))]
    elif role == "magician":
        actions += [Action("swap", (other,)) for other in range(s.n) if other != seat]
        if s.hands[seat] and s.magic_cancels < MAX_MAGIC_CANCELS:
            actions.append(MAGIC)
    elif role == "witch":
        if s.acted and not s.witch_turn and not s.built_count:
            actions += [Action("bewitch", (r,)) for r in _namable(s, exclude=(1,))]
    elif role == "wizard":
        actions += [Action("peek", (other,)) for other in range(s.n)
                    if other != seat and s.hands[other]]
    elif role == "emperor":
        actions += [Action("crown", (other,)) for other in powers.crown_receivers(s, seat)]
    elif role == "abbot":
        if powers.abbot_payer(s, seat) != NOBODY:
            actions.append(ABBOT)
    elif role == "navigator":
        if s.acted and (s.options.navigator == "official" or not s.built_count):
            actions += [Action("navigate", NO), Action("navigate", YES)]
    elif role == "queen":
        if powers.queen_due(s, seat):
            actions.append(QUEEN)
    return actions


def _district_actions(s: CitadelsState, seat: int) -> list[Action]:
    actions: list[Action] = []
    keys = purple_keys(s, seat)
    if not keys:
        return actions
    if not s.lab_used and s.hands[seat] and "laboratory" in keys:
        actions += [Action("lab", (card,)) for card in s.hands[seat]]
    if not s.smithy_used and s.gold[seat] >= 2 and "smithy" in keys:
        actions.append(SMITHY)
    if "armory" in keys:
        actions += [Action("armory", (target, card)) for target in range(s.n) if target != seat
                    for card in s.cities[target]]
    if not s.museum_used and s.hands[seat] and "museum" in keys:
        actions += [Action("museum", (card,)) for card in s.hands[seat]]
    return actions


def _must_give_crown(s: CitadelsState, seat: int) -> bool:
    return s.plays(s.calling, "emperor") and not s.power_used \
        and bool(powers.crown_receivers(s, seat))


def _namable(s: CitadelsState, exclude: tuple[int, ...]) -> list[int]:
    """Characters that may be named: in the game, not face up, not excluded."""
    return [r for r in s.characters if r not in exclude and r not in s.faceup]


# ----- reasons -----------------------------------------------------------------------------
NOT_NOW = msg("That is not possible now.")
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
TURN_KINDS = {"gold", "draw", "build", "income", "kill", "rob", "swap", "magic", "lab",
              "smithy", "end", "bewitch", "peek", "crown", "abbot", "navigate", "beautify",
              "queen", "armory", "museum"}
POWER_OF = {"kill": "assassin", "rob": "thief", "swap": "magician", "magic": "magician",
            "bewitch": "witch", "peek": "wizard", "crown": "emperor", "abbot": "abbot",
            "navigate": "navigator", "beautify": "artist", "queen": "queen"}


def explain(s: CitadelsState, seat: int, action: Action) -> Msg:
    """Why an action is illegal (only asked about illegal actions)."""
    kind, args = action.kind, action.args
    decision = s.pending[-1].kind if s.pending else ""
    if decision == "warlord" and kind == "destroy" and len(args) == 2:
        return explain_destroy(s, seat, args[0], args[1])
    if decision == "diplomat" and kind == "trade" and len(args) == 3:
        return explain_trade(s, seat, *args)
    if decision != "turn" and decision in EXPECTED and kind in TURN_KINDS:
        return EXPECTED[decision]
    if kind in ("pick", "discard"):
        if decision not in ("pick", "discard"):
            return msg("The characters have already been chosen this round.")
        if kind != decision:
            return EXPECTED[decision]
        if args and args[0] in s.faceup:
            return msg("The {character} lies face up on the table: nobody can take it.",
                       character=s.role_msg(args[0]))
        return msg("That character is not among the cards you were handed.")
    if decision == "magic" and kind in ("mark", "unmark"):
        if args and args[0] in s.pending[-1].cards:
            return msg("That card is already marked: use Undo to unmark it.")
        return msg("Mark a card from your hand.")
    if decision == "wizard" and kind in ("conjure", "take") and (
            len(args) != 1 or args[0] not in s.pending[-1][2]):
        return msg("Choose one of the cards you are looking at.")
    if decision == "wizard" and kind == "conjure" and args:
        if not s.acted:
            return msg("Take 2 gold or draw cards before building: you may only keep the card now.")
        return msg("Building the {card} costs {cost} gold; you have {gold}.",
                   card=card_msg(args[0]), cost=build_cost(s, seat, args[0]), gold=s.gold[seat])
    if decision == "tribute" and kind == "pay_gold":
        return msg("You have no gold: pay with a card.")
    if decision != "turn":
        return EXPECTED.get(decision, NOT_NOW)
    if limited_turn(s) and kind not in ("gold", "draw"):
        return (msg("A bewitched player only takes gold or cards; the Witch plays the rest.")
                if s.calling == s.bewitched else
                msg("Murdered, the Hospital lets you only take gold or cards."))
    if kind in ("gold", "draw") and s.acted:
        return msg("You have already taken gold or cards this turn.")
    if kind in ("build", "end") and not s.acted:
        return msg("First take 2 gold or draw cards.")
    if kind == "end" and _must_give_crown(s, seat):
        return msg("The Emperor must give the crown to another player before ending the turn.")
    if kind == "build":
        return _explain_build(s, seat, args)
    if kind == "income":
        if s.income_taken:
            return msg("You have already taken your income this turn.")
        return msg("The {character} earns no income from your districts.",
                   character=s.role_msg(s.calling))
    if kind in POWER_OF:
        return _explain_power(s, seat, kind, args)
    if kind in ("lab", "smithy", "armory", "museum"):
        return _explain_district(s, seat, kind)
    if kind in ("destroy", "skip"):
        if s.cast[s.calling] in ("warlord", "diplomat"):
            return msg("That power is used at the end of the turn: end your turn first.")
        return msg("Only the Warlord can destroy districts.")
    return NOT_NOW


def _explain_power(s: CitadelsState, seat: int, kind: str, args: tuple[int, ...]) -> Msg:
    role = s.cast[s.calling]
    owner = POWER_OF[kind]
    if role != owner:
        return msg("Only the {character} can do that.",
                   character=character_msg(CHARACTERS[owner].name))
    if kind == "beautify":
        if s.beautified >= MAX_BEAUTIFIED:
            return msg("The Artist beautifies at most 2 districts a turn.")
        if s.gold[seat] < 1:
            return msg("Beautifying costs 1 gold.")
        return msg("Choose a district of your city that holds no gold yet.")
    if s.power_used:
        return msg("The {character} has already used its power this turn.",
                   character=s.role_msg(s.calling))
    if kind == "kill":
        return _explain_name(s, args, "kill", (ASSASSIN,))
    if kind == "rob":
        if args and args[0] == s.murdered:
            return msg("The Thief cannot rob the murdered character.")
        if args and args[0] == s.bewitched and s.bewitched:
            return msg("The Thief cannot rob the bewitched character.")
        return _explain_name(s, args, "rob", (1, THIEF))
    if kind == "magic":
        if s.magic_cancels >= MAX_MAGIC_CANCELS:
            return msg("You have cancelled the exchange twice this turn.")
        return msg("You have no cards to exchange.")
    if kind == "swap":
        return msg("Choose another player to swap hands with.")
    if kind == "bewitch":
        if not s.acted:
            return msg("First take 2 gold or draw cards, then bewitch.")
        if s.built_count:
            return msg("You have built: you can no longer bewitch this turn.")
        return _explain_name(s, args, "bewitch", (1,))
    if kind == "peek":
        return msg("Choose another player who holds cards.")
    if kind == "crown":
        if args and args[0] == seat:
            return msg("Give the crown to another player.")
        return msg("That player already holds the crown (option: not to the holder).")
    if kind == "abbot":
        return msg("Nobody pays: you are the richest, or several players tie for richest.")
    if kind == "navigate":
        if not s.acted:
            return msg("First take 2 gold or draw cards.")
        return msg("You have built this turn: the Navigator's power is no longer available.")
    if kind == "queen":
        return msg("The Queen is paid only next to the King's (or the Emperor's) player.")
    return NOT_NOW


def _explain_district(s: CitadelsState, seat: int, kind: str) -> Msg:
    name = {"lab": "Laboratory", "smithy": "Smithy", "armory": "Armory",
            "museum": "Museum"}[kind]
    key = {"lab": "laboratory"}.get(kind, kind)
    if not has_district(s, seat, key):
        return msg("You have no {card}.", card=district_msg(name))
    if kind == "lab":
        return (msg("You have already used the Laboratory this turn.") if s.lab_used
                else msg("Choose a card from your hand to discard."))
    if kind == "smithy":
        return (msg("You have already used the Smithy this turn.") if s.smithy_used
                else msg("The Smithy costs 2 gold."))
    if kind == "museum":
        return (msg("You have already used the Museum this turn.") if s.museum_used
                else msg("Choose a card from your hand to put under the Museum."))
    return msg("The Armory destroys a district in another player's city.")


CANNOT = {"kill": N_("You cannot murder the {character}."),
          "rob": N_("You cannot rob the {character}."),
          "bewitch": N_("You cannot bewitch the {character}.")}


def _explain_name(s: CitadelsState, args: tuple[int, ...], kind: str,
                  exclude: tuple[int, ...]) -> Msg:
    if not args or args[0] not in s.characters:
        return msg("Name a character of this game.")
    if args[0] in exclude:
        return msg(CANNOT[kind], character=s.role_msg(args[0]))
    if args[0] in s.faceup:
        return msg("The {character} lies face up on the table: nobody has it.",
                   character=s.role_msg(args[0]))
    return NOT_NOW


def _explain_build(s: CitadelsState, seat: int, args: tuple[int, ...]) -> Msg:
    if s.builds_left <= 0:
        if s.cast[s.calling] == "navigator":
            return msg("The Navigator cannot build this turn.")
        return (msg("You have already built 3 districts this turn.") if s.calling == ARCHITECT
                else msg("You have already built this turn."))
    if not args or args[0] not in s.hands[seat]:
        return msg("You can only build a district from your hand.")
    card = args[0]
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


def _explain_attack(s: CitadelsState, target: int, card: int, who: str) -> Msg | None:
    if not 0 <= target < s.n or card not in s.cities[target]:
        return msg("Choose a district in a city.")
    if is_complete(s, target):
        return msg("A completed city cannot be attacked.")
    if target == protected_seat(s) and target != NOBODY:
        return msg("The Bishop's districts are protected from the Warlord.") \
            if who == "Warlord" else msg("The Bishop's districts are protected from the Diplomat.")
    if key_of(card) == "keep":
        return msg("The Keep cannot be destroyed.") if who == "Warlord" \
            else msg("The Keep cannot be exchanged.")
    return None


def explain_destroy(s: CitadelsState, seat: int, target: int, card: int) -> Msg:
    """Reason a Warlord target is refused (used by `explain` for destroy actions)."""
    reason = _explain_attack(s, target, card, "Warlord")
    if reason:
        return reason
    cost = destroy_cost(s, target, card)
    return msg("Destroying the {card} costs {cost} gold; you have {gold}.", card=card_msg(card),
               cost=cost, gold=s.gold[seat])


def explain_trade(s: CitadelsState, seat: int, mine: int, target: int, theirs: int) -> Msg:
    if mine not in s.cities[seat]:
        return msg("Choose one of your own districts to give.")
    if target == seat:
        return msg("Exchange with another player's city.")
    reason = _explain_attack(s, target, theirs, "Diplomat")
    if reason:
        return reason
    if key_of(mine) == "keep":
        return msg("The Keep cannot be exchanged.")
    if not powers.trade_fits(s, seat, mine, target, theirs):
        return msg("Nobody may end up with two identical districts (unless they have the Quarry).")
    cost = powers.trade_cost(s, mine, target, theirs)
    return msg("This exchange costs {cost} gold; you have {gold}.", cost=cost, gold=s.gold[seat])
