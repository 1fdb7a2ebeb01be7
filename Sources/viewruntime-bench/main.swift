// The view simulator's speed claim: after a change, the cost of `update()` scales with
// what changed (the views whose reads were hit), not with the size of the mounted tree.
//
//   swift run -c release viewruntime-bench
//
// Mounts N rows (each row a view reading one model's `title`), changes K titles, updates,
// and reports the time of the update and the number of bodies it evaluated. Models on the
// toolchain's Observation, on the built-in runtime, and ObservableObject rows.

import Foundation
import Observation
import ObservationRuntime
import ViewRuntime

@Observable final class ToolchainItem: Identifiable {
    let id: Int
    var title: String
    init(id: Int) {
        self.id = id
        title = "item \(id)"
    }
}

/// The registrar expansion by hand, on the built-in runtime.
final class RuntimeItem: Identifiable, ObservationRuntime.Observable {
    let id: Int
    private let registrar = ObservationRuntime.ObservationRegistrar()
    private var _title: String
    init(id: Int) {
        self.id = id
        _title = "item \(id)"
    }
    var title: String {
        get {
            registrar.access(self, keyPath: \.title)
            return _title
        }
        set { registrar.withMutation(of: self, keyPath: \.title) { _title = newValue } }
    }
}

final class LegacyItem: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String
    init(id: Int) {
        self.id = id
        title = "item \(id)"
    }
}

struct LegacyRow: View {
    @ObservedObject var item: LegacyItem
    var body: some View { Text(item.title) }
}

struct LegacyList: View {
    let items: [LegacyItem]
    var body: some View { List(items) { LegacyRow(item: $0) } }
}

struct ToolchainRow: View {
    let item: ToolchainItem
    var body: some View { Text(item.title) }
}

struct RuntimeRow: View {
    let item: RuntimeItem
    var body: some View { Text(item.title) }
}

struct ToolchainList: View {
    let items: [ToolchainItem]
    var body: some View { List(items) { ToolchainRow(item: $0) } }
}

struct RuntimeList: View {
    let items: [RuntimeItem]
    var body: some View { List(items) { RuntimeRow(item: $0) } }
}

func milliseconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

func format(_ value: Double) -> String { String(format: "%9.3f", value) }

/// Median of `repeats` updates that each follow `changes` title changes.
func measure<Item: AnyObject>(
    system: String, rows: Int, changes: Int,
    makeItems: (Int) -> [Item], mount: ([Item]) throws -> ViewHost, rename: (Item, String) -> Void
) throws {
    let items = makeItems(rows)
    var host: ViewHost?
    let mountTime = try milliseconds { host = try mount(items) }
    guard let host else { return }
    var times: [Double] = []
    var evaluated = 0
    let repeats = 15
    for round in 0..<repeats {
        // Spread the changed rows over the list.
        let stride = max(1, rows / max(changes, 1))
        for change in 0..<changes { rename(items[(change * stride + round) % rows], "round \(round)") }
        times.append(try milliseconds { try host.update() })
        evaluated = host.reevaluatedInLastUpdate.count
    }
    times.sort()
    let median = times[times.count / 2]
    print(
        "\(system.padding(toLength: 10, withPad: " ", startingAt: 0)) rows \(String(rows).leftPad(6))  changed \(String(changes).leftPad(4))  "
            + "mount \(format(mountTime)) ms   update \(format(median)) ms   bodies evaluated \(evaluated)")
}

extension String {
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

print("viewruntime-bench: update cost after K changes in a tree of N row views (median of 15)")
for (rows, changes) in [
    (1_000, 1), (10_000, 1), (50_000, 1), (10_000, 10), (10_000, 100), (10_000, 1_000), (10_000, 3_000),
    (10_000, 10_000),
] {
    try measure(
        system: "toolchain", rows: rows, changes: changes,
        makeItems: { n in (0..<n).map(ToolchainItem.init) },
        mount: { try ViewHost(ToolchainList(items: $0)) },
        rename: { $0.title = $1 })
}
for (rows, changes) in [(1_000, 1), (10_000, 1), (50_000, 1), (10_000, 100)] {
    try measure(
        system: "built-in", rows: rows, changes: changes,
        makeItems: { n in (0..<n).map(RuntimeItem.init) },
        mount: { try ViewHost(RuntimeList(items: $0)) },
        rename: { $0.title = $1 })
}
for (rows, changes) in [(1_000, 1), (10_000, 1), (10_000, 100)] {
    try measure(
        system: "legacy", rows: rows, changes: changes,
        makeItems: { n in (0..<n).map(LegacyItem.init) },
        mount: { try ViewHost(LegacyList(items: $0)) },
        rename: { $0.title = $1 })
}
