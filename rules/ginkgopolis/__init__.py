"""Ginkgopolis (2-5 players), per the project's rulebook; see docs/ginkgopolis-rules-notes.md."""

from rules.core.registry import register
from rules.ginkgopolis.rules import RULES

register(RULES)

__all__ = ["RULES"]
