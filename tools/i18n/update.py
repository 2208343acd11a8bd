#!/usr/bin/env python3
"""Refresh the translations: extract the interface's strings into the ``.ts`` files, build the ``.qm``.

    python tools/i18n/update.py            # lupdate over desktop/atout/app, then lrelease
    python tools/i18n/update.py --check    # write nothing; exit 1 if a .ts or .qm is out of date
    python tools/i18n/update.py --prune    # also drop the strings the code no longer has
    python tools/i18n/update.py --qm       # only build the .qm from the .ts (packaging, CI)

The interface is written in French (``self.tr("Jouer")``); ``resources/translations/atout_en.ts``
holds the English translation, edited with Qt Linguist (``pyside6-linguist``) or by hand;
``atout_fr.ts`` only the French plural forms of the strings with a count (``%n donne(s)``: ``%n
donne`` for 0 and 1, ``%n donnes`` from 2). This script runs ``pyside6-lupdate`` over every
``.py`` of ``desktop/atout/app`` (new strings come in as unfinished; translations already made
are kept; the French file keeps only the plural strings), then ``pyside6-lrelease`` to build
each ``.qm`` beside its ``.ts`` (the wheel and the checkout both load it from there;
``tests/app/test_i18n.py`` checks that it matches the ``.ts``). A checkout where ``*.qm`` is
git-ignored builds it with ``--qm`` (the interface stays French without it).

It also warns about three traps of lupdate's Python parser: a ``self.tr(...)`` that comes after a
``QCoreApplication.translate(...)`` in the same function is filed under a wrong context (``X.self``:
it would never be translated); a call to a module-level helper ``tr("...")`` is filed under the
empty context, whatever context the helper uses at run time; and an f-string inside ``tr()`` is
extracted with its braces but looked up with the values in (never found): use
``self.tr("... {name}").format(name=...)``.

The tools come with PySide6 (``PySide6-Essentials``): the ones beside this Python are used, else
the ones on ``PATH``.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "desktop" / "atout" / "app"
TRANSLATIONS = ROOT / "resources" / "translations"
#: The languages translated, each with its ``atout_<lang>.ts``.
LANGUAGES = ("en", "fr")
SOURCE_LANGUAGE = "fr"
#: The languages whose file holds only the plural strings (``%n donne(s)``): the source's own,
#: whose other strings need no translation.
PLURALS_ONLY = frozenset({SOURCE_LANGUAGE})

_FSTRING_IN_TR = re.compile(r"""\b(?:tr|translate)\(\s*(?:"[^"]*",\s*)?[fF][rR]?["']""")


class ToolError(RuntimeError):
    """A Qt tool is missing or failed."""


def tool(name: str) -> str:
    """The path of a PySide6 tool (``pyside6-lupdate``...): beside this Python, else on PATH."""
    for folder in (Path(sys.executable).parent, Path(sys.executable).resolve().parent):
        candidate = folder / name
        if candidate.is_file():
            return str(candidate)
        if (folder / f"{name}.exe").is_file():
            return str(folder / f"{name}.exe")
    found = shutil.which(name)
    if found is None:
        raise ToolError(f"{name} not found: install PySide6-Essentials in this environment")
    return found


def sources() -> list[Path]:
    """The files whose strings are extracted: every .py of the app, in a stable order."""
    return sorted(SOURCES.rglob("*.py"))


def run(command: list[str]) -> str:
    """Run a tool; its output, or :class:`ToolError` with it when it fails."""
    done = subprocess.run(command, capture_output=True, text=True, check=False, cwd=ROOT)
    if done.returncode != 0:
        raise ToolError(f"{Path(command[0]).name} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return done.stdout + done.stderr


def lupdate(ts: Path, *, prune: bool = False) -> str:
    """Extract the strings of :func:`sources` into ``ts`` (created or merged)."""
    lang = ts.stem.split("_", 1)[1]
    command = [
        tool("pyside6-lupdate"),
        *(str(path.relative_to(ROOT)) for path in sources()),
        "-ts",
        str(ts),
        "-source-language",
        SOURCE_LANGUAGE,
        "-target-language",
        lang,
        "-locations",
        "relative",
    ]
    if prune:
        command.append("-no-obsolete")
    return run(command)


def keep_plurals(ts: Path) -> None:
    """Drop from ``ts`` every message that is not a plural string (``numerus="yes"``)."""
    tree = ET.parse(ts)
    root = tree.getroot()
    for context in list(root.iter("context")):
        for message in list(context.findall("message")):
            if message.get("numerus") != "yes":
                context.remove(message)
        if not context.findall("message"):
            root.remove(context)
    ET.indent(tree, space="    ")
    body = ET.tostring(root, encoding="unicode")
    ts.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8")


def refresh(ts: Path, *, prune: bool = False) -> str:
    """:func:`lupdate` ``ts``, then keep only its plural strings for a :data:`PLURALS_ONLY` language."""
    out = lupdate(ts, prune=prune)
    if ts.stem.split("_", 1)[1] in PLURALS_ONLY:
        keep_plurals(ts)
    return out


def lrelease(ts: Path, qm: Path) -> str:
    """Build ``qm`` from ``ts``."""
    return run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)])


