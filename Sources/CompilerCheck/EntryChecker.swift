import Foundation
import LearnerState
import Synchronization

/// What the compiler said about one entry.
public struct EntryVerdict: Sendable {
    /// Errors, warnings and notes on the learner's text, in swiftc's order.
    public var diagnostics: [CompilerDiagnostic]
    /// The static type of the entry's final bare expression (`Int`, `[Int]`, `Int?`, `()`),
    /// when it ends with one.
    public var resultType: String?
    /// True when Ctrl-C (`cancel()`) ended the check: nothing was decided.
    public var wasCancelled: Bool
    /// Set when the compiler gave no verdict (too slow, killed, broken): nothing was found
    /// wrong, nothing was decided; the caller falls back on the interpreter's own checks.
    public var noAnswer: CompilerNoAnswer? = nil
    public var isAccepted: Bool { !wasCancelled && noAnswer == nil && !diagnostics.contains { $0.severity == .error } }

    /// The variables the entry declares at top level, in order, each with the static type the
    /// compiler gave it: what the Swift REPL echoes after `let x = 5` (`x: Int = 5`).
    public var declaredVariables: [DeclaredVariable] {
        items.flatMap { item -> [DeclaredVariable] in
            guard case .variable(let binding) = item.kind else { return [] }
            return binding.names.compactMap { name in
                variableTypes[name].map { DeclaredVariable(name: name, type: Scaffolding.learnerSpelling(of: $0)) }
            }
        }
    }

    /// True when the entry only declares types, functions, extensions and operators: nothing
    /// of it runs, so it may wait for a declaration it names (`HeldDeclarations` in the REPL).
    public var declaresOnly: Bool {
        !items.isEmpty
            && items.allSatisfy { item in
                switch item.kind {
                case .type, .function, .extensionDecl, .otherDeclaration: return true
                case .importDecl, .variable, .statement, .expression: return false
                }
            }
    }

    /// The names the compiler could not find (`cannot find type 'Store' in scope`), when those
    /// are all its errors; nil when any other error is among them, or none.
    public var missingNamesOnly: [String]? {
        let errors = diagnostics.filter { $0.severity == .error }
        let names = errors.compactMap { Scaffolding.missingName(in: $0.message) }
        guard !errors.isEmpty, names.count == errors.count else { return nil }
        return names.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// What `accept` needs to record the entry.
    var items: [TopLevelItem]
    var variableTypes: [String: String]
}

/// A variable an entry declares, with its static type (`x`, `Int`).
public struct DeclaredVariable: Sendable, Equatable {
    public var name: String
    public var type: String
}

/// Checks REPL entries with the real compiler in the context of what the session accepted.
/// One instance per session; `check` then (if the entry ran) `accept`. Thread-safe:
/// `cancel()` may come from another thread while `check` runs.
public final class EntryChecker: @unchecked Sendable {
    public let toolchain: Toolchain
    public let viewModules: ViewModules?
    let state: Mutex<State>
    let backEnd: any CheckBackEnd
    /// The mandatory SIL passes, for entries that need them when `backEnd` did not run them
    /// (a `-typecheck` process; sourcekitd runs them itself).
    private let mandatoryPasses: ProcessBackEnd
    /// The files given to the compiler hold what the learner typed: a private folder
    /// (`workbook-check-PID-…`, 0700), made at the first check, removed with the checker,
    /// at exit, on SIGTERM/SIGHUP, or by the next start after a crash.
    private let scratch = Mutex<ScratchFolder?>(nil)
    private var directory: URL {
        scratch.withLock { folder in
            if folder == nil { folder = try? ScratchFolder(purpose: "check") }
            // Without one, the compiler is told of files that cannot be there, and says so.
            return folder?.url ?? URL(fileURLWithPath: "/nonexistent/workbook-check", isDirectory: true)
        }
    }

    struct State {
        var context: SessionContext
        var swiftVersion = 5
        var writtenContext: String?
    }

    /// The back ends a checker can use; `.fastest` is the warm compiler service when the
    /// toolchain has it (the benchmark's verdict), else a process per entry.
    public enum BackEndChoice: Sendable { case fastest, process, service }

