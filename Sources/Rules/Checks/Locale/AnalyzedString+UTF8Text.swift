import Catalogs

extension AnalyzedString {
    /// Runs `body` on the text's UTF-8, read in place where the string stores it contiguously (native strings).
    /// Inlined into the check that asks, so the prefilter that reads the bytes is handed a buffer rather than the
    /// string: passing the string to a function of its own costs a retain and a release on every call.
    @inline(__always)
    func withUTF8Text<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var contiguous = text
        return contiguous.withUTF8(body)
    }
}
