// SPDX-License-Identifier: MIT
#include "report/l1fit.h"

#include "optimizer/shared/opmodel.h"

#include <fmt/format.h>

namespace tle {

std::optional<L1Fit> l1Fit(const AnyLayout& layout, const OptimizerDevice& device)
{
    std::optional<int64_t> bytes;
    if (const auto* metal = std::get_if<MetalLayout>(&layout)) {
        if (metal->spec().memorySpace == MemorySpace::DeviceL1)
            bytes = metal->bytesPerShard();
    } else if (const auto* ttnn = std::get_if<TtnnTensor>(&layout)) {
        if (ttnn->layout.spec().bufferType == BufferType::L1)
            bytes = l1BytesPerCore(ttnn->layout);
    }
    if (!bytes)
        return std::nullopt;
    return L1Fit { .bytesPerCore = *bytes,
        .usableBytes = device.l1UsableBytesPerCore,
        .capacityBytes = device.device.l1BytesPerCore,
        .device = device.device.name };
}

std::string l1FitText(const L1Fit& fit)
{
    const std::string head = fmt::format("{} of {} usable bytes ({})", fit.bytesPerCore, fit.usableBytes, fit.device);
    if (fit.fits())
        return fmt::format("{}: fits, {:.1f} % of the usable L1", head,
            fit.usableBytes > 0 ? 100.0 * double(fit.bytesPerCore) / double(fit.usableBytes) : 0.0);
    return fmt::format("{}: does not fit, {:.1f} times the usable L1", head,
        double(fit.bytesPerCore) / double(std::max<int64_t>(1, fit.usableBytes)));
}

} // namespace tle
