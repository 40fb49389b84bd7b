"""Boonlake: boards, tiles, cards and rules (see docs/boonlake-data.md)."""

from rules.boonlake.rules import RULES
from rules.core.registry import register

register(RULES)

__all__ = ["RULES"]
