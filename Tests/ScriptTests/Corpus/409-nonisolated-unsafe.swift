// `nonisolated(unsafe) static var`: a global work queue, drained by hand.
enum Later {
    nonisolated(unsafe) static var queue: [() -> Void] = []
    static func drain() {
        let pending = queue
        queue = []
        pending.forEach { $0() }
    }
}
nonisolated(unsafe) var ticks = 0
Later.queue.append { ticks += 1; print("first", ticks) }
Later.queue.append { ticks += 10; print("second", ticks) }
print("queued", Later.queue.count)
Later.drain()
print("drained", Later.queue.count, ticks)
