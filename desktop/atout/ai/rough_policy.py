"""Le Rough: what the computer players know of the game.

Every decision is taken from the seat's observation only (its hand, the public
history, the mise and its own discard when it is the contractor).

- **Bidding**: the 8-card hand is valued as the card points the team would take with
  it as contractor (a least-squares fit, over forced contracts played by this policy, of
  the points held, the aces, the longest suit and the honours of the best trump). Each
  call is weighed by its expected score *difference* (ours minus theirs) under a normal
  spread: a bid of 70-95 scores the points taken when made and minus the bid when
  failed, the defence always scoring its points. Passing is valued from who holds the
  highest bid: nobody (a void hand), the partner (his contract), an opponent (his
  contract, weaker when our hand is strong). The dealer keeps when his own contract is
  worth more than letting the highest bid stand. The 100 bid (la partie) is made, or an
  opponent's kept, only when a sweep is likely (a fitted chance of 60%, 35% when the
  other team is about to win the match anyway); a team in the box never sees it among
  its calls.
- **Discard**: every 4-card discard of the 12 cards is scored for every trump suit (and
  Sans-Atout): the points put aside are the team's for sure (the defence's in the
  variant, and then they stay in hand), side-suit 10s and 5s are usually lost in play
  and go, aces and top sequences stay, short side suits are emptied so as to ruff.
- **Sans-Atout** is announced when every card is a sure trick without trump, or when the
  hand is worth about as much without trump (trumps took more points in all but a few
  of 4,000 deals played both ways); a multiplier of 2 or 3 makes it a little readier.
- **Card play**: each legal card is scored by the expected points of the trick it goes
  to (won by the team or not, from the cards still unseen, the voids shown and who is
  still to play) minus what the card is worth kept for later (masters, trumps, points
  that would be lost). So the bots win cheaply, give points to a partner who holds the
  trick, keep masters, draw trumps as the attack, and lead masters or low cards from
  suits the opponents cannot ruff. The contractor's first card names the best trump.
- **Value** (for the search levels): the score difference, the match when a deal ends
  it (the 100 bid, the target) and the box (see :meth:`RoughPolicy.value`).

``easy`` counts no cards and tracks no voids, plays a quarter of its cards at random,
bids from a crude count (never 100, never Sans-Atout) and discards its lowest cards
outside its longest suit, points or not.

The rollouts of the search levels (:meth:`RoughPolicy.rollout_action`) play the same
card heuristics with every hand of the sampled deal in view, the normal bidding, and a
greedy discard: about 20 µs a call, under 1 ms a whole deal.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from typing import Final

from atout.ai.bot import MatchView
from atout.ai.masks import highest_bit as _top
from atout.ai.masks import single_bits as _bits
from atout.ai.policy import GamePolicy
from atout.rules import (
    PASS,
    ROUGH_PACK,
    SUIT_MASKS,
    Action,
    Deal,
    DealResult,
    DealRng,
    Discard,
    Keep,
    Observation,
    Phase,
    Play,
    RoughBid,
    RoughDeal,
    RoughOptions,
    SansAtout,
)
from atout.rules.rough import card_points
from atout.rules.tricks import PLAY_OF_BIT

__all__ = ["RoughPolicy"]

# -- the cards as bits ----------------------------------------------------------------------------
_PACK: Final = ROUGH_PACK.mask
#: The nine cards of each suit (S H D C), as masks.
_SUITS: Final = tuple(mask & _PACK for mask in SUIT_MASKS)
#: Card points by bit: A and 10 are worth 10, the 5s 5 (rule 3).
_PTS: Final = [0] * 64
for _card in ROUGH_PACK:
    _PTS[_card.bit] = 10 if _card.rank in (15, 10) else 5 if _card.rank == 5 else 0
del _card
#: The four aces.
_ACES: Final = sum(1 << (16 * suit + 15) for suit in range(4))
#: The aces, kings, queens and jacks.
_HONOURS: Final = sum(1 << (16 * suit + rank) for suit in range(4) for rank in (11, 13, 14, 15))
_KEEP: Final = Keep()
_NO_VOIDS: Final = (0, 0, 0, 0)
_SANS_ATOUT: Final = SansAtout()
_BIDS: Final = {points: RoughBid(points) for points in range(50, 101, 5)}


def _pts(card: int) -> int:
    """The points of the single-bit mask ``card``."""
    return _PTS[card.bit_length() - 1]


def _suit(card: int) -> int:
    """The mask of the suit of the single-bit mask ``card``."""
    return _SUITS[(card.bit_length() - 1) >> 4]


def _above(card: int) -> int:
    """Every bit above ``card`` (a single-bit mask)."""
    return ~((card << 1) - 1)


def _play(card: int) -> Play:
    play = PLAY_OF_BIT[card.bit_length() - 1]
    assert play is not None
    return play


def _beats(card: int, best: int, lead: int, trump: int) -> bool:
    """Whether ``card`` beats ``best``, the card winning a trick led in ``lead``."""
    if best & trump:
        return bool(card & trump) and card > best
    if card & trump:
        return True
    return bool(card & lead) and card > best


def _winner(trick: Sequence[tuple[int, int]], trump: int) -> tuple[int, int]:
    """The seat and card winning ``trick`` (``(seat, card)`` pairs) so far."""
    seat, best = trick[0]
    lead = _suit(best)
    for other, card in trick[1:]:
        if _beats(card, best, lead, trump):
            seat, best = other, card
    return seat, best


# -- the weights --------------------------------------------------------------------------------------
# Values are in points of score difference (ours minus theirs). Each weight was tuned
# by duplicate arena runs of the normal level against itself with that weight moved
# (800-1000 boards a run); those marked "flat" changed nothing measurable either way.
#: How much a trick won later is worth beyond the card's own points: a trump, a side card.
_TRUMP_CONTROL: Final = 7.0
_SIDE_CONTROL: Final = 4.0
#: The share of a loser's points that still ends with the team (given to a partner's trick).
_SAVED: Final = 0.55
#: A side suit emptied by the discard, for a contractor who keeps trumps (flat).
_VOID: Final = 3.0
#: The chance that a trump wins a trick, per higher trump still out.
_TRUMP_Q: Final = 0.68
#: The chance that the ace of a side suit wins a trick, and the decay for each further
#: card of the top sequence (flat) and for each card beyond two in the suit (ruffs, flat).
_SEQ_Q: Final = 0.9
_SEQ_DECAY: Final = 0.8
_RUFF_DECAY: Final = 0.88
#: The chance that a side card below the best ones wins, per higher card still out (flat).
_LOSER_Q: Final = 0.3
#: The points the other cards of a trick bring on average: after a lead, per card to come.
_LEAD_EXTRA: Final = 6.0
_AFTER_EXTRA: Final = 3.0
#: The attack's gain for leading a trump while the defence may still hold one.
_DRAW_BONUS: Final = 12.0
#: The defence's cost for leading a trump (flat).
_DEF_TRUMP_LEAD: Final = 3.0
#: The chance that a partner still to play beats the opponent winning the trick, as a
#: share of his chance of holding a better card (flat).
_PARTNER_AFTER: Final = 0.5


# -- hand values: the discard, the trump, Sans-Atout, the bidding ------------------------------------


@lru_cache(maxsize=65536)
def _suit_value(held: int, kept: int, trump: bool, trumps: int) -> float:
    """What the cards ``kept`` of one suit are worth in play (in points of score
    difference), the suit being trump or not; ``held`` is every card of that suit the
    seat knows of (its hand and discard), ``trumps`` the trumps it keeps."""
    if not kept:
        if trump or not trumps:
            return 0.0
        return _VOID + 2.0 * (trumps >= 4) + 1.0 * (trumps >= 6)
    count = kept.bit_count()
    suit = _suit(kept & -kept)
    value = 0.0
    in_sequence = True
    # position: of a card in the top sequence, 0 for the ace
    for position, card in enumerate(reversed(_bits(kept))):
        outside = (suit & ~held & _above(card)).bit_count()
        if trump:
            q = 1.0 if outside == 0 else _TRUMP_Q ** max(0, outside - max(0, count - 4))
            control = _TRUMP_CONTROL
        else:
            if in_sequence and outside == 0:
                q = _SEQ_Q * _SEQ_DECAY**position
                if trumps:  # others run out of the suit and ruff
                    q *= _RUFF_DECAY ** max(0, count - 2)
            else:
                q = _LOSER_Q**outside if outside else 0.0
            control = _SIDE_CONTROL
        in_sequence = in_sequence and outside == 0
        q_end = q + (1 - q) * _SAVED
        value += (2 * q_end - 1) * _pts(card) + q * control
    return value


def _plan_value(kept: int, held: int, trump: int) -> float:
    """The value of the cards ``kept`` for play with ``trump`` (a suit mask, 0 = Sans-Atout)."""
    trumps = (kept & trump).bit_count()
    total = 0.0
    for suit in _SUITS:
        total += _suit_value(held & suit, kept & suit, bool(suit & trump), trumps)
    return total


def _best_discard(hand: int, trump: int, banked: int = 1) -> tuple[float, int]:
    """The best discard of 4 of the 12 cards of ``hand`` for ``trump`` (0 = Sans-Atout),
    with its value: the points put aside (``banked``: 1 when they count for the team,
    -1 when they go to the defence) plus the value of the cards kept."""
    side = hand & ~trump
    # too few side cards: the discard takes trumps too
    pool = _bits(side) if side.bit_count() >= 4 else _bits(hand)
    best = -math.inf
    best_discard = 0
    for four in combinations(pool, 4):
        discard = four[0] | four[1] | four[2] | four[3]
        value = banked * card_points(discard) + _plan_value(hand & ~discard, hand, trump)
        if value > best:
            best = value
            best_discard = discard
    return best, best_discard


def _plans(hand: int, banked: int = 1) -> list[tuple[float, int, int]]:
    """For each trump worth trying (a suit of the hand, and Sans-Atout as 0): the value
    of the best discard, the trump and the discard, best first."""
    plans = []
    for suit in _SUITS:
        if (hand & suit).bit_count() >= 2:
            value, discard = _best_discard(hand, suit, banked)
            plans.append((value, suit, discard))
    value, discard = _best_discard(hand, 0, banked)  # Sans-Atout, which rarely pays
    plans.append((value + _SANS_ATOUT_EDGE, 0, discard))
    plans.sort(key=lambda plan: (-plan[0], plan[1]))
    return plans


def _best_trump(hand: int, held: int) -> tuple[float, int]:
    """The best trump suit for the cards ``hand`` (no discard to make) and its value."""
    best = -math.inf
    best_suit = _SUITS[0]
    for suit in _SUITS:
        if hand & suit:
            value = _plan_value(hand, held, suit)
            if value > best:
                best, best_suit = value, suit
    return best, best_suit


# The expected card points of the contractor's team from an 8-card hand, before the
# mise: a least-squares fit over 10,000 forced contracts played by the normal level
# (residual spread 15.7 points; the hand explains little of the mise, the partner's
# cards and the play). ``_FIT_SHIFT`` corrects the skew of the outcomes (many sweeps).
_FIT: Final = (52.9, 0.15, 4.9, 3.9, 2.1)  # base, per point held, per ace, per card of
# the longest suit, per honour (A K Q J) of the best trump
_FIT_SHIFT: Final = 2.0
#: What the contractor's team loses when its discard counts for the defence (a variant):
#: a discard banks 15 points on average, some of which kept cards win back in play.
_DISCARD_LOST: Final = 12.0
_FIT_SPREAD: Final = 15.7
# The bidding's weights (tuned like the play's, see "the weights"). A contract is worth
# much (a seat bidding 70 on any hand takes 77 points on average), so the bots bid and
# keep a little below break-even (``_MARGIN``, ``_KEEP_MARGIN``); an opponent's highest
# bid is assumed to make ``_OPP_EXTRA`` points over it, less for a strong hand of ours
# (``_STRENGTH``: what it holds, he does not), a partner's ``_PARTNER_EXTRA``; a bid is raised above
# the lowest one while its value stays within ``_JUMP`` of it (flat).
_MARGIN: Final = -6.0
_KEEP_MARGIN: Final = -6.0
_OPP_EXTRA: Final = 14.0
_PARTNER_EXTRA: Final = 2.0
#: The dealer leaves a partner's bid alone unless his own hand is clearly better (flat).
_PARTNER_KEEP: Final = 6.0
_JUMP: Final = 3.0
#: How much of our own strength over an average hand comes off the opponent's expected
#: points (flat from 0.15 to 0.4).
_STRENGTH: Final = 0.4


def _expected_points(hand: int) -> float:
    _, trump = _best_trump(hand, hand)
    honours = (hand & trump & _HONOURS).bit_count()
    longest = max((hand & suit).bit_count() for suit in _SUITS)
    base, per_point, per_ace, per_length, per_honour = _FIT
    return (
        base
        + per_point * card_points(hand)
        + per_ace * (hand & _ACES).bit_count()
        + per_length * longest
        + per_honour * honours
    )


def _phi(z: float) -> float:
    return math.exp(-0.5 * z * z) / math.sqrt(2 * math.pi)


def _cdf(z: float) -> float:
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))


def _contract_ev(bid: int, mean: float, spread: float = _FIT_SPREAD, multiplier: int = 1) -> float:
    """The expected score difference (ours minus theirs) of playing a bid of 70-95 when
    the team's points ``t`` are normal with ``mean`` and ``spread``: made, the team
    scores ``t`` and the defence ``100 - t``; failed, ``-bid`` and ``100 - t``. The
    team's score is multiplied by ``multiplier`` (a Sans-Atout variant)."""
    z = (bid - mean) / spread
    made = 1 - _cdf(z)
    high = mean * made + spread * _phi(z)  # E[t; t >= bid]
    return multiplier * (high - bid * (1 - made)) + mean - 100


