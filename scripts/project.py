"""What the scripts of scripts/ share: the project's lists and how to run a child.

The scripts are executables without a `.py` suffix; this is the one module they import
(`sys.path` holds scripts/ when a script runs, so `import project` finds it). It reads, once:

  variants()        variants.json, checked: one dict per variant (scripts/variants says what each
                    field means); a malformed entry stops the script with the entry named
  hops()            hops.json: {"screens", "concerns", "hops", "oneSidedIn", …}
  change_record()   changes.json's changes (the record of what was changed in every variant)
  change_sources()  changes.json's sources, the articles and books its claims cite
  figures(name)     docs/<name>.json (metrics, planted-bugs, changes, mutants), or None
  role_folders(t)   a variant's role folders: its subfolders under Sources/<t>, read from disk
  roles(t)          those, then ROOT_ROLE when the variant has files outside them
  promised(v)       the role folders its own tests must cover (variants.json's `coverage`)

and runs things the same way everywhere:

  script(name)      another script of scripts/ as a module (for its functions, not its lists)
  Log(prefix)       progress on standard error, `prefix: message (m:ss)`
  run(command, …)   (exit status or None on a timeout, output, seconds); the child in a process
                    group of its own, stopped whole (every process under it) on a timeout, on
                    Ctrl-C or when this script is stopped
  stop_group(c)     that stop, for a Popen of one's own
  main(function)    runs a script's main: Ctrl-C or SIGTERM ends it with a one-line message
                    and exit status 130 (143), no traceback

Recomputing a figure by hand never needs this module: each script's docstring says how.
"""
import functools
import importlib.machinery
import importlib.util
import json
import os
import pathlib
import re
import signal
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
SOURCES = ROOT / "Sources"
SCREENS = ["Calculator", "Breakdown", "Presets", "History"]
ROOT_ROLE = "App (composition root)"  # a variant's files outside its role folders
VARIANT_FIELDS = {"target": str, "display": str, "executable": str, "benchmark": str,
                  "dependencies": list, "coverage": list, "leak": str}


class ProjectError(SystemExit):
    """A list of the project is malformed; the message names the file and entry."""


# MARK: - The lists

