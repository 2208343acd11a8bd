"""French Tarot: the numbered rules of ``docs/rules/tarot.md``, its checks, its options.

Every deal here is built by hand from known cards and played from a written script; every expected
figure (card points, bouts, targets, scores) was worked out from the rules file on paper, never taken
from what the code computes. Seats are numbered in the order of play (seat i + 1 acts after seat i,
counter-clockwise). In most deals the dealer is seat 0, so seat 1 speaks first and leads the first trick.

The deals:

- BASE: seat 1 holds T21..T12, the Petit and the low clubs; seat 2 the high clubs and low spades; seats
  3 and 0 the low trumps, the honours and (seat 0) the Excuse. Scripts: the taker draws trumps, loses
  seven club tricks, then takes the rest. Depending on the discards he ends with 49, 48 or 34 points.
- BASE_X: BASE with the Excuse and the 7C swapped (the taker holds the three bouts).
- D: the taker wins a Garde while the defence takes the Petit au bout; the Excuse is exchanged.
- D2: a defender plays the Excuse to a last trick his partner wins (``excuse_last_trick``).
- PL: the play rules (monter, pisser, couper, surcouper, défausse, the Excuse).
- F: the forced-trump écart and the taker's chelem; F_NOEX: the same with the Excuse in defence.
- S3: the defence wins every trick.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from itertools import pairwise
from pathlib import Path
from typing import NamedTuple

import pytest

from atout.rules import (
    PASS,
    TAROT_PACK,
    Card,
    CardChoice,
    CardError,
    Chelem,
    Contract,
    DealRng,
    Discard,
    HiddenDiscard,
    IllegalActionError,
    Keep,
    LogError,
    Match,
    OptionError,
    Phase,
    Play,
    Poignee,
    RoughBid,
    TarotBid,
    TarotDeal,
    TarotOptions,
    TarotRules,
    get_game,
    mask_of,
    match_from_log,
    replay_summary,
)
from atout.rules.deal import Observation
from atout.rules.public import TarotPublic

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
CHELEM = Chelem()
SUIT_RANKS = ("K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1")  # high to low


# == helpers ===============================================================================================
def _public(obs: Observation) -> TarotPublic:
    """The Tarot's own public state of an observation."""
    assert isinstance(obs.public, TarotPublic)
    return obs.public


def cards(text: str) -> list[Card]:
    return [Card.parse(token) for token in text.split()]


def card_set(text: str) -> set[Card]:
    return set(cards(text))


def trumps(low: int, high: int) -> str:
    """``"T3 T4 T5"`` for trumps(3, 5)."""
    return " ".join(f"T{n}" for n in range(low, high + 1))


def bid(name: str) -> TarotBid:
    return TarotBid(Contract(name))


class Layout(NamedTuple):
    """A deal as dealt: the dealer, the four hands in seat order and the chien."""

    dealer: int
    hands: tuple[str, str, str, str]
    chien: str

    def rotated(self, by: int) -> Layout:
        """The same cards moved ``by`` seats on (dealer included)."""
        hands = [""] * 4
        for seat, hand in enumerate(self.hands):
            hands[(seat + by) % 4] = hand
        return Layout((self.dealer + by) % 4, (hands[0], hands[1], hands[2], hands[3]), self.chien)

    def cards(self) -> tuple[list[list[Card]], list[Card]]:
        return [cards(hand) for hand in self.hands], cards(self.chien)


class Script(NamedTuple):
    """How a deal goes: the calls from the dealer's right (a contract name, or None for a pass), the
    écart, a chelem announcement, the poignées (each shown just before the first card of the seat
    holding it), and the tricks, each the four cards in the order played from its leader."""

    calls: tuple[str | None, ...]
    tricks: tuple[str, ...] = ()
    ecart: str | None = None
    chelem: bool = False
    poignees: tuple[str, ...] = ()


def make_deal(layout: Layout, **options: object) -> TarotDeal:
    hands, chien = layout.cards()
    return TarotDeal(layout.dealer, hands, chien, TarotOptions(**options))


def taker_of(dealer: int, calls: tuple[str | None, ...]) -> int | None:
    taker = None
    for i, call in enumerate(calls):
        if call is not None:
            taker = (dealer + 1 + i) % 4
    return taker


def bid_round(game, deal, calls) -> None:
    for call in calls:
        game.apply(PASS if call is None else bid(call))


def play(game, text: str) -> None:
    """Each card played by the seat to act."""
    for card in cards(text):
        game.apply(Play.of(card))


def play_script(game, deal, script: Script, *, tricks: int | None = None) -> None:
    """Drive ``deal`` (through ``game``: the deal itself or its match) by ``script``."""
    bid_round(game, deal, script.calls)
    if script.ecart is not None:
        game.apply(Discard.of(cards(script.ecart)))
    if script.chelem:
        game.apply(CHELEM, taker_of(deal.dealer, script.calls))
    pending = [card_set(text) for text in script.poignees]
    for trick in script.tricks[:tricks]:
        for card in cards(trick):
            for shown in list(pending):
                if shown <= set(deal.hand(deal.current_seat)):
                    game.apply(Poignee.of(shown))
                    pending.remove(shown)
            game.apply(Play.of(card))


def played(layout: Layout, script: Script, **options: object) -> TarotDeal:
    deal = make_deal(layout, **options)
    play_script(deal, deal, script)
    assert deal.is_over
    return deal


def scores_for(taker: int, t: int) -> tuple[int, int, int, int]:
    """Rule 26: the taker scores 3T, each defender -T."""
    s = [-t, -t, -t, -t]
    s[taker] = 3 * t
    return (s[0], s[1], s[2], s[3])


def legal_plays(deal) -> set[str]:
    return {action.card.text for action in deal.legal_actions() if isinstance(action, Play)}


def snapshot(deal):
    """Everything observable of a deal, to check that an illegal action changed nothing."""
    return (
        deal.phase,
        deal.current_seat,
        tuple(deal.history),
        tuple(deal.hand(seat) for seat in range(4)),
        deal.legal_actions(),
        deal.choice(),
        deal.optional_choice(),
        deal.announcements(),
        tuple(deal.tricks),
        tuple(deal.observation(seat) for seat in range(4)),
        deal.result() if deal.is_over else None,
    )


def refused(deal, action, seat=None, code=None) -> IllegalActionError:
    """``action`` raises IllegalActionError with ``code`` and changes nothing."""
    before = snapshot(deal)
    with pytest.raises(IllegalActionError) as info:
        deal.apply(action, seat)
    assert snapshot(deal) == before
    if code is not None:
        assert info.value.code == code, str(info.value)
    return info.value


# == the deals =============================================================================================
BASE = Layout(
    0,
    (
        "T7 T8 T9 T10 T11 EX 3D 4D 5D 6D 7D 8D 9D 10D JD ND QD KD",
        "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T1 1C 2C 3C 4C 5C 6C 7C",
        "8C 9C 10C JC NC QC KC 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S 1H",
        "T2 T3 T4 T5 T6 JS NS QS KS 8H 9H 10H JH NH QH KH 1D 2D",
    ),
    "2H 3H 4H 5H 6H 7H",
)
BASE_ECART = "2H 3H 4H 5H 6H 7H"  # the chien goes back: 3 points
# Trump draw: seats 3 and 0 must play under T21..T17; seat 2, with no trump, throws low spades.
DRAW = ("T21 1S T2 T7", "T20 2S T3 T8", "T19 3S T4 T9", "T18 4S T5 T10", "T17 5S T6 T11")
# Taker's tricks: 1-5 and 13-18. 14 (trick 1-5) + 2 (trick 13) + 30 (tricks 14-18) + 3 (écart) = 49.
G49_TRICKS = (
    *DRAW,
    "1C 8C JS 3D",
    "9C NS 4D 2C",
    "10C 9H 5D 3C",
    "JC 10H 6D 4C",
    "NC KH ND 5C",
    "QC QH EX 6C",
    "KC NH 9D 7C",
    "1H 8H 10D T16",
    "T15 6S KS KD",
    "T14 7S QS QD",
    "T13 8S JH JD",
    "T12 9S 1D 7D",
    "T1 10S 2D 8D",
)
# The same cards with the Petit played in trick 13 instead of the last trick.
G49_EARLY_PETIT = (*G49_TRICKS[:12], "1H 8H 10D T1", *G49_TRICKS[13:17], "T16 10S 2D 8D")
POIGNEE_10 = trumps(12, 21)  # ten of the taker's eleven trumps
# The taker leads the Petit first and loses it; he keeps one bout (T21) and 48 points.
P48_TRICKS = (
    "T1 1S T6 T11",
    "3D T16 2S 1D",
    "T21 3S T2 T7",
    "T20 4S T3 T8",
    "T19 5S T4 T9",
    "T18 6S T5 T10",
    "1C 8C 9H 4D",
    "9C 10H 10D 2C",
    "10C JH EX 3C",
    "JC 2D 9D 4C",
    "NC 8H 8D 5C",
    "QC QH 7D 6C",
    "KC NH QD 7C",
    "1H KH 5D T17",
    "T15 7S KS KD",
    "T14 8S QS 6D",
    "T13 9S NS ND",
    "T12 10S JS JD",
)
# BASE with the honours thrown to the defence: 34 points, the Petit au bout to the taker.
P34_TRICKS = (
    *DRAW,
    "1C 8C KS KD",
    "9C QS QD 2C",
    "10C NS ND 3C",
    "JC JS JD 4C",
    "NC KH 10D 5C",
    "QC QH EX 6C",
    "KC NH 9D 7C",
    "1H 8H 3D T16",
    "T15 6S 9H 4D",
    "T14 7S 10H 5D",
    "T13 8S JH 6D",
    "T12 9S 1D 7D",
    "T1 10S 2D 8D",
)
# The defence's Excuse kept for the last trick, which the taker wins: it goes to him (rule 19).
G53_EXCUSE_LAST = (
    *G49_TRICKS[:10],
    "QC QH 8D 6C",
    G49_TRICKS[11],
    *G49_TRICKS[12:17],
    "T1 10S 2D EX",
)

BASE_X = Layout(
    0,
    (
        "T7 T8 T9 T10 T11 7C 3D 4D 5D 6D 7D 8D 9D 10D JD ND QD KD",
        "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T1 1C 2C 3C 4C 5C 6C EX",
        BASE.hands[2],
        BASE.hands[3],
    ),
    BASE.chien,
)
# The taker plays his Excuse in trick 12, a defence trick, and keeps it for half a point: 3 bouts.
# In Garde contre he has 36 points exactly; in Garde sans the chien's 3 points make 39.
C36_TRICKS = (
    *DRAW,
    "1C 8C KS 7C",
    "9C QS QD 2C",
    "10C NS ND 3C",
    "JC JS 6D 4C",
    "NC KH KD 5C",
    "QC QH 10D 6C",
    "KC NH 9D EX",
    "1H 8H 3D T1",
    "T15 6S 9H 4D",
    "T14 7S 10H 5D",
    "T13 8S JH JD",
    "T12 9S 1D 7D",
    "T16 10S 2D 8D",
)