def _sweep_chance(mean: float) -> float:
    """The chance that the team takes all 100 points (a logistic fit of the same
    forced contracts: 17% at 76 expected points, 33% at 84, 54% at 92)."""
    return 1 / (1 + math.exp(-0.11 * (mean - 90.6)))


#: Sans-Atout pays when its hand value comes within this of the best trump's (measured
#: over 4,000 forced contracts played both ways: below it, trumps took more points).
_SANS_ATOUT_EDGE: Final = -7.0


def _sure_tricks(hand: int, held: int) -> int:
    """The tricks ``hand`` takes for sure without trumps: its cards in sequence from the
    best card of each suit still out (``held``: the cards no other seat holds)."""
    sure = 0
    for suit in _SUITS:
        cards = hand & suit
        while cards:
            top = _top(cards)
            if suit & ~held & _above(top):
                break
            sure += 1
            cards ^= top
    return sure


def _sans_atout_pays(hand: int, discard: int, bid: int, options: RoughOptions) -> bool:
    """Whether Sans-Atout is worth more than the best trump for the cards ``hand``: when
    every card is a sure trick (a sweep), or when the hand is worth about as much without
    trumps (more readily when the Sans-Atout multiplier is 2 or 3 and the hand is strong)."""
    if bid >= 100:
        return False  # la partie: no multiplier, and trumps sweep more surely
    held = hand | discard
    sure = _sure_tricks(hand, held)
    if sure == hand.bit_count():
        return True
    with_trump, _ = _best_trump(hand, held)
    edge = _SANS_ATOUT_EDGE
    multiplier = options.sans_atout_multiplier
    if multiplier > 1:
        if sure < 5:
            return False
        edge -= 4.0 * (multiplier - 1)
    return _plan_value(hand, held, 0) - with_trump > edge


