/// A syntax or encoding problem found while scanning a file, before the reader knows how to name the file.
///
/// Scanners throw this; each reader turns it into a `ReadError` that carries the file's display path.
struct TextParseFailure: Error, Equatable {
    var line: Int?
    var message: String

    init(line: Int?, _ message: String) {
        self.line = line
        self.message = message
    }

    func readError(file: String) -> ReadError {
        ReadError(file: file, line: line, message: message)
    }
}

extension ReadError {
    /// Wraps whatever a reader threw as a `ReadError` naming `file`.
    static func wrapping(_ error: any Error, file: String) -> ReadError {
        if let readError = error as? ReadError { return readError }
        if let failure = error as? TextParseFailure { return failure.readError(file: file) }
        return ReadError(file: file, message: String(describing: error))
    }
}
