"""The undo rule: may the player take his last move back, and how many actions that is.

An undo mends a slip; it never lets the player look at hidden cards and choose again. So a move
is taken back only while the player may act (his own turn, or the grace after his move: the next
seat's action is held a moment, see :data:`GRACE_MS`), one step only, while no card he had not
seen when he made it has been shown since (the others' cards played, the chien turned over, a
poignée), and while no other player has spoken since (a bid, a pass, a chelem): he would bid
again knowing what the others said.

Nothing here knows of Qt or of the clock: the session asks :func:`refusal` and
:func:`moves_to_take_back`, and holds the grace's timer itself.

>>> from atout.rules import PASS, Match
>>> match = Match("carotte", seed=21, first_dealer=3)
>>> deal = match.new_deal()
>>> refusal(match, 0, may_act=True, undone=False)
'nothing_to_undo'
>>> match.apply(PASS)
>>> moves_to_take_back(match.current, 0), refusal(match, 0, may_act=True, undone=False)
(1, None)
>>> match.apply(PASS)  # Léa passed too: he heard her
>>> moves_to_take_back(match.current, 0), refusal(match, 0, may_act=True, undone=False)
(2, 'bids_heard')
"""

from __future__ import annotations

from typing import Final, Literal

from atout.rules import Deal, Match

__all__ = ["GRACE_MS", "SPOKEN", "Refusal", "grace_ms", "moves_to_take_back", "refusal"]

#: Why a move cannot be taken back: not the player's turn (nor the grace after his move), no
#: move of his in this deal, a move was just taken back, a card he had not seen was shown since,
#: another player has spoken since.
Refusal = Literal["not_your_turn", "nothing_to_undo", "once", "cards_seen", "bids_heard"]

#: The kinds of action by which a player speaks (an undo may not take back what he heard).
SPOKEN: Final = frozenset({"pass", "bid", "keep", "sans_atout", "chelem"})

#: How long, in milliseconds, the next seat's action is held after the player's card, bid or
#: écart at each speed of the table, so that Ctrl+Z can take a slip back: none at the instant
#: speed (nothing waits there).
GRACE_MS: Final = {"slow": 3000, "normal": 1500, "fast": 800, "instant": 0}


def grace_ms(speed: str, *, autoplay: bool = False) -> int:
    """The grace at ``speed`` (an unknown speed: the normal one's); none in autoplay.

    >>> grace_ms("slow"), grace_ms("instant"), grace_ms("fast", autoplay=True), grace_ms("?")
    (3000, 0, 0, 1500)
    """
    if autoplay:
        return 0
    return GRACE_MS.get(speed, GRACE_MS["normal"])


def moves_to_take_back(deal: Deal, seat: int) -> int | None:
    """How many actions of ``deal`` an undo takes back: ``seat``'s last and every one after it
    (``None`` when it has made none)."""
    mine = [index for index, (who, _) in enumerate(deal.history) if who == seat]
    return len(deal.history) - mine[-1] if mine else None


def refusal(match: Match, seat: int, *, may_act: bool, undone: bool) -> Refusal | None:
    """Why ``seat``'s last move cannot be taken back now, or ``None`` when it can.

    ``may_act``: it is the player's turn, or the grace after his move (the next seat's action,
    if already chosen, has been neither applied nor shown); ``undone``: a move of his was just
    taken back (one step only).
    """
    deal = match.current
    if deal is None or not may_act:
        return "not_your_turn"
    back = moves_to_take_back(deal, seat)
    if back is None:
        return "nothing_to_undo"
    if undone:
        return "once"
    before = match.deal_before(back).observation(seat).seen_mask
    if deal.observation(seat).seen_mask & ~before:
        return "cards_seen"
    if any(who != seat and action.kind in SPOKEN for who, action in deal.history[-back:]):
        return "bids_heard"
    return None
