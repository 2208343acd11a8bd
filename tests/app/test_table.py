"""The card table: it shows the events of real deals, takes the player's clicks and keys, and
scales with the window (pytest-qt, offscreen).

The events are made the way the session makes them (one ``action`` per move, a ``trick`` when
a trick is taken, ``deal_over`` at the end), from matches played by random players.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QTransform
from pytestqt.qtbot import QtBot

from atout.app.facestore import FaceStore
from atout.app.session import Session, TableEvent, Waiting
from atout.app.table import SPEEDS, TableWidget
from atout.app.table.animator import Motion, TimeScale
from atout.app.table.items import ROLE, CardItem, Mark
from atout.app.table.layout import TableLayout, places_for
from atout.app.table.order import by_suits
from atout.app.table.render import MEMORY
from atout.app.table.script import DEAL_PART
from atout.rules import (
    PASS,
    TAROT_PACK,
    Action,
    Card,
    CarotteBid,
    Contract,
    Deal,
    DealRng,
    Discard,
    Match,
    Observation,
    Phase,
    Play,
    Poignee,
    Suit,
    TarotBid,
    get_game,
)
from conftest import TEST_SCALE

NAMES = ["Vous", "Léa", "Marc", "Zoé"]
#: The clock of a test that catches a step in flight (a card moving, a pause held): a step then
#: lasts a quarter of its real time, over a hundred milliseconds (tests/conftest.py runs the
#: others twenty times faster).
IN_FLIGHT = 0.25
Policy = Callable[[Deal, int], Action | None]


class Dealer:
    """A match played by random players (or by ``policy`` where it has a say), giving the
    table's events one move at a time."""

    def __init__(
        self,
        game: str,
        seed: int = 1,
        policy: Policy | None = None,
        first_dealer: int = 3,
        options: dict[str, object] | None = None,
    ) -> None:
        self.match = Match(game, options, seed=seed, first_dealer=first_dealer)
        self.rules = get_game(game)
        self.rng = DealRng(seed)
        self.policy = policy

    @property
    def deal(self) -> Deal:
        deal = self.match.current
        assert deal is not None
        return deal

    def new_deal(self) -> list[TableEvent]:
        deal = self.match.new_deal()
        number = len(self.match.deals)
        events = [TableEvent("deal", deal.observation(0), deal_number=number)]
        if deal.is_over:
            events.append(
                TableEvent(
                    "deal_over", deal.observation(0), result=self.match.results[-1], deal_number=number
                )
            )
        return events

    def choose(self) -> Action:
        deal = self.deal
        seat = deal.current_seat
        assert seat is not None
        if self.policy is not None:
            action = self.policy(deal, seat)
            if action is not None:
                return action
        choice = deal.choice()
        if choice is not None:
            return self.rules.random_choice(choice, self.rng)
        return self.rng.pick(deal.legal_actions())

    def step(self, action: Action | None = None) -> list[TableEvent]:
        deal = self.deal
        seat = deal.current_seat
        action = action or self.choose()
        tricks = len(deal.tricks)
        self.match.apply(action, seat)
        seen = deal.observation(0)
        number = len(self.match.deals)
        events = [TableEvent("action", seen, seat, action, deal_number=number)]
        if len(deal.tricks) > tricks:
            events.append(TableEvent("trick", seen, trick=deal.tricks[-1], deal_number=number))
        if deal.is_over:
            events.append(TableEvent("deal_over", seen, result=self.match.results[-1], deal_number=number))
        return events

    def moves(self) -> Iterator[list[TableEvent]]:
        """The events of each move until the deal is over."""
        while self.match.current is not None:
            yield self.step()

    def until(self, stop: Callable[[Deal], bool]) -> list[TableEvent]:
        events: list[TableEvent] = []
        while self.match.current is not None and not stop(self.deal):
            events += self.step()
        return events


def taker_policy(contract: Contract = Contract.GARDE) -> Policy:
    """Tarot: seat 0 bids ``contract``, the others pass."""

    def policy(deal: Deal, seat: int) -> Action | None:
        if deal.phase is Phase.BIDDING:
            return TarotBid(contract) if seat == 0 else PASS
        return None

    return policy


@pytest.fixture
def table(qtbot: QtBot) -> TableWidget:
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    # what the tests look at is the scene's items, not their pixels: no paint at each turn of
    # the event loop (most of the time a test would take)
    widget.setUpdatesEnabled(False)
    return widget


def show(qtbot: QtBot, table: TableWidget, events: list[TableEvent], timeout: int = 10_000) -> None:
    """Give the table a batch of events and wait for its ``idle``."""
    with qtbot.waitSignal(table.idle, timeout=timeout):
        for event in events:
            table.show_event(event)
    assert not table.busy


