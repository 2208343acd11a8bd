"""An independent referee for La Carotte and Le Rough, checked against the project.

The referee below is written only from ``docs/rules/carotte.md``, ``docs/rules/rough.md`` and the
log and replay contracts of ``docs/contracts.md``; it shares no code with ``atout.rules`` (cards are
plain strings, hands plain lists). It replays a match log deal by deal and returns the replay
summary, or raises :class:`FaultError` at the first fault, located like
:class:`atout.rules.LogError` (deal and action counted from 1).

The tests play random matches with the project (checking, at every step, that the project and the
referee agree on who acts and which actions are legal), then compare the referee's replay of each log
with ``replay_summary(match_from_log(log))``; then they corrupt those logs one way at a time and check
that both refuse a corrupted log at the same place (or, when the corruption happens to be legal, that
both accept it with the same result).

A bigger soak: ``python tests/rules/test_referee.py [DEALS_PER_GAME]``.
"""

from __future__ import annotations

import json
import marshal
import random
import sys
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from atout.rules import (
    Action,
    Discard,
    LogError,
    Match,
    cards_from_mask,
    match_from_log,
    replay_summary,
)

# ------------------------------------------------------------------------------------------------
# The referee (from the rules files only)
# ------------------------------------------------------------------------------------------------

SUITS = "SHDC"
RANKS = {
    "carotte": ["A", "K", "Q", "J", "10", "9", "8"],  # carotte.md rule 2, high to low
    "rough": ["A", "K", "Q", "J", "10", "9", "8", "7", "5"],  # rough.md rule 2
}
PACKS = {game: [rank + suit for suit in SUITS for rank in ranks] for game, ranks in RANKS.items()}
HAND_SIZE = {"carotte": 6, "rough": 8}  # carotte.md 5, rough.md 6
TRICKS = {"carotte": 6, "rough": 8}
CARD_POINTS = {"A": 10, "10": 10, "5": 5}  # rough.md rule 3
DEFAULTS: dict[str, dict[str, Any]] = {
    "carotte": {
        "dealer_must_bid": False,
        "show_mise": False,
        "count_overtricks": False,
        "carotte_stake": 10,
        "target": 25,
    },
    "rough": {
        "min_bid": 70,
        "dealer_when_no_bid": "may_take",
        "discards_to_defence": False,
        "sans_atout_multiplier": 1,
        "target": 350,
    },
}
NO_BID_CHOICES = ("may_take", "may_not_take", "must_take")

Item = dict[str, Any]


class IllegalError(Exception):
    """An action (or a deal) the rules refuse."""


class FaultError(Exception):
    """The first fault of a log: ``where`` is (deal, action), each counted from 1 or None."""

    def __init__(self, deal: int | None, action: int | None, reason: str) -> None:
        super().__init__(f"deal {deal}, action {action}: {reason}")
        self.where = (deal, action)


def copied(value: Any) -> Any:
    """A deep copy of a log or a part of one (JSON's values only): six times faster than
    :func:`copy.deepcopy`, which was a tenth of these tests' time."""
    return marshal.loads(marshal.dumps(value))


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def suit(card: str) -> str:
    return card[-1]


def rank(card: str) -> str:
    return card[:-1]


def card_points(cards: list[str]) -> int:
    return sum(CARD_POINTS.get(rank(card), 0) for card in cards)


def check_options(game: str, options: object) -> dict[str, Any]:
    """The options with their defaults (docs/contracts.md: unknown name or bad value is an error)."""
    if not isinstance(options, dict):
        raise IllegalError("options must be an object")
    opts = dict(DEFAULTS[game])
    for name, value in options.items():
        if name not in opts:
            raise IllegalError(f"unknown option {name}")
        default = DEFAULTS[game][name]
        if isinstance(default, bool):
            ok = isinstance(value, bool)
        elif name == "dealer_when_no_bid":
            ok = value in NO_BID_CHOICES
        elif name == "sans_atout_multiplier":
            ok = is_int(value) and value in (1, 2, 3)
        elif name == "min_bid":
            ok = is_int(value) and 0 < value < 100 and value % 5 == 0
        else:
            ok = is_int(value) and value > 0
        if not ok:
            raise IllegalError(f"bad value for option {name}")
        opts[name] = value
    return opts


