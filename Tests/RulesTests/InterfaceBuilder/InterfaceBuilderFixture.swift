import Catalogs
import CopylintTestSupport
import Foundation
@testable import Rules

/// The Interface Builder fixture apps (`Tests/Fixtures/InterfaceBuilder`: Steeper, a Mac tea timer localized from a
/// storyboard and a xib, and SteeperPhone, its UIKit companion) read as an audit reads them.
enum InterfaceBuilderFixture {
    static let folder = Corpora.fixture("InterfaceBuilder")

    /// The string files and the Interface Builder documents below `folder` (or one of its apps).
    static func read(_ app: String? = nil) -> (files: [StringFile], index: InterfaceBuilderIndex) {
        let path = app.map { folder.appendingPathComponent($0).path } ?? folder.path
        let discovered = Discovery.find(paths: [path], defaultSourceLanguage: "en")
        let files = ParallelReading.read(discovered.requests).files
        let documents = InterfaceBuilderReader.read(InterfaceBuilderFiles.find(paths: [path])).documents
        return (files, InterfaceBuilderIndex(documents: documents))
    }

    /// The findings of an audit of the fixture with its documents, and the units it audited.
    static func audit(_ app: String? = nil, configuration: Configuration = Configuration()) -> (findings: [Finding], units: [TranslationUnit]) {
        let (files, index) = read(app)
        let auditor = Auditor(configuration: configuration, interfaceBuilder: index)
        let units = TranslationUnits.build(from: files, resolver: auditor.resolver, platforms: auditor.tablePlatforms)
        return (auditor.audit(files).findings, units)
    }

    /// Whether `text` holds something of an object ID's shape (`e9j-DR-MEH`).
    static func holdsObjectID(_ text: String) -> Bool {
        text.range(of: "(^|[^A-Za-z0-9])[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}([^A-Za-z0-9]|$)", options: .regularExpression) != nil
    }
}
