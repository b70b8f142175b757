#!/usr/bin/env python3
# Writes the decision-trace schema fixtures of this folder (see README.md). Each trace is laid out as tt-mlir's
# DecisionTrace writer lays out version 3: the same keys, in the same order, with the same optional members.
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))


MEMORY = re.compile(r"^([a-z_0-9]+)/([a-z_]+)(/.*)?$")


def written(layout):
    # layoutToString streams the buffer type (an enum: its bare name) and the memory layout attribute, which
    # prints whole: "l1/height_sharded/8x1" is written "l1/#ttnn.tensor_memory_layout<height_sharded>/8x1".
    m = MEMORY.match(layout)
    if not m or m.group(2) not in ("interleaved", "height_sharded", "width_sharded", "block_sharded", "nd_sharded"):
        return layout
    return f"{m.group(1)}/#ttnn.tensor_memory_layout<{m.group(2)}>{m.group(3) or ''}"


def writer_spelling(node):
    # Every layout-valued member, as the writer spells it.
    keys = ("hint", "output", "outputLayout", "chosenLayout", "reshardLayout")
    if isinstance(node, dict):
        for k, v in node.items():
            if k in keys and isinstance(v, str):
                node[k] = written(v)
            elif k in ("inputs", "candidates") and isinstance(v, list):
                node[k] = [written(x) for x in v]
            else:
                writer_spelling(v)
    elif isinstance(node, list):
        for v in node:
            writer_spelling(v)
    return node


def score(l1, sharded, dram_bytes, reshard, cores, l1_usage):
    return {"isL1": l1, "isSharded": sharded, "inputDramBytes": dram_bytes, "requiresReshard": reshard,
            "coreCount": cores, "outputL1Usage": l1_usage}


def evaluation(hint, inputs, valid, failure=None, sc=None, output=None):
    e = {"hint": hint, "inputs": inputs, "valid": valid}
    if valid:
        e["score"] = sc
        e["output"] = output
    else:
        e["failureReason"] = failure
    return e


def op_record(index, name, loc, sets, evaluations, beam, fallback=False):
    return {"opIndex": index, "opName": name, "opLocation": loc,
            "inputCandidateSets": [{"operandIndex": k, "fromProducerBeam": p, "fromReshard": r, "candidates": c}
                                   for k, (p, r, c) in enumerate(sets)],
            "outputHints": {"primaryCount": len({e["hint"] for e in evaluations}) - 1, "fallbackCount": 1},
            "crossProductSize": len(evaluations), "evaluations": evaluations,
            "beam": [{"rank": i, "outputLayout": b[0], "score": b[1]} for i, b in enumerate(beam)],
            "usedDramFallback": fallback}


def edge(p, c, operand, reshard=None):
    e = {"producerOpIndex": p, "consumerOpIndex": c, "operandIndex": operand, "producerResultIndex": 0,
         "hasReshard": reshard is not None}
    if reshard is not None:
        e["reshardLayout"] = reshard
    return e


def event(pos, op, action, before, after, usage=0, victim=None, details=None):
    e = {"position": pos, "opName": op, "action": action, "occupiedL1Before": before, "occupiedL1After": after,
         "opL1Usage": usage}
    if victim:
        e["victimName"] = victim
    if details:
        e["details"] = details
    return e


def trace(function, forward, edges, forks, choices, spill=None):
    root = {"version": 3, "functionName": function, "beamWidth": 8, "totalOps": len(forward),
            "forwardPass": forward, "edges": edges, "backwardPass": {"forkResolutions": forks},
            "finalChoices": [{"opIndex": i, "opName": n, "chosenLayout": l} for i, (n, l) in enumerate(choices)]}
    if spill is not None:
        root["spillManagement"] = spill
    return root


DRAM = "dram/interleaved/1x1"