class RefDeal:
    """One deal of either game, as plain lists; ``apply`` raises :class:`IllegalError`."""

    def __init__(
        self,
        game: str,
        opts: dict[str, Any],
        dealer: int,
        hands: list[list[str]],
        kitty: list[str],
        *,
        totals: list[int],
    ) -> None:
        self.game, self.opts, self.dealer = game, opts, dealer
        self.hands = [list(hand) for hand in hands]
        self.kitty = list(kitty)
        self.order = RANKS[game]
        # rough.md rule 12: a team whose total before the deal is below 0 is "dans la boîte".
        self.in_box = [totals[0] < 0, totals[1] < 0]
        self.phase = "bid"  # bid, discard, play, over
        self.turn = (dealer + 1) % 4  # carotte.md 6, rough.md 7
        self.calls = 0
        self.high = 0  # highest bid so far (tricks or points)
        self.high_seat: int | None = None
        self.trump: str | None = None
        self.declarer: int | None = None  # the declarer / the contractor
        self.contract = 0
        self.kept = False
        self.discard: list[str] = []
        self.sans_atout = False
        self.trick: list[tuple[int, str]] = []
        self.tricks_done = 0
        self.won: list[list[str]] = [[], [], [], []]  # the cards of the tricks each seat won
        self.tricks_won = [0, 0, 0, 0]
        self.scores = [0, 0, 0, 0]
        self.chips = [0, 0, 0, 0]
        self.annulled = False
        self.match_winner_team: int | None = None  # Rough: a bid of 100 ends the match

    @property
    def over(self) -> bool:
        return self.phase == "over"

    @property
    def to_act(self) -> int | None:
        return None if self.over else self.turn

    @property
    def first_card(self) -> bool:
        return self.tricks_done == 0 and not self.trick

    # -- legality -----------------------------------------------------------------------------------
    def legal(self) -> list[Item] | None:
        """Every legal action (without its seat); None while a discard is to be chosen."""
        if self.over:
            return []
        if self.phase == "discard":
            return None
        out: list[Item] = []
        if self.phase == "bid":
            candidates: list[Item] = [{"type": "pass"}, {"type": "keep"}]
            if self.game == "carotte":
                candidates += [{"type": "bid", "tricks": n, "trump": s} for n in (4, 5, 6) for s in SUITS]
            else:
                candidates += [{"type": "bid", "points": p} for p in range(5, 101, 5)]
        else:
            candidates = [{"type": "play", "card": card} for card in self.hands[self.turn]]
            candidates.append({"type": "sans_atout"})
        for item in candidates:
            try:
                self._check(item)
            except IllegalError:
                continue
            out.append(item)
        return out

    def apply(self, seat: int, item: Item) -> None:
        if self.over:
            raise IllegalError("the deal is over")
        if seat != self.turn:
            raise IllegalError(f"it is seat {self.turn}'s turn, not seat {seat}'s")
        self._check(item)
        self._do(item)

    def _check(self, item: Item) -> None:
        kind = item.get("type")
        seat = self.turn
        if self.phase == "bid":
            if self.game == "carotte":
                self._check_carotte_call(kind, item)
            else:
                self._check_rough_call(kind, item)
        elif self.phase == "discard":
            cards = item.get("cards")
            if kind != "discard":
                raise IllegalError("the declarer must discard")
            if not isinstance(cards, list) or len(cards) != 4 or len(set(map(str, cards))) != 4:
                raise IllegalError("the discard is 4 different cards")
            if any(not isinstance(card, str) or card not in self.hands[seat] for card in cards):
                raise IllegalError("a discarded card is not in the hand")
        elif kind == "sans_atout":
            # rough.md 14: the contractor, after his discard, before his first card.
            if self.game != "rough" or seat != self.declarer or not self.first_card or self.sans_atout:
                raise IllegalError("no Sans-Atout now")
        elif kind == "play":
            card = item.get("card")
            if not isinstance(card, str) or card not in self.hands[seat]:
                raise IllegalError("the card is not in the hand")
            if self.trick:
                led = suit(self.trick[0][1])
                if suit(card) != led and any(suit(c) == led for c in self.hands[seat]):
                    raise IllegalError(f"must follow {led}")  # carotte.md 14, rough.md 15
        else:
            raise IllegalError(f"no {kind!r} in the play")

    def _check_carotte_call(self, kind: object, item: Item) -> None:
        if kind == "pass":
            # Variant dealer_must_bid (rule 10): when the first three pass, the dealer must bid.
            if self.calls == 3 and self.high == 0 and self.opts["dealer_must_bid"]:
                raise IllegalError("the dealer must bid")
        elif kind == "bid":
            tricks, trump = item.get("tricks"), item.get("trump")
            if not is_int(tricks) or tricks not in (4, 5, 6) or trump not in tuple(SUITS):
                raise IllegalError("a bid is 4, 5 or 6 tricks and a suit")  # rules 7, 9
            if tricks <= self.high:
                raise IllegalError("a bid must name more tricks")  # rule 8
        else:
            raise IllegalError(f"no {kind!r} in the bidding")

    def _check_rough_call(self, kind: object, item: Item) -> None:
        dealer = self.calls == 3
        seat = self.turn
        if not dealer:
            if kind == "pass":
                return
            if kind != "bid":
                raise IllegalError(f"a non-dealer may not {kind!r}")  # rules 8, 9
            points = item.get("points")
            if not is_int(points) or points % 5 or not self.opts["min_bid"] <= points <= 100:
                raise IllegalError("a bid is a multiple of 5 from the minimum to 100")
            if points <= self.high:
                raise IllegalError("a bid must be higher")
            if points == 100 and self.in_box[seat % 2]:
                raise IllegalError("a team in the box may not bid 100")  # rule 12
            return
        mode = self.opts["dealer_when_no_bid"]
        if kind == "pass":
            if self.high == 0 and mode == "must_take":
                raise IllegalError("the dealer must keep")
        elif kind == "keep":
            if self.high == 0 and mode == "may_not_take":
                raise IllegalError("the dealer may not take")
            if self.high == 100 and self.in_box[seat % 2]:
                raise IllegalError("a team in the box may not keep 100")
        else:
            raise IllegalError("the dealer may only pass or keep")  # rule 9

    # -- effects ------------------------------------------------------------------------------------
    def _do(self, item: Item) -> None:
        kind = item["type"]
        seat = self.turn
        if self.phase == "bid":
            if kind == "bid":
                self.high, self.high_seat = item.get("tricks") or item["points"], seat
                self.trump = item.get("trump")
            elif kind == "keep":
                self.kept = True
                self.contract = self.high or self.opts["min_bid"]
                self.declarer = seat
            self.calls += 1
            if self.calls < 4:
                self.turn = (seat + 1) % 4
                return
            if self.declarer is None and self.high_seat is not None:
                self.declarer, self.contract = self.high_seat, self.high
            if self.declarer is None:  # all passed: nothing scored (carotte 10, rough 11)
                self.annulled = True
                self.phase = "over"
                return
            self.hands[self.declarer] += self.kitty  # carotte 11, rough 13
            self.phase = "discard"
            self.turn = self.declarer
        elif self.phase == "discard":
            self.discard = list(item["cards"])
            for card in self.discard:
                self.hands[seat].remove(card)
            self.phase = "play"  # the declarer leads (carotte 13, rough 15)
        elif kind == "sans_atout":
            self.sans_atout = True
        else:
            card = item["card"]
            if self.game == "rough" and self.first_card and not self.sans_atout:
                self.trump = suit(card)  # rough.md 14
            self.hands[seat].remove(card)
            self.trick.append((seat, card))
            if len(self.trick) < 4:
                self.turn = (seat + 1) % 4
                return
            winner = self._trick_winner()
            self.won[winner] += [card for _, card in self.trick]
            self.tricks_won[winner] += 1
            self.tricks_done += 1
            self.trick = []
            self.turn = winner
            if self.tricks_done == TRICKS[self.game]:
                self.phase = "over"
                self._score()

    def _trick_winner(self) -> int:
        led = suit(self.trick[0][1])
        best = suit_best = None
        for seat, card in self.trick:
            key = (suit(card) == self.trump, suit(card) == led, -self.order.index(rank(card)))
            if best is None or key > best:
                best, suit_best = key, seat
        assert suit_best is not None
        return suit_best

    def _score(self) -> None:
        d = self.declarer
        assert d is not None
        if self.game == "carotte":
            n, taken = self.contract, self.tricks_won[d]
            if n == 6:  # carotte.md 17: chips, no points
                stake = self.opts["carotte_stake"]
                sign = 1 if taken == 6 else -1
                self.chips = [-sign * stake] * 4
                self.chips[d] = 3 * sign * stake
            elif taken >= n:  # rule 16
                self.scores[d] = taken if self.opts["count_overtricks"] else n
            else:
                self.scores[d] = -n
            return
        team, defence = d % 2, 1 - d % 2
        points = [0, 0]
        for seat in range(4):
            points[seat % 2] += card_points(self.won[seat])
        points[defence if self.opts["discards_to_defence"] else team] += card_points(self.discard)
        assert sum(points) == 100
        bid = self.contract
        team_scores = [0, 0]
        team_scores[defence] = points[defence]
        if bid == 100:  # rough.md 19
            made = points[team] == 100
            team_scores[team] = 100 if made else -100
            self.match_winner_team = team if made else defence
        else:  # rule 18
            multiplier = self.opts["sans_atout_multiplier"] if self.sans_atout else 1
            team_scores[team] = (points[team] if points[team] >= bid else -bid) * multiplier
        self.scores = [team_scores[seat % 2] for seat in range(4)]

    def snapshot(self) -> dict[str, Any]:
        """What the corruptions need to know before an action."""
        return {
            "seat": self.turn,
            "phase": self.phase,
            "calls": self.calls,
            "high": self.high,
            "hands": [list(hand) for hand in self.hands],
            "led": suit(self.trick[0][1]) if self.trick else None,
            "declarer": self.declarer,
            "dealer": self.dealer,
            "box": list(self.in_box),
            "first_card": self.first_card,
            "sans_atout": self.sans_atout,
            "kitty": list(self.kitty),
        }


