"""The dialogs through AT-SPI (issue 29): opened with keys alone, their fields
carry the names of the labels beside them, in English and in Thai. Run by
tests/a11y/run_atspi.sh."""

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


def tests():
    found = []
    for lang in LANGS:
        for test in (preferences_fields_are_named, new_game_fields_are_named):
            found.append((f"{test.__name__}[{lang}]", lambda test=test, lang=lang: test(lang)))
    return found


if __name__ == "__main__":
    sys.exit(h.main(tests()))
