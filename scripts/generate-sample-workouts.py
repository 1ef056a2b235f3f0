#!/usr/bin/env python3
"""Generate the performed workouts and weekly body measurements of the sample site.

The sample site (`content/`) is Spotter's demo: Ana lifts, runs and climbs from
3 August to 20 November 2026 (16 weeks, with a missed week and two deloads). This
script writes

    content/workouts/ana/2026/MM/<date>-<slug>.yaml   (a few as .md with notes in the body)
    content/measurements/ana/body-2026.yaml

It uses only the standard library and a fixed seed, writes YAML by hand with a
fixed key order, and never reads the clock, so running it again produces
byte-identical files. It removes the workout files it owns (under
content/workouts/ana/2026/) before writing, so a change in the schedule cannot leave
stale files behind.

The README's quick start builds the sample as of Tuesday 24 November 2026
(SOURCE_DATE_EPOCH=1795478400, as the tests do), the day after the sample's last
workout: moving the schedule means moving that date with it (SampleSiteTests checks).

Run from anywhere:  python3 scripts/generate-sample-workouts.py
"""

from __future__ import annotations

import datetime as dt
import json
import random
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"
WORKOUTS_DIR = CONTENT / "workouts" / "ana" / "2026"
BODY_FILE = CONTENT / "measurements" / "ana" / "body-2026.yaml"

SEED = 20260803
FIRST_MONDAY = dt.date(2026, 8, 3)
WEEKS = 16
MISSED_WEEK = 8          # 28 Sep – 4 Oct: a cold
DELOAD_WEEKS = {3, 14}
AUTUMN_PLAN_WEEKS = range(11, 15)   # plans/autumn-strength.yaml, start 2026-10-19
TEST_WEEK = 15

# Weekday offsets from Monday.
MON, TUE, WED, THU, FRI, SAT, SUN = range(7)


# --------------------------------------------------------------------------- model

@dataclass
class Entry:
    exercise: str
    sets: list            # set notation strings or dicts (map form)
    notes: str | None = None


@dataclass
class Workout:
    slug: str
    day: dt.date
    time: str | None                  # "18:30", or None for a date-only workout
    offset: str | None = None         # "+01:00" when the file states an explicit offset
    session: str | None = None
    name: str | None = None
    duration: object = None           # minutes (int) or a duration string
    rpe: float | None = None
    bodyweight: float | None = None
    notes: str | None = None
    entries: list = field(default_factory=list)
    markdown: bool = False            # write as .md with the notes as the body

    @property
    def ident(self) -> str:
        return f"{self.day.isoformat()}-{self.slug}"


# --------------------------------------------------------------------------- formatting

