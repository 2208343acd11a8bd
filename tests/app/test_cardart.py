"""The card art: every face exists and draws, renders have the right pixels, the cache is bounded,
and the generator writes the same files on every run (the checked-in ones)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, qInstallMessageHandler
from PySide6.QtGui import QColor, QImage
from PySide6.QtSvg import QSvgRenderer
from pytestqt.qtbot import QtBot

from atout.app.cardart import CardArt, CardArtError, cards_dir
from atout.rules.cards import CAROTTE_PACK, ROUGH_PACK, TAROT_PACK, Card, Pack

ROOT = Path(__file__).resolve().parents[2]
GENERATOR = ROOT / "tools" / "cardart" / "make_cards.py"
PACKS: dict[str, Pack] = {"carotte": CAROTTE_PACK, "rough": ROUGH_PACK, "tarot": TAROT_PACK}


def _stats(image: QImage) -> tuple[int, int, int, int]:
    """Counts of (transparent, dark, coloured, light) pixels."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    transparent = dark = coloured = light = 0
    for y in range(image.height()):
        for x in range(image.width()):
            colour = QColor(image.pixel(x, y))
            if image.pixelColor(x, y).alpha() < 16:
                transparent += 1
                continue
            value, saturation = colour.value(), colour.hsvSaturation()
            if value < 90:
                dark += 1
            elif saturation > 90:
                coloured += 1
            elif value > 220 and saturation < 40:
                light += 1
    return transparent, dark, coloured, light


@contextmanager
def qt_messages() -> Iterator[list[str]]:
    """Collect what Qt logs (QtSvg's complaints about what it cannot read, among others)."""
    messages: list[str] = []
    previous = qInstallMessageHandler(
        lambda _kind, context, text: messages.append(f"{context.category}: {text}")
    )
    try:
        yield messages
    finally:
        qInstallMessageHandler(previous)


@pytest.mark.parametrize("game", sorted(PACKS))
def test_every_card_of_each_pack_has_an_svg_that_qt_draws(qtbot: QtBot, game: str) -> None:
    art = CardArt(game)
    names = [card.text for card in PACKS[game]] + ["back", "back-red"]
    with qt_messages() as messages:
        for name in names:
            file = art.directory / f"{name}.svg"
            assert file.is_file(), file
            data = file.read_bytes()
            assert b"<image" not in data and b"<text" not in data and b"<filter" not in data
            assert len(data) < 40_000, f"{file} is {len(data)} bytes"
            renderer = QSvgRenderer(QByteArray(data))
            assert renderer.isValid(), file
            assert renderer.defaultSize().width() == 240, file
    assert messages == []


def test_the_art_folder_is_found_from_the_package() -> None:
    folder = cards_dir()
    assert (folder / "tarot" / "T21.svg").is_file()
    assert (folder / "french" / "AS.svg").is_file()
    assert (folder / "README.md").is_file()


def test_aspect_ratios_follow_the_real_cards() -> None:
    assert CardArt.aspect_for("tarot") == pytest.approx(113 / 60, rel=0.01)
    assert CardArt.aspect_for("carotte") == pytest.approx(88 / 63, rel=0.01)
    assert CardArt.aspect_for("rough") == CardArt.aspect_for("carotte")