    /// `implicitImports`: modules every entry sees without importing them (the REPL's `Observation`).
    /// `declarations`: code every entry sees, unchecked (`AdvancedObservationShim` on a compiler before 6.4).
    public init(
        toolchain: Toolchain, viewModules: ViewModules? = .besideExecutable(), implicitImports: [String] = [],
        declarations: [String] = [], backEnd choice: BackEndChoice = .fastest
    ) {
        self.toolchain = toolchain
        self.viewModules = viewModules
        let process = ProcessBackEnd(toolchain: toolchain)
        let service = choice == .process ? nil : SourceKitService.shared(swiftc: toolchain.swiftc)
        backEnd = service.map { SourceKitBackEnd(service: $0, fallback: process) } ?? process
        mandatoryPasses = ProcessBackEnd(toolchain: toolchain, action: .mandatoryPasses)
        var context = SessionContext()
        context.accept(
            implicitImports.map {
                TopLevelItem(
                    kind: .importDecl(module: $0), text: "import \($0)",
                    firstLine: 1, lastLine: 1)
            }, types: [:])
        for source in declarations { context.accept(TopLevelItem.items(in: source), types: [:]) }
        state = Mutex(State(context: context))
        initialContext = context
    }

    let initialContext: SessionContext

    /// Swift language mode (5 or 6) for the next checks.
    public var swiftVersion: Int {
        get { state.withLock { $0.swiftVersion } }
        set { state.withLock { $0.swiftVersion = newValue } }
    }

    /// Forgets every accepted entry (`:reset`).
    public func reset() {
        state.withLock { $0.context = initialContext }
    }

    /// Code that is known to compile (a lesson's own steps): added as written, unchecked.
    public func addTrusted(_ source: String) {
        let items = TopLevelItem.items(in: source)
        state.withLock { $0.context.accept(items, types: [:]) }
    }

    /// Records an entry the compiler accepted and the interpreter ran.
    public func accept(_ verdict: EntryVerdict) {
        state.withLock { state in
            state.context.accept(verdict.items, types: verdict.variableTypes)
        }
    }

    /// Records `$R0` with its static type, for later entries.
    public func recordResult(named name: String, type: String) {
        state.withLock { state in
            state.context.recordResult(named: name, type: type)
        }
    }

    /// Ends a running check (Ctrl-C); `check` then returns a cancelled verdict.
    public func cancel() {
        backEnd.cancel()
        mandatoryPasses.cancel()
    }

    /// The names `entry`'s top-level declarations declare (`Store`, `total(of:)`, `x`).
    public static func declaredNames(in entry: String) -> Set<String> {
        TopLevelItem.items(in: entry).reduce(into: Set<String>()) { $0.formUnion($1.keys) }
    }

    /// The constants `entry` declares when it is nothing but `let name: Type` lines, which
    /// leave them without a value for the lines below to give (`let rowHeight: Int`, then
    /// `if hasHeader { rowHeight = 90 } else { … }`); nil for any other entry.
    public static func uninitializedConstants(in entry: String) -> [String]? {
        let items = TopLevelItem.items(in: entry)
        var names: [String] = []
        for item in items {
            guard case .variable(let binding) = item.kind, binding.frozenPrefix?.hasSuffix("let") == true,
                !item.text.contains("="), !item.text.contains("{")
            else { return nil }
            names += binding.names
        }
        return names.isEmpty ? nil : names
    }

    /// Which back end checks entries, for `workbook --version` and the benchmark.
    public var backEndName: String { backEnd.name }

    /// Type-checks `entry` after everything accepted so far.
    public func check(_ entry: String) -> EntryVerdict {
        let items = TopLevelItem.items(in: entry)
        let (context, version) = state.withLock { ($0.context, $0.swiftVersion) }
        let usesViews =
            ViewModules.isUsed(by: entry) || context.imports.contains { $0 == "SwiftUI" || $0 == "ViewRuntime" }
        // The lessons' `#expect(condition, "why")` is Swift Testing's macro: a learner typing a
        // lesson's line gets it from there, as the interpreter gives it at run time.
        let usesExpect = entry.contains("#expect") && !context.imports.contains("Testing")
        let file = EntryFile(entry: entry, items: items, imports: context.imports + (usesExpect ? ["Testing"] : []))
        let contextText = ViewModules.compilerSource(
            context.contextSource(excluding: items, mainActorGlobals: version >= 6))
        let (mainPath, contextPath) = files
        let written = ViewModules.compilerSource(backEnd.learnsTypesFromProbes ? file.text : file.textWithoutProbes)
        try? written.write(toFile: mainPath, atomically: false, encoding: .utf8)
        writeContext(contextText, to: contextPath)
        let viewFlags = usesViews ? viewModules?.compilerFlags ?? [] : []
        let cancelled = EntryVerdict(
            diagnostics: [], resultType: nil, wasCancelled: true, items: items, variableTypes: [:])
        switch backEnd.diagnose(main: mainPath, context: contextPath, swiftVersion: version, viewFlags: viewFlags) {
        case .failure(.cancelled):
            return cancelled
        case .failure(.noAnswer(let noAnswer)):
            return EntryVerdict(
                diagnostics: [], resultType: nil, wasCancelled: false, noAnswer: noAnswer, items: items,
                variableTypes: [:])
        case .success(let answer):
            var placed = file.place(answer.raw, mainPath: mainPath)
            if let types = answer.variableTypes {
                (placed.variableTypes, placed.resultType) = file.types(types, written: written)
            }
            if !answer.ranMandatoryPasses, file.hasCodeForMandatoryPasses,
                !placed.diagnostics.contains(where: { $0.severity == .error })
            {
                guard let errors = mandatoryPassErrors(file, context: contextPath, version: version, flags: viewFlags)
                else { return cancelled }
                placed.diagnostics += errors
            }
            return EntryVerdict(
                diagnostics: placed.diagnostics, resultType: placed.resultType, wasCancelled: false,
                items: items, variableTypes: placed.variableTypes)
        }
    }

