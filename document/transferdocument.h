// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "layout/anylayout.h"
#include "transfer/noctrace.h"
#include "transfer/transferplan.h"

#include <QObject>
#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace tle {

class JobRunner;
class JobSlot;

// A destination the Transfer view offers: a layout the tensor can take on the device.
struct TransferChoice
{
    std::string label; // "l1 block sharded 8x8"
    std::shared_ptr<const AnyLayout> layout;
    QString text; // its TTNN text
};

// What the Transfer view shows: the change from the open layout (the source) into a destination on a device, its
// plan, and a NoC trace recorded beside it. Plans and traces are made through the job runner, a newer request
// superseding one still running; a document without a runner (an export) makes them at once on the caller's thread.
class TransferDocument : public QObject
{
    Q_OBJECT
public:
    explicit TransferDocument(JobRunner* runner, QObject* parent = nullptr);
    ~TransferDocument() override;

    // The open layout. An XLA layout names no cores or banks and leaves no source. The destination is the one handed
    // over ahead of the source (setNextDestination), else the one shown while it holds the same tensor, else the
    // first choice.
    void setSource(std::shared_ptr<const AnyLayout> layout);
    // The device the change is planned on (the default Wormhole n150 until one is set); its grid also decides the
    // choices.
    void setDevice(std::shared_ptr<const OptimizerDevice> device);
    // A drill-down's destination, planned when its source arrives next.
    void setNextDestination(std::shared_ptr<const AnyLayout> to);
    void setDestination(std::shared_ptr<const AnyLayout> to);
    // A destination typed in any notation; text that does not parse is the plan's error.
    void setDestinationText(const QString& text);
    // Reads a NoC trace recorded by tt-metal's profiler and shows it; traceError says why it could not be read.
    void loadTrace(const QString& path);
    void setShowTrace(bool show);
    void setNoc(int noc); // 0, 1, or -1 for both

    const std::shared_ptr<const AnyLayout>& source() const { return m_source; }
    const OptimizerDevice& device() const { return *m_device; }
    const std::vector<TransferChoice>& choices() const { return m_choices; }
    const std::shared_ptr<const AnyLayout>& destination() const { return m_destination; }
    // The destination's text: a choice's TTNN text, or as typed.
    const QString& destinationText() const { return m_destinationText; }
    const std::shared_ptr<const TransferPlan>& plan() const { return m_plan; }
    // Why the destination could not be planned; empty when it was or none is chosen.
    const QString& error() const { return m_error; }
    bool isPlanning() const { return m_planning; }
    const std::shared_ptr<const RecordedTransfer>& trace() const { return m_trace; }
    const QString& traceName() const { return m_traceName; }
    const QString& traceError() const { return m_traceError; }
    // The trace is drawn rather than the model: one is loaded and chosen.
    bool showsTrace() const { return m_showTrace && m_trace; }
    std::shared_ptr<const TransferPlan> shown() const;
    int noc() const { return m_noc; }

signals:
    // The source or the device changed, and with them the choices.
    void sourceChanged();
    // Planning started, or a plan or its error arrived.
    void planChanged();
    void traceChanged();
    // What is drawn changed: the trace or the model, the NoC.
    void displayChanged();

private:
    void fillChoices();
    void choose(std::shared_ptr<const AnyLayout> to, QString text);
    void replan();
    void showPlan(std::shared_ptr<const TransferPlan> plan, const QString& error);
    void showTrace(std::shared_ptr<const RecordedTransfer> trace, const QString& name);
    void traceFailed(const char* why);
    bool holdsSourceTensor(const AnyLayout& layout) const;

    JobRunner* m_runner = nullptr;
    JobSlot* m_planSlot = nullptr;
    JobSlot* m_traceSlot = nullptr;
    std::shared_ptr<const AnyLayout> m_source;
    std::shared_ptr<const OptimizerDevice> m_device;
    std::vector<TransferChoice> m_choices;
    std::shared_ptr<const AnyLayout> m_next;
    std::shared_ptr<const AnyLayout> m_destination;
    QString m_destinationText;
    std::shared_ptr<const TransferPlan> m_plan;
    QString m_error;
    bool m_planning = false;
    std::shared_ptr<const RecordedTransfer> m_trace;
    QString m_traceName;
    QString m_loadingTrace; // the file being read
    QString m_traceError;
    bool m_showTrace = false;
    int m_noc = -1;
};

} // namespace tle
