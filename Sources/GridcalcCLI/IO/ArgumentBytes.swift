// ArgumentBytes: the bytes of the arguments that are not valid UTF-8, as the process received them.
//
// Rule: Swift's `CommandLine.arguments` repairs bytes that are not UTF-8 to U+FFFD, so a file name
// such as `caf\xE9.json` (Latin-1) would name a file that does not exist. Every argument that is not
// valid UTF-8 is kept here as its bytes, keyed by its repaired text: a file is opened by the bytes
// given, and shown with each byte that is not UTF-8 escaped (`caf\xE9.json`). Arguments that are
// valid UTF-8 (all of them, nearly always) cost one pass over their bytes.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The arguments of this process that are not valid UTF-8, by their repaired text.
package struct ArgumentBytes: Sendable {
    private var texts: [String] = []
    private var raws: [[UInt8]] = []

    /// The arguments of this process that are not valid UTF-8, or nil when every one is.
    package static func ofThisProcess() -> ArgumentBytes? {
        var found: ArgumentBytes?
        for i in 1 ..< Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[i] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            guard !bytes.allSatisfy({ $0 < 0x80 }), String(validating: bytes, as: UTF8.self) == nil else { continue }
            if found == nil { found = ArgumentBytes() }
            found!.texts.append(String(decoding: bytes, as: UTF8.self))
            found!.raws.append(Array(bytes))
        }
        return found
    }

    /// The bytes of the argument whose repaired text is `text`, if it was not valid UTF-8.
    package func bytes(of text: String) -> [UInt8]? {
        texts.firstIndex(of: text).map { raws[$0] }
    }

    /// `bytes` for a message: valid UTF-8 as `shown` shows text, each other byte as `\xHH`; cut at
    /// 240 bytes like a path.
    package static func shown(_ bytes: [UInt8]) -> String {
        var out = ""
        var rest = bytes[...]
        while !rest.isEmpty, out.utf8.count < 240 {
            // The longest valid UTF-8 prefix, then one byte that is not.
            var validEnd = rest.startIndex
            var iterator = rest.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            scan: while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded): validEnd += encoded.count
                case .emptyInput, .error: break scan
                }
            }
            out += GridcalcCLI.shown(String(decoding: rest[rest.startIndex ..< validEnd], as: UTF8.self), limitBytes: 240)
            guard validEnd < rest.endIndex else { break }
            let byte = rest[validEnd]
            out += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            rest = rest[(validEnd + 1)...]
        }
        return out.utf8.count < 240 || rest.isEmpty ? out : out + "… (\(bytes.count) bytes)"
    }
}
