// libFuzzer entry point for the lesson parser: the input is a Markdown lesson. When it
// parses, its code blocks run in order in one session, as `workbook check` runs them,
// and each output is compared with its ```output block.
import LessonEngine
import Script

private let fuzzOptions = ScriptOptions(output: { _ in }, stepBudget: 100_000, recursionLimit: 200, outputLimit: 64_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func lessonFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let lesson = try? LessonParser.parse(text, path: "Lessons/99-fuzz.md", name: "99-fuzz") else { return 0 }
    let runner = StepRunner(session: ScriptSession(options: fuzzOptions))
    for block in lesson.steps.flatMap(\.codeBlocks).prefix(8) {
        _ = runner.run(block, of: lesson).outputMatches
    }
    return 0
}