D = Layout(
    0,
    (
        "T1 T2 T3 T4 T5 T6 T7 T8 T9 EX 6S 7S 8S 9S JD ND QD KD",
        "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 1S 2S 3S 4S 5S 1H 6H 7H",
        "10S JS NS QS KS 1D 2D 3D 4D 1C 2C 3C 4C 5C 6C 7C 8C 9C",
        "8H 9H 10H JH NH QH KH 5D 6D 7D 8D 9D 10D 10C JC NC QC KC",
    ),
    "T10 T11 2H 3H 4H 5H",
)
D_ECART = "2H 3H 4H 5H 6H 7H"
# Garde by seat 1. Seat 0 plays his Excuse under T14 (trick 8) and keeps it; he wins trick 17 with T2
# and the last trick with the Petit. Taker: 12 tricks + écart = 55.5 + the half point for the Excuse.
D56_TRICKS = (
    "T21 1C 8H T9",
    "T20 2C JC T8",
    "T19 3C 10H T7",
    "T18 4C JH T6",
    "T17 5C NH T5",
    "T16 6C QH T4",
    "T15 7C KH T3",
    "T14 8C KC EX",
    "1S KS 9D 6S",
    "1D 5D JD T13",
    "2S QS 10D 7S",
    "2D 6D ND T12",
    "3S NS 9H 8S",
    "3D 7D QD T11",
    "4S JS NC 9S",
    "4D 8D KD T10",
    "5S 10S QC T2",
    "T1 1H 9C 10C",
)
D_X_POIGNEE = trumps(1, 9) + " EX"  # all of seat 0's trumps and the Excuse

D2 = Layout(
    0,
    (
        "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 7S 8S 9S 1D 2D 3D 4D 5D",
        "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 1S 2S 3S 4S 5S 6S 1H 2H",
        "10S JS NS QS KS 6D 7D 8D 1C 2C 3C 4C 5C 6C 7C 8C 9C 10C",
        "EX 8H 9H 10H JH NH QH KH 9D 10D JD ND QD KD JC NC QC KC",
    ),
    "T11 3H 4H 5H 6H 7H",
)
D2_ECART = "2H 3H 4H 5H 6H 7H"
# Garde by seat 1; seat 0 wins the last trick with the Petit, seat 3 plays the Excuse to it.
# Without the Excuse the taker has 41 points (11 tricks + écart) and the bout T21.
D2_TRICKS = (
    "T21 1C 8H T10",
    "T20 2C 9H T9",
    "T19 3C 10H T8",
    "T18 4C JH T7",
    "T17 5C NH T6",
    "T16 6C QH T5",
    "1S KS JC 7S",
    "6D 9D 1D T15",
    "2S QS NC 8S",
    "7D 10D 2D T14",
    "3S NS QC 9S",
    "8D JD 3D T13",
    "4S JS KC T4",
    "4D T12 7C ND",
    "5S 10S KH T3",
    "5D T11 8C QD",
    "6S 9C KD T2",
    "T1 1H 10C EX",
)
D2_X_POIGNEE = trumps(1, 10)

PL = Layout(
    0,
    (
        "T1 T2 T4 T6 T7 T9 T11 T13 T15 7C 8C 9C 10C JC NC QC KC ND",
        "T10 T14 T20 EX 1S 2S 3S 4S 5S 6S 7S 1H 2H 3H 1D 2D 3D 1C",
        "T5 T12 T18 8S 9S 10S 4D 5D 6D 7D 8D 9D 10D JD 2C 3C 4C 5C",
        "T3 T8 T16 4H 5H 6H 7H 8H 9H 10H JH NH QH KH JS NS QS 6C",
    ),
    "T17 T19 T21 QD KD KS",
)
PL_TRICKS = (
    "T10 T12 T16 T9",
    "4H T6 1H T18",
    "4D T8 ND 1D",
    "5H T11 2H T5",
    "7C 1C 2C 6C",
    "8C T14 3C T3",
    "EX 8S JS T13",
    "9C T20 4C 6H",
    "1S 9S QS T15",
    "T2 2S 10S 7H",
)
PL_GARDE_SANS = Script(("garde_sans", None, None, None))

F = Layout(
    0,
    (
        "T5 10D JD ND QD KD 1C 2C 5C 6C 7C 8C 9C 10C JC NC QC KC",
        "T2 T3 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS 1D 2D 3D",
        "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T1 EX KS KH",
        "T4 3H 4H 5H 6H 7H 8H 9H 10H JH NH QH 4D 5D 6D 7D 8D 9D",
    ),
    "T7 T6 1H 2H 3C 4C",
)
F_ECART = "1H 2H 3C 4C T6 T7"  # only four suit cards that are not Kings: two trumps must go
F_CALLS = (None, "garde", None, None)  # seat 2 takes
# The taker leads (after a chelem announcement) and wins everything; the Petit in trick 17, the Excuse
# led to the last trick.
F_CHELEM_TRICKS = (
    "T21 T4 T5 T2",
    "T20 3H 1C T3",
    "T19 4H 2C 1S",
    "T18 5H 5C 2S",
    "T17 6H 6C 3S",
    "T16 7H 7C 4S",
    "T15 8H 8C 5S",
    "T14 9H 9C 6S",
    "T13 10H 10C 7S",
    "T12 JH JC 8S",
    "T11 NH NC 9S",
    "T10 QH QC 10S",
    "T9 4D KC JS",
    "T8 5D 10D NS",
    "KS 6D JD QS",
    "KH 7D ND 1D",
    "T1 8D QD 2D",
    "EX 9D KD 3D",
)
# No announcement: seat 1 leads a diamond, which the taker trumps; then the same.
F_SILENT_TRICKS = (
    "1D T8 4D 10D",
    "T21 T4 T5 T2",
    "T20 3H 1C T3",
    "T19 4H 2C 1S",
    "T18 5H 5C 2S",
    "T17 6H 6C 3S",
    "T16 7H 7C 4S",
    "T15 8H 8C 5S",
    "T14 9H 9C 6S",
    "T13 10H 10C 7S",
    "T12 JH JC 8S",
    "T11 NH NC 9S",
    "T10 QH QC 10S",
    "T9 5D KC JS",
    "KS 6D JD NS",
    "KH 7D ND QS",
    "T1 8D QD 2D",
    "EX 9D KD 3D",
)
# The taker leads KS, trumped by seats 3 and 0: the chelem fails; his Excuse led to the last trick
# then loses it (the defence has a trick) and goes to the defence. 91 - 6 (trick 1) - 9 (trick 18) = 76.
F_FAILED_TRICKS = (
    "KS T4 T5 1S",
    "10D 1D T8 4D",
    "T21 3H JD T2",
    "T20 4H ND T3",
    "T19 5H 1C 2S",
    "T18 6H 2C 3S",
    "T17 7H 5C 4S",
    "T16 8H 6C 5S",
    "T15 9H 7C 6S",
    "T14 10H 8C 7S",
    "T13 JH 9C 8S",
    "T12 NH 10C 9S",
    "T11 QH JC 10S",
    "T10 5D NC JS",
    "T9 6D QC NS",
    "KH 7D KC QS",
    "T1 8D KD 2D",
    "EX 9D QD 3D",
)

F_NOEX = Layout(
    0,
    (
        F.hands[0],
        "T2 T3 EX 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS 1D 2D 3D",
        "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T1 KS QS KH",
        F.hands[3],
    ),
    F.chien,
)
F_NOEX_ECART = "QS 1H 2H 3C 4C T6"
# Seat 1 escapes the first trump lead with his Excuse; the taker wins all 18 tricks. The defence never
# wins a trick: the Excuse counts 4 for it and the taker gets the other 87.
F_NOEX_TRICKS = (
    "T21 T4 T5 EX",
    "T20 3H 1C T2",
    "T19 4H 2C T3",
    "T18 5H 5C 1S",
    "T17 6H 6C 2S",
    "T16 7H 7C 3S",
    "T15 8H 8C 4S",
    "T14 9H 9C 5S",
    "T13 10H 10C 6S",
    "T12 JH JC 7S",
    "T11 NH NC 8S",
    "T10 QH QC 9S",
    "T9 4D KC 10S",
    "T8 5D 10D 1D",
    "T7 6D JD JS",
    "KS 7D ND NS",
    "KH 8D QD 2D",
    "T1 9D KD 3D",
)

S3 = Layout(
    0,
    (
        "T1 T2 T3 T4 T5 T6 T7 7D 8D 9D 10D JD ND QD KD 5C 6C 7C",
        "1S 2S 3S 4S 5S 1H 2H 3H 4H KH 1D 2D 3D 4D 1C 2C 3C 4C",
        "T15 T16 T17 T18 T19 T20 T21 EX 8S 9S 10S JS NS QS KS NC QC KC",
        "T8 T9 T10 T11 T12 T13 T14 5H 8H 9H 10H JH NH QH 8C 9C 10C JC",
    ),
    "6S 7S 6H 7H 5D 6D",
)
S3_ECART = "6S 7S 6H 7H 5D 6D"
# Seat 1 takes a Prise with nothing; the defence wins every trick and leads its Excuse to the last one,
# where the taker's KH would otherwise win.
S3_TRICKS = (
    "1C NC JC 7C",
    "T21 T8 T1 1H",
    "T20 T9 T2 2H",
    "T19 T10 T3 3H",
    "T18 T11 T4 4H",
    "T17 T12 T5 1D",
    "T16 T13 T6 2D",
    "T15 T14 T7 3D",
    "KS 8H 7D 1S",
    "QS 9H 8D 2S",
    "NS 10H 9D 3S",
    "JS JH 10D 4S",
    "10S NH JD 5S",
    "9S QH ND 4D",
    "8S 10C QD 2C",
    "KC 8C 5C 3C",
    "QC 9C 6C 4C",
    "EX 5H KD KH",
)

# Petit sec: seat 2 holds the Petit and no other trump, and no Excuse.
PETIT_SEC = Layout(
    0,
    (
        BASE.hands[0],
        "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 1H 1C 2C 3C 4C 5C 6C 7C",
        "8C 9C 10C JC NC QC KC 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S T1",
        BASE.hands[3],
    ),
    BASE.chien,
)
# The Petit with the Excuse is not sec.
PETIT_AND_EXCUSE = Layout(
    0,
    (
        "T7 T8 T9 T10 T11 10S 3D 4D 5D 6D 7D 8D 9D 10D JD ND QD KD",
        PETIT_SEC.hands[1],
        "8C 9C 10C JC NC QC KC 1S 2S 3S 4S 5S 6S 7S 8S 9S EX T1",
        BASE.hands[3],
    ),
    BASE.chien,
)


def base_script(contract: str, tricks=G49_TRICKS, *, poignees: tuple[str, ...] = ()) -> Script:
    ecart = BASE_ECART if contract in ("prise", "garde") else None
    return Script((contract, None, None, None), tricks, ecart, poignees=poignees)


G49_GARDE = base_script("garde", G49_EARLY_PETIT)


