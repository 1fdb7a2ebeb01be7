import Foundation
import Localization
import Testing

@testable import Grading

/// Issue 38: a checkout moved or copied with its `.build` fails to build with module-cache
/// errors; grading recognizes them (recorded output of such a build) and says what to do.
@Suite struct MovedCheckoutTests {
    let root = URL(fileURLWithPath: "/home/ada/workbook-copy")

    @Test func clangsModuleCachePathMismatchIsRecognized() {
        let output = """
            Building for debugging...
            error: PCH was compiled with module cache path '/home/ada/workbook/.build/x86_64-unknown-linux-gnu/debug/ModuleCache/3J2SCB1JRZOD6', but the path is currently '/home/ada/workbook-copy/.build/x86_64-unknown-linux-gnu/debug/ModuleCache/3J2SCB1JRZOD6'
            error: missing required module 'SwiftShims'
            """
        #expect(MovedCheckout.recognizes(output, root: root))
    }

    @Test func aBuildPathOfAnotherPlaceIsRecognized() {
        let output = """
            <unknown>:0: error: module map file '/home/ada/workbook/.build/x86_64-unknown-linux-gnu/debug/CObservationSupport.build/module.modulemap' not found
            """
        #expect(MovedCheckout.recognizes(output, root: root))
    }

    @Test func theLearnersOwnCompileErrorIsNot() {
        let output = """
            /home/ada/workbook-copy/Exercises/01-registrar-by-hand/UserProfile.swift:12:5: error: cannot find 'x' in scope
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            note: see /home/ada/workbook-copy/.build/x86_64-unknown-linux-gnu/debug/Exercise01.build/output-file-map.json
            """
        #expect(!MovedCheckout.recognizes(output, root: root))
    }

    @Test func theMessageSaysWhatToDoInEveryLanguage() {
        for language in [Language.english, .french, .simplifiedChinese, .japanese] {
            let text = Messages.text(.gradeMovedCheckout, [root.path], in: language)
            #expect(text.contains("rm -rf .build") && text.contains(root.path))
        }
    }
}
