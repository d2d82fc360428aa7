// FileWriting: all of some bytes to a file descriptor.
//
// Rule: a short write is continued and an interrupted one (EINTR) retried; any other failure is
// returned as its errno for the caller to report (EPIPE: the reader has gone).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

package enum FileWriting {
    /// Writes all of `bytes` to `fd`; returns 0 or the errno of the write that failed.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// Writes all of `text`'s UTF-8 to `fd`; returns 0 or the errno.
    package static func writeAll(_ text: String, to fd: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: fd) }
    }
}
