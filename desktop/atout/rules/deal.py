"""The state of one deal, common to the three games.

A deal is a state machine (:class:`Phase`) driven by :meth:`Deal.apply`. The seat
to act is :attr:`Deal.current_seat`; the actions it may take are
:meth:`Deal.legal_actions`, except the choices made of several cards (a discard,
an écart, a poignée), which :meth:`Deal.choice` describes. Every illegal action
raises :class:`~atout.rules.errors.IllegalActionError` with its reason.

Hands and won cards are integer bitmasks inside; the public values are
:class:`~atout.rules.cards.Card` and :class:`~atout.rules.actions.Action`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, ClassVar, NamedTuple, Self

from atout.rules.actions import Action, Discard, HiddenDiscard
from atout.rules.cards import Card, Pack, Suit, cards_from_mask, mask_of
from atout.rules.errors import IllegalActionError
from atout.rules.outcome import Annulment, Count, TakenContract, result_details
from atout.rules.public import PublicState

if TYPE_CHECKING:
    from atout.rules.options import GameOptions

__all__ = ["CardChoice", "Deal", "DealResult", "Observation", "Phase", "Trick", "seat_name"]


class Phase(Enum):
    """Where a deal stands."""

    BIDDING = "bidding"
    DISCARD = "discard"  # the Carotte and Rough discard, the Tarot écart
    PLAY = "play"
    OVER = "over"


def seat_name(seat: int) -> str:
    """``"seat 2"``: how messages name a seat."""
    return f"seat {seat}"


class Trick(NamedTuple):
    """A trick: who led, the cards in the order played, and who won it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int

    def seat_of(self, index: int) -> int:
        """The seat that played ``cards[index]``."""
        return (self.leader + index) & 3

    def plays(self) -> tuple[tuple[int, Card], ...]:
        """``(seat, card)`` in the order played."""
        return tuple(((self.leader + i) & 3, card) for i, card in enumerate(self.cards))


@dataclass(frozen=True)
class CardChoice:
    """A choice made of several cards at once (a discard, an écart, a poignée).

    ``count`` cards must be chosen (for a poignée, one of ``counts``) among the
    ``allowed`` ones; ``refused`` gives, for each other card of the hand, why it
    may not be part of the choice (reason code, English text). ``proposed_mask`` is
    a choice the rules propose to start from (a poignée with its trumps chosen), which
    the chooser may change; ``then_offered`` the announcements the chooser may make as
    soon as the choice is made (the Tarot chelem, after the écart).
    """

    kind: str
    seat: int
    counts: tuple[int, ...]
    allowed_mask: int
    hand_mask: int
    refused: Mapping[Card, tuple[str, str]] = field(default_factory=dict)
    proposed_mask: int = 0
    then_offered: tuple[Action, ...] = ()

    @property
    def count(self) -> int:
        """The number of cards to choose (the smallest, when several are possible)."""
        return self.counts[0]

    @property
    def allowed(self) -> tuple[Card, ...]:
        """The cards that may be part of the choice."""
        return cards_from_mask(self.allowed_mask)

    @property
    def proposed(self) -> tuple[Card, ...]:
        """The cards the rules propose to choose (none when they propose nothing)."""
        return cards_from_mask(self.proposed_mask)