def check_cards(table: TableWidget, obs: Observation) -> None:
    """The scene holds what ``obs`` says: the player's cards, the others' counts, the trick."""
    scene = table.scene
    shown = [item.card for item in scene.hands[0]]
    suits = [suit for suit in dict.fromkeys(card.suit for card in shown) if suit is not None]
    assert shown == list(by_suits(shown, suits))  # by suit (in the deal's order), high to low in each
    assert {item.card for item in scene.hands[0]} == set(obs.hand)
    assert all(item.face_up for item in scene.hands[0])
    for seat in range(1, 4):
        assert len(scene.hands[seat]) == obs.hand_sizes[seat]
        assert not any(item.face_up for item in scene.hands[seat])
    shown = [(seat, item.card) for seat, item in scene.trick]
    if scene.held is not None:
        assert shown == list(scene.held.plays())
    else:
        assert shown == list(obs.trick)
    assert all(item.face_up for _, item in scene.trick)


def visible_point(table: TableWidget, item: CardItem) -> QPoint:
    """A point of the viewport where ``item`` is the topmost item."""
    view = table.view
    for fx in (0.15, 0.3, 0.05, 0.45, 0.7):
        for fy in (-0.3, 0.0, 0.3):
            scene_point = item.mapToScene(QPointF(-item.width / 2 + fx * item.width, fy * item.height))
            point = view.mapFromScene(scene_point)
            if view.itemAt(point) is item:
                return point
    raise AssertionError(f"{item} is covered everywhere")


# -- the events of whole deals -------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_a_whole_deal_shown_event_by_event_keeps_the_cards_in_line(
    qtbot: QtBot, table: TableWidget, game: str
) -> None:
    table.set_speed("instant")
    dealer = Dealer(game, seed=7)
    table.begin(game, NAMES)
    events = dealer.new_deal()
    show(qtbot, table, events)
    obs = events[0].observation
    assert obs is not None
    check_cards(table, obs)
    assert len(table.scene.kitty) == get_game(game).kitty_size  # the mise or chien in the centre
    trick_events = 0
    for batch in dealer.moves():
        show(qtbot, table, batch)
        last = batch[-1].observation
        assert last is not None
        check_cards(table, last)
        if any(event.kind == "trick" for event in batch):
            trick_events += 1
            winner = next(event.trick for event in batch if event.trick is not None).winner
            assert not table.scene.trick  # gathered
            assert table.scene.piles[winner]  # toward the winner
        if last.phase is not Phase.BIDDING and last.declarer is not None:
            assert not table.scene.kitty  # taken (or put aside)
    assert trick_events == len(dealer.match.deals[-1].tricks)
    won = [sum(1 for trick in dealer.match.deals[-1].tricks if trick.winner == s) for s in range(4)]
    assert [bool(pile) for pile in table.scene.piles] == [bool(n) for n in won]


def test_a_finished_trick_stays_in_view_until_its_own_event(qtbot: QtBot, table: TableWidget) -> None:
    table.set_speed("instant")
    dealer = Dealer("carotte", seed=3)
    table.begin("carotte", NAMES)
    show(qtbot, table, dealer.new_deal())
    show(qtbot, table, dealer.until(lambda deal: deal.phase is Phase.PLAY))
    while len(dealer.deal.current_trick()) < 3:
        show(qtbot, table, dealer.step())
    batch = dealer.step()  # the fourth card: the action, then the trick
    action, trick = batch[0], batch[1]
    assert trick.kind == "trick" and trick.trick is not None
    show(qtbot, table, [action])
    assert [item.card for _, item in table.scene.trick] == list(trick.trick.cards)
    show(qtbot, table, [trick])
    assert not table.scene.trick
    assert table.scene.piles[trick.trick.winner]


def test_the_winner_is_outlined_and_a_click_cuts_the_pause_short(
    qtbot: QtBot, table: TableWidget, clock: TimeScale
) -> None:
    table.set_speed("instant")
    dealer = Dealer("rough", seed=4)
    table.begin("rough", NAMES)
    show(qtbot, table, dealer.new_deal())
    show(qtbot, table, dealer.until(lambda deal: deal.phase is Phase.PLAY and len(deal.current_trick()) == 3))
    batch = dealer.step()
    trick = batch[1].trick
    assert trick is not None
    table.set_speed("slow")
    show(qtbot, table, batch[:1])  # the fourth card flies in
    clock.scale = 1.0  # the pause would last over two seconds
    table.show_event(batch[1])
    qtbot.waitUntil(lambda: table.player.holding and len(table.scene.trick) == 4, timeout=5000)
    clock.scale = IN_FLIGHT  # the trick's flight to its winner
    winner = next(item for seat, item in table.scene.trick if seat == trick.winner)
    assert winner.mark is Mark.WINNER
    with qtbot.waitSignal(table.idle, timeout=1500):
        qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(640, 300))
    assert not table.scene.trick and table.scene.piles[trick.winner]


