"""Put Atout in the desktop's application menu for the user, or take it out again.

    python -m atout.app.desktop_entry install [--command PATH] [--data-home DIR]
    python -m atout.app.desktop_entry uninstall [--data-home DIR]

The freedesktop.org way, which GNOME, KDE, Xfce and the others read: the entry
``applications/<APP_ID>.desktop`` (from ``resources/desktop/<APP_ID>.desktop``, its ``Exec`` and
``TryExec`` set to the command that starts this installation) and the icon
``icons/hicolor/scalable/apps/<APP_ID>.svg``, both under ``$XDG_DATA_HOME`` (by default
``~/.local/share``), where ``APP_ID`` is :data:`atout.APP_ID`. ``bash packaging/setup.sh
install`` runs it with the virtual environment's ``atout``. Uninstalling removes those two files
only: the matches, the history and the settings stay. Both also remove the entry and icon of
earlier versions (``atout.desktop``, ``atout.svg``), so that the menu never shows Atout twice.
This module imports no Qt. (The Debian package installs the same files system-wide: see
``packaging/build.sh``.)
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from atout import APP_ID
from atout.app.resources import icon_file, resource_dir

__all__ = ["data_home", "entry_text", "exec_quoted", "install", "installed_files", "main", "uninstall"]

ENTRY = f"{APP_ID}.desktop"
ICON = f"{APP_ID}.svg"
#: What versions before the application id installed, removed by both actions.
OLD_NAMES = ("atout.desktop", "atout.svg")
#: The characters that make an argument of an ``Exec`` key need quoting (Desktop Entry
#: Specification, "The Exec key").
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not absolute."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and Path(value).is_absolute() else Path.home() / ".local" / "share"


def exec_quoted(argument: str) -> str:
    """``argument`` as the ``Exec`` key writes it: quoted when it holds a reserved character,
    with ``"``, ``` ` ```, ``$`` and ``\\`` escaped inside the quotes; ``%`` doubled.

    >>> exec_quoted("/home/léa/.venv/bin/atout")
    '/home/léa/.venv/bin/atout'
    >>> exec_quoted("/home/jean marc/jeux/atout")
    '"/home/jean marc/jeux/atout"'
    """
    argument = argument.replace("%", "%%")
    if not _RESERVED.intersection(argument):
        return argument
    escaped = "".join("\\" + char if char in '"`$\\' else char for char in argument)
    return f'"{escaped}"'


def entry_text(template: str, command: str) -> str:
    """The entry ``template`` with ``Exec`` running ``command`` and ``TryExec`` naming it (a
    menu hides the entry once the program is gone)."""
    lines: list[str] = []
    in_main_group = False
    for line in template.splitlines():
        if line.startswith("["):
            in_main_group = line.strip() == "[Desktop Entry]"
        key = line.split("=", 1)[0].strip()
        if in_main_group and key in {"Exec", "TryExec"}:
            continue
        lines.append(line)
        if in_main_group and line.strip() == "[Desktop Entry]":
            lines.append(f"TryExec={exec_quoted(command)}")
            lines.append(f"Exec={exec_quoted(command)}")
    return "\n".join(lines) + "\n"


def installed_files(home: Path, names: tuple[str, str] = (ENTRY, ICON)) -> tuple[Path, Path]:
    """Where the entry and the icon go under the data folder ``home`` (by default under this
    version's names; ``OLD_NAMES`` gives earlier versions')."""
    entry, icon = names
    return home / "applications" / entry, home / "icons" / "hicolor" / "scalable" / "apps" / icon


def _remove(paths: tuple[Path, ...]) -> list[Path]:
    """Remove those of ``paths`` that are files; the ones removed."""
    removed = [path for path in paths if path.is_file()]
    for path in removed:
        path.unlink()
    return removed


def _template() -> Path:
    folder = resource_dir("desktop", lambda path: (path / ENTRY).is_file())
    if folder is None:
        raise FileNotFoundError(f"the desktop entry (resources/desktop/{ENTRY}) is missing")
    return folder / ENTRY


def install(command: str, home: Path | None = None) -> list[Path]:
    """Write the entry (starting ``command``) and the icon under ``home`` (by default
    :func:`data_home`); the files written. Each is written to a temporary name, then moved
    over the old one, so that a failed write leaves the old entry whole. An earlier version's
    entry and icon are removed once the new ones are in place."""
    home = home if home is not None else data_home()
    icon = icon_file()
    if icon is None:
        raise FileNotFoundError(f"the icon (resources/icons/{ICON}) is missing")
    entry_path, icon_path = installed_files(home)
    text = entry_text(_template().read_text(encoding="utf-8"), command)
    writes: tuple[tuple[Path, Callable[[Path], object]], ...] = (
        (entry_path, lambda temporary: temporary.write_text(text, encoding="utf-8")),
        (icon_path, lambda temporary: shutil.copyfile(icon, temporary)),
    )
    for path, write in writes:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(path.name + ".new")
        write(temporary)
        os.replace(temporary, path)
    _remove(installed_files(home, OLD_NAMES))
    return [entry_path, icon_path]


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove the entry and the icon from under ``home`` (by default :func:`data_home`); the
    files removed, an earlier version's included (none when they were not there)."""
    home = home if home is not None else data_home()
    return _remove(installed_files(home) + installed_files(home, OLD_NAMES))


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (see the module's docstring); the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m atout.app.desktop_entry", description=__doc__.split("\n")[0]
    )
    parser.add_argument("action", choices=["install", "uninstall"])
    parser.add_argument("--command", help="the program the entry starts (default: atout beside this Python)")
    parser.add_argument(
        "--data-home", type=Path, help="the data folder (default: $XDG_DATA_HOME or ~/.local/share)"
    )
    args = parser.parse_args(argv)
    try:
        if args.action == "install":
            command = args.command or str(Path(sys.executable).with_name("atout"))
            for path in install(command, args.data_home):
                print(f"installed {path}")
        else:
            removed = uninstall(args.data_home)
            for path in removed:
                print(f"removed {path}")
            if not removed:
                print("no entry of Atout's was installed")
    except OSError as error:
        print(f"desktop_entry: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
