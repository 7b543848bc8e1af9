import Catalogs
import FuzzSupport

/// libFuzzer entry point: one input, read as a `.xcstrings` file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCStrings(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    ReaderFuzzing.run(bytes, count, format: .xcstrings)
    return 0
}

/// The executable's entry point (see `runLibFuzzer`).
@_cdecl("FuzzXCStrings_main")
public func fuzzXCStringsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv, fuzzXCStrings)
}
