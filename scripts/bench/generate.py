#!/usr/bin/env python3
"""Synthetic sites for the speed benchmark (docs/performance.md).

  generate.py exercises N DIR        N exercise pages as a Spotter site in DIR/spotter
                                     and the same pages as a Hugo site in DIR/hugo
  generate.py history A Y DIR        A athletes, each training daily for Y years,
                                     as a Spotter site in DIR
  generate.py centre M DIR           a sports centre of M members (athletes without
                                     workouts), 3 facilities, a year of bookings
                                     (Monday to Saturday) and twelve months of payments

Everything comes from one seeded random generator, so the same arguments give the
same files on every machine.
"""
import os
import random
import sys
from datetime import date, timedelta

MUSCLES = ["quadriceps", "glutes", "hamstrings", "chest", "triceps", "shoulders", "lats",
           "biceps", "forearms", "core", "calves", "lower back", "traps", "adductors"]
EQUIPMENT = ["barbell", "dumbbell", "kettlebell", "cable", "machine", "bodyweight", "band", "rack"]
TYPES = [("strength", "legs"), ("strength", "push"), ("strength", "pull"), ("strength", "core"),
         ("mobility", "hips"), ("climbing", "fingers")]
LEVELS = ["beginner", "intermediate", "advanced"]
WORDS = ("the bar hips knees brace breathe control tempo depth grip shoulder blade floor drive "
         "stand press pull lower pause rep set load path spine neutral heel toe elbow wrist "
         "chest back lock tight slow smooth full range stop start").split()


def sentence(rng, words=14):
    text = " ".join(rng.choice(WORDS) for _ in range(words))
    return text[0].upper() + text[1:] + "."


def exercise_document(rng, index):
    """Front matter and a structured Markdown description, like content/exercises/*.md."""
    kind, subtype = TYPES[index % len(TYPES)]
    primary = rng.sample(MUSCLES, 2)
    secondary = rng.sample([m for m in MUSCLES if m not in primary], 3)
    equipment = rng.sample(EQUIPMENT, 2)
    name = f"Exercise {index:05d}"
    front = [
        f"name: {name}",
        f"aliases: [Movement {index:05d}]",
        f"type: {kind}",
        f"subtype: {subtype}",
        f"level: {LEVELS[index % 3]}",
        f"equipment: [{', '.join(equipment)}]",
        "muscles:",
        f"  primary: [{', '.join(primary)}]",
        f"  secondary: [{', '.join(secondary)}]",
        "metric: weight_reps",
    ]
    body = [sentence(rng, 30), "", "## What it is", sentence(rng, 25) + " " + sentence(rng, 25), "",
            "## Muscles involved", sentence(rng, 20), "", "## Steps"]
    body += [f"{n}. {sentence(rng, 16)}" for n in range(1, 7)]
    body += ["", "## Cues"] + [f"- {sentence(rng, 8)}" for _ in range(4)]
    body += ["", "## Common mistakes"] + [f"- {sentence(rng, 8)}" for _ in range(3)]
    body += ["", "## Variations"] + [f"- **Variant {v}**: {sentence(rng, 10)}" for v in "AB"]
    return name, front, "\n".join(body) + "\n"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


HUGO_CONFIG = """baseURL = "https://example.org/"
title = "Exercises"
languageCode = "en"
disableKinds = ["RSS"]
[taxonomies]
  equipment = "equipment"
  level = "level"
"""

