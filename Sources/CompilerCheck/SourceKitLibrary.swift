import CSourceKit
import Foundation

/// The functions of sourcekitd's C API the service uses, looked up with `dlsym` in the
/// toolchain's `libsourcekitdInProc.so` (nothing of SourceKit is needed to build): requests
/// are written as YAML, responses read through the variant API (`sourcekitd.h`), the
/// interface sourcekit-lsp reads them through.
struct SourceKitLibrary: @unchecked Sendable {
    typealias Response = OpaquePointer
    typealias Request = OpaquePointer
    /// A `sourcekitd_uid_t`: a uniqued string, valid for the life of the process.
    typealias UID = UnsafeMutableRawPointer
    typealias Variant = wb_sourcekitd_variant
    typealias Receiver = @convention(block) (Response?) -> Void

    let initialize: @convention(c) () -> Void
    let requestFromYAML:
        @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Request?
    let releaseRequest: @convention(c) (Request) -> Void
    let sendSync: @convention(c) (Request) -> Response?
    let send: @convention(c) (Request, UnsafeMutablePointer<UnsafeRawPointer?>?, @escaping Receiver) -> Void
    let cancel: @convention(c) (UnsafeRawPointer?) -> Void
    /// Absent before Swift 5.9's sourcekitd; then the handle is not given back.
    let disposeHandle: (@convention(c) (UnsafeRawPointer?) -> Void)?
    let disposeResponse: @convention(c) (Response) -> Void
    let isError: @convention(c) (Response) -> Bool
    let errorKind: @convention(c) (Response) -> wb_sourcekitd_error
    let errorDescription: @convention(c) (Response) -> UnsafePointer<CChar>?
    let responseValue: @convention(c) (Response) -> Variant
    let variantType: @convention(c) (Variant) -> wb_sourcekitd_variant_type
    let dictionaryApply: @convention(c) (Variant, wb_sourcekitd_dictionary_applier, UnsafeMutableRawPointer?) -> Bool
    let arrayCount: @convention(c) (Variant) -> Int
    let arrayValue: @convention(c) (Variant, Int) -> Variant
    let int64: @convention(c) (Variant) -> Int64
    let bool: @convention(c) (Variant) -> Bool
    let double: @convention(c) (Variant) -> Double
    let stringLength: @convention(c) (Variant) -> Int
    let stringPointer: @convention(c) (Variant) -> UnsafePointer<CChar>?
    let uidValue: @convention(c) (Variant) -> UID?
    let uidString: @convention(c) (UID) -> UnsafePointer<CChar>?

    /// `libsourcekitdInProc.so` beside the toolchain's `bin/swiftc`, if it is there and has
    /// every function; nil otherwise (the checker then runs a process per entry).
    init?(besideCompiler swiftc: String) {
        let path = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/libsourcekitdInProc.so").path
        guard FileManager.default.fileExists(atPath: path), let handle = dlopen(path, RTLD_NOW) else { return nil }
        struct Missing: Error {}
        // The C function's type is the property's it is assigned to.
        func function<F>(_ name: String) throws -> F {
            guard let address = dlsym(handle, name) else { throw Missing() }
            return unsafeBitCast(address, to: F.self)
        }
        do {
            initialize = try function("sourcekitd_initialize")
            requestFromYAML = try function("sourcekitd_request_create_from_yaml")
            releaseRequest = try function("sourcekitd_request_release")
            sendSync = try function("sourcekitd_send_request_sync")
            send = try function("sourcekitd_send_request")
            cancel = try function("sourcekitd_cancel_request")
            disposeHandle = try? function("sourcekitd_request_handle_dispose")
            disposeResponse = try function("sourcekitd_response_dispose")
            isError = try function("sourcekitd_response_is_error")
            errorKind = try function("sourcekitd_response_error_get_kind")
            errorDescription = try function("sourcekitd_response_error_get_description")
            responseValue = try function("sourcekitd_response_get_value")
            variantType = try function("sourcekitd_variant_get_type")
            dictionaryApply = try function("sourcekitd_variant_dictionary_apply_f")
            arrayCount = try function("sourcekitd_variant_array_get_count")
            arrayValue = try function("sourcekitd_variant_array_get_value")
            int64 = try function("sourcekitd_variant_int64_get_value")
            bool = try function("sourcekitd_variant_bool_get_value")
            double = try function("sourcekitd_variant_double_get_value")
            stringLength = try function("sourcekitd_variant_string_get_length")
            stringPointer = try function("sourcekitd_variant_string_get_ptr")
            uidValue = try function("sourcekitd_variant_uid_get_value")
            uidString = try function("sourcekitd_uid_get_string_ptr")
        } catch {
            return nil
        }
    }
}