def mnist_mlp():
    # samples/models/mnist_mlp.mlir: linear, relu, linear, relu, linear, softmax; the file has no locs, so the
    # writer prints loc(unknown) and the records join by their place. Op 0 keeps one core where sixteen after a
    # reshard would be faster (the score ranks "no reshard" above "more cores"); op 2 ties two layouts.
    x1, w1 = "l1/width_sharded/1x1", "l1/width_sharded/1x16"
    forward = [
        op_record(0, "ttnn.linear", "loc(unknown)", [(1, 1, [DRAM, w1]), (1, 0, [DRAM]), (1, 0, [DRAM])], [
            evaluation(x1, [DRAM, DRAM, DRAM], True, sc=score(True, True, 804864, False, 1, 32768), output=x1),
            evaluation(w1, [w1, DRAM, DRAM], True, sc=score(True, True, 804864, True, 16, 2048), output=w1),
            evaluation("l1/block_sharded/8x8", [DRAM, DRAM, DRAM], False,
                       failure="Shard grid 8x8 does not divide the tensor's 1x16 tiles"),
            evaluation("null", [DRAM, DRAM, DRAM], True, sc=score(False, False, 804864, False, 0, 0), output=DRAM),
        ], [(x1, score(True, True, 804864, False, 1, 32768)), (w1, score(True, True, 804864, True, 16, 2048))]),
        op_record(1, "ttnn.relu", "loc(unknown)", [(2, 0, [x1, w1])], [
            evaluation(x1, [x1], True, sc=score(True, True, 0, False, 1, 32768), output=x1),
            evaluation("l1/height_sharded/8x1", [x1], False, failure="Out of L1 memory"),
            evaluation("l1/height_sharded/4x1", [x1], False, failure="Out of L1 memory"),
        ], [(x1, score(True, True, 0, False, 1, 32768))]),
        op_record(2, "ttnn.linear", "loc(unknown)", [(1, 0, [x1]), (1, 0, [DRAM]), (1, 0, [DRAM])], [
            evaluation("l1/block_sharded/1x8", [x1, DRAM, DRAM], True, sc=score(True, True, 262656, False, 8, 2048),
                       output="l1/block_sharded/1x8"),
            evaluation("l1/width_sharded/1x8", [x1, DRAM, DRAM], True, sc=score(True, True, 262656, False, 8, 2048),
                       output="l1/width_sharded/1x8"),
        ], [("l1/block_sharded/1x8", score(True, True, 262656, False, 8, 2048)),
            ("l1/width_sharded/1x8", score(True, True, 262656, False, 8, 2048))]),
        op_record(3, "ttnn.relu", "loc(unknown)", [(1, 0, ["l1/block_sharded/1x8"])], [
            evaluation("l1/block_sharded/1x8", ["l1/block_sharded/1x8"], True,
                       sc=score(True, True, 0, False, 8, 2048), output="l1/block_sharded/1x8"),
        ], [("l1/block_sharded/1x8", score(True, True, 0, False, 8, 2048))]),
        op_record(4, "ttnn.linear", "loc(unknown)", [(1, 1, ["l1/block_sharded/1x8", "l1/interleaved/8x8"]),
                                                    (1, 0, [DRAM]), (1, 0, [DRAM])], [
            evaluation("l1/interleaved/8x8", ["l1/interleaved/8x8", DRAM, DRAM], True,
                       sc=score(True, False, 5632, True, 64, 2048), output="l1/interleaved/8x8"),
            evaluation("l1/height_sharded/1x1", ["l1/block_sharded/1x8", DRAM, DRAM], False,
                       failure="Matmul: sharded input and output must share a memory layout"),
        ], [("l1/interleaved/8x8", score(True, False, 5632, True, 64, 2048))]),
        op_record(5, "ttnn.softmax", "loc(unknown)", [(1, 0, ["l1/interleaved/8x8"])], [
            evaluation("null", ["l1/interleaved/8x8"], True, sc=score(True, False, 0, False, 64, 2048),
                       output="l1/interleaved/8x8"),
        ], [("l1/interleaved/8x8", score(True, False, 0, False, 64, 2048))]),
    ]
    edges = [edge(0, 1, 0), edge(1, 2, 0), edge(2, 3, 0), edge(3, 4, 0, "l1/interleaved/8x8"), edge(4, 5, 0)]
    forks = []
    choices = [("ttnn.linear", x1), ("ttnn.relu", x1), ("ttnn.linear", "l1/block_sharded/1x8"),
               ("ttnn.relu", "l1/block_sharded/1x8"), ("ttnn.linear", "l1/interleaved/8x8"),
               ("ttnn.softmax", "l1/interleaved/8x8")]
    spill = {"budget": 1048576, "scheduleSize": 6, "totalSpills": 0, "finalOccupied": 2048, "finalLiveTensors": 1,
             "events": [event(0, '%1 = "ttnn.linear"(%arg0, %arg1, %arg2) : (...) -> tensor<1x512xbf16>',
                              "live_added", 0, 32768, 32768, details="lastUse=1")]}
    return trace("main", forward, edges, forks, choices, spill)


