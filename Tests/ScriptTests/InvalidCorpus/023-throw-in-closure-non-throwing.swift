// `throw` inside the closure passed to forEach: forEach rethrows, so the call needs `try`
// inside a function that is not `throws` either.
struct BadLabel: Error {}

func checkAll(_ labels: [String]) {
    print("checking", labels.count, "labels")
    labels.forEach { label in
        if label.isEmpty { throw BadLabel() }
    }
}

checkAll(["home", "work"])
