import Catalogs
import Foundation
import FuzzSupport

/// libFuzzer entry point: one input, read as a `.storyboard`; whatever comes back must be coherent.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let path = "Fuzz/Base.lproj/Input.storyboard"
    do {
        let document = try InterfaceBuilderReader.read(data, path: path)
        require(document.path == path, "the document is named \(document.path)")
        for object in document.objects {
            require(!object.id.isEmpty, "an object without an ID")
            require(object.line >= 1, "object \(object.id) on line \(object.line)")
            require(!object.texts.isEmpty, "object \(object.id) without texts was kept")
            require(Set(object.texts.map(\.property)).count == object.texts.count, "object \(object.id) repeats a property")
            for text in object.texts {
                require(text.location.line >= 1 && text.location.column >= 1, "\(object.id).\(text.property) at \(text.location)")
                require(!text.property.isEmpty, "object \(object.id) has a text without a property")
            }
        }
    } catch {
        require(error.file == path, "an error names another file: \(error)")
        require(error.line.map { $0 >= 1 } ?? true, "an error on line \(error.line ?? 0)")
        require(!error.message.isEmpty, "an error without a message")
    }
    return 0
}

/// The executable's entry point (see `runLibFuzzer`).
@_cdecl("FuzzInterfaceBuilder_main")
public func fuzzInterfaceBuilderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv, fuzzInterfaceBuilder)
}
