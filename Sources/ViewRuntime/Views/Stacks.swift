public struct VStack: PrimitiveView {
    public let viewContent: ViewContent
    public init(@ViewBuilder content: () -> some View) {
        viewContent = .stack(.vertical, ViewContent(content()))
    }
}

public struct HStack: PrimitiveView {
    public let viewContent: ViewContent
    public init(@ViewBuilder content: () -> some View) {
        viewContent = .stack(.horizontal, ViewContent(content()))
    }
}
