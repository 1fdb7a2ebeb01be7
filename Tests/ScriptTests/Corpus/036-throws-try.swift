// throws, do/catch, try?, try! and errors as enums.
enum ValidationError: Error {
    case empty
    case tooLong
}

func validate(_ title: String) throws -> String {
    if title.isEmpty { throw ValidationError.empty }
    if title.count > 8 { throw ValidationError.tooLong }
    return title.uppercased()
}

for title in ["ship", "", "a very long title"] {
    do {
        let valid = try validate(title)
        print("valid:", valid)
    } catch ValidationError.empty {
        print("error: empty title")
    } catch {
        print("error:", error)
    }
}
print(try? validate("ok") ?? "nil", (try? validate("")) ?? "fallback")
let sure = try! validate("fine")
print(sure)

func validateAll(_ titles: [String]) throws -> Int {
    var count = 0
    for t in titles {
        _ = try validate(t)
        count += 1
    }
    return count
}
do {
    print(try validateAll(["a", "b"]))
    print(try validateAll(["a", "", "c"]))
} catch let error as ValidationError {
    print("stopped:", error == .empty)
}
