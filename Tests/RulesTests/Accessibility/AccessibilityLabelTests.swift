@testable import Rules
import XCTest

/// `a11y-label-control-type`: type words are reported where they name the control, not where they are content.
final class AccessibilityLabelTests: XCTestCase {
    private let probe = LexiconRuleProbe(A11yLabelControlTypeCheck())

    func testTypeWordsAndTheLabelWithoutThem() {
        XCTAssertEqual(probe.highlights("Play button", role: .a11yLabel), ["button"])
        XCTAssertEqual(probe.suggestion("Play button", role: .a11yLabel), "Play")
        XCTAssertEqual(probe.suggestion("Close Icon", role: .a11yLabel), "Close")
        XCTAssertEqual(probe.suggestion("Notifications toggle", role: .a11yLabel), "Notifications")
        XCTAssertEqual(probe.suggestion("Volume slider", role: .a11yLabel), "Volume")
        XCTAssertEqual(probe.highlights("Remember me check box", role: .a11yLabel), ["check box"])
        XCTAssertEqual(probe.suggestion("Remember me checkbox", role: .a11yLabel), "Remember me")
        XCTAssertEqual(probe.suggestion("%@ button", role: .a11yLabel), "%@")
        XCTAssertEqual(probe.suggestion("Home button", role: .a11yLabel), "Home")
    }

    func testImageOfPhrases() {
        XCTAssertEqual(probe.highlights("Image of a sunset over the ocean", role: .a11yLabel), ["Image of"])
        XCTAssertEqual(probe.suggestion("Image of a sunset over the ocean", role: .a11yLabel), "Sunset over the ocean")
        XCTAssertEqual(probe.suggestion("Photo of Anna", role: .a11yLabel), "Anna")
        XCTAssertEqual(probe.highlights("A picture of the Golden Gate Bridge", role: .a11yLabel), ["A picture of"])
        XCTAssertEqual(probe.suggestion("A picture of the Golden Gate Bridge", role: .a11yLabel), "Golden Gate Bridge")
    }

    func testLabelsMadeOnlyOfATypeHaveNoSuggestion() {
        XCTAssertEqual(probe.highlights("Button", role: .a11yLabel), ["Button"])
        XCTAssertNil(probe.suggestion("Button", role: .a11yLabel))
        XCTAssertEqual(probe.highlights("Button to play music", role: .a11yLabel), ["Button"])
        XCTAssertNil(probe.suggestion("Button to play music", role: .a11yLabel), "“to play music” is no label")
        XCTAssertEqual(probe.suggestion("Image of a sunset over the ocean.", role: .a11yLabel), "Sunset over the ocean.")
    }

    func testContentUsesAreNotReported() {
        for label in [
            "Play", "Switch Account", "Toggle Sidebar", "Link Account", "Link", "Switch", "Copy Link", "Share Link",
            "Change Icon", "Add Image", "Insert Picture", "App Icon", "Profile picture", "Cover image", "Payment link",
            "Picture in Picture", "Image Gallery", "Icon Size", "Graphic content", "Mouse button", "Action button",
            "Image Playground", "Side button", "Add Button Mapping", "Button Mappings", "Enable gesture button",
            "Auto switch to the active device", "Click once to toggle", "Press a button or scroll", "Button %d",
            "A man pressing a button on a vending machine.", "Suppress clicks caused by a worn mouse switch.",
        ] {
            XCTAssertEqual(probe.highlights(label, role: .a11yLabel), [], label)
        }
    }
}
