import CompilerCheck

enum Version {
    static let number = "0.1.0"
    static let text = "workbook \(number) (Observation Workbook)"

    /// Which compiler checks the learner's code (or that none was found).
    static func compilerLine() -> String {
        switch Toolchain.locate() {
        case .success(let toolchain):
            return "compiler: \(toolchain.swiftc) (\(toolchain.versionLine()); found via \(toolchain.origin))"
        case .failure(let notFound):
            return "compiler: none — \(notFound); the interpreter's own checks are used"
        }
    }
}
