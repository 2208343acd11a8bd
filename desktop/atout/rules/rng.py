"""Our own seeded shuffle: the same seed deals the same cards, on every platform.

The bits come from the Mersenne Twister (MT19937, fully specified, seeded from an
integer the same way since Python 3.2); the shuffle on top of it is ours: a
Fisher–Yates walk drawing each index by rejection sampling, so it does not depend
on how ``random.shuffle`` happens to be written in one Python version.

>>> rng = DealRng(7)
>>> rng.shuffled(range(6))
[3, 0, 5, 4, 1, 2]
>>> DealRng(7).shuffled(range(6)) == DealRng(7).shuffled(range(6))
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TypeVar

__all__ = ["DealRng"]

T = TypeVar("T")


class DealRng:
    """A seeded source of shuffles and draws for deals and random players."""

    __slots__ = ("_bits", "_random", "seed")

    def __init__(self, seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("the seed is an integer")
        self.seed = seed
        self._random = random.Random(seed)
        self._bits = self._random.getrandbits

    def below(self, n: int) -> int:
        """A uniform integer in ``0 .. n-1`` (``n`` ≥ 1), without bias."""
        if n <= 1:
            if n == 1:
                return 0
            raise ValueError("below() needs n >= 1")
        k = (n - 1).bit_length()
        getbits = self._bits
        r = getbits(k)
        while r >= n:
            r = getbits(k)
        return r

    def pick(self, choices: Sequence[T]) -> T:
        """One of ``choices``, uniformly."""
        return choices[self.below(len(choices))]

    def shuffled(self, items: Iterable[T]) -> list[T]:
        """A new list of ``items`` in a random order (Fisher–Yates, from the end)."""
        out = list(items)
        getbits = self._bits
        for i in range(len(out) - 1, 0, -1):
            n = i + 1
            k = i.bit_length()
            j = getbits(k)
            while j >= n:
                j = getbits(k)
            out[i], out[j] = out[j], out[i]
        return out

    def sample(self, items: Sequence[T], count: int) -> list[T]:
        """``count`` distinct items of ``items``, in random order."""
        pool = list(items)
        if not 0 <= count <= len(pool):
            raise ValueError("sample larger than the population")
        getbits = self._bits
        size = len(pool)
        for i in range(count):
            n = size - i
            k = (n - 1).bit_length()
            j = getbits(k) if k else 0
            while j >= n:
                j = getbits(k)
            pool[i], pool[i + j] = pool[i + j], pool[i]
        return pool[:count]

    def derive(self, *salt: int) -> DealRng:
        """A new independent generator fixed by this one's seed and ``salt``."""
        value = self.seed & ((1 << 64) - 1)
        for s in salt:
            value = (value * 0x9E3779B97F4A7C15 + s + 1) & ((1 << 64) - 1)
        return DealRng(value)
