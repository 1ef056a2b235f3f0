#!/usr/bin/env bash
# Paired warm builds of the 10,000-exercise site (`--no-cache`, the output folder and spare
# there), with two Spotter binaries alternated: `CASE=warm scripts/bench/pairs.sh`, which
# says how they are timed.
#
#   scripts/bench/exercise-pairs.sh BEFORE AFTER [PAIRS]    # e.g. two release binaries, 11 pairs
exec env CASE=warm "$(dirname "$0")/pairs.sh" "$@"
