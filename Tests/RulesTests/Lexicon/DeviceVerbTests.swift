@testable import Rules
import XCTest

/// `device-verb` on touch, pointer and remote platforms.
final class DeviceVerbTests: XCTestCase {
    private let iOS = LexiconRuleProbe(DeviceVerbCheck())
    private let mac = LexiconRuleProbe(DeviceVerbCheck(), platform: "macos")
    private let tv = LexiconRuleProbe(DeviceVerbCheck(), platform: "tvos")

    func testClickAndTouchOnTouchPlatforms() {
        XCTAssertEqual(iOS.suggestion("Click Retry to download the update again.", role: .alertMessage),
                       "Tap Retry to download the update again.")
        XCTAssertEqual(iOS.suggestion("Double-click a photo to open it.", role: .label), "Double-tap a photo to open it.")
        XCTAssertEqual(iOS.suggestion("Clicking Save keeps your changes.", role: .label), "Tapping Save keeps your changes.")
        XCTAssertEqual(iOS.suggestion("Touch the photo to edit it.", role: .label), "Tap the photo to edit it.")
        let watch = LexiconRuleProbe(DeviceVerbCheck(), platform: "watchOS")
        XCTAssertEqual(watch.highlights("Click to start", role: .button), ["Click"])
    }

    func testPhrasesWrongEverywhere() {
        XCTAssertEqual(iOS.suggestion("Tap on a photo to see it full screen.", role: .label), "Tap a photo to see it full screen.")
        XCTAssertEqual(iOS.suggestion("Click on the link.", role: .label), "Tap the link.")
        XCTAssertEqual(mac.suggestion("Click on the link.", role: .label), "Click the link.")
        XCTAssertEqual(mac.suggestion("Tap on the link.", role: .label), "Click the link.")
        XCTAssertEqual(iOS.suggestion("Long-press a message to react.", role: .label), "Touch and hold a message to react.")
        XCTAssertEqual(iOS.suggestion("Tap & hold to record.", role: .label), "Touch and hold to record.")
        XCTAssertEqual(iOS.suggestion("Keep tapping and holding.", role: .label), "Keep touching and holding.")
        XCTAssertEqual(iOS.highlights("Long press delay", role: .label), ["Long press"])
        XCTAssertNil(iOS.suggestion("Long press delay", role: .label), "a modifier needs rewording, not a swap")
        XCTAssertNil(iOS.suggestion("Adjust the tap-and-hold duration.", role: .label))
        XCTAssertEqual(mac.suggestion("Tap and hold the key, then release it.", role: .label), "Press and hold the key, then release it.")
        XCTAssertEqual(iOS.suggestion("Primary alone only supports Long Press.", role: .label),
                       "Primary alone only supports Touch and Hold.")
        XCTAssertEqual(iOS.suggestion("LONG PRESS", role: .label), "TOUCH AND HOLD")
        XCTAssertEqual(tv.suggestion("Long press to see more.", role: .label), "Press and hold to see more.")
        XCTAssertEqual(tv.highlights("Click the touch surface to play.", role: .label), [])
    }

    func testALongPressIsAMouseGestureOnAMac() {
        for text in ["Long press delay", "Long press the key, then release it.", "Primary alone only supports Long Press.",
                     "Long-press a button to switch modes."] {
            XCTAssertEqual(mac.highlights(text, role: .label), [], text)
        }
    }

    func testTapIsWrongOnAMacUnlessItIsAboutTheTrackpad() {
        XCTAssertEqual(mac.suggestion("Tap Done when you're finished.", role: .label), "Click Done when you're finished.")
        XCTAssertEqual(mac.highlights("Tap to click", role: .label), [])
        XCTAssertEqual(mac.highlights("Tap the trackpad with two fingers.", role: .label), [])
        XCTAssertEqual(mac.highlights("Swipe left", role: .label), [])
        XCTAssertEqual(mac.highlights("Click once to toggle", role: .label), [])
    }

    func testNamesNounsAndIdiomsAreNotVerbs() {
        for text in [
            "Use Touch ID to unlock.", "Touch Bar shortcuts", "Restore your iPod touch", "Stay in touch with friends.",
            "Add a personal touch.", "Touch up your photos.", "Touch screen calibration", "Touch and hold a message.",
            "Middle click", "Secondary click", "Control-click a file to see more options.", "Keyboard clicks",
            "Play a click sound", "Button #%lld click", "Use the mouse to click the item.", "Back Tap",
            "Set up Tap to Pay on iPhone", "Visit click.example.com", "Tap On/Off", "tap On to enable it",
        ] {
            XCTAssertEqual(iOS.highlights(text, role: .label), [], text)
        }
    }

    func testDeviceVariationsAreJudgedForTheirDevice() {
        XCTAssertEqual(iOS.hits("Click to open", role: .label, variation: "device.mac").count, 0)
        XCTAssertEqual(mac.hits("Tap to open", role: .label, variation: "device.iphone.plural.other").count, 0)
        XCTAssertEqual(mac.hits("Tap to open", role: .label, variation: "device.other").count, 0)
        XCTAssertEqual(mac.hits("Click to open", role: .label, variation: "device.other").first?.suggestion, "Tap to open")
        XCTAssertEqual(iOS.hits("Click to open", role: .label, variation: "device.other").count, 1)
        let hit = mac.hits("Click to open", role: .label, variation: "device.ipad")
        XCTAssertEqual(hit.first?.suggestion, "Tap to open")
        XCTAssertEqual(hit.first?.arguments["platform"], "iPad")
        XCTAssertEqual(iOS.hits("Long press to preview", role: .label, variation: "device.appletv").first?.suggestion,
                       "Press and hold to preview")
    }

    func testPrefilterSeesEveryCasing() {
        XCTAssertTrue(VerbPrefilter.mayContainDeviceVerb("TAP ON IT"))
        XCTAssertTrue(VerbPrefilter.mayContainDeviceVerb("Double-Click"))
        XCTAssertTrue(VerbPrefilter.mayContainDeviceVerb("Long-pressed"))
        XCTAssertFalse(VerbPrefilter.mayContainDeviceVerb("Save your changes before you quit."))
        XCTAssertFalse(VerbPrefilter.mayContainDeviceVerb("保存"))
    }

    func testMessageArguments() {
        let hit = iOS.hits("Click Retry.", role: .alertMessage)[0]
        XCTAssertEqual(hit.arguments["word"], "Click")
        XCTAssertEqual(hit.arguments["replacement"], "Tap")
        XCTAssertEqual(hit.arguments["platform"], "iOS")
    }
}
