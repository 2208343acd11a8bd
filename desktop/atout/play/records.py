"""The matches the player has played, and what they add up to: the history and the statistics.

The history is the folder of match logs the storage keeps (:attr:`Storage.history_dir`): every
finished match, and every match left for another once a deal of it was finished. A
:class:`MatchRecord` is what the lists and the statistics need of one log: who played, how it
ended, and per deal the contract, its taker and the scores. The statistics are counted from those
records each time (:func:`statistics`), so they cannot drift from the matches or be lost apart
from them: a crash loses at most the action under way, as the autosave does.

>>> from atout.rules import Match, PASS, Player
>>> players = [Player("Anne", "human"), Player("Nord"), Player("Est"), Player("Ouest")]
>>> match = Match("carotte", players=players, seed=11, first_dealer=2)
>>> _ = match.new_deal()
>>> for _ in match.players:
...     match.apply(PASS)
>>> record = MatchRecord.of_match(match, "20261201-101500-carotte.json")
>>> record.human, record.over, record.deals[0].annulled, record.played_at
(0, False, True, '2026-12-01 10:15')
>>> MatchRecord.from_json(record.to_json()) == record
True

Replaying a long log takes some milliseconds, so :class:`History` keeps the records it made in
``history-index.json`` beside the folder, each under its file's name, size and modification
time. That index is derived data: when it is unreadable or stale it is made again from the logs,
which are never written here. This module imports no Qt.
"""

from __future__ import annotations

import contextlib
import json
import re
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from atout.play.storage import write_text_atomically
from atout.rules import CarotteBid, Contract, LogError, Match, RoughBid, RulesError, get_game, read_match
from atout.rules.deal import DealResult
from atout.rules.outcome import RoughCount

__all__ = [
    "ContractStats",
    "DealRecord",
    "GameStats",
    "History",
    "MatchRecord",
    "Unreadable",
    "contract_key",
    "statistics",
]

#: The version of the index's layout; an index of another version is made again.
INDEX_VERSION = 1

_STAMP = re.compile(r"^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})")


