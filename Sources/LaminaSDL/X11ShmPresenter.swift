internal import CXCB
import Foundation
package import QuartzCore
import Synchronization

/// The SDL backend's render-thread present: puts each damaged rectangle of the framebuffer into an
/// X11 window over a connection of its own, so frames keep reaching the screen while the main
/// thread (which owns SDL and its event pump) is busy.
///
/// The window is SDL's (found with `SDL_GetWindowWMInfo`); SDL draws nothing into it. The
/// presenter keeps a shared-memory copy of the framebuffer (MIT-SHM, `ShmPutImage`) when the X
/// server offers it, and sends the rows with plain `PutImage` requests otherwise (split to fit the
/// server's request size). Each present ends with a round trip, so the copy is free to reuse at
/// the next one (at most one frame in flight). Pixels are premultiplied B, G, R, A — a 24-bit
/// TrueColor window's ZPixmap layout on little-endian, alpha ignored. All calls are made under a
/// lock, from whichever thread presents (the render thread).
package final class X11ShmPresenter: FramePresenter, Sendable {
    private struct Connection: @unchecked Sendable {
        let connection: OpaquePointer
        let window: UInt32
        let gc: UInt32
        var usesSharedMemory: Bool
        var segment: UInt32 = 0
        var shmID: Int32 = -1
        /// The retained copy of the window's pixels: a shared-memory segment, or (without shared
        /// memory) plain memory the plain puts read from.
        var buffer: UnsafeMutableRawPointer?
        var bufferIsShared = false
        var width = 0
        var height = 0
        var presentedFrames = 0
        var exposesRepainted = 0
        var failed = false
    }

    private let state: Mutex<Connection>

    /// A presenter for X11 window `window` (SDL's X11 window id) on `DISPLAY`, through shared
    /// memory when the server offers it and `sharedMemory` allows (`LAMINA_NO_SHM` in the
    /// environment turns it off); nil when no connection to the display can be opened.
    package init?(window: UInt, sharedMemory: Bool = true) {
        guard window != 0, let connection = xcb_connect(nil, nil), xcb_connection_has_error(connection) == 0 else {
            return nil
        }
        let id = UInt32(truncatingIfNeeded: window)
        let gc = xcb_generate_id(connection)
        xcb_create_gc(connection, gc, id, 0, nil)
        let shm =
            sharedMemory && lamina_has_shm(connection) != 0
            && ProcessInfo.processInfo.environment["LAMINA_NO_SHM"] == nil
        state = Mutex(Connection(connection: connection, window: id, gc: gc, usesSharedMemory: shm))
        // Exposes come to this connection too, and are repainted from the retained copy on a
        // thread of their own, whatever the main and render threads are doing.
        var mask = XCB_EVENT_MASK_EXPOSURE.rawValue
        xcb_change_window_attributes(connection, id, XCB_CW_EVENT_MASK.rawValue, &mask)
        xcb_flush(connection)
        watcher = ExposeWatcher(connection: connection)
        watcher.start { [weak self] in self?.repaintRetained() }
    }

    private let watcher: ExposeWatcher

    /// How many exposes were repainted from the retained copy.
    package var exposesRepainted: Int { state.withLock { $0.exposesRepainted } }

    /// Puts the whole retained copy again.
    private func repaintRetained() {
        state.withLock { connection in
            guard let buffer = connection.buffer, !connection.failed else { return }
            let whole = PixelRect(x: 0, y: 0, width: connection.width, height: connection.height)
            Self.putRetained(whole, buffer: buffer, &connection)
            let cookie = xcb_get_input_focus(connection.connection)
            free(xcb_get_input_focus_reply(connection.connection, cookie, nil))
            connection.exposesRepainted += 1
        }
    }

    deinit {
        watcher.stop()
        state.withLock { connection in
            Self.releaseBuffer(&connection)
            xcb_free_gc(connection.connection, connection.gc)
            xcb_disconnect(connection.connection)
        }
    }

    /// How many frames were presented.
    package var presentedFrames: Int { state.withLock { $0.presentedFrames } }

    /// Whether frames go through shared memory (else plain `PutImage`).
    package var usesSharedMemory: Bool { state.withLock { $0.usesSharedMemory } }

    package func present(_ frame: PresentedFrame) {
        state.withLock { connection in
            guard !connection.failed, frame.width > 0, frame.height > 0 else { return }
            var regions = SDLFrameUpload.pixelRects(covering: frame.damage, width: frame.width, height: frame.height)
            if connection.width != frame.width || connection.height != frame.height || connection.buffer == nil {
                Self.releaseBuffer(&connection)
                connection.width = frame.width
                connection.height = frame.height
                Self.makeBuffer(&connection)
                regions = [PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)]
            }
            guard let buffer = connection.buffer else { return }
            for region in regions { Self.putShared(region, of: frame, buffer: buffer, &connection) }
            // A round trip: the server has drawn every put, so the copy may be rewritten.
            let cookie = xcb_get_input_focus(connection.connection)
            free(xcb_get_input_focus_reply(connection.connection, cookie, nil))
            if xcb_connection_has_error(connection.connection) != 0 { connection.failed = true }
            connection.presentedFrames += 1
        }
    }

    private static func makeBuffer(_ connection: inout Connection) {
        var id: Int32 = -1
        let bytes = connection.width * connection.height * 4
        guard connection.usesSharedMemory, let address = lamina_shm_create(bytes, &id) else {
            connection.usesSharedMemory = false
            connection.buffer = calloc(bytes, 1)
            connection.bufferIsShared = false
            return
        }
        let segment = xcb_generate_id(connection.connection)
        let cookie = xcb_shm_attach_checked(connection.connection, segment, UInt32(bitPattern: id), 0)
        if let error = xcb_request_check(connection.connection, cookie) {
            // The server cannot attach it (a remote display): plain puts from now on.
            free(error)
            lamina_shm_destroy(address, id)
            connection.usesSharedMemory = false
            connection.buffer = calloc(bytes, 1)
            connection.bufferIsShared = false
            return
        }
        connection.bufferIsShared = true
        connection.buffer = address
        connection.shmID = id
        connection.segment = segment
    }

    private static func releaseBuffer(_ connection: inout Connection) {
        guard let buffer = connection.buffer else { return }
        if connection.bufferIsShared {
            xcb_shm_detach(connection.connection, connection.segment)
            lamina_shm_destroy(buffer, connection.shmID)
        } else {
            free(buffer)
        }
        connection.buffer = nil
        connection.shmID = -1
    }

    /// Copies the region's rows into the retained copy (same layout as the window) and puts them.
    private static func putShared(
        _ region: PixelRect, of frame: PresentedFrame, buffer: UnsafeMutableRawPointer, _ connection: inout Connection
    ) {
        let pitch = connection.width * 4
        SDLFrameUpload.copyRows(
            of: region, from: frame.pixels, bytesPerRow: frame.bytesPerRow,
            to: buffer + region.y * pitch + region.x * 4, pitch: pitch)
        putRetained(region, buffer: buffer, &connection)
    }

    /// Puts a region of the retained copy: from shared memory, or in plain `PutImage` requests.
    private static func putRetained(
        _ region: PixelRect, buffer: UnsafeMutableRawPointer, _ connection: inout Connection
    ) {
        guard connection.bufferIsShared else {
            let bytes = UnsafeRawBufferPointer(start: buffer, count: connection.width * connection.height * 4)
            putPlain(region, from: bytes, pitch: connection.width * 4, &connection)
            return
        }
        xcb_shm_put_image(
            connection.connection, connection.window, connection.gc, UInt16(clamping: connection.width),
            UInt16(clamping: connection.height), UInt16(clamping: region.x), UInt16(clamping: region.y),
            UInt16(clamping: region.width), UInt16(clamping: region.height), Int16(clamping: region.x),
            Int16(clamping: region.y), 24, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), 0, connection.segment, 0)
    }

    /// Sends the region's rows of `pixels` in `PutImage` requests small enough for the server.
    private static func putPlain(
        _ region: PixelRect, from pixels: UnsafeRawBufferPointer, pitch: Int, _ connection: inout Connection
    ) {
        let rowBytes = region.width * 4
        let maximum = Int(xcb_get_maximum_request_length(connection.connection)) * 4 - 64
        let rowsPerRequest = max(1, maximum / max(rowBytes, 1))
        var rows = [UInt8](repeating: 0, count: rowBytes * min(rowsPerRequest, region.height))
        var y = region.y
        while y < region.y + region.height {
            let count = min(rowsPerRequest, region.y + region.height - y)
            let part = PixelRect(x: region.x, y: y, width: region.width, height: count)
            rows.withUnsafeMutableBytes { out in
                SDLFrameUpload.copyRows(
                    of: part, from: pixels, bytesPerRow: pitch, to: out.baseAddress!, pitch: rowBytes)
                xcb_put_image(
                    connection.connection, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), connection.window,
                    connection.gc, UInt16(clamping: region.width), UInt16(clamping: count), Int16(clamping: region.x),
                    Int16(clamping: y), 0, 24, UInt32(rowBytes * count),
                    out.baseAddress!.assumingMemoryBound(to: UInt8.self))
            }
            y += count
        }
    }
}

