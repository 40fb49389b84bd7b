"""Save files that never break: versioned JSON, load by replay, atomic writes, autosave.

    saves.load(path) -> SavedGame            (raises SaveError with the player's sentence)
    saves.save(match, path), saves.save_slot(match, name), saves.autosave(match, created)
    saves.list_saves(), saves.newest_autosave(), saves.delete(path)

Everything lives under platformdirs.user_data_dir("tabletop-cities") (saves/, autosave/).
"""

from saves.errors import SaveError
from saves.store import (
    SavedGame,
    SaveInfo,
    autosave,
    clean_temporaries,
    delete,
    list_saves,
    load,
    newest_autosave,
    save,
    save_slot,
    slot_path,
)

__all__ = [
    "SaveError", "SaveInfo", "SavedGame", "autosave", "clean_temporaries", "delete",
    "list_saves", "load", "newest_autosave", "save", "save_slot", "slot_path",
]
