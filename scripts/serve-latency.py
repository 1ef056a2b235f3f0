#!/usr/bin/env python3
"""Measure how fast `spotter serve` shows an edit: one athlete, ten years of daily
workouts (3650 files), one workout edited, time from the file write until the
server answers the workout's page with the change.

    swift build -c release --product spotter
    python3 scripts/serve-latency.py [--binary .build/release/spotter] [--runs 9]

It writes the site into a temporary folder (fixed seed, so every run measures the
same site), starts `spotter serve --port 0` on 127.0.0.1, waits for the first build,
then for each run rewrites one workout file (alternately its notes, and the weight of
a set, which changes statistics and records) and polls the page every 5 ms until the
new text is served. Between runs it waits until the server has finished the whole
rebuild (site-wide pages included), as a person editing would. It stops the server
with SIGINT and checks that it exits cleanly. Standard library only.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

EXERCISES = ["back-squat", "bench-press", "deadlift", "overhead-press", "barbell-row", "pull-up", "dip", "lunge"]


def generate(root: Path, days: int = 3650) -> None:
    rng = random.Random(20161122)
    (root / "content/athletes").mkdir(parents=True)
    (root / "content/exercises").mkdir(parents=True)
    (root / "site.yaml").write_text("title: Ten years\nunits: kg\ntimezone: UTC\n")
    (root / "content/athletes/ana.yaml").write_text("name: Ana\n")
    for exercise in EXERCISES:
        name = exercise.replace("-", " ").title()
        (root / f"content/exercises/{exercise}.yaml").write_text(
            f"name: {name}\ntype: strength\nmuscles:\n  primary: [legs]\n")
    first = dt.date(2016, 11, 22)
    for offset in range(days):
        day = first + dt.timedelta(days=offset)
        folder = root / f"content/workouts/{day.year}/{day.month:02d}"
        folder.mkdir(parents=True, exist_ok=True)
        lines = [f"date: {day.isoformat()}", "duration: 60", "rpe: 7", "entries:"]
        for exercise in rng.sample(EXERCISES, 4):
            weight = 40 + offset // 50 + rng.randint(0, 10)
            lines += [f"  - exercise: {exercise}", "    sets:", f"      - {weight} x 5", f"      - {weight} x 5",
                      f"      - {weight + 2.5} x 5 @8"]
        (folder / f"{day.isoformat()}.yaml").write_text("\n".join(lines) + "\n")


def fetch(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read().decode()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=".build/release/spotter")
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="spotter-serve-latency-") as folder:
        site = Path(folder)
        generate(site)
        log_path = site / "serve.log"
        log = open(log_path, "w")
        server = subprocess.Popen([args.binary, "serve", "--source", str(site), "--port", "0"],
                                  stdout=log, stderr=subprocess.STDOUT)
        try:
            started = time.perf_counter()
            while "Serving http" not in log_path.read_text():
                if server.poll() is not None or time.perf_counter() - started > 300:
                    print(log_path.read_text(), file=sys.stderr)
                    return 1
                time.sleep(0.1)
            port = re.search(r"127\.0\.0\.1:(\d+)", log_path.read_text()).group(1)
            print(f"first build: {time.perf_counter() - started:.1f} s (site of 3650 workouts)")

            day = "2021-06-15"
            path = site / f"content/workouts/{day[:4]}/{day[5:7]}/{day}.yaml"
            url = f"http://127.0.0.1:{port}/workouts/{day}/"
            original = path.read_text()
            results: dict[str, list[float]] = {"notes": [], "weight": []}
            for run in range(args.runs * 2):
                mode = "notes" if run % 2 == 0 else "weight"
                marker = f"Latency check {time.time_ns()}"
                text = original.replace("rpe: 7\n", f"rpe: 7\nnotes: {marker}\n")
                if mode == "weight":
                    text = re.sub(r"      - ([0-9.]+) x 5\n",
                                  lambda m: f"      - {float(m.group(1)) + 2.5 * (run + 1)} x 5\n", text, count=1)
                builds = log_path.read_text().count("Built in")
                t0 = time.perf_counter()
                path.write_text(text)
                while marker not in fetch(url):
                    time.sleep(0.005)
                results[mode].append((time.perf_counter() - t0) * 1000)
                # Wait for the whole rebuild before the next edit.
                deadline = time.perf_counter() + 30
                while log_path.read_text().count("Built in") <= builds and time.perf_counter() < deadline:
                    time.sleep(0.05)
                time.sleep(0.3)
            for mode, values in results.items():
                ordered = sorted(values)
                print(f"{mode:>6} edit → page served: median {ordered[len(ordered) // 2]:.0f} ms, "
                      f"min {ordered[0]:.0f} ms, max {ordered[-1]:.0f} ms  ({', '.join(f'{v:.0f}' for v in values)})")
            rebuilds = re.findall(r"Built in ([0-9.]+) s", log_path.read_text())[1:]
            if rebuilds:
                ordered = sorted(float(value) for value in rebuilds)
                print(f"whole rebuild (site-wide pages and stats.json included): median {ordered[len(ordered) // 2] * 1000:.0f} ms")
            print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        finally:
            server.send_signal(signal.SIGINT)
            try:
                code = server.wait(timeout=10)
                print(f"server stopped on SIGINT, exit status {code}")
            except subprocess.TimeoutExpired:
                server.kill()
                print("server did not stop within 10 s", file=sys.stderr)
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
