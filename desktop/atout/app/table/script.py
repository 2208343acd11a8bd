"""How each table event is shown: a script of motions and pauses per event kind.

``deal``: the pack dealt from the dealer's place, packet by packet as the game deals, the
player's cards turned over and sorted. ``action``: a bid said in a bubble; a card flown from
its hand to the trick; the mise or chien shown face up when seat 0 may see it, then taken by
the declarer; an écart or discard put aside; a poignée shown for a while. ``trick``: the
finished trick stays in view (until a click or a pause that depends on the speed), its winning
card outlined, then goes to the winner's pile. ``deal_over``: an annulled deal says why.

Every script ends with :meth:`TableScene.sync` on the event's observation: what the table
shows afterwards comes from the observation alone.
"""

from __future__ import annotations

import functools
from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from atout.app.games.words import game_words
from atout.app.session import TableEvent
from atout.app.table.animator import Breath, EventPlayer, Hold, Join, Launch, Motion, Script
from atout.app.table.items import CardItem, Mark
from atout.app.table.layout import Z_FLYING
from atout.app.table.scene import TableScene
from atout.app.texts.table import action_text
from atout.rules import (
    Card,
    DealNumber,
    Discard,
    HiddenDiscard,
    Observation,
    Pass,
    Phase,
    Play,
    Poignee,
    get_game,
)
from atout.rules.outcome import Annulment
from atout.rules.public import TarotPublic

__all__ = ["Director"]

#: Pauses at the normal speed, in milliseconds.
TRICK_PAUSE = 1300
CALL_PAUSE = 650
KITTY_PAUSE = 1700
SHOW_PAUSE = 2200
DEAL_TIME = 1500
#: Cards dealt per part of the deal's motion (each part is built in a turn of its own).
DEAL_PART = 12


def _forget_faces(items: list[CardItem]) -> None:
    """These cards lie face down from now on: who they are is no longer shown nor kept."""
    for item in items:
        item.set_card(None)


