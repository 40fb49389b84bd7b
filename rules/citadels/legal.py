"""Legal actions for the decision on top of the pending stack, and why others are illegal."""

from __future__ import annotations

from rules.citadels.catalogue import (
    ARCHITECT,
    ASSASSIN,
    CARD_KIND,
    KINDS,
    MAGICIAN,
    THIEF,
    WARLORD,
    card_name,
    character_name,
    key_of,
)
from rules.citadels.engine import destroy_cost, has_district, income_amount, protected_seat
from rules.citadels.state import NOBODY, CitadelsState
from rules.core.actions import Action

MAX_MAGIC_CANCELS = 2
END = Action("end")
GOLD = Action("gold")
DRAW = Action("draw")
INCOME = Action("income")
MAGIC = Action("magic")
SMITHY = Action("smithy")
EXCHANGE = Action("exchange")
CANCEL = Action("cancel")
SKIP = Action("skip")


def to_act(s: CitadelsState) -> tuple[int, ...]:
    return (s.pending[-1][1],) if s.pending else ()


def legal_actions(s: CitadelsState, seat: int) -> list[Action]:
    if not s.pending:
        return []
    kind, actor, cards, _ = s.pending[-1]
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
    if kind == "graveyard":
        return [Action("graveyard", (1,)), Action("graveyard", (0,))]
    return []


def can_build(s: CitadelsState, seat: int, card: int) -> bool:
    kind = KINDS[CARD_KIND[card]]
    if kind.cost > s.gold[seat]:
        return False
    return all(CARD_KIND[c] != kind.index for c in s.cities[seat])


def _turn_actions(s: CitadelsState, seat: int) -> list[Action]:
    rank = s.calling
    actions: list[Action] = []
    if not s.acted:
        actions += [GOLD, DRAW]
    else:
        if s.builds_left > 0:
            actions += [Action("build", (c,)) for c in s.hands[seat] if can_build(s, seat, c)]
    if not s.income_taken and income_amount(s, seat, rank) > 0:
        actions.append(INCOME)
    if not s.power_used:
        if rank == ASSASSIN:
            actions += [Action("kill", (r,)) for r in _namable(s, exclude=(ASSASSIN,))]
        elif rank == THIEF:
            actions += [Action("rob", (r,)) for r in
                        _namable(s, exclude=(ASSASSIN, THIEF, s.murdered))]
        elif rank == MAGICIAN:
            actions += [Action("swap", (other,)) for other in range(s.n) if other != seat]
            if s.hands[seat] and s.magic_cancels < MAX_MAGIC_CANCELS:
                actions.append(MAGIC)
    if not s.lab_used and s.hands[seat] and has_district(s, seat, "laboratory"):
        actions += [Action("lab", (card,)) for card in s.hands[seat]]
    if not s.smithy_used and s.gold[seat] >= 2 and has_district(s, seat, "smithy"):
        actions.append(SMITHY)
    if s.acted:
        actions.append(END)
    return actions


def _namable(s: CitadelsState, exclude: tuple[int, ...]) -> list[int]:
    """Characters that may be named: in the game, not face up, not excluded."""
    return [r for r in s.characters if r not in exclude and r not in s.faceup]


def warlord_targets(s: CitadelsState, seat: int) -> list[tuple[int, int]]:
    protected = protected_seat(s)
    targets = []
    for target in range(s.n):
        if target == protected or len(s.cities[target]) >= s.end_at:
            continue
        for card in s.cities[target]:
            if key_of(card) == "keep":
                continue
            if destroy_cost(s, target, card) <= s.gold[seat]:
                targets.append((target, card))
    return targets


