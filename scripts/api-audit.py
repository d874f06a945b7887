#!/usr/bin/env python3
"""Regenerates docs/API-Audit.md: Apple's public members of the audited types (docs/api/apple/,
one file per type) against Lamina's public interface (symbol graphs of the debug build's
CoreGraphics, QuartzCore and UIKit modules), with the reason for each member Lamina lacks
(docs/api/reasons.tsv).

    scripts/api-audit.py            write docs/API-Audit.md
    scripts/api-audit.py --check    fail if a missing member has no reason, or the file is stale
"""
import json, os, subprocess, sys, tempfile, glob

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APPLE = os.path.join(ROOT, "docs/api/apple")
REASONS = os.path.join(ROOT, "docs/api/reasons.tsv")
STORED_ONLY = os.path.join(ROOT, "docs/api/stored-only.tsv")
COMPATIBILITY = os.path.join(ROOT, "docs/Compatibility.md")
OUT = os.path.join(ROOT, "docs/API-Audit.md")
MODULES = ["CoreGraphics", "QuartzCore", "UIKit"]
# This machine's target triple (x86_64-unknown-linux-gnu here), as the build used.
TARGET = json.loads(subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True,
                                   check=True).stdout)["target"]["triple"]


def symbol_graphs():
    """Lamina's public members by type: {type: {(type_level, title)}}."""
    build = os.path.join(ROOT, ".build/debug")
    flags = ["-I", f"{build}/Modules"]
    for c in ["CCairo", "CPango", "CPixman", "CPoppler"]:
        flags += ["-I", os.path.join(ROOT, "Sources", c)]
    for m in glob.glob(f"{build}/C*.build/module.modulemap"):
        flags += ["-Xcc", f"-fmodule-map-file={m}"]
    cflags = subprocess.run(["pkg-config", "--cflags", "cairo", "pangocairo", "pixman-1", "poppler-glib"],
                            capture_output=True, text=True, check=True).stdout.split()
    for f in cflags:
        flags += ["-Xcc", f]
    members, parents = {}, {}
    with tempfile.TemporaryDirectory() as out:
        for module in MODULES:
            subprocess.run(["swift", "symbolgraph-extract", "-module-name", module,
                            "-target", TARGET, "-minimum-access-level", "public",
                            "-output-dir", out] + flags, check=True, cwd=ROOT)
        for path in glob.glob(os.path.join(out, "*.symbols.json")):
            for symbol in json.load(open(path))["symbols"]:
                components = symbol["pathComponents"]
                if len(components) != 2:
                    continue
                kind = symbol["kind"]["identifier"]
                title = symbol["names"]["title"].split(".")[-1]
                type_level = kind in ("swift.type.method", "swift.type.property", "swift.func.op")
                if kind in ("swift.struct", "swift.enum", "swift.class", "swift.typealias", "swift.protocol"):
                    title, type_level = "type " + title, False
                entry = members.setdefault(components[0], set())
                entry.add((type_level, title))
                declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
                for callable_title in titles_with_defaults_left_out(title, declaration):
                    entry.add((type_level, callable_title))
            ids = {s["identifier"]["precise"]: s["pathComponents"] for s in json.load(open(path))["symbols"]}
            for relation in json.load(open(path)).get("relationships", []):
                source = ids.get(relation["source"])
                if relation["kind"] != "conformsTo" or not source or len(source) != 1:
                    continue
                for member in SYNTHESIZED.get(relation.get("targetFallback", "").split(".")[-1], []):
                    members.setdefault(source[0], set()).add(member)
        # A subclass answers to its superclasses' members too (UIWindow's `convert(_:to:)`).
        graphs = [json.load(open(path)) for path in glob.glob(os.path.join(out, "*.symbols.json"))]
        ids = {s["identifier"]["precise"]: s["pathComponents"] for g in graphs for s in g["symbols"]}
        for graph in graphs:
            for relation in graph.get("relationships", []):
                if relation["kind"] == "inheritsFrom" and relation["source"] in ids:
                    target = ids.get(relation["target"], [relation.get("targetFallback", "")])
                    parents[ids[relation["source"]][0]] = target[-1].split(".")[-1]
    for kind in list(members):
        parent = parents.get(kind)
        while parent:
            members[kind] |= members.get(parent, set())
            parent = parents.get(parent)
    return members


