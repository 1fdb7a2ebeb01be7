import Testing

/// Both implementations must print `expected`; if the oracle itself disagrees with
/// `expected`, the curriculum's claim is what is wrong, and the failure says so.
func expectAgreement(
    oracle: [String], builtIn: [String], expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        oracle == expected, "the toolchain's Observation printed something else than the claim",
        sourceLocation: sourceLocation)
    #expect(
        builtIn == oracle, "the built-in runtime disagrees with the toolchain's Observation",
        sourceLocation: sourceLocation)
}
