"""La Carotte's computer player: the heuristics of every decision, from one seat's view.

One declarer plays against three seats that score nothing themselves, so the three
defend together (each gains, relatively, when the declarer fails). What it knows:

- **Bidding** (:meth:`CarottePolicy.bid`): :func:`bid_estimate` gives the tricks a
  six-card hand should take with each trump once the mise is added and the discard
  made; :func:`make_chance` turns that into the chance of taking 4, 5 or 6. Each legal
  call is worth its expected :func:`outcome_value` (points, chips and the match target
  weighed together); passing is worth what a rival's contract will cost us. The best
  call is made. Both estimates were fitted on deals played out by this policy.
- **The discard** (:func:`ranked_keeps`): each of the 210 ways to keep 6 of the 10
  cards is scored by :func:`keep_estimate` (trumps and masters counted by their rank
  among the cards still out, voids to ruff with), and the best is kept.
- **Card play** (:class:`_Knowledge`): the cards played, the voids shown and the hand
  sizes give each unseen card's chance of being in each hand. Each legal card is scored
  by the chance that its side takes the trick with it, less what the card would be
  worth kept for later; so a seat wins as cheaply as it can, does not overtake a
  partner who holds the trick, ruffs a trick the declarer would win, and discards its
  least useful card. The declarer draws trumps first (with the master trump, or with
  his highest while he has trumps to spare), then cashes his masters. Once the contract
  is made or lost, the cards no longer matter and the lowest is played.

``level="easy"`` makes mistakes on purpose: it bids on a crude count of trumps and
aces (ignoring the mise, the score and the other bids, and tempted by the carotte on
hands worth a 5), keeps the highest cards in the discard without looking for voids,
and plays a random legal card a quarter of the time, otherwise "win with my highest
card if I can, else play my lowest", blind to who is partner.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final, cast

from atout.ai.bot import MatchView
from atout.ai.masks import highest_bit as _high
from atout.ai.masks import single_bits as _bits
from atout.ai.policy import GamePolicy
from atout.rules import (
    CAROTTE_PACK,
    PASS,
    SUIT_MASKS,
    Action,
    CarotteBid,
    CarotteDeal,
    CarotteOptions,
    Deal,
    DealResult,
    DealRng,
    Discard,
    Observation,
    Phase,
    Play,
    Suit,
    mask_of,
)
from atout.rules.sampling import voids_shown
from atout.rules.tricks import PLAY_OF_BIT

__all__ = [
    "CHIP_POINTS",
    "MATCH_BONUS",
    "CarottePolicy",
    "bid_estimate",
    "contract_value",
    "greedy_discard",
    "keep_estimate",
    "make_chance",
    "outcome_value",
    "ranked_keeps",
]

FULL: Final = CAROTTE_PACK.mask
SUITS: Final = (0, 1, 2, 3)
TRICKS: Final = 6
CAROTTE: Final = 6

#: What a chip is worth in points, times the stake ``K``: a made carotte is then worth
#: what a made bid of 6 points would be (see :func:`outcome_value`).
CHIP_POINTS: Final = 2.0
#: What ending the match by crossing the target is worth, in points, beyond the points.
MATCH_BONUS: Final = 10.0

# -- small bit helpers --------------------------------------------------------------------------


def _above(bit: int) -> int:
    """The cards of ``bit``'s suit above it."""
    suit_mask = SUIT_MASKS[(bit.bit_length() - 1) >> 4]
    return suit_mask & ~((bit << 1) - 1)


def _rank(bit: int) -> int:
    """8 (the Eight) .. 15 (the Ace)."""
    return (bit.bit_length() - 1) & 15


def _suit(bit: int) -> int:
    return (bit.bit_length() - 1) >> 4


def _lowest(mask: int) -> int:
    """The card of lowest rank in ``mask`` (ties: the first suit)."""
    best = 0
    best_rank = 99
    for suit in SUITS:
        chunk = (mask >> (16 * suit)) & 0xFFFF
        if chunk:
            low = chunk & -chunk
            rank = low.bit_length() - 1
            if rank < best_rank:
                best_rank = rank
                best = low << (16 * suit)
    return best


def _highest(mask: int) -> int:
    """The card of highest rank in ``mask`` (ties: the first suit)."""
    best = 0
    best_rank = -1
    for suit in SUITS:
        chunk = (mask >> (16 * suit)) & 0xFFFF
        if chunk:
            rank = chunk.bit_length() - 1
            if rank > best_rank:
                best_rank = rank
                best = 1 << (rank + 16 * suit)
    return best


def _play(bit: int) -> Play:
    play = PLAY_OF_BIT[bit.bit_length() - 1]
    assert play is not None
    return play