HUGO_BASEOF = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }} · {{ .Site.Title }}</title><link rel="stylesheet" href="{{ "style.css" | relURL }}"></head>
<body><header><a href="{{ "/" | relURL }}">{{ .Site.Title }}</a>
<nav><a href="{{ "/exercises/" | relURL }}">Exercises</a></nav></header>
<main>{{ block "main" . }}{{ end }}</main></body></html>
"""

HUGO_SINGLE = """{{ define "main" }}<article><h1>{{ .Title }}</h1>
<dl><dt>Type</dt><dd>{{ .Params.type }} · {{ .Params.subtype }}</dd><dt>Level</dt><dd>{{ .Params.level }}</dd>
<dt>Equipment</dt><dd>{{ delimit .Params.equipment ", " }}</dd>
<dt>Primary muscles</dt><dd>{{ delimit .Params.muscles.primary ", " }}</dd>
<dt>Secondary muscles</dt><dd>{{ delimit .Params.muscles.secondary ", " }}</dd></dl>
{{ .Content }}</article>{{ end }}
"""

HUGO_LIST = """{{ define "main" }}<h1>{{ .Title }}</h1><ul>
{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}
</ul>{{ end }}
"""


def generate_exercises(count, directory):
    rng = random.Random(8)
    spotter, hugo = os.path.join(directory, "spotter"), os.path.join(directory, "hugo")
    write(os.path.join(spotter, "site.yaml"), "title: Exercises\nlanguage: en\nunits: kg\n")
    write(os.path.join(hugo, "config.toml"), HUGO_CONFIG)
    write(os.path.join(hugo, "layouts/_default/baseof.html"), HUGO_BASEOF)
    write(os.path.join(hugo, "layouts/_default/single.html"), HUGO_SINGLE)
    write(os.path.join(hugo, "layouts/_default/list.html"), HUGO_LIST)
    write(os.path.join(hugo, "layouts/index.html"), HUGO_LIST)
    write(os.path.join(hugo, "static/style.css"), "body { font-family: system-ui, sans-serif; }\n")
    for index in range(count):
        name, front, body = exercise_document(rng, index)
        slug = f"exercise-{index:05d}"
        write(os.path.join(spotter, "content/exercises", slug[:11], slug + ".md"),
              "---\n" + "\n".join(front) + "\n---\n" + body)
        # Hugo reads the same front matter; `title` is the name it shows. Its `aliases` are
        # redirect URLs, not other names, so the names go under a key Hugo leaves alone.
        hugo_front = [line.replace("aliases:", "other_names:", 1) for line in front]
        write(os.path.join(hugo, "content/exercises", slug + ".md"),
              "---\ntitle: " + name + "\n" + "\n".join(hugo_front) + "\n---\n" + body)


# One athlete's week: a session a day, each a handful of lifts and a few sets.
DAYS = [
    ("lower", [("squat", 5, 100), ("romanian-deadlift", 4, 80), ("split-squat", 3, 30), ("calf-raise", 4, 60), ("plank", 3, 0)]),
    ("upper", [("bench-press", 5, 70), ("row", 4, 60), ("overhead-press", 4, 40), ("pull-up", 4, 0), ("curl", 3, 14)]),
    ("pull", [("deadlift", 5, 120), ("pull-up", 5, 0), ("row", 4, 60), ("face-pull", 4, 20), ("curl", 4, 14)]),
    ("push", [("bench-press", 5, 75), ("overhead-press", 5, 42), ("dip", 4, 0), ("triceps-extension", 4, 20), ("lateral-raise", 4, 8)]),
    ("legs", [("squat", 5, 105), ("deadlift", 3, 110), ("lunge", 4, 20), ("calf-raise", 4, 60), ("plank", 3, 0)]),
    ("upper-b", [("incline-press", 5, 60), ("chin-up", 5, 0), ("overhead-press", 4, 40), ("row", 4, 62), ("curl", 4, 15)]),
    ("full", [("squat", 4, 95), ("bench-press", 4, 70), ("deadlift", 3, 115), ("pull-up", 4, 0), ("plank", 3, 0)]),
]
LIFTS = sorted({name for _, lifts in DAYS for name, _, _ in lifts})


def generate_history(athletes, years, directory):
    rng = random.Random(90)
    write(os.path.join(directory, "site.yaml"),
          "title: Training history\nlanguage: en\nunits: kg\ntimezone: UTC\nweek_starts: monday\n")
    for lift in LIFTS:
        kind = "bodyweight_reps" if lift in ("pull-up", "chin-up", "dip") else "weight_reps"
        if lift == "plank":
            kind = "time"
        title = lift.replace("-", " ").capitalize()
        write(os.path.join(directory, "content/exercises", lift + ".md"),
              f"---\nname: {title}\ntype: strength\nmetric: {kind}\nequipment: [barbell]\n"
              f"muscles:\n  primary: [quadriceps]\n---\n{sentence(rng, 20)}\n\n## Steps\n1. {sentence(rng)}\n2. {sentence(rng)}\n")
    start = date(2026, 11, 20) - timedelta(days=365 * years)
    for number in range(1, athletes + 1):
        athlete = f"athlete-{number:03d}"
        write(os.path.join(directory, "content/athletes", athlete + ".md"),
              f"---\nname: Athlete {number:03d}\nbodyweight: {60 + number % 30}\n---\nTrains every day.\n")
        strength = 0.8 + rng.random() * 0.4
        for day in range(365 * years):
            when = start + timedelta(days=day)
            session, lifts = DAYS[day % len(DAYS)]
            progress = strength * (1 + 0.25 * day / (365 * years))
            # The athlete's folder names them (docs/content-format.md#ids-and-references): no `athlete:`, and every athlete's
            # files have the same names.
            lines = [f"date: {when.isoformat()}", f"name: {session.capitalize()}",
                     f"duration: {45 + rng.randrange(30)}", "entries:"]
            for lift, sets, base in lifts:
                lines.append(f"  - exercise: {lift}")
                lines.append("    sets:")
                for _ in range(sets + 1):
                    reps = rng.choice([3, 5, 5, 8, 10])
                    if lift == "plank":
                        lines.append(f"      - {30 + rng.randrange(60)}s")
                    elif base == 0:
                        lines.append(f"      - bw x {reps}")
                    else:
                        weight = round(base * progress / 2.5) * 2.5
                        lines.append(f"      - {weight:g} x {reps} @{rng.choice([7, 7.5, 8, 8.5, 9])}")
            path = os.path.join(directory, "content/workouts", athlete, str(when.year),
                                f"{when.isoformat()}-{session}.yaml")
            write(path, "\n".join(lines) + "\n")


def generate_centre(members, directory):
    rng = random.Random(17)
    write(os.path.join(directory, "site.yaml"), "title: Centre benchmark\ntimezone: UTC\n")
    write(os.path.join(directory, "content/centre/centre.yaml"),
          "name: Benchmark Club\nopening_hours:\n"
          + "".join(f"  {day}: \"07:00-22:00\"\n" for day in
                    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"])
          + "plans:\n  - {id: full, monthly_fee: 49}\n  - {id: basic, monthly_fee: 32, sessions_included: 8}\n")
    facilities = [("weights", 20, 60), ("pool", 12, 30), ("court", 4, 60)]
    for name, capacity, slot in facilities:
        write(os.path.join(directory, f"content/centre/facilities/{name}.yaml"), f"capacity: {capacity}\nslot: {slot}\n")
    start = date(2025, 1, 6)
    for index in range(members):
        plan = "full" if index % 3 else "basic"
        write(os.path.join(directory, f"content/athletes/m{index}.yaml"),
              f"name: Member {index}\nmembership: {{plan: {plan}, since: 2025-01-01}}\n")
    for month in range(1, 13):
        rows = [f"m{index}: {{paid: 2025-{month:02d}-0{1 + index % 9}}}" for index in range(members) if rng.random() < 0.9]
        write(os.path.join(directory, f"content/centre/payments/2025-{month:02d}.yaml"), "\n".join(rows) + "\n")
    for offset in range(364):
        day = start + timedelta(days=offset)
        if day.weekday() == 6:
            continue
        lines = []
        for hour in range(7, 21 if day.weekday() < 5 else 13, 2):
            # Nobody in two facilities at once: each hour's people are drawn without replacement.
            free = rng.sample(range(members), members)
            for name, capacity, slot in facilities:
                people, free = free[:rng.randrange(capacity + 1)], free[capacity:]
                lines += [f"- {{facility: {name}, member: m{who}, start: \"{hour:02d}:00\", end: \"{hour + 1:02d}:00\"}}"
                          for who in people]
        write(os.path.join(directory, f"content/centre/bookings/{day.isoformat()}.yaml"), "\n".join(lines) + "\n")


def main(arguments):
    if len(arguments) == 3 and arguments[0] == "exercises":
        generate_exercises(int(arguments[1]), arguments[2])
    elif len(arguments) == 4 and arguments[0] == "history":
        generate_history(int(arguments[1]), int(arguments[2]), arguments[3])
    elif len(arguments) == 3 and arguments[0] == "centre":
        generate_centre(int(arguments[1]), arguments[2])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
