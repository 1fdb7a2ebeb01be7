import Testing

@testable import Localization

/// Every language says everything English says, with the same placeholders.
@Suite("Message tables")
struct MessageTableTests {
    @Test("English has a text for every message id")
    func englishIsComplete() {
        let missing = Message.allCases.filter { EnglishMessages.table[$0] == nil }
        #expect(missing.isEmpty, "English lacks \(missing)")
    }

    @Test("every translation has every key English has", arguments: [Language.french, .simplifiedChinese, .japanese])
    func translationsAreComplete(language: Language) {
        let table = Messages.table(for: language)
        let missing = EnglishMessages.table.keys.filter { table[$0] == nil }.map(\.rawValue).sorted()
        #expect(missing.isEmpty, "\(language.code) lacks \(missing)")
    }

    @Test(
        "every translation uses the placeholders its English text uses",
        arguments: [Language.french, .simplifiedChinese, .japanese])
    func placeholdersMatch(language: Language) {
        for (message, english) in EnglishMessages.table {
            guard let translated = Messages.table(for: language)[message] else { continue }
            #expect(
                Set(Messages.placeholders(in: translated)) == Set(Messages.placeholders(in: english)),
                "\(language.code) \(message.rawValue): \(translated)")
        }
    }

    @Test(
        "a translation is not left in English by mistake", arguments: [Language.french, .simplifiedChinese, .japanese])
    func translationsDifferFromEnglish(language: Language) {
        // Short words that really are the same (`Solution` in French) are allowed.
        let same = EnglishMessages.table.filter { message, english in
            Messages.table(for: language)[message] == english && english.count > 12
        }
        #expect(same.isEmpty, "\(language.code) copies English for \(same.keys.map(\.rawValue).sorted())")
    }

    @Test("arguments fill their placeholders, in the order the translation needs")
    func filling() {
        #expect(Messages.fill("lesson {1}/{2}", with: ["3", "11"]) == "lesson 3/11")
        #expect(Messages.fill("「{1}」をステップ {2} から", with: ["Tracking", "2"]) == "「Tracking」をステップ 2 から")
        #expect(Messages.fill("{2} then {1}", with: ["a", "b"]) == "b then a")
        #expect(Messages.fill("{ braces } and {9}", with: ["x"]) == "{ braces } and {9}")
    }

    @Test("a message reads in the language asked for, and English where a table lacks it")
    func lookup() {
        #expect(Messages.text(.stepDone, ["2"], in: .english) == "Step 2 done.")
        #expect(Messages.text(.stepDone, ["2"], in: .french) == "Étape 2 terminée.")
        #expect(Messages.text(.stepDone, ["2"], in: .simplifiedChinese) == "步骤 2 完成。")
        #expect(Messages.text(.stepDone, ["2"], in: .japanese) == "ステップ 2 完了。")
        let partial: [Message: String] = [.stepDone: "Étape {1} terminée."]
        #expect(Messages.template(for: .stepDone, in: partial) == "Étape {1} terminée.")
        #expect(Messages.template(for: .stepProblems, in: partial) == "Step {1} has problems.")
    }

    @Test("step headers use the structural words of the lesson layout")
    func stepHeaderWords() {
        #expect(Messages.text(.stepHeader, ["3", "T"], in: .english) == "Step 3 — T")
        #expect(Messages.text(.stepHeader, ["3", "T"], in: .french) == "Étape 3 — T")
        #expect(Messages.text(.stepHeader, ["3", "T"], in: .simplifiedChinese) == "步骤 3 — T")
        #expect(Messages.text(.stepHeader, ["3", "T"], in: .japanese) == "ステップ 3 — T")
    }
}
