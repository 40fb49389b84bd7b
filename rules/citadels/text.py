"""Words the player reads: prompts for the current decision and log lines for actions."""

from __future__ import annotations

from rules.citadels import legal, powers
from rules.citadels.catalogue import CARD_KIND, KINDS, card_msg, district_msg
from rules.citadels.state import CitadelsState
from rules.core.actions import Action
from rules.core.message import N_, Msg, Text, join, msg

HIDDEN_ACTIONS = ("pick", "discard", "keep", "lab", "mark", "take", "museum", "search",
                  "pay_card")
POWER_KINDS = {"kill", "rob", "swap", "magic", "bewitch", "peek", "crown", "abbot", "navigate",
               "queen", "beautify"}
DISTRICT_KINDS = {"lab", "smithy", "armory", "museum"}
# Powers used by a click on the table, and where to click: the turn's first prompt says so
# (first match); later in the turn it says "use your power".
POWER_CLICKS = (
    ("kill", N_("click a character to murder")),
    ("rob", N_("click a character to rob")),
    ("bewitch", N_("click a character to bewitch")),
    ("swap", N_("click a player to swap hands, or exchange cards with the deck")),
    ("peek", N_("click a player to look at their hand")),
    ("crown", N_("click a player to give the crown")),
)
# Prompts for the decisions that interrupt a turn: (to the player, to the others).
DECISION_PROMPTS = {
    "wizard": (N_("Take one of these cards: keep it, or build it now by paying its cost."),
               N_("{who} (the Wizard) is choosing a card from {owner}'s hand.")),
    "tribute": (N_("You receive the crown: pay the Emperor 1 gold or 1 card."),
                N_("{who} is paying the Emperor for the crown.")),
    "thanks": (N_("Thank the crown holder (Ball Room), or lose your turn!"),
               N_("{who} must thank the crown holder.")),
    "lighthouse": (N_("Lighthouse: choose one card from the deck to take."),
                   N_("{who} is searching the deck (Lighthouse).")),
    "bell": (N_("Bell Tower: announce that the game ends one district earlier?"),
             N_("{who} may announce the Bell Tower.")),
    "diplomat": (N_("Diplomat: exchange one of your districts with another city, or nothing."),
                 N_("{who} (the Diplomat) may exchange districts.")),
}
YOU = msg("You")
# The log lines of saves made before a possessive said "your" (they read "You's"): still in
# the catalogue, so such a save's log is read in the chosen language.
OLDER_LINES = (N_("{who} destroyed {other}'s {card}."), N_("{who} looked at {other}'s hand."),
               N_("{who} exchanged the {card} for {other}'s {theirs}."),
               N_("{who} destroyed the Armory and {other}'s {card}."))


def _who(s: CitadelsState, seat: int, viewer: int | None) -> Text:
    return YOU if seat == viewer else s.names[seat]


def _whose(s: CitadelsState, seat: int, viewer: int | None) -> Msg:
    """A player's, as `viewer` reads it: "your" for the viewer's own, else "Anna's"."""
    return msg("your") if seat == viewer else msg("{name}'s", name=s.names[seat])


def _seat_name(s: CitadelsState, seat: int) -> Text:
    return s.names[seat] if 0 <= seat < s.n else msg("another player")


def prompt(s: CitadelsState, seat: int | None) -> Msg:
    if not s.pending:
        return msg("The game is over.")
    kind, actor, cards, num, _ = s.pending[-1]
    mine = actor == seat
    who = s.names[actor]
    if kind in DECISION_PROMPTS:
        mine_text, other_text = DECISION_PROMPTS[kind]
        return msg(mine_text) if mine else msg(other_text, who=who, owner=_seat_name(s, num))
    if kind in ("pick", "discard", "keep", "magic", "warlord"):
        return _decision_prompt(kind, mine, who)
    if kind == "graveyard":
        card = card_msg(cards[0])
        return (msg("You: pay 1 gold at the Graveyard to take the {card}?", card=card) if mine
                else msg("{who} may take the {card} with the Graveyard.", who=who, card=card))
    return _turn_prompt(s, actor, mine, who)


def _decision_prompt(kind: str, mine: bool, who: str) -> Msg:
    if kind == "pick":
        return msg("You: choose a character.") if mine \
            else msg("{who} is choosing a character.", who=who)
    if kind == "discard":
        return msg("You: discard a character face down.") if mine \
            else msg("{who} is discarding a character face down.", who=who)
    if kind == "keep":
        return msg("You: choose a card to keep.") if mine \
            else msg("{who} is choosing a card.", who=who)
    if kind == "magic":
        return msg("You: mark cards to put under the deck, then exchange them.") if mine \
            else msg("{who} (the Magician) is exchanging cards.", who=who)
    return msg("You (the Warlord): destroy a district, or destroy nothing.") if mine \
        else msg("{who} (the Warlord) may destroy a district.", who=who)