def _beats(bit: int, best: int, trump_mask: int) -> bool:
    """Whether ``bit`` beats ``best``, the card winning the trick so far."""
    if bit & trump_mask:
        return not best & trump_mask or bit > best
    return bool(_above(best) & bit)


# -- what a deal is worth ---------------------------------------------------------------------


def outcome_value(
    scores: Sequence[int],
    chips: Sequence[int] | None,
    seat: int,
    options: CarotteOptions,
    totals: Sequence[int] = (0, 0, 0, 0),
) -> float:
    """What a deal's outcome is worth to ``seat``, in points.

    - **Points, relative**: the seat's points less the mean of the three others'. The
      match is won by the first to reach the target, so a rival's points cost us as
      his lead grows; this is what makes the three others defend together.
    - **Chips** at ``CHIP_POINTS / carotte_stake`` points a chip (0.2 at the default
      stake ``K`` = 10). Why this rate: the carotte is the top of the ladder of bids 4,
      5, 6, where a bid of ``n`` made is worth ``n`` to its declarer and ``-n/3`` to each
      other seat (relative points); at this rate a made carotte (``+3K`` chips to the
      declarer, ``-K`` from each other) is worth exactly what a bid of 6 points would
      be, +6 and −2, and a failed one the opposite. As chips add up to zero, they are
      relative already. At this rate a carotte is preferred to a sure 5 only when all
      six tricks are 92% sure (chips do not bring the match nearer, and a single lost
      trick loses it all); over a rival's 5, which stands if we pass, it needs a bit
      less than an even chance.
    - **The match**: a seat whose points cross the target ends the match and wins it:
      ``MATCH_BONUS`` to it, a third of it off each of the others. This makes a bot near
      the target bid to finish, and overcall a rival who would finish.
    """
    others = [s for s in range(4) if s != seat]
    value = scores[seat] - sum(scores[s] for s in others) / 3
    if chips is not None:
        value += chips[seat] * CHIP_POINTS / options.carotte_stake
    target = options.target
    for s in range(4):
        if scores[s] > 0 and totals[s] < target <= totals[s] + scores[s]:
            value += MATCH_BONUS if s == seat else -MATCH_BONUS / 3
    return value


def contract_value(
    seat: int,
    declarer: int,
    tricks: int,
    made: bool,
    *,
    options: CarotteOptions,
    totals: Sequence[int] = (0, 0, 0, 0),
) -> float:
    """:func:`outcome_value` of a contract of ``tricks`` made or failed (overtricks aside)."""
    scores = [0, 0, 0, 0]
    chips = [0, 0, 0, 0]
    if tricks == CAROTTE:
        stake = options.carotte_stake
        sign = 1 if made else -1
        for s in range(4):
            chips[s] = 3 * stake * sign if s == declarer else -stake * sign
    else:
        scores[declarer] = tricks if made else -tricks
    return outcome_value(scores, chips, seat, options, totals)


# -- the bidding estimate -----------------------------------------------------------------------
# The tricks a declarer takes with a six-card hand and a trump, after the mise and the
# discard, estimated as a sum over suits: one table for the trump suit, one for each side
# suit, indexed by the suit's 8-bit pattern of ranks (bit 0 the Eight .. bit 7 the Ace).
# The weights were fitted by least squares on 128,000 contracts played out by this
# policy (each seat of 8,000 random deals declaring 4 in each suit, the mise and the
# discard as dealt and chosen, every trick played for); the tricks taken spread 1.27
# around the estimate. The chances of 4, 5 and 6 tricks are read from the same deals.

_BID_BASE: Final = 0.640
#: trump part: per trump, per trump beyond 3, beyond 4; Ace, King, Queen, Jack, Ten.
_BID_TRUMP: Final = (0.664, -0.098, -0.266, 1.111, 0.463, 0.179, 0.064, 0.020)
#: side part: Ace, King with the Ace, King guarded, King alone, Queen guarded twice,
#: Queen with the Ace or King, void, singleton, doubleton.
_BID_SIDE: Final = (0.514, 0.233, 0.098, 0.068, 0.073, 0.082, -0.012, 0.066, 0.031)
#: per trump and per side void.
_BID_RUFF: Final = 0.052
#: The chance of taking at least 4, 5 and 6 tricks, by estimate from 1.5 to 6.25 in
#: steps of 0.25 (kernel-smoothed rates over the same deals, played for every trick).
_CHANCE_FROM: Final = 1.5
_CHANCE_STEP: Final = 0.25
# fmt: off
_CHANCE: Final = {
    4: (0.069, 0.093, 0.133, 0.177, 0.215, 0.26, 0.329, 0.395, 0.459, 0.567,
        0.659, 0.748, 0.824, 0.883, 0.956, 0.989, 0.997, 1.0, 1.0, 1.0),
    5: (0.016, 0.025, 0.043, 0.056, 0.071, 0.089, 0.121, 0.155, 0.186, 0.27,
        0.339, 0.415, 0.502, 0.596, 0.749, 0.808, 0.87, 0.973, 0.997, 1.0),
    6: (0.007, 0.011, 0.018, 0.023, 0.033, 0.043, 0.057, 0.076, 0.097, 0.142,
        0.174, 0.224, 0.283, 0.343, 0.475, 0.549, 0.649, 0.807, 0.857, 0.966),
}
# fmt: on


