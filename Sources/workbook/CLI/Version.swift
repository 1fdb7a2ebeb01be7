enum Version {
    static let number = "0.1.0"
    static let text = "workbook \(number) (Observation Workbook)"
}
