// SPDX-License-Identifier: MIT
#include "cli.h"

#include <iostream>

int main(int argc, char** argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    return tle::cli::run(args, std::cout, std::cerr);
}
