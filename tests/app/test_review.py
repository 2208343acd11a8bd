"""The review of a finished deal: every hand face up, the deal told line by line, the keys and
buttons that step through it, and the ways the window opens it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from atout.app.review.board import BoardGeometry
from atout.app.review.screen import DealReview
from atout.app.session import Waiting
from atout.app.table.layout import places_for
from atout.app.window import MainWindow
from atout.play.storage import Storage
from atout.rules import PASS, Card, DealRng, Discard, Match, Play, Player, get_game
from atout.rules.selfplay import random_action

NAMES = ["Vous", "Léa", "Marc", "Zoé"]
PLAYERS = [Player(name, "human" if seat == 0 else "ai") for seat, name in enumerate(NAMES)]
GAMES = ("carotte", "rough", "tarot")


def played_match(game: str, *, discard: bool = True) -> Match:
    """A match whose first deal was played to its last trick with random legal actions (and,
    with ``discard``, had a discard or écart made by a seat other than the player)."""
    for seed in range(1, 500):
        match = Match(game, None, PLAYERS, seed=seed, first_dealer=seed % 4)
        rng = DealRng(seed)
        deal = match.new_deal()
        while not deal.is_over:
            match.apply(random_action(deal, match.rules, rng))
        discards = [seat for seat, action in deal.history if isinstance(action, Discard)]
        if deal.tricks and (not discard or any(seat != 0 for seat in discards)):
            return match
    raise AssertionError("no such deal in the seeds tried")


@pytest.fixture
def review(qtbot: QtBot, request: pytest.FixtureRequest) -> DealReview:
    match = played_match(request.param)
    dialog = DealReview(match, 0)
    qtbot.addWidget(dialog)
    dialog.resize(1240, 760)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def inside(rect: QRectF, width: float, height: float) -> bool:
    return rect.left() >= 0 and rect.top() >= 0 and rect.right() <= width and rect.bottom() <= height


@pytest.mark.parametrize("review", GAMES, indirect=True)
def test_the_review_opens_on_the_cards_as_dealt_every_hand_face_up(review: DealReview) -> None:
    deal_cards = {card for hand in review.replay.dealt_hands for card in hand} | set(review.replay.kitty)
    board = review.board
    assert review.current == 0
    rects = board.card_rects()
    assert set(rects) == deal_cards  # every card of the deal is drawn, the kitty too
    width, height = board.width(), board.height()
    assert all(inside(rect, width, height) for rect in rects.values())
    # the four hands do not run into each other
    hands = [[rects[card] for card in review.replay.dealt_hands[seat]] for seat in range(4)]
    for seat in range(4):
        for other in range(seat + 1, 4):
            assert not any(a.intersects(b) for a in hands[seat] for b in hands[other])
    # and the words say the same cards, for screen readers
    for seat in range(4):
        assert NAMES[seat] in board.accessibleDescription()


@pytest.mark.parametrize("review", GAMES, indirect=True)
def test_the_lines_tell_the_deal_one_line_per_action(review: DealReview) -> None:
    replay = review.replay
    rows = [row for row, number in enumerate(review.row_moment) if number is not None]
    assert [review.row_moment[row] for row in rows] == list(range(len(replay.moments)))
    headings = [row for row, number in enumerate(review.row_moment) if number is None]
    for row in headings:
        assert review.lines.item(row).flags() == Qt.ItemFlag.NoItemFlags  # not a moment: not chosen
    trick_headings = [
        review.lines.item(row).text() for row in headings if review.lines.item(row).text().startswith("Pli")
    ]
    assert len(trick_headings) == sum(replay.moments[-1].tricks_won)
    texts = [review.lines.item(row).text() for row in rows]
    ends = [moment.number for moment in replay.moments if moment.completes_trick]
    for number in ends:
        winner = replay.moments[number].trick_winner
        assert winner is not None
        assert texts[number].endswith("pli pour vous" if winner == 0 else f"pli pour {NAMES[winner]}")
    # a discard made by another seat is shown card by card: the deal is over
    for moment in replay.moments:
        if isinstance(moment.action, Discard) and moment.actor != 0:
            from atout.app.texts import game as words

            assert words.card_name(moment.action.cards[0]) in texts[moment.number]


@pytest.mark.parametrize("review", GAMES, indirect=True)
def test_the_keys_step_by_trick_and_by_action(qtbot: QtBot, review: DealReview) -> None:
    replay = review.replay
    review.lines.setFocus()
    qtbot.keyClick(review.lines, Qt.Key.Key_Right)
    assert review.current == replay.stops[1]
    qtbot.keyClick(review.lines, Qt.Key.Key_Right)
    assert review.current == replay.stops[2]
    qtbot.keyClick(review.lines, Qt.Key.Key_Down)
    assert review.current == replay.stops[2] + 1
    qtbot.keyClick(review.lines, Qt.Key.Key_Left)
    assert review.current == replay.stops[2]
    qtbot.keyClick(review.lines, Qt.Key.Key_End)
    assert review.current == replay.last
    assert not review.forward_one.isEnabled() and review.back_one.isEnabled()
    qtbot.keyClick(review.lines, Qt.Key.Key_Home)
    assert review.current == 0
    assert not review.back_trick.isEnabled()
    qtbot.mouseClick(review.forward_one, Qt.MouseButton.LeftButton)
    assert review.current == 1
    qtbot.mouseClick(review.forward_trick, Qt.MouseButton.LeftButton)
    assert review.current == replay.next_stop(1)
    qtbot.mouseClick(review.last_button, Qt.MouseButton.LeftButton)
    assert review.current == replay.last


@pytest.mark.parametrize("review", GAMES, indirect=True)
def test_a_line_chosen_shows_the_table_just_after_it(review: DealReview) -> None:
    replay = review.replay
    deal_tricks = [moment for moment in replay.moments if moment.completes_trick]
    target = deal_tricks[len(deal_tricks) // 2]
    row = review.row_moment.index(target.number)
    review.lines.setCurrentRow(row)
    assert review.current == target.number
    rects = review.board.card_rects()
    # the trick just finished lies in the middle; the cards played before it are gone
    for seat, card in target.trick:
        assert rects[card] == review.board.geometry_now().trick_rect(seat)
    played_before = {
        m.action.card for m in replay.moments[1 : target.number - 3] if isinstance(m.action, Play)
    }
    assert played_before and not played_before & set(rects)
    assert review.where.text().startswith(f"Pli {target.trick_number} sur")


@pytest.mark.parametrize("seats", [3, 4, 5])
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", [(560, 400), (900, 560), (1600, 1000)])
def test_the_board_fits_hands_trick_and_aside_at_any_size(
    game: str, size: tuple[int, int], seats: int
) -> None:
    width, height = size
    rules = get_game(game)
    geometry = BoardGeometry(width, height, game, places_for(rules.direction, seats), rules.hand_size)
    trick = [geometry.trick_rect(seat) for seat in range(seats)]
    assert len({(rect.x(), rect.y()) for rect in trick}) == seats  # each card on its own side
    hands = {seat: geometry.hand_rects(seat, rules.hand_size) for seat in range(seats)}
    labels = [geometry.label_rect(seat) for seat in range(seats)]
    assert not [(a, b) for i, a in enumerate(labels) for b in labels[i + 1 :] if a.intersects(b)]
    spans = [rects[0].united(rects[-1]) for rects in hands.values()]
    assert not [(a, b) for i, a in enumerate(spans) for b in spans[i + 1 :] if a.intersects(b)]
    for seat, rects in hands.items():
        assert all(inside(rect, width, height) for rect in rects), (seat, rects[0], rects[-1])
        assert not any(a.intersects(b) for a in rects for b in trick), seat
        label = geometry.label_rect(seat)
        assert inside(label, width, height)
        assert not any(label.intersects(rect) for rect in rects)
    # the cards set aside, in the middle while no trick lies there, touch no side hand
    _, middle = geometry.aside_rects(rules.kitty_size)
    assert all(inside(rect, width, height) for rect in middle)
    for seat, rects in hands.items():
        if geometry.place(seat) in ("left", "right"):
            assert not any(a.intersects(b) for a in middle for b in rects)
    # the taker's hand with the chien or mise in it still fits
    for seat in range(seats):
        longer = geometry.hand_rects(seat, rules.hand_size + rules.kitty_size)
        assert all(inside(rect, width, height) for rect in longer)
        assert not any(a.intersects(b) for a in longer for b in trick)


def test_a_deal_under_way_cannot_be_reviewed(qtbot: QtBot) -> None:
    match = played_match("carotte", discard=False)
    match.new_deal()
    with pytest.raises(ValueError, match="not a finished deal"):
        DealReview(match, 1)


def test_the_summary_the_score_sheet_and_the_menu_open_the_review(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(Storage(tmp_path))
    qtbot.addWidget(window)
    window.resize(1366, 840)
    window.show()
    window.setUpdatesEnabled(False)  # no paint at each turn of the event loop: no pixel is looked at
    window.set_speed("instant")
    window.review_action.trigger()  # nothing finished yet: a word, no window
    assert window.review is None
    window.start_match("tarot", None, ["random"] * 4, NAMES, seed=5)
    session = window.session
    qtbot.waitUntil(lambda: session.waiting in (Waiting.NEXT_DEAL, Waiting.MATCH_OVER), timeout=120_000)
    summary = window.screen_.summary
    qtbot.waitUntil(summary.isVisible, timeout=5_000)
    # the summary, filled while hidden, has the whole height it asks for: its card faces show whole
    faces = [label for label in summary.findChildren(QLabel) if not label.pixmap().isNull()]
    assert faces, "the deal had a discard: its faces are shown"
    qtbot.waitUntil(lambda: all(f.height() >= f.pixmap().deviceIndependentSize().height() - 1 for f in faces))
    qtbot.mouseClick(summary.review_button, Qt.MouseButton.LeftButton)
    first = window.review
    assert first is not None and first.isVisible() and first.index == 0
    assert first.replay.moments[-1].hands == tuple(() for _ in range(4)) or first.replay.result.annulled
    window.close_review()
    assert window.review is None
    sheet = window.screen_.scores
    sheet.view.activated.emit(sheet.model.index(0, 1))
    assert window.review is not None and window.review.index == 0
    totals = sheet.model.index(sheet.model.rowCount() - 1, 1)
    window.close_review()
    sheet.view.activated.emit(totals)  # a totals row is no deal
    assert window.review is None
    window.review_action.trigger()
    assert window.review is not None and window.review.index == len(session.match.results) - 1
    window.show_launcher()  # a new match or the launcher closes it
    assert window.review is None
    window.close()


def test_the_hands_shown_are_those_the_deal_held(qtbot: QtBot) -> None:
    """The board draws each hand as the deal held it at the moment shown, followed here from
    the deal's own history: the declarer takes the mise, discards, and each card played leaves."""
    match = played_match("carotte")
    deal = match.deals[0]
    review = DealReview(match, 0)
    qtbot.addWidget(review)
    held: list[set[Card]] = [set(hand) for hand in deal.dealt_hands]
    for number, (seat, action) in enumerate(deal.history, start=1):
        if isinstance(action, Discard):
            held[seat] = (held[seat] | set(deal.kitty)) - set(action.cards)
        if isinstance(action, Play):
            held[seat].discard(action.card)
        review.go(number)
        if isinstance(action, Discard | Play):
            assert [set(review.board.hand_order(s)) for s in range(4)] == held, number
    assert held == [set(), set(), set(), set()]


