"""Words the player reads: prompts for the current decision and log lines for actions."""

from __future__ import annotations

from rules.citadels import legal, powers
from rules.citadels.catalogue import CARD_KIND, KINDS, card_name
from rules.citadels.state import CitadelsState
from rules.core.actions import Action

HIDDEN_ACTIONS = ("pick", "discard", "keep", "lab", "mark", "take", "museum", "search",
                  "pay_card")
POWER_KINDS = {"kill", "rob", "swap", "magic", "bewitch", "peek", "crown", "abbot", "navigate",
               "queen", "beautify"}
DISTRICT_KINDS = {"lab", "smithy", "armory", "museum"}
# Prompts for the decisions that interrupt a turn: (to the player, to the others).
DECISION_PROMPTS = {
    "wizard": ("Take one of these cards: keep it, or build it now by paying its cost.",
               "{who} (the Wizard) is choosing a card from {owner}'s hand."),
    "tribute": ("You receive the crown: pay the Emperor 1 gold or 1 card.",
                "{who} is paying the Emperor for the crown."),
    "thanks": ("Thank the crown holder (Ball Room), or lose your turn!",
               "{who} must thank the crown holder."),
    "lighthouse": ("Lighthouse: choose one card from the deck to take.",
                   "{who} is searching the deck (Lighthouse)."),
    "bell": ("Bell Tower: announce that the game ends one district earlier?",
             "{who} may announce the Bell Tower."),
    "diplomat": ("Diplomat: exchange one of your districts with another city, or nothing.",
                 "{who} (the Diplomat) may exchange districts."),
}


def _who(s: CitadelsState, seat: int, viewer: int | None) -> str:
    return "You" if seat == viewer else s.names[seat]


def _seat_name(s: CitadelsState, seat: int) -> str:
    return s.names[seat] if 0 <= seat < s.n else "another player"


def prompt(s: CitadelsState, seat: int | None) -> str:
    if not s.pending:
        return "The game is over."
    kind, actor, cards, num, _ = s.pending[-1]
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
    if kind in DECISION_PROMPTS:
        mine_text, other_text = DECISION_PROMPTS[kind]
        return mine_text if mine else other_text.format(who=who, owner=_seat_name(s, num))
    if not mine:
        if s.witch_turn:
            return f"{who} (the Witch) is playing the {role}'s turn."
        return f"{who} is playing the {role}."
    if s.witch_turn:
        role = f"Witch playing the {role}"
    if not s.acted:
        if s.calling == s.bewitched or s.calling == s.murdered:
            return f"You are the {role}: take 2 gold or draw cards; then your turn ends."
        return f"You are the {role}: take 2 gold or draw cards."
    if s.plays(s.calling, "emperor") and not s.power_used:
        return f"You are the {role}: give the crown to another player before you end."
    return f"You are the {role}: {_turn_choices(s, actor)}."


def _turn_choices(s: CitadelsState, seat: int) -> str:
    """What the player may do now in the turn, named only when legal_actions offer it; the
    Warlord's destroy and the Diplomat's exchange come after ending the turn, and say so."""
    kinds = {action.kind for action in legal.legal_actions(s, seat)}
    parts = [words for kind, words in (
        ("build", f"build ({s.builds_left} left)"), ("income", "take income"),
        ("power", "use your power"), ("district", "use a district"), ("end", "end your turn"))
        if kind in kinds or (kind == "power" and kinds & POWER_KINDS)
        or (kind == "district" and kinds & DISTRICT_KINDS)]
    if not parts:
        return "wait"
    words = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " or " + parts[-1]
    if "end" in kinds and not s.power_used:
        role = s.cast[s.calling]
        if role == "warlord":
            words += "; after ending, you may destroy a district"
        elif role == "diplomat" and powers.trades(s, seat):
            words += "; after ending, you may exchange a district"
    return words


def describe(s: CitadelsState, action: Action, viewer: int | None) -> str:
    """The log line for `action` by the player to act in `s`, as `viewer` may read it."""
    actor = s.pending[-1].seat if s.pending else -1
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
        if s.pending and s.pending[-1].kind == "diplomat":
            return f"{who} exchanged nothing."
        return f"{who} destroyed nothing."
    if kind == "graveyard":
        return f"{who} {'took' if args[0] else 'did not take'} the destroyed district."
    return _describe_dark_city(s, who, kind, args, secret, viewer) or f"{who}: {action}"


def _describe_dark_city(s: CitadelsState, who: str, kind: str, args: tuple[int, ...],
                        secret: bool, viewer: int | None) -> str | None:
    if kind == "bewitch":
        return f"{who} bewitched the {_char(s, args)}."
    if kind == "peek":
        return f"{who} looked at {_who(s, args[0], viewer)}'s hand."
    if kind == "take":
        return f"{who} took a card." if secret else f"{who} took the {card_name(args[0])}."
    if kind == "conjure":
        return f"{who} built the {card_name(args[0])} from another hand."
    if kind == "crown":
        return f"{who} gave the crown to {_who(s, args[0], viewer)}."
    if kind == "pay_gold":
        return f"{who} paid the Emperor 1 gold."
    if kind == "pay_card":
        return (f"{who} paid the Emperor a card." if secret
                else f"{who} paid the Emperor the {card_name(args[0])}.")
    if kind == "abbot":
        return f"{who} took 1 gold from the richest player."
    if kind == "navigate":
        return f"{who} took 4 more {'cards' if args[0] else 'gold'}."
    if kind == "trade":
        mine, target, theirs = args
        return (f"{who} exchanged the {card_name(mine)} for {_who(s, target, viewer)}'s "
                f"{card_name(theirs)}.")
    if kind == "beautify":
        return f"{who} beautified the {card_name(args[0])}."
    if kind == "queen":
        return f"{who} took 3 gold as the Queen."
    if kind == "thanks":
        return f"{who} said \"Thank you, your Excellency.\"" if args[0] \
            else f"{who} did not thank the crown holder."
    if kind == "armory":
        return f"{who} destroyed the Armory and {_who(s, args[0], viewer)}'s " \
               f"{card_name(args[1])}."
    if kind == "museum":
        return f"{who} put a card under the Museum." if secret \
            else f"{who} put the {card_name(args[0])} under the Museum."
    if kind == "search":
        return f"{who} took a card from the deck." if secret \
            else f"{who} took the {card_name(args[0])} from the deck."
    if kind == "bell":
        return f"{who} {'announced' if args[0] else 'did not announce'} the Bell Tower."
    return None


def _char(s: CitadelsState, args: tuple[int, ...]) -> str:
    return s.role_name(args[0])
