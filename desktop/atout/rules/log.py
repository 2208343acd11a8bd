"""The match log of docs/contracts.md, which is also the save format: read, check, write.

Reading a log replays it: every deal and every action is checked by the rules,
and the first fault raises :class:`LogError` naming where it is.

>>> from atout.rules import Match, PASS
>>> match = Match("rough", seed=4, first_dealer=0)
>>> _ = match.new_deal()
>>> match.apply(PASS)
>>> again = match_from_log(loads(dumps(match)))
>>> again.deals[0].history == match.deals[0].history
True
>>> match_from_log({"format": "atout-match", "version": 1, "game": "rough", "players": [], "deals": []})
Traceback (most recent call last):
...
atout.rules.errors.LogError: players must be a list of 4 players
"""

from __future__ import annotations

import functools
import json
import os
import tempfile
from pathlib import Path
from typing import Final

from atout.rules.actions import Action
from atout.rules.cards import Card
from atout.rules.errors import LogError, RulesError
from atout.rules.games import get_game
from atout.rules.match import Match, Player, action_entry

__all__ = [
    "FORMAT",
    "VERSION",
    "dumps",
    "loads",
    "match_from_log",
    "read_match",
    "replay_summary",
    "write_match",
]

FORMAT: Final = "atout-match"
VERSION: Final = 1
PLAYER_KINDS: Final = ("human", "ai")
_TOP_KEYS: Final = frozenset({"format", "version", "game", "options", "players", "deals"})


def loads(text: str | bytes) -> object:
    """Parse JSON text; bad JSON raises :class:`LogError`."""
    try:
        return json.loads(text)
    except (ValueError, UnicodeDecodeError) as err:
        raise LogError("bad_json", f"not valid JSON ({err})") from None


@functools.lru_cache(maxsize=8192)
def _action_line(seat: int, action: Action) -> str:
    """One action's line of the log (an action is a value: the same seat and action, the same
    line; kept, the log of a long match is written again in a fraction of the time)."""
    return json.dumps(action_entry(seat, action), ensure_ascii=False)


def dumps(match: Match) -> str:
    """The match log as JSON text: one line per action, readable and diffable."""
    log = match.to_log(actions=False)  # the actions' lines are written here, each kept
    deals = log.pop("deals")
    assert isinstance(deals, list)
    head = json.dumps(log, ensure_ascii=False)[:-1]
    parts = []
    for deal, played in zip(deals, match.deals, strict=True):
        body = json.dumps(deal, ensure_ascii=False)[:-1]
        lines = ",\n    ".join(_action_line(seat, action) for seat, action in played.history)
        parts.append(f'  {body}, "actions": [\n    {lines}]}}' if lines else f'  {body}, "actions": []}}')
    return head + ', "deals": [\n' + ",\n".join(parts) + "\n]}\n"


def read_match(path: str | os.PathLike[str]) -> Match:
    """Read and replay the log at ``path``."""
    try:
        data = Path(path).read_bytes()
    except OSError as err:
        raise LogError("unreadable", f"cannot read {path}: {err.strerror}") from None
    return match_from_log(loads(data))


