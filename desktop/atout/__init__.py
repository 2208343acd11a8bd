"""Atout: La Carotte, Le Rough and French Tarot against computer opponents."""

__version__ = "0.1.0"

#: The application's id (reverse-DNS), the one name of Atout on a desktop: the desktop entry
#: ``<APP_ID>.desktop``, the AppStream metainfo ``<APP_ID>.metainfo.xml``, the icon's name and
#: Qt's desktop file name (the window's app id under Wayland). ``tests/test_packaging.py``
#: checks that every file that names it agrees.
APP_ID = "io.github.atoutcards.Atout"
