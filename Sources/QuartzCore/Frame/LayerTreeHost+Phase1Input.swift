/// Phase 1, input, in the single-tree frame: the platform's events reach their handlers through
/// `inputHandler` (each screen's frame owner sets it to deliver the application context's queued
/// reports, for `UIScreen.renderFrame(through:)`). The application's frame delivers input once
/// for all screens itself and does not run this phase. Changes made by handlers join the implicit
/// transaction and show in this same frame.
extension LayerTreeHost {
    func runInputPhase() {
        inputHandler?()
    }
}
