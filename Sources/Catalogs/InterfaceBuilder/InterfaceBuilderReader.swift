import Foundation

/// Reads `.storyboard` and `.xib` files into `InterfaceBuilderDocument`s.
///
/// The same XML parser and limits as XLIFF: files over `ReadLimits.maximumFileSize` and elements nested deeper than
/// `ReadLimits.maximumNestingDepth` are refused, a DOCTYPE that declares entities is refused without expanding
/// anything, and every error names the file and, where there is one, the line. A file that runs past its time
/// limit gives up with the deadline's message.
public enum InterfaceBuilderReader {
    /// Reads one document's bytes; `path` is the path to show in errors and on texts.
    public static func read(_ data: Data, path: String) throws(ReadError) -> InterfaceBuilderDocument {
        do {
            var state = XMLParseState(
                bytes: try UnicodeTextDecoder.utf8Bytes(of: data), handler: InterfaceBuilderDocumentHandler(path: path)
            )
            try state.parseDocument()
            if let error = state.handler.firstError { throw error }
            return state.handler.document
        } catch {
            throw ReadError.wrapping(error, file: path)
        }
    }

    /// Opens and reads one file (see `CatalogReader` for what opening guarantees); with a `timeLimit` (seconds),
    /// a read that takes longer becomes a `ReadError` saying so.
    public static func read(_ file: InterfaceBuilderFile, timeLimit: Double?) -> Result<InterfaceBuilderDocument, ReadError> {
        let data: Data
        switch FileLoader.load(file.path) {
        case .success(let loaded): data = loaded
        case .failure(let problem): return .failure(ReadError(file: file.displayPath, message: problem.message))
        }
        let read = { () -> Result<InterfaceBuilderDocument, ReadError> in
            Result { () throws(ReadError) in try Self.read(data, path: file.displayPath) }
        }
        guard let timeLimit else { return read() }
        let deadline = Deadline(seconds: timeLimit)
        let result = Deadline.$current.withValue(deadline) { read() }
        if case .failure(let error) = result, error.message == ReadLimits.stoppedMessage {
            return .failure(ReadError(file: file.displayPath, message: deadline.message))
        }
        return result
    }

    /// Reads every file in order on the calling thread (Interface Builder files are few and read beside the string
    /// files, on a thread of their own): the documents read and the files that could not be.
    public static func read(
        _ files: [InterfaceBuilderFile], timeLimit: Double? = ReadLimits.defaultTimeLimit
    ) -> (documents: [InterfaceBuilderDocument], errors: [ReadError]) {
        var documents: [InterfaceBuilderDocument] = []
        var errors: [ReadError] = []
        for file in files {
            switch read(file, timeLimit: timeLimit) {
            case .success(let document): documents.append(document)
            case .failure(let error): errors.append(error)
            }
        }
        return (documents, errors)
    }
}
