#include "gui/app.h"

wxIMPLEMENT_APP(chatur::gui::App);
