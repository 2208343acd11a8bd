"""Hidden hands of a French Tarot deal, for search: the slots a seat's observation leaves, and
deals drawn in them (:func:`~atout.rules.sampling.draw_sample` calls :func:`sample_tarot`).

Beyond the voids shown by play, Tarot reads the chien shown in a Prise or a Garde, the écart's
shown trumps, the poignées and the stricter play rules (overtrumping, the Excuse), and never
deals a petit sec (rule 7) unless the deal was annulled for one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from atout.rules.actions import Discard, HiddenDiscard
from atout.rules.cards import EXCUSE_BIT, SUIT_MASKS, TAROT_PACK, TRUMP_MASK, Card, cards_from_mask, mask_of
from atout.rules.deal import Observation, Phase
from atout.rules.deal_sample import DealSample, history_shown
from atout.rules.rng import DealRng
from atout.rules.slots import SamplingError, Slot, fill_tight_slots
from atout.rules.tarot_cards import CHIEN_SIZE

__all__ = ["sample_tarot", "tarot_slots", "tarot_voids_shown"]

_EXCUSE: Final = 1 << EXCUSE_BIT
_PETIT: Final = Card.parse("T1").mask
_TRUMPS_AND_EXCUSE: Final = TRUMP_MASK | _EXCUSE
#: The plain suit cards: every suit card but the Kings (what an écart is made of, rule 11).
_PLAIN: Final = mask_of(card for card in TAROT_PACK if card.suit is not None and card.rank != 14)
#: Draws rejected for a petit sec before the next ones are steered away from it, and
#: the draws allowed in all.
_FREE_TRIES = 48
_TRIES = 96


def _trumps_above(bit: int) -> int:
    """The trumps higher than the trump ``bit``."""
    return TRUMP_MASK & ~((bit << 1) - 1)


def tarot_voids_shown(observation: Observation) -> list[int]:
    """For each seat, the mask of the cards Tarot's play rules show it no longer holds.

    The first card other than the Excuse sets the suit (rule 18). A seat that does
    not follow a suit led holds none of it, and none of the trumps if it does not
    trump either; a seat that plays a non-trump on a trump led holds no trump. A
    seat that had to play a trump (on a trump led, or void in the suit led) and
    played one lower than the highest trump already in the trick holds none above
    that one (rules 16 and 17). The Excuse tells nothing.
    """
    voids = [0, 0, 0, 0]
    tricks = [trick.plays() for trick in observation.tricks]
    tricks.append(observation.trick)
    for plays in tricks:
        led = 0  # the suit led (TRUMP_MASK for trumps), once a card other than the Excuse
        top = 0  # the highest trump in the trick so far
        for seat, card in plays:
            bit = card.mask
            if bit == _EXCUSE:
                continue
            trump = bit & TRUMP_MASK
            if not led:
                led = TRUMP_MASK if trump else SUIT_MASKS[card.suit] & TAROT_PACK.mask  # type: ignore[index]
            elif not bit & led:
                voids[seat] |= led
                if not trump:
                    voids[seat] |= TRUMP_MASK
                elif bit < top:
                    voids[seat] |= _trumps_above(top)
            elif trump and bit < top:
                voids[seat] |= _trumps_above(top)
            if trump and bit > top:
                top = bit
    return voids


@dataclass(frozen=True)
class _TarotView:
    """What sampling a Tarot deal needs to know, read once from an observation."""

    pool: int
    slots: list[Slot]
    taker: int | None
    chien: int  # the chien shown to all (Prise and Garde), else 0
    ecart: int  # the écart as the seat knows it: all of it (the taker's own), or its shown trumps
    played: list[int]  # by seat
    pinned: list[int]  # cards known to be in a seat's hand now (a poignée's, not played yet)
    annulled: bool  # a petit sec was dealt (the deal ended before any action)


def _tarot_view(obs: Observation) -> _TarotView:
    me = obs.seat
    taker = obs.declarer
    chien = mask_of(obs.kitty) if obs.kitty is not None else 0
    played = [0, 0, 0, 0]
    for trick in obs.tricks:
        for seat, card in trick.plays():
            played[seat] |= card.mask
    for seat, card in obs.trick:
        played[seat] |= card.mask
    played_all = played[0] | played[1] | played[2] | played[3]
    ecart = 0
    hidden = 0  # the unseen cards of another seat's écart
    for _, action in obs.history:
        if isinstance(action, Discard):
            ecart = action.mask
        elif isinstance(action, HiddenDiscard):
            ecart = action.shown
            hidden = action.count - action.shown.bit_count()
    voids = tarot_voids_shown(obs)
    pinned = [0, 0, 0, 0]
    for seat, shown in obs.shown.items():
        mask = mask_of(shown)
        if seat != me:
            pinned[seat] = mask & ~played_all
        if mask & _EXCUSE:  # rule 14: shown with the Excuse, every trump held was shown
            voids[seat] |= TRUMP_MASK & ~mask
    pinned_all = pinned[0] | pinned[1] | pinned[2] | pinned[3]
    known = mask_of(obs.hand) | played_all | ecart
    if taker == me:
        known |= chien  # in his hand, his écart or played: all known to him
    slots = []
    for seat in range(4):
        if seat == me:
            continue
        allowed = TAROT_PACK.mask & ~voids[seat] & ~(pinned_all & ~pinned[seat])
        if seat != taker:
            allowed &= ~chien  # the chien went to the taker's hand
        elif ecart & TRUMP_MASK and taker != me:
            # trumps in the écart: the taker had fewer than six plain cards and put them all in
            allowed &= ~_PLAIN
        slots.append(Slot(f"hand:{seat}", obs.hand_sizes[seat], allowed))
    if hidden:
        slots.append(Slot("ecart", hidden, _PLAIN & ~pinned_all))
    if obs.kitty is None:  # bidding, Garde sans, Garde contre, all passed: nobody saw the chien
        slots.append(Slot("chien", CHIEN_SIZE, TAROT_PACK.mask & ~pinned_all))
    annulled = obs.phase is Phase.OVER and not obs.history
    return _TarotView(TAROT_PACK.mask & ~known, slots, taker, chien, ecart, played, pinned, annulled)


def tarot_slots(observation: Observation) -> tuple[int, list[Slot]]:
    """The unknown cards of a Tarot deal and where they may go.

    Slots: each other seat's hand now (``hand:N``); the écart's unseen cards when
    another seat made it (``ecart``: plain suit cards only); the chien when nobody saw
    it (``chien``: in the bidding, Garde sans and Garde contre). A card known to be in
    a seat's hand (a poignée's, not played yet) is allowed in that seat's slot only;
    the chien shown in a Prise or Garde, in the taker's slot or the écart only.
    """
    view = _tarot_view(observation)
    return view.pool, view.slots


def _pin(slots: list[Slot], name: str, mask: int) -> None:
    """Allow the cards of ``mask`` in the slot ``name`` only."""
    for i, slot in enumerate(slots):
        if slot.name != name:
            slots[i] = replace(slot, allowed=slot.allowed & ~mask)


def _steered_slots(view: _TarotView, rng: DealRng) -> list[Slot] | None:
    """The slots with a few cards pinned so that no petit sec can be dealt (or, in an
    annulled deal, so that one is): used when free draws keep failing. ``None`` when
    the random choice made here cannot work."""
    slots = list(view.slots)
    names = {slot.name for slot in slots}
    seats = [seat for seat in range(4) if f"hand:{seat}" in names]
    pool = view.pool
    if view.annulled:  # another seat was dealt the Petit and neither trump nor Excuse
        if not pool & _PETIT:
            return None
        name = f"hand:{rng.pick(seats)}"
        _pin(slots, name, _PETIT)
        for i, slot in enumerate(slots):
            if slot.name == name:
                slots[i] = replace(slot, allowed=slot.allowed & ~(_TRUMPS_AND_EXCUSE & ~_PETIT))
        return slots
    if pool & _PETIT & view.chien:
        return None  # the Petit of the chien was dealt to nobody
    if pool & _PETIT:
        if "chien" in names and _slot(slots, "chien").allowed & _PETIT:
            _pin(slots, "chien", _PETIT)  # in the chien, the Petit is nobody's
            return slots
        holders = [seat for seat in seats if _slot(slots, f"hand:{seat}").allowed & _PETIT]
        if not holders:
            return None
        holder = rng.pick(holders)
        _pin(slots, f"hand:{holder}", _PETIT)
    else:
        owners = [seat for seat in seats if (view.played[seat] | view.pinned[seat]) & _PETIT]
        if not owners or (owners[0] == view.taker and view.chien & _PETIT):
            return None
        holder = owners[0]
    dealt = view.played[holder] | view.pinned[holder]
    if holder == view.taker:
        dealt = (dealt | view.ecart) & ~view.chien
    if dealt & _TRUMPS_AND_EXCUSE & ~_PETIT:
        return slots
    chien = view.chien if holder == view.taker else 0
    rescue = pool & _slot(slots, f"hand:{holder}").allowed & _TRUMPS_AND_EXCUSE & ~_PETIT & ~chien
    if not rescue:
        return None
    _pin(slots, f"hand:{holder}", rng.pick(cards_from_mask(rescue)).mask)
    return slots


def _slot(slots: Sequence[Slot], name: str) -> Slot:
    return next(slot for slot in slots if slot.name == name)


#: The observation sampled last and its view: a search samples one observation a few hundred
#: times in a row, and an observation is immutable. One entry, replaced whole (no lock needed).
_recent: list[tuple[Observation, _TarotView] | None] = [None]


def _tarot_view_of(obs: Observation) -> _TarotView:
    """:func:`_tarot_view`, read once for the observation sampled many times in a row."""
    recent = _recent[0]
    if recent is not None and recent[0] is obs:
        return recent[1]
    view = _tarot_view(obs)
    _recent[0] = (obs, view)
    return view


def sample_tarot(obs: Observation, rng: DealRng) -> DealSample:
    """:func:`draw_sample` for French Tarot."""
    view = _tarot_view_of(obs)
    me = obs.seat
    taker = view.taker
    mine = mask_of(obs.hand)
    # an annulled deal needs a petit sec: steer at once, unless the seat's own hand is one
    wanted_sec = view.annulled and (mine | view.played[me]) & _TRUMPS_AND_EXCUSE != _PETIT
    for attempt in range(_TRIES):
        slots = view.slots
        if wanted_sec or attempt >= _FREE_TRIES:
            slots = _steered_slots(view, rng) or view.slots
        try:
            shares = fill_tight_slots(view.pool, slots, rng)
        except SamplingError:
            if slots is view.slots:
                raise
            continue
        masks = {slot.name: share for slot, share in zip(slots, shares, strict=True)}
        held = [masks.get(f"hand:{seat}", 0) | view.played[seat] for seat in range(4)]
        held[me] |= mine
        ecart = view.ecart | masks.get("ecart", 0)
        if view.chien and taker is not None:  # Prise and Garde: the chien went to the taker
            held[taker] = (held[taker] | ecart) & ~view.chien
        sec = any(hand & _TRUMPS_AND_EXCUSE == _PETIT for hand in held)
        if sec == view.annulled:
            break
    else:
        raise SamplingError("no_deal", "no deal without a petit sec agrees with what this seat has seen")
    kitty = obs.kitty if obs.kitty is not None else cards_from_mask(masks["chien"])
    return DealSample(obs, tuple(held), kitty, history_shown(obs, ecart))
