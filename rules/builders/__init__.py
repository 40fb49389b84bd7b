"""The Builders: Antiquity: rules, data and bots (see docs/rules-notes.md)."""

from rules.builders.rules import RULES
from rules.core.registry import register

register(RULES)

__all__ = ["RULES"]
