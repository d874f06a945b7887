import Foundation
import UIKit

/// The headless backend's side of the application-platform seam, where SDL's is `SDLPlatform`:
/// its events are the reports a test or tool queues (`HeadlessHost.touch`, `key`), posted to the
/// application when the next turn pumps them. It never waits — a headless app's clock moves only
/// when advanced — and never ends the app.
@MainActor
final class HeadlessPlatform: ApplicationPlatform {
    /// A report waiting for the next turn.
    enum Report {
        case touch(TouchReport)
        case key(KeyReport)
        case scroll(ScrollReport)
    }

    private var queued: [Report] = []

    /// Queues `report` for the next turn.
    func queue(_ report: Report) { queued.append(report) }

    /// Nothing to end: the headless platform never waits.
    nonisolated func wakeFromAnotherThread() {}

    func pumpEvents(waitingUpTo timeout: TimeInterval, into context: ApplicationContext) -> Bool {
        let reports = queued
        queued = []
        for report in reports {
            switch report {
            case .touch(let touch): context.post(touch)
            case .key(let key): context.post(key)
            case .scroll(let scroll): context.post(scroll)
            }
        }
        return true
    }
}
