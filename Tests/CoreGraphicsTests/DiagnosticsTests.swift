import CoreGraphics
import Testing

@Suite struct DiagnosticsTests {
    @Test func theEnvironmentValueNamesCategories() {
        #expect(Diagnostics.parse(nil) == [])
        #expect(Diagnostics.parse("") == [])
        #expect(Diagnostics.parse("geometry") == .geometry)
        #expect(Diagnostics.parse(" Geometry , other") == .geometry)
        #expect(Diagnostics.parse("all") == [.geometry, .presentation, .layout])
        #expect(Diagnostics.parse("layout") == .layout)
        #expect(Diagnostics.parse("presentation,geometry") == [.geometry, .presentation])
        #expect(Diagnostics.parse("nothing") == [])
    }

    @Test func nothingIsLoggedUnlessAsked() {
        // The test run does not set LAMINA_DIAGNOSTICS: ignoring bad input stays silent.
        #expect(Diagnostics.enabled == [])
        #expect(Diagnostics.ignored("frame = nan") == nil)
    }
}
