/// Phase 1, input: the platform's events reach their handlers. UIKit installs the handler
/// (`inputHandler`, set by each screen's frame owner): the application context's queued reports
/// become touches events, hit-tested and delivered down the responder chain. Changes made by
/// handlers join the implicit transaction and show in this same frame.
extension LayerTreeHost {
    func runInputPhase() {
        inputHandler?()
    }
}
