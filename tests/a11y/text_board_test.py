"""The text board through AT-SPI (issue 29), in English and in Thai: with keys
alone a learner opens lesson 1 (File > Continue, Ctrl+L, on a first start),
shows the text board (View > Text board, Ctrl+T) and lands in its command line
(Alt+C brings it back there), reads the position as text naming each piece and its square, asks where a piece
may go, walks to the lesson's move task (Alt+S skips a task, Alt+N goes on),
types the move and hears it announced. The board itself is a panel named
"Board" whose description says whose move it is and how to read it as text.
In the pack editor (English) an author shows the set-up as text with
Ctrl+Shift+T and sets up a position by typed commands. Run by
tests/a11y/run_atspi.sh."""

import gettext
import os
import re
import sys

import pyatspi
from gi.repository import GLib

import chatur_atspi as h

LANGS = ("en", "th")
CONTROL_L, ALT_L, SHIFT_L = 37, 64, 50  # X keycodes of the Xvfb default keymap
MOVE_STEP = 12  # lesson 1's step "move-notation": play d3d4


def chord(modifier, letter, *more):
    """Presses `letter` while the modifier keys (keycodes) are held."""
    modifiers = (modifier,) + more
    for key in modifiers:
        pyatspi.Registry.generateKeyboardEvent(key, None, pyatspi.KEY_PRESS)
    pyatspi.Registry.generateKeyboardEvent(ord(letter), None, pyatspi.KEY_SYM)
    for key in reversed(modifiers):
        pyatspi.Registry.generateKeyboardEvent(key, None, pyatspi.KEY_RELEASE)


class Announcements:
    """What the app gives a screen reader to speak at once: object:announcement
    (Orca 45 on), or a new description of the focused control (what Orca 43
    speaks; the text board uses it while it has the focus)."""

    def __init__(self):
        self.texts = []
        pyatspi.Registry.registerEventListener(
            self._heard, "object:announcement", "object:property-change:accessible-description")

    def _heard(self, event):
        self.texts.append(str(event.any_data))

    def heard(self, part):
        while GLib.MainContext.default().iteration(False):
            pass  # deliver the events that arrived
        return any(part in text for text in self.texts)


def catalog(lang):
    if lang == "en":
        return gettext.NullTranslations()
    return gettext.translation("chatur", os.environ["CHATUR_A11Y_LOCALE_DIR"], languages=[lang])


def text_of(obj):
    return obj.queryText().getText(0, -1)


def labelled(frame, label):
    """The text object that a label whose name starts with `label` is the label of."""
    for node in h.walk(frame):
        if node.getRole() != pyatspi.ROLE_TEXT:
            continue
        for relation in node.getRelationSet():
            if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY and any(
                (relation.getTarget(i).name or "").startswith(label) for i in range(relation.getNTargets())
            ):
                return node
    return None


def plain(label):
    """A label as the app names the control after it: "&Command:" -> "Command",
    "คำสั่ง (&C):" -> "คำสั่ง"."""
    return re.sub(r"\s*\(&\w\)", "", label).replace("&", "").rstrip(":").strip()


def button(frame, label):
    """The push button whose name starts with `label` (a Thai label ends in "(N)")."""
    for node in h.find_all(frame, role=pyatspi.ROLE_PUSH_BUTTON):
        if (node.name or "").startswith(label):
            return node
    return None


def step_number(frame, step_format):
    for node in h.find_all(frame, role=pyatspi.ROLE_LABEL):
        m = step_format.fullmatch(node.name or "")
        if m:
            return int(m.group(1))
    return None


