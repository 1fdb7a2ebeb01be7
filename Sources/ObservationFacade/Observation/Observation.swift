// The `Observation` that `workbook run` compiles learners' programs against: the built-in
// runtime under the toolchain's module name, with the three macros declared exactly as the
// toolchain's `Observation.swiftinterface` declares them. The toolchain's own macro plugin
// then expands `@Observable` into calls on ObservationRuntime's `ObservationRegistrar`.
// Not a SwiftPM target (it would shadow the real module the conformance tests use as their
// oracle): CompilerCheck's `CompiledRuntime` builds it into a cache beside the build.

@_exported import ObservationRuntime

@attached(
    member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers)
) @attached(memberAttribute) @attached(extension, conformances: Observation.Observable)
public macro Observable() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

@attached(accessor, names: named(init), named(get), named(set), named(_modify)) @attached(peer, names: prefixed(`_`))
public macro ObservationTracked() = #externalMacro(module: "ObservationMacros", type: "ObservationTrackedMacro")

@attached(accessor)
public macro ObservationIgnored() = #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")
