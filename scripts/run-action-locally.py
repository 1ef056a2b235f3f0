#!/usr/bin/env python3
"""Runs the build job of a site's publishing workflow on this machine, as GitHub would
run it on a push to main: the site's own .github/workflows/publish.yml (what
`spotter new site` writes, docs/ci/publish-with-action.yml), its Spotter the local
action ./spotter of the site's submodule, in a fake GitHub Actions environment: a clone
of the site's repository (with its submodules) as the workspace, GITHUB_* and RUNNER_*
variables, and the runner's files for outputs, PATH and the job summary.

  scripts/run-action-locally.py SITE [--work WORK] [--archive ARCHIVE]

SITE is a git repository of a site, made as docs/ci.md says (`spotter new site`, then
`git submodule add <Spotter repository> spotter` and a commit); WORK (default
/tmp/spotter-action-run) holds the job's folders and the cache between runs.

What GitHub's own actions do is done here by hand, and said so on each step:
actions/checkout is `git clone` of SITE (`--recurse-submodules` with `submodules:
true`); actions/cache keeps folders in WORK/cache (keyed as on GitHub: the key, else the
newest folder whose name starts with a restore key) and saves them when the job
succeeds; actions/upload-pages-artifact makes artifact.tar of the site as it does
(dereferenced, without .git and .github). The deploy job is not run: it needs GitHub
Pages. With --archive, the release archive scripts/package.sh made of the submodule's
commit stands in for the action's compilation of it (build-spotter.sh runs the same
script), which takes minutes; every other step runs as written. Every other expression
or step this script does not know stops it. Exit status 0 when the job succeeds and the
artifact holds the site's index.html.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tarfile

import yaml

parser = argparse.ArgumentParser(description="Runs a site's publishing workflow locally (docs/ci.md).")
parser.add_argument("site", help="a git repository of a site, with Spotter as the submodule spotter/")
parser.add_argument("--work", default="/tmp/spotter-action-run", help="the job's folders and the cache")
parser.add_argument("--archive", help="a release archive of the submodule's commit, in place of compiling it")
ARGS = parser.parse_args()
SITE = os.path.abspath(ARGS.site)
WORK = os.path.abspath(ARGS.work)
WORKFLOW = ".github/workflows/publish.yml"


def fail(message):
    print(f"run-action-locally: {message}", file=sys.stderr)
    sys.exit(1)


def evaluate(text, context):
    """Replaces every ${{ a.b.c }} in `text` by its value in `context`."""
    def value(match):
        path = match.group(1).strip()
        node = context
        for part in path.split("."):
            if not isinstance(node, dict) or part not in node:
                fail(f"unknown expression ${{{{ {path} }}}}")
            node = node[part]
        return str(node)
    return re.sub(r"\$\{\{(.*?)\}\}", value, str(text))


def folder_name(key):
    """The folder of WORK/cache a key is kept in: keys may hold slashes (`refs/heads/main`)."""
    return key.replace("%", "%25").replace("/", "%2F")


def condition(text, context):
    """`a.b == 'x'`, `a.b != 'x'`, joined by &&: the forms the workflow and action use."""
    if text is None:
        return True
    text = re.sub(r"^\$\{\{(.*)\}\}$", r"\1", str(text).strip())
    for clause in text.split("&&"):
        match = re.fullmatch(r"\s*([\w.-]+)\s*(==|!=)\s*'([^']*)'\s*", clause)
        if not match:
            fail(f"unknown condition {clause!r}")
        left = evaluate("${{ " + match.group(1) + " }}", context)
        if (left == match.group(3)) != (match.group(2) == "=="):
            return False
    return True


class Runner:
    def __init__(self):
        shutil.rmtree(os.path.join(WORK, "job"), ignore_errors=True)
        self.job = os.path.join(WORK, "job")
        self.workspace = os.path.join(self.job, "workspace")
        self.temp = os.path.join(self.job, "temp")
        self.cache = os.path.join(WORK, "cache")
        for folder in (self.workspace, self.temp, self.cache):
            os.makedirs(folder, exist_ok=True)
        self.files = {name: os.path.join(self.job, name) for name in ("path", "summary")}
        for path in self.files.values():
            open(path, "w").close()
        arch = {"x86_64": "X64", "aarch64": "ARM64"}.get(os.uname().machine, os.uname().machine)
        self.runner = {"os": "Linux", "arch": arch, "temp": self.temp}
        self.env = {
            "PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/root"),
            "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": self.workspace,
            "GITHUB_REPOSITORY": "someone/training", "GITHUB_EVENT_NAME": "push", "GITHUB_REF": "refs/heads/main",
            "RUNNER_OS": "Linux", "RUNNER_ARCH": arch, "RUNNER_TEMP": self.temp,
            "GITHUB_PATH": self.files["path"], "GITHUB_STEP_SUMMARY": self.files["summary"],
        }
        self.saves = []

    def path(self):
        with open(self.files["path"]) as f:
            added = [line.strip() for line in f if line.strip()]
        return ":".join(list(reversed(added)) + [os.environ["PATH"]])

    def run_shell(self, script, env, step_id, steps, directory):
        output = os.path.join(self.job, f"output-{len(os.listdir(self.job))}")
        open(output, "w").close()
        full = dict(self.env, **env, PATH=self.path(), GITHUB_OUTPUT=output)
        result = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", script], env=full, cwd=directory)
        if result.returncode != 0:
            fail(f"step {step_id or script.splitlines()[0]!r} failed with status {result.returncode}")
        outputs = {}
        with open(output) as f:
            for line in f:
                if "=" in line:
                    key, value = line.rstrip("\n").split("=", 1)
                    outputs[key] = value
        if step_id:
            steps[step_id] = {"outputs": outputs}

    def cache_step(self, with_):
        # Several paths, one a line, are kept in one folder per key, each as folder N.
        paths, key = [p.strip() for p in str(with_["path"]).split("\n") if p.strip()], with_["key"]
        restore = [key] + [k for k in str(with_.get("restore-keys", "")).split("\n") if k]
        hit = None
        for prefix in restore:
            names = sorted((n for n in os.listdir(self.cache) if n.startswith(folder_name(prefix))),
                           key=lambda n: os.path.getmtime(os.path.join(self.cache, n)), reverse=True)
            if names:
                hit = names[0]
                break
        for number, path in enumerate(paths):
            kept = os.path.join(self.cache, hit, str(number)) if hit else None
            if kept and os.path.isdir(kept):
                shutil.rmtree(path, ignore_errors=True)
                shutil.copytree(kept, path, symlinks=True)
                print(f"  [actions/cache, by hand] restored {path} from {hit}{' (exact)' if hit == folder_name(key) else ''}")
            else:
                print(f"  [actions/cache, by hand] no cache of {path} for {key}")
        if hit != folder_name(key):
            self.saves.append((paths, key))

    def action(self, path, inputs, github):
        with open(os.path.join(path, "action.yml")) as f:
            action = yaml.safe_load(f)
        values = {name: str(spec.get("default", "")) for name, spec in action.get("inputs", {}).items()}
        for name, value in inputs.items():
            if name not in values:
                fail(f"the action has no input {name!r}")
            values[name] = str(value)
        steps = {}
        context = {"inputs": values, "runner": self.runner, "steps": steps,
                   "github": dict(github, action_path=path, action_repository="")}
        for step in action["runs"]["steps"]:
            name = step.get("name", step.get("id"))
            if not condition(step.get("if"), context):
                print(f"- {name}: skipped")
                continue
            print(f"- {name}")
            if "uses" in step:
                if not step["uses"].startswith("actions/cache@"):
                    fail(f"unknown action {step['uses']}")
                self.cache_step({k: evaluate(v, context) for k, v in step["with"].items()})
                continue
            env = {k: evaluate(v, context) for k, v in step.get("env", {}).items()}
            env["GITHUB_ACTION_PATH"] = path
            if ARGS.archive and "build-spotter.sh" in step["run"]:
                self.unpack_spotter(ARGS.archive)
                continue
            self.run_shell(evaluate(step["run"], context), env, step.get("id"), steps, self.workspace)
        return {name: evaluate(spec["value"], context) for name, spec in action.get("outputs", {}).items()}

    def unpack_spotter(self, archive):
        """What build-spotter.sh does after scripts/package.sh has made the archive."""
        folder = os.path.join(self.temp, "spotter")
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        subprocess.run(["tar", "-xzf", os.path.abspath(archive), "-C", folder, "--strip-components=1"], check=True)
        with open(self.files["path"], "a") as f:
            f.write(folder + "\n")
        print(f"  [by hand] {archive}, made by scripts/package.sh, stands in for compiling it here")

    def upload_pages_artifact(self, folder):
        artifact = os.path.join(self.temp, "artifact.tar")
        with tarfile.open(artifact, "w") as tar:
            for entry in sorted(os.listdir(folder)):
                if entry in (".git", ".github"):
                    continue
                tar.add(os.path.join(folder, entry), arcname="./" + entry, recursive=True)
        with tarfile.open(artifact) as tar:
            names = tar.getnames()
        print(f"  [actions/upload-pages-artifact, by hand] {artifact}: {len(names)} entries")
        return names

    def job_build(self):
        steps_out = {}
        github = {"event_name": "push", "ref": "refs/heads/main", "workspace": self.workspace,
                  "run_id": str(len(os.listdir(self.cache)) + 1)}
        context = {"steps": steps_out, "github": github, "runner": self.runner}
        artifact = None
        # The workflow of the pushed commit, as GitHub reads it: SITE's HEAD.
        shown = subprocess.run(["git", "-C", SITE, "show", f"HEAD:{WORKFLOW}"], capture_output=True, text=True)
        if shown.returncode != 0:
            fail(f"{SITE} has no {WORKFLOW} at HEAD")
        for step in yaml.safe_load(shown.stdout)["jobs"]["build"]["steps"]:
            name = step.get("name", step.get("uses"))
            if not condition(step.get("if"), context):
                print(f"{name}: skipped")
                continue
            print(f"{name}")
            uses = step.get("uses", "")
            if uses.startswith("actions/checkout@"):
                recurse = str(step.get("with", {}).get("submodules", "false")).lower() == "true"
                # Local paths stand for GitHub's URLs here: git refuses file:// submodules unless told.
                subprocess.run(["git", "-c", "protocol.file.allow=always", "clone", "--quiet", "--no-hardlinks"]
                               + (["--recurse-submodules"] if recurse else []) + [SITE, self.workspace], check=True)
                head = subprocess.run(["git", "-C", self.workspace, "rev-parse", "HEAD"], check=True,
                                      capture_output=True, text=True).stdout.strip()
                print(f"  [actions/checkout, by hand] cloned {SITE} at {head}{' with its submodules' if recurse else ''}")
            elif "run" in step:
                self.run_shell(evaluate(step["run"], context), {}, step.get("id"), steps_out, self.workspace)
            elif uses.startswith("./"):
                path = os.path.join(self.workspace, uses[2:])
                print(f"  the local action {uses}: {path}")
                inputs = {k: evaluate(v, context) for k, v in step.get("with", {}).items()}
                outputs = self.action(path, inputs, github)
                steps_out[step["id"]] = {"outputs": outputs}
                print(f"  outputs: {outputs}")
            elif uses.startswith("actions/upload-pages-artifact@"):
                folder = evaluate(step["with"]["path"], context)
                artifact = self.upload_pages_artifact(folder)
            else:
                fail(f"unknown step {name!r}")
        for paths, key in self.saves:
            target = os.path.join(self.cache, folder_name(key))
            shutil.rmtree(target, ignore_errors=True)
            for number, path in enumerate(paths):
                if os.path.isdir(path):
                    shutil.copytree(path, os.path.join(target, str(number)), symlinks=True)
                    print(f"[actions/cache, by hand] saved {path} as {key}")
        if artifact is None or "./index.html" not in artifact:
            fail("the Pages artifact does not hold the site's index.html")
        with open(self.files["summary"]) as f:
            summary = f.read()
        if not summary.strip():
            fail("the job summary is empty")
        print(f"job summary: {len(summary.splitlines())} lines, starting {summary.splitlines()[0]!r}")
        print(f"ok: the build job of {SITE} checked, built, reported and uploaded its site")


Runner().job_build()
