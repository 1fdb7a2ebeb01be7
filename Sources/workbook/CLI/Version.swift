import CompilerCheck

enum Version {
    static let number = "0.1.0"
    static let text = "workbook \(number) (Observation Workbook)"

    /// Which compiler checks the learner's code (or that none was found).
    static func compilerLine() -> String {
        switch Toolchain.locate() {
        case .success(let toolchain):
            let service =
                SourceKitService.shared(swiftc: toolchain.swiftc) != nil
                ? "typed lines checked by its sourcekitd, scripts by swiftc"
                : "a swift-frontend process checks each typed line"
            let found = "\(toolchain.versionLine()); found via \(toolchain.origin)"
            return "compiler: \(toolchain.swiftc) (\(found)); \(service)"
        case .failure(let notFound):
            return "compiler: none — \(notFound); the interpreter's own checks are used"
        }
    }
}
