// SPDX-License-Identifier: MIT
// The mapping table (`map --all`) against the full answer on every element: every sample layout (metal, TTNN,
// XLA) and an N-D sharded TTNN layout; its size limit; and the .npy file it is written to, byte by byte.
#include "io/layouttext/anylayoutparser.h"
#include "io/layouttext/layoutfile.h"
#include "io/files/npyfile.h"
#include "layout/mappingtable.h"
#include "layout/metal/metalmapping.h"
#include "layout/ttnn/ttnnmapping.h"
#include "util/error.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cstring>
#include <stdexcept>
#include <thread>

using namespace tle;

class TestMappingTable : public QObject
{
    Q_OBJECT

private slots:
    void samples_data();
    void samples();
    void ndSharded();
    void tooLarge();
    void npyHeader_data();
    void npyHeader();
    void npyFile();
    void npyUnwritable();
    void npyCancelled();
    void npyRacingWriters();
};

namespace {

// Empty when every element's planes hold the full answer's place, else the first disagreement.
QString check(const AnyLayout& layout, const MappingTable& table)
{
    const Shape& shape = logicalShapeOf(layout);
    const int64_t elements = int64_t(table.values.size() / std::max<size_t>(table.planes.size(), 1));
    Shape index(shape.size());
    for (int64_t e = 0; e < elements; ++e) {
        unravelRowMajor(e, shape, index);
        std::vector<int64_t> expected;
        if (const auto* metal = std::get_if<MetalLayout>(&layout)) {
            const MetalPlace place = mapElement(*metal, index);
            expected = { rowMajorIndex(place.core, metal->grid()), place.shardLinearOffset };
        } else if (const auto* ttnn = std::get_if<TtnnTensor>(&layout)) {
            const TtnnPlace place = mapTtnnElement(ttnn->layout, index);
            const int64_t columns = ttnn->layout.spec().device.gridCols;
            expected = { place.bank ? *place.bank : place.core->y * columns + place.core->x, place.elementOffset };
        } else {
            expected = { std::get<XlaLayout>(layout).linearIndex(index) };
        }
        for (size_t p = 0; p < expected.size(); ++p) {
            const int32_t actual = table.values[size_t(p * size_t(elements) + size_t(e))];
            if (actual != expected[p])
                return QStringLiteral("element %1, plane %2: %3, expected %4")
                    .arg(e)
                    .arg(QString::fromStdString(table.planes[p]))
                    .arg(actual)
                    .arg(expected[p]);
        }
    }
    return {};
}

} // namespace

void TestMappingTable::samples_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QString::fromLocal8Bit(qgetenv("TLE_SAMPLES_DIR")) + QStringLiteral("/layouts"));
    for (const QString& name : dir.entryList({ QStringLiteral("*.mlir"), QStringLiteral("*.txt") }, QDir::Files))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
    QVERIFY(!dir.isEmpty());
}

void TestMappingTable::samples()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const AnyLayout layout = parseAnyLayout(readLayoutFileText(file.readAll().toStdString()).layoutText);
    const MappingTable table = mappingTable(layout);
    const std::vector<std::string> planes = std::holds_alternative<XlaLayout>(layout)
        ? std::vector<std::string> { "position" }
        : std::holds_alternative<TtnnTensor>(layout) ? std::vector<std::string> { "unit", "element_offset" }
                                                     : std::vector<std::string> { "core", "shard_offset" };
    QCOMPARE(table.planes, planes);
    Shape shape { int64_t(planes.size()) };
    int64_t elements = 1;
    for (int64_t extent : logicalShapeOf(layout)) {
        shape.push_back(extent);
        elements *= extent;
    }
    QCOMPARE(table.shape, shape);
    QCOMPARE(int64_t(table.values.size()), elements * int64_t(planes.size()));
    const QString failure = check(layout, table);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
}

// N-D sharding has no 2-D physical space for the point mapper: every element goes through the full answer.
void TestMappingTable::ndSharded()
{
    const AnyLayout layout = parseAnyLayout("tensor<64x96xbf16, #ttnn.ttnn_nd_layout<<2x3>, "
                                            "memref<1x1x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, "
                                            "<block_sharded>, <row_major>, <grid_2d>>>");
    QVERIFY(std::get<TtnnTensor>(layout).layout.isNdSharded());
    const MappingTable table = mappingTable(layout);
    QCOMPARE(table.shape, (Shape { 2, 64, 96 }));
    const QString failure = check(layout, table);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
}

void TestMappingTable::tooLarge()
{
    // 2^15 x 2^14 = 2^29 elements: over the 2^28 a table holds, refused before anything is allocated.
    const AnyLayout layout = parseAnyLayout("f32[32768,16384]{1,0:T(8,128)}");
    try {
        mappingTable(layout);
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(QStringLiteral("268435456")), e.what());
    }
}