@pytest.mark.parametrize("speed", list(SPEEDS))
def test_idle_follows_every_batch_at_every_speed(qtbot: QtBot, table: TableWidget, speed: str) -> None:
    dealer = Dealer("carotte", seed=2)
    table.begin("carotte", NAMES)
    table.set_speed(speed if speed in ("fast", "instant") else "instant")  # a slow deal is long
    idles: list[int] = []
    table.idle.connect(lambda: idles.append(1))
    batches = [dealer.new_deal(), dealer.step(), dealer.step()]
    for count, batch in enumerate(batches, start=1):
        if count == 2:
            table.set_speed(speed)
        for event in batch:
            table.show_event(event)
        assert len(idles) == count - 1  # never inside show_event, not even at the instant speed
        qtbot.waitUntil(lambda n=count: len(idles) == n, timeout=8000)
    qtbot.wait(50)
    assert len(idles) == len(batches)
    check_cards(table, batches[-1][-1].observation)  # type: ignore[arg-type]


def test_the_fast_speed_animates_a_whole_trick_and_ends_in_line(qtbot: QtBot, table: TableWidget) -> None:
    dealer = Dealer("carotte", seed=9)
    table.begin("carotte", NAMES)
    table.set_speed("instant")
    show(qtbot, table, dealer.new_deal())
    show(qtbot, table, dealer.until(lambda deal: deal.phase is Phase.PLAY))
    table.set_speed("fast")
    events = dealer.until(lambda deal: len(deal.tricks) == 1)
    show(qtbot, table, events, timeout=8000)
    check_cards(table, events[-1].observation)  # type: ignore[arg-type]
    assert all(item.scale() == pytest.approx(1.0) for item in table.scene.all_cards())


def test_a_new_deal_is_dealt_with_motion_and_the_hand_turned_over(
    qtbot: QtBot, table: TableWidget, clock: TimeScale
) -> None:
    dealer = Dealer("tarot", seed=5)
    table.begin("tarot", NAMES)
    table.set_speed("fast")
    clock.scale = 1.0  # a part of the pack flies for a tenth of a second before the next
    events = dealer.new_deal()
    for event in events:
        table.show_event(event)
    qtbot.waitUntil(lambda: table.player.moving, timeout=2000)
    # the pack flies a part at a time: no turn of the event loop builds the 78 flights at once
    assert 0 < len(table.scene.all_cards()) <= DEAL_PART
    clock.scale = IN_FLIGHT  # the hand then turns over for some 140 ms: seen not yet turned
    qtbot.waitUntil(lambda: len(table.scene.hands[0]) == 18, timeout=4000)
    assert not all(item.face_up for item in table.scene.hands[0])
    clock.scale = TEST_SCALE  # the rest at the tests' pace
    qtbot.waitSignal(table.idle, timeout=8000).wait()
    qtbot.waitUntil(lambda: not table.busy, timeout=8000)
    check_cards(table, events[0].observation)  # type: ignore[arg-type]


# -- places and words ------------------------------------------------------------------------------------


def test_seats_sit_by_the_games_direction(qtbot: QtBot, table: TableWidget) -> None:
    table.set_speed("instant")
    for game, right in (("carotte", 3), ("rough", 3), ("tarot", 1)):
        dealer = Dealer(game, seed=1)
        table.begin(game, NAMES)
        show(qtbot, table, dealer.new_deal())
        centre = table.scene.layout.center
        assert all(item.pos().x() > centre.x() for item in table.scene.hands[right])
        assert all(item.pos().x() < centre.x() for item in table.scene.hands[4 - right])
        assert all(item.pos().y() < centre.y() for item in table.scene.hands[2])
        assert all(item.pos().y() > centre.y() for item in table.scene.hands[0])
    assert places_for(get_game("tarot").direction, 4)[1] == "right"


def test_the_places_around_the_table_follow_the_number_of_seats() -> None:
    """Four seats sit where they always did; three leave the top empty; five put two across."""
    assert places_for("clockwise", 4) == ("bottom", "left", "top", "right")
    assert places_for("counter-clockwise", 4) == ("bottom", "right", "top", "left")
    assert places_for("clockwise", 3) == ("bottom", "left", "right")
    assert places_for("counter-clockwise", 3) == ("bottom", "right", "left")
    assert places_for("clockwise", 5) == ("bottom", "left", "top-left", "top-right", "right")
    assert places_for("counter-clockwise", 5) == ("bottom", "right", "top-right", "top-left", "left")


