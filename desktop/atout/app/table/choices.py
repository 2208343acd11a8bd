"""The panels that ask the player to choose: cards on the table, and the optional announcements.

They show what the rules offer and send back what the player chose; they decide no rule:

- :class:`ChoiceBar` goes with a choice of several cards made on the table (a discard, the Tarot
  écart, a poignée): it says what to choose and how many are chosen, and its "Valider" button is
  enabled only at a count the choice allows (``confirmed()``; ``declined()`` for "Ne pas montrer").
  When the rules offer a chelem as soon as the écart is made (``CardChoice.then_offered``), an
  unticked box beside it says whether to announce it with the écart.
- :class:`AnnouncementPanel` asks the optional announcements: Rough Sans-Atout, the Tarot chelem
  when no écart came first (Garde sans, Garde contre), the poignée offer; emits
  ``chosen(action or None)`` (and ``poignee_requested()``).

No costly answer is ever Enter's: the focus goes first to the safe one (play with a trump, start
the game, keep the poignée hidden), Sans-Atout is a costly button (:func:`set_costly`) and the
chelem is announced only after a confirmation whose default is "Annuler".
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from atout.app.table.panels import _button, _Panel, set_costly
from atout.app.texts import game as texts
from atout.app.texts import refusals
from atout.rules.actions import Chelem, SansAtout
from atout.rules.cards import Card
from atout.rules.deal import CardChoice, Observation
from atout.rules.tarot_count import CHELEM_ANNOUNCED_FAILED, CHELEM_ANNOUNCED_MADE, POIGNEE_BONUS

__all__ = ["AnnouncementPanel", "ChelemConfirmation", "ChoiceBar", "chelem_offered"]


def _signed(points: int) -> str:
    """``+400``, ``−200`` (a true minus sign)."""
    return f"+{points}" if points >= 0 else f"\u2212{-points}"


def chelem_offered(observation: Observation) -> Chelem | None:
    """The chelem the rules offer the seat of ``observation`` now, in turn or out of turn."""
    return next((action for _, action in observation.announcements if isinstance(action, Chelem)), None)


class ChoiceBar(_Panel):
    """What to choose on the table, how many are chosen, and "Valider".

    The table tells the bar how many cards are selected (:meth:`set_count`); "Valider" is
    enabled only when that count is one of ``choice.counts``. Emits ``confirmed()``; for a
    poignée, "Ne pas montrer" emits ``declined()``. Alt+V (or Ctrl+Enter) validates. With an
    écart that opens the chelem, :attr:`chelem_box` (unticked) says whether to announce it.
    """

    confirmed = Signal()
    declined = Signal()
    #: Enter in the bar away from its buttons (on the chelem box): validate, or say what is missing.
    submitted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Choix de cartes"))
        self._choice: CardChoice | None = None
        self._count = 0
        # what to choose (and why some cards are greyed), then the buttons below on the right:
        # the bar sits in the narrow column beside the table
        self._layout.removeWidget(self.title)
        self._layout.removeWidget(self.text)
        self.title.hide()
        self.text.setObjectName("counter")
        self.hint = QLabel(self)
        self.hint.setObjectName("panelHint")
        self.hint.setWordWrap(True)
        words = QVBoxLayout()
        words.setSpacing(4)
        words.addWidget(self.text)
        words.addWidget(self.hint)
        self._layout.addLayout(words)
        self.chelem_box = QCheckBox(
            self.tr("Annoncer un &chelem ({made} / {failed})").format(
                made=_signed(CHELEM_ANNOUNCED_MADE), failed=_signed(CHELEM_ANNOUNCED_FAILED)
            ),
            self,
        )
        self.chelem_box.setToolTip(
            self.tr(
                "Avec l'écart, vous vous engagez à faire tous les plis : {made} s'il est réussi, "
                "{failed} s'il échoue. Vous jouez alors la première carte."
            ).format(made=_signed(CHELEM_ANNOUNCED_MADE), failed=_signed(CHELEM_ANNOUNCED_FAILED))
        )
        self.chelem_box.setCursor(Qt.CursorShape.PointingHandCursor)
        self._layout.addWidget(self.chelem_box)
        row = QHBoxLayout()
        row.setSpacing(10)
        row.addStretch(1)
        self.decline_button = _button(self.tr("&Ne pas montrer"), self, role="quiet")
        self.decline_button.setToolTip(self.tr("Garder votre poignée secrète (Alt+N)"))
        self.confirm_button = _button(self.tr("&Valider"), self, role="primary")
        self.confirm_button.setToolTip(self.tr("Valider ce choix (Entrée, Alt+V ou Ctrl+Entrée)"))
        self.confirm_button.setMinimumWidth(110)
        row.addWidget(self.decline_button, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.confirm_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self._layout.addLayout(row)
        self.confirm_button.clicked.connect(self._confirm)
        self.decline_button.clicked.connect(self.declined)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(self._confirm)
        self.set_choice(None)

    @property
    def choice(self) -> CardChoice | None:
        """The choice shown."""
        return self._choice

    @property
    def count(self) -> int:
        """How many cards are selected."""
        return self._count

    def can_confirm(self) -> bool:
        """Whether the selection has a count the choice allows."""
        return self._choice is not None and self._count in self._choice.counts

    def chelem_wanted(self) -> bool:
        """Whether the player ticked the chelem, to announce with the écart."""
        return self.chelem_box.isVisibleTo(self) and self.chelem_box.isChecked()

    def set_choice(self, choice: CardChoice | None) -> None:
        """Show ``choice`` (``None``: nothing to choose); the selection starts empty, and the
        chelem box (shown when the choice opens a chelem) unticked."""
        self._choice = choice
        self._count = 0
        self.decline_button.setVisible(choice is not None and choice.kind == "poignee")
        self.chelem_box.setChecked(False)
        self.chelem_box.setVisible(
            choice is not None and any(isinstance(action, Chelem) for action in choice.then_offered)
        )
        self.hint.setText(self._hint())
        self.hint.setVisible(bool(self.hint.text()))
        self._update()

    def set_count(self, count: int) -> None:
        """The table's selection now holds ``count`` cards."""
        self._count = count
        self._update()

    def set_selection(self, cards: Iterable[Card]) -> None:
        """The table's selection now holds ``cards``."""
        self.set_count(len(set(cards)))

    def missing_text(self) -> str:
        """Why the choice cannot be validated yet: how many cards are missing (or, for a poignée
        between two sizes, how many to add or take out); empty when it can be."""
        choice = self._choice
        if choice is None or self.can_confirm():
            return ""
        n = self._count
        counts = sorted(choice.counts)
        if n < counts[0]:
            return self.tr("Choix incomplet ({n}/{need}) : il en manque encore {missing}.").format(
                n=n, need=counts[0], missing=counts[0] - n
            )
        above = [count for count in counts if count > n]
        below = [count for count in counts if count < n]
        listed = self.tr(" ou ").join(str(count) for count in counts)
        if above:
            text = self.tr("Une poignée montre {counts} atouts : ajoutez-en {more} ou retirez-en {fewer}.")
            return text.format(counts=listed, more=above[0] - n, fewer=n - below[-1])
        return self.tr("Une poignée montre {counts} atouts : retirez-en {fewer}.").format(
            counts=listed, fewer=n - below[-1]
        )

    def _hint(self) -> str:
        """The sizes of a poignée, or why greyed cards may not be chosen."""
        choice = self._choice
        if choice is None:
            return ""
        if choice.kind == "poignee":
            sizes = [
                self.tr("poignée {size} : {n} atouts").format(size=texts.poignee_name(n), n=n)
                for n in choice.counts
            ]
            text = ", ".join(sizes)
            text = text[:1].upper() + text[1:] + "."
            if choice.allowed_mask & Card.parse("EX").mask:
                text += " " + self.tr("L'Excuse peut compléter, avec tous vos atouts.")
            if choice.proposed:
                text += " " + self.tr("Les atouts proposés sont levés : changez-les si vous voulez.")
            return text
        reasons: list[str] = []
        for code, english in choice.refused.values():
            said = refusals.reason(code, english, {})
            if said not in reasons:
                reasons.append(said)
        if not reasons:
            return self.tr("Cliquez sur les cartes de votre main pour les choisir.")
        return self.tr("Cartes grisées : {reasons}").format(reasons=" ".join(reasons))

    def _update(self) -> None:
        choice = self._choice
        if choice is None:
            self.text.setText("")
            self.confirm_button.setEnabled(False)
            return
        need = choice.count
        n = self._count
        if choice.kind == "poignee":
            if len(choice.counts) == 1:
                text = self.tr("Choisissez {need} atouts à montrer ({n}/{need})").format(need=need, n=n)
            else:
                counts = self.tr(" ou ").join(str(count) for count in choice.counts)
                text = self.tr("Choisissez {counts} atouts à montrer ({n} choisis)").format(
                    counts=counts, n=n
                )
        elif choice.kind == "ecart":  # the Tarot's (its rules name the choice so)
            text = self.tr("Choisissez {need} cartes pour l'écart ({n}/{need})").format(need=need, n=n)
        else:
            text = self.tr("Choisissez {need} cartes à écarter ({n}/{need})").format(need=need, n=n)
        self.text.setText(text)
        self.confirm_button.setEnabled(self.can_confirm())

    def _confirm(self) -> None:
        if self.can_confirm() and self.isVisible():
            self.confirmed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._choice is not None:
            self.submitted.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class ChelemConfirmation(QMessageBox):
    """The confirmation of a chelem (see :meth:`AnnouncementPanel.chelem_confirmation`)."""

    announce_button: QPushButton
    cancel_button: QPushButton


