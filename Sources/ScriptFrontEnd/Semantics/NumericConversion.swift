// Conversions between the numeric types, with the trap messages Swift's standard library
// prints (checked against a compiled program's stderr).

package enum NumericConversion {
    /// Why `Int(value)` traps, or nil when the value fits.
    package static func failureConvertingToInt(_ value: Double) -> String? {
        let prefix = "Fatal error: Double value cannot be converted to Int because "
        if !value.isFinite { return prefix + "it is either infinite or NaN" }
        // 2^63 is exactly representable; every Double below it (and ≥ -2^63) truncates into Int.
        if value >= 9_223_372_036_854_775_808.0 { return prefix + "the result would be greater than Int.max" }
        if value < -9_223_372_036_854_775_808.0 { return prefix + "the result would be less than Int.min" }
        return nil
    }
}
