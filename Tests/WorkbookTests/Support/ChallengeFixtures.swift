/// A lesson with a challenge step, for the challenge tests (kept apart from `LessonFixtures`,
/// whose two-lesson folder other tests count on).
enum ChallengeFixtures {
    static let starter = """
        func double(_ x: Int) -> Int {
            return x // ✎
        }
        """

    static let lesson = """
        # Doubling

        ## Step 1 — Setup

        ```swift
        let base = 3
        #expect(base == 3, "three")
        ```

        ## Step 2 — Your turn: double it

        Write `double(_:)`.

        ```swift starter
        \(starter)
        ```

        ```swift check
        // try: multiply by two
        #expect(double(base) == 6, "double(3) is 6")
        #expect(double(0) == 0, "double(0) is 0") // try: zero doubled is zero
        ```

        <details><summary>Hint 1</summary>

        Use `*`.

        </details>

        <details><summary>Hint 2</summary>

        `return x * 2`.

        </details>

        <details><summary>Solution</summary>

        ```swift solution
        func double(_ x: Int) -> Int {
            return x * 2
        }
        ```

        Twice x.

        </details>

        <details><summary>Wrong answers the checks catch</summary>

        A constant is right once.

        ```swift wrong
        func double(_ x: Int) -> Int {
            return 6
        }
        ```

        </details>

        ## Step 3 — After

        ```swift
        print("after")
        #expect(base == 3, "still three")
        ```
        ```output
        after
        ```
        """

    /// A Lessons folder (inside `directory`) holding `text` as `01-doubling.md`.
    static func install(_ text: String = lesson, in directory: TemporaryDirectory) throws -> String {
        try directory.write("Lessons/01-doubling.md", text)
        return directory.url.appendingPathComponent("Lessons").path
    }
}
