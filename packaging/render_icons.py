"""Draw the application's SVG icon as the PNG sizes of the hicolor icon theme.

    python packaging/render_icons.py ICON.svg ROOT

writes ``ROOT/<N>x<N>/apps/<name>.png`` for each size of :data:`SIZES` (``<name>`` is the SVG's
name), drawn by Qt's SVG renderer (run with ``QT_QPA_PLATFORM=offscreen`` where there is no
screen). ``packaging/build.sh`` puts them in the Debian package under
``/usr/share/icons/hicolor``, beside the SVG itself, for the desktops and software centres that
want a bitmap.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

#: The sizes the hicolor theme's index lists for applications' icons.
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    svg, root = Path(argv[0]), Path(argv[1])
    _app = QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        print(f"render_icons: {svg} is not a valid SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        target = root / f"{size}x{size}" / "apps" / f"{svg.stem}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target), "PNG"):
            print(f"render_icons: cannot write {target}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
