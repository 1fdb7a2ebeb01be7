// Containers app code is written with; they only group (the simulator has no layout).

public struct Form: PrimitiveView {
    public let viewContent: ViewContent
    public init(@ViewBuilder content: () -> some View) {
        viewContent = .container(.form, ViewContent(content()))
    }
}

public struct Section: PrimitiveView {
    public let viewContent: ViewContent
    public init(_ title: String, @ViewBuilder content: () -> some View) {
        viewContent = .container(.section(title), ViewContent(content()))
    }
    public init(@ViewBuilder content: () -> some View) {
        viewContent = .container(.section(nil), ViewContent(content()))
    }
}

public struct ScrollView: PrimitiveView {
    public let viewContent: ViewContent
    public init(@ViewBuilder content: () -> some View) {
        viewContent = .container(.scrollView, ViewContent(content()))
    }
}

public struct NavigationStack: PrimitiveView {
    public let viewContent: ViewContent
    public init(@ViewBuilder root: () -> some View) {
        viewContent = .container(.navigationStack, ViewContent(root()))
    }
}

/// Layout only: renders nothing.
public struct Spacer: PrimitiveView {
    public init() {}
    public var viewContent: ViewContent { .empty }
}
