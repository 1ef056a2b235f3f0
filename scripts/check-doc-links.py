#!/usr/bin/env python3
"""Checks every relative Markdown link in docs/ and README.md: the file it names exists and,
with `#anchor`, a heading of that file has that anchor by GitHub's rule (lowercase, spaces to
hyphens, punctuation other than hyphens and underscores dropped, `-1`, `-2`… for a heading
repeated). Also `docs/….md#anchor` mentions in Swift, shell and Python comments. Prints each
broken link with its file and line and exits 1 when there is one.

    scripts/check-doc-links.py [ROOT]
"""
import os
import re
import sys
from collections import Counter

root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..'))


def anchors(path, cache={}):
    if path not in cache:
        seen, found, fence = Counter(), set(), False
        for line in open(path, encoding='utf-8'):
            if line.startswith('```'):
                fence = not fence
            heading = None if fence else re.match(r'^#{1,6} (.*?)\s*#*\s*$', line)
            if heading:
                text = re.sub(r'`', '', heading.group(1)).strip().lower()
                text = re.sub(r'[^\w\- ]', '', text).replace(' ', '-')
                found.add(text if seen[text] == 0 else f'{text}-{seen[text]}')
                seen[text] += 1
            if not fence:
                # An HTML anchor (`<a id="x"></a>`) names a place inside a paragraph, as GitHub renders it.
                found.update(re.findall(r'<a (?:id|name)="([^"]+)"', line))
        cache[path] = found
    return cache[path]


def check(source, number, target, problems, base=None):
    if re.match(r'^[a-z][a-z0-9+.-]*:', target) or target.startswith('/'):
        return 0  # a URL or an absolute path: not this checker's
    path, _, anchor = target.partition('#')
    resolved = os.path.normpath(os.path.join(base or os.path.dirname(source), path)) if path else source
    where = f'{os.path.relpath(source, root)}:{number}'
    if not os.path.exists(resolved):
        problems.append(f'{where}: {target}: no such file')
    elif anchor and resolved.endswith('.md') and anchor not in anchors(resolved):
        problems.append(f'{where}: {target}: no heading with that anchor in {os.path.relpath(resolved, root)}')
    return 1


problems, links = [], 0
markdown = [os.path.join(root, 'README.md')] + [
    os.path.join(folder, name) for folder, _, names in os.walk(os.path.join(root, 'docs')) for name in names
    if name.endswith('.md')]
for source in sorted(markdown):
    fence = False
    for number, line in enumerate(open(source, encoding='utf-8'), 1):
        if line.startswith('```'):
            fence = not fence
        if fence:
            continue
        for target in re.findall(r'\]\(([^)\s]+)\)', line):
            links += check(source, number, target, problems)
code = [os.path.join(folder, name) for top in ('Sources', 'Tests', 'scripts')
        for folder, _, names in os.walk(os.path.join(root, top)) for name in names
        if name.endswith(('.swift', '.sh', '.py', '.yml'))] + [os.path.join(root, 'action.yml')]
code += [os.path.join(root, 'docs', 'ci', name) for name in os.listdir(os.path.join(root, 'docs', 'ci'))
         if name.endswith('.yml')]
for source in sorted(set(code)):
    if not os.path.exists(source):
        continue
    for number, line in enumerate(open(source, encoding='utf-8'), 1):
        for target in re.findall(r'\b(docs/[\w./-]+\.md(?:#[\w-]+)?)', line):
            links += check(source, number, target, problems, base=root)
for problem in problems:
    print(problem)
print(f'{links} links checked, {len(problems)} broken')
sys.exit(1 if problems else 0)
