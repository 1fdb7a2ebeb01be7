/// Rows identified by id: a row keeps its identity (and state) when the data reorders.
/// Rows are produced eagerly, when the parent's body runs.
public struct ForEach: PrimitiveView {
    public let viewContent: ViewContent

    public init<Data: Sequence, ID: Hashable, Content: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: (Data.Element) -> Content
    ) {
        viewContent = .forEach(
            data.map { ViewRow(id: AnyHashable($0[keyPath: id]), content: ViewContent(content($0))) })
    }

    public init<Data: Sequence, Content: View>(
        _ data: Data, @ViewBuilder content: (Data.Element) -> Content
    ) where Data.Element: Identifiable {
        viewContent = .forEach(data.map { ViewRow(id: AnyHashable($0.id), content: ViewContent(content($0))) })
    }

    /// `ForEach($items) { $item in … }`: each row gets a binding to its element, found by
    /// id, so value-type items can be edited in place.
    public init<C: MutableCollection & RandomAccessCollection, Content: View>(
        _ data: Binding<C>, @ViewBuilder content: (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable {
        viewContent = .forEach(
            data.wrappedValue.map { element in
                ViewRow(id: AnyHashable(element.id), content: ViewContent(content(data.element(element))))
            })
    }

    public init<Content: View>(_ range: Range<Int>, @ViewBuilder content: (Int) -> Content) {
        viewContent = .forEach(range.map { ViewRow(id: AnyHashable($0), content: ViewContent(content($0))) })
    }
}

/// A scrolling list: a container, or rows over data like `ForEach`.
public struct List: PrimitiveView {
    public let viewContent: ViewContent

    public init(@ViewBuilder content: () -> some View) {
        viewContent = .container(.list, ViewContent(content()))
    }

    public init<Data: Sequence, ID: Hashable, Content: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: (Data.Element) -> Content
    ) {
        viewContent = .container(.list, ForEach(data, id: id, content: rowContent).viewContent)
    }

    public init<Data: Sequence, Content: View>(
        _ data: Data, @ViewBuilder rowContent: (Data.Element) -> Content
    ) where Data.Element: Identifiable {
        viewContent = .container(.list, ForEach(data, content: rowContent).viewContent)
    }
}
