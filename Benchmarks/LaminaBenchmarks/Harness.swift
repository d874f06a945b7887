import Foundation

/// Times a piece of work and prints one JSON object per benchmark.
///
/// Each benchmark runs once to warm up, then `runs` times; only the timed closure counts, so
/// set-up stays outside it. Times come from the monotonic clock.
final class Harness {
    /// Timed runs a benchmark (`LAMINA_BENCH_RUNS`, for profiling one benchmark; 9 by default).
    var runs = ProcessInfo.processInfo.environment["LAMINA_BENCH_RUNS"].flatMap { Int($0) }.map { max(1, $0) } ?? 9
    /// The medians measured so far in this run, by name: targets are ratios to figures of the
    /// same run.
    private(set) var medians: [String: Double] = [:]
    /// Only benchmarks whose name contains this run (`LAMINA_BENCH_FILTER`); all when nil.
    var filter = ProcessInfo.processInfo.environment["LAMINA_BENCH_FILTER"]

    @discardableResult
    func measure(
        _ name: String, extra: [String: String] = [:], setUp: () -> Void = {}, _ body: () -> Void
    ) -> Double? {
        if let filter, !name.contains(filter) { return nil }
        setUp()
        body()
        var samples: [Double] = []
        for _ in 0..<runs {
            setUp()
            let start = ContinuousClock.now
            body()
            let elapsed = ContinuousClock.now - start
            samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
        samples.sort()
        var fields = [
            "\"name\":\"\(name)\"",
            "\"median_ms\":\(format(samples[samples.count / 2]))",
            "\"min_ms\":\(format(samples.first!))",
            "\"max_ms\":\(format(samples.last!))",
            "\"runs\":\(runs)",
        ]
        fields += extra.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }
        print("{" + fields.joined(separator: ",") + "}")
        medians[name] = samples[samples.count / 2]
        return samples[samples.count / 2]
    }

    /// Figures other than times recorded so far in this run, by name (a peak resident size).
    private(set) var figures: [String: Double] = [:]

    /// Prints `value` as the figure `name` and keeps it for ratios.
    func record(_ name: String, value: Double) {
        figures[name] = value
        print("{\"name\":\"\(name)\",\"value\":\(format(value))}")
    }

    /// Prints a figure computed from others (a ratio, a slope).
    func report(_ name: String, _ fields: [String: String]) {
        let body = fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }
        print("{\"name\":\"\(name)\"," + body.joined(separator: ",") + "}")
    }

    private func format(_ value: Double) -> String { String(format: "%.4f", value) }

    /// The process's resident memory in kilobytes, from /proc/self/statm; 0 where it cannot be read.
    static func residentKilobytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}

/// The deterministic generator the shared workload uses (a 32-bit LCG).
struct LCG {
    var state: UInt32

    mutating func next() -> UInt32 {
        state = state &* 1_664_525 &+ 1_013_904_223
        return state >> 8
    }

    mutating func unit() -> Double { Double(next() % 10_000) / 10_000 }
}