# Members a conformance gives a type without a symbol of its own.
SYNTHESIZED = {
    "Equatable": [(True, "==(_:_:)")],
    "Hashable": [(True, "==(_:_:)"), (False, "hash(into:)")],
    "Encodable": [(False, "encode(to:)")],
    "Decodable": [(False, "init(from:)")],
    "Codable": [(False, "encode(to:)"), (False, "init(from:)")],
}


def titles_with_defaults_left_out(title, declaration):
    """The titles a call may use when it leaves out parameters that have default values."""
    if "(" not in title or "(" not in declaration:
        return []
    name, labels = title.split("(", 1)
    labels = [l for l in labels.rstrip(")").split(":") if l != ""] if labels != ")" else []
    start = declaration.index("(", declaration.index(name.split(" ")[-1]) if name.split(" ")[-1] in declaration else 0)
    depth, segment, segments = 0, "", []
    previous = ""
    for ch in declaration[start + 1:]:
        arrow, previous = ch == ">" and previous == "-", ch
        if arrow:
            pass
        elif ch in "([<":
            depth += 1
        elif ch in ")]>":
            if depth == 0:
                break
            depth -= 1
        if ch == "," and depth == 0:
            segments.append(segment)
            segment = ""
        else:
            segment += ch
    if segment.strip():
        segments.append(segment)
    if len(segments) != len(labels):
        return []
    defaulted = [i for i, seg in enumerate(segments) if " = " in seg]
    if not defaulted or len(defaulted) > 6:
        return []
    results = []
    for mask in range(1, 1 << len(defaulted)):
        dropped = {defaulted[b] for b in range(len(defaulted)) if mask >> b & 1}
        kept = [labels[i] for i in range(len(labels)) if i not in dropped]
        results.append(name + "(" + "".join(l + ":" for l in kept) + ")")
    return results


def apple_list(path):
    """[(type_level, title, display, category)] from one of the helper-made lists."""
    rows = []
    for line in open(path):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        parts = line.split("\t")
        display, category = parts[0], parts[1] if len(parts) > 1 else "other"
        title, type_level = display, False
        for prefix in ("class ", "static "):
            if title.startswith(prefix):
                title, type_level = title[len(prefix):], True
        rows.append((type_level, title, display, category))
    return rows


def reasons():
    """{(type, member or @category): reason}; type '*' applies to every type."""
    table = {}
    for line in open(REASONS):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        kind, member, reason = line.split("\t")
        table[(kind, member)] = reason
    return table


def stored_only():
    """{(type, member): why} for members Lamina has but does not act on."""
    table = {}
    for line in open(STORED_ONLY):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        kind, member, why = line.split("\t")
        table[(kind, member)] = why
    return table


def reason_for(table, kind, display, category):
    for key in [(kind, display), ("*", display), (kind, "@" + category), ("*", "@" + category)]:
        if key in table:
            return table[key]
    return None


def has(lamina, kind, type_level, title):
    found = lamina.get(kind, set())
    if (type_level, title) in found:
        return True
    # Operators and `==` appear as type-level functions; a few members differ only in kind.
    return (not type_level, title) in found and title.startswith("type ")