def learner_reads_the_board_and_plays_a_typed_move(lang):
    tr = catalog(lang)
    _ = tr.gettext
    piece = lambda name: tr.pgettext("piece", name)
    step_format = re.compile(re.escape(_("Step %d of %d")).replace("%d", r"(\d+)"))
    spoken = Announcements()
    with h.App(lang) as app:
        chord(CONTROL_L, "l")  # Continue where I left off: lesson 1 on a first start
        h.wait_for(lambda: step_number(app.frame(), step_format) == 1, "lesson 1, step 1")
        chord(CONTROL_L, "t")
        command = plain(_("&Command:"))
        entry = h.wait_for(lambda: labelled(app.frame(), command), "the command line")
        h.wait_for(lambda: h.focused(app.root) == entry, "the focus in the command line")
        assert entry.name == command, f"the command line is named {entry.name!r}"
        # Alt and the label's letter come back to the command line from elsewhere.
        h.press("Tab")
        h.wait_for(lambda: h.focused(app.root) != entry, "the focus to leave the command line")
        chord(ALT_L, "c")
        h.wait_for(lambda: h.focused(app.root) == entry, "Alt+C to reach the command line")

        position = h.wait_for(lambda: labelled(app.frame(), _("Position")), "the position text")
        announcement = labelled(app.frame(), _("Announcement"))
        assert announcement is not None, "no announcement line"
        start = text_of(position)
        for expected in (f"{piece('Khun')} d1", f"{piece('Khun')} e8", f"{piece('Rua')} a1, h1"):
            assert expected in start, f"{expected!r} not in the position text {start!r}"

        h.type_text("where b1")
        h.press("Return")
        h.wait_for(lambda: piece("Ma") in text_of(announcement) and "d2" in text_of(announcement),
                   "the Ma's squares announced")

        next_label = _("&Next").replace("&", "").split(" (")[0]
        for _press in range(40):
            now = step_number(app.frame(), step_format)
            if now == MOVE_STEP:
                break
            next_button = button(app.frame(), next_label)
            enabled = next_button is not None and h.states(next_button).contains(
                pyatspi.STATE_SENSITIVE)
            chord(ALT_L, "n" if enabled else "s")
            h.wait_for(lambda: step_number(app.frame(), step_format) != now or (
                not enabled and h.states(button(app.frame(), next_label)).contains(
                    pyatspi.STATE_SENSITIVE)),
                       f"the lesson to move on from step {now}")
        assert step_number(app.frame(), step_format) == MOVE_STEP, "the move task was not reached"

        h.wait_for(lambda: h.focused(app.root) == entry, "the focus still in the command line")
        h.type_text("d3d4")
        h.press("Return")
        played = f"{piece('Bia')} d3\u2013d4"
        h.wait_for(lambda: played in text_of(announcement),
                   f"the move {played!r} announced (announcement: {text_of(announcement)!r})")
        h.wait_for(lambda: played in text_of(position), "the position text to show the move")
        # Spoken at once, not only written: the screen reader gets an announcement.
        h.wait_for(lambda: spoken.heard(played), f"{played!r} sent as an announcement")


def board_panel(frame, name):
    """The drawn board: the object named `name` ("Board") that is no label."""
    for node in h.walk(frame):
        if node.name == name and node.getRole() != pyatspi.ROLE_LABEL:
            return node
    return None


def board_is_named_and_described(lang):
    _ = h.translator(lang)
    with h.App(lang) as app:
        chord(CONTROL_L, "l")  # lesson 1: the board is on screen
        board = h.wait_for(lambda: board_panel(app.frame(), _("Board")), "the board by its name")
        hint = _("Ctrl+T shows the board as text, with commands.")
        h.wait_for(lambda: _("White to move") in board.description and hint in board.description,
                   f"the board's description (it is {board.description!r})")


def author_sets_up_a_position_as_text():
    _ = h.translator("en")
    pack = os.path.join(h.SOURCE_DIR, "puzzles", "makruk-1-rules.xml")
    spoken = Announcements()
    with h.App("en", ["--editor", pack, "--item", "makruk.rules.02"]) as app:
        frame = app.frame()
        board = h.wait_for(lambda: board_panel(frame, _("Board")), "the set-up board by its name")
        assert "Ctrl+Shift+T" in board.description, f"the board says {board.description!r}"
        chord(CONTROL_L, "t", SHIFT_L)
        command = plain(_("&Command:"))
        entry = h.wait_for(lambda: labelled(frame, command), "the set-up's command line")
        h.wait_for(lambda: h.focused(app.root) == entry, "the focus in the set-up's command line")
        position = h.wait_for(lambda: labelled(frame, _("Position")), "the set-up as text")
        announcement = labelled(frame, _("Announcement"))

        h.type_text("clear")
        h.press("Return")
        h.wait_for(lambda: _("Every piece is off the board.") in text_of(announcement),
                   "the board cleared and said so")
        for line in ("put white khun d1", "put k e8", "put white rua a1"):
            h.type_text(line)
            h.press("Return")
        h.wait_for(lambda: "White Rua on a1." in text_of(announcement),
                   f"the Rua put and said so (announcement: {text_of(announcement)!r})")
        h.wait_for(lambda: _("Position is legal") in text_of(position) and
                   "Khun d1" in text_of(position) and "Rua a1" in text_of(position),
                   f"the position text to follow (it is {text_of(position)!r})")
        h.wait_for(lambda: spoken.heard("White Rua on a1."), "the edit sent as an announcement")
        h.type_text("turn black")
        h.press("Return")
        h.wait_for(lambda: "Black to move" in text_of(position) and
                   "Black to move" in board.description,
                   f"the side to move set, the board's description to follow "
                   f"(it is {board.description!r})")


def tests():
    found = [(f"learner_reads_the_board_and_plays_a_typed_move[{lang}]",
              lambda lang=lang: learner_reads_the_board_and_plays_a_typed_move(lang))
             for lang in LANGS]
    found += [(f"board_is_named_and_described[{lang}]",
               lambda lang=lang: board_is_named_and_described(lang)) for lang in LANGS]
    found.append(("author_sets_up_a_position_as_text[en]", author_sets_up_a_position_as_text))
    return found


if __name__ == "__main__":
    sys.exit(h.main(tests()))
