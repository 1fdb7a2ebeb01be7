import CompilerCheck
import Foundation
import LessonEngine
import Script

/// The REPL's use of the real compiler: every typed entry is type-checked by swiftc in the
/// session's context before the interpreter runs it; what swiftc rejects never runs. Keeps
/// the `$R0` counter and the language mode. With no compiler, the interpreter's own checks
/// are all there is, and the learner is told so once.
final class CompilerGate {
    /// nil when no compiler was found. Loading the compiler service takes a moment, so it
    /// happens on a thread of its own from the start; the first check waits for it.
    var checker: EntryChecker? { loading?.checker }
    let missingCompiler: String?
    private let loading: CheckerLoading?
    private var toldAboutFallback = false
    private var nextResult = 0

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        switch Toolchain.locate(environment: environment) {
        case .success(let toolchain):
            loading = CheckerLoading(toolchain: toolchain)
            missingCompiler = nil
        case .failure(let notFound):
            loading = nil
            missingCompiler = notFound.description
        }
    }

    /// The checker, made (and warmed up) off the main thread so the prompt comes at once.
    private final class CheckerLoading: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var made: EntryChecker?
        private lazy var waited: EntryChecker? = {
            done.wait()
            return made
        }()

        init(toolchain: Toolchain) {
            Thread.detachNewThread { [self] in
                // The workbook's premise: Observation is there without an import, as in the interpreter.
                let checker = EntryChecker(toolchain: toolchain, implicitImports: ["Observation"])
                checker.warmUp()
                made = checker
                done.signal()
            }
        }

        var checker: EntryChecker? { waited }
    }

    /// `$R0`, `$R1`, … — the name the next echoed value gets.
    var resultName: String { "$R\(nextResult)" }

    /// Says once that there is no compiler (nil after the first time, or with a compiler).
    func fallbackNotice() -> String? {
        guard let missingCompiler, !toldAboutFallback else { return nil }
        toldAboutFallback = true
        return "\(missingCompiler): lines are checked only by the workbook's interpreter, which lets some "
            + "mistakes run that Swift rejects (set SWIFTC to a swiftc to check with the compiler)"
    }

    /// A value was shown as `name`: the next one gets the next number; the compiler learns its type.
    func recordEcho(_ echo: EchoedValue, staticType: String?) {
        nextResult += 1
        if let staticType { checker?.recordResult(named: echo.name, type: staticType) }
    }

    /// A lesson step's code, verified against swiftc in CI: the compiler sees its
    /// declarations, unchecked, so the learner's lines are checked in the lesson's context.
    func addTrusted(_ run: StepRun) {
        for block in run.blocks where block.result.succeeded { checker?.addTrusted(block.block.source) }
    }

    func reset() {
        checker?.reset()
        nextResult = 0
    }

    /// A Void result (`print(…)`, an assignment) is not echoed.
    static func isVoid(_ type: String) -> Bool {
        type == "()" || type == "Void"
    }
}