def write_match(match: Match, path: str | os.PathLike[str]) -> None:
    """Write the match log atomically: a whole new file replaces the old one, or nothing does."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(dumps(match))
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _fail(
    message: str, code: str = "bad_log", *, deal: int | None = None, action: int | None = None
) -> LogError:
    return LogError(code, message, deal=deal, action=action)


def _players(data: object) -> tuple[Player, ...]:
    if not isinstance(data, list) or len(data) != 4:
        raise _fail("players must be a list of 4 players")
    players = []
    for i, entry in enumerate(data):
        if not isinstance(entry, dict):
            raise _fail(f"player {i} must be an object")
        name, kind, level = entry.get("name"), entry.get("kind"), entry.get("level")
        if not isinstance(name, str):
            raise _fail(f"player {i} needs a name")
        if kind not in PLAYER_KINDS:
            raise _fail(f"player {i}'s kind must be human or ai, not {kind!r}")
        if level is not None and not isinstance(level, str):
            raise _fail(f"player {i}'s level must be a string")
        extra = {k: v for k, v in entry.items() if k not in ("name", "kind", "level")}
        players.append(Player(name, kind, level, extra))
    return tuple(players)


def _cards(match: Match, value: object, what: str, deal: int) -> list[Card]:
    if not isinstance(value, list) or not all(isinstance(text, str) for text in value):
        raise _fail(f"{what} must be a list of cards", deal=deal)
    try:
        return [match.rules.pack.parse_card(text) for text in value]
    except RulesError as err:
        raise _fail(str(err), deal=deal) from None


def match_from_log(data: object) -> Match:
    """Build a :class:`Match` from a parsed log, checking every deal and action."""
    if not isinstance(data, dict):
        raise _fail("a match log is a JSON object")
    if data.get("format") != FORMAT:
        raise _fail(f"format must be {FORMAT!r}, not {data.get('format')!r}")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise _fail(f"unsupported version {data.get('version')!r} (this program reads {VERSION})")
    try:
        rules = get_game(data.get("game"))
        options = rules.options(data.get("options", {}))
    except RulesError as err:
        raise _fail(str(err)) from None
    players = _players(data.get("players"))
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise _fail("deals must be a list")
    match = Match(rules, options, players, first_dealer=_first_dealer(deals))
    match.extra = {key: value for key, value in data.items() if key not in _TOP_KEYS}
    for number, entry in enumerate(deals, start=1):
        _replay_deal(match, entry, number, last=number == len(deals))
    return match


def _first_dealer(deals: list[object]) -> int:
    if deals and isinstance(deals[0], dict):
        dealer = deals[0].get("dealer")
        if isinstance(dealer, int) and not isinstance(dealer, bool) and 0 <= dealer <= 3:
            return dealer
    return 0


def _replay_deal(match: Match, entry: object, number: int, *, last: bool) -> None:
    if not isinstance(entry, dict):
        raise _fail("a deal must be an object", deal=number)
    if match.is_over:
        raise _fail("the match was already over", deal=number)
    dealer = entry.get("dealer")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer <= 3:
        raise _fail(f"the dealer must be a seat from 0 to 3, not {dealer!r}", deal=number)
    if dealer != match.next_dealer:
        raise _fail(f"the dealer must be seat {match.next_dealer}, not seat {dealer}", deal=number)
    hands = entry.get("hands")
    if not isinstance(hands, list) or len(hands) != 4:
        raise _fail("hands must be a list of 4 hands", deal=number)
    cards = [_cards(match, hand, f"hand {seat}", number) for seat, hand in enumerate(hands)]
    kitty = _cards(match, entry.get("kitty"), "the kitty", number)
    actions = entry.get("actions")
    if not isinstance(actions, list):
        raise _fail("actions must be a list", deal=number)
    try:
        deal = match.new_deal(cards, kitty)
    except RulesError as err:
        raise _fail(str(err), deal=number) from None
    for index, item in enumerate(actions, start=1):
        if not isinstance(item, dict):
            raise _fail("an action must be an object", deal=number, action=index)
        seat = item.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 3:
            raise _fail(f"the seat must be from 0 to 3, not {seat!r}", deal=number, action=index)
        if deal.is_over:
            raise _fail("the deal is already over", deal=number, action=index)
        try:
            action = match.rules.parse_action(item)
            match.apply(action, seat)
        except RulesError as err:
            raise _fail(str(err), err.code, deal=number, action=index) from None
    if not deal.is_over and not last:
        raise _fail("the deal is unfinished and another deal follows", deal=number)


def replay_summary(match: Match) -> dict[str, object]:
    """What ``python -m atout.rules replay`` prints for a match (docs/contracts.md)."""
    deals: list[dict[str, object]] = []
    for index in range(len(match.deals)):
        if index < len(match.results):
            result = match.results[index]
            item: dict[str, object] = {"scores": list(result.scores)}
            if result.chips is not None:
                item["chips"] = list(result.chips)
            if result.annulled:
                item["annulled"] = True
        else:
            item = {"scores": [0, 0, 0, 0], "unfinished": True}
            if match.rules.uses_chips:
                item["chips"] = [0, 0, 0, 0]
        deals.append(item)
    summary: dict[str, object] = {"game": match.game, "deals": deals, "totals": list(match.totals)}
    if match.rules.uses_chips:
        summary["chips"] = list(match.chips)
    summary["winner"] = list(match.winners) if match.winners is not None else None
    return summary
