/// Why the host stopped rendering or could not perform an action. A rendering error stops
/// the host (like SwiftUI's crash, but reported): later calls throw it again. An unknown
/// control only fails that action.
public enum ViewRuntimeError: Error, Equatable, CustomStringConvertible {
    /// `@Environment(T.self)` / `@EnvironmentObject` found nothing of type `type`.
    case missingEnvironmentObject(type: String, view: String, wrapper: String)
    /// No button / text field / toggle with that title is on screen.
    case controlNotFound(kind: String, title: String, occurrence: Int)
    /// Updates kept causing updates (e.g. an `.onAppear` that changes its own view's `.id`).
    case updateDidNotSettle(passes: Int)

    public var description: String {
        switch self {
        case .missingEnvironmentObject(let type, let view, let wrapper):
            if wrapper == "EnvironmentObject" {
                return "No ObservableObject of type \(type) found (needed by @EnvironmentObject in \(view)). "
                    + "A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
            }
            return "No Observable object of type \(type) found (needed by @Environment(\(type).self) in \(view)). "
                + "A View.environment(_:) for \(type) may be missing as an ancestor of this view; "
                + "declare the property as \(type)? if it is optional."
        case .controlNotFound(let kind, let title, let occurrence):
            let which = occurrence == 0 ? "" : " (occurrence \(occurrence))"
            return "No \(kind) titled \"\(title)\"\(which) is on screen."
        case .updateDidNotSettle(let passes):
            return "Views kept invalidating each other for \(passes) passes; "
                + "does an action run on appearance change what makes its view new (an .id, a branch)?"
        }
    }
}
