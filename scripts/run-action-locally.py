#!/usr/bin/env python3
"""Runs the build job of docs/ci/publish-with-action.yml on this machine, with the
Spotter action of this repository in place of `<owner>/spotter@v1` (as `uses: ./`), in
a fake GitHub Actions environment: a clone of HEAD as the workspace (the sample site is
at its top), GITHUB_* and RUNNER_* variables, and the runner's files for outputs, PATH
and the job summary.

  scripts/run-action-locally.py [WORK]      WORK default /tmp/spotter-action-run

What GitHub's own actions do is done here by hand, and said so on each step:
actions/checkout is `git clone` of HEAD; actions/cache keeps folders in WORK/cache (keyed
as on GitHub: the key, else the newest folder whose name starts with a restore key) and
saves them when the job succeeds; actions/upload-pages-artifact makes artifact.tar of the
site as it does (dereferenced, without .git and .github). The deploy job is not run: it
needs GitHub Pages. Every other expression or step this script does not know stops it.
Exit status 0 when the job succeeds and the artifact holds the site's index.html.
"""
import os
import re
import shutil
import subprocess
import sys
import tarfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "/tmp/spotter-action-run")
WORKFLOW = os.path.join(ROOT, "docs/ci/publish-with-action.yml")


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
            self.run_shell(evaluate(step["run"], context), env, step.get("id"), steps, self.workspace)
        return {name: evaluate(spec["value"], context) for name, spec in action.get("outputs", {}).items()}

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
        with open(WORKFLOW) as f:
            workflow = yaml.safe_load(f)
        # PyYAML reads `on:` as True.
        steps_out = {}
        github = {"event_name": "push", "ref": "refs/heads/main", "workspace": self.workspace,
                  "run_id": str(len(os.listdir(self.cache)) + 1)}
        context = {"steps": steps_out, "github": github, "runner": self.runner}
        artifact = None
        for step in workflow["jobs"]["build"]["steps"]:
            name = step.get("name", step.get("uses"))
            if not condition(step.get("if"), context):
                print(f"{name}: skipped")
                continue
            print(f"{name}")
            uses = step.get("uses", "")
            if uses.startswith("actions/checkout@"):
                subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", ROOT, self.workspace], check=True)
                head = subprocess.run(["git", "-C", self.workspace, "rev-parse", "HEAD"], check=True,
                                      capture_output=True, text=True).stdout.strip()
                print(f"  [actions/checkout, by hand] cloned {ROOT} at {head}")
            elif re.fullmatch(r"<owner>/spotter@v1", uses):
                print("  the action of this checkout, as `uses: ./`")
                inputs = {k: evaluate(v, context) for k, v in step.get("with", {}).items()}
                outputs = self.action(self.workspace, inputs, github)
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
        print("ok: the build job checked, built, reported and uploaded the sample site")


Runner().job_build()
