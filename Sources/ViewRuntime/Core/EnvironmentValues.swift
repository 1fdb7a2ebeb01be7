/// The environment a node sees: an immutable chain, one link per `.environment` modifier
/// above it. Sharing the parent's chain makes passing it down free. Immutable, hence the
/// unchecked Sendable (the shared empty chain is a global).
final class EnvironmentValues: @unchecked Sendable {
    static let empty = EnvironmentValues(parent: nil, entry: nil)

    let parent: EnvironmentValues?
    let entry: EnvironmentEntry?

    init(parent: EnvironmentValues?, entry: EnvironmentEntry?) {
        self.parent = parent
        self.entry = entry
    }

    func adding(_ entry: EnvironmentEntry) -> EnvironmentValues {
        EnvironmentValues(parent: self, entry: entry)
    }

    func lookup(_ key: EnvironmentKey) -> EnvironmentEntry? {
        var link: EnvironmentValues? = self
        while let current = link {
            if let entry = current.entry, entry.key == key { return entry }
            link = current.parent
        }
        return nil
    }

    /// Same keys holding the same objects, link by link.
    func isEquivalent(to other: EnvironmentValues) -> Bool {
        var left: EnvironmentValues? = self
        var right: EnvironmentValues? = other
        while let l = left, let r = right {
            if l === r { return true }
            switch (l.entry, r.entry) {
            case (nil, nil): break
            case (let a?, let b?):
                if a.key != b.key || a.object !== b.object { return false }
            default: return false
            }
            left = l.parent
            right = r.parent
        }
        return left == nil && right == nil
    }
}
