public struct Text: PrimitiveView, Equatable {
    public let string: String
    public init(_ string: some StringProtocol) { self.string = String(string) }
    public init(verbatim string: String) { self.string = string }
    public var viewContent: ViewContent { .text(string) }
}