@pytest.mark.parametrize("seats", [3, 5])
@pytest.mark.parametrize("size", [(960, 640), (1280, 800), (1920, 1080)])
def test_a_table_of_three_or_five_keeps_its_hands_and_plates_apart(seats: int, size: tuple[int, int]) -> None:
    layout = TableLayout(*size, "tarot", places_for("counter-clockwise", seats))
    table = QRectF(0, 0, *size)
    hands = [layout.hand_rect(seat, layout.hand_size) for seat in range(seats)]
    plates = [layout.plate(seat) for seat in range(seats)]
    signs = [*hands, *plates, layout.info_rect()]
    assert all(table.contains(rect) for rect in signs)
    assert not [(a, b) for i, a in enumerate(signs) for b in signs[i + 1 :] if a.intersects(b)]
    tricks = {(round(layout.trick(seat).x), round(layout.trick(seat).y)) for seat in range(seats)}
    assert len(tricks) == seats  # each seat's card of the trick lies on its own side
    assert plates[1].left() > layout.center.x() > plates[-1].right()  # seat 1 on the right


def test_a_plate_for_each_seat_of_the_table(table: TableWidget) -> None:
    signs = table.scene.signs
    assert [plate.data(ROLE) for plate in signs.plates] == ["plate0", "plate1", "plate2", "plate3"]
    signs.seat_plates(5)
    assert [plate.data(ROLE) for plate in signs.plates][3:] == ["plate3", "plate4"]
    assert all(plate.scene() is table.scene for plate in signs.plates)
    gone = signs.plates[3:]
    signs.seat_plates(3)
    assert len(signs.plates) == 3 and all(plate.scene() is None for plate in gone)


def test_plates_say_the_roles_the_turn_and_the_trump(qtbot: QtBot, table: TableWidget) -> None:
    table.set_speed("instant")

    def policy(deal: Deal, seat: int) -> Action | None:
        if deal.phase is Phase.BIDDING:
            return CarotteBid(5, Suit.HEARTS) if seat == 1 else PASS
        return None

    dealer = Dealer("carotte", seed=5, policy=policy, first_dealer=0)
    table.begin("carotte", NAMES)
    show(qtbot, table, dealer.new_deal())
    show(qtbot, table, dealer.step())  # seat 1 bids 5 ♥
    plates = table.scene.signs.plates
    assert plates[1].status == "5 ♥" and plates[2].turn
    assert 1 in table.scene.signs.bubbles and table.scene.signs.bubbles[1].text == "5 ♥"
    show(qtbot, table, dealer.until(lambda deal: deal.phase is Phase.PLAY))
    assert plates[1].status.startswith("Déclarant") and plates[0].status == "Défense"
    assert plates[0].dealer and not plates[1].dealer
    info = table.scene.signs.info
    assert info.symbol == "♥" and info.symbol_red
    assert ("Atout :", "cœur") in info.lines
    assert plates[dealer.deal.current_seat].turn  # type: ignore[index]


def test_another_seats_discard_is_never_shown(qtbot: QtBot, table: TableWidget) -> None:
    table.set_speed("instant")

    def policy(deal: Deal, seat: int) -> Action | None:
        if deal.phase is Phase.BIDDING:
            return CarotteBid(4, Suit.CLUBS) if seat == 2 else PASS
        return None

    dealer = Dealer("carotte", seed=8, policy=policy, first_dealer=0)
    table.begin("carotte", NAMES)
    show(qtbot, table, dealer.new_deal())
    show(qtbot, table, dealer.until(lambda deal: deal.phase is Phase.PLAY))
    discard = next(action for seat, action in dealer.deal.history if isinstance(action, Discard))
    faces = {item.card for item in table.scene.all_cards() if item.face_up}
    assert not faces & set(discard.cards)
    assert len(table.scene.aside[2]) == 4  # put aside, face down, by the declarer


def test_the_chien_is_shown_then_taken_and_the_ecart_chosen(
    qtbot: QtBot, table: TableWidget, clock: TimeScale
) -> None:
    dealer = Dealer("tarot", seed=11, policy=taker_policy(), first_dealer=2)
    table.begin("tarot", NAMES)
    table.set_speed("instant")
    show(qtbot, table, dealer.new_deal())
    events = dealer.until(lambda deal: deal.phase is not Phase.BIDDING)
    table.set_speed("fast")
    show(qtbot, table, events[:-1])  # the bids
    clock.scale = IN_FLIGHT  # the last, and the chien turned over for a while
    table.show_event(events[-1])
    obs = events[-1].observation
    assert obs is not None and obs.kitty is not None
    qtbot.waitUntil(
        lambda: (
            table.player.holding and all(i.face_up for i in table.scene.kitty) and len(table.scene.kitty) == 6
        ),
        timeout=5000,
    )
    assert {item.card for item in table.scene.kitty} == set(obs.kitty)
    qtbot.waitSignal(table.idle, timeout=5000).wait()
    qtbot.waitUntil(lambda: not table.busy)
    assert len(table.scene.hands[0]) == 24 and not table.scene.kitty

    # the écart: allowed cards toggle, refused ones are greyed and say why
    choice = obs.choice
    assert choice is not None
    reasons = {card: f"non : {code}" for card, (code, _) in choice.refused.items()}
    table.ask_choice(choice, reasons)
    items = {item.card: item for item in table.scene.hands[0]}
    refused = next(iter(choice.refused))
    assert items[refused].dimmed and items[refused].toolTip() == reasons[refused]
    assert not any(items[card].dimmed for card in choice.allowed)
    first = items[choice.allowed[0]]
    rest_y = first.pos().y()
    with qtbot.waitSignal(table.selection_changed) as blocker:
        qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=visible_point(table, first))
    assert blocker.args == [(choice.allowed[0],)]
    qtbot.waitUntil(lambda: first.pos().y() < rest_y - table.scene.layout.lift_selected * 0.9)
    assert first.mark is Mark.SELECTED
    for card in choice.allowed[1:6]:
        table.input.click(items[card])
    assert len(table.selection()) == 6
    table.input.click(items[choice.allowed[6]])  # a seventh: refused, with a word
    assert len(table.selection()) == 6 and table.scene.signs.toast is not None
    table.input.click(items[refused])
    assert table.scene.signs.toast is not None and table.scene.signs.toast.text == reasons[refused]
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)
    assert table.selection() == ()
    table.end_input()
    assert not any(item.dimmed or item.mark is not Mark.NONE for item in table.scene.hands[0])
    table.set_speed("instant")
    ecart = Discard.of(choice.allowed[:6])
    show(qtbot, table, dealer.step(ecart))
    assert len(table.scene.hands[0]) == 18 and len(table.scene.aside[0]) == 6
    assert table.scene.aside[0][0].toolTip().startswith("Votre écart : ")


