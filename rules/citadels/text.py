"""Words the player reads: prompts for the current decision and log lines for actions."""

from __future__ import annotations

from rules.citadels.catalogue import card_msg
from rules.citadels.moves import (
    BUILD,
    DISTRICT_KINDS,
    END,
    INCOME,
    MOVES,
    POWER_KINDS,
    end_power,
)
from rules.citadels.state import CitadelsState
from rules.core.message import N_, Msg, Text, join, msg

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
# The log lines of saves made before a possessive said "your" (they read "You's"): still in
# the catalogue, so such a save's log is read in the chosen language.
OLDER_LINES = (N_("{who} destroyed {other}'s {card}."), N_("{who} looked at {other}'s hand."),
               N_("{who} exchanged the {card} for {other}'s {theirs}."),
               N_("{who} destroyed the Armory and {other}'s {card}."))


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


def _power_words(s: CitadelsState, seat: int) -> Text | None:
    """How to use the power offered now, where a click on the table uses it: its move's
    `how` (the turn's first prompt says so; later in the turn, "use your power")."""
    return next((how for action in MOVES.legal_actions(s, seat) if action.kind in POWER_KINDS
                 and (how := MOVES.by_kind[action.kind].how) is not None), None)


def _turn_choices(s: CitadelsState, seat: int) -> Msg:
    """What the player may do now in the turn, named only when legal_actions offer it; the
    Warlord's destroy and the Diplomat's exchange come after ending the turn, and say so."""
    kinds = {action.kind for action in MOVES.legal_actions(s, seat)}
    parts = [words for offered, words in (
        ({BUILD.kind}, msg("build ({n} left)", n=s.builds_left)),
        ({INCOME.kind}, msg("take income")), (POWER_KINDS, msg("use your power")),
        (DISTRICT_KINDS, msg("use a district")), ({END.kind}, msg("end your turn")))
        if kinds & offered]
    if not parts:
        return msg("wait")
    words = parts[0] if len(parts) == 1 else msg("{choices} or {last}",
                                                 choices=join(parts[:-1]), last=parts[-1])
    if END.kind in kinds:
        after = end_power(s, seat)
        if after == "warlord":
            return msg("{choices}; after ending, you may destroy a district", choices=words)
        if after == "diplomat":
            return msg("{choices}; after ending, you may exchange a district", choices=words)
    return words
