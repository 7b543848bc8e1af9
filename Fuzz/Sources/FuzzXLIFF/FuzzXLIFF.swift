import Catalogs
import FuzzSupport

/// libFuzzer entry point: one input, read as a `.xliff` file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    ReaderFuzzing.run(bytes, count, format: .xliff)
    return 0
}

/// The executable's entry point (see `runLibFuzzer`).
@_cdecl("FuzzXLIFF_main")
public func fuzzXLIFFMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv, fuzzXLIFF)
}
