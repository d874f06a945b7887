import CoreGraphics

/// The elements an assistive technology reads on a screen, in reading order: what VoiceOver's
/// swipes walk through. UIKitTesting's `AccessibilityInspector` reads it; a bridge to the desktop's
/// accessibility bus would too.
///
/// The rules, from the outside in:
/// - hidden views, views at alpha 0.01 or less and anything with `accessibilityElementsHidden`
///   contribute nothing (nor does anything inside them);
/// - an object with `isAccessibilityElement` is one element: nothing inside it is read;
/// - otherwise its elements are the ones it lists (`accessibilityElements`, in that order) or,
///   for a view without a list, those of its subviews — only the last of the visible subviews
///   with `accessibilityViewIsModal`, when one has it;
/// - elements are read in rows top to bottom, each row left to right, by their
///   `accessibilityFrame` (see `ordered(_:)`); a listed
///   container's elements stay in its order, and a container with
///   `shouldGroupAccessibilityChildren` is read as one block at its own place (its elements
///   ordered among themselves).
@MainActor
package enum AccessibilityTree {
    /// The elements inside `root` (a window, or any view), in reading order.
    package static func elements(in root: UIView) -> [UIResponder] {
        ordered(entries(of: root)).flatMap(\.elements)
    }

    /// Every object inside `root` that carries accessibility attributes — elements, containers
    /// and listed elements, hidden or not — in depth-first order: what identifiers are looked up in.
    package static func allObjects(in root: UIView) -> [UIResponder] {
        var found: [UIResponder] = []
        var stack: [UIResponder] = [root]
        var seen = Set<ObjectIdentifier>()
        while let object = stack.popLast() {
            guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
            found.append(object)
            var children: [UIResponder] = (object as? UIView)?.subviews ?? []
            children += (object.accessibilityAttributes?.elements ?? []).compactMap { $0 as? UIResponder }
            stack.append(contentsOf: children.reversed())
        }
        return found
    }

    /// Elements read together, and where they sort: one element, or a block that keeps its order.
    private struct Entry {
        var elements: [UIResponder]
        var place: CGRect
    }

    /// How a container's children combine.
    private enum Mode { case listed, grouped, plain }

    /// A container being read: its children, and the entries of those read so far.
    private struct Frame {
        var container: UIResponder
        var mode: Mode
        var children: [UIResponder]
        var results: [[Entry]] = []
    }

    /// The entries of `root`, walked with an explicit stack (trees may be 100,000 levels deep).
    private static func entries(of root: UIResponder) -> [Entry] {
        var stack: [Frame] = []
        var reading = Set<ObjectIdentifier>()  // the containers on the stack: a list naming one is a cycle
        func visit(_ object: UIResponder) -> [Entry]? {
            guard !reading.contains(ObjectIdentifier(object)) else { return [] }
            if let view = object as? UIView, view.isHidden || view.alpha <= 0.01 { return [] }
            if object.accessibilityElementsHidden { return [] }
            if object.isAccessibilityElement { return [Entry(elements: [object], place: object.accessibilityFrame)] }
            if let listed = object.accessibilityElements {
                stack.append(
                    Frame(container: object, mode: .listed, children: listed.compactMap { $0 as? UIResponder }))
            } else if let view = object as? UIView {
                let mode: Mode = view.shouldGroupAccessibilityChildren ? .grouped : .plain
                stack.append(Frame(container: view, mode: mode, children: readableSubviews(of: view)))
            } else {
                return []
            }
            reading.insert(ObjectIdentifier(object))
            return nil
        }
        if let direct = visit(root) { return direct }
        while !stack.isEmpty {
            // Read through the index, never a copy: a copy would make each append copy `results`.
            let top = stack.count - 1
            if stack[top].results.count < stack[top].children.count {
                let child = stack[top].children[stack[top].results.count]
                if let direct = visit(child) { stack[top].results.append(direct) }
                continue
            }
            let frame = stack.removeLast()
            reading.remove(ObjectIdentifier(frame.container))
            let combined: [Entry]
            switch frame.mode {
            case .listed:
                combined = block(frame.results.flatMap { ordered($0).flatMap(\.elements) }, of: frame.container)
            case .grouped:
                combined = block(ordered(frame.results.flatMap { $0 }).flatMap(\.elements), of: frame.container)
            case .plain: combined = frame.results.flatMap { $0 }
            }
            guard !stack.isEmpty else { return combined }
            stack[stack.count - 1].results.append(combined)
        }
        return []
    }

    private static func block(_ elements: [UIResponder], of container: UIResponder) -> [Entry] {
        elements.isEmpty ? [] : [Entry(elements: elements, place: container.accessibilityFrame)]
    }

    /// The subviews read: all visible ones, or only the last modal one when one is modal.
    private static func readableSubviews(of view: UIView) -> [UIView] {
        let visible = view.subviews.filter { !$0.isHidden && $0.alpha > 0.01 }
        if let modal = visible.last(where: { $0.accessibilityViewIsModal }) { return [modal] }
        return visible
    }

    /// Top to bottom in rows, each row left to right; ties keep their order, and coordinates
    /// that are not numbers count as infinitely far (read last). Entries taken by their tops start rows; an entry joins the first of the
    /// last four rows whose first entry it shares a row with — each one's vertical middle lies
    /// within the other's height (a glyph button beside a title button, not a label beside a
    /// tall sidebar) — and rows are read in the order they started.
    private static func ordered(_ entries: [Entry]) -> [Entry] {
        func key(_ value: CGFloat) -> CGFloat { value.isNaN ? .infinity : value }
        func before(_ lhs: (offset: Int, element: Entry), _ rhs: (offset: Int, element: Entry), top: Bool) -> Bool {
            let (a, b) = (lhs.element.place, rhs.element.place)
            if top, key(a.minY) != key(b.minY) { return key(a.minY) < key(b.minY) }
            if key(a.minX) != key(b.minX) { return key(a.minX) < key(b.minX) }
            return lhs.offset < rhs.offset
        }
        func sameRow(_ a: CGRect, _ b: CGRect) -> Bool {
            a.minY <= b.midY && b.midY <= a.maxY && b.minY <= a.midY && a.midY <= b.maxY
        }
        var rows: [[(offset: Int, element: Entry)]] = []
        for item in entries.enumerated().sorted(by: { before($0, $1, top: true) }) {
            // Only the last few rows are tried, so a column of single rows stays linear.
            let open = rows.indices.suffix(4).first { sameRow(rows[$0][0].element.place, item.element.place) }
            if let open { rows[open].append(item) } else { rows.append([item]) }
        }
        let result = rows.flatMap { row in row.sorted { before($0, $1, top: false) }.map(\.element) }
        return result
    }
}
