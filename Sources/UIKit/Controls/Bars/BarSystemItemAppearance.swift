import CoreGraphics
import Foundation

/// How a bar shows a system item: a word (Done, Cancel…) or a glyph Lamina draws (its own
/// simple line drawings in the spirit of iOS's, 24 points square, tinted like any bar image).
@MainActor
struct BarSystemItemAppearance {
    let item: UIBarButtonItem.SystemItem

    init(_ item: UIBarButtonItem.SystemItem) { self.item = item }

    /// The word shown for text items; nil for glyphs and spaces.
    var title: String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// What assistive technologies read for a glyph item (text items read their word); nil for
    /// spaces.
    var spokenName: String? {
        switch item {
        case .add: "Add"
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .pageCurl: "Page Curl"
        case .close: "Close"
        default: title
        }
    }

    /// The glyph of icon items (black on clear, to be tinted); nil for text items and spaces.
    func glyph() -> UIImage? {
        guard title == nil, item != .flexibleSpace, item != .fixedSpace else { return nil }
        let side: CGFloat = 24
        UIGraphicsBeginImageContextWithOptions(CGSize(width: side, height: side), false, 0)
        defer { UIGraphicsEndImageContext() }
        UIColor.black.setStroke()
        UIColor.black.setFill()
        draw()
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    private func line(_ points: [(CGFloat, CGFloat)], closed: Bool = false, width: CGFloat = 2) -> UIBezierPath {
        let path = UIBezierPath()
        for (index, point) in points.enumerated() {
            let p = CGPoint(x: point.0, y: point.1)
            if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        if closed { path.close() }
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        return path
    }

    private func draw() {
        switch item {
        case .add:
            line([(12, 4), (12, 20)]).stroke()
            line([(4, 12), (20, 12)]).stroke()
        case .stop, .close:
            line([(6, 6), (18, 18)]).stroke()
            line([(18, 6), (6, 18)]).stroke()
        case .play:
            line([(7, 4), (20, 12), (7, 20)], closed: true).fill()
        case .pause:
            UIBezierPath(rect: CGRect(x: 6, y: 4, width: 4, height: 16)).fill()
            UIBezierPath(rect: CGRect(x: 14, y: 4, width: 4, height: 16)).fill()
        case .rewind:
            line([(12, 6), (3, 12), (12, 18)], closed: true).fill()
            line([(21, 6), (12, 12), (21, 18)], closed: true).fill()
        case .fastForward:
            line([(3, 6), (12, 12), (3, 18)], closed: true).fill()
            line([(12, 6), (21, 12), (12, 18)], closed: true).fill()
        case .refresh:
            let arc = UIBezierPath(
                arcCenter: CGPoint(x: 12, y: 13), radius: 7, startAngle: -CGFloat.pi / 2, endAngle: 1.4 * CGFloat.pi,
                clockwise: true)
            arc.lineWidth = 2
            arc.stroke()
            line([(10, 3), (13, 6), (10, 9)]).stroke()
        case .search:
            let lens = UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 12, height: 12))
            lens.lineWidth = 2
            lens.stroke()
            line([(15, 15), (20, 20)], width: 2.5).stroke()
        case .trash:
            line([(4, 6), (20, 6)]).stroke()
            line([(9, 6), (9, 3), (15, 3), (15, 6)]).stroke()
            line([(6, 6), (7, 21), (17, 21), (18, 6)]).stroke()
        case .action:
            line([(8, 9), (5, 9), (5, 21), (19, 21), (19, 9), (16, 9)]).stroke()
            line([(12, 2), (12, 14)]).stroke()
            line([(8, 6), (12, 2), (16, 6)]).stroke()
        case .compose:
            line([(13, 4), (4, 4), (4, 20), (20, 20), (20, 11)]).stroke()
            line([(10, 14), (20, 4)]).stroke()
        case .reply:
            line([(10, 5), (3, 12), (10, 19)]).stroke()
            line([(3, 12), (14, 12), (20, 16), (21, 20)]).stroke()
        case .organize:
            line([(3, 6), (9, 6), (11, 8), (21, 8), (21, 19), (3, 19)], closed: true).stroke()
        case .bookmarks:
            line([(5, 4), (19, 4), (19, 20), (5, 20)], closed: true).stroke()
            line([(9, 4), (9, 12), (11.5, 10), (14, 12), (14, 4)]).stroke()
        case .camera:
            line([(3, 8), (8, 8), (10, 5), (14, 5), (16, 8), (21, 8), (21, 19), (3, 19)], closed: true).stroke()
            let lens = UIBezierPath(ovalIn: CGRect(x: 8.5, y: 9.5, width: 7, height: 7))
            lens.lineWidth = 2
            lens.stroke()
        case .pageCurl:
            line([(5, 3), (19, 3), (19, 14), (13, 21), (5, 21)], closed: true).stroke()
            line([(19, 14), (13, 14), (13, 21)]).stroke()
        default:
            break
        }
    }
}
