import ChildProcess
import CompilerCheck
import Foundation
import LessonEngine
import Localization
import Script

/// The REPL's use of the real compiler: every typed entry is type-checked by swiftc in the
/// session's context before the interpreter runs it; what swiftc rejects never runs. Keeps
/// the `$R0` counter and the language mode. With no compiler, the interpreter's own checks
/// are all there is, and the learner is told so once.
final class CompilerGate {
    /// nil when no compiler was found. Made at the first typed line, not at start: loading
    /// the compiler service takes a moment, and it must never still be loading while the
    /// process exits (its static initialisers race the exit's destructors and crash).
    var checker: EntryChecker? {
        if checkerMade == nil, let toolchain {
            // The workbook's premise: Observation is there without an import, as in the interpreter.
            // WORKBOOK_CHECKER=process: a swift-frontend per line instead of the in-process service.
            let backEnd: EntryChecker.BackEndChoice = environment["WORKBOOK_CHECKER"] == "process" ? .process : .fastest
            // SE-0506 on a compiler before 6.4: checked against its declarations, run on the built-in runtime.
            let shim = needsAdvancedObservationShim ? [AdvancedObservationShim.source] : []
            checkerMade = EntryChecker(
                toolchain: toolchain, implicitImports: ["Observation"], declarations: shim, backEnd: backEnd)
        }
        return checkerMade
    }
    /// The checker for entries already waiting (a paste), checked together: made by the first
    /// typed line; nil before, with no compiler, or with `WORKBOOK_BATCH_CHECK=off` (each
    /// entry checked alone, as typed).
    var batchChecker: EntryChecker? {
        environment["WORKBOOK_BATCH_CHECK"] == "off" ? nil : checkerMade
    }
    private(set) var missingCompiler: String?
    private var toolchain: Toolchain?
    private let environment: [String: String]
    private var checkerMade: EntryChecker?
    private var toldAboutFallback = false
    private var nextResult = 0
    /// What `:save` writes: the entries accepted since the last reset.
    var transcript = SessionTranscript()

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
        switch Toolchain.locate(environment: environment) {
        case .success(let toolchain):
            self.toolchain = toolchain
            missingCompiler = nil
            // Before any compiler starts (Tab completion may load sourcekitd before a check).
            moduleCacheNote = ModuleCache.ensureWritable()
        case .failure(let notFound):
            toolchain = nil
            missingCompiler = notFound.description
        }
    }

    /// `swiftc --version`'s first line once asked (`learnVersion`, or at the first need).
    private var compilerVersion: String?

    private var needsAdvancedObservationShim: Bool {
        guard let toolchain else { return false }
        if compilerVersion == nil { compilerVersion = toolchain.versionLine() }
        return AdvancedObservationShim.isNeeded(byCompiler: compilerVersion ?? "")
    }

    /// Asks the compiler for its version before its first check, through `wait` (which runs
    /// the question where Ctrl-C cancels `run`), so a hanging or broken `SWIFTC` is found out
    /// within seconds, said once, and given up on. Returns what to tell the learner: nil when
    /// it answered (or was asked before), else why the interpreter's checks are used now.
    func learnVersion(
        wait: (_ run: ChildRun, _ ask: @escaping () -> Toolchain.VersionAnswer)
            -> Toolchain.VersionAnswer
    ) -> Toolchain.VersionAnswer? {
        guard let toolchain, compilerVersion == nil, checkerMade == nil else { return nil }
        let run = ChildRun()
        let answer = wait(run) { toolchain.askVersion(run: run) }
        switch answer {
        case .answered(let line):
            compilerVersion = line
            return nil
        case .noAnswer(let noAnswer): giveUp(because: noAnswer.message)
        case .cancelled: break
        }
        return answer
    }
    private var toldAboutAdvancedObservation = false

    /// Says once, when an entry first uses SE-0506, that it is Swift 6.4's and runs here on
    /// the built-in runtime (nil otherwise, and on a 6.4 compiler).
    func advancedObservationNotice(for entry: String) -> String? {
        guard !toldAboutAdvancedObservation, AdvancedObservationShim.isUsed(by: entry),
            toolchain == nil || needsAdvancedObservationShim
        else { return nil }
        toldAboutAdvancedObservation = true
        return Messages.text(.advancedObservationOnBuiltInRuntime)
    }

    /// The compiler is broken (it fails without saying why): the rest of the session uses the
    /// interpreter's own checks, and the learner has already been told why.
    func giveUp(because reason: String) {
        toolchain = nil
        checkerMade = nil
        missingCompiler = reason
        toldAboutFallback = true
    }

    /// The language mode typed lines are checked in: 5 until `:swift 6` (asking does not start the compiler).
    var swiftVersion: Int { checkerMade?.swiftVersion ?? Self.defaultSwiftVersion }
    /// The lessons' mode: their code is written for Swift 5 mode, as `compile-lesson.sh` compiles it.
    static let defaultSwiftVersion = 5

    /// `swift> `, or `swift 6> ` in a mode other than the default: a mode the learner chose
    /// stays in sight.
    var prompt: String {
        swiftVersion == Self.defaultSwiftVersion ? EntryReader.prompt : "swift \(swiftVersion)> "
    }

    /// `$R0`, `$R1`, … — the name the next echoed value gets.
    var resultName: String { "$R\(nextResult)" }

    private var moduleCacheNote: String?

    /// Says once that the compiler's module cache is a private one (nil otherwise).
    func moduleCacheNotice() -> String? {
        defer { moduleCacheNote = nil }
        return moduleCacheNote
    }

    /// Says once that there is no compiler (nil after the first time, or with a compiler).
    func fallbackNotice() -> String? {
        guard let missingCompiler, !toldAboutFallback else { return nil }
        toldAboutFallback = true
        return Messages.text(.compilerFallback, missingCompiler)
    }

    /// A value was shown as `name`: the next one gets the next number; the compiler learns its type.
    func recordEcho(_ echo: EchoedValue, staticType: String?) {
        nextResult += 1
        if let staticType { checker?.recordResult(named: echo.name, type: staticType) }
    }

    /// A value was shown as `resultName` but is not kept (a compiled entry's): the next one
    /// gets the next number; the compiler is not told of it, so a later use is its error.
    func skipResultName() { nextResult += 1 }

    /// A lesson step's code, verified against swiftc in CI: the compiler sees its
    /// declarations, unchecked, so the learner's lines are checked in the lesson's context.
    func addTrusted(_ run: StepRun) {
        for block in run.blocks where block.result.succeeded {
            checker?.addTrusted(block.block.source)
            transcript.recordLessonCode(block.block.source)
        }
    }

    func reset() {
        checkerMade?.reset()
        transcript.reset()
        nextResult = 0
    }

    /// A Void result (`print(…)`, an assignment) is not echoed.
    static func isVoid(_ type: String) -> Bool {
        type == "()" || type == "Void"
    }
}
