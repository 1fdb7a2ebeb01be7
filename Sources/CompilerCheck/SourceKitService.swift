import Foundation
import Synchronization

/// The toolchain's warm compiler service, loaded in process (`libsourcekitdInProc.so` beside
/// `bin/swiftc`): requests are YAML text, responses read back through their description
/// (see `SourceKitValue`), so no C declarations are needed.
public final class SourceKitService: @unchecked Sendable {
    private typealias Initialize = @convention(c) () -> Void
    private typealias RequestFromYAML =
        @convention(c) (
            UnsafePointer<CChar>, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        ) -> OpaquePointer?
    private typealias SendSync = @convention(c) (OpaquePointer) -> OpaquePointer?
    private typealias Describe = @convention(c) (OpaquePointer) -> UnsafeMutablePointer<CChar>?
    private typealias Release = @convention(c) (OpaquePointer) -> Void
    private typealias Receiver = @convention(block) (OpaquePointer?) -> Void
    private typealias SendAsync =
        @convention(c) (OpaquePointer, UnsafeMutablePointer<UnsafeRawPointer?>?, @escaping Receiver) -> Void
    private typealias Cancel = @convention(c) (UnsafeRawPointer?) -> Void

    private let requestFromYAML: RequestFromYAML
    private let sendSync: SendSync
    private let describe: Describe
    private let disposeResponse: Release
    private let releaseRequest: Release
    private let sendAsync: SendAsync
    private let cancelRequest: Cancel

    private static let loaded = Mutex<[String: SourceKitService]>([:])

    /// One service per toolchain per process (it is initialised once and never torn down).
    public static func shared(swiftc: String) -> SourceKitService? {
        loaded.withLock { services in
            if let known = services[swiftc] { return known }
            guard let service = SourceKitService(swiftc: swiftc) else { return nil }
            services[swiftc] = service
            return service
        }
    }

    private init?(swiftc: String) {
        let library = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/libsourcekitdInProc.so").path
        guard FileManager.default.fileExists(atPath: library), let handle = dlopen(library, RTLD_NOW),
            let initialize = dlsym(handle, "sourcekitd_initialize"),
            let fromYAML = dlsym(handle, "sourcekitd_request_create_from_yaml"),
            let send = dlsym(handle, "sourcekitd_send_request_sync"),
            let describe = dlsym(handle, "sourcekitd_response_description_copy"),
            let dispose = dlsym(handle, "sourcekitd_response_dispose"),
            let release = dlsym(handle, "sourcekitd_request_release"),
            let sendAsync = dlsym(handle, "sourcekitd_send_request"),
            let cancel = dlsym(handle, "sourcekitd_cancel_request")
        else { return nil }
        unsafeBitCast(initialize, to: Initialize.self)()
        requestFromYAML = unsafeBitCast(fromYAML, to: RequestFromYAML.self)
        sendSync = unsafeBitCast(send, to: SendSync.self)
        self.describe = unsafeBitCast(describe, to: Describe.self)
        disposeResponse = unsafeBitCast(dispose, to: Release.self)
        releaseRequest = unsafeBitCast(release, to: Release.self)
        self.sendAsync = unsafeBitCast(sendAsync, to: SendAsync.self)
        cancelRequest = unsafeBitCast(cancel, to: Cancel.self)
    }

    /// Sends a request written as YAML (`{ key.request: …, … }`) and returns the response's text.
    public func send(_ yaml: String) -> String? {
        guard let request = requestFromYAML(yaml, nil) else { return nil }
        defer { releaseRequest(request) }
        guard let response = sendSync(request) else { return nil }
        defer { disposeResponse(response) }
        guard let text = describe(response) else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    /// Sends a request and waits for its response's text; when `shouldCancel` turns true
    /// meanwhile (polled every few milliseconds), cancels it and returns nil.
    public func send(_ yaml: String, shouldCancel: () -> Bool) -> String? {
        guard let request = requestFromYAML(yaml, nil) else { return nil }
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        let describe = self.describe
        let dispose = disposeResponse
        var handle: UnsafeRawPointer? = nil
        sendAsync(request, &handle) { response in
            if let response {
                if let text = describe(response) {
                    answer.set(String(cString: text))
                    free(text)
                }
                dispose(response)
            }
            done.signal()
        }
        releaseRequest(request)
        while done.wait(timeout: .now() + .milliseconds(5)) == .timedOut {
            if shouldCancel() {
                cancelRequest(handle)
                return nil
            }
        }
        return answer.text
    }

    /// Where the response lands (on sourcekitd's thread) for the waiting caller.
    private final class Answer: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: String?
        func set(_ text: String) { lock.withLock { stored = text } }
        var text: String? { lock.withLock { stored } }
    }

    /// `source.request.diagnostics` for `file` compiled with driver-style `arguments`.
    public func diagnostics(file: String, arguments: [String], shouldCancel: () -> Bool = { false }) -> String? {
        send(
            "{ key.request: source.request.diagnostics, key.sourcefile: \(Self.quoted(file)), "
                + "key.compilerargs: [\(arguments.map(Self.quoted).joined(separator: ", "))] }",
            shouldCancel: shouldCancel)
    }

    /// `source.request.codecomplete` at a byte offset of `text` (given as the file's contents).
    public func completions(file: String, text: String, offset: Int, arguments: [String]) -> String? {
        send(
            "{ key.request: source.request.codecomplete, key.sourcefile: \(Self.quoted(file)), "
                + "key.sourcetext: \(Self.quoted(text)), key.offset: \(offset), "
                + "key.compilerargs: [\(arguments.map(Self.quoted).joined(separator: ", "))] }", shouldCancel: { false }
        )
    }

    static func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t") + "\""
    }
}
