#!/bin/bash
# Carry both runs of the plan on from the boards kept in the repository (a new machine has no
# /tmp/r101), each from one more than its last complete board, and keep their boards in the
# repository every 30 minutes (snapshot.sh). Usage, from anywhere in the checkout:
#     bash docs/plans/2026-12-01-tarot-expert-hard/carry_on.sh LETTER
# LETTER names this stretch's summaries (u101LETTER.out, u102LETTER.out); stop the runs with
#     kill -TERM $(cat /tmp/r101/u101.pid) $(cat /tmp/r101/u102.pid); kill $(cat /tmp/r101/snaploop.pid)
# then run snapshot.sh once more.
set -euo pipefail
letter=${1:?a letter for the summaries of this stretch}
root="$(cd "$(dirname "$0")/../../.." && pwd)"
d="$root/docs/plans/2026-12-01-tarot-expert-hard"
mkdir -p /tmp/r101
for s in 101 102; do
  if pgrep -f "arena --game tarot .* --seed $s " >/dev/null; then
    echo "seed $s is running already" >&2; exit 1
  fi
  f=/tmp/r101/u$s.jsonl
  # the longer of the two copies: the repository's, or the one left in /tmp by a stop
  if [ ! -f "$f" ] || [ "$(wc -l < "$d/boards-$s.jsonl")" -gt "$(wc -l < "$f")" ]; then
    cp "$d/boards-$s.jsonl" "$f"
  fi
  n=$(wc -l < "$f")
  head -n "$n" "$f" > "$f.tmp" && mv "$f.tmp" "$f"  # complete lines only
  python3 - "$f" <<'PY'
import json, sys
boards = [json.loads(line)["board"] for line in open(sys.argv[1])]
assert boards == list(range(len(boards))), "the boards do not run from 0 without gap"
PY
  if [ "$n" -ge 3800 ]; then echo "seed $s: done ($n boards)"; continue; fi
  (cd "$root/desktop" && nohup setsid "$root/.venv/bin/python" -m atout.ai arena --game tarot \
      --deals $((3800 - n)) --first-board "$n" --seed "$s" --seats expert,hard,expert,hard \
      --screened --unhurried --boards-out "$f" > "/tmp/r101/u$s$letter.out" 2>&1 &)
  sleep 1
  # setsid may fork: the process to stop is the arena itself, found by its command line
  pgrep -f "arena --game tarot .* --seed $s " > "/tmp/r101/u$s.pid"
  echo "seed $s: carried on from board $n ($(date -u +%H:%M) UTC), summary u$s$letter.out"
done
if [ ! -f /tmp/r101/snaploop.pid ] || ! kill -0 "$(cat /tmp/r101/snaploop.pid)" 2>/dev/null; then
  nohup setsid bash -c "while true; do sleep 1800; bash '$d/snapshot.sh' >> /tmp/r101/snapshots.log 2>&1; done" \
      >/dev/null 2>&1 &
  echo $! > /tmp/r101/snaploop.pid
fi
