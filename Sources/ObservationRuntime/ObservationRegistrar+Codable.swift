// Like the toolchain's registrar, which is `Codable` so that a `Codable` `@Observable` class
// can synthesize its coding (the macro stores `_$observationRegistrar` beside the properties):
// it encodes nothing and decodes as a fresh registrar. Programs compiled against the
// `Observation` facade (`workbook run`) need it.
extension ObservationRegistrar: Codable {
    public init(from decoder: any Decoder) throws {
        self.init()
    }

    public func encode(to encoder: any Encoder) {}
}
