"""French Tarot: worked hands, played card by card and scored by hand (docs/rules/tarot.md).

Each hand is written as the cards of its 18 tricks: the seat that leads, then the four cards in the
order they are played (seat ``leader``, ``leader + 1``, ... mod 4: Tarot seats are numbered in the
order of play). The dealt hands are derived from the tricks: each seat was dealt the cards it plays,
except the taker in Prise and Garde, who was dealt what he plays plus his écart minus the chien.
The hand is then replayed through a match log (docs/contracts.md), so every bid, écart, announcement and
card goes through the rules' checks, and the result is compared with the count written in the
test's docstring. Every expected number comes from that count, never from the code.

Card points (rule 3): bouts (T21, T1, EX) and Kings 4.5, Queens 3.5, Knights (N) 2.5, Jacks 1.5,
any other card 0.5. In the counts, "2 each" is a trick of four 0.5-point cards.
``T`` is rule 26's amount: taker 3T, each defender -T.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field

import pytest

from atout.rules import LogError, match_from_log, replay_summary

SUITS = "SHDC"
RANKS = ("K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1")
PACK = sorted([rank + suit for suit in SUITS for rank in RANKS] + [f"T{n}" for n in range(1, 22)] + ["EX"])
CONTRACTS = ("prise", "garde", "garde_sans", "garde_contre")
HONOURS = {"K": 4.5, "Q": 3.5, "N": 2.5, "J": 1.5}
FFT = {"excuse_last_trick": "fft"}
BOTH_OPTIONS = pytest.mark.parametrize("options", [{}, FFT], ids=["winner", "fft"])


def card_points(card: str) -> float:
    """Rule 3, for the pack check only."""
    if card in ("T21", "T1", "EX"):
        return 4.5
    if card.startswith("T"):
        return 0.5
    return HONOURS.get(card[:-1], 0.5)


# -- the worked-hand helper ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Hand:
    """One deal, written as it was played."""

    name: str
    dealer: int
    #: What each seat says, in speaking order from the dealer's right: "pass" or a contract.
    bids: tuple[str, ...]
    #: The chien as dealt (6 cards).
    chien: str
    #: The 18 tricks: (leader, "the four cards in playing order").
    tricks: tuple[tuple[int, str], ...]
    #: The taker's écart (Prise and Garde only).
    ecart: str = ""
    chelem: bool = False
    #: seat -> the cards it shows, just before its first card.
    poignees: Mapping[int, str] = field(default_factory=dict)

    @property
    def taker(self) -> int:
        best = max(CONTRACTS.index(bid) for bid in self.bids if bid != "pass")
        offset = [CONTRACTS.index(bid) if bid != "pass" else -1 for bid in self.bids].index(best)
        return (self.dealer + 1 + offset) % 4

    @property
    def contract(self) -> str:
        return max((bid for bid in self.bids if bid != "pass"), key=CONTRACTS.index)

    def plays(self) -> list[tuple[int, int, str]]:
        """(trick number from 0, seat, card) for the 72 cards, in playing order."""
        assert len(self.tricks) == 18, self.name
        out = []
        for number, (leader, cards) in enumerate(self.tricks):
            four = cards.split()
            assert len(four) == 4, (self.name, number + 1, cards)
            out += [(number, (leader + offset) % 4, card) for offset, card in enumerate(four)]
        return out

    def dealt(self) -> tuple[list[list[str]], list[str]]:
        """The four hands as dealt, and the chien."""
        hands: list[list[str]] = [[], [], [], []]
        for _, seat, card in self.plays():
            hands[seat].append(card)
        chien = self.chien.split()
        if self.contract in ("prise", "garde"):
            ecart = self.ecart.split()
            assert len(ecart) == 6, self.name
            held = hands[self.taker] + ecart  # what he held after taking the chien
            for card in chien:
                held.remove(card)  # a chien card he neither played nor put aside is a mistake here
            hands[self.taker] = held
        else:
            assert not self.ecart, self.name
        return hands, chien

    def log(self, options: Mapping[str, object] | None = None) -> dict[str, object]:
        """A one-deal match log (docs/contracts.md) of this hand."""
        hands, chien = self.dealt()
        actions: list[dict[str, object]] = []
        for offset, bid in enumerate(self.bids):
            seat = (self.dealer + 1 + offset) % 4
            actions.append(
                {"seat": seat, "type": "pass"}
                if bid == "pass"
                else {"seat": seat, "type": "bid", "contract": bid}
            )
        if self.contract in ("prise", "garde"):
            actions.append({"seat": self.taker, "type": "discard", "cards": self.ecart.split()})
        if self.chelem:
            actions.append({"seat": self.taker, "type": "chelem"})
        for number, seat, card in self.plays():
            if number == 0 and seat in self.poignees:
                actions.append({"seat": seat, "type": "poignee", "cards": self.poignees[seat].split()})
            actions.append({"seat": seat, "type": "play", "card": card})
        return {
            "format": "atout-match",
            "version": 1,
            "game": "tarot",
            "options": {"deals": 1, **(options or {})},
            "players": [{"name": name, "kind": "ai", "level": "random"} for name in ("S", "E", "N", "W")],
            "deals": [{"dealer": self.dealer, "hands": hands, "kitty": chien, "actions": actions}],
        }


def variant(hand: Hand, name: str, tricks: Mapping[int, tuple[int, str]] | None = None, **changes) -> Hand:
    """``hand`` with some tricks (numbered from 1) or fields changed."""
    played = list(hand.tricks)
    for number, trick in (tricks or {}).items():
        played[number - 1] = trick
    return dataclasses.replace(hand, name=name, tricks=tuple(played), **changes)


def check(
    hand: Hand,
    scores: list[int],
    options: Mapping[str, object] | None = None,
    *,
    points: float,
    bouts: int,
    target: int,
    difference: int,
    made: bool,
    excuse: str,
    amount: int,
    petit_au_bout: str | None = None,
    poignees: tuple[tuple[int, int, int], ...] = (),
    chelem_announced: bool = False,
    chelem: str | None = None,
) -> None:
    """Replay ``hand`` and compare its result with the worked count.

    ``amount`` is rule 26's T; ``poignees`` are (seat, cards shown, bonus).
    """
    match = match_from_log(hand.log(options))
    assert len(match.results) == 1
    result = match.results[0]
    details = result.details
    got = {
        key: details[key]
        for key in (
            "taker",
            "contract",
            "points",
            "bouts",
            "target",
            "difference",
            "made",
            "petit_au_bout",
            "chelem_announced",
            "chelem",
            "excuse",
            "T",
        )
    }
    assert got == {
        "taker": hand.taker,
        "contract": hand.contract,
        "points": points,
        "bouts": bouts,
        "target": target,
        "difference": difference,
        "made": made,
        "petit_au_bout": petit_au_bout,
        "chelem_announced": chelem_announced,
        "chelem": chelem,
        "excuse": excuse,
        "T": amount,
    }
    shown = sorted((p["seat"], p["cards"], p["bonus"]) for p in details["poignees"])
    assert shown == sorted(poignees)
    assert list(result.scores) == scores
    assert sum(scores) == 0
    summary = replay_summary(match)
    assert summary["deals"] == [{"scores": scores}]
    assert summary["totals"] == scores
    best = max(scores)
    assert summary["winner"] == [seat for seat in range(4) if scores[seat] == best]


# -- the published examples (rule 26 and the "Checks" section), as full hands --------------------------
FFT_RULEBOOK = Hand(
    "fft_rulebook",
    dealer=3,
    bids=("garde", "pass", "pass", "pass"),
    chien="T15 T13 NS 5H 1C 2D",
    ecart="QS NS JS 3H 4H 5H",
    poignees={0: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T1"},
    tricks=(
        (0, "T21 T2 T3 T4"),
        (0, "T20 T5 T6 T7"),
        (0, "T19 T8 T9 T10"),
        (0, "T18 T11 T12 1S"),
        (0, "KS 2S 3S 4S"),
        (0, "KH 6H 7H 8H"),
        (0, "1H QH 9H 10H"),
        (1, "NH JH EX 2H"),
        (1, "KD QD ND 1D"),
        (1, "JD 3D 4D 2D"),
        (1, "KC QC NC 1C"),
        (1, "JC 3C 4C 2C"),
        (1, "5S 6S 7S T17"),
        (0, "T16 8S 9S 10S"),
        (0, "T15 5D 6D 7D"),
        (0, "T14 8D 9D 10D"),
        (0, "T13 5C 6C 7C"),
        (0, "T1 8C 9C 10C"),
    ),
)


def test_fft_rulebook_example_garde_49_points_petit_au_bout_and_poignee():
    """Rule 26's FFT example: Garde, 2 bouts, 49 points, petit au bout and simple poignée to the taker.

    Dealer 3; seat 0 bids Garde, the others pass. He takes the chien (T15 T13 NS 5H 1C 2D), puts aside
    QS NS JS 3H 4H 5H and, before his first card, shows ten trumps T21..T13 and T1 (simple poignée).
    Tricks 1-4: T21 T20 T19 T18 draw the defenders' T2..T12 (seat 3 is out in trick 4). 5-6: KS, KH
    win. 7-12: he gives up 1H 2H 1D 2D 1C 2C to seat 1 (seat 3's Excuse goes to trick 8, which his
    partner wins: no exchange). 13: seat 1 leads a spade, he ruffs with T17. 14-18: T16 T15 T14 T13,
    and T1 in the last trick.

    Taker's tricks: 1 (T21 T2 T3 T4) 6; 2, 3, 4 2 each = 6; 5 (KS 2S 3S 4S) 6; 6 (KH 6H 7H 8H) 6;
    13 (5S 6S 7S T17) 2; 14-17 2 each = 8; 18 (T1 8C 9C 10C) 6: 40.
    Écart: QS 3.5 + NS 2.5 + JS 1.5 + 3H 4H 5H 1.5 = 9. Taker 40 + 9 = 49.
    Defence, tricks 7-12: 5 + 9 + 11 + 3 + 11 + 3 = 42 = 91 - 49.
    Bouts T21, T1: 2, target 41; 49 - 41 = 8: made by 8 (s = +1).
    Petit au bout: T1 wins the last trick for the taker, b = +1. Poignée 20 to the winning side.
    T = ((25 + 8) + 10) x 2 + 20 = 86 + 20 = 106: taker +318, each defender -106 (as in the rulebook).
    """
    check(
        FFT_RULEBOOK,
        [318, -106, -106, -106],
        points=49,
        bouts=2,
        target=41,
        difference=8,
        made=True,
        petit_au_bout="taker",
        poignees=((0, 10, 20),),
        excuse="defence",
        amount=106,
    )


GARDE_49 = Hand(
    "garde_49",
    dealer=3,
    bids=("garde", "pass", "pass", "pass"),
    chien="ND 6C 7C T16 4C 1D",
    ecart="QD ND 5D 5C 6C 7C",
    tricks=(
        (0, "T21 T2 T3 T4"),
        (0, "T20 T5 T6 T7"),
        (0, "T19 T8 T9 T10"),
        (0, "T18 T11 T12 T13"),
        (0, "T17 1S T14 T15"),
        (0, "T16 7S EX 10S"),
        (0, "T1 8S 9S 8C"),
        (0, "KS JS 2S 3S"),
        (0, "QS 4S 5S 6S"),
        (0, "KH JH 2H 3H"),
        (0, "1D KD 6D 7D"),
        (1, "JD 8D 9D 2D"),
        (1, "10D KC NS 3D"),
        (1, "QH 7H 4H 4D"),
        (1, "NH 6H 1H 1C"),
        (1, "10H 5H JC 2C"),
        (1, "9H QC 10C 3C"),
        (1, "8H NC 9C 4C"),
    ),
)


def test_check_garde_two_bouts_49_points():
    """The "Checks" Garde: 2 bouts, 49 points, won by 8, base 66; with a defender's Excuse exchanged.

    Dealer 3; seat 0 bids Garde. Chien ND 6C 7C T16 4C 1D; écart QD ND 5D 5C 6C 7C.
    Tricks 1-5: T21 T20 T19 T18 T17 draw T2..T15 (seat 1, out of trumps, discards 1S in trick 5).
    6: on T16 seat 2 plays his Excuse: the defence keeps it and gives the taker a 0.5 card for it
    (rule 18). 7: T1 wins (not the last trick: no petit au bout). 8-10: KS, QS, KH win. 11-18: he
    loses 1D 2D 3D 4D 1C 2C 3C 4C to seat 1.

    Taker's tricks: 1 (T21 T2 T3 T4) 6; 2-5 2 each = 8; 6 (T16 7S 10S + the 0.5 card given for the
    Excuse) 2; 7 (T1 8S 9S 8C) 6; 8 (KS JS 2S 3S) 7; 9 (QS 4S 5S 6S) 5; 10 (KH JH 2H 3H) 7: 41.
    Écart: QD 3.5 + ND 2.5 + four small 2 = 8. Taker 49.
    Defence: tricks 11-18 6 + 3 + 8 + 5 + 4 + 3 + 5 + 4 = 38, Excuse 4.5 - 0.5 = 4: 42 = 91 - 49.
    Bouts T21, T1 (the Excuse stays with the defence): target 41, made by 8.
    T = (25 + 8) x 2 = 66: taker +198, each defender -66.
    """
    check(
        GARDE_49,
        [198, -66, -66, -66],
        points=49,
        bouts=2,
        target=41,
        difference=8,
        made=True,
        excuse="defence",
        amount=66,
    )


PRISE_48 = Hand(
    "prise_48",
    dealer=0,
    bids=("prise", "pass", "pass", "pass"),
    chien="QD NC T13 2H 1C 3C",
    ecart="QD QC ND NC 3D 3C",
    tricks=(
        (1, "T20 T1 T21 T2"),
        (3, "T3 T4 T19 T5"),
        (1, "T18 T6 T7 T8"),
        (1, "T17 T9 T10 T11"),
        (1, "T16 T12 1S 2S"),
        (1, "KS 3S 4S 5S"),
        (1, "QS 6S 7S 8S"),
        (1, "KH 3H 4H 5H"),
        (1, "1H QH 6H 7H"),
        (2, "NH 8H 9H 2H"),
        (2, "KD 4D 5D 1D"),
        (2, "JD 6D JS 2D"),
        (2, "KC 4C 5C 1C"),
        (2, "JC 6C 7C 2C"),
        (2, "JH 10H NS EX"),
        (2, "9S 10S 8C T15"),
        (1, "T14 7D 8D 9C"),
        (1, "T13 9D 10D 10C"),
    ),
)


def test_check_prise_one_bout_48_points_lost_by_3():
    """The "Checks" Prise: 1 bout, 48 points, lost by 3: taker -84, each defender +28.

    Dealer 0; seat 1 (first to speak) bids Prise. Chien QD NC T13 2H 1C 3C; écart QD QC ND NC 3D 3C.
    1: he leads T20; seat 2 plays T1 under it and seat 3 must go over with T21 (rule 16): the defence
    wins both bouts. 2: seat 3 leads T3, the taker must go over T4 (T19). 3-5: T18 T17 T16 draw the
    rest. 6-8: KS QS KH win. 9-14: 1H 2H 1D 2D 1C 2C lost to seat 2. 15: on seat 2's JH he plays his
    Excuse: he keeps it and gives a 0.5 card. 16: he ruffs a spade with T15; 17-18: T14, T13.

    Taker's tricks: 2-5 2 each = 8; 6 (KS 3S 4S 5S) 6; 7 (QS 6S 7S 8S) 5; 8 (KH 3H 4H 5H) 6;
    16-18 2 each = 6: 31. Excuse 4.5 - 0.5 = 4. Écart: QD 3.5 + QC 3.5 + ND 2.5 + NC 2.5 + 3D 3C 1
    = 13. Taker 31 + 4 + 13 = 48.
    Defence: 1 (T20 T1 T21 T2) 10; 9-14 5 + 4 + 6 + 4 + 6 + 3 = 28; 15 (JH 10H NS) 4.5 + 0.5: 43
    = 91 - 48.
    Bouts: the Excuse only: target 51; 48 - 51: lost by 3.
    T = -(25 + 3) x 1 = -28: taker -84, each defender +28.
    """
    check(
        PRISE_48,
        [28, -84, 28, 28],
        points=48,
        bouts=1,
        target=51,
        difference=3,
        made=False,
        excuse="taker",
        amount=-28,
    )


GARDE_CONTRE_36 = Hand(
    "garde_contre_36",
    dealer=1,
    bids=("pass", "garde_contre", "pass", "pass"),
    chien="QH NH JH QS NS JS",
    tricks=(
        (2, "1H KH 2H 3H"),
        (3, "T21 T2 T3 T4"),
        (3, "T20 T5 T6 T7"),
        (3, "T19 T8 T9 T10"),
        (3, "T18 T11 T12 T13"),
        (3, "T17 T14 T15 T16"),
        (3, "T1 4H 5H 6H"),
        (3, "KS 4S 5S 6S"),
        (3, "1S 7S 8S 9S"),
        (2, "10S 2S 7H 8H"),
        (2, "KD 1D 4D 5D"),
        (2, "QD 2D 6D 7D"),
        (2, "ND 3D 8D 9D"),
        (2, "KC 1C 4C 5C"),
        (2, "QC 2C 6C 7C"),
        (2, "NC 3C 8C 9C"),
        (2, "JD EX 10D 9H"),
        (2, "JC 3S 10C 10H"),
    ),
)


def test_check_garde_contre_three_bouts_36_points_juste_fait():
    """The "Checks" Garde contre: 3 bouts, exactly 36 points: won by 0, 25 x 6 = 150, taker +450.

    Dealer 1; seat 2 passes, seat 3 bids Garde contre, seats 0 and 1 pass. The chien, unseen, goes to
    the defence (rule 12): QH NH JH QS NS JS = 2 x (3.5 + 2.5 + 1.5) = 15. Seat 2 leads.
    1: seat 2 leads 1H, the taker wins with KH. 2-6: T21 T20 T19 T18 T17 draw T2..T16. 7: T1 wins (the
    defenders have no trump left). 8: KS wins. 9-18: everything else goes to seat 2; the taker plays
    his Excuse in trick 17 and gives a 0.5 card for it.

    Taker's tricks: 1 (KH 1H 2H 3H) 6; 2 (T21 T2 T3 T4) 6; 3-6 2 each = 8; 7 (T1 4H 5H 6H) 6;
    8 (KS 4S 5S 6S) 6: 32. Excuse 4.5 - 0.5 = 4. Taker 36.
    Defence: tricks 9-16 2 + 2 + 6 + 5 + 4 + 6 + 5 + 4 = 34; 17 (JD 10D 9H) 2.5; 18 (JC 3S 10C 10H) 3;
    the 0.5 card; the chien 15: 55 = 91 - 36.
    Bouts T21, T1, Excuse: 3, target 36; 36 - 36 = 0: "juste fait", won by 0 (rule 22).
    T = (25 + 0) x 6 = 150: taker +450, each defender -150.
    """
    check(
        GARDE_CONTRE_36,
        [-150, -150, -150, 450],
        points=36,
        bouts=3,
        target=36,
        difference=0,
        made=True,
        excuse="taker",
        amount=150,
    )


GARDE_PETIT_TO_DEFENCE = Hand(
    "garde_petit_to_defence",
    dealer=1,
    bids=("garde", "pass", "pass", "pass"),
    chien="QD 9D T18 KH 2C 5D",
    ecart="QD JD 9D 8D 6D 5D",
    tricks=(
        (2, "T21 T7 T2 T6"),
        (2, "T20 T9 T3 T8"),
        (2, "T19 T11 T4 T10"),
        (2, "T18 T13 T5 T12"),
        (2, "KS 1S 2S 3S"),
        (2, "QS 4S 5S 6S"),
        (2, "KH 2H 3H 4H"),
        (2, "QH 5H 6H 7H"),
        (2, "1D T15 7D T16"),
        (1, "KC 1C T17 7C"),
        (3, "NH 8H T14 1H"),
        (1, "QC 2C JH 8C"),
        (1, "NC 3C 10H 9C"),
        (1, "7S EX 8S NS"),
        (0, "KD JC 2D 9H"),
        (0, "ND 10C 3D JS"),
        (0, "10D 6C 4D 10S"),
        (0, "T1 5C 4C 9S"),
    ),
)


def test_check_petit_au_bout_to_the_defence_in_a_garde_the_taker_wins():
    """The "Checks" case: the defence takes the petit au bout in a Garde the taker wins: base - 20.

    Dealer 1; seat 2 (first to speak) bids Garde. Chien QD 9D T18 KH 2C 5D; écart QD JD 9D 8D 6D 5D.
    Seat 0 holds T1 with T2..T5. 1-4: T21 T20 T19 T18: seat 0 plays T2..T5 and keeps the Petit; seats
    1 and 3 keep T14 T16 and T15 T17. 5-8: KS QS KH QH win. 9: his 1D is ruffed by seat 3 (T15) and
    overtrumped by seat 1 (T16). 10: seat 3 ruffs a club (T17); 11: seat 1 ruffs a heart (T14).
    12-17: the defence wins; the taker plays his Excuse to trick 14 and gives a 0.5 card.
    18: seat 0 leads T1, nobody else has a trump: the defence wins the Petit in the last trick.

    Taker's tricks: 1 (T21 T7 T2 T6) 6; 2-4 2 each = 6; 5 (KS 1S 2S 3S) 6; 6 (QS 4S 5S 6S) 5;
    7 (KH 2H 3H 4H) 6; 8 (QH 5H 6H 7H) 5: 34. Excuse 4. Écart: QD 3.5 + JD 1.5 + four small 2 = 7.
    Taker 45. Defence: tricks 9-18 2 + 6 + 4 + 6 + 4 + 3.5 + 7 + 5 + 2 + 6 = 45.5, + 0.5: 46 = 91 - 45.
    Bouts T21, Excuse: target 41; made by 4. Base (25 + 4) x 2 = 58.
    Petit au bout to the defence: b = -1, -10 x 2 = -20 (rule 23, whatever the contract's outcome).
    T = ((25 + 4) - 10) x 2 = 58 - 20 = 38: taker +114, each defender -38.
    """
    check(
        GARDE_PETIT_TO_DEFENCE,
        [-38, -38, 114, -38],
        points=45,
        bouts=2,
        target=41,
        difference=4,
        made=True,
        petit_au_bout="defence",
        excuse="taker",
        amount=38,
    )


PRISE_LOST_BY_7 = Hand(
    "prise_lost_by_7",
    dealer=3,
    bids=("prise", "pass", "pass", "pass"),
    chien="T12 QS JH 1C 2D 3H",
    ecart="QS NS JS JH 3H 4H",
    poignees={0: "T20 T19 T18 T17 T16 T15 T14 T13 T12 T1"},
    tricks=(
        (0, "T20 T2 T21 T4"),
        (2, "T5 T6 T19 T7"),
        (0, "T18 T8 T9 T10"),
        (0, "T17 T11 T3 1S"),
        (0, "KS 2S 3S 4S"),
        (0, "KH 5H 6H 7H"),
        (0, "1H QH 8H 9H"),
        (1, "NH 10H EX 2H"),
        (1, "KD QD ND 1D"),
        (1, "JD 3D 4D 2D"),
        (1, "KC QC NC 1C"),
        (1, "JC 3C 4C 2C"),
        (1, "5S 6S 7S T16"),
        (0, "T15 8S 9S 10S"),
        (0, "T14 5D 6D 7D"),
        (0, "T13 8D 9D 10D"),
        (0, "T12 5C 6C 7C"),
        (0, "T1 8C 9C 10C"),
    ),
)


def test_rule_26_prise_lost_by_7_with_petit_au_bout_and_poignee():
    """Rule 26's second example: a Prise lost by 7, petit au bout to the taker, a simple poignée: T = -42.

    Dealer 3; seat 0 bids Prise. Chien T12 QS JH 1C 2D 3H; écart QS NS JS JH 3H 4H. He shows ten
    trumps T20..T12 and T1: the poignée goes to the side that wins, here the defence.
    1: he leads T20, seat 2 must go over with T21. 2: seat 2 leads T5, he must go over (T19). 3-4: T18
    T17 draw the rest. 5-6: KS, KH. 7-12: lost to seat 1 (seat 3's Excuse in trick 8, his partner
    winning). 13: he ruffs a spade with T16. 14-18: T15 T14 T13 T12, and T1 in the last trick.

    Taker's tricks: 2-4 2 each = 6; 5 (KS 2S 3S 4S) 6; 6 (KH 5H 6H 7H) 6; 13 2; 14-17 2 each = 8;
    18 (T1 8C 9C 10C) 6: 34. Écart: QS 3.5 + NS 2.5 + JS 1.5 + JH 1.5 + 3H 4H 1 = 10. Taker 44.
    Defence: 1 (T20 T2 T21 T4) 6; 7-12 5 + 8 + 11 + 3 + 11 + 3 = 41: 47 = 91 - 44.
    Bouts: T1 only, target 51; 44 - 51: lost by 7 (s = -1). Petit au bout to the taker: b = +1.
    T = (-(25 + 7) + 10) x 1 - 20 = -42: taker -126, each defender +42.
    """
    check(
        PRISE_LOST_BY_7,
        [-126, 42, 42, 42],
        points=44,
        bouts=1,
        target=51,
        difference=7,
        made=False,
        petit_au_bout="taker",
        poignees=((0, 10, 20),),
        excuse="defence",
        amount=-42,
    )


# -- chelems ---------------------------------------------------------------------------------------------
GRAND_CHELEM = Hand(
    "grand_chelem",
    dealer=3,
    bids=("pass", "pass", "garde_sans", "pass"),
    chien="3H 2H 1H 3D 2D 1D",
    chelem=True,
    poignees={2: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T1"},
    tricks=(
        (2, "T21 T2 T4 T6"),
        (2, "T20 T3 T5 T7"),
        (2, "KS NS 10H KC"),
        (2, "QS JS 9H QC"),
        (2, "T19 10S 8H NC"),
        (2, "T18 9S 7H JC"),
        (2, "T17 8S 6H 10C"),
        (2, "T16 7S 5H 9C"),
        (2, "T15 6S 4H 8C"),
        (2, "T14 5S KD 7C"),
        (2, "T13 4S QD 6C"),
        (2, "T12 3S ND 5C"),
        (2, "T11 2S JD 4C"),
        (2, "T10 1S 10D 3C"),
        (2, "T9 KH 9D 2C"),
        (2, "T8 QH 8D 1C"),
        (2, "T1 NH 7D 5D"),
        (2, "EX JH 6D 4D"),
    ),
)


@BOTH_OPTIONS
def test_chelem_announced_and_made_with_the_excuse_led_to_the_last_trick(options):
    """Garde sans, chelem announced and made, triple poignée, the Excuse led to the last trick.

    Dealer 3; seats 0 and 1 pass, seat 2 bids Garde sans, seat 3 passes. The chien (3H 2H 1H 3D 2D 1D)
    counts for the taker unseen. Seat 2 announces a chelem although seat 0 is the one to lead, so he
    leads trick 1 himself (rules 13, 15), and shows fifteen trumps T21..T8 and T1 (triple poignée;
    he keeps the Excuse back, rule 14).
    1-2: T21 T20 draw T2..T7. 3-4: KS, QS. 5-16: T19 down to T8. 17: T1. 18: he leads the Excuse;
    seat 3's JH would win the trick by rule 20, but a side that won every other trick and leads its
    Excuse to the last one wins it (rule 19's exception, under either option).

    Taker: every card of every trick and the chien: 91 points. Bouts T21, T1, Excuse: target 36;
    91 - 36 = 55: made by 55.
    Petit au bout: T1 went to trick 17 and the chelem side led its Excuse to the last trick, so the
    Petit counts as au bout (rule 23): b = +1.
    T = ((25 + 55) + 10) x 4 + 40 (triple poignée) + 400 (chelem announced and made)
      = 360 + 40 + 400 = 800: taker +2400, each defender -800.
    """
    check(
        GRAND_CHELEM,
        [-800, -800, 2400, -800],
        options,
        points=91,
        bouts=3,
        target=36,
        difference=55,
        made=True,
        petit_au_bout="taker",
        poignees=((2, 15, 40),),
        chelem_announced=True,
        chelem="taker",
        excuse="taker",
        amount=800,
    )


CHELEM_UNANNOUNCED = Hand(
    "chelem_unannounced",
    dealer=0,
    bids=("garde", "pass", "pass", "pass"),
    chien="T12 KD 9C 8C 7C NC",
    ecart="NC JC 10C 9C 8C 7C",
    tricks=(
        (1, "T21 T2 T6 T9"),
        (1, "T20 T3 T7 T10"),
        (1, "T19 T4 T8 T11"),
        (1, "T18 T5 1H 1D"),
        (1, "KS 1S 2H EX"),
        (1, "QS 2S 3H 2D"),
        (1, "NS 3S 4H 3D"),
        (1, "KH NH 5H 4D"),
        (1, "QH JH 6H 5D"),
        (1, "KD 4S ND 6D"),
        (1, "QD 5S JD 1C"),
        (1, "T1 6S 7H 2C"),
        (1, "T17 7S 8H 3C"),
        (1, "T16 8S 9H 4C"),
        (1, "T15 9S 10D 5C"),
        (1, "T14 10S 9D 6C"),
        (1, "T13 JS 8D QC"),
        (1, "T12 10H 7D KC"),
    ),
)


def test_chelem_made_without_announcement_the_defence_keeps_its_excuse_for_4_points():
    """Garde, chelem made unannounced (+200); the defence, which never wins a trick, plays its Excuse.

    Dealer 0; seat 1 bids Garde. Chien T12 KD 9C 8C 7C NC; écart NC JC 10C 9C 8C 7C.
    1-4: T21 T20 T19 T18 draw T2..T11. 5: KS; seat 0 plays his Excuse to it. 6-11: QS NS KH QH KD QD.
    12: T1 (so no petit au bout). 13-18: T17 down to T12. The taker wins all 18 tricks.
    The Excuse stays with the defence, but the defence has no trick to give a 0.5 card from: the
    Excuse counts 4 for it and the taker gets the missing half point (rule 18).

    Taker: the 71 other cards of the tricks and the écart, 91 - 4.5 = 86.5, plus the half point: 87;
    defence 4. Bouts T21, T1: target 41; 87 - 41 = 46: made by 46.
    T = (25 + 46) x 2 + 200 (chelem made without announcement) = 142 + 200 = 342:
    taker +1026, each defender -342.
    """
    check(
        CHELEM_UNANNOUNCED,
        [-342, 1026, -342, -342],
        points=87,
        bouts=2,
        target=41,
        difference=46,
        made=True,
        chelem="taker",
        excuse="defence",
        amount=342,
    )


CHELEM_FAILED = Hand(
    "chelem_failed",
    dealer=0,
    bids=("pass", "pass", "prise", "pass"),
    chien="T10 QH NC JC 10C 9C",
    ecart="NC JC 10C 9C 8C 7C",
    chelem=True,
    poignees={3: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T1"},
    tricks=(
        (3, "T21 T2 T5 T8"),
        (3, "T20 T3 T6 T9"),
        (3, "T19 T4 T7 3D"),
        (3, "EX 1D 2D KD"),
        (2, "1C T18 2C 3C"),
        (3, "KS NS 1H QD"),
        (3, "QS JS 2H ND"),
        (3, "KH 5C NH JD"),
        (3, "QH 10S JH 10D"),
        (3, "T1 9S 4C 9D"),
        (3, "T17 8S 10H 8D"),
        (3, "T16 7S 9H 7D"),
        (3, "T15 6S 8H 6D"),
        (3, "T14 5S 7H 5D"),
        (3, "T13 4S 6H 4D"),
        (3, "T12 3S 5H KC"),
        (3, "T11 2S 4H QC"),
        (3, "T10 1S 3H 6C"),
    ),
)


def test_chelem_announced_and_failed_while_the_contract_is_won():
    """Prise made by 49, but the announced chelem fails (-200); the taker's double poignée (+30).

    Dealer 0; seats 1 and 2 pass, seat 3 bids Prise, seat 0 passes. Chien T10 QH NC JC 10C 9C; écart
    NC JC 10C 9C 8C 7C. Seat 3 announces a chelem, shows thirteen trumps T21..T10 and T1 (double) and
    leads (rule 15).
    1-3: T21 T20 T19 draw T2..T9. 4: he leads his Excuse: seat 0's 1D sets the suit (rule 18) and seat
    2's KD wins the trick, the only one the taker loses. 5: seat 2 leads 1C, he ruffs with T18. 6-9:
    KS QS KH QH. 10: T1. 11-18: T17 down to T10.

    Defence: trick 4 without the Excuse, 1D 2D KD = 5.5, plus the 0.5 card the taker gives for his
    Excuse: 6. Taker 91 - 6 = 85. Bouts T21, T1, Excuse: target 36; made by 49.
    Chelem announced and failed: -200, even though the contract is won (rule 25). The double poignée,
    30, goes to the taker, who wins.
    T = (25 + 49) x 1 + 30 - 200 = -96: taker -288, each defender +96.
    """
    check(
        CHELEM_FAILED,
        [96, 96, 96, -288],
        points=85,
        bouts=3,
        target=36,
        difference=49,
        made=True,
        poignees=((3, 13, 30),),
        chelem_announced=True,
        excuse="taker",
        amount=-96,
    )


DEFENCE_CHELEM = Hand(
    "defence_chelem",
    dealer=3,
    bids=("prise", "pass", "pass", "pass"),
    chien="T8 4S 5S 6H 3D 6D",
    ecart="5S 6S 5H 6H 5D 6D",
    tricks=(
        (0, "1S KS 7S 8S"),
        (1, "T21 T9 T10 T8"),
        (1, "T20 T11 T12 T7"),
        (1, "T19 T13 T14 T6"),
        (1, "T18 T15 T1 T5"),
        (1, "T17 KC 7C T4"),
        (1, "T16 QC 6C T3"),
        (1, "QS 9S 10S 2S"),
        (1, "NS NC 5C 3S"),
        (1, "JS JC 4C 4S"),
        (1, "KH 7H 8H 1H"),
        (1, "QH 9H 10H 2H"),
        (1, "NH 10C 3C 3H"),
        (1, "JH 9C 2C 4H"),
        (1, "KD JD 8D 1D"),
        (1, "QD 10D 7D 2D"),
        (1, "4D 9D ND 3D"),
        (3, "EX T2 1C 8C"),
    ),
)


@BOTH_OPTIONS
def test_chelem_made_by_the_defence_leading_its_excuse_to_the_last_trick(options):
    """Prise with no bout, every trick to the defence, whose Excuse led last wins the last trick.

    Dealer 3; seat 0 bids Prise. Chien T8 4S 5S 6H 3D 6D; écart 5S 6S 5H 6H 5D 6D (3 points).
    1: he leads 1S, seat 1's KS wins. 2-7: seat 1 leads T21 down to T16; the taker, unable to go
    over, plays T8 down to T3 and keeps T2 (seat 3's T1 falls in trick 5). 8-16: seat 1 leads his
    spades, hearts and diamonds and the taker follows. 17: seat 3 wins with ND. 18: seat 3 leads the
    Excuse and the taker plays T2, which would win the trick; but the defence won every other trick
    and leads its Excuse: it wins the last trick too (rule 19's exception holds for either side and
    either option).

    Taker: his écart only, 6 x 0.5 = 3; defence 88. No bout: target 56; lost by 53.
    Chelem made by the defence: each defender gets 200 more, -200 in T (rule 25).
    T = -(25 + 53) x 1 - 200 = -278: taker -834, each defender +278.
    """
    check(
        DEFENCE_CHELEM,
        [-834, 278, 278, 278],
        options,
        points=3,
        bouts=0,
        target=56,
        difference=53,
        made=False,
        chelem="defence",
        excuse="defence",
        amount=-278,
    )


CHELEM_ANNOUNCED_DEFENCE_MADE = Hand(
    "chelem_announced_defence_made",
    dealer=2,
    bids=("pass", "pass", "garde_sans", "pass"),
    chien="T1 5S 5H 5D 5C 6C",
    chelem=True,
    tricks=(
        (1, "1S KS QS NS"),
        (2, "T21 T4 T5 T3"),
        (2, "T20 T6 T7 T2"),
        (2, "T19 T8 T9 EX"),
        (2, "T18 T10 T11 2S"),
        (2, "T17 T12 T13 3S"),
        (2, "T16 T14 T15 1H"),
        (2, "KH JH 10H 2H"),
        (2, "QH 9H 8H 3H"),
        (2, "NH 7H 6H 4H"),
        (2, "KD 10D 9D 1D"),
        (2, "QD 8D 7D 2D"),
        (2, "ND 6D JS 3D"),
        (2, "JD 10S 9S 4D"),
        (2, "KC 10C 9C 1C"),
        (2, "QC 8C 7C 2C"),
        (2, "NC 8S 7S 3C"),
        (2, "JC 6S 4S 4C"),
    ),
)


def test_chelem_announced_by_the_taker_and_made_by_the_defence():
    """Garde sans: the taker announces a chelem and wins no trick: -200 and -200 (rule 25).

    Dealer 2; seats 3 and 0 pass, seat 1 bids Garde sans, seat 2 passes. The unseen chien, T1 5S 5H
    5D 5C 6C (4.5 + 5 x 0.5 = 7), counts for the taker, Petit included. He announces a chelem and
    leads 1S: seat 2's KS wins. 2-7: seat 2 leads T21 down to T16; the taker plays T3, T2, then his
    Excuse (trick 4), then discards. 8-18: seat 2 leads his hearts, diamonds and clubs; the taker
    follows low. The defence wins all 18 tricks.
    The taker's side never wins a trick: his Excuse counts 4 for him and the defence gets the missing
    half point (rule 18).

    Taker: chien 7 + Excuse 4 = 11; defence 80. Bouts T1 (in the chien) and the Excuse: target 41;
    lost by 30. Chelem: announced and failed -200, made by the defence -200.
    T = -(25 + 30) x 4 - 400 = -220 - 400 = -620: taker -1860, each defender +620.
    """
    check(
        CHELEM_ANNOUNCED_DEFENCE_MADE,
        [620, -1860, 620, 620],
        points=11,
        bouts=2,
        target=41,
        difference=30,
        made=False,
        chelem_announced=True,
        chelem="defence",
        excuse="taker",
        amount=-620,
    )


# -- the Excuse in the last trick, half points ------------------------------------------------------------
EXCUSE_LAST = Hand(
    "excuse_last",
    dealer=3,
    bids=("prise", "pass", "pass", "pass"),
    chien="T15 QS 3H 1C KH 2D",
    ecart="QS NS JS 3H 4H 5H",
    tricks=(
        (0, "T20 T2 T21 T4"),
        (2, "T5 T6 T19 T7"),
        (0, "T18 T8 T9 T10"),
        (0, "T17 T11 T3 T12"),
        (0, "T16 T13 1S T14"),
        (0, "T15 2S 3S 4S"),
        (0, "T1 5S 6S 7S"),
        (0, "KS 8S 9S 10S"),
        (0, "KH 6H 7H 8H"),
        (0, "1H QH 9H 10H"),
        (1, "NH JH JD 2H"),
        (1, "KC 5C 6C 1C"),
        (1, "QC 7C 8C 2C"),
        (1, "NC 9C 10C 3C"),
        (1, "JC 10D 9D 4C"),
        (1, "QD 4D 5D 1D"),
        (1, "ND 6D 7D 2D"),
        (1, "KD 8D EX 3D"),
    ),
)


def test_excuse_in_the_last_trick_winner_option_stays_with_the_defence():
    """Prise: a defender's Excuse in the last trick, won by his partner; option "winner" (the default).

    Dealer 3; seat 0 bids Prise. Chien T15 QS 3H 1C KH 2D; écart QS NS JS 3H 4H 5H.
    1: he leads T20, seat 2 must go over with T21. 2: seat 2 leads T5, he must go over (T19). 3-6:
    T18 T17 T16 T15 draw the rest. 7: T1 wins. 8-9: KS, KH. 10-18: seat 1 wins everything; in the
    last trick seat 3 plays his Excuse and his partner seat 1 wins it with KD.

    Taker's tricks: 2-6 2 each = 10; 7 (T1 5S 6S 7S) 6; 8 (KS 8S 9S 10S) 6; 9 (KH 6H 7H 8H) 6: 28.
    Écart: QS 3.5 + NS 2.5 + JS 1.5 + three small 1.5 = 9. Taker 37.
    Defence: 1 (T20 T2 T21 T4) 6; 10-17 5 + 6 + 6 + 5 + 4 + 3 + 5 + 4 = 38; 18 (KD 8D EX 3D) 10:
    54 = 91 - 37.
    Rule 19, "winner": the Excuse goes with the trick to the winner's side, the defence.
    Bouts: T1 only, target 51; 37 - 51: lost by 14.
    T = -(25 + 14) x 1 = -39: taker -117, each defender +39.
    """
    check(
        EXCUSE_LAST,
        [-117, 39, 39, 39],
        points=37,
        bouts=1,
        target=51,
        difference=14,
        made=False,
        excuse="defence",
        amount=-39,
    )


def test_excuse_in_the_last_trick_fft_option_goes_to_the_taker_41_5_wins_by_1():
    """The same hand with excuse_last_trick = "fft": the Excuse goes to the side opposing its owner.

    The count is the one above, except that the Excuse of seat 3 (a defender) goes to the taker
    although seat 3's partner won the trick (rule 19, variant fft), and it is a bout of his.
    Taker 37 + 4.5 = 41.5; defence 54 - 4.5 = 49.5. Bouts T1, Excuse: target 41.
    41.5 - 41 = 0.5, a half point rounded up to the next whole point: made by 1 (rule 22).
    T = (25 + 1) x 1 = 26: taker +78, each defender -26.
    """
    check(
        EXCUSE_LAST,
        [78, -26, -26, -26],
        FFT,
        points=41.5,
        bouts=2,
        target=41,
        difference=1,
        made=True,
        excuse="taker",
        amount=26,
    )


HALF_POINT_SHORT = variant(
    EXCUSE_LAST,
    "half_point_short",
    {15: (1, "JC JS 9D 4C")},
    bids=("garde", "pass", "pass", "pass"),
    ecart="QS NS 10D 3H 4H 5H",
)


def test_half_point_total_40_5_for_a_target_of_41_loses_by_1():
    """Garde: 40.5 points with the fft option lose by 1; the same hand under "winner" loses by 15.

    The deal of the test above, bid Garde, with one card moved: the taker puts 10D in his écart
    instead of JS, and seat 2 discards JS (not 10D) in trick 15. The taker's count loses 1.5 - 0.5 = 1.
    Taker's tricks 28 (as above); écart QS 3.5 + NS 2.5 + four small 2 = 8: 36.
    - fft: the Excuse of seat 3 in the last trick goes to the taker: 36 + 4.5 = 40.5, bouts T1 and
      Excuse, target 41: 40.5 - 41 = -0.5, rounded up: lost by 1 (rule 22).
      T = -(25 + 1) x 2 = -52: taker -156, each defender +52.
    - winner: 36, bout T1 only, target 51: lost by 15. T = -(25 + 15) x 2 = -80: taker -240,
      each defender +80.
    """
    check(
        HALF_POINT_SHORT,
        [-156, 52, 52, 52],
        FFT,
        points=40.5,
        bouts=2,
        target=41,
        difference=1,
        made=False,
        excuse="taker",
        amount=-52,
    )
    check(
        HALF_POINT_SHORT,
        [-240, 80, 80, 80],
        points=36,
        bouts=1,
        target=51,
        difference=15,
        made=False,
        excuse="defence",
        amount=-80,
    )


EXCUSE_LED_LAST_NOT_CHELEM = Hand(
    "excuse_led_last_not_chelem",
    dealer=0,
    bids=("prise", "pass", "pass", "pass"),
    chien="QD NC T14 2H 1C 3C",
    ecart="QD QC ND NC 3D 3C",
    tricks=(
        (1, "T20 T1 T21 T2"),
        (3, "T3 T4 T19 T5"),
        (1, "T18 T6 T7 T8"),
        (1, "T17 T9 T10 T11"),
        (1, "T16 T12 T13 2S"),
        (1, "KS 3S 4S 5S"),
        (1, "QS 6S 7S 8S"),
        (1, "KH 4H 5H 6H"),
        (1, "1H QH 7H 8H"),
        (2, "NH 9H 10H 2H"),
        (2, "KD 4D 5D 1D"),
        (2, "JD 6D JS 2D"),
        (2, "KC 4C 5C 1C"),
        (2, "JC 6C 7C 2C"),
        (2, "JH 1S NS 3H"),
        (2, "9S 10S 8C T15"),
        (1, "T14 7D 8D 9C"),
        (1, "EX 9D 10D 10C"),
    ),
)


@BOTH_OPTIONS
def test_excuse_led_to_the_last_trick_by_a_side_that_lost_a_trick_goes_to_the_defence(options):
    """Prise: the taker leads his Excuse to the last trick, having lost tricks: no exception, no bout.

    Dealer 0; seat 1 bids Prise. Chien QD NC T14 2H 1C 3C; écart QD QC ND NC 3D 3C.
    1: he leads T20; seat 2 plays T1 and seat 3 must go over with T21: both bouts to the defence.
    2: seat 3 leads T3, he must go over (T19). 3-5: T18 T17 T16 draw the rest. 6-8: KS QS KH win.
    9-15: lost to seat 2. 16: he ruffs a spade with T15. 17: T14. 18: he leads his Excuse. His side
    lost tricks 1 and 9-15, so rule 19's exception does not apply: seat 2's 9D sets diamonds, seat 3's
    10D wins, and the Excuse goes to the defence (the winner's side, and the side opposing its owner:
    both options agree).

    Taker's tricks: 2-5 2 each = 8; 6 (KS 3S 4S 5S) 6; 7 (QS 6S 7S 8S) 5; 8 (KH 4H 5H 6H) 6;
    16, 17 2 each = 4: 29. Écart: QD 3.5 + QC 3.5 + ND 2.5 + NC 2.5 + 3D 3C 1 = 13. Taker 42.
    Defence: 1 (T20 T1 T21 T2) 10; 9-15 5 + 4 + 6 + 4 + 6 + 3 + 5 = 33; 18 (EX 9D 10D 10C) 6:
    49 = 91 - 42.
    No bout: target 56; lost by 14. T = -(25 + 14) x 1 = -39: taker -117, each defender +39.
    """
    check(
        EXCUSE_LED_LAST_NOT_CHELEM,
        [39, -117, 39, 39],
        options,
        points=42,
        bouts=0,
        target=56,
        difference=14,
        made=False,
        excuse="defence",
        amount=-39,
    )


EXCUSE_LAST_TO_THE_TAKER = variant(
    FFT_RULEBOOK,
    "excuse_last_to_the_taker",
    {8: (1, "NH JH 10C 2H"), 18: (0, "T1 8C 9C EX")},
)


@BOTH_OPTIONS
def test_defender_excuse_in_the_last_trick_won_by_the_taker_is_his_third_bout(options):
    """The FFT-example deal, but seat 3 keeps his Excuse for the last trick, which the taker wins.

    As in the rulebook hand, except that in trick 8 seat 3 (void in hearts, no trump left) discards
    10C, and plays his Excuse to the last trick, won by the taker's T1. The Excuse goes to the taker
    under both options (the winner's side; the side opposing its owner), and it is a bout.
    Taker: 49 (rulebook hand) - 6 (T1 8C 9C 10C) + 10 (T1 8C 9C EX) = 53. Defence 38 (42 - EX's 4.5
    + 10C's 0.5) = 91 - 53.
    Bouts T21, T1, Excuse: target 36; made by 17. Petit au bout to the taker; simple poignée.
    T = ((25 + 17) + 10) x 2 + 20 = 104 + 20 = 124: taker +372, each defender -124.
    """
    check(
        EXCUSE_LAST_TO_THE_TAKER,
        [372, -124, -124, -124],
        options,
        points=53,
        bouts=3,
        target=36,
        difference=17,
        made=True,
        petit_au_bout="taker",
        poignees=((0, 10, 20),),
        excuse="taker",
        amount=124,
    )


# -- poignées ---------------------------------------------------------------------------------------------
TWO_POIGNEES = Hand(
    "two_poignees",
    dealer=2,
    bids=("garde", "pass", "pass", "pass"),
    chien="T12 KS 1D 10D 9D 1H",
    ecart="JS JH 10D 9D 10C 1H",
    poignees={3: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12", 1: "T3 T4 T5 T6 T7 T8 T9 T10 T11 EX"},
    tricks=(
        (3, "T21 T2 T3 1S"),
        (3, "T20 T1 T4 2S"),
        (3, "T19 8D T5 3S"),
        (3, "T18 7D T6 4S"),
        (3, "T17 6D T7 5S"),
        (3, "T16 5D T8 2H"),
        (3, "T15 9C T9 3H"),
        (3, "T14 8C T10 4H"),
        (3, "T13 7C T11 5H"),
        (3, "KS 10S 8S 6S"),
        (3, "KH 10H 9H 6H"),
        (3, "1D KD JD QS"),
        (0, "QD EX NS 2D"),
        (0, "ND 4D QH 3D"),
        (0, "KC JC NH 1C"),
        (0, "QC 4C 7H 2C"),
        (0, "NC 5C 8H 3C"),
        (0, "9S 6C 7S T12"),
    ),
)


def test_poignees_of_both_sides_add_up_and_go_to_the_winning_taker():
    """Garde won by 4; the taker's simple poignée and a defender's, made with the Excuse: +40.

    Dealer 2; seat 3 bids Garde. Chien T12 KS 1D 10D 9D 1H; écart JS JH 10D 9D 10C 1H. Before their
    first cards, seat 3 shows T21..T12 and seat 1 shows his nine trumps T3..T11 with the Excuse (the
    Excuse may stand in because every trump he holds is shown with it, rule 14).
    1-9: T21 down to T13 draw seat 0's T2 and T1 (trick 2) and seat 1's T3..T11; seat 2 has no trump.
    10-11: KS, KH. 12-17: lost to seat 0 (seat 1's Excuse in trick 13, his partner winning).
    18: seat 0 leads 9S, the taker ruffs with T12.

    Taker's tricks: 1 (T21 T2 T3 1S) 6; 2 (T20 T1 T4 2S) 6; 3-9 2 each = 14; 10 (KS 10S 8S 6S) 6;
    11 (KH 10H 9H 6H) 6; 18 (9S 6C 7S T12) 2: 40. Écart: JS 1.5 + JH 1.5 + four small 2 = 5. Taker 45.
    Defence: 12-17 10 + 11 + 7 + 9 + 5 + 4 = 46 = 91 - 45.
    Bouts T21, T1: target 41; made by 4. Poignées 20 + 20 = 40, both to the side that wins the
    contract, whoever showed them (rule 24).
    T = (25 + 4) x 2 + 40 = 98: taker +294, each defender -98.
    """
    check(
        TWO_POIGNEES,
        [-98, -98, -98, 294],
        points=45,
        bouts=2,
        target=41,
        difference=4,
        made=True,
        poignees=((3, 10, 20), (1, 10, 20)),
        excuse="defence",
        amount=98,
    )


DEFENDER_DOUBLE = Hand(
    "defender_double",
    dealer=3,
    bids=("garde_sans", "pass", "pass", "pass"),
    chien="KD KC 2D 3D 3C 4C",
    poignees={2: "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13"},
    tricks=(
        (0, "T21 4S T13 4H"),
        (0, "T20 5S T12 5H"),
        (0, "T19 6S T11 6H"),
        (0, "T18 7S T10 7H"),
        (0, "T17 8S T9 8H"),
        (0, "T16 4D T8 5C"),
        (0, "T15 5D T7 6C"),
        (0, "T14 6D T6 7C"),
        (0, "KS 9S 3S 8C"),
        (0, "KH 7D 3H 9H"),
        (0, "1D 10D QD 9C"),
        (2, "T5 QH EX QS"),
        (2, "T4 NH 1S NS"),
        (2, "T3 JH 2S JS"),
        (2, "T2 10H 1H 10S"),
        (2, "T1 NC 2H QC"),
        (2, "ND JC 1C 9D"),
        (2, "JD 10C 2C 8D"),
    ),
)


def test_double_poignee_of_a_defender_goes_to_the_taker_who_wins():
    """Garde sans won by 6 with the chien's two Kings; a defender's double poignée scores for the taker.

    Dealer 3; seat 0 bids Garde sans. The unseen chien, KD KC 2D 3D 3C 4C (4.5 + 4.5 + 4 x 0.5 = 11),
    counts for him (rule 12). Seat 2 shows his thirteen trumps T1..T13 (double poignée).
    1-8: T21 down to T14; seat 2 follows with T13 down to T6, seats 1 and 3 have no trump. 9-10: KS,
    KH. 11: his 1D loses to seat 2's QD. 12-16: seat 2 leads T5 down to T1 (the taker's Excuse in
    trick 12: he keeps it and gives a 0.5 card); 17-18: ND, JD.

    Taker's tricks: 1 (T21 4S T13 4H) 6; 2-8 2 each = 14; 9 (KS 9S 3S 8C) 6; 10 (KH 7D 3H 9H) 6: 32.
    Chien 11. Excuse 4.5 - 0.5 = 4. Taker 47.
    Defence: 11-18 5 + 7.5 + 6 + 4 + 2 + 11 + 5 + 3 = 43.5, + 0.5: 44 = 91 - 47.
    Bouts T21, Excuse: target 41; made by 6. The poignée, 30, goes to the winning side: the taker's.
    T = (25 + 6) x 4 + 30 = 154: taker +462, each defender -154.
    """
    check(
        DEFENDER_DOUBLE,
        [462, -154, -154, -154],
        points=47,
        bouts=2,
        target=41,
        difference=6,
        made=True,
        poignees=((2, 13, 30),),
        excuse="taker",
        amount=154,
    )


SMALLER_POIGNEE = variant(
    DEFENDER_DOUBLE,
    "smaller_poignee",
    poignees={2: "T13 T12 T11 T10 T9 T8 T7 T6 T5 T4"},
)


def test_a_defender_may_show_a_smaller_poignee_than_he_holds():
    """The same Garde sans, but seat 2 shows only ten of his thirteen trumps: a simple poignée, 20.

    Rule 14: he may hold back trumps (here T3 T2 T1) and announce a smaller poignée than he holds.
    T = (25 + 6) x 4 + 20 = 144: taker +432, each defender -144.
    """
    check(
        SMALLER_POIGNEE,
        [432, -144, -144, -144],
        points=47,
        bouts=2,
        target=41,
        difference=6,
        made=True,
        poignees=((2, 10, 20),),
        excuse="taker",
        amount=144,
    )


DEFENDER_TRIPLE = Hand(
    "defender_triple",
    dealer=0,
    bids=("garde_contre", "pass", "pass", "pass"),
    chien="JS JH JD JC 10H 10D",
    poignees={3: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7"},
    tricks=(
        (1, "KS 1S T7 9S"),
        (3, "T21 NH T6 6H"),
        (3, "T20 9H T5 5H"),
        (3, "T19 8H T4 4H"),
        (3, "T18 7H T3 3H"),
        (3, "T17 9D T2 5D"),
        (3, "T16 8D T1 4D"),
        (3, "1H QH KH 2H"),
        (1, "2S 10S T15 QS"),
        (3, "1D QD KD ND"),
        (1, "3S NS T14 7D"),
        (3, "1C 2C KC 3C"),
        (1, "4S 3D T13 6D"),
        (3, "T12 QC EX 2D"),
        (3, "T11 NC 6S 7C"),
        (3, "T10 10C 7S 6C"),
        (3, "T9 9C 8S 5C"),
        (3, "T8 8C 5S 4C"),
    ),
)


def test_triple_poignee_of_a_defender_in_a_lost_garde_contre():
    """Garde contre lost by 21; a defender's triple poignée goes to the defence, which wins.

    Dealer 0; seat 1 bids Garde contre. The chien, JS JH JD JC 10H 10D (4 x 1.5 + 1 = 7), goes to the
    defence. Seat 3 shows fifteen trumps T21..T7 (triple poignée).
    1: the taker leads KS, seat 3 (no spade) ruffs with T7. 2-7: seat 3 leads T21 down to T16; the
    taker plays T6 down to T1 (the Petit falls to the defence in trick 7). 8, 10, 12: seat 3 leads 1H,
    1D, 1C and the taker wins with KH, KD, KC. 9, 11, 13: his spades are ruffed (T15, T14, T13).
    14-18: seat 3 leads T12 down to T8; the taker plays his Excuse in trick 14 and gives a 0.5 card.

    Taker's tricks: 8 (1H QH KH 2H) 9; 10 (1D QD KD ND) 11; 12 (1C 2C KC 3C) 6: 26. Excuse 4. Taker 30.
    Defence: chien 7; 1 (KS 1S T7 9S) 6; 2-7 8 + 2 + 2 + 2 + 2 + 6 = 22; 9 5; 11 4; 13 2;
    14 (T12 QC 2D) 4.5; 15-18 4 + 2 + 2 + 2 = 10; the 0.5 card: 61 = 91 - 30.
    Bouts: the Excuse only, target 51; lost by 21. The poignée, 40, to the winning side: the defence.
    T = -(25 + 21) x 6 - 40 = -276 - 40 = -316: taker -948, each defender +316.
    """
    check(
        DEFENDER_TRIPLE,
        [316, -948, 316, 316],
        points=30,
        bouts=1,
        target=51,
        difference=21,
        made=False,
        poignees=((3, 15, 40),),
        excuse="taker",
        amount=-316,
    )


# -- juste fait --------------------------------------------------------------------------------------------
PRISE_JUSTE_FAIT = variant(
    GARDE_PETIT_TO_DEFENCE,
    "prise_juste_fait",
    {9: (2, "1D T15 JD T16"), 17: (0, "QD 6C 4D 10S")},
    bids=("prise", "pass", "pass", "pass"),
    chien="10D 9D T18 KH 2C 5D",
    ecart="10D 7D 9D 8D 6D 5D",
)


def test_prise_juste_fait_with_the_petit_au_bout_to_the_defence():
    """Prise made with exactly 41 points (won by 0), the defence taking the petit au bout: T = 15.

    The deal of the "petit au bout to the defence" Garde, bid Prise, with seat 0 dealt QD and JD
    instead of 10D and 7D, which the taker now puts in his écart (10D 7D 9D 8D 6D 5D, 3 points):
    seat 0 plays JD in trick 9 and QD in trick 17. Same play otherwise.
    Taker: tricks 34 (as there) + Excuse 4 + écart 3 = 41. Defence 46 + 4 = 50 = 91 - 41.
    Bouts T21, Excuse: target 41; 41 - 41 = 0: juste fait, won by 0. Petit au bout to the defence.
    T = ((25 + 0) - 10) x 1 = 15: taker +45, each defender -15.
    """
    check(
        PRISE_JUSTE_FAIT,
        [-15, -15, 45, -15],
        points=41,
        bouts=2,
        target=41,
        difference=0,
        made=True,
        petit_au_bout="defence",
        excuse="taker",
        amount=15,
    )


# -- a match of worked hands, and the deals themselves ---------------------------------------------------
def test_four_worked_hands_make_one_match():
    """Four of the hands above in one match of four deals (dealers 3, 0, 1, 2 in turn).

    Scores per deal (from their counts above): FFT example [318, -106, -106, -106]; Prise lost by 3
    [28, -84, 28, 28]; Garde contre juste fait [-150, -150, -150, 450]; two poignées [-98, -98, -98, 294].
    Totals: seat 0 318 + 28 - 150 - 98 = 98; seat 1 -106 - 84 - 150 - 98 = -438;
    seat 2 -106 + 28 - 150 - 98 = -326; seat 3 -106 + 28 + 450 + 294 = 666 (sum 0): seat 3 wins.
    """
    hands = (FFT_RULEBOOK, PRISE_48, GARDE_CONTRE_36, TWO_POIGNEES)
    log = hands[0].log({"deals": 4})
    log["deals"] = [hand.log()["deals"][0] for hand in hands]
    summary = replay_summary(match_from_log(log))
    assert summary["deals"] == [
        {"scores": [318, -106, -106, -106]},
        {"scores": [28, -84, 28, 28]},
        {"scores": [-150, -150, -150, 450]},
        {"scores": [-98, -98, -98, 294]},
    ]
    assert summary["totals"] == [98, -438, -326, 666]
    assert summary["winner"] == [3]


# (hand, seat, what the log says, what is put instead); the first six change the écart (a "discard").
REFUSED = [
    pytest.param(FFT_RULEBOOK, 0, "discard", "KS NS JS 3H 4H 5H", id="ecart_with_a_king"),
    pytest.param(FFT_RULEBOOK, 0, "discard", "T1 NS JS 3H 4H 5H", id="ecart_with_a_bout"),
    pytest.param(FFT_RULEBOOK, 0, "discard", "T16 NS JS 3H 4H 5H", id="ecart_with_a_trump_needlessly"),
    # trick 1 of the Prise lost by 7: T20 led, seat 2 holds T21 and must go over (rule 16)
    pytest.param(PRISE_LOST_BY_7, 2, "T21", "T5", id="trump_led_must_go_over"),
    # trick 9 of the Garde with the Petit to the defence: 1D led, seat 3 has no diamond (rule 17)
    pytest.param(GARDE_PETIT_TO_DEFENCE, 3, "T15", "8S", id="void_must_trump"),
    # same trick: seat 1, no diamond, holds T16 over seat 3's T15 and must overtrump (rule 17)
    pytest.param(GARDE_PETIT_TO_DEFENCE, 1, "T16", "T14", id="void_must_overtrump"),
    # trick 11 of the Garde 49: 1D led, seat 2 holds 6D and 8D and must follow (rule 17)
    pytest.param(GARDE_49, 2, "6D", "KC", id="must_follow_suit"),
]


@pytest.mark.parametrize(("hand", "seat", "said", "instead"), REFUSED)
def test_the_checks_refusals_on_worked_hands(hand, seat, said, instead):
    """The "Checks" refusals, each made by changing one action of a worked hand (rules 11, 16, 17).

    An écart with a King or a bout is refused; so is a trump in it while six other cards could go
    (the rulebook taker holds twelve suit cards that are not Kings). A player who can go over the
    trump led must; a player void in the suit led must trump, and overtrump when he can; a player
    holding the suit led must follow. The log is refused at that very action (docs/contracts.md). (The
    Excuse, always legal, is played instead of following in several hands above: seat 1 in trick 13
    of the two-poignées hand, holding 4D; the taker in trick 15 of the Prise lost by 3, holding trumps.)
    """
    log = hand.log()
    actions = log["deals"][0]["actions"]
    if said == "discard":
        index = next(i for i, a in enumerate(actions) if a["type"] == "discard")
        assert actions[index]["seat"] == seat
        actions[index]["cards"] = instead.split()
    else:
        index = next(i for i, a in enumerate(actions) if a.get("card") == said)
        assert actions[index]["seat"] == seat
        actions[index]["card"] = instead
    with pytest.raises(LogError) as refused:
        match_from_log(log)
    assert (refused.value.deal, refused.value.action) == (1, index + 1)


ALL_HANDS = (
    FFT_RULEBOOK,
    GARDE_49,
    PRISE_48,
    GARDE_CONTRE_36,
    GARDE_PETIT_TO_DEFENCE,
    PRISE_LOST_BY_7,
    GRAND_CHELEM,
    CHELEM_UNANNOUNCED,
    CHELEM_FAILED,
    DEFENCE_CHELEM,
    CHELEM_ANNOUNCED_DEFENCE_MADE,
    EXCUSE_LAST,
    HALF_POINT_SHORT,
    EXCUSE_LED_LAST_NOT_CHELEM,
    EXCUSE_LAST_TO_THE_TAKER,
    TWO_POIGNEES,
    DEFENDER_DOUBLE,
    SMALLER_POIGNEE,
    DEFENDER_TRIPLE,
    PRISE_JUSTE_FAIT,
)


@pytest.mark.parametrize("hand", ALL_HANDS, ids=[hand.name for hand in ALL_HANDS])
def test_each_worked_deal_uses_the_whole_pack_once(hand):
    """Each constructed deal: 18 cards per seat, a chien of 6, the 78 cards of the pack once each."""
    hands, chien = hand.dealt()
    assert [len(cards) for cards in hands] == [18, 18, 18, 18]
    assert len(chien) == 6
    everything = [card for cards in hands for card in cards] + chien
    assert sorted(everything) == PACK
    assert sum(card_points(card) for card in everything) == 91
    assert len(hand.bids) == 4
    if hand.contract in ("prise", "garde"):
        # the écart was in the taker's hand after he took the chien, and is never played
        played = {card for _, seat, card in hand.plays() if seat == hand.taker}
        assert not played & set(hand.ecart.split())


def test_the_helper_derives_the_dealt_hands_from_the_tricks():
    """The helper itself, on the rulebook hand: what seat 0 was dealt and what the log says."""
    hands, chien = FFT_RULEBOOK.dealt()
    # seat 0 played T21..T13, T1, KS KH 1H 2H 1D 2D 1C 2C; + écart QS NS JS 3H 4H 5H; - chien
    dealt = "T21 T20 T19 T18 T17 T16 T14 T1 KS KH 1H 2H 1D 2C QS JS 3H 4H"
    assert sorted(hands[0]) == sorted(dealt.split())
    assert chien == FFT_RULEBOOK.chien.split() == ["T15", "T13", "NS", "5H", "1C", "2D"]
    actions = FFT_RULEBOOK.log()["deals"][0]["actions"]
    assert [a["type"] for a in actions[:7]] == ["bid", "pass", "pass", "pass", "discard", "poignee", "play"]
    assert actions[0] == {"seat": 0, "type": "bid", "contract": "garde"}
    assert len([a for a in actions if a["type"] == "play"]) == 72