def _turn_prompt(s: CitadelsState, actor: int, mine: bool, who: str) -> Msg:
    role: Text = s.role_msg(s.calling) if s.calling else ""
    if not mine:
        if s.witch_turn:
            return msg("{who} (the Witch) is playing the {character}'s turn.", who=who,
                       character=role)
        return msg("{who} is playing the {character}.", who=who, character=role)
    if s.witch_turn:
        role = msg("Witch playing the {character}", character=role)
    if not s.acted:
        if s.calling == s.bewitched or s.calling == s.murdered:
            return msg("You are the {character}: take 2 gold or draw cards; then your turn "
                       "ends.", character=role)
        power = _power_words(s, actor)
        if power is not None:
            return msg("You are the {character}: take 2 gold or draw cards; {power}.",
                       character=role, power=power)
        return msg("You are the {character}: take 2 gold or draw cards.", character=role)
    if s.plays(s.calling, "emperor") and not s.power_used:
        return msg("You are the {character}: give the crown to another player before you end.",
                   character=role)
    return msg("You are the {character}: {choices}.", character=role,
               choices=_turn_choices(s, actor))


def _power_words(s: CitadelsState, seat: int) -> Msg | None:
    """How to use the power offered now, where a click on the table uses it."""
    kinds = {action.kind for action in legal.legal_actions(s, seat)}
    return next((msg(words) for kind, words in POWER_CLICKS if kind in kinds), None)


def _turn_choices(s: CitadelsState, seat: int) -> Msg:
    """What the player may do now in the turn, named only when legal_actions offer it; the
    Warlord's destroy and the Diplomat's exchange come after ending the turn, and say so."""
    kinds = {action.kind for action in legal.legal_actions(s, seat)}
    parts = [words for kind, words in (
        ("build", msg("build ({n} left)", n=s.builds_left)), ("income", msg("take income")),
        ("power", msg("use your power")), ("district", msg("use a district")),
        ("end", msg("end your turn")))
        if kind in kinds or (kind == "power" and kinds & POWER_KINDS)
        or (kind == "district" and kinds & DISTRICT_KINDS)]
    if not parts:
        return msg("wait")
    words = parts[0] if len(parts) == 1 else msg("{choices} or {last}",
                                                 choices=join(parts[:-1]), last=parts[-1])
    if "end" in kinds and not s.power_used:
        role = s.cast[s.calling]
        if role == "warlord":
            return msg("{choices}; after ending, you may destroy a district", choices=words)
        if role == "diplomat" and powers.trades(s, seat):
            return msg("{choices}; after ending, you may exchange a district", choices=words)
    return words


def describe(s: CitadelsState, action: Action, viewer: int | None) -> Msg:
    """The log line for `action` by the player to act in `s`, as `viewer` may read it."""
    actor = s.pending[-1].seat if s.pending else -1
    who = _who(s, actor, viewer) if actor >= 0 else msg("Nobody")
    kind, args = action.kind, action.args
    secret = kind in HIDDEN_ACTIONS and actor != viewer
    return _describe_classic(s, who, kind, args, secret, viewer) \
        or _describe_dark_city(s, who, kind, args, secret, viewer) \
        or msg("{who}: {action}", who=who, action=str(action))


def _describe_classic(s: CitadelsState, who: Text, kind: str, args: tuple[int, ...],
                      secret: bool, viewer: int | None) -> Msg | None:
    if kind == "pick":
        return msg("{who} chose a character.", who=who) if secret \
            else msg("{who} chose the {character}.", who=who, character=_char(s, args))
    if kind == "discard":
        return msg("{who} discarded a character face down.", who=who) if secret \
            else msg("{who} discarded the {character} face down.", who=who,
                     character=_char(s, args))
    if kind == "keep":
        return msg("{who} kept a card.", who=who) if secret \
            else msg("{who} kept the {card}.", who=who, card=card_msg(args[0]))
    if kind == "build":
        kind_ = KINDS[CARD_KIND[args[0]]]
        return msg("{who} built the {card} ({cost}).", who=who, card=district_msg(kind_.name),
                   cost=kind_.cost)
    if kind in ("kill", "rob"):
        return msg("{who} murdered the {character}.", who=who, character=_char(s, args)) \
            if kind == "kill" else \
            msg("{who} will rob the {character}.", who=who, character=_char(s, args))
    if kind == "swap":
        return msg("{who} swapped hands with {other}.", who=who,
                   other=_who(s, args[0], viewer))
    if kind == "lab":
        return msg("{who} discarded a card for 1 gold.", who=who) if secret \
            else msg("{who} discarded the {card} for 1 gold.", who=who, card=card_msg(args[0]))
    if kind == "destroy":
        return msg("{who} destroyed {whose} {card}.", who=who,
                   whose=_whose(s, args[0], viewer), card=card_msg(args[1]))
    if kind == "skip":
        if s.pending and s.pending[-1].kind == "diplomat":
            return msg("{who} exchanged nothing.", who=who)
        return msg("{who} destroyed nothing.", who=who)
    if kind == "graveyard":
        return msg("{who} took the destroyed district.", who=who) if args[0] \
            else msg("{who} did not take the destroyed district.", who=who)
    return _plain_line(kind, who)


