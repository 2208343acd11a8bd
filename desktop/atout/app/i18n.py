"""The interface's language: French is the source, other languages come from ``.qm`` files.

::

    loaded = install_translators(app)            # the system's language (or $ATOUT_LANG)
    loaded = install_translators(app, "en")      # English: atout_en.qm and Qt's qtbase_en.qm
    loaded = install_translators(app, "fr")      # French: atout_fr.qm (the plurals), qtbase_fr.qm

Every visible string is written in French in the code (``self.tr("Jouer")``). For a language
we have a translation of (``resources/translations/atout_<lang>.qm``, built from the ``.ts`` by
``tools/i18n/update.py``), its translator is installed together with Qt's own
(``qtbase_<lang>.qm`` from ``QLibraryInfo.TranslationsPath``: the buttons of standard dialogs, the
line edits' context menus). For any other language the interface stays in French, and Qt's own
strings are put in French too, so a window never mixes two languages. French has a file of its own
too, ``atout_fr.qm``, with only the plural forms of the strings with a count (``%n donne(s)``:
``1 donne``, ``2 donnes``; :mod:`atout.app.texts.plurals`), loaded whenever the interface is French.

The translators are kept here (a ``QTranslator`` that Python collects stops translating);
installing again replaces them.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from atout.app.resources import resource_dir

__all__ = [
    "SOURCE_LANGUAGE",
    "available_languages",
    "install_translators",
    "language_for",
    "remove_translators",
    "translations_dir",
]

#: The language the interface is written in.
SOURCE_LANGUAGE: Final = "fr"
#: The environment variable that overrides the system's language (``en``, ``fr``...).
LANGUAGE_VARIABLE: Final = "ATOUT_LANG"

_installed: list[QTranslator] = []


def translations_dir() -> Path | None:
    """Where our ``.qm`` files are (see :mod:`atout.app.resources`); ``None`` if nowhere."""
    return resource_dir("translations", lambda path: any(path.glob("atout_*.qm")))


def available_languages() -> list[str]:
    """The languages the interface can be shown in: French and each ``atout_<lang>.qm`` found
    (``atout_fr.qm`` is French's plural forms, not another language)."""
    folder = translations_dir()
    found = sorted(path.stem.removeprefix("atout_") for path in folder.glob("atout_*.qm")) if folder else []
    return [SOURCE_LANGUAGE, *(lang for lang in found if lang != SOURCE_LANGUAGE)]


def language_for(language: str | None = None) -> str:
    """The language to show: ``language`` (``"en"``, ``"en_GB"``...), else ``$ATOUT_LANG``, else the
    system's; French when there is no translation into it."""
    wanted = language or os.environ.get(LANGUAGE_VARIABLE) or ""
    codes = [wanted] if wanted else QLocale.system().uiLanguages()
    available = available_languages()
    for code in codes:
        lang = code.replace("-", "_").split("_")[0].lower()
        if lang in available:
            return lang
        if wanted:  # asked for one that we do not have: no use looking at the system's
            break
    return SOURCE_LANGUAGE


def remove_translators(app: QCoreApplication | None = None) -> None:
    """Take out the translators installed by :func:`install_translators`."""
    app = app or QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)


def install_translators(app: QCoreApplication, language: str | None = None) -> list[str]:
    """Install the translators for ``language`` (see :func:`language_for`) and return the names
    of the files loaded (``["atout_en.qm", "qtbase_en.qm"]``; ``["atout_fr.qm", "qtbase_fr.qm"]``
    for French).

    Qt's ``qtbase`` file is optional (a Qt without translations still works); the application's
    is what decides the language: when it cannot be read, the interface stays in French. The
    French file is optional too: without it, :mod:`atout.app.texts.plurals` settles the plurals itself.
    """
    remove_translators(app)
    lang = language_for(language)
    loaded: list[str] = []
    folder = translations_dir()
    if lang != SOURCE_LANGUAGE:
        ours = QTranslator(app)
        if folder is None or not ours.load(f"atout_{lang}", str(folder)):
            lang = SOURCE_LANGUAGE
        else:
            app.installTranslator(ours)
            _installed.append(ours)
            loaded.append(f"atout_{lang}.qm")
    if lang == SOURCE_LANGUAGE:
        plurals = QTranslator(app)
        if folder is not None and plurals.load(f"atout_{SOURCE_LANGUAGE}", str(folder)):
            app.installTranslator(plurals)
            _installed.append(plurals)
            loaded.append(f"atout_{SOURCE_LANGUAGE}.qm")
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_own = QTranslator(app)
    if qt_own.load(f"qtbase_{lang}", qt_folder):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
        loaded.append(f"qtbase_{lang}.qm")
    QLocale.setDefault(QLocale(lang))
    return loaded