def read_json(path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise ProjectError(f"cannot read {path.relative_to(ROOT)}: {error.strerror}") from None
    except ValueError as error:
        raise ProjectError(f"{path.relative_to(ROOT)} is not JSON: {error}") from None


def variant_problems(variants, source="variants.json"):
    """What is wrong with a list of variants, one sentence each (empty when nothing is)."""
    if not isinstance(variants, list):
        return [f"{source}: must be a list of variants"]
    problems = []
    for index, variant in enumerate(variants):
        where = f"{source} entry {index + 1}"
        if not isinstance(variant, dict) or set(variant) != set(VARIANT_FIELDS):
            problems.append(f"{where}: needs exactly the fields {', '.join(VARIANT_FIELDS)}")
            continue
        wrong = [field for field, kind in VARIANT_FIELDS.items()
                 if not isinstance(variant[field], kind)]
        problems += [f"{where}: {field} must be a {VARIANT_FIELDS[field].__name__}"
                     for field in wrong]
        if wrong:
            continue
        target = variant["target"]
        if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", target) or target == "Direct":
            problems.append(f"{where}: target {target!r} must be a type-like name, not Direct")
        if not re.fullmatch(r"calc-[a-z0-9]+(-[a-z0-9]+)*", variant["executable"]):
            problems.append(f"{where}: executable {variant['executable']!r} must be calc-…")
        if not re.fullmatch(r"[A-Za-z0-9]+", variant["benchmark"]):
            problems.append(f"{where}: benchmark {variant['benchmark']!r} must be letters and "
                            "digits only")
        leak = re.fullmatch(r"([\w/]+\.swift): (.+)", variant["leak"])
        if not leak or not (SOURCES / target / leak.group(1)).is_file():
            problems.append(f"{where}: leak {variant['leak']!r} must be `File.swift: "
                            f"expression`, a file under Sources/{target}/")
        for folder in variant["coverage"]:
            if folder != target and not folder.startswith(target + "/"):
                problems.append(f"{where}: coverage folder {folder!r} is not in {target}")
    for field in ("target", "display", "executable", "benchmark"):
        values = [v.get(field) for v in variants if isinstance(v, dict)]
        problems += [f"{source}: two variants have the {field} {value!r}"
                     for value in sorted({v for v in values if values.count(v) > 1}, key=str)]
    return problems


@functools.cache
def _variants():
    variants = read_json(ROOT / "variants.json")
    problems = variant_problems(variants)
    if problems:
        raise ProjectError("\n".join(problems))
    return variants


def variants():
    """variants.json's variants, in its order (a fresh list of the same dicts each call)."""
    return list(_variants())


def variant(target):
    """The variant whose target (or display name) is `target`; ProjectError naming the known."""
    for candidate in _variants():
        if target in (candidate["target"], candidate["display"]):
            return candidate
    raise ProjectError(f"no variant {target!r} in variants.json; there are "
                       + ", ".join(v["target"] for v in _variants()))


@functools.cache
def hops():
    """hops.json: screens, concerns, hops (in data-flow order) and the exceptions."""
    return read_json(ROOT / "hops.json")


def change_record():
    """changes.json's changes, in its order; [] when the file is absent."""
    path = ROOT / "changes.json"
    return read_json(path)["changes"] if path.exists() else []


def change_sources():
    """changes.json's sources, which its claims cite: {key: {"title", "url"}}; {} without."""
    path = ROOT / "changes.json"
    return read_json(path).get("sources", {}) if path.exists() else {}


def figures(name):
    """docs/<name>.json, the figures a script wrote (metrics, planted-bugs, changes, mutants),
    or None when it has not been written."""
    path = DOCS / f"{name}.json"
    return read_json(path) if path.exists() else None


def role_folders(target):
    """The role folders of a variant: its subfolders under Sources/, read from the disk."""
    return sorted(path.name for path in (SOURCES / target).iterdir() if path.is_dir())


def roles(target):
    """Its role folders, then ROOT_ROLE when it has Swift files outside them."""
    top = list((SOURCES / target).glob("*.swift"))
    return role_folders(target) + ([ROOT_ROLE] if top else [])


def promised(variant_entry):
    """The role folders the variant's own tests must cover (variants.json's `coverage`)."""
    return [folder.split("/", 1)[1] for folder in variant_entry["coverage"] if "/" in folder]


# MARK: - Other scripts

@functools.cache
def script(name):
    """Another script of scripts/ (`planted-bugs`) as a module, loaded once per process."""
    loader = importlib.machinery.SourceFileLoader(name.replace("-", "_"),
                                                  str(ROOT / "scripts" / name))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


# MARK: - Progress

class Log:
    """`Log("mutants")("built")` prints `mutants: built (1:05)` on standard error, the time
    since the Log was made; `step(3, 10, "…")` prints `mutants: [3/10] … (1:05)`."""

    def __init__(self, prefix):
        self.prefix = prefix
        self.started = time.monotonic()

    def elapsed(self):
        seconds = int(time.monotonic() - self.started)
        return f"{seconds // 60}:{seconds % 60:02d}"

    def __call__(self, message, timed=True):
        suffix = f" ({self.elapsed()})" if timed else ""
        print(f"{self.prefix}: {message}{suffix}", file=sys.stderr, flush=True)

    def step(self, step, total, message):
        self(f"[{step}/{total}] {message}")


# MARK: - Running a child

def descendants(pid):
    """Every process under `pid` (swift test starts the test binary in a group of its own)."""
    children = {}
    for entry in pathlib.Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(parent, []).append(int(entry.name))
    found, queue = [], [pid]
    while queue:
        for child in children.get(queue.pop(), []):
            found.append(child)
            queue.append(child)
    return found


def stop_group(child):
    """Stops the child, its process group and every process under it (a test binary in a
    group of its own too, which would otherwise be left waiting forever): SIGTERM, then
    SIGKILL 10 s later."""
    for number, wait in ((signal.SIGTERM, 10), (signal.SIGKILL, None)):
        for pid in descendants(child.pid):
            try:
                os.kill(pid, number)
            except ProcessLookupError:
                pass
        try:
            os.killpg(child.pid, number)
        except ProcessLookupError:
            return
        try:
            child.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            pass


def run(command, cwd=ROOT, environment=None, timeout=None, separate_stderr=False):
    """Runs `command` with no standard input; returns (exit status, output, seconds), the
    status None when `timeout` seconds passed. Output is stdout and stderr together, or the
    pair (stdout, stderr) with `separate_stderr`. The child runs in its own process group,
    stopped whole on a timeout or when this process is stopped."""
    began = time.monotonic()
    child = subprocess.Popen(
        command, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE if separate_stderr else subprocess.STDOUT,
        env={**os.environ, **(environment or {})}, text=True, errors="replace",
        start_new_session=True)
    try:
        stdout, stderr = child.communicate(timeout=timeout)
        status = child.returncode
    except subprocess.TimeoutExpired:
        stop_group(child)
        stdout, stderr = child.communicate()
        status = None
    except BaseException:
        stop_group(child)
        raise
    output = (stdout, stderr) if separate_stderr else stdout
    return status, output, round(time.monotonic() - began, 1)


# MARK: - A script's main

class Stopped(Exception):
    """This script was told to stop (SIGTERM, SIGHUP); the signal's name is the message."""


def _raise_stopped(number, _frame):
    raise Stopped(signal.Signals(number).name)


def stop_on_signals():
    """Turns SIGTERM and SIGHUP into Stopped, and SIGINT into KeyboardInterrupt even where the
    shell started this script with SIGINT ignored (a background job), so `finally` blocks run
    and children are stopped (run() stops them) whichever way the script is stopped."""
    signal.signal(signal.SIGINT, signal.default_int_handler)
    for number in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(number, _raise_stopped)


def main(function, after_stop=""):
    """Runs a script's main function and exits with its status; a stop ends it with one line
    on standard error (exit 130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP) that adds
    `after_stop` (what the stop left, e.g. "the repository is as it was"), and a ProjectError
    with its message (exit 1)."""
    name = pathlib.Path(sys.argv[0]).name
    tail = f": {after_stop}" if after_stop else ""
    stop_on_signals()
    try:
        status = function()
    except KeyboardInterrupt:
        print(f"\n{name}: stopped (Ctrl-C){tail}", file=sys.stderr)
        status = 130
    except Stopped as stop:
        print(f"{name}: stopped ({stop}){tail}", file=sys.stderr)
        status = 128 + signal.Signals[str(stop)].value
    except ProjectError as error:
        print(f"{name}: {error}", file=sys.stderr)
        status = 1
    sys.exit(status or 0)
