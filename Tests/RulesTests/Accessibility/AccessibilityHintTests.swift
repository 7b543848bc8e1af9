@testable import Rules
import XCTest

/// `a11y-hint-imperative` and `a11y-hint-gesture`: hints say what happens, in the third person, without
/// naming the gesture.
final class AccessibilityHintTests: XCTestCase {
    private let imperative = LexiconRuleProbe(A11yHintImperativeCheck())
    private let gesture = LexiconRuleProbe(A11yHintGestureCheck())

    func testImperativesGetTheThirdPerson() {
        XCTAssertEqual(imperative.suggestion("Play the song.", role: .a11yHint), "Plays the song.")
        XCTAssertEqual(imperative.suggestion("Copy the link.", role: .a11yHint), "Copies the link.")
        XCTAssertEqual(imperative.suggestion("Go back to the list.", role: .a11yHint), "Goes back to the list.")
        XCTAssertEqual(imperative.suggestion("Refresh.", role: .a11yHint), "Refreshes.")
        XCTAssertEqual(imperative.suggestion("Undo the last change.", role: .a11yHint), "Undoes the last change.")
        XCTAssertEqual(imperative.suggestion("Display %@.", role: .a11yHint), "Displays %@.")
        XCTAssertEqual(imperative.hits("Play the song.", role: .a11yHint).first?.arguments["form"], "Plays")
    }

    func testGestureImperativesAreRewrittenFromTheirVerb() {
        XCTAssertEqual(imperative.highlights("Double-tap to play the song.", role: .a11yHint), ["Double-tap"])
        XCTAssertEqual(imperative.suggestion("Double-tap to play the song.", role: .a11yHint), "Plays the song.")
        XCTAssertEqual(imperative.highlights("Double tap to open.", role: .a11yHint), ["Double tap"])
        XCTAssertEqual(imperative.suggestion("Touch and hold to record a message.", role: .a11yHint), "Records a message.")
        XCTAssertEqual(imperative.highlights("Swipe down", role: .a11yHint), ["Swipe"])
        XCTAssertNil(imperative.suggestion("Swipe down", role: .a11yHint), "no verb to rewrite from")
        XCTAssertEqual(imperative.highlights("Tapping plays the song.", role: .a11yHint), [])
    }

    func testDescriptionsAndNounsAreNotImperatives() {
        for hint in [
            "Plays the song.", "Opens the message.", "Search results for the current query.", "Filter options.",
            "Shows more options.", "%@ plays next.", "Search searches the library.", "Purchases the item.",
            "Requires an internet connection.", "Double-tapping opens the menu.",
        ] {
            XCTAssertEqual(imperative.highlights(hint, role: .a11yHint), [], hint)
        }
        XCTAssertEqual(imperative.highlights("Filter the list by date.", role: .a11yHint), ["Filter"])
    }

    func testGesturesAnywhereInTheHint() {
        XCTAssertEqual(gesture.highlights("Double-tap to play the song.", role: .a11yHint), ["Double-tap"])
        XCTAssertEqual(gesture.suggestion("Tap here to open the message.", role: .a11yHint), "Opens the message.")
        XCTAssertEqual(gesture.suggestion("Swipe up or down to adjust the value.", role: .a11yHint), "Adjusts the value.")
        XCTAssertEqual(gesture.suggestion("Tapping purchases the item.", role: .a11yHint), "Purchases the item.")
        XCTAssertEqual(gesture.highlights("Opens the menu when you double tap.", role: .a11yHint), ["double tap"])
        XCTAssertNil(gesture.suggestion("Opens the menu when you double tap.", role: .a11yHint))
        XCTAssertEqual(gesture.highlights("Tap or swipe to dismiss.", role: .a11yHint), ["Tap", "swipe"])
        XCTAssertEqual(gesture.highlights("Press and hold to talk.", role: .a11yHint), ["Press and hold"])
        XCTAssertEqual(gesture.highlights("Click to select the row.", role: .a11yHint), ["Click"])
    }

    func testNamesAreNotGestures() {
        for hint in ["Unlocks the app with Touch ID.", "Keeps you in touch with your team.", "Shows the Touch Bar.",
                     "Selects the message.", "Opens tap.example.com."] {
            XCTAssertEqual(gesture.highlights(hint, role: .a11yHint), [], hint)
        }
    }
}
