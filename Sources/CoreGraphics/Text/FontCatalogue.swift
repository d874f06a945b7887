internal import CPango
import Foundation

/// The families and faces fontconfig offers, as UIKit lists them in `UIFont.familyNames`.
package struct FontCatalogue {
    /// Family names, sorted.
    package let families: [String]
    /// Each family's faces, keyed by family name.
    package let faces: [String: [FontFace]]

    init(fontMap: UnsafeMutablePointer<PangoFontMap>) {
        var faces: [String: [FontFace]] = [:]
        var familyList: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var familyCount: Int32 = 0
        pango_font_map_list_families(fontMap, &familyList, &familyCount)
        for index in 0..<Int(familyCount) {
            guard let family = familyList?[index], let rawName = pango_font_family_get_name(family) else { continue }
            let name = String(cString: rawName)
            var faceList: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
            var faceCount: Int32 = 0
            pango_font_family_list_faces(family, &faceList, &faceCount)
            var list: [FontFace] = []
            for faceIndex in 0..<Int(faceCount) {
                guard let face = faceList?[faceIndex], pango_font_face_is_synthesized(face) == 0,
                    let description = pango_font_face_describe(face)
                else { continue }
                let style = pango_font_face_get_face_name(face).map { String(cString: $0) }
                var entry = FontFace(description: description, style: style)
                entry.family = name
                list.append(entry)
                pango_font_description_free(description)
            }
            g_free(faceList)
            faces[name] = list.sorted { ($0.weight, $0.italic ? 1 : 0) < ($1.weight, $1.italic ? 1 : 0) }
        }
        g_free(familyList)
        // Pango's generic aliases are not installed families.
        for generic in ["Sans", "Serif", "Monospace", "System-ui", "Cursive", "Fantasy", "Emoji", "Math"] {
            faces[generic] = nil
        }
        self.faces = faces
        families = faces.keys.sorted()
    }

    /// The family named `name`, ignoring case, as fontconfig spells it.
    package func family(named name: String) -> String? {
        let wanted = name.lowercased()
        return families.first { $0.lowercased() == wanted }
    }

    /// The face whose UIKit font name is `name` (such as "DejaVuSans-Bold"), ignoring case.
    package func face(named name: String) -> FontFace? {
        let wanted = name.lowercased()
        for family in families {
            if let face = faces[family]?.first(where: { $0.name.lowercased() == wanted }) { return face }
        }
        return nil
    }

    /// This thread's catalogue.
    package static var current: FontCatalogue { PangoThreadState.current.catalogue }
}
