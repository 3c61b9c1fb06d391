"""A blind learner's walk through Chatur with the Orca screen reader (issue 29),
automated: Orca runs with its debug log, which records every utterance it
sends to speech ("SPEECH OUTPUT"), whether or not a synthesizer is there; the
app is driven with keys only, and what Orca says after each key is written to
a transcript (Markdown). In English and in Thai: the first start, the library,
lesson 1 and its steps, the text board (Ctrl+T) and its commands, a typed move,
a pack puzzle, a rated training puzzle, an endgame drill and a game against
the computer.

Run by tests/a11y/run_atspi.sh (Xvfb, D-Bus, the AT-SPI bus):

    tests/a11y/run_atspi.sh build/src/gui/chatur build/locale \\
        tests/a11y/orca_walkthrough.py

The transcript goes to $CHATUR_ORCA_TRANSCRIPT (default: orca-transcript.md in
the current folder); $CHATUR_ORCA_LANGS picks the languages ("en th"). Every
wait is for something Orca says or something on the AT-SPI bus, with a
generous limit; a step whose expected words are not heard is marked NOT HEARD
in the transcript and counted as failed. Needs the package orca
(docs/accessibility.md); exits 77 without it.
"""

import gettext
import os
import re
import runpy
import shutil
import subprocess
import sys
import time

ORCA = "/usr/bin/orca"


def run_orca_with_flushed_log():
    """Runs Orca itself (this file started with --orca ARGS...): the same
    program, with its debug log flushed after every line, so that the
    walk-through can wait for what Orca says as it says it."""
    from orca import debug

    println = debug.println

    def flushed(*args, **kwargs):
        println(*args, **kwargs)
        if debug.debugFile:
            debug.debugFile.flush()

    debug.println = flushed
    sys.argv = ["orca"] + sys.argv[2:]
    runpy.run_path(ORCA, run_name="__main__")


if __name__ == "__main__" and sys.argv[1:2] == ["--orca"]:
    run_orca_with_flushed_log()
    sys.exit(0)

import pyatspi  # noqa: E402  (not needed by Orca's side above)

import chatur_atspi as h  # noqa: E402

