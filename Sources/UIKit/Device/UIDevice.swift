public import Foundation

/// The device the app runs on: its names, system, idiom, orientation and battery.
///
/// On Linux the device is the desktop computer: `userInterfaceIdiom` is `.pad` (Lamina's windows
/// are laid out as an iPad's), `model` and `systemName` say Linux, and `systemVersion` is the iOS
/// version whose UIKit Lamina follows, so version checks take the branch for current API (as
/// `#available(iOS …, *)` does on Linux). The battery comes from the kernel's power supplies
/// (`/sys/class/power_supply`); orientation is always `.unknown` (desktops have no motion sensor).
@preconcurrency @MainActor
open class UIDevice {
    /// The device.
    public class var current: UIDevice { shared }
    private static let shared = UIDevice()

    /// The device's name: the computer's host name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// The kind of device: "Linux".
    open var model: String { "Linux" }
    /// `model`, localized (Lamina does not localize it).
    open var localizedModel: String { model }
    /// The operating system: "Linux".
    open var systemName: String { "Linux" }
    /// The iOS version whose UIKit Lamina follows: "18.0".
    open var systemVersion: String { "18.0" }
    /// The idiom the interface is laid out for: `.pad`, as the trait collections of Lamina's
    /// windows say.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
    /// Whether several apps run at once: true.
    open var isMultitaskingSupported: Bool { true }

    /// An identifier of the device, the same for every app of one vendor (the bundle identifier
    /// without its last part) on this computer: made from the machine's id
    /// (`/etc/machine-id`); nil when there is none.
    open var identifierForVendor: UUID? {
        guard let machine = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8) else { return nil }
        let trimmed = machine.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        let bundle = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        let vendor = bundle.split(separator: ".").dropLast().joined(separator: ".")
        return Self.uuid(hashing: trimmed + "/" + (vendor.isEmpty ? bundle : vendor))
    }

    // MARK: Orientation

    /// The device's physical orientation: `.unknown`, as on a device without a motion sensor.
    open var orientation: UIDeviceOrientation { .unknown }
    /// Whether `beginGeneratingDeviceOrientationNotifications()` calls outnumber the ends.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }
    private var orientationRequests = 0
    /// Starts orientation notifications (none come: the orientation never changes); calls nest.
    open func beginGeneratingDeviceOrientationNotifications() { orientationRequests += 1 }
    /// Ends one `beginGeneratingDeviceOrientationNotifications()`.
    open func endGeneratingDeviceOrientationNotifications() { orientationRequests = max(orientationRequests - 1, 0) }

    // MARK: Battery

    /// Whether the app reads the battery; `batteryLevel` and `batteryState` say unknown until it is
    /// set. Setting it reads the battery once (Lamina does not watch for changes yet).
    open var isBatteryMonitoringEnabled = false {
        didSet { battery = isBatteryMonitoringEnabled ? BatteryReading.read() : nil }
    }
    private var battery: BatteryReading?
    /// The charge from 0 to 1; -1 while monitoring is off or where there is no battery.
    open var batteryLevel: Float { battery?.level ?? -1 }
    /// Whether the battery charges; `.unknown` while monitoring is off or where there is none.
    open var batteryState: BatteryState { battery?.state ?? .unknown }

    /// A battery's state.
    public enum BatteryState: Int, Sendable {
        /// Not known (monitoring is off, or there is no battery).
        case unknown = 0
        /// On battery power.
        case unplugged = 1
        /// Plugged in and charging.
        case charging = 2
        /// Plugged in and full.
        case full = 3
    }

    // MARK: Proximity

    /// Whether the proximity sensor is on; setting it leaves it false, as on devices without one.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether something is near the proximity sensor: false.
    open var proximityState: Bool { false }

    /// Plays the keyboard's input click; Lamina's keyboards make no sound, so nothing plays.
    open func playInputClick() {}

    /// Posted when the orientation changes (never, on Linux).
    nonisolated public static let orientationDidChangeNotification = NSNotification.Name(
        "UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's charge changes.
    nonisolated public static let batteryLevelDidChangeNotification = NSNotification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery's state changes.
    nonisolated public static let batteryStateDidChangeNotification = NSNotification.Name(
        "UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the proximity state changes (never, on Linux).
    nonisolated public static let proximityStateDidChangeNotification = NSNotification.Name(
        "UIDeviceProximityStateDidChangeNotification")

    /// A version-5-style UUID from two FNV-1a hashes of `text` (stable across runs).
    static func uuid(hashing text: String) -> UUID {
        func fnv(_ seed: UInt64) -> UInt64 {
            var hash = seed
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
        var bytes = withUnsafeBytes(of: fnv(0xcbf2_9ce4_8422_2325).bigEndian, Array.init)
        bytes += withUnsafeBytes(of: fnv(0x8422_2325_cbf2_9ce4).bigEndian, Array.init)
        bytes[6] = (bytes[6] & 0x0f) | 0x50
        bytes[8] = (bytes[8] & 0x3f) | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, home button below.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, home button right.
    case landscapeLeft = 3
    /// On its side, home button left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface could take this orientation (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
