import CoreGraphics
import Foundation

/// The visual format language's parser: reads a line of views and the connections between them
/// and makes the constraints (`NSLayoutConstraint.constraints(withVisualFormat:…)`).
@MainActor
struct VisualFormatParser {
    struct Failure: Error { let reason: String }

    /// One predicate: `>=50@750`, `==other`.
    struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority = UILayoutPriority.required
    }

    /// The spacing between two neighbours: standard, none, or predicates.
    enum Connection {
        case standard
        case adjacent
        case predicates([Predicate])
    }

    let text: [Unicode.Scalar]
    let metrics: [String: Any]
    let views: [String: Any]
    let options: NSLayoutConstraint.FormatOptions
    var position = 0
    var vertical = false
    var result: [NSLayoutConstraint] = []

    init(
        text: [Unicode.Scalar], metrics: [String: Any], views: [String: Any], options: NSLayoutConstraint.FormatOptions
    ) {
        self.text = text.filter { !$0.properties.isWhitespace }
        self.metrics = metrics
        self.views = views
        self.options = options
    }

    static let standardSpacing: CGFloat = 8
    static let standardSuperviewSpacing: CGFloat = 20

    mutating func parse() throws(Failure) -> [NSLayoutConstraint] {
        if text.count >= 2, text[1] == ":" {
            guard text[0] == "H" || text[0] == "V" else { throw Failure(reason: "an orientation other than H or V") }
            vertical = text[0] == "V"
            position = 2
        }
        var opening: Connection?
        if accept("|") { opening = try connection() ?? .adjacent }
        var current = try bracketedView()
        var lineViews = [current]
        if let opening { try connect(try superview(of: current), current, opening, superviewFirst: true) }
        while let link = try connection() {
            if accept("|") {
                try connect(current, try superview(of: current), link, superviewLast: true)
                break
            }
            let next = try bracketedView()
            try connect(current, next, link)
            lineViews.append(next)
            current = next
        }
        guard position == text.count else { throw Failure(reason: "unexpected text at offset \(position)") }
        try align(lineViews)
        return result
    }

    private func superview(of view: UIView) throws(Failure) -> UIView {
        guard let superview = view.superview else { throw Failure(reason: "`|` beside a view without a superview") }
        return superview
    }

    // MARK: Constraints

    /// The attributes of a line's start and end: leading and trailing (top and bottom in `V:`),
    /// or left and right, or right and left.
    private var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute) {
        if vertical { return (.top, .bottom) }
        if options.contains(.directionRightToLeft) { return (.right, .left) }
        return options.contains(.directionLeftToRight) ? (.left, .right) : (.leading, .trailing)
    }

    /// `a`, then `connection`, then `b` along the line; a superview takes part by its own start
    /// (before the line) or end (after it).
    private mutating func connect(
        _ a: UIView, _ b: UIView, _ connection: Connection, superviewFirst: Bool = false, superviewLast: Bool = false
    ) throws(Failure) {
        let toSuperview = superviewFirst || superviewLast
        let predicates: [Predicate]
        switch connection {
        case .adjacent: predicates = [Predicate()]
        case .standard:
            predicates = [Predicate(constant: toSuperview ? Self.standardSuperviewSpacing : Self.standardSpacing)]
        case .predicates(let list): predicates = list
        }
        let (start, end) = edges
        let far = superviewFirst ? start : end
        let near = superviewLast ? end : start
        // Forwards, b's near edge lies `constant` past a's far edge; a right-to-left line measures
        // the other way, so a's far edge lies `constant` past b's near edge.
        let backwards = !vertical && options.contains(.directionRightToLeft)
        for predicate in predicates {
            guard predicate.view == nil else { throw Failure(reason: "a view as a spacing") }
            let constraint =
                backwards
                ? NSLayoutConstraint(
                    first: a, far, predicate.relation, second: b, near, multiplier: 1, constant: predicate.constant)
                : NSLayoutConstraint(
                    first: b, near, predicate.relation, second: a, far, multiplier: 1, constant: predicate.constant)
            constraint.priority = predicate.priority
            result.append(constraint)
        }
    }

    /// The alignment options: each view after the first aligned with the first.
    private mutating func align(_ lineViews: [UIView]) throws(Failure) {
        let pairs: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in pairs where options.contains(option) {
            guard attribute.axis != (vertical ? .vertical : .horizontal) else {
                throw Failure(reason: "an alignment along the line's own axis")
            }
            for pair in zip(lineViews, lineViews.dropFirst()) {
                result.append(
                    NSLayoutConstraint(
                        first: pair.1, attribute, .equal, second: pair.0, attribute, multiplier: 1, constant: 0))
            }
        }
    }

    // MARK: Reading

    private func peek() -> Unicode.Scalar? { position < text.count ? text[position] : nil }

    private mutating func accept(_ scalar: Unicode.Scalar) -> Bool {
        guard peek() == scalar else { return false }
        position += 1
        return true
    }

    /// `[name(predicates)]`: the view, with its size predicates made into constraints.
    private mutating func bracketedView() throws(Failure) -> UIView {
        guard accept("[") else { throw Failure(reason: "expected `[`") }
        let name = identifier()
        guard let view = views[name] as? UIView else { throw Failure(reason: "no view named \"\(name)\"") }
        if accept("(") {
            for predicate in try predicateList() {
                let attribute: NSLayoutConstraint.Attribute = vertical ? .height : .width
                let constraint = NSLayoutConstraint(
                    first: view, attribute, predicate.relation, second: predicate.view,
                    predicate.view == nil ? .notAnAttribute : attribute, multiplier: 1, constant: predicate.constant)
                constraint.priority = predicate.priority
                result.append(constraint)
            }
        }
        guard accept("]") else { throw Failure(reason: "expected `]` after \"\(name)\"") }
        return view
    }

    /// A connection: `-`, `-pred-`, `-(preds)-`; adjacency when `[` or `|` follows directly; nil
    /// when nothing does.
    private mutating func connection() throws(Failure) -> Connection? {
        guard accept("-") else {
            return peek() == "[" || peek() == "|" ? .adjacent : nil
        }
        if peek() == "[" || peek() == "|" { return .standard }
        let predicates: [Predicate]
        if accept("(") {
            predicates = try predicateList()
        } else {
            predicates = [try predicate()]
        }
        guard accept("-") else { throw Failure(reason: "expected `-` after a spacing") }
        return .predicates(predicates)
    }

    /// `pred(,pred)*)`, after the opening parenthesis.
    private mutating func predicateList() throws(Failure) -> [Predicate] {
        var list = [try predicate()]
        while accept(",") { list.append(try predicate()) }
        guard accept(")") else { throw Failure(reason: "expected `)`") }
        return list
    }

    private mutating func predicate() throws(Failure) -> Predicate {
        var predicate = Predicate()
        if accept("=") {
            guard accept("=") else { throw Failure(reason: "expected `==`") }
        } else if accept("<") {
            guard accept("=") else { throw Failure(reason: "expected `<=`") }
            predicate.relation = .lessThanOrEqual
        } else if accept(">") {
            guard accept("=") else { throw Failure(reason: "expected `>=`") }
            predicate.relation = .greaterThanOrEqual
        }
        if let number = number() {
            predicate.constant = number
        } else {
            let name = identifier()
            if let value = metric(name) {
                predicate.constant = value
            } else if let view = views[name] as? UIView {
                predicate.view = view
            } else {
                throw Failure(reason: "no metric or view named \"\(name)\"")
            }
        }
        if accept("@") {
            let value: CGFloat
            if let number = number() {
                value = number
            } else {
                let name = identifier()
                guard let named = metric(name) else { throw Failure(reason: "no metric named \"\(name)\"") }
                value = named
            }
            predicate.priority = UILayoutPriority(Float(value))
            guard predicate.priority.isValid else { throw Failure(reason: "a priority of \(value)") }
        }
        guard predicate.constant.isFinite else { throw Failure(reason: "a constant that is not finite") }
        return predicate
    }

    private func metric(_ name: String) -> CGFloat? { TextAttributes.number(metrics[name]) }

    private mutating func identifier() -> String {
        var name = ""
        while let scalar = peek(), scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            if name.isEmpty && ("0"..."9").contains(scalar) { break }
            name.unicodeScalars.append(scalar)
            position += 1
        }
        return name
    }

    private mutating func number() -> CGFloat? {
        var digits = ""
        if peek() == "-" || peek() == "+" {
            guard position + 1 < text.count, ("0"..."9").contains(text[position + 1]) else { return nil }
            digits.unicodeScalars.append(text[position])
            position += 1
        }
        while let scalar = peek(), ("0"..."9").contains(scalar) || scalar == "." {
            digits.unicodeScalars.append(scalar)
            position += 1
        }
        return Double(digits).map { CGFloat($0) }
    }
}