class RefMatch:
    """Deals strung together: dealer rotation, totals, end of match."""

    def __init__(self, game: str, opts: dict[str, Any], first_dealer: int) -> None:
        self.game, self.opts = game, opts
        self.next_dealer = first_dealer
        self.totals = [0, 0, 0, 0]
        self.chips = [0, 0, 0, 0]
        self.winner: list[int] | None = None
        self.deals: list[dict[str, Any]] = []

    def new_deal(self, dealer: object, hands: object, kitty: object) -> RefDeal:
        if self.winner is not None:
            raise IllegalError("the match is over")
        if dealer != self.next_dealer or not is_int(dealer):
            raise IllegalError(f"the dealer must be seat {self.next_dealer}")
        pack = PACKS[self.game]
        size = HAND_SIZE[self.game]
        if not isinstance(hands, list) or len(hands) != 4 or not isinstance(kitty, list) or len(kitty) != 4:
            raise IllegalError("4 hands and a kitty of 4")
        cards: list[object] = list(kitty)
        for hand in hands:
            if not isinstance(hand, list) or len(hand) != size:
                raise IllegalError(f"a hand is {size} cards")
            cards += hand
        if any(not isinstance(card, str) or card not in pack for card in cards):
            raise IllegalError("a card not in the pack")
        if len(set(cards)) != len(pack):  # type: ignore[arg-type]
            raise IllegalError("the deal is not the whole pack")
        assert is_int(dealer)
        self.next_dealer = (dealer + 1) % 4  # type: ignore[operator]
        return RefDeal(self.game, self.opts, dealer, hands, kitty, totals=self.totals)  # type: ignore[arg-type]

    def close(self, deal: RefDeal) -> dict[str, Any]:
        """Score a finished deal (or record an unfinished last one)."""
        entry: dict[str, Any] = {"scores": list(deal.scores)}
        if self.game == "carotte":
            entry["chips"] = list(deal.chips)
        if not deal.over:
            entry["unfinished"] = True
            self.deals.append(entry)
            return entry
        if deal.annulled:
            entry["annulled"] = True
        self.deals.append(entry)
        self.totals = [t + s for t, s in zip(self.totals, deal.scores, strict=True)]
        self.chips = [t + c for t, c in zip(self.chips, deal.chips, strict=True)]
        target = self.opts["target"]
        if self.game == "carotte":
            # carotte.md 18: only the declarer's points change, so at most one reaches the target.
            reached = [seat for seat in range(4) if self.totals[seat] >= target]
            if reached:
                self.winner = reached
        else:
            team = None
            if deal.match_winner_team is not None:  # rough.md 19
                team = deal.match_winner_team
            else:  # rough.md 20
                reached = [t for t in (0, 1) if self.totals[t] >= target]
                if len(reached) == 2:
                    assert deal.declarer is not None
                    team = deal.declarer % 2
                elif reached:
                    team = reached[0]
            if team is not None:
                self.winner = [team, team + 2]
        return entry

    def summary(self) -> dict[str, Any]:
        out: dict[str, Any] = {"deals": self.deals, "totals": self.totals, "winner": self.winner}
        if self.game == "carotte":
            out["chips"] = self.chips
        return out


