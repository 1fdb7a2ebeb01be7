// Names the workbook provides without a declaration in the script: the compile-time checks
// treat them as in scope, and the interpreter resolves them to its builtins.

enum BuiltinNames {
    /// Types the interpreter implements natively (a name here evaluates to the type itself).
    static let types: Set<String> = [
        "Int", "Double", "Float", "String", "Bool", "Character", "Array", "Dictionary", "Set", "Optional",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Any", "AnyObject", "Error", "Void", "Never", "Substring", "UUID", "Date", "Duration", "_WorkbookClock",
        "JSONEncoder", "JSONDecoder", "Data", "UTF8",
        "Task", "Observations", "ObservationRegistrar",
    ]

    /// The view simulator's views, wrappers and publishers (`Views/`).
    static let views: Set<String> = [
        "View", "Text", "VStack", "HStack", "List", "Form", "Section", "ScrollView", "NavigationStack", "Group",
        "ForEach", "Button", "TextField", "Toggle", "EmptyView", "Spacer", "ViewHost", "Binding", "State",
        "StateObject", "ObservedObject", "Bindable", "Environment", "EnvironmentObject", "ObservableObjectPublisher",
        "AnyCancellable",
    ]
}
