"""Citadels (classic), per the project's rulebook; see docs/rules-notes.md for decisions."""

from rules.citadels.rules import RULES
from rules.core.registry import register

register(RULES)

__all__ = ["RULES"]