CONTROL_L, ALT_L = 37, 64  # X keycodes of the Xvfb default keymap
SPEECH = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - SPEECH OUTPUT: '(.*?)'( ?)(?: voice=\w+)?\{", re.M | re.S)
LIMIT = 60.0  # seconds to wait for an utterance


class Orca:
    """Orca started with its debug log; `said()` is every utterance so far
    (key echoes left out), in order."""

    def __init__(self, work):
        self.work = work
        self.log_path = os.path.join(work, "orca-debug.log")
        self.err_path = os.path.join(work, "orca.err")
        self.process = None

    def __enter__(self):
        prefs = os.path.join(self.work, "orca-prefs")
        os.makedirs(prefs, exist_ok=True)
        env = dict(os.environ, HOME=os.path.join(self.work, "orca-home"))
        self.process = subprocess.Popen(
            ["/usr/bin/python3", os.path.abspath(__file__), "--orca", "--user-prefs", prefs,
             "--disable", "braille", "--debug-file", self.log_path],
            env=env, stdout=subprocess.DEVNULL, stderr=open(self.err_path, "w"))
        h.wait_for(self._started, "Orca to start", limit=120)
        return self

    def _started(self):
        if self.process.poll() is not None:
            with open(self.err_path, encoding="utf-8", errors="replace") as f:
                raise h.Fatal(f"Orca exited with {self.process.returncode}: {f.read()[-3000:]}")
        return any("Screen reader on" in s for s in self.said())

    def __exit__(self, *exc):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
        return False

    def said(self):
        try:
            with open(self.log_path, encoding="utf-8", errors="replace") as f:
                text = f.read()
        except OSError:
            return []
        utterances = []
        for m in SPEECH.finditer(text):
            if m.group(2):  # "'x' {": an echoed key or character
                continue
            # A line break inside an utterance is logged with the log's indent.
            utterances.append(re.sub(r"\n +", "\n", m.group(1)).strip())
        return [u for u in utterances if u]


class Walk:
    """The walk-through in one language: keys, what Orca said, the transcript."""

    def __init__(self, orca, lang, out):
        self.orca = orca
        self.lang = lang
        self.out = out
        self._ = h.translator(lang)
        self.mark = len(orca.said())
        self.failures = 0

    # Keys ------------------------------------------------------------------
    def key(self, name):
        h.press(name)

    def chord(self, modifier, letter):
        pyatspi.Registry.generateKeyboardEvent(modifier, None, pyatspi.KEY_PRESS)
        pyatspi.Registry.generateKeyboardEvent(ord(letter), None, pyatspi.KEY_SYM)
        pyatspi.Registry.generateKeyboardEvent(modifier, None, pyatspi.KEY_RELEASE)

    def key_sym(self, letter):
        pyatspi.Registry.generateKeyboardEvent(ord(letter), None, pyatspi.KEY_SYM)

    def play_some_move(self, where):
        """Reads the position, asks where the side to move's pieces may go
        until one may move, and types that move, as a learner would."""
        _ = self._
        piece = lambda name: catalog(self.lang).pgettext("piece", name)  # noqa: E731
        listed = re.compile(re.escape(piece("Khun")) + r" [a-i](?:10|[1-9])\b")  # "Khun d1"
        said = self.step("position", "type `position`, Enter",
                         lambda: self.type_line("position"),
                         wait=lambda: any(listed.search(s) for s in self.new()),
                         what="the pieces and their squares")
        said = [s for s in said if listed.search(s)]
        turn = self.step("turn", "type `turn`, Enter", lambda: self.type_line("turn"),
                         expect=[""])
        text = "\n".join(said)
        lines = text.split("\n")
        mover = [line for line in lines
                 for side in (_("White"), _("Black"), _("Red"))
                 if line.startswith(side) and side in "\n".join(turn)]
        squares = re.findall(r"\b[a-i](?:10|[1-9])\b", (mover or lines)[0])
        may_go = _("May go to %s.").split("%s")[0]
        for square in squares[:8]:
            answer = "\n".join(self.step(f"where {square}", f"type `where {square}`, Enter",
                                         lambda: self.type_line(f"where {square}"),
                                         expect=[square]))
            if may_go in answer:
                target = re.findall(r"\b[a-i](?:10|[1-9])\b", answer.split(may_go, 1)[1])
                if target:
                    self.step(f"A move in {where}", f"type `{square}{target[0]}`, Enter",
                              lambda: self.type_line(f"{square}{target[0]}"),
                              expect=[""])
                    return
        self.failures += 1
        self.out.write(f"- **NOT HEARD**: no piece that may move in {where}\n")

    def type_line(self, text):
        h.type_text(text)
        h.press("Return")

    # Hearing ---------------------------------------------------------------
    def new(self):
        return self.orca.said()[self.mark:]

    def heard(self, *parts):
        """True once every part was said (in one utterance or several) since the
        step began."""
        said = "\n".join(self.new())
        return bool(said) and all(p in said for p in parts)

    def step(self, title, keys, action, expect=(), wait=None, what=None):
        """Does `action`, waits until Orca said every part of `expect` (or
        `wait()` holds), and writes what Orca said since the step began."""
        # What is said from the end of the step before on belongs to this one:
        # Orca may still be speaking when the app has done what was waited for.
        action()
        ok = True
        try:
            if expect:
                h.wait_for(lambda: self.heard(*expect), what or f"Orca to say {expect}",
                           limit=LIMIT)
            if wait:
                h.wait_for(wait, what or "the app", limit=LIMIT)
        except AssertionError as error:
            ok = False
            self.failures += 1
            print(f"  NOT HEARD in '{title}': {error}")
        said = self.new()
        self.mark += len(said)
        self.out.write(f"\n**{title}** ({keys})\n\n")
        if not said:
            self.out.write("- *(Orca says nothing)*\n")
        for utterance in said:
            self.out.write("- " + utterance.replace("\n", " / ") + "\n")
        if not ok:
            self.out.write(f"- **NOT HEARD**: {', '.join(expect) or what}\n")
        self.out.flush()
        return said


def catalog(lang):
    if lang == "en":
        return gettext.NullTranslations()
    return gettext.translation("chatur", os.environ["CHATUR_A11Y_LOCALE_DIR"], languages=[lang])


def plain(label):
    return re.sub(r"\s*\(&\w\)", "", label).replace("&", "").rstrip(":").strip()


def mnemonic(label):
    m = re.search(r"&(\w)", label)
    return m.group(1).lower()


def step_number(app, step_format):
    for node in h.find_all(app.frame(), role=pyatspi.ROLE_LABEL):
        m = step_format.fullmatch(node.name or "")
        if m:
            return int(m.group(1))
    return None


def active_window(app):
    for window in h.children(app.root):
        if h.states(window).contains(pyatspi.STATE_ACTIVE):
            return window.name
    return None


def next_enabled(app, _):
    # A Thai label keeps its letter in brackets: "ถัดไป (N)".
    for button in h.find_all(app.frame(), role=pyatspi.ROLE_PUSH_BUTTON):
        if (button.name or "").startswith(plain(_("&Next"))):
            return h.states(button).contains(pyatspi.STATE_SENSITIVE)
    return False


def walk(orca, lang, out):
    w = Walk(orca, lang, out)
    _ = w._
    piece = lambda name: catalog(lang).pgettext("piece", name)  # noqa: E731
    step_format = re.compile(re.escape(_("Step %d of %d")).replace("%d", r"(\d+)"))
    out.write(f"\n## {'English' if lang == 'en' else 'Thai (ไทย)'}\n")
    app = h.App(lang)

    w.step("First start", "the app opens", lambda: app.__enter__(), expect=["tree level"])
    try:
        # The library: Down until the first lesson (the first entry with a state).
        out.write("\n*The library, walked with Down:*\n")
        for _press in range(20):
            said = w.step("Down", "Down", lambda: w.key("Down"), expect=[""])
            if any(_("not tried") in s for s in said):
                break
        w.step("Enter opens lesson 1", "Enter", lambda: w.key("Return"),
               wait=lambda: step_number(app, step_format) == 1, what="lesson 1, step 1")
        w.step("The text board", "Ctrl+T", lambda: w.chord(CONTROL_L, "t"),
               expect=[plain(_("&Command:"))])
        w.step("position", "type `position`, Enter", lambda: w.type_line("position"),
               expect=[f"{piece('Khun')} d1"])
        w.step("where b1", "type `where b1`, Enter", lambda: w.type_line("where b1"),
               expect=["d2"])
        w.step("square e8", "type `square e8`, Enter", lambda: w.type_line("square e8"),
               expect=["e8"])
        w.step("turn", "type `turn`, Enter", lambda: w.type_line("turn"),
               expect=[_("White to move")])
        next_letter = mnemonic(_("&Next"))
        skip_letter = mnemonic(_("&Skip"))
        w.step("Next step", f"Alt+{next_letter.upper()}",
               lambda: w.chord(ALT_L, next_letter), expect=[""],
               wait=lambda: step_number(app, step_format) == 2, what="step 2")
        # On to the step that asks for a move (12: d3d4), as a learner who
        # skips the questions would.
        for _press in range(30):
            now = step_number(app, step_format)
            if now is None or now >= 12:
                break
            enabled = next_enabled(app, _)
            letter = next_letter if enabled else skip_letter
            failures = w.failures
            w.step(f"Step {now}: {'Next' if enabled else 'Skip'}", f"Alt+{letter.upper()}",
                   lambda: w.chord(ALT_L, letter), expect=[""],
                   wait=lambda: step_number(app, step_format) != now or next_enabled(app, _),
                   what=f"the lesson to leave step {now}")
            if w.failures > failures:
                break
        w.step("A typed move", "type `d3d4`, Enter", lambda: w.type_line("d3d4"),
               expect=["d3\u2013d4"])
        w.step("repeat", "type `repeat`, Enter", lambda: w.type_line("repeat"),
               expect=["d3\u2013d4"])

        # A puzzle pack: back to the library (F6), on to the first pack.
        out.write("\n*A puzzle pack:*\n")
        w.step("Back to the library", "F6", lambda: w.key("F6"), expect=[""])
        for _press in range(30):
            said = w.step("Down", "Down", lambda: w.key("Down"), expect=[""])
            if any("collapsed" in s for s in said):  # a pack, folded
                break
        w.step("Enter opens its first puzzle", "Enter", lambda: w.key("Return"),
               expect=[plain(_("&Command:"))])
        w.step("position", "type `position`, Enter", lambda: w.type_line("position"),
               expect=[piece("Khun")])
        w.step("hint", "type `hint`, Enter", lambda: w.type_line("hint"), expect=[""])
        # "Mark every square the White Khon on d4 can move to": asked, then picked.
        reach = "\n".join(w.step("where d4", "type `where d4`, Enter",
                                  lambda: w.type_line("where d4"), expect=["d4"]))
        may_go = _("May go to %s.").split("%s")[0]
        targets = re.findall(r"\b[a-h][1-8]\b", reach.split(may_go, 1)[-1])
        for square in targets:
            w.step(f"pick {square}", f"type `pick {square}`, Enter",
                   lambda: w.type_line(f"pick {square}"), expect=[square])
        w.step("check", "type `check`, Enter", lambda: w.type_line("check"),
               expect=[_("Solved at the first try.")])

        # Rated training: the library's top, down to "Rated puzzles".
        out.write("\n*A rated training puzzle:*\n")
        w.step("Back to the library", "F6", lambda: w.key("F6"), expect=[""])
        w.step("The top of the library", "Home", lambda: w.key("Home"), expect=[""])
        for _press in range(10):
            said = w.step("Down", "Down", lambda: w.key("Down"), expect=[""])
            if any(_("Rated puzzles") in s for s in said):
                break
        w.step("Enter starts it", "Enter", lambda: w.key("Return"),
               expect=[plain(_("&Command:"))])
        w.play_some_move("the rated puzzle")

        # An endgame drill: Game > Endgame drills, in its own window.
        out.write("\n*An endgame drill:*\n")
        game_letter = mnemonic(_("&Game"))
        drills_letter = mnemonic(_("Endgame dr&ills..."))
        w.step("The Game menu", f"Alt+{game_letter.upper()}",
               lambda: w.chord(ALT_L, game_letter), expect=[""])
        w.step("Endgame drills", drills_letter, lambda: w.key_sym(drills_letter),
               expect=[plain(_("&Command:"))])
        w.play_some_move("the drill")
        w.step("Close the drills window", "Escape", lambda: w.key("Escape"),
               expect=[plain(_("&Command:"))])

        # A game against the computer: Ctrl+N, Enter.
        out.write("\n*A game against the computer:*\n")
        w.step("New game", "Ctrl+N", lambda: w.chord(CONTROL_L, "n"),
               expect=[_("New game")])
        start_letter = mnemonic(_("&Start game"))
        w.step("Start it", f"Alt+{start_letter.upper()}", lambda: w.chord(ALT_L, start_letter),
               expect=[plain(_("&Command:"))])
        w.step("A move", "Alt+C, type `e3e4`, Enter",
               lambda: (w.chord(ALT_L, mnemonic(_("&Command:"))), w.type_line("e3e4")),
               wait=lambda: "\n".join(w.new()).count("\u2013") >= 2,
               what="the move and the computer's reply")
    finally:
        app.__exit__(None, None, None)
    return w.failures


def main():
    if not shutil.which("orca") or not os.path.exists(ORCA):
        print("a11y: SKIP: orca is missing (apt-get install orca)")
        return 77
    work = os.environ["CHATUR_A11Y_WORK"]
    langs = os.environ.get("CHATUR_ORCA_LANGS", "en th").split()
    path = os.environ.get("CHATUR_ORCA_TRANSCRIPT", "orca-transcript.md")
    failures = 0
    start = time.monotonic()
    with open(path, "w", encoding="utf-8") as out, Orca(work) as orca:
        out.write("# What Orca says: a walk through Chatur with keys only\n\n"
                  "Written by tests/a11y/orca_walkthrough.py from Orca's debug log "
                  "(every utterance it sends to speech; key echoes left out).\n")
        for lang in langs:
            failures += walk(orca, lang, out)
        shutil.copyfile(orca.log_path, path + ".orca-debug.log")
    print(f"transcript: {path} ({time.monotonic() - start:.0f}s)")
    print(f"{0 if failures else 1} passed, {1 if failures else 0} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
