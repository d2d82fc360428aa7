import Foundation
import GridCore
import GridcalcCLI
import GridcalcTestSupport
import Testing

/// `--format kotlin` (SPEC §16) through the command line: the file it writes, and every refusal.
/// The file's arithmetic is proven in kotlinc by Tests/kotlin/check_kotlin.py (`make test-kotlin`).
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
}
