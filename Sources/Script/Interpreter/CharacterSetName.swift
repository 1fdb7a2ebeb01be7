import Foundation
import ScriptFrontEnd

// `.whitespaces`, `.newlines` …: the Foundation character sets a script names as an argument
// (`trimmingCharacters(in: .whitespaces)`).
final class CharacterSetName {
    static let allNames: Set<String> = [
        "whitespaces", "whitespacesAndNewlines", "newlines", "punctuationCharacters",
        "decimalDigits", "letters", "alphanumerics", "uppercaseLetters", "lowercaseLetters",
    ]
    let name: String
    init(name: String) { self.name = name }

    var characterSet: CharacterSet {
        switch name {
        case "whitespaces": return .whitespaces
        case "newlines": return .newlines
        case "punctuationCharacters": return .punctuationCharacters
        case "decimalDigits": return .decimalDigits
        case "letters": return .letters
        case "alphanumerics": return .alphanumerics
        case "uppercaseLetters": return .uppercaseLetters
        case "lowercaseLetters": return .lowercaseLetters
        default: return .whitespacesAndNewlines
        }
    }
}
