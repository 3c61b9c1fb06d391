// `chatur-cli validate --deep`: proves `move` puzzles sound with the mate solver.
// A puzzle whose goal is mate in N (or whose fixed line ends in mate) must have
// no mating first move the pack does not list: such a cook would be a second
// solution the learner could find. Also, the stated first move must really force
// mate within N. Findings are errors; a search that ran out of its budget is a
// warning, since it proved nothing either way.
#pragma once

#include "core/content/validator.h"

namespace chatur::content {

// A DeepCheck for ValidateOptions; `maxTimeMsPerPuzzle` bounds each proof.
DeepCheck MakeSolverDeepCheck(int maxTimeMsPerPuzzle = 20000);

}  // namespace chatur::content
