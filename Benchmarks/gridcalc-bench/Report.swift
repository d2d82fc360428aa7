// The results: padded table columns, numbers with thousands separated, and the JSON file written
// to bench/results/ (a schema of its own, gridcalc/bench@1).

import GridCore
import GridcalcCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `value` as JSON with sorted keys and two-space indents (non-finite numbers are null).
func json(_ value: Any, indent: String = "") -> String {
    switch value {
    case let d as [String: Any]:
        let inner = indent + "  "
        return "{\n" + d.keys.sorted().map { "\(inner)\"\($0)\": \(json(d[$0]!, indent: inner))" }.joined(separator: ",\n") + "\n\(indent)}"
    case let a as [Any]:
        let inner = indent + "  "
        return "[\n" + a.map { inner + json($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case let s as String: return "\"\(s)\""
    case let d as Double: return d.isFinite ? "\(d)" : "null"
    case let i as Int: return "\(i)"
    case let o as Int?: return o.map { "\($0)" } ?? "null"
    default: return "null"
    }
}

/// The UTC time as yyyymmdd-hhmmss and the machine's architecture name.
func stampAndMachine() -> (stamp: String, machine: String) {
    var now = time(nil)
    var utc = tm()
    gmtime_r(&now, &utc)
    let stamp = String(format4(Int(utc.tm_year) + 1900)) + two(Int(utc.tm_mon) + 1) + two(Int(utc.tm_mday)) + "-" + two(Int(utc.tm_hour)) + two(Int(utc.tm_min)) + two(Int(utc.tm_sec))
    var machine = utsname()
    uname(&machine)
    let machineName = withUnsafeBytes(of: machine.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    return (stamp, machineName)
}

/// Writes `result` to `directory`/bench-<stamp>.json and latest.json.
func writeResults(_ result: [String: Any], to directory: String, stamp: String) {
    mkdir(directory.split(separator: "/").first.map(String.init) ?? directory, 0o755)
    mkdir(directory, 0o755)
    for name in ["bench-\(stamp).json", "latest.json"] {
        if let file = fopen("\(directory)/\(name)", "w") {
            fputs(json(result) + "\n", file)
            fclose(file)
        }
    }
    print("results: \(directory)/bench-\(stamp).json")
}

/// `text` padded with spaces to `width` characters, on the left when `right`.
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return right ? fill + text : text + fill
}

/// `value` with `decimals` decimals, or a whole number with thousands separated by spaces.
func format(_ value: Double, _ decimals: Int = 0) -> String {
    guard decimals > 0 else {
        // Thousands separated by spaces: 3 412 000.
        var digits = String(Int(value.rounded()))
        var groups: [String] = []
        while digits.count > 3 { groups.insert(String(digits.suffix(3)), at: 0); digits.removeLast(3) }
        groups.insert(digits, at: 0)
        return groups.joined(separator: " ")
    }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let have = text.distance(from: dot, to: text.endIndex) - 1
        if have < decimals { text += String(repeating: "0", count: decimals - have) }
    }
    return text
}

/// `n` in two digits.
func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
/// `n` as written.
func format4(_ n: Int) -> String { String(n) }
