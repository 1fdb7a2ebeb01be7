/// Small lessons the tests write into a temporary Lessons folder.
enum LessonFixtures {
    static let first = """
        # Counting with a class

        A lesson for the tests: two steps, each with code, output and a check.

        ## Step 1 — A counter

        Declare a class and make one.

        ```swift
        final class Counter {
            var value = 0
        }
        let counter = Counter()
        print("made")
        ```
        ```output
        made
        ```

        ## Step 2 — Count

        ```swift
        counter.value += 1
        print(counter.value)
        #expect(counter.value == 1, "one increment")
        ```
        ```output
        1
        ```

        That is the whole lesson.
        """

    static let second = """
        # Prose only

        ## Step 1 — Reading

        Nothing runs in this step; it is only words, wrapped to the width of the terminal so that a long paragraph like this one spills onto a second line.

        ## Step 2 — More reading

        - a list item
        - another
        """

    /// A Lessons folder (inside `directory`) with the two lessons above.
    static func install(in directory: TemporaryDirectory) throws -> String {
        try directory.write("Lessons/01-counting.md", first)
        try directory.write("Lessons/02-prose.md", second)
        return directory.url.appendingPathComponent("Lessons").path
    }
}
