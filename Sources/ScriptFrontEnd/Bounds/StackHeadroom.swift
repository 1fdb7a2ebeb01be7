#if canImport(Glibc)
    import Glibc
#endif

/// How much of the current thread's stack is left. The parser, checker and evaluator
/// recurse on the host stack, and what a learner writes decides how deep (a setter that
/// assigns its own property, a 10,000-term `+` chain, 10,000 nested `[`). Counting only
/// some constructs can always be dodged by another; measuring the stack itself cannot.
///
/// The check runs on every evaluation step, so its fast path is public and inlinable: the
/// optimized interpreter compiles it into its own code (this module is built unoptimized in
/// the debug configuration; see NameKey).
public enum StackHeadroom {
    /// Below this many bytes left, a recursive entry point refuses to go deeper. It must
    /// cover the deepest stretch of frames between two checks (a builtin's own recursion,
    /// Swift's runtime releasing an object, a sanitizer's fatter frames).
    @inlinable
    public static func margin(stackSize: Int) -> Int {
        min(2 << 20, max(stackSize / 8, 64 << 10))
    }

    /// True when the current thread has more than the margin of stack left.
    @inlinable @inline(__always)
    public static func isEnough() -> Bool {
        let bounds = currentBounds()
        let pointer = stackPointer()
        // Unknown bounds, or a stack that is not the one they describe: no guard.
        guard bounds.size > 0, pointer > bounds.low, pointer - bounds.low <= UInt(bounds.size) else { return true }
        return pointer - bounds.low > UInt(margin(stackSize: bounds.size))
    }

    /// For the parser and checker: input nested too deeply is refused like a compile error.
    @inline(__always)
    package static func ensureForReading(at pos: SourcePos) throws {
        if !isEnough() { throw ScriptError.compile(parsingMessage, at: pos) }
    }

    package static let parsingMessage = "the code is nested too deeply to read (split it into smaller expressions)"

    // MARK: Measuring

    @usableFromInline
    struct Bounds {
        @usableFromInline var low: UInt
        @usableFromInline var size: Int

        @usableFromInline
        init(low: UInt, size: Int) {
            self.low = low
            self.size = size
        }
    }

    /// The bounds of this thread's stack, looked up once per thread (pthread_getattr_np
    /// reads /proc on the main thread) and kept in a thread-specific slot.
    @inlinable
    static func currentBounds() -> Bounds {
        if let cached = pthread_getspecific(slot.key) {
            return cached.assumingMemoryBound(to: Bounds.self).pointee
        }
        return lookUpBounds()
    }

    @usableFromInline
    static func lookUpBounds() -> Bounds {
        var bounds = Bounds(low: 0, size: 0)
        var attributes = pthread_attr_t()
        if threadAttributes(pthread_self(), &attributes) == 0 {
            var address: UnsafeMutableRawPointer? = nil
            var size = 0
            if pthread_attr_getstack(&attributes, &address, &size) == 0, let address {
                bounds = Bounds(low: UInt(bitPattern: address), size: size)
            }
            pthread_attr_destroy(&attributes)
        }
        let stored = UnsafeMutablePointer<Bounds>.allocate(capacity: 1)
        stored.initialize(to: bounds)
        pthread_setspecific(slot.key, stored)
        return bounds
    }

    /// Emitted into the caller's module, so it is compiled the way the caller is.
    @_alwaysEmitIntoClient @inline(never)
    static func stackPointer() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// The thread-specific slot; each thread's bounds are freed when it ends.
    @usableFromInline
    final class Slot: Sendable {
        @usableFromInline let key: pthread_key_t
        init() {
            var key = pthread_key_t()
            pthread_key_create(&key) { pointer in pointer?.deallocate() }
            self.key = key
        }
    }

    @usableFromInline static let slot = Slot()
}

/// glibc's `pthread_getattr_np`, which the Glibc module hides (it needs _GNU_SOURCE).
@_silgen_name("pthread_getattr_np")
private func threadAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32
