import Foundation

/// A size limit that an environment variable may lower but never raise: a machine with little
/// memory, or the fuzz targets, whose time would otherwise go to clearing, blurring and
/// compositing the largest surfaces Lamina allows.
package enum EnvironmentLimit {
    /// The limit `setting` (the value of the variable `name`) asks for: a decimal count from 1 up
    /// to `standard`. Anything else (unset, zero, negative, larger, not a number) gives
    /// `standard`; a value set but unusable is logged under `LAMINA_DIAGNOSTICS=geometry`.
    package static func value(_ name: String, _ setting: String?, standard: Int) -> Int {
        guard let setting else { return standard }
        guard let count = Int(setting.trimmingCharacters(in: .whitespaces)), count >= 1, count <= standard else {
            Diagnostics.ignored("\(name)=\(setting) (1 to \(standard) pixels)")
            return standard
        }
        return count
    }
}
