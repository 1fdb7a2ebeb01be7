import Foundation
import Testing

/// `workbook watch` on a real pseudo-terminal, in a checkout of two exercises that are not
/// attempted yet (so nothing is built): single keys, the progress bar, the record of passes.
@Suite struct WatchTests {
    private func makeCheckout() throws -> TemporaryDirectory {
        let checkout = try TemporaryDirectory()
        try checkout.write("Package.swift", "// swift-tools-version:6.0\n")
        for (number, name) in [("01", "First"), ("02", "Second")] {
            try checkout.write(
                "Exercises/\(number)-\(name.lowercased())/Model.swift",
                "// WORKBOOK: NOT DONE — delete this line when you want this exercise graded\nstruct Model {}\n")
            try checkout.write(
                "Exercises/\(number)-\(name.lowercased())/README.md",
                """
                # Exercise \(number) — \(name)

                Follows lesson: Lessons/0\(Int(number)! + 1)-lesson.md

                ## Hints

                ### Hint 1

                Look closer at \(name).

                ### Hint 2

                Use the registrar.
                """)
        }
        return checkout
    }

    @Test func keysShowAHintMoveOnListAndQuit() throws {
        let checkout = try makeCheckout()
        let state = try TemporaryDirectory()
        let terminal = try PseudoTerminal(
            arguments: ["watch"], stateHome: state.path, columns: 140, currentDirectory: checkout.path)
        var screen = try terminal.waitFor(text: "save a file to grade it")
        #expect(screen.text.contains("Exercise 01 — First  (after Lessons/02-lesson.md)"))
        #expect(screen.text.contains("] 0/2 exercises passed"))
        #expect(screen.text.contains("at Exercises/01-first/Model.swift:1:1 and save"))
        #expect(screen.text.contains("h hint · n next · l list · r re-grade · q quit"))

        terminal.type("h")
        screen = try terminal.waitFor(text: "Look closer at First.")
        #expect(screen.text.contains("Exercise 01, hint 1 of 2"))

        terminal.type("n")
        screen = try terminal.waitFor(text: "Exercises/02-second/Model.swift:1:1")
        #expect(screen.text.contains("Exercise 02 — Second"))

        terminal.type("l")
        screen = try terminal.waitFor(text: "▶   not attempted  Exercise 02 — Second  (lesson 03)")
        #expect(screen.text.contains("    not attempted  Exercise 01 — First  (lesson 02)"))

        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.screen.text.contains("Bye."))
    }

    @Test func itStartsAtTheFirstExerciseNotPassedYet() throws {
        let checkout = try makeCheckout()
        let state = try TemporaryDirectory()
        try state.write("state/observation-workbook/grades.json", #"{ "01-first" : "passed" }"#)
        let terminal = try PseudoTerminal(
            arguments: ["watch"], stateHome: state.path, columns: 140, currentDirectory: checkout.path)
        let screen = try terminal.waitFor(text: "save a file to grade it")
        #expect(screen.text.contains("Exercise 02 — Second"))
        #expect(screen.text.contains("] 1/2 exercises passed"))
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("watch speaks the remembered :lang choice, with wide characters laid out in columns")
    func watchInJapanese() throws {
        let checkout = try makeCheckout()
        let state = try TemporaryDirectory()
        try state.write("state/observation-workbook/language", "ja\n")
        let terminal = try PseudoTerminal(
            arguments: ["watch"], stateHome: state.path, columns: 140, currentDirectory: checkout.path)
        var screen = try terminal.waitFor(text: "ファイルを保存すると採点します")
        #expect(screen.text.contains("] 演習 0/2 件合格"))
        #expect(screen.text.contains("あなたのファイル：Exercises/01-first/"))
        #expect(screen.text.contains("h ヒント · n 次へ · l 一覧 · r 再採点 · q 終了"))
        terminal.type("l")
        screen = try terminal.waitFor(text: "▶   未着手         Exercise 01 — First  （レッスン 02）")
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.screen.text.contains("またね。"))
    }
    @Test("watch hears an exercise folder again after it was moved away or deleted and restored (issue 38)")
    func aFolderThatComesBackIsWatchedAgain() throws {
        let checkout = try makeCheckout()
        let state = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        let terminal = try PseudoTerminal(
            arguments: ["watch"], stateHome: state.path, columns: 140, currentDirectory: checkout.path)
        _ = try terminal.waitFor(text: "at Exercises/01-first/Model.swift:1:1 and save")
        let marker = "// WORKBOOK: NOT DONE — delete this line when you want this exercise graded\n"

        // Moved away (its old watch would follow it), then a new folder in its place.
        try FileManager.default.moveItem(
            at: checkout.url.appendingPathComponent("Exercises/02-second"),
            to: elsewhere.url.appendingPathComponent("02-second"))
        try checkout.write("Exercises/02-second/Model.swift", "// restored\n" + marker + "struct Model {}\n")
        _ = try terminal.waitFor(text: "at Exercises/02-second/Model.swift:2:1 and save")

        // Deleted, then written again.
        try FileManager.default.removeItem(at: checkout.url.appendingPathComponent("Exercises/01-first"))
        try checkout.write("Exercises/01-first/Model.swift", "// one\n// two\n" + marker + "struct Model {}\n")
        _ = try terminal.waitFor(text: "at Exercises/01-first/Model.swift:3:1 and save")

        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }
}
