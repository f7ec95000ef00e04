#!/usr/bin/env bash
# Rebuilds a SCOWL list from Debian's scowl package (apt-get install scowl): the lowercase a-z entries
# of SCOWL's English and American word lists, sizes 10 up to SIZE (default 70).
#   bash wordlists/build_scowl.sh        # wordlists/scowl70.txt, the default list
#   bash wordlists/build_scowl.sh 50     # wordlists/scowl50.txt, the English family list
set -euo pipefail
top="${1:-70}"
src=/usr/share/dict/scowl
out="$(dirname "$0")/scowl$top.txt"
for size in 10 20 35 40 50 55 60 70; do
  [ "$size" -le "$top" ] || continue
  for variety in english american; do
    f="$src/$variety-words.$size"
    [ -f "$f" ] && iconv -f utf-8 -t utf-8 -c "$f"
  done
done | LC_ALL=C grep -E '^[a-z]+$' | LC_ALL=C sort -u > "$out"
wc -l "$out"
