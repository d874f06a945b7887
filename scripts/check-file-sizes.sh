#!/bin/bash
# Fails when a tracked Swift file is over 500 lines: about 300 is comfortable, and past 500 the
# file wants splitting by concern (`Type+Concern.swift`). Prints each offender with its line
# count.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=500
status=0
while IFS= read -r -d '' file; do
    [[ -f "$file" ]] || continue
    lines=$(wc -l < "$file")
    if (( lines > limit )); then
        echo "$file: $lines lines (limit $limit)"
        status=1
    fi
done < <(git ls-files -z -- '*.swift')
if (( status != 0 )); then
    echo "Split the files above by concern (Type+Concern.swift) to $limit lines or fewer." >&2
fi
exit $status
