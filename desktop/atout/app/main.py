"""The entry point of the Atout application: ``atout`` or ``python -m atout``.

atout [--data-dir DIR]                  the launcher, then the table
atout --autoplay --game G --deals N [--seed S] [--level L] [--speed S] [--data-dir DIR]
                                        bots in all four seats (see atout.app.autoplay)
atout --self-test [--data-dir DIR]      the window up to the launcher's first paint, then its
                                        start-up time as JSON (see atout.app.selftest)

The player's matches and settings are kept in ``--data-dir DIR``, else in ``ATOUT_DATA_DIR``,
else in the user's data directory. Autoplay never uses the player's: it keeps its own in
``--data-dir DIR``, else in a new temporary directory removed when it exits.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

import atout
from atout.app.resources import icon_file

__all__ = ["main", "set_identity"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="atout", description="La Carotte, Le Rough et le Tarot.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {atout.__version__}")
    parser.add_argument("--autoplay", action="store_true", help="bots in all four seats, then a JSON summary")
    parser.add_argument(
        "--self-test", action="store_true", help="start up to the launcher's first paint, print its time"
    )
    parser.add_argument("--game", choices=["carotte", "rough", "tarot"], default="tarot")
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--level", default="normal", help="the bots' level (autoplay)")
    parser.add_argument("--speed", choices=["slow", "normal", "fast", "instant"], default="instant")
    parser.add_argument("--lang", default=None, help="the interface's language (fr, en)")
    parser.add_argument(
        "--data-dir",
        type=Path,
        default=None,
        metavar="DIR",
        help="where the matches and settings are kept (default: ATOUT_DATA_DIR, else the user's "
        "data directory; autoplay: a new temporary directory, removed when it exits)",
    )
    return parser


def set_identity(app: QApplication) -> None:
    """The application's name, version, desktop entry and icon (the windows' and the task
    bar's; our own SVG, ``resources/icons/<APP_ID>.svg``)."""
    app.setApplicationName("Atout")
    app.setApplicationVersion(atout.__version__)
    app.setOrganizationName("Atout")
    app.setDesktopFileName(atout.APP_ID)  # the entry <APP_ID>.desktop
    icon = icon_file()
    if icon is not None:
        app.setWindowIcon(QIcon(str(icon)))


def main(argv: Sequence[str] | None = None) -> int:
    """Start the application; ``argv`` are the arguments after the program name.

    Arguments Atout does not know (Qt's own, such as ``-platform offscreen``) go to Qt.
    Returns the exit status.
    """
    entered = time.perf_counter()
    args_list = list(sys.argv[1:] if argv is None else argv)
    args, qt_args = _parser().parse_known_args(args_list)
    if args.autoplay and args.deals < 1:
        print("atout: --deals must be 1 or more", file=sys.stderr)
        return 2

    existing = QApplication.instance()
    if existing is None:
        from atout.app.environment import coerce_c_locale, no_screen_message

        coerce_c_locale()
        message = no_screen_message(qt_args)
        if message is not None:
            print(message, file=sys.stderr)
            return 1
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0], *qt_args])
    set_identity(app)

    from atout.app.i18n import install_translators

    install_translators(app, args.lang)

    from atout.app.collector import GuiCollector, set_aside_start_up
    from atout.app.worker import share_the_gil

    share_the_gil()  # the bots think beside the GUI: it waits at most 0.2 ms for the GIL
    _collector = GuiCollector(app)  # Qt objects die in the GUI thread, never in a bot's

    if args.self_test:
        from atout.app.selftest import run as self_test

        return self_test(app, entered, args.data_dir)

    if args.autoplay:
        from atout.ai.levels import LEVELS
        from atout.app.autoplay import AutoplayOptions, run

        if args.level not in LEVELS and ":" not in args.level:
            print(f"atout: unknown level {args.level!r}", file=sys.stderr)
            return 2
        options = AutoplayOptions(args.game, args.deals, args.seed, args.level, args.speed)
        return run(app, options, args.data_dir)

    from atout.app.window import MainWindow
    from atout.play.storage import Storage
    from atout.play.writer import Writer

    # the autosaves are written off the GUI thread; closing the window writes what waits
    storage = Storage(args.data_dir, writer=Writer())
    window = MainWindow(storage)
    set_aside_start_up()  # the window lives as long as the application
    window.show()
    status = int(app.exec())
    try:
        storage.close()  # done when the window closed, unless the application quit without it
    except OSError as err:
        print(f"atout: a save failed: {err}", file=sys.stderr)
    return status
