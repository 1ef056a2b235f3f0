#!/usr/bin/env python3
"""Reads an Atom feed written by `spotter build` with feedparser and fails on any problem.

Usage: scripts/check-feed.py public/feed.xml   (needs `pip install feedparser`)
"""
import sys

import feedparser


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: check-feed.py FEED.xml", file=sys.stderr)
        return 2
    feed = feedparser.parse(sys.argv[1])
    if feed.bozo:
        print(f"{sys.argv[1]}: not a well-formed feed: {feed.bozo_exception}", file=sys.stderr)
        return 1
    if feed.version != "atom10":
        print(f"{sys.argv[1]}: expected an Atom 1.0 feed, found {feed.version or 'an unknown format'}", file=sys.stderr)
        return 1
    for number, entry in enumerate(feed.entries, start=1):
        for field in ("id", "title", "link", "updated"):
            if not entry.get(field):
                print(f"{sys.argv[1]}: entry {number} has no {field}", file=sys.stderr)
                return 1
    print(f"{sys.argv[1]}: Atom 1.0, {len(feed.entries)} entries, no problems")
    return 0


if __name__ == "__main__":
    sys.exit(main())