# -- card play ----------------------------------------------------------------------------------------
class _Brain:
    """What one seat knows while it chooses a card: the cards still unseen, the voids
    shown, the hand sizes; or (``hands`` given, in a rollout) every hand exactly."""

    __slots__ = ("attack", "hands", "me", "sizes", "trump", "unseen", "void")

    def __init__(
        self,
        *,
        me: int,
        attack: int,
        trump: int,
        unseen: int,
        void: Sequence[int],
        sizes: Sequence[int],
        hands: Sequence[int] | None = None,
    ) -> None:
        self.me = me
        self.attack = attack  # the contractor's team
        self.trump = trump
        self.unseen = unseen
        self.void = void
        self.sizes = sizes
        self.hands = hands

    def p_any(self, seat: int, cards: int) -> float:
        """The chance that ``seat`` holds at least one of ``cards``."""
        if self.hands is not None:
            return 1.0 if self.hands[seat] & cards else 0.0
        room = self.unseen & ~self.void[seat]
        cards &= room
        if not cards:
            return 0.0
        k = cards.bit_count()
        h = self.sizes[seat]
        u = room.bit_count()
        if k + h > u:
            return 1.0
        none = 1.0
        for i in range(h):
            none *= (u - k - i) / (u - i)
        return 1.0 - none

    def beat_chance(self, card: int, seat: int, lead: int) -> float:
        """The chance that ``seat`` can beat ``card`` in a trick led in ``lead``."""
        trump = self.trump
        unseen = self.unseen
        if card & lead:
            chance = self.p_any(seat, unseen & lead & _above(card))
            if trump and not lead & trump and chance < 1:
                void = 1.0 - self.p_any(seat, unseen & lead)
                if void:
                    chance += (1 - chance) * void * self.p_any(seat, unseen & trump)
            return chance
        if not card & trump:
            return 1.0  # a card off the lead and not trump never wins
        void = 1.0 - self.p_any(seat, unseen & lead)
        return void * self.p_any(seat, unseen & trump & _above(card)) if void else 0.0

    def partner_tops(self, card: int, partner: int) -> float:
        """The chance that ``partner`` holds the best card above ``card`` (of its suit,
        or a trump to ruff it), so that he wins a trick ``card`` leads and loses."""
        suit = _suit(card)
        unseen = self.unseen
        higher = unseen & suit & _above(card)
        if self.hands is not None:
            if higher:
                return 1.0 if self.hands[partner] & _top(higher) else 0.0
            return 0.0
        if self.void[partner] & suit:
            trump = self.trump
            if trump and not suit & trump:
                return self.p_any(partner, unseen & trump) * 0.8
            return 0.0
        if not higher:
            return 0.0
        room = (unseen & ~self.void[partner]).bit_count()
        return min(1.0, self.sizes[partner] / room) if room else 0.0

    def risk(self, card: int, seats: Sequence[int], lead: int) -> float:
        """The chance that one of ``seats`` beats ``card``."""
        hold = 1.0
        for seat in seats:
            hold *= 1.0 - self.beat_chance(card, seat, lead)
        return 1.0 - hold

    def keep_value(self, card: int) -> float:
        """What ``card`` is worth kept for a later trick (in points of score difference)."""
        suit = _suit(card)
        points = _pts(card)
        trump = self.trump
        outside = (self.unseen & suit & _above(card)).bit_count()
        if card & trump:
            q = 1.0 if not outside else _TRUMP_Q**outside
            control = _TRUMP_CONTROL
        else:
            q = _SEQ_Q if not outside else _LOSER_Q**outside
            if trump and self.unseen & trump:
                hold = 1.0
                for seat in ((self.me + 1) & 3, (self.me + 3) & 3):
                    void = 1.0 - self.p_any(seat, self.unseen & suit)
                    if void:
                        hold *= 1.0 - void * self.p_any(seat, self.unseen & trump)
                q *= hold
            control = _SIDE_CONTROL
        q_end = q + (1 - q) * _SAVED
        return (2 * q_end - 1) * points + q * control