def num(x: float) -> str:
    """70.0 -> "70", 62.5 -> "62.5", 61.25 -> "61.25"."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return text


def plate(x: float, step: float = 2.5) -> float:
    return round(x / step) * step


def clock(seconds: int) -> str:
    """Seconds as `M:SS` under an hour, `1h 5m 10s` above."""
    seconds = int(round(seconds))
    if seconds >= 3600:
        h, rest = divmod(seconds, 3600)
        m, s = divmod(rest, 60)
        return f"{h}h {m}m {s}s" if s else f"{h}h {m}m"
    if seconds < 60:
        return f"{seconds}s"
    m, s = divmod(seconds, 60)
    return f"{m}:{s:02d}"


def bw(added: float) -> str:
    """Bodyweight notation: bw, bw+10kg, bw-15kg."""
    if added == 0:
        return "bw"
    sign = "+" if added > 0 else "-"
    return f"bw{sign}{num(abs(added))}kg"


def wr(weight: float, reps: int, rpe: float | None = None, kind: str = "") -> str:
    text = f"{num(weight)} x {reps}"
    if rpe is not None:
        text += f" @{num(rpe)}"
    return f"{kind}: {text}" if kind else text


def bwr(added: float, reps: int, rpe: float | None = None, kind: str = "") -> str:
    text = f"{bw(added)} x {reps}"
    if rpe is not None:
        text += f" @{num(rpe)}"
    return f"{kind}: {text}" if kind else text


def run(km: float, seconds: int, kind: str = "") -> str:
    dist = f"{num(km)}km" if km >= 1 else f"{int(round(km * 1000))}m"
    text = f"{dist} in {clock(seconds)}"
    return f"{kind}: {text}" if kind else text


# Plain scalars start with a letter or digit and hold no `: `, ` #` or trailing colon.
_PLAIN_SAFE = re.compile(r"^[A-Za-z0-9(][^#\n]*$")
_LOOKS_TYPED = re.compile(
    r"^(?:[-+]?[0-9][0-9_]*(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\.inf|\.nan|"
    r"[0-9]+(?::[0-5]?[0-9])+(?:\.[0-9]*)?|true|false|yes|no|on|off|null|y|n|~)$",
    re.IGNORECASE,
)


def scalar(text: str) -> str:
    """A YAML scalar for `text`: plain when that reads back as the same string, else double-quoted."""
    if _PLAIN_SAFE.match(text) and not _LOOKS_TYPED.match(text) and text == text.strip() \
            and ": " not in text and " #" not in text and not text.endswith(":"):
        return text
    return json.dumps(text, ensure_ascii=False)


def set_yaml(s) -> str:
    if isinstance(s, dict):
        parts = []
        for key, value in s.items():
            parts.append(f"{key}: {num(value) if isinstance(value, (int, float)) else scalar(str(value))}")
        return "{" + ", ".join(parts) + "}"
    return scalar(s)


def workout_front(w: Workout) -> list[str]:
    lines = []
    stamp = w.day.isoformat()
    if w.time:
        stamp += f"T{w.time}"
        if w.offset:
            stamp += w.offset
    lines.append(f"date: {stamp}")
    if w.session:
        lines.append(f"session: {w.session}")
    if w.name:
        lines.append(f"name: {scalar(w.name)}")
    if isinstance(w.duration, int):
        lines.append(f"duration: {w.duration}")
    else:
        lines.append(f"duration: {scalar(w.duration)}")
    lines.append(f"rpe: {num(w.rpe)}")
    if w.bodyweight is not None:
        lines.append(f"bodyweight: {num(w.bodyweight)}")
    if w.notes and not w.markdown:
        lines.append(f"notes: {scalar(w.notes)}")
    lines.append("entries:")
    for e in w.entries:
        lines.append(f"  - exercise: {scalar(e.exercise)}")
        lines.append("    sets:")
        for s in e.sets:
            lines.append(f"      - {set_yaml(s)}")
        if e.notes:
            lines.append(f"    notes: {scalar(e.notes)}")
    return lines


def render(w: Workout) -> str:
    front = workout_front(w)
    if w.markdown:
        body = (w.notes or "").strip() + "\n"
        return "---\n" + "\n".join(front) + "\n---\n" + body
    return "\n".join(front) + "\n"


# --------------------------------------------------------------------------- the athlete's season

class Season:
    """Builds the workouts week by week. Every random draw goes through `self.rng`
    in a fixed order, so the output depends only on SEED."""

    def __init__(self) -> None:
        self.rng = random.Random(SEED)
        self.workouts: list[Workout] = []
        self.bodyweights: dict[int, float] = {}

    # -- helpers ---------------------------------------------------------------

    def day(self, week: int, weekday: int) -> dt.date:
        return FIRST_MONDAY + dt.timedelta(weeks=week, days=weekday)

    def jitter(self, low: int, high: int) -> int:
        return self.rng.randint(low, high)

    def choice(self, options):
        return options[self.rng.randrange(len(options))]

    def weigh(self, week: int) -> float:
        """Monday-morning bodyweight: a slow cut from 62.4 kg with day-to-day noise."""
        if week not in self.bodyweights:
            base = 62.4 - 0.075 * week
            if week == MISSED_WEEK:
                base -= 0.6       # the cold
            self.bodyweights[week] = round(base + self.rng.uniform(-0.25, 0.25), 1)
        return self.bodyweights[week]

    def add(self, w: Workout) -> None:
        self.workouts.append(w)

    # -- strength sessions -------------------------------------------------------

    # Working loads per week for the main lifts (kg, or added kg for pull-ups).
    SQUAT = {0: 65, 2: 67.5, 4: 67.5, 6: 70, 9: 67.5, 11: 72.5, 12: 75, 13: 77.5, 14: 60}
    BENCH = {0: 40, 2: 42.5, 4: 42.5, 6: 45, 9: 42.5, 11: 45, 12: 47.5, 13: 47.5, 14: 37.5, 15: 47.5}
    ROW = {0: (40, 10), 2: (40, 12), 4: (42.5, 10), 6: (42.5, 12), 9: (42.5, 10), 11: (45, 10),
           12: (45, 12), 13: (47.5, 10), 14: (40, 8), 15: (47.5, 10)}
    RDL = {0: 55, 2: 57.5, 4: 57.5, 6: 60, 9: 57.5, 11: 62.5, 12: 62.5, 13: 65, 14: 50}
    OHP = {1: 30, 3: 25, 5: 32.5, 7: 32.5, 10: 32.5, 11: 32.5, 12: 35, 13: 35, 14: 27.5}
    WPU = {1: 7.5, 3: 5, 5: 10, 7: 10, 10: 10, 11: 12.5, 12: 12.5, 13: 15, 14: 7.5}
    DEADLIFT_TOP = {1: (92.5, 8), 5: (95, 8), 7: (97.5, 8.5), 10: (100, 8)}
    DEADLIFT_BACKOFF = {1: 80, 3: 70, 5: 82.5, 7: 85, 10: 85}
    HIP_THRUST = {1: 70, 3: 60, 5: 75, 7: 80, 10: 85}
    PULLUP_REPS = {0: [8, 7, 6], 2: [8, 7, 7], 4: [9, 7, 7], 6: [9, 8, 7], 9: [8, 7, 6],
                   11: [9, 8, 8], 12: [10, 8, 8], 13: [10, 9, 8], 14: [6, 6, 6], 15: [10, 9, 8]}

    def upper_a(self, week: int) -> None:
        deload = week in DELOAD_WEEKS
        bench = self.BENCH[week]
        sets = [wr(20, 10, kind="w"), wr(plate(bench * 0.6), 5, kind="w"), wr(plate(bench * 0.8), 3, kind="w")]
        if deload:
            sets.append(f"{num(bench)} x 5 x 3")
        else:
            top_rpe = self.choice([8, 8.5, 9])
            sets += [f"{num(bench)} x 5 x 4", wr(bench, 5, top_rpe)]
        row_w, row_r = self.ROW[week]
        row_sets = [wr(row_w, row_r) for _ in range(3 if deload else 4)]
        row_sets[-1] = wr(row_w, row_r, 8)
        pull = self.PULLUP_REPS[week]
        pull_sets = [bwr(0, pull[0]), bwr(0, pull[1])]
        pull_sets.append(bwr(0, pull[2], kind="f") if not deload else bwr(0, pull[2]))
        dip_reps = 10 + min(week // 5, 2)
        dip_sets = [bwr(0, dip_reps), bwr(0, dip_reps), bwr(0, dip_reps - self.jitter(1, 2), 8)]
        face = 15 if week < 9 else 17.5
        lateral = 6 if week < 11 else 7
        entries = [
            Entry("bench-press", sets),
            Entry("barbell-row", row_sets),
            Entry("pull-up", pull_sets, "Superset with dips." if week == 0 else None),
            Entry("dip", dip_sets),
            Entry("face-pull", [f"{num(face)} x 15 x 3"]),
        ]
        if deload:
            entries.append(Entry("lateral-raise", [wr(lateral - 1, 15), wr(lateral - 1, 15)]))
        else:
            entries.append(Entry("lateral-raise", [wr(lateral, 14), wr(lateral, 12, 9),
                                                   wr(lateral - 2, 10, kind="d")],
                                 "Drop set on the last one."))
        notes = self.choice([
            "Bench moved well; pull-ups felt strong.",
            "Busy day at work, trained late but everything went.",
            "Shoulders a bit stiff at the start, fine after the warm-up.",
            "Good session. Paused the first rep of every bench set.",
        ])
        if week == 9:
            notes = "First session after the cold. Kept everything a notch lighter and stopped at RPE 8."
        if deload:
            notes = "Deload: three sets, nothing hard."
        self.add(Workout(
            slug="upper-a", day=self.day(week, MON), time=self.choice(["18:30", "18:30", "19:00"]),
            session="upper-a", name="Upper A",
            duration=(50 if deload else self.jitter(64, 76)),
            rpe=(5 if deload else self.choice([7, 7.5, 8])),
            bodyweight=self.weigh(week), notes=notes, entries=entries))

    def lower_a(self, week: int) -> None:
        deload = week in DELOAD_WEEKS
        squat = self.SQUAT[week]
        sets = [wr(20, 10, kind="w"), wr(plate(squat * 0.6), 5, kind="w"), wr(plate(squat * 0.8), 3, kind="w")]
        if deload:
            sets.append(f"{num(squat)} x 5 x 3")
        else:
            sets += [f"{num(squat)} x 5 x 4", wr(squat, 5, self.choice([8, 8.5, 9]))]
        rdl = self.RDL[week]
        rdl_reps = 10 if week in (0, 4, 9, 11, 13) else 12 if week in (2, 6, 12) else 8
        rdl_sets = [wr(rdl, rdl_reps), wr(rdl, rdl_reps), wr(rdl, rdl_reps, 8)][: 2 if deload else 3]
        lunge = 12 if week < 6 else 14
        calf = 40 + 2.5 * (min(week, 13) // 3)
        plank = min(45 + 5 * week, 75)
        entries = [
            Entry("back-squat", sets),
            Entry("romanian-deadlift", rdl_sets),
            Entry("walking-lunge", [f"{num(lunge)} x 12 x {2 if deload else 3}"], "Reps count both legs."),
            Entry("standing-calf-raise", [f"{num(calf)} x 12 x 3", wr(calf, 12, 8)]),
            Entry("plank", [f"{plank}s", f"{plank}s"] + ([] if deload else [f"{plank - 10}s"])),
        ]
        notes = self.choice([
            "Squats felt smooth; depth checked on video.",
            "Legs still a bit heavy from Saturday's run.",
            "Solid. Belt on for the last two squat sets.",
            "Hamstrings tight on the RDLs; extra hip mobility after.",
        ])
        if deload:
            notes = "Deload: three sets of squats, RDLs light."
        self.add(Workout(
            slug="lower-a", day=self.day(week, WED), time=self.choice(["18:30", "19:00"]),
            session="lower-a", name="Lower A",
            duration=(55 if deload else self.choice([70, 72, 75, "1h 15m", "1h 20m"])),
            rpe=(5.5 if deload else self.choice([7.5, 8, 8, 8.5])),
            notes=notes, entries=entries))

    def upper_b(self, week: int, weekday: int = MON, time: str | None = None) -> None:
        deload = week in DELOAD_WEEKS
        ohp = self.OHP[week]
        ohp_sets = [wr(20, 8, kind="w"), wr(plate(ohp * 0.7), 5, kind="w")]
        ohp_sets += [f"{num(ohp)} x 6 x {2 if deload else 3}", wr(ohp, 6, 8 if deload else self.choice([8, 8.5, 9]))]
        added = self.WPU[week]
        wpu_sets = [bwr(0, 5, kind="w"), bwr(plate(added / 2), 3, kind="w")]
        wpu_sets += [bwr(added, 3) for _ in range(3 if deload else 4)]
        wpu_sets.append(bwr(added, 3, 8 if deload else 9))
        if week == 7:
            wpu_sets.append(bwr(10, 5, 9))
        incline = 14 if week < 7 else 16
        assist = -15 if week < 5 else -12.5 if week < 11 else -10
        curl = 9 if week < 10 else 10
        triceps = 12 if week < 10 else 14
        entries = [
            Entry("overhead-press", ohp_sets),
            Entry("weighted-pull-up", wpu_sets,
                  "Rep-out with 10 kg after the triples: five clean reps." if week == 7 else None),
            Entry("Incline Dumbbell Press", [wr(incline, 10), wr(incline, 9), wr(incline, 8, 8)]),
            Entry("assisted-pull-up", [bwr(assist, 10), bwr(assist, 8 if week < 5 else 10)]),
            Entry("biceps-curl", [wr(curl, 12), wr(curl, 10)] + ([] if deload else [wr(curl, 9), wr(curl - 3, 10, kind="d")])),
            Entry("triceps-extension", [f"{num(triceps)} x 12 x {2 if deload else 3}"]),
        ]
        notes = self.choice([
            "Press felt heavy today, pull-ups great.",
            "Good pump on the arm superset.",
            "Gym crowded; did the incline press on the adjustable bench by the mirrors.",
            "Weighted pull-ups moving fast. 20 kg is getting closer.",
        ])
        if deload:
            notes = "Deload: one set fewer everywhere."
        self.add(Workout(
            slug="upper-b", day=self.day(week, weekday), time=time or self.choice(["18:30", "19:00"]),
            session="upper-b", name="Upper B",
            duration=(50 if deload else self.jitter(60, 70)),
            rpe=(5 if deload else self.choice([7, 7.5, 8])),
            bodyweight=(self.weigh(week) if weekday == MON else None),
            notes=notes, entries=entries))

    def lower_b(self, week: int) -> None:
        deload = week in DELOAD_WEEKS
        backoff = self.DEADLIFT_BACKOFF[week]
        sets = [wr(40, 5, kind="w"), wr(60, 3, kind="w"), wr(plate(backoff * 0.9), 2, kind="w")]
        if week in self.DEADLIFT_TOP:
            top, rpe = self.DEADLIFT_TOP[week]
            sets.append({"weight": top, "reps": 5, "rpe": rpe})
        sets.append(f"{num(backoff)} x 3 x {3 if deload else 4}")
        hip = self.HIP_THRUST[week]
        split = 12 if week < 7 else 14
        leg_raise = [bwr(0, 10), bwr(0, 10)] + ([] if deload else [bwr(0, 12, kind="f")])
        swing = 16 if week < 7 else 20
        entries = [
            Entry("deadlift", sets,
                  "Top set at normal speed, then triples with the three-second lowering." if not deload else
                  "Deload: tempo triples only."),
            Entry("Barbell Hip Thrust", [wr(hip, 10), wr(hip, 10), wr(hip, 10, 8)][: 2 if deload else 3]),
            Entry("bulgarian-split-squat", [f"{num(split)} x 8 x {2 if deload else 3}"], "Per leg."),
            Entry("hanging-leg-raise", leg_raise),
            Entry("kettlebell-swing", [f"{num(swing)} x 15 x {2 if deload else 3}"]),
        ]
        notes = self.choice([
            "Deadlift top set flew up.",
            "Grip went on the last hip-thrust set; chalk next time.",
            "Long day, but a good one. Split squats are humbling.",
        ])
        if deload:
            notes = "Deload week. Everything easy, focused on positions."
        self.add(Workout(
            slug="lower-b", day=self.day(week, WED), time="18:45",
            session="lower-b", name="Lower B",
            duration=(50 if deload else self.jitter(66, 74)),
            rpe=(5 if deload else self.choice([7.5, 8, 8.5])),
            notes=notes, entries=entries))

    def mobility_flow(self, week: int, weekday: int, time: str, notes: str | None = None) -> None:
        self.add(Workout(
            slug="mobility-flow", day=self.day(week, weekday), time=time,
            session="mobility-flow", name="Mobility Flow", duration=25, rpe=2, notes=notes,
            entries=[
                Entry("worlds-greatest-stretch", ["x 5", "x 5"], "Per side."),
                Entry("band-pull-apart", ["x 15", "x 15"]),
                Entry("goblet-squat", ["12 x 8 x 2"]),
                Entry("hip-flexor-stretch", ["30s", "30s", "30s"]),
                Entry("pigeon-stretch", ["45s", "45s"]),
                Entry("dead-hang", ["30s", "40s", "45s"]),
            ]))

    def conditioning(self, week: int, weekday: int) -> None:
        rounds = 4
        self.add(Workout(
            slug="conditioning-circuit", day=self.day(week, weekday), time="10:00",
            session="conditioning-circuit", name="Conditioning Circuit", duration=35, rpe=6,
            notes="Deload-week circuit instead of intervals. Four rounds, 90 s between rounds.",
            entries=[
                Entry("rowing-erg", [run(0.25, 58 + r) for r in range(rounds)]),
                Entry("kettlebell-swing", [f"16 x 15 x {rounds}"]),
                Entry("push-up", [bwr(0, 10) for _ in range(rounds)]),
                Entry("goblet-squat", [f"16 x 12 x {rounds}"]),
                Entry("plank", ["30s"] * rounds),
            ]))

    # -- running -----------------------------------------------------------------

    def easy_pace(self, week: int) -> int:
        """Seconds per km on easy runs: 6:10 in August, 5:45 by November."""
        return 370 - int(25 * min(week, 15) / 15)

    def aerobic_run(self, week: int, weekday: int = TUE) -> None:
        km = self.choice([6, 7, 7, 8])
        secs = km * self.easy_pace(week) + self.jitter(-40, 40)
        self.add(Workout(
            slug="aerobic-run", day=self.day(week, weekday), time=self.choice(["07:15", "07:30"]),
            session="aerobic-run", name="Easy run", duration=secs // 60 + 8, rpe=self.choice([3, 3, 4]),
            entries=[Entry("easy-run", [run(km, secs)], "Zone 2, strides at the end."),
                     Entry("hip-flexor-stretch", ["30s", "30s"])]))

    def threshold_pace(self, week: int) -> int:
        """Seconds per km at threshold: 5:05 in August, 4:46 in November."""
        return 305 - int(19 * min(week, 15) / 15)

    def threshold_run(self, week: int, weekday: int = SAT) -> None:
        km = 6
        secs = km * self.threshold_pace(week) + self.jitter(-15, 15)
        self.add(Workout(
            slug="threshold-run", day=self.day(week, weekday), time=self.choice(["09:30", "10:00"]),
            session="threshold-run", name="Threshold run", duration=secs // 60 + 15,
            rpe=self.choice([7, 7, 7.5]),
            notes=self.choice([
                "Even splits, last kilometre the fastest.",
                "Windy along the Manzanares, ran by effort.",
                "Felt controlled the whole way.",
            ]),
            entries=[Entry("worlds-greatest-stretch", ["x 5"]),
                     Entry("tempo-run", [run(1, 365 + self.jitter(-10, 10), kind="w"), run(km, secs),
                                         run(1, 370 + self.jitter(-10, 10))],
                           "Warm-up kilometre, 6 km at threshold, one easy kilometre home.")]))

    def intervals(self, week: int) -> None:
        base = 232 - 2 * min(week, 10)       # 3:52 per 800 m in August, 3:32 at best
        reps = [run(0.8, base + self.jitter(-4, 4)) for _ in range(6)]
        self.add(Workout(
            slug="run-intervals", day=self.day(week, SAT), time="09:00",
            session="run-intervals", name="800 m repeats", duration=self.jitter(52, 58), rpe=8,
            notes="Track at Vallehermoso. Two minutes of jogging between repeats.",
            entries=[Entry("easy-run", [run(2, 740 + self.jitter(-20, 20), kind="w")]),
                     Entry("running-intervals", reps),
                     Entry("easy-run", [run(2, 760 + self.jitter(-20, 20))], "Cool-down.")]))

    def five_k_test(self, week: int, weekday: int, result: int, time: str, offset: str | None = None,
                    notes: str = "") -> None:
        self.add(Workout(
            slug="5k-time-trial", day=self.day(week, weekday), time=time, offset=offset,
            name="5k time trial", duration=result // 60 + 22, rpe=9.5, notes=notes,
            entries=[Entry("easy-run", [run(2, 730, kind="w")]),
                     Entry("tempo-run", [run(5, result)]),
                     Entry("easy-run", [run(1, 390)], "Cool-down.")]))

    def long_run(self, week: int, km: int) -> None:
        secs = km * (self.easy_pace(week) + 10) + self.jitter(-60, 60)
        self.add(Workout(
            slug="long-run", day=self.day(week, SUN), time="08:30",
            name="Long run", duration=secs // 60 + 5, rpe=5,
            notes="Casa de Campo loop. Water at the fountain near the lake.",
            entries=[Entry("easy-run", [run(km, secs)])]))

    # -- climbing ----------------------------------------------------------------

    def repeaters(self, week: int) -> None:
        deload = week in DELOAD_WEEKS
        added = 0 if week < 6 else 2 if week < 12 else 3
        if deload:
            added = 0
        hang_sets = []
        for grip_sets in range(2):
            for s in range(2 if deload else 3):
                reps = 6
                if not deload and grip_sets == 1 and s == 2 and self.rng.random() < 0.4:
                    reps = 5
                hang_sets.append({"weight": bw(added), "reps": reps, "time": "7s"})
        self.add(Workout(
            slug="hangboard-repeaters", day=self.day(week, THU), time="19:30",
            session="hangboard-repeaters", name="Hangboard repeaters",
            duration=(75 if deload else self.choice([95, 100, "1h 45m"])),
            rpe=(5 if deload else self.choice([6.5, 7, 7])),
            notes=("Deload: two sets per grip." if deload else self.choice([
                "Repeaters on the Beastmaker 20 mm: half crimp first, then open hand.",
                "Skin a bit thin; taped the middle finger for the bouldering.",
                "Felt strong on the open hand today.",
            ])),
            entries=[
                Entry("worlds-greatest-stretch", ["x 5"]),
                Entry("bouldering", [f"x {self.choice([10, 10, 12])}"], "Warm-up pyramid, 5+ to 6B."),
                Entry("hangboard-hang", hang_sets, "Three sets per grip: half crimp, then open hand, 6 × 7 s on / 3 s off."),
                Entry("lock-off", ["10s", "10s", "8s"]),
                Entry("band-pull-apart", ["x 20", "x 20"]),
            ]))

    MAX_HANG = {1: (10, 5), 3: (6, 2), 5: (11, 6), 7: (12, 7), 10: (12, 8)}

    def max_hangs(self, week: int, weekday: int = FRI) -> None:
        deload = week in DELOAD_WEEKS
        crimp, open_hand = self.MAX_HANG[week]
        hang = ["w: bw 7s", f"w: {bw(5)} 7s"]
        hang += [f"{bw(crimp)} 7s" for _ in range(3 if deload else 5)]
        hang += [f"{bw(open_hand)} 7s" for _ in range(3 if deload else 5)]
        entries = [
            Entry("bouldering", ["x 12"], "Warm-up up to 6B+."),
            Entry("hangboard-hang", hang, "Half crimp, then open hand, 20 mm edge."),
        ]
        if not deload:
            entries.append(Entry("limit-bouldering", [f"x {self.jitter(4, 6)}" for _ in range(3)],
                                 self.choice(["Sent the pink 6C on the board.", "Close on the yellow 7A: fell at the last move twice.",
                                              "Three 6C+ problems, none sent, lots learned."])))
            entries.append(Entry("campus-board", ["x 3", "x 3", "x 2"], "Ladders 1-3-5."))
        self.add(Workout(
            slug="max-hangs", day=self.day(week, weekday), time="19:00",
            session="max-hangs", name="Max hangs and limit bouldering",
            duration=(70 if deload else self.choice([110, 115, "1h 55m"])),
            rpe=(5 if deload else 8),
            notes=("Deload: hangs at about 80 %, no board, no campus." if deload else None),
            entries=entries))

    def outdoor(self, week: int, slug: str, markdown: bool, notes: str, boulders: int, limit: list[int]) -> None:
        self.add(Workout(
            slug=slug, day=self.day(week, SUN), time=None,
            name="Outdoor bouldering, La Pedriza", duration="4h 30m", rpe=6.5, notes=notes, markdown=markdown,
            entries=[Entry("bouldering", [f"x {boulders}"], "Circuit of 5+ to 6B problems."),
                     Entry("limit-bouldering", [f"x {n}" for n in limit])]))

    # -- the season --------------------------------------------------------------

    def build(self) -> None:
        for week in range(WEEKS):
            if week == MISSED_WEEK:
                self.weigh(week)        # still weighed in while ill
                continue
            if week == TEST_WEEK:
                self.test_week(week)
                continue
            if week in AUTUMN_PLAN_WEEKS:
                self.autumn_week(week)
                continue
            # Summer base (weeks 0–3) and the weeks after it: alternating A and B weeks.
            a_week = week in (0, 2, 4, 6, 9)
            skip_tuesday = week in (2, 5, 6, 9, 10) or (week not in (0, 3) and self.rng.random() < 0.5)
            if a_week:
                self.upper_a(week)
                if not skip_tuesday:
                    self.aerobic_run(week)
                self.lower_a(week)
                self.repeaters(week)
                if week == 0:
                    self.five_k_test(week, SAT, 24 * 60 + 12, "09:00",
                                     notes="Baseline 5k on the flat loop in Madrid Río. Went out too fast.")
                elif week == 6:
                    self.five_k_test(week, SAT, 23 * 60 + 35, "09:15",
                                     notes="Second 5k test, 37 s faster than in August.")
                else:
                    self.threshold_run(week)
                if week == 2:
                    self.long_run(week, 12)
                if week == 6:
                    self.long_run(week, 14)
            else:
                self.upper_b(week)
                if not skip_tuesday:
                    self.aerobic_run(week)
                self.lower_b(week)
                self.max_hangs(week)
                if week == 3:
                    self.conditioning(week, SAT)
                elif week == 7:
                    self.lisbon_run(week)
                elif week == 10:
                    self.five_k_test(week, SAT, 23 * 60 + 2, "09:30",
                                     notes="Third 5k test: 23:02. Negative split.")
                else:
                    self.intervals(week)
                if week == 5:
                    self.outdoor(week, "la-pedriza", True, PEDRIZA_NOTES, 9, [5, 4])
                if week == 10:
                    self.outdoor(week, "la-pedriza", False,
                                 "Cool and dry. Worked the 6C+ traverse again; fell on the last move.", 8, [6, 5, 3])

    def lisbon_run(self, week: int) -> None:
        secs = 8 * self.easy_pace(week) + 45
        self.add(Workout(
            slug="lisbon-run", day=self.day(week, SAT), time="08:15", offset="+01:00",
            name="Easy run in Lisbon", duration=secs // 60 + 5, rpe=4,
            notes="Weekend in Lisbon: easy run along the river from Cais do Sodré to Belém. "
                  "The time is Lisbon time, an hour behind Madrid.",
            entries=[Entry("easy-run", [run(8, secs)])]))

    def autumn_week(self, week: int) -> None:
        """plans/autumn-strength.yaml: Mon upper-a, Tue threshold-run, Wed lower-a,
        Thu hangboard-repeaters, Sat [upper-b, mobility-flow]; week 4 (14) is the deload."""
        self.upper_a(week)
        if week in (12, 13):
            self.threshold_run(week, TUE)
        if week == 14:
            self.add(Workout(
                slug="bike", day=self.day(week, TUE), time="07:00", offset="+01:00",
                name="Easy bike", duration=45, rpe=3,
                notes="Deload: bike instead of the threshold run.",
                entries=[Entry("stationary-bike", [run(18, 40 * 60)])]))
        self.lower_a(week)
        if week in (11, 12):
            self.repeaters(week)
        self.upper_b(week, SAT, "10:30")
        if week == 13:
            self.mobility_flow(week, SAT, "12:00",
                               "Tweaked the left ring finger on Tuesday's bouldering warm-up, so no board "
                               "this week: extra mobility instead.")
        if week == 14:
            self.mobility_flow(week, SAT, "12:00")
        if week == 11:
            self.add(Workout(
                slug="carrera-de-otono-10k", day=self.day(week, SUN), time="09:30", offset="+01:00",
                name="Carrera de Otoño 10k", duration=65, rpe=9,
                notes="First 10k race. The clocks went back overnight, so an extra hour of sleep. "
                      "Riegel from the 23:02 5k predicted 48:01; ran 48:40 on a hilly course.",
                entries=[Entry("easy-run", [run(2, 740, kind="w")]),
                         Entry("tempo-run", [run(10, 48 * 60 + 40)], "Race.")]))

    def test_week(self, week: int) -> None:
        self.upper_a(week)
        self.five_k_test(week, TUE, 22 * 60 + 38, "19:00", offset="+01:00",
                         notes="Final 5k test: 22:38. Sub-22 is next spring's goal.")
        self.add(Workout(
            slug="squat-test", day=self.day(week, WED), time="18:30",
            name="Squat 1RM test", duration=60, rpe=9, markdown=True,
            notes=SQUAT_TEST_NOTES,
            entries=[Entry("Squat", [wr(20, 10, kind="w"), wr(50, 5, kind="w"), wr(70, 2, kind="w"),
                                     wr(80, 1, kind="w"), wr(87.5, 1, 8.5), wr(92.5, 1, 9.5)],
                           "Third attempt at 95 kg missed just above parallel, not logged as a set."),
                     Entry("plank", ["60s", "60s"])]))
        self.add(Workout(
            slug="max-hang-test", day=self.day(week, THU), time="19:00",
            session="max-hangs", name="Max hang test", duration=80, rpe=8,
            notes="Test: heaviest 7 s hang on the 20 mm edge, half crimp. Three minutes between attempts.",
            entries=[Entry("bouldering", ["x 10"], "Warm-up."),
                     Entry("hangboard-hang", ["w: bw 7s", f"w: {bw(6)} 7s", f"{bw(10)} 7s", f"{bw(12)} 7s",
                                              f"{bw(14)} 7s", f"{bw(15)} 5s"],
                           "14 kg held clean; 15 kg came off at five seconds."),
                     Entry("limit-bouldering", ["x 4", "x 4"])]))
        self.aerobic_run(week, FRI)


PEDRIZA_NOTES = """\
First outdoor day after the summer heat at **La Pedriza**, sector El Tranco.

