#!/usr/bin/env python3
# Writes tests/data/runs/report-db/db.sqlite: a schema fixture of a ttnn report database, built from the tables and
# columns docs/runs.md lists (the current schema, with buffer_layout and device_tensors), holding a made-up run of
# three ops (matmul, add, softmax on 64x64 bf16 tensors). It is not a real run: no public db.sqlite exists.
# Usage: scripts/make-report-db-fixture.py [OUT]
import os
import sqlite3
import sys

out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(__file__), "..", "tests", "data", "runs", "report-db", "db.sqlite")
if os.path.exists(out):
    os.remove(out)
db = sqlite3.connect(out)
db.executescript("""
CREATE TABLE devices (device_id int, num_y_cores int, num_x_cores int, num_y_compute_cores int,
    num_x_compute_cores int, worker_l1_size int, l1_num_banks int, l1_bank_size int, address_at_first_l1_bank int,
    address_at_first_l1_cb_buffer int, num_banks_per_storage_core int, num_compute_cores int, num_storage_cores int,
    total_l1_memory int, total_l1_for_tensors int, total_l1_for_interleaved_buffers int,
    total_l1_for_sharded_buffers int, cb_limit int);
CREATE TABLE operations (operation_id int UNIQUE, name text, duration float);
CREATE TABLE operation_arguments (operation_id int, name text, value text);
CREATE TABLE tensors (tensor_id int UNIQUE, shape text, dtype text, layout text, memory_config text, device_id int,
    address int, buffer_type int);
CREATE TABLE device_tensors (tensor_id int, device_id int, address int);
CREATE TABLE input_tensors (operation_id int, input_index int, tensor_id int);
CREATE TABLE output_tensors (operation_id int, output_index int, tensor_id int);
CREATE TABLE buffers (operation_id int, device_id int, address int, max_size_per_bank int, buffer_type int,
    buffer_layout int);
CREATE TABLE report_metadata (key text UNIQUE, value text);
""")
dram = "MemoryConfig(memory_layout=TensorMemoryLayout::INTERLEAVED,buffer_type=BufferType::DRAM,shard_spec=std::nullopt)"
l1_height = ("MemoryConfig(memory_layout=TensorMemoryLayout::HEIGHT_SHARDED,buffer_type=BufferType::L1,"
             "shard_spec=ShardSpec(grid={[(x=0,y=0) - (x=1,y=0)]},shape={32, 64},orientation=ShardOrientation::ROW_MAJOR))")
db.execute("INSERT INTO devices VALUES (0, 10, 8, 8, 8, 1499136, 64, 1499136, 0, 102400, 1, 64, 0, 95944704, 0, "
           "0, 0, 1396736)")
db.executemany("INSERT INTO operations VALUES (?, ?, ?)",
               [(1, "ttnn.matmul", 0.0015), (2, "ttnn.add", 0.0005), (3, "ttnn.softmax", 0.00025)])
shape = "Shape([1, 1, 64, 64])"
db.executemany("INSERT INTO tensors VALUES (?, ?, 'DataType::BFLOAT16', 'Layout::TILE', ?, 0, ?, ?)", [
    (10, shape, dram, 0, 0), (11, shape, dram, 8192, 0), (12, shape, dram, 16384, 0),
    (13, shape, l1_height, 1400000, 1), (14, shape, dram, 24576, 0)])
db.executemany("INSERT INTO input_tensors VALUES (?, ?, ?)", [(1, 0, 10), (1, 1, 11), (2, 0, 12), (2, 1, 11), (3, 0, 13)])
db.executemany("INSERT INTO output_tensors VALUES (?, ?, ?)", [(1, 0, 12), (2, 0, 13), (3, 0, 14)])
# After each op, every buffer the allocator holds: a DRAM tensor of four 2 KiB tiles over 12 banks holds at most one
# tile, 2048 B, in a bank; the add's height-sharded output 4 KiB per core (a 32x64 bf16 shard, two tiles).
db.executemany("INSERT INTO buffers VALUES (?, 0, ?, ?, ?, ?)", [
    (1, 0, 2048, 0, 0), (1, 8192, 2048, 0, 0), (1, 16384, 2048, 0, 0),
    (2, 0, 2048, 0, 0), (2, 8192, 2048, 0, 0), (2, 16384, 2048, 0, 0), (2, 1400000, 4096, 1, 1),
    (3, 0, 2048, 0, 0), (3, 8192, 2048, 0, 0), (3, 24576, 2048, 0, 0)])
db.execute("INSERT INTO report_metadata VALUES ('report_name', 'schema fixture: three ops, not a real run')")
db.commit()
db.close()
