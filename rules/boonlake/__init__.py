"""Boonlake: boards, tiles, rules and bots (see docs/boonlake-data.md)."""

from rules.boonlake.rules import RULES
from rules.core.registry import register

register(RULES)

__all__ = ["RULES"]
