import Testing

@testable import workbook

/// `run --compare`'s diff: `-` lines only swiftc's program printed, `+` lines only the other.
/// The expected texts are what the diff printed before it used the standard library's
/// `CollectionDifference`; where several smallest diffs exist it still picks the same one.
@Suite("run --compare's line diff")
struct LineDiffTests {
    static let cases: [(expected: String, actual: String, diff: String)] = [
        ("a\nb\nc\n", "a\nx\nc\n", "  a\n+ x\n- b\n  c\n  \n"),
        (
            "1\n2\n3\n4\n5\n6\n7\n8\n9\n", "1\n2\n3\n4\nX\n6\n7\n8\n9\n",
            "  … 1 identical line(s)\n  2\n  3\n  4\n+ X\n- 5\n  6\n  7\n  8\n  … 2 more identical line(s)\n"
        ),
        ("a\nb\nc", "a\nb\nc\nd", "  a\n  b\n  c\n+ d\n"),
        ("x\na\nb", "a\nb", "- x\n  a\n  b\n"),
        ("a\nb\na\nb", "b\na\nb\na", "+ b\n  a\n  b\n  a\n- b\n"),
        (
            "willSet 1\ndidSet 1\nwillSet 2\ndidSet 2\n", "willSet 1\nwillSet 2\ndidSet 1\ndidSet 2\n",
            "  willSet 1\n+ willSet 2\n  didSet 1\n- willSet 2\n  didSet 2\n  \n"
        ),
        ("", "only\n", "+ only\n  \n"),
        ("p\nq\nr\ns", "s\nr\nq\np", "+ s\n+ r\n+ q\n  p\n- q\n- r\n- s\n"),
    ]

    @Test("the same lines, in the same order, as before", arguments: 0..<cases.count)
    func sameDiff(_ index: Int) {
        let (expected, actual, diff) = Self.cases[index]
        #expect(LineDiff.render(expected: expected, actual: actual) == "--- swiftc\n+++ interpreter\n" + diff)
    }
}
