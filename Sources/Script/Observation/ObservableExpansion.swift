import Foundation
import ScriptFrontEnd

// The @Observable expansion: which stored properties become tracked (the interpreter then
// routes their accessors through the registrar), the checks the macro makes, and the Swift
// text the toolchain's macro would generate (shown by `:expand`).
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): it runs once per
// `@Observable` declaration.

extension ObservationBridge {
    /// What the macro rejects was refused before running (`ObservableMacroRules`).
    @_optimize(none) func expandObservable(_ info: TypeInfo, _ decl: TypeDecl) {
        info.isObservable = true
        info.conformances.insert("Observable")
        for property in info.storedProperties {
            if property.isLet || property.modifiers.isStatic { continue }
            if property.hasAttribute("ObservationIgnored") { continue }
            if case .observed = property.accessors {
                // The macro keeps willSet/didSet inside its setter; the workbook runs them too.
            }
            info.trackedProperties.insert(property.name)
        }
        interpreter.registry.expansions[info.name] = expansionText(info, decl)
    }

    /// The macro's output for `decl`, chunk by chunk, as `swiftc -dump-macro-expansions`
    /// prints it (generic parameter names simplified).
    @_optimize(none) func expansionText(_ info: TypeInfo, _ decl: TypeDecl) -> String {
        let name = decl.name
        var chunks: [String] = []
        chunks.append(
            """
            @ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()

            internal nonisolated func access<Member>(
              keyPath: KeyPath<\(name), Member>
            ) {
              _$observationRegistrar.access(self, keyPath: keyPath)
            }

            internal nonisolated func withMutation<Member, MutationResult>(
              keyPath: KeyPath<\(name), Member>,
              _ mutation: () throws -> MutationResult
            ) rethrows -> MutationResult {
              try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }

            private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
                true
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
                lhs != rhs
            }

            private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                lhs !== rhs
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                lhs != rhs
            }
            """)
        for property in info.storedProperties where info.trackedProperties.contains(property.name) {
            // The macro's peer keeps the declaration's spelling (two spaces where it dropped words).
            var storage = "@ObservationIgnored\nprivate  var _\(property.name)"
            storage += property.type.map { ": \($0)" } ?? " "
            if let text = property.initializerText { storage += " = \(text)" }
            chunks.append("// storage of '\(property.name)'\n" + storage)
            chunks.append(
                """
                // accessors of '\(property.name)'
                {
                    @storageRestrictions(initializes: _\(property.name))
                    init(initialValue) {
                      _\(property.name) = initialValue
                    }
                    get {
                      access(keyPath: \\.\(property.name))
                      return _\(property.name)
                    }
                    set {
                      guard shouldNotifyObservers(_\(property.name), newValue) else {
                        _\(property.name) = newValue
                        return
                      }
                      withMutation(keyPath: \\.\(property.name)) {
                        _\(property.name) = newValue
                      }
                    }
                    _modify {
                      access(keyPath: \\.\(property.name))
                      _$observationRegistrar.willSet(self, keyPath: \\.\(property.name))
                      defer {
                          _$observationRegistrar.didSet(self, keyPath: \\.\(property.name))
                      }
                      yield &_\(property.name)
                    }
                }
                """)
        }
        chunks.append("extension \(name): nonisolated Observation.Observable {\n}")
        return chunks.joined(separator: "\n\n") + "\n"
    }
}