/// Reads pixels of an X11 window over a connection of its own (`GetImage`): how tests look at
/// what a window shows from outside the app's threads.
package final class X11WindowSampler {
    private let connection: OpaquePointer
    private let window: UInt32

    /// A sampler of window `window` on `DISPLAY`; nil without a connection.
    package init?(window: UInt) {
        guard let connection = xcb_connect(nil, nil), xcb_connection_has_error(connection) == 0 else { return nil }
        self.connection = connection
        self.window = UInt32(truncatingIfNeeded: window)
    }

    deinit { xcb_disconnect(connection) }

    /// Covers a part of the window with a white child window of this connection's, then takes it
    /// away, so the window is exposed there (what another window passing over it does).
    package func coverAndUncover(x: Int, y: Int, width: Int, height: Int) {
        guard let screen = xcb_setup_roots_iterator(xcb_get_setup(connection)).data else { return }
        let child = xcb_generate_id(connection)
        var white = screen.pointee.white_pixel
        xcb_create_window(
            connection, 0, child, window, Int16(clamping: x), Int16(clamping: y), UInt16(clamping: width),
            UInt16(clamping: height), 0, UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), 0, XCB_CW_BACK_PIXEL.rawValue,
            &white)
        xcb_map_window(connection, child)
        roundTrip()
        xcb_destroy_window(connection, child)
        roundTrip()
    }

    private func roundTrip() {
        let cookie = xcb_get_input_focus(connection)
        free(xcb_get_input_focus_reply(connection, cookie, nil))
    }

    /// The pixel at (x, y) as 0x00RRGGBB; nil when the server cannot read it.
    package func pixel(x: Int, y: Int) -> UInt32? {
        let cookie = xcb_get_image(
            connection, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), window, Int16(clamping: x), Int16(clamping: y), 1, 1,
            UInt32.max)
        guard let reply = xcb_get_image_reply(connection, cookie, nil) else { return nil }
        defer { free(reply) }
        guard xcb_get_image_data_length(reply) >= 4, let data = xcb_get_image_data(reply) else { return nil }
        return UInt32(data[0]) | UInt32(data[1]) << 8 | UInt32(data[2]) << 16
    }
    /// The window's top-left `width` × `height` pixels as an opaque image; nil when the server
    /// cannot read them (the window is unmapped, or smaller). Expects a 24-bit TrueColor visual,
    /// as Xvfb and desktop X servers give SDL's windows (32 bits a pixel, blue first).
    package func image(width: Int, height: Int) -> CGImage? {
        guard width > 0, height > 0 else { return nil }
        let cookie = xcb_get_image(
            connection, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), window, 0, 0, UInt16(clamping: width),
            UInt16(clamping: height), UInt32.max)
        guard let reply = xcb_get_image_reply(connection, cookie, nil) else { return nil }
        defer { free(reply) }
        let bytesPerRow = width * 4
        guard Int(xcb_get_image_data_length(reply)) >= bytesPerRow * height, let data = xcb_get_image_data(reply),
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            let pixels = context.data
        else { return nil }
        pixels.copyMemory(from: data, byteCount: bytesPerRow * height)
        return context.makeImage()
    }
}

/// Waits for exposes on a presenter's connection on a thread of its own (polling its socket a
/// tenth of a second at a time, so it can be stopped) and reports each.
final class ExposeWatcher: @unchecked Sendable {
    private let connection: OpaquePointer
    private let stopping = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)
    private var started = false

    init(connection: OpaquePointer) { self.connection = connection }

    /// Starts the thread; `onExpose` runs on it for each expose.
    func start(_ onExpose: @escaping @Sendable () -> Void) {
        started = true
        let thread = Thread { [self] in
            defer { finished.signal() }
            let descriptor = xcb_get_file_descriptor(connection)
            while !stopping.load(ordering: .acquiring) {
                var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&entry, 1, 100)
                while let event = xcb_poll_for_event(connection) {
                    if lamina_xcb_event_type(event) == UInt8(XCB_EXPOSE) { onExpose() }
                    free(event)
                }
                if xcb_connection_has_error(connection) != 0 { return }
            }
        }
        thread.name = "Lamina X11 exposes"
        thread.start()
    }

    /// Stops the thread and waits for it.
    func stop() {
        guard started else { return }
        stopping.store(true, ordering: .releasing)
        finished.wait()
        started = false
    }
}