@dataclass(frozen=True)
class DealResult:
    """The outcome of a finished deal.

    ``scores`` is what each seat gained (both partners get their team's score in
    Le Rough); ``chips`` per seat in La Carotte, else ``None``. An annulled deal
    (all passed, a Petit sec) scores zeros, has ``annulled`` set and says why in
    ``annulment`` (with ``petit_sec``, the seats dealt the Petit alone). ``match_winners``
    is set when the deal itself ends the match (the Rough 100 bid).

    A deal played out says who took (``taker``: La Carotte's déclarant, Le Rough's and the
    Tarot's preneur), the ``contract``, whether it was ``made``, each seat's side
    (``sides``, as :meth:`Deal.side_of` gives them), the game's own ``count``
    (:mod:`atout.rules.outcome`), the ``ecart`` (the cards the taker put aside) and the
    ``kitty`` as dealt (the mise, the chien). These typed fields are the result; :attr:`details`
    is a view of them as JSON-like values.
    """

    scores: tuple[int, ...]
    chips: tuple[int, ...] | None = None
    annulled: bool = False
    match_winners: tuple[int, ...] | None = None
    taker: int | None = None
    contract: TakenContract | None = None
    made: bool | None = None
    sides: tuple[int, ...] = ()
    count: Count | None = None
    ecart: tuple[Card, ...] = ()
    kitty: tuple[Card, ...] = ()
    annulment: Annulment | None = None
    petit_sec: tuple[int, ...] = ()

    @property
    def details(self) -> dict[str, object]:
        """The result as JSON-like values, worked out from the typed fields (a new dict each
        time): :func:`~atout.rules.outcome.result_details`."""
        return result_details(self)


@dataclass(frozen=True)
class Observation:
    """What one seat may know of a deal: its hand, the public history, what was shown.

    ``history`` is the deal's actions as this seat saw them: a discard made by
    another seat face down appears as a :class:`HiddenDiscard` (with the cards shown
    from it, the trumps of a Tarot écart). ``kitty`` is the mise or chien when this
    seat has seen it, else ``None``. ``shown`` holds the cards a seat has shown from
    its hand (a Tarot poignée). When this seat is to act, ``legal_actions`` and
    ``choice`` say what it may or must do, and ``optional_choice`` a multi-card
    announcement it may make (a poignée); ``announcements`` lists the optional
    announcements open to this seat, whether or not it is its turn (the Tarot chelem, which
    is never among ``legal_actions``).
    ``sides`` gives each seat's side (:meth:`Deal.side_of`): who plays with whom.

    The same in every game: ``highest_bid``, the highest bid so far (then the bid that made the
    contract); ``declarer``, who holds it; ``contract``; ``trump``; ``tricks_won``, each seat's
    tricks. What only one game has is in ``public`` (:mod:`atout.rules.public`).
    """

    game: str
    seat: int
    dealer: int
    options: GameOptions
    phase: Phase
    current_seat: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    history: tuple[tuple[int, Action], ...]
    kitty: tuple[Card, ...] | None
    declarer: int | None
    contract: Action | None
    trump: Suit | None
    tricks: tuple[Trick, ...]
    trick: tuple[tuple[int, Card], ...]
    legal_actions: tuple[Action, ...]
    choice: CardChoice | None
    shown: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    optional_choice: CardChoice | None = None
    announcements: tuple[tuple[int, Action], ...] = ()
    sides: tuple[int, ...] = ()
    highest_bid: Action | None = None
    tricks_won: tuple[int, ...] = ()
    public: PublicState | None = None

    @property
    def played_mask(self) -> int:
        """Every card played so far (finished tricks and the trick under way)."""
        mask = 0
        for trick in self.tricks:
            mask |= mask_of(trick.cards)
        for _, card in self.trick:
            mask |= card.mask
        return mask

    @property
    def seen_mask(self) -> int:
        """Every card this seat has seen in this deal: its hand, the cards played, the kitty when
        it was shown to it, the cards shown from a hand (a poignée) or from a discard (the
        trumps of a Tarot écart), and the discards it saw whole (its own)."""
        mask = self.played_mask | mask_of(self.hand)
        if self.kitty is not None:
            mask |= mask_of(self.kitty)
        for cards in self.shown.values():
            mask |= mask_of(cards)
        for _, action in self.history:
            if isinstance(action, HiddenDiscard):
                mask |= action.shown
            elif isinstance(action, Discard):
                mask |= action.mask
        return mask


