"""Save files (writing, loading and listing saved games); coming with the saves issue."""