def test_a_garde_sans_puts_the_chien_aside_unseen(qtbot: QtBot, table: TableWidget) -> None:
    table.set_speed("instant")
    dealer = Dealer("tarot", seed=3, policy=taker_policy(Contract.GARDE_SANS), first_dealer=2)
    table.begin("tarot", NAMES)
    show(qtbot, table, dealer.new_deal())
    show(qtbot, table, dealer.until(lambda deal: deal.phase is not Phase.BIDDING))
    assert not table.scene.kitty and len(table.scene.aside[0]) == 6
    assert not any(item.face_up for item in table.scene.aside[0])
    assert len(table.scene.hands[0]) == 18


@pytest.mark.parametrize("speed", ["instant", "fast"])
def test_a_garde_contre_puts_the_chien_by_the_defence(qtbot: QtBot, table: TableWidget, speed: str) -> None:
    """Rule 12: in Garde contre the chien counts for the defence; it lies by the seat opposite
    the taker (seat 0 takes here), not by him, and stays there as the tricks are played."""
    table.set_speed(speed)
    dealer = Dealer("tarot", seed=3, policy=taker_policy(Contract.GARDE_CONTRE), first_dealer=2)
    table.begin("tarot", NAMES)
    show(qtbot, table, dealer.new_deal())
    show(qtbot, table, dealer.until(lambda deal: deal.phase is not Phase.BIDDING))
    assert not table.scene.kitty and not table.scene.aside[0]
    assert len(table.scene.aside[2]) == 6 and not any(item.face_up for item in table.scene.aside[2])
    table.set_speed("instant")
    show(qtbot, table, dealer.until(lambda deal: len(deal.tricks) == 2))
    assert [len(part) for part in table.scene.aside] == [0, 0, 6, 0]


def _to_a_lost_excuse(qtbot: QtBot, table: TableWidget) -> tuple[list[TableEvent], int]:
    """Show a Tarot deal up to a trick whose Excuse, played before the last trick, belongs to
    another seat than the winner's; the events that end that trick, and the Excuse's owner."""
    for seed in range(1, 60):
        dealer = Dealer("tarot", seed=seed, policy=taker_policy(), first_dealer=2)
        show(qtbot, table, dealer.new_deal())
        show(qtbot, table, dealer.until(lambda deal: deal.phase is Phase.PLAY))
        while dealer.match.current is not None and len(dealer.deal.tricks) < 17:
            events = dealer.step()
            trick = next((event.trick for event in events if event.trick is not None), None)
            excuse = [seat for seat, card in trick.plays() if card.is_excuse] if trick else []
            if trick is None or not excuse:
                show(qtbot, table, events)
                continue
            if excuse[0] == trick.winner:
                break
            show(qtbot, table, [event for event in events if event.kind != "trick"])
            return [event for event in events if event.kind == "trick"], excuse[0]
    pytest.fail("no deal of seeds 1-59 had an Excuse lost to another seat before the last trick")


