/// Whether a learner's `swift test` ends with the exercise table (GraderSupport prints it
/// when the test process exits). `workbook grade` turns it off: it prints its own.
public enum GradeReportSetting {
    public static let environmentVariable = "WORKBOOK_GRADE_REPORT"

    public static var isEnabled: Bool {
        ProcessEnvironment.value(environmentVariable)?.lowercased() != "off"
    }
}
