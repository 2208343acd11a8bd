"""``python -m atout``: start the Atout application (the same as the ``atout`` command)."""

import multiprocessing
import sys


def _run() -> int:
    # Imported here so that this module stays free of Qt until the app really starts.
    from atout.app.main import main

    return main()


if __name__ == "__main__":
    multiprocessing.freeze_support()  # a frozen build (PyInstaller) may start worker processes
    sys.exit(_run())
