import Foundation

/// Lamina's debug diagnostics: what bad input it ignored, logged instead of dropped silently.
///
/// Off unless the environment variable `LAMINA_DIAGNOSTICS` names a category when the process
/// reads it first (`geometry`, `presentation`, `layout`, or `all`). Bad values are still ignored, as documented in
/// docs/Reliability.md; the log line only says so, on standard error, once per call. Checked only
/// on the path that rejects a value, so valid values cost nothing.
package enum Diagnostics {
    /// The categories to log.
    package struct Categories: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        /// Non-finite or negative geometry, transforms and values that a setter or a context ignored.
        package static let geometry = Categories(rawValue: 1 << 0)
        /// View-controller presentations and dismissals that UIKit refuses with a console warning.
        package static let presentation = Categories(rawValue: 1 << 1)
        /// Auto Layout constraints that are invalid or cannot all be satisfied (UIKit raises or logs).
        package static let layout = Categories(rawValue: 1 << 2)
    }

    /// The categories `LAMINA_DIAGNOSTICS` turned on, read once.
    package static let enabled: Categories = parse(ProcessInfo.processInfo.environment["LAMINA_DIAGNOSTICS"])

    /// The categories named by a `LAMINA_DIAGNOSTICS` value (comma-separated names).
    package static func parse(_ value: String?) -> Categories {
        var result: Categories = []
        for name in (value ?? "").lowercased().split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch name {
            case "geometry": result.insert(.geometry)
            case "presentation": result.insert(.presentation)
            case "layout": result.insert(.layout)
            case "all", "1": result.formUnion([.geometry, .presentation, .layout])
            default: break
            }
        }
        return result
    }

    /// The line logged when `what` was ignored, and whether it was logged.
    @discardableResult
    package static func ignored(_ what: @autoclosure () -> String, category: Categories = .geometry) -> String? {
        guard enabled.contains(category) else { return nil }
        let line = "Lamina: ignored \(what())\n"
        FileHandle.standardError.write(Data(line.utf8))
        return line
    }
}
