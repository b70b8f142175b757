// SPDX-License-Identifier: MIT
#pragma once

// Marks a label that core prints in English and the window shows translated: lupdate reads the macro as
// QT_TRANSLATE_NOOP (see LUPDATE_OPTIONS in app/CMakeLists.txt), core keeps no Qt dependency.
#define TLE_TRANSLATE_NOOP(context, text) text
