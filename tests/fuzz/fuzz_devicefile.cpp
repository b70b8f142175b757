// SPDX-License-Identifier: MIT
// Fuzzes the device file reader. Invalid input must end in tle::Error only; a device that reads must
// validate, write back to text that reads to the same device, and keep its derived sizes finite.
#include "io/files/devicefile.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const tle::OptimizerDevice d = tle::readOptimizerDevice(text);
        d.validate();
        const std::string written = tle::writeOptimizerDevice(d);
        if (tle::writeOptimizerDevice(tle::readOptimizerDevice(written)) != written) {
            std::fprintf(stderr, "fuzz_devicefile: round trip differs\n%s\n", written.c_str());
            std::abort();
        }
        // The slowest rate over the largest L1 stays a finite time.
        if (!std::isfinite(double(d.device.l1BytesPerCore) / d.dramBandwidth)) {
            std::fprintf(stderr, "fuzz_devicefile: an estimate overflows\n%s\n", written.c_str());
            std::abort();
        }
    } catch (const tle::Error&) { }
    return 0;
}
