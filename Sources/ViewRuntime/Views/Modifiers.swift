import Observation
import ObservationRuntime

/// A view with an environment entry or an explicit identity applied.
public struct ModifiedView: PrimitiveView {
    public let viewContent: ViewContent
}

extension View {
    #if !OBSERVATION_IS_BUILTIN  // else `Observation` is the facade: the overload below serves it
        /// Makes an `@Observable` object available to the subtree: `@Environment(T.self)`.
        public func environment<T: AnyObject & Observation.Observable>(_ object: T) -> ModifiedView {
            ModifiedView(
                viewContent: .environment(
                    EnvironmentEntry(key: EnvironmentKey(.observable, T.self), object: object), ViewContent(self)))
        }
    #endif

    /// The same for a model on the built-in runtime.
    public func environment<T: AnyObject & ObservationRuntime.Observable>(_ object: T) -> ModifiedView {
        ModifiedView(
            viewContent: .environment(
                EnvironmentEntry(key: EnvironmentKey(.observable, T.self), object: object), ViewContent(self)))
    }

    /// Makes an `ObservableObject` available to the subtree: `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedView {
        let entry = EnvironmentEntry(
            key: EnvironmentKey(.observableObject, T.self), object: object, held: HeldObject(object))
        return ModifiedView(viewContent: .environment(entry, ViewContent(self)))
    }

    /// An explicit identity: when the value changes, the view is a new view (state reset).
    public func id<ID: Hashable>(_ id: ID) -> ModifiedView {
        ModifiedView(viewContent: .identified(AnyHashable(id), ViewContent(self)))
    }
}

extension View {
    /// Runs `action` once when this view's identity is first mounted (after that update).
    public func onAppear(perform action: @escaping () -> Void) -> ModifiedView {
        ModifiedView(viewContent: .onAppear(action, ViewContent(self)))
    }

    // Pixel-only modifiers accepted so app code compiles; no effect on updates.
    public func padding() -> ModifiedView { decorated("padding") }
    public func bold() -> ModifiedView { decorated("bold") }
    public func navigationTitle(_ title: String) -> ModifiedView { decorated("navigationTitle") }

    private func decorated(_ name: String) -> ModifiedView {
        ModifiedView(viewContent: .decorated(name, ViewContent(self)))
    }
}
