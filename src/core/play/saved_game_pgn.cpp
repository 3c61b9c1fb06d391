// PGN export of a PlaySession (declared in saved_game.h).
#include <sstream>

#include "core/notation/game_fen.h"
#include "core/notation/pgn_writer.h"
#include "core/play/saved_game.h"

namespace chatur {

std::string_view PgnResult(Result result) {
    switch (result) {
        case Result::WhiteWins:
            return "1-0";
        case Result::BlackWins:
            return "0-1";
        case Result::Draw:
            return "1/2-1/2";
        case Result::Ongoing:
            break;
    }
    return "*";
}

std::vector<std::string> MoveTokens(const PlaySession& session) {
    const Game& game = session.GetGame();
    int ply = game.GamePly() - game.PliesPlayed();  // plies before the game's first move
    std::vector<std::string> tokens;
    bool numberNext = true;  // the first move always carries its number
    for (const std::string& action : session.Actions()) {
        // A move is a square and a square ("e3e4"); every command is a word.
        const bool isMove = action.size() >= 4 && action[1] >= '0' && action[1] <= '9';
        if (!isMove) {
            tokens.push_back("{" + action + "}");
            numberNext = true;
            continue;
        }
        const int number = ply / 2 + 1;
        if (ply % 2 == 0)
            tokens.push_back(std::to_string(number) + ".");
        else if (numberNext)
            tokens.push_back(std::to_string(number) + "...");
        tokens.push_back(action);
        numberNext = false;
        ++ply;
    }
    return tokens;
}

std::string ToPgn(const PlaySession& session, const PgnTags& tags) {
    const GameSetup& setup = session.Setup();
    auto created = CreateGame(setup);
    const Game* initial = std::get_if<Game>(&created);
    const std::string fen = initial ? GameFen(*initial) : setup.fen;
    const std::string_view result = PgnResult(session.FinalResult());

    std::ostringstream out;
    auto tag = [&](std::string_view name, std::string_view value) { out << PgnTag(name, value); };
    tag("Event", tags.event);
    tag("Site", tags.site);
    tag("Date", tags.date);
    tag("Round", "-");
    tag("White", tags.white);
    tag("Black", tags.black);
    tag("Result", result);
    tag("Variant", setup.variant == VariantId::Makruk ? "Makruk" : "Xiangqi");
    tag("SetUp", "1");
    tag("FEN", fen);
    if (session.GetGame().IsOver())
        tag("Termination", ReasonKey(session.GetGame().GetOutcome().reason));
    out << '\n';

    PgnMoveText moves;
    for (const std::string& token : MoveTokens(session)) moves.Add(token);
    moves.Add(result);
    out << moves.Finish();
    return out.str();
}

}  // namespace chatur
