"""Card faces kept on disk across runs, as PNG files: reading one is a few times faster than
drawing it again from its SVG.

The faces are kept in the user's cache directory (``$XDG_CACHE_HOME/atout/cards``, by default
``~/.cache/atout/cards``), or in ``ATOUT_CACHE_DIR`` when it is set (the tests set it: they never
write into the player's cache). A :class:`FaceStore` keeps one folder per art: its name is the
shape's and a hash of the art's SVG files, so that new art is never shown from old files. A file
is named by the card, its pixel size and whether it is dimmed::

    store = shared_store()             # the store of cache_root(), one for the process
    image = store.load(art, "T21", size, dimmed=False)   # None: not there (or unreadable)
    store.save(art, "T21", size, False, image)

A file that cannot be read, or that is not of the size its name says, is deleted (and drawn and
written again by whoever asked). The store is bounded: past :data:`DEFAULT_LIMIT_BYTES`, the
files used longest ago are deleted (a file read is touched). The application's queues of faces
share one store (:func:`shared_store`): the art's hash and the bytes on disk are worked out once
a run, not once a window. A store may be used from any thread (its count is kept under a lock);
nothing in it is Qt's GUI-only.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import threading
from pathlib import Path
from typing import Final

import platformdirs
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QImageReader

from atout.app.cardart import CardArt

__all__ = [
    "CACHE_ENV",
    "DEFAULT_LIMIT_BYTES",
    "FORMAT_VERSION",
    "PNG_QUALITY",
    "FaceStore",
    "art_version",
    "cache_root",
    "shared_store",
]

#: The environment variable naming the cache folder (the tests' own, never the player's).
CACHE_ENV: Final = "ATOUT_CACHE_DIR"
#: The most bytes of PNG files the store keeps (a Tarot pack at two sizes, plain and dimmed,
#: is about 15 MB).
DEFAULT_LIMIT_BYTES: Final = 64 * 1024 * 1024
#: Part of every folder's name: a change to how faces are drawn (the dimming's grey) changes it.
FORMAT_VERSION: Final = "1"
#: The PNG files' quality as Qt takes it: 80 is zlib's fastest level, a third faster to write
#: than Qt's default for files 7 % larger (a Tarot trump at 120 px: 1.8 ms against 2.7 ms).
PNG_QUALITY: Final = 80


def cache_root() -> Path:
    """The folder of the faces kept on disk: ``ATOUT_CACHE_DIR`` when set, else ``cards`` in the
    user's cache directory for Atout."""
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_cache_dir("atout", appauthor=False)) / "cards"


def art_version(directory: Path) -> str:
    """A short hash of the SVG files of ``directory`` (their names and bytes)."""
    digest = hashlib.sha256(FORMAT_VERSION.encode())
    for file in sorted(directory.glob("*.svg")):
        digest.update(file.name.encode() + b"\0")
        digest.update(file.read_bytes())
    return digest.hexdigest()[:16]


_SHARED: dict[Path, FaceStore] = {}
_SHARED_LOCK = threading.Lock()


def shared_store() -> FaceStore:
    """The store of :func:`cache_root`, one for the process (every queue of faces uses it)."""
    root = cache_root()
    with _SHARED_LOCK:
        store = _SHARED.get(root)
        if store is None:
            store = _SHARED[root] = FaceStore(root)
        return store


class FaceStore:
    """The faces on disk under ``root`` (see the module's text), at most ``limit_bytes`` of them."""

    def __init__(self, root: Path, limit_bytes: int = DEFAULT_LIMIT_BYTES) -> None:
        self.root = root
        self.limit_bytes = limit_bytes
        self._folders: dict[Path, Path] = {}
        self._bytes: int | None = None  # counted at the first write
        self._lock = threading.Lock()  # over the count and the folders' names

    def folder(self, art: CardArt) -> Path:
        """The folder of ``art``'s faces (named by its shape and the hash of its files)."""
        with self._lock:
            folder = self._folders.get(art.directory)
            if folder is None:
                folder = self.root / f"{art.shape.value}-{art_version(art.directory)}"
                self._folders[art.directory] = folder
            return folder

    def path(self, art: CardArt, name: str, size: QSize, dimmed: bool) -> Path:
        """The file of a face (``name``: a card's text, or a back's file name)."""
        dim = "-dim" if dimmed else ""
        return self.folder(art) / f"{name}-{size.width()}x{size.height()}{dim}.png"

    def load(self, art: CardArt, name: str, size: QSize, dimmed: bool) -> QImage | None:
        """The face kept on disk, or ``None`` (not kept, or damaged: then deleted)."""
        path = self.path(art, name, size, dimmed)
        if not path.is_file():
            return None
        image = QImageReader(str(path), b"png").read()
        if image.isNull() or image.size() != size:
            with contextlib.suppress(OSError):
                path.unlink()
            return None
        with contextlib.suppress(OSError):
            os.utime(path)  # used now: the last to go when the store is trimmed
        if image.format() != QImage.Format.Format_ARGB32_Premultiplied:
            image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        return image

    def save(self, art: CardArt, name: str, size: QSize, dimmed: bool, image: QImage) -> bool:
        """Keep ``image`` as that face's file (written whole, then renamed: a file is never seen
        half written); whether it was written. A cache that cannot be written is no error."""
        path = self.path(art, name, size, dimmed)
        partial = path.with_name(f".{path.stem}.{os.getpid()}.part.png")  # its format from its name
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if not image.save(str(partial), None, PNG_QUALITY):
                raise OSError(f"cannot write {partial}")
            os.replace(partial, path)
            written = path.stat().st_size
        except OSError:
            with contextlib.suppress(OSError):
                partial.unlink()
            return False
        with self._lock:
            if self._bytes is None:
                self._bytes = self.size_on_disk()
            else:
                self._bytes += written
            if self._bytes > self.limit_bytes:
                self._trim()
        return True

    def files(self) -> list[Path]:
        """Every face file kept (in every art's folder)."""
        if not self.root.is_dir():
            return []
        return [file for file in self.root.glob("*/*.png") if file.is_file()]

    def size_on_disk(self) -> int:
        """The bytes of the files kept."""
        total = 0
        for file in self.files():
            with contextlib.suppress(OSError):
                total += file.stat().st_size
        return total

    def trim(self) -> None:
        """Delete the files used longest ago until the store holds at most three quarters of its
        limit (so that it is not trimmed again at the next write)."""
        with self._lock:
            self._trim()

    def _trim(self) -> None:
        dated: list[tuple[float, int, Path]] = []
        for file in self.files():
            with contextlib.suppress(OSError):
                info = file.stat()
                dated.append((info.st_mtime, info.st_size, file))
        dated.sort()
        total = sum(size for _, size, _ in dated)
        goal = self.limit_bytes * 3 // 4
        for _, size, file in dated:
            if total <= goal:
                break
            with contextlib.suppress(OSError):
                file.unlink()
                total -= size
        self._bytes = total