# == Cards ==================================================================================================
def test_rule_01_pack_of_78_cards_four_suits_of_14_21_trumps_and_the_excuse():
    assert len(TAROT_PACK) == 78
    assert len(set(TAROT_PACK)) == 78
    texts = {card.text for card in TAROT_PACK}
    for suit in "SHDC":
        assert {rank + suit for rank in SUIT_RANKS} <= texts
    assert {f"T{n}" for n in range(1, 22)} <= texts
    assert "EX" in texts
    rules = get_game("tarot")
    assert isinstance(rules, TarotRules)
    assert rules.pack is TAROT_PACK
    assert (rules.hand_size, rules.kitty_size) == (18, 6)
    for text in ("AS", "AH"):  # no ace above the King: the 1 is the ace
        with pytest.raises(CardError):
            TAROT_PACK.parse_card(text)


def rank_layout(lower: str, higher: str) -> Layout:
    """Seat 1 holds every spade but ``higher``, seat 2 holds ``higher`` and T5..T21; seats 3 and 0 no
    spade and no trump. Seat 1 leads ``lower``, seat 2 must follow with ``higher``."""
    spades = " ".join(rank + "S" for rank in SUIT_RANKS if rank + "S" != higher)
    return Layout(
        0,
        (
            "10D JD ND QD KD " + " ".join(rank + "C" for rank in SUIT_RANKS[:-1]),
            spades + " 1H 2H 3H 4H 5H",
            higher + " " + trumps(5, 21),
            "6H 7H 8H 9H 10H JH NH QH KH 1D 2D 3D 4D 5D 6D 7D 8D 9D",
        ),
        "T1 T2 T3 T4 EX 1C",
    )


@pytest.mark.parametrize(("lower", "higher"), [(SUIT_RANKS[i + 1], SUIT_RANKS[i]) for i in range(13)])
def test_rule_01_suit_cards_rank_king_queen_knight_jack_10_down_to_1(lower, higher):
    deal = make_deal(rank_layout(lower + "S", higher + "S"))
    bid_round(deal, deal, ("garde_sans", None, None, None))
    play(deal, f"{lower}S {higher}S KH KC")  # a King of another suit does not win
    assert deal.tricks[0].winner == 2
    assert deal.current_seat == 2


def test_rule_01_trumps_rank_1_to_21_21_the_highest():
    deal = make_deal(PL)
    play_script(deal, deal, PL_GARDE_SANS._replace(tricks=PL_TRICKS[:1]))
    assert deal.tricks[0].cards == tuple(cards("T10 T12 T16 T9"))
    assert deal.tricks[0].winner == 3  # T16 over T12, T10, T9
    deal = make_deal(BASE)
    play_script(deal, deal, base_script("garde_sans", DRAW))
    assert [trick.winner for trick in deal.tricks] == [1] * 5  # T21..T17 over every lower trump


def test_rule_02_the_three_bouts_set_the_target():
    # T21 and the Petit
    assert played(BASE, G49_GARDE).result().details["bouts"] == 2
    # T21 only (the Petit lost in trick 1)
    assert played(BASE, base_script("prise", P48_TRICKS)).result().details["bouts"] == 1
    # T21, the Petit and the Excuse
    assert played(BASE_X, base_script("garde_contre", C36_TRICKS)).result().details["bouts"] == 3
    # none
    deal = played(S3, Script(("prise", None, None, None), S3_TRICKS, S3_ECART))
    assert deal.result().details["bouts"] == 0


@pytest.mark.parametrize(
    ("swap", "points"),
    [
        (None, 49),
        # seat 0 throws 9D (0.5) to the taker instead of a King, Queen or Jack, and that card to the
        # defence's trick 12 instead: the taker loses 4, 3 or 1 points.
        (("KD", "9D"), 45),
        (("QD", "9D"), 46),
        (("JD", "9D"), 48),
        # seat 0 throws ND (2.5) to the taker in trick 17 instead of 7D: 2 more
        (("7D", "ND"), 51),
    ],
)
def test_rule_03_card_points_king_45_queen_35_knight_25_jack_15_other_05(swap, points):
    tricks = list(G49_EARLY_PETIT)
    if swap is not None:
        a, b = swap
        tricks = [" ".join(b if c == a else a if c == b else c for c in t.split()) for t in tricks]
    deal = played(BASE, base_script("garde", tuple(tricks)))
    assert deal.result().details["points"] == points


def test_check_the_whole_pack_counts_91_each_player_18_cards_chien_6():
    hands, chien = get_game("tarot").deal_cards(DealRng(91), 0)
    assert [len(hand) for hand in hands] == [18, 18, 18, 18] and len(chien) == 6
    # Garde sans: the chien counts for the taker, who wins every trick and leads his Excuse last
    deal = played(F, Script((None, "garde_sans", None, None), F_CHELEM_TRICKS, chelem=True))
    assert deal.result().details["points"] == 91
    assert deal.result().details["bouts"] == 3
    assert deal.result().details["T"] == (25 + 55 + 10) * 4 + 400


# == Seats, dealer, deal ====================================================================================
def test_rule_04_counter_clockwise_seat_i_plus_1_is_next():
    assert get_game("tarot").direction == "counter-clockwise"
    deal = make_deal(BASE.rotated(2))  # dealer 2
    seen = []
    for call in ("prise", None, "garde", None):
        seen.append(deal.current_seat)
        deal.apply(PASS if call is None else bid(call))
    assert seen == [3, 0, 1, 2]
    deal = make_deal(BASE)
    play_script(deal, deal, base_script("garde_sans", ()))
    order = []
    for card in cards("T21 1S T2 T7"):
        order.append(deal.current_seat)
        deal.apply(Play.of(card))
    assert order == [1, 2, 3, 0]


def test_rule_05_the_first_dealer_is_drawn_at_random():
    dealers = {Match("tarot", seed=seed).first_dealer for seed in range(40)}
    assert dealers <= {0, 1, 2, 3}
    assert len(dealers) > 1
    assert Match("tarot", seed=3, first_dealer=2).new_deal().dealer == 2


def test_rule_05_the_next_dealer_is_on_the_right_of_the_last():
    match = Match("tarot", first_dealer=3)
    dealers = []
    for _ in range(5):
        deal = match.new_deal(*BASE.rotated((match.next_dealer - BASE.dealer) % 4).cards())
        dealers.append(deal.dealer)
        bid_round(match, deal, (None, None, None, None))
    assert dealers == [3, 0, 1, 2, 3]


def packet_runs(dealer: int) -> list[tuple[object, int]]:
    """Who receives the cards of a deck dealt in pack order: (seat or "chien", run length) in order."""
    deck = list(TAROT_PACK)
    hands, chien = get_game("tarot").distribute(deck, dealer)
    owner: dict[Card, object] = {card: seat for seat, hand in enumerate(hands) for card in hand}
    owner.update((card, "chien") for card in chien)
    runs: list[list] = []
    for card in deck:
        if runs and runs[-1][0] == owner[card]:
            runs[-1][1] += 1
        else:
            runs.append([owner[card], 1])
    return [(who, size) for who, size in runs]


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_rule_06_three_cards_at_a_time_counter_clockwise_chien_one_at_a_time(dealer):
    deck = list(TAROT_PACK)
    hands, chien = get_game("tarot").distribute(deck, dealer)
    assert [len(hand) for hand in hands] == [18, 18, 18, 18]
    assert len(chien) == 6
    assert {*chien, *(card for hand in hands for card in hand)} == set(TAROT_PACK)
    runs = packet_runs(dealer)
    seats = [who for who, _ in runs if who != "chien"]
    assert all(size == 3 for who, size in runs if who != "chien")
    assert seats[0] == (dealer + 1) % 4  # from the dealer's right
    assert all((b - a) % 4 == 1 for a, b in pairwise(seats))
    assert sum(size for who, size in runs if who == "chien") == 6
    # the chien is put aside one card at a time (two single cards may follow each other)
    packets = get_game("tarot").packets
    assert all(count == 1 for where, count in packets if where == "kitty")
    assert all(count == 3 for where, count in packets if where != "kitty")
    assert deck[0] not in chien and deck[-1] not in chien


def test_rule_06_deal_cards_gives_four_hands_of_18_and_a_chien_of_6_deterministic_per_seed():
    game = get_game("tarot")
    for seed in range(5):
        hands, chien = game.deal_cards(DealRng(seed), seed % 4)
        assert [len(hand) for hand in hands] == [18, 18, 18, 18]
        assert len(chien) == 6
        everything = [card for hand in hands for card in hand] + list(chien)
        assert len(everything) == 78 and set(everything) == set(TAROT_PACK)
        assert game.deal_cards(DealRng(seed), seed % 4) == (hands, chien)
    assert game.deal_cards(DealRng(1), 0) != game.deal_cards(DealRng(2), 0)


def test_rule_06_a_match_deal_is_the_whole_pack():
    match = Match("tarot", seed=11, first_dealer=1)
    deal = match.new_deal()
    assert [len(hand) for hand in deal.dealt_hands] == [18, 18, 18, 18]
    assert len(deal.kitty) == 6
    assert sorted([*deal.kitty, *(c for hand in deal.dealt_hands for c in hand)]) == sorted(TAROT_PACK)


def test_rule_06_a_deal_must_be_18_cards_each_and_a_chien_of_6_of_the_pack():
    hands, chien = BASE.cards()
    with pytest.raises(IllegalActionError):
        TarotDeal(0, [hands[0][:17], hands[1], hands[2], [*hands[3], hands[0][17]]], chien)
    with pytest.raises(IllegalActionError):
        TarotDeal(0, hands, chien[:5])
    with pytest.raises(IllegalActionError):  # a card dealt twice
        TarotDeal(0, hands, [*chien[:5], hands[0][0]])
    with pytest.raises(IllegalActionError):  # AS is no Tarot card
        TarotDeal(0, [*hands[:3], [*hands[3][:17], Card.parse("AS")]], chien)


def test_rule_07_petit_sec_annuls_the_deal_at_once_with_no_legal_action():
    deal = make_deal(PETIT_SEC)
    assert deal.is_over
    assert deal.phase is Phase.OVER
    assert deal.current_seat is None
    assert deal.legal_actions() == ()
    assert deal.history == []
    result = deal.result()
    assert result.annulled
    assert result.scores == (0, 0, 0, 0)
    assert result.details["reason"] == "petit_sec"
    assert result.details["seat"] == 2
    refused(deal, PASS, code="deal_over")
    refused(deal, bid("prise"), code="deal_over")


@pytest.mark.parametrize("layout", [PETIT_AND_EXCUSE, BASE, D], ids=["petit+excuse", "petit+trump", "d"])
def test_rule_07_the_petit_with_the_excuse_or_another_trump_is_not_sec(layout):
    deal = make_deal(layout)
    assert not deal.is_over
    assert deal.phase is Phase.BIDDING
    assert deal.current_seat == 1


def test_rule_07_petit_sec_through_the_match_the_next_dealer_deals_and_it_does_not_count():
    match = Match("tarot", {"deals": 1}, first_dealer=0)
    deal = match.new_deal(*PETIT_SEC.cards())
    assert deal.is_over and match.current is None
    assert match.results[-1].annulled
    assert match.totals == [0, 0, 0, 0]
    assert match.winners is None  # an annulled deal does not count towards the match
    assert match.next_dealer == 1
    assert match.to_log()["deals"][0]["actions"] == []
    deal = match.new_deal(*BASE.rotated(1).cards())
    assert deal.dealer == 1 and deal.current_seat == 2
    play_script(match, deal, G49_GARDE)
    assert match.totals == list(scores_for(2, 66))
    assert match.winners == (2,)


