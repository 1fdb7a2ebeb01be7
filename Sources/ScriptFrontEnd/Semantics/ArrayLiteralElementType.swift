// The element type Swift infers for an unannotated array literal. Instances of different
// classes join at their nearest common superclass: `[Movie(…), Song(…)]` is `[MediaItem]`.

extension ExpressionTyper {
    func arrayLiteralElementType(_ elements: [Expr]) -> StaticType {
        guard let first = elements.first else { return .unknown }
        if let optional = optionalJoin(elements) { return optional }  // `[nil, 2]` is `[Int?]`
        var joined = type(of: first)
        for element in elements.dropFirst() {
            let next = type(of: element)
            guard next != joined else { continue }
            guard case .nominal(let left, []) = joined, case .nominal(let right, []) = next,
                let common = commonSuperclass(left, right)
            else { return joined }  // other mixes are not joined here
            joined = .nominal(common, [])
        }
        return joined
    }

    /// The nearest class that both classes are, or nil when they share none.
    private func commonSuperclass(_ left: String, _ right: String) -> String? {
        var ancestors: [String] = []
        var current: String? = left
        while let name = current {
            ancestors.append(name)
            current = model.superclass(of: name)
        }
        current = right
        while let name = current {
            if ancestors.contains(name) { return name }
            current = model.superclass(of: name)
        }
        return nil
    }
}
