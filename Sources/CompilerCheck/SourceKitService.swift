import CSourceKit
import Foundation
import Synchronization

/// The toolchain's warm compiler service, loaded in process (`libsourcekitdInProc.so` beside
/// `bin/swiftc`, see `SourceKitLibrary`): requests are YAML text, responses are read through
/// sourcekitd's variant API into a `SourceKitValue`.
public final class SourceKitService: @unchecked Sendable {
    let library: SourceKitLibrary

    private static let loaded = Mutex<[String: SourceKitService]>([:])

    /// One service per toolchain per process (it is initialised once and never torn down).
    public static func shared(swiftc: String) -> SourceKitService? {
        loaded.withLock { services in
            if let known = services[swiftc] { return known }
            guard let library = SourceKitLibrary(besideCompiler: swiftc) else { return nil }
            library.initialize()
            let service = SourceKitService(library: library)
            services[swiftc] = service
            return service
        }
    }

    private init(library: SourceKitLibrary) {
        self.library = library
    }

    /// Sends a request written as YAML (`{ key.request: …, … }`) and waits for its response;
    /// when `shouldCancel` turns true meanwhile (polled every few milliseconds), cancels it.
    package func send(_ yaml: String, shouldCancel: () -> Bool = { false }) -> Result<SourceKitValue, SourceKitFailure>
    {
        guard let request = library.requestFromYAML(yaml, nil) else { return .failure(.notARequest) }
        let pending = Pending(library: library)
        let library = self.library
        var handle: UnsafeRawPointer? = nil
        library.send(request, &handle) { response in
            // Read on sourcekitd's thread: the variants live only as long as the response.
            let answer: Result<SourceKitValue, SourceKitFailure>
            if let response {
                answer = Self.read(response, in: library)
                library.disposeResponse(response)
            } else {
                answer = .failure(.error(kind: 0, description: "no response"))
            }
            pending.deliver(answer)
        }
        library.releaseRequest(request)
        pending.hold(handle)
        while !pending.wait(milliseconds: 5) {
            if shouldCancel() {
                library.cancel(handle)
                pending.abandon()
                return .failure(.cancelled)
            }
        }
        return pending.take()
    }

    private static func read(
        _ response: SourceKitLibrary.Response, in library: SourceKitLibrary
    ) -> Result<
        SourceKitValue, SourceKitFailure
    > {
        guard library.isError(response) else {
            return .success(SourceKitValue(library.responseValue(response), in: library))
        }
        let kind = library.errorKind(response)
        if kind == WB_SOURCEKITD_REQUEST_CANCELLED { return .failure(.cancelled) }
        return .failure(
            .error(
                kind: Int(kind.rawValue),
                description: library.errorDescription(response).map { String(cString: $0) } ?? ""))
    }

    /// `source.request.diagnostics` for `file` compiled with driver-style `arguments`.
    package func diagnostics(
        file: String, arguments: [String], shouldCancel: () -> Bool = { false }
    ) -> Result<
        SourceKitValue, SourceKitFailure
    > {
        send(
            "{ key.request: source.request.diagnostics, key.sourcefile: \(Self.quoted(file)), "
                + "key.compilerargs: [\(arguments.map(Self.quoted).joined(separator: ", "))] }",
            shouldCancel: shouldCancel)
    }

    /// `source.request.variable.type`: the static type of every variable `file` declares, with
    /// its name's place, spelled as swiftc's diagnostics spell it (`[String.SubSequence]`).
    public func variableTypes(
        file: String, arguments: [String], shouldCancel: () -> Bool = { false }
    )
        -> [VariableType]?
    {
        let answer = send(
            "{ key.request: source.request.variable.type, key.sourcefile: \(Self.quoted(file)), "
                + "key.compilerargs: [\(arguments.map(Self.quoted).joined(separator: ", "))] }",
            shouldCancel: shouldCancel)
        guard case .success(let response) = answer, let list = response["key.variable_type_list"] else { return nil }
        return list.elements.compactMap { entry in
            guard let offset = entry["key.variable_offset"]?.integer,
                let length = entry["key.variable_length"]?.integer, let type = entry["key.variable_type"]?.text
            else { return nil }
            return VariableType(offset: offset, length: length, type: type)
        }
    }

    /// `source.request.codecomplete` at a byte offset of `text` (given as the file's contents).
    package func completions(
        file: String, text: String, offset: Int, arguments: [String]
    ) -> Result<
        SourceKitValue, SourceKitFailure
    > {
        send(
            "{ key.request: source.request.codecomplete, key.sourcefile: \(Self.quoted(file)), "
                + "key.sourcetext: \(Self.quoted(text)), key.offset: \(offset), "
                + "key.compilerargs: [\(arguments.map(Self.quoted).joined(separator: ", "))] }")
    }

    static func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t") + "\""
    }

    /// A request on its way: the answer lands on sourcekitd's thread, the caller waits for it
    /// or abandons it; whichever of the two comes last disposes the request's handle.
    private final class Pending: @unchecked Sendable {
        private let library: SourceKitLibrary
        private let arrived = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var answer: Result<SourceKitValue, SourceKitFailure> = .failure(.cancelled)
        private var handle: UnsafeRawPointer?
        private var delivered = false
        private var abandoned = false

        init(library: SourceKitLibrary) { self.library = library }

        func hold(_ handle: UnsafeRawPointer?) {
            lock.withLock { self.handle = handle }
        }

        func deliver(_ answer: Result<SourceKitValue, SourceKitFailure>) {
            lock.withLock {
                self.answer = answer
                delivered = true
                if abandoned { disposeHandle() }
            }
            arrived.signal()
        }

        /// True once the answer is there.
        func wait(milliseconds: Int) -> Bool {
            arrived.wait(timeout: .now() + .milliseconds(milliseconds)) == .success
        }

        func take() -> Result<SourceKitValue, SourceKitFailure> {
            lock.withLock {
                disposeHandle()
                return answer
            }
        }

        func abandon() {
            lock.withLock {
                abandoned = true
                if delivered { disposeHandle() }
            }
        }

        private func disposeHandle() {
            if let handle { library.disposeHandle?(handle) }
            handle = nil
        }
    }
}

/// Why sourcekitd gave no value.
package enum SourceKitFailure: Error, Equatable {
    /// The request's YAML was not understood.
    case notARequest
    /// The caller cancelled it, or sourcekitd did.
    case cancelled
    /// An error response: its kind (`sourcekitd_error_t`) and sourcekitd's words.
    case error(kind: Int, description: String)
}

/// A variable's static type, as sourcekitd's variable-type request gives it: the byte offset
/// and length of the variable's name in the file, and the type's spelling.
public struct VariableType: Equatable, Sendable {
    public var offset: Int
    public var length: Int
    public var type: String
}
