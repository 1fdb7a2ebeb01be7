/// Decides whether a view value produced by a re-evaluated parent carries the same inputs
/// as the previous one, so its body can be skipped — SwiftUI's rule, approximated by
/// reflection: dynamic properties compare by their own rule (`@State` always equal: its
/// value lives in the host; `@ObservedObject` by identity), class references by identity,
/// `Equatable` values by `==`, structs/tuples/arrays/optionals field by field. Anything
/// else (closures, non-Equatable enums, dictionaries) counts as changed.
enum InputComparison {
    static func same(_ previous: Any, _ new: Any) -> Bool {
        equal(previous, new, depth: 0)
    }

    private static let depthLimit = 8

    /// The same object, or an equal `Equatable` value; anything else is "changed".
    static func isSameValue(_ a: Any, _ b: Any) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        if type(of: a) is AnyObject.Type { return (a as AnyObject) === (b as AnyObject) }
        if let equatable = a as? any Equatable { return isEqual(equatable, b) }
        return false
    }

    private static func equal(_ a: Any, _ b: Any, depth: Int) -> Bool {
        if depth > depthLimit { return false }
        if let old = a as? any ViewProperty, let new = b as? any ViewProperty {
            return new.hasSameInput(as: old)
        }
        guard type(of: a) == type(of: b) else { return false }
        if type(of: a) is AnyObject.Type {
            return (a as AnyObject) === (b as AnyObject)
        }
        if let equatable = a as? any Equatable {
            return isEqual(equatable, b)
        }
        let left = Mirror(reflecting: a)
        let right = Mirror(reflecting: b)
        switch left.displayStyle {
        case .struct?, .tuple?, .optional?, .collection?, .enum?:
            if left.displayStyle == .enum && left.children.isEmpty { return false }
            guard left.children.count == right.children.count else { return false }
            for (l, r) in zip(left.children, right.children) {
                if l.label != r.label || !equal(l.value, r.value, depth: depth + 1) { return false }
            }
            return true
        default:
            return false
        }
    }

    private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}

/// The dynamic properties of a compiled view, found by reflection in declaration order.
enum ReflectedProperties {
    static func of(_ view: Any) -> [(name: String, property: any ViewProperty)] {
        Mirror(reflecting: view).children.enumerated().compactMap { index, child in
            guard let property = child.value as? any ViewProperty else { return nil }
            return (child.label ?? "#\(index)", property)
        }
    }
}
