#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Prints two Markdown tables, as in docs/optimizer.md: every policy's estimated time on each model, then each
policy's gap to the model's lower bound (`gap_to_bound`, with the bound itself).

Usage: scripts/compare_policies.py CLI [--device FILE] MODEL...   (CLI is the tensor-layout-cli binary; FILE a
device file, such as one `report --calibrate` wrote)
"""
import json
import os
import subprocess
import sys


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    cli, models = sys.argv[1], sys.argv[2:]
    device = []
    if models[:1] == ["--device"] and len(models) >= 3:
        device, models = ["--device", models[1]], models[2:]
    header = None
    gaps = []
    for model in models:
        out = subprocess.run([cli, "optimize", model, "--policy", "all", "--json"] + device, check=True,
                             capture_output=True, text=True).stdout
        results = json.loads(out)["results"]
        if header is None:
            header = [r["policy"] for r in results]
            print("| model | " + " | ".join(header) + " | planner vs best other |")
            print("|---|" + "---:|" * (len(header) + 1))
        times = {r["policy"]: r["metrics"]["estimated_time_us"] for r in results}
        best_other = min(t for p, t in times.items() if p != "layout-planner")
        planner = times["layout-planner"]
        cells = []
        for policy in header:
            m = next(r for r in results if r["policy"] == policy)["metrics"]
            cell = f"{m['estimated_time_us']:.1f}"
            if policy != "dram":
                cell += f" ({m['reshard_count']}r/{m['spill_count']}s)"
            if policy == "layout-planner" or times[policy] == min(times.values()):
                cell = f"**{cell}**" if times[policy] == min(times.values()) else cell
            cells.append(cell)
        delta = (planner - best_other) / best_other * 100.0
        print(f"| {os.path.basename(model)} | " + " | ".join(cells) + f" | {delta:+.1f} % |")
        bound = min(r["metrics"]["bound_us"] for r in results)
        gaps.append((os.path.basename(model), bound,
                     [next(r for r in results if r["policy"] == p)["metrics"]["gap_to_bound"] for p in header]))
    print()
    print("| model | bound (µs) | " + " | ".join(header) + " |")
    print("|---|---:|" + "---:|" * len(header))
    for name, bound, row in gaps:
        best = min(row)
        cells = [f"**{100 * g:.1f} %**" if g == best else f"{100 * g:.1f} %" for g in row]
        print(f"| {name} | {bound:.1f} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
