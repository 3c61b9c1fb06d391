// One entry point per chatur-cli subcommand (SPEC section 6). Each receives the
// arguments after the subcommand name and returns the process exit status.
#pragma once

namespace chatur::cli {

int RunLegal(int argc, char** argv);
int RunPerft(int argc, char** argv);
int RunPlay(int argc, char** argv);             // play.cpp (game rules, issue 3)
int RunValidate(int argc, char** argv);         // validate.cpp (content, issue 4)
int RunSolve(int argc, char** argv);            // solve.cpp (mate solver, issue 8)
int RunMatch(int argc, char** argv);            // match.cpp (engine self-play, issue 8)
int RunUci(int argc, char** argv);              // uci.cpp (UCI engine, issue 8)
int RunImport(int argc, char** argv);           // import.cpp (pack import, issue 9)
int RunDiagram(int argc, char** argv);          // diagram.cpp (board diagrams, issue 9)
int RunExport(int argc, char** argv);           // export.cpp (PGN, worksheets, issue 9)
int RunEndgame(int argc, char** argv);          // endgame.cpp (tablebases, issue 17)
int RunSimulateLearner(int argc, char** argv);  // simulate_learner.cpp (training, issue 16)
int RunSelfplay(int argc, char** argv);         // selfplay.cpp (games for mining, issue 15)
int RunMine(int argc, char** argv);             // mine.cpp (puzzles from games, issue 15)
int RunTune(int argc, char** argv);  // tune.cpp (evaluation weights from games, issue 20)

}  // namespace chatur::cli