void TestMappingTable::npyHeader_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<QByteArray>("dict");
    // The dict as numpy writes it; a one-element tuple keeps its comma.
    QTest::newRow("scalar") << Shape {} << QByteArray("{'descr': '<i4', 'fortran_order': False, 'shape': (), }");
    QTest::newRow("one dim") << Shape { 5 } << QByteArray("{'descr': '<i4', 'fortran_order': False, 'shape': (5,), }");
    QTest::newRow("three dims") << Shape { 2, 53, 63 }
                                << QByteArray("{'descr': '<i4', 'fortran_order': False, 'shape': (2, 53, 63), }");
}

void TestMappingTable::npyHeader()
{
    QFETCH(Shape, shape);
    QFETCH(QByteArray, dict);
    const std::string header = npyInt32Header(shape);
    // Magic, version 1.0, the little-endian dict length, the dict padded with spaces to a 64-byte boundary, '\n'.
    QCOMPARE(header.size() % 64, size_t(0));
    QCOMPARE(QByteArray::fromStdString(header.substr(0, 8)), QByteArray("\x93NUMPY\x01\x00", 8));
    const size_t length = uint8_t(header[8]) + 256 * size_t(uint8_t(header[9]));
    QCOMPARE(length, header.size() - 10);
    QCOMPARE(QByteArray::fromStdString(header.substr(10, size_t(dict.size()))), dict);
    QCOMPARE(header.back(), '\n');
    for (size_t i = 10 + size_t(dict.size()); i + 1 < header.size(); ++i)
        QCOMPARE(header[i], ' ');
}

void TestMappingTable::npyFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("table.npy"));
    const std::vector<int32_t> values { 0, 1, -1, 70000, 2147483647, -2147483647 - 1 };
    const Shape shape { 2, 3 };
    writeNpyInt32(path.toStdString(), shape, values);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const std::string header = npyInt32Header(shape);
    QCOMPARE(bytes.left(int(header.size())), QByteArray::fromStdString(header));
    // The data little-endian, written out here byte by byte.
    const QByteArray data("\x00\x00\x00\x00\x01\x00\x00\x00\xff\xff\xff\xff\x70\x11\x01\x00"
                          "\xff\xff\xff\x7f\x00\x00\x00\x80",
        24);
    QCOMPARE(bytes.mid(int(header.size())), data);
    // Nothing but the file is left beside it.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList { QStringLiteral("table.npy") });
}

// A directory that does not exist: an error naming the path, and no file anywhere.
void TestMappingTable::npyUnwritable()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing/table.npy"));
    const std::vector<int32_t> values { 1, 2 };
    try {
        writeNpyInt32(path.toStdString(), Shape { 2 }, values);
        QFAIL("expected an error");
    } catch (const std::runtime_error& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(path), e.what());
    }
    QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty());
}

// Cancelled before the rename: no file, no temporary, and an earlier file as it was.
void TestMappingTable::npyCancelled()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("table.npy"));
    const std::vector<int32_t> first { 1, 2, 3 };
    QVERIFY(writeNpyInt32(path.toStdString(), Shape { 3 }, first));
    const std::atomic<bool> cancel { true };
    const std::vector<int32_t> second { 4, 5, 6 };
    QVERIFY(!writeNpyInt32(path.toStdString(), Shape { 3 }, second, &cancel));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList { QStringLiteral("table.npy") });
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll().right(12), QByteArray("\x01\x00\x00\x00\x02\x00\x00\x00\x03\x00\x00\x00", 12));
}

// Writers racing for one path (an export replaced by a newer one) each leave a whole file: the one standing is
// one writer's, byte for byte, and no temporary is left.
void TestMappingTable::npyRacingWriters()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("table.npy"));
    const Shape shape { 1 << 16 };
    std::vector<std::vector<int32_t>> data(2, std::vector<int32_t>(size_t(shape[0])));
    for (size_t w = 0; w < data.size(); ++w)
        std::fill(data[w].begin(), data[w].end(), int32_t(w + 1));
    for (int round = 0; round < 20; ++round) {
        {
            std::vector<std::jthread> writers;
            for (size_t w = 0; w < data.size(); ++w)
                writers.emplace_back([&, w] { writeNpyInt32(path.toStdString(), shape, data[w]); });
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll().mid(int(npyInt32Header(shape).size()));
        QCOMPARE(bytes.size(), int(shape[0] * 4));
        const bool whole = bytes == QByteArray(reinterpret_cast<const char*>(data[0].data()), bytes.size())
            || bytes == QByteArray(reinterpret_cast<const char*>(data[1].data()), bytes.size());
        QVERIFY(whole);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList { QStringLiteral("table.npy") });
    }
}

QTEST_GUILESS_MAIN(TestMappingTable)
#include "tst_mappingtable.moc"
