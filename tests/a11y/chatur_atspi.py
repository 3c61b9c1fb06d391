"""Helpers for Chatur's accessibility tests through the real AT-SPI bus.

The tests run inside tests/a11y/run_atspi.sh, which provides the display, the
D-Bus session and these environment variables: CHATUR_A11Y_APP (the built app),
CHATUR_A11Y_LOCALE_DIR (the build's compiled catalogs) and CHATUR_A11Y_WORK (a
scratch folder). Each launch gets a fresh HOME and XDG folders. Every wait is a
poll with a generous limit, so that a busy machine slows the tests down but
does not fail them.
"""

import gettext
import os
import signal
import subprocess
import sys
import tempfile
import time
import traceback

import pyatspi

SOURCE_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WAIT_LIMIT = 90.0  # seconds: generous, for busy and sanitizer builds
POLL = 0.1

KEYS = {
    "Tab": 0xFF09,
    "Return": 0xFF0D,
    "Escape": 0xFF1B,
    "Home": 0xFF50,
    "Left": 0xFF51,
    "Up": 0xFF52,
    "Right": 0xFF53,
    "Down": 0xFF54,
    "End": 0xFF57,
    "F1": 0xFFBE,
    "F6": 0xFFC3,
    "plus": 0x002B,
    "minus": 0x002D,
}


class Fatal(AssertionError):
    """A failure that no further waiting can mend (the app exited)."""


def wait_for(probe, what, limit=WAIT_LIMIT):
    """Polls `probe` until it returns something true, and returns that."""
    deadline = time.monotonic() + limit
    last_error = None
    while True:
        try:
            value = probe()
            if value:
                return value
        except Fatal:
            raise
        except Exception as error:  # objects come and go while the app works
            last_error = error
        if time.monotonic() > deadline:
            detail = f" (last error: {last_error})" if last_error else ""
            raise AssertionError(f"timed out after {limit:.0f}s waiting for {what}{detail}")
        time.sleep(POLL)


def translator(lang):
    """The app's own catalog for `lang`, to know the expected names."""
    if lang == "en":
        return lambda s: s
    catalog = gettext.translation(
        "chatur", os.environ["CHATUR_A11Y_LOCALE_DIR"], languages=[lang]
    )
    return catalog.gettext


def states(obj):
    return obj.getState()


def is_showing(obj):
    return states(obj).contains(pyatspi.STATE_SHOWING)


def children(obj):
    for i in range(obj.childCount):
        child = obj.getChildAtIndex(i)
        if child is not None:
            yield child


def walk(obj, showing_only=True):
    """Every object under `obj` (itself included), depth first, skipping the
    subtrees of hidden objects."""
    stack = [obj]
    while stack:
        node = stack.pop()
        try:
            if showing_only and node is not obj and not is_showing(node):
                continue
            yield node
            stack.extend(reversed(list(children(node))))
        except Exception:
            continue  # gone while walking


def find_all(root, role=None, name=None, contains=None, showing_only=True):
    found = []
    for node in walk(root, showing_only):
        if role is not None and node.getRole() != role:
            continue
        if name is not None and node.name != name:
            continue
        if contains is not None and contains not in (node.name or ""):
            continue
        found.append(node)
    return found


def find(root, **criteria):
    nodes = find_all(root, **criteria)
    return nodes[0] if nodes else None


def focused(root):
    """The object that has the keyboard focus under `root`, or None."""
    for node in walk(root):
        if states(node).contains(pyatspi.STATE_FOCUSED):
            return node
    return None


def describe(obj):
    if obj is None:
        return "nothing"
    return f"{obj.getRoleName()} '{obj.name}'"


def press(key):
    """Presses and releases a key (a name of KEYS) on the focused window."""
    pyatspi.Registry.generateKeyboardEvent(KEYS[key], None, pyatspi.KEY_SYM)