def _choose_card(brain: _Brain, legal: int, trick: Sequence[tuple[int, int]]) -> int:
    """The card (a single-bit mask) to play among ``legal``."""
    if legal & (legal - 1) == 0:
        return legal
    me = brain.me
    partner = me ^ 2
    opponents = ((me + 1) & 3, (me + 3) & 3)
    trump = brain.trump
    best = -math.inf
    choice = legal & -legal
    if not trick:
        attack = (me & 1) == brain.attack
        opp_trumps = 0.0
        if trump and brain.unseen & trump:
            opp_trumps = 1.0 - (1 - brain.p_any(opponents[0], brain.unseen & trump)) * (
                1 - brain.p_any(opponents[1], brain.unseen & trump)
            )
        for card in _bits(legal):
            lead = _suit(card)
            mine = 1.0 - brain.risk(card, opponents, lead)
            helped = brain.partner_tops(card, partner) if mine < 1 else 0.0
            ours = mine + (1 - mine) * helped
            value = (2 * ours - 1) * (_pts(card) + _LEAD_EXTRA) - brain.keep_value(card)
            if card & trump:
                value += _DRAW_BONUS * opp_trumps if attack else -_DEF_TRUMP_LEAD
            if value > best:
                best, choice = value, card
        return choice
    lead = _suit(trick[0][1])
    win_seat, win_card = _winner(trick, trump)
    after = [(me + k) & 3 for k in range(1, 4 - len(trick))]
    opponents_after = [seat for seat in after if (seat ^ me) & 1]
    points = sum(_pts(card) for _, card in trick) + _AFTER_EXTRA * len(after)
    partner_holds = 0.0
    if win_seat == partner:
        partner_holds = 1.0 - brain.risk(win_card, opponents_after, lead)
    elif partner in after:
        partner_holds = brain.beat_chance(win_card, partner, lead) * _PARTNER_AFTER
        if after[-1] != partner:  # an opponent plays after him
            partner_holds *= 0.7
    for card in _bits(legal):
        if _beats(card, win_card, lead, trump):
            ours = 1.0 - brain.risk(card, opponents_after, lead)
        else:
            ours = partner_holds
        value = (2 * ours - 1) * (points + _pts(card)) - brain.keep_value(card)
        if value > best:
            best, choice = value, card
    return choice


