"""The French Tarot heuristics behind one :class:`GamePolicy`: the bidding
(:mod:`.bidding`), the écart (:mod:`.ecart`), the announcements, the card play
(:mod:`.play`) and the play-outs of the search (:mod:`.playout`).

- **chelem**: announced only when the hand is sure to take every trick (:mod:`.chelem`);
- **poignée**: shown when the seat's side is likely to win the deal (the bonus goes
  to the winners, whoever shows it): always by the taker, by a defender with 11
  trumps (10 with the 21) against a Prise or a Garde; the lowest trumps are shown;
- the ``easy`` level shows every poignée it may, never announces a chelem, and plays
  30% of its cards at random among the legal ones (the others as the normal level).

:meth:`TarotPolicy.rollout_action` plays a whole sampled deal fast (about 2 µs a card,
13 µs a bid, 200 µs the écart): bids from the same hand model, the écart of the normal
level, and the greedy card play of :func:`~atout.ai.tarot.playout.rollout_play`.
"""

from __future__ import annotations

from typing import Final

from atout.ai.bot import MatchView
from atout.ai.masks import single_bits as _bits
from atout.ai.policy import GamePolicy
from atout.ai.tarot.bidding import choose_contract, contract_values, easy_contract, lowest_bid, take_chance
from atout.ai.tarot.cards import CHELEM, EXCUSE, T21, TRUMPS, play_of
from atout.ai.tarot.chelem import sure_chelem
from atout.ai.tarot.ecart import easy_ecart, ecart_options
from atout.ai.tarot.knowledge import Knowledge
from atout.ai.tarot.likelihood import sample_weight
from atout.ai.tarot.play import choose_card
from atout.ai.tarot.playout import rollout_play, seeing_play
from atout.ai.tarot.quickplay import play_out
from atout.ai.tarot.solver import solve_ending
from atout.rules import (
    PASS,
    Action,
    Chelem,
    Contract,
    Deal,
    DealResult,
    DealRng,
    Discard,
    HiddenDiscard,
    Observation,
    Phase,
    Play,
    Poignee,
    TarotBid,
    TarotDeal,
    mask_of,
)
from atout.rules.deal_sample import Dealt

__all__ = ["TarotPolicy"]

#: The share of its cards the easy level plays at random among the legal ones.
EASY_RANDOM_PLAYS: Final = 0.3
_BIDS: Final = {contract: TarotBid(contract) for contract in Contract}