class Deal(ABC):
    """One deal of one game. Subclasses implement the game's phases.

    Public state: ``dealer``, ``options``, ``phase``, ``current_seat`` (``None``
    once the deal is over), ``history`` (``(seat, action)`` pairs), ``tricks``.
    """

    game: ClassVar[str]
    pack: ClassVar[Pack]
    #: The action classes of this game.
    action_classes: ClassVar[tuple[type[Action], ...]]

    dealer: int
    options: GameOptions
    phase: Phase
    current_seat: int | None
    history: list[tuple[int, Action]]
    tricks: list[Trick]
    _hands: list[int]
    _dealt: tuple[tuple[Card, ...], ...]
    _kitty: tuple[Card, ...]

    # -- the API -------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the seat to act may take, except the multi-card choices."""

    def choice(self) -> CardChoice | None:
        """The multi-card choice the seat to act must make now, if any."""
        return None

    def optional_choice(self) -> CardChoice | None:
        """A multi-card announcement the seat to act may make now (a Tarot poignée), if any."""
        return None

    def announcements(self) -> tuple[tuple[int, Action], ...]:
        """The optional announcements open now, as ``(seat, action)``: to the seat to act or to
        another (the Tarot chelem). They are never among :meth:`legal_actions`."""
        return ()

    @abstractmethod
    def apply(self, action: Action, seat: int | None = None) -> None:
        """Apply ``action`` for ``seat`` (by default the seat to act).

        Raises :class:`IllegalActionError` (and changes nothing) when the rules
        forbid it.
        """

    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise :class:`IllegalActionError` unless ``action`` is legal now."""
        self.clone().apply(action, seat)

    def is_legal(self, action: Action, seat: int | None = None) -> bool:
        """Whether ``action`` is legal now."""
        try:
            self.check(action, seat)
        except IllegalActionError:
            return False
        return True

    @property
    def is_over(self) -> bool:
        """Whether the deal is finished (played out, or annulled)."""
        return self.phase is Phase.OVER

    @abstractmethod
    def result(self) -> DealResult:
        """The outcome; only once the deal is over."""

    @abstractmethod
    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now."""

    def clone(self) -> Self:
        """An independent copy, for search."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new._hands = self._hands.copy()
        new.history = self.history.copy()
        new.tricks = self.tricks.copy()
        self._clone_extra(new)
        return new

    def _clone_extra(self, new: Self) -> None:  # noqa: B027 - a hook, empty by default
        """Copy any further mutable attribute into ``new``."""

    def __repr__(self) -> str:
        who = "" if self.current_seat is None else f", seat {self.current_seat} to act"
        return f"<{type(self).__name__} dealer {self.dealer}, {self.phase.value}{who}>"

    # -- what was dealt, what is held ------------------------------------------------
    @property
    def dealt_hands(self) -> tuple[tuple[Card, ...], ...]:
        """The four hands as dealt."""
        return self._dealt

    @property
    def kitty(self) -> tuple[Card, ...]:
        """The mise or chien as dealt."""
        return self._kitty

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now, in pack order."""
        return cards_from_mask(self._hands[seat])

    def aside_mask(self) -> int:
        """The cards put aside by a discard or écart (none before it is made)."""
        return 0

    def hand_mask(self, seat: int) -> int:
        """The bitmask of the cards ``seat`` holds now."""
        return self._hands[seat]

    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        """The trick under way: ``(seat, card)`` in the order played (empty between tricks)."""
        return ()

    @abstractmethod
    def side_of(self, seat: int) -> int:
        """The side ``seat`` plays for: seats of the same side win or lose together.

        Le Rough: the teams (0 for seats 0 and 2, 1 for seats 1 and 3). La Carotte and
        Tarot: 1 for the declarer or taker, 0 for the others (and for everybody before
        the bidding ends).
        """

    def sides(self) -> tuple[int, ...]:
        """Every seat's side (:meth:`side_of`), seat 0 first."""
        return tuple(self.side_of(seat) for seat in range(4))

    def trick_winner(self) -> int | None:
        """The seat winning the trick under way so far (``None`` before a card that can win)."""
        return None

    # -- helpers for subclasses ----------------------------------------------------------
    def _check_seat(self, seat: int | None) -> int:
        current = self.current_seat
        if current is None:
            raise IllegalActionError("deal_over", "the deal is over")
        if seat is not None and seat != current:
            raise IllegalActionError(
                "not_your_turn",
                f"it is {seat_name(current)}'s turn, not {seat_name(seat)}'s",
                seat=seat,
                expected=current,
            )
        return current

    def _wrong_phase(self, action: Action) -> IllegalActionError:
        if not isinstance(action, self.action_classes):
            return IllegalActionError(
                "wrong_game", f"{action!r} is not an action of {self.game}", action=action.kind
            )
        return IllegalActionError(
            "wrong_phase",
            f"{action.kind} is not possible in the {self.phase.value} phase",
            action=action.kind,
            phase=self.phase.value,
        )

    def _not_held(self, seat: int, card: Card) -> IllegalActionError:
        """The error for a card ``seat`` may not play because it does not hold it."""
        if card not in self.pack:
            return IllegalActionError(
                "not_in_pack", f"{card} is not a card of the {self.pack.name} pack", card=card.text
            )
        return IllegalActionError(
            "not_in_hand", f"{card} is not in {seat_name(seat)}'s hand", seat=seat, card=card.text
        )

    def _discard_shown(self, mask: int) -> int:
        """The cards of a face-down discard that are shown to all (none by default)."""
        return 0

    def _history_for(self, seat: int) -> tuple[tuple[int, Action], ...]:
        """The history with the other seats' face-down discards hidden."""
        out: list[tuple[int, Action]] = []
        for who, action in self.history:
            if type(action) is Discard and who != seat:
                mask = action.mask
                out.append((who, HiddenDiscard(mask.bit_count(), self._discard_shown(mask))))
            else:
                out.append((who, action))
        return tuple(out)