def test_an_annulled_deal_is_reviewed_too(qtbot: QtBot) -> None:
    match = Match("carotte", None, PLAYERS, seed=4, first_dealer=0)
    match.new_deal()
    for _ in range(4):
        match.apply(PASS)
    assert match.results[0].annulled
    review = DealReview(match, 0)
    qtbot.addWidget(review)
    assert review.replay.stops == (0, 4)
    assert "annulée" in review.facts.text().lower()
    review.go(review.replay.last)
    assert review.current == 4
    assert review.lines.item(review.lines.currentRow()).text() == "Vous passez"  # the dealer speaks last
    assert set(review.board.card_rects()) == set(match.deals[0].kitty) | {
        card for hand in match.deals[0].dealt_hands for card in hand
    }


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_the_verdicts_come_from_a_worker_and_mark_the_cards_that_turned_it(qtbot: QtBot, game: str) -> None:
    review = DealReview(played_match(game), 0)
    qtbot.addWidget(review)
    review.show()
    replay = review.replay
    first = replay.first_card()
    assert first is not None
    review.go(first)
    qtbot.waitUntil(lambda: not review.verdicts_pending, timeout=60_000)
    # the last lead: one card each, nobody has a choice, so the verdict is the deal's end
    last_lead = max(m.number for m in replay.moments if m.phase.name == "PLAY" and m.trick_winner is not None)
    review.go(last_lead)
    made = bool(replay.result.made)
    assert review.verdict.isVisible()
    assert review.verdict.text().endswith("peut encore être fait." if made else "ne peut plus être fait.")
    assert review.verdict.property("made") == ("yes" if made else "no")
    # each card after which the answer changed says so on its line, and only those
    for number in range(len(replay.moments)):
        text = review.lines.item(review._moment_row[number]).text()
        turned = "infaisable" in text or "redevient faisable" in text
        assert turned == (number in review._turns), number
    # before the play there is no verdict to show
    review.go(0)
    assert not review.verdict.isVisible()


