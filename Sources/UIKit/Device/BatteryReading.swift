import Foundation

/// The battery as the kernel reports it: the first power supply of type "Battery" under
/// `/sys/class/power_supply` (its `capacity` in percent and its `status`).
package struct BatteryReading: Equatable {
    package var level: Float
    package var state: UIDevice.BatteryState

    /// A reading of `level` (0…1) in `state`.
    package init(level: Float, state: UIDevice.BatteryState) {
        self.level = level
        self.state = state
    }

    /// The battery now, or nil where there is none (a desktop, a container).
    package static func read(root: String = "/sys/class/power_supply") -> BatteryReading? {
        let manager = FileManager.default
        guard let supplies = try? manager.contentsOfDirectory(atPath: root) else { return nil }
        for supply in supplies.sorted() {
            let directory = root + "/" + supply
            guard value(directory, "type") == "Battery", let capacity = value(directory, "capacity").flatMap(Float.init)
            else { continue }
            return BatteryReading(level: min(max(capacity / 100, 0), 1), state: state(value(directory, "status")))
        }
        return nil
    }

    /// The kernel's status word as a battery state.
    static func state(_ status: String?) -> UIDevice.BatteryState {
        switch status {
        case "Charging": .charging
        case "Full": .full
        case "Discharging", "Not charging": .unplugged
        default: .unknown
        }
    }

    private static func value(_ directory: String, _ name: String) -> String? {
        (try? String(contentsOfFile: directory + "/" + name, encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
