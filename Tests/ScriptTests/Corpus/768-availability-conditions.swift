// `#available` and `#unavailable` conditions are decided as the host decides them: on Linux
// no named platform applies and `*` stands for the host, so every `#available(…, *)` holds
// and every `#unavailable(…)` does not, in `if`, `guard` and `while`, beside other clauses.
@available(macOS 10.12, *)
struct ColorPreference {
    var bestColor = "blue"
}

func chooseBestColor() -> String {
    guard #available(macOS 10.12, *) else {
        return "gray"
    }
    let colors = ColorPreference()
    return colors.bestColor
}
print(chooseBestColor())

if #available(iOS 17, macOS 14, *) {
    print("new APIs")
} else {
    print("fallback")
}

if #available(iOS 11.2.6, macOS 10.13.3, watchOS 4, tvOS 11, visionOS 1, *) {
    print("minor versions too")
}

if #unavailable(iOS 10) {
    print("unavailable on this platform")
} else {
    print("available after all")
}

let saved: Int? = 42
if #available(macOS 13, *), let value = saved, value > 40 {
    print("restored", value)
}

var attempts = 0
while #available(iOS 15, *), attempts < 3 {
    attempts += 1
}
print("attempts:", attempts)

func label(for version: Int) -> String {
    if #unavailable(macOS 12) {
        return "legacy \(version)"
    } else if #available(macOS 12, *) {
        return "modern \(version)"
    }
    return "unknown"
}
print(label(for: 7))

let checks = [1, 2, 3].map { number -> String in
    guard #available(iOS 16, *) else { return "old" }
    return "new \(number)"
}
print(checks)
