import Catalogs
import Foundation

/// What every reader fuzz target does with one input: read it as a file of its format, and check that whatever
/// comes back is coherent. A crash, a hang (libFuzzer's -timeout) or a failed check is a finding.
public enum ReaderFuzzing {
    /// Reads `bytes` as a file of `format` (a `.strings`/`.stringsdict` in a German lproj of an English table).
    public static func run(_ bytes: UnsafePointer<UInt8>?, _ count: Int, format: FileFormat) {
        let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
        let request = ReadRequest(
            path: "fuzz", displayPath: "Fuzz/de.lproj/Input", format: format, table: "Fuzz/Input", locale: "de",
            sourceLanguage: "en"
        )
        let result: Result<StringFile, ReadError>
        switch format {
        case .xcstrings: result = Result { () throws(ReadError) in try XCStringsReader.read(data, request: request) }
        case .strings: result = Result { () throws(ReadError) in try StringsReader.read(data, request: request) }
        case .stringsdict: result = Result { () throws(ReadError) in try StringsDictReader.read(data, request: request) }
        case .xliff: result = Result { () throws(ReadError) in try XLIFFReader.read(data, request: request) }
        }
        switch result {
        case .success(let file): check(file, request: request)
        case .failure(let error):
            require(error.file == request.displayPath, "an error names another file: \(error)")
            require(error.line.map { $0 >= 1 } ?? true, "an error on line \(error.line ?? 0)")
            require(!error.message.isEmpty, "an error without a message")
        }
    }

    private static func check(_ file: StringFile, request: ReadRequest) {
        require(file.path == request.displayPath, "the file is named \(file.path)")
        for entry in file.entries {
            require(entry.location.line >= 1 && entry.location.column >= 1, "entry \(entry.key) at \(entry.location)")
            require(entry.file == request.displayPath, "entry \(entry.key) names file \(entry.file)")
            let end = entry.location(ofScalarOffset: entry.value.unicodeScalars.count)
            require(end >= entry.location, "entry \(entry.key) ends before it starts")
            require(file.tables.contains { $0.id == entry.table }, "entry \(entry.key) in an undeclared table \(entry.table)")
        }
        _ = file.locales
    }
}

/// Stops the fuzzer with a message when an invariant does not hold (libFuzzer reports the trap as a crash and
/// saves the input).
/// The input as text: libFuzzer's bytes decoded as UTF-8, invalid sequences repaired.
public func fuzzText(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> String {
    guard let bytes else { return "" }
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
}

public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        FileHandle.standardError.write(Data("invariant failed: \(message())\n".utf8))
        abort()
    }
}

/// A libFuzzer entry point: `LLVMFuzzerTestOneInput`'s shape.
public typealias FuzzEntry = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: FuzzEntry
) -> CInt

/// Runs libFuzzer's driver (its command line, corpus handling and reports) on `entry`.
///
/// SwiftPM links an executable target with `main` renamed to `<Target>_main` and defined as an alias of it, so
/// each target defines that symbol with `@_cdecl` and calls this, instead of relying on libFuzzer's own `main`.
public func runLibFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ entry: FuzzEntry) -> CInt {
    var count = argc
    var arguments = argv
    return llvmFuzzerRunDriver(&count, &arguments, entry)
}
