import Observation

/// One contact. Finished — the exercise is ContactEditor.swift.
@Observable
final class Contact: Identifiable {
    let id: Int
    var name: String
    var email: String

    init(id: Int, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }
}
