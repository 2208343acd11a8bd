"""``python -m atout``: start the Atout application (the same as the ``atout`` command)."""

import multiprocessing
import sys


def _run() -> int:
    # Imported here so that this module stays free of Qt until the app really starts.
    from atout.app.main import main

    return main()


if __name__ == "__main__":
    multiprocessing.freeze_support()  # a frozen build (PyInstaller) may start worker processes
    if sys.argv[1:2] == ["--bot-host"]:  # a frozen build run as its bots' process
        from atout.play.bothost import main as bot_host

        sys.exit(bot_host(sys.argv[2:]))
    sys.exit(_run())
