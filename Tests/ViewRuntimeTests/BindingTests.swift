import Observation
import Testing
import ViewRuntime

// Curriculum §6: @Bindable projections; @Binding from a parent's @State.

@Observable final class Contact {
    var name = "Ada"
    var email = "ada@example.com"
}

struct EmailEditor: View {
    @Bindable var contact: Contact
    var body: some View { TextField("Email", text: $contact.email) }
}

struct EmailLabel: View {
    let contact: Contact
    var body: some View { Text(contact.email) }
}

struct ContactNameLabel: View {
    let contact: Contact
    var body: some View { Text(contact.name) }
}

struct ContactScreen: View {
    let contact: Contact
    var body: some View {
        VStack {
            ContactNameLabel(contact: contact)
            EmailLabel(contact: contact)
            EmailEditor(contact: contact)
        }
    }
}

struct FlagEditor: View {
    @Binding var isOn: Bool
    var body: some View { Toggle("Flag", isOn: $isOn) }
}

struct FlagOwner: View {
    @State var flag = false
    var body: some View {
        VStack {
            Text(flag ? "on" : "off")
            FlagEditor(isOn: $flag)
        }
    }
}

struct NameGreeting: View {
    @State var name = "Ada"
    var body: some View {
        VStack {
            Text("Hello, \(name)")
            TextField("Name", text: $name)
        }
    }
}

@Suite struct BindingTests {
    @Test func writingTheValueAStateHoldsThroughItsBindingInvalidatesNoOne() throws {
        // RULES.md rule 9 holds for `$name` as for `name = …`, as in the interpreter's views.
        let host = try ViewHost(NameGreeting())
        try host.type("Ada", into: "Name")
        #expect(host.bodyEvaluations(of: "NameGreeting") == 1)
        #expect(host.lastUpdate.isEmpty, "\(host.lastUpdate)")
        try host.type("Grace", into: "Name")
        #expect(host.bodyEvaluations(of: "NameGreeting") == 2)
        #expect(host.texts == ["Hello, Grace"])
    }

    @Test func bindableEditsReEvaluateTheReadersAndTheViewThatMadeTheBinding() throws {
        let contact = Contact()
        let host = try ViewHost(ContactScreen(contact: contact))
        try host.type("grace@example.com", into: "Email")
        #expect(contact.email == "grace@example.com")
        // Making `$contact.email` read `email` (SwiftUI's Binding is made with the value).
        #expect(host.reevaluatedInLastUpdate == ["EmailLabel", "EmailEditor"])
        #expect(host.bodyEvaluations(of: "EmailLabel") == 2)
        #expect(host.bodyEvaluations(of: "ContactNameLabel") == 1)
        #expect(host.bodyEvaluations(of: "EmailEditor") == 2)
        #expect(host.bodyEvaluations(of: "ContactScreen") == 1)
        #expect(host.value(of: "Email") == "\"grace@example.com\"")
        #expect(host.texts == ["Ada", "grace@example.com"])
    }

    @Test func aModelChangeShowsInTheBoundField() throws {
        let contact = Contact()
        let host = try ViewHost(EmailEditor(contact: contact))
        contact.email = "changed@example.com"
        try host.update()
        #expect(host.value(of: "Email") == "\"changed@example.com\"")
        #expect(host.bodyEvaluations(of: "EmailEditor") == 2)
    }

    @Test func aBindingToAnotherPropertyDoesNotDependOnThisOne() throws {
        let contact = Contact()
        let host = try ViewHost(EmailEditor(contact: contact))
        contact.name = "Grace"
        try host.update()
        #expect(host.bodyEvaluations(of: "EmailEditor") == 1)
    }

    @Test func projectingPlainStateIsNotARead() throws {
        struct Adder: View {
            @Binding var count: Int
            var body: some View { Button("Add") { count += 1 } }
        }
        struct Owner: View {
            @State var count = 0
            var body: some View { Adder(count: $count) }
        }
        let host = try ViewHost(Owner())
        try host.tap("Add")
        try host.tap("Add")
        // `$count` makes a binding without reading the state: the owner never re-runs.
        #expect(host.bodyEvaluations(of: "Owner") == 1)
    }

    @Test func stateHoldingAModelDependsOnlyOnTheBoundProperty() throws {
        struct Owner: View {
            @State var contact = Contact()
            var body: some View { TextField("Email", text: $contact.email) }
        }
        let host = try ViewHost(Owner())
        try host.type("b@x", into: "Email")
        #expect(host.bodyEvaluations(of: "Owner") == 2, "making $contact.email read email")
        #expect(host.lastUpdate.map(\.description) == ["Owner: a property it read changed"])
    }

    @Test func bindingFromParentStateWritesTheParentsState() throws {
        let host = try ViewHost(FlagOwner())
        #expect(host.texts == ["off"])
        try host.toggle("Flag")
        #expect(host.texts == ["on"])
        #expect(host.value(of: "Flag") == "on")
        #expect(host.bodyEvaluations(of: "FlagOwner") == 2)
    }

    @Test func bindableInABody() throws {
        struct InlineEditor: View {
            let contact: Contact
            var body: some View {
                @Bindable var contact = contact
                TextField("Name", text: $contact.name)
            }
        }
        let contact = Contact()
        let host = try ViewHost(InlineEditor(contact: contact))
        try host.type("Grace", into: "Name")
        #expect(contact.name == "Grace")
    }

    @Test func stateHoldingAnObservableModelProjectsBindings() throws {
        struct Owner: View {
            @State var contact = Contact()
            var body: some View {
                VStack {
                    TextField("Name", text: $contact.name)
                    Text(contact.name)
                }
            }
        }
        let host = try ViewHost(Owner())
        try host.type("Grace", into: "Name")
        #expect(host.texts == ["Grace"])
        // The binding mutates the model in place; the @State slot itself is not rewritten.
        #expect(host.bodyEvaluations(of: "Owner") == 2)
    }

    @Test func missingControlIsAnError() throws {
        let host = try ViewHost(FlagOwner())
        #expect(throws: ViewRuntimeError.controlNotFound(kind: "Button", title: "Nope", occurrence: 0)) {
            try host.tap("Nope")
        }
    }
}
