/// A budget for the values a script builds: growing a string or an array past it stops
/// the run with a message, where the host would otherwise abort on a failed allocation
/// (doubling a string 40 times asks for a terabyte). No lesson comes near these sizes.

import ScriptFrontEnd

enum MemoryBudget {
    /// The largest string one value may hold, in UTF-8 bytes.
    static let stringBytes = 64 << 20
    /// The most elements one array may hold (`boundedCount` uses the same number).
    static let arrayElements = 10_000_000
}

extension Interpreter {
    /// Stops the run when a string of `bytes` UTF-8 bytes is about to be built.
    func ensureStringFits(_ bytes: Int, at pos: SourcePos) throws {
        guard bytes > MemoryBudget.stringBytes else { return }
        throw ScriptError.stopped(
            "execution stopped: a string of \(bytes) bytes is over the workbook's memory budget of "
                + "\(MemoryBudget.stringBytes >> 20) MB for one value", at: pos)
    }

    /// Stops the run when an array of `count` elements is about to be built.
    func ensureArrayFits(_ count: Int, at pos: SourcePos) throws {
        guard count > MemoryBudget.arrayElements else { return }
        throw ScriptError.stopped(
            "execution stopped: an array of \(count) elements is over the workbook's memory budget of "
                + "\(MemoryBudget.arrayElements) elements for one value", at: pos)
    }
}
