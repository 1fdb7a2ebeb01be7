import ScriptFrontEnd
import Testing

// The builtin member table and `BuiltinSignatures` name the same members: every instance member
// declared for a tabled type has an implementation in the table, and every implementation a
// declaration. (`BuiltinSignatureCoverageTests` then runs each one against swiftc.)
@testable import Script

@Suite("The builtin member table is keyed by what BuiltinSignatures declares")
struct BuiltinMemberTableTests {
    @Test("every implementation in the table is declared")
    func everyImplementationIsDeclared() {
        #expect(BuiltinMemberTable.shared.undeclared.isEmpty)
    }

    @Test(
        "every declared instance member of a tabled type is implemented", arguments: BuiltinMemberTable.tabled.sorted())
    func everyDeclarationIsImplemented(typeName: String) throws {
        let declared = try #require(BuiltinSignatures.instanceMembers[typeName], "\(typeName) declares no members")
        let implemented = Set(BuiltinMemberTable.shared.members[typeName, default: [:]].keys)
        #expect(declared.subtracting(implemented).sorted() == [], "declared but not in the table")
        #expect(implemented.subtracting(declared).sorted() == [], "in the table but not declared")
    }
}
