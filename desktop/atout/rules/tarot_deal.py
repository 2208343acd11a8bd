"""One hand of French Tarot, as a state machine: the bidding (rules 8 to 10), the écart (rules 11
and 12), the announcements (rules 13 and 14), the play (rules 15 to 20), then the score.

The deal keeps the state and the order of the phases; its card play is
:class:`~atout.rules.tarot_play.TarotCardPlay`, what a seat may choose and why an action is
refused :mod:`atout.rules.tarot_choices`, the laws of the cards :mod:`atout.rules.tarot_cards`,
the score :mod:`atout.rules.tarot_score`, the variants :mod:`atout.rules.tarot_options`. Seats play
counter-clockwise: seat ``i + 1`` is on seat ``i``'s right and acts after it. The taker plays
alone against the three others, the defence.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Final, Self

from atout.rules.actions import PASS, Action, Chelem, Contract, Discard, Pass, Play, Poignee, TarotBid
from atout.rules.cards import TAROT_PACK, TRUMP_MASK, Card, cards_from_mask, mask_of
from atout.rules.deal import CardChoice, DealResult, Observation, Phase, parse_hands, seat_name
from atout.rules.errors import IllegalActionError
from atout.rules.outcome import Annulment
from atout.rules.public import TarotPublic
from atout.rules.tarot_cards import CHIEN_SIZE, EXCUSE, HAND_SIZE, PETIT
from atout.rules.tarot_choices import CHELEM, check_ecart, check_poignee, ecart_choice, poignee_choice
from atout.rules.tarot_options import TarotOptions
from atout.rules.tarot_play import TAKER, TarotCardPlay
from atout.rules.tarot_score import tarot_result
from atout.rules.tricks import plays_of_mask

__all__ = ["BIDS", "TarotDeal"]

_CONTRACTS: Final = tuple(Contract)
#: The bid of each contract.
BIDS: Final = {contract: TarotBid(contract) for contract in Contract}

_OVER: Final = Phase.OVER
_PLAY: Final = Phase.PLAY
_BIDDING: Final = Phase.BIDDING
_DISCARD: Final = Phase.DISCARD


class TarotDeal(TarotCardPlay):
    """One hand of French Tarot.

    Public state beyond :class:`~atout.rules.deal.Deal`'s: ``taker`` and ``contract`` (once the
    bidding is over), ``chelem_announced``, :attr:`poignees`, :attr:`ecart`.
    """

    game: ClassVar[str] = "tarot"
    pack = TAROT_PACK
    action_classes = (Pass, TarotBid, Discard, Chelem, Poignee, Play)

    contract: Contract | None
    chelem_announced: bool
    _highest: Contract | None
    _calls: int
    _ecart: int
    _poignees: dict[int, int]

    def __init__(
        self,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        options: TarotOptions | None = None,
    ) -> None:
        self._dealt, self._kitty = parse_hands(self.pack, hands, kitty, HAND_SIZE, CHIEN_SIZE)
        self.options = options or TarotOptions()
        self.dealer = dealer
        self._hands = [mask_of(hand) for hand in self._dealt]
        self.history = []
        self.tricks = []
        self.taker = None
        self.contract = None
        self.chelem_announced = False
        self._highest = None
        self._calls = 0
        self._ecart = 0
        self._poignees = {}
        self._init_play((dealer + 1) & 3)
        petit_sec = self.petit_sec_seats()
        if petit_sec:  # rule 7: annulled at once, without any action
            self.phase = _OVER
            self.current_seat = None
            self._result = DealResult(
                (0, 0, 0, 0),
                annulled=True,
                annulment=Annulment.PETIT_SEC,
                petit_sec=tuple(petit_sec),
            )
        else:
            self.phase = _BIDDING
            self.current_seat = (dealer + 1) & 3  # rule 8: the dealer's right speaks first

    def petit_sec_seats(self) -> tuple[int, ...]:
        """The seats dealt the Petit as their only trump and no Excuse (rule 7), in the
        order they speak."""
        seats = ((self.dealer + i) & 3 for i in range(1, 5))
        return tuple(seat for seat in seats if mask_of(self._dealt[seat]) & (TRUMP_MASK | EXCUSE) == PETIT)

    def _clone_extra(self, new: Self) -> None:
        super()._clone_extra(new)
        new._poignees = self._poignees.copy()

    # -- what may be done ----------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is _PLAY:
            return plays_of_mask(self.legal_play_mask())  # the chelem is an announcement
        if phase is _BIDDING:
            highest = self._highest
            start = 0 if highest is None else highest.rank + 1
            return (PASS, *(BIDS[contract] for contract in _CONTRACTS[start:]))
        return ()

    def choice(self) -> CardChoice | None:
        if self.phase is not _DISCARD or self.taker is None:
            return None
        return ecart_choice(self.taker, self._hands[self.taker])

    def optional_choice(self) -> CardChoice | None:
        seat = self.current_seat
        if self.phase is not _PLAY or seat is None or not self._poignee_open(seat):
            return None
        return poignee_choice(seat, self._hands[seat])

    def announcements(self) -> tuple[tuple[int, Action], ...]:
        """The chelem, offered to the taker while it is open (rule 13), whether or not he is
        the seat to act; the one place it is offered (never in :meth:`legal_actions`)."""
        taker = self.taker
        if taker is not None and self._chelem_open():
            return ((taker, CHELEM),)
        return ()

    def _chelem_open(self) -> bool:
        """Rule 13: after the écart, before any poignée and any card."""
        return (
            self.phase is _PLAY
            and not self.chelem_announced
            and not self.tricks
            and not self._trick
            and not self._poignees
        )

    def _poignee_open(self, seat: int) -> bool:
        """Rule 14: just before the seat's card in the first trick, once."""
        return not self.tricks and seat not in self._poignees

    # -- applying --------------------------------------------------------------------------------
    def apply(self, action: Action, seat: int | None = None) -> None:
        if type(action) is Play and self.phase is _PLAY:
            current = self.current_seat
            if seat is not None and seat != current:
                self._check_seat(seat)
            self._play(current, action)  # type: ignore[arg-type]
            return
        if type(action) is Chelem:
            self._announce_chelem(seat)
            return
        current = self._check_seat(seat)
        phase = self.phase
        if phase is _BIDDING:
            self._call(current, action)
        elif phase is _DISCARD and type(action) is Discard:
            self._make_ecart(current, action)
        elif phase is _PLAY and type(action) is Poignee:
            self._show_poignee(current, action)
        else:
            raise self._wrong_phase(action)

    # -- bidding (rules 8–10) ---------------------------------------------------------------------
    def _call(self, seat: int, action: Action) -> None:
        if type(action) is TarotBid:
            contract = action.contract
            if not isinstance(contract, Contract):
                raise IllegalActionError("bad_bid", f"{contract!r} is not a contract")
            highest = self._highest
            if highest is not None and contract.rank <= highest.rank:
                raise IllegalActionError(
                    "bid_too_low",
                    f"a bid must be higher than {highest.value}",
                    contract=contract.value,
                    highest=highest.value,
                )
            self._highest = contract
            self.taker = seat
        elif action != PASS:
            raise self._wrong_phase(action)
        self.history.append((seat, action))
        self._calls += 1
        if self._calls < 4:
            self.current_seat = (seat + 1) & 3
            return
        if self._highest is None:  # rule 9: all passed, the hand is void
            self.phase = _OVER
            self.current_seat = None
            self._result = DealResult((0, 0, 0, 0), annulled=True, annulment=Annulment.ALL_PASSED)
            return
        self.contract = self._highest
        taker = self.taker
        assert taker is not None
        if self.contract.rank <= 1:  # rule 11: Prise and Garde: the taker takes the chien
            self._hands[taker] |= mask_of(self._kitty)
            self.phase = _DISCARD
            self.current_seat = taker
        else:  # rule 12: Garde sans and Garde contre: the chien stays unseen
            self._start_play()

    # -- the écart (rule 11) ---------------------------------------------------------------------
    def _make_ecart(self, seat: int, action: Discard) -> None:
        hand = self._hands[seat]
        mask = action.mask
        check_ecart(seat, hand, mask)
        self._hands[seat] = hand & ~mask
        self._ecart = mask
        self.history.append((seat, action))
        self._start_play()

    def _start_play(self) -> None:
        """Rule 15: the dealer's right leads the first trick."""
        self.phase = _PLAY
        self.current_seat = self._leader = (self.dealer + 1) & 3

    def aside_mask(self) -> int:
        if self.contract is not None and self.contract.rank >= 2:
            return mask_of(self._kitty)
        return self._ecart

    @property
    def ecart(self) -> tuple[Card, ...]:
        """The taker's écart (empty before it is made, and in Garde sans or contre)."""
        return cards_from_mask(self._ecart)

    def _discard_shown(self, mask: int) -> int:
        return mask & TRUMP_MASK  # rule 11: each trump put in the écart is shown

    # -- announcements (rules 13 and 14) ---------------------------------------------------------
    def _announce_chelem(self, seat: int | None) -> None:
        if self.phase is _OVER:
            raise IllegalActionError("deal_over", "the deal is over")
        if self.phase is not _PLAY:
            raise self._wrong_phase(CHELEM)
        taker = self.taker
        assert taker is not None
        who = self.current_seat if seat is None else seat
        if who != taker:
            raise IllegalActionError(
                "chelem_not_taker",
                f"only the taker ({seat_name(taker)}) may announce a chelem",
                seat=who,
                taker=taker,
            )
        if not self._chelem_open():
            raise IllegalActionError(
                "chelem_too_late",
                "a chelem is announced before any poignée and any card",
            )
        self.chelem_announced = True
        self.history.append((taker, CHELEM))
        self.current_seat = self._leader = taker  # rule 15: the taker then leads

    def _show_poignee(self, seat: int, action: Poignee) -> None:
        if not self._poignee_open(seat):
            raise IllegalActionError(
                "poignee_too_late",
                "a poignée is shown once, just before the seat's first card",
                seat=seat,
            )
        mask = action.mask
        check_poignee(seat, self._hands[seat], mask)
        self._poignees[seat] = mask
        self.history.append((seat, action))

    @property
    def poignees(self) -> dict[int, tuple[Card, ...]]:
        """The poignées shown so far: the cards, by seat."""
        return {seat: cards_from_mask(mask) for seat, mask in self._poignees.items()}

    # -- the count and the score (rules 21–26) -------------------------------------------------
    def taker_cards(self) -> int:
        """The mask of the cards that count for the taker: his tricks and the écart, or
        the chien in Garde sans (rules 11, 12 and 21)."""
        taker = self.taker
        if taker is None:
            return 0
        mask = self._won[taker] | self._ecart
        if self.contract is Contract.GARDE_SANS:
            mask |= mask_of(self._kitty)
        return mask

    def _score(self) -> DealResult:
        taker = self.taker
        contract = self.contract
        assert taker is not None and contract is not None
        excuse = self._excuse_seat
        return tarot_result(
            taker=taker,
            contract=contract,
            taker_cards=self.taker_cards(),
            tricks=self.tricks,
            excuse=None if excuse is None else (excuse, self._excuse_trick),
            poignees=self._poignees,
            taker_tricks=self._side_tricks[TAKER],
            chelem_announced=self.chelem_announced,
            sides=self.sides(),
            ecart=self._ecart,
            kitty=tuple(self._kitty),
        )

    # -- what the seats see ------------------------------------------------------------------------
    def side_of(self, seat: int) -> int:
        return 1 if seat == self.taker else 0  # rule 10: the taker against the defence

    def observation(self, seat: int) -> Observation:
        contract = self.contract
        chien_shown = contract is not None and contract.rank <= 1
        to_act = self.current_seat == seat
        return Observation(
            game=self.game,
            seat=seat,
            dealer=self.dealer,
            options=self.options,
            phase=self.phase,
            current_seat=self.current_seat,
            hand=self.hand(seat),
            hand_sizes=tuple(hand.bit_count() for hand in self._hands),
            history=self._history_for(seat),
            kitty=self._kitty if chien_shown else None,
            declarer=self.taker,
            contract=BIDS[contract] if contract is not None else None,
            trump=None,
            tricks=tuple(self.tricks),
            trick=self.current_trick(),
            legal_actions=self.legal_actions() if to_act else (),
            choice=self.choice() if to_act else None,
            shown=self.poignees,
            optional_choice=self.optional_choice() if to_act else None,
            announcements=tuple(item for item in self.announcements() if item[0] == seat),
            sides=self.sides(),
            highest_bid=BIDS[self._highest] if self._highest is not None else None,
            tricks_won=tuple(self.tricks_won(s) for s in range(4)),
            public=TarotPublic(
                ecart_trumps=tuple(cards_from_mask(self._ecart & TRUMP_MASK)),
                chelem_announced=self.chelem_announced,
                aside_side=0 if contract is Contract.GARDE_CONTRE else 1,  # rule 12
                excuse_with=next((s for s in range(4) if self._won[s] & EXCUSE), None),
            ),
        )
