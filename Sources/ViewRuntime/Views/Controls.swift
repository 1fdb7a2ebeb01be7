/// A button; `ViewHost.tap(_:)` runs its action.
public struct Button: PrimitiveView {
    public let title: String
    let action: () -> Void
    public init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }
    /// The title is the text of the label's first `Text`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> some View) {
        self.title = ViewContent(label()).firstText ?? ""
        self.action = action
    }
    public var viewContent: ViewContent { .button(title: title, action: action) }
}

/// A text field bound to a string; `ViewHost.type(_:into:)` types into it.
public struct TextField: PrimitiveView {
    public let title: String
    let text: Binding<String>
    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }
    public var viewContent: ViewContent { .textField(title: title, text: text) }
}

/// A switch bound to a flag; `ViewHost.toggle(_:)` flips it.
public struct Toggle: PrimitiveView {
    public let title: String
    let isOn: Binding<Bool>
    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self.isOn = isOn
    }
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> some View) {
        self.title = ViewContent(label()).firstText ?? ""
        self.isOn = isOn
    }
    public var viewContent: ViewContent { .toggle(title: title, isOn: isOn) }
}

extension ViewContent {
    var firstText: String? {
        switch self {
        case .text(let string): return string
        case .group(let parts): return parts.lazy.compactMap(\.firstText).first
        case .container(_, let inner), .branch(_, let inner), .environment(_, let inner), .identified(_, let inner),
            .onAppear(_, let inner), .decorated(_, let inner):
            return inner.firstText
        default: return nil
        }
    }
}
