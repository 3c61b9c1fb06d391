#include "core/content/theme_catalog.h"

namespace chatur::content {

namespace {

constexpr auto M = VariantId::Makruk;
constexpr auto X = VariantId::Xiangqi;

std::vector<Theme> MakeThemes() {
    std::vector<Theme> t;
    auto add = [&](std::string_view id, Phrase name, ThemeGroup g,
                   std::optional<VariantId> only = std::nullopt) {
        t.push_back({id, std::move(name), g, only});
    };
    using G = ThemeGroup;
    // Mates. "mate" is any forced mate; mate-in-N says how long it is.
    add("mate", Say("Mate"), G::Mate);
    add("mate-in-1", Say("Mate in {1}", {Lit(1)}), G::Mate);
    add("mate-in-2", Say("Mate in {1}", {Lit(2)}), G::Mate);
    add("mate-in-3", Say("Mate in {1}", {Lit(3)}), G::Mate);
    add("mate-in-4", Say("Mate in {1}", {Lit(4)}), G::Mate);
    add("mate-in-5", Say("Mate in {1}", {Lit(5)}), G::Mate);
    // The classic named mates of Xiangqi.
    add("smothered-mate", Say("Smothered mate"), G::Mate, X);
    add("iron-bolt-mate", Say("Iron bolt mate"), G::Mate, X);
    add("double-chariot-mate", Say("Double chariot mate"), G::Mate, X);
    add("horse-cannon-mate", Say("Horse and cannon mate"), G::Mate, X);
    add("double-cannon-mate", Say("Double cannon mate"), G::Mate, X);
    // Tactics.
    add("material", Say("Winning material"), G::Tactic);
    add("fork", Say("Fork"), G::Tactic);
    add("pin", Say("Pin"), G::Tactic);
    add("skewer", Say("Skewer"), G::Tactic);
    add("discovered-attack", Say("Discovered attack"), G::Tactic);
    add("double-check", Say("Double check"), G::Tactic);
    add("sacrifice", Say("Sacrifice"), G::Tactic);
    add("capture-the-defender", Say("Capture the defender"), G::Tactic);
    add("quiet-move", Say("Quiet move"), G::Tactic);
    add("defence", Say("The only move that holds"), G::Tactic);
    // Rules that decide the puzzle.
    add("promotion", Say("Promotion"), G::Rule, M);
    add("counting", Say("Counting"), G::Rule, M);
    add("flying-general", Say("Facing generals"), G::Rule, X);
    add("cannon-screen", Say("Cannon screen"), G::Rule, X);
    return t;
}

}  // namespace

const std::vector<Theme>& Themes() {
    static const std::vector<Theme> themes = MakeThemes();
    return themes;
}

const Theme* FindTheme(std::string_view id) {
    for (const Theme& t : Themes())
        if (t.id == id) return &t;
    return nullptr;
}

std::vector<const Theme*> ThemesOf(VariantId variant) {
    std::vector<const Theme*> out;
    for (const Theme& t : Themes())
        if (!t.only || *t.only == variant) out.push_back(&t);
    return out;
}

}  // namespace chatur::content