# == Bidding ================================================================================================
ALL_BIDS = {bid(name) for name in ("prise", "garde", "garde_sans", "garde_contre")}


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_rule_08_one_round_from_the_dealers_right_dealer_last(dealer):
    deal = make_deal(BASE.rotated(dealer))
    assert deal.phase is Phase.BIDDING
    assert deal.current_seat == (dealer + 1) % 4
    assert set(deal.legal_actions()) == {PASS} | ALL_BIDS
    refused(deal, PASS, seat=dealer, code="not_your_turn")
    for i in range(4):
        assert deal.current_seat == (dealer + 1 + i) % 4
        deal.apply(PASS)
    assert deal.is_over  # each spoke once: no second round


def test_rule_08_a_bid_must_be_higher_than_every_bid_so_far():
    deal = make_deal(BASE)
    deal.apply(bid("prise"))  # seat 1
    assert set(deal.legal_actions()) == {PASS, bid("garde"), bid("garde_sans"), bid("garde_contre")}
    refused(deal, bid("prise"), code="bid_too_low")
    deal.apply(PASS)  # seat 2
    refused(deal, bid("prise"), code="bid_too_low")  # still above the highest, not the last
    deal.apply(bid("garde_sans"))  # seat 3, a jump
    assert set(deal.legal_actions()) == {PASS, bid("garde_contre")}
    refused(deal, bid("garde"), code="bid_too_low")
    refused(deal, bid("garde_sans"), code="bid_too_low")
    deal.apply(bid("garde_contre"))  # seat 0, the dealer
    assert deal.phase is Phase.PLAY  # garde contre: no écart
    assert [seat for seat, _ in deal.history] == [1, 2, 3, 0]


def test_rule_08_after_a_garde_contre_only_pass():
    deal = make_deal(BASE)
    deal.apply(bid("garde_contre"))
    for _ in range(3):
        assert deal.legal_actions() == (PASS,)
        refused(deal, bid("garde_contre"), code="bid_too_low")
        deal.apply(PASS)
    assert deal.phase is Phase.PLAY


def test_rule_08_contracts_and_their_multipliers():
    assert [c.value for c in Contract] == ["prise", "garde", "garde_sans", "garde_contre"]
    assert [c.multiplier for c in Contract] == [1, 2, 4, 6]


@pytest.mark.parametrize(
    ("contract", "t"),
    [
        # BASE, 49 points with 2 bouts (won by 8), the Petit not au bout: (25 + 8) × m;
        # Garde contre: the chien's 3 points go to the defence, 46 points, won by 5: 30 × 6.
        ("prise", 33),
        ("garde", 66),
        ("garde_sans", 132),
        ("garde_contre", 180),
    ],
)
def test_rule_08_and_22_the_multiplier_of_each_contract(contract, t):
    deal = played(BASE, base_script(contract, G49_EARLY_PETIT))
    assert deal.result().details["T"] == t
    assert deal.result().scores == scores_for(1, t)


def test_rule_09_all_pass_the_hand_is_void_and_the_next_dealer_deals():
    deal = make_deal(BASE)
    bid_round(deal, deal, (None, None, None, None))
    assert deal.is_over and deal.current_seat is None and deal.legal_actions() == ()
    result = deal.result()
    assert result.annulled and result.scores == (0, 0, 0, 0)
    assert result.details["reason"] == "all_passed"
    match = Match("tarot", first_dealer=2)
    deal = match.new_deal(*BASE.rotated(2).cards())
    bid_round(match, deal, (None, None, None, None))
    assert match.results[-1].annulled and match.totals == [0, 0, 0, 0]
    assert match.next_dealer == 3
    assert match.new_deal(*BASE.rotated(3).cards()).dealer == 3


def test_rule_10_the_highest_bidder_is_the_taker():
    deal = make_deal(BASE)
    for call in ("prise", "garde", None, None):  # seats 1, 2, 3, 0
        deal.apply(PASS if call is None else bid(call))
    assert deal.phase is Phase.DISCARD
    assert deal.current_seat == 2
    assert deal.observation(0).declarer == 2
    assert len(deal.hand(2)) == 24
    deal = played(BASE, G49_GARDE)
    assert deal.result().details["taker"] == 1
    assert deal.result().details["contract"] == "garde"


# == Chien and écart ========================================================================================
@pytest.mark.parametrize("contract", ["prise", "garde"])
def test_rule_11_prise_and_garde_the_chien_is_shown_to_all(contract):
    deal = make_deal(PL)
    assert all(deal.observation(seat).kitty is None for seat in range(4))
    bid_round(deal, deal, (contract, None, None, None))
    for seat in range(4):
        kitty = deal.observation(seat).kitty
        assert kitty is not None and set(kitty) == card_set(PL.chien) and len(kitty) == 6
    assert set(deal.hand(1)) == card_set(PL.hands[1] + " " + PL.chien)
    assert len(deal.hand(1)) == 24
    deal.apply(Discard.of(cards("1S 2S 3S 4S 5S 6S")))
    for seat in range(4):  # still known to all after the écart
        assert set(deal.observation(seat).kitty or ()) == card_set(PL.chien)


def test_rule_11_the_ecart_choice_six_cards_no_king_no_bout_no_avoidable_trump():
    deal = make_deal(PL)
    bid_round(deal, deal, ("garde", None, None, None))
    choice = deal.choice()
    assert isinstance(choice, CardChoice)
    assert choice.seat == 1 and choice.count == 6
    assert set(choice.allowed) == card_set("1S 2S 3S 4S 5S 6S 7S 1H 2H 3H 1D 2D 3D QD 1C")
    reasons = {card.text: reason[0] for card, reason in choice.refused.items()}
    assert reasons == {
        "KS": "ecart_king",
        "KD": "ecart_king",
        "T21": "ecart_bout",
        "EX": "ecart_bout",
        "T10": "ecart_trump",
        "T14": "ecart_trump",
        "T17": "ecart_trump",
        "T19": "ecart_trump",
        "T20": "ecart_trump",
    }


@pytest.mark.parametrize(
    ("ecart", "code"),
    [
        ("KS 1S 2S 3S 4S 5S", "ecart_king"),
        ("KD 1S 2S 3S 4S 5S", "ecart_king"),
        ("T21 1S 2S 3S 4S 5S", "ecart_bout"),
        ("EX 1S 2S 3S 4S 5S", "ecart_bout"),
        ("T10 1S 2S 3S 4S 5S", "ecart_trump"),
        ("T17 1S 2S 3S 4S 5S", "ecart_trump"),  # a trump from the chien
        ("1S 2S 3S 4S 5S", "ecart_count"),
        ("1S 2S 3S 4S 5S 6S 7S", "ecart_count"),
        ("8S 1S 2S 3S 4S 5S", "not_in_hand"),
    ],
)
def test_rule_11_ecart_refusals(ecart, code):
    deal = make_deal(PL)
    bid_round(deal, deal, ("garde", None, None, None))
    refused(deal, Discard.of(cards(ecart)), code=code)


def test_check_an_ecart_with_a_king_or_a_bout_is_refused_with_a_trump_while_others_could_go_too():
    deal = make_deal(PL)
    bid_round(deal, deal, ("prise", None, None, None))
    refused(deal, Discard.of(cards("KS 1S 2S 3S 4S 5S")), code="ecart_king")
    refused(deal, Discard.of(cards("T21 1S 2S 3S 4S 5S")), code="ecart_bout")
    refused(deal, Discard.of(cards("T14 1S 2S 3S 4S 5S")), code="ecart_trump")
    deal.apply(Discard.of(cards("QD 1S 2S 3S 4S 5S")))  # a Queen may go
    assert deal.phase is Phase.PLAY


def test_rule_11_the_ecart_is_face_down_and_counts_for_the_taker():
    deal = make_deal(BASE)
    bid_round(deal, deal, ("garde", None, None, None))
    ecart = Discard.of(cards(BASE_ECART))
    deal.apply(ecart)
    assert deal.observation(1).history[-1] == (1, ecart)
    for seat in (0, 2, 3):
        assert deal.observation(seat).history[-1] == (1, HiddenDiscard(6))
        assert not _public(deal.observation(seat)).ecart_trumps
    assert set(deal.hand(1)) == card_set(BASE.hands[1])
    # the écart's 3 points are in the taker's 49 (rule 21)
    assert played(BASE, G49_GARDE).result().details["points"] == 49


def test_rule_11_forced_trump_ecart_choice():
    deal = make_deal(F)
    bid_round(deal, deal, F_CALLS)
    assert deal.current_seat == 2 and len(deal.hand(2)) == 24
    choice = deal.choice()
    assert choice.seat == 2 and choice.count == 6
    # four suit cards that are not Kings: they and the trumps that are not bouts may go
    assert set(choice.allowed) == card_set("1H 2H 3C 4C " + trumps(6, 20))
    reasons = {card.text: reason[0] for card, reason in choice.refused.items()}
    assert reasons == {
        "KS": "ecart_king",
        "KH": "ecart_king",
        "T21": "ecart_bout",
        "T1": "ecart_bout",
        "EX": "ecart_bout",
    }


@pytest.mark.parametrize(
    ("ecart", "code"),
    [
        ("1H 2H 3C T6 T7 T8", "ecart_trump"),  # 4C could go instead of a third trump
        ("1H 2H 3C 4C T6 KS", "ecart_king"),
        ("1H 2H 3C 4C T6 T1", "ecart_bout"),
        ("1H 2H 3C 4C T6 T21", "ecart_bout"),
        ("1H 2H 3C 4C T6 EX", "ecart_bout"),
        ("1H 2H 3C 4C T6", "ecart_count"),
    ],
)
def test_rule_11_forced_trump_ecart_refusals(ecart, code):
    deal = make_deal(F)
    bid_round(deal, deal, F_CALLS)
    refused(deal, Discard.of(cards(ecart)), code=code)


def test_rule_11_forced_trump_ecart_accepted_and_its_trumps_shown_to_all():
    deal = make_deal(F)
    bid_round(deal, deal, F_CALLS)
    ecart = Discard.of(cards(F_ECART))
    deal.apply(ecart)
    assert deal.phase is Phase.PLAY
    assert set(deal.hand(2)) == card_set(F.hands[2])
    shown = card_set("T6 T7")
    for seat in range(4):
        assert set(_public(deal.observation(seat)).ecart_trumps) == shown
    assert deal.observation(2).history[-1] == (2, ecart)
    for seat in (0, 1, 3):
        assert deal.observation(seat).history[-1] == (2, HiddenDiscard(6, mask_of(shown)))


def test_rule_12_garde_sans_and_contre_no_ecart_the_chien_unseen():
    for contract in ("garde_sans", "garde_contre"):
        deal = make_deal(PL)
        bid_round(deal, deal, (contract, None, None, None))
        assert deal.phase is Phase.PLAY and deal.current_seat == 1
        assert deal.choice() is None
        assert set(deal.hand(1)) == card_set(PL.hands[1])
        for seat in range(4):
            assert deal.observation(seat).kitty is None
        refused(deal, Discard.of(cards("1S 2S 3S 4S 5S 6S")), code="wrong_phase")


