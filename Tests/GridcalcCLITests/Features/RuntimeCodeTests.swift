import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// `--format kotlin` and fluid CSS (SPEC §16) through the command line: what they write, and every
/// refusal. The Kotlin file's arithmetic is proven in kotlinc by Tests/kotlin/check_kotlin.py
/// (`make test-kotlin`), the fluid rule's in Chromium by Tests/css/check_fluid.py (`make test-fluid`).
@Suite struct RuntimeCodeTests {
    @Test func kotlinFileForTheFlags() throws {
        let run = Tool.run(["--platform", "android", "--columns", "3", "--spacing", "8dp", "--inset", "16dp", "--format", "kotlin"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        for piece in ["object PixelGrid {", "const val COLUMNS = 3", "fun columnFrames(widthPx: Int, density: Float): IntArray",
                      "class ItemOffsets(private val density: Float) : RecyclerView.ItemDecoration()", "val gridCells: GridCells",
                      "gapPx(8.0 * s, true)", "gapPx(16.0 * s, true)",
                      "//   gridcalc --platform android --columns 3 --spacing 8dp --inset 16dp --format kotlin"] {
            #expect(run.stdout.contains(piece), "\(piece)")
        }
        // --name names the object; android is the default platform; auto and tracks have their code.
        #expect(Tool.run(["--columns", "4", "--format", "kotlin", "--name", "Gallery"]).stdout.contains("object Gallery {"))
        let auto = Tool.run(["--platform", "android", "--columns", "auto", "--max-cell", "96dp", "--format", "kotlin"]).stdout
        #expect(auto.contains("(cell + 1 + gap) + 1") && !auto.contains("const val COLUMNS"))
        let tracks = Tool.run(["--tracks", "0.25fr 0.5fr", "--format", "kotlin"]).stdout
        #expect(tracks.contains("const val COLUMNS = 2") && tracks.contains("* 750L / 1000L"))
    }

    @Test(arguments: [
        ("--columns 3 --format kotlin --width 400", "--width"), ("--columns 3 --format kotlin --scale 2.625", "--scale"),
        ("--columns 3 --format kotlin --device pixel-8", "--device"), ("--columns 3 --format kotlin --items 9", "--items"),
        ("--columns 3 --format kotlin --borders inside", "--borders"), ("--columns 3 --format kotlin --zoom 2", "--zoom"),
        ("--platform web --columns 3 --format kotlin", "--platform web"), ("--platform ios --columns 3 --format kotlin", "--platform ios"),
        ("--columns 3 --format kotlin --name 9lives", "--name"), ("--columns 3 --format kotlin --name a-b", "--name"),
        ("--width 400 --scale 2 --columns 3 --name Grid", "--name"), ("--tracks 48dp --strategy widen --format kotlin", "--tracks"),
        ("--columns 0 --format kotlin", "--columns"), ("--columns auto --format kotlin", "--columns auto"),
        ("--format kotlin", "--columns"), ("--columns 3 --format kotlin --json", "--json"),
    ])
    func refusals(_ line: String, _ flag: String) {
        expectUsageError(Tool.run(Tool.words(line)), naming: flag)
    }

    /// One px rule for every length on the web: a track in px is a CSS px under `--px-means css`
    /// (16 device px at DPR 2), a device px under `--px-means device`, in grid and in the fluid rule.
    @Test func tracksFollowThePxRule() throws {
        func firstWidthPx(_ pxMeans: String) -> String {
            Tool.run(["--platform", "web", "--px-means", pxMeans, "--width", "400css", "--scale", "2", "--tracks", "8px 1fr", "--format", "csv"]).stdout
        }
        #expect(firstWidthPx("css").split(separator: "\n")[1].split(separator: ",").contains("16"))
        #expect(firstWidthPx("device").split(separator: "\n")[1].split(separator: ",").contains("8"))
        let fluid = Tool.run(["--platform", "web", "--px-means", "css", "--tracks", "8px 1fr", "--format", "css", "--scale", "2"]).stdout
        #expect(fluid.contains("--gc-fixed-0: 16;") && fluid.contains("tracks 8css 1fr"))
        // Headers name every length in the unit given: css on the web, dp in Kotlin, px as px.
        let css = Tool.run(["--platform", "web", "--tracks", "40css 1fr", "--spacing", "8css", "--inset", "2css", "--format", "css"]).stdout
        #expect(css.contains("tracks 40css 1fr, spacing 8css, insets 2css and 2css") && !css.contains("pt,") && !css.contains("40pt"))
        let kotlin = Tool.run(["--tracks", "40dp 1fr 3px", "--spacing", "8dp", "--format", "kotlin"]).stdout
        #expect(kotlin.contains("tracks 40dp 1fr 3px, spacing 8dp, insets 0px and 0px") && !kotlin.contains("40pt"))
    }

    @Test func fluidCSSForTheFlags() throws {
        let run = Tool.run(["--platform", "web", "--columns", "4", "--spacing", "12css", "--inset", "16css", "--format", "css"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        // 12css is 32px at 2.625 (31.5 rounded half away from zero), 18px at 1.5; 16css 42px and 24px.
        for piece in ["--gc-dpx: 1px;", "--gc-gap: 12;", "--gc-start: 16;",
                      "@media (min-resolution: 2.6245dppx) and (max-resolution: 2.6255dppx) {\n  .grid {\n    --gc-dpr: 2.625;\n    --gc-dpx: calc(1px / 2.625);\n    --gc-gap: 32;\n    --gc-start: 42;",
                      "--gc-dpx: calc(1px / 1.5);\n    --gc-gap: 18;\n    --gc-start: 24;",
                      "calc(1px / 1.1);", "calc(1px / 0.6666666666666666);", "calc(1px / 1.33125);",
                      "grid-template-columns: repeat(4, calc(round(nearest, var(--gc-free) / 4, var(--gc-dpx)) + var(--gc-bias)));", "--gc-bias: calc(var(--gc-dpx) / 256);",
                      "--gc-w: round(down, 100% + var(--gc-dpx) / 128, var(--gc-dpx));",
                      "gridcalc --platform web --columns 4 --spacing 12css --inset 16css --format css */"] {
            #expect(run.stdout.contains(piece), "\(piece)")
        }
        // The default ladder: every Android bucket (2.75 and 2.25 among them), zoom at DPR 3 (3 × 1.1),
        // and the ratio Firefox uses beside each (60/23 for 2.625, 60/22 for 2.75); each block, and
        // only a block, says its ratio in --gc-dpr.
        for dpr in ["2.75", "2.25", "1.75", "3.3", "2.608696", "2.727273", "1.764706", "3.529412"] {
            #expect(run.stdout.contains("    --gc-dpr: \(dpr);\n"), "\(dpr)")
        }
        let blocks = run.stdout.components(separatedBy: "@media (min-resolution").count - 1
        // One block per ratio other than 1, and WebKit's block at DPR 3, which sets no --gc-dpr.
        #expect(blocks == FluidCSS.defaultLadder.count && run.stdout.components(separatedBy: "--gc-dpr:").count - 1 == blocks - 1)
        #expect(!run.stdout.components(separatedBy: "@media")[0].contains("--gc-dpr"))
        // WebKit's block at DPR 3: the tracks telescoped, each the difference of two edges in whole
        // 1/64 CSS px (12css is 36px at 3: 768 units, no gap error); the header names where it cannot be exact.
        #expect(run.stdout.contains("@supports (-webkit-line-box-contain: block) {\n  @media (min-resolution: 2.9995dppx) and (max-resolution: 3.0005dppx) {\n    .grid {\n      --gc-u: calc(1px / 64);"))
        #expect(run.stdout.contains("column-gap: 12px;\n") && run.stdout.contains("calc(var(--gc-q3) - var(--gc-q2) - 768 * var(--gc-u))"))
        #expect(run.stdout.contains("grid-template-columns: calc(var(--gc-q0)) calc(var(--gc-q1) - var(--gc-q0) - 768 * var(--gc-u))"))
        #expect(run.stdout.contains("WebKit (Safari) at DPR 3 is exact unless the grid's left or top edge lies 0.15625-0.171875,"))
        // --scale gives the ladder: one block per DPR other than 1, and only those.
        let ladder = Tool.run(["--platform", "web", "--columns", "3", "--format", "css", "--scale", "2,1,3,2"]).stdout
        #expect(ladder.components(separatedBy: "--gc-dpr:").count == 3 && ladder.contains("calc(1px / 3);") && !ladder.contains("1px / 1.5"))
        #expect(!Tool.run(["--platform", "web", "--columns", "3", "--format", "css", "--scale", "1,2"]).stdout.contains("@supports"))
        // Beside each given ratio, Firefox's (60/23 for 2.625), unless one given is that close to it.
        let android = Tool.run(["--platform", "web", "--columns", "3", "--format", "css", "--scale", "2.625"]).stdout
        #expect(android.contains("--gc-dpr: 2.608696;") && android.contains("calc(1px / 2.608695652173913);"))
        let close = Tool.run(["--platform", "web", "--columns", "3", "--format", "css", "--scale", "2.6087,2.625"]).stdout
        #expect(close.components(separatedBy: "--gc-dpr:").count - 1 == 2)
        // Widen spreads by differences of rounded edges; tracks keep their fixed lengths per DPR.
        let spread = Tool.run(["--platform", "web", "--columns", "7", "--strategy", "widen", "--distribute", "spread", "--format", "css"]).stdout
        #expect(spread.contains("round(down, var(--gc-free) * 6 / 7 + var(--gc-dpx) / 2 + var(--gc-dpx) / 56, var(--gc-dpx))"))
        let tracks = Tool.run(["--platform", "web", "--tracks", "80css 1fr 2fr", "--strategy", "widen", "--format", "css", "--scale", "3"]).stdout
        #expect(tracks.contains("--gc-fixed-0: 80;") && tracks.contains("--gc-fixed-0: 240;") && tracks.contains("--gc-base-2: "))
        // Padding computes each track from the content box, which holds only the flexible tracks' sum.
        expectUsageError(Tool.run(["--tracks", "1fr 2fr", "--format", "css"]), naming: "--tracks '1fr 2fr'")
        #expect(Tool.run(["--tracks", "40css 1fr 1fr", "--format", "css"]).status == 0)
        // Without --platform the rule is the web's.
        #expect(Tool.run(["--columns", "3", "--format", "css"]).stdout.contains("--gc-dpx"))
    }

    @Test(arguments: [
        ("--columns auto --min-cell 100css --format css", "--columns auto"), ("--platform ios --columns 3 --format css", "--platform ios"),
        ("--platform android --columns 3 --format css", "--platform android"), ("--columns 3 --format css --items 9", "--items"),
        ("--px-means device --columns 3 --spacing 1px --format css", "--px-means"),
        ("--platform web --tracks 8px --format css", "--tracks"),
        ("--platform web --width 400css --scale 2 --tracks 8px", "--tracks"),
        ("--platform web --px-means device --columns 3 --items 6 --row-height 10css --span 0:4 --format css", "--span"),
        ("--platform web --px-means device --columns 3 --items 6 --row-height 10css --span 7:2 --format css", "--span"),
        ("--columns 3 --format css --orientation landscape", "--orientation"), ("--columns 3 --format css --name Grid", "--name"),
        ("--columns 3 --format css --borders inside", "--borders"), ("--columns 3 --format css --zoom 2", "--zoom"),
("--columns 3 --format css --scale 1,x", "--scale"),
        ("--columns 3 --format css --scale 1,,2", "--scale"), ("--columns 3 --format css --scale 1,20", "--scale"),
        ("--columns 3 --format css --scale " + Array(repeating: "1", count: 65).joined(separator: ","), "--scale"),
        ("--width 400 --scale 1,2 --columns 3 --format css", "--scale"), ("--width 400 --scale 1,2 --columns 3", "--scale"),
        ("--columns 3 --format css --scale -h", "--scale"), ("--columns 3 --format css --spacing 8px", "--spacing"),
        ("--tracks 48css --strategy widen --format css", "--tracks"), ("--columns 3 --format css --json", "--json"),
    ])
    func fluidRefusals(_ line: String, _ flag: String) {
        expectUsageError(Tool.run(Tool.words(line)), naming: flag)
    }
}
