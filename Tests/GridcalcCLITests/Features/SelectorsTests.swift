import Foundation
import GridcalcTestSupport
import Testing

/// Reaching any cell: selectors in uiautomator's own terms — several attributes, all of
/// which must match, `instance=N` (the N-th match in document order, from 0), `bounds=` — and a
/// view's `address=`; a container that matches several nodes lists them; one frame judges nothing.
@Suite struct SelectorsTests {
    /// Two lists of the same class without ids: the first at 2px gaps, the second with a 1px gap.
    static let xml = """
        <?xml version='1.0' encoding='UTF-8'?>
        <hierarchy rotation="0">
        <node class="androidx.recyclerview.widget.RecyclerView" text="" bounds="[0,0][1080,500]">
        <node class="android.widget.FrameLayout" text="a, b" bounds="[0,0][539,250]"/>
        <node class="android.widget.FrameLayout" text="" bounds="[541,0][1080,250]"/>
        </node>
        <node class="androidx.recyclerview.widget.RecyclerView" text="" bounds="[0,600][1080,900]">
        <node class="android.widget.FrameLayout" text="" bounds="[0,600][539,900]"/>
        <node class="android.widget.FrameLayout" text="" bounds="[540,600][1080,900]"/>
        </node>
        </hierarchy>
        """

    static func check(_ flags: [String]) -> Run {
        Tool.run(["check", "--spacing", "2px"] + flags + ["-"], stdin: Data(xml.utf8))
    }

    @Test func instanceAndBoundsReachEachList() {
        let list = "class=androidx.recyclerview.widget.RecyclerView"
        // Ambiguous: both lists named with their instance numbers and bounds.
        let both = Self.check(["--container", list])
        #expect(both.status == 65 && both.stderr.contains("instance=0: line 3, bounds [0,0][1080,500]")
                && both.stderr.contains("instance=1: line 7, bounds [0,600][1080,900]") && both.stderr.contains(",instance=1"), "\(both.stderr)")
        #expect(Self.check(["--container", list + ",instance=0"]).status == 0)
        let second = Self.check(["--container", list + ",instance=1"])
        #expect(second.status == 1 && second.stdout.contains("gap 1px, expected 2px"), "\(second.stdout)")
        #expect(Self.check(["--container", "bounds=[0,0][1080,500]"]).status == 0)
        #expect(Self.check(["--container", list + ",bounds=[0,600][1080,900]"]).status == 1)
        // A value with a comma is one value: `text=a, b` is not split.
        let cell = Self.check(["--container", list + ",instance=0", "--select", "text=a, b"])
        // One frame selected and no design: nothing judged, at that node.
        #expect(cell.status == 1 && cell.stdout.contains("nothing-judged") && cell.stdout.contains("(FrameLayout, line 4"), "\(cell.stdout)")
        // No such instance: says how many there are.
        let none = Self.check(["--container", list + ",instance=2"])
        #expect(none.status == 65 && none.stderr.contains("2 without instance="), "\(none.stderr)")
    }

    @Test func statesSelectTheClickableCells() {
        // A Compose cell is a clickable View wrapping views of its own: clickable=true picks the cells.
        let xml = """
            <hierarchy><node resource-id="g" bounds="[0,0][100,10]"><node clickable="false" bounds="[0,0][100,10]">
            <node clickable="true" bounds="[0,0][49,10]"><node clickable="false" bounds="[0,0][49,10]"/></node>
            <node clickable="true" bounds="[51,0][100,10]"/></node></node></hierarchy>
            """
        let run = Tool.run(["check", "--container", "g", "--select", "clickable=true", "--spacing", "1px", "-"], stdin: Data(xml.utf8))
        #expect(run.status == 1 && run.stdout.contains("2 frames") && run.stdout.contains("gap 2px, expected 1px"), "\(run.stdout)\(run.stderr)")
    }

    @Test func addressesAndInstancesInAViewTree() {
        let tree = """
            <UIWindow: 0x1; frame = (0 0; 393 852)>
               | <UICollectionView: 0xa1; frame = (0 0; 393 100)>
               |    | <UICollectionViewCell: 0xc1; frame = (0 0; 196 100)>
               |    | <UICollectionViewCell: 0xc2; frame = (197 0; 196 100)>
               | <UICollectionView: 0xa2; frame = (0 200; 393 100)>
               |    | <UICollectionViewCell: 0xc3; frame = (0 0; 196 100)>
               |    | <UICollectionViewCell: 0xc4; frame = (198 0; 195 100)>
            """
        let run = { (flags: [String]) in
            Tool.run(["check", "--scale", "3", "--spacing", "1pt", "--select", "UICollectionViewCell"] + flags + ["-"], stdin: Data(tree.utf8))
        }
        let ambiguous = run(["--container", "UICollectionView"])
        #expect(ambiguous.status == 65 && ambiguous.stderr.contains("instance=1: line 5, frame (0 200; 393 100)"), "\(ambiguous.stderr)")
        #expect(run(["--container", "address=0xa1"]).status == 0)
        #expect(run(["--container", "address=a2"]).status == 1)
        #expect(run(["--container", "class=UICollectionView,instance=1"]).status == 1)
    }

    @Test(arguments: ["instance=x", "instance=1,instance=2", "class=", "colour=red", "colour=red,resource-id=a"])
    func malformedSelectors(_ text: String) {
        expectUsageError(Tool.run(["check", "--container", text, "-"], stdin: Data(Self.xml.utf8)), naming: "--container")
    }
}