def test_the_excuse_goes_back_to_its_owners_tricks(qtbot: QtBot, table: TableWidget) -> None:
    """Rule 18: an Excuse played before the last trick goes to its owner's pile, not to the
    trick's winner (the other three cards do)."""
    table.set_speed("instant")
    table.begin("tarot", NAMES)
    events, owner = _to_a_lost_excuse(qtbot, table)
    excuse = next(item for seat, item in table.scene.trick if seat == owner)
    landed: list[int] = []  # the pile holding the Excuse, at each sync
    sync = table.scene.sync

    def spy(obs: Observation, motion: Motion, duration: float = 260) -> Motion:
        # (instant speed: the gather is over at the last sync) where is the Excuse?
        landed.extend(seat for seat in range(4) if excuse in table.scene.piles[seat])
        return sync(obs, motion, duration)

    table.scene.sync = spy  # type: ignore[method-assign]
    show(qtbot, table, events)
    table.scene.sync = sync  # type: ignore[method-assign]
    assert landed == [owner]


# -- the player's input ----------------------------------------------------------------------------------


def _to_my_turn(qtbot: QtBot, table: TableWidget, game: str = "carotte", seed: int = 6) -> Observation:
    table.set_speed("instant")
    dealer = Dealer(game, seed=seed, first_dealer=0)
    table.begin(game, NAMES)
    show(qtbot, table, dealer.new_deal())
    show(
        qtbot,
        table,
        dealer.until(
            lambda deal: deal.phase is Phase.PLAY and deal.current_seat == 0 and len(deal.current_trick()) > 0
        ),
    )
    return dealer.deal.observation(0)


def test_a_click_on_a_card_of_the_hand_emits_card_clicked(qtbot: QtBot, table: TableWidget) -> None:
    obs = _to_my_turn(qtbot, table)
    legal = {action.card for action in obs.legal_actions if isinstance(action, Play)}
    table.ask_play(obs)
    for item in table.scene.hands[0]:
        assert (item.mark is Mark.LEGAL) == (item.card in legal)
        assert item.dimmed == (item.card not in legal)
    target = next(item for item in table.scene.hands[0] if item.card in legal)
    qtbot.waitUntil(lambda: table.input._feedback is None)  # the cards have risen
    with qtbot.waitSignal(table.card_clicked) as blocker:
        qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=visible_point(table, target))
    assert blocker.args == [target.card]
    table.show_refusal(target.card, "Vous devez fournir à ♥.")
    assert table.scene.signs.toast is not None and table.scene.signs.toast.text == "Vous devez fournir à ♥."
    table.end_input()
    assert not any(item.dimmed for item in table.scene.hands[0])


def test_clicks_do_nothing_while_cards_move(qtbot: QtBot, table: TableWidget) -> None:
    obs = _to_my_turn(qtbot, table)
    table.ask_play(obs)
    qtbot.waitUntil(lambda: table.input._feedback is None)
    target = table.scene.hands[0][0]
    point = visible_point(table, target)
    table.player.push(lambda: iter([]))  # an event waiting to be shown
    clicked: list[object] = []
    table.card_clicked.connect(clicked.append)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert clicked == []
    qtbot.waitSignal(table.idle, timeout=2000).wait()
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert clicked == [target.card]


def test_the_keyboard_moves_the_focus_and_plays(qtbot: QtBot, table: TableWidget) -> None:
    obs = _to_my_turn(qtbot, table, seed=12)
    table.ask_play(obs)
    hand = [item.card for item in table.scene.hands[0]]
    legal = [card for card in hand if Play.of(card) in obs.legal_actions]
    qtbot.keyClick(table.view, Qt.Key.Key_Right)  # the first key shows the ring on a legal card
    ringed = [item.card for item in table.scene.hands[0] if item.has_focus_ring]
    assert ringed == [legal[0]]
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    expected = hand[(hand.index(legal[0]) + 1) % len(hand)]
    assert [item.card for item in table.scene.hands[0] if item.has_focus_ring] == [expected]
    with qtbot.waitSignal(table.card_clicked) as blocker:
        qtbot.keyClick(table.view, Qt.Key.Key_Space)
    assert blocker.args == [expected]
    qtbot.keyClick(table.view, Qt.Key.Key_Home)
    with qtbot.waitSignal(table.card_clicked) as blocker:
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert blocker.args == [hand[0]]


def test_the_last_trick_can_be_seen_again(qtbot: QtBot, table: TableWidget) -> None:
    table.set_speed("instant")
    dealer = Dealer("rough", seed=2)
    table.begin("rough", NAMES)
    show(qtbot, table, dealer.new_deal())
    table.show_last_trick()
    assert table.scene.reviewing and not table.scene.review  # no trick yet: a notice
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(600, 300))
    assert not table.scene.reviewing
    show(qtbot, table, dealer.until(lambda deal: len(deal.tricks) == 2))
    table.show_last_trick()
    last = dealer.deal.tricks[-1]
    assert [item.card for item in table.scene.review] == list(last.cards)
    assert all(item.face_up for item in table.scene.review)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(600, 300))
    assert not table.scene.reviewing and not table.scene.review


# -- size -------------------------------------------------------------------------------------------------


