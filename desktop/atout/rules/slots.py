"""Sharing unknown cards among the places they may be: the slots of a sampled deal.

A :class:`Slot` is a place that must receive ``size`` unknown cards, each within its
``allowed`` mask (another seat's hand, a kitty nobody saw, a discard made face down).
:func:`fill_slots` shares a pool of cards among slots at random, starting again on a dead
end; :func:`fill_tight_slots` does it for constraints that chain and bind (the Tarot's) without
ever starting again. :mod:`atout.rules.sampling` and :mod:`atout.rules.tarot_sampling` say which
slots a seat's observation leaves.

>>> from atout.rules.cards import Card, mask_of
>>> pool = mask_of(Card.parse(text) for text in "7S 8S 9S 7H".split())
>>> only_7s = Slot("hand:1", 1, mask_of([Card.parse("7S")]))
>>> masks = fill_slots(pool, [only_7s, Slot("hand:2", 3, pool)], DealRng(3))
>>> masks[0] == Card.parse("7S").mask, masks[0] | masks[1] == pool
(True, True)
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from atout.rules.cards import cards_from_mask, single_bits
from atout.rules.errors import RulesError
from atout.rules.rng import DealRng

__all__ = ["SamplingError", "Slot", "fill_slots", "fill_tight_slots"]


class SamplingError(RulesError):
    """No deal agrees with the observation (a bug, or a damaged observation)."""


@dataclass(frozen=True)
class Slot:
    """A place unknown cards must go: ``size`` cards, each within ``allowed``."""

    name: str
    size: int
    allowed: int


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
