import Catalogs
import FuzzSupport

/// libFuzzer entry point: one input, read as a `.stringsdict` file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsDict(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    ReaderFuzzing.run(bytes, count, format: .stringsdict)
    return 0
}

/// The executable's entry point (see `runLibFuzzer`).
@_cdecl("FuzzStringsDict_main")
public func fuzzStringsDictMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv, fuzzStringsDict)
}
