"""The Tarot card play of the heuristic levels, from what the seat knows (:class:`Knowledge`).

The players play to the trick: win cheaply, charge a trick their side is sure to take (a
partner's, or one only partners may still take), never waste points on a trick the other
side takes, take with a master when the other side is unlikely to cut it, cut with the
Petit when nobody is likely to overtrump it, save the Petit on a partner's trick, keep it
to the last trick (*petit au bout*) when nobody else has trumps, play the Excuse instead
of dear cards (and always before the end, but to lead it last in a chelem). The taker
draws trumps with his masters and cashes his masters when they are unlikely to be cut,
then leads his long suit. The defenders play for each other against the taker: they cash
their Kings while the taker still follows, lead small cards in the taker's voids and short
suits (he must cut), hunt his Petit with their masters when he is short of trumps, charge
their partners' tricks (the Kings the taker would cut even at some risk), and save their
own Petit.
"""

from __future__ import annotations

from typing import Final

from atout.ai.masks import highest_bit as _high
from atout.ai.masks import single_bits as _bits
from atout.ai.tarot.cards import (
    EXCUSE,
    HALF,
    KINGS,
    PETIT,
    PLAIN,
    QUEENS,
    SUIT_OF,
    SUITS,
    TRUMPS,
    above,
    poorest,
    richest,
)
from atout.ai.tarot.knowledge import Knowledge
from atout.rules.cards import EXCUSE_BIT

__all__ = ["choose_card"]

#: A trick is "safe" for a side when the other side takes it with a chance below this:
#: then a partner's trick is charged with points.
SAFE: Final = 0.3
#: A master card is led when the other side cuts it with a chance below this (taker, defence).
TAKER_LEAD_RISK: Final = 0.3
DEFENCE_LEAD_RISK: Final = 0.3
#: A card that may take the trick is played when the other side beats it with a chance below this.
TAKE_RISK: Final = 0.4
#: A trump that may take the trick is played when the other side overtrumps it with a chance
#: below this.
CUT_RISK: Final = 0.25
#: A defender charges a King or Queen that cannot win by itself on his partner's trick
#: when the taker takes it with a chance below this.
DEAD_CHARGE_RISK: Final = 0.7
#: The taker draws trumps with his masters when he holds at least this many trumps.
DRAW_TRUMPS: Final = 4
#: The taker leads a small trump when he holds this many more than the defence may.
TRUMP_LEAD_MARGIN: Final = 2


def choose_card(k: Knowledge, legal: int) -> int:
    """The card (a one-bit mask) the normal level plays from the ``legal`` ones."""
    if not legal & (legal - 1):
        return legal
    if legal & EXCUSE:
        if _excuse_now(k, legal):
            return EXCUSE
        legal &= ~EXCUSE
        if not legal & (legal - 1):
            return legal
    if not k.led:
        return _lead(k, legal)
    return _follow(k, legal)


def _excuse_now(k: Knowledge, legal: int) -> bool:
    """Whether to play the Excuse now: before the last trick (where it would go to the
    trick's winner), or instead of dear cards on a trick the other side takes."""
    others = legal & ~EXCUSE
    if k.chelem_run == (1 if k.me == k.taker else -1) and k.tricks_left > 1:
        return False  # every trick so far: keep it to lead the last one
    if k.tricks_left <= 2:
        return True
    if not k.led:
        return k.tricks_left <= 3
    after = k.after()
    losing = not k.ally(k.best_seat) or k.p_lost(after, k.best, k.led) > 0.5
    if not losing:
        return False
    if k.tricks_left <= 4:
        return True
    if others & TRUMPS:
        # forced to trump with the Petit alone: the Excuse instead
        return others & TRUMPS == PETIT
    cheapest = poorest(others)
    return HALF[cheapest.bit_length() - 1] >= 7


def _lead(k: Knowledge, legal: int) -> int:
    if k.me == k.taker:
        return _lead_taker(k, legal)
    return _lead_defence(k, legal)