def test_a_resize_lays_out_again_and_draws_the_cards_afresh(qtbot: QtBot, table: TableWidget) -> None:
    table.set_speed("instant")
    dealer = Dealer("tarot", seed=4)
    table.begin("tarot", NAMES)
    show(qtbot, table, dealer.new_deal())
    table.flush()
    before = table.scene.layout.card_w
    table.resize(900, 620)
    qtbot.waitUntil(lambda: table.scene.layout.width == table.view.viewport().width())
    table.flush()
    layout = table.scene.layout
    assert layout.card_w < before
    dpr = table.view.viewport().devicePixelRatioF()
    expected = table.scene.art.pixel_size(layout.card_w, dpr)
    for item in table.scene.hands[0]:
        assert item.width == pytest.approx(layout.card_w)
        assert item.pixmap_ready()
        pixmap = item.pixmap
        assert pixmap is not None
        assert (pixmap.width(), pixmap.height()) == (expected.width(), expected.height())
    for item in table.scene.all_cards():  # everything inside the table
        box = item.sceneBoundingRect()
        assert box.left() >= -2 and box.top() >= -2
        assert box.right() <= layout.width + 2 and box.bottom() <= layout.height + 2


def test_faces_are_drawn_in_a_worker_and_shown_once_drawn(
    qtbot: QtBot, table: TableWidget, tmp_path: Path
) -> None:
    table.set_speed("instant")
    dealer = Dealer("tarot", seed=6, policy=taker_policy(), first_dealer=2)
    table.begin("tarot", NAMES)
    show(qtbot, table, dealer.new_deal())
    show(qtbot, table, dealer.until(lambda deal: deal.phase is not Phase.BIDDING))
    table.flush()
    pixmaps = table.scene.pixmaps
    pixmaps.threaded, pixmaps.store = True, FaceStore(tmp_path)  # a worker, and an empty store
    MEMORY.clear()  # and none of the process's faces in memory
    table.scene.resize_table(1000, 700, table.scene.dpr)  # no turn of the event loop till flush
    hand = table.scene.hands[0]
    assert pixmaps.pending >= len(hand)  # nothing drawn in the GUI thread
    assert not any(item.pixmap_ready() for item in hand)
    assert all(item.pixmap is not None for item in hand)  # the old faces, stretched, meanwhile
    table.flush()  # waits for the worker: the faces are handed to the cards
    assert pixmaps.pending == 0
    assert all(item.pixmap_ready() for item in hand)
    assert {f"{item.card.text}-" for item in hand if item.card} <= {
        file.name.split("-")[0] + "-" for file in FaceStore(tmp_path).files()
    }  # and kept on disk


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (900, 640), (640, 480), (1920, 1080)])
@pytest.mark.parametrize("game", ["carotte", "tarot"])
def test_every_layout_keeps_the_table_inside_the_window(width: int, height: int, game: str) -> None:
    layout = TableLayout(width, height, game, places_for(get_game(game).direction, 4))
    size = get_game(game).hand_size + get_game(game).kitty_size
    poses = [*layout.hand(0, size)] + [pose for seat in (1, 2, 3) for pose in layout.hand(seat, size)]
    for pose in poses:
        assert 0 <= pose.x <= width and 0 <= pose.y <= height
    hand = layout.hand_rect(0, size)
    assert hand.bottom() <= height and hand.left() >= 0 and hand.right() <= width
    for seat in range(4):
        plate = layout.plate(seat)
        assert plate.left() >= 0 and plate.right() <= width and plate.top() >= 0 and plate.bottom() <= height
    # no plate lies over a pile of tricks or the cards put aside (small cards, turned by their pose)
    small = QRectF(-layout.small_w / 2, -layout.small_h / 2, layout.small_w, layout.small_h)
    for pile_seat in range(4):
        for pose in (layout.pile(pile_seat, 0), layout.aside(pile_seat, 0)):
            turned = QTransform().rotate(pose.rotation).mapRect(small).translated(pose.x, pose.y)
            assert QRectF(0, 0, width, height).contains(turned)
            for seat in range(4):
                assert not layout.plate(seat).intersects(turned), (seat, pile_seat, pose)


# -- with the session --------------------------------------------------------------------------------------


def test_a_session_of_bots_plays_through_the_table(qtbot: QtBot, table: TableWidget) -> None:
    session = Session()
    table.set_speed("instant")
    table.begin("carotte", NAMES)
    session.table_event.connect(table.show_event)
    table.idle.connect(session.table_ready)
    session.waiting_changed.connect(lambda waiting: waiting is Waiting.NEXT_DEAL and session.next_deal())
    try:
        session.start("carotte", None, ["random"] * 4, NAMES, seed=3)
        qtbot.waitUntil(
            lambda: (
                session.waiting is Waiting.MATCH_OVER
                or (session.match is not None and len(session.match.results) >= 2)
            ),
            timeout=60_000,
        )
        qtbot.waitUntil(lambda: not table.busy, timeout=5000)
    finally:
        session.shutdown()
    match = session.match
    assert match is not None
    deal = match.current or match.deals[-1]
    assert table.scene.obs is not None
    check_cards(table, table.scene.obs)
    assert deal is not None


