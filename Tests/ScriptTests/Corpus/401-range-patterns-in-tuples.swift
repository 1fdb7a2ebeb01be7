// Range patterns inside tuple and optional patterns take each element's type.
func advice(temperature: Double, wind: Int) -> String {
    switch (temperature, wind) {
    case (..<0, _): return "freezing"
    case (0..<15, 30...): return "cold and windy"
    case (0..<15, _): return "cold"
    case (15...25, 0..<10): return "lovely"
    case (let t, let w) where t > 25 && w < 5: return "hot, still"
    default: return "fine"
    }
}
let readings: [(Double, Int)] = [(-3.5, 10), (10, 40), (12.5, 0), (20, 5), (31, 2), (22, 20)]
for (t, w) in readings { print(t, w, advice(temperature: t, wind: w)) }

let sizes: [Double?] = [0.5, nil, 3, 12.25]
for size in sizes {
    switch size {
    case (0..<1)?: print("tiny")
    case (1...10)?: print("medium")
    case .some(let s): print("large \(s)")
    case nil: print("missing")
    }
}
let grade: Character = "b"
switch (grade, 2) {
case ("a"..."c", 1...3): print("good early")
default: print("other")
}
