#!/usr/bin/env python3
"""Check the sample site against docs/content-format.md, independently of the Swift loader.

Checks that every file parses, ids are valid and unique, every exercise referenced
by a session or workout exists by id, name or alias, every session referenced by a
workout or plan exists, and every set, prescription and protocol string matches the
notation grammar the document describes. Prints one line per problem and exits 1
when there is any.

Needs PyYAML.  Run:  python3 scripts/check-sample-references.py [SITE_DIR]
"""

from __future__ import annotations

import datetime as dt
import json
import re
import sys
import unicodedata
from pathlib import Path

import yaml

SITE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent
CONTENT = SITE / "content"
problems: list[str] = []


def problem(path: Path, message: str) -> None:
    problems.append(f"{path.relative_to(SITE)}: {message}")


# --------------------------------------------------------------------------- grammar

NUM = r"\d+(?:\.\d+)?"
WEIGHT = rf"(?:bw(?:[+-]{NUM}(?:kg|lb))?|{NUM}(?:kg|lb)?)"
TIME = rf"(?:\d+:[0-5]\d|\d+h(?: \d+m)?(?: \d+s)?|\d+m ?\d+s|{NUM}s|\d{{2}}-\d{{2}}-\d{{2}})"
REST_TIME = rf"(?:{TIME}|\d+m)"
DIST = rf"(?:{NUM}(?:km|m|mi))"
RPE = rf"(?:@{NUM}|@RPE {NUM})"
REPS = r"(?:\d+)"

SET = re.compile(
    rf"^(?:[wdf]: )?(?:{WEIGHT} x {REPS}(?: x \d+)?(?: {RPE})?|x {REPS}(?: {RPE})?|{WEIGHT} {TIME}|{TIME}|{DIST} in {TIME})$"
)
OPTION = rf"(?:rest {REST_TIME}|tempo [0-9X]-[0-9X]-[0-9X]-[0-9X])"
# What a percentage is of (docs/notation.md#prescriptions): `of e1RM` or `of <test>`.
PERCENT_OF = r"(?: of [^,;@]+)?"
PRESCRIPTION = re.compile(
    rf"^\d+x ?(?:\d+(?:-\d+)?|AMRAP|{TIME})(?: @ ?(?:{WEIGHT}|{NUM}%{PERCENT_OF})| @RPE {NUM}| @{NUM})?(?:, {OPTION})*$"
)
BLOCK = rf"(?:\d+'|{DIST}) (?:@ )?[a-z][a-z -]*"
CARDIO = re.compile(rf"^{BLOCK}(?: \+ {BLOCK})*$")
GRIP = rf"[a-z][a-z ]*(?: \d+mm)?(?: \+{NUM}kg)?"
PROTOCOL = re.compile(
    rf"^\d+ x {TIME} on / {TIME} off, \d+ sets, rest {REST_TIME}(?:, grips \[{GRIP}(?:, {GRIP})*\](?:, rest {REST_TIME} between grips)?)?$"
)
ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
TEMPO = re.compile(r"^[0-9X]-[0-9X]-[0-9X]-[0-9X]$")
REP_RANGE = re.compile(r"^\d+(?:-\d+)?$")

TYPES = {"strength", "cardio", "mobility", "climbing", "other"}
MECHANICS = {"compound", "isolation"}
FORCES = {"push", "pull", "static"}
METRICS = {"weight_reps", "bodyweight_reps", "assisted", "time", "distance_time", "hang"}
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
SECTION_HEADINGS = {
    "what it is", "muscles involved", "steps", "cues", "common mistakes", "variations", "safety",
    "que es", "musculos implicados", "pasos", "ejecucion", "claves", "errores comunes", "variantes", "precauciones",
}


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(text.lower().strip().rstrip(":").split())


# --------------------------------------------------------------------------- reading

def files(kind: str):
    folder = CONTENT / kind
    for path in sorted(folder.rglob("*")):
        if path.is_dir() or any(part.startswith((".", "_")) for part in path.relative_to(folder).parts):
            continue
        if path.suffix in (".yaml", ".yml", ".json", ".md"):
            yield path


