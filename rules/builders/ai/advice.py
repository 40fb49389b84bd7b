"""The hint's words for a move of The Builders: each log line's pattern (the rules'
`describe`) with its advice to the player, in the present, keeping its parameters."""

from __future__ import annotations

from rules.core.message import N_, NP_

PHRASES: dict[str, str | tuple[str, str]] = {
    "{who} starts building the {building}.": N_("Start building the {building}."),
    "{who} recruits a worker ({worker}).": N_("Recruit a worker ({worker})."),
    "{who} buys a prisoner.": N_("Buy a prisoner."),
    "{who} buys the {tool}.": N_("Buy the {tool}."),
    "{who} takes a loan.": N_("Take a loan."),
    "{who} educates a worker ({worker}) in {resource}.":
        N_("Educate a worker ({worker}) in {resource}."),
    "{who} frees a prisoner.": N_("Free a prisoner."),
    "{who} sends a worker ({worker}) with the {tool} to the {building}.":
        N_("Send a worker ({worker}) with the {tool} to the {building}."),
    "{who} sends a worker ({worker}) to the {building}.":
        N_("Send a worker ({worker}) to the {building}."),
    "{who} takes {coins} coin.": NP_("Take {coins} coin.", "Take {coins} coins."),
    "{who} ends the turn.": N_("End your turn."),
}
