"""The hint's words for a Citadels move: each log line's pattern (the rules' `describe`) with
its advice to the player, in the present ("Build the Temple (1)."), keeping its parameters."""

from __future__ import annotations

from rules.core.message import N_

PHRASES: dict[str, str] = {
    "{who} chose the {character}.": N_("Choose the {character}."),
    "{who} discarded the {character} face down.": N_("Discard the {character} face down."),
    "{who} kept the {card}.": N_("Keep the {card}."),
    "{who} built the {card} ({cost}).": N_("Build the {card} ({cost})."),
    "{who} murdered the {character}.": N_("Murder the {character}."),
    "{who} will rob the {character}.": N_("Rob the {character}."),
    "{who} swapped hands with {other}.": N_("Swap hands with {other}."),
    "{who} discarded the {card} for 1 gold.": N_("Discard the {card} for 1 gold."),
    "{who} destroyed {whose} {card}.": N_("Destroy {whose} {card}."),
    "{who} exchanged nothing.": N_("Exchange nothing."),
    "{who} destroyed nothing.": N_("Destroy nothing."),
    "{who} took the destroyed district.": N_("Take the destroyed district."),
    "{who} did not take the destroyed district.": N_("Leave the destroyed district."),
    "{who} took gold.": N_("Take 2 gold."),
    "{who} drew cards.": N_("Draw cards."),
    "{who} took income.": N_("Take your income."),
    "{who} is choosing cards to exchange.": N_("Choose cards to exchange with the deck."),
    "{who} exchanged cards with the deck.": N_("Exchange the chosen cards with the deck."),
    "{who} paid 2 gold to draw 3 cards.": N_("Pay 2 gold to draw 3 cards."),
    "{who} ended the turn.": N_("End your turn."),
    "{who} paid the Emperor 1 gold.": N_("Pay the Emperor 1 gold."),
    "{who} took 1 gold from the richest player.": N_("Take 1 gold from the richest player."),
    "{who} took 3 gold as the Queen.": N_("Take 3 gold as the Queen."),
    "{who} bewitched the {character}.": N_("Bewitch the {character}."),
    "{who} looked at {whose} hand.": N_("Look at {whose} hand."),
    "{who} took the {card}.": N_("Take the {card}."),
    "{who} built the {card} from another hand.": N_("Build the {card} from another hand."),
    "{who} gave the crown to {other}.": N_("Give the crown to {other}."),
    "{who} paid the Emperor the {card}.": N_("Pay the Emperor the {card}."),
    "{who} took 4 more cards.": N_("Take 4 more cards."),
    "{who} took 4 more gold.": N_("Take 4 more gold."),
    "{who} exchanged the {card} for {whose} {theirs}.":
        N_("Exchange your {card} for {whose} {theirs}."),
    "{who} beautified the {card}.": N_("Beautify the {card}."),
    "{who} said \"Thank you, your Excellency.\"": N_("Say \"Thank you, your Excellency.\""),
    "{who} did not thank the crown holder.": N_("Do not thank the crown holder."),
    "{who} destroyed the Armory and {whose} {card}.":
        N_("Destroy the Armory and {whose} {card}."),
    "{who} put the {card} under the Museum.": N_("Put the {card} under the Museum."),
    "{who} took the {card} from the deck.": N_("Take the {card} from the deck."),
    "{who} announced the Bell Tower.": N_("Announce the Bell Tower."),
    "{who} did not announce the Bell Tower.": N_("Do not announce the Bell Tower."),
}
