#!/usr/bin/env python3
"""Checks iCalendar files (RFC 5545) with a real parser, Python's `icalendar` package
(`python3 -m pip install icalendar`), as a calendar program would read them:

- the bytes are UTF-8, every line ends in CRLF and is at most 75 octets;
- the file parses, with no property the parser could not read;
- VCALENDAR has VERSION 2.0 and PRODID; every VEVENT has UID (unique in the file), DTSTAMP
  in UTC and DTSTART, and DTEND after DTSTART of the same kind (two dates, or two times);
- every TZID an event names has its VTIMEZONE in the file, and that VTIMEZONE gives each
  event's local start the UTC offset the system's time-zone database (zoneinfo) gives it,
  from an observance that starts on or before it;
- every VALARM has ACTION, a TRIGGER the parser reads as a duration or a UTC time and, for
  DISPLAY, a DESCRIPTION.

Prints each problem as `FILE: error: …` and exits 1 when there is one; otherwise one line
per file with its counts. Exit 2 when `icalendar` is not installed.

    scripts/check-icalendar.py FILE…
"""
import datetime
import sys

try:
    import icalendar
except ImportError:
    print("error: the Python package icalendar is not installed (python3 -m pip install icalendar)", file=sys.stderr)
    sys.exit(2)
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

MAX_OCTETS = 75


def check(path):
    problems = []

    def fail(message):
        problems.append(f"{path}: error: {message}")

    with open(path, "rb") as handle:
        data = handle.read()
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as error:
        fail(f"not UTF-8 at byte {error.start}")
        return problems, None
    if not data.endswith(b"\r\n"):
        fail("the last line does not end in CRLF")
    for number, line in enumerate(data.split(b"\r\n")[:-1], start=1):
        if b"\n" in line or b"\r" in line:
            fail(f"line {number} has a bare line break (lines end in CRLF)")
        if len(line) > MAX_OCTETS:
            fail(f"line {number} is {len(line)} octets long (at most {MAX_OCTETS})")
    try:
        calendar = icalendar.Calendar.from_ical(data)
    except ValueError as error:
        fail(f"does not parse: {error}")
        return problems, None

    for component in calendar.walk():
        for prop, message in getattr(component, "errors", []):
            fail(f"{component.name}: {prop or 'a line'} cannot be read: {message}")
    if calendar.name != "VCALENDAR":
        fail(f"the top component is {calendar.name}, not VCALENDAR")
    if str(calendar.get("VERSION", "")) != "2.0":
        fail("VCALENDAR has no VERSION:2.0")
    if not calendar.get("PRODID"):
        fail("VCALENDAR has no PRODID")

    zones = {}
    for zone in calendar.walk("VTIMEZONE"):
        tzid = str(zone.get("TZID", ""))
        if not tzid:
            fail("a VTIMEZONE has no TZID")
            continue
        if tzid in zones:
            fail(f"VTIMEZONE {tzid} is given twice")
        starts = [sub.decoded("DTSTART") for sub in zone.subcomponents if sub.name in ("STANDARD", "DAYLIGHT")]
        if not starts:
            fail(f"VTIMEZONE {tzid} has no STANDARD or DAYLIGHT observance")
            continue
        try:
            zones[tzid] = (zone.to_tz(lookup_tzid=False), min(starts))
        except Exception as error:  # the parser's own refusal, whatever its type
            fail(f"VTIMEZONE {tzid} cannot be read as a time zone: {error}")

    uids = set()
    events = alarms = 0
    for event in calendar.walk("VEVENT"):
        events += 1
        uid = str(event.get("UID", ""))
        where = f"VEVENT {uid or '#' + str(events)}"
        if not uid:
            fail(f"{where} has no UID")
        elif uid in uids:
            fail(f"{where}: the UID is used twice")
        uids.add(uid)
        stamp = event.get("DTSTAMP")
        if stamp is None:
            fail(f"{where} has no DTSTAMP")
        elif not isinstance(stamp.dt, datetime.datetime) or stamp.dt.utcoffset() != datetime.timedelta(0):
            fail(f"{where}: DTSTAMP is not a UTC time")
        start = event.get("DTSTART")
        if start is None:
            fail(f"{where} has no DTSTART")
            continue
        end = event.get("DTEND")
        timed = isinstance(start.dt, datetime.datetime)
        if end is not None:
            if isinstance(end.dt, datetime.datetime) != timed:
                fail(f"{where}: DTSTART and DTEND are not both dates or both times")
            elif not end.dt > start.dt:
                fail(f"{where}: DTEND {end.to_ical().decode()} is not after DTSTART {start.to_ical().decode()}")
        tzid = start.params.get("TZID")
        if timed and tzid:
            local = start.dt.replace(tzinfo=None)
            if tzid not in zones:
                fail(f"{where}: DTSTART names TZID={tzid}, which has no VTIMEZONE in the file")
            else:
                zone, first = zones[tzid]
                if local < first.replace(tzinfo=None):
                    fail(f"{where}: DTSTART {local} is before the first observance of VTIMEZONE {tzid} ({first})")
                try:
                    system = local.replace(tzinfo=ZoneInfo(tzid)).utcoffset()
                except ZoneInfoNotFoundError:
                    system = None
                written = local.replace(tzinfo=zone).utcoffset()
                if system is not None and written != system:
                    fail(f"{where}: VTIMEZONE {tzid} gives {local} the offset {written}, the system's database {system}")
        for alarm in event.walk("VALARM"):
            alarms += 1
            action = str(alarm.get("ACTION", ""))
            if not action:
                fail(f"{where}: a VALARM has no ACTION")
            if action == "DISPLAY" and not alarm.get("DESCRIPTION"):
                fail(f"{where}: a DISPLAY VALARM has no DESCRIPTION")
            trigger = alarm.get("TRIGGER")
            if trigger is None:
                fail(f"{where}: a VALARM has no TRIGGER")
            elif not isinstance(trigger.dt, (datetime.timedelta, datetime.datetime)):
                fail(f"{where}: the VALARM's TRIGGER is neither a duration nor a time")
    return problems, (events, alarms, len(zones))


def main(paths):
    if not paths:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    failed = False
    for path in paths:
        problems, counts = check(path)
        for problem in problems:
            print(problem)
        if problems:
            failed = True
        elif counts:
            events, alarms, zones = counts
            print(f"{path}: {events} events, {alarms} alarms, {zones} time zones: ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
