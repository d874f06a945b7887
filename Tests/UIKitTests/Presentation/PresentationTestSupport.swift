import Foundation
import UIKit

/// One log that several controllers write to, so the order across them shows.
@MainActor
final class Journal {
    var entries: [String] = []
}

/// A controller that writes its appearance callbacks (with whether it is being presented or
/// dismissed, and whether a transition coordinator is there) to a shared journal.
@MainActor
final class JournalingController: UIViewController {
    let name: String
    let journal: Journal
    let color: UIColor
    var memoryWarnings = 0
    var sizes: [CGSize] = []

    init(_ name: String, _ journal: Journal, color: UIColor = .white) {
        self.name = name
        self.journal = journal
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = color
    }

    private func note(_ event: String) {
        var flags = ""
        if isBeingPresented { flags += " presenting" }
        if isBeingDismissed { flags += " dismissing" }
        journal.entries.append("\(name) \(event)\(flags)")
    }

    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
    override func didReceiveMemoryWarning() { memoryWarnings += 1 }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
    }
}
