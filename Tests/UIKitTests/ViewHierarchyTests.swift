import Foundation
import Testing
import UIKit

@MainActor @Suite struct ViewHierarchyTests {
    @Test func addSubviewAppendsAndSetsSuperviewLayerAndNext() {
        let parent = UIView()
        let a = UIView()
        let b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(parent.subviews == [a, b])
        #expect(a.superview === parent && a.next === parent)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, b.layer].map(ObjectIdentifier.init))
        parent.addSubview(a)
        #expect(parent.subviews == [b, a])
    }

    @Test func callbacksWhenAddingToAWindowedSuperview() {
        let sink = LogSink()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", sink)
        window.addSubview(parent)
        let child = RecordingView("child", sink)
        let grandchild = RecordingView("grandchild", sink)
        child.addSubview(grandchild)
        sink.entries = []
        parent.addSubview(child)
        #expect(
            sink.entries == [
                "child.willMoveToWindow(window)", "grandchild.willMoveToWindow(window)",
                "child.willMoveToSuperview(parent)",
                "child.didMoveToWindow(window)", "grandchild.didMoveToWindow(window)",
                "child.didMoveToSuperview(parent)", "parent.didAddSubview(child)",
            ])
        #expect(!sink.layerMismatch)
    }

    @Test func callbacksWhenAddingOutsideAWindowSkipWindowCallbacks() {
        let sink = LogSink()
        let parent = RecordingView("parent", sink)
        let child = RecordingView("child", sink)
        parent.addSubview(child)
        #expect(
            sink.entries == [
                "child.willMoveToSuperview(parent)", "child.didMoveToSuperview(parent)", "parent.didAddSubview(child)",
            ])
    }

    @Test func callbacksWhenRemoving() {
        let sink = LogSink()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", sink)
        let child = RecordingView("child", sink)
        window.addSubview(parent)
        parent.addSubview(child)
        sink.entries = []
        child.removeFromSuperview()
        #expect(
            sink.entries == [
                "parent.willRemoveSubview(child)", "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)",
                "child.didMoveToWindow(nil)", "child.didMoveToSuperview(nil)",
            ])
        #expect(child.layer.superlayer == nil)
        #expect(child.window == nil && child.superview == nil)
    }

    @Test func movingBetweenSuperviewsRemovesFromTheOldFirst() {
        let sink = LogSink()
        let old = RecordingView("old", sink)
        let new = RecordingView("new", sink)
        let child = RecordingView("child", sink)
        old.addSubview(child)
        sink.entries = []
        new.addSubview(child)
        #expect(
            sink.entries == [
                "child.willMoveToSuperview(new)", "old.willRemoveSubview(child)", "child.didMoveToSuperview(new)",
                "new.didAddSubview(child)",
            ])
        #expect(old.subviews.isEmpty && new.subviews == [child])
        #expect(old.layer.sublayers == nil)
    }

    @Test func reorderingCallsNoCallbacks() {
        let sink = LogSink()
        let parent = RecordingView("parent", sink)
        let a = RecordingView("a", sink)
        let b = RecordingView("b", sink)
        parent.addSubview(a)
        parent.addSubview(b)
        sink.entries = []
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(a)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        parent.insertSubview(a, at: 0)
        #expect(sink.entries.isEmpty)
        #expect(parent.subviews == [a, b])
    }

    @Test func addingToItselfOrADescendantIsRefused() {
        let a = UIView()
        let b = UIView()
        a.addSubview(b)
        a.addSubview(a)
        b.addSubview(a)
        #expect(a.superview == nil)
        #expect(b.subviews.isEmpty)
        #expect(a.subviews == [b])
    }

    @Test func insertionFamilyOrdersSubviews() {
        let parent = UIView()
        let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
        parent.addSubview(a)
        parent.insertSubview(b, at: 0)
        parent.insertSubview(c, aboveSubview: b)
        parent.insertSubview(d, belowSubview: b)
        #expect(parent.subviews == [d, b, c, a])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews == [a, b, c, d])
        parent.insertSubview(b, at: 99)
        #expect(parent.subviews == [a, c, d, b])
        parent.exchangeSubview(at: 0, withSubviewAt: 9)
        #expect(parent.subviews == [a, c, d, b])
        #expect(
            parent.layer.sublayers?.map(ObjectIdentifier.init) == parent.subviews.map { ObjectIdentifier($0.layer) })
    }

    @Test func subviewLayersKeepTheirPlacesAmongForeignSublayers() {
        let parent = UIView()
        let foreignBottom = CALayer()
        let foreignTop = CALayer()
        let (a, b, c) = (UIView(), UIView(), UIView())
        parent.layer.addSublayer(foreignBottom)
        parent.addSubview(a)
        parent.layer.addSublayer(foreignTop)
        func order() -> [ObjectIdentifier] { (parent.layer.sublayers ?? []).map(ObjectIdentifier.init) }
        func ids(_ layers: CALayer...) -> [ObjectIdentifier] { layers.map(ObjectIdentifier.init) }
        #expect(order() == ids(foreignBottom, a.layer, foreignTop))
        parent.addSubview(b)  // on top of everything
        #expect(order() == ids(foreignBottom, a.layer, foreignTop, b.layer))
        parent.insertSubview(c, at: 1)  // just below b's layer
        #expect(order() == ids(foreignBottom, a.layer, foreignTop, c.layer, b.layer))
        parent.insertSubview(c, belowSubview: a)
        #expect(order() == ids(foreignBottom, c.layer, a.layer, foreignTop, b.layer))
        parent.insertSubview(c, aboveSubview: a)
        #expect(order() == ids(foreignBottom, a.layer, c.layer, foreignTop, b.layer))
        parent.exchangeSubview(at: 0, withSubviewAt: 2)  // a <-> b
        #expect(parent.subviews == [b, c, a])
        #expect(order() == ids(foreignBottom, b.layer, c.layer, foreignTop, a.layer))
        parent.bringSubviewToFront(b)
        #expect(order() == ids(foreignBottom, c.layer, foreignTop, a.layer, b.layer))
        parent.sendSubviewToBack(a)
        #expect(order() == ids(a.layer, foreignBottom, c.layer, foreignTop, b.layer))
        #expect(parent.subviews == [a, c, b])
    }

    @Test func windowIsFoundUpTheTreeAndDescendantsAndTags() {
        let window = UIWindow(frame: .zero)
        let parent = UIView()
        let child = UIView()
        child.tag = 7
        parent.addSubview(child)
        #expect(child.window == nil)
        window.addSubview(parent)
        #expect(child.window === window && window.window === window)
        #expect(child.isDescendant(of: window) && child.isDescendant(of: child) && !parent.isDescendant(of: child))
        #expect(window.viewWithTag(7) === child)
        #expect(window.viewWithTag(0) === window)
        #expect(window.viewWithTag(8) == nil)
    }

    @Test func removedViewsAndSubviewsAreFreed() {
        weak var weakParent: UIView?
        weak var weakChild: UIView?
        weak var weakLayer: CALayer?
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            let child = DrawingView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
            parent.addSubview(child)
            root.addSubview(parent)
            weakParent = parent
            weakChild = child
            weakLayer = child.layer
        }
        CATransaction.flush()
        #expect(weakParent != nil)
        weakParent?.removeFromSuperview()
        CATransaction.flush()
        #expect(weakParent == nil)
        #expect(weakChild == nil)
        #expect(weakLayer == nil)
    }

    @Test func layersAndSubviewsOutlivingTheirViewForgetIt() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        let layer: CALayer
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            parent.addSubview(child)
            layer = parent.layer
            #expect(layer.delegate === parent && child.superview === parent)
        }
        CATransaction.flush()
        #expect(layer.delegate == nil && child.superview == nil && child.next == nil)
        // A delegate set through the property stays weak, and the view no longer claims the layer.
        let other = UIView(frame: .zero)
        layer.delegate = other
        #expect(layer.delegate === other)
    }

    @Test func reentrantChangesFromCallbacksKeepTheTreeConsistent() {
        let sink = LogSink()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", sink)
        let sibling = UIView()
        let child = RecordingView("child", sink)
        parent.addSubview(sibling)
        parent.addSubview(child)
        child.onDidMoveToWindow = { view in
            // Leaves its superview and adds a new sibling while the window move is in progress.
            if view.window != nil {
                view.removeFromSuperview()
                parent.addSubview(UIView())
            }
        }
        window.addSubview(parent)
        #expect(child.superview == nil)
        #expect(parent.subviews.count == 2)
        #expect(parent.layer.sublayers?.count == 2)
        #expect(parent.subviews.allSatisfy { $0.superview === parent && $0.layer.superlayer === parent.layer })

        var added = 0
        parent.onLayout = { view in
            if added < 3 {
                added += 1
                view.addSubview(UIView())
                view.subviews.first?.removeFromSuperview()
            }
        }
        parent.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        parent.layoutIfNeeded()
        CATransaction.flush()
        #expect(parent.subviews.count == 2)
        #expect(parent.layer.sublayers?.count == 2)
        #expect(parent.subviews.allSatisfy { $0.layer.superlayer === parent.layer })
    }
}

