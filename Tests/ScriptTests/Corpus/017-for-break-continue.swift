// for-in with break, continue and a where clause.
let inbox = ["hello", "", "spam: win", "meeting", "STOP", "never read"]
var read: [String] = []
for message in inbox {
    if message.isEmpty {
        continue
    }
    if message.hasPrefix("spam") {
        print("skipping spam")
        continue
    }
    if message == "STOP" {
        print("stop marker")
        break
    }
    read.append(message)
}
print(read)
var total = 0
for n in 1...20 where n % 5 == 0 {
    total += n
}
print("total:", total)
for row in 1...3 {
    var line = ""
    for col in 1...3 {
        if col > row { break }
        line += "*"
    }
    print(line)
}
