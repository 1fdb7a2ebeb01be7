/// Rows identified by id: a row keeps its identity (and state) when the data reorders.
/// Rows are produced eagerly, when the parent's body runs.
public struct ForEach: PrimitiveView {
    public let viewContent: ViewContent

    public init<Data: Sequence, ID: Hashable, Content: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: (Data.Element) -> Content
    ) {
        viewContent = .forEach(data.map { ViewRow(id: AnyHashable($0[keyPath: id]), content: ViewContent(content($0))) })
    }

    public init<Data: Sequence, Content: View>(
        _ data: Data, @ViewBuilder content: (Data.Element) -> Content
    ) where Data.Element: Identifiable {
        viewContent = .forEach(data.map { ViewRow(id: AnyHashable($0.id), content: ViewContent(content($0))) })
    }

    public init<Content: View>(_ range: Range<Int>, @ViewBuilder content: (Int) -> Content) {
        viewContent = .forEach(range.map { ViewRow(id: AnyHashable($0), content: ViewContent(content($0))) })
    }
}

/// A scrolling list: a container, or rows over data like `ForEach`.
public struct List: PrimitiveView {
    public let viewContent: ViewContent

    public init(@ViewBuilder content: () -> some View) {
        viewContent = .stack(.list, ViewContent(content()))
    }

    public init<Data: Sequence, ID: Hashable, Content: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: (Data.Element) -> Content
    ) {
        viewContent = .stack(.list, ForEach(data, id: id, content: rowContent).viewContent)
    }

    public init<Data: Sequence, Content: View>(
        _ data: Data, @ViewBuilder rowContent: (Data.Element) -> Content
    ) where Data.Element: Identifiable {
        viewContent = .stack(.list, ForEach(data, content: rowContent).viewContent)
    }
}
