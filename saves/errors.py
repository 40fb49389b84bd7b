"""The one error a save can raise: its message is the sentence the player reads."""

import unicodedata


def printable(text: str) -> str:
    """`text` as the screen can draw it: lone surrogates become '?', control characters (a
    NUL stops pygame's text rendering with an error) become spaces."""
    text = text.encode("utf-8", "replace").decode("utf-8")
    return "".join(" " if unicodedata.category(ch) == "Cc" else ch for ch in text)


class SaveError(Exception):
    def __init__(self, message: str) -> None:
        message = printable(message)  # drawable text only
        super().__init__(message)
        self.message = message