def test_rule_12_garde_sans_the_chien_counts_for_the_taker_garde_contre_for_the_defence():
    # BASE_X, C36 play: 36 points in tricks, 3 bouts (target 36); the chien holds 3 points.
    garde_sans = played(BASE_X, base_script("garde_sans", C36_TRICKS)).result()
    assert garde_sans.details["points"] == 39
    assert garde_sans.details["T"] == (25 + 3) * 4
    garde_contre_deal = played(BASE_X, base_script("garde_contre", C36_TRICKS))
    garde_contre = garde_contre_deal.result()
    assert garde_contre.details["points"] == 36
    # the unseen chien is revealed in the result (for the end-of-deal summary)
    assert sorted(garde_contre.details["chien"]) == sorted(BASE_X.chien.split())
    assert garde_contre.details["chien"] == [card.text for card in garde_contre_deal.kitty]
    assert garde_contre.details["T"] == 25 * 6


def test_rule_12_observations_say_which_side_the_cards_put_aside_count_for():
    for contract, side in (("garde", 1), ("garde_sans", 1), ("garde_contre", 0)):
        deal = make_deal(PL)
        bid_round(deal, deal, (contract, None, None, None))
        taker = deal.taker
        assert taker is not None
        for seat in range(4):
            obs = deal.observation(seat)
            assert _public(obs).aside_side == side
            assert (obs.sides[taker] == side) is (contract != "garde_contre")


# == Announcements: chelem ==================================================================================
def test_rule_13_the_taker_may_announce_a_chelem_when_not_his_turn_and_then_leads():
    deal = make_deal(F)
    bid_round(deal, deal, F_CALLS)
    assert deal.announcements() == ()  # not during the écart
    deal.apply(Discard.of(cards(F_ECART)))
    assert deal.current_seat == 1  # the dealer's right would lead
    assert deal.announcements() == ((2, CHELEM),)
    assert deal.observation(2).announcements == ((2, CHELEM),)
    assert deal.observation(1).announcements == ()
    assert CHELEM not in deal.legal_actions()  # seat 1 is to act
    deal.apply(CHELEM, 2)
    assert deal.current_seat == 2
    assert deal.announcements() == ()
    assert (2, CHELEM) in deal.history
    assert all((2, CHELEM) in deal.observation(seat).history for seat in range(4))
    refused(deal, CHELEM, 2)  # once


def test_rule_13_in_garde_sans_the_chelem_is_announced_after_the_bidding():
    deal = make_deal(F)
    bid_round(deal, deal, (None, "garde_sans", None, None))
    assert deal.phase is Phase.PLAY and deal.current_seat == 1
    assert deal.announcements() == ((2, CHELEM),)
    deal.apply(CHELEM, 2)
    assert deal.current_seat == 2


def test_rule_13_the_chelem_is_optional_and_gone_after_the_first_card():
    deal = make_deal(F)
    bid_round(deal, deal, F_CALLS)
    deal.apply(Discard.of(cards(F_ECART)))
    play(deal, "1D")
    assert deal.announcements() == ()
    refused(deal, CHELEM, 2, code="chelem_too_late")


def test_rule_13_the_chelem_is_gone_once_a_poignee_is_shown():
    deal = make_deal(BASE)
    play_script(deal, deal, base_script("garde", ()))
    assert (1, CHELEM) in deal.announcements()
    deal.apply(Poignee.of(cards(POIGNEE_10)))
    assert CHELEM not in deal.legal_actions()
    assert deal.announcements() == ()
    refused(deal, CHELEM, 1, code="chelem_too_late")


def test_rule_13_only_the_taker_announces_a_chelem():
    deal = make_deal(F)
    bid_round(deal, deal, F_CALLS)
    deal.apply(Discard.of(cards(F_ECART)))
    refused(deal, CHELEM, 3, code="chelem_not_taker")
    refused(deal, CHELEM, 1, code="chelem_not_taker")  # the seat to act, a defender
    refused(deal, CHELEM, code="chelem_not_taker")


def test_rule_13_no_chelem_before_the_ecart_is_made():
    deal = make_deal(F)
    bid_round(deal, deal, F_CALLS)
    refused(deal, CHELEM, 2, code="wrong_phase")


# == Announcements: poignée =================================================================================
@pytest.mark.parametrize(
    ("shown", "bonus"),
    [(trumps(12, 21), 20), (trumps(9, 21), 30), (trumps(8, 21) + " T1", 40)],
)
def test_rule_14_simple_double_triple_poignee_10_13_15_cards(shown, bonus):
    # F after a chelem announcement: the taker holds 15 trumps and the Excuse; a smaller poignée
    # than he holds is allowed. T = (25 + 55 + 10) × 2 + 400 + bonus.
    script = Script(F_CALLS, F_CHELEM_TRICKS, F_ECART, chelem=True, poignees=(shown,))
    deal = played(F, script)
    details = deal.result().details
    assert details["poignees"] == [{"seat": 2, "cards": len(shown.split()), "bonus": bonus}]
    assert details["T"] == 580 + bonus
    assert deal.result().scores == scores_for(2, 580 + bonus)


def test_rule_14_the_poignee_is_shown_to_every_seat():
    deal = make_deal(BASE)
    play_script(deal, deal, base_script("garde", ()))
    poignee = Poignee.of(cards(POIGNEE_10))
    deal.apply(poignee)
    assert deal.current_seat == 1  # still his card to play
    for seat in range(4):
        obs = deal.observation(seat)
        assert set(obs.shown[1]) == card_set(POIGNEE_10)
        assert (1, poignee) in obs.history


def test_rule_14_the_excuse_stands_in_only_when_every_trump_is_shown():
    # seat 0 of D holds nine trumps and the Excuse: all of them make a simple poignée
    deal = make_deal(D)
    play_script(deal, deal, Script(("garde", None, None, None), ("T21 1C 8H",), D_ECART))
    assert deal.current_seat == 0
    choice = deal.optional_choice()
    assert choice is not None and choice.seat == 0 and 10 in choice.counts
    assert card_set(D_X_POIGNEE) <= set(choice.allowed)
    deal.apply(Poignee.of(cards(D_X_POIGNEE)))
    assert set(deal.observation(2).shown[0]) == card_set(D_X_POIGNEE)
    # the taker of BASE_X holds eleven trumps and the Excuse: nine trumps and the Excuse are refused
    deal = make_deal(BASE_X)
    play_script(deal, deal, base_script("garde", ()))
    refused(deal, Poignee.of(cards(trumps(13, 21) + " EX")), code="poignee_excuse")
    refused(deal, Poignee.of(cards(trumps(12, 21) + " T1 EX")), code="poignee_count")  # 12 cards
    deal.apply(Poignee.of(cards(trumps(12, 21))))


def test_rule_14_the_poignee_offered_to_the_seat_to_act_before_its_first_card():
    deal = make_deal(BASE)
    play_script(deal, deal, base_script("garde", ()))
    choice = deal.optional_choice()
    assert choice is not None and choice.seat == 1
    assert 10 in choice.counts and 13 not in choice.counts and 15 not in choice.counts
    assert card_set(trumps(12, 21) + " T1") <= set(choice.allowed)
    play(deal, "T21")
    assert deal.optional_choice() is None  # seat 2 holds no trump


@pytest.mark.parametrize(
    ("shown", "code"),
    [
        (trumps(11, 21), "poignee_count"),  # 11
        (trumps(13, 21), "poignee_count"),  # 9
        (trumps(13, 21) + " 1C", "poignee_not_trump"),
        (trumps(13, 21) + " T2", "not_in_hand"),  # T2 is seat 3's
    ],
)
def test_rule_14_poignee_refusals(shown, code):
    deal = make_deal(BASE)
    play_script(deal, deal, base_script("garde", ()))
    refused(deal, Poignee.of(cards(shown)), code=code)


def test_rule_14_a_poignee_is_too_late_after_the_first_card_or_twice():
    deal = make_deal(BASE)
    play_script(deal, deal, base_script("garde", DRAW[:1]))
    assert deal.current_seat == 1  # he leads trick 2 with ten trumps left
    assert deal.optional_choice() is None
    refused(deal, Poignee.of(cards(trumps(11, 20))), code="poignee_too_late")
    deal = make_deal(BASE)
    play_script(deal, deal, base_script("garde", ()))
    deal.apply(Poignee.of(cards(POIGNEE_10)))
    refused(deal, Poignee.of(cards(POIGNEE_10)), code="poignee_too_late")
    refused(deal, Poignee.of(cards(trumps(11, 20))), code="poignee_too_late")


# == Play ===================================================================================================
def test_rule_15_the_first_card_is_led_by_the_dealers_right_and_the_winner_leads_next():
    for dealer in range(4):
        deal = make_deal(BASE.rotated(dealer))
        bid_round(deal, deal, ("garde_sans", None, None, None))
        assert deal.current_seat == (dealer + 1) % 4
    deal = make_deal(PL)
    play_script(deal, deal, PL_GARDE_SANS)
    for trick, winner in zip(PL_TRICKS, [3, 2, 3, 0, 0, 1, 0, 1, 0, 0], strict=True):
        play(deal, trick)
        assert deal.tricks[-1].winner == winner
        assert deal.current_seat == winner


def test_rule_15_after_a_chelem_announcement_the_taker_leads():
    deal = played(F, Script(F_CALLS, F_CHELEM_TRICKS, F_ECART, chelem=True))
    assert deal.tricks[0].leader == 2
    deal = played(F, Script(F_CALLS, F_SILENT_TRICKS, F_ECART))
    assert deal.tricks[0].leader == 1


# what seat 2 still holds when the Excuse is led to trick 7 of PL
PL_TRICK7_SEAT2 = "8S 9S 10S 5D 6D 7D 8D 9D 10D JD 4C 5C"


def pl_at(trick: int, card: int) -> TarotDeal:
    """PL in Garde sans, before card ``card`` (0-3) of trick ``trick`` (1-based)."""
    deal = make_deal(PL)
    play_script(deal, deal, PL_GARDE_SANS._replace(tricks=PL_TRICKS[: trick - 1]))
    play(deal, " ".join(PL_TRICKS[trick - 1].split()[:card]))
    return deal


@pytest.mark.parametrize(
    ("trick", "card", "seat", "allowed"),
    [
        (1, 1, 2, "T12 T18"),  # T10 led: T5 would not go above it
        (1, 2, 3, "T16"),  # above his partner's T12
        (1, 3, 0, "T1 T2 T4 T6 T7 T9 T11 T13 T15"),  # nothing above T16: any trump (pisser)
        (10, 1, 1, "2S 3S 4S 5S 6S 7S 3H 2D 3D"),  # trump led, no trump: any card
        (10, 2, 2, "10S 5D 6D 7D 8D 9D 10D JD 5C"),
    ],
)
def test_rule_16_trump_led_must_monter_else_pisser_else_any_card(trick, card, seat, allowed):
    deal = pl_at(trick, card)
    assert deal.current_seat == seat
    assert legal_plays(deal) == set(allowed.split())


