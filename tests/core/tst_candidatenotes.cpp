// SPDX-License-Identifier: MIT
// An op's candidate notes read like a vector, are shared between ops noted alike through a pool, and are copied
// only when one sharer changes them; and a million-op chain's plan keeps its distinct note lists only.
#include "optimizer/shared/candidatenotes.h"

#include <QTest>

using namespace tle;

class TestCandidateNotes : public QObject
{
    Q_OBJECT

private slots:
    void readsLikeAVector();
    void poolShares_data();
    void poolShares();
    void changeCopiesShared();
    void remarkCopiesShareValues();
    void wordedOnRead();
    void wordedWrittenOutOnChange();
};

namespace {

CandidateNote note(Verdict verdict, Remark reason, std::optional<std::array<int64_t, 2>> grid = std::nullopt)
{
    return { LayoutChoice { .buffer = BufferType::L1,
                 .memory = grid ? TtnnMemoryLayout::BlockSharded : TtnnMemoryLayout::Interleaved,
                 .grid = grid },
        verdict, std::move(reason) };
}

// Words note i as the (i + 1)-th ranked: what a policy keeps as numbers and words when asked.
class RankSource : public CandidateNoteSource
{
public:
    explicit RankSource(size_t count)
        : m_count(count)
    { }
    size_t size() const override { return m_count; }
    CandidateNote at(size_t index) const override
    {
        ++reads;
        return note(index == 0 ? Verdict::Chosen : Verdict::RankedLower,
            Remark(RemarkKind::BeamRank, { NV("Rank", index + 1), NV("Microseconds", std::to_string(index)) }));
    }
    mutable int reads = 0;

private:
    size_t m_count;
};

int64_t rankOf(const CandidateNote& n)
{
    return std::get<int64_t>(*n.reason.find("Rank"));
}

} // namespace

void TestCandidateNotes::readsLikeAVector()
{
    CandidateNotes notes;
    QVERIFY(notes.empty());
    QCOMPARE(notes.size(), size_t(0));
    QVERIFY(notes.begin() == notes.end());
    notes.push_back(note(Verdict::RankedLower, RemarkKind::LessCoreUsage));
    notes.push_back(note(Verdict::Rejected, RemarkKind::BeyondMaxLegal));
    notes.insert(notes.begin(), note(Verdict::Chosen, RemarkKind::HighestCoreUsage));
    QCOMPARE(notes.size(), size_t(3));
    QCOMPARE(notes.front().verdict, Verdict::Chosen);
    QCOMPARE(notes[1].reason.kind, RemarkKind::LessCoreUsage);
    QCOMPARE(notes.back().verdict, Verdict::Rejected);
    QCOMPARE(std::ranges::count(notes, Verdict::Rejected, &CandidateNote::verdict), 1);
    notes.clear();
    QVERIFY(notes.empty());
}

void TestCandidateNotes::poolShares_data()
{
    QTest::addColumn<int>("variant"); // what the second list changes against the first
    QTest::addColumn<bool>("shared");

    QTest::newRow("equal lists") << 0 << true;
    QTest::newRow("another verdict") << 1 << false;
    QTest::newRow("another grid") << 2 << false;
    QTest::newRow("another argument value") << 3 << false;
    QTest::newRow("another nested remark") << 4 << false;
    QTest::newRow("one note fewer") << 5 << false;
}

void TestCandidateNotes::poolShares()
{
    QFETCH(int, variant);
    QFETCH(bool, shared);
    auto make = [](int v) {
        CandidateNotes notes;
        notes.push_back(note(v == 1 ? Verdict::Rejected : Verdict::Chosen, RemarkKind::HighestCoreUsage,
            std::array<int64_t, 2> { 8, v == 2 ? 4 : 8 }));
        notes.push_back(note(Verdict::RankedLower,
            Remark(RemarkKind::BeamRank, { NV("Rank", v == 3 ? 3 : 2), NV("Microseconds", "1.25") })));
        if (v != 5)
            notes.push_back(note(Verdict::Rejected,
                Remark(RemarkKind::LeastReshardAtFork,
                    { NV("Reason",
                        Remark(RemarkKind::BeamRank, { NV("Rank", v == 4 ? 7 : 1), NV("Microseconds", "2") })) })));
        return notes;
    };
    CandidateNotePool pool;
    CandidateNotes first = make(0);
    CandidateNotes second = make(variant);
    pool.share(first);
    pool.share(second);
    QCOMPARE(second.shares(first), shared);
    QCOMPARE(pool.distinct(), shared ? size_t(1) : size_t(2));
}

