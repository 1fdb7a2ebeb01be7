import Foundation
import Testing
import ViewRuntime

@Suite struct IdentityTests {
    @Test func identityPathsNameTheStructuralPlace() throws {
        let host = try ViewHost(FruitList())
        #expect(
            host.views(of: "FruitRow").map(\.identity) == [
                "FruitList/VStack/0:List/ForEach/FruitRow[id: 1]",
                "FruitList/VStack/0:List/ForEach/FruitRow[id: 2]",
                "FruitList/VStack/0:List/ForEach/FruitRow[id: 3]",
            ])
    }

    @Test func ifElseArmsAndExplicitIdsAppearInThePath() throws {
        let host = try ViewHost(BranchingParent())
        #expect(host.views(of: "CounterView").map(\.identity) == ["BranchingParent/VStack/arm0:CounterView"])
        try host.tap("Swap")
        #expect(host.views(of: "CounterView").map(\.identity) == ["BranchingParent/VStack/arm1:CounterView"])
        struct Keyed: View {
            var body: some View { CounterView().id("main") }
        }
        let keyed = try ViewHost(Keyed())
        #expect(keyed.views(of: "CounterView").map(\.identity) == ["Keyed/CounterView[.id(main)]"])
    }

    @Test func freshUUIDIdsAreNumberedSoTheRenderIsReproducible() throws {
        let host = try ViewHost(ResettingParent())
        #expect(host.views(of: "CounterView").map(\.identity) == ["ResettingParent/VStack/1:CounterView[.id(UUID 1)]"])
        try host.tap("Tick")
        #expect(
            host.render() == """
                ResettingParent  body 2 · init 1  ←
                  VStack
                    Text "ticks 1"
                    .id(UUID 2) CounterView  body 1 · init 1  ←
                      VStack
                        Text "count 0"
                        Button "Increment"
                    Button "Tick"

                """)
    }
}