def _trump_value(pattern: int) -> float:
    t = pattern.bit_count()
    w = _BID_TRUMP
    return (
        w[0] * t
        + w[1] * max(0, t - 3)
        + w[2] * max(0, t - 4)
        + w[3] * (pattern >> 7 & 1)
        + w[4] * (pattern >> 6 & 1)
        + w[5] * (pattern >> 5 & 1)
        + w[6] * (pattern >> 3 & 1)
        + w[7] * (pattern >> 2 & 1)
    )


def _side_value(pattern: int) -> float:
    n = pattern.bit_count()
    ace, king, queen = pattern >> 7 & 1, pattern >> 6 & 1, pattern >> 5 & 1
    w = _BID_SIDE
    value = w[0] * ace
    if king:
        value += w[1] if ace else w[2] if n >= 2 else w[3]
    if queen:
        if ace or king:
            value += w[5]
        elif n >= 3:
            value += w[4]
    value += w[6] if n == 0 else w[7] if n == 1 else w[8] if n == 2 else 0.0
    return value


def _tables() -> tuple[list[float], list[float]]:
    return [_trump_value(p) for p in range(256)], [_side_value(p) for p in range(256)]


_TRUMP_TABLE, _SIDE_TABLE = _tables()


def bid_estimate(hand: int, trump: int) -> float:
    """The tricks a six-card ``hand`` (a mask) should take with ``trump``, mise included."""
    value = _BID_BASE
    voids = 0
    for suit in SUITS:
        pattern = (hand >> (16 * suit + 8)) & 0xFF
        if suit == trump:
            value += _TRUMP_TABLE[pattern]
        else:
            value += _SIDE_TABLE[pattern]
            voids += not pattern
    return value + _BID_RUFF * voids * ((hand >> (16 * trump)) & 0xFFFF).bit_count()


def make_chance(estimate: float, tricks: int) -> float:
    """The chance of taking at least ``tricks`` (4, 5 or 6) tricks with this estimate."""
    table = _CHANCE[tricks]
    x = (estimate - _CHANCE_FROM) / _CHANCE_STEP
    if x <= 0:
        return table[0]
    i = int(x)
    if i >= len(table) - 1:
        return table[-1]
    return table[i] + (table[i + 1] - table[i]) * (x - i)


# -- the discard estimate -------------------------------------------------------------------------
# The tricks six kept cards take, as a sum of one part per suit. Each suit is read by
# its *effective* ranks: the cards of the suit still in play (kept, or in the other
# hands) ranked from the top, so that a King is a master once the Ace is discarded by
# the declarer himself. Least squares on 128,000 contracts played out by this policy,
# where half the discards were drawn among the 40 best (so that poorer keeps are seen
# too); the tricks taken spread 0.73 around the estimate.

_KEEP_BASE: Final = -0.912
#: trump part: per trump, per trump beyond 3, beyond 4; the top four effective ranks;
#: per trump in the other hands, per one beyond 2.
_KEEP_TRUMP: Final = (0.372, -0.146, -0.299, 1.322, 0.564, 0.209, 0.071, 0.398, -0.637)
#: side part: top card, second with top, second guarded, second alone, third with a
#: higher one, void, singleton, and a top card of a suit the others hold 2 or fewer of.
_KEEP_SIDE: Final = (0.737, 0.345, 0.196, 0.056, 0.120, -0.309, 0.121, -0.177)
#: per trump and per side void: the ruffs.
_KEEP_RUFF: Final = 0.254


def _effective(mine: int, others: int) -> int:
    """The pattern of ``mine`` among the cards of one suit still in play (``mine | others``,
    as 16-bit chunks): bit 7 set when the top one is mine, bit 6 the second, ..."""
    rest = mine | others
    pattern = 0
    place = 7
    while rest:
        top = 1 << (rest.bit_length() - 1)
        if mine & top:
            pattern |= 1 << place
        place -= 1
        rest ^= top
    return pattern


