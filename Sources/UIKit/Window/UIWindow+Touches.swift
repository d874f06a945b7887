/// How a window hands touches to their views.
extension UIWindow {
    /// Calls each view's handler of each changed phase once, with that view's touches of the phase:
    /// began first, then moved, ended and cancelled; views in the order their touches began.
    ///
    /// Gesture recognizers see the touches first (`GestureArena`), which may cancel or hold back
    /// what the views get.
    func deliverTouches(of event: UIEvent) {
        let mine = event.touchList.filter { $0.window === self }
        guard !mine.isEmpty else { return }
        let arena = owningContext?.touchRouter.arena
        arena?.deliverToRecognizers(mine, event: event)
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var views: [UIView] = []
            var touchesByView: [ObjectIdentifier: Set<UITouch>] = [:]
            for touch in mine where touch.phase == phase && arena?.viewMayReceive(touch, phase: phase) ?? true {
                guard let view = touch.view else { continue }
                let key = ObjectIdentifier(view)
                if touchesByView[key] == nil { views.append(view) }
                touchesByView[key, default: []].insert(touch)
            }
            for view in views {
                guard let touches = touchesByView[ObjectIdentifier(view)] else { continue }
                switch phase {
                case .began: view.touchesBegan(touches, with: event)
                case .moved: view.touchesMoved(touches, with: event)
                case .ended: view.touchesEnded(touches, with: event)
                default: view.touchesCancelled(touches, with: event)
                }
            }
        }
        arena?.settle()
    }
}
