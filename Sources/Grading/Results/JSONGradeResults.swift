import Foundation

/// `workbook grade --format json`: `{"exercises": [{"number", "folder", "title", "status",
/// "duration", "failures": [{"test", "message", "file", "line"}], "reason"}], "passed", "total"}`.
enum JSONGradeResults {
    static func render(_ results: [ExerciseResult]) -> String {
        let exercises: [[String: Any]] = results.map { result in
            var record: [String: Any] = [
                "number": result.number, "folder": result.folder, "title": result.title, "status": result.status,
                "duration": (result.duration * 1000).rounded() / 1000,
                "failures": result.failures.map { failure -> [String: Any] in
                    var entry: [String: Any] = ["message": failure.message]
                    if let test = failure.test { entry["test"] = test }
                    if let file = failure.file { entry["file"] = file }
                    if let line = failure.line { entry["line"] = line }
                    return entry
                },
            ]
            if let reason = result.reason { record["reason"] = reason }
            return record
        }
        let document: [String: Any] = [
            "exercises": exercises, "total": results.count,
            "passed": results.filter { $0.status == GradeOutcome.passed(tests: 0).label }.count,
        ]
        let data =
            (try? JSONSerialization.data(
                withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
