"""Bots: random, easy (greedy), normal and hard (information-set MCTS). See base.py."""

from rules.bots.base import LOG, Bot, Budget, make_bot, safe_choose
from rules.bots.settings import load_settings

__all__ = ["Bot", "Budget", "LOG", "load_settings", "make_bot", "safe_choose"]