def test_rule_16_refusals_on_a_trump_lead():
    deal = pl_at(1, 1)  # seat 2 holds T5 T12 T18 after T10
    refused(deal, Play.of(Card.parse("T5")), code="must_overtrump")
    refused(deal, Play.of(Card.parse("8S")), code="must_trump")  # a suit card while holding trumps
    deal = pl_at(1, 2)  # seat 3: T3 T8 T16 after T12
    refused(deal, Play.of(Card.parse("T8")), code="must_overtrump")


@pytest.mark.parametrize(
    ("trick", "card", "seat", "allowed"),
    [
        (2, 1, 0, "T1 T2 T4 T6 T7 T11 T13 T15"),  # void in ♥: must trump, any trump first
        (2, 2, 1, "1H 2H 3H EX"),  # follows ♥ (or the Excuse)
        (2, 3, 2, "T18"),  # void: above seat 0's T6 with T18, though he also holds T5 (surcouper)
        (3, 1, 3, "T3 T8"),  # void in ♦, no trump yet: any trump
        (3, 2, 0, "ND"),  # must follow ♦ even with the trick trumped
        (4, 3, 2, "T5"),  # void, cannot go above T11: must still trump, lower
        (5, 2, 2, "2C 3C 4C 5C"),  # following suit, any card of the suit
        (6, 1, 1, "T14 T20 EX"),
        (6, 3, 3, "T3"),  # cannot overtrump T14: pisser
        (8, 3, 3, "6H 7H 8H 9H 10H JH NH QH KH NS QS"),  # void in ♣, no trump: any card
        (7, 2, 3, "JS NS QS"),  # after the Excuse led, 8S set the suit
        (7, 1, 2, PL_TRICK7_SEAT2),  # the card after the Excuse: any
    ],
)
def test_rule_17_suit_led_follow_else_trump_and_overtrump_else_any(trick, card, seat, allowed):
    deal = pl_at(trick, card)
    assert deal.current_seat == seat
    assert legal_plays(deal) == set(allowed.split())


def test_rule_17_refusals_on_a_suit_lead():
    refused(pl_at(2, 2), Play.of(Card.parse("1S")), code="must_follow")
    refused(pl_at(2, 2), Play.of(Card.parse("T14")), code="must_follow")
    refused(pl_at(2, 3), Play.of(Card.parse("T5")), code="must_overtrump")
    refused(pl_at(2, 3), Play.of(Card.parse("8S")), code="must_trump")
    refused(pl_at(3, 1), Play.of(Card.parse("5H")), code="must_trump")
    refused(pl_at(3, 2), Play.of(Card.parse("T4")), code="must_follow")
    refused(pl_at(7, 2), Play.of(Card.parse("6H")), code="must_follow")


def test_check_trump_led_higher_trump_void_must_trump_and_overtrump_excuse_always_legal():
    # trump led: seat 2 holding T12 and T18 over the T10 must play one of them
    assert legal_plays(pl_at(1, 1)) == {"T12", "T18"}
    # void in the suit led, with trumps: seat 2 must trump above seat 0's T6
    assert legal_plays(pl_at(2, 3)) == {"T18"}
    # the Excuse is legal whatever the trick: following, trumping, leading
    assert "EX" in legal_plays(pl_at(2, 2))
    assert "EX" in legal_plays(pl_at(6, 1))
    assert "EX" in legal_plays(pl_at(7, 0))
    assert "EX" in legal_plays(pl_at(1, 0))


def test_rule_18_the_excuse_never_wins_and_the_next_card_sets_the_suit():
    deal = pl_at(7, 0)
    play(deal, "EX")
    assert legal_plays(deal) == set(PL_TRICK7_SEAT2.split())
    play(deal, "8S JS T13")
    assert deal.tricks[-1].winner == 0
    assert deal.tricks[-1].cards == tuple(cards("EX 8S JS T13"))


def test_rule_18_the_excuse_is_kept_for_half_a_point_exchanged():
    # D: seat 0 plays the Excuse under the taker's T14. Without the Excuse the taker's twelve tricks
    # and écart hold 55.5; the defence keeps the Excuse and hands over a half-point card: 56.
    deal = played(D, Script(("garde", None, None, None), D56_TRICKS, D_ECART))
    details = deal.result().details
    assert details["points"] == 56
    assert details["excuse"] == "defence"
    assert details["bouts"] == 1
    assert all(_public(deal.observation(seat)).excuse_with == 0 for seat in range(4))  # in seat 0's tricks
    # BASE_X: the taker plays his Excuse to a trick the defence wins; he keeps it (3 bouts) for half a
    # point: 36.5 - 0.5 in Garde contre.
    details = played(BASE_X, base_script("garde_contre", C36_TRICKS)).result().details
    assert details["excuse"] == "taker"
    assert details["points"] == 36


def test_rule_18_a_side_that_never_wins_a_trick_counts_its_excuse_4():
    # F_NOEX: the defence's Excuse under the taker's T21, then the taker wins every trick: the defence
    # has 4, the taker the other 87 (bouts T21 and the Petit: target 41).
    script = Script(F_CALLS, F_NOEX_TRICKS, F_NOEX_ECART, chelem=True)
    details = played(F_NOEX, script).result().details
    assert details["points"] == 87
    assert details["bouts"] == 2
    assert details["excuse"] == "defence"
    assert details["chelem"] == "taker"
    # (25 + 46 + 10) × 2 + 400: the Petit au bout in the last trick
    assert details["T"] == 562


def test_rule_19_the_excuse_in_the_last_trick_goes_to_its_winner():
    # G53: seat 0 keeps his Excuse for the last trick, which the taker wins with the Petit: 49 - 0.5 +
    # 4.5 = 53 points and a third bout: target 36, won by 17. T = (25 + 17 + 10) × 2 = 104.
    for variant in ("winner", "fft"):
        deal = played(BASE, base_script("garde", G53_EXCUSE_LAST), excuse_last_trick=variant)
        details = deal.result().details
        assert details["points"] == 53
        assert details["bouts"] == 3
        assert details["excuse"] == "taker"
        assert details["T"] == 104


@pytest.mark.parametrize("variant", ["winner", "fft"])
def test_rule_19_the_excuse_led_to_the_last_trick_without_every_other_trick_loses_it(variant):
    deal = played(F, Script(F_CALLS, F_FAILED_TRICKS, F_ECART, chelem=True), excuse_last_trick=variant)
    assert deal.tricks[-1].cards == tuple(cards("EX 9D QD 3D"))
    assert deal.tricks[-1].winner == 0
    assert _public(deal.observation(3)).excuse_with == 0  # the last trick's winner took it
    details = deal.result().details
    assert details["excuse"] == "defence"
    assert details["bouts"] == 2  # the Excuse went with the trick
    assert details["points"] == 76


def test_rule_19_exception_the_side_with_every_other_trick_leading_its_excuse_wins_the_last():
    # taker's side
    deal = played(F, Script(F_CALLS, F_SILENT_TRICKS, F_ECART))
    assert deal.tricks[-1].cards[0] == Card.parse("EX")
    assert deal.tricks[-1].winner == 2
    assert deal.result().details["chelem"] == "taker"
    assert deal.result().details["excuse"] == "taker"
    # defence's side: the taker's KH, the highest heart, does not take the last trick
    deal = played(S3, Script(("prise", None, None, None), S3_TRICKS, S3_ECART))
    assert deal.tricks[-1].cards == tuple(cards("EX 5H KD KH"))
    assert deal.tricks[-1].winner in (0, 2, 3)
    assert deal.result().details["chelem"] == "defence"


def test_rule_20_highest_trump_wins_else_highest_of_the_suit_led():
    deal = make_deal(PL)
    play_script(deal, deal, PL_GARDE_SANS._replace(tricks=PL_TRICKS))
    tricks = deal.tricks
    assert tricks[2].cards == tuple(cards("4D T8 ND 1D")) and tricks[2].winner == 3  # T8 beats ND
    assert tricks[4].cards == tuple(cards("7C 1C 2C 6C")) and tricks[4].winner == 0  # no trump
    assert tricks[1].winner == 2  # T18 over T6
    assert tricks[6].winner == 0  # the only trump, after the Excuse
    assert tricks[9].winner == 0  # T2 led, nobody else holds a trump


# == Count and score ========================================================================================
def test_check_garde_2_bouts_49_points_won_by_8_taker_198_defenders_minus_66():
    result = played(BASE, G49_GARDE).result()
    details = result.details
    assert (details["bouts"], details["points"], details["target"]) == (2, 49, 41)
    assert details["made"] is True and details["difference"] == 8
    assert details["petit_au_bout"] is None and details["poignees"] == []
    assert details["T"] == 66
    assert result.scores == (-66, 198, -66, -66)


def test_check_prise_1_bout_48_points_lost_by_3():
    result = played(BASE, base_script("prise", P48_TRICKS)).result()
    details = result.details
    assert (details["bouts"], details["points"], details["target"]) == (1, 48, 51)
    assert details["made"] is False and details["difference"] == 3
    assert details["T"] == -28
    assert result.scores == (28, -84, 28, 28)


def test_check_garde_contre_3_bouts_36_points_exactly_won_by_0():
    result = played(BASE_X, base_script("garde_contre", C36_TRICKS)).result()
    details = result.details
    assert (details["bouts"], details["points"], details["target"]) == (3, 36, 36)
    assert details["made"] is True and details["difference"] == 0
    assert details["T"] == 150
    assert result.scores == (-150, 450, -150, -150)


def test_check_petit_au_bout_won_by_the_defence_in_a_garde_the_taker_wins_base_minus_20():
    # D: 56 points, 1 bout, won by 5: base (25 + 5) × 2 = 60; the defence's Petit au bout: -20.
    result = played(D, Script(("garde", None, None, None), D56_TRICKS, D_ECART)).result()
    details = result.details
    assert details["made"] is True and details["difference"] == 5
    assert details["petit_au_bout"] == "defence"
    assert details["T"] == 60 - 20
    assert result.scores == scores_for(1, 40)


def test_rule_21_targets_36_41_51_56_and_made_at_the_target():
    cases = [
        (played(BASE_X, base_script("garde_contre", C36_TRICKS)), 3, 36, True),
        (played(BASE, G49_GARDE), 2, 41, True),
        (played(BASE, base_script("prise", P34_TRICKS)), 2, 41, False),
        (played(BASE, base_script("prise", P48_TRICKS)), 1, 51, False),
        (played(S3, Script(("prise", None, None, None), S3_TRICKS, S3_ECART)), 0, 56, False),
    ]
    for deal, bouts, target, made in cases:
        details = deal.result().details
        assert (details["bouts"], details["target"], details["made"]) == (bouts, target, made)


def test_rule_22_a_half_point_difference_is_rounded_up():
    # D2 with excuse_last_trick = fft: seat 3's Excuse in the last trick, which seat 0 wins, goes to the
    # taker with no exchange: 41 + 4.5 = 45.5 points with two bouts (target 41): won by 4.5, rounded
    # to 5. T = (25 + 5 - 10) × 2 = 40 (the defence has the Petit au bout).
    details = (
        played(D2, Script(("garde", None, None, None), D2_TRICKS, D2_ECART), excuse_last_trick="fft")
        .result()
        .details
    )
    assert details["points"] == 45.5
    assert details["difference"] == 5
    assert details["T"] == 40