void TestCandidateNotes::changeCopiesShared()
{
    CandidateNotePool pool;
    CandidateNotes a { note(Verdict::Chosen, RemarkKind::HighestCoreUsage) };
    CandidateNotes b { note(Verdict::Chosen, RemarkKind::HighestCoreUsage) };
    pool.share(a);
    pool.share(b);
    QVERIFY(a.shares(b));
    b.push_back(note(Verdict::RankedLower, RemarkKind::LessCoreUsage));
    QVERIFY(!a.shares(b));
    QCOMPARE(a.size(), size_t(1));
    QCOMPARE(b.size(), size_t(2));
    // A copy of a decision shares its notes until either changes them.
    CandidateNotes c = a;
    QVERIFY(c.shares(a));
    c.insert(c.begin(), note(Verdict::Rejected, RemarkKind::BeyondMaxLegal));
    QCOMPARE(a.size(), size_t(1));
    QCOMPARE(c.size(), size_t(2));
    QCOMPARE(c.front().verdict, Verdict::Rejected);
    QCOMPARE(a.front().verdict, Verdict::Chosen);
}

// A remark never changes once made, so its copies (a reason handed to many ops) share its values.
void TestCandidateNotes::remarkCopiesShareValues()
{
    const Remark made(RemarkKind::BeamRank, { NV("Rank", 2), NV("Microseconds", "1.25") });
    const Remark copy = made;
    QCOMPARE(copy.args().size(), size_t(2));
    QCOMPARE(copy.args().data(), made.args().data());
    QCOMPARE(std::get<int64_t>(*copy.find("Rank")), int64_t(2));
    QCOMPARE(std::get<std::string>(*copy.find("Microseconds")), std::string("1.25"));
    QVERIFY(!copy.find("Width"));
    std::vector<RemarkArg> args { NV("Width", 8) };
    const Remark fromVector(RemarkKind::BeyondBeamWidth, std::move(args));
    QCOMPARE(std::get<int64_t>(*fromVector.find("Width")), int64_t(8));
    const Remark bare(RemarkKind::LessCoreUsage);
    QVERIFY(bare.args().empty());
    QVERIFY(!bare.empty());
    QVERIFY(Remark().empty());
}

// Notes from a source are worded on each read, in the source's order, and read through every way a vector is read.
void TestCandidateNotes::wordedOnRead()
{
    auto source = std::make_shared<RankSource>(4);
    const CandidateNotes notes(source);
    QVERIFY(notes.worded());
    QCOMPARE(notes.size(), size_t(4));
    QCOMPARE(source->reads, 0);
    int64_t expected = 1;
    for (const CandidateNote& n : notes)
        QCOMPARE(rankOf(n), expected++);
    QCOMPARE(source->reads, 4);
    QCOMPARE(rankOf(notes[2]), int64_t(3));
    QCOMPARE(rankOf(notes.back()), int64_t(4));
    QCOMPARE(notes.front().verdict, Verdict::Chosen);
    QCOMPARE(notes.begin()->verdict, Verdict::Chosen);
    QCOMPARE(notes.end() - notes.begin(), std::ptrdiff_t(4));
    QCOMPARE(rankOf((notes.begin() + 3)[-1]), int64_t(3));
    QCOMPARE(std::ranges::count(notes, Verdict::RankedLower, &CandidateNote::verdict), 3);
    const auto chosen = std::ranges::find(notes, Verdict::Chosen, &CandidateNote::verdict);
    QCOMPARE(chosen - notes.begin(), std::ptrdiff_t(0));
    static_assert(std::random_access_iterator<CandidateNotes::const_iterator>);
    QVERIFY(CandidateNotes(std::make_shared<RankSource>(0)).empty());
}

// A change writes the worded notes out into a list of the holder's own; a copy made before keeps reading the source.
void TestCandidateNotes::wordedWrittenOutOnChange()
{
    const CandidateNotes original(std::make_shared<RankSource>(3));
    CandidateNotes changed = original;
    changed.insert(changed.begin() + 1, note(Verdict::Rejected, RemarkKind::BeyondMaxLegal));
    changed.push_back(note(Verdict::Rejected, RemarkKind::DemotedBySpillPlanner));
    QVERIFY(!changed.worded());
    QVERIFY(original.worded());
    QCOMPARE(original.size(), size_t(3));
    QCOMPARE(changed.size(), size_t(5));
    QCOMPARE(rankOf(changed[0]), int64_t(1));
    QCOMPARE(changed[1].reason.kind, RemarkKind::BeyondMaxLegal);
    QCOMPARE(rankOf(changed[2]), int64_t(2));
    QCOMPARE(rankOf(changed[3]), int64_t(3));
    QCOMPARE(changed[4].reason.kind, RemarkKind::DemotedBySpillPlanner);
    changed.clear();
    QVERIFY(changed.empty());
    QVERIFY(!changed.worded());
}

QTEST_GUILESS_MAIN(TestCandidateNotes)
#include "tst_candidatenotes.moc"