def _keep_trump_part(mine: int, others: int) -> float:
    pattern = _effective(mine, others)
    t = mine.bit_count()
    o = others.bit_count()
    w = _KEEP_TRUMP
    return (
        w[0] * t
        + w[1] * max(0, t - 3)
        + w[2] * max(0, t - 4)
        + w[3] * (pattern >> 7 & 1)
        + w[4] * (pattern >> 6 & 1)
        + w[5] * (pattern >> 5 & 1)
        + w[6] * (pattern >> 4 & 1)
        + w[7] * o
        + w[8] * max(0, o - 2)
    )


def _keep_side_part(mine: int, others: int) -> float:
    n = mine.bit_count()
    w = _KEEP_SIDE
    if not n:
        return w[5]
    pattern = _effective(mine, others)
    top, second, third = pattern >> 7 & 1, pattern >> 6 & 1, pattern >> 5 & 1
    value = w[0] * top
    if second:
        value += w[1] if top else w[2] if n >= 2 else w[3]
    if third and (top or second) and n >= 2:
        value += w[4]
    if n == 1:
        value += w[6]
    if top and others.bit_count() <= 2:
        value += w[7]
    return value


def keep_estimate(keep: int, trump: int, out: int) -> float:
    """The tricks six kept cards should take with ``trump``, the declarer on lead and
    the cards of ``out`` in the three other hands (every other card gone)."""
    value = _KEEP_BASE
    voids = 0
    t = 0
    for suit in SUITS:
        shift = 16 * suit
        mine = (keep >> shift) & 0xFFFF
        others = (out >> shift) & 0xFFFF
        if suit == trump:
            t = mine.bit_count()
            value += _keep_trump_part(mine, others)
        else:
            voids += not mine
            value += _keep_side_part(mine, others)
    return value + _KEEP_RUFF * t * voids


def ranked_keeps(hand: int, trump: int, out: int) -> list[tuple[float, int]]:
    """Every way to keep 6 of the cards of ``hand``, best first: (estimate, kept mask)."""
    parts: list[dict[int, float]] = []
    for suit in SUITS:
        shift = 16 * suit
        held = (hand >> shift) & 0xFFFF
        others = (out >> shift) & 0xFFFF
        part = _keep_trump_part if suit == trump else _keep_side_part
        table: dict[int, float] = {}
        cards = _bits(held)
        for size in range(len(cards) + 1):
            for subset in combinations(cards, size):
                mine = sum(subset)
                table[mine << shift] = part(mine, others)
        parts.append(table)
    suit_masks = SUIT_MASKS
    trump_mask = suit_masks[trump]
    ranked = []
    for kept in combinations(_bits(hand), 6):
        keep = sum(kept)
        value = _KEEP_BASE
        voids = 0
        for suit in SUITS:
            mine = keep & suit_masks[suit]
            value += parts[suit][mine]
            if not mine and suit != trump:
                voids += 1
        value += _KEEP_RUFF * (keep & trump_mask).bit_count() * voids
        ranked.append((value, keep))
    ranked.sort(key=lambda item: (-item[0], item[1]))
    return ranked


# -- what one seat knows during the play ---------------------------------------------------------------