def _plain_line(kind: str, who: Text) -> Msg | None:
    """The lines that only name who acted."""
    pattern = {
        "gold": N_("{who} took gold."), "draw": N_("{who} drew cards."),
        "income": N_("{who} took income."), "magic": N_("{who} is choosing cards to exchange."),
        "mark": N_("{who} is choosing cards to exchange."),
        "cancel": N_("{who} is choosing cards to exchange."),
        "exchange": N_("{who} exchanged cards with the deck."),
        "smithy": N_("{who} paid 2 gold to draw 3 cards."), "end": N_("{who} ended the turn."),
        "pay_gold": N_("{who} paid the Emperor 1 gold."),
        "abbot": N_("{who} took 1 gold from the richest player."),
        "queen": N_("{who} took 3 gold as the Queen."),
    }.get(kind)
    return msg(pattern, who=who) if pattern else None


def _describe_dark_city(s: CitadelsState, who: Text, kind: str, args: tuple[int, ...],
                        secret: bool, viewer: int | None) -> Msg | None:
    if kind == "bewitch":
        return msg("{who} bewitched the {character}.", who=who, character=_char(s, args))
    if kind == "peek":
        return msg("{who} looked at {whose} hand.", who=who, whose=_whose(s, args[0], viewer))
    if kind == "take":
        return msg("{who} took a card.", who=who) if secret \
            else msg("{who} took the {card}.", who=who, card=card_msg(args[0]))
    if kind == "conjure":
        return msg("{who} built the {card} from another hand.", who=who,
                   card=card_msg(args[0]))
    if kind == "crown":
        return msg("{who} gave the crown to {other}.", who=who, other=_who(s, args[0], viewer))
    if kind == "pay_card":
        return msg("{who} paid the Emperor a card.", who=who) if secret \
            else msg("{who} paid the Emperor the {card}.", who=who, card=card_msg(args[0]))
    if kind == "navigate":
        return msg("{who} took 4 more cards.", who=who) if args[0] \
            else msg("{who} took 4 more gold.", who=who)
    if kind == "trade":
        mine, target, theirs = args
        return msg("{who} exchanged the {card} for {whose} {theirs}.", who=who,
                   card=card_msg(mine), whose=_whose(s, target, viewer), theirs=card_msg(theirs))
    if kind == "beautify":
        return msg("{who} beautified the {card}.", who=who, card=card_msg(args[0]))
    return _describe_dark_districts(s, who, kind, args, secret, viewer)


def _describe_dark_districts(s: CitadelsState, who: Text, kind: str, args: tuple[int, ...],
                             secret: bool, viewer: int | None) -> Msg | None:
    if kind == "thanks":
        return msg("{who} said \"Thank you, your Excellency.\"", who=who) if args[0] \
            else msg("{who} did not thank the crown holder.", who=who)
    if kind == "armory":
        return msg("{who} destroyed the Armory and {whose} {card}.", who=who,
                   whose=_whose(s, args[0], viewer), card=card_msg(args[1]))
    if kind == "museum":
        return msg("{who} put a card under the Museum.", who=who) if secret \
            else msg("{who} put the {card} under the Museum.", who=who, card=card_msg(args[0]))
    if kind == "search":
        return msg("{who} took a card from the deck.", who=who) if secret \
            else msg("{who} took the {card} from the deck.", who=who, card=card_msg(args[0]))
    if kind == "bell":
        return msg("{who} announced the Bell Tower.", who=who) if args[0] \
            else msg("{who} did not announce the Bell Tower.", who=who)
    return None


def _char(s: CitadelsState, args: tuple[int, ...]) -> Msg:
    return s.role_msg(args[0])
