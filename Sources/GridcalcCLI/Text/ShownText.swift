// ShownText: user-supplied text as a message may show it.
//
// Rule: text from the user (a flag's value, a device or command name, a file name, a string from a
// document) never reaches the terminal as it is. Control characters are shown escaped — `\n`, `\r`,
// `\t`, `\\`, and every other C0/C1 control, DEL and the bidirectional overrides as `\u{1b}` — so a
// value cannot forge a second `error:` line or drive the terminal; and the text is cut to a bounded
// number of UTF-8 bytes (on a character boundary), followed by how many bytes it had, so a
// megabyte-long value gives a one-line message. The work is bounded too: only the first bytes up
// to the limit are looked at (the total is the String's O(1) UTF-8 count).

/// `text` escaped and cut to at most `limitBytes` bytes of its own (see the rule above);
/// `totalBytes`, when given, is the length of the whole text that `text` begins.
package func shown(_ text: String, limitBytes: Int, totalBytes: Int? = nil) -> String {
    let (escaped, cut) = escapedPrefix(text, limitBytes: limitBytes, backslashes: true)
    return cut ? escaped + "… (\(totalBytes ?? text.utf8.count) bytes)" : escaped
}

/// `text` in single quotes, escaped and cut like `shown`: `'abc…' (100000 bytes)`.
package func quoted(_ text: String, limit: Int = 64) -> String {
    let (escaped, cut) = escapedPrefix(text, limitBytes: limit, backslashes: true)
    return cut ? "'\(escaped)…' (\(text.utf8.count) bytes)" : "'\(escaped)'"
}

/// The escaped text of `text`'s first scalars that fit in `limitBytes`, and whether any were left.
private func escapedPrefix(_ text: String, limitBytes: Int, backslashes: Bool) -> (String, Bool) {
    // Most text is printable ASCII that fits: it is its own escape, found in one pass over its bytes.
    let utf8 = text.utf8
    if utf8.count <= limitBytes, utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && ($0 != 0x5C || !backslashes) }) {
        return (text, false)
    }
    var out = ""
    var used = 0
    var cut = false
    for scalar in text.unicodeScalars {
        let piece = scalar == "\\" && !backslashes ? nil : escapedScalar(scalar)
        let bytes = piece?.utf8.count ?? UTF8.width(scalar)
        if used + bytes > limitBytes {
            cut = true
            break
        }
        if let piece { out += piece } else { out.unicodeScalars.append(scalar) }
        used += bytes
    }
    return (out, cut)
}

/// The escape for a scalar a terminal must not receive as it is, or nil for one it may.
private func escapedScalar(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x09: return "\\t"
    case 0x5C: return "\\\\"
    case 0x00..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
        return "\\u{" + String(scalar.value, radix: 16) + "}"
    default: return nil
    }
}

/// A whole message line made safe: every control character escaped (the message's own words have
/// none, so only user text is changed; a backslash stays as it is, as quoted values have theirs
/// escaped already), and the line cut at `limitBytes`.
package func shownLine(_ line: String, limitBytes: Int = 4096) -> String {
    let (escaped, cut) = escapedPrefix(line, limitBytes: limitBytes, backslashes: false)
    return cut ? escaped + "… (\(line.utf8.count) bytes)" : escaped
}
