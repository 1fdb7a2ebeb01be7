import ChildProcess
import Foundation

/// Names the properties behind a compiled program's key paths. On Linux a key path
/// describes a computed property (every `@Observable` property is one) by its getter's
/// address, `\Counter.<computed 0x000055c870204830 (Int)>`; the binary's symbol table names
/// that getter (`key path getter for main.Counter.value : Swift.Int : main.Counter`). The
/// program reports where its image sits (`__dso_handle`'s address), so an address maps to
/// an offset in the file whatever address the loader chose.
public struct KeyPathNames: Sendable {
    /// Key path getters' offsets from `__dso_handle`, and the property each one reads.
    private let names: [Int: String]

    /// Reads the binary's symbols with the toolchain's `llvm-nm`; empty when it cannot.
    public init(binary: String, toolchain: Toolchain) {
        let nm = URL(fileURLWithPath: toolchain.swiftc).deletingLastPathComponent().appendingPathComponent("llvm-nm")
            .path
        let listing = (try? ChildCommand(nm, ["--defined-only", binary]).run())?.stdout ?? ""
        var getters: [(Int, String)] = []
        var handle: Int?
        for line in listing.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 3, let address = Int(parts[0], radix: 16) else { continue }
            let symbol = String(parts[2])
            if symbol == "__dso_handle" {
                handle = address
            } else if symbol.hasSuffix("TK"), let property = Self.property(demangling: symbol) {
                getters.append((address, property))
            }
        }
        guard let handle else {
            names = [:]
            return
        }
        names = Dictionary(getters.map { ($0.0 - handle, $0.1) }, uniquingKeysWith: { first, _ in first })
    }

    /// `<computed 0x… (Int)>` → `value`, given the program's `__dso_handle` address; anything
    /// else (a name already, or a getter not found) is returned unchanged.
    public func name(of description: String, imageBase: Int) -> String {
        let prefix = "<computed 0x"
        guard description.hasPrefix(prefix) else { return description }
        let digits = description.dropFirst(prefix.count).prefix { $0.isHexDigit }
        guard let address = Int(digits, radix: 16), let name = names[address - imageBase] else { return description }
        return name
    }

    /// `$s4main7CounterC5valueSivpACTK` → `value` (through the Swift runtime's demangler).
    static func property(demangling symbol: String) -> String? {
        guard let text = demangle(symbol) else { return nil }
        let prefix = "key path getter for "
        guard text.hasPrefix(prefix) else { return nil }
        let declaration = text.dropFirst(prefix.count)
        // `main.Counter.value : Swift.Int : main.Counter` → `main.Counter.value` → `value`.
        guard let colon = declaration.range(of: " : ") else { return nil }
        let path = declaration[..<colon.lowerBound]
        // A private property: `main.Store.(nextID in _F41A…)` → `nextID`.
        if path.hasSuffix(")"), let open = path.lastIndex(of: "("), let space = path[open...].firstIndex(of: " ") {
            return String(path[path.index(after: open)..<space])
        }
        guard !path.contains("("), let dot = path.lastIndex(of: ".") else { return nil }
        return String(path[path.index(after: dot)...])
    }

    private static func demangle(_ symbol: String) -> String? {
        symbol.withCString { name in
            guard let result = swiftDemangle(name, strlen(name), nil, nil, 0) else { return nil }
            defer { free(result) }
            return String(cString: result)
        }
    }
}

/// The Swift runtime's demangler (`swift_demangle`, exported by libswiftCore for tools).
@_silgen_name("swift_demangle")
private func swiftDemangle(
    _ mangledName: UnsafePointer<CChar>, _ length: Int, _ outputBuffer: UnsafeMutablePointer<CChar>?,
    _ outputBufferSize: UnsafeMutablePointer<Int>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?
