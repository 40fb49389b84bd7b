"""Ginkgopolis (1-5 players: alone against Hal, or 2-5), per the project's rulebook; the rules
decisions are in docs/rules-notes.md, "Ginkgopolis"."""

from rules.core.registry import register
from rules.ginkgopolis.rules import RULES

register(RULES)

__all__ = ["RULES"]
