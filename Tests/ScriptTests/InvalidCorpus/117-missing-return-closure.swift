// A multi-statement closure with a declared result type that does not always return.
let scores = [3, 8, 12]
print("grading", scores.count, "scores")

let grades = scores.map { (score: Int) -> String in
    if score >= 10 {
        return "A"
    } else if score >= 5 {
        return "B"
    }
}
print(grades)