class _Knowledge:
    """What a seat knows in the play: who may hold each unseen card, and how likely."""

    __slots__ = (
        "declarer",
        "hand",
        "led",
        "options",
        "poss",
        "prob",
        "seat",
        "sizes",
        "trick",
        "trick_best",
        "trick_best_seat",
        "tricks_won",
        "trump",
        "trump_mask",
        "unknown",
        "voids",
    )

    def __init__(self, obs: Observation) -> None:
        assert obs.declarer is not None and obs.trump is not None
        self.seat = seat = obs.seat
        self.declarer = declarer = obs.declarer
        self.trump = int(obs.trump)
        self.trump_mask = SUIT_MASKS[self.trump]
        self.options = cast(CarotteOptions, obs.options)
        self.hand = hand = mask_of(obs.hand)
        gone = obs.played_mask
        shown_mise = 0
        for who, action in obs.history:
            if who == seat and isinstance(action, Discard):
                gone |= action.mask
        if obs.kitty is not None and seat != declarer:
            shown_mise = mask_of(obs.kitty)
        self.unknown = unknown = FULL & ~hand & ~gone
        voids = voids_shown(obs)
        self.voids = voids
        self.sizes = sizes = obs.hand_sizes
        poss = [0, 0, 0, 0]
        for s in range(4):
            if s != seat:
                allowed = unknown
                for suit in SUITS:
                    if voids[s] & SUIT_MASKS[suit]:
                        allowed &= ~SUIT_MASKS[suit]
                if s != declarer:
                    allowed &= ~shown_mise
                poss[s] = allowed
        self.poss = poss
        # each unseen card lies in a hand (or in the discard the defenders did not see)
        # with a chance in proportion to the room there (weighting the declarer's trumps
        # or a rival's bid suit did no better in the arena)
        hidden = 4 if seat != declarer and obs.phase is Phase.PLAY else 0
        prob: list[dict[int, float]] = [{}, {}, {}, {}]
        for bit in _bits(unknown):
            holders = [s for s in range(4) if poss[s] & bit]
            total = sum(sizes[s] for s in holders) + hidden
            if total:
                for s in holders:
                    prob[s][bit] = sizes[s] / total
        self.prob = prob
        tricks_won = obs.extra.get("tricks_won", (0, 0, 0, 0))
        self.tricks_won = cast(tuple[int, ...], tricks_won)
        self.trick = obs.trick
        self.led = -1
        self.trick_best = 0
        self.trick_best_seat = -1
        for who, card in obs.trick:
            bit = card.mask
            if self.led < 0:
                self.led = _suit(bit)
                self.trick_best, self.trick_best_seat = bit, who
            elif _beats(bit, self.trick_best, self.trump_mask):
                self.trick_best, self.trick_best_seat = bit, who

    # -- sides and chances ------------------------------------------------------------------
    def partner(self, other: int) -> bool:
        """Whether ``other`` plays on this seat's side (the declarer has no partner)."""
        return (other == self.declarer) == (self.seat == self.declarer)

    def opponents(self) -> list[int]:
        return [s for s in range(4) if s != self.seat and not self.partner(s)]

    def opponent_cards(self) -> int:
        mask = 0
        for s in self.opponents():
            mask |= self.poss[s]
        return mask

    def void_chance(self, s: int, suit: int) -> float:
        """The chance that seat ``s`` holds no card of ``suit``."""
        if self.voids[s] & SUIT_MASKS[suit] or not self.sizes[s]:
            return 1.0
        p = 1.0
        prob = self.prob[s]
        for bit in _bits(self.poss[s] & SUIT_MASKS[suit]):
            p *= 1.0 - prob.get(bit, 0.0)
        return p

    def any_chance(self, s: int, mask: int) -> float:
        """The chance that seat ``s`` holds at least one card of ``mask``."""
        p = 1.0
        prob = self.prob[s]
        for bit in _bits(self.poss[s] & mask):
            p *= 1.0 - prob.get(bit, 0.0)
        return 1.0 - p

    def holds_none(self, seats: Sequence[int], mask: int) -> float:
        """The chance that none of ``seats`` holds a card of ``mask``."""
        p = 1.0
        probs = [self.prob[s] for s in seats]
        for bit in _bits(mask & self.unknown):
            share = 0.0
            for prob in probs:
                share += prob.get(bit, 0.0)
            p *= max(0.0, 1.0 - share)
        return p

    def safe_chance(self, bit: int, led: int, seats: Sequence[int]) -> float:
        """The chance that none of ``seats``, playing after, beats ``bit`` (the card now
        winning a trick led in ``led``)."""
        if not seats:
            return 1.0
        trump_mask = self.trump_mask
        if bit & trump_mask:
            higher = _above(bit)
            if led == self.trump:
                return self.holds_none(seats, higher)
            p = 1.0
            for s in seats:
                p *= 1.0 - self.void_chance(s, led) * self.any_chance(s, higher)
            return p
        p = self.holds_none(seats, _above(bit))
        for s in seats:
            p *= 1.0 - self.void_chance(s, led) * self.any_chance(s, trump_mask)
        return p

    def later(self) -> list[int]:
        """The seats still to play to the trick under way, in order."""
        return [(self.seat + k) & 3 for k in range(1, 4 - len(self.trick))]

    def side_chance(self, bit: int) -> float:
        """The chance that this seat's side takes the trick if it plays ``bit`` now."""
        later = self.later()
        if self.led < 0:
            led = _suit(bit)
            best, best_seat = bit, self.seat
        else:
            led = self.led
            if _beats(bit, self.trick_best, self.trump_mask):
                best, best_seat = bit, self.seat
            else:
                best, best_seat = self.trick_best, self.trick_best_seat
        if self.partner(best_seat) or best_seat == self.seat:
            return self.safe_chance(best, led, [s for s in later if not self.partner(s)])
        if self.seat == self.declarer:
            return 0.0
        # a defender, the declarer holding the trick: a partner behind may still beat him
        return 1.0 - self.safe_chance(best, led, later)

    def future(self, bit: int) -> float:
        """What ``bit`` is worth kept for later: the chance it would take a trick if led
        now, raised for a card that only one or two outstanding cards beat."""
        opponents = self.opponents()
        p = self.safe_chance(bit, _suit(bit), opponents)
        higher = (self.opponent_cards() & _above(bit)).bit_count()
        if higher == 1:
            p += (1.0 - p) * 0.35
        elif higher == 2:
            p += (1.0 - p) * 0.12
        if bit & self.trump_mask:
            p = 0.5 + 0.5 * p
        return p


