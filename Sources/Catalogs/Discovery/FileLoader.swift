import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole regular file with POSIX calls, refusing what is not one.
///
/// Opening with `O_NONBLOCK` keeps a FIFO from blocking the run; `fstat` on the open descriptor then rejects
/// anything that is not a regular file, and files over the size limit, before a byte is read.
enum FileLoader {
    struct Problem: Error {
        var message: String
    }

    static func load(_ path: String) -> Result<Data, Problem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(Problem(message: "cannot open the file: \(errnoText())")) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Problem(message: "cannot read the file: \(errnoText())")) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(Problem(message: "is a directory, not a string file"))
        default: return .failure(Problem(message: "is not a regular file"))
        }
        let size = Int(info.st_size)
        guard size <= ReadLimits.maximumFileSize else {
            return .failure(Problem(message: "file is larger than the \(ReadLimits.maximumFileSize / 1_048_576) MiB limit (\(size) bytes)"))
        }
        var data = Data(count: size)
        var filled = 0
        var failure: String?
        data.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            while filled < size {
                let count = read(descriptor, base + filled, size - filled)
                if count > 0 {
                    filled += count
                } else if count == 0 {
                    break
                } else if errno != EINTR && errno != EAGAIN {
                    failure = errnoText()
                    return
                }
            }
        }
        if let failure { return .failure(Problem(message: "cannot read the file: \(failure)")) }
        if filled < size { data.removeSubrange(filled..<size) }
        return .success(data)
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
