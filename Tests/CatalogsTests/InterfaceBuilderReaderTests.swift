@testable import Catalogs
import CopylintTestSupport
import Foundation
import XCTest

/// The `.storyboard` and `.xib` reader on the fixture apps (a Mac tea timer and its iPhone companion): every
/// object with text, its ID, element, type, texts and their positions, the platform, and the errors of bad files.
final class InterfaceBuilderReaderTests: XCTestCase {
    private func read(_ fixture: String) throws -> InterfaceBuilderDocument {
        let url = Corpora.fixture("InterfaceBuilder/" + fixture)
        return try InterfaceBuilderReader.read(Data(contentsOf: url), path: fixture)
    }

    private func read(text: String, path: String = "Bad.storyboard") -> Result<InterfaceBuilderDocument, ReadError> {
        Result { () throws(ReadError) in try InterfaceBuilderReader.read(Data(text.utf8), path: path) }
    }

    /// (id, element, type, property, value, line) for every text of a document, in document order.
    private func rows(_ document: InterfaceBuilderDocument) -> [String] {
        document.objects.flatMap { object in
            object.texts.map { text in
                "\(object.id) \(object.element) \(object.type ?? "-") \(text.property)=\(text.value) @\(object.line):\(text.location.line)"
            }
        }
    }

    func testEveryObjectOfTheCocoaStoryboard() throws {
        let document = try read("Steeper/Base.lproj/Main.storyboard")
        XCTAssertEqual(document.platform, "macos")
        XCTAssertEqual(document.path, "Steeper/Base.lproj/Main.storyboard")
        XCTAssertEqual(rows(document), [
            "Mn1-cc-Mm1 menu - title=Main Menu @12:12",
            "Mi1-dd-St1 menuItem - title=Steeper @14:14",
            "Mn2-ee-Ap2 menu - title=Steeper @15:15",
            "Mi2-ff-Ab2 menuItem - title=About Steeper @17:17",
            "Mi3-hh-Nb3 menuItem - title=Start a new brew @19:19",
            "Wn1-ll-Wi1 window - title=Brew Settings @34:34",
            "Ti1-nn-Pa1 toolbarItem - label=Pause @38:38",
            "Ti1-nn-Pa1 toolbarItem - paletteLabel=Pause Brewing @38:38",
            "Ti1-nn-Pa1 toolbarItem - toolTip=Tap to pause the brew @38:38",
            "Tvi-tt-Ge1 tabViewItem - label=General @57:57",
            "Bc1-vv-Ch1 buttonCell check title=Play a sound when the tea is ready @62:62",
            "Bc2-xx-Ch2 buttonCell check title=Remember The Last Tea Used @67:67",
            "Bc3-zz-Ra3 buttonCell radio title=Count down @72:72",
            "Bt4-AA-Pu4 button - toolTip=Starts the timer for the chosen tea @76:76",
            "Bc4-BB-Pu4 buttonCell push title=Start brewing the tea now @77:77",
            "Bc5-DD-Pu5 buttonCell push title=Save & Close @82:82",
            "Pc1-GG-Pp1 popUpButtonCell push title=Green tea @87:87",
            "Pm1-FF-Gr1 menuItem - title=Green tea @90:90",
            "Pm2-II-Bl2 menuItem - title=Black tea @91:91",
            "Tc1-KK-La1 textFieldCell - title=Steeping time: @97:97",
            "Tc2-MM-Ed2 textFieldCell - placeholderString=Name this blend @102:102",
            "Tc3-OO-Ln3 textFieldCell - title=Steeper rings once the leaves\nhave had their time. @107:109",
            "Sg2-QQ-Se2 segmentedCell - ibShadowedLabels[0]=Cup @114:117",
            "Sg2-QQ-Se2 segmentedCell - ibShadowedLabels[1]=Pot @114:118",
            "Sg2-QQ-Se2 segmentedCell - ibShadowedToolTips[1]=Brew a whole pot @114:118",
            "Bx1-RR-Bo1 box - title=Reminders @122:122",
            "Co1-VV-Co1 tableColumn - headerCell.title=Tea @128:129",
        ])
        XCTAssertEqual(document.objects.first { $0.id == "Tc2-MM-Ed2" }?.isEditable, true)
        XCTAssertEqual(document.objects.first { $0.id == "Tc1-KK-La1" }?.isEditable, false)
        XCTAssertNil(document.objects.first { $0.id == "Dl1-ii-Ap1" }, "an object without text is left out")
    }

