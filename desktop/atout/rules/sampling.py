"""Hidden hands for search: deals consistent with what one seat has seen.

A computer player sees an :class:`~atout.rules.deal.Observation`, never the full
state. To search, it samples full deals that agree with everything its seat knows
(its hand, every card played, the voids shown by play, the mise or discard it saw),
replays the public history on each and looks ahead. :func:`sample_deal` does that
for the three games; Tarot's own reading is in :mod:`atout.rules.tarot_sampling`, the
sharing of the unknown cards among their places in :mod:`atout.rules.slots`, the deal drawn
before it is replayed in :mod:`atout.rules.deal_sample`.

>>> from atout.rules import Match, DealRng
>>> match = Match("carotte", seed=5, first_dealer=0)
>>> deal = match.new_deal()
>>> rng = DealRng(1)
>>> while deal.phase.value != "play" or len(deal.tricks) < 2:
...     choice = deal.choice()
...     match.apply(match.rules.random_choice(choice, rng) if choice else deal.legal_actions()[-1])
>>> world = sample_deal(deal.observation(2), DealRng(9))
>>> world.hand(2) == deal.hand(2), world.tricks == deal.tricks
(True, True)
>>> world.hand(3) == deal.hand(3)          # another seat's hand: a guess
False
"""

from __future__ import annotations

from atout.rules.actions import Discard, HiddenDiscard
from atout.rules.cards import SUIT_MASKS, Card, cards_from_mask
from atout.rules.deal import Deal, Observation, Phase
from atout.rules.deal_sample import DealSample, history_shown
from atout.rules.games import get_game
from atout.rules.rng import DealRng
from atout.rules.slots import Slot, fill_slots
from atout.rules.tarot_sampling import sample_tarot

__all__ = ["draw_sample", "plain_trick_slots", "sample_deal", "voids_shown"]


def voids_shown(observation: Observation) -> list[int]:
    """For each seat, the mask of the suits it has shown it no longer holds.

    A seat that did not follow the suit led holds none of it from then on.
    """
    voids = [0, 0, 0, 0]
    tricks = [trick.plays() for trick in observation.tricks]
    tricks.append(observation.trick)
    for plays in tricks:
        if not plays:
            continue
        led = plays[0][1].suit
        if led is None:
            continue
        for seat, card in plays[1:]:
            if card.suit is not led:
                voids[seat] |= SUIT_MASKS[led]
    return voids


def plain_trick_slots(observation: Observation) -> tuple[int, list[Slot]]:
    """The unknown cards and where they may go, for La Carotte and Le Rough.

    Slots: each other seat's hand now (``hand:N``), the kitty when it was never seen
    nor taken (``kitty``), and a discard the seat did not see (``discard``).
    """
    obs = observation
    pack = get_game(obs.game).pack
    known = 0
    for card in obs.hand:
        known |= card.mask
    known |= obs.played_mask
    discard_seen = 0
    hidden_discard = 0
    for _, action in obs.history:
        if isinstance(action, Discard):
            discard_seen = action.mask
        elif isinstance(action, HiddenDiscard):
            hidden_discard = action.count
    known |= discard_seen
    taken = obs.declarer is not None and (discard_seen or hidden_discard or obs.phase is Phase.DISCARD)
    # A mise shown to all (show_mise) lies in the declarer's hand or his hidden discard,
    # whatever of it he has not played yet: no other seat can hold it.
    shown_mise = 0
    if obs.kitty is not None and obs.seat != obs.declarer:
        for card in obs.kitty:
            shown_mise |= card.mask
    voids = voids_shown(obs)
    slots = [
        Slot(
            f"hand:{seat}",
            obs.hand_sizes[seat],
            pack.mask & ~voids[seat] & (~0 if seat == obs.declarer else ~shown_mise),
        )
        for seat in range(4)
        if seat != obs.seat
    ]
    if hidden_discard:
        slots.append(Slot("discard", hidden_discard, pack.mask))
    pool = pack.mask & ~known
    if not taken:
        size = pool.bit_count() - sum(slot.size for slot in slots)
        slots.append(Slot("kitty", size, pack.mask))
    return pool, slots


def sample_deal(observation: Observation, rng: DealRng) -> Deal:
    """A full deal that agrees with ``observation``, replayed to the same point.

    The deal's hands as dealt, its kitty and the hidden discard are drawn at random
    among those consistent with what the observing seat knows (not exactly uniformly
    when the constraints bind: see :func:`~atout.rules.slots.fill_slots` and
    :func:`~atout.rules.slots.fill_tight_slots`):
    :func:`draw_sample`, replayed.
    """
    return draw_sample(observation, rng).deal()


def draw_sample(observation: Observation, rng: DealRng) -> DealSample:
    """The cards of :func:`sample_deal` before the deal is replayed: what a search reads to
    weigh a sample, and replays only when it keeps it (:meth:`DealSample.deal`)."""
    if observation.game == "tarot":
        return sample_tarot(observation, rng)
    return _sample_plain(observation, rng)


def _sample_plain(obs: Observation, rng: DealRng) -> DealSample:
    """:func:`draw_sample` for La Carotte and Le Rough."""
    rules = get_game(obs.game)
    pool, slots = plain_trick_slots(obs)
    masks = dict(zip((slot.name for slot in slots), fill_slots(pool, slots, rng), strict=True))
    now = [0, 0, 0, 0]
    for seat in range(4):
        now[seat] = masks.get(f"hand:{seat}", 0)
    for card in obs.hand:
        now[obs.seat] |= card.mask
    played = [0, 0, 0, 0]
    for trick in obs.tricks:
        for seat, card in trick.plays():
            played[seat] |= card.mask
    for seat, card in obs.trick:
        played[seat] |= card.mask
    discard = masks.get("discard", 0)
    for _, action in obs.history:
        if isinstance(action, Discard):
            discard = action.mask
    held = [now[seat] | played[seat] for seat in range(4)]
    if obs.declarer is not None and discard:
        held[obs.declarer] |= discard
    if "kitty" in masks:
        kitty_mask = masks["kitty"]
    elif obs.kitty is not None:
        kitty_mask = 0
        for card in obs.kitty:
            kitty_mask |= card.mask
    else:
        assert obs.declarer is not None
        # The mise is among the declarer's cards: which four does not matter to anyone
        # who never saw it.
        kitty_mask = 0
        for card in rng.sample(cards_from_mask(held[obs.declarer]), rules.kitty_size):
            kitty_mask |= card.mask
    if obs.declarer is not None and (discard or obs.phase is not Phase.BIDDING):
        held[obs.declarer] &= ~kitty_mask
    kitty: tuple[Card, ...] = obs.kitty if obs.kitty is not None else cards_from_mask(kitty_mask)
    return DealSample(obs, tuple(held), kitty, history_shown(obs, discard))
