// FileWriting: all of some bytes to a file descriptor.
//
// Rule: a short write is continued and an interrupted one (EINTR) retried; a descriptor that is
// not ready (EAGAIN/EWOULDBLOCK: a non-blocking pipe whose reader is slow) is waited for with
// poll(2) until it can take more — a temporary condition is never an error. Any other failure is
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
                let failure = errno
                if failure == EINTR { continue }
                if failure == EAGAIN || failure == EWOULDBLOCK {
                    if let waitFailure = waitUntilReady(fd, for: POLLOUT) { return waitFailure }
                    continue
                }
                return failure
            }
            offset += written
        }
        return 0
    }

    /// Blocks until `fd` can be written (`POLLOUT`) or read (`POLLIN`) — or has failed or hung up:
    /// the call that follows reports how —; returns an errno only when poll itself fails for good.
    package static func waitUntilReady(_ fd: Int32, for events: Int32) -> Int32? {
        var entry = pollfd(fd: fd, events: Int16(events), revents: 0)
        while true {
            if poll(&entry, 1, -1) >= 0 { return nil }
            if errno != EINTR && errno != EAGAIN { return errno }
        }
    }

    /// Writes all of `text`'s UTF-8 to `fd`; returns 0 or the errno.
    package static func writeAll(_ text: String, to fd: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: fd) }
    }
}
