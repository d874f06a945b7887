import Foundation

extension CALayer {
    /// Whether the layer's content may be shown brighter than standard white on a display with
    /// extended dynamic range. Kept (and readable by key-value coding under its name); Lamina's
    /// displays are standard-range, where Core Animation shows such content as it shows any other.
    public var wantsExtendedDynamicRangeContent: Bool {
        get { customValues?["wantsExtendedDynamicRangeContent"] as? Bool ?? false }
        set { setValue(newValue, forKey: "wantsExtendedDynamicRangeContent") }
    }
}
