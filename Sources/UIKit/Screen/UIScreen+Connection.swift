/// Connecting virtual screens (Lamina additions; on iOS the system does this).
extension UIScreen {
    /// Connects the screen to the current application context's screens and posts `didConnectNotification`.
    ///
    /// Returns false, doing nothing, when the screen is already connected.
    @discardableResult
    public func connect() -> Bool { ApplicationContext.current.screens.connect(self) }

    /// Disconnects the screen and posts `didDisconnectNotification`; it leaves `UIScreen.screens`.
    ///
    /// Returns false, doing nothing, for the main screen (make another screen main first) and for
    /// a screen that is not connected.
    @discardableResult
    public func disconnect() -> Bool { registry?.disconnect(self) ?? false }

    /// Makes the screen the main screen of the current application context, connecting it first if needed.
    ///
    /// Image renderers and image lookups follow the new main screen's scale from then on. Returns
    /// false when the screen is connected to another context.
    @discardableResult
    public func makeMain() -> Bool { ApplicationContext.current.screens.makeMain(self) }
}
