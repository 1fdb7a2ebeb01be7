import Foundation
import Testing

/// Issue 38: `workbook run /dev/zero` read forever and filled memory.
@Suite("workbook run reads no more than a program's worth")
struct RunFileSizeTests {
    @Test("an endless or huge file is refused with the reason, not read to the end")
    func endlessFileRefused() throws {
        let home = try TemporaryDirectory()
        let result = try PlainRun.run(["run", "/dev/zero"], stateHome: home.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("'/dev/zero' is not run: it holds more than 8 MB"), "\(result.stderr)")
    }
}
