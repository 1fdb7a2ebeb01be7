import Foundation
import GraderSupport
import Localization
import Testing

/// A failing grader speaks the learner's language: their explicit choice, then the one
/// remembered by `:lang`, then the locale.
@Suite("Grader failure sentences in the learner's language")
struct GraderLanguageTests {
    @Test func theLocaleDecidesWhenNothingWasChosen() {
        #expect(GraderLanguage.resolve(environment: ["LANG": "ja_JP.UTF-8"]) == .japanese)
        #expect(GraderLanguage.resolve(environment: ["LANG": "de_DE.UTF-8"]) == .english)
        #expect(GraderLanguage.resolve(environment: [:]) == .english)
    }

    @Test func theRememberedChoiceBeatsTheLocaleAndWorkbookLangBeatsBoth() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("grader-language-\(UUID())")
        defer { try? FileManager.default.removeItem(at: state) }
        let folder = state.appendingPathComponent("observation-workbook")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("zh-Hans\n".utf8).write(to: folder.appendingPathComponent("language"))
        let environment = ["XDG_STATE_HOME": state.path, "LANG": "fr_FR.UTF-8"]
        #expect(GraderLanguage.resolve(environment: environment) == .simplifiedChinese)
        #expect(GraderLanguage.resolve(environment: environment.merging(["WORKBOOK_LANG": "ja"]) { $1 }) == .japanese)
    }

    @Test func aRememberedCodeThatNamesNoLanguageIsSkipped() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("grader-language-\(UUID())")
        defer { try? FileManager.default.removeItem(at: state) }
        let folder = state.appendingPathComponent("observation-workbook")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("klingon".utf8).write(to: folder.appendingPathComponent("language"))
        #expect(GraderLanguage.resolve(environment: ["XDG_STATE_HOME": state.path, "LANG": "fr_FR"]) == .french)
    }
}
