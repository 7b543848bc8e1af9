import Foundation

/// Parses what `git ls-tree -r -z` and `git cat-file --batch` print, for `RevisionSnapshot`.
enum TreeListing {
    /// A file of a tree: its object id and its path from the repository's top.
    struct Blob: Equatable {
        var object: String
        var path: String
    }

    /// The regular files of an `ls-tree -r -z` listing (`<mode> <type> <object>\t<path>\0` each); symbolic
    /// links and submodules are left out.
    static func blobs(in listing: Data) -> [Blob] {
        listing.split(separator: 0).compactMap { record -> Blob? in
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
            let header = String(decoding: record[record.startIndex..<tab], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", header[0] != "120000" else { return nil }
            return Blob(object: String(header[2]), path: String(decoding: record[record.index(after: tab)...], as: UTF8.self))
        }
    }

    /// The contents of `count` objects in `cat-file --batch` output (`<object> <type> <size>\n<bytes>\n` each);
    /// an object git reports missing, or output cut short, is an error.
    static func contents(of output: Data, count: Int) throws(SinceError) -> [Data] {
        let bytes = [UInt8](output)
        var contents: [Data] = []
        var position = 0
        while contents.count < count {
            guard let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw SinceError(message: "--since: git cat-file stopped after \(contents.count) of \(count) files")
            }
            let header = String(decoding: bytes[position..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= bytes.count else {
                throw SinceError(message: "--since: git cat-file could not read \(header.first.map(String.init) ?? "an object")")
            }
            contents.append(Data(bytes[(newline + 1)..<(newline + 1 + size)]))
            position = newline + 1 + size + 1
        }
        return contents
    }
}
