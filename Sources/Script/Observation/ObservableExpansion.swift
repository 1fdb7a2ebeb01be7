import Foundation

// The @Observable expansion: which stored properties become tracked (the interpreter then
// routes their accessors through the registrar), the checks the macro makes, and the Swift
// text the toolchain's macro would generate (shown by `:expand`).

extension Interpreter {
    func expandObservable(_ info: TypeInfo, _ decl: TypeDecl) throws {
        info.isObservable = true
        info.conformances.insert("Observable")
        for p in info.storedProperties {
            if p.isLet || p.modifiers.isStatic { continue }
            if p.hasAttribute("ObservationIgnored") { continue }
            if p.hasAttribute("Published") {
                // The wrapper's storage `_name` and the macro's clash (swiftc's first error).
                throw ScriptError.compile("invalid redeclaration of synthesized property '_\(p.name)'", at: p.pos)
            }
            if p.modifiers.isLazy {
                throw ScriptError.compile(
                    "'lazy' cannot be used on a computed property; @Observable turns stored properties into computed ones, so mark '\(p.name)' @ObservationIgnored or drop 'lazy'",
                    at: p.pos)
            }
            if case .observed = p.accessors {
                // The macro keeps willSet/didSet inside its setter; the workbook runs them too.
            }
            info.trackedProperties.insert(p.name)
        }
        expansions[info.name] = expansionText(info, decl)
    }

    /// The macro's output for `decl`, chunk by chunk, as `swiftc -dump-macro-expansions`
    /// prints it (generic parameter names simplified).
    func expansionText(_ info: TypeInfo, _ decl: TypeDecl) -> String {
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
        for p in info.storedProperties where info.trackedProperties.contains(p.name) {
            // The macro's peer keeps the declaration's spelling (two spaces where it dropped words).
            var storage = "@ObservationIgnored\nprivate  var _\(p.name)"
            storage += p.type.map { ": \($0)" } ?? " "
            if let text = p.initializerText { storage += " = \(text)" }
            chunks.append("// storage of '\(p.name)'\n" + storage)
            chunks.append(
                """
                // accessors of '\(p.name)'
                {
                    @storageRestrictions(initializes: _\(p.name))
                    init(initialValue) {
                      _\(p.name) = initialValue
                    }
                    get {
                      access(keyPath: \\.\(p.name))
                      return _\(p.name)
                    }
                    set {
                      guard shouldNotifyObservers(_\(p.name), newValue) else {
                        _\(p.name) = newValue
                        return
                      }
                      withMutation(keyPath: \\.\(p.name)) {
                        _\(p.name) = newValue
                      }
                    }
                    _modify {
                      access(keyPath: \\.\(p.name))
                      _$observationRegistrar.willSet(self, keyPath: \\.\(p.name))
                      defer {
                          _$observationRegistrar.didSet(self, keyPath: \\.\(p.name))
                      }
                      yield &_\(p.name)
                    }
                }
                """)
        }
        chunks.append("extension \(name): nonisolated Observation.Observable {\n}")
        return chunks.joined(separator: "\n\n") + "\n"
    }
}
