public import Foundation

/// A controller of content sized by a container: the size a child would like
/// (`preferredContentSize`) and the size its container gives it.
///
/// Divergence from Apple: `systemLayoutFittingSizeDidChange(forChildContentContainer:)`, which
/// needs Auto Layout, is not part of it.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container would like this content to have.
    var preferredContentSize: CGSize { get }
    /// Called when a child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size to give a child in a container of `parentSize`.
    func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize
    /// Called before the container changes to `size`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// Called before the traits change with the container's size.
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
