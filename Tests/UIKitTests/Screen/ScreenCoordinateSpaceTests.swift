import Foundation
import Testing
import UIKit

/// A space placed on a screen by an affine transform, the way a window or view will be.
@MainActor
private final class PlacedSpace: ScreenAnchoredCoordinateSpace {
    let transformToFixedSpace: CGAffineTransform
    let bounds = CGRect(x: 0, y: 0, width: 50, height: 50)

    init(_ transform: CGAffineTransform) { transformToFixedSpace = transform }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertAnchored(point, to: coordinateSpace)
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertAnchored(point, from: coordinateSpace)
    }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertAnchored(rect, to: coordinateSpace)
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertAnchored(rect, from: coordinateSpace)
    }
}

/// A space that knows nothing of anchoring: it is offset from the screen's origin and converts
/// only to and from screen spaces, by itself.
@MainActor
private final class OffsetSpace: UICoordinateSpace {
    let offset: CGPoint
    let bounds = CGRect(x: 0, y: 0, width: 10, height: 10)

    init(offset: CGPoint) { self.offset = offset }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CGPoint(x: point.x - offset.x, y: point.y - offset.y)
    }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        rect.offsetBy(dx: offset.x, dy: offset.y)
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        rect.offsetBy(dx: -offset.x, dy: -offset.y)
    }
}

@MainActor
@Suite struct ScreenCoordinateSpaceTests {
    @Test func screenSpacesHaveTheScreensBounds() throws {
        let screen = try #require(UIScreen(virtualSize: CGSize(width: 320, height: 480), scale: 2))
        #expect(screen.coordinateSpace === screen)
        #expect(screen.fixedCoordinateSpace !== screen)
        #expect(screen.fixedCoordinateSpace === screen.fixedCoordinateSpace)
        #expect(screen.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(screen.fixedCoordinateSpace.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        let point = CGPoint(x: 12.5, y: 40)
        #expect(screen.coordinateSpace.convert(point, to: screen.fixedCoordinateSpace) == point)
        #expect(screen.fixedCoordinateSpace.convert(point, from: screen.coordinateSpace) == point)
    }

    @Test func screensShareTheirOriginInPoints() throws {
        let phone = try #require(UIScreen(virtualSize: CGSize(width: 390, height: 844), scale: 3))
        let tv = try #require(UIScreen(virtualSize: CGSize(width: 1920, height: 1080), scale: 1))
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(phone.convert(CGPoint(x: 5, y: 6), to: tv) == CGPoint(x: 5, y: 6))
        #expect(tv.convert(rect, from: phone.fixedCoordinateSpace) == rect)
        #expect(phone.fixedCoordinateSpace.convert(rect, to: tv.fixedCoordinateSpace) == rect)
    }

    @Test func anchoredSpacesConvertThroughTheFixedSpace() throws {
        let phone = try #require(UIScreen(virtualSize: CGSize(width: 390, height: 844), scale: 3))
        let tv = try #require(UIScreen(virtualSize: CGSize(width: 1920, height: 1080), scale: 1))
        // Placed at (100, 50) on the screen, drawn twice as large.
        let placed = PlacedSpace(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 100, ty: 50))
        #expect(phone.convert(CGPoint(x: 3, y: 4), from: placed) == CGPoint(x: 106, y: 58))
        #expect(placed.convert(CGPoint(x: 3, y: 4), to: tv.fixedCoordinateSpace) == CGPoint(x: 106, y: 58))
        #expect(phone.convert(CGPoint(x: 110, y: 70), to: placed) == CGPoint(x: 5, y: 10))
        #expect(placed.convert(CGPoint(x: 110, y: 70), from: tv) == CGPoint(x: 5, y: 10))
        #expect(
            phone.convert(CGRect(x: 0, y: 0, width: 10, height: 5), from: placed)
                == CGRect(x: 100, y: 50, width: 20, height: 10))
        #expect(
            placed.convert(CGRect(x: 120, y: 60, width: 20, height: 10), from: phone)
                == CGRect(x: 10, y: 5, width: 10, height: 5))
    }

    @Test func unknownSpacesAreAskedToConvertThemselves() throws {
        let screen = try #require(UIScreen(virtualSize: CGSize(width: 100, height: 100), scale: 1))
        let space = OffsetSpace(offset: CGPoint(x: 30, y: 40))
        #expect(screen.convert(CGPoint(x: 35, y: 45), to: space) == CGPoint(x: 5, y: 5))
        #expect(screen.convert(CGPoint(x: 5, y: 5), from: space) == CGPoint(x: 35, y: 45))
        #expect(
            screen.fixedCoordinateSpace.convert(CGRect(x: 30, y: 40, width: 1, height: 2), to: space)
                == CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(
            screen.convert(CGRect(x: 0, y: 0, width: 1, height: 2), from: space)
                == CGRect(x: 30, y: 40, width: 1, height: 2))
    }
}
