"""The match being played at the table: who acts, the bots' turns, the autosave.

A :class:`Session` owns the :class:`~atout.rules.Match` and the bots; the window
owns the session. The session decides nothing about the rules: it asks them
(legal actions, ``check``) and applies what the seat to act chose. Each applied
action becomes a :class:`TableEvent`, queued for the table, which animates the
events one after another and then calls :meth:`Session.table_ready`; only then
does the session ask the next player. So the game state never changes inside
animation code, and the player cannot act while cards are moving.

The states (:class:`Waiting`): the human's move, a bot's move, the table
animating, the end of a deal, the end of the match.

After the player's card, bid or écart comes a **grace** (:attr:`Session.grace_ms`, from the
table's speed: :data:`atout.play.undo.GRACE_MS`): the next seat's action is held until it ends
(:meth:`Session.end_grace`: its timer, or a click or key the window forwards), so that an undo
can still take the move back. The bot may be asked at once; its answer is kept, neither applied
nor shown, until then, and dropped if the move is taken back. Whether a move may be taken back
is :mod:`atout.play.undo`'s rule; the session only keeps the time.
"""

from __future__ import annotations

import enum
import itertools
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from atout.ai.bot import Bot, MatchView
from atout.ai.levels import make_bot
from atout.app.worker import BotThread
from atout.play.storage import Storage
from atout.play.undo import Refusal, moves_to_take_back, refusal
from atout.rules import (
    Action,
    Card,
    Deal,
    DealNumber,
    DealResult,
    DealRng,
    IllegalActionError,
    Match,
    Observation,
    Player,
    RulesError,
    Trick,
    get_game,
)

__all__ = ["HUMAN", "Session", "TableEvent", "Waiting", "table_levels"]

#: The human's seat: at the bottom of the table.
HUMAN = 0


def table_levels(game: str, level: str) -> list[str | None]:
    """The levels of a new match of ``game`` (:meth:`Session.start`): the player's seat, then a
    bot of ``level`` in each other seat of the game's table.

    >>> table_levels("tarot", "hard")
    [None, 'hard', 'hard', 'hard']
    """
    return [None if seat == HUMAN else level for seat in range(get_game(game).seat_count())]


def fresh_seed() -> int:
    """A seed for a new match, from the system's entropy."""
    return secrets.randbits(62)


def continuation_seed(match: Match) -> int:
    """The seed that deals the rest of a resumed ``match``: the same for the same log, different
    from the one that dealt its first deals (a random one for a log without a seed).

    >>> from atout.rules import Match
    >>> match = Match("tarot", seed=5)
    >>> match.extra["seed"] = 5
    >>> continuation_seed(match) == continuation_seed(match) != 5
    True
    """
    seed = match.extra.get("seed")
    if type(seed) is not int:
        return fresh_seed()
    return (seed * 0x9E3779B97F4A7C15 + len(match.deals) + 1) % (1 << 62)


class Waiting(enum.Enum):
    """What the session waits for."""

    NOTHING = "nothing"  # no match yet
    TABLE = "table"  # the table is showing what happened
    HUMAN = "human"  # the player's move (or his answer to an announcement)
    BOT = "bot"  # a bot is thinking
    NEXT_DEAL = "next_deal"  # the deal is over: the player reads the summary
    MATCH_OVER = "match_over"


def _last_number(match: Match) -> DealNumber:
    """The number of the match's last deal dealt, as the rules count deals (an annulled Tarot
    deal takes none)."""
    return match.deal_number(len(match.deals) - 1)


@dataclass(frozen=True)
class TableEvent:
    """Something the table must show, with what seat 0 may see just after it.

    ``kind``: ``"deal"`` (a new deal is dealt), ``"action"`` (``seat`` made ``action``),
    ``"trick"`` (``trick`` was taken), ``"deal_over"`` (with ``result``),
    ``"match_over"``, ``"undo"`` (moves were taken back: the deal as it now stands).
    """

    kind: str
    observation: Observation | None = None
    seat: int | None = None
    action: Action | None = None
    trick: Trick | None = None
    result: DealResult | None = None
    #: The deal's number as the rules count deals (:meth:`Match.deal_number`), or a plain number.
    deal_number: int | DealNumber = 0


