#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path is, asked of the file system without opening it.
///
/// Discovery needs to tell directories from files, follow symbolic links without looping, and notice dangling
/// links; `FileManager` hides the difference between the last two.
struct FileProbe {
    enum Kind: Equatable {
        case directory
        case file
        /// Exists as a name but cannot be followed or is something else (a dangling link, a socket, …).
        case other
        case missing
    }

    /// Identifies a directory across the different paths (links) that lead to it.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    var kind: Kind
    var identity: Identity?

    /// Follows symbolic links; a link whose target is missing is `.other`.
    static func probe(_ path: String) -> FileProbe {
        var info = stat()
        if stat(path, &info) == 0 {
            let identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return FileProbe(kind: .directory, identity: identity)
            case S_IFREG: return FileProbe(kind: .file, identity: identity)
            default: return FileProbe(kind: .other, identity: identity)
            }
        }
        var linkInfo = stat()
        if lstat(path, &linkInfo) == 0 { return FileProbe(kind: .other, identity: nil) }
        return FileProbe(kind: .missing, identity: nil)
    }

    /// True when the name exists in its folder (even as a dangling link).
    static func exists(_ path: String) -> Bool {
        probe(path).kind != .missing
    }
}
