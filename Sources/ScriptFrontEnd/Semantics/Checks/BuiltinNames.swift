// Names the workbook provides without a declaration in the script, written once: the
// compile-time checks treat them as in scope (and refuse the attributes and types the
// workbook does not model); the interpreter resolves them to its builtins.

package enum BuiltinNames {
    /// Types the interpreter implements natively (a name here evaluates to the type itself).
    package static let types: Set<String> = [
        "Int", "Double", "Float", "String", "Bool", "Character", "Array", "Dictionary", "Set", "Optional",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Any", "AnyObject", "Error", "Void", "Never", "Substring", "UUID", "Date", "Duration", "_WorkbookClock",
        "_WorkbookCustomContains",
        "JSONEncoder", "JSONDecoder", "Data", "UTF8", "UTF16",
        "Task", "Observations", "ObservationRegistrar", "AsyncStream", "ObservationTracking",
    ]

    /// The modules a script may import: the checks refuse any other before anything runs.
    package static let modules: Set<String> = [
        "Observation", "Foundation", "SwiftUI", "Combine", "Testing", "Dispatch", "Synchronization",
        "ViewRuntime", "LegacyObservation",
    ]

    /// The view simulator's views, wrappers and publishers (`Views/`).
    package static let views: Set<String> = [
        "View", "Text", "VStack", "HStack", "List", "Form", "Section", "ScrollView", "NavigationStack", "Group",
        "ForEach", "Button", "TextField", "Toggle", "EmptyView", "Spacer", "ViewHost", "Binding", "State",
        "StateObject", "ObservedObject", "Bindable", "Environment", "EnvironmentObject", "ObservableObjectPublisher",
        "AnyCancellable",
    ]

    /// Free functions and type names usable anywhere without a declaration.
    package static let globals: Set<String> = [
        "print", "debugPrint", "dump", "min", "max", "abs", "zip", "stride", "type", "precondition", "assert",
        "fatalError",
        "preconditionFailure", "assertionFailure", "sqrt", "pow", "floor", "ceil", "round", "swap", "repeatElement",
        "withObservationTracking", "Observations", "ObservationRegistrar", "Task", "String", "Int", "Double", "Bool",
        "Character", "Array", "Dictionary", "Set", "Optional", "Float", "UUID", "Date", "KeyPath", "WritableKeyPath",
        "ReferenceWritableKeyPath", "Result", "Never", "Error", "Any", "AnyObject", "Void", "Duration", "CaseIterable",
        "Equatable", "Hashable", "Comparable", "Identifiable", "CustomStringConvertible", "Observable", "Sendable",
        "ObservableObject", "Published", "MainActor", "CancellationError", "Substring", "ContinuousClock", "Range",
        "ClosedRange", "AsyncStream", "withTaskGroup", "withThrowingTaskGroup", "withContinuousObservation",
        "ObservationTracking",
    ]

    /// Swift types a learner may reach for that the workbook does not model, and what to use.
    package static let unsupportedTypes: [String: String] = [
        "Float16": "Double", "Float80": "Double", "CGFloat": "Double",
        "NSObject": "a Swift class", "DispatchQueue": "Task {} and await", "Timer": "Task.sleep(for:) in a Task",
        "NotificationCenter": "a closure property or Observations",
        "AsyncThrowingStream": "AsyncStream (of Result values, if it must carry errors)",
        // `Unicode.Scalar` (and `UnicodeScalar`) is modelled: the parser reads it as one type name.
        "Unicode": "Unicode.Scalar, Character, its asciiValue and UInt8(ascii:)",
        "ObjectIdentifier": "=== to compare two objects",
    ]

    /// Attributes the workbook understands (or that change nothing it runs).
    package static let attributes: Set<String> = Set([
        "Observable", "ObservationIgnored", "ObservationTracked", "Published", "MainActor", "discardableResult",
        "escaping", "Sendable", "autoclosure", "available", "inlinable", "usableFromInline", "frozen",
        "preconcurrency", "unchecked", "inline", "nonobjc", "globalActor", "propertyWrapper", "resultBuilder",
    ]).union(viewAttributes)
    /// The view simulator's wrappers (checked by `ViewWrapperRules`) and builders.
    package static let viewAttributes: Set<String> = [
        "State", "StateObject", "ObservedObject", "Bindable", "Binding", "Environment", "EnvironmentObject",
        "ViewBuilder",
    ]
}