class AnnouncementPanel(_Panel):
    """The optional announcements, as a clear question: the safe answer first.

    - Le Rough, before the declarer's first card: Sans-Atout? "Jouer avec un atout" is the
      default; "Annoncer Sans-Atout" (costly: never Enter's) emits ``chosen(SansAtout())``.
    - Tarot, the taker in Garde sans or Garde contre (no écart, so no chelem box): "Commencer le
      jeu" is the default; "Annoncer un chelem…" asks a confirmation (default "Annuler") and
      then emits ``chosen(Chelem())``.
    - Tarot, a player who holds a poignée, before his first card: "Ne pas montrer" is the
      default; "Montrer…" emits ``poignee_requested()`` (the proposed trumps are then changed
      on the table, with the :class:`ChoiceBar`).

    The safe answer (:attr:`no_button`) always emits ``chosen(None)``; :attr:`question` says
    what was asked.
    """

    chosen = Signal(object)
    poignee_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Annonce"))
        self.question: str | None = None
        # the two answers side by side, or one above the other when the column is too narrow for
        # their whole labels (see _fit_answers)
        self._answers = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._answers.setSpacing(8)
        self.yes_button = _button("", self, role="quiet")
        self.no_button = _button("", self, role="primary")
        self._answers.addStretch(1)
        self._answers.addWidget(self.yes_button)
        self._answers.addWidget(self.no_button)
        self._layout.addLayout(self._answers)
        self.setTabOrder(self.no_button, self.yes_button)
        self.yes_button.clicked.connect(self._yes)
        self.no_button.clicked.connect(self._no)
        self.clear()

    def clear(self) -> None:
        """No question."""
        self.question = None
        self.title.setText("")
        self.text.setText("")
        self.yes_button.setText("")
        self.no_button.setText("")
        self.setEnabled(False)

    def ask_for(self, observation: Observation, *, chelem: bool = True) -> bool:
        """Ask what ``observation`` offers the player, most urgent first (the chelem, unless
        ``chelem`` is false because the player answered it with his écart, comes before any
        poignée); ``False`` when it offers no announcement to ask."""
        if chelem and chelem_offered(observation) is not None:
            self.ask_chelem()
        elif any(isinstance(action, SansAtout) for action in observation.legal_actions):
            self.ask_sans_atout()
        elif observation.optional_choice is not None and observation.optional_choice.kind == "poignee":
            self.offer_poignee(observation.optional_choice)
        else:
            self.clear()
            return False
        return True

    def ask(self, observation: Observation) -> bool:
        """The same as :meth:`ask_for`."""
        return self.ask_for(observation)

    def ask_sans_atout(self) -> None:
        """Le Rough: announce Sans-Atout before the first card?"""
        self._ask(
            "sans_atout",
            self.tr("Annoncer Sans-Atout ?"),
            self.tr(
                "Sans-Atout, aucune couleur n'est atout pour cette donne. Sinon, la couleur de "
                "votre première carte devient l'atout."
            ),
            self.tr("Annoncer &Sans-Atout"),
            self.tr("&Jouer avec un atout"),
            costly=True,
        )

    def ask_chelem(self) -> None:
        """Tarot, the taker without an écart: start the game, or announce a chelem (confirmed)?"""
        self._ask(
            "chelem",
            self.tr("Avant la première carte"),
            self.tr(
                "Vous pouvez annoncer un chelem : vous vous engagez à faire tous les plis, "
                "{made} s'il est réussi, {failed} s'il échoue, et vous jouez la première carte."
            ).format(made=_signed(CHELEM_ANNOUNCED_MADE), failed=_signed(CHELEM_ANNOUNCED_FAILED)),
            self.tr("Annoncer un &chelem…"),
            self.tr("Commencer le &jeu"),
        )

    def offer_poignee(self, choice: CardChoice) -> None:
        """Tarot: the player holds a poignée; show it?"""
        bonus = POIGNEE_BONUS
        sizes = [
            self.tr("{size} ({n} atouts, {bonus} points)").format(
                size=texts.poignee_name(n), n=n, bonus=bonus.get(n, "?")
            )
            for n in choice.counts
        ]
        self._ask(
            "poignee",
            self.tr("Vous avez une poignée : la montrer ?"),
            self.tr(
                "Poignée {sizes}. La prime va au camp qui gagne la donne. "
                "Montrer révèle vos atouts aux autres."
            ).format(sizes=self.tr(" ou ").join(sizes)),
            self.tr("&Montrer…"),
            self.tr("&Ne pas montrer"),
        )

    def chelem_confirmation(self) -> ChelemConfirmation:
        """The question that confirms a chelem: "Annuler" is its default (Enter, Escape)."""
        box = ChelemConfirmation(self.window())
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Annoncer un chelem"))
        box.setText(self.tr("Annoncer un chelem ?"))
        box.setInformativeText(
            self.tr(
                "Vous vous engagez à faire tous les plis de la donne : {made} s'il est réussi, "
                "{failed} s'il échoue, même si le contrat est gagné."
            ).format(made=_signed(CHELEM_ANNOUNCED_MADE), failed=_signed(CHELEM_ANNOUNCED_FAILED))
        )
        box.announce_button = box.addButton(self.tr("Annoncer le chelem"), QMessageBox.ButtonRole.AcceptRole)
        set_costly(box.announce_button, True)
        box.cancel_button = box.addButton(self.tr("Annuler"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(box.cancel_button)
        box.setEscapeButton(box.cancel_button)
        return box

    def focus_default(self) -> None:
        """Put the keyboard focus on the safe answer."""
        if self.question is not None:
            self.no_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _ask(self, question: str, title: str, text: str, yes: str, no: str, *, costly: bool = False) -> None:
        self.question = question
        self.title.setText(title)
        self.text.setText(text)
        self.yes_button.setText(yes)
        self.no_button.setText(no)
        set_costly(self.yes_button, costly)
        self.setEnabled(True)
        self._fit_answers()
        if self.isVisible():
            self.focus_default()

    def _fit_answers(self) -> None:
        """Side by side when both labels fit in full, else one above the other."""
        margins = self._layout.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        hints = self.yes_button.sizeHint().width() + self.no_button.sizeHint().width()
        need = hints + self._answers.spacing()
        across = QBoxLayout.Direction.LeftToRight
        wanted = across if need <= room else QBoxLayout.Direction.TopToBottom
        if self._answers.direction() != wanted:
            self._answers.setDirection(wanted)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_answers()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._fit_answers()
        self.focus_default()

    def _yes(self) -> None:
        question = self.question
        if question == "sans_atout":
            self.chosen.emit(SansAtout())
        elif question == "chelem":
            box = self.chelem_confirmation()
            box.exec()
            confirmed = box.clickedButton() is box.announce_button
            box.deleteLater()
            if confirmed and self.question == "chelem":
                self.chosen.emit(Chelem())
            else:
                self.focus_default()
        elif question == "poignee":
            self.poignee_requested.emit()

    def _no(self) -> None:
        if self.question is not None:
            self.chosen.emit(None)
