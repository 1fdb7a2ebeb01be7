/// The primary file the compiler checks for one entry, and the way back from its
/// diagnostics to the learner's text. Layout:
///
///     line 1         the session's imports, on one line
///     lines 2…n+1    the entry, as typed (`$R0` spelled `_R0`)
///     after it       probes: `let _: __WBTypeProbe = x` for each new variable, and for a
///                    final bare expression `let __wbEcho = (…)` plus its probe
///    last line      `await __wbTopLevelAwait()`: top-level code is main-actor isolated,
///                    as in a script that awaits (`Scaffolding.topLevelAwait`)
///
/// `plainText` is the same without the probes (they are type errors on purpose, which would
/// stop the mandatory SIL passes before they run); its lines are numbered as in `text`.
/// `textWithoutProbes` keeps the echo but no probe, for a back end that asks the compiler for
/// the variables' types (sourcekitd); `types(_:written:)` finds the entry's among them.
struct EntryFile {
    let entry: String
    let items: [TopLevelItem]
    let text: String
    let plainText: String
    let textWithoutProbes: String
    private let entryLines: [String]
    private var probes: [Int: String] = [:]
    private var echoProbeLine: Int?
    /// Lines of the entry whose "unused" diagnostics the echo makes moot.
    private var echoedLines: ClosedRange<Int>?

    init(entry: String, items: [TopLevelItem], imports: [String]) {
        self.entry = entry
        self.items = items
        entryLines = entry.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines = [imports.map { "import \(ViewModules.compilerModuleName($0))" }.joined(separator: "; ")]
        lines += Scaffolding.compilerSpelling(of: entry).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        plainText = (lines + [Scaffolding.topLevelAwait]).joined(separator: "\n") + "\n"
        var echo: [String] = []
        if let last = items.last, last.kind == .expression {
            echo = ["let \(Scaffolding.echoBinding) = (", Scaffolding.compilerSpelling(of: last.text), ")"]
            echoedLines = last.firstLine...last.lastLine
        }
        textWithoutProbes = (lines + echo + [Scaffolding.topLevelAwait]).joined(separator: "\n") + "\n"
        for item in items {
            guard case .variable(let binding) = item.kind else { continue }
            for name in binding.names {
                lines.append(Scaffolding.probe(name))
                probes[lines.count] = name
            }
        }
        if !echo.isEmpty {
            lines += echo
            lines.append(Scaffolding.probe(Scaffolding.echoBinding))
            echoProbeLine = lines.count
        }
        lines.append(Scaffolding.topLevelAwait)
        text = lines.joined(separator: "\n") + "\n"
    }

    /// The entry's new variables' types and its echo's (in the learner's spelling), picked
    /// from the types the compiler gave for every variable of `written` (`textWithoutProbes`
    /// as the compiler read it): for each name the first declaration on its item's lines, so
    /// a closure's local of the same name does not count.
    func types(_ list: [VariableType], written: String) -> (variables: [String: String], result: String?) {
        types(Self.namedVariables(list, written: written))
    }

    /// A variable the compiler typed, with its name as written and its line in the file.
    struct NamedVariable {
        let name: String
        let line: Int
        let type: String
    }

    /// The compiler's variable types with their names and lines in `written`, in order.
    static func namedVariables(_ list: [VariableType], written: String) -> [NamedVariable] {
        let bytes = Array(written.utf8)
        var line = 1
        var scanned = 0
        // In offset order, so counting newlines once serves every variable (a batch has many).
        return list.sorted { $0.offset < $1.offset }.compactMap { declared -> NamedVariable? in
            guard declared.offset >= 0, declared.length >= 0, declared.offset + declared.length <= bytes.count
            else { return nil }
            while scanned < declared.offset {
                if bytes[scanned] == UInt8(ascii: "\n") { line += 1 }
                scanned += 1
            }
            let name = String(decoding: bytes[declared.offset..<(declared.offset + declared.length)], as: UTF8.self)
            return NamedVariable(name: unquoted(name), line: line, type: declared.type)
        }
    }

    /// `types(_:written:)` from the named variables of the file, or of the entry's part of a
    /// batch's file; `lineShift`: the lines before the entry's own beyond the imports' line.
    func types(
        _ named: some Collection<NamedVariable>, lineShift: Int = 0
    )
        -> (variables: [String: String], result: String?)
    {
        var variables: [String: String] = [:]
        for item in items {
            guard case .variable(let binding) = item.kind else { continue }
            let fileLines = (item.firstLine + 1 + lineShift)...(item.lastLine + 1 + lineShift)
            for name in binding.names {
                let wanted = Self.unquoted(Scaffolding.compilerSpelling(of: name))
                if let found = named.first(where: { $0.name == wanted && fileLines.contains($0.line) }) {
                    variables[name] = found.type
                }
            }
        }
        let echo = named.first { $0.name == Scaffolding.echoBinding && $0.line > entryLines.count + 1 }
        return (variables, echo.map { Scaffolding.learnerSpelling(of: $0.type) })
    }

