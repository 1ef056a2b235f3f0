#!/usr/bin/env python3
"""Write a two-year training log the way a Strong or Hevy export leaves it, for
scripts/screenshots.sh: an exercise page with two years of history, a bodyweight and an
assisted exercise, a dashboard of a log that ended months before "today", and a sheet
with "last time" numbers.

The log runs from January 2023 to December 2024, twice a week, with a four-month break
in the summer of 2023 (the e1RM line must break there). Like most app exports it has no
session RPE and no durations, so training time, load, fitness and form are unknown.
Calf raises move the most volume, in high reps, but bench press and squat are trained
more often: they are the main lifts.

Standard library only, fixed seed, no clock: running it twice writes the same bytes.

    python3 scripts/generate-archive-log.py OUTPUT_FOLDER
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path

EXERCISES = {
    "bench-press": ("Bench Press", "compound", "weight_reps", "chest"),
    "back-squat": ("Back Squat", "compound", "weight_reps", "quadriceps"),
    "pull-up": ("Pull-up", "compound", "bodyweight_reps", "lats"),
    "assisted-dip": ("Assisted Dip", "compound", "assisted", "triceps"),
    "standing-calf-raise": ("Standing Calf Raise", "isolation", "weight_reps", "calves"),
}


def write(root: Path, relative: str, text: str) -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def kg(value: float) -> str:
    """Rounded to a 2.5 kg plate step, without a trailing .0."""
    stepped = round(value / 2.5) * 2.5
    return f"{stepped:g}"


def main() -> None:
    root = Path(sys.argv[1])
    rng = random.Random(15)
    write(root, "site.yaml", "title: Two years of lifting\nauthor: Sam Archive\nlanguage: en\nunits: kg\n"
                             "week_starts: monday\ntimezone: Europe/Madrid\npaper: a4\n")
    for exercise_id, (name, mechanic, metric, muscle) in EXERCISES.items():
        write(root, f"content/exercises/{exercise_id}.yaml",
              f"name: {name}\ntype: strength\nmechanic: {mechanic}\nmetric: {metric}\n"
              f"muscles:\n  primary: [{muscle}]\n")
    write(root, "content/sessions/full-body.yaml",
          "name: Full Body\ntype: strength\nitems:\n"
          "  - exercise: back-squat\n    prescription: 5x5 @ 80%, rest 3m\n"
          "  - exercise: bench-press\n    prescription: 5x5 @ 80%, rest 3m\n"
          "  - exercise: pull-up\n    prescription: 3x AMRAP @ bw, rest 2m\n"
          "  - exercise: assisted-dip\n    prescription: 3x8-12, rest 90s\n"
          "  - exercise: standing-calf-raise\n    prescription: 4x15-20 @ 100kg, rest 60s\n")

    day = dt.date(2023, 1, 3)
    end = dt.date(2024, 12, 19)
    session = 0
    while day <= end:
        if dt.date(2023, 6, 20) <= day <= dt.date(2023, 10, 31):  # the summer break
            day += dt.timedelta(days=7)
            continue
        progress = (day - dt.date(2023, 1, 3)).days / 716  # 0 … 1 over the two years
        bench = 60 + 25 * progress + rng.uniform(-1.5, 1.5)
        squat = 80 + 40 * progress + rng.uniform(-2, 2)
        heavy = session % 6 == 5  # every third week: a heavy single and a back-off set of 8
        bench_sets = ([f"{kg(bench * 1.12)} x 1", f"{kg(bench * 0.85)} x 8"] if heavy
                      else [f"{kg(bench)} x 5 x 3"])
        squat_sets = ([f"{kg(squat * 1.1)} x 2", f"{kg(squat * 0.8)} x 10"] if heavy
                      else [f"{kg(squat)} x 5 x 3"])
        pull_reps = 6 + round(6 * progress) + rng.choice([0, 0, 1])
        help_kg = 25 - round(20 * progress / 2.5) * 2.5
        lines = [
            f"date: {day.isoformat()}",
            "name: Full Body",
            "session: full-body",
            "entries:",
            "  - exercise: back-squat",
            f"    sets: [\"w: 60 x 5\", {', '.join(squat_sets)}]",
            "  - exercise: bench-press",
            f"    sets: [\"w: 40 x 8\", {', '.join(bench_sets)}]",
            "  - exercise: pull-up",
            f"    sets: [bw x {pull_reps}, bw x {max(1, pull_reps - 2)}, bw x {max(1, pull_reps - 3)}]",
        ]
        if session % 2 == 0:
            lines += ["  - exercise: assisted-dip", f"    sets: [bw-{help_kg:g}kg x 10 x 3]",
                      "  - exercise: standing-calf-raise", "    sets: [100 x 20 x 4]"]
        write(root, f"content/workouts/{day.year}/{day.isoformat()}-full-body.yaml", "\n".join(lines) + "\n")
        session += 1
        day += dt.timedelta(days=3 if day.weekday() == 1 else 4)  # Tuesdays and Fridays


if __name__ == "__main__":
    main()
