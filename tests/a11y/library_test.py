"""The library and the lessons through AT-SPI, as a screen reader meets them on
a fresh start in English and in Thai (issue 29): the menus carry their names,
the library's games, lessons and packs are accessible objects with their
titles, and a lesson opens with keys alone. Run by tests/a11y/run_atspi.sh."""

import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

import pyatspi

import chatur_atspi as h

LANGS = ("en", "th")


def title_in(element, lang):
    texts = {t.get("lang"): (t.text or "").strip() for t in element.findall("title/text")}
    return texts.get(lang) or texts.get("en", "")


def library_titles(lang):
    """What the library lists for the bundled content: the title of every
    one-lesson file's lesson, and of every other lesson or puzzle pack."""
    titles = []
    files = sorted(glob.glob(os.path.join(h.SOURCE_DIR, "lessons", "**", "*.xml"), recursive=True))
    files += sorted(glob.glob(os.path.join(h.SOURCE_DIR, "puzzles", "*.xml")))
    for path in files:
        pack = ET.parse(path).getroot()
        lessons = pack.findall(".//lesson")
        puzzles = pack.findall(".//puzzle")
        if not puzzles and len(lessons) == 1:
            titles.append(title_in(lessons[0], lang))
        else:
            titles.append(title_in(pack, lang))
    return titles


def first_lesson_title(lang):
    pack = ET.parse(os.path.join(h.SOURCE_DIR, "lessons", "makruk", "01-board.xml")).getroot()
    return title_in(pack.find(".//lesson"), lang)


def library_tree(app):
    return h.wait_for(
        lambda: h.find(app.frame(), role=pyatspi.ROLE_TREE_TABLE, name=h.translator(app.lang)("Library")),
        "the library's tree table",
    )


def named_cells(tree):
    """The cells of the tree's rows that carry text (a row holds an icon cell
    and a text cell)."""
    return [c for c in h.walk(tree) if c.getRole() == pyatspi.ROLE_TABLE_CELL and c.name]


def row_words(tree, title):
    """The cells after the cell holding `title` in its row: the badge in words."""
    cells = [c for c in h.children(tree) if c.getRole() == pyatspi.ROLE_TABLE_CELL]
    for i, cell in enumerate(cells):
        if any(child.name == title for child in h.children(cell)):
            return [c.name for c in cells[i + 1:i + 2]]
    return None


def shown_labels(app):
    """The texts of the labels shown: a mode opened changes them."""
    return sorted(label.name for label in h.find_all(app.frame(), role=pyatspi.ROLE_LABEL))


def menus_are_named(lang):
    _ = h.translator(lang)
    with h.App(lang) as app:
        bar = h.wait_for(lambda: h.find(app.frame(), role=pyatspi.ROLE_MENU_BAR), "the menu bar")
        names = [m.name for m in h.children(bar)]
        for menu in ("&File", "&Help"):
            expected = _(menu).replace("&", "")
            assert expected in names, f"menu {expected!r} not among {names}"


def library_lists_lessons_and_packs(lang):
    _ = h.translator(lang)
    with h.App(lang) as app:
        tree = library_tree(app)
        expected = [_("Start here"), _("Lessons"), _("Puzzle packs"), _("Free play")]
        expected += library_titles(lang)

        def names():
            return [c.name for c in named_cells(tree)]

        def all_there():
            shown = names()
            return all(any(e and e in n for n in shown) for e in expected)

        try:
            h.wait_for(all_there, "every lesson and pack in the library", limit=30)
        except AssertionError:
            shown = names()
            missing = [e for e in expected if not any(e in n for n in shown)]
            raise AssertionError(f"not in the library: {missing}; shown: {shown}")


def badges_are_read_as_words(lang):
    """A screen reader hears a lesson's state, not only its title: the row's
    second cell words the badge the icon shows (issue 29)."""
    _ = h.translator(lang)
    lesson = first_lesson_title(lang)
    with h.App(lang) as app:
        tree = library_tree(app)
        words = h.wait_for(lambda: row_words(tree, lesson), f"the row of {lesson!r}")
        assert words == [_("not tried")], f"the row of {lesson!r} says {words} after its title"


