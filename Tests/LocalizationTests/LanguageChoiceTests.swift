import Testing

@testable import Localization

@Suite("Which language speaks: --lang > remembered :lang > environment > English")
struct LanguageChoiceTests {
    let japaneseEnvironment = ["LANG": "ja_JP.UTF-8"]

    @Test func optionWinsOverEverything() {
        let choice = LanguageChoice.resolve(
            option: .french, remembered: .simplifiedChinese, environment: japaneseEnvironment)
        #expect(choice == LanguageChoice(language: .french, source: .option))
    }

    @Test func rememberedChoiceWinsOverTheEnvironment() {
        let choice = LanguageChoice.resolve(
            option: nil, remembered: .simplifiedChinese, environment: japaneseEnvironment)
        #expect(choice == LanguageChoice(language: .simplifiedChinese, source: .remembered))
    }

    @Test func environmentDecidesWithoutAChoice() {
        let choice = LanguageChoice.resolve(option: nil, remembered: nil, environment: japaneseEnvironment)
        #expect(choice.language == .japanese)
        #expect(choice.source == .environment(variable: "LANG", value: "ja_JP.UTF-8"))
        let messages = LanguageChoice.resolve(
            option: nil, remembered: nil, environment: ["LANG": "ja_JP.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"])
        #expect(messages.language == .french)
    }

    @Test func englishWhenNothingSaysOtherwise() {
        #expect(LanguageChoice.resolve(option: nil, remembered: nil, environment: [:]).language == .english)
        // The first variable set decides, even for a language without translation.
        let german = LanguageChoice.resolve(
            option: nil, remembered: nil, environment: ["LC_ALL": "de_DE", "LANG": "fr_FR"])
        #expect(german == LanguageChoice(language: .english, source: .fallback))
    }
}