# ----- reasons -----------------------------------------------------------------------------
def explain(s: CitadelsState, seat: int, action: Action) -> str:
    """Why an action is illegal (only asked about illegal actions)."""
    kind, args = action.kind, action.args
    decision = s.pending[-1][0] if s.pending else ""
    expected = {
        "pick": "Choose a character to keep.",
        "discard": "Choose a character to discard face down.",
        "keep": "First choose which drawn card to keep.",
        "magic": "Mark the cards to exchange, then exchange them or cancel.",
        "warlord": "Choose a district to destroy, or destroy nothing.",
        "graveyard": "Answer the Graveyard: take the destroyed district or not.",
    }
    turn_kinds = {"gold", "draw", "build", "income", "kill", "rob", "swap", "magic", "lab",
                  "smithy", "end"}
    if decision == "warlord" and kind == "destroy" and len(args) == 2:
        return explain_destroy(s, seat, args[0], args[1])
    if decision != "turn" and decision in expected and kind in turn_kinds:
        return expected[decision]
    if kind in ("pick", "discard"):
        if decision not in ("pick", "discard"):
            return "The characters have already been chosen this round."
        if kind != decision:
            return expected[decision]
        if args and args[0] in s.faceup:
            return f"The {_char(args[0])} lies face up on the table: nobody can take it."
        return "That character is not among the cards you were handed."
    if decision == "magic" and kind in ("mark", "unmark"):
        if args and args[0] in s.pending[-1][2]:
            return "That card is already marked: use Undo to unmark it."
        return "Mark a card from your hand."
    if decision != "turn":
        return expected.get(decision, "That is not possible now.")
    if kind in ("gold", "draw") and s.acted:
        return "You have already taken gold or cards this turn."
    if kind in ("build", "end") and not s.acted:
        return "First take 2 gold or draw cards."
    if kind == "build":
        return _explain_build(s, seat, args)
    if kind == "income":
        if s.income_taken:
            return "You have already taken your income this turn."
        return f"The {_char(s.calling)} earns no income from your districts."
    if kind in ("kill", "rob", "swap", "magic") and s.power_used:
        return f"The {_char(s.calling)} has already used its power this turn."
    if kind == "kill":
        if s.calling != ASSASSIN:
            return "Only the Assassin can murder."
        return _explain_name(s, args, "murder", (ASSASSIN,))
    if kind == "rob":
        if s.calling != THIEF:
            return "Only the Thief can rob."
        if args and args[0] == s.murdered:
            return "The Thief cannot rob the murdered character."
        return _explain_name(s, args, "rob", (ASSASSIN, THIEF))
    if kind in ("swap", "magic"):
        if s.calling != MAGICIAN:
            return "Only the Magician can exchange cards."
        if kind == "magic":
            if s.magic_cancels >= MAX_MAGIC_CANCELS:
                return "You have cancelled the exchange twice this turn."
            return "You have no cards to exchange."
        return "Choose another player to swap hands with."
    if kind == "lab":
        if not has_district(s, seat, "laboratory"):
            return "You have no Laboratory."
        if s.lab_used:
            return "You have already used the Laboratory this turn."
        return "Choose a card from your hand to discard."
    if kind == "smithy":
        if not has_district(s, seat, "smithy"):
            return "You have no Smithy."
        if s.smithy_used:
            return "You have already used the Smithy this turn."
        return "The Smithy costs 2 gold."
    if kind in ("destroy", "skip"):
        if s.calling == WARLORD:
            return "The Warlord destroys at the end of the turn: end your turn first."
        return "Only the Warlord can destroy districts."
    return "That is not possible now."


def _char(rank: int) -> str:
    try:
        return character_name(rank)
    except KeyError:
        return "unknown character"


def _explain_name(s: CitadelsState, args: tuple[int, ...], verb: str,
                  exclude: tuple[int, ...]) -> str:
    if not args or args[0] not in s.characters:
        return "Name a character of this game."
    if args[0] in exclude:
        return f"You cannot {verb} the {_char(args[0])}."
    if args[0] in s.faceup:
        return f"The {_char(args[0])} lies face up on the table: nobody has it."
    return "That is not possible now."


def _explain_build(s: CitadelsState, seat: int, args: tuple[int, ...]) -> str:
    if s.builds_left <= 0:
        return ("You have already built 3 districts this turn." if s.calling == ARCHITECT
                else "You have already built this turn.")
    if not args or args[0] not in s.hands[seat]:
        return "You can only build a district from your hand."
    card = args[0]
    kind = KINDS[CARD_KIND[card]]
    if any(CARD_KIND[c] == kind.index for c in s.cities[seat]):
        return f"Your city already has a {kind.name}: no two identical districts."
    if kind.cost > s.gold[seat]:
        return f"The {kind.name} costs {kind.cost} gold; you have {s.gold[seat]}."
    return "That is not possible now."


def explain_destroy(s: CitadelsState, seat: int, target: int, card: int) -> str:
    """Reason a Warlord target is refused (used by `explain` for destroy actions)."""
    if not 0 <= target < s.n or card not in s.cities[target]:
        return "Choose a district in a city."
    if len(s.cities[target]) >= s.end_at:
        return "A completed city cannot be attacked."
    if target == protected_seat(s) and target != NOBODY:
        return "The Bishop's districts are protected from the Warlord."
    if key_of(card) == "keep":
        return "The Keep cannot be destroyed."
    cost = destroy_cost(s, target, card)
    return f"Destroying the {card_name(card)} costs {cost} gold; you have {s.gold[seat]}."