@MainActor @Suite struct ViewResponderTests {
    final class Field: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test func firstResponderNeedsAWindowAndResignsOnRemoval() {
        let field = Field()
        #expect(!field.becomeFirstResponder())
        let window = UIWindow(frame: .zero)
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        let other = Field()
        window.addSubview(other)
        #expect(other.becomeFirstResponder())
        #expect(!field.isFirstResponder && other.isFirstResponder)
        other.removeFromSuperview()
        #expect(!other.isFirstResponder)
        #expect(!UIView().becomeFirstResponder())
        #expect(field.becomeFirstResponder() && field.resignFirstResponder() && !field.isFirstResponder)
    }

    @Test func nextIsTheSuperview() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next == nil)
        #expect(UIResponder().next == nil)
    }

    @Test func tintColorIsInherited() {
        final class Tinted: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = UIView()
        let child = Tinted()
        parent.addSubview(child)
        #expect(child.tintColor == UIColor.systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == UIColor.red)
        #expect(child.changes == 1)
        child.tintColor = .green
        parent.tintColor = .blue
        #expect(child.tintColor == UIColor.green)
        #expect(child.changes == 2)
        child.tintColor = nil
        #expect(child.tintColor == UIColor.blue)
    }
}

@MainActor @Suite struct ViewReentrantMoveTests {
    /// A superview that moves a departing subview somewhere else from `willRemoveSubview`.
    final class Redirecting: UIView {
        var destination: UIView?

        override func willRemoveSubview(_ subview: UIView) {
            super.willRemoveSubview(subview)
            // Once: the redirecting move itself removes the view from here again.
            if let destination, subview.superview === self {
                self.destination = nil
                destination.addSubview(subview)
            }
        }
    }

    @Test func aMoveMadeByWillRemoveSubviewStands() {
        let old = Redirecting()
        let elsewhere = UIView()
        let target = UIView()
        let view = UIView()
        old.addSubview(view)
        old.destination = elsewhere
        target.addSubview(view)
        // The callback's move to `elsewhere` wins; the view is listed under exactly one superview.
        #expect(view.superview === elsewhere)
        #expect(elsewhere.subviews.count == 1 && elsewhere.subviews[0] === view)
        #expect(old.subviews.isEmpty && target.subviews.isEmpty)
        #expect(view.layer.superlayer === elsewhere.layer)
        #expect(target.layer.sublayers == nil && old.layer.sublayers == nil)
    }
}
