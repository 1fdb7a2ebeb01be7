// Optionals: nil, force unwrap, comparison with nil, optional printing.
var nickname: String? = nil
print(nickname == nil)
nickname = "Ace"
print(nickname != nil, nickname!)
print(nickname!.count)
let numbers = ["1", "two", "3"].map { Int($0) }
print(numbers.map { $0 == nil ? "nil" : "\($0!)" })
var maybeAge: Int?
print(maybeAge == nil)
maybeAge = 41
maybeAge! += 1
print(maybeAge! * 2)
let values: [Int?] = [1, nil, 3]
print(values.compactMap { $0 })
let optionalNumber: Int? = 5
print(optionalNumber.map { $0 * 10 } ?? 0)
print(optionalNumber == 5, optionalNumber == nil)
let first: String? = ["a", "b"].first
print(first ?? "none")
