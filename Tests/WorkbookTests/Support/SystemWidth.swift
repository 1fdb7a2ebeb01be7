import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// glibc's `wcwidth` — what libedit and terminals use to place characters — looked up at run
/// time (Swift's Glibc module does not export it). In a UTF-8 LC_CTYPE.
enum SystemWidth {
    private typealias Wcwidth = @convention(c) (Int32) -> Int32

    private static let function: Wcwidth = {
        setlocale(LC_CTYPE, "C.UTF-8")
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else {
            fatalError("glibc has no wcwidth")
        }
        return unsafeBitCast(symbol, to: Wcwidth.self)
    }()

    /// Columns of one scalar: -1 for a control character, else 0, 1 or 2.
    static func columns(_ scalar: Unicode.Scalar) -> Int {
        Int(function(Int32(bitPattern: scalar.value)))
    }
}
