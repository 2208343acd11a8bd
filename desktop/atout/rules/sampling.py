"""Hidden hands for search: deals consistent with what one seat has seen.

A computer player sees an :class:`~atout.rules.deal.Observation`, never the full
state. To search, it samples full deals that agree with everything its seat knows
(its hand, every card played, the voids shown by play, the mise or discard it saw),
replays the public history on each and looks ahead. :func:`sample_deal` does that
for the three games; Tarot (:func:`tarot_slots`) also reads the chien, the écart's
shown trumps, the poignées and the stricter play rules (overtrumping, the Excuse),
and never deals a petit sec.

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

import functools
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final, Protocol

from atout.rules.actions import Action, Discard, HiddenDiscard
from atout.rules.cards import (
    EXCUSE_BIT,
    SUIT_MASKS,
    TAROT_PACK,
    TRUMP_MASK,
    Card,
    cards_from_mask,
    mask_of,
    single_bits,
)
from atout.rules.deal import Deal, Observation, Phase
from atout.rules.errors import RulesError
from atout.rules.games import get_game
from atout.rules.rng import DealRng
from atout.rules.tarot_cards import CHIEN_SIZE

__all__ = [
    "DealSample",
    "Dealt",
    "Slot",
    "draw_sample",
    "fill_slots",
    "fill_tight_slots",
    "plain_trick_slots",
    "sample_deal",
    "tarot_slots",
    "tarot_voids_shown",
    "voids_shown",
]


class SamplingError(RulesError):
    """No deal agrees with the observation (a bug, or a damaged observation)."""


@dataclass(frozen=True)
class Slot:
    """A place unknown cards must go: ``size`` cards, each within ``allowed``."""

    name: str
    size: int
    allowed: int


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


def fill_slots(pool: int, slots: Sequence[Slot], rng: DealRng, tries: int = 200) -> list[int]:
    """Share the cards of ``pool`` among ``slots`` at random, each card within its slot's
    ``allowed`` mask; the sizes must add up to the pool's size.

    The most constrained slots are filled first; a dead end starts again (up to
    ``tries`` times), after which an exact search settles it.
    """
    if sum(slot.size for slot in slots) != pool.bit_count():
        raise SamplingError("bad_slots", "the slots do not hold the unknown cards")
    order = sorted(range(len(slots)), key=lambda i: (slots[i].allowed & pool).bit_count() - slots[i].size)
    for _ in range(tries):
        left = pool
        masks = [0] * len(slots)
        for i in order:
            slot = slots[i]
            candidates = cards_from_mask(left & slot.allowed)
            if len(candidates) < slot.size:
                break
            chosen = rng.sample(candidates, slot.size)
            mask = 0
            for card in chosen:
                mask |= card.mask
            masks[i] = mask
            left &= ~mask
        else:
            return masks
    exact = _fill_exactly(pool, slots, order)
    if exact is None:
        raise SamplingError("no_deal", "no deal agrees with what this seat has seen")
    return exact


def _fill_exactly(pool: int, slots: Sequence[Slot], order: Sequence[int]) -> list[int] | None:
    """A first fit found by depth-first search, card by card (rarely needed)."""
    cards = cards_from_mask(pool)
    room = [slot.size for slot in slots]
    masks = [0] * len(slots)

    def place(index: int) -> bool:
        if index == len(cards):
            return True
        card = cards[index]
        for i in order:
            if room[i] and slots[i].allowed & card.mask:
                room[i] -= 1
                masks[i] |= card.mask
                if place(index + 1):
                    return True
                room[i] += 1
                masks[i] &= ~card.mask
        return False

    return masks if place(0) else None


def fill_tight_slots(pool: int, slots: Sequence[Slot], rng: DealRng) -> list[int]:
    """Like :func:`fill_slots`, for constraints that chain and bind (Tarot's): it never
    starts again and never searches.

    The cards allowed in the same slots form a class; the classes with the fewest
    slots go first. Each card goes to one of its slots drawn in proportion to the
    room left there (without constraints, a uniform deal; with them, close to one),
    among the slots that keep a full share possible: by Hall's theorem, while every
    set of slots has room for the cards that may go nowhere else, a share exists.
    Raises :class:`SamplingError` when no share exists.
    """
    if sum(slot.size for slot in slots) != pool.bit_count():
        raise SamplingError("bad_slots", "the slots do not hold the unknown cards")
    classes, empty = _classes(pool, tuple(slots))
    if empty is None:
        raise SamplingError("no_deal", "no deal agrees with what this seat has seen")
    hall = empty.copy()
    room = hall.room
    masks = [0] * len(slots)
    order = sorted(rng.shuffled(classes), key=int.bit_count)
    for n, where in enumerate(order):
        members = [i for i in range(len(slots)) if where >> i & 1 and room[i]]
        cards = classes[where]
        number = cards.bit_count()
        if len(members) == 1:  # a lone slot takes them all (Hall: it has the room)
            masks[members[0]] |= cards
            hall.take(members[0], where, number)
            continue
        if n == len(order) - 1:  # the last class fills exactly the room left
            counts = [room[i] for i in members]
        elif hall.spare(where) >= number:
            # room to spare everywhere: any share of the class keeps a deal possible
            drawn = rng.sample([i for i in members for _ in range(room[i])], number)
            counts = [drawn.count(i) for i in members]
        else:
            counts = hall.copy().share(members, where, number, rng)
        dealt = rng.shuffled(single_bits(cards))  # as the cards would be: lowest first
        start = 0
        for i, taken in zip(members, counts, strict=True):
            masks[i] |= sum(dealt[start : start + taken])  # distinct bits: their sum is their union
            start += taken
            hall.take(i, where, taken)
    return masks


@functools.lru_cache(maxsize=64)
def _classes(pool: int, slots: tuple[Slot, ...]) -> tuple[dict[int, int], _Hall | None]:
    """The cards of ``pool`` by the set of ``slots`` they may go to (bit i: slot i), in the
    order :func:`fill_tight_slots` shuffles them, and the :class:`_Hall` sums of the empty
    slots (``None``: no share exists). A search samples one observation a few hundred times
    in a row: these are read once for it (the caller copies the sums, and only reads the
    classes)."""
    classes = {0: pool}
    for i, slot in enumerate(slots):
        split: dict[int, int] = {}
        for where, mask in classes.items():
            if mask & slot.allowed:
                split[where | 1 << i] = mask & slot.allowed
            if mask & ~slot.allowed:
                split[where] = mask & ~slot.allowed
        classes = split
    hall = _Hall([slot.size for slot in slots], {where: mask.bit_count() for where, mask in classes.items()})
    return classes, hall if hall.possible() else None


class _Hall:
    """The room left in each slot, and Hall's sums over every set ``t`` of slots (a
    bitmask): ``cap[t]`` the room of its slots, ``need[t]`` the cards left that may
    go to its slots only. A full share exists while ``need[t] <= cap[t]`` for all ``t``."""

    __slots__ = ("cap", "need", "room")

    def __init__(self, room: list[int], sizes: dict[int, int]) -> None:
        subsets = range(1 << len(room))
        self.room = room
        self.cap = [sum(size for i, size in enumerate(room) if t >> i & 1) for t in subsets]
        self.need = [sum(n for where, n in sizes.items() if not where & ~t) for t in subsets]

    def copy(self) -> _Hall:
        new = object.__new__(_Hall)
        new.room, new.cap, new.need = self.room.copy(), self.cap.copy(), self.need.copy()
        return new

    def possible(self) -> bool:
        return all(need <= cap for need, cap in zip(self.need, self.cap, strict=True))

    def spare(self, where: int) -> int:
        """How many cards of the class ``where`` may go anywhere they are allowed
        without breaking an inequality."""
        cap, need = self.cap, self.need
        return min((cap[t] - need[t] for t in _straddling(len(self.room), where)), default=1 << 30)

    def take(self, slot: int, where: int, number: int) -> None:
        """``number`` cards of the class ``where`` went to ``slot``."""
        if not number:
            return
        room, cap, need = self.room, self.cap, self.need
        room[slot] -= number
        for t in _holding(len(room), slot):
            cap[t] -= number
        for t in _covering(len(room), where):
            need[t] -= number

    def share(self, members: list[int], where: int, number: int, rng: DealRng) -> list[int]:
        """How many of ``number`` cards of the class ``where`` go to each slot of
        ``members``, one by one, each to a slot drawn in proportion to its room among
        those that break no inequality (this object is used up)."""
        room, cap, need = self.room, self.cap, self.need
        counts = dict.fromkeys(members, 0)
        slots = len(room)
        for _ in range(number):
            candidates = [i for i in members if room[i]]
            while True:
                i = candidates[0] if len(candidates) == 1 else _draw_slot(candidates, room, rng)
                if len(candidates) == 1 or all(need[t] < cap[t] for t in _leaving(slots, i, where)):
                    break
                candidates.remove(i)
            counts[i] += 1
            self.take(i, where, 1)
        return [counts[i] for i in members]


# The sets ``t`` of slots (bitmasks over ``slots`` slots) that Hall's sums run over, by what
# they must hold: read once for each shape, as every card dealt asks for them.
@functools.cache
def _holding(slots: int, slot: int) -> tuple[int, ...]:
    """The sets that hold ``slot``: its room counts in their ``cap``."""
    return tuple(t for t in range(1 << slots) if t >> slot & 1)


@functools.cache
def _covering(slots: int, where: int) -> tuple[int, ...]:
    """The sets that hold every slot of ``where``: a card of that class counts in their ``need``."""
    return tuple(t for t in range(1 << slots) if not where & ~t)


@functools.cache
def _straddling(slots: int, where: int) -> tuple[int, ...]:
    """The sets that hold some slots of ``where`` but not all."""
    return tuple(t for t in range(1 << slots) if t & where and where & ~t)


@functools.cache
def _leaving(slots: int, slot: int, where: int) -> tuple[int, ...]:
    """The sets that hold ``slot`` but not every slot of ``where``: a card of the class put
    in ``slot`` takes room from them without easing their need."""
    return tuple(t for t in range(1 << slots) if t >> slot & 1 and where & ~t)


def _draw_slot(candidates: Sequence[int], room: Sequence[int], rng: DealRng) -> int:
    """One of ``candidates``, drawn in proportion to its room."""
    draw = rng.below(sum(room[i] for i in candidates))
    for i in candidates:
        draw -= room[i]
        if draw < 0:
            return i
    return candidates[-1]  # pragma: no cover - the draw is below the sum


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
    when the constraints bind: see :func:`fill_slots` and :func:`fill_tight_slots`):
    :func:`draw_sample`, replayed.
    """
    return draw_sample(observation, rng).deal()