def messages(ts: Path) -> set[tuple[str, str, str]]:
    """The (context, source, comment) of each message the code has (not the vanished ones)."""
    found: set[tuple[str, str, str]] = set()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else ""
            if kind in ("vanished", "obsolete"):
                continue
            found.add((name, message.findtext("source", ""), message.findtext("comment", "")))
    return found


def warnings(ts: Path) -> list[str]:
    """The traps described above, found in the sources and the .ts."""
    out: list[str] = []
    helpers = sorted(source for context, source, _ in messages(ts) if not context)
    if helpers:
        out.append(
            f"{len(helpers)} strings have no context (e.g. {helpers[0]!r}): a module-level tr() "
            'helper? They translate only if the helper looks them up in the context "" '
            '(QCoreApplication.translate("", text)); else call QCoreApplication.translate'
            '("Context", "text") with literal strings'
        )
    for context, source, _ in sorted(messages(ts)):
        if "." in context:
            out.append(
                f"context {context!r} for {source!r}: lupdate lost the class (a self.tr() after a "
                "QCoreApplication.translate() in the same function?)"
            )
    for path in sources():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if _FSTRING_IN_TR.search(line):
                out.append(f"{path.relative_to(ROOT)}:{number}: an f-string in tr(): use .format()")
    return out


def check() -> list[str]:
    """What is out of date, without writing anything in the checkout ([] when all is well)."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGUAGES:
            ts = TRANSLATIONS / f"atout_{lang}.ts"
            qm = ts.with_suffix(".qm")
            if not ts.is_file():
                problems.append(f"{ts.relative_to(ROOT)} is missing")
                continue
            fresh = Path(tmp) / ts.name
            shutil.copyfile(ts, fresh)
            refresh(fresh)
            new = messages(fresh) - messages(ts)
            for context, source, _ in sorted(new)[:20]:
                problems.append(f"{ts.name}: new string in {context}: {source!r}")
            if len(new) > 20:
                problems.append(f"{ts.name}: ... and {len(new) - 20} more new strings")
            built = Path(tmp) / qm.name
            lrelease(ts, built)
            if not qm.is_file() or qm.read_bytes() != built.read_bytes():
                problems.append(f"{qm.relative_to(ROOT)} does not match {ts.name}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if out of date")
    parser.add_argument("--prune", action="store_true", help="drop strings the code no longer has")
    parser.add_argument("--qm", action="store_true", help="only build the .qm files from the .ts")
    args = parser.parse_args(argv)
    try:
        if args.qm:
            for lang in LANGUAGES:
                ts = TRANSLATIONS / f"atout_{lang}.ts"
                lrelease(ts, ts.with_suffix(".qm"))
                print(f"built {ts.with_suffix('.qm').relative_to(ROOT)}")
            return 0
        if args.check:
            problems = check()
            for problem in problems:
                print(problem)
            if problems:
                print("run: python tools/i18n/update.py", file=sys.stderr)
                return 1
            print("translations up to date")
            return 0
        TRANSLATIONS.mkdir(parents=True, exist_ok=True)
        for lang in LANGUAGES:
            ts = TRANSLATIONS / f"atout_{lang}.ts"
            print(refresh(ts, prune=args.prune).strip())
            lrelease(ts, ts.with_suffix(".qm"))
            print(f"built {ts.with_suffix('.qm').relative_to(ROOT)}")
            for warning in warnings(ts):
                print(f"warning: {warning}", file=sys.stderr)
    except ToolError as error:
        print(f"update.py: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
