import Catalogs
import Foundation
import Rules

/// Reads the storyboards and xibs next to the catalogs, so `audit` knows the English text and the control of every
/// object-ID key (`e9j-DR-MEH.title` is the checkbox "Launch on login"), and which tables are a Mac app's.
///
/// The `.storyboard` and `.xib` files below each folder the user names are read (build products, dependencies,
/// hidden folders, test targets and `.xcloc` bundles are skipped; the configuration's `exclude` globs apply, its
/// `include` globs, which name catalogs, do not), on a thread of their own while the string files are found. A
/// file that cannot be read is an error of the run (exit 3) naming it and its line; the others still count.
enum InterfaceBuilderStep {
    /// The documents read, as an index (nil when there are none), and the files that could not be read.
    struct Outcome: Sendable {
        var index: InterfaceBuilderIndex?
        var errors: [ReadError]
    }

    /// Starts `read(_:configuration:timeLimit:)` on a thread of its own.
    static func startReading(_ paths: [String], configuration: Configuration, timeLimit: Double?) -> BackgroundValue<Outcome> {
        BackgroundValue { read(paths, configuration: configuration, timeLimit: timeLimit) }
    }

    static func read(_ paths: [String], configuration: Configuration, timeLimit: Double?) -> Outcome {
        let files = InterfaceBuilderFiles.find(paths: paths).filter { file in
            !configuration.exclude.contains { Glob.matches($0, file.displayPath) }
        }
        guard !files.isEmpty else { return Outcome(index: nil, errors: []) }
        let read = InterfaceBuilderReader.read(files, timeLimit: timeLimit)
        return Outcome(index: read.documents.isEmpty ? nil : InterfaceBuilderIndex(documents: read.documents), errors: read.errors)
    }
}