class Director:
    """Turns each :class:`TableEvent` into a script for the :class:`EventPlayer`."""

    def __init__(self, scene: TableScene, player: EventPlayer) -> None:
        self.scene = scene
        self.player = player

    def motion(self) -> Motion:
        """A motion at the current speed."""
        return Motion(self.player.factor)

    def script(self, event: TableEvent) -> Script:
        """The script that shows ``event``."""
        obs = event.observation
        if event.kind == "deal" and obs is not None:
            return self._deal(obs, event.deal_number)
        if event.kind == "undo" and obs is not None:
            return self._redraw(obs, event.deal_number)
        if event.kind == "action" and obs is not None:
            return self._action(event, obs)
        if event.kind == "trick" and obs is not None:
            return self._trick(event, obs)
        if event.kind == "deal_over" and obs is not None:
            return self._deal_over(event, obs)
        return self._nothing(obs)

    def _nothing(self, obs: Observation | None) -> Script:
        if obs is not None:
            yield self.scene.sync(obs, self.motion())

    # -- the deal ---------------------------------------------------------------------------------
    def _clear_for(self, obs: Observation, number: int | DealNumber) -> None:
        """An empty table for deal ``number`` (a plain number, or as the rules count deals), its
        signs as ``obs`` sees them."""
        scene = self.scene
        scene.clear_cards()
        scene.signs.clear_bubbles(everything=True)
        scene.signs.hide_banner()
        scene.deal_number = _numbered(number)
        scene.obs = None
        scene.signs.refresh(obs)

    def _redraw(self, obs: Observation, number: int | DealNumber) -> Script:
        """The deal laid out again at once as ``obs`` sees it (moves were taken back)."""
        self._clear_for(obs, number)
        yield self.scene.sync(obs, Motion(0.0))

    def _deal(self, obs: Observation, number: int | DealNumber) -> Script:
        scene = self.scene
        scene.hand_order.reset()  # a new deal (or one resumed): its suits' order is decided anew
        self._clear_for(obs, number)
        layout = scene.layout
        rules = get_game(obs.game)
        counts = list(obs.hand_sizes)
        seats = len(counts)
        kitty = seats  # the kitty's number among the seats', in the dealing order
        kitty_count = scene.centre_kitty(obs)
        hand0 = scene.hand_order.arrange(obs)
        # who gets each card, in the order the dealer deals them
        order: list[int] = []  # a seat, or the kitty
        for where, size in rules.packets:
            targets = [kitty] if where == "kitty" else [(obs.dealer + i) % seats for i in range(1, seats + 1)]
            for target in targets:
                order.extend([target] * size)
        given = [0] * (seats + 1)
        wanted = [*counts, kitty_count]
        step = min(55.0, DEAL_TIME / max(1, len(order)))
        # a part at a time, so that no turn of the event loop makes the whole pack's flights
        for start in range(0, len(order), DEAL_PART):
            deck = layout.deck(obs.dealer)  # asked again per part: the window may have been resized
            finals = [layout.hand(seat, count) for seat, count in enumerate(counts)]
            kitty_poses = layout.kitty(kitty_count, False)
            motion = self.motion()
            for index in range(start, min(len(order), start + DEAL_PART)):
                target = order[index]
                if given[target] >= wanted[target]:
                    continue
                slot = given[target]
                given[target] += 1
                if target == kitty:
                    pose = kitty_poses[slot]
                    card = None
                else:
                    pose = replace(finals[target][slot], face_up=False)
                    card = hand0[slot] if target == 0 else None
                item = scene.new_card(card, replace(deck, z=Z_FLYING + len(order) - index, face_up=False))
                item.setZValue(deck.z + len(order) - index)
                motion.place(item, pose, 300, delay=(index - start) * step, arc=True)
                (scene.kitty if target == kitty else scene.hands[target]).append(item)
            yield Launch(motion)
            if start + DEAL_PART < len(order):
                # at the instant speed, a part a turn of the event loop: none lays the whole pack
                yield Hold(round(DEAL_PART * step), clickable=False) if self.player.factor > 0 else Breath()
        yield Join()
        # cards the deal's observation holds beyond the deal (a resumed deal): sync adds them
        turn = self.motion()
        for index, (item, pose) in enumerate(zip(scene.hands[0], scene.hand_poses(0), strict=False)):
            turn.place(item, pose, 260, delay=index * 18)
        yield turn
        yield scene.sync(obs, self.motion())

    # -- actions ------------------------------------------------------------------------------------
    def _action(self, event: TableEvent, obs: Observation) -> Script:
        scene = self.scene
        before = scene.obs
        seen = scene.seen_action(obs, event.seat, event.action)
        seat = event.seat if event.seat is not None else 0
        scene.signs.hide_banner()
        if isinstance(seen, Play):
            yield from self._play(seat, seen, obs, before)
        elif isinstance(seen, Discard | HiddenDiscard):
            yield from self._discard(seat, seen, obs)
        elif isinstance(seen, Poignee):
            yield from self._poignee(seat, seen, obs)
        elif seen is not None:
            yield from self._call(seat, seen, obs, before)
        yield scene.sync(obs, self.motion())

    def _play(self, seat: int, play: Play, obs: Observation, before: Observation | None) -> Script:
        scene = self.scene
        item = scene.take_from_hand(seat, play.card)
        order = len(scene.trick)
        scene.trick.append((seat, item))
        if not obs.trick and obs.tricks and (before is None or len(obs.tricks) > len(before.tricks)):
            scene.held = obs.tricks[-1]  # the trick just finished stays in view
        motion = self.motion()
        item.setZValue(Z_FLYING)
        pose = scene.layout.trick(seat, order)
        motion.place(item, replace(pose, z=Z_FLYING), 340, arc=True)
        motion.then(lambda: item.setZValue(pose.z))
        scene.settle_hand(motion, seat, 220)
        yield motion

    def _call(self, seat: int, action: object, obs: Observation, before: Observation | None) -> Script:
        scene = self.scene
        text = action_text(action, scene.game)  # type: ignore[arg-type]
        lasting = scene.is_announcement(action)  # type: ignore[arg-type]
        scene.signs.say(seat, text, accent=not isinstance(action, Pass), lasting=lasting)
        scene.signs.refresh(obs)
        yield Hold(CALL_PAUSE)
        ended = before is not None and before.phase is Phase.BIDDING and obs.phase is not Phase.BIDDING
        if ended and obs.declarer is not None:
            yield from self._kitty_goes(obs, before)

    def _kitty_goes(self, obs: Observation, before: Observation | None) -> Script:
        """The bidding is over: the mise or chien, shown if seat 0 may see it, to the declarer."""
        scene = self.scene
        layout = scene.layout
        declarer = obs.declarer
        assert declarer is not None
        kitty = scene.kitty
        if not kitty:
            return
        if obs.kitty is not None:
            for item, card in zip(kitty, obs.kitty, strict=False):
                item.set_card(card)
            reveal = self.motion()
            for index, (item, pose) in enumerate(zip(kitty, layout.kitty(len(kitty), True), strict=True)):
                reveal.place(item, pose, 380, delay=index * 70)
            yield reveal
            title = game_words(obs.game).kitty_title  # « Le chien », « La mise »
            whom = QCoreApplication.translate("Table", "pour {name}").format(name=scene.names[declarer])
            scene.signs.show_banner(title, whom, above=min(i.sceneBoundingRect().top() for i in kitty))
            yield Hold(KITTY_PAUSE)
            scene.signs.hide_banner()
        grows = before is None or obs.hand_sizes[declarer] > before.hand_sizes[declarer]
        scene.kitty = []
        move = self.motion()
        if grows:
            scene.hands[declarer].extend(kitty)
            if declarer == 0:
                scene.sync(obs, move, 420)
            else:
                scene.settle_hand(move, declarer, 420)
                move.then(functools.partial(_forget_faces, kitty))
        else:  # not taken (a Garde sans or contre): put aside, unseen, by the side it counts for
            owner = scene.aside_owner(obs)
            start = len(scene.aside[owner])
            scene.aside[owner].extend(kitty)
            for index, item in enumerate(kitty):
                move.place(item, layout.aside(owner, start + index), 420, delay=index * 40)
        yield move

    def _discard(self, seat: int, action: Discard | HiddenDiscard, obs: Observation) -> Script:
        scene = self.scene
        layout = scene.layout
        shown: tuple[Card, ...] = ()
        if isinstance(action, Discard):
            items = [scene.take_from_hand(seat, card) for card in action.cards]
        else:
            items = [scene.take_from_hand(seat, None) for _ in range(action.count)]
            shown = action.shown_cards
        if shown:  # the trumps of an écart are shown to all
            show = self.motion()
            for item, card, pose in zip(items, shown, layout.shown(seat, len(shown)), strict=False):
                item.set_card(card)
                show.place(item, pose, 380)
            scene.settle_hand(show, seat)
            yield show
            yield Hold(SHOW_PAUSE)
        start = len(scene.aside[seat])
        scene.aside[seat].extend(items)
        move = self.motion()
        for index, item in enumerate(items):
            move.place(item, layout.aside(seat, start + index), 420, delay=index * 45)
        scene.settle_hand(move, seat)
        if seat != 0:
            move.then(functools.partial(_forget_faces, items))
        yield move

    def _poignee(self, seat: int, action: Poignee, obs: Observation) -> Script:
        scene = self.scene
        scene.signs.say(seat, action_text(action, scene.game), accent=True, lasting=True)
        show = self.motion()
        sources = None
        if seat == 0:
            where = {
                item.card: (item, pose)
                for item, pose in zip(scene.hands[0], scene.hand_poses(0), strict=True)
            }
            sources = [
                where[card][1] if card in where else scene.layout.trick_start(0) for card in action.cards
            ]
        scene.show_cards(seat, action.cards, show, sources)
        yield show
        yield Hold(SHOW_PAUSE)
        hide = self.motion()
        scene.hide_shown(hide)
        yield hide

    # -- tricks -------------------------------------------------------------------------------------
    def _trick(self, event: TableEvent, obs: Observation) -> Script:
        scene = self.scene
        trick = event.trick
        if trick is None:
            yield scene.sync(obs, self.motion())
            return
        if scene.held is None or scene.held != trick:
            scene.held = trick
            scene.sync(obs, Motion(0))
        winner = next((item for seat, item in scene.trick if seat == trick.winner), None)
        if winner is not None:
            winner.set_mark(Mark.WINNER)
        yield Hold(TRICK_PAUSE)
        if winner is not None:
            winner.set_mark(Mark.NONE)
        gather = self.motion()
        items = [item for _, item in scene.trick]
        scene.trick = []
        scene.held = None
        # the Excuse goes back to its owner's tricks when the rules say so (Tarot rule 18)
        excuse_with = obs.public.excuse_with if isinstance(obs.public, TarotPublic) else None
        starts = [len(pile) for pile in scene.piles]
        for index, item in enumerate(items):
            to = trick.winner
            if item.card is not None and item.card.is_excuse and isinstance(excuse_with, int):
                to = excuse_with
            pose = scene.layout.pile(to, min(starts[to], 4))
            gather.place(item, replace(pose, z=pose.z + index), 420, delay=index * 35)
            scene.piles[to].append(item)
        gather.then(functools.partial(_forget_faces, items))
        scene.signs.clear_bubbles(everything=True)
        yield gather
        yield scene.sync(obs, self.motion())

    # -- the end ------------------------------------------------------------------------------------
    def _deal_over(self, event: TableEvent, obs: Observation) -> Script:
        scene = self.scene
        result = event.result
        if result is not None and result.annulled:
            # the notice lies above the kitty still in the centre, not over it
            kitty = [item.sceneBoundingRect().top() for item in scene.kitty if item.isVisible()]
            above = min(kitty) if kitty else None
            if result.annulment is Annulment.PETIT_SEC:
                seat = result.petit_sec[0] if result.petit_sec else None
                who = scene.names[seat] if seat is not None and seat < len(scene.names) else ""
                scene.signs.show_banner(
                    QCoreApplication.translate("Table", "Petit sec : donne annulée"),
                    QCoreApplication.translate("Table", "{name} n'a que le Petit pour atout.").format(
                        name=who
                    ),
                    above=above,
                )
            else:
                scene.signs.show_banner(
                    QCoreApplication.translate("Table", "Tout le monde a passé"),
                    QCoreApplication.translate("Table", "La donne est annulée."),
                    above=above,
                )
            if isinstance(event.deal_number, DealNumber):  # it takes no number now (Tarot)
                scene.deal_number = event.deal_number
        yield scene.sync(obs, self.motion())


def _numbered(number: int | DealNumber) -> DealNumber | None:
    """A deal's number as the table shows it: ``None`` for no number (0)."""
    if isinstance(number, DealNumber):
        return number
    return DealNumber(number) if number > 0 else None