def referee(log: object, trace: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Replay a match log with the referee's rules; raise :class:`FaultError` at the first fault.

    ``trace`` (when given) receives a snapshot before every action, with its place.
    """
    if not isinstance(log, dict):
        raise FaultError(None, None, "a log is an object")
    if log.get("format") != "atout-match" or not is_int(log.get("version")) or log.get("version") != 1:
        raise FaultError(None, None, "not an atout-match log, version 1")
    game = log.get("game")
    if game not in ("carotte", "rough"):
        raise FaultError(None, None, "not a game of this referee")
    try:
        opts = check_options(game, log.get("options", {}))
    except IllegalError as err:
        raise FaultError(None, None, str(err)) from None
    players = log.get("players")
    if (
        not isinstance(players, list)
        or len(players) != 4
        or not all(
            isinstance(p, dict) and isinstance(p.get("name"), str) and p.get("kind") in ("human", "ai")
            for p in players
        )
    ):
        raise FaultError(None, None, "four players")
    deals = log.get("deals")
    if not isinstance(deals, list):
        raise FaultError(None, None, "deals must be a list")
    first = deals[0].get("dealer") if deals and isinstance(deals[0], dict) else 0
    match = RefMatch(game, opts, first if is_int(first) and 0 <= first <= 3 else 0)
    for number, entry in enumerate(deals, start=1):
        if not isinstance(entry, dict):
            raise FaultError(number, None, "a deal is an object")
        try:
            deal = match.new_deal(entry.get("dealer"), entry.get("hands"), entry.get("kitty"))
        except IllegalError as err:
            raise FaultError(number, None, str(err)) from None
        actions = entry.get("actions")
        if not isinstance(actions, list):
            raise FaultError(number, None, "actions must be a list")
        for index, item in enumerate(actions, start=1):
            if not isinstance(item, dict) or not is_int(item.get("seat")) or not 0 <= item["seat"] <= 3:
                raise FaultError(number, index, "an action is an object with a seat")
            if trace is not None and not deal.over:
                trace.append({"deal": number, "action": index, **deal.snapshot()})
            try:
                deal.apply(item["seat"], item)
            except IllegalError as err:
                raise FaultError(number, index, str(err)) from None
        if not deal.over and number != len(deals):
            raise FaultError(number, None, "an unfinished deal followed by another")
        match.close(deal)
    return match.summary()


# ------------------------------------------------------------------------------------------------
# Comparing with the project
# ------------------------------------------------------------------------------------------------

Verdict = tuple[str, Any]


def ref_verdict(log: object) -> Verdict:
    try:
        return "ok", referee(log)
    except FaultError as fault:
        return "fault", fault.where


def project_verdict(log: object) -> Verdict:
    try:
        match = match_from_log(copied(log))
    except LogError as err:
        return "fault", (err.deal, err.action)
    return "ok", normalise(replay_summary(match))


def normalise(summary: dict[str, Any]) -> dict[str, Any]:
    """The project's replay summary reduced to the referee's keys."""
    deals = []
    for item in summary["deals"]:
        entry = {"scores": list(item["scores"])}
        if "chips" in item:
            entry["chips"] = list(item["chips"])
        for flag in ("unfinished", "annulled"):
            if item.get(flag):
                entry[flag] = True
        deals.append(entry)
    out = {"deals": deals, "totals": list(summary["totals"]), "winner": summary["winner"]}
    if summary["game"] == "carotte":
        out["chips"] = list(summary["chips"])
    return out


def describe(log: dict[str, Any], where: Any) -> str:
    if not isinstance(where, tuple) or where[0] is None:
        return ""
    deal = log["deals"][where[0] - 1]
    head = {k: v for k, v in deal.items() if k != "actions"}
    actions = deal.get("actions", [])
    if where[1] is None:
        return f"deal {json.dumps(head)}"
    if where[1] == 0:
        return f"deal {json.dumps(deal)}"
    low = max(0, where[1] - 6)
    return (
        f"deal head {json.dumps(head)}\nactions {low + 1}..{where[1]}: {json.dumps(actions[low : where[1]])}"
    )


def compare(log: dict[str, Any]) -> Verdict:
    """Both verdicts must agree; return the referee's."""
    ours, theirs = ref_verdict(log), project_verdict(log)
    if ours != theirs:
        where = ours[1] if ours[0] == "fault" else theirs[1]
        if ours[0] == theirs[0] == "ok":  # the first deal scored differently
            pairs = zip(ours[1]["deals"], theirs[1]["deals"], strict=False)
            first = next((i for i, (a, b) in enumerate(pairs) if a != b), len(ours[1]["deals"]) - 1)
            where = (first + 1, 0)
        raise AssertionError(
            f"referee {ours[0]} {ours[1] if ours[0] == 'fault' else ''} / project {theirs[0]} "
            f"{theirs[1] if theirs[0] == 'fault' else ''}\nreferee: {ours}\nproject: {theirs}\n"
            f"{describe(log, where)}"
        )
    return ours


# ------------------------------------------------------------------------------------------------
# Random matches, driven through the project's API, with the referee in step
# ------------------------------------------------------------------------------------------------

Policy = Callable[[str, RefDeal, tuple[Action, ...], random.Random], Action]


def uniform(game: str, deal: RefDeal, legal: tuple[Action, ...], rng: random.Random) -> Action:
    return legal[rng.randrange(len(legal))]


def cautious(game: str, deal: RefDeal, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """Pass often, bid low, keep sometimes, announce Sans-Atout sometimes; play mostly at random.

    ``deal`` is the referee's copy of the deal (the policy may look at every hand; it does not cheat,
    it only needs to know the declarer and his trump).
    """
    by_kind: dict[str, list[Action]] = {}
    for action in legal:
        by_kind.setdefault(action.to_json()["type"], []).append(action)
    if "bid" in by_kind or "keep" in by_kind:
        bids = by_kind.get("bid", [])
        if game == "carotte":
            hand = deal.hands[deal.turn]
            best = max(SUITS, key=lambda s: (sum(suit(c) == s for c in hand), rng.random()))
            length = sum(suit(c) == best for c in hand)
            if "pass" in by_kind and rng.random() < (0.85 if deal.high or length < 3 else 0.3):
                return by_kind["pass"][0]
            low = min(bid.to_json()["tricks"] for bid in bids)
            pick = [b for b in bids if b.to_json()["tricks"] == low and b.to_json()["trump"] == best]
            return pick[0] if pick and rng.random() < 0.9 else rng.choice(bids)
        if "keep" in by_kind and ("pass" not in by_kind or rng.random() < 0.5):
            return by_kind["keep"][0]
        hundred = [b for b in bids if b.to_json()["points"] == 100]
        if hundred and rng.random() < 0.03:
            return hundred[0]
        if bids and rng.random() < 0.45:
            return min(bids, key=lambda b: b.to_json()["points"])
        return by_kind["pass"][0] if "pass" in by_kind else rng.choice(list(legal))
    if "sans_atout" in by_kind and rng.random() < 0.3:
        return by_kind["sans_atout"][0]
    plays = by_kind.get("play", list(legal))
    if game == "carotte" and deal.turn == deal.declarer and rng.random() < 0.8:
        order = RANKS[game]
        cards = {action.to_json()["card"]: action for action in plays}
        best = max(cards, key=lambda card: (suit(card) == deal.trump, -order.index(rank(card))))
        return cards[best]
    return plays[rng.randrange(len(plays))]


def smart_discard(game: str, trump: str | None, hand: list[str], rng: random.Random) -> list[str]:
    """Carotte: keep trumps and high cards; otherwise (or sometimes) a random discard."""
    if game != "carotte" or rng.random() < 0.3:
        return rng.sample(hand, 4)
    order = RANKS[game]
    return sorted(hand, key=lambda c: (suit(c) == trump, -order.index(rank(c)), rng.random()))[:4]


def key(item: Item) -> str:
    return json.dumps(item, sort_keys=True)


def play_match(
    game: str,
    options: dict[str, Any],
    seed: int,
    policy: Policy,
    *,
    max_deals: int,
    seen: Counter[str],
) -> dict[str, Any]:
    """One match with the project, the referee checking each step; returns the match log."""
    rng = random.Random(seed)
    match = Match(game, options, seed=seed)
    ref = RefMatch(game, check_options(game, options), match.first_dealer)
    opts = ref.opts
    while not match.is_over and len(match.deals) < max_deals:
        deal = match.new_deal()
        hands = [[card.text for card in hand] for hand in deal.dealt_hands]
        rdeal = ref.new_deal(deal.dealer, hands, [card.text for card in deal.kitty])
        if game == "rough" and any(rdeal.in_box):
            seen["rough: a team in the box"] += 1
        while deal.current_seat is not None:
            seat = deal.current_seat
            assert seat == rdeal.to_act, (seat, rdeal.to_act)
            choice = deal.choice()
            expected = rdeal.legal()
            if choice is not None:
                assert expected is None and choice.seat == seat and choice.count == 4
                allowed = sorted(card.text for card in cards_from_mask(choice.allowed_mask))
                assert allowed == sorted(rdeal.hands[seat])
                cards = smart_discard(game, rdeal.trump, rdeal.hands[seat], rng)
                action: Action = Discard.of(match.rules.pack.parse_card(card) for card in cards)
            else:
                legal = deal.legal_actions()
                assert expected is not None
                assert sorted(key(a.to_json()) for a in legal) == sorted(map(key, expected)), (
                    rdeal.snapshot(),
                    [a.to_json() for a in legal],
                    expected,
                )
                if game == "rough" and rdeal.phase == "bid" and rdeal.in_box[seat % 2]:
                    if rdeal.calls < 3 and rdeal.high < 100:
                        seen["rough: 100 refused to a team in the box"] += 1
                    if rdeal.calls == 3 and rdeal.high == 100:
                        seen["rough: keep of 100 refused to a team in the box"] += 1
                action = policy(game, rdeal, legal, rng)
            item = action.to_json()
            note_action(game, rdeal, seat, item, opts=opts, seen=seen)
            match.apply(action)
            rdeal.apply(seat, item)
        assert rdeal.over
        entry = ref.close(rdeal)
        result = match.results[-1]
        assert list(result.scores) == entry["scores"], (entry, result)
        if game == "carotte":
            assert list(result.chips) == entry["chips"], (entry, result)
        assert bool(result.annulled) == bool(entry.get("annulled"))
        note_deal(game, rdeal, ref, opts=opts, seen=seen)
    assert ref.winner == (list(match.winners) if match.winners is not None else None)
    return match.to_log()


def note_action(
    game: str, deal: RefDeal, seat: int, item: Item, *, opts: dict[str, Any], seen: Counter[str]
) -> None:
    kind = item["type"]
    if game == "carotte" and kind == "bid" and deal.calls == 3 and deal.high == 0 and opts["dealer_must_bid"]:
        seen["carotte: dealer forced to bid"] += 1
    if game != "rough":
        return
    if kind == "bid" and item["points"] == 100:
        seen["rough: bid of 100"] += 1
    if kind == "keep":
        if deal.high == 0:
            seen[f"rough: dealer keeps when nobody bid ({opts['dealer_when_no_bid']})"] += 1
        elif deal.high_seat is not None and deal.high_seat % 2 == seat % 2:
            seen["rough: dealer keeps his partner's bid"] += 1
        else:
            seen["rough: dealer keeps an opponent's bid"] += 1
    if kind == "pass" and deal.calls == 3 and deal.high == 0:
        seen[f"rough: dealer passes when nobody bid ({opts['dealer_when_no_bid']})"] += 1
    if kind == "sans_atout":
        seen["rough: sans_atout"] += 1


def note_deal(game: str, deal: RefDeal, ref: RefMatch, *, opts: dict[str, Any], seen: Counter[str]) -> None:
    seen[f"{game}: deals"] += 1
    if deal.annulled:
        seen[f"{game}: all passed"] += 1
    elif game == "carotte":
        d = deal.declarer
        assert d is not None
        n = deal.contract
        made = deal.tricks_won[d] >= n
        seen[f"carotte: bid {n} {'made' if made else 'failed'}"] += 1
        if made and n < 6 and deal.tricks_won[d] > n and opts["count_overtricks"]:
            seen["carotte: overtricks counted"] += 1
        if n == 6 and opts["carotte_stake"] != 10:
            seen["carotte: carotte with another stake"] += 1
    else:
        d = deal.declarer
        assert d is not None
        if deal.contract == 100:
            seen[f"rough: 100 {'made' if deal.match_winner_team == d % 2 else 'failed'}"] += 1
        elif deal.scores[d] < 0:
            seen["rough: contract failed"] += 1
        else:
            seen["rough: contract made"] += 1
        if deal.sans_atout and opts["sans_atout_multiplier"] > 1 and deal.contract < 100:
            seen["rough: sans_atout multiplied"] += 1
        if opts["discards_to_defence"] and card_points(deal.discard):
            seen["rough: discard points to the defence"] += 1
        if opts["min_bid"] != 70 and deal.contract < 70:
            seen["rough: contract below 70 (min_bid)"] += 1
    if ref.winner is not None:
        default = opts["target"] == DEFAULTS[game]["target"]
        seen[f"{game}: match won at {'the default' if default else 'a lower'} target"] += 1
        if game == "rough" and deal.contract < 100:
            reached = [t for t in (0, 1) if ref.totals[t] >= opts["target"]]
            if len(reached) == 2:
                seen["rough: both teams reach the target"] += 1
    against = ref.winner is not None and ref.totals[ref.winner[0]] < max(ref.totals)
    if game == "rough" and deal.contract == 100 and against:
        seen["rough: 100 decides the match against the totals"] += 1


# The runs: (game, options, policy, matches, max deals per match)
RUNS: list[tuple[str, dict[str, Any], Policy, int, int]] = [
    ("carotte", {}, uniform, 3, 12),
    ("carotte", {}, cautious, 6, 80),
    ("carotte", {"dealer_must_bid": True, "target": 10}, cautious, 6, 30),
    (
        "carotte",
        {"show_mise": True, "count_overtricks": True, "carotte_stake": 3, "target": 12},
        cautious,
        6,
        30,
    ),
    ("carotte", {"dealer_must_bid": True, "carotte_stake": 7}, uniform, 3, 10),
    ("rough", {}, uniform, 3, 25),
    ("rough", {}, cautious, 6, 25),
    ("rough", {"target": 100}, cautious, 8, 30),
    ("rough", {"min_bid": 50, "dealer_when_no_bid": "may_not_take", "target": 150}, cautious, 6, 30),
    (
        "rough",
        {
            "dealer_when_no_bid": "must_take",
            "discards_to_defence": True,
            "sans_atout_multiplier": 2,
            "target": 100,
        },
        cautious,
        6,
        30,
    ),
    ("rough", {"sans_atout_multiplier": 3, "min_bid": 80, "target": 5}, cautious, 8, 30),
    ("rough", {"target": 100}, uniform, 6, 30),
]

REQUIRED = {
    "carotte": [
        "carotte: all passed",
        "carotte: bid 4 made",
        "carotte: bid 4 failed",
        "carotte: bid 5 made",
        "carotte: bid 5 failed",
        "carotte: bid 6 made",
        "carotte: bid 6 failed",
        "carotte: dealer forced to bid",
        "carotte: overtricks counted",
        "carotte: carotte with another stake",
        "carotte: match won at the default target",
        "carotte: match won at a lower target",
    ],
    "rough": [
        "rough: all passed",
        "rough: bid of 100",
        "rough: 100 failed",
        "rough: a team in the box",
        "rough: 100 refused to a team in the box",
        "rough: sans_atout",
        "rough: sans_atout multiplied",
        "rough: dealer keeps his partner's bid",
        "rough: dealer keeps an opponent's bid",
        "rough: dealer keeps when nobody bid (may_take)",
        "rough: dealer keeps when nobody bid (must_take)",
        "rough: dealer passes when nobody bid (may_not_take)",
        "rough: dealer passes when nobody bid (may_take)",
        "rough: contract made",
        "rough: contract failed",
        "rough: discard points to the defence",
        "rough: contract below 70 (min_bid)",
        "rough: match won at a lower target",
        "rough: both teams reach the target",
    ],
}


def build_corpus(
    runs: list[tuple[str, dict[str, Any], Policy, int, int]], seed: int
) -> tuple[list[dict[str, Any]], Counter[str]]:
    seen: Counter[str] = Counter()
    logs = []
    for number, (game, options, policy, matches, max_deals) in enumerate(runs):
        for m in range(matches):
            match_seed = seed * 100_003 + number * 1009 + m
            log = play_match(game, options, match_seed, policy, max_deals=max_deals, seen=seen)
            logs.append(log)
            seen[f"{game}: matches"] += 1
    return logs, seen


@pytest.fixture(scope="module")
def corpus() -> tuple[list[dict[str, Any]], Counter[str]]:
    return build_corpus(RUNS, seed=20240611)


# ------------------------------------------------------------------------------------------------
# Hand-built logs
# ------------------------------------------------------------------------------------------------

PLAYERS = [{"name": f"Joueur {i + 1}", "kind": "ai"} for i in range(4)]


def rough_partie_made_log() -> dict[str, Any]:
    """Seat 1 bids 100 with every spade; the team takes all 100 points and wins at once."""
    spades = ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S"]
    kitty = ["5S", "AH", "10H", "5H"]
    rest = [c for c in PACKS["rough"] if c not in spades and c not in kitty]
    hands = [rest[0:8], spades, rest[8:16], rest[16:24]]
    actions: list[Item] = [
        {"seat": 1, "type": "bid", "points": 100},
        {"seat": 2, "type": "pass"},
        {"seat": 3, "type": "pass"},
        {"seat": 0, "type": "pass"},
        {"seat": 1, "type": "discard", "cards": ["AH", "10H", "5H", "5S"]},
    ]
    for i in range(8):
        actions.append({"seat": 1, "type": "play", "card": spades[i]})
        actions += [{"seat": s, "type": "play", "card": hands[s][i]} for s in (2, 3, 0)]
    deal = {"dealer": 0, "hands": hands, "kitty": kitty, "actions": actions}
    return {
        "format": "atout-match",
        "version": 1,
        "game": "rough",
        "options": {},
        "players": PLAYERS,
        "deals": [deal],
    }


def test_rough_partie_made() -> None:
    log = rough_partie_made_log()
    verdict = compare(log)
    assert verdict == (
        "ok",
        {"deals": [{"scores": [0, 100, 0, 100]}], "totals": [0, 100, 0, 100], "winner": [1, 3]},
    )
    # The discards go to the defence: the same play no longer takes every point, the defence wins.
    log["options"] = {"discards_to_defence": True}
    expected = {"deals": [{"scores": [30, -100, 30, -100]}], "totals": [30, -100, 30, -100], "winner": [0, 2]}
    assert compare(log) == ("ok", expected)


def test_examples_of_the_design() -> None:
    """The referee reproduces the example match logs of tests/fixtures and what replay prints."""
    from pathlib import Path

    fixtures = Path(__file__).resolve().parents[1] / "fixtures"
    found = 0
    for game in ("carotte", "rough"):
        for path in sorted(fixtures.rglob(f"{game}*.json")):
            if path.name.endswith(".expected.json"):
                continue
            expected_path = path.with_name(path.name.replace(".json", ".expected.json"))
            if not expected_path.exists():
                continue
            expected = json.loads(expected_path.read_text(encoding="utf-8"))
            summary = referee(json.loads(path.read_text(encoding="utf-8")))
            assert [d["scores"] for d in summary["deals"]] == [d["scores"] for d in expected["deals"]]
            assert summary["totals"] == expected["totals"] and summary["winner"] == expected["winner"]
            found += 1
    assert found == 2, "the Carotte and Rough example logs are fixtures of this suite"


# ------------------------------------------------------------------------------------------------
# 1. Random legal matches
# ------------------------------------------------------------------------------------------------


def check_legal_logs(logs: list[dict[str, Any]], seen: Counter[str]) -> None:
    for log in logs:
        verdict = compare(log)
        assert verdict[0] == "ok", verdict
        seen[f"{log['game']}: logs compared"] += 1
        # A prefix of a legal log is legal: the last deal is unfinished.
        deals = log["deals"]
        last = deals[-1]
        if last["actions"]:
            cut = copied(log)
            cut["deals"][-1]["actions"] = last["actions"][: len(last["actions"]) // 2]
            verdict = compare(cut)
            assert verdict[0] == "ok" and verdict[1]["deals"][-1].get("unfinished"), verdict
            seen[f"{log['game']}: unfinished last deal"] += 1


def test_random_legal_matches(corpus: tuple[list[dict[str, Any]], Counter[str]]) -> None:
    logs, seen = corpus
    check_legal_logs(logs, seen)
    missing = [name for game in REQUIRED for name in REQUIRED[game] if not seen[name]]
    assert not missing, (missing, seen)
    options = {name for log in logs for name in log["options"]}
    assert options >= set(DEFAULTS["carotte"]) | set(DEFAULTS["rough"]), options
    values = {log["options"].get("dealer_when_no_bid", "may_take") for log in logs if log["game"] == "rough"}
    assert values == set(NO_BID_CHOICES)


# ------------------------------------------------------------------------------------------------
# 2. Corrupted logs
# ------------------------------------------------------------------------------------------------

Snap = dict[str, Any]
Corruption = Callable[[dict[str, Any], list[Snap], random.Random], dict[str, Any] | None]
ALIEN = {"carotte": ["7H", "5S", "1C", "AX", "KK"], "rough": ["6H", "4S", "1D", "AX", "10"]}


def prefix(log: dict[str, Any], deal: int) -> dict[str, Any]:
    """A copy of the log up to one deal after ``deal`` (counted from 1)."""
    out = copied({k: v for k, v in log.items() if k != "deals"})
    out["deals"] = copied(log["deals"][: deal + 1])
    return out


def pick(snaps: list[Snap], rng: random.Random, test: Callable[[Snap], bool]) -> Snap | None:
    found = [s for s in snaps if test(s)]
    return rng.choice(found) if found else None


def replace_action(log: dict[str, Any], snap: Snap, item: Item) -> dict[str, Any]:
    out = prefix(log, snap["deal"])
    out["deals"][snap["deal"] - 1]["actions"][snap["action"] - 1] = item
    return out


def insert_action(log: dict[str, Any], snap: Snap, item: Item) -> dict[str, Any]:
    out = prefix(log, snap["deal"])
    out["deals"][snap["deal"] - 1]["actions"].insert(snap["action"] - 1, item)
    return out


def action_of(log: dict[str, Any], snap: Snap) -> Item:
    return log["deals"][snap["deal"] - 1]["actions"][snap["action"] - 1]


def c_revoke(log, snaps, rng):
    """A play that does not follow suit though the hand could."""

    def ok(s: Snap) -> bool:
        hand = s["hands"][s["seat"]]
        if s["phase"] != "play" or s["led"] is None:
            return False
        return any(suit(c) == s["led"] for c in hand) and any(suit(c) != s["led"] for c in hand)

    snap = pick(snaps, rng, ok)
    if snap is None:
        return None
    card = rng.choice([c for c in snap["hands"][snap["seat"]] if suit(c) != snap["led"]])
    return replace_action(log, snap, {"seat": snap["seat"], "type": "play", "card": card})


def c_same_hand_card(log, snaps, rng):
    """Another card of the same hand, and the original card where the other was to be played:
    legal when both still follow suit (the tricks then change), illegal otherwise."""
    snap = pick(
        snaps,
        rng,
        lambda s: s["phase"] == "play" and len(s["hands"][s["seat"]]) > 1 and "card" in action_of(log, s),
    )
    if snap is None:
        return None
    played = action_of(log, snap)["card"]
    card = rng.choice([c for c in snap["hands"][snap["seat"]] if c != played])
    out = replace_action(log, snap, {"seat": snap["seat"], "type": "play", "card": card})
    for item in out["deals"][snap["deal"] - 1]["actions"][snap["action"] :]:
        if item.get("card") == card:
            item["card"] = played
    return out


def c_other_seat_card(log, snaps, rng):
    snap = pick(
        snaps, rng, lambda s: s["phase"] == "play" and any(s["hands"][o] for o in range(4) if o != s["seat"])
    )
    if snap is None:
        return None
    other = rng.choice([s for s in range(4) if s != snap["seat"] and snap["hands"][s]])
    card = rng.choice(snap["hands"][other])
    return replace_action(log, snap, {"seat": snap["seat"], "type": "play", "card": card})


def c_swap_seats(log, snaps, rng):
    deals = [i for i, d in enumerate(log["deals"]) if len({a["seat"] for a in d["actions"]}) > 1]
    if not deals:
        return None
    k = rng.choice(deals)
    out = prefix(log, k + 1)
    actions = out["deals"][k]["actions"]
    while True:
        i, j = sorted(rng.sample(range(len(actions)), 2))
        if actions[i]["seat"] != actions[j]["seat"]:
            break
    actions[i]["seat"], actions[j]["seat"] = actions[j]["seat"], actions[i]["seat"]
    return out


def c_bid_too_low(log, snaps, rng):
    if log["game"] == "carotte":
        snap = pick(snaps, rng, lambda s: s["phase"] == "bid")
        if snap is None:
            return None
        tricks = rng.choice([3, 7] if snap["high"] == 0 else [3, *range(4, snap["high"] + 1)])
        item = {"seat": snap["seat"], "type": "bid", "tricks": tricks, "trump": rng.choice(SUITS)}
        return replace_action(log, snap, item)
    snap = pick(snaps, rng, lambda s: s["phase"] == "bid" and s["calls"] < 3)
    if snap is None:
        return None
    low = log["options"].get("min_bid", 70)
    points = rng.choice([low - 5, low + 2, 105, *([snap["high"]] if snap["high"] else [])])
    return replace_action(log, snap, {"seat": snap["seat"], "type": "bid", "points": points})


def c_dealer_bids(log, snaps, rng):
    snap = pick(snaps, rng, lambda s: s["phase"] == "bid" and s["calls"] == 3)
    if snap is None or log["game"] != "rough":
        return None
    points = min(100, max(log["options"].get("min_bid", 70), snap["high"] + 5))
    return replace_action(log, snap, {"seat": snap["seat"], "type": "bid", "points": points})


def c_keep_by_non_dealer(log, snaps, rng):
    snap = pick(snaps, rng, lambda s: s["phase"] == "bid" and s["calls"] < 3)
    if snap is None:
        return None
    return replace_action(log, snap, {"seat": snap["seat"], "type": "keep"})


def c_late_sans_atout(log, snaps, rng):
    """The contractor announces Sans-Atout after his first card, at a later turn of his."""
    snap = pick(
        snaps, rng, lambda s: s["phase"] == "play" and not s["first_card"] and s["seat"] == s["declarer"]
    )
    if snap is None:
        return None
    return insert_action(log, snap, {"seat": snap["seat"], "type": "sans_atout"})


def c_early_or_foreign_sans_atout(log, snaps, rng):
    """Sans-Atout before the discard, or in La Carotte, or by another seat than the contractor."""
    snap = pick(snaps, rng, lambda s: s["phase"] == "discard" or (s["phase"] == "play" and s["first_card"]))
    if snap is None:
        return None
    seat = snap["seat"] if snap["phase"] == "discard" or log["game"] == "carotte" else (snap["seat"] + 1) % 4
    return insert_action(log, snap, {"seat": seat, "type": "sans_atout"})


def c_discard_count(log, snaps, rng):
    snap = pick(snaps, rng, lambda s: s["phase"] == "discard")
    if snap is None:
        return None
    item = copied(action_of(log, snap))
    if rng.random() < 0.5:
        item["cards"].pop(rng.randrange(4))
    else:
        item["cards"].append(rng.choice([c for c in snap["hands"][snap["seat"]] if c not in item["cards"]]))
    return replace_action(log, snap, item)


def c_discard_not_held(log, snaps, rng):
    snap = pick(snaps, rng, lambda s: s["phase"] == "discard")
    if snap is None:
        return None
    item = copied(action_of(log, snap))
    i = rng.randrange(4)
    if rng.random() < 0.6:
        other = rng.choice([s for s in range(4) if s != snap["seat"]])
        item["cards"][i] = rng.choice(snap["hands"][other])
    else:  # the same card twice
        item["cards"][i] = item["cards"][(i + 1) % 4]
    return replace_action(log, snap, item)


def c_wrong_dealer(log, snaps, rng):
    if len(log["deals"]) < 2:
        return None
    k = rng.randrange(1, len(log["deals"]))
    out = prefix(log, k + 1)
    out["deals"][k]["dealer"] = (out["deals"][k]["dealer"] + rng.randrange(1, 4)) % 4
    return out


def c_extra_action(log, snaps, rng):
    """An action after a finished deal's end."""
    k = rng.randrange(len(log["deals"]))  # every deal of the corpus is finished
    out = prefix(log, k + 1)
    deal = out["deals"][k]
    last = deal["actions"][-1] if deal["actions"] else {"seat": 0}
    seat = rng.choice([last["seat"], (last["seat"] + 1) % 4])
    extra = rng.choice([{"type": "pass"}, {"type": "play", "card": deal["hands"][seat][0]}])
    deal["actions"].append({"seat": seat, **extra})
    return out


def c_deal_after_end(log, snaps, rng):
    out = copied(log)
    if out.pop("_over", None) is None:
        return None
    cards = list(PACKS[log["game"]])
    rng.shuffle(cards)
    size = HAND_SIZE[log["game"]]
    hands = [cards[i * size : (i + 1) * size] for i in range(4)]
    dealer = (out["deals"][-1]["dealer"] + 1) % 4
    actions = rng.choice([[], [{"seat": (dealer + 1) % 4, "type": "pass"}]])
    out["deals"].append({"dealer": dealer, "hands": hands, "kitty": cards[4 * size :], "actions": actions})
    return out


def c_card_not_in_pack(log, snaps, rng):
    alien = rng.choice(ALIEN[log["game"]])
    if rng.random() < 0.5:
        snap = pick(snaps, rng, lambda s: s["phase"] == "play")
        if snap is None:
            return None
        return replace_action(log, snap, {"seat": snap["seat"], "type": "play", "card": alien})
    k = rng.randrange(len(log["deals"]))
    out = prefix(log, k + 1)
    deal = out["deals"][k]
    if rng.random() < 0.7:
        hand = rng.choice(deal["hands"])
        hand[rng.randrange(len(hand))] = alien
    else:
        deal["kitty"][rng.randrange(4)] = alien
    return out


def c_box_bid_100(log, snaps, rng):
    snap = pick(snaps, rng, lambda s: s["phase"] == "bid" and s["calls"] < 3 and s["box"][s["seat"] % 2])
    if snap is None:
        return None
    return replace_action(log, snap, {"seat": snap["seat"], "type": "bid", "points": 100})


def c_dealer_option(log, snaps, rng):
    """The dealer against dealer_must_bid / dealer_when_no_bid, when nobody bid before him."""
    options = log["options"]
    snap = pick(snaps, rng, lambda s: s["phase"] == "bid" and s["calls"] == 3 and s["high"] == 0)
    if snap is None:
        return None
    if log["game"] == "carotte" and options.get("dealer_must_bid"):
        item: Item = {"type": "pass"}
    elif options.get("dealer_when_no_bid") == "must_take":
        item = {"type": "pass"}
    elif options.get("dealer_when_no_bid") == "may_not_take":
        item = {"type": "keep"}
    else:
        return None
    return replace_action(log, snap, {"seat": snap["seat"], **item})


def c_drop_action(log, snaps, rng):
    snap = rng.choice(snaps) if snaps else None
    if snap is None:
        return None
    out = prefix(log, snap["deal"])
    del out["deals"][snap["deal"] - 1]["actions"][snap["action"] - 1]
    return out


CORRUPTIONS: dict[str, Corruption] = {
    "revoke": c_revoke,
    "same hand card": c_same_hand_card,
    "other seat's card": c_other_seat_card,
    "swap seats": c_swap_seats,
    "bid too low": c_bid_too_low,
    "dealer bids (rough)": c_dealer_bids,
    "keep by a non-dealer": c_keep_by_non_dealer,
    "sans_atout after the first card": c_late_sans_atout,
    "sans_atout early / foreign": c_early_or_foreign_sans_atout,
    "discard of 3 or 5": c_discard_count,
    "discard not held": c_discard_not_held,
    "wrong dealer": c_wrong_dealer,
    "extra action": c_extra_action,
    "deal after the end": c_deal_after_end,
    "card not in the pack": c_card_not_in_pack,
    "bid 100 in the box": c_box_bid_100,
    "dealer against his option": c_dealer_option,
    "dropped action": c_drop_action,
}
ALWAYS_ILLEGAL = set(CORRUPTIONS) - {"same hand card", "dropped action"}


def corrupt_all(logs: list[dict[str, Any]], seed: int, per_log: int, results: Counter[str]) -> None:
    rng = random.Random(seed)
    for log in logs:
        snaps: list[Snap] = []
        summary = referee(log, snaps)
        tagged = dict(log, _over=True) if summary["winner"] is not None else dict(log)
        names = rng.sample(sorted(CORRUPTIONS), min(per_log, len(CORRUPTIONS)))
        for name in names:
            bad = CORRUPTIONS[name](tagged, snaps, rng)
            if bad is None:
                continue
            bad.pop("_over", None)
            verdict = compare(bad)
            results[f"{name}: {'illegal' if verdict[0] == 'fault' else 'legal'}"] += 1
            if name in ALWAYS_ILLEGAL:
                assert verdict[0] == "fault", (name, verdict)


def test_corrupted_logs(corpus: tuple[list[dict[str, Any]], Counter[str]]) -> None:
    logs, _ = corpus
    results: Counter[str] = Counter()
    corrupt_all(logs, seed=7, per_log=len(CORRUPTIONS), results=results)
    missing = [name for name in CORRUPTIONS if not results[f"{name}: illegal"]]
    assert not missing, (missing, results)
    assert results["same hand card: legal"] and results["dropped action: legal"], results


def test_log_level_faults() -> None:
    log = rough_partie_made_log()
    for change in (
        {"options": {"cible": 3}},
        {"options": {"sans_atout_multiplier": 4}},
        {"version": 2},
        {"game": "belote"},
        {"players": PLAYERS[:3]},
    ):
        assert compare({**log, **change}) == ("fault", (None, None))


# ------------------------------------------------------------------------------------------------
# The soak (not a test): python tests/rules/test_referee.py [DEALS_PER_GAME]
# ------------------------------------------------------------------------------------------------


def soak(deals_per_game: int, seed: int = 1) -> dict[str, Any]:
    seen: Counter[str] = Counter()
    results: Counter[str] = Counter()
    logs_done = 0
    batch = 0
    for game in ("carotte", "rough"):
        runs = [run for run in RUNS if run[0] == game]
        while seen[f"{game}: deals"] < deals_per_game:
            batch += 1
            logs, found = build_corpus(runs, seed=seed * 7919 + batch)
            seen.update(found)
            check_legal_logs(logs, seen)
            corrupt_all(logs, seed=batch, per_log=4, results=results)
            logs_done += len(logs)
    missing = [name for game in REQUIRED for name in REQUIRED[game] if not seen[name]]
    return {
        "logs": logs_done,
        "seen": dict(sorted(seen.items())),
        "corruptions": dict(sorted(results.items())),
        "corrupted logs": sum(results.values()),
        "missing": missing,
    }


if __name__ == "__main__":
    print(json.dumps(soak(int(sys.argv[1]) if len(sys.argv) > 1 else 20_000), indent=1))
