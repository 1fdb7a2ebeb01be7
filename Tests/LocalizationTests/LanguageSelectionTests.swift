import Localization
import Testing

@Suite("Choosing the language from the environment and from --lang")
struct LanguageSelectionTests {
    @Test(
        "a POSIX locale name picks the translation a learner with that locale expects",
        arguments: [
            ("fr_FR.UTF-8", Language.french), ("fr_CA", .french), ("zh_CN.UTF-8", .simplifiedChinese),
            ("zh_SG", .simplifiedChinese), ("ja_JP.UTF-8", .japanese), ("ja_JP.eucJP", .japanese),
            ("en_US.UTF-8", .english), ("C.UTF-8", .english), ("POSIX", .english),
        ])
    func localeNames(name: String, expected: Language) {
        #expect(Language(localeName: name) == expected)
    }

    @Test("traditional Chinese and languages without a translation pick nothing (English is the fallback)")
    func untranslated() {
        #expect(Language(localeName: "zh_TW.UTF-8") == nil)
        #expect(Language(localeName: "zh_HK") == nil)
        #expect(Language(localeName: "de_DE.UTF-8") == nil)
        #expect(Language(localeName: "") == nil)
    }

    @Test("LC_ALL beats LC_MESSAGES beats LANG, and empty values are skipped")
    func precedence() {
        #expect(Language.fromEnvironment(["LANG": "ja_JP.UTF-8"]) == .japanese)
        #expect(Language.fromEnvironment(["LANG": "ja_JP.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == .french)
        #expect(
            Language.fromEnvironment(["LANG": "ja_JP.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "zh_CN.UTF-8"])
                == .simplifiedChinese)
        #expect(Language.fromEnvironment(["LC_ALL": "", "LANG": "fr_FR.UTF-8"]) == .french)
        #expect(Language.fromEnvironment([:]) == nil)
    }

    @Test("--lang accepts a code in any case or a locale name", arguments: ["fr", "FR", " fr ", "fr_FR.UTF-8"])
    func argument(text: String) {
        #expect(Language(argument: text) == .french)
    }

    @Test("--lang accepts zh-Hans and ja by code, and refuses what it does not know")
    func otherCodes() {
        #expect(Language(argument: "zh-Hans") == .simplifiedChinese)
        #expect(Language(argument: "ja") == .japanese)
        #expect(Language(argument: "klingon") == nil)
    }
}