    /// The errors (with their notes) of the mandatory SIL passes on an entry the type check
    /// accepted: a missing `return`, a variable read before it is set. Warnings are left out:
    /// the type check has already given the learner's. Nil when Ctrl-C ended the check.
    private func mandatoryPassErrors(
        _ file: EntryFile, context: String, version: Int, flags: [String]
    )
        -> [CompilerDiagnostic]?
    {
        // Its own folder, so the file is still `main.swift` (top-level code is allowed there).
        let folder = directory.appendingPathComponent("sil")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let mainPath = folder.appendingPathComponent("main.swift").path
        try? ViewModules.compilerSource(file.plainText).write(toFile: mainPath, atomically: false, encoding: .utf8)
        switch mandatoryPasses.diagnose(main: mainPath, context: context, swiftVersion: version, viewFlags: flags) {
        case .failure(.cancelled): return nil
        case .failure(.noAnswer): return []
        case .success(let answer):
            var keeping = false
            let errors = answer.raw.filter { diagnostic in
                if diagnostic.severity == .note || diagnostic.severity == .remark { return keeping }
                keeping = diagnostic.severity == .error
                return keeping
            }
            return file.place(errors, mainPath: mainPath).diagnostics
        }
    }

    /// Rewritten only when it changed: the service keeps what it built from an unchanged file.
    func writeContext(_ text: String, to path: String) {
        guard state.withLock({ $0.writtenContext }) != text else { return }
        try? text.write(toFile: path, atomically: false, encoding: .utf8)
        state.withLock { $0.writtenContext = text }
    }

    /// Tab completion from the compiler service: what may follow `before` (the typed text
    /// up to the cursor, e.g. `board.`) in the session's context, as it would be inserted
    /// (`home`, `bump()`); nil without the service.
    public func completions(before: String) -> [String]? {
        guard let service = (backEnd as? SourceKitBackEnd)?.service else { return nil }
        let (context, version) = state.withLock { ($0.context, $0.swiftVersion) }
        let (mainPath, contextPath) = files
        writeContext(
            ViewModules.compilerSource(context.contextSource(excluding: [], mainActorGlobals: version >= 6)),
            to: contextPath)
        let text = ViewModules.compilerSource(
            EntryFile(entry: "", items: [], imports: context.imports).text
                + Scaffolding.compilerSpelling(of: before))
        let usesViews = context.imports.contains { $0 == "SwiftUI" || $0 == "ViewRuntime" }
        let arguments =
            ["-swift-version", String(version), "-module-name", "main"]
            + (usesViews ? viewModules?.compilerFlags ?? [] : []) + [mainPath, contextPath]
        guard
            case .success(let response) = service.completions(
                file: mainPath, text: text, offset: text.utf8.count, arguments: arguments)
        else { return nil }
        return (response["key.results"]?.elements ?? []).compactMap { $0["key.name"]?.text }
            .filter { !$0.hasPrefix("__wb") && !$0.hasPrefix("_R") }
    }

    /// The files the last check gave the compiler (the entry, the context); kept until the
    /// checker goes, so a benchmark can hand the same ones to another back end.
    public var files: (main: String, context: String) {
        (directory.appendingPathComponent("main.swift").path, directory.appendingPathComponent("context.swift").path)
    }
}
