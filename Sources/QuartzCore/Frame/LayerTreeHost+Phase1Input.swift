/// Phase 1, input: the platform's events reach their handlers. Nothing installs a handler yet:
/// event delivery (hit testing, the responder chain) will, through `inputHandler`. Changes made by handlers join the implicit
/// transaction and show in this same frame.
extension LayerTreeHost {
    func runInputPhase() {
        inputHandler?()
    }
}