def test_rule_23_petit_au_bout_counts_whatever_the_outcome_of_the_contract():
    # taker's, in a contract won: (25 + 8 + 10) × 2 = 86 (G49 with the Petit in the last trick)
    details = played(BASE, base_script("garde")).result().details
    assert details["petit_au_bout"] == "taker" and details["T"] == 86
    # taker's, in a contract lost: Prise, 34 of 41: (-32 + 10) × 1
    details = played(BASE, base_script("prise", P34_TRICKS)).result().details
    assert details["petit_au_bout"] == "taker" and details["T"] == -22
    # multiplied: Garde sans (×4) and Garde contre (×6) of the G49 play
    assert played(BASE, base_script("garde_sans")).result().details["T"] == (33 + 10) * 4
    assert played(BASE, base_script("garde_contre")).result().details["T"] == (30 + 10) * 6


def test_rule_23_with_the_excuse_led_last_by_a_chelem_side_the_petit_counts_in_the_trick_before():
    details = played(F, Script(F_CALLS, F_SILENT_TRICKS, F_ECART)).result().details
    assert details["petit_au_bout"] == "taker"
    # 91 points, 3 bouts: won by 55; (25 + 55 + 10) × 2 + 200 for the chelem made unannounced
    assert details["T"] == 380


def test_rule_24_poignee_to_the_side_that_wins_whoever_announced_it():
    garde = ("garde", None, None, None)
    # the taker's poignée, taker wins: FFT example, T = ((25 + 8) + 10) × 2 + 20
    assert played(BASE, base_script("garde", poignees=(POIGNEE_10,))).result().details["T"] == 106
    # the taker's poignée, taker loses: FFT example, T = (-32 + 10) × 1 - 20
    script = base_script("prise", P34_TRICKS, poignees=(POIGNEE_10,))
    assert played(BASE, script).result().details["T"] == -42
    # a defender's poignée, taker wins: D, 40 + 20
    deal = played(D, Script(garde, D56_TRICKS, D_ECART, poignees=(D_X_POIGNEE,)))
    assert deal.result().details["T"] == 60
    assert deal.result().details["poignees"] == [{"seat": 0, "cards": 10, "bonus": 20}]
    # a defender's poignée, defence wins: D2 by default, 41 of 51, lost by 10, Petit au bout to the
    # defence: (-35 - 10) × 2 - 20
    deal = played(D2, Script(garde, D2_TRICKS, D2_ECART, poignees=(D2_X_POIGNEE,)))
    assert deal.result().details["T"] == -110
    # the same poignée when fft gives the taker the contract: 40 + 20
    deal = played(D2, Script(garde, D2_TRICKS, D2_ECART, poignees=(D2_X_POIGNEE,)), excuse_last_trick="fft")
    assert deal.result().details["T"] == 60


def test_rule_24_several_poignees_add_up_and_are_not_multiplied():
    script = Script(("garde", None, None, None), D56_TRICKS, D_ECART, poignees=(trumps(12, 21), D_X_POIGNEE))
    deal = played(D, script)
    details = deal.result().details
    assert sorted((p["seat"], p["bonus"]) for p in details["poignees"]) == [(0, 20), (1, 20)]
    assert details["T"] == 40 + 40
    assert deal.result().scores == scores_for(1, 80)


@pytest.mark.parametrize(
    ("layout", "script", "t", "announced", "chelem"),
    [
        # announced and made: (25 + 55 + 10) × 2 + 400
        (F, Script(F_CALLS, F_CHELEM_TRICKS, F_ECART, chelem=True), 580, True, "taker"),
        # made without announcement: + 200
        (F, Script(F_CALLS, F_SILENT_TRICKS, F_ECART), 380, False, "taker"),
        # announced and failed though the contract is won: 76 points, 2 bouts: (25 + 35) × 2 - 200
        (F, Script(F_CALLS, F_FAILED_TRICKS, F_ECART, chelem=True), -80, True, None),
        # the defence wins every trick: 3 points, no bout: -(25 + 53) - 200
        (S3, Script(("prise", None, None, None), S3_TRICKS, S3_ECART), -278, False, "defence"),
        # and the taker had announced it: -200 more
        (S3, Script(("prise", None, None, None), S3_TRICKS, S3_ECART, chelem=True), -478, True, "defence"),
        # Garde contre: the chien's 3 points for the defence, 88 points, won by 52: (25 + 52 + 10) × 6
        (F, Script((None, "garde_contre", None, None), F_CHELEM_TRICKS, chelem=True), 922, True, "taker"),
    ],
    ids=["announced-made", "silent-made", "announced-failed", "defence", "announced-defence", "contre"],
)
def test_rule_25_chelem_bonuses(layout, script, t, announced, chelem):
    deal = played(layout, script)
    details = deal.result().details
    assert details["chelem_announced"] is announced
    assert details["chelem"] == chelem
    assert details["T"] == t
    taker = taker_of(layout.dealer, script.calls)
    assert deal.result().scores == scores_for(taker, t)


def test_rule_26_the_fft_examples_and_the_zero_sum():
    result = played(BASE, base_script("garde", poignees=(POIGNEE_10,))).result()
    assert result.details["T"] == 106
    assert result.scores == (-106, 318, -106, -106)
    assert result.details["poignees"] == [{"seat": 1, "cards": 10, "bonus": 20}]
    assert result.details["petit_au_bout"] == "taker"
    result = played(BASE, base_script("prise", P34_TRICKS, poignees=(POIGNEE_10,))).result()
    assert (result.details["points"], result.details["difference"]) == (34, 7)
    assert result.details["T"] == -42
    assert result.scores == (42, -126, 42, 42)
    for layout, script in [
        (BASE, G49_GARDE),
        (D, Script(("garde", None, None, None), D56_TRICKS, D_ECART)),
        (S3, Script(("prise", None, None, None), S3_TRICKS, S3_ECART)),
    ]:
        assert sum(played(layout, script).result().scores) == 0


# == The match ==============================================================================================
def match_deal(match, script: Script = G49_GARDE):
    """Deal BASE turned so that the dealer is the match's next dealer, and play it by ``script``."""
    deal = match.new_deal(*BASE.rotated(match.next_dealer).cards())
    play_script(match, deal, script)
    return deal


def test_rule_27_the_match_ends_after_deals_played_hands_annulled_ones_not_counted():
    match = Match("tarot", {"deals": 2}, first_dealer=0)
    match_deal(match)  # dealer 0: seat 1 takes, +198
    assert match.winners is None and not match.is_over
    match_deal(match, Script((None, None, None, None)))  # dealer 1: all pass
    assert match.winners is None
    deal = match_deal(match)  # dealer 2: seat 3 takes
    assert deal.dealer == 2
    assert match.totals == [-132, 132, -132, 132]
    assert match.winners == (1, 3)  # a tie lists both
    assert match.is_over
    with pytest.raises(IllegalActionError):
        match.new_deal(*BASE.cards())


def test_rule_27_default_is_8_deals_the_highest_total_wins():
    match = Match("tarot", first_dealer=0)
    assert match.options.deals == 8
    for _ in range(7):
        match_deal(match)
        assert match.winners is None
    match_deal(match)
    assert match.totals == [0, 0, 0, 0]  # each seat took twice: 2 × 198 - 6 × 66
    assert match.winners == (0, 1, 2, 3)


def test_rule_27_one_deal_match_single_winner():
    match = Match("tarot", {"deals": 1}, first_dealer=1)
    match_deal(match)
    assert match.totals == list(scores_for(2, 66))
    assert match.winners == (2,)


# == Options ================================================================================================
def test_options_defaults():
    options = TarotOptions()
    assert options.excuse_last_trick == "winner"
    assert options.deals == 8
    assert Match("tarot").options == options


@pytest.mark.parametrize(
    "data",
    [
        {"excuse_last_trick": "fft"},
        {"excuse_last_trick": "winner"},
        {"deals": 1},
        {"deals": 100},
        {"deals": 12},
    ],
)
def test_options_valid_values(data):
    options = TarotOptions.from_json(data)
    for name, value in data.items():
        assert getattr(options, name) == value
    assert Match("tarot", data).options == options


@pytest.mark.parametrize(
    "data",
    [
        {"excuse_last_trick": "defence"},
        {"excuse_last_trick": True},
        {"deals": 0},
        {"deals": 101},
        {"deals": "8"},
        {"deals": 8.0},
        {"deals": True},
        {"target": 500},
    ],
)
def test_options_unknown_name_or_bad_value_is_an_option_error(data):
    with pytest.raises(OptionError):
        TarotOptions.from_json(data)
    with pytest.raises(OptionError):
        Match("tarot", data)


def test_option_excuse_last_trick_winner_the_excuse_stays_with_the_partners_trick():
    # D2: seat 3's Excuse in the last trick, won by his partner: it stays with the defence. The taker
    # has 41 points and one bout: target 51, lost by 10; the Petit au bout to the defence.
    details = played(D2, Script(("garde", None, None, None), D2_TRICKS, D2_ECART)).result().details
    assert details["excuse"] == "defence"
    assert (details["points"], details["bouts"], details["made"]) == (41, 1, False)
    assert details["difference"] == 10
    assert details["T"] == (-35 - 10) * 2


def test_option_excuse_last_trick_fft_the_excuse_goes_to_the_opposing_side():
    details = (
        played(D2, Script(("garde", None, None, None), D2_TRICKS, D2_ECART), excuse_last_trick="fft")
        .result()
        .details
    )
    assert details["excuse"] == "taker"
    assert (details["points"], details["bouts"], details["made"]) == (45.5, 2, True)
    assert details["T"] == 40
    # the exception holds in this variant too
    deal = played(F, Script(F_CALLS, F_SILENT_TRICKS, F_ECART), excuse_last_trick="fft")
    assert deal.result().details["chelem"] == "taker" and deal.result().details["T"] == 380


# == Observations ===========================================================================================
def seen_cards(value: object) -> set[Card]:
    """Every card an observation mentions, anywhere."""
    found: set[Card] = set()

    def walk(x: object) -> None:
        if isinstance(x, Card):
            found.add(x)
        elif isinstance(x, Play):
            found.add(x.card)
        elif isinstance(x, HiddenDiscard):
            found.update(x.shown_cards)
        elif isinstance(x, (Discard, Poignee)):
            found.update(x.cards)
        elif isinstance(x, Mapping):
            for key, item in x.items():
                walk(key)
                walk(item)
        elif isinstance(x, (tuple, list, set, frozenset)):
            for item in x:
                walk(item)
        elif dataclasses.is_dataclass(x) and not isinstance(x, type):
            for f in dataclasses.fields(x):
                walk(getattr(x, f.name))

    walk(value)
    return found


def hidden_from(deal, seat: int, *, chien_public: bool, taker: int | None, ecart: str | None) -> set[Card]:
    """The cards ``seat`` may not know now: the others' hands less the cards shown (poignées, a chien
    shown to all), the écart's cards that are not trumps unless ``seat`` made it, a chien never shown."""
    hidden: set[Card] = set()
    for other in range(4):
        if other != seat:
            hidden.update(deal.hand(other))
    if ecart is not None and seat != taker and deal.phase is not Phase.DISCARD:
        hidden.update(card for card in cards(ecart) if not card.is_trump)
    if chien_public:
        hidden -= set(deal.kitty)
    else:
        hidden.update(deal.kitty)
    for shown in deal.observation(seat).shown.values():
        hidden -= set(shown)
    return hidden


