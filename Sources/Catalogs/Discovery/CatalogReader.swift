import Foundation

/// Opens one discovered file and hands its bytes to the reader for its format.
///
/// Exists so every caller gets the same guarantees: a file over `ReadLimits.maximumFileSize`, a folder, a FIFO
/// or an unreadable path becomes a `ReadError` naming the file instead of a crash or a hang, and a read that
/// runs past its time limit gives up with "took longer than N s; skipped".
public enum CatalogReader {
    /// Reads one file with no time limit.
    public static func read(_ request: ReadRequest) -> Result<StringFile, ReadError> {
        readWithoutLimit(request)
    }

    /// Reads one file; when `timeLimit` (seconds) is set, the readers' main loops give up once it has passed
    /// and the file becomes a `ReadError` saying so.
    public static func read(_ request: ReadRequest, timeLimit: Double?) -> Result<StringFile, ReadError> {
        guard let timeLimit else { return readWithoutLimit(request) }
        let deadline = Deadline(seconds: timeLimit)
        let result = Deadline.$current.withValue(deadline) { readWithoutLimit(request) }
        if case .failure(let error) = result, error.message == ReadLimits.stoppedMessage {
            return .failure(ReadError(file: request.displayPath, message: deadline.message))
        }
        return result
    }

    private static func readWithoutLimit(_ request: ReadRequest) -> Result<StringFile, ReadError> {
        let data: Data
        switch FileLoader.load(request.path) {
        case .success(let loaded): data = loaded
        case .failure(let problem): return .failure(ReadError(file: request.displayPath, message: problem.message))
        }
        do {
            switch request.format {
            case .xcstrings: return .success(try XCStringsReader.read(data, request: request))
            case .strings: return .success(try StringsReader.read(data, request: request))
            case .stringsdict: return .success(try StringsDictReader.read(data, request: request))
            case .xliff: return .success(try XLIFFReader.read(data, request: request))
            }
        } catch {
            return .failure(error)
        }
    }
}
