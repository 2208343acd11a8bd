"""The main window: the launcher, then the screen of a match (the card table with its panels
and score sheet), and the dialogs beside them (the review of a deal, the player's matches, the
rules).

The window builds and switches the screens, menus and dialogs; the player's input at the table
is his seat's (:class:`~atout.app.table.seat.HumanSeat`), which turns the session's requests into
the panels' questions and his answers into moves.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QMessageBox,
    QStackedWidget,
)

from atout.app.about import AboutDialog
from atout.app.grace import GraceBreaker
from atout.app.help.guide import GuideDialog
from atout.app.history.screen import HistoryDialog
from atout.app.launcher.resume_box import ask_about_saved
from atout.app.launcher.screen import Launcher
from atout.app.placement import PlacedWindow
from atout.app.review.screen import DealReview
from atout.app.session import HUMAN, Session, TableEvent, Waiting, table_levels
from atout.app.table.screen import TableScreen
from atout.app.table.seat import HumanSeat
from atout.play.records import History
from atout.play.saves import Answer, Step, decide, must_ask
from atout.play.storage import Settings, Storage
from atout.play.undo import grace_ms
from atout.play.writer import Writer
from atout.rules import Deal, Match

__all__ = ["MainWindow"]

SPEEDS = ("slow", "normal", "fast", "instant")


class MainWindow(PlacedWindow):
    """Atout's window. With ``autoplay`` no launcher is shown and deals follow each other.

    Without a ``storage`` the window keeps the player's files (his data directory), the
    autosaves written off the GUI thread (:class:`~atout.play.writer.Writer`); closing the
    window writes what waits and stops the writer."""

    #: Emitted when the match (autoplay: the number of deals asked) is over.
    finished = Signal()

    def __init__(self, storage: Storage | None = None, *, autoplay: bool = False) -> None:
        super().__init__()
        self.storage = storage if storage is not None else Storage(writer=Writer())
        self.autoplay = autoplay
        self.setWindowTitle(self.tr("Atout"))

        loaded = self.storage.load_settings()
        self.settings: Settings = loaded.value
        self.session = Session(self.storage, self)
        self.launcher = Launcher(self)
        self.screen_ = TableScreen(self)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.launcher)
        self.stack.addWidget(self.screen_)
        self.setCentralWidget(self.stack)
        #: The player's input at the table: what he is asked, his answers made moves.
        self.seat = HumanSeat(self.session, self.screen_, self)
        #: The review of a finished deal, when one is open.
        self.review: DealReview | None = None
        #: The player's matches and statistics, when open.
        self.history: HistoryDialog | None = None
        #: The rules and keys, when open.
        self.guide: GuideDialog | None = None
        #: Asks what to do with a game's unfinished match on starting another (tests replace it).
        self.ask_saved: Callable[[str, Match], Answer] = self._ask_saved

        self._build_menus()
        self._connect()
        self._grace_breaker = GraceBreaker(self.session, self.screen_.table.view.viewport(), self)
        self.launcher.set_settings(self.settings)
        if not self.restore_place(self.settings.window):
            self.keep_on_screen()
        self.screen_.set_chosen_side_width(self.settings.side_width)
        if loaded.problem is not None:
            self.launcher.show_notice(
                self.tr(
                    "Les réglages étaient illisibles ; ceux par défaut sont repris. "
                    "Le fichier a été mis de côté : {}"
                ).format(loaded.kept)
            )
        if not autoplay:
            self._offer_resume()

    # -- building -------------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        # the menus' mnemonics leave the panels' to them (Alt+P "Passe", Alt+V "Valider", Alt+C…):
        # test_mnemonics checks that none is taken twice
        game = self.menuBar().addMenu(self.tr("Parti&e"))
        self.new_action = QAction(self.tr("&Nouvelle partie"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.show_launcher)
        game.addAction(self.new_action)
        self.last_trick_action = QAction(self.tr("&Dernier pli"), self)
        self.last_trick_action.setShortcut(QKeySequence("L"))
        self.last_trick_action.triggered.connect(self.screen_.table.show_last_trick)
        game.addAction(self.last_trick_action)
        self.review_action = QAction(self.tr("&Revoir la dernière donne"), self)
        self.review_action.setShortcut(QKeySequence("R"))
        self.review_action.triggered.connect(self._review_last)
        game.addAction(self.review_action)
        self.undo_action = QAction(self.tr("&Annuler mon dernier coup"), self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.setAutoRepeat(False)  # Ctrl+Z held: one undo, not "too late" after it
        self.undo_action.triggered.connect(self.seat.undo)
        game.addAction(self.undo_action)
        game.addSeparator()
        self.history_action = QAction(self.tr("Vos &parties et statistiques…"), self)
        self.history_action.setShortcut(QKeySequence("Ctrl+H"))
        self.history_action.triggered.connect(self._open_history)
        game.addAction(self.history_action)
        game.addSeparator()
        quit_action = QAction(self.tr("&Quitter"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)

        speed_menu = self.menuBar().addMenu(self.tr("V&itesse"))
        group = QActionGroup(self)
        labels = {
            "slow": self.tr("Lente"),
            "normal": self.tr("Normale"),
            "fast": self.tr("Rapide"),
            "instant": self.tr("Instantanée"),
        }
        self.speed_actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            action = QAction(labels[speed], self, checkable=True)
            action.setData(speed)
            action.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            group.addAction(action)
            speed_menu.addAction(action)
            self.speed_actions[speed] = action
        self.set_speed(self.settings.speed)

        help_menu = self.menuBar().addMenu(self.tr("&Aide"))
        self.guide_action = QAction(self.tr("&Règles et clavier"), self)
        self.guide_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.guide_action.triggered.connect(self._open_guide)
        help_menu.addAction(self.guide_action)
        about_action = QAction(self.tr("À &propos d'Atout"), self)
        about_action.triggered.connect(self.show_about)
        help_menu.addAction(about_action)

    def _connect(self) -> None:
        session = self.session
        table = self.screen_.table
        session.table_event.connect(self._on_event)
        table.idle.connect(session.table_ready)
        session.waiting_changed.connect(self._on_waiting)
        session.trouble.connect(self._on_trouble)
        screen = self.screen_
        screen.summary.next_deal.connect(self._next_deal)
        screen.summary.review_requested.connect(self.open_review)
        screen.scores.deal_activated.connect(self.open_review)
        self.launcher.start_requested.connect(self._start)
        self.launcher.resume_requested.connect(self._resume)
        self.launcher.history_requested.connect(self._open_history)
        self.launcher.guide_requested.connect(self._open_guide)

    # -- launcher -----------------------------------------------------------------------------------
    def _offer_resume(self) -> None:
        """Give the launcher every game's unfinished match (it offers the chosen game's); a damaged
        save is said, and was moved aside."""
        found = self.storage.load_autosaves()
        self.launcher.set_saved_matches(
            {game: loaded.value for game, loaded in found.items() if loaded.value is not None}
        )
        damaged = self.tr("La partie enregistrée était illisible ; le fichier a été mis de côté : {}")
        old = self.tr("L'ancienne partie enregistrée n'a pu être reprise ; le fichier a été mis de côté : {}")
        for game, loaded in found.items():
            if loaded.problem is not None:
                self.launcher.show_notice((damaged if game else old).format(loaded.kept))

    def show_launcher(self) -> None:
        """Leave the table for the launcher (Ctrl+N): the match there stays saved, to resume."""
        self.close_review()
        self.session.cancel()
        self._offer_resume()
        self.stack.setCurrentWidget(self.launcher)

    def _table_names(self, name: str) -> list[str]:
        return [name, self.tr("Léa"), self.tr("Marc"), self.tr("Zoé")]

    def _start(self, game: str, options: dict[str, object], level: str, name: str) -> None:
        self.settings = self.launcher.settings()
        self.storage.save_settings(self.settings)
        levels = table_levels(game, level)
        self.new_match(game, options, levels, self._table_names(name))

    def new_match(
        self,
        game: str,
        options: dict[str, object] | None,
        levels: Sequence[str | None],
        names: Sequence[str],
        *,
        first_deal: Deal | None = None,
    ) -> Step:
        """The player asked for a new match of ``game`` (the launcher's Jouer or Enter, *Rejouer
        cette donne*): when ``game`` has an unfinished match he is asked first (:attr:`ask_saved`)
        and Reprendre resumes it, Abandonner puts it away then starts, Annuler does nothing
        (:func:`atout.play.saves.decide`). Other games' matches are not touched. Returns the
        step taken."""
        loaded = self.storage.load_autosave(game)
        saved: Match | None = loaded.value
        answer = self.ask_saved(game, saved) if saved is not None and must_ask(saved) else None
        decision = decide(saved, answer)
        if decision.step is Step.RESUME and decision.match is not None:
            self.resume_match(decision.match)
        elif decision.step is Step.START:
            self.start_match(game, options, levels, names, first_deal=first_deal)
        if loaded.problem is not None:
            text = self.tr("La partie enregistrée était illisible ; le fichier a été mis de côté : {}")
            self.screen_.messages.show_notice(text.format(loaded.kept))
        return decision.step

    def _ask_saved(self, game: str, saved: Match) -> Answer:
        """Reprendre, Abandonner or Annuler, asked in a modal box (:mod:`atout.app.launcher.resume_box`)."""
        return ask_about_saved(self, game, self.launcher.describe_saved(saved))

    def start_match(
        self,
        game: str,
        options: dict[str, object] | None,
        levels: Sequence[str | None],
        names: Sequence[str],
        seed: int | None = None,
        *,
        first_deal: Deal | None = None,
    ) -> None:
        """Start a match at once, ``game``'s unfinished match put away first, asking nothing
        (:meth:`new_match` asks; autoplay and tests call this directly); with ``first_deal``, on
        that deal's cards (:meth:`replay_deal`)."""
        self.close_review()
        try:
            self.storage.put_away_autosave(game)
            trouble = ""
        except OSError as err:
            trouble = self.tr("La partie précédente n'a pas pu être rangée dans vos parties : {}").format(err)
        self._open_table(game, names)
        self.session.start(game, options, levels, names, seed=seed, first_deal=first_deal)
        assert self.session.match is not None
        self.screen_.show_match(self.session.match)
        if trouble:
            self.screen_.messages.show_notice(trouble)

    def _resume(self) -> None:
        """The launcher's Reprendre: the unfinished match of the game chosen there."""
        match = self.storage.load_autosave(self.launcher.current_game()).value
        if match is None:
            self.show_launcher()
            return
        self.resume_match(match)

    def resume_match(self, match: Match) -> None:
        """Go on with ``match``, a saved one, at the table."""
        self.close_review()
        if self.history is not None:
            self.history.close()
        self._open_table(match.game, [player.name for player in match.players])
        self.session.resume(match)
        self.screen_.show_match(match)

    def _open_table(self, game: str, names: Sequence[str]) -> None:
        """Show the table, set for a match of ``game`` between ``names``, nothing asked yet."""
        self.screen_.table.begin(game, list(names))
        self.screen_.summary.hide()
        self.seat.reset()
        self.stack.setCurrentWidget(self.screen_)

    # -- the session's side ---------------------------------------------------------------------------
    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            speed = "normal"
        self.settings.speed = speed
        self.speed_actions[speed].setChecked(True)
        self.screen_.table.set_speed(speed)
        self.session.grace_ms = grace_ms(speed, autoplay=self.autoplay)

    def _on_event(self, event: TableEvent) -> None:
        self.screen_.table.show_event(event)
        if event.kind == "deal_over":
            self.screen_.scores.refresh()

    def _on_waiting(self, waiting: Waiting) -> None:
        match = self.session.match
        if waiting is Waiting.NEXT_DEAL:
            if self.autoplay:
                QTimer.singleShot(0, self.session.next_deal)
                return
            assert match is not None
            self._show_summary(match)
            self.screen_.summary.setFocus()
        elif waiting is Waiting.MATCH_OVER:
            if match is not None and not self.autoplay:
                self._show_summary(match)
            self.finished.emit()

    def _show_summary(self, match: Match) -> None:
        """The summary of ``match``'s last deal, on the table."""
        deal = match.deals[-1]
        self.screen_.summary.show_result(match, deal.result(), deal.observation(HUMAN))
        self.screen_.summary.show()

    def _next_deal(self) -> None:
        self.screen_.summary.hide()
        if self.session.waiting is Waiting.MATCH_OVER:
            self.show_launcher()
            return
        self.session.next_deal()

    def _on_trouble(self, message: str) -> None:
        self.screen_.messages.show_notice(self.tr("Incident : {}").format(message))

    # -- the review of a deal -------------------------------------------------------------------------------
    def open_review(self, index: int | None = None) -> DealReview | None:
        """Open the review of finished deal ``index`` of the match (from 0; by default the last
        one finished). Only a finished deal can be reviewed: it shows every hand."""
        match = self.session.match
        if match is None or not match.results:
            self.screen_.messages.show_notice(self.tr("Aucune donne terminée à revoir."))
            return None
        if index is None:
            index = len(match.results) - 1
        if not 0 <= index < len(match.results):
            return None
        self.close_review()
        review = DealReview(match, index, self)
        review.replay_requested.connect(lambda m=match, i=index: self.replay_deal(m, i))
        self._bring_up(review, "review")
        return review

    def _review_last(self) -> None:
        """The menu's "Revoir la dernière donne" (its ``checked`` argument is no deal number)."""
        self.open_review()

    def close_review(self) -> None:
        """Close the review if one is open."""
        review, self.review = self.review, None
        if review is not None:
            review.close()

    def _bring_up(self, dialog: QDialog, name: str) -> None:
        """Show ``dialog`` beside the table as this window's attribute ``name`` (``review``,
        ``history``, ``guide``): deleted once closed, and the attribute cleared then."""

        def gone(_code: int = 0) -> None:
            if getattr(self, name) is dialog:
                setattr(self, name, None)

        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.finished.connect(gone)
        setattr(self, name, dialog)
        self._present(dialog)

    @staticmethod
    def _present(dialog: QDialog) -> None:
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    # -- playing a deal again ----------------------------------------------------------------------------
    def replay_deal(self, match: Match, index: int) -> bool:
        """Start a new match on the cards of deal ``index`` of ``match``: the same game, rules,
        players and dealer, each seat holding the cards it held. When that game has an
        unfinished match, the player is asked first, as *Jouer* does (:meth:`new_match`).
        Returns whether it started."""
        if not 0 <= index < len(match.deals):
            return False
        deal = match.deals[index]
        levels = [None if player.kind == "human" else player.level for player in match.players]
        names = [player.name for player in match.players]
        step = self.new_match(match.game, match.options.changed(), levels, names, first_deal=deal)
        if step is not Step.STAY and self.history is not None:
            self.history.close()
        return step is Step.START

    # -- the player's matches -------------------------------------------------------------------------------
    def open_history(self, game: str | None = None) -> HistoryDialog:
        """Show the player's matches and statistics, at ``game`` (by default the game at the table,
        or the one chosen in the launcher). The history is read again each time."""
        if game is None:
            game = self._game_in_view()
        if self.history is not None:
            self.history.close()
        self.storage.wait()  # the history's folder is read below: every save written first
        history = History(self.storage.history_dir, self.storage.history_index_path).load()
        dialog = HistoryDialog(history, game, self)
        dialog.replay_requested.connect(self.replay_deal)
        self._bring_up(dialog, "history")
        return dialog

    def _open_history(self) -> None:
        """The menu's and the launcher's way in (the menu's ``checked`` argument is no game)."""
        self.open_history()

    # -- help ------------------------------------------------------------------------------------------------
    def open_guide(self, page: str | None = None) -> GuideDialog:
        """Show the rules (of ``page``, by default the game at the table or chosen in the
        launcher) and the keys. One guide at a time, beside the table."""
        if page is None:
            page = self._game_in_view()
        if self.guide is not None:
            self.guide.show_page(page)
            self._present(self.guide)
            return self.guide
        guide = GuideDialog(page, self)
        self._bring_up(guide, "guide")
        return guide

    def _open_guide(self) -> None:
        """The menu's and the launcher's way in (the menu's ``checked`` argument is no page)."""
        self.open_guide()

    def _game_in_view(self) -> str:
        """The game at the table, or the one chosen in the launcher."""
        match = self.session.match
        if self.stack.currentWidget() is self.screen_ and match is not None:
            return match.game
        return self.launcher.current_game()

    def show_about(self) -> None:
        AboutDialog(self.storage.root, self).exec()

    # -- closing -------------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.close_review()
        for dialog in (self.history, self.guide):
            if dialog is not None:
                dialog.close()
        try:
            self.session.shutdown()  # the bots stopped, every save written
            unsaved = ""
        except OSError as err:
            unsaved = self.tr("La partie en cours n'a pas pu être enregistrée : {}").format(err)
        self.settings.window = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        self.settings.side_width = self.screen_.chosen_side_width()
        try:
            self.storage.save_settings(self.settings)
        except OSError as err:
            QMessageBox.warning(
                self, self.tr("Atout"), self.tr("Les réglages n'ont pas pu être enregistrés : {}").format(err)
            )
        if unsaved and self.autoplay:  # no one to answer a box: said on the error output
            print(f"atout: {unsaved}", file=sys.stderr)
        elif unsaved:
            QMessageBox.warning(self, self.tr("Atout"), unsaved)
        super().closeEvent(event)
