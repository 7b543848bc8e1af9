import Catalogs
import FuzzSupport

/// libFuzzer entry point: one input, read as a `.strings` file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    ReaderFuzzing.run(bytes, count, format: .strings)
    return 0
}

/// The executable's entry point (see `runLibFuzzer`).
@_cdecl("FuzzStrings_main")
public func fuzzStringsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv, fuzzStrings)
}
