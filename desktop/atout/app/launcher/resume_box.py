"""The question asked on starting a match of a game that has an unfinished match: *Reprendre*
(the default), *Abandonner* or *Annuler* (Escape, or closing the box). What follows from the
answer is :func:`atout.play.saves.decide`'s.

::

    box = resume_box(window, "tarot", details)      # built, not shown: tests look at it
    answer = ask_about_saved(window, "tarot", details)   # shown, modal: the player's Answer
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from atout.app.games.launcher_texts import game_title
from atout.play.saves import Answer

__all__ = ["answer_of", "ask_about_saved", "resume_box"]


def resume_box(parent: QWidget | None, game: str, details: str) -> QMessageBox:
    """The question, built and not shown: its buttons are ``box.property("answers")``'s keys, in
    the order Reprendre, Abandonner, Annuler; Reprendre is the default, Annuler the escape."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("ResumeBox", "Atout"))
    title = QCoreApplication.translate("ResumeBox", "Partie en cours : {game}")
    box.setText(title.format(game=game_title(game)))
    after = QCoreApplication.translate(
        "ResumeBox",
        "La reprendre, ou l'abandonner pour en commencer une nouvelle ? Abandonnée, elle est "
        "rangée dans vos parties si une donne en a été jouée jusqu'au bout, sinon effacée.",
    )
    box.setInformativeText(f"{details}\n\n{after}" if details else after)
    # wide enough for the scores' line of four players, which would wrap at the default width
    box.setStyleSheet("QLabel#qt_msgbox_informativelabel { min-width: 500px; }")
    accept, destroy, reject = (
        QMessageBox.ButtonRole.AcceptRole,
        QMessageBox.ButtonRole.DestructiveRole,
        QMessageBox.ButtonRole.RejectRole,
    )
    resume = box.addButton(QCoreApplication.translate("ResumeBox", "Reprendre"), accept)
    abandon = box.addButton(QCoreApplication.translate("ResumeBox", "Abandonner"), destroy)
    cancel = box.addButton(QCoreApplication.translate("ResumeBox", "Annuler"), reject)
    resume.setObjectName("resume")
    abandon.setObjectName("abandon")
    cancel.setObjectName("cancel")
    for button in (resume, abandon, cancel):
        button.setAutoDefault(False)
    box.setDefaultButton(resume)
    box.setEscapeButton(cancel)
    return box


def answer_of(box: QMessageBox) -> Answer:
    """The answer given in ``box`` once it is closed (Annuler when no button was pressed)."""
    clicked = box.clickedButton()
    name = clicked.objectName() if clicked is not None else ""
    return {"resume": Answer.RESUME, "abandon": Answer.ABANDON}.get(name, Answer.CANCEL)


def ask_about_saved(parent: QWidget | None, game: str, details: str) -> Answer:
    """Ask, modal, and return the answer."""
    box = resume_box(parent, game, details)
    box.exec()
    answer = answer_of(box)
    box.deleteLater()
    return answer
