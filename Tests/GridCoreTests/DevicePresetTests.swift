import Testing
import GridCore

@Suite struct DevicePresetTests {
    /// The product's table, row by row (name, portrait in the logical unit, scale, native scale), as
    /// Docs/devices.md cites them.
    @Test func presetsAreExactlyTheTable() {
        let table: [(String, Double, Double, Double, Double)] = [
            ("iphone-se-1", 320, 568, 2, 2), ("iphone-8", 375, 667, 2, 2), ("iphone-8-plus", 414, 736, 3, 2.608),
            ("iphone-x", 375, 812, 3, 3), ("iphone-xr", 414, 896, 2, 2), ("iphone-xs-max", 414, 896, 3, 3),
            ("iphone-12-mini", 375, 812, 3, 2.88), ("iphone-12", 390, 844, 3, 3), ("iphone-12-pro-max", 428, 926, 3, 3),
            ("iphone-15", 393, 852, 3, 3), ("iphone-15-plus", 430, 932, 3, 3), ("iphone-16-pro", 402, 874, 3, 3),
            ("iphone-16-pro-max", 440, 956, 3, 3), ("iphone-air", 420, 912, 3, 3), ("ipad-mini", 744, 1133, 2, 2), ("ipad", 810, 1080, 2, 2),
            ("ipad-air", 820, 1180, 2, 2), ("ipad-pro-11", 834, 1194, 2, 2), ("ipad-pro-11-m4", 834, 1210, 2, 2),
            ("ipad-pro-12-9", 1024, 1366, 2, 2), ("ipad-pro-13", 1032, 1376, 2, 2),
            // Android: panel px / (dpi / 160).
            ("pixel-2", 1080 / 2.625, 1920 / 2.625, 2.625, 2.625), ("pixel-xl", 1440 / 3.5, 2560 / 3.5, 3.5, 3.5),
            ("pixel-2-xl", 1440 / 3.5, 2880 / 3.5, 3.5, 3.5), ("pixel-8", 1080 / 2.625, 2400 / 2.625, 2.625, 2.625),
            ("nexus-7-2012", 800 / 1.33125, 1280 / 1.33125, 1.33125, 1.33125), ("pixel-tablet", 800, 1280, 2, 2),
            ("pixel-6", 1080 / 2.625, 2400 / 2.625, 2.625, 2.625), ("pixel-6-pro", 1440 / 3.5, 3120 / 3.5, 3.5, 3.5),
            // A Paparazzi device list (devices.md): panel px / (dpi / 160).
            ("pixel-7", 1080 / 2.625, 2400 / 2.625, 2.625, 2.625), ("pixel-7a", 1080 / 2.625, 2400 / 2.625, 2.625, 2.625),
            ("pixel-fold-outer", 1080 / 2.5, 2092 / 2.5, 2.5, 2.5), ("pixel-fold-inner", 1840 / 2.25, 2208 / 2.25, 2.25, 2.25),
            ("galaxy-s23", 1080 / 2.625, 2340 / 2.625, 2.625, 2.625), ("galaxy-s23-plus", 1080 / 2.5, 2340 / 2.5, 2.5, 2.5),
            ("galaxy-z-fold5-outer", 904 / 2.5, 2316 / 2.5, 2.5, 2.5), ("galaxy-z-fold5-inner", 1812 / 2.25, 2176 / 2.25, 2.25, 2.25),
            ("galaxy-z-flip5", 1080 / 2.625, 2640 / 2.625, 2.625, 2.625), ("galaxy-z-flip5-outer", 720 / 1.875, 748 / 1.875, 1.875, 1.875),
            // Chrome DevTools' emulated devices: CSS size × devicePixelRatio.
            ("galaxy-s8-plus", 360, 740, 4, 4), ("galaxy-fold-outer", 280, 653, 3, 3), ("galaxy-fold-inner", 512, 717, 3, 3),
            // Web: CSS px at the devicePixelRatio; a Mac's native scale is panel px / CSS px. Portrait
            // (width, height) is the narrow side across; a screen's own orientation is landscape.
            ("windows-1080p-125", 864, 1536, 1.25, 1.25), ("windows-1080p-150", 720, 1280, 1.5, 1.5),
            ("windows-1080p-175", 1080 / 1.75, 1920 / 1.75, 1.75, 1.75), ("windows-1440p-125", 1152, 2048, 1.25, 1.25),
            ("windows-4k-150", 1440, 2560, 1.5, 1.5), ("macbook-air-13", 956, 1470, 2, 2560.0 / 1470),
            ("macbook-air-13-more-space", 1112, 1710, 2, 2560.0 / 1710), ("macbook-pro-14", 982, 1512, 2, 2),
            ("macbook-pro-14-more-space", 1169, 1800, 2, 3024.0 / 1800),
        ]
        #expect(DevicePreset.all.count == table.count)
        for (preset, row) in zip(DevicePreset.all, table) {
            #expect(preset.name == row.0 && preset.widthPt == row.1 && preset.heightPt == row.2)
            #expect(preset.scale == row.3 && preset.nativeScale == row.4, "\(row.0)")
        }
        #expect(DevicePreset.all.filter(\.downsamples).map(\.name) == ["iphone-8-plus", "iphone-12-mini", "macbook-air-13",
                                                                       "macbook-air-13-more-space", "macbook-pro-14-more-space"])
        // Every preset is whole device pixels: the logical size times the scale.
        for preset in DevicePreset.all {
            #expect(Double(preset.widthPx) == (preset.widthPt * preset.scale).rounded() && preset.widthPx > 0, "\(preset.name)")
        }
    }

    @Test(arguments: [("iphone-14", "iphone-12"), ("iPhone 14", "iphone-12"), ("iphone-16", "iphone-15"),
                      ("iphone-se-3", "iphone-8"), ("iPhone SE (2nd gen)", "iphone-8"), ("iphone-15-pro", "iphone-15"),
                      ("IPHONE-8-PLUS", "iphone-8-plus"), ("iphone-7-plus", "iphone-8-plus"), ("iphone-16e", "iphone-12"),
                      ("ipad-air-5", "ipad-air"), ("iPad Pro 12.9\"", "ipad-pro-12-9"), ("ipad-pro-11-4", "ipad-pro-11"),
                      ("iphone-17", "iphone-16-pro"), ("iPhone 17 Pro Max", "iphone-16-pro-max"), ("iPhone Air", "iphone-air"),
                      ("iPad Pro 13\" (M4)", "ipad-pro-13"), ("ipad-air-13-m3", "ipad-pro-12-9"), ("Pixel 8", "pixel-8")])
    func aliases(name: String, preset: String) {
        #expect(DevicePreset.named(name)?.name == preset)
    }

    @Test func namesAreUniqueAndKebabCase() {
        let names = DevicePreset.allNames
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && !name.hasPrefix("-") && !name.hasSuffix("-"), "\(name)")
        }
        #expect(DevicePreset.named("iphone-99") == nil && DevicePreset.named("") == nil)
    }

    @Test func landscapeSwapsAndDownsamplingWarns() throws {
        let plus = try #require(DevicePreset.named("iphone-8-plus"))
        #expect(plus.size(.landscape) == (736, 414))
        let three = try Scale(3), native = try Scale(2.608)
        #expect(plus.warning(at: three) != nil && plus.warning(at: native) == nil)
        let d = try GridDocument(GridRequest(width: .points(414), scale: Scale(3), columns: 7, device: plus))
        #expect(d.warnings.first?.description.contains("downsampled") == true && d.input.device == "iphone-8-plus")
        let x = try GridDocument(GridRequest(width: .points(375), scale: Scale(3), columns: 7, device: DevicePreset.named("iphone-x")))
        #expect(x.warnings.isEmpty)
        // A scale that overrides a panel that does not downsample is no downsampling.
        for preset in DevicePreset.all where !preset.downsamples {
            for value in [1.0, 2, 2.608, 3, 4] {
                let scale = try Scale(value)
                #expect(preset.warning(at: scale) == nil, "\(preset.name) at \(value)")
            }
        }
        for preset in DevicePreset.all where preset.downsamples {
            let own = try Scale(preset.scale), native = try Scale(preset.nativeScale)
            #expect(preset.warning(at: own) != nil && preset.warning(at: native) == nil)
        }
    }
}