- Warm-up circuit on the slabs by the river: nine problems from 5+ to 6B.
- Finally sent *La Gorda* (6C) on the fourth try — the heel hook was the key.
- Two goes on the 7A next to it; stuck the first move once.

Skin was done by three o'clock. Hangboard repeaters are paying off: the crimps
felt much less scary than in spring.
"""

SQUAT_TEST_NOTES = """\
End-of-block **squat 1RM test**, after the deload week.

| attempt | load | how it felt |
|---|---|---|
| 1 | 87.5 kg | fast, RPE 8.5 |
| 2 | 92.5 kg | grindy but clean, RPE 9.5 — new best |
| 3 | 95 kg | missed just above parallel |

Seven and a half kilos more than in July. 100 kg is the goal for spring.
"""


# --------------------------------------------------------------------------- body measurements

def body_measurements(season: Season) -> str:
    rng = random.Random(SEED + 1)
    lines = [
        "# Generated by scripts/generate-sample-workouts.py; edit the script, not this file.",
        "# Monday-morning weigh-ins; body fat and waist every four weeks, resting heart rate every two.",
        "entries:",
    ]
    for week in range(WEEKS):
        day = FIRST_MONDAY + dt.timedelta(weeks=week)
        parts = [f"date: {day.isoformat()}", f"bodyweight: {num(season.weigh(week))}"]
        if week == 0:
            parts.append("height: 168")
        if week % 4 == 0 or week == WEEKS - 1:
            parts.append(f"bodyfat: {num(round(22.0 - 0.08 * week + rng.uniform(-0.2, 0.2), 1))}")
            parts.append(f"waist: {num(round(71.0 - 0.1 * week + rng.uniform(-0.3, 0.3), 1))}")
        if week % 2 == 0 or week == MISSED_WEEK:
            hr = 54 - week // 4 + rng.randint(-1, 1)
            if week == MISSED_WEEK:
                hr = 61
            parts.append(f"resting_hr: {hr}")
        lines.append("  - {" + ", ".join(parts) + "}")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- main

def main() -> None:
    season = Season()
    season.build()
    workouts = sorted(season.workouts, key=lambda w: (w.day, w.time or "", w.ident))
    idents = [w.ident for w in workouts]
    if len(idents) != len(set(idents)):
        raise SystemExit(f"duplicate workout ids: {sorted(i for i in idents if idents.count(i) > 1)}")

    if WORKOUTS_DIR.exists():
        shutil.rmtree(WORKOUTS_DIR)
    for w in workouts:
        folder = WORKOUTS_DIR / f"{w.day.month:02d}"
        folder.mkdir(parents=True, exist_ok=True)
        suffix = ".md" if w.markdown else ".yaml"
        (folder / f"{w.ident}{suffix}").write_text(render(w), encoding="utf-8")

    BODY_FILE.parent.mkdir(parents=True, exist_ok=True)
    BODY_FILE.write_text(body_measurements(season), encoding="utf-8")
    print(f"wrote {len(workouts)} workouts ({workouts[0].day} to {workouts[-1].day}) and {BODY_FILE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
