"""National Economy (base game), per the project's rulebook; decisions are in
docs/rules-notes.md, "National Economy"."""

from rules.core.registry import register
from rules.national_economy.rules import RULES

register(RULES)

__all__ = ["RULES"]
