import Foundation

/// The toolchain's warm compiler service, loaded in process (`libsourcekitdInProc.so`), asked
/// for `source.request.diagnostics` on a file: the other back end issue 10 asks to measure.
/// Only timing and the first message are read, so plain YAML requests are enough.
final class SourceKitBackEnd {
    private typealias Initialize = @convention(c) () -> Void
    private typealias RequestFromYAML = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> OpaquePointer?
    private typealias SendSync = @convention(c) (OpaquePointer) -> OpaquePointer?
    private typealias Describe = @convention(c) (OpaquePointer) -> UnsafeMutablePointer<CChar>?
    private typealias Dispose = @convention(c) (OpaquePointer) -> Void

    private let requestFromYAML: RequestFromYAML
    private let send: SendSync
    private let describe: Describe
    private let disposeResponse: Dispose
    private let releaseRequest: Dispose

    /// `libsourcekitdInProc.so` in `<toolchain>/usr/lib`, beside `bin/swiftc`.
    init?(swiftc: String) {
        let library = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/libsourcekitdInProc.so").path
        guard let handle = dlopen(library, RTLD_NOW),
              let initialize = dlsym(handle, "sourcekitd_initialize"),
              let fromYAML = dlsym(handle, "sourcekitd_request_create_from_yaml"),
              let send = dlsym(handle, "sourcekitd_send_request_sync"),
              let describe = dlsym(handle, "sourcekitd_response_description_copy"),
              let dispose = dlsym(handle, "sourcekitd_response_dispose"),
              let release = dlsym(handle, "sourcekitd_request_release")
        else { return nil }
        unsafeBitCast(initialize, to: Initialize.self)()
        requestFromYAML = unsafeBitCast(fromYAML, to: RequestFromYAML.self)
        self.send = unsafeBitCast(send, to: SendSync.self)
        self.describe = unsafeBitCast(describe, to: Describe.self)
        disposeResponse = unsafeBitCast(dispose, to: Dispose.self)
        releaseRequest = unsafeBitCast(release, to: Dispose.self)
    }

    /// Diagnostics for `file` compiled with `arguments` (driver-style, files included);
    /// returns the response's text.
    func diagnostics(file: String, arguments: [String]) -> String {
        let quoted = arguments.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        let yaml = "{ key.request: source.request.diagnostics, key.sourcefile: \"\(file)\", "
            + "key.compilerargs: [\(quoted.joined(separator: ", "))] }"
        guard let request = requestFromYAML(yaml, nil) else { return "" }
        defer { releaseRequest(request) }
        guard let response = send(request) else { return "" }
        defer { disposeResponse(response) }
        guard let text = describe(response) else { return "" }
        defer { free(text) }
        return String(cString: text)
    }
}
