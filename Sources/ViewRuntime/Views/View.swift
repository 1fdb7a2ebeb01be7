/// A piece of UI described by its `body`, as in SwiftUI. View values are cheap structs,
/// re-created on every evaluation of their parent's body.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

/// A view the host understands directly (Text, VStack, Button, …): it describes itself as
/// `ViewContent` instead of having a body.
public protocol PrimitiveView: View {
    var viewContent: ViewContent { get }
}

extension PrimitiveView {
    public var body: PrimitiveBody { PrimitiveBody() }
}

/// The `Body` of primitive views; never evaluated by the host.
public struct PrimitiveBody: PrimitiveView {
    public var viewContent: ViewContent { .empty }
}

extension ViewContent {
    /// The content of any view: primitives describe themselves, user views become composites.
    public init<V: View>(_ view: V) {
        if let primitive = view as? any PrimitiveView {
            self = primitive.viewContent
        } else {
            self = .composite(CompositeView(view))
        }
    }
}

/// What a `@ViewBuilder` block produces.
public struct BuiltContent: PrimitiveView {
    public let viewContent: ViewContent
    public init(_ content: ViewContent) { viewContent = content }
}

public struct EmptyView: PrimitiveView {
    public init() {}
    public var viewContent: ViewContent { .empty }
}

/// Groups views without adding structure, as in SwiftUI.
public struct Group: PrimitiveView {
    public let viewContent: ViewContent
    public init(@ViewBuilder content: () -> some View) {
        viewContent = ViewContent(content())
    }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> ViewContent { ViewContent(view) }
    public static func buildExpression(_ content: ViewContent) -> ViewContent { content }
    /// A statement such as `print(...)` in a builder: say so in the learner's terms, not as
    /// "cannot convert '()' to 'ViewContent'" (the interpreter words it the same way).
    @available(
        *, unavailable,
        message:
            "a view builder takes views; this statement produces no view (move print(...) and other statements out of the builder, e.g. into .onAppear { } or a button's action)"
    )
    public static func buildExpression(_ nothing: Void) -> ViewContent { .empty }
    public static func buildBlock() -> ViewContent { .empty }
    public static func buildBlock(_ parts: ViewContent...) -> ViewContent {
        parts.count == 1 ? parts[0] : .group(parts)
    }
    public static func buildEither(first: ViewContent) -> ViewContent { .branch(0, first) }
    public static func buildEither(second: ViewContent) -> ViewContent { .branch(1, second) }
    public static func buildOptional(_ content: ViewContent?) -> ViewContent {
        content.map { .branch(0, $0) } ?? .empty
    }
    public static func buildLimitedAvailability(_ content: ViewContent) -> ViewContent { content }
    /// A `for` loop in a builder: rows identified by offset (use `ForEach` with ids instead
    /// when rows can move).
    public static func buildArray(_ parts: [ViewContent]) -> ViewContent {
        .forEach(parts.enumerated().map { ViewRow(id: $0.offset, content: $0.element) })
    }
    public static func buildFinalResult(_ content: ViewContent) -> BuiltContent { BuiltContent(content) }
}