def _low_trump(k: Knowledge, trumps: int) -> int:
    """The lowest trump, the Petit last (it is kept while others are left)."""
    others = trumps & ~PETIT
    return others & -others if others else trumps


def _master_leads(k: Knowledge, plain: int) -> list[tuple[float, int]]:
    """The master cards this seat could lead (no opponent may hold a higher card of the
    suit), each with the chance that the other side takes the trick all the same."""
    out = []
    opponents = k.opponents()
    held = 0
    for seat in opponents:
        held |= k.possible[seat]
    for suit in SUITS:
        cards = plain & suit
        if not cards:
            continue
        top = _high(cards)
        if held & suit & above(top):
            continue
        out.append((k.p_lost(opponents, top, suit), top))
    out.sort()
    return out


def _lead_taker(k: Knowledge, legal: int) -> int:
    trumps = legal & TRUMPS
    plain = legal & PLAIN
    out = k.trumps_out()
    if trumps and out:
        top = _high(trumps)
        # draw the defenders' trumps with masters (they then cannot cut the Kings)
        if top > _high(out) and top != PETIT and (trumps.bit_count() >= DRAW_TRUMPS or not plain):
            return top
    masters = _master_leads(k, plain)
    if masters and masters[0][0] < TAKER_LEAD_RISK:
        return masters[0][1]
    if trumps and out and trumps.bit_count() >= out.bit_count() + TRUMP_LEAD_MARGIN:
        return _low_trump(k, trumps)
    if plain:
        # a small card of the longest suit: the defence must follow and cannot charge much
        best = 0
        best_key = (99, 99)
        for suit in SUITS:
            cards = plain & suit
            if cards:
                card = poorest(cards)
                key = (-cards.bit_count(), HALF[card.bit_length() - 1])
                if key < best_key:
                    best, best_key = card, key
        return best
    if out:
        return _low_trump(k, trumps)
    # nobody else has trumps: the Petit stays for the last trick
    return _high(trumps & ~PETIT) if trumps & ~PETIT else trumps


def _lead_defence(k: Knowledge, legal: int) -> int:
    taker = k.taker
    trumps = legal & TRUMPS
    plain = legal & PLAIN
    taker_trumps = k.p_has(taker, TRUMPS)
    masters = _master_leads(k, plain)
    if masters and masters[0][0] < DEFENCE_LEAD_RISK:
        return masters[0][1]
    # the Petit hunt: the taker may hold it with few trumps; lead masters to make it fall
    if (
        trumps
        and k.possible[taker] & PETIT
        and not k.hand & PETIT
        and _high(trumps) > _high(k.trumps_out())
        and k.expected_count(taker, TRUMPS) <= 3.0
        and trumps.bit_count() >= 3
    ):
        return _high(trumps)
    if plain:
        # a small card in the taker's shortest suit: he must cut (or give his honours)
        best = 0
        best_key: tuple[float, int, int] = (9.0, 99, 99)
        for suit in SUITS:
            cards = plain & suit
            if not cards:
                continue
            card = poorest(cards)
            if card & KINGS:
                continue  # a lone King is not led into the taker (it would be cut or kept)
            holds = k.p_has(taker, suit)
            if not taker_trumps:
                holds = 1.0 - holds  # he cannot cut: lead where he has to follow
            key = (holds, HALF[card.bit_length() - 1], cards.bit_count())
            if key < best_key:
                best, best_key = card, key
        if best:
            return best
        return poorest(plain)
    if trumps:
        return _low_trump(k, trumps)
    return legal & -legal


def _follow(k: Knowledge, legal: int) -> int:
    led = k.led
    if led != TRUMPS and legal & led:
        return _follow_suit(k, legal & led)
    trumps = legal & TRUMPS
    if trumps:
        return _play_trump(k, trumps)
    return _discard_card(k, legal)


