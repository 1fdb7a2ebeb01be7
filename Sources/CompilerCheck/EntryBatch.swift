import Foundation
import SwiftLexer

/// Several entries that are already waiting (a paste) checked in one compiler call: each
/// call re-reads the session's context and modules, so a 10k-line paste checked entry by
/// entry spends minutes in the compiler. Only what gives the same verdicts either way is
/// batched: entries that only declare (types, functions, extensions, `let`/`var` with a
/// value), no name declared twice, none naming a name a later entry of the batch declares
/// (in one file it would see that one). A batch is used only where the compiler said nothing
/// at all; the entries from the first one it said something about are checked one by one.
extension EntryChecker {
    /// The most entries one batch holds: the file the compiler reads stays small.
    public static let batchLimit = 500

    /// Verdicts for the leading entries of `entries`, checked together after everything
    /// accepted so far, as `check` would give them one at a time after each earlier one was
    /// accepted and ran. Empty when none could be batched; the caller checks the others alone.
    public func checkBatch(_ entries: [String]) -> [EntryVerdict] {
        guard !backEnd.learnsTypesFromProbes else { return [] }
        let (context, version) = state.withLock { ($0.context, $0.swiftVersion) }
        // Swift 6 mode isolates top-level variables: the context's `@MainActor` copies and the
        // batch's own are not shown to give the same verdicts, so each is checked alone.
        guard version < 6 else { return [] }
        if context.imports.contains(where: { $0 == "SwiftUI" || $0 == "ViewRuntime" }) { return [] }
        let batch = Self.batchable(entries.prefix(Self.batchLimit))
        guard batch.count > 1 else { return [] }
        var clean = batch
        // At most twice: the whole batch, then the part before the first entry with a diagnostic
        // (an error stops the mandatory passes for the whole file, so that part is asked again).
        for _ in 0..<2 {
            guard clean.count > 1 else { return [] }
            switch check(clean, context: context, version: version) {
            case .verdicts(let verdicts): return verdicts
            case .firstDiagnosed(let index): clean = Array(clean.prefix(index))
            case .none: return []
            }
        }
        return []
    }

    private enum BatchOutcome {
        case verdicts([EntryVerdict])
        /// The index of the first entry the compiler said something about.
        case firstDiagnosed(Int)
    }

    /// One entry of a batch: its text, items and first line in the batch's file.
    private struct Member {
        let entry: String
        let items: [TopLevelItem]
        var firstFileLine = 2
    }

    /// The leading entries that can be checked together (see the type's comment).
    private static func batchable(_ entries: ArraySlice<String>) -> [Member] {
        var members: [Member] = []
        var declared = Set<String>()
        var named = Set<String>()
        var nextLine = 2
        for entry in entries {
            let items = TopLevelItem.items(in: entry)
            guard !items.isEmpty, items.allSatisfy(isBatchable), !entry.contains("#expect"),
                !ViewModules.isUsed(by: entry)
            else { break }
            let keys = items.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
            let names = Set(keys.map { String($0.prefix { $0 != "(" }) })
            guard keys.isDisjoint(with: declared), names.isDisjoint(with: named) else { break }
            declared.formUnion(keys)
            named.formUnion(identifiers(in: entry))
            members.append(Member(entry: entry, items: items, firstFileLine: nextLine))
            nextLine += entry.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        return members
    }

    private static func isBatchable(_ item: TopLevelItem) -> Bool {
        switch item.kind {
        case .type, .function, .extensionDecl: return true
        case .variable: return item.text.contains("=")
        case .importDecl, .otherDeclaration, .statement, .expression: return false
        }
    }

    private static func identifiers(in entry: String) -> Set<String> {
        let lexer = Lexer.lexed(entry)
        return Set(
            lexer.tokens.compactMap { token in
                switch token.kind {
                case .identifier: return lexer.text(token.range)
                case .backtickIdentifier: return String(lexer.text(token.range).dropFirst().dropLast())
                default: return nil
                }
            })
    }

    /// Nil when the compiler gave no clean answer (cancelled, no answer, a diagnostic not on
    /// any entry's lines): the entries are then checked one by one.
    private func check(_ members: [Member], context: SessionContext, version: Int) -> BatchOutcome? {
        let items = members.flatMap(\.items)
        let imports = context.imports
        var lines = [imports.map { "import \(ViewModules.compilerModuleName($0))" }.joined(separator: "; ")]
        for member in members {
            lines += Scaffolding.compilerSpelling(of: member.entry)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        lines.append(Scaffolding.topLevelAwait)
        let written = ViewModules.compilerSource(lines.joined(separator: "\n") + "\n")
        let contextText = ViewModules.compilerSource(
            context.contextSource(excluding: items, mainActorGlobals: version >= 6))
        let (mainPath, contextPath) = files
        try? written.write(toFile: mainPath, atomically: false, encoding: .utf8)
        writeContext(contextText, to: contextPath)
        guard
            case .success(let answer) = backEnd.diagnose(
                main: mainPath, context: contextPath, swiftVersion: version, viewFlags: []),
            answer.ranMandatoryPasses, let types = answer.variableTypes
        else { return nil }
        let said = answer.raw.filter { $0.severity != .note && $0.severity != .remark }
        if !said.isEmpty {
            let entryIndices = said.map { diagnostic -> Int? in
                guard diagnostic.file == mainPath else { return nil }
                return members.lastIndex { $0.firstFileLine <= diagnostic.line }
                    .flatMap { diagnostic.line < lines.count ? $0 : nil }
            }
            guard entryIndices.allSatisfy({ $0 != nil }) else { return nil }
            return .firstDiagnosed(entryIndices.compactMap { $0 }.min() ?? 0)
        }
        // Each entry's own slice of the types (in line order): a whole-file search per entry
        // made a batch quadratic.
        let named = EntryFile.namedVariables(types, written: written)
        var next = 0
        return .verdicts(
            members.enumerated().map { index, member in
                let end = index + 1 < members.count ? members[index + 1].firstFileLine : lines.count
                let first = next
                while next < named.count, named[next].line < end { next += 1 }
                let file = EntryFile(entry: member.entry, items: member.items, imports: imports)
                let variableTypes = file.types(named[first..<next], lineShift: member.firstFileLine - 2).variables
                return EntryVerdict(
                    diagnostics: [], resultType: nil, wasCancelled: false, items: member.items,
                    variableTypes: variableTypes)
            })
    }
}
