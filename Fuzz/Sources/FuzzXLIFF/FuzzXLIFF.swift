import Catalogs
import FuzzSupport

/// libFuzzer entry point: one input, read as a `.xliff` file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    ReaderFuzzing.run(bytes, count, format: .xliff)
    return 0
}