def _follow_suit(k: Knowledge, cards: int) -> int:
    after = k.after()
    best = k.best
    led = k.led
    ours = k.ally(k.best_seat)
    risk = k.p_lost(after, best, led)
    if best & TRUMPS or not cards & above(best):
        # this seat cannot take the trick: charge it when the partners are sure to take it
        keep = k.p_keep()
        if keep > 1.0 - SAFE:
            return richest(cards)
        dead = _dead_honours(k, cards)
        if dead and keep > 1.0 - DEAD_CHARGE_RISK:
            return richest(dead)
        return poorest(cards)
    higher = cards & above(best)
    if ours:
        if risk < SAFE:
            return richest(cards)
        if higher:
            top = _high(higher)
            if k.p_lost(after, top, led) < SAFE:
                return top  # take over with a master to keep the trick
        return poorest(cards)
    if higher:
        opponents_after = [seat for seat in after if not k.ally(seat)]
        if not opponents_after:
            return richest(higher)  # the trick is ours: with as many points as may be
        top = _high(higher)
        if k.p_lost(after, top, led) < TAKE_RISK:
            return top
    return poorest(cards)


def _play_trump(k: Knowledge, trumps: int) -> int:
    """A trump to play (the suit led is trumps, or this seat cuts)."""
    after = k.after()
    best = k.best
    led = k.led
    ours = k.ally(k.best_seat)
    risk = k.p_lost(after, best, led)
    over = trumps & above(best) if best & TRUMPS else trumps
    if ours and risk < SAFE:
        # the trick is ours whatever: the Petit is saved here, else the cheapest trump
        if trumps & PETIT and not over & PETIT:
            return PETIT
        if over & PETIT:
            return PETIT
        return _low_trump(k, trumps)
    if not over:  # under the best trump (pisser): keep the Petit
        return _low_trump(k, trumps)
    opponents_after = [seat for seat in after if not k.ally(seat)]
    if not opponents_after:
        return over & -over  # the cheapest trump that takes it (the Petit too: it is safe)
    if over & PETIT and k.p_lost(after, PETIT, led) < CUT_RISK:
        return PETIT  # cut with the Petit while nobody is likely to overtrump it
    # opponents still to play: the lowest trump they are unlikely to beat, when the trick
    # is worth it; else the cheapest
    value = k.trick_points + 2 * len(after)
    for card in _bits(over):
        if card == PETIT:
            continue
        if k.p_lost(after, card, led) < CUT_RISK:
            if value >= 8 or card.bit_length() - 1 - EXCUSE_BIT <= 10:
                return card
            break
    return _low_trump(k, over)


def _dead_honours(k: Knowledge, cards: int) -> int:
    """A defender's Kings and Queens that cannot take a trick by themselves: the taker,
    who still has trumps, holds no card of their suit. They are charged on a partner's
    trick even at some risk, as they are lost anyway when kept."""
    if k.me == k.taker or k.p_has(k.taker, TRUMPS) < 0.5:
        return 0
    dead = 0
    for suit in SUITS:
        honours = cards & suit & (KINGS | QUEENS)
        if honours and k.p_has(k.taker, suit) < 0.2:
            dead |= honours
    return dead


def _discard_card(k: Knowledge, cards: int) -> int:
    """A card of another suit (no card of the suit led, no trump)."""
    keep = k.p_keep()
    if keep > 1.0 - SAFE:
        return richest(cards)
    dead = _dead_honours(k, cards)
    if dead and keep > 1.0 - DEAD_CHARGE_RISK:
        return richest(dead)
    # the cheapest card, from the suit where it hurts least: small cards of long suits
    best = 0
    best_key = (99, 99, 99)
    for card in _bits(cards):
        suit = SUIT_OF[card.bit_length() - 1]
        key = (HALF[card.bit_length() - 1], -(k.hand & suit).bit_count(), (card.bit_length() - 1) & 15)
        if key < best_key:
            best, best_key = card, key
    return best
