/// Phase 1, input: the platform's events reach their handlers (hit testing and the responder
/// chain live in UIKit, which installs the handler). Changes made by handlers join the implicit
/// transaction and show in this same frame.
extension LayerTreeHost {
    func runInputPhase() {
        inputHandler?()
    }
}