@Suite struct DeviceSweepTests {
    @Test func everyCaseAndTheLimits() throws {
        let all = try SweepDocument(template: GridRequest(width: .pixels(1), scale: Scale(1), columns: 1),
                                    devices: DevicePreset.all, orientations: [.portrait, .landscape], columns: Array(1...12))
        #expect(all.cases.count == DevicePreset.all.count * 2 * 12 && all.ok)
        #expect(all.cases.allSatisfy { $0.layout?.columns.count == $0.columns })
        // The same cases, through GridDocument one by one (a sweep case has no CSS block: it is not pasted).
        for (i, c) in all.cases.enumerated() where i % 7 == 0 {
            let device = try #require(DevicePreset.named(c.device))
            var request = GridRequest(width: .pixels(device.widthPx(c.orientation)), scale: try Scale(device.scale), columns: c.columns, device: device)
            request.platform = device.platform
            #expect(try GridDocument(request, css: false) == c.layout)
        }
        let limited = try SweepDocument(template: GridRequest(width: .pixels(1), scale: Scale(1), columns: 1),
                                        devices: DevicePreset.all, orientations: [.portrait], columns: Array(1...12),
                                        limits: SweepDocument.Limits(maxInset: .pixels(1), maxRemainderPx: 3, symmetric: true))
        #expect(!limited.ok)
        for c in limited.cases {
            let l = try #require(c.layout)
            let expected = (l.insets.leading.px > 1 || l.insets.trailing.px > 1) || l.remainderPx > 3 || l.insets.leading.px != l.insets.trailing.px
            #expect(c.violations.isEmpty == !expected, "\(c.device) × \(c.columns)")
        }
        let crowded = try SweepDocument(template: GridRequest(width: .pixels(1), scale: Scale(1), columns: 1, spacing: .points(200)),
                                        devices: [DevicePreset.all[0]], orientations: [.portrait], columns: [4])
        #expect(!crowded.ok && crowded.cases[0].layout == nil && crowded.cases[0].violations.map(\.kind) == [.error])
    }

