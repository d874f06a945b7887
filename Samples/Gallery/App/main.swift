import Foundation
import GalleryPages
import UIKit

// Renders the Gallery's pages (the guide's figures) to PNG in the directory given as the first
// argument (default: ./out), then says where. Until the real window arrives this is the main job.
let directory = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out",
    relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
).standardizedFileURL
do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for page in GalleryPages.all {
        let data = GalleryPages.render(page.name, scale: 2)
        let url = directory.appendingPathComponent("gallery-\(page.name).png")
        try data?.write(to: url)
        print("Wrote \(url.path)")
    }
} catch {
    print("Gallery failed: \(error)")
    exit(1)
}
