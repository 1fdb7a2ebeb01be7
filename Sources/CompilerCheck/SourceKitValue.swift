import CSourceKit

/// A sourcekitd response, copied out of its variants (`sourcekitd_variant_*`) before the
/// response is disposed: dictionaries keyed by their UIDs' names (`key.diagnostics`),
/// arrays, strings, integers, booleans and UIDs (`source.diagnostic.severity.error`).
package indirect enum SourceKitValue: Equatable, Sendable {
    case dictionary([String: SourceKitValue])
    case array([SourceKitValue])
    case string(String)
    case integer(Int)
    case bool(Bool)
    case double(Double)
    case uid(String)
    case null

    package subscript(key: String) -> SourceKitValue? {
        if case .dictionary(let entries) = self { return entries[key] }
        return nil
    }

    package var elements: [SourceKitValue] {
        if case .array(let items) = self { return items }
        return []
    }

    package var text: String? {
        switch self {
        case .string(let text), .uid(let text): return text
        default: return nil
        }
    }

    package var integer: Int? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// Reads `variant` and everything under it (raw data, which no request here returns, reads as null).
    init(_ variant: wb_sourcekitd_variant, in library: SourceKitLibrary) {
        switch library.variantType(variant) {
        case WB_SOURCEKITD_DICTIONARY:
            let collected = DictionaryReader(library: library)
            _ = library.dictionaryApply(
                variant,
                { key, value, context in
                    guard let key, let context else { return false }
                    let reader = Unmanaged<DictionaryReader>.fromOpaque(context).takeUnretainedValue()
                    guard let name = reader.library.uidString(key) else { return true }
                    reader.entries[String(cString: name)] = SourceKitValue(value, in: reader.library)
                    return true
                }, Unmanaged.passUnretained(collected).toOpaque())
            self = .dictionary(collected.entries)
        case WB_SOURCEKITD_ARRAY:
            self = .array(
                (0..<library.arrayCount(variant)).map { SourceKitValue(library.arrayValue(variant, $0), in: library) })
        case WB_SOURCEKITD_INT64:
            self = .integer(Int(library.int64(variant)))
        case WB_SOURCEKITD_STRING:
            guard let pointer = library.stringPointer(variant) else {
                self = .string("")
                return
            }
            // Counted, not read to a NUL: the length is the string's.
            let bytes = UnsafeRawBufferPointer(start: pointer, count: library.stringLength(variant))
            self = .string(String(decoding: bytes, as: UTF8.self))
        case WB_SOURCEKITD_UID:
            self = library.uidValue(variant).flatMap(library.uidString).map { .uid(String(cString: $0)) } ?? .null
        case WB_SOURCEKITD_BOOL:
            self = .bool(library.bool(variant))
        case WB_SOURCEKITD_DOUBLE:
            self = .double(library.double(variant))
        default:
            self = .null
        }
    }

    /// What a dictionary's applier (a C function: it captures nothing) fills in.
    private final class DictionaryReader {
        let library: SourceKitLibrary
        var entries: [String: SourceKitValue] = [:]
        init(library: SourceKitLibrary) { self.library = library }
    }
}