    /// Inputs that are wrong in every case are refused once, before any case, as a grid refuses
    /// them; and cases × (items + bands) is bounded before any case runs.
    @Test func caseIndependentInputsAndTheItemBound() throws {
        let template = { (items: ItemRequest) in GridRequest(width: .pixels(1), scale: try! Scale(1), columns: 1, items: items) }
        for items in [ItemRequest(count: 10, separatorsBefore: [3, 3]), ItemRequest(count: 10, separatorsBefore: [11]),
                      ItemRequest(count: 4, rowHeight: .length(.points(0)))] {
            var gridError: GridError?
            do { _ = try GridDocument(GridRequest(width: .points(414), scale: Scale(3), columns: 3, items: items)) } catch { gridError = error }
            #expect(throws: try #require(gridError)) {
                try SweepDocument(template: template(items), devices: DevicePreset.all, orientations: [.portrait], columns: [1, 2])
            }
        }
        // A length past the pixel limit at one device's scale is refused before any case, with the
        // error a grid at that scale gives.
        let wide = GridRequest(width: .pixels(1), scale: try Scale(1), columns: 1, insetLeading: .points(400_000))
        #expect(throws: GridError.self) {
            try SweepDocument(template: wide, devices: DevicePreset.all, orientations: [.portrait], columns: [1])
        }
        var atThree = wide
        atThree.width = .points(414)
        atThree.scale = try Scale(3)
        let gridError = #expect(throws: GridError.self) { try GridDocument(atThree) }
        let sweepError = #expect(throws: GridError.self) {
            try SweepDocument(template: wide, devices: DevicePreset.all.filter { $0.scale == 3 }, orientations: [.portrait], columns: [1])
        }
        #expect(sweepError != nil && sweepError == gridError && sweepError?.field == .insetLeading)
        // 10 cases × (9,000 items + 1,000 bands) = 100,000 is allowed; one more item is not.
        let bands = Array(stride(from: 0, to: 9_000, by: 9))
        let devices = Array(DevicePreset.all.prefix(5))
        let atLimit = try SweepDocument(template: template(ItemRequest(count: 9_000, separatorsBefore: bands)),
                                        devices: devices, orientations: [.portrait, .landscape], columns: [3])
        #expect(atLimit.cases.count == 10 && atLimit.cases.allSatisfy { $0.layout?.items?.count == 9_000 })
        #expect(throws: GridError.self) {
            try SweepDocument(template: template(ItemRequest(count: 9_001, separatorsBefore: bands)),
                              devices: devices, orientations: [.portrait, .landscape], columns: [3])
        }
        do {
            _ = try SweepDocument(template: template(ItemRequest(count: 9_001, separatorsBefore: bands)),
                                  devices: devices, orientations: [.portrait, .landscape], columns: [3])
        } catch {
            #expect(error.field == .sweepCases && error.description.contains("100010 in all"), "\(error)")
        }
    }
}
