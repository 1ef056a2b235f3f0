#!/usr/bin/env bash
# Builds the libFuzzer harness of the notation parsers (Fuzz/NotationFuzzer) with the
# address sanitizer and runs it. The package's TrainingModel and Notation sources are
# compiled here as static libraries with fuzzer coverage, so nothing in Package.swift changes.
#
# Usage: scripts/fuzz-notation.sh [libFuzzer options…]
#   RUNS=1000000 (default) inputs; the corpus lives in fuzz-corpus/notation (ignored by git),
#   the binary in .build/fuzz-notation. Crash inputs are written to fuzz-corpus/ as crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/fuzz-notation
corpus=fuzz-corpus/notation
runs=${RUNS:-1000000}
mkdir -p "$out" "$corpus"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g)

echo "Building TrainingModel, Notation and the harness with ${flags[*]}" >&2
swiftc "${flags[@]}" -emit-library -static -module-name TrainingModel \
    -emit-module -emit-module-path "$out/TrainingModel.swiftmodule" \
    Sources/TrainingModel/*.swift -o "$out/libTrainingModel.a"
swiftc "${flags[@]}" -emit-library -static -module-name Notation -I "$out" \
    -emit-module -emit-module-path "$out/Notation.swiftmodule" \
    Sources/Notation/*.swift -o "$out/libNotation.a"
# ld.gold warns about every ASan helper symbol it cannot export; those lines are noise.
swiftc "${flags[@]}" -I "$out" Fuzz/NotationFuzzer/main.swift -L "$out" -lNotation -lTrainingModel -lm \
    -o "$out/notation-fuzzer" 2> >(grep -v "Cannot export local symbol" >&2)

# Seed the corpus with the notation of SPEC §3 the first time.
if [ -z "$(ls -A "$corpus")" ]; then
    i=0
    while IFS= read -r seed; do
        i=$((i + 1))
        printf '%s' "$seed" > "$corpus/seed-$i"
    done <<'SEEDS'
100 x 5
100kg x 5 @8
bw x 12
bw+20kg x 6
x 15
100 x 5 x 3
60s
bw+10kg 7s
5km in 25:30
w: 60 x 10
d: bw-15kg x 8 @RPE 9.5
176lb
1h 5m
00-30-00
1:05:30
5'30"
3mi
75%
8-12
3-1-X-0
5x5 @ 100kg
3x8-12 @RPE 8, rest 90s
4x6 @ 75%
3x AMRAP @ 60kg
5x3 @ 80%, tempo 3-1-1-0
3x30s
5' easy + 30' @ threshold + 5' cool-down
400m @ 5k pace
6 x 7s on / 3s off, 3 sets, rest 3m, grips [half crimp 20mm, open hand 20mm], rest 1m between grips
open hand 20mm +5kg
SEEDS
fi

echo "Running $runs inputs" >&2
exec "$out/notation-fuzzer" -runs="$runs" -artifact_prefix=fuzz-corpus/ "$@" "$corpus"
