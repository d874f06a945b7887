import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIDevice` on a desktop, the kernel's battery, and the haptic generators.
@MainActor @Suite struct DeviceTests {
    @Test func theDeviceIsTheDesktop() throws {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.userInterfaceIdiom == .pad && device.model == "Linux" && device.systemName == "Linux")
        #expect(
            device.systemVersion == "18.0"
                && device.systemVersion.compare("13.0", options: .numeric) == .orderedDescending)
        #expect(device.name == ProcessInfo.processInfo.hostName)
        #expect(device.orientation == .unknown && !device.orientation.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.landscapeRight.isLandscape && UIDeviceOrientation.faceDown.isFlat)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled && !device.proximityState)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        // The same vendor id on every call, where the machine has an id.
        if FileManager.default.fileExists(atPath: "/etc/machine-id") {
            let id = try #require(device.identifierForVendor)
            #expect(device.identifierForVendor == id)
            #expect(id.uuidString.count == 36 && Array(id.uuidString)[14] == "5")
        }
    }

    @Test func theBatteryComesFromTheKernelsPowerSupplies() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-power-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func supply(_ name: String, _ files: [String: String]) throws {
            let directory = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (file, text) in files {
                try (text + "\n").write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
            }
        }
        #expect(BatteryReading.read(root: root.path) == nil)
        try supply("AC", ["type": "Mains", "online": "1"])
        #expect(BatteryReading.read(root: root.path) == nil)
        try supply("BAT0", ["type": "Battery", "capacity": "73", "status": "Discharging"])
        #expect(BatteryReading.read(root: root.path) == BatteryReading(level: 0.73, state: .unplugged))
        try supply("BAT0", ["type": "Battery", "capacity": "100", "status": "Full"])
        #expect(BatteryReading.read(root: root.path) == BatteryReading(level: 1, state: .full))
        try supply("BAT0", ["type": "Battery", "capacity": "not a number", "status": "Charging"])
        #expect(BatteryReading.read(root: root.path) == nil)
    }

    @Test func hapticFeedbackReachesTheContextsObserver() {
        HeadlessHost.run { host in
            var felt: [HapticFeedback] = []
            UIImpactFeedbackGenerator(style: .heavy).impactOccurred()  // nobody listens: nothing
            host.context.hapticFeedback = { felt.append($0) }
            let impact = UIImpactFeedbackGenerator(style: .rigid)
            impact.prepare()
            impact.impactOccurred(intensity: 0.4)
            impact.impactOccurred(intensity: 7)
            impact.impactOccurred(intensity: .nan)
            UIImpactFeedbackGenerator().impactOccurred(at: CGPoint(x: 3, y: 4))
            UISelectionFeedbackGenerator().selectionChanged()
            UINotificationFeedbackGenerator(view: UIView()).notificationOccurred(.warning, at: CGPoint(x: 1, y: 2))
            #expect(
                felt == [
                    .impact(.rigid, intensity: 0.4, location: nil), .impact(.rigid, intensity: 1, location: nil),
                    .impact(.medium, intensity: 1, location: CGPoint(x: 3, y: 4)), .selection(location: nil),
                    .notification(.warning, location: CGPoint(x: 1, y: 2)),
                ])
        }
    }
}
