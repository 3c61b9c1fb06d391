"""The dialogs through AT-SPI (issue 29): opened with keys alone, their fields
carry the names of the labels beside them, in English and in Thai. Run by
tests/a11y/run_atspi.sh."""

import os
import re
import sys

import pyatspi

import chatur_atspi as h

LANGS = ("en", "th")
CONTROL_KEY_MASK = 1 << 2  # X11's ControlMask


def plain(label):
    """A label as its control's name: "&Level:" -> "Level", "ภาษา (&L):" -> "ภาษา"."""
    text = label.strip().removesuffix(":").strip()
    text = re.sub(r"\s*\(&.\)$", "", text)
    return text.replace("&", "")


def with_control(key):
    pyatspi.Registry.generateKeyboardEvent(CONTROL_KEY_MASK, None, pyatspi.KEY_LOCKMODIFIERS)
    try:
        pyatspi.Registry.generateKeyboardEvent(0, key, pyatspi.KEY_STRING)
    finally:
        pyatspi.Registry.generateKeyboardEvent(CONTROL_KEY_MASK, None, pyatspi.KEY_UNLOCKMODIFIERS)


def dialog_named(app, title):
    def find():
        for window in h.children(app.root):
            if window.name == title and h.is_showing(window):
                return window
        return None

    return h.wait_for(find, f"the window {title!r}")


def preferences_fields_are_named(lang):
    _ = h.translator(lang)
    with h.App(lang) as app:
        app.frame()
        with_control(",")
        dialog = dialog_named(app, _("Preferences"))
        expected = [plain(_(label)) for label in (
            "&Language:", "&Xiangqi pieces:", "&Makruk board:", "&Board colours:",
            "&Program:", "A&rguments:", "Thi&nk time per move (seconds):")]
        names = {o.name for o in h.walk(dialog) if o.name}
        missing = [e for e in expected if e not in names]
        assert not missing, f"no control is named {missing}; names: {sorted(names)}"
        h.press("Escape")
        h.wait_for(lambda: not any(w.name == _("Preferences") and h.is_showing(w)
                                   for w in h.children(app.root)), "Escape to close Preferences")


def new_game_fields_are_named(lang):
    _ = h.translator(lang)
    with h.App(lang) as app:
        app.frame()
        with_control("n")
        dialog = dialog_named(app, _("New game"))
        expected = [plain(_(label)) for label in (
            "&Game:", "&Rules:", "&Opponent:", "&Your side:", "&Level:",
            "this &position (FEN):", "Main time (minutes):", "Byo-yomi periods:",
            "Seconds per period:")]
        names = {o.name for o in h.walk(dialog, showing_only=False) if o.name}
        missing = [e for e in expected if e not in names]
        assert not missing, f"no control is named {missing}; names: {sorted(names)}"
        h.press("Escape")
        h.wait_for(lambda: not any(w.name == _("New game") and h.is_showing(w)
                                   for w in h.children(app.root)), "Escape to close New game")


def keyboard_help_covers_every_part(lang):
    """F1 opens the keyboard help: a dialog with a read-only text, both named
    "Keyboard", that has the focus and parts for everywhere, the library, the
    board and the modes, in the language; Escape closes it."""
    _ = h.translator(lang)
    sources = (
        "Everywhere:\n"
        "F1: this help\n"
        "Tab and Shift+Tab: go to the library, the board, the texts and the buttons\n"
        "Alt and an underlined letter: press that button, open that menu\n"
        "F10: the menu bar\n"
        "Ctrl+O: open a file, Ctrl+L: continue where I left off, F5: reload the library\n"
        "Ctrl+D: bookmark, Ctrl+Shift+D: bookmarks, Ctrl+,: preferences, Ctrl+Q: quit",
        "Library:\n"
        "F6: go to the library\n"
        "Up and Down: walk the entries without opening them\n"
        "Enter: open the entry\n"
        "+ and -: unfold and fold a game, a folder or a pack",
        "Board:\n"
        "Arrow keys: move the cursor over the board\n"
        "Enter or Space: select the piece under the cursor, or move there\n"
        "Type a move such as d3d4 (or h3e3 in Xiangqi), then Enter\n"
        "Escape: clear the selection\n"
        "Ctrl+R: flip the board\n"
        "Ctrl+E: explore where pieces can go",
        "Pack editor:\n"
        "Ctrl+Shift+T: the puzzle's position as text; type put, remove, clear, turn or fen "
        "there, help lists them\n"
        "Ctrl+T: try the puzzle as a learner would",
    )
    with h.App(lang) as app:
        app.frame()
        h.press("F1")
        dialog = dialog_named(app, _("Keyboard"))
        text = h.wait_for(lambda: h.find(dialog, role=pyatspi.ROLE_TEXT, name=_("Keyboard")),
                          "the help's text")
        h.wait_for(lambda: h.states(text).contains(pyatspi.STATE_FOCUSED), "the text to have the focus")
        content = text.queryText().getText(0, -1)
        for source in sources:
            assert _(source) in content, f"{_(source)!r} not in the keyboard help: {content!r}"
        h.press("Escape")
        h.wait_for(lambda: not any(w.name == _("Keyboard") and h.is_showing(w)
                                   for w in h.children(app.root)), "Escape to close the help")


def editor_fields_are_named(lang):
    """The pack editor's fields (pack and puzzle details) carry their labels'
    names, which follow the language."""
    _ = h.translator(lang)
    pack = os.path.join(h.SOURCE_DIR, "puzzles", "makruk-1-rules.xml")
    with h.App(lang, ["--editor", pack, "--item", "makruk.rules.02"]) as app:
        expected = [plain(_(label)) for label in (
            "Version", "Author", "Licence", "Grade (1-5):", "Stage:", "Tags:", "Source:")]

        def named():
            names = set()
            for window in h.children(app.root):
                names |= {o.name for o in h.walk(window, showing_only=False)
                          if o.name and o.getRole() != pyatspi.ROLE_LABEL}
            return names

        try:
            h.wait_for(lambda: all(e in named() for e in expected), "the editor's named fields",
                       limit=30)
        except AssertionError:
            missing = [e for e in expected if e not in named()]
            raise AssertionError(f"no field is named {missing}")


def tests():
    found = []
    for lang in LANGS:
        for test in (preferences_fields_are_named, new_game_fields_are_named,
                     keyboard_help_covers_every_part, editor_fields_are_named):
            found.append((f"{test.__name__}[{lang}]", lambda test=test, lang=lang: test(lang)))
    return found


if __name__ == "__main__":
    sys.exit(h.main(tests()))
