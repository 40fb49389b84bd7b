"""Words the player reads: prompts for the current decision and log lines for actions."""

from __future__ import annotations

from rules.citadels.catalogue import CARD_KIND, KINDS, card_name
from rules.citadels.state import CitadelsState
from rules.core.actions import Action

HIDDEN_ACTIONS = ("pick", "discard", "keep", "lab", "mark")


def _who(s: CitadelsState, seat: int, viewer: int | None) -> str:
    return "You" if seat == viewer else s.names[seat]


def prompt(s: CitadelsState, seat: int | None) -> str:
    if not s.pending:
        return "The game is over."
    kind, actor, cards, num = s.pending[-1]
    mine = actor == seat
    who = "You" if mine else s.names[actor]
    if kind == "pick":
        return f"{who}: choose a character." if mine else f"{who} is choosing a character."
    if kind == "discard":
        return (f"{who}: discard a character face down." if mine
                else f"{who} is discarding a character face down.")
    role = s.role_name(s.calling) if s.calling else ""
    if kind == "keep":
        return f"{who}: choose a card to keep." if mine else f"{who} is choosing a card."
    if kind == "magic":
        return (f"{who}: mark cards to put under the deck, then exchange them." if mine
                else f"{who} (the Magician) is exchanging cards.")
    if kind == "warlord":
        return (f"{who} (the Warlord): destroy a district, or destroy nothing." if mine
                else f"{who} (the Warlord) may destroy a district.")
    if kind == "graveyard":
        name = card_name(cards[0])
        return (f"{who}: pay 1 gold at the Graveyard to take the {name}?" if mine
                else f"{who} may take the {name} with the Graveyard.")
    if not mine:
        return f"{who} is playing the {role}."
    if not s.acted:
        return f"You are the {role}: take 2 gold or draw cards."
    if s.builds_left:
        return f"You are the {role}: build ({s.builds_left} left), use your power, or end."
    return f"You are the {role}: use your power or end your turn."


def describe(s: CitadelsState, action: Action, viewer: int | None) -> str:
    """The log line for `action` by the player to act in `s`, as `viewer` may read it."""
    actor = s.pending[-1][1] if s.pending else -1
    who = _who(s, actor, viewer) if actor >= 0 else "Nobody"
    kind, args = action.kind, action.args
    secret = kind in HIDDEN_ACTIONS and actor != viewer
    if kind == "pick":
        return f"{who} chose a character." if secret else f"{who} chose the {_char(s, args)}."
    if kind == "discard":
        return (f"{who} discarded a character face down." if secret
                else f"{who} discarded the {_char(s, args)} face down.")
    if kind == "gold":
        return f"{who} took gold."
    if kind == "draw":
        return f"{who} drew cards."
    if kind == "keep":
        return f"{who} kept a card." if secret else f"{who} kept the {card_name(args[0])}."
    if kind == "build":
        kind_ = KINDS[CARD_KIND[args[0]]]
        return f"{who} built the {kind_.name} ({kind_.cost})."
    if kind == "income":
        return f"{who} took income."
    if kind == "kill":
        return f"{who} murdered the {_char(s, args)}."
    if kind == "rob":
        return f"{who} will rob the {_char(s, args)}."
    if kind == "swap":
        return f"{who} swapped hands with {_who(s, args[0], viewer)}."
    if kind in ("magic", "mark", "cancel"):
        return f"{who} is choosing cards to exchange."
    if kind == "exchange":
        return f"{who} exchanged cards with the deck."
    if kind == "lab":
        return (f"{who} discarded a card for 1 gold." if secret
                else f"{who} discarded the {card_name(args[0])} for 1 gold.")
    if kind == "smithy":
        return f"{who} paid 2 gold to draw 3 cards."
    if kind == "end":
        return f"{who} ended the turn."
    if kind == "destroy":
        return f"{who} destroyed {_who(s, args[0], viewer)}'s {card_name(args[1])}."
    if kind == "skip":
        return f"{who} destroyed nothing."
    if kind == "graveyard":
        return f"{who} {'took' if args[0] else 'did not take'} the destroyed district."
    return f"{who}: {action}"


def _char(s: CitadelsState, args: tuple[int, ...]) -> str:
    return s.role_name(args[0])
