import LegacyObservation
import ObservationRuntime

/// The dynamic, non-generic description of what a body produced: the core the host works
/// on. Compiled Swift reaches it through `View` / `@ViewBuilder` (see `ViewContent.init(_:)`);
/// the interpreter builds it directly. Identity of a child is its place in this structure
/// (position in a group, if/else arm, `ForEach` id, `.id(_:)` value) plus its view type.
public indirect enum ViewContent {
    case empty
    case text(String)
    /// Siblings from one builder block; children are identified by position.
    case group([ViewContent])
    /// VStack, HStack, List, Form, Section, NavigationStack, …: a named container.
    case container(ContainerKind, ViewContent)
    /// One arm of an `if`/`else` (or `switch`): arms are different identities.
    case branch(Int, ViewContent)
    /// Rows identified by id (`ForEach`, `List(data)`, a `for` loop by offset).
    case forEach([ViewRow])
    case button(title: String, action: () -> Void)
    case textField(title: String, text: Binding<String>)
    case toggle(title: String, isOn: Binding<Bool>)
    /// `.environment(_:)` / `.environmentObject(_:)`: makes an object visible to the subtree.
    case environment(EnvironmentEntry, ViewContent)
    /// `.id(_:)`: an explicit identity; a different value is a different view.
    case identified(AnyHashable, ViewContent)
    /// `.onAppear(perform:)`: the action runs once when this identity is first mounted,
    /// after the update that mounted it (it may change state; the host updates again).
    case onAppear(() -> Void, ViewContent)
    /// Modifiers that only matter for pixels (`.padding()`, `.bold()`, `.navigationTitle(_:)`):
    /// not rendered, no effect on identity or updates.
    case decorated(String, ViewContent)
    /// A user view: properties, a body, counted by the host.
    case composite(CompositeView)
}

/// A container's kind (and title, for sections); open to new kinds without changing
/// `ViewContent`. Identity depends on the name only, not on the title.
public struct ContainerKind: Hashable, Sendable {
    public var name: String
    public var title: String?
    public init(name: String, title: String? = nil) {
        self.name = name
        self.title = title
    }
    public static let vertical = ContainerKind(name: "VStack")
    public static let horizontal = ContainerKind(name: "HStack")
    public static let list = ContainerKind(name: "List")
    public static let form = ContainerKind(name: "Form")
    public static let scrollView = ContainerKind(name: "ScrollView")
    public static let navigationStack = ContainerKind(name: "NavigationStack")
    public static func section(_ title: String?) -> ContainerKind { ContainerKind(name: "Section", title: title) }
}

public struct ViewRow {
    public var id: AnyHashable
    public var content: ViewContent
    public init(id: AnyHashable, content: ViewContent) {
        self.id = id
        self.content = content
    }
}

/// A user-defined view as the host sees it.
public struct CompositeView {
    /// Shown in the rendered tree and used for counting, e.g. `ProfileView`.
    public var typeName: String
    /// The view value; handed to `hasSameInputs` when the parent produces a new one.
    public var value: Any
    /// The view's dynamic properties (`@State`, `@ObservedObject`, …) by name; the name
    /// keys the persistent storage of a property within the view's identity.
    public var properties: () -> [(name: String, property: any ViewProperty)]
    /// True when a newly produced value carries the same inputs as the previous one, so
    /// the body need not run again. The argument is the previous `value`.
    public var hasSameInputs: (_ previous: Any) -> Bool
    /// Evaluates the body. Called by the host under observation tracking.
    public var body: () throws -> ViewContent

    public init(
        typeName: String,
        value: Any,
        properties: @escaping () -> [(name: String, property: any ViewProperty)],
        hasSameInputs: @escaping (_ previous: Any) -> Bool,
        body: @escaping () throws -> ViewContent
    ) {
        self.typeName = typeName
        self.value = value
        self.properties = properties
        self.hasSameInputs = hasSameInputs
        self.body = body
    }

    /// A compiled Swift view: properties found by reflection, inputs compared by reflection.
    public init<V: View>(_ view: V) {
        self.init(
            typeName: String(describing: V.self),
            value: view,
            properties: { ReflectedProperties.of(view) },
            hasSameInputs: { previous in InputComparison.same(previous, view) },
            body: { ViewContent(view.body) }
        )
    }
}

/// What `.environment(_:)` / `.environmentObject(_:)` put into the environment.
public struct EnvironmentEntry {
    public var key: EnvironmentKey
    public var object: AnyObject
    /// Set for `ObservableObject`s: views reading it via `@EnvironmentObject` hold it.
    public var held: HeldObject?
    public init(key: EnvironmentKey, object: AnyObject, held: HeldObject? = nil) {
        self.key = key
        self.object = object
        self.held = held
    }
}

/// Environment objects are found by type; `@Environment(T.self)` and
/// `@EnvironmentObject` look in separate namespaces, as in SwiftUI.
public struct EnvironmentKey: Hashable, Sendable {
    public enum Namespace: Hashable, Sendable { case observable, observableObject }
    public var namespace: Namespace
    /// Unique spelling (module-qualified for compiled types).
    public var id: String
    /// What messages show, e.g. `UserProfile`.
    public var typeName: String
    public init(namespace: Namespace, id: String, typeName: String) {
        self.namespace = namespace
        self.id = id
        self.typeName = typeName
    }
    public init<T>(_ namespace: Namespace, _ type: T.Type) {
        self.init(namespace: namespace, id: String(reflecting: type), typeName: String(describing: type))
    }
}

/// An `ObservableObject` a view holds: every `objectWillChange` invalidates the view.
public struct HeldObject {
    public var object: AnyObject
    public var subscribe: (_ onWillChange: @escaping () -> Void) -> AnyCancellable
    public init(object: AnyObject, subscribe: @escaping (_ onWillChange: @escaping () -> Void) -> AnyCancellable) {
        self.object = object
        self.subscribe = subscribe
    }
    /// For messages: the object's type (its script type for interpreter instances).
    public var typeName: String {
        (object as? ObservationTraceNaming)?.observationTypeName ?? String(describing: type(of: object))
    }

    public init<O: ObservableObject>(_ object: O) {
        self.init(object: object) { onWillChange in
            object.objectWillChange.sink { _ in onWillChange() }
        }
    }
}