    func testTextPositionsPointAtTheValues() throws {
        let document = try read("Steeper/Base.lproj/Main.storyboard")
        let lines = try String(contentsOf: Corpora.fixture("InterfaceBuilder/Steeper/Base.lproj/Main.storyboard"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        for object in document.objects {
            for text in object.texts where text.isVerbatim && !text.value.contains("\n") {
                let line = Array(lines[text.location.line - 1].unicodeScalars)
                let start = text.location.column - 1
                let scalars = Array(text.value.unicodeScalars)
                XCTAssertEqual(Array(line[start..<(start + scalars.count)]), scalars, "\(object.id).\(text.property)")
            }
        }
        let escaped = try XCTUnwrap(document.objects.first { $0.id == "Bc5-DD-Pu5" }?.text(of: "title"))
        XCTAssertFalse(escaped.isVerbatim, "an entity stands for the ampersand")
        let multiline = try XCTUnwrap(document.objects.first { $0.id == "Tc3-OO-Ln3" }?.text(of: "title"))
        XCTAssertEqual(multiline.location, SourceLocation(line: 109, column: 57))
    }

    func testCocoaXib() throws {
        let document = try read("Steeper/Base.lproj/Reminder.xib")
        XCTAssertEqual(document.platform, "macos")
        XCTAssertEqual(rows(document), [
            "Rw1-aa-Wn1 window - title=Tea Is Ready @10:10",
            "Rc1-dd-Tc1 textFieldCell - title=your tea has steeped for %@ @14:14",
            "Rb2-ff-Bc2 buttonCell push title=Dismiss @19:19",
            "Rp2-ii-Pc1 popUpButtonCell push title=Item 1 @24:24",
            "Rm1-hh-Mi1 menuItem - title=Item 1 @28:28",
            "Rm2-kk-Mi2 menuItem - title=Item 2 @29:29",
        ])
    }

    func testUIKitStoryboard() throws {
        let document = try read("SteeperPhone/Base.lproj/Main.storyboard")
        XCTAssertEqual(document.platform, "ios")
        XCTAssertEqual(rows(document), [
            "Pl1-ee-Lb1 label - text=Choose a tea to start @13:13",
            "Pb1-ff-Bt1 button - normalTitle=start timer @17:18",
            "Pb1-ff-Bt1 button - accessibilityLabel=Start the timer @17:19",
            "Pb1-ff-Bt1 button - accessibilityHint=Click to begin steeping @17:19",
            "Pt1-gg-Tf1 textField - placeholder=Tea name @21:21",
            "Pg1-hh-Sg1 segmentedControl - segmentTitles[0]=Mild @25:27",
            "Pg1-hh-Sg1 segmentedControl - segmentTitles[1]=Strong @25:28",
            "Pn1-ii-Ni1 navigationItem - title=Brew @33:33",
            "Pr1-jj-Bb1 barButtonItem - title=History @34:34",
            "Pi1-ll-Tb1 tabBarItem - title=Timer @43:43",
        ])
    }

    func testBase64StringsAreDecodedAndKeyEquivalentsAreNoText() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
          <objects>
            <textFieldCell id="abc-de-fgh">
              <string key="title" base64-UTF8="YES">
        VGVhIOKYlQ==
              </string>
              <string key="keyEquivalent" base64-UTF8="YES">
        DQ
              </string>
            </textFieldCell>
            <button userLabel="Steep" id="ijk-lm-nop"/>
          </objects>
        </document>
        """
        guard case .success(let document) = read(text: text) else { return XCTFail("did not read") }
        XCTAssertEqual(rows(document), ["abc-de-fgh textFieldCell - title=Tea ☕ @4:5"])
    }

    func testPlatformFromTheDocumentType() {
        let cases: [(String?, String?, String?)] = [
            ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "MacOSX.Cocoa", "macos"),
            ("com.apple.InterfaceBuilder3.Cocoa.XIB", nil, "macos"),
            ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "iOS.CocoaTouch", "ios"),
            ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", nil, "ios"),
            ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV", "tvos"),
            ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", "watchos"),
            (nil, nil, nil),
            ("something.else", nil, nil),
        ]
        for (type, runtime, platform) in cases {
            XCTAssertEqual(InterfaceBuilderProperties.platform(type: type, targetRuntime: runtime), platform, type ?? "nil")
        }
    }

    func testLegacyArchiveReadsAsNoObjects() {
        let text = "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"8.00\"><data/></archive>\n"
        guard case .success(let document) = read(text: text, path: "Old.xib") else { return XCTFail("did not read") }
        XCTAssertEqual(document.platform, "macos")
        XCTAssertEqual(document.objects, [])
    }

    // MARK: Bad input: an error naming the file and the line, never a crash.

    private func assertError(_ text: String, line: Int, contains fragment: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
        switch read(text: text) {
        case .success: XCTFail("read a bad document", file: file, line: lineNumber)
        case .failure(let error):
            XCTAssertEqual(error.file, "Bad.storyboard", file: file, line: lineNumber)
            XCTAssertEqual(error.line, line, "\(error)", file: file, line: lineNumber)
            XCTAssertTrue(error.message.contains(fragment), "\(error)", file: file, line: lineNumber)
        }
    }

    func testTruncatedDocument() throws {
        let text = try String(contentsOf: Corpora.fixture("InterfaceBuilder/Steeper/Base.lproj/Main.storyboard"), encoding: .utf8)
        let cut = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(60).joined(separator: "\n")
        assertError(cut, line: 60, contains: "unexpected end of file")
    }

    func testDoctypeWithEntitiesIsRefused() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n<!ENTITY tea \"&tea;&tea;\">\n]>\n<document><menu title=\"&tea;\" id=\"a\"/></document>\n"
        assertError(text, line: 3, contains: "DOCTYPE declares entities")
    }

    func testNestingDeeperThanTheLimit() {
        let depth = ReadLimits.maximumNestingDepth + 1
        let text = "<document>\n" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "\n</document>\n"
        assertError(text, line: 2, contains: "nested more than \(ReadLimits.maximumNestingDepth) levels")
    }

    func testNonXMLFile() {
        assertError("bplist00\u{1}\u{2}not a storyboard", line: 1, contains: "text before the root element")
    }

    func testOtherRootElement() {
        assertError("<?xml version=\"1.0\"?>\n\n<plist version=\"1.0\"><dict/></plist>\n", line: 3, contains: "not an Interface Builder document")
    }

    func testUnreadableFileIsAnError() {
        let missing = InterfaceBuilderFile(path: "/nonexistent/Main.storyboard", displayPath: "Main.storyboard")
        guard case .failure(let error) = InterfaceBuilderReader.read(missing, timeLimit: nil) else { return XCTFail("read a missing file") }
        XCTAssertEqual(error.file, "Main.storyboard")
    }

    // MARK: Finding the files

    func testFilesBelowTheFoldersAreFoundAndTheRestSkipped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "App/Base.lproj/Main.storyboard", "App/Views/Row.XIB", "App/Pods/Lib/Lib.xib", "App/.hidden/Secret.xib",
            "AppTests/Test.storyboard", "Export.xcloc/Source Contents/Main.storyboard", "App/notes.storyboard.txt",
            "App/.storyboard",
        ]
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("<document/>".utf8).write(to: url)
        }
        let found = InterfaceBuilderFiles.find(paths: [folder.path, folder.appendingPathComponent("App").path])
        XCTAssertEqual(found.map { $0.path.replacingOccurrences(of: folder.path + "/", with: "") },
                       ["App/Base.lproj/Main.storyboard", "App/Views/Row.XIB"])
        XCTAssertEqual(InterfaceBuilderFiles.find(paths: [folder.appendingPathComponent("App/Views/Row.XIB").path]), [],
                       "a file named directly is not walked")
    }
}