def lesson_opens_with_keys(lang):
    _ = h.translator(lang)
    lesson = first_lesson_title(lang)
    step = re.compile(re.escape(_("Step %d of %d")).replace("%d", r"(\d+)"))
    with h.App(lang) as app:
        tree = library_tree(app)

        def in_tree(obj):
            return obj == tree or obj.parent == tree

        app.focus_on(in_tree, "the library")

        shown_before = shown_labels(app)

        def cursor():
            """The text cell of the selected row."""
            for cell in named_cells(tree):
                if h.states(cell).contains(pyatspi.STATE_SELECTED):
                    return cell
            return None

        def lesson_shown():
            return h.find(app.frame(), role=pyatspi.ROLE_LABEL, name=lesson)

        for _press in range(80):
            now = cursor()
            if now is not None and now.name == lesson:
                break
            before = now.name if now is not None else None
            h.press("Down")
            h.wait_for(lambda: cursor() is not None and cursor().name != before,
                       f"the selection to move on from {before!r}")
        else:
            raise AssertionError(f"the lesson {lesson!r} was never reached with Down")
        assert shown_labels(app) == shown_before, (
            f"walking the library with the arrow keys opened something: {shown_before} became "
            f"{shown_labels(app)}"
        )
        h.press("Return")
        h.wait_for(lesson_shown, f"the lesson {lesson!r} to open")
        h.wait_for(lambda: h.find(app.frame(), role=pyatspi.ROLE_TEXT, name=lesson),
                   "the step's text, named after the lesson")
        h.wait_for(
            lambda: any(
                (m := step.fullmatch(label.name or "")) and m.group(1) == "1"
                for label in h.find_all(app.frame(), role=pyatspi.ROLE_LABEL)
            ),
            "the label saying it is step 1",
        )


def packs_fold_with_keys(lang):
    """A pack unfolds with + and folds with - (GTK's tree keys), opening nothing."""
    _ = h.translator(lang)
    with h.App(lang) as app:
        tree = library_tree(app)
        app.focus_on(lambda o: o == tree or o.parent == tree, "the library")
        shown_before = shown_labels(app)
        packs = _("Puzzle packs")

        def selected():
            return next((c.name for c in named_cells(tree)
                         if h.states(c).contains(pyatspi.STATE_SELECTED)), None)

        for _press in range(80):  # down to the first pack under "Puzzle packs"
            before = selected()
            h.press("Down")
            h.wait_for(lambda: selected() != before, "the selection to move")
            if before == packs:
                break
        pack = selected()
        rows = len(named_cells(tree))
        h.press("plus")
        h.wait_for(lambda: len(named_cells(tree)) > rows, f"{pack!r} to unfold with +")
        h.press("minus")
        h.wait_for(lambda: len(named_cells(tree)) == rows, f"{pack!r} to fold with -")
        assert shown_labels(app) == shown_before, "walking and folding the library opened something"


def a_click_opens_after_keys(lang):
    """The arrow keys only select; a click still opens what it selects."""
    lesson = first_lesson_title(lang)
    with h.App(lang) as app:
        tree = library_tree(app)
        app.focus_on(lambda o: o == tree or o.parent == tree, "the library")
        h.press("Down")
        cell = h.wait_for(
            lambda: next((c for c in named_cells(tree) if c.name == lesson), None),
            f"the cell of {lesson!r}",
        )
        h.click(cell)
        h.wait_for(
            lambda: h.find(app.frame(), role=pyatspi.ROLE_LABEL, name=lesson),
            f"the lesson {lesson!r} to open on a click",
        )


def tab_leads_round_without_a_trap(lang):
    """Tab goes from the library through the window and comes back to it: no
    control keeps the focus for itself."""
    with h.App(lang) as app:
        tree = library_tree(app)
        app.focus_on(lambda o: o == tree or o.parent == tree, "the library")
        app.focus_on(lambda o: not (o == tree or o.parent == tree), "something after the library")
        visited = app.visit_with_tab(lambda o: o == tree or o.parent == tree, max_presses=80)
        assert any(o.getRole() == pyatspi.ROLE_PUSH_BUTTON for o in visited), (
            f"Tab never reached a button: {[h.describe(o) for o in visited]}")


def home_page_lessons_are_named(lang):
    """The home page's list of lessons and their packs (shown on a first start) is named."""
    _ = h.translator(lang)
    with h.App(lang) as app:
        h.wait_for(lambda: h.find(app.frame(), role=pyatspi.ROLE_TABLE,
                                  name=_("Lessons and puzzle packs")),
                   "the home page's list named Lessons and puzzle packs")


def tab_reaches_a_button(lang):
    with h.App(lang) as app:
        app.focus_on(lambda o: o.getRole() == pyatspi.ROLE_PUSH_BUTTON, "a push button")


def tests():
    found = []
    for lang in LANGS:
        for test in (menus_are_named, tab_reaches_a_button, tab_leads_round_without_a_trap,
                     home_page_lessons_are_named,
                     library_lists_lessons_and_packs, badges_are_read_as_words,
                     lesson_opens_with_keys, a_click_opens_after_keys, packs_fold_with_keys):
            found.append((f"{test.__name__}[{lang}]", lambda test=test, lang=lang: test(lang)))
    return found


if __name__ == "__main__":
    sys.exit(h.main(tests()))