def test_the_mouse_over_a_playable_card_lights_it_and_shows_a_hand(qtbot: QtBot, table: TableWidget) -> None:
    obs = _to_my_turn(qtbot, table, seed=14)
    table.ask_play(obs)
    qtbot.waitUntil(lambda: table.input._feedback is None)
    legal = next(item for item in table.scene.hands[0] if Play.of(item.card) in obs.legal_actions)
    qtbot.mouseMove(table.view.viewport(), visible_point(table, legal))
    qtbot.waitUntil(lambda: legal._hovered)
    assert table.view.viewport().cursor().shape() is Qt.CursorShape.PointingHandCursor
    qtbot.mouseMove(table.view.viewport(), QPoint(640, 200))
    qtbot.waitUntil(lambda: not legal._hovered)
    assert table.view.viewport().cursor().shape() is Qt.CursorShape.ArrowCursor


def test_a_poignee_is_shown_for_a_while_then_put_back(
    qtbot: QtBot, table: TableWidget, clock: TimeScale
) -> None:
    trumps = [Card.parse(f"T{n}") for n in range(11, 22)]
    rest = [card for card in TAROT_PACK if card not in trumps]
    hands = [rest[0:18], trumps + rest[18:25], rest[25:43], rest[43:61]]
    dealer = Dealer("tarot", seed=3, policy=taker_policy(Contract.GARDE_SANS), first_dealer=0)
    deal = dealer.match.new_deal(hands, rest[61:67])
    table.begin("tarot", NAMES)
    table.set_speed("instant")
    show(qtbot, table, [TableEvent("deal", deal.observation(0), deal_number=1)])
    show(qtbot, table, dealer.until(lambda d: d.phase is Phase.PLAY and d.current_seat == 1))
    shown = Poignee.of(trumps[:10])
    events = dealer.step(shown)
    table.set_speed("fast")
    clock.scale = IN_FLIGHT
    for event in events:
        table.show_event(event)
    qtbot.waitUntil(lambda: table.player.holding and len(table.scene.shows) == 10, timeout=3000)
    assert {item.card for item in table.scene.shows} == set(shown.cards)
    assert all(item.face_up for item in table.scene.shows)
    assert table.scene.signs.bubbles[1].text == "Poignée simple"
    table.player.click()
    qtbot.waitSignal(table.idle, timeout=3000).wait()
    assert not table.scene.shows and len(table.scene.hands[1]) == 18


def test_a_resumed_deal_is_shown_as_it_stands(qtbot: QtBot, table: TableWidget) -> None:
    dealer = Dealer("tarot", seed=21, policy=taker_policy(), first_dealer=2)
    dealer.new_deal()
    dealer.until(lambda deal: len(deal.tricks) == 4 and len(deal.current_trick()) == 2)
    obs = dealer.deal.observation(0)
    table.begin("tarot", NAMES)
    table.set_speed("fast")
    show(qtbot, table, [TableEvent("deal", obs, deal_number=1)])
    check_cards(table, obs)
    assert len(table.scene.aside[0]) == 6  # the écart made before the save
    assert sum(bool(pile) for pile in table.scene.piles) >= 1
    assert table.scene.signs.plates[0].status.startswith("Preneur")


def test_a_resize_or_a_new_match_while_cards_move_is_safe(
    qtbot: QtBot, table: TableWidget, clock: TimeScale
) -> None:
    dealer = Dealer("carotte", seed=4)
    table.begin("carotte", NAMES)
    table.set_speed("slow")
    clock.scale = IN_FLIGHT
    events = dealer.new_deal()
    for event in events:
        table.show_event(event)
    qtbot.waitUntil(lambda: table.player.moving, timeout=2000)
    table.resize(1000, 700)  # the dealing jumps to its end, everything is laid out again
    clock.scale = TEST_SCALE  # what follows the jump, at the tests' pace
    qtbot.waitSignal(table.idle, timeout=8000).wait()
    check_cards(table, events[0].observation)  # type: ignore[arg-type]
    clock.scale = IN_FLIGHT  # a bid's bubble held long enough to be caught
    for event in dealer.step() + dealer.step():
        table.show_event(event)
    qtbot.waitUntil(lambda: table.player.holding, timeout=3000)
    table.begin("tarot", NAMES)  # a new match drops what was under way
    assert not table.scene.all_cards() and not table.scene.signs.bubbles
    qtbot.wait(50)
    table.set_speed("instant")
    show(qtbot, table, Dealer("tarot", seed=2).new_deal())


def test_the_table_is_described_in_words(qtbot: QtBot, table: TableWidget) -> None:
    obs = _to_my_turn(qtbot, table)
    text = table.view.accessibleDescription()
    assert "À vous de jouer." in text
    assert obs.hand[0].label in text
