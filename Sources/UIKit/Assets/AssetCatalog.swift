import Foundation
import Synchronization

/// The asset catalogs of a bundle as Xcode keeps them in a project — `*.xcassets` folders of
/// image sets and colour sets, each described by a `Contents.json` — which an app bundles on Linux
/// as resources (SwiftPM copies the folder; there is no `actool` to compile it).
///
/// Names follow Xcode: a set's folder name without its extension, prefixed by the folders above
/// it that provide a namespace (`"provides-namespace": true`), joined by `/`. Catalogs at the top
/// of the bundle's resources and one folder below are found. Each catalog is indexed once per
/// process (bundles do not change while an app runs); a set whose `Contents.json` is missing or
/// malformed is skipped, never fatal.
enum AssetCatalog {
    /// The kinds of set Lamina reads.
    enum Kind: String, Sendable {
        case image = "imageset"
        case color = "colorset"
    }

    /// Catalog folder path → (kind, name) → set folder path.
    private static let indexes = Mutex<[String: [String: String]]>([:])

    /// The folder of the set `name` of `kind` in `bundle`'s catalogs, or nil.
    static func setPath(named name: String, kind: Kind, in bundle: Bundle) -> String? {
        guard !name.isEmpty, let root = bundle.resourcePath else { return nil }
        for catalog in catalogs(under: root) {
            if let path = index(of: catalog)["\(kind.rawValue)/\(name)"] { return path }
        }
        return nil
    }

    /// The set's `Contents.json` as a dictionary, or nil when missing or malformed.
    static func contents(of setPath: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: setPath + "/Contents.json"),
            let object = try? JSONSerialization.jsonObject(with: data)
        else { return nil }
        return object as? [String: Any]
    }

    /// The `*.xcassets` folders at the top of `root` and one folder below, sorted by path.
    private static func catalogs(under root: String) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        let top = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).sorted()
        for entry in top {
            let path = root + "/" + entry
            if entry.hasSuffix(".xcassets") {
                found.append(path)
            } else if isDirectory(path) {
                let inner = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
                found += inner.filter { $0.hasSuffix(".xcassets") }.map { path + "/" + $0 }
            }
        }
        return found
    }

    private static func index(of catalog: String) -> [String: String] {
        if let known = indexes.withLock({ $0[catalog] }) { return known }
        var built: [String: String] = [:]
        // Folders to visit with the namespace they are in; a depth limit keeps links from looping.
        var pending: [(path: String, namespace: String, depth: Int)] = [(catalog, "", 0)]
        while let (folder, namespace, depth) = pending.popLast() {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for entry in entries {
                let path = folder + "/" + entry
                guard isDirectory(path) else { continue }
                let ext = (entry as NSString).pathExtension
                let stem = (entry as NSString).deletingPathExtension
                if let kind = Kind(rawValue: ext) {
                    let key = "\(kind.rawValue)/\(namespace)\(stem)"
                    if built[key] == nil { built[key] = path }
                } else if ext.isEmpty, depth < 16 {
                    let properties = contents(of: path)?["properties"] as? [String: Any]
                    let namespaced = properties?["provides-namespace"] as? Bool ?? false
                    pending.append((path, namespaced ? namespace + entry + "/" : namespace, depth + 1))
                }
            }
        }
        indexes.withLock { $0[catalog] = built }
        return built
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// How well an entry's `idiom` and `appearances` fit `traits`: nil when it does not fit, else
    /// higher for a closer fit (a dark entry for dark traits over an "any" entry).
    static func fit(of entry: [String: Any], style: UIUserInterfaceStyle, highContrast: Bool) -> Int? {
        let idiom = entry["idiom"] as? String ?? "universal"
        guard idiom == "universal" || idiom == "ipad" else { return nil }
        var score = idiom == "ipad" ? 1 : 0
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            let value = appearance["value"] as? String
            switch appearance["appearance"] as? String {
            case "luminosity":
                let wanted = style == .dark ? "dark" : "light"
                guard value == wanted else { return nil }
                score += 4
            case "contrast":
                guard value == "high", highContrast else { return nil }
                score += 2
            default: return nil
            }
        }
        return score
    }
}