def _observed(obs: Observation) -> tuple[int, int, list[tuple[int, int]], int, int]:
    """From an observation in the play: the hand, the cards played, the trick under way,
    the trump mask and the seat's own discard (0 unless it is the contractor)."""
    hand = 0
    for card in obs.hand:
        hand |= card.mask
    played = obs.played_mask
    trick = [(seat, card.mask) for seat, card in obs.trick]
    trump = SUIT_MASKS[obs.trump] & _PACK if obs.trump is not None else 0
    discard = 0
    for seat, action in obs.history:
        if seat == obs.seat and isinstance(action, Discard):
            discard = action.mask
    return hand, played, trick, trump, discard


def _voids(obs: Observation) -> list[int]:
    voids = [0, 0, 0, 0]
    tricks = [[(seat, card.mask) for seat, card in trick.plays()] for trick in obs.tricks]
    tricks.append([(seat, card.mask) for seat, card in obs.trick])
    for plays in tricks:
        if not plays:
            continue
        lead = _suit(plays[0][1])
        for seat, card in plays[1:]:
            if not card & lead:
                voids[seat] |= lead
    return voids


# -- the bidding ----------------------------------------------------------------------------------------
def _call(
    seat: int,
    hand: int,
    *,
    history: Sequence[tuple[int, Action]],
    legal: Sequence[Action],
    options: RoughOptions,
    totals: Sequence[int],
) -> Action:
    """The normal level's call (see the module's docstring)."""
    if len(legal) == 1:
        return legal[0]
    mean = _expected_points(hand)
    if options.discards_to_defence:
        mean -= _DISCARD_LOST
    high, high_seat = 0, None
    for who, action in history:
        if isinstance(action, RoughBid):
            high, high_seat = action.points, who
    # what passing is worth: a void hand, the partner's contract, or the opponents'
    if high_seat is None:
        alternative = 0.0
    elif high_seat == seat ^ 2:
        alternative = _contract_ev(high, high + _PARTNER_EXTRA + _FIT_SHIFT)
    else:
        alternative = -_contract_ev(high, high + _OPP_EXTRA + _FIT_SHIFT - _STRENGTH * (mean - 60.0))
    if _KEEP in legal:
        if high == 100:
            if high_seat == seat ^ 2 or not _wants_la_partie(seat, mean, options, totals):
                return PASS
            return _KEEP
        keep = _contract_ev(high or options.min_bid, mean + _FIT_SHIFT)
        if high_seat == seat ^ 2:
            keep -= _PARTNER_KEEP  # the partner bid on a hand we have not seen: leave it to him
        return _KEEP if keep > alternative + _KEEP_MARGIN else PASS
    bids = [action.points for action in legal if isinstance(action, RoughBid)]
    if not bids:
        return PASS
    if bids[-1] == 100 and _wants_la_partie(seat, mean, options, totals):
        return _BIDS[100]
    lowest = bids[0]
    if lowest >= 100:
        return PASS
    choice = lowest
    floor = _contract_ev(lowest, mean + _FIT_SHIFT) - _JUMP
    # jump to shut out the next bidders when the hand easily holds it
    for points in bids:
        if points < 100 and _contract_ev(points, mean + _FIT_SHIFT) >= floor:
            choice = points
    if _contract_ev(choice, mean + _FIT_SHIFT) > alternative + _MARGIN:
        return _BIDS[choice]
    return PASS


