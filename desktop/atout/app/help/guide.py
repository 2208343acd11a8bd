"""The rules of the three games told to the player, and the keys of the table: the Aide menu.

:func:`guide_sections` gives, for ``carotte``, ``rough``, ``tarot`` or ``keys``, the sections of
the guide (a title and a paragraph of simple HTML each), in French, marked for translation. They
tell the rules as the program applies them by default (``docs/rules/``), and name
the variants the launcher offers. :class:`GuideDialog` shows them, one game at a time.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from atout.app import theme
from atout.app.games.guide_pages import GAME_PAGES
from atout.app.table.panels import _button, pill_tabs
from atout.app.texts import game as texts
from atout.play.undo import GRACE_MS

__all__ = ["PAGES", "GuideDialog", "guide_html", "guide_sections"]

#: The pages of the guide: the three games, then the keys.
PAGES: Final = ("carotte", "rough", "tarot", "keys")


def guide_sections(page: str) -> list[tuple[str, str]]:
    """The sections of one page of the guide: (title, HTML paragraph)."""
    game_page = GAME_PAGES.get(page)
    if game_page is not None:
        return game_page()
    if page == "keys":
        return _keys()
    raise ValueError(f"no such page of the guide: {page!r}")


def page_title(page: str) -> str:
    """The name of a page of the guide, as its tab shows it."""
    if page == "keys":
        return QCoreApplication.translate("Guide", "Au clavier")
    return texts.game_name(page)


def guide_html(page: str) -> str:
    """One page of the guide as a whole HTML document."""
    parts = [f"<h1>{page_title(page)}</h1>"]
    for title, body in guide_sections(page):
        parts.append(f"<h2>{title}</h2><p>{body}</p>")
    return "".join(parts)


def _seconds(ms: int) -> str:
    """``ms`` milliseconds in seconds, as the player's language writes them ("1,5")."""
    return QLocale().toString(ms / 1000, "g", 3)


def _undo_text() -> str:
    """When Ctrl+Z takes a move back: the grace after it (:data:`atout.play.undo.GRACE_MS`), then
    the player's turn while nothing was shown nor said."""
    return QCoreApplication.translate(
        "Guide",
        "Après votre carte, votre enchère ou votre écart, le joueur suivant attend un instant avant de "
        "jouer : {slow} s en vitesse Lente, {normal} s en Normale, {fast} s en Rapide, pas du tout en "
        "Instantanée (un clic sur la table ou une touche l'abrège). Pendant cet instant, "
        "<b>Ctrl+Z</b> reprend votre coup : rien de ce que l'ordinateur a choisi n'a été montré. "
        "Ensuite, un coup ne se reprend qu'à votre tour, d'un seul pas, tant qu'aucune carte que vous "
        "n'aviez pas vue n'a été montrée depuis (les cartes des autres, le chien, une poignée) et que "
        "personne n'a parlé (une enchère, un passe) : l'annulation répare une erreur de main, elle ne "
        "laisse jamais voir des cartes cachées pour choisir à nouveau.",
    ).format(
        slow=_seconds(GRACE_MS["slow"]),
        normal=_seconds(GRACE_MS["normal"]),
        fast=_seconds(GRACE_MS["fast"]),
    )


def _keys() -> list[tuple[str, str]]:
    return [
        (
            QCoreApplication.translate("Guide", "Jouer une carte"),
            QCoreApplication.translate(
                "Guide",
                "Cliquez sur une carte jouable (les autres sont grisées), ou choisissez-la avec ← et → puis "
                "jouez-la avec Espace ou Entrée. Pour un écart ou une poignée, cliquez les cartes une à une "
                "(ou Espace sur la carte choisie avec ← et →), puis Entrée. Une poignée vous est proposée "
                "avec ses atouts : changez-les si vous voulez.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Pendant la donne"),
            QCoreApplication.translate(
                "Guide",
                "<b>L</b> : le dernier pli. <b>Ctrl+Z</b> : annuler votre dernier coup (voir ci-dessous). "
                "<b>R</b> : revoir la dernière donne terminée, toutes les cartes en vue.",
            ),
        ),
        (QCoreApplication.translate("Guide", "Annuler un coup"), _undo_text()),
        (
            QCoreApplication.translate("Guide", "Partout"),
            QCoreApplication.translate(
                "Guide",
                "<b>Ctrl+N</b> : nouvelle partie. <b>Ctrl+H</b> : vos parties et statistiques. <b>F1</b> : "
                "ce guide. <b>Ctrl+Q</b> : quitter. La partie est enregistrée après chaque coup : vous la "
                "reprenez au lancement suivant.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Dans la revue d'une donne"),
            QCoreApplication.translate(
                "Guide",
                "↑ et ↓ : action par action. ← et → : pli par pli. Début et Fin : les cartes distribuées, la "
                "fin de la donne. <b>Rejouer cette donne</b> : une nouvelle partie sur les mêmes cartes.",
            ),
        ),
    ]


class GuideDialog(QDialog):
    """The guide: one page at a time (a game's rules, or the keys), chosen with the buttons above."""

    def __init__(self, page: str = "tarot", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("guideDialog")
        self.setWindowTitle(self.tr("Règles et clavier"))
        self.setStyleSheet(theme.GUIDE_STYLE)
        self.resize(760, 720)
        panel = QFrame(self)
        panel.setObjectName("atoutPanel")
        panel.setStyleSheet(theme.PANEL_STYLE + theme.PILL_TABS_STYLE + theme.GUIDE_PANEL_STYLE)
        column = QVBoxLayout(panel)
        column.setContentsMargins(18, 14, 18, 16)
        column.setSpacing(10)
        tabs, self.page_buttons = pill_tabs(
            self.tr("Les règles"), {name: page_title(name) for name in PAGES}, panel, self.show_page
        )
        column.addLayout(tabs)
        self.text = QTextBrowser(panel)
        self.text.setObjectName("guideText")
        self.text.setOpenLinks(False)
        self.text.document().setDefaultStyleSheet(theme.GUIDE_TEXT_CSS)
        column.addWidget(self.text, 1)
        closing = QHBoxLayout()
        closing.addStretch(1)
        self.close_button = _button(self.tr("&Fermer"), panel, role="primary", tip=self.tr("Fermer (Échap)"))
        self.close_button.clicked.connect(self.close)
        closing.addWidget(self.close_button)
        column.addLayout(closing)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        layout.addWidget(panel)
        self.page = ""
        self.show_page(page if page in PAGES else "tarot")

    def show_page(self, page: str) -> None:
        """Show one page of the guide (a game, or ``keys``)."""
        self.page = page
        self.page_buttons[page].setChecked(True)
        self.text.setHtml(guide_html(page))
        self.text.setFocus(Qt.FocusReason.OtherFocusReason)
