/// Attaching gesture recognizers to a view: what `addGestureRecognizer(_:)`,
/// `removeGestureRecognizer(_:)` and the `gestureRecognizers` setter do.
extension UIView {
    /// Detaches every recognizer, then attaches `recognizers` in order.
    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in recognizerStorage { recognizer.view = nil }
        recognizerStorage = []
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
    }

    /// Attaches `gestureRecognizer`, taking it from any other view first; once only.
    func attachRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let other = gestureRecognizer.view, other !== self { other.removeGestureRecognizer(gestureRecognizer) }
        guard !recognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        recognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` if it is attached to this view.
    func detachRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard recognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        recognizerStorage.removeAll { $0 === gestureRecognizer }
        // A recognizer in the middle of a gesture stops (cancelled or failed) and is reset.
        gestureRecognizer.arena?.detach(gestureRecognizer)
        gestureRecognizer.view = nil
    }
}
