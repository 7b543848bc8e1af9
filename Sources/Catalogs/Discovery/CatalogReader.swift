import Foundation

/// Opens one discovered file and hands its bytes to the reader for its format.
///
/// Exists so every caller gets the same guarantees: a file over `ReadLimits.maximumFileSize`, a folder, a FIFO
/// or an unreadable path becomes a `ReadError` naming the file instead of a crash or a hang.
public enum CatalogReader {
    public static func read(_ request: ReadRequest) -> Result<StringFile, ReadError> {
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