def _wants_la_partie(seat: int, mean: float, options: RoughOptions, totals: Sequence[int]) -> bool:
    """Whether to bid (or keep) 100: a sweep must be likely, less so when the other team
    is about to win the match anyway (a failed 100 loses the match at once, a made
    one wins it)."""
    ours, theirs = totals[seat], totals[(seat + 1) & 3]
    needed = 0.6
    if theirs >= options.target - 60 and ours < theirs:
        needed = 0.35
    return _sweep_chance(mean) >= needed


class RoughPolicy(GamePolicy):
    """The heuristics of Le Rough (see the module's docstring)."""

    game = "rough"

    #: The share of card plays an ``easy`` player makes at random.
    EASY_RANDOM_PLAYS: Final = 0.25

    # -- bidding ---------------------------------------------------------------------------------------
    def bid(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        hand = sum(card.mask for card in obs.hand)
        if self.level == "easy":
            return self._easy_bid(obs, hand, rng)
        return self._normal_bid(obs, view, hand)

    def _easy_bid(self, obs: Observation, hand: int, rng: DealRng) -> Action:
        longest = max((hand & suit).bit_count() for suit in _SUITS)
        score = card_points(hand) + 6 * longest + 4 * (hand & _ACES).bit_count() + rng.below(10)
        legal = obs.legal_actions
        if _KEEP in legal:
            return _KEEP if score >= 60 else PASS
        bids = [action for action in legal if isinstance(action, RoughBid) and action.points < 100]
        if bids and score >= 62:
            return bids[0]
        return PASS

    def _normal_bid(self, obs: Observation, view: MatchView, hand: int) -> Action:
        options = obs.options
        assert isinstance(options, RoughOptions)
        return _call(
            obs.seat, hand, history=obs.history, legal=obs.legal_actions, options=options, totals=view.totals
        )

    # -- the discard ------------------------------------------------------------------------------------
    def discard(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        hand = sum(card.mask for card in obs.hand)
        if self.level == "easy":
            return Discard(_easy_discard(hand))
        options = obs.options
        assert isinstance(options, RoughOptions)
        return Discard(_plans(hand, -1 if options.discards_to_defence else 1)[0][2])

    def discard_candidates(self, obs: Observation, view: MatchView, rng: DealRng) -> list[Action]:
        hand = sum(card.mask for card in obs.hand)
        seen: list[Action] = []
        options = obs.options
        assert isinstance(options, RoughOptions)
        for _, _, discard in _plans(hand, -1 if options.discards_to_defence else 1)[:4]:
            action = Discard(discard)
            if action not in seen:
                seen.append(action)
        points = _bits(hand)
        points.sort(key=lambda card: (-_pts(card), card))
        greedy = Discard(points[0] | points[1] | points[2] | points[3])
        if greedy not in seen:
            seen.append(greedy)
        return seen

    # -- Sans-Atout -------------------------------------------------------------------------------------
    def announce(self, obs: Observation, view: MatchView, rng: DealRng) -> Action | None:
        if _SANS_ATOUT not in obs.legal_actions or self.level == "easy":
            return None
        options = obs.options
        assert isinstance(options, RoughOptions) and isinstance(obs.contract, RoughBid)
        hand, _, _, _, discard = _observed(obs)
        return _SANS_ATOUT if _sans_atout_pays(hand, discard, obs.contract.points, options) else None

    # -- card play --------------------------------------------------------------------------------------
    def play(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        plays = [action for action in obs.legal_actions if isinstance(action, Play)]
        if len(plays) == 1:
            return plays[0]
        if self.level == "easy" and rng.below(100) < 100 * self.EASY_RANDOM_PLAYS:
            return rng.pick(plays)
        hand, played, trick, trump, discard = _observed(obs)
        legal = 0
        for action in plays:
            legal |= action.card.mask
        me = obs.seat
        declarer = obs.declarer if obs.declarer is not None else me
        if not obs.tricks and not trick and trump == 0 and not obs.extra.get("sans_atout"):
            # the contractor's first card names the trump: lead from the suit chosen
            _, trump = _best_trump(hand, hand | discard)
            legal &= trump
        if self.level == "easy":
            unseen = _PACK & ~hand & ~(played & ~_trick_mask(trick))
            voids = [0, 0, 0, 0]
        else:
            unseen = _PACK & ~hand & ~played & ~discard
            voids = _voids(obs)
        brain = _Brain(
            me=me, attack=declarer & 1, trump=trump, unseen=unseen, void=voids, sizes=obs.hand_sizes
        )
        return _play(_choose_card(brain, legal, trick))

    # -- search ----------------------------------------------------------------------------------------
    def bid_candidates(self, obs: Observation, view: MatchView) -> list[Action]:
        legal = obs.legal_actions
        if _KEEP in legal or len(legal) <= 3:
            return list(legal)
        out: list[Action] = [PASS]
        bids = [action for action in legal if isinstance(action, RoughBid)]
        hand = sum(card.mask for card in obs.hand)
        chosen = self._normal_bid(obs, view, hand)
        for action in (bids[0], chosen, bids[min(2, len(bids) - 1)]):
            if action not in out:
                out.append(action)
        return out[:4]

    def rollout_action(self, deal: Deal, rng: DealRng) -> Action:
        assert isinstance(deal, RoughDeal)
        phase = deal.phase
        seat = deal.current_seat
        assert seat is not None
        if phase is Phase.PLAY:
            if not deal.tricks and deal.declarer == seat and _SANS_ATOUT in deal.legal_actions():
                contract = deal.contract
                assert isinstance(contract, RoughBid)
                hand = deal.hand_mask(seat)
                if _sans_atout_pays(hand, deal.aside_mask(), contract.points, deal.options):
                    return _SANS_ATOUT
            legal = deal.legal_play_mask()
            if legal & (legal - 1) == 0:
                return _play(legal)
            return _play(_rollout_card(deal, seat, legal))
        if phase is Phase.DISCARD:
            banked = -1 if deal.options.discards_to_defence else 1
            return Discard(_quick_discard(deal.hand_mask(seat), banked))
        return _rollout_call(deal, seat)

    def value(self, result: DealResult, seat: int, deal: Deal, view: MatchView) -> float:
        """The team's score minus the other team's, and the match when it ends.

        A Rough match is a race to the target between two teams, so what a deal is worth
        is the *difference* it makes (a defence that sets the contract gains the bid it
        took from the contractor's team). When the deal ends the match (the 100 bid, made
        or failed, or a team past the target), it is worth the points both teams still
        needed: the race is over, as if the winners had scored all they lacked and the
        losers nothing more. Ending the deal in the box (below 0) costs 10 more: the
        team may then not bid 100.
        """
        team = seat & 1
        ours, theirs = result.scores[seat], result.scores[seat ^ 1]
        value = float(ours - theirs)
        options = getattr(deal, "options", None)
        target = options.target if isinstance(options, RoughOptions) else RoughOptions().target
        before_ours, before_theirs = view.totals[seat], view.totals[seat ^ 1]
        winners = result.match_winners
        if winners is None:
            after = (before_ours + ours, before_theirs + theirs)
            if after[0] >= target or after[1] >= target:
                declarer = result.details.get("declarer")
                if after[0] >= target and after[1] >= target and isinstance(declarer, int):
                    winners = (declarer & 1, (declarer & 1) + 2)
                elif after[0] >= target:
                    winners = (team, team + 2)
                else:
                    winners = (1 - team, 3 - team)
        if winners is not None:
            stake = max(0, target - before_ours) + max(0, target - before_theirs)
            value += stake if (winners[0] & 1) == team else -stake
        if before_ours >= 0 > before_ours + ours:
            value -= 10.0
        if before_theirs >= 0 > before_theirs + theirs:
            value += 10.0
        return value


def _trick_mask(trick: Sequence[tuple[int, int]]) -> int:
    mask = 0
    for _, card in trick:
        mask |= card
    return mask


def _easy_discard(hand: int) -> int:
    """The easy discard: the four lowest cards outside the longest suit, points or not."""
    longest = max(_SUITS, key=lambda suit: ((hand & suit).bit_count(), hand & suit))
    pool = _bits(hand & ~longest)
    if len(pool) < 4:
        pool = _bits(hand)
    pool.sort(key=lambda card: ((card.bit_length() - 1) & 15, card))
    return pool[0] | pool[1] | pool[2] | pool[3]


# -- rollouts: the same ideas, cheaper -------------------------------------------------------------------
def _quick_discard(hand: int, banked: int = 1) -> int:
    """A fast discard: the trump is the suit with the most strength; the side 5s and 10s
    go first (last when the discard counts for the defence, ``banked`` -1), then the
    lowest side cards from the shortest suits; side aces stay."""
    best_suit = _SUITS[0]
    best = -1
    for suit in _SUITS:
        cards = hand & suit
        if not cards:
            continue
        strength = 3 * cards.bit_count() + (cards >> ((cards.bit_length() - 1) & ~15)).bit_length()
        if strength > best:
            best, best_suit = strength, suit
    scored = []
    for card in _bits(hand & ~best_suit):
        suit = _suit(card)
        rank = (card.bit_length() - 1) & 15
        points = _PTS[card.bit_length() - 1]
        if rank == 15:
            score = 0
        elif points:
            score = 100 * banked + points
        else:
            score = 50 - rank - 4 * (hand & suit).bit_count()
        scored.append((score, card))
    scored.sort(reverse=True)
    discard = 0
    for _, card in scored[:4]:
        discard |= card
    if discard.bit_count() < 4:
        for card in _bits(hand & best_suit):
            if discard.bit_count() == 4:
                break
            discard |= card
    return discard


def _rollout_call(deal: RoughDeal, seat: int) -> Action:
    legal = deal.legal_actions()
    if len(legal) == 1:
        return legal[0]
    return _call(
        seat, deal.hand_mask(seat), history=deal.history, legal=legal, options=deal.options, totals=_NO_VOIDS
    )


def _rollout_card(deal: RoughDeal, seat: int, legal: int) -> int:
    hands = [deal.hand_mask(s) for s in range(4)]
    trump = SUIT_MASKS[deal.trump] & _PACK if deal.trump is not None else 0
    trick = [(s, card.mask) for s, card in deal.current_trick()]
    if not trick and trump == 0 and not deal.tricks and not deal.sans_atout:
        cards = hands[seat]
        best = -1
        for suit in _SUITS:
            count = (cards & suit).bit_count()
            if count > best:
                best, trump = count, suit
        legal &= trump
    unseen = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat]
    declarer = deal.declarer if deal.declarer is not None else seat
    brain = _Brain(
        me=seat, attack=declarer & 1, trump=trump, unseen=unseen, void=_NO_VOIDS, sizes=_NO_VOIDS, hands=hands
    )
    return _choose_card(brain, legal, trick)
