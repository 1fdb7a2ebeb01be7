import Foundation
import Testing

@testable import Grading

@Suite struct LearnerLocationTests {
    @Test func aFailureIsPlacedAtTheDeclarationOfTheFirstNameItMentions() throws {
        let fixture = try Fixture()
        try fixture.write(
            "Exercises/01-a/Profile.swift",
            """
            final class Profile {
                var name: String = ""
                var email: String {
                    didSet {}
                }
            }
            """)
        let exercise = try #require(ExerciseCatalog(root: fixture.root).exercises.first)
        let place = { LearnerLocation.find(for: $0, in: exercise, root: fixture.root) }
        #expect(
            place("setting email to \"b\" when it already was \"b\" called onChange once; expected 0 — unlike name")
                == "Exercises/01-a/Profile.swift:3")
        #expect(place("the header reads \"Contacts\"") == "Exercises/01-a/Profile.swift")
    }

    /// Issue 35: a failure about a getter goes to the getter, one about `keepObserving`'s
    /// re-read to the line that re-reads — not to the first name the sentence mentions.
    @Test func aPlaceTheGraderNamesWinsOverTheFirstNameMentioned() throws {
        let fixture = try Fixture()
        try fixture.write(
            "Exercises/01-a/Model.swift",
            """
            @Observable final class Thermostat {
                var target = 20
            }
            """)
        try fixture.write(
            "Exercises/01-a/Profile.swift",
            """
            final class Profile {
                var name: String
                var email: String {
                    get { _email }  // the getter
                    set { withMutation(keyPath: \\.email) { _email = newValue } }
                }
                func keepObserving<Value>(
                    _ read: @escaping () -> Value
                ) {
                    // onChange: a comment is never the place
                    withObservationTracking {
                        _ = read()
                    } onChange: {
                        print("changed")
                    }
                }
                func cancel() {}
            }
            """)
        let exercise = try #require(ExerciseCatalog(root: fixture.root).exercises.first)
        let place = { (sentence: String, place: LearnerPlace) in
            LearnerLocation.find(for: sentence, places: [place], in: exercise, root: fixture.root)
        }
        #expect(place("reading email gave []", LearnerPlace("email", at: ["get"])) == "Exercises/01-a/Profile.swift:4")
        #expect(place("reading email gave []", LearnerPlace("email", at: ["set"])) == "Exercises/01-a/Profile.swift:5")
        // A stored property has no accessors yet: its own line.
        #expect(place("name reads \"\"", LearnerPlace("name", at: ["get"])) == "Exercises/01-a/Profile.swift:2")
        // Anchors in order; past the signature's lines and the comment.
        #expect(
            place("after setting target, the helper delivered [20]", LearnerPlace("keepObserving", at: ["onChange"]))
                == "Exercises/01-a/Profile.swift:13")
        #expect(
            place(
                "after cancel(), target still delivered",
                LearnerPlace("keepObserving", at: ["isCancelled", "onChange"]))
                == "Exercises/01-a/Profile.swift:13")
        // The body before the signature: `Value` is in both.
        #expect(place("x", LearnerPlace("keepObserving", at: ["read"])) == "Exercises/01-a/Profile.swift:12")
        #expect(place("x", LearnerPlace("keepObserving", at: ["Value"])) == "Exercises/01-a/Profile.swift:7")
        // Only inside its own declaration: `cancel` is not `keepObserving`'s.
        #expect(
            place("x", LearnerPlace("keepObserving", at: ["cancel"])) == "Exercises/01-a/Profile.swift:7")
        // Several: the first whose anchor is there, else the first declared.
        let either = { (places: [LearnerPlace]) in
            LearnerLocation.find(for: "x", places: places, in: exercise, root: fixture.root)
        }
        #expect(
            either([LearnerPlace("cancel", at: ["isCancelled"]), LearnerPlace("email", at: ["set"])])
                == "Exercises/01-a/Profile.swift:5")
        #expect(
            either([LearnerPlace("cancel", at: ["isCancelled"]), LearnerPlace("email", at: ["isCancelled"])])
                == "Exercises/01-a/Profile.swift:17")
        // An anchor that ends in punctuation: `print(` then anything.
        #expect(place("x", LearnerPlace("keepObserving", at: ["print("])) == "Exercises/01-a/Profile.swift:14")
        // A declaration the learner's files lack: the first name mentioned, as before.
        #expect(place("target reads 3", LearnerPlace("missing")) == "Exercises/01-a/Model.swift:2")
    }

    @Test func theGradersCommentCarriesItsPlaceOnItsLastLine() {
        let places = [LearnerPlace("keepObserving", at: ["isCancelled", "onChange"]), LearnerPlace("cancel")]
        #expect(LearnerPlace.line(places) == "⌖ keepObserving › isCancelled | onChange ⌖ cancel")
        let issue = TestIssue(
            summary: "Expectation failed",
            explanation: "after cancel() it still delivered\n" + LearnerPlace.line(places), file: nil, line: 3)
        #expect(issue.explanation == "after cancel() it still delivered" && issue.places == places)
        #expect(issue.learnerMessage == "after cancel() it still delivered")
        let plain = TestIssue(summary: "Expectation failed", explanation: "no place here", file: nil, line: 3)
        #expect(plain.explanation == "no place here" && plain.places.isEmpty)
    }
}
