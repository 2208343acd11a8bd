#!/bin/bash
# Copy the complete board lines (and any stretch summaries) of the running Tarot runs into
# the repository and commit them: a machine reset then loses at most the boards since.
set -e
cd "$(dirname "$0")/../../.."
d=docs/plans/2026-12-01-tarot-expert-hard
for s in 101 102; do
  f=/tmp/r101/u$s.jsonl
  [ -f "$f" ] || continue
  n=$(wc -l < "$f")
  head -n "$n" "$f" > "$d/boards-$s.jsonl"
done
for f in /tmp/r101/*.out; do [ -s "$f" ] && cp "$f" "$d/" || true; done
git add "$d"
git commit -q -m "Tarot expert - hard run: $(wc -l < $d/boards-101.jsonl) and $(wc -l < $d/boards-102.jsonl) boards kept in the repository" -- "$d" && git log --oneline -1
