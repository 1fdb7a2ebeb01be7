/// A budget for the values a script builds: growing a string or an array past it stops
/// the run with a message, where the host would otherwise abort on a failed allocation
/// (doubling a string 40 times asks for a terabyte). No lesson comes near these sizes.

//
/// Beside the cap on one value, a budget for them all: many values under the cap can still
/// exhaust the machine (and the REPL runs in the workbook's own process). The process's
/// resident memory is read every 16,384 steps and before a large string or array is built;
/// over the budget, the run stops with a message. The interpreter holds one (`memory`), made
/// from its options: the checks read nothing else of it.

import Foundation
import ScriptFrontEnd

#if canImport(Glibc)
    import Glibc
#endif

public struct MemoryBudget {
    /// The budget for all values together, in resident bytes (`ScriptOptions.memoryBudget`).
    let allValues: Int

    /// The largest string one value may hold, in UTF-8 bytes.
    static let stringBytes = 64 << 20
    /// The most elements one array may hold (`boundedCount` uses the same number).
    static let arrayElements = 10_000_000
    /// Values this large make the process's memory be read before they are built.
    static let largeValue = 1 << 16

    /// The default for all values (`ScriptOptions.memoryBudget`): half the machine's memory,
    /// or three quarters of the process's address-space or data limit when that is lower.
    public static let defaultResidentBytes: Int = {
        var budget = Int(clamping: ProcessInfo.processInfo.physicalMemory / 2)
        for resource in [RLIMIT_AS, RLIMIT_DATA] {
            var limit = rlimit()
            // RLIM_INFINITY is all ones (Swift cannot import its `-1` as unsigned).
            if getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0, limit.rlim_cur != .max {
                budget = min(budget, Int(clamping: limit.rlim_cur / 4 * 3))
            }
        }
        return max(budget, 256 << 20)
    }()

    /// The process's resident memory in bytes (0 where it cannot be read).
    public static func residentBytes() -> Int {
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return 0 }
        // "size resident shared …", in pages.
        let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Stops the run when a string of `bytes` UTF-8 bytes is about to be built.
    func ensureStringFits(_ bytes: Int, at pos: SourcePos) throws {
        if bytes >= MemoryBudget.largeValue { try ensureMemoryLeft(at: pos) }
        guard bytes > MemoryBudget.stringBytes else { return }
        throw ScriptError.stopped(
            "execution stopped: a string of \(bytes) bytes is over the workbook's memory budget of "
                + "\(MemoryBudget.stringBytes >> 20) MB for one value", at: pos)
    }

    /// Stops the run when an array of `count` elements is about to be built.
    func ensureArrayFits(_ count: Int, at pos: SourcePos) throws {
        if count >= MemoryBudget.largeValue { try ensureMemoryLeft(at: pos) }
        guard count > MemoryBudget.arrayElements else { return }
        throw ScriptError.stopped(
            "execution stopped: an array of \(count) elements is over the workbook's memory budget of "
                + "\(MemoryBudget.arrayElements) elements for one value", at: pos)
    }

    /// Stops the run when the process holds more memory than the budget for all values.
    func ensureMemoryLeft(at pos: SourcePos) throws {
        let budget = allValues
        guard MemoryBudget.residentBytes() > budget else { return }
        throw ScriptError.stopped(
            "execution stopped: the program's values take more than the workbook's memory budget of "
                + "\(budget >> 20) MB (in the REPL, :reset lets them go)", at: pos)
    }
}
