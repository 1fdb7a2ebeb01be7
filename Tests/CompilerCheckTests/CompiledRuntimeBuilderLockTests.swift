import Foundation
import Synchronization
import Testing

@testable import CompilerCheck

/// One builder at a time (`runtime-KEY.lock`, issue 38): workbooks started together on a
/// fresh checkout must not each build the runtime on the same two cores (50 at once stalled
/// past 180 s); one builds, the rest wait and use its folder. Threads stand in for the
/// workbooks (the lock is an `flock` on a file each opens, which threads contend for as
/// processes do), and a stand-in build counts who enters it instead of running swiftc.
@Suite("compiled runtime: one builder at a time")
struct CompiledRuntimeBuilderLockTests {
    /// What the stand-in build saw.
    final class Builds: Sendable {
        let arrived = Atomic<Int>(0)
        let inside = Atomic<Int>(0)
        let count = Atomic<Int>(0)
        let mostAtOnce = Atomic<Int>(0)
        let failures = Mutex<[String]>([])
    }

    @Test("workbooks started together on a fresh checkout: one builds, the others wait and use it")
    func oneBuildForConcurrentFirstRuns() throws {
        // As in a fresh clone: not even `.build/workbook-compiled` exists yet.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wb-lock-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let runtime = CompiledRuntime(
            toolchain: Toolchain(swiftc: "/bin/true", origin: "test"), packageRoot: root,
            folder: "\(root)/.build/workbook-compiled/runtime-test")
        let callers = 6
        let builds = Builds()
        let finished = DispatchGroup()
        for _ in 0..<callers {
            finished.enter()
            Thread {
                ask(runtime, builds: builds, callers: callers)
                finished.leave()
            }.start()
        }
        finished.wait()
        #expect(builds.failures.withLock { $0 } == [])
        #expect(builds.count.load(ordering: .sequentiallyConsistent) == 1, "one build for \(callers) first runs")
        #expect(builds.mostAtOnce.load(ordering: .sequentiallyConsistent) == 1, "never two builders at once")
        #expect(runtime.isBuilt)
    }

    /// One workbook's first run: it asks for the runtime, which the stand-in builds.
    func ask(_ runtime: CompiledRuntime, builds: Builds, callers: Int) {
        builds.arrived.add(1, ordering: .sequentiallyConsistent)
        do throws(CompiledRuntime.BuildFailure) {
            try runtime.buildIfNeeded { () throws(CompiledRuntime.BuildFailure) in
                let now = builds.inside.add(1, ordering: .sequentiallyConsistent).newValue
                builds.mostAtOnce.max(now, ordering: .sequentiallyConsistent)
                builds.count.add(1, ordering: .sequentiallyConsistent)
                // The first builder stays until every caller has asked and another could
                // have come in beside it (bounded: with the lock, none can).
                let deadline = Date().addingTimeInterval(2)
                while Date() < deadline,
                    builds.arrived.load(ordering: .sequentiallyConsistent) < callers
                        || builds.inside.load(ordering: .sequentiallyConsistent) < 2
                {
                    usleep(1_000)
                }
                do {
                    try FileManager.default.createDirectory(atPath: runtime.folder, withIntermediateDirectories: true)
                } catch { builds.failures.withLock { $0.append("\(error)") } }
                _ = FileManager.default.createFile(atPath: "\(runtime.folder)/ready", contents: Data())
                builds.inside.subtract(1, ordering: .sequentiallyConsistent)
            }
        } catch { builds.failures.withLock { $0.append(error.description) } }
    }
}
