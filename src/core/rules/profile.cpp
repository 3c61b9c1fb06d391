#include "core/rules/profile.h"

#include <array>

namespace chatur {

namespace {

// The four profiles of docs/rules.md, as data.
constexpr std::array<RuleProfile, 4> kProfiles{{
    {.name = "counting",
     .variant = VariantId::Makruk,
     .counting = CountingRule::Declared,
     .counterMateDraws = true,
     .repetition = RepetitionRule::Draw,
     .material = MaterialRule::TwoKhuns,
     .fiftyMovePlies = 0,
     .plyLimit = 400,
     .fenCarriesCount = false,
     .stalemateDraws = true},
    {.name = "fifty",
     .variant = VariantId::Makruk,
     .counting = CountingRule::None,
     .counterMateDraws = false,
     .repetition = RepetitionRule::Draw,
     .material = MaterialRule::DeadPosition,
     .fiftyMovePlies = 100,
     .plyLimit = 0,
     .fenCarriesCount = false,
     .stalemateDraws = true},
    {.name = "auto-count",
     .variant = VariantId::Makruk,
     .counting = CountingRule::Automatic,
     .counterMateDraws = false,
     .repetition = RepetitionRule::DrawOnClaim,
     .material = MaterialRule::DeadPosition,
     .fiftyMovePlies = 0,
     .plyLimit = 400,
     .fenCarriesCount = true,
     .stalemateDraws = true},
    {.name = "basic",
     .variant = VariantId::Xiangqi,
     .counting = CountingRule::None,
     .counterMateDraws = false,
     .repetition = RepetitionRule::PerpetualCheck,
     .material = MaterialRule::NoAttackers,
     .fiftyMovePlies = 0,
     .plyLimit = 300,
     .fenCarriesCount = false,
     .stalemateDraws = false},
}};

bool IsMetMover(PieceType t) {
    return t == PieceType::Met || t == PieceType::BiaNgai;
}

}  // namespace

std::string RuleProfile::FullName() const {
    return std::string(GetVariant(variant).name) + "/" + std::string(name);
}

std::span<const RuleProfile> AllProfiles() {
    return kProfiles;
}

const RuleProfile& DefaultProfile(const Variant& variant) {
    for (const RuleProfile& p : kProfiles)
        if (p.variant == variant.id && p.name == variant.defaultProfile) return p;
    return variant.id == VariantId::Makruk ? kProfiles[0] : kProfiles[3];
}

std::variant<const RuleProfile*, ProfileError> FindProfile(const Variant& variant,
                                                           std::string_view name) {
    std::string_view shortName = name;
    if (auto slash = name.find('/'); slash != std::string_view::npos) {
        if (name.substr(0, slash) != variant.name)
            return ProfileError{"profile '" + std::string(name) + "' is not a " +
                                std::string(variant.name) + " profile"};
        shortName = name.substr(slash + 1);
    }
    std::string known;
    for (const RuleProfile& p : kProfiles) {
        if (p.variant != variant.id) continue;
        if (p.name == shortName) return &p;
        known += (known.empty() ? "" : ", ") + std::string(p.name);
    }
    return ProfileError{"unknown " + std::string(variant.name) + " profile '" + std::string(name) +
                        "' (expected " + known + ")"};
}

bool OnlyKings(const Position& pos) {
    return pos.CountNonKing(Color::White) == 0 && pos.CountNonKing(Color::Black) == 0;
}

bool IsDeadMakruk(const Position& pos) {
    const Variant& v = pos.GetVariant();
    if (v.id != VariantId::Makruk) return false;
    // Which pieces stand besides the Khuns, and on which square colours the
    // Met-movers stand.
    int metMovers = 0, others = 0, ma[2] = {0, 0};
    bool colourSeen[2] = {false, false};
    for (int s = 0; s < v.SquareCount(); ++s) {
        Piece p = pos.PieceAt(Square(s));
        if (IsEmpty(p) || TypeOf(p) == PieceType::King) continue;
        if (IsMetMover(TypeOf(p))) {
            ++metMovers;
            colourSeen[(v.FileOf(Square(s)) + v.RankOf(Square(s))) % 2] = true;
        } else {
            ++others;
            if (TypeOf(p) == PieceType::Horse) ++ma[Index(ColorOf(p))];
        }
    }
    if (metMovers == 0 && others == 0) return true;                                // (1)
    if (others == 0 && !(colourSeen[0] && colourSeen[1])) return true;             // (2)
    if (metMovers == 0 && others == 1 && (ma[0] == 1 || ma[1] == 1)) return true;  // (3)
    return false;
}

bool XiangqiNoAttackers(const Position& pos) {
    for (Color c : {Color::White, Color::Black})
        for (PieceType t : {PieceType::Rook, PieceType::Horse, PieceType::Cannon, PieceType::Pawn})
            if (pos.CountPieces(c, t)) return false;
    return true;
}

bool IsInsufficientMaterial(const RuleProfile& profile, const Position& pos) {
    switch (profile.material) {
        case MaterialRule::TwoKhuns:
            return OnlyKings(pos);
        case MaterialRule::DeadPosition:
            return IsDeadMakruk(pos);
        case MaterialRule::NoAttackers:
            return XiangqiNoAttackers(pos);
    }
    return false;
}

}  // namespace chatur
