import CoreGraphics
public import Foundation

/// Manages a view hierarchy: loads its view lazily, hears when it appears and disappears and when
/// it lays out, and holds child view controllers.
///
/// The view loads the first time `view` is read: `loadView()` (which by default makes a plain
/// `UIView` the size of the main screen), then `viewDidLoad()`. The controller is its view's
/// next responder. Appearance callbacks come when its view becomes or stops being shown as a
/// window's root view (and are forwarded to children), layout callbacks around its view's
/// `layoutSubviews()`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// The view, once loaded or set (`UIViewController+ViewLoading.swift`).
    var loadedView: UIView?
    /// Whether `loadView()` is running, so a read of `view` inside it does not load again.
    var isLoadingView = false
    /// The controllers whose views this one's view holds.
    public internal(set) var children: [UIViewController] = []
    /// The controller that holds this one, if any.
    public internal(set) weak var parent: UIViewController?
    /// Whether the view is shown (between `viewDidAppear` and `viewWillDisappear`).
    var appearance = Appearance.disappeared
    /// A localized title for the controller.
    open var title: String?
    /// The name of the interface file to load the view from (Lamina loads none yet).
    public let nibName: String?
    /// The bundle of that interface file.
    public let nibBundle: Bundle?
    /// Whether the appearance change under way was begun as animated (`beginAppearanceTransition`).
    var transitionAnimated = false

    /// Creates a controller; a nil nib name means the view comes from `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller without an interface file.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive (Lamina has no archives yet: one without a nib).
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// The controller's view, loaded on first access; setting it replaces the view.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { replaceView(with: newValue) }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// The appearance set on this controller (`overrideUserInterfaceStyle`).
    var ownInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The handlers `registerForTraitChanges(_:handler:)` added, in order.
    var traitRegistrations: [TraitRegistration] = []
    /// `traitOverrides`, when any trait is set.
    var ownTraitOverrides: UITraitOverrides?

    /// The appearance (light or dark) of the controller's view and everything below it that does
    /// not set its own; `.unspecified` (the default) inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownInterfaceStyle }
        set { setOverrideInterfaceStyle(newValue) }
    }

    /// Called after the traits of the controller's view changed, after the view heard it, with
    /// `UITraitCollection.current` set to the new ones; does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain view the size of the main screen. Override to build your own and
    /// assign it to `view` (without calling super).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() { loadViewOnce() }

    /// Called before the view is added to a shown hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is in the shown hierarchy, after `viewWillAppear(_:)` and before
    /// `viewDidAppear(_:)`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view was added to a shown hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed from a shown hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed from a shown hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Updates the constraints of the controller's view before layout, instead of the view's own
    /// `updateConstraints()`, which the base implementation calls; call super last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    /// Insets added to the view's safe area (`Margins/`); zero by default.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set { setAdditionalSafeAreaInsets(newValue) }
    }
    /// The stored `additionalSafeAreaInsets`.
    var additionalSafeAreaInsetsStorage = UIEdgeInsets.zero
    /// Called when the view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// Whether the view's margins are kept at least `systemMinimumLayoutMargins`; true by default.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.reportMarginsIfChanged(duringLayout: false) }
    }
    /// The least margins of the view: 16 points leading and trailing in a compact width, 20 in a
    /// regular one, none at the top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { minimumMargins }

    /// Whether the view is shown.
    open var isViewAppeared: Bool { appearance == .appeared }

    /// Whether the controller's children hear `viewWillAppear(_:)` and the other appearance
    /// callbacks when it does; true by default. A container that returns false calls
    /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` on them itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance change the caller drives (a custom container showing or hiding a
    /// child): `viewWillAppear(_:)` or `viewWillDisappear(_:)` with `animated`, unless the
    /// controller already is, or is becoming, what was asked.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        transitionAnimated = animated
        beginAppearanceTransitionFromWindow(appearing: isAppearing, animated: animated)
    }

    /// Finishes the change `beginAppearanceTransition(_:animated:)` started: `viewDidAppear(_:)`
    /// (after `viewIsAppearing(_:)`) or `viewDidDisappear(_:)`; nothing when none is under way.
    open func endAppearanceTransition() { endCallerDrivenAppearanceTransition() }

    /// The next responder: for a presented controller, the controller presenting it; otherwise
    /// the view's superview (for a window's root view, the window), as in UIKit. A presenter whose
    /// view a full-screen presentation took out of the window goes on where its view was.
    open override var next: UIResponder? {
        modal.presenting ?? loadedView?.superview ?? modal.presented?.modal.removedFrom
    }

    /// The commands added with `addKeyCommand(_:)` (nil while there are none).
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    /// Whether the controller performs key commands while it presents another modally; true by
    /// default, as in UIKit.
    open var performsActionsWhilePresentingModally: Bool { true }
    /// What `addKeyCommand(_:)` added.
    var addedKeyCommands: [UIKeyCommand] = []

    // MARK: Children

    /// Adds `child` as a child; call `didMove(toParent:)` on it once its view is in place.
    open func addChild(_ childController: UIViewController) { adopt(childController) }

    /// Removes this controller from its parent; call `willMove(toParent: nil)` on it first.
    open func removeFromParent() { leaveParent() }

    /// Called before the controller is added to or removed from a parent; overrides call super,
    /// which marks the move for `isMovingToParent` and `isMovingFromParent`.
    open func willMove(toParent parent: UIViewController?) {
        movingToParent = parent != nil
        movingFromParent = parent == nil && self.parent != nil
    }

    /// Whether the controller appears because it was just added to a parent: true from
    /// `willMove(toParent:)` with a parent until its next `viewDidAppear(_:)` has run.
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller disappears because it is leaving its parent: true from
    /// `willMove(toParent: nil)` until its next `viewDidDisappear(_:)` has run.
    open var isMovingFromParent: Bool { movingFromParent }
    /// The stored `isMovingToParent` and `isMovingFromParent`.
    var movingToParent = false
    var movingFromParent = false

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Replaces the child `fromViewController`'s view by the child `toViewController`'s in its
    /// superview, running `animations` alongside (`UIViewController+Containment.swift`).
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        transitionChildren(
            from: fromViewController, to: toViewController, duration: duration, options: options,
            animations: animations, completion: completion)
    }

    // MARK: Content size

    /// The size this controller would like its view to have, for its container; zero by default.
    /// A change tells the parent (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize = CGSize.zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// Called when a child's `preferredContentSize` changed; does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size to give a child's view in a container of `parentSize`; `parentSize` by default.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    /// Called before the view's container changes to `size` (for a window's root view
    /// controller, when the window resizes); add work to `coordinator`. Forwards to the children
    /// with the sizes `size(forChildContentContainer:withParentContainerSize:)` gives: call super.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(
                to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// Called before the traits change with the container's size (size classes); forwards to the
    /// children: call super.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// The coordinator of the transition under way for this controller: its (or an ancestor's)
    /// presentation or dismissal, or its window's change of size; else nil.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        activePresentationTransition ?? viewIfLoaded?.window?.activeSizeTransition
    }

    // MARK: Editing

    /// Whether the controller's view is in editing mode; setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// The stored `isEditing`.
    var editingStorage = false

    /// Enters or leaves editing mode; subclasses override it to update their views (calling super,
    /// which also retitles `editButtonItem`).
    open func setEditing(_ editing: Bool, animated: Bool) { storeEditing(editing) }

    /// A bar button item titled Edit, or Done while editing, that toggles editing (animated).
    open var editButtonItem: UIBarButtonItem { editItem ?? makeEditButtonItem() }
    /// The item `editButtonItem` made.
    var editItem: UIBarButtonItem?

    // MARK: Presentation (`Presentation/`)

    /// The controller's part in modal presentation.
    var modal = ModalState()

    /// Presents `viewControllerToPresent` modally, in its `modalPresentationStyle`, animated by its
    /// transitioning delegate's animator or its `modalTransitionStyle`; `completion` runs after
    /// the presented controller's `viewDidAppear(_:)`. Ignored (as UIKit does, with a warning)
    /// when the presenting controller already presents one or its view is not in a window.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        presentModally(viewControllerToPresent, source: self, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (and any presented above it), or, when it
    /// presented none, the presentation this controller is part of; `completion` runs after the
    /// dismissed controller's `viewDidDisappear(_:)`. Nothing happens, and `completion` is not
    /// called, when there is nothing to dismiss.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    /// The controller this one (or, when it presents none, its nearest ancestor) presents.
    open var presentedViewController: UIViewController? { nearestPresented }

    /// The controller that presents this one (or its nearest presented ancestor).
    open var presentingViewController: UIViewController? { nearestPresenting }

    /// How a presentation of this controller covers the screen; `.automatic` (a page sheet) by default.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { modal.presentationStyle }
        set { modal.presentationStyle = newValue }
    }

    /// The animation of a presentation without a custom animator; `.coverVertical` by default.
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { modal.transitionStyle }
        set { modal.transitionStyle = newValue }
    }

    /// Supplies custom animators and, for `.custom` presentations, the presentation controller (weak).
    open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { modal.transitioningDelegate }
        set { modal.transitioningDelegate = newValue }
    }

    /// Whether focus goes back to the item focused before a presentation once it is dismissed;
    /// true by default (stored: the focus system sends focus to the window's preference).
    open var restoresFocusAfterTransition = true
    /// Whether current-context presentations asked of this controller or its children cover
    /// this controller's view; false by default.
    open var definesPresentationContext: Bool {
        get { modal.definesPresentationContext }
        set { modal.definesPresentationContext = newValue }
    }

    /// Whether a controller defining the presentation context gives its transition style to
    /// presentations in it (stored; Lamina always uses the presented controller's own).
    open var providesPresentationContextTransitionStyle: Bool {
        get { modal.providesPresentationContextTransitionStyle }
        set { modal.providesPresentationContextTransitionStyle = newValue }
    }

    /// Whether the presentation refuses interactive dismissal (stored: Lamina has none).
    open var isModalInPresentation: Bool {
        get { modal.isModalInPresentation }
        set { modal.isModalInPresentation = newValue }
    }

    /// True while the controller is being presented: in `viewWillAppear(_:)` and `viewDidAppear(_:)`.
    open var isBeingPresented: Bool { modal.beingPresented }
    /// True while the controller is being dismissed: in `viewWillDisappear(_:)` and `viewDidDisappear(_:)`.
    open var isBeingDismissed: Bool { modal.beingDismissed }

    /// The presentation controller of this controller's presentation, made for its current style
    /// on first request (so its delegate can be set before presenting).
    open var presentationController: UIPresentationController? {
        if let made = modal.presentationController { return made }
        return makePresentationController(presenting: nil, source: nil, style: resolvedPresentationStyle)
    }

    /// The sheet controller of a presentation in a sheet style (`.automatic`, `.pageSheet`,
    /// `.formSheet`), made on first request so detents can be set before presenting; else nil.
    open var sheetPresentationController: UISheetPresentationController? {
        switch resolvedPresentationStyle {
        case .pageSheet, .formSheet: presentationController as? UISheetPresentationController
        default: nil
        }
    }

    /// The popover controller of a `.popover` presentation (made on first request, to set its
    /// source before presenting), else nil.
    open var popoverPresentationController: UIPopoverPresentationController? {
        resolvedPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }

    /// The presentation controller while the controller is presented, else nil.
    open var activePresentationController: UIPresentationController? {
        modal.presenting == nil ? nil : modal.presentationController
    }

    /// Shows `vc` in the primary context: without a navigation container, presents it.
    open func show(_ vc: UIViewController, sender: Any?) { present(vc, animated: true) }

    /// Shows `vc` in the secondary context: without a split-view container, presents it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { present(vc, animated: true) }

    /// Called when the application receives a memory warning; release what can be rebuilt.
    /// Does nothing by default.
    open func didReceiveMemoryWarning() {}

    // MARK: System chrome — kept for source compatibility: a desktop window has no status bar,
    // home indicator, device rotation or screen-edge gestures, so nothing reads these
    // (`docs/Compatibility.md`).

    /// The status bar style the controller would like; `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller would like the status bar hidden; false.
    open var prefersStatusBarHidden: Bool { false }
    /// How status-bar changes animate; `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status-bar style counts instead of this controller's; nil.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status-bar visibility counts instead of this controller's; nil.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Asks for the status-bar preferences to be read again.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether a presentation that does not cover the screen takes over the status bar (stored).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the controller would like the home indicator hidden; false.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose home-indicator preference counts instead; nil.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Asks for the home-indicator preference to be read again.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The orientations the controller supports; `.all` (Lamina's idiom is the pad's).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    /// The orientation to present the controller in; `.portrait`.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Asks for the supported orientations to be read again.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// The edges on which the system's own gestures should wait for the app's; none (a desktop
    /// has no screen-edge system gestures, so the app always gets its touches first).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose screen-edge preference counts instead of this controller's; nil.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Asks for the screen-edge preference to be read again.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// The edges the view extends under navigation and tab bars (stored; `.all`). Without those
    /// bars, which Lamina does not build yet, the view fills its container either way.
    open var edgesForExtendedLayout = UIRectEdge.all
    /// Whether the view extends under opaque bars too (stored; false, no bars as above).
    open var extendedLayoutIncludesOpaqueBars = false
    /// Whether the controller's contents rotate with the device; true.
    @available(*, deprecated, message: "Use supportedInterfaceOrientations")
    open var shouldAutorotate: Bool { true }
}
