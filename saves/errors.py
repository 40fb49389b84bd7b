"""The one error a save can raise: its message is the sentence the player reads."""


class SaveError(Exception):
    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
