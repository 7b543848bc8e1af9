@testable import Language
@testable import Rules
import XCTest

/// Apple title style: a table of lowercase input and the Apple Style Guide form (title-case in docs/rules.md), the
/// ASG's own examples, phrasal verbs, compounds, placeholders and markup; and that each Apple form passes an audit.
final class TitleStyleTests: XCTestCase {
    private let context = CheckContext(configuration: Configuration())

    private func audit(_ text: String, lastWord: Bool = true) -> [String] {
        let prose = ProseText(text)
        return TitleStyle(capitalizesLastWord: lastWord)
            .corrections(in: prose, keeping: CaseLexicon.keptRanges(prose, context: context)).map(\.corrected)
    }

    /// Lowercase input and the Apple form a copy editor writes.
    private let table: [(String, String)] = [
        // The forms the Apple Style Guide's capitalization entry gives (title style).
        ("turn on AirDrop", "Turn On AirDrop"),
        ("log in to iCloud", "Log In to iCloud"),
        ("restore iPhone from a backup", "Restore iPhone from a Backup"),
        ("what to do if your iPhone is lost", "What to Do If Your iPhone Is Lost"),
        ("delete all items from the list", "Delete All Items from the List"),
        ("move into folder", "Move into Folder"),
        ("set up your Mac mini", "Set Up Your Mac mini"),
        ("use macOS with your iPad", "Use macOS with Your iPad"),
        ("built-in features", "Built-in Features"),
        ("plug-in manager", "Plug-in Manager"),
        ("sign-in options", "Sign-In Options"),
        ("share via email", "Share via Email"),
        ("export a document as a pdf", "Export a Document as a PDF"),
        ("choose a plan: the basics", "Choose a Plan: The Basics"),
        // Apple Style Guide examples.
        ("skip this backup", "Skip This Backup"),
        ("high-level events", "High-Level Events"),
        ("64-bit addressing", "64-Bit Addressing"),
        ("how to start your computer", "How to Start Your Computer"),
        // HIG and system copy.
        ("add to cart", "Add to Cart"),
        ("sort by name", "Sort by Name"),
        ("restore from backup", "Restore from Backup"),
        ("open with", "Open With"),
        ("look up", "Look Up"),
        ("back up now", "Back Up Now"),
        ("turn on notifications", "Turn On Notifications"),
        ("step 2: the basics", "Step 2: The Basics"),
        ("go back", "Go Back"),
        ("don't allow", "Don't Allow"),
        ("bring all to front", "Bring All to Front"),
        ("check for updates…", "Check for Updates…"),
        ("show in Finder", "Show in Finder"),
        ("new message from %@", "New Message from %@"),
        ("share with %@", "Share with %@"),
        ("signing in…", "Signing In…"),
        ("setting up your iPhone", "Setting Up Your iPhone"),
        ("zoom in on photo", "Zoom In on Photo"),
        ("shut down", "Shut Down"),
        ("pick up in store", "Pick Up in Store"),
        ("remove from home screen", "Remove from Home Screen"),
        ("view the log in console", "View the Log in Console"),
        ("learn about privacy", "Learn About Privacy"),
        ("end-to-end encryption", "End-to-End Encryption"),
        ("paste and match style", "Paste and Match Style"),
        ("go to page 5", "Go to Page 5"),
        ("snooze 5 min", "Snooze 5 min"),
        ("save as…", "Save As…"),
        ("oops! something went wrong", "Oops! Something Went Wrong"),
        ("**sign in** to continue", "**Sign In** to Continue"),
        ("open [privacy settings](https://example.com)", "Open [Privacy Settings](https://example.com)"),
    ]

    func testTableFromLowercaseGivesTheAppleForm() {
        for (input, apple) in table {
            XCTAssertEqual(TitleStyleOracleTests.appleTitle(input), apple, input)
        }
    }

    func testEveryAppleFormPassesAnAudit() {
        for (_, apple) in table {
            XCTAssertEqual(audit(apple), [], apple)
        }
    }

    func testSmallWordsCapitalizedMidTitleAreReported() {
        XCTAssertEqual(audit("Add To Cart"), ["to"])
        XCTAssertEqual(audit("Save As A Copy"), ["as", "a"])
        XCTAssertEqual(audit("Cannot Connect To Server"), ["to"])
        XCTAssertEqual(audit("Export As PDF"), ["as"])
        XCTAssertEqual(audit("Move Into Folder"), ["into"])
        XCTAssertEqual(audit("Log In With Email"), ["with"])
        XCTAssertEqual(audit("Sign In With Apple"), [], "a wrong form of the product name: brand-casing's finding")
    }

    func testMajorWordsLowercaseAreReported() {
        XCTAssertEqual(audit("What to Do if Your iPhone is Lost"), ["If", "Is"])
        XCTAssertEqual(audit("Learn about Privacy"), ["About"])
        XCTAssertEqual(audit("Select all"), ["All"])
        XCTAssertEqual(audit("Got it!"), ["It"])
        XCTAssertEqual(audit("for you"), ["For", "You"])
        XCTAssertEqual(audit("Show Time in utc"), ["UTC"])
    }

    func testPhrasalVerbParticles() {
        XCTAssertEqual(audit("Sign in to iCloud"), ["In"])
        XCTAssertEqual(audit("Turn on Wi-Fi"), ["On"])
        XCTAssertEqual(audit("Back up Now"), ["Up"])
        XCTAssertEqual(audit("Shut down Mac"), ["Down"])
        XCTAssertEqual(audit("Turn Notifications On for %@"), [])
        XCTAssertEqual(audit("Open In Safari"), ["in"])
        XCTAssertEqual(audit("Pick up to 3 Photos"), [], "up to before a number is a preposition")
        XCTAssertEqual(audit("Play next Episode"), ["Next"])
    }

    func testCompounds() {
        XCTAssertEqual(audit("High-level Options"), ["Level"])
        XCTAssertEqual(audit("Built-In Camera"), ["in"])
        XCTAssertEqual(audit("Plug-ins"), [])
        XCTAssertEqual(audit("Wi-Fi Settings"), [])
        XCTAssertEqual(audit("Step-by-Step Guide"), [])
        XCTAssertEqual(audit("Q&A Session"), [])
    }

    func testKeptWords() {
        XCTAssertEqual(audit("iPhone Storage"), [])
        XCTAssertEqual(audit("Open “the last file”"), [])
        XCTAssertEqual(audit("Visit example.com"), [])
        XCTAssertEqual(audit("Sign in with Apple"), [])
        XCTAssertEqual(audit("%lld Items"), [])
        XCTAssertEqual(audit("DELETE ALL"), [], "all-caps text belongs to all-caps")
        XCTAssertEqual(audit("Plan b"), [], "single letters are labels")
    }

    func testLastWordOptionFollowsIOS7() {
        XCTAssertEqual(audit("Open with", lastWord: false), [])
        XCTAssertEqual(audit("Open With", lastWord: false), ["with"])
    }

    func testTurkishFirstLetterIsLocaleAware() {
        let prose = ProseText("istanbul rehberi", locale: "tr")
        let corrected = TitleStyle(locale: "tr").titleCased(prose)
        XCTAssertEqual(corrected, "İstanbul Rehberi")
    }
}
