"""The hint's words for a National Economy move: each log line's pattern (the rules'
`describe`) with its advice to the player, in the present, keeping its parameters."""

from __future__ import annotations

from rules.core.message import N_

PHRASES: dict[str, str] = {
    "{who} places a worker on the {place}.": N_("Place a worker on the {place}."),
    "{who} builds the {card}.": N_("Build the {card}."),
    "{who} discards a consumer good.": N_("Discard a consumer good."),
    "{who} discards the {card}.": N_("Discard the {card}."),
    "{who} keeps the {card} and discards the other revealed cards.":
        N_("Keep the {card} and discard the other revealed cards."),
    "{who} sells the {card} to the supply for ${money}.":
        N_("Sell the {card} to the supply for ${money}."),
    "{who} sells the {card} to the supply.": N_("Sell the {card} to the supply."),
}