def click(obj):
    """Clicks the middle of `obj` with the first mouse button."""
    box = obj.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    pyatspi.Registry.generateMouseEvent(box.x + box.width // 2, box.y + box.height // 2, "b1c")


def type_text(text):
    """Types `text` as key strokes."""
    pyatspi.Registry.generateKeyboardEvent(0, text, pyatspi.KEY_STRING)


class App:
    """The app started in `lang` with a fresh HOME, and its accessible object.

    with App("th") as app: app.root is the accessible application."""

    def __init__(self, lang="en", args=()):
        self.lang = lang
        self.args = list(args)
        self.process = None
        self.root = None
        self.log_path = None

    def __enter__(self):
        work = os.environ["CHATUR_A11Y_WORK"]
        home = tempfile.mkdtemp(prefix=f"home-{self.lang}-", dir=work)
        env = dict(os.environ)
        env.update(
            HOME=home,
            XDG_CONFIG_HOME=os.path.join(home, ".config"),
            XDG_DATA_HOME=os.path.join(home, ".local", "share"),
            XDG_CACHE_HOME=os.path.join(home, ".cache"),
            XDG_STATE_HOME=os.path.join(home, ".local", "state"),
        )
        self.log_path = os.path.join(home, "app.log")
        command = [os.environ["CHATUR_A11Y_APP"], "--lang", self.lang, "--size", "1280x800"]
        self.process = subprocess.Popen(
            command + self.args,
            env=env,
            stdout=open(self.log_path, "w"),
            stderr=subprocess.STDOUT,
        )
        self.root = wait_for(self._accessible_app, f"the app ({self.lang}) on the AT-SPI bus")
        wait_for(self._active_frame, "the app's main window to be active")
        return self

    def _accessible_app(self):
        if self.process.poll() is not None:
            raise Fatal(f"the app exited with {self.process.returncode}: {self.log()}")
        for app in children(pyatspi.Registry.getDesktop(0)):
            if app.get_process_id() == self.process.pid:
                return app
        return None

    def _active_frame(self):
        for frame in children(self.root):
            if states(frame).contains(pyatspi.STATE_ACTIVE):
                return frame
        return None

    def frame(self):
        return wait_for(self._active_frame, "an active window")

    def log(self):
        try:
            with open(self.log_path, encoding="utf-8", errors="replace") as f:
                return f.read()[-4000:]
        except OSError:
            return ""

    def __exit__(self, *exc):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=WAIT_LIMIT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return False

    def visit_with_tab(self, until, max_presses=60):
        """Presses Tab until the focused object satisfies `until`; returns the
        objects focused on the way. Fails when the focus stops moving (a trap)
        or never gets there."""
        visited = []
        for _ in range(max_presses):
            now = focused(self.root)
            if now is not None and until(now):
                return visited
            visited.append(now)
            press("Tab")
            wait_for(lambda: not _same(focused(self.root), now),
                     f"Tab to move the focus on from {describe(now)} (a keyboard trap?)")
        raise AssertionError(
            f"Tab never came back after {max_presses} presses: {[describe(o) for o in visited]}")

    def focus_on(self, matches, what, max_presses=60, key="Tab"):
        """Presses `key` until the focused object satisfies `matches`, waiting
        after each press for the focus to move; returns the focused object."""
        for _ in range(max_presses):
            now = focused(self.root)
            if now is not None and matches(now):
                return now
            press(key)
            wait_for(lambda: focused(self.root) is not None and
                     not _same(focused(self.root), now), f"the focus to move from {describe(now)}")
        now = focused(self.root)
        if now is not None and matches(now):
            return now
        raise AssertionError(f"{what} never got the focus with {key} (last: {describe(now)})")


def _same(a, b):
    if a is None or b is None:
        return a is b
    return a == b


def main(tests):
    """Runs `tests` (name, function) in order; prints a line per test and the
    closing 'N passed, N failed' line; returns the exit code."""
    passed = failed = 0
    for name, test in tests:
        start = time.monotonic()
        try:
            test()
        except Exception:
            failed += 1
            print(f"FAIL {name} ({time.monotonic() - start:.1f}s)")
            traceback.print_exc()
        else:
            passed += 1
            print(f"ok   {name} ({time.monotonic() - start:.1f}s)")
        sys.stdout.flush()
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 and passed > 0 else 1
