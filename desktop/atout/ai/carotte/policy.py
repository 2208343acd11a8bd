"""La Carotte's computer player behind one :class:`GamePolicy`, from one seat's view.

One declarer plays against three seats that score nothing themselves, so the three
defend together (each gains, relatively, when the declarer fails). What it knows:

- **Bidding** (:meth:`CarottePolicy.bid`): :func:`~atout.ai.carotte.bidding.bid_estimate`
  gives the tricks a six-card hand should take with each trump once the mise is added
  and the discard made; :func:`~atout.ai.carotte.bidding.make_chance` turns that into
  the chance of taking 4, 5 or 6. Each legal call is worth its expected
  :func:`~atout.ai.carotte.value.outcome_value` (points, chips and the match target
  weighed together); passing is worth what a rival's contract will cost us. The best
  call is made.
- **The discard** (:mod:`atout.ai.carotte.discard`): the best of the 210 ways to keep 6
  of the 10 cards is kept.
- **Card play** (:class:`~atout.ai.carotte.knowledge.Knowledge`): each legal card is
  scored by the chance that its side takes the trick with it, less what the card would
  be worth kept for later; so a seat wins as cheaply as it can, does not overtake a
  partner who holds the trick, ruffs a trick the declarer would win, and discards its
  least useful card. The declarer's leads and the end of the deal follow
  :mod:`atout.ai.carotte.play`.

``level="easy"`` makes mistakes on purpose: it bids on a crude count of trumps and
aces (ignoring the mise, the score and the other bids, and tempted by the carotte on
hands worth a 5), keeps the highest cards in the discard without looking for voids,
and plays a random legal card a quarter of the time, otherwise "win with my highest
card if I can, else play my lowest", blind to who is partner.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from atout.ai.bot import MatchView
from atout.ai.carotte.bidding import bid_estimate, make_chance
from atout.ai.carotte.cards import FULL, SUITS, lowest_card, play_of, rank_of, suit_of
from atout.ai.carotte.discard import greedy_discard, ranked_keeps
from atout.ai.carotte.knowledge import Knowledge
from atout.ai.carotte.play import declarer_lead, easy_card, trick_matters
from atout.ai.carotte.playout import rollout_call, rollout_card
from atout.ai.carotte.solver import declarer_makes
from atout.ai.carotte.value import CHIP_POINTS, contract_value, outcome_value
from atout.ai.masks import single_bits as _bits
from atout.ai.policy import GamePolicy
from atout.rules import (
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

__all__ = ["CarottePolicy"]


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

    def __init__(self, level: str = "normal", chip_points: float = CHIP_POINTS) -> None:
        super().__init__(level)
        self.easy = level == "easy"
        #: What a chip is worth in points, times the stake (:func:`outcome_value`).
        self.chip_points = chip_points

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
                made, failed = self._stakes(seat, seat, action.tricks, options, totals)
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
            made, failed = self._stakes(seat, declarer, contract.tricks, options, totals)
            return chance * made + (1 - chance) * failed
        return -self.open_pass_cost * (3 - len(obs.history))

    def _stakes(
        self, seat: int, declarer: int, tricks: int, options: CarotteOptions, totals: Sequence[int]
    ) -> tuple[float, float]:
        """What ``declarer``'s contract of ``tricks`` is worth to ``seat`` made, and failed."""
        rate = self.chip_points
        return (
            contract_value(seat, declarer, tricks, True, options=options, totals=totals, chip_points=rate),
            contract_value(seat, declarer, tricks, False, options=options, totals=totals, chip_points=rate),
        )

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
            return play_of(easy_card(obs))
        return play_of(self._normal_card(obs))

    def _normal_card(self, obs: Observation) -> int:
        know = Knowledge(obs)
        legal = mask_of(action.card for action in obs.legal_actions if isinstance(action, Play))
        contract = obs.contract
        assert isinstance(contract, CarotteBid)
        if not trick_matters(know, contract):
            return lowest_card(legal)
        if know.led < 0 and know.seat == know.declarer:
            lead = declarer_lead(know, legal)
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
                - 0.001 * rank_of(bit)  # at equal worth, the lower card,
                - 0.0005 * (hand & SUIT_MASKS[suit_of(bit)]).bit_count()  # from the shorter suit
            )
            if score > best_score:
                best_score, best_bit = score, bit
        return best_bit

    # -- search support -------------------------------------------------------------------------
    def rollout_action(self, deal: Deal, rng: DealRng) -> Action:
        """A quick action from the full (sampled) deal: a bid on the estimate alone, the
        greedy discard, and cards by a few rules on bitmasks (see :func:`rollout_card`)."""
        carotte = cast(CarotteDeal, deal)
        seat = carotte.current_seat
        assert seat is not None
        phase = carotte.phase
        if phase is Phase.PLAY:
            return play_of(rollout_card(carotte, seat))
        if phase is Phase.BIDDING:
            return rollout_call(carotte, seat, self.bid_boldness)
        choice = carotte.choice()
        contract = carotte.contract
        assert choice is not None and contract is not None
        return Discard(greedy_discard(choice.allowed_mask, int(contract.trump)))

    def value(self, result: DealResult, seat: int, deal: Deal, view: MatchView) -> float:
        """:func:`outcome_value`: relative points, chips at ``chip_points / stake`` point
        each (0.2 by default), and the match won or lost by crossing the target."""
        options = cast(CarotteDeal, deal).options
        rate = self.chip_points
        return outcome_value(result.scores, result.chips, seat, options, view.totals, chip_points=rate)

    def solve(self, deal: Deal, seat: int, view: MatchView, nodes: int) -> float | None:
        """The deal's worth to ``seat`` with every hand in view and perfect play, by
        :func:`~atout.ai.carotte.solver.declarer_makes`: the contract is made or failed.
        ``None`` with ``count_overtricks``, where the tricks beyond the bid count too."""
        carotte = cast(CarotteDeal, deal)
        options = carotte.options
        declarer = carotte.declarer
        contract = carotte.contract
        if options.count_overtricks or declarer is None or contract is None or carotte.trump is None:
            return None
        trick = carotte.current_trick()
        leader = trick[0][0] if trick else carotte.current_seat
        assert leader is not None
        made = declarer_makes(
            [carotte.hand_mask(other) for other in range(4)],
            SUIT_MASKS[carotte.trump],
            declarer=declarer,
            leader=leader,
            need=contract.tricks - carotte.tricks_won(declarer),
            trick=[(who, card.mask) for who, card in trick],
            nodes=nodes,
        )
        rate = self.chip_points
        return contract_value(
            seat, declarer, contract.tricks, made, options=options, totals=view.totals, chip_points=rate
        )


def _discard_choice(obs: Observation) -> tuple[int, int]:
    """The ten cards to discard from, and the trump."""
    choice = obs.choice
    contract = obs.contract
    assert choice is not None and isinstance(contract, CarotteBid)
    return choice.allowed_mask, int(contract.trump)
