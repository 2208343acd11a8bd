#!/bin/bash
# Copy the complete board lines of the running Tarot runs into the repo and commit them.
set -e
cd /work/main
d=docs/plans/2026-12-01-tarot-expert-hard
for s in 97 98; do
  f=/tmp/r97/t$s.jsonl
  n=$(wc -l < $f)
  head -n $n $f > $d/boards-$s.jsonl
done
for f in /tmp/r97/*.out; do [ -s $f ] && cp $f $d/ || true; done
git add $d
git commit -q -m "Tarot expert - hard run: $(wc -l < $d/boards-97.jsonl) and $(wc -l < $d/boards-98.jsonl) complete boards kept in the repository" && git log --oneline -1
