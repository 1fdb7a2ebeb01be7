public struct VStack: PrimitiveView {
    public let viewContent: ViewContent
    public init(@ViewBuilder content: () -> some View) {
        viewContent = .container(.vertical, ViewContent(content()))
    }
}

public struct HStack: PrimitiveView {
    public let viewContent: ViewContent
    public init(@ViewBuilder content: () -> some View) {
        viewContent = .container(.horizontal, ViewContent(content()))
    }
}
