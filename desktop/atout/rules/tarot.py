"""French Tarot for four players: 78 cards, a chien of 6, four contracts.

The rule numbers in comments are those of ``shared/rules/tarot.md``. Seats play
counter-clockwise: seat ``i + 1`` is on seat ``i``'s right and acts after it.
The taker plays alone against the three others, the defence.

>>> from atout.rules import Contract, DealRng, PASS, TarotBid
>>> game = TarotRules()
>>> deal = game.new_deal(0, *game.deal_cards(DealRng(2), 0), game.options(), MatchContext())
>>> deal.legal_actions()
(Pass(), TarotBid(prise), TarotBid(garde), TarotBid(garde_sans), TarotBid(garde_contre))
>>> deal.apply(TarotBid(Contract.GARDE)); deal.legal_actions()   # only higher contracts now
(Pass(), TarotBid(garde_sans), TarotBid(garde_contre))
>>> deal.apply(PASS); deal.apply(PASS); deal.apply(PASS)
>>> deal.taker, deal.phase.value, deal.choice().count           # the taker makes his écart
(1, 'discard', 6)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from atout.rules.actions import (
    PASS,
    Action,
    Chelem,
    Contract,
    Discard,
    Pass,
    Play,
    Poignee,
    TarotBid,
)
from atout.rules.cards import (
    EXCUSE_BIT,
    SUIT_MASKS,
    TAROT_PACK,
    TRUMP_MASK,
    Card,
    Suit,
    cards_from_mask,
    mask_of,
)
from atout.rules.deal import (
    CardChoice,
    Deal,
    DealResult,
    Observation,
    Phase,
    Trick,
    parse_hands,
    seat_name,
)
from atout.rules.errors import IllegalActionError
from atout.rules.game import GameRules, MatchContext, parse_text
from atout.rules.options import GameOptions, choice_option, int_option
from atout.rules.outcome import Annulment, PoigneeShown, TarotCount, TarotSide, TarotTerms
from atout.rules.public import TarotPublic
from atout.rules.rng import DealRng
from atout.rules.tarot_cards import (
    _KINGS,
    BOUTS,
    CHIEN_SIZE,
    EXCUSE,
    HAND_SIZE,
    PETIT,
    SUITS_MASK,
    card_half_points,
    ecart_allowed,
    excuse_exchange,
    excuse_keeper,
    last_trick_winner,
    playable,
    poignee_counts,
    proposed_poignee,
    target_for,
)
from atout.rules.tarot_count import (
    CHELEM_ANNOUNCED_FAILED,
    CHELEM_ANNOUNCED_MADE,
    CHELEM_BY_DEFENCE,
    CHELEM_UNANNOUNCED,
    POIGNEE_BONUS,
    TARGETS,
    TRICKS,
    DealCount,
    count_deal,
)
from atout.rules.tricks import plays_of_mask

__all__ = [
    "BOUTS",
    "CHELEM_ANNOUNCED_FAILED",
    "CHELEM_ANNOUNCED_MADE",
    "CHELEM_BY_DEFENCE",
    "CHELEM_UNANNOUNCED",
    "CHIEN_SIZE",
    "POIGNEE_BONUS",
    "TARGETS",
    "TRICKS",
    "DealCount",
    "TarotDeal",
    "TarotOptions",
    "TarotRules",
    "card_half_points",
    "count_deal",
    "excuse_exchange",
    "excuse_keeper",
    "last_trick_winner",
    "playable",
    "proposed_poignee",
    "target_for",
]

_CONTRACTS: Final = tuple(Contract)
_BIDS: Final = {contract: TarotBid(contract) for contract in Contract}
CHELEM: Final = Chelem()
_TAKER: Final = 1  # side indices: the taker's side 1, the defence 0
_DEFENCE: Final = 0

_OVER: Final = Phase.OVER
_PLAY: Final = Phase.PLAY
_BIDDING: Final = Phase.BIDDING
_DISCARD: Final = Phase.DISCARD


@dataclass(frozen=True)
class TarotOptions(GameOptions):
    """The variants of ``rules/tarot.md``."""

    game: ClassVar[str] = "tarot"

    excuse_last_trick: str = choice_option(
        "winner",
        ("winner", "fft"),
        "Where the Excuse played in the last trick goes: to the trick's winner, or (fft) "
        "to the side opposing its owner (rule 19).",
    )
    deals: int = int_option(8, 1, 100, "Hands played in a match; annulled hands do not count (rule 27).")


class TarotDeal(Deal):
    """One hand of French Tarot.

    Public state beyond :class:`Deal`'s: ``taker`` and ``contract`` (once the
    bidding is over), ``chelem_announced``, :attr:`poignees`, :attr:`ecart`.
    """

    game: ClassVar[str] = "tarot"
    pack = TAROT_PACK
    action_classes = (Pass, TarotBid, Discard, Chelem, Poignee, Play)

    options: TarotOptions
    taker: int | None
    contract: Contract | None
    chelem_announced: bool
    _highest: Contract | None
    _calls: int
    _ecart: int
    _poignees: dict[int, int]
    _trick: list[Card]
    _leader: int
    _led: int  # the mask of the suit led (TRUMP_MASK for trumps); 0 until a card other than the Excuse
    _best: int  # the bit of the card winning the trick so far (0: none yet)
    _best_seat: int
    _won: list[int]  # the cards each seat has won (the Excuse with its owner until the last trick)
    _side_tricks: list[int]  # tricks won by the defence [0] and the taker [1]
    _excuse_seat: int | None  # who played the Excuse, and in which trick (counted from 0)
    _excuse_trick: int
    _result: DealResult | None

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
        self._trick = []
        self._leader = (dealer + 1) & 3
        self._led = 0
        self._best = 0
        self._best_seat = -1
        self._won = [0, 0, 0, 0]
        self._side_tricks = [0, 0]
        self._excuse_seat = None
        self._excuse_trick = -1
        self._result = None
        petit_sec = self.petit_sec_seats()
        if petit_sec:  # rule 7: annulled at once, without any action
            self.phase = _OVER
            self.current_seat = None
            self._result = DealResult(
                (0, 0, 0, 0),
                annulled=True,
                details={"reason": "petit_sec", "seat": petit_sec[0], "seats": list(petit_sec)},
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

    def _clone_extra(self, new: TarotDeal) -> None:
        new._trick = self._trick.copy()
        new._won = self._won.copy()
        new._side_tricks = self._side_tricks.copy()
        new._poignees = self._poignees.copy()

    # -- what may be done ----------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is _PLAY:
            return plays_of_mask(self.legal_play_mask())  # the chelem is an announcement
        if phase is _BIDDING:
            highest = self._highest
            start = 0 if highest is None else highest.rank + 1
            return (PASS, *(_BIDS[contract] for contract in _CONTRACTS[start:]))
        return ()

    def choice(self) -> CardChoice | None:
        if self.phase is not _DISCARD or self.taker is None:
            return None
        hand = self._hands[self.taker]
        allowed = ecart_allowed(hand)
        refused: dict[Card, tuple[str, str]] = {}
        for card in cards_from_mask(hand & ~allowed):
            if card.mask & _KINGS:
                refused[card] = ("ecart_king", "a King may not go in the écart")
            elif card.mask & BOUTS:
                refused[card] = ("ecart_bout", "a bout may not go in the écart")
            else:
                refused[card] = (
                    "ecart_trump",
                    "a trump may go in the écart only when there are not 6 other cards to put",
                )
        # rule 13: the chelem may be announced as soon as the écart is made
        return CardChoice("ecart", self.taker, (CHIEN_SIZE,), allowed, hand, refused, then_offered=(CHELEM,))

    def optional_choice(self) -> CardChoice | None:
        seat = self.current_seat
        if self.phase is not _PLAY or seat is None or not self._poignee_open(seat):
            return None
        hand = self._hands[seat]
        counts = poignee_counts(hand)
        if not counts:
            return None
        trumps = (hand & TRUMP_MASK).bit_count()
        allowed = hand & TRUMP_MASK
        if hand & EXCUSE and trumps + 1 in counts:
            allowed |= EXCUSE
        refused = dict.fromkeys(
            cards_from_mask(hand & ~allowed & ~EXCUSE),
            ("poignee_not_trump", "a poignée shows trumps (and perhaps the Excuse) only"),
        )
        if hand & EXCUSE and not allowed & EXCUSE:
            refused[Card.from_bit(EXCUSE_BIT)] = (
                "poignee_excuse",
                "the Excuse may be shown only with every trump held",
            )
        proposed = proposed_poignee(hand, max(counts)).mask
        return CardChoice("poignee", seat, counts, allowed, hand, refused, proposed_mask=proposed)

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

    def legal_play_mask(self) -> int:
        """The bitmask of the cards the seat to act may play now (rules 16–18)."""
        seat = self.current_seat
        if self.phase is not _PLAY or seat is None:
            return 0
        return playable(self._hands[seat], self._led, self._best)

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
            self._result = DealResult(
                (0, 0, 0, 0), annulled=True, details={"reason": "all_passed"}, annulment=Annulment.ALL_PASSED
            )
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
        count = mask.bit_count()
        if count != CHIEN_SIZE:
            raise IllegalActionError(
                "ecart_count", f"the écart is {CHIEN_SIZE} cards, not {count}", count=count
            )
        if mask & ~hand:
            missing = cards_from_mask(mask & ~hand)[0]
            raise IllegalActionError(
                "not_in_hand", f"{missing} is not in {seat_name(seat)}'s hand", card=missing.text
            )
        if mask & _KINGS:
            king = cards_from_mask(mask & _KINGS)[0]
            raise IllegalActionError("ecart_king", f"a King may not go in the écart ({king})", card=king.text)
        if mask & BOUTS:
            bout = cards_from_mask(mask & BOUTS)[0]
            raise IllegalActionError("ecart_bout", f"a bout may not go in the écart ({bout})", card=bout.text)
        if mask & TRUMP_MASK:
            left = hand & SUITS_MASK & ~_KINGS & ~mask
            if left:
                instead = cards_from_mask(left)[0]
                raise IllegalActionError(
                    "ecart_trump",
                    f"a trump may go in the écart only when no other card can ({instead} can)",
                    card=instead.text,
                )
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
        hand = self._hands[seat]
        mask = action.mask
        count = mask.bit_count()
        if count not in POIGNEE_BONUS:
            raise IllegalActionError(
                "poignee_count", f"a poignée shows 10, 13 or 15 cards, not {count}", count=count
            )
        if mask & ~hand:
            missing = cards_from_mask(mask & ~hand)[0]
            raise IllegalActionError(
                "not_in_hand", f"{missing} is not in {seat_name(seat)}'s hand", card=missing.text
            )
        if mask & ~(TRUMP_MASK | EXCUSE):
            wrong = cards_from_mask(mask & ~(TRUMP_MASK | EXCUSE))[0]
            raise IllegalActionError(
                "poignee_not_trump",
                f"a poignée shows trumps (and perhaps the Excuse), not {wrong}",
                card=wrong.text,
            )
        if mask & EXCUSE and hand & TRUMP_MASK & ~mask:
            raise IllegalActionError("poignee_excuse", "the Excuse may be shown only with every trump held")
        self._poignees[seat] = mask
        self.history.append((seat, action))

    @property
    def poignees(self) -> dict[int, tuple[Card, ...]]:
        """The poignées shown so far: the cards, by seat."""
        return {seat: cards_from_mask(mask) for seat, mask in self._poignees.items()}

    # -- the play (rules 15–20) --------------------------------------------------------------------
    def _play(self, seat: int, action: Play) -> None:
        """Play ``action.card`` for ``seat``, the seat to act. The hot path of every deal."""
        card = action.card
        bit = card.mask
        hand = self._hands[seat]
        if not hand & bit:
            raise self._not_held(seat, card)
        trick = self._trick
        if bit == EXCUSE:  # rule 18: always legal, never wins
            self._excuse_seat = seat
            self._excuse_trick = len(self.tricks)
        else:
            led = self._led
            if not led:  # the first card other than the Excuse sets the suit
                self._led = TRUMP_MASK if bit & TRUMP_MASK else SUIT_MASKS[card.suit]  # type: ignore[index]
                self._best = bit
                self._best_seat = seat
            else:
                if not bit & self.legal_play_mask():
                    raise self._illegal_play(seat, card)
                if bit & (led | TRUMP_MASK) and bit > self._best:
                    self._best = bit
                    self._best_seat = seat
        self._hands[seat] = hand ^ bit
        trick.append(card)
        self.history.append((seat, action))
        if len(trick) < 4:
            self.current_seat = (seat + 1) & 3
            return
        self._end_trick(trick)

    def _end_trick(self, trick: list[Card]) -> None:
        tricks = self.tricks
        leader = self._leader
        taker = self.taker
        winner = self._best_seat
        last = len(tricks) == TRICKS - 1
        cards = trick[0].mask | trick[1].mask | trick[2].mask | trick[3].mask
        if last:
            side = _TAKER if leader == taker else _DEFENCE
            winner = last_trick_winner(winner, leader, trick[0].mask == EXCUSE, self._side_tricks[side])
        if cards & EXCUSE:
            owner = self._excuse_seat
            assert owner is not None
            fft = self.options.excuse_last_trick == "fft"
            keeper = excuse_keeper(last=last, owner=owner, winner=winner, taker=taker, fft=fft)
            if keeper != winner:
                self._won[keeper] |= EXCUSE
                cards ^= EXCUSE
        self._won[winner] |= cards
        self._side_tricks[_TAKER if winner == taker else _DEFENCE] += 1
        tricks.append(Trick(leader, tuple(trick), winner))
        self._trick = []
        self._led = 0
        self._best = 0
        self.current_seat = self._leader = winner
        if len(tricks) == TRICKS:
            self.phase = _OVER
            self.current_seat = None
            self._result = self._score()

    def _illegal_play(self, seat: int, card: Card) -> IllegalActionError:
        """Why ``card`` may not be played now (it is held, and is not the Excuse)."""
        hand = self._hands[seat]
        led = self._led
        best = self._best
        if led == TRUMP_MASK or not hand & led:
            if not card.is_trump:
                return IllegalActionError("must_trump", f"{seat_name(seat)} must play a trump", seat=seat)
            top = cards_from_mask(best)[0] if best & TRUMP_MASK else None
            return IllegalActionError(
                "must_overtrump",
                f"{seat_name(seat)} must play a trump higher than {top}",
                seat=seat,
                over=top.text if top else None,
            )
        suit = Suit(((led & -led).bit_length() - 1) >> 4)
        return IllegalActionError(
            "must_follow", f"{seat_name(seat)} must follow {suit.symbol}", seat=seat, suit=suit.letter
        )

    # -- the count and the score (rules 21–26) -------------------------------------------------
    def result(self) -> DealResult:
        if self._result is None:
            raise IllegalActionError("deal_not_over", "the deal is not over")
        return self._result

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

    def _excuse_exchange(self) -> int:
        """Half points the taker's side gains (+1) or gives (-1) by the Excuse exchange (rule 18).

        The Excuse, played before the last trick in a trick the other side won, stays
        with its owner, who gives a half-point card for it (or, having no trick, counts
        it 4 and the other side gets the missing half point: the same figures).
        """
        owner = self._excuse_seat
        if owner is None or self._excuse_trick == TRICKS - 1:
            return 0
        return excuse_exchange(owner, self.tricks[self._excuse_trick].winner, self.taker)

    def _petit_au_bout(self) -> int:
        """+1 when the taker's side gets the petit au bout, -1 the defence, 0 none (rule 23)."""
        taker = self.taker
        last = self.tricks[-1]
        if any(card.mask == PETIT for card in last.cards):
            return 1 if last.winner == taker else -1
        if last.cards[0].mask == EXCUSE and last.winner == last.leader:
            # a chelem with the Excuse led last: the Petit counts in the last-but-one trick.
            before = self.tricks[-2]
            if any(card.mask == PETIT for card in before.cards):
                return 1 if before.winner == taker else -1
        return 0

    def _score(self) -> DealResult:
        taker = self.taker
        contract = self.contract
        assert taker is not None and contract is not None
        taker_mask = self.taker_cards()
        halves = card_half_points(taker_mask) + self._excuse_exchange()
        bouts = (taker_mask & BOUTS).bit_count()
        bout = self._petit_au_bout()
        poignees = sum(POIGNEE_BONUS[mask.bit_count()] for mask in self._poignees.values())
        count = count_deal(
            contract,
            halves,
            bouts,
            petit_au_bout=bout,
            poignees=poignees,
            taker_tricks=self._side_tricks[_TAKER],
            chelem_announced=self.chelem_announced,
        )
        target, difference, made, chelem_by, chelem, amount = count
        multiplier = contract.multiplier
        scores = tuple(3 * amount if seat == taker else -amount for seat in range(4))
        terms = TarotTerms(difference, made, bout, multiplier, poignees, chelem, amount)
        shown = tuple(
            PoigneeShown(seat, mask.bit_count(), POIGNEE_BONUS[mask.bit_count()])
            for seat, mask in self._poignees.items()
        )
        typed = TarotCount(
            points=halves / 2,
            points_defence=(182 - halves) / 2,
            bouts=bouts,
            target=target,
            terms=terms,
            poignees=shown,
            chelem_announced=self.chelem_announced,
            chelem_by=None if chelem_by is None else TarotSide(chelem_by),
            excuse_to=TarotSide.TAKER if taker_mask & EXCUSE else TarotSide.DEFENCE,
        )
        return DealResult(
            scores,
            taker=taker,
            contract=contract,
            made=made,
            sides=self.sides(),
            count=typed,
            ecart=tuple(cards_from_mask(self._ecart)),
            kitty=tuple(self._kitty),
            details={
                "taker": taker,
                "contract": contract.value,
                "bouts": bouts,
                "points": halves / 2,
                "points_defence": (182 - halves) / 2,
                "target": target,
                "difference": difference,
                "made": made,
                "petit_au_bout": {1: "taker", -1: "defence", 0: None}[bout],
                "poignees": [
                    {"seat": seat, "cards": mask.bit_count(), "bonus": POIGNEE_BONUS[mask.bit_count()]}
                    for seat, mask in self._poignees.items()
                ],
                "chelem_announced": self.chelem_announced,
                "chelem": chelem_by,
                "excuse": "taker" if taker_mask & EXCUSE else "defence",
                "multiplier": multiplier,
                "poignee_total": poignees,
                "chelem_bonus": chelem,
                "ecart": [card.text for card in cards_from_mask(self._ecart)],
                "chien": [card.text for card in self._kitty],
                "T": amount,
            },
        )

    # -- what the seats see ------------------------------------------------------------------------
    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        return tuple(((self._leader + i) & 3, card) for i, card in enumerate(self._trick))

    def side_of(self, seat: int) -> int:
        return 1 if seat == self.taker else 0  # rule 10: the taker against the defence

    def trick_winner(self) -> int | None:
        return self._best_seat if self._led else None

    def tricks_won(self, seat: int) -> int:
        """How many tricks ``seat`` has taken so far."""
        return sum(1 for trick in self.tricks if trick.winner == seat)

    def won_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards in the tricks ``seat`` has taken (the Excuse with its owner, rule 18)."""
        return cards_from_mask(self._won[seat])

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
            contract=_BIDS[contract] if contract is not None else None,
            trump=None,
            tricks=tuple(self.tricks),
            trick=self.current_trick(),
            legal_actions=self.legal_actions() if to_act else (),
            choice=self.choice() if to_act else None,
            shown=self.poignees,
            optional_choice=self.optional_choice() if to_act else None,
            announcements=tuple(item for item in self.announcements() if item[0] == seat),
            sides=self.sides(),
            highest_bid=_BIDS[self._highest] if self._highest is not None else None,
            tricks_won=tuple(self.tricks_won(s) for s in range(4)),
            public=TarotPublic(
                ecart_trumps=tuple(cards_from_mask(self._ecart & TRUMP_MASK)),
                chelem_announced=self.chelem_announced,
                aside_side=0 if contract is Contract.GARDE_CONTRE else 1,  # rule 12
                excuse_with=next((s for s in range(4) if self._won[s] & EXCUSE), None),
            ),
        )


class TarotRules(GameRules):
    """French Tarot, as the match sees it."""

    name = "tarot"
    pack = TAROT_PACK
    options_type = TarotOptions
    hand_size = HAND_SIZE
    kitty_size = CHIEN_SIZE
    direction = "counter-clockwise"  # rule 4
    has_trump_suit = False  # rule 2: the 21 atouts and the Excuse
    action_types = frozenset({"pass", "bid", "discard", "chelem", "poignee", "play"})
    # rule 6: three cards at a time; the chien one card at a time, never the first or last card.
    packets = (*((("players", 3), ("kitty", 1)) * 5), ("kitty", 1), ("players", 3))

    def new_deal(
        self,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        options: GameOptions,
        context: MatchContext,
    ) -> TarotDeal:
        assert isinstance(options, TarotOptions)
        return TarotDeal(dealer, hands, kitty, options)

    def deal_like(
        self, observation: Observation, hands: Sequence[Sequence[Card]], kitty: Sequence[Card]
    ) -> TarotDeal:
        assert isinstance(observation.options, TarotOptions)
        return TarotDeal(observation.dealer, hands, kitty, observation.options)

    def counts(self, result: DealResult) -> bool:
        """Rule 27: an annulled deal (all passed, petit sec) does not count."""
        return not result.annulled

    def match_length(self, options: GameOptions) -> int | None:
        """Rule 27: the match is played in ``options.deals`` counted deals."""
        assert isinstance(options, TarotOptions)
        return options.deals

    def match_winners(
        self, options: GameOptions, totals: Sequence[int], results: Sequence[DealResult]
    ) -> tuple[int, ...] | None:
        assert isinstance(options, TarotOptions)
        played = sum(1 for result in results if self.counts(result))
        if played < options.deals:  # rule 27
            return None
        best = max(totals)
        return tuple(seat for seat in range(4) if totals[seat] == best)

    def _parse_own_action(self, kind: str, data: Mapping[str, object]) -> Action:
        if kind == "chelem":
            self._require(data, ())
            return CHELEM
        if kind == "poignee":
            self._require(data, ("cards",))
            cards = data.get("cards")
            if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
                raise IllegalActionError("bad_action", "a poignee needs a list of cards")
            return Poignee.of(self.pack.parse_cards(cards))
        self._require(data, ("contract",))
        name = parse_text(data, "contract")
        try:
            return _BIDS[Contract(name)]
        except ValueError:
            known = ", ".join(contract.value for contract in Contract)
            raise IllegalActionError(
                "bad_action", f"unknown contract {name!r} ({known})", contract=name
            ) from None

    def random_choice(self, choice: CardChoice, rng: DealRng) -> Action:
        allowed = choice.allowed_mask
        if choice.kind == "poignee":
            count = choice.counts[rng.below(len(choice.counts))]
            trumps = allowed & TRUMP_MASK
            if count > trumps.bit_count():  # every trump and the Excuse
                return Poignee(trumps | EXCUSE)
            return Poignee.of(rng.sample(cards_from_mask(trumps), count))
        plain = allowed & SUITS_MASK
        if plain.bit_count() >= choice.count:
            return Discard.of(rng.sample(cards_from_mask(plain), choice.count))
        need = choice.count - plain.bit_count()  # every plain card, and trumps to make up six
        return Discard(plain | mask_of(rng.sample(cards_from_mask(allowed & TRUMP_MASK), need)))