def parse_hands(
    pack: Pack, hands: Sequence[Sequence[Card]], kitty: Sequence[Card], hand_size: int, kitty_size: int
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Check that ``hands`` and ``kitty`` are a whole deal of ``pack``, each card once."""
    if len(hands) == 4 and len(kitty) == kitty_size and all(len(hand) == hand_size for hand in hands):
        everything = [*hands[0], *hands[1], *hands[2], *hands[3], *kitty]
        union = 0
        for card in everything:
            union |= card.mask
        if union == pack.mask and len(everything) == len(pack):
            return (tuple(hands[0]), tuple(hands[1]), tuple(hands[2]), tuple(hands[3])), tuple(kitty)
    raise _bad_deal(pack, hands, kitty, hand_size, kitty_size)


def _bad_deal(
    pack: Pack, hands: Sequence[Sequence[Card]], kitty: Sequence[Card], hand_size: int, kitty_size: int
) -> IllegalActionError:
    """Why ``hands`` and ``kitty`` are not a whole deal of ``pack``."""
    if len(hands) != 4:
        return IllegalActionError("bad_deal", f"a deal has 4 hands, not {len(hands)}")
    for seat, hand in enumerate(hands):
        if len(hand) != hand_size:
            return IllegalActionError(
                "bad_deal", f"{seat_name(seat)} was dealt {len(hand)} cards, not {hand_size}"
            )
    if len(kitty) != kitty_size:
        return IllegalActionError("bad_deal", f"the kitty has {len(kitty)} cards, not {kitty_size}")
    seen = 0
    for card in [*(c for hand in hands for c in hand), *kitty]:
        if not isinstance(card, Card) or card not in pack:
            return IllegalActionError("bad_deal", f"{card} is not a card of the {pack.name} pack")
        if seen & card.mask:
            return IllegalActionError("bad_deal", f"{card} is dealt twice")
        seen |= card.mask
    return IllegalActionError("bad_deal", "the deal is not the whole pack")  # pragma: no cover