def load(path: Path):
    """(data, markdown body) of a content file."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".md":
        if not text.startswith("---\n"):
            return {}, text
        end = text.index("\n---\n", 4)
        return yaml.safe_load(text[4:end]) or {}, text[end + 5:]
    if path.suffix == ".json":
        return json.loads(text), ""
    return yaml.safe_load(text), ""


def entity_id(path: Path, data) -> str:
    ident = str(data.get("id", path.stem)) if isinstance(data, dict) else path.stem
    if not ID.match(ident):
        problem(path, f"id {ident!r} does not match [A-Za-z0-9][A-Za-z0-9._-]*")
    return ident


# --------------------------------------------------------------------------- kinds

exercise_keys: dict[str, str] = {}     # folded name/alias/id -> id
exercise_ids: set[str] = set()


def add_exercise_key(path: Path, key: str, ident: str) -> None:
    k = fold(key)
    if k in exercise_keys and exercise_keys[k] != ident:
        problem(path, f"name or alias {key!r} is also used by {exercise_keys[k]}")
    exercise_keys[k] = ident


def check_markdown_sections(path: Path, body: str) -> None:
    headings = [fold(h) for h in re.findall(r"^## (.+)$", body, re.MULTILINE)]
    known = [h for h in headings if h in SECTION_HEADINGS]
    if len(known) < 6:
        problem(path, f"only {len(known)} recognised description sections: {headings}")
    steps = re.search(r"^## (?:Steps|Pasos|Ejecución)\n((?:.*\n)*?)(?=^## |\Z)", body, re.MULTILINE)
    if not steps or not re.search(r"^1\. ", steps.group(1), re.MULTILINE):
        problem(path, "steps section missing or not an ordered list")


def check_exercises() -> None:
    count = 0
    for path in files("exercises"):
        data, body = load(path)
        count += 1
        if "exerciseId" in data:                      # training-app export
            ident = entity_id(path, data)
            add_exercise_key(path, data["name"], ident)
            desc = json.loads(data["description"])
            for key in ("what_is", "muscles_involved", "steps"):
                if key not in desc:
                    problem(path, f"description JSON lacks {key}")
            if not isinstance(data.get("isGlobal"), bool):
                problem(path, "isGlobal must be a boolean")
            for key in ("exerciseType", "exerciseSubtype"):
                if not isinstance(data.get(key), dict) or "name" not in data[key]:
                    problem(path, f"{key} must be a map with name")
        elif "primaryMuscles" in data:                # free-exercise-db
            ident = entity_id(path, data)
            add_exercise_key(path, data["name"], ident)
            if not isinstance(data.get("equipment"), str):
                problem(path, "free-exercise-db equipment must be a string")
            if not data.get("instructions"):
                problem(path, "free-exercise-db exercise without instructions")
        else:
            ident = entity_id(path, data)
            if "name" not in data:
                problem(path, "exercise without name")
                continue
            add_exercise_key(path, data["name"], ident)
            for alias in data.get("aliases", []):
                add_exercise_key(path, alias, ident)
            for key, allowed in (("type", TYPES), ("mechanic", MECHANICS), ("force", FORCES), ("metric", METRICS)):
                if key in data and data[key] not in allowed:
                    problem(path, f"{key} {data[key]!r} not one of {sorted(allowed)}")
            muscles = data.get("muscles", {})
            if not isinstance(muscles, dict) or set(muscles) - {"primary", "secondary"}:
                problem(path, "muscles must be a map of primary and secondary lists")
            if not isinstance(data.get("equipment", []), list):
                problem(path, "equipment must be a list")
            description = data.get("description")
            if path.suffix == ".md":
                check_markdown_sections(path, body)
            elif isinstance(description, str) and description.lstrip().startswith("{"):
                desc = json.loads(description)
                if not {"what_is", "muscles_involved", "steps"} <= set(desc):
                    problem(path, "description JSON lacks what_is, muscles_involved or steps")
            elif isinstance(description, str):
                check_markdown_sections(path, description)
            else:
                problem(path, "exercise without description")
        if ident in exercise_ids:
            problem(path, f"duplicate exercise id {ident}")
        exercise_ids.add(ident)
        add_exercise_key(path, ident, ident)
    print(f"exercises: {count}")


def resolve(path: Path, ref, where: str) -> None:
    if not isinstance(ref, str) or fold(ref) not in exercise_keys:
        problem(path, f"{where}: unknown exercise {ref!r}")


def check_duration_field(path: Path, value, where: str) -> None:
    if isinstance(value, (int, float)):
        return
    if not isinstance(value, str) or not re.fullmatch(REST_TIME, value):
        problem(path, f"{where}: bad duration {value!r}")


def check_session_item(path: Path, item: dict, where: str) -> int:
    """Returns the number of exercises in the item."""
    for group in ("superset", "circuit"):
        if group in item:
            if not isinstance(item.get("rounds"), int):
                problem(path, f"{where}: {group} without integer rounds")
            if "rest" in item:
                check_duration_field(path, item["rest"], f"{where}.rest")
            return sum(check_session_item(path, sub, f"{where}.{group}[{i}]") for i, sub in enumerate(item[group]))
    resolve(path, item.get("exercise"), where)
    if "prescription" in item:
        p = item["prescription"]
        if not (PRESCRIPTION.match(p) or CARDIO.match(p)):
            problem(path, f"{where}: prescription {p!r} does not match the grammar")
    if "protocol" in item:
        proto = item["protocol"]
        if isinstance(proto, str):
            if not PROTOCOL.match(proto):
                problem(path, f"{where}: protocol {proto!r} does not match the grammar")
        else:
            allowed = {"reps", "work", "rest_between_reps", "sets", "rest_between_sets", "grips", "rest_between_grips"}
            if set(proto) - allowed:
                problem(path, f"{where}: unknown protocol fields {sorted(set(proto) - allowed)}")
            for grip in proto.get("grips", []):
                if isinstance(grip, str):
                    if not re.fullmatch(GRIP, grip):
                        problem(path, f"{where}: grip {grip!r}")
                elif set(grip) - {"name", "edge", "load"}:
                    problem(path, f"{where}: grip map keys {sorted(grip)}")
    for key in ("sets", "rounds"):
        if key in item and not isinstance(item[key], int):
            problem(path, f"{where}.{key} must be an integer")
    if "reps" in item and not REP_RANGE.match(str(item["reps"])):
        problem(path, f"{where}.reps {item['reps']!r}")
    if "load" in item and not re.fullmatch(rf"{WEIGHT}|{NUM}%{PERCENT_OF}", str(item["load"])):
        problem(path, f"{where}.load {item['load']!r}")
    if "tempo" in item and not TEMPO.match(str(item["tempo"])):
        problem(path, f"{where}.tempo {item['tempo']!r}")
    for key in ("rest", "duration"):
        if key in item:
            check_duration_field(path, item[key], f"{where}.{key}")
    if "distance" in item and not re.fullmatch(DIST, str(item["distance"])):
        problem(path, f"{where}.distance {item['distance']!r}")
    known = {"exercise", "prescription", "protocol", "sets", "reps", "load", "rpe", "rest", "tempo",
             "duration", "distance", "notes"}
    if set(item) - known:
        problem(path, f"{where}: unknown keys {sorted(set(item) - known)}")
    return 1


session_ids: set[str] = set()


def check_sessions() -> None:
    for path in files("sessions"):
        data, _ = load(path)
        ident = entity_id(path, data)
        session_ids.add(ident)
        keys = {"id", "name", "description", "type", "athlete", "reference", "items"}
        if set(data) - keys:
            problem(path, f"unknown session keys {sorted(set(data) - keys)}")
        leaves = sum(check_session_item(path, item, f"items[{i}]") for i, item in enumerate(data["items"]))
        if leaves > 8:
            problem(path, f"{leaves} exercises: more than fit on one sheet")
    print(f"sessions: {len(session_ids)} {sorted(session_ids)}")


def check_set(path: Path, s, where: str) -> None:
    if isinstance(s, str):
        if not SET.match(s):
            problem(path, f"{where}: set {s!r} does not match the grammar")
        return
    if not isinstance(s, dict) or set(s) - {"weight", "reps", "rpe", "time", "distance", "kind"}:
        problem(path, f"{where}: bad set map {s!r}")
        return
    if "weight" in s and not re.fullmatch(WEIGHT, str(s["weight"])):
        problem(path, f"{where}: weight {s['weight']!r}")
    if "time" in s and not re.fullmatch(TIME, str(s["time"])):
        problem(path, f"{where}: time {s['time']!r}")
    if "kind" in s and s["kind"] not in ("working", "warm-up", "drop", "failure"):
        problem(path, f"{where}: kind {s['kind']!r}")


def check_workouts() -> None:
    ids, dates = set(), []
    for path in files("workouts"):
        data, body = load(path)
        ident = entity_id(path, data)
        if ident in ids:
            problem(path, f"duplicate workout id {ident}")
        ids.add(ident)
        date = data.get("date")
        if isinstance(date, dt.date):
            day = date
        elif isinstance(date, str) and re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d(?:[+-]\d\d:\d\d|Z)?", date):
            day = dt.date.fromisoformat(date[:10])
        else:
            problem(path, f"bad date {date!r}")
            continue
        dates.append(day)
        if "session" in data and data["session"] not in session_ids:
            problem(path, f"unknown session {data['session']!r}")
        if "duration" not in data or "rpe" not in data:
            problem(path, "workout without duration or rpe")
        else:
            check_duration_field(path, data["duration"], "duration")
        known = {"date", "athlete", "session", "name", "duration", "rpe", "bodyweight", "notes", "entries"}
        if set(data) - known:
            problem(path, f"unknown workout keys {sorted(set(data) - known)}")
        for i, entry in enumerate(data.get("entries", [])):
            resolve(path, entry.get("exercise"), f"entries[{i}]")
            if not entry.get("sets"):
                problem(path, f"entries[{i}] without sets")
            for j, s in enumerate(entry.get("sets", [])):
                check_set(path, s, f"entries[{i}].sets[{j}]")
    print(f"workouts: {len(ids)} from {min(dates)} to {max(dates)}")


def check_plans() -> None:
    for path in files("plans"):
        data, _ = load(path)
        ident = entity_id(path, data)
        start = data["start"]
        if not isinstance(start, dt.date) or start.weekday() != 0:
            problem(path, f"start {start!r} is not a Monday")
        weeks = data["schedule"] if isinstance(data["schedule"], list) else [data["schedule"]]
        for week in weeks:
            for day, sessions in week.items():
                if day not in WEEKDAYS:
                    problem(path, f"unknown weekday {day!r}")
                for s in sessions if isinstance(sessions, list) else [sessions]:
                    # `upper-a @ 18:00`: a session and the time it starts at (docs/sheets-and-plans.md).
                    s, at, time = str(s).partition("@")
                    s = s.strip()
                    if at and not re.fullmatch(r"([01]?[0-9]|2[0-3]):[0-5][0-9]", time.strip()):
                        problem(path, f"time {time.strip()!r} of {s!r} is not HH:MM from 00:00 to 23:59")
                    if s not in session_ids:
                        problem(path, f"unknown session {s!r}")
        for n in data.get("deload_weeks", []):
            if not 1 <= n <= data["weeks"]:
                problem(path, f"deload week {n} outside 1…{data['weeks']}")
        print(f"plan: {ident} from {start}, {data['weeks']} weeks")


def check_measurements() -> None:
    result = re.compile(rf"^(?:{TIME}|{WEIGHT}|{NUM})$")
    for path in files("measurements"):
        data, _ = load(path)
        for i, entry in enumerate(data["entries"]):
            if not isinstance(entry.get("date"), dt.date):
                problem(path, f"entries[{i}]: bad date")
            if "test" in entry:
                if not result.match(str(entry["result"])):
                    problem(path, f"entries[{i}]: result {entry['result']!r}")
            else:
                for key, value in entry.items():
                    if key != "date" and not isinstance(value, (int, float)):
                        problem(path, f"entries[{i}].{key} is not a number")


def check_rest() -> None:
    yaml.safe_load((SITE / "site.yaml").read_text(encoding="utf-8"))
    athletes = list(files("athletes"))
    for path in athletes:
        data, body = load(path)
        entity_id(path, data)
        for key in ("name", "birthdate", "sex", "height", "bodyweight", "goals", "grades", "disciplines"):
            if key not in data:
                problem(path, f"athlete without {key}")
    for path in files("pages"):
        data, _ = load(path)
        if "title" not in data or not isinstance(data.get("order"), int):
            problem(path, "page needs title and an integer order")


def main() -> None:
    check_exercises()
    check_sessions()
    check_workouts()
    check_plans()
    check_measurements()
    check_rest()
    for line in problems:
        print(line)
    print(f"{len(problems)} problem(s)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