def spill_actions():
    # The same model with the spill pass's every action: the first relu's output is evicted when the second
    # linear runs out of L1, the second linear spills itself, the second relu is demoted for fragmentation.
    t = mnist_mlp()
    p = lambda n, k, a: f'%{n} = "ttnn.{k}"({a}) : (...) -> tensor<...>'
    t["spillManagement"] = {"budget": 65536, "scheduleSize": 6, "totalSpills": 2, "finalOccupied": 2048,
                            "finalLiveTensors": 1, "events": [
        event(0, p(1, "linear", "%arg0, %arg1, %arg2"), "live_added", 0, 32768, 32768, details="lastUse=1"),
        event(1, p(2, "relu", "%1"), "live_added", 32768, 65536, 32768, details="lastUse=2"),
        event(2, p(1, "linear", "%arg0, %arg1, %arg2"), "dead_removal", 65536, 32768),
        event(2, p(3, "linear", "%2, %arg3, %arg4"), "oom", 32768, 32768),
        event(2, p(2, "relu", "%1"), "demotion_failed", 32768, 32768, 32768),
        event(2, p(2, "relu", "%1"), "eviction", 32768, 0, 32768, victim=p(2, "relu", "%1")),
        event(2, p(3, "linear", "%2, %arg3, %arg4"), "self_spill", 0, 0),
        event(0, p(4, "relu", "%3"), "revalidation", 0, 0, victim=p(3, "linear", "%2, %arg3, %arg4"),
              details="output layout changed after upstream spill/demotion"),
        event(3, p(4, "relu", "%3"), "fragmentation_demote", 0, 0, 2048,
              details="cbPeakUsage=70000 > lowestOccupiedAddr=65536 (occupied=0)"),
        event(4, p(5, "linear", "%4, %arg5, %arg6"), "demotion_success", 0, 0, 2048),
        event(4, p(5, "linear", "%4, %arg5, %arg6"), "live_added", 0, 2048, 2048, details="lastUse=5"),
    ]}
    return t


LOC_DEF = re.compile(r'^#(loc\d*) = loc\((.*)\)\s*$')
OP_LINE = re.compile(r'^\s*%([\w]+)(?:,\s*%\w+)*\s*=\s*"?([a-z_]+)\.([a-z_0-9]+)"?.*loc\(#(loc\d*)\)\s*$')


def ttir_mnist():
    # samples/models/real-ir/ttir_mnist.mlir, as the optimizer sees it after conversion to TTNN: every op keeps
    # its loc; several ops share a loc, so they join in order. The choices are the greedy-beam policy's layouts.
    path = os.path.join(ROOT, "samples/models/real-ir/ttir_mnist.mlir")
    text = open(path).read().splitlines()
    ops = [m.groups() for m in map(OP_LINE.match, text) if m]
    locs = dict(m.groups() for m in map(LOC_DEF.match, text) if m)

    def inline(body, depth=0):
        # The writer prints a location whole: nested #loc references are written out.
        return re.sub(r"#(loc\d*)", lambda m: "loc(" + inline(locs.get(m.group(1), "unknown"), depth + 1) + ")"
                      if depth < 16 else "loc(unknown)", body)
    cli = os.environ.get("TLE_CLI", os.path.join(ROOT, "build/release/app/tensor-layout-cli"))
    plan = json.loads(subprocess.check_output([cli, "optimize", path, "--policy", "greedy-beam", "--json"]))
    layouts = {o["name"]: o["layout"] for o in plan["ops"] if o.get("layout")}
    names = {"dot_general": "matmul"}
    forward, choices = [], []
    for n, dialect, kind, loc in ops:
        name = f"%{n}"
        if name not in layouts:
            continue
        lay = layouts[name]
        text = "/".join([lay["buffer_type"], lay["memory_layout"], "x".join(map(str, lay["grid"]))])
        sc = score(lay["buffer_type"] == "l1", lay["memory_layout"].endswith("sharded"), 0, False,
                   lay["grid"][0] * lay["grid"][1], 4096 if lay["buffer_type"] == "l1" else 0)
        ttnn = "ttnn." + names.get(kind, kind)
        index = len(forward)
        forward.append(op_record(index, ttnn, f"loc({inline(locs.get(loc, 'unknown'))})", [], [
            evaluation(text, [], True, sc=sc, output=text)], [(text, sc)]))
        choices.append((ttnn, text))
    return trace("main", forward, [], [], choices)


def main():
    fixtures = {"mnist_mlp.json": mnist_mlp(), "spill_actions.json": spill_actions(), "ttir_mnist.json": ttir_mnist()}
    for name, t in fixtures.items():
        with open(os.path.join(HERE, name), "w") as f:
            json.dump(writer_spelling(t), f, indent=2)
            f.write("\n")
    # Malformed traces: each must fail naming its file, line, column and JSON path.
    broken = {"version-2.json": {"version": 2, "functionName": "main"}}
    t = writer_spelling(mnist_mlp())
    t["forwardPass"][1]["evaluations"][0]["hint"] = "l1/#ttnn.tensor_memory_layout<spiral_sharded>/8x1"
    broken["bad-layout.json"] = t
    t = writer_spelling(spill_actions())
    t["spillManagement"]["events"][3]["action"] = "teleport"
    broken["unknown-action.json"] = t
    t = writer_spelling(mnist_mlp())
    del t["finalChoices"]
    broken["missing-section.json"] = t
    os.makedirs(os.path.join(HERE, "malformed"), exist_ok=True)
    for name, t in broken.items():
        with open(os.path.join(HERE, "malformed", name), "w") as f:
            json.dump(t, f, indent=2)
            f.write("\n")
    os.makedirs(os.path.join(HERE, "decision_trace"), exist_ok=True)
    with open(os.path.join(HERE, "decision_trace", "main_decision_trace.json"), "w") as f:
        json.dump(writer_spelling(mnist_mlp()), f, indent=2)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
