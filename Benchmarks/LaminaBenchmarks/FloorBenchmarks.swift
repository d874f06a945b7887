import Foundation

/// The floor of the view workload: `Benchmarks/Floor/floor.c`, the same W1–W7 steps done by a
/// plain C program with structs and pixman, run by this process in the same run so every view
/// figure is printed as a ratio to it (machines differ up to 2×; ratios measured together hold).
///
/// `make bench` compiles the program and names it in `LAMINA_BENCH_FLOOR`; without it (a
/// benchmark binary run by hand) no ratios are printed, and a line says so.
enum FloorBenchmarks {
    /// The steps compared, by the suffix both programs give them.
    static let steps = [
        "W1_build", "W2_relayout", "W3_first_frame", "W4_incremental_frame", "W5_animated_frame", "W6_hit_100k",
    ]

    /// Runs the floor program and returns its figures: each step's median in ms (by its `floor.`
    /// name) and `floor.peak_rss_kb`; empty when it is not available or fails.
    static func run() -> [String: Double] {
        guard let path = ProcessInfo.processInfo.environment["LAMINA_BENCH_FLOOR"] else {
            print("{\"name\":\"floor\",\"skipped\":\"LAMINA_BENCH_FLOOR is not set (make bench sets it)\"}")
            return [:]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch {
            print("{\"name\":\"floor\",\"skipped\":\"\(path) did not start\"}")
            return [:]
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            print("{\"name\":\"floor\",\"failed\":\(process.terminationStatus)}")
            return [:]
        }
        var figures: [String: Double] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            print(line)
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let name = object["name"] as? String
            else { continue }
            if let median = object["median_ms"] as? Double {
                figures[name] = median
            } else if let value = object["value"] as? Double {
                figures[name] = value
            }
        }
        return figures
    }

    /// Prints each view step and the peak resident size as a ratio to the floor's.
    static func reportRatios(_ harness: Harness, floor: [String: Double]) {
        guard !floor.isEmpty else { return }
        for step in steps {
            guard let lamina = harness.medians["views.\(step)"], let base = floor["floor.\(step)"], base > 0 else {
                continue
            }
            harness.report(
                "ratio.\(step)",
                [
                    "lamina_ms": String(format: "%.4f", lamina), "floor_ms": String(format: "%.4f", base),
                    "ratio": String(format: "%.2f", lamina / base),
                ])
        }
        if let lamina = harness.figures["views.peak_rss_kb"], let base = floor["floor.peak_rss_kb"], base > 0 {
            harness.report(
                "ratio.peak_rss",
                [
                    "lamina_kb": String(format: "%.0f", lamina), "floor_kb": String(format: "%.0f", base),
                    "ratio": String(format: "%.2f", lamina / base),
                ])
        }
    }
}