    /// `` `class` `` is the name `class`.
    private static func unquoted(_ name: String) -> String {
        name.count > 1 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// True when the entry has code that only the mandatory SIL passes judge: a body (a
    /// function's, an initialiser's, an accessor's), a closure with statements of its own, or a
    /// `let`/`var` without a value. Other entries skip the extra compiler process.
    var hasCodeForMandatoryPasses: Bool {
        items.contains { item in
            switch item.kind {
            case .variable where !item.text.contains("="): return true
            case .variable, .statement, .expression:
                // A one-expression closure (`{ $0 * 2 }`) can neither fall out nor read an unset variable.
                guard item.text.contains("{") else { return false }
                return ["\n", ";", "return", "let ", "var "].contains { item.text.contains($0) }
            default: return item.text.contains("{")
            }
        }
    }

    struct Placed {
        var diagnostics: [CompilerDiagnostic] = []
        var resultType: String?
        var variableTypes: [String: String] = [:]
    }

    /// Keeps what concerns the learner's lines (with the notes that follow a kept diagnostic),
    /// reads the probes' types, and drops everything the scaffolding caused.
    func place(_ raw: [RawDiagnostic], mainPath: String) -> Placed {
        var placed = Placed()
        var keepingNotes = false
        for (index, diagnostic) in raw.enumerated() {
            let inMain = diagnostic.file == mainPath
            let entryLine = diagnostic.line - 1
            if inMain, let name = probes[diagnostic.line], let type = Scaffolding.probedType(in: diagnostic.message) {
                placed.variableTypes[name] = type
                continue
            }
            if inMain, diagnostic.line == echoProbeLine, let type = Scaffolding.probedType(in: diagnostic.message) {
                placed.resultType = Scaffolding.learnerSpelling(of: type)
                continue
            }
            if diagnostic.severity == .note || diagnostic.severity == .remark {
                guard keepingNotes else { continue }
                placed.diagnostics.append(
                    located(diagnostic, inEntry: inMain && entryLines.indices.contains(entryLine - 1)))
                continue
            }
            keepingNotes = false
            if inMain, entryLines.indices.contains(entryLine - 1) {
                // The echo uses the value: "result … is unused", and for a bare function or
                // closure swiftc's error "function is unused", do not apply (the Swift REPL shows it).
                if let echoed = echoedLines, echoed.contains(entryLine), diagnostic.message.contains("is unused") {
                    continue
                }
                placed.diagnostics.append(located(diagnostic, inEntry: true))
                keepingNotes = true
            } else if !inMain, diagnostic.severity == .error,
                let place = expansionPlace(of: raw[(index + 1)...], mainPath: mainPath)
            {
                // Inside a macro's expansion: on the declaration it is attached to.
                var onDeclaration = diagnostic
                onDeclaration.line = place.line + 1
                onDeclaration.column = place.column
                onDeclaration.body = []
                placed.diagnostics.append(located(onDeclaration, inEntry: true))
                keepingNotes = true
            } else if diagnostic.severity == .error,
                inMain ? diagnostic.line == 1 : !diagnostic.file.hasSuffix("context.swift")
            {
                // On the session's imports, or no place in any file (a missing module, a bad
                // flag): still the compiler's verdict, so the entry must not run.
                placed.diagnostics.append(located(diagnostic, inEntry: false))
                keepingNotes = true
            }
        }
        return placed
    }

    /// The entry's place for an error inside a macro's expansion, from the notes after it.
    private func expansionPlace(
        of following: ArraySlice<RawDiagnostic>, mainPath: String
    ) -> (line: Int, column: Int)? {
        let notes = following.prefix { $0.severity == .note || $0.severity == .remark }
        return MacroExpansionPlace.place(notes: Array(notes), entryLines: entryLines) { note in
            let line = note.line - 1
            return note.file == mainPath && entryLines.indices.contains(line - 1) ? line : nil
        }
    }

    private func located(_ diagnostic: RawDiagnostic, inEntry: Bool) -> CompilerDiagnostic {
        let message = Scaffolding.learnerSpelling(of: diagnostic.message)
        guard inEntry else {
            return CompilerDiagnostic(
                severity: diagnostic.severity, message: message, line: nil, column: nil,
                sourceLine: nil, markerLines: [])
        }
        let line = diagnostic.line - 1
        return CompilerDiagnostic(
            severity: diagnostic.severity, message: message, line: line, column: diagnostic.column,
            sourceLine: entryLines[line - 1], markerLines: Array(diagnostic.body.dropFirst()))
    }
}
