// PlatformDefinitionTests: a platform is one definition in a file of its own and one line in the
// registry (`Platform.allCases`); its presets are its own; and nothing outside the platforms'
// folder asks which platform it is (a comparison with `.ios`, `.android` or `.web`, or a `case` of
// one) — it asks the definition.

import Foundation
import GridCore
import GridcalcTestSupport
import Testing

@Suite struct PlatformDefinitionTests {
    @Test func theUnitsAsWritten() {
        #expect(Platform.allCases.map(\.rawValue) == ["ios", "android", "web"])
        #expect(Platform.allCases.map(\.unitLabel) == ["pt", "dp", "css px"])
        #expect(Platform.allCases.map(\.unitSuffix) == ["pt", "dp", "css"])
        #expect(Platform.allCases.map { $0.amount("1280") } == ["1280pt", "1280dp", "1280 css px"])
        #expect(Platform.allCases.map(\.definition.pxIsAmbiguous) == [false, false, true])
    }

    @Test func aNameIsItsPlatform() throws {
        for platform in Platform.allCases {
            #expect(Platform(rawValue: platform.rawValue) == platform)
            let json = try JSONEncoder().encode([platform])
            #expect(try JSONDecoder().decode([Platform].self, from: json) == [platform])
        }
        #expect(Platform(rawValue: "windows") == nil && Platform(rawValue: "iOS") == nil)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Platform].self, from: Data(#"["watchos"]"#.utf8)) }
        #expect(Set(Platform.allCases.map(\.definition.familyName)).count == Platform.allCases.count)
    }

    /// Every platform has presets, and `DevicePreset.all` holds them platform by platform in the
    /// registry's order (each platform's list is a file in Devices/).
    @Test func everyPlatformsPresetsInTheRegistrysOrder() {
        var expected: [DevicePreset] = []
        for platform in Platform.allCases {
            let presets = DevicePreset.all.filter { $0.platform == platform }
            #expect(!presets.isEmpty, "\(platform.rawValue)")
            #expect(DevicePreset.group(platform.definition.familyName) == presets)
            expected += presets
        }
        #expect(DevicePreset.all == expected)
    }

    @Test func everyPlatformFileIsRegistered() throws {
        let folder = Repository.path("Sources/GridCore/Platforms")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix("Platform.swift") && $0 != "Platform.swift" }
        let registered = Set(Platform.allCases.map { String(describing: type(of: $0.definition)) })
        #expect(files.count == 3)
        for file in files { #expect(registered.contains(String(file.dropLast(".swift".count))), "\(file) is not in Platform.allCases") }
    }

    /// A comparison with a platform or a `case` of one, outside the platforms' folder.
    static func asksWhichPlatform(_ line: Substring) -> Bool {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return [" == .", " != .", "case ."].contains { op in
            ["ios", "android", "web"].contains { name in
                guard let range = code.range(of: op + name) else { return false }
                let next = code[range.upperBound...].first
                return next.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            }
        }
    }

    @Test func nothingElseAsksWhichPlatform() throws {
        // Negative control: the lines this test is for are caught, and the like of them are not.
        #expect(Self.asksWhichPlatform("if platform == .web {") && Self.asksWhichPlatform("        case .android: return x"))
        #expect(!Self.asksWhichPlatform("if unit == .webkit {") && !Self.asksWhichPlatform("let p = Platform.web // == .web"))
        let root = Repository.path("Sources")
        var asking: [String] = []
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("GridCore/Platforms/") {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where Self.asksWhichPlatform(line) {
                asking.append("\(file):\(n + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(files.count > 100)
        #expect(asking.isEmpty, "\(asking.joined(separator: "\n"))")
    }
}
