#!/usr/bin/env bash
# Builds one libFuzzer harness of Fuzz/ with the address sanitizer and runs it.
#
#   notation  Fuzz/NotationFuzzer: the set, prescription, quantity and protocol parsers
#   content   Fuzz/ContentFuzzer: front matter, the YAML limits, Yams and decoding of every
#             content kind and site.yaml, through SiteLoader
#   import    Fuzz/ImportFuzzer: the Strong and Hevy CSV readers and the free-exercise-db
#             importer, through Importer.plan
#
# SwiftPM compiles the package's modules (and Yams, CSV.swift, swift-collections) with
# coverage for libFuzzer into .build/fuzz, apart from the ordinary builds; the harness,
# which is not part of the package, is then linked against their object files. Nothing in
# Package.swift changes.
#
# Usage: scripts/fuzz.sh TARGET [libFuzzer options…]
#   RUNS=1000000 (default) inputs; the corpus lives in fuzz-corpus/TARGET (ignored by git),
#   seeded from the repository the first time; crash, timeout and slow inputs are written
#   to fuzz-corpus/ (crash-*, timeout-*, slow-unit-*). An input taking over a second is
#   reported (-report_slow_units=1), and over ten seconds stops the run (-timeout=10).
set -euo pipefail
cd "$(dirname "$0")/.."

target=${1:?"usage: scripts/fuzz.sh notation|content|import [libFuzzer options…]"}
shift
case "$target" in
    notation) module=Notation harness=NotationFuzzer ;;
    content) module=Loading harness=ContentFuzzer ;;
    import) module=Importing harness=ImportFuzzer ;;
    *) echo "unknown target $target: notation, content or import" >&2; exit 2 ;;
esac
scratch=.build/fuzz
release=$scratch/release
corpus=fuzz-corpus/$target
runs=${RUNS:-1000000}
mkdir -p "$scratch/bin" "$corpus"

echo "Building $module and what it uses with -sanitize=fuzzer,address" >&2
# The flags are given to the compilers directly: two `--sanitize` options of SwiftPM were
# not applied together to every module.
swift build -c release --scratch-path "$scratch" --target "$module" \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address >&2

# Every object file SwiftPM made for the module and its dependencies (names may hold spaces).
built=$(cd "$release" && pwd -P)  # a link to the platform's folder, which find does not enter
objects=()
while IFS= read -r -d '' object; do objects+=("$object"); done < <(
    find "$built" -path "$built/*Tests.build" -prune -o -path "$built/*-tool.build" -prune \
        -o -name '*.o' -print0 | grep -zvE '/(Build|Rendering|Statistics|Charts|Serve|SpotterCLI|spotter|FlyingFox|FlyingSocks|Mustache|ArgumentParser[A-Za-z]*|PropertyBased|TestSupport|generate_[a-z_]+)\.build/')
# ld.gold warns about every ASan helper symbol it cannot export; those lines are noise.
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -I "$release/Modules" \
    -Xcc -fmodule-map-file="$scratch/checkouts/Yams/Sources/CYaml/include/module.modulemap" \
    -Xcc -fmodule-map-file=Sources/CCMarkGFM/module.modulemap \
    "Fuzz/$harness/main.swift" "${objects[@]}" -lcmark-gfm -lcmark-gfm-extensions \
    -o "$scratch/bin/$target-fuzzer" 2> >(grep -v "Cannot export local symbol" >&2)

# Seeds, the first time: what the repository already holds, with the harness's first byte.
seed() {  # seed NAME FIRST-BYTE FILE
    { printf "\\x$(printf %02x "$2")"; cat "$3"; } > "$corpus/seed-$1"
}
if [ -z "$(ls -A "$corpus")" ]; then
    case "$target" in
    notation)
        i=0
        while IFS= read -r line; do
            i=$((i + 1))
            printf '%s' "$line" > "$corpus/seed-$i"
        done < Fuzz/NotationFuzzer/seeds.txt
        ;;
    content)
        # The harness's files: kinds in this order, each as yaml, json and md; then site.yaml.
        kinds=(athletes exercises sessions workouts plans measurements pages)
        i=0
        while IFS= read -r -d '' file; do
            i=$((i + 1))
            if [ "$(basename "$file")" = site.yaml ]; then seed "$i" 21 "$file"; continue; fi
            for k in "${!kinds[@]}"; do
                case "$file" in */content/${kinds[$k]}/*)
                    case "$file" in *.json) f=1 ;; *.md) f=2 ;; *) f=0 ;; esac
                    seed "$i" $((k * 3 + f)) "$file" ;;
                esac
            done
        done < <(find content Tests/*/Fixtures -type f \( -name '*.yaml' -o -name '*.json' -o -name '*.md' \) -size -64k -print0)
        ;;
    import)
        i=0
        for file in Tests/ImportingTests/Fixtures/*; do
            i=$((i + 1))
            case "$(basename "$file")" in strong*) seed "$i" 0 "$file" ;; hevy*) seed "$i" 1 "$file" ;; *) seed "$i" 2 "$file" ;; esac
        done
        ;;
    esac
fi

# LeakSanitizer would scan the whole heap after nearly every input (the loader's tasks and
# Yams keep memory past each one): nine tenths of the time, for leaks that are not sought.
leaks=()
[ "$target" != notation ] && leaks=(-detect_leaks=0)
echo "Running $runs inputs" >&2
exec "$scratch/bin/$target-fuzzer" -runs="$runs" -timeout=10 -report_slow_units=1 "${leaks[@]}" \
    -artifact_prefix=fuzz-corpus/ "$@" "$corpus"