# -- the policy ----------------------------------------------------------------------------------


class CarottePolicy(GamePolicy):
    """The heuristics of La Carotte (see the module's docstring)."""

    game = "carotte"

    #: What a card kept for later weighs against taking the trick now.
    keep_weight: float = 0.7
    #: Tricks added to the estimate when bidding. The estimate was fitted on deals where
    #: the three others held any cards; at the table the seats that passed hold weaker
    #: hands, and a contract we take is one a rival does not: bolder bids did better in
    #: the arena (+0.05 relative point per deal against this policy at 0 or at 0.5).
    bid_boldness: float = 0.25
    #: How often a rival's contract is made when we let it stand, less so much for each
    #: of his trumps we hold, and again for each of his Ace, King, Queen.
    rival_made: float = 0.75
    rival_per_trump: float = 0.07
    #: What each seat still to speak costs us when we pass and nobody has bid yet: the
    #: contract it may take (worth about 1.6 points to it, a third of that off our
    #: relative score, about one time in three).
    open_pass_cost: float = 0.15
    #: The share of easy's card plays that are random.
    easy_random_share: float = 0.25

    def __init__(self, level: str = "normal") -> None:
        super().__init__(level)
        self.easy = level == "easy"

    # -- bidding -----------------------------------------------------------------------------
    def bid(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        if self.easy:
            return self._easy_bid(obs, rng)
        return self._call_values(obs, view)[0][1]

    def bid_candidates(self, obs: Observation, view: MatchView) -> list[Action]:
        """The pass (when legal) and the three most valuable bids."""
        values = self._call_values(obs, view)
        out: list[Action] = [action for _, action in values if not isinstance(action, CarotteBid)]
        out += [action for _, action in values if isinstance(action, CarotteBid)][: 4 - len(out)]
        return out

    def _call_values(self, obs: Observation, view: MatchView) -> list[tuple[float, Action]]:
        """Each legal call with what it is worth, the best first (a pass before a bid of
        the same worth)."""
        options = cast(CarotteOptions, obs.options)
        seat = obs.seat
        hand = mask_of(obs.hand)
        totals = view.totals
        estimates = [bid_estimate(hand, suit) + self.bid_boldness for suit in SUITS]
        out: list[tuple[float, Action]] = []
        for action in obs.legal_actions:
            if isinstance(action, CarotteBid):
                chance = make_chance(estimates[action.trump], action.tricks)
                made = contract_value(seat, seat, action.tricks, True, options=options, totals=totals)
                failed = contract_value(seat, seat, action.tricks, False, options=options, totals=totals)
                out.append((chance * made + (1 - chance) * failed, action))
            else:
                out.append((self._pass_value(obs, options, totals), action))
        out.sort(key=lambda item: (-item[0], isinstance(item[1], CarotteBid)))
        return out

    def _pass_value(self, obs: Observation, options: CarotteOptions, totals: Sequence[int]) -> float:
        """What passing is worth: a rival's contract will likely stand, and with none
        yet, a later seat may take one."""
        contract = obs.contract
        seat = obs.seat
        if isinstance(contract, CarotteBid) and obs.declarer is not None:
            declarer = obs.declarer
            # his trumps in our hand are tricks he may lose
            held = (mask_of(obs.hand) >> (16 * contract.trump + 8)) & 0xFF
            chance = self.rival_made - self.rival_per_trump * (held.bit_count() + (held >> 5).bit_count())
            chance = min(0.9, max(0.15, chance))
            made = contract_value(seat, declarer, contract.tricks, True, options=options, totals=totals)
            failed = contract_value(seat, declarer, contract.tricks, False, options=options, totals=totals)
            return chance * made + (1 - chance) * failed
        return -self.open_pass_cost * (3 - len(obs.history))

    def _easy_bid(self, obs: Observation, rng: DealRng) -> Action:
        """A crude count of trumps and Aces, with a coin toss in it."""
        hand = mask_of(obs.hand)
        best_suit = 0
        best_count = -1.0
        for suit in SUITS:
            trumps = hand & SUIT_MASKS[suit]
            count = trumps.bit_count() + 0.5 * (trumps >> (16 * suit + 15) & 1)
            if count > best_count:
                best_count, best_suit = count, suit
        aces = sum(hand >> (16 * suit + 15) & 1 for suit in SUITS if suit != best_suit)
        strength = best_count + aces + 0.5 * rng.below(2)
        # the easy player is tempted by the carotte: it bids it on hands worth a 5
        tricks = 6 if strength >= 5.5 else 5 if strength >= 5 else 4
        legal = obs.legal_actions
        wanted = CarotteBid(tricks, Suit(best_suit))
        if strength >= 3.5 and wanted in legal:
            return wanted
        if PASS in legal:
            return PASS
        return legal[0]  # the dealer who must bid: the lowest bid

    # -- the discard -------------------------------------------------------------------------
    def discard(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        hand, trump = _discard_choice(obs)
        if self.easy:
            return Discard(greedy_discard(hand, trump, voids=False))
        keep = ranked_keeps(hand, trump, FULL & ~hand)[0][1]
        return Discard(hand & ~keep)

    def discard_candidates(self, obs: Observation, view: MatchView, rng: DealRng) -> list[Action]:
        """The best discard of each shape (cards kept per suit), up to five, best first."""
        hand, trump = _discard_choice(obs)
        out: list[Action] = []
        shapes: set[tuple[int, ...]] = set()
        for _, keep in ranked_keeps(hand, trump, FULL & ~hand):
            shape = tuple((keep & SUIT_MASKS[suit]).bit_count() for suit in SUITS)
            if shape not in shapes:
                shapes.add(shape)
                out.append(Discard(hand & ~keep))
                if len(out) == 5:
                    break
        return out

    # -- card play ----------------------------------------------------------------------------
    def announce(self, obs: Observation, view: MatchView, rng: DealRng) -> Action | None:
        """La Carotte has no announcements."""
        return None

    def play(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        if self.easy:
            if rng.below(100) < self.easy_random_share * 100:
                return rng.pick(legal)
            return _play(_easy_card(obs))
        return _play(self._normal_card(obs))

    def _normal_card(self, obs: Observation) -> int:
        know = _Knowledge(obs)
        legal = mask_of(action.card for action in obs.legal_actions if isinstance(action, Play))
        contract = obs.contract
        assert isinstance(contract, CarotteBid)
        if not _trick_matters(know, contract):
            return _lowest(legal)
        if know.led < 0 and know.seat == know.declarer:
            lead = _declarer_lead(know, legal)
            if lead:
                return lead
        best_bit = 0
        best_score = -1e9
        keep_weight = self.keep_weight
        hand = know.hand
        for bit in _bits(legal):
            score = (
                know.side_chance(bit)
                - keep_weight * know.future(bit)
                - 0.001 * _rank(bit)  # at equal worth, the lower card,
                - 0.0005 * (hand & SUIT_MASKS[_suit(bit)]).bit_count()  # from the shorter suit
            )
            if score > best_score:
                best_score, best_bit = score, bit
        return best_bit

    # -- search support -------------------------------------------------------------------------
    def rollout_action(self, deal: Deal, rng: DealRng) -> Action:
        """A quick action from the full (sampled) deal: a bid on the estimate alone, the
        greedy discard, and cards by a few rules on bitmasks (see :func:`_rollout_card`)."""
        carotte = cast(CarotteDeal, deal)
        seat = carotte.current_seat
        assert seat is not None
        phase = carotte.phase
        if phase is Phase.PLAY:
            return _play(_rollout_card(carotte, seat))
        if phase is Phase.BIDDING:
            return _rollout_call(carotte, seat, self.bid_boldness)
        choice = carotte.choice()
        contract = carotte.contract
        assert choice is not None and contract is not None
        return Discard(greedy_discard(choice.allowed_mask, int(contract.trump)))

    def value(self, result: DealResult, seat: int, deal: Deal, view: MatchView) -> float:
        """:func:`outcome_value`: relative points, chips at 0.2 point each (stake 10),
        and the match won or lost by crossing the target."""
        options = cast(CarotteDeal, deal).options
        return outcome_value(result.scores, result.chips, seat, options, view.totals)


# -- the decisions, as functions -------------------------------------------------------------------


def _discard_choice(obs: Observation) -> tuple[int, int]:
    """The ten cards to discard from, and the trump."""
    choice = obs.choice
    contract = obs.contract
    assert choice is not None and isinstance(contract, CarotteBid)
    return choice.allowed_mask, int(contract.trump)


def _trick_matters(know: _Knowledge, contract: CarotteBid) -> bool:
    """Whether one more trick still changes the score: not once the contract is lost,
    nor once it is made (unless overtricks count)."""
    won = know.tricks_won[know.declarer]
    left = TRICKS - sum(know.tricks_won)
    if won + left < contract.tricks:
        return False
    return won < contract.tricks or (know.options.count_overtricks and contract.tricks < CAROTTE)


def _declarer_lead(know: _Knowledge, legal: int) -> int:
    """The declarer's lead by rule, or 0 to score the cards: draw trumps with the master
    trump (or the highest, with two or more) while the others hold trumps; once they have
    none, cash the masters."""
    trump_mask = know.trump_mask
    mine = legal & trump_mask
    theirs = know.unknown & trump_mask
    if theirs:
        if mine and (_high(mine) > _high(theirs) or mine.bit_count() >= 2):
            return _high(mine)
        return 0
    for bit in sorted(_bits(legal & ~trump_mask), key=_rank, reverse=True):
        if not know.unknown & _above(bit):
            return bit  # a master nobody can ruff
    return _high(mine) if mine else 0


def _easy_card(obs: Observation) -> int:
    """Lead the highest card; follow with the highest card that beats the trick so far,
    whoever holds it, or else the lowest."""
    legal = mask_of(action.card for action in obs.legal_actions if isinstance(action, Play))
    assert obs.trump is not None
    trump_mask = SUIT_MASKS[obs.trump]
    if not obs.trick:
        return _highest(legal)
    best = 0
    for _, card in obs.trick:
        if not best or _beats(card.mask, best, trump_mask):
            best = card.mask
    winners = [bit for bit in _bits(legal) if _beats(bit, best, trump_mask)]
    if winners:
        return max(winners, key=_rank)
    return _lowest(legal)


# -- fast rollouts -----------------------------------------------------------------------------------

#: The worth of a made bid of 4, 5 and the carotte to its declarer (:func:`outcome_value`).
_MADE_WORTH: Final = {4: 4.0, 5: 5.0, 6: 6.0}


def greedy_discard(hand: int, trump: int, *, voids: bool = True) -> int:
    """A quick discard from ``hand`` (a mask): keep the trumps, then the side masters,
    then the highest cards, from the longest suits when ``voids`` (so that the short
    suits empty, to ruff); discard the four others."""
    trump_mask = SUIT_MASKS[trump]
    outside = FULL & ~hand
    keys = []
    for bit in _bits(hand):
        rank = _rank(bit)
        if bit & trump_mask:
            key = 100 + rank
        elif not outside & _above(bit):
            key = 60 + rank
        else:
            key = rank + 3 * (hand & SUIT_MASKS[_suit(bit)]).bit_count() * voids
        keys.append((key, bit))
    keys.sort()
    return sum(bit for _, bit in keys[:4])


def _rollout_call(deal: CarotteDeal, seat: int, boldness: float) -> Action:
    """The best bid on the estimate of the best suit, if it beats passing (taken as 0)."""
    hand = deal.hand_mask(seat)
    best_suit = 0
    estimate = -1.0
    for suit in SUITS:
        value = bid_estimate(hand, suit)
        if value > estimate:
            estimate, best_suit = value, suit
    estimate += boldness
    highest = deal.contract.tricks if deal.contract is not None else 3
    best_value = 0.0
    call = 0
    for tricks in range(highest + 1, 7):
        value = (2 * make_chance(estimate, tricks) - 1) * _MADE_WORTH[tricks]
        if value > best_value:
            best_value, call = value, tricks
    if call:
        return CarotteBid(call, Suit(best_suit))
    return deal.legal_actions()[0]  # pass, or the lowest bid for a dealer who must bid


def _rollout_card(deal: CarotteDeal, seat: int) -> int:
    """A card by rules on bitmasks: the declarer leads his highest trump, a defender his
    highest side card; a seat whose side holds the trick plays its lowest (keeping its
    trumps); otherwise the lowest card that beats the trick, or the lowest."""
    legal = deal.legal_play_mask()
    if not legal & (legal - 1):
        return legal
    trump = deal.trump
    assert trump is not None
    trump_mask = SUIT_MASKS[trump]
    declarer = deal.declarer
    trick = deal.current_trick()
    if not trick:
        if seat == declarer:
            mine = legal & trump_mask
            return _high(mine) if mine else _highest(legal)
        side = legal & ~trump_mask
        return _highest(side) if side else _lowest(legal)
    winner = deal.trick_winner()
    best = 0
    for who, card in trick:
        if who == winner:
            best = card.mask
    side = legal & ~trump_mask
    if (winner == declarer) == (seat == declarer):
        return _lowest(side) if side else _lowest(legal)
    winners = 0
    for bit in _bits(legal):
        if _beats(bit, best, trump_mask):
            winners |= bit
    if winners:
        return _lowest(winners)
    return _lowest(side) if side else _lowest(legal)
