#!/usr/bin/env bash
# Rebuilds wordlists/scowl70.txt from Debian's scowl package (apt-get install scowl):
# the lowercase a-z entries of SCOWL's English and American word lists, sizes 10..70.
set -euo pipefail
src=/usr/share/dict/scowl
out="$(dirname "$0")/scowl70.txt"
for size in 10 20 35 40 50 55 60 70; do
  for variety in english american; do
    f="$src/$variety-words.$size"
    [ -f "$f" ] && iconv -f utf-8 -t utf-8 -c "$f"
  done
done | LC_ALL=C grep -E '^[a-z]+$' | LC_ALL=C sort -u > "$out"
wc -l "$out"