def render(lamina, table, inert):
    types = sorted(os.path.basename(p)[:-4] for p in glob.glob(os.path.join(APPLE, "*.txt"))
                   if not p.endswith(".deprecated.txt"))
    summary, sections, unexplained = [], [], []
    totals = [0, 0, 0, 0]
    listed = {key for key in inert}
    for kind in types:
        rows = apple_list(os.path.join(APPLE, kind + ".txt"))
        deprecated = apple_list(os.path.join(APPLE, kind + ".deprecated.txt")) \
            if os.path.exists(os.path.join(APPLE, kind + ".deprecated.txt")) else []
        found = [r for r in rows if has(lamina, kind, r[0], r[1])]
        present = [r for r in found if (kind, r[2]) not in inert]
        stored = [r for r in found if (kind, r[2]) in inert]
        listed -= {(kind, r[2]) for r in stored}
        missing = [r for r in rows if not has(lamina, kind, r[0], r[1])]
        old_present = [r for r in deprecated if has(lamina, kind, r[0], r[1])]
        totals[0] += len(rows)
        totals[1] += len(present)
        totals[2] += len(missing)
        totals[3] += len(stored)
        # A type with no members of its own (CATransformLayer) has nothing to miss.
        share = f"{100 * len(present) // len(rows)} %" if rows else "— (no members of its own)"
        summary.append(f"| {kind} | {len(rows)} | {len(present)} | {len(stored)} | {len(missing)} | {share} | "
                       f"{len(old_present)} of {len(deprecated)} |")
        lines = [f"### {kind}", "",
                 f"Has {len(present)} of {len(rows)} current members acting"
                 f"{f' and {len(stored)} stored only' if stored else ''}"
                 f"{f' and {len(old_present)} of {len(deprecated)} deprecated ones' if deprecated else ''}.", ""]
        if missing:
            lines += ["| Missing | Area | Why |", "|---|---|---|"]
            for type_level, title, display, category in missing:
                why = reason_for(table, kind, display, category)
                if why is None:
                    unexplained.append(f"{kind}.{display}")
                    why = "**no reason written**"
                lines.append(f"| `{display}` | {category} | {why} |")
            lines.append("")
        if stored:
            lines += ["| Stored only | Why |", "|---|---|"]
            lines += [f"| `{r[2]}` | {inert[(kind, r[2])]} |" for r in stored]
            lines.append("")
        if present:
            lines += ["<details><summary>Present</summary>", "",
                      ", ".join(f"`{r[2]}`" for r in present), "", "</details>", ""]
        sections.append("\n".join(lines))
    head = [
        "# API audit",
        "",
        "Generated by `scripts/api-audit.py` from Lamina's public interface (symbol graphs of the",
        "debug build) and Apple's public members of each type (`docs/api/apple/`, from the iOS 17/18",
        "SDK headers and Swift interfaces; sources in `docs/api/apple/SOURCES.md`). Every member",
        "Lamina lacks has its reason beside it (`docs/api/reasons.tsv`); `make test` fails when one",
        "has none or this file is stale. Members are matched by their Swift name and whether they",
        "belong to the type (`class`/`static`) or to instances. A member counts as in Lamina only",
        "when it acts: those Lamina stores without acting on are counted apart, each with its",
        "reason (`docs/api/stored-only.tsv`, every one named in `docs/Compatibility.md`).",
        "",
        "| Type | Apple's members | In Lamina, acting | Stored only | Missing | Coverage | Deprecated present |",
        "|---|---|---|---|---|---|---|",
    ] + summary + [
        f"| **All** | {totals[0]} | {totals[1]} | {totals[3]} | {totals[2]} | {100 * totals[1] // max(totals[0], 1)} % | |",
        "",
    ]
    # A stored-only line must name a member Lamina has, and Compatibility.md must name it.
    compatibility = open(COMPATIBILITY).read()
    for kind, member in sorted(listed):
        unexplained.append(f"{kind}.{member} (in stored-only.tsv, but not a member Lamina has)")
    for (kind, member) in sorted(inert):
        name = member.split("(")[0]
        if f"`{name}" not in compatibility:
            unexplained.append(f"{kind}.{member} (stored only, but docs/Compatibility.md does not name it)")
    return "\n".join(head + sections).rstrip() + "\n", unexplained


def main():
    text, unexplained = render(symbol_graphs(), reasons(), stored_only())
    if "--check" in sys.argv:
        stale = not os.path.exists(OUT) or open(OUT).read() != text
        if unexplained:
            print("api-audit: members without a reason or a listing:\n  " + "\n  ".join(unexplained), file=sys.stderr)
        if stale:
            print("api-audit: docs/API-Audit.md is stale: run scripts/api-audit.py", file=sys.stderr)
        sys.exit(1 if unexplained or stale else 0)
    open(OUT, "w").write(text)
    print(f"api-audit: wrote docs/API-Audit.md ({len(unexplained)} members without a reason)")


main()
