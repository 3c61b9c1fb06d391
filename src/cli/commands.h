// One entry point per chatur-cli subcommand (docs/cli.md). Each receives the
// arguments after the subcommand name and returns the process exit status.
#pragma once

namespace chatur::cli {

int RunLegal(int argc, char** argv);
int RunPerft(int argc, char** argv);
int RunPlay(int argc, char** argv);             // play.cpp (game rules)
int RunValidate(int argc, char** argv);         // validate.cpp (content)
int RunSolve(int argc, char** argv);            // solve.cpp (mate solver)
int RunMatch(int argc, char** argv);            // match.cpp (engine self-play)
int RunUci(int argc, char** argv);              // uci.cpp (UCI engine)
int RunImport(int argc, char** argv);           // import.cpp (pack import)
int RunDiagram(int argc, char** argv);          // diagram.cpp (board diagrams)
int RunExport(int argc, char** argv);           // export.cpp (PGN, worksheets)
int RunEndgame(int argc, char** argv);          // endgame.cpp (tablebases)
int RunSimulateLearner(int argc, char** argv);  // simulate_learner.cpp (training)
int RunSelfplay(int argc, char** argv);         // selfplay.cpp (games for mining)
int RunMine(int argc, char** argv);             // mine.cpp (puzzles from games)
int RunReview(int argc, char** argv);           // review.cpp (game review)
int RunTune(int argc, char** argv);             // tune.cpp (evaluation weights from games)

}  // namespace chatur::cli
