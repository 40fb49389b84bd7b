"""The bundle's entry point (PyInstaller freezes this script as `tabletop-cities`).

`freeze_support()` comes first: the bot worker is a "spawn" process, which in a frozen app
starts this same executable again; there it must run the worker and nothing else.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from desktop.app import main

    raise SystemExit(main())
