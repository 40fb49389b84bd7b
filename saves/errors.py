"""The one error a save can raise: its text is the sentence the player reads."""

import unicodedata

from rules.core.message import Text, english


def printable(text: str) -> str:
    """`text` as the screen can draw it: lone surrogates become '?', control characters (a
    NUL stops pygame's text rendering with an error) become spaces."""
    text = text.encode("utf-8", "replace").decode("utf-8")
    return "".join(" " if unicodedata.category(ch) == "Cc" else ch for ch in text)


class SaveError(Exception):
    """`text` is the message for the player (a `Msg` shown in the chosen language);
    `message` is it in English, drawable (for logs, the arena and tests)."""

    def __init__(self, text: Text) -> None:
        message = printable(english(text))  # drawable text only
        super().__init__(message)
        self.message = message
        self.text = text
