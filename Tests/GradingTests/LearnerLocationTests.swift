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
}