def test_the_tarot_review_gives_verdicts_in_the_last_six_tricks_only(qtbot: QtBot) -> None:
    review = DealReview(played_match("tarot"), 0)
    qtbot.addWidget(review)
    review.show()
    first = review.replay.first_card()
    assert first is not None
    review.go(first)  # the first trick: too far from the end to be solved
    qtbot.waitUntil(lambda: not review.verdicts_pending, timeout=60_000)
    assert not review.verdict.isVisible()
    assert "6 derniers plis" in review.verdict.toolTip()
    late = next(m.number for m in review.replay.moments if sum(m.tricks_won) == 18 - 6)
    review.go(late)
    assert review.verdict.isVisible() and review.verdict.text().startswith("Cartes sur table,")


def test_a_review_closed_before_its_verdicts_gives_them_up(qtbot: QtBot) -> None:
    review = DealReview(played_match("rough"), 0)
    qtbot.addWidget(review)
    review.show()
    first = review.replay.first_card()
    assert first is not None
    review.go(first)
    worker = review._verdict_worker
    assert worker is not None
    pending = review.verdicts_pending
    if pending:  # still searching: the label says so
        assert review.verdict.isVisible()
        assert review.verdict.text().startswith("Cartes sur table : on cherche")
    review.reject()
    assert worker.wait(30.0)  # the thread ends soon after (it polls the stop)
    qtbot.wait(50)
    if pending:  # nothing found after the close reaches the closed review
        assert worker.verdicts is None
        assert review.verdicts == [None] * len(review.replay.moments)
