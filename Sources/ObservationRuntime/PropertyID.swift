import CObservationSupport
import Synchronization

/// The identity of one observable property, independent of how it was named.
///
/// Compiled code names properties by key path, the interpreter by name. Both are interned
/// into a small integer so the hot paths (tracked reads, lookups on mutation) set and test
/// one bit of a `PropertySet` instead of hashing a key path's components.
public struct PropertyID: Hashable, Sendable, CustomStringConvertible {
    let index: Int

    init(index: Int) {
        self.index = index
    }

    /// The id of a property known by name (the interpreter's objects). Same name, same id.
    public init(name: String) {
        index = PropertyTable.shared.intern(.name(name))
    }

    /// The id of a stored property of compiled code. Equal key paths give the same id.
    public init<Root, Value>(_ keyPath: KeyPath<Root, Value>) {
        index = PropertyTable.shared.index(of: keyPath)
    }

    /// The property's name as a learner would write it: `name`, or `\UserProfile.name`.
    public var name: String { PropertyTable.shared.name(of: index) }

    public var description: String { name }
}

/// The intern table behind `PropertyID`: one entry per distinct name or key path, ever.
final class PropertyTable: Sendable {
    static let shared = PropertyTable()

    enum Key: Hashable, @unchecked Sendable {
        case name(String)
        case keyPath(AnyKeyPath)
    }

    private struct Table {
        var indices: [Key: Int] = [:]
        var names: [String] = []
        /// Key-path objects seen before, by identity: a key-path literal evaluates to the
        /// same object every time, so this skips hashing its components. The entry keeps
        /// the object alive, so its identity cannot be reused by another key path.
        var byIdentity: [ObjectIdentifier: CachedKeyPath] = [:]
    }

    /// Key paths are immutable, so sharing one across threads is safe.
    private struct CachedKeyPath: @unchecked Sendable {
        let keyPath: AnyKeyPath
        let index: Int
    }

    /// Key paths built at run time are new objects each time; past this many, stop caching.
    private static let identityCacheLimit = 4096

    private let table = Mutex(Table())

    /// A lock-free, direct-mapped cache in front of `byIdentity`, for tracked reads and
    /// mutations of compiled models: each slot packs a key-path object's address (which
    /// `byIdentity` keeps valid) with its index into one atomic word.
    private static let slotCount = 1024
    private nonisolated(unsafe) let fastSlots: UnsafeMutablePointer<UInt64> = {
        // Lives as long as the process: the table is a singleton.
        let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: PropertyTable.slotCount)
        slots.initialize(repeating: 0, count: PropertyTable.slotCount)
        return slots
    }()

    func index(of keyPath: AnyKeyPath) -> Int {
        let address = UInt64(UInt(bitPattern: ObjectIdentifier(keyPath)))
        let slot = Int(truncatingIfNeeded: (address >> 4) % UInt64(Self.slotCount))
        let packed = UInt64(wb_word_load(fastSlots + slot))
        if packed != 0, packed >> 16 == address {
            return Int(packed & 0xFFFF)
        }
        let identity = ObjectIdentifier(keyPath)
        let index: Int
        if let hit = table.withLock({ $0.byIdentity[identity]?.index }) {
            index = hit
        } else {
            index = intern(.keyPath(keyPath))
            table.withLock { table in
                if table.byIdentity.count < Self.identityCacheLimit {
                    table.byIdentity[identity] = CachedKeyPath(keyPath: keyPath, index: index)
                }
            }
        }
        // Only objects that `byIdentity` holds may enter a slot; packing needs the address
        // to fit in 48 bits (user space on 64-bit Linux and macOS) and the index in 16.
        let isRetained = table.withLock { $0.byIdentity[identity] != nil }
        if isRetained, address < 1 << 48, index < 1 << 16 {
            wb_word_store(fastSlots + slot, CUnsignedLongLong(address << 16 | UInt64(index)))
        }
        return index
    }

    func intern(_ key: Key) -> Int {
        table.withLock { table in
            if let index = table.indices[key] { return index }
            let index = table.names.count
            table.indices[key] = index
            table.names.append(Self.displayName(of: key))
            return index
        }
    }

    func name(of index: Int) -> String {
        table.withLock { $0.names.indices.contains(index) ? $0.names[index] : "?" }
    }

    private static func displayName(of key: Key) -> String {
        switch key {
        case .name(let name):
            return name
        case .keyPath(let keyPath):
            // `\UserProfile.name` → `name`: the trace already names the subject's type.
            let text = String(describing: keyPath)
            if let dot = text.firstIndex(of: ".") {
                return String(text[text.index(after: dot)...])
            }
            return text
        }
    }
}