@pytest.mark.parametrize(
    ("layout", "script", "chien_public"),
    [
        (BASE, base_script("garde", poignees=(POIGNEE_10,)), True),
        (F, Script(F_CALLS, F_CHELEM_TRICKS, F_ECART, chelem=True), True),
        (PL, PL_GARDE_SANS._replace(tricks=PL_TRICKS), False),
        (D2, Script(("garde", None, None, None), D2_TRICKS, D2_ECART, poignees=(D2_X_POIGNEE,)), True),
    ],
    ids=["base", "forced-ecart", "garde-sans", "d2"],
)
def test_observation_of_a_seat_never_shows_hidden_cards(layout, script, chien_public):
    taker = taker_of(layout.dealer, script.calls)
    stages = [Script(script.calls[:n]) for n in range(4)]  # the bidding, call by call
    stages.append(Script(script.calls))  # the écart to make, or the first card
    stages += [script._replace(tricks=script.tricks[:n]) for n in range(len(script.tricks) + 1)]
    checked = 0
    for stage in stages:
        deal = make_deal(layout)
        play_script(deal, deal, stage)
        bidding = len(stage.calls) < 4
        for seat in range(4):
            obs = deal.observation(seat)
            assert set(obs.hand) == set(deal.hand(seat))
            seen = seen_cards(obs)
            assert set(obs.hand) <= seen  # the walk does find cards
            hidden = hidden_from(
                deal,
                seat,
                chien_public=chien_public and not bidding,
                taker=None if bidding else taker,
                ecart=stage.ecart,
            )
            assert not seen & hidden, (stage, seat)
            checked += 1
    assert checked > 50


# == Errors: each says why, and changes nothing =============================================================
def _bidding() -> TarotDeal:
    deal = make_deal(PL)
    deal.apply(bid("garde"))  # seat 1; seat 2 to speak
    return deal


def _ecart() -> TarotDeal:
    deal = make_deal(PL)
    bid_round(deal, deal, ("garde", None, None, None))
    return deal


def _forced() -> TarotDeal:
    deal = make_deal(F)
    bid_round(deal, deal, F_CALLS)
    return deal


def _opening_taker_leads() -> TarotDeal:
    deal = make_deal(BASE_X)
    play_script(deal, deal, base_script("garde", ()))
    return deal


def _opening_defender_leads() -> TarotDeal:
    deal = make_deal(F)
    play_script(deal, deal, Script(F_CALLS, (), F_ECART))
    return deal


def _garde_sans() -> TarotDeal:
    deal = make_deal(PL)
    bid_round(deal, deal, ("garde_sans", None, None, None))
    return deal


def _trick2() -> TarotDeal:
    return pl_at(2, 2)  # seat 1 to follow ♥ after 4H T6


def _trick2_void() -> TarotDeal:
    return pl_at(2, 3)  # seat 2, void in ♥, T5 and T18, after seat 0's T6


def _trick3_void() -> TarotDeal:
    return pl_at(3, 1)  # seat 3, void in ♦, holds T3 T8


def _second_trick() -> TarotDeal:
    deal = make_deal(BASE)
    play_script(deal, deal, base_script("garde", DRAW[:1]))
    return deal


def _over() -> TarotDeal:
    return played(BASE, G49_GARDE)


def _petit_sec() -> TarotDeal:
    return make_deal(PETIT_SEC)


STAGES = {
    "bidding": _bidding,
    "ecart": _ecart,
    "forced": _forced,
    "opening": _opening_taker_leads,
    "opening2": _opening_defender_leads,
    "garde_sans": _garde_sans,
    "trick1": lambda: pl_at(1, 1),
    "trick2": _trick2,
    "trick2_void": _trick2_void,
    "trick3_void": _trick3_void,
    "second_trick": _second_trick,
    "over": _over,
    "petit_sec": _petit_sec,
}


def P(text: str) -> Play:
    return Play.of(Card.parse(text))


ERROR_CASES = [
    ("bidding", bid("prise"), None, "bid_too_low"),
    ("bidding", bid("garde"), None, "bid_too_low"),
    ("bidding", PASS, 3, "not_your_turn"),
    ("bidding", bid("garde_sans"), 1, "not_your_turn"),
    ("bidding", P("8S"), None, "wrong_phase"),
    ("bidding", Discard.of(cards("8S 9S 10S 4D 5D 6D")), None, "wrong_phase"),
    ("bidding", Keep(), None, "wrong_game"),
    ("bidding", RoughBid(80), None, "wrong_game"),
    ("ecart", Discard.of(cards("1S 2S 3S 4S 5S")), None, "ecart_count"),
    ("ecart", Discard.of(cards("1S 2S 3S 4S 5S 6S 7S")), None, "ecart_count"),
    ("ecart", Discard.of(cards("KS 1S 2S 3S 4S 5S")), None, "ecart_king"),
    ("ecart", Discard.of(cards("T21 1S 2S 3S 4S 5S")), None, "ecart_bout"),
    ("ecart", Discard.of(cards("EX 1S 2S 3S 4S 5S")), None, "ecart_bout"),
    ("ecart", Discard.of(cards("T10 1S 2S 3S 4S 5S")), None, "ecart_trump"),
    ("ecart", Discard.of(cards("8S 1S 2S 3S 4S 5S")), None, "not_in_hand"),
    ("ecart", Discard.of(cards("1S 2S 3S 4S 5S 6S")), 2, "not_your_turn"),
    ("ecart", P("1S"), None, "wrong_phase"),
    ("ecart", PASS, None, "wrong_phase"),
    ("ecart", bid("garde_contre"), None, "wrong_phase"),
    ("forced", Discard.of(cards("1H 2H 3C T6 T7 T8")), None, "ecart_trump"),
    ("forced", Discard.of(cards("1H 2H 3C 4C T6 T1")), None, "ecart_bout"),
    ("forced", Discard.of(cards("1H 2H 3C 4C KH T6")), None, "ecart_king"),
    ("opening2", CHELEM, 3, "chelem_not_taker"),
    ("opening2", CHELEM, 1, "chelem_not_taker"),
    ("opening", Poignee.of(cards(trumps(11, 21))), None, "poignee_count"),
    ("opening", Poignee.of(cards(trumps(13, 21) + " 1C")), None, "poignee_not_trump"),
    ("opening", Poignee.of(cards(trumps(13, 21) + " EX")), None, "poignee_excuse"),
    ("opening", Poignee.of(cards(trumps(13, 21) + " T2")), None, "not_in_hand"),
    ("opening", Discard.of(cards("1C 2C 3C 4C 5C 6C")), None, "wrong_phase"),
    ("opening", P("8C"), None, "not_in_hand"),
    ("garde_sans", Discard.of(cards("1S 2S 3S 4S 5S 6S")), None, "wrong_phase"),
    ("garde_sans", P("T5"), 2, "not_your_turn"),
    ("trick1", P("T5"), None, "must_overtrump"),
    ("trick2", P("1S"), None, "must_follow"),
    ("trick2", P("T14"), None, "must_follow"),
    ("trick2", P("KS"), None, "not_in_hand"),
    ("trick2", PASS, None, "wrong_phase"),
    ("trick2", CHELEM, 1, "chelem_too_late"),
    ("trick2_void", P("T5"), None, "must_overtrump"),
    ("trick2_void", P("8S"), None, "must_trump"),
    ("trick3_void", P("5H"), None, "must_trump"),
    ("trick3_void", P("ND"), 0, "not_your_turn"),
    ("second_trick", Poignee.of(cards(trumps(11, 20))), None, "poignee_too_late"),
    ("over", P("T21"), None, "deal_over"),
    ("over", PASS, None, "deal_over"),
    ("petit_sec", PASS, None, "deal_over"),
    ("petit_sec", bid("garde"), None, "deal_over"),
]


@pytest.mark.parametrize(("stage", "action", "seat", "code"), ERROR_CASES)
def test_illegal_action_raises_with_its_code_and_changes_nothing(stage, action, seat, code):
    deal = STAGES[stage]()
    error = refused(deal, action, seat, code)
    assert str(error)  # an English text
    assert not deal.is_legal(action, seat)


def test_result_before_the_end_is_an_error():
    with pytest.raises(IllegalActionError):
        pl_at(2, 0).result()


def test_clone_is_independent():
    deal = _opening_defender_leads()
    before = snapshot(deal)
    copy = deal.clone()
    copy.apply(CHELEM, 2)
    play_script(copy, copy, Script((), F_CHELEM_TRICKS))
    assert copy.is_over
    assert snapshot(deal) == before


# == The match log ==========================================================================================
def test_example_log_replays_to_the_expected_summary():
    log = json.loads((FIXTURES / "tarot-match.json").read_text(encoding="utf-8"))
    expected = json.loads((FIXTURES / "tarot-match.expected.json").read_text(encoding="utf-8"))
    summary = replay_summary(match_from_log(log))
    assert summary["game"] == "tarot"
    assert summary["totals"] == expected["totals"] == [480, -228, -228, -24]
    assert summary["winner"] is None
    assert len(summary["deals"]) == len(expected["deals"])
    for got, want in zip(summary["deals"], expected["deals"], strict=True):
        for key, value in want.items():
            assert got[key] == value


def test_log_records_the_announcements_made_and_replays_them():
    match = Match("tarot", {"deals": 2}, first_dealer=0)
    deal = match.new_deal(*F.cards())
    shown = trumps(8, 21) + " T1"
    play_script(match, deal, Script(F_CALLS, F_CHELEM_TRICKS, F_ECART, chelem=True, poignees=(shown,)))
    assert match.totals == list(scores_for(2, 620))
    match.new_deal(*PETIT_SEC.rotated(1).cards())  # annulled at once
    assert match.winners is None
    log = match.to_log()
    actions = log["deals"][0]["actions"]
    kinds = [(a["seat"], a["type"]) for a in actions if a["type"] not in ("play", "pass")]
    assert kinds == [(2, "bid"), (2, "discard"), (2, "chelem"), (2, "poignee")]
    poignee = next(a for a in actions if a["type"] == "poignee")
    assert set(poignee["cards"]) == set(shown.split())
    assert log["deals"][1]["actions"] == []
    summary = replay_summary(match_from_log(json.loads(json.dumps(log))))
    assert [d["scores"] for d in summary["deals"]] == [list(scores_for(2, 620)), [0, 0, 0, 0]]
    assert summary["winner"] is None


def test_rule_07_a_logged_petit_sec_deal_with_an_action_is_refused():
    match = Match("tarot", first_dealer=0)
    match.new_deal(*PETIT_SEC.cards())
    log = match.to_log()
    assert log["deals"][0]["actions"] == []
    assert replay_summary(match_from_log(json.loads(json.dumps(log))))["deals"][0]["scores"] == [0, 0, 0, 0]
    log["deals"][0]["actions"] = [{"seat": 1, "type": "pass"}]
    with pytest.raises(LogError) as info:
        match_from_log(log)
    assert (info.value.deal, info.value.action) == (1, 1)
