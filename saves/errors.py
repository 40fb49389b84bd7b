"""The one error a save can raise: its message is the sentence the player reads."""


class SaveError(Exception):
    def __init__(self, message: str) -> None:
        message = message.encode("utf-8", "replace").decode("utf-8")  # drawable text only
        super().__init__(message)
        self.message = message
