#!/usr/bin/env bash
# Restores the real-document corpus (apps/server/test/real-documents/expected.tsv) into
# ${REAL_DOCUMENTS_DIR:-/work/reader-corpus/files}: each file from a local mirror of its
# repository (/work/.mirror/<owner>+<name>/…, `git show <commit>:<path>`) or else from
# raw.githubusercontent.com at the same commit, then checks its sha256. The files are other
# people's documents: they are never committed. Exits 0 even when some cannot be restored.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
table="$root/apps/server/test/real-documents/expected.tsv"
dir=${REAL_DOCUMENTS_DIR:-/work/reader-corpus/files}
mirrors=${MIRRORS_DIR:-/work/.mirror}
mkdir -p "$dir"

sha() { sha256sum "$1" | cut -d' ' -f1; }

# A path percent-encoded byte by byte for a URL, its slashes kept.
encode() {
  local LC_ALL=C text=$1 out='' c i
  for ((i = 0; i < ${#text}; i++)); do
    c=${text:i:1}
    case $c in
      [a-zA-Z0-9./_~-]) out+=$c ;;
      *) out+=$(printf '%%%02X' "'$c") ;;
    esac
  done
  printf '%s' "$out"
}

# The git directory of a mirrored repository, if there is one.
git_dir() {
  local base="$mirrors/${1/\//+}"
  [[ -d $base ]] || return 1
  local head
  head=$(find "$base" -maxdepth 3 -name HEAD -type f -print -quit)
  [[ -n $head ]] || return 1
  dirname "$head"
}

total=0
present=0
while IFS=$'\t' read -r id file sum repo commit path _rest; do
  [[ $id == id ]] && continue
  [[ -n $id ]] || continue
  total=$((total + 1))
  target="$dir/$file"
  if [[ -f $target && $(sha "$target") == "$sum" ]]; then
    echo "$id: already present"
    present=$((present + 1))
    continue
  fi
  tmp=$(mktemp)
  how=''
  if gd=$(git_dir "$repo") && git --git-dir="$gd" show "$commit:$path" >"$tmp" 2>/dev/null; then
    how="mirror $gd"
  else
    url="https://raw.githubusercontent.com/$repo/$commit/$(encode "$path")"
    if curl -fsSL --max-time 120 -o "$tmp" "$url" 2>/dev/null; then how="download $url"; fi
  fi
  if [[ -z $how ]]; then
    echo "$id: NOT restored (no mirror of $repo, download failed)"
    rm -f "$tmp"
  elif [[ $(sha "$tmp") != "$sum" ]]; then
    echo "$id: NOT restored (sha256 differs, from $how)"
    rm -f "$tmp"
  else
    mv "$tmp" "$target"
    echo "$id: restored from $how"
    present=$((present + 1))
  fi
done <"$table"

echo "$present of $total documents present in $dir"
exit 0