def draw_sample(observation: Observation, rng: DealRng) -> DealSample:
    """The cards of :func:`sample_deal` before the deal is replayed: what a search reads to
    weigh a sample, and replays only when it keeps it (:meth:`DealSample.deal`)."""
    if observation.game == "tarot":
        return _sample_tarot(observation, rng)
    return _sample_plain(observation, rng)


class Dealt(Protocol):
    """What was dealt in a deal and done since, as a search weighs a sample on it: a
    :class:`~atout.rules.deal.Deal`, or a :class:`DealSample` not replayed yet."""

    @property
    def dealer(self) -> int: ...

    @property
    def dealt_hands(self) -> tuple[tuple[Card, ...], ...]: ...

    @property
    def kitty(self) -> tuple[Card, ...]: ...

    @property
    def history(self) -> Sequence[tuple[int, Action]]: ...


@dataclass(frozen=True)
class DealSample:
    """A deal drawn for what one seat has seen (:func:`draw_sample`): the cards each seat was
    dealt (as masks), the kitty, and the history with the discard the seat did not see filled
    in; read as a :class:`Dealt`, and replayed to the observation's point by :meth:`deal`."""

    observation: Observation
    hand_masks: tuple[int, ...]
    kitty: tuple[Card, ...]
    history: tuple[tuple[int, Action], ...]

    @property
    def dealer(self) -> int:
        return self.observation.dealer

    @property
    def dealt_hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(cards_from_mask(mask) for mask in self.hand_masks)

    def deal(self) -> Deal:
        """The deal dealt so and replayed to the observation's point (every action checked by
        the rules: a sample that breaks one raises their error)."""
        obs = self.observation
        world = get_game(obs.game).deal_like(obs, self.dealt_hands, self.kitty)
        for seat, action in self.history:
            world.apply(action, seat)
        return world


def _history_shown(obs: Observation, discard: int) -> tuple[tuple[int, Action], ...]:
    """``obs``'s history, the discard it did not see made of the cards ``discard``."""
    return tuple(
        (seat, Discard(discard) if isinstance(action, HiddenDiscard) else action)
        for seat, action in obs.history
    )


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
    return DealSample(obs, tuple(held), kitty, _history_shown(obs, discard))


# -- French Tarot ------------------------------------------------------------------------------

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


def _sample_tarot(obs: Observation, rng: DealRng) -> DealSample:
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
    return DealSample(obs, tuple(held), kitty, _history_shown(obs, ecart))