class TarotPolicy(GamePolicy):
    """The French Tarot heuristics (see the module's docstring)."""

    game = "tarot"

    # -- bidding ----------------------------------------------------------------------------------
    def wanted_contract(self, hand: int, lowest: int = 0) -> Contract | None:
        """The contract this level would call with ``hand`` (of rank ``lowest`` or more)."""
        if self.level == "easy":
            wanted = easy_contract(hand)
            return wanted if wanted is not None and wanted.rank >= lowest else None
        return choose_contract(hand, lowest)

    def bid(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        wanted = self.wanted_contract(mask_of(obs.hand), lowest_bid(obs.legal_actions))
        if wanted is not None and _BIDS[wanted] in obs.legal_actions:
            return _BIDS[wanted]
        return PASS

    def bid_candidates(self, obs: Observation, view: MatchView) -> list[Action]:
        legal = obs.legal_actions
        values = contract_values(mask_of(obs.hand))
        ranked = sorted(
            (action for action in legal if isinstance(action, TarotBid)),
            key=lambda action: -values[action.contract],
        )
        # the pass, and the two best contracts unless they are hopeless
        out: list[Action] = [PASS]
        out.extend(action for action in ranked[:2] if values[action.contract] > -30.0)
        return out

    def call_likelihood(self, obs: Observation, call: Action, view: MatchView, rng: DealRng) -> float:
        """How likely a searching player is to take (or pass) with ``obs``'s hand: a
        logistic in the hand's expected T per unit of multiplier with the best contract still
        open (:func:`~atout.ai.tarot.bidding.unit_values`), ``σ(TAKE_SLOPE × (v + TAKE_SHIFT))``.

        Fitted on 1,592 calls of ``hard`` players (400 deals): they take a third of their
        contracts with hands the normal level passes (v from -15 to 0), and nearly always
        as a Garde (179 Gardes, 9 Prises), so only take or pass is read, not which
        contract. With it the expert's samples give the taker's unseen cards their true
        owner 45.6% of the time, against 43.1% when a call the normal level would not
        have made only counted a quarter, and 42.3% unweighed (128 positions of hard players,
        60 samples each).

        >>> from atout.rules import Card
        >>> weak = "T3 T5 T8 KS 2S 5S 7S 9S JH 4H 6H 8H 1D 4D 7D 10D 3C 5C".split()
        >>> strong = "T21 T1 EX T20 T19 T18 T17 T15 T12 T9 T4 KS QS KH 5H 3H KD 2D".split()
        >>> [take_chance(mask_of(Card.parse(t) for t in hand), 0) for hand in (weak, strong)]
        [0.005, 0.995]
        """
        lowest = lowest_bid(obs.legal_actions)
        if lowest >= len(Contract):
            return 1.0
        chance = take_chance(mask_of(obs.hand), lowest)
        return 1.0 - chance if call == PASS else chance

    # -- the écart ----------------------------------------------------------------------------------
    def discard(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        choice = obs.choice
        assert choice is not None
        if self.level == "easy":
            return Discard(easy_ecart(choice.hand_mask, choice.allowed_mask))
        return Discard(ecart_options(choice.hand_mask, choice.allowed_mask)[0])

    def discard_candidates(self, obs: Observation, view: MatchView, rng: DealRng) -> list[Action]:
        choice = obs.choice
        assert choice is not None
        return [Discard(ecart) for ecart in ecart_options(choice.hand_mask, choice.allowed_mask)[:5]]

    # -- announcements ------------------------------------------------------------------------------
    def announce(self, obs: Observation, view: MatchView, rng: DealRng) -> Action | None:
        chelem_open = any(type(action) is Chelem for _, action in obs.announcements)  # in turn or not
        if chelem_open and self.level != "easy" and sure_chelem(mask_of(obs.hand), _ecart_of(obs)):
            return CHELEM
        if obs.current_seat != obs.seat:
            return None
        choice = obs.optional_choice
        if choice is None or choice.kind != "poignee":
            return None
        if self.level != "easy" and not self._side_likely_wins(obs):
            return None
        trumps = _bits(choice.allowed_mask & TRUMPS)
        count = max(choice.counts)
        if count > len(trumps):  # every trump, and the Excuse
            return Poignee((choice.allowed_mask & TRUMPS) | EXCUSE)
        return Poignee(sum(trumps[:count]))  # the lowest trumps: the high ones stay unseen

    def _side_likely_wins(self, obs: Observation) -> bool:
        """Whether the seat's side is likely to win the contract (a poignée's bonus goes
        to the winners): a taker always (measured: with the trumps of a poignée after his
        écart he makes his contract 63% to 92% of the time), a defender holding 11 trumps
        (or 10 with the 21) against a Prise or a Garde."""
        hand = mask_of(obs.hand)
        trumps = (hand & TRUMPS).bit_count()
        if obs.declarer == obs.seat:
            return True  # a taker with a poignée makes his contract two times out of three or more
        contract = obs.contract
        rank = contract.contract.rank if isinstance(contract, TarotBid) else 0
        return rank <= 1 and (trumps >= 11 or (trumps >= 10 and bool(hand & T21)))

    # -- card play -------------------------------------------------------------------------------------
    def play(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        plays = [action for action in obs.legal_actions if type(action) is Play]
        if len(plays) == 1:
            return plays[0]
        if self.level == "easy" and rng.below(1000) < EASY_RANDOM_PLAYS * 1000:
            return rng.pick(plays)
        legal = 0
        for action in plays:
            legal |= action.card.mask
        return play_of(choose_card(Knowledge(obs), legal))

    # -- for the search ------------------------------------------------------------------------------
    def rollout_action(self, deal: Deal, rng: DealRng) -> Action:
        phase = deal.phase
        seat = deal.current_seat
        assert seat is not None
        assert isinstance(deal, TarotDeal)
        if phase is Phase.PLAY:
            return rollout_play(deal)
        if phase is Phase.BIDDING:
            legal = deal.legal_actions()
            wanted = choose_contract(deal.hand_mask(seat), lowest_bid(legal))
            if wanted is not None and _BIDS[wanted] in legal:
                return _BIDS[wanted]
            return PASS
        choice = deal.choice()
        assert choice is not None
        return Discard(ecart_options(choice.hand_mask, choice.allowed_mask)[0])

    def seeing_action(self, deal: Deal, rng: DealRng) -> Action:
        """The card play of :func:`seeing_play` (it looks at the hands still to play to
        the trick); any other decision as :meth:`rollout_action`."""
        assert isinstance(deal, TarotDeal)
        if deal.phase is Phase.PLAY and deal.choice() is None:
            return seeing_play(deal)
        return self.rollout_action(deal, rng)

    def value(self, result: DealResult, seat: int, deal: Deal, view: MatchView) -> float:
        """The seat's score of the deal (3T for the taker, -T for each defender): the
        match is won on the sum of these scores, so each point counts the same."""
        return float(result.scores[seat])

    def play_out(
        self, deal: Deal, seat: int, *, seeing: bool, solver_tricks: int, nodes: int
    ) -> float | None:
        """The generic play-out on bitmasks (:func:`~atout.ai.tarot.quickplay.play_out`): the
        same cards, the same value, several times faster; ``None`` for a policy that plays
        or counts otherwise (a subclass's own card play, value or solver)."""
        if not _own(self, "rollout_action", "seeing_action", "value", "solve"):
            return None
        assert isinstance(deal, TarotDeal)
        return play_out(deal, seat, seeing=seeing, solver_tricks=solver_tricks, nodes=nodes)

    def sample_weight(self, world: Dealt, seat: int, play_weight: float) -> float | None:
        """The generic reading's weight, on bitmasks (:func:`~atout.ai.tarot.likelihood.sample_weight`):
        the same number, about five times faster; ``None`` for a policy that reads the calls
        or plays otherwise (a subclass's own)."""
        if not _own(self, "call_likelihood", "rollout_action"):
            return None
        return sample_weight(world, seat, play_weight)

    def solve(self, deal: Deal, seat: int, view: MatchView, nodes: int) -> float | None:
        """The seat's score with the rest of the card play perfect, every hand in view, by
        :func:`~atout.ai.tarot.solver.solve_ending`: the search's generic solver on bitmasks
        (the same value, the same budget; about 25 times faster)."""
        assert isinstance(deal, TarotDeal)
        return solve_ending(deal, seat, nodes)


def _own(policy: TarotPolicy, *names: str) -> bool:
    """Whether ``policy`` decides as :class:`TarotPolicy` does in each of the methods
    ``names``: what the fast readings on bitmasks stand for."""
    return all(getattr(type(policy), name) is getattr(TarotPolicy, name) for name in names)


def _ecart_of(obs: Observation) -> int:
    """The cards out of play as the taker knows them: his écart."""
    for seat, action in obs.history:
        if seat == obs.seat and type(action) is Discard:
            return action.mask
        if type(action) is HiddenDiscard:
            return action.shown
    return 0
