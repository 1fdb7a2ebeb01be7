import ScriptFrontEnd

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Releasing the last reference to the head of a 3,000-node linked list would, left to the
// host, free node after node recursively (each `Instance.deinit` releasing the next), and a
// deep enough graph overflows the stack. Instead a dying instance hands its field values to
// this chain: the outermost release drains it in a loop, depth first and in order, which
// is the order Swift's own recursive teardown runs `deinit`s in, at a constant depth.

enum ReleaseChain {
    /// Releases `values` front to back; anything they were the last owner of is released
    /// through the chain too (after the deinit that owned it, before that owner's next field).
    static func release(_ values: [Value]) {
        guard !values.isEmpty else { return }
        let chain = PendingReleases.forThisThread
        chain.stack.append(values.reversed())
        guard !chain.isDraining else { return }
        chain.isDraining = true
        defer { chain.isDraining = false }
        while let last = chain.stack.indices.last {
            if chain.stack[last].isEmpty {
                chain.stack.removeLast()
                continue
            }
            // Dropped here, outside the access to the stack: a nested release only appends.
            let value = chain.stack[last].removeLast()
            _ = consume value
        }
    }
}

/// One thread's pending releases (threads run sessions in parallel; each drains its own).
private final class PendingReleases {
    /// Each entry: one dying instance's values, reversed (the next to release is last).
    var stack: [[Value]] = []
    var isDraining = false

    static var forThisThread: PendingReleases {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<PendingReleases>.fromOpaque(raw).takeUnretainedValue()
        }
        let chain = PendingReleases()
        pthread_setspecific(key, Unmanaged.passRetained(chain).toOpaque())
        return chain
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            guard let raw else { return }
            Unmanaged<PendingReleases>.fromOpaque(raw).release()
        }
        return key
    }()
}