@pytest.mark.parametrize(
    ("game", "name", "width", "dpr"),
    [
        ("tarot", "T21", 60, 1.0),
        ("tarot", "EX", 60, 2.0),
        ("tarot", "NC", 90, 1.5),
        ("tarot", "1H", 37.5, 1.25),
        ("carotte", "QH", 250, 1.0),
        ("rough", "5D", 72, 3.0),
        ("carotte", "KS", 101, 1.75),
    ],
)
def test_a_face_is_drawn_for_its_pixel_size(
    qtbot: QtBot, game: str, name: str, width: float, dpr: float
) -> None:
    art = CardArt(game)
    pixmap = art.face(name, width, dpr)
    expected_w = round(width * dpr)
    assert pixmap.width() == expected_w
    assert pixmap.height() == round(expected_w * art.aspect)
    assert pixmap.devicePixelRatio() == dpr
    assert pixmap.deviceIndependentSize().width() == pytest.approx(width, abs=1 / dpr)
    image = pixmap.toImage()
    assert image.pixelColor(0, 0).alpha() < 64  # rounded corners
    assert image.pixelColor(image.width() // 2, 2).alpha() == 255
    transparent, dark, coloured, light = _stats(image)
    area = image.width() * image.height()
    if name[-1] in "SC" or name[0] in "KQNJ":  # black ink: the signs, the figures' outlines
        assert dark > area * 0.005, "no ink"
    if name[-1] in "HD" or name[0] in "KQNJTE":
        assert coloured > area * 0.005, "no colour"
    assert dark + coloured > area * 0.02
    assert light > area * 0.05, "no paper"
    assert transparent < area * 0.02


@pytest.mark.parametrize("game", ["french", "tarot"])
def test_no_face_is_blank(qtbot: QtBot, game: str) -> None:
    art = CardArt(game)
    for name in [*art.names(), "back"]:
        image = art.render_image(name, 36, 1.0)
        _, dark, coloured, light = _stats(image)
        area = image.width() * image.height()
        red = name[-1:] in {"H", "D"} or name.startswith(("T", "EX", "K", "Q", "N", "J", "back"))
        if name == "back":
            assert coloured > area * 0.3, name
        else:
            assert light > area * 0.1, name
            assert dark + coloured > area * 0.02, name
            if red:
                assert coloured > area * 0.01, name
            else:
                assert dark > area * 0.01, name


def test_faces_differ_from_each_other(qtbot: QtBot) -> None:
    art = CardArt("tarot")
    images = {name: art.render_image(name, 30, 1.0) for name in [f"T{n}" for n in range(1, 22)] + ["EX"]}
    assert len({bytes(image.constBits()) for image in images.values()}) == len(images)  # type: ignore[call-overload]


def test_the_cache_gives_the_same_pixmap_back(qtbot: QtBot) -> None:
    art = CardArt("tarot")
    first = art.face("T21", 80, 2.0)
    assert art.face("t21", 80, 2.0) is first
    assert art.face(Card.parse("T21"), 80, 2.0) is first
    assert art.face("T21", 80, 1.0) is not first
    assert art.back(80, 2.0) is art.back(80, 2.0)
    assert art.back(80, 2.0, colour="red") is not art.back(80, 2.0)
    assert art.cache_len() == 4
    assert art.cache_bytes == sum(w * round(w * art.aspect) * 4 for w in (160, 80, 160, 160))


def test_the_cache_respects_its_byte_cap(qtbot: QtBot) -> None:
    one = 100 * round(100 * CardArt.aspect_for("tarot")) * 4
    art = CardArt("tarot", cache_bytes=3 * one)
    names = ["KS", "QS", "NS", "JS", "10S", "T1", "T2"]
    pixmaps = [art.face(name, 100) for name in names]
    assert art.cache_len() == 3
    assert art.cache_bytes == 3 * one <= art.cache_limit
    assert art.face("T2", 100) is pixmaps[-1]  # the most recent are kept
    assert art.face("KS", 100) is not pixmaps[0]  # the oldest went first
    art.face("10S", 100)
    art.face("T2", 100)
    assert art.face("T1", 100) is not pixmaps[-2]  # T1 was the least recently used
    art.cache_limit = one
    assert art.cache_len() == 1 and art.cache_bytes == one
    art.face("EX", 400)  # larger than the whole cache: drawn, not kept
    assert art.cache_bytes <= one
    art.clear_cache()
    assert art.cache_len() == 0 and art.cache_bytes == 0


def test_a_dimmed_face_is_greyer_and_cached_apart(qtbot: QtBot) -> None:
    art = CardArt("carotte")
    plain = art.face("AH", 60)
    dimmed = art.face("AH", 60, dimmed=True)
    assert dimmed is not plain and art.face("AH", 60, dimmed=True) is dimmed
    _, _, coloured_plain, light_plain = _stats(plain.toImage())
    _, _, coloured_dim, light_dim = _stats(dimmed.toImage())
    assert coloured_dim < coloured_plain and light_dim < light_plain
    assert dimmed.toImage().pixelColor(0, 0).alpha() < 64  # the corners stay clear


def test_cards_of_another_pack_and_bad_sizes_are_refused(qtbot: QtBot) -> None:
    carotte, tarot = CardArt("carotte"), CardArt("tarot")
    for bad in ("7H", "5S", "T1", "EX", "NS", "1S", "XX"):
        with pytest.raises(CardArtError):
            carotte.face(bad, 60)
    assert CardArt("rough").face_name("7h") == "7H"
    assert CardArt("french").face_name(Card.parse("5S")) == "5S"
    with pytest.raises(CardArtError):
        tarot.face("AS", 60)
    with pytest.raises(ValueError, match="positive"):
        tarot.face("KS", 0)
    with pytest.raises(CardArtError):
        CardArt("bridge")
    with pytest.raises(CardArtError):
        tarot.back(60, colour="green")
    assert len(tarot.names()) == 78 and len(carotte.names()) == 28 and len(CardArt("french").names()) == 36


def test_a_missing_folder_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    art = CardArt("tarot", directory=tmp_path)
    with pytest.raises(CardArtError, match="cannot read"):
        art.face("KS", 60)
    (tmp_path / "tarot").mkdir()
    (tmp_path / "tarot" / "KS.svg").write_text("<svg")
    with pytest.raises(CardArtError, match="not an SVG"):
        art.face("KS", 60)


def _generate(out: Path) -> dict[str, bytes]:
    subprocess.run([sys.executable, str(GENERATOR), "--out", str(out)], check=True, capture_output=True)
    return {str(f.relative_to(out)): f.read_bytes() for f in sorted(out.rglob("*")) if f.is_file()}


def test_the_generator_is_deterministic_and_the_files_are_up_to_date(tmp_path: Path) -> None:
    first = _generate(tmp_path / "a")
    second = _generate(tmp_path / "b")
    assert first == second
    assert len([name for name in first if name.endswith(".svg")]) == 36 + 2 + 78 + 2
    checked_in = {
        str(f.relative_to(cards_dir())): f.read_bytes() for f in sorted(cards_dir().rglob("*")) if f.is_file()
    }
    stale = sorted(name for name in first if checked_in.get(name) != first[name])
    assert stale == [], f"run tools/cardart/make_cards.py: {stale[:5]}"


def test_qt_warnings_about_an_svg_are_seen(qtbot: QtBot) -> None:
    """The check above would notice what QtSvg complains about (here, an empty path)."""
    with qt_messages() as messages:
        QSvgRenderer(QByteArray(b'<svg xmlns="http://www.w3.org/2000/svg"><path d=""/></svg>'))
    assert any("path" in message.lower() for message in messages), messages