@dataclass(frozen=True)
class DealRecord:
    """One deal of a match: annulled or not, its taker (``declarer``), contract, whether it was
    made, and what each seat scored (``chips`` in La Carotte). ``contract`` is a short key
    (:func:`contract_key`): ``"5"`` (tricks bid), ``"85"`` or ``"85sa"``, ``"garde"``."""

    annulled: bool
    declarer: int | None
    contract: str | None
    made: bool | None
    scores: tuple[int, ...]
    chips: tuple[int, ...] | None = None

    @classmethod
    def of_result(cls, result: DealResult) -> DealRecord:
        if result.annulled:
            return cls(True, None, None, None, tuple(result.scores), result.chips)
        return cls(False, result.taker, contract_key(result), result.made, tuple(result.scores), result.chips)

    def to_json(self) -> dict[str, Any]:
        return {
            "annulled": self.annulled,
            "declarer": self.declarer,
            "contract": self.contract,
            "made": self.made,
            "scores": list(self.scores),
            "chips": list(self.chips) if self.chips is not None else None,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> DealRecord:
        chips = data["chips"]
        declarer, contract, made = data["declarer"], data["contract"], data["made"]
        if declarer is not None and not isinstance(declarer, int):
            raise ValueError("declarer")
        if contract is not None and not isinstance(contract, str):
            raise ValueError("contract")
        return cls(
            bool(data["annulled"]),
            declarer,
            contract,
            None if made is None else bool(made),
            _ints(data["scores"]),
            None if chips is None else _ints(chips),
        )


def contract_key(result: DealResult) -> str | None:
    """The contract of a deal as a short key, the same for equal contracts: the tricks bid
    (La Carotte, whatever the trump), the points bid and ``sa`` for a Sans-Atout (Le Rough),
    the contract's name (the Tarot); ``None`` for none.

    >>> from atout.rules import CarotteBid, Contract, RoughBid, Suit
    >>> from atout.rules.outcome import RoughCount
    >>> contract_key(DealResult((0,) * 4, contract=CarotteBid(6, Suit.HEARTS)))
    '6'
    >>> count = RoughCount((15, 85), 1, None, sans_atout=True)
    >>> contract_key(DealResult((0,) * 4, contract=RoughBid(85), count=count))
    '85sa'
    >>> contract_key(DealResult((0,) * 4, contract=Contract.GARDE_SANS))
    'garde_sans'
    """
    contract = result.contract
    if isinstance(contract, Contract):
        return contract.value
    if isinstance(contract, CarotteBid):
        return str(contract.tricks)
    if isinstance(contract, RoughBid):
        sans_atout = isinstance(result.count, RoughCount) and result.count.sans_atout
        return f"{contract.points}sa" if sans_atout else str(contract.points)
    return None


@dataclass(frozen=True)
class MatchRecord:
    """What the history shows of one match log (``file``: its name in the history folder).

    ``human`` is the seat the player held (``None`` when computers played alone);
    ``played_at`` is when the log was kept (``YYYY-MM-DD HH:MM``, local time); ``over`` says
    whether the match was played to its end (it was left for another when not).
    """

    file: str
    game: str
    played_at: str
    names: tuple[str, ...]
    levels: tuple[str | None, ...]
    human: int | None
    over: bool
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    chips: tuple[int, ...]
    deals: tuple[DealRecord, ...] = field(default=())

    @classmethod
    def of_match(cls, match: Match, file: str, played_at: str | None = None) -> MatchRecord:
        """The record of ``match`` kept as ``file``; ``played_at`` defaults to the date in the
        file's name (the storage names its files ``YYYYMMDD-HHMMSS-game.json``)."""
        human = next((seat for seat, player in enumerate(match.players) if player.kind == "human"), None)
        return cls(
            file=file,
            game=match.game,
            played_at=played_at if played_at is not None else _stamp_of(file) or "",
            names=tuple(player.name for player in match.players),
            levels=tuple(player.level for player in match.players),
            human=human,
            over=match.is_over,
            winners=tuple(match.winners or ()),
            totals=tuple(match.totals),
            chips=tuple(match.chips),
            deals=tuple(DealRecord.of_result(result) for result in match.results),
        )

    @property
    def played_deals(self) -> int:
        """The deals played out (an annulled deal was not)."""
        return sum(1 for deal in self.deals if not deal.annulled)

    @property
    def won(self) -> bool:
        """Whether the player is among the winners (of a match played to its end)."""
        return self.over and self.human is not None and self.human in self.winners

    @property
    def opponents_level(self) -> str | None:
        """The computer players' level, when they all had the same one."""
        levels = {level for seat, level in enumerate(self.levels) if seat != self.human}
        return levels.pop() if len(levels) == 1 else None

    def to_json(self) -> dict[str, Any]:
        return {
            "file": self.file,
            "game": self.game,
            "played_at": self.played_at,
            "names": list(self.names),
            "levels": list(self.levels),
            "human": self.human,
            "over": self.over,
            "winners": list(self.winners),
            "totals": list(self.totals),
            "chips": list(self.chips),
            "deals": [deal.to_json() for deal in self.deals],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MatchRecord:
        """A record from :meth:`to_json`; anything else raises ``ValueError``, ``KeyError`` or
        ``TypeError``."""
        human = data["human"]
        if human is not None and not isinstance(human, int):
            raise ValueError("human")
        for key in ("file", "game", "played_at"):
            if not isinstance(data[key], str):
                raise ValueError(key)
        seats = get_game(data["game"]).seat_count()  # an unknown game is a ValueError
        names = tuple(data["names"])
        levels = tuple(data["levels"])
        if not all(isinstance(name, str) for name in names) or len(names) != seats:
            raise ValueError("names")
        if not all(level is None or isinstance(level, str) for level in levels) or len(levels) != seats:
            raise ValueError("levels")
        return cls(
            file=data["file"],
            game=data["game"],
            played_at=data["played_at"],
            names=names,
            levels=levels,
            human=human,
            over=bool(data["over"]),
            winners=_ints(data["winners"]),
            totals=_ints(data["totals"]),
            chips=_ints(data["chips"]),
            deals=tuple(DealRecord.from_json(deal) for deal in data["deals"]),
        )


def _ints(values: object) -> tuple[int, ...]:
    if not isinstance(values, list) or not all(type(value) is int for value in values):
        raise ValueError("a list of integers was expected")
    return tuple(values)


def _stamp_of(file: str) -> str | None:
    found = _STAMP.match(file)
    if found is None:
        return None
    year, month, day, hour, minute, _second = found.groups()
    return f"{year}-{month}-{day} {hour}:{minute}"


# -- statistics -----------------------------------------------------------------------------------


@dataclass
class ContractStats:
    """How often the player took a contract, and made it."""

    taken: int = 0
    made: int = 0


@dataclass
class GameStats:
    """The player's figures at one game, over the matches given to :func:`statistics`.

    ``matches`` counts every match, ``finished`` those played to the end, ``won`` those the
    player won; ``deals`` the deals played out. ``taken``/``made`` count the deals the player
    took (was declarer or taker), ``by_contract`` splits them by :func:`contract_key`.
    ``points`` adds up what the player scored deal by deal (in Le Rough, the team's score);
    ``chips`` the jetons (La Carotte). ``best_total`` is the player's best final total in a
    finished match.
    """

    game: str
    matches: int = 0
    finished: int = 0
    won: int = 0
    deals: int = 0
    taken: int = 0
    made: int = 0
    points: int = 0
    chips: int = 0
    best_total: int | None = None
    by_contract: dict[str, ContractStats] = field(default_factory=dict)

    @property
    def points_per_deal(self) -> float | None:
        """The player's mean score a deal played (``None`` before any)."""
        return self.points / self.deals if self.deals else None


def statistics(records: Iterable[MatchRecord], game: str) -> GameStats:
    """The player's figures at ``game`` over ``records`` (records of another game, and matches
    the computers played alone, are left out).

    >>> deal = DealRecord(False, 0, "garde", True, (150, -50, -50, -50))
    >>> lost = DealRecord(False, 1, "prise", False, (29, -87, 29, 29))
    >>> names, levels = ("Anne", "N", "E", "O"), (None, "hard", "hard", "hard")
    >>> totals, chips = (179, -137, -21, -21), (0, 0, 0, 0)
    >>> record = MatchRecord("a.json", "tarot", "", names, levels, 0, True, (0,), totals, chips, (deal, lost))
    >>> stats = statistics([record], "tarot")
    >>> stats.won, stats.deals, stats.taken, stats.made, stats.points, stats.by_contract["garde"]
    (1, 2, 1, 1, 179, ContractStats(taken=1, made=1))
    """
    stats = GameStats(game)
    for record in records:
        if record.game != game or record.human is None:
            continue
        seat = record.human
        stats.matches += 1
        if record.over:
            stats.finished += 1
            stats.won += record.won
            total = record.totals[seat]
            stats.best_total = total if stats.best_total is None else max(stats.best_total, total)
        for deal in record.deals:
            if deal.annulled:
                continue
            stats.deals += 1
            stats.points += deal.scores[seat]
            if deal.chips is not None:
                stats.chips += deal.chips[seat]
            if deal.declarer == seat:
                stats.taken += 1
                stats.made += bool(deal.made)
                per = stats.by_contract.setdefault(deal.contract or "", ContractStats())
                per.taken += 1
                per.made += bool(deal.made)
    return stats


# -- the history folder ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Unreadable:
    """A file of the history that could not be read: left as it is, with the reason."""

    file: str
    problem: str


class History:
    """The records of the match logs in ``folder``, newest first, kept in an index at ``index``.

    :meth:`load` reads what changed since the index was written (a new, changed or removed
    log) and writes the index again when anything did.
    """

    def __init__(self, folder: Path, index: Path) -> None:
        self.folder = folder
        self.index = index
        self.records: list[MatchRecord] = []
        self.unreadable: list[Unreadable] = []
        #: How many logs the last :meth:`load` had to replay (the others came from the index).
        self.replayed = 0

    def load(self) -> History:
        """Read the folder (again); returns ``self``."""
        known = self._read_index()
        entries: dict[str, dict[str, Any]] = {}
        records: list[MatchRecord] = []
        unreadable: list[Unreadable] = []
        self.replayed = 0
        paths = sorted(self.folder.glob("*.json")) if self.folder.is_dir() else []
        for path in paths:
            try:
                stat = path.stat()
            except OSError as err:
                unreadable.append(Unreadable(path.name, str(err)))
                continue
            signature = {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns}
            record = self._known_record(known.get(path.name), signature, path.name)
            if record is None:
                record, problem = self._replay(path)
                if record is None:
                    unreadable.append(Unreadable(path.name, problem))
                    continue
                self.replayed += 1
            records.append(record)
            entries[path.name] = {**signature, "record": record.to_json()}
        records.sort(key=lambda record: (record.played_at, record.file), reverse=True)
        self.records, self.unreadable = records, unreadable
        if entries.keys() != known.keys() or self.replayed:
            self._write_index(entries)
        return self

    def of_game(self, game: str | None) -> list[MatchRecord]:
        """The records of ``game`` (all of them for ``None``), newest first, that the player
        played in (matches the computers played alone are left out)."""
        return [r for r in self.records if r.human is not None and (game is None or r.game == game)]

    def path_of(self, record: MatchRecord) -> Path:
        """The log behind ``record``."""
        return self.folder / record.file

    @staticmethod
    def _known_record(entry: object, signature: Mapping[str, int], file: str) -> MatchRecord | None:
        """The record the index holds for ``file``, if it is one and the file is unchanged."""
        if not isinstance(entry, dict):
            return None
        if entry.get("size") != signature["size"] or entry.get("mtime_ns") != signature["mtime_ns"]:
            return None
        try:
            record = MatchRecord.from_json(entry["record"])
        except (KeyError, TypeError, ValueError):
            return None
        return record if record.file == file else None

    @staticmethod
    def _replay(path: Path) -> tuple[MatchRecord | None, str]:
        try:
            match = read_match(path)
        except LogError as err:
            return None, err.located()
        except RulesError as err:  # pragma: no cover - the reader locates every fault
            return None, str(err)
        played_at = _stamp_of(path.name)
        if played_at is None:
            played_at = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        return MatchRecord.of_match(match, path.name, played_at), ""

    def _read_index(self) -> dict[str, Any]:
        try:
            data = json.loads(self.index.read_text(encoding="utf-8"))
        except (OSError, ValueError, UnicodeDecodeError):
            return {}
        if not isinstance(data, dict) or data.get("version") != INDEX_VERSION:
            return {}
        entries = data.get("entries")
        return entries if isinstance(entries, dict) else {}

    def _write_index(self, entries: Mapping[str, Any]) -> None:
        text = json.dumps({"version": INDEX_VERSION, "entries": entries}, ensure_ascii=False)
        with contextlib.suppress(OSError):  # the index only saves time: the logs are read again
            write_text_atomically(self.index, text)
