import Observation

// A subscript on an @Observable model reads and writes tracked storage.
@Observable final class Spreadsheet {
    private var cells: [String: Double] = [:]
    subscript(cell: String) -> Double {
        get { cells[cell] ?? 0 }
        set { cells[cell] = newValue }
    }
    var filled: Int { cells.count }
}
let sheet = Spreadsheet()
withObservationTracking {
    _ = sheet["A1"]
} onChange: {
    print("cells will change")
}
sheet["A1"] = 3.5
sheet["B2"] = sheet["A1"] * 2
print(sheet["A1"], sheet["B2"], sheet["C3"], sheet.filled)
