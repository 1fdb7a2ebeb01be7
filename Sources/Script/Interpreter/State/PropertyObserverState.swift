// Owns what the property observers in progress need to know, so a write inside an observer
// or an initializer dispatches as Swift's does (PropertyObservers.swift).

import ScriptFrontEnd

struct PropertyObserverState {
    /// Set while an initializer assigns an inherited property of `self`: observers of
    /// overrides below this class do not run.
    var setterDispatchType: TypeInfo?
    /// Variables whose observers are running (assigning them there stores directly).
    var runningVariables: Set<ObjectIdentifier> = []
}
