import Catalogs
import FuzzSupport

/// libFuzzer entry point: one input, read as a `.stringsdict` file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsDict(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    ReaderFuzzing.run(bytes, count, format: .stringsdict)
    return 0
}