class Session(QObject):
    """A match at the table: seat 0 is the player (or a bot, in autoplay)."""

    #: A new event for the table (a ``TableEvent``).
    table_event = Signal(object)
    #: The player must act: his observation (announcements out of turn included).
    human_turn = Signal(object)
    #: The player's move was refused: (reason code, English text, params).
    refused = Signal(str, str, object)
    #: Something went wrong that the player should hear about (a bot failed, a save failed).
    trouble = Signal(str)
    #: The state changed (a ``Waiting``).
    waiting_changed = Signal(object)
    #: The grace after the player's move began (``True``) or ended (``False``).
    grace_changed = Signal(bool)

    def __init__(self, storage: Storage | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.storage = storage
        self.match: Match | None = None
        self.bots: list[Bot | None] = []  # a bot per seat (None: the player's) once a match is taken
        self.waiting = Waiting.NOTHING
        self._bots = BotThread(self)
        self._bots.answered.connect(self._bot_answered)
        self._bots.failed.connect(self._bot_failed)
        self._requests = itertools.count(1)
        self._request = 0  # the request whose answer we wait for (0: none)
        self._declined: set[tuple[int, str]] = set()
        self._asked_seat: int | None = None
        self._undone = False  # a move was just taken back: the one before it stays
        #: How long the next seat's action is held after the player's move, in ms (0: not).
        self.grace_ms = 0
        self._grace = QTimer(self)
        self._grace.setSingleShot(True)
        self._grace.timeout.connect(self.end_grace)
        self._in_grace = False
        #: A bot's move chosen during the grace, applied when it ends.
        self._held: tuple[int, Action | None] | None = None
        #: The hands and the kitty of the next deal, when it plays a deal again.
        self._first_cards: tuple[Sequence[Sequence[Card]], Sequence[Card]] | None = None
        #: Shut down (:meth:`shutdown`): no deal is dealt until a match is started or resumed.
        self._shut = False

    # -- starting ----------------------------------------------------------------------------------
    def start(
        self,
        game: str,
        options: dict[str, object] | None,
        levels: Sequence[str | None],
        names: Sequence[str],
        seed: int | None = None,
        *,
        first_deal: Deal | None = None,
    ) -> None:
        """A new match: ``levels[seat]`` is a bot level, or ``None`` for the player (seat 0).
        Without a ``seed`` one is drawn at random: each match deals other cards. The log keeps
        it (``"seed"``), so the match can be dealt again. With ``first_deal`` (a deal of another
        match) the match opens on the same cards, dealt by the same seat: the deal played again."""
        players = [
            Player(names[seat], "human" if levels[seat] is None else "ai", levels[seat])
            for seat in range(get_game(game).seat_count())
        ]
        if seed is None:
            seed = fresh_seed()
        dealer = first_deal.dealer if first_deal is not None else None
        match = Match(game, options, players, seed=seed, first_dealer=dealer)
        match.extra["seed"] = seed
        self._take(match)
        self._first_cards = (first_deal.dealt_hands, first_deal.kitty) if first_deal is not None else None
        self.next_deal()

    def resume(self, match: Match) -> None:
        """Go on with a saved match (its last deal may be under way). The log keeps the cards
        dealt, not where the shuffle stood: the deals to come are shuffled from a seed drawn
        from the log's seed and the number of deals so far (at random when it has none)."""
        match.rng = DealRng(continuation_seed(match))
        self._take(match)
        deal = match.current
        if deal is None:
            if match.is_over:
                self._set_waiting(Waiting.MATCH_OVER)
            else:
                self.next_deal()
            return
        self._queue(TableEvent("deal", deal.observation(HUMAN), deal_number=_last_number(match)))
        self._set_waiting(Waiting.TABLE)

    def _take(self, match: Match) -> None:
        self.cancel()
        self._shut = False
        self.match = match
        self._declined = set()
        self.bots = [
            None
            if player.kind == "human"
            else make_bot(player.level or "normal", game=match.game, seat=seat, seed=(match.rng.seed + seat))
            for seat, player in enumerate(match.players)
        ]
        if any(bot is not None for bot in self.bots):
            self._bots.prepare()  # the bots' process starts while the cards are dealt

    def next_deal(self) -> None:
        """Deal the next deal (after the player has read the last one's summary); nothing once
        the session is shut down (:meth:`shutdown`), until a match is started or resumed."""
        match = self.match
        if self._shut or match is None or match.is_over or match.current is not None:
            return  # shut down: a next deal asked before (autoplay's) would be saved after the end
        cards, self._first_cards = self._first_cards, None
        deal = match.new_deal(*cards) if cards is not None else match.new_deal()
        self._declined = set()
        self._undone = False
        self._save()
        self._queue(TableEvent("deal", deal.observation(HUMAN), deal_number=_last_number(match)))
        self._queue_end(match)  # a deal annulled as dealt (Tarot's petit sec) is over at once
        self._set_waiting(Waiting.TABLE)

    # -- the table -----------------------------------------------------------------------------------
    def table_ready(self) -> None:
        """The table has shown every event: ask whoever must act next."""
        if self.waiting is not Waiting.TABLE:
            return
        match = self.match
        assert match is not None
        deal = match.current
        if deal is None:
            self._set_waiting(Waiting.MATCH_OVER if match.is_over else Waiting.NEXT_DEAL)
            return
        for seat, offer in deal.announcements():
            if (seat, offer.kind) in self._declined:
                continue
            self._ask(seat)
            return
        assert deal.current_seat is not None
        self._ask(deal.current_seat)

    def _ask(self, seat: int) -> None:
        match = self.match
        assert match is not None and match.current is not None
        observation = match.current.observation(seat)
        self._asked_seat = seat
        bot = self.bots[seat]
        if bot is None:
            self._stop_grace()  # his turn again: nothing to hold
            self._set_waiting(Waiting.HUMAN)
            self.human_turn.emit(observation)
            return
        self._request = next(self._requests)
        self._set_waiting(Waiting.BOT)
        self._bots.ask(self._request, bot, observation, MatchView.of(match))

    # -- moves ------------------------------------------------------------------------------------------
    def play(self, action: Action | None) -> bool:
        """The player's move (``None``: he lets an announcement pass). ``False`` when refused
        (``refused`` says why) or when it is not his turn."""
        if self.waiting is not Waiting.HUMAN or self._asked_seat is None:
            return False
        seat = self._asked_seat
        moved = self._move(seat, action)
        if moved:
            self._undone = False
            if action is not None:
                self._start_grace()
        return moved

    # -- the grace after the player's move ----------------------------------------------------------
    @property
    def in_grace(self) -> bool:
        """Whether the next seat's action is held (the player's move may still be taken back)."""
        return self._in_grace

    @property
    def holding(self) -> bool:
        """Whether the next seat's move is chosen and kept until the grace ends."""
        return self._held is not None

    def _start_grace(self) -> None:
        """Hold the next seat's action, when there is a grace and the move just made could be
        taken back (a move that turned the chien over, or ended the deal, gets none)."""
        match = self.match
        if self.grace_ms <= 0 or match is None or match.current is None:
            return
        if refusal(match, HUMAN, may_act=True, undone=False) is not None:
            return
        self._in_grace = True
        self._grace.start(self.grace_ms)
        self.grace_changed.emit(True)

    def end_grace(self) -> None:
        """End the grace now (its time is up, or the player clicked or pressed a key): the
        next seat's action, if chosen already, is applied and shown."""
        if not self._stop_grace():
            return
        held, self._held = self._held, None
        if held is not None:
            self._move(*held)

    def _stop_grace(self) -> bool:
        """End the grace without applying anything; whether there was one."""
        self._grace.stop()
        if not self._in_grace:
            return False
        self._in_grace = False
        self.grace_changed.emit(False)
        return True

    # -- taking a move back -------------------------------------------------------------------------
    def undo_refusal(self) -> Refusal | None:
        """Why the player's last move cannot be taken back now, or ``None`` when it can: on his
        turn or during the grace after his move, by :func:`atout.play.undo.refusal`'s rule (the
        reasons: ``not_your_turn``, ``nothing_to_undo``, ``once``, ``cards_seen``,
        ``bids_heard``)."""
        match = self.match
        if match is None:
            return "not_your_turn"
        may_act = self.waiting is Waiting.HUMAN or self._in_grace
        return refusal(match, HUMAN, may_act=may_act, undone=self._undone)

    def undo(self) -> bool:
        """Take back the player's last move, and the others' since (see :meth:`undo_refusal`);
        ``False`` when it cannot be. During the grace, the bot asked meanwhile is stopped and
        its answer dropped. The table is redrawn and the player asked again."""
        if self.undo_refusal() is not None:
            return False
        match = self.match
        assert match is not None and match.current is not None
        back = moves_to_take_back(match.current, HUMAN)
        assert back is not None
        self.cancel()  # the grace, and a bot thinking on the move taken back
        deal = match.take_back(back)
        self._declined = set()
        self._undone = True
        self._save()
        self._queue(TableEvent("undo", deal.observation(HUMAN), deal_number=_last_number(match)))
        self._set_waiting(Waiting.TABLE)
        return True

    def _move(self, seat: int, action: Action | None) -> bool:
        match = self.match
        assert match is not None
        deal = match.current
        assert deal is not None
        if action is None:
            offers = [offer for who, offer in deal.announcements() if who == seat]
            if not offers:
                return False
            for offer in offers:
                self._declined.add((seat, offer.kind))
            self._set_waiting(Waiting.TABLE)
            self.table_ready()
            return True
        try:
            deal.check(action, seat)
        except IllegalActionError as err:
            self.refused.emit(err.code, str(err), dict(err.params))
            return False
        tricks_before = len(deal.tricks)
        match.apply(action, seat)
        self._save()
        seen = deal.observation(HUMAN)
        number = _last_number(match)
        # the action as seat 0 saw it: another seat's discard face down, for instance
        shown = seen.history[-1][1] if seen.history else action
        self._queue(TableEvent("action", seen, seat, shown, deal_number=number))
        if len(deal.tricks) > tricks_before:
            self._queue(TableEvent("trick", seen, trick=deal.tricks[-1], deal_number=number))
        self._queue_end(match)
        if match.is_over:
            self._archive()
        self._set_waiting(Waiting.TABLE)
        return True

    def _queue_end(self, match: Match) -> None:
        """The events of a deal that has just ended, if it has."""
        deal = match.deals[-1]
        if not deal.is_over:
            return
        number = _last_number(match)
        result = match.results[-1]
        self._queue(TableEvent("deal_over", deal.observation(HUMAN), result=result, deal_number=number))
        if match.is_over:
            self._queue(TableEvent("match_over", deal_number=number))

    def _bot_answered(self, request: int, action: object) -> None:
        if request != self._request or self.waiting is not Waiting.BOT:
            return  # a stale answer (new game, or cancelled)
        self._request = 0
        seat = self._asked_seat
        assert seat is not None
        if action is not None and not isinstance(action, Action):
            self._bot_failed(request, f"answered {action!r}, which is no action")
            return
        match = self.match
        assert match is not None and match.current is not None
        if action is None and seat == match.current.current_seat:
            self._bot_failed(request, "gave no move though its seat is to act")
            return
        try:
            if action is not None:
                match.current.check(action, seat)
        except IllegalActionError as err:
            self._bot_failed(request, f"played {action!r}: {err}")
            return
        self._bot_move(seat, action)

    def _bot_move(self, seat: int, action: Action | None) -> None:
        """Apply a bot's move, or keep it until the grace ends."""
        if self._in_grace:
            self._held = (seat, action)
            return
        self._move(seat, action)

    def _bot_failed(self, request: int, reason: str) -> None:
        if request != self._request:
            return
        self._request = 0
        seat = self._asked_seat
        self.trouble.emit(f"seat {seat}: {reason}")
        # the table must go on: the seat plays the first legal move instead
        match = self.match
        assert match is not None and match.current is not None and seat is not None
        deal = match.current
        if seat != deal.current_seat:
            self._bot_move(seat, None)
            return
        choice = deal.choice()
        if choice is not None:
            self._bot_move(seat, match.rules.random_choice(choice, DealRng(len(deal.history))))
        else:
            self._bot_move(seat, deal.legal_actions()[0])

    # -- bookkeeping ---------------------------------------------------------------------------------
    def cancel(self) -> None:
        """Stop waiting for a bot (a new game, quitting, an undo): its answer, held or to come,
        is dropped, and the grace ends."""
        self._request = 0
        self._held = None
        self._stop_grace()
        self._bots.cancel()

    def shutdown(self) -> None:
        """End the bots' thread and the storage's writer (the window is closing): every save
        handed over is written first. A save that failed and was not yet told is raised then
        (``OSError``), everything stopped all the same."""
        self.cancel()
        self._shut = True
        self._bots.shutdown()
        if self.storage is not None:
            self.storage.close()

    def _queue(self, event: TableEvent) -> None:
        self.table_event.emit(event)

    def _set_waiting(self, waiting: Waiting) -> None:
        self.waiting = waiting
        self.waiting_changed.emit(waiting)

    def _save(self) -> None:
        """Save the match after an action. With the storage's writer the disk is written off this
        thread; the ``trouble`` of a save that failed there comes with the next one."""
        if self.storage is None or self.match is None:
            return
        try:
            self.storage.save_match(self.match)
        except OSError as err:
            self.trouble.emit(f"save failed: {err}")

    def _archive(self) -> None:
        if self.storage is None or self.match is None:
            return
        try:
            self.storage.archive(self.match)
        except (OSError, RulesError) as err:
            self.trouble.emit(f"could not keep the finished match: {err}")
