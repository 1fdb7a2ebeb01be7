// `print(_:to:)` and `dump(_:to:)` append to a String, which is a TextOutputStream.
var log = ""
print("start", to: &log)
print(1, 2, 3, separator: ", ", to: &log)
print("no newline", terminator: "", to: &log)
print(to: &log)
debugPrint("quoted", [1], to: &log)
dump([true], to: &log)
print(log, terminator: "")
print(log.count)

struct Recorder {
    var lines = ""
    mutating func record(_ items: Int...) {
        for item in items { print("item", item, to: &lines) }
    }
}
var recorder = Recorder()
recorder.record(1, 2)
print(recorder.lines, terminator: "")

final class Journal { var text = "" }
let journal = Journal()
print("into a class's property", to: &journal.text)
var pages = ["", ""]
print("into an element", to: &pages[1])
print(journal.text, pages, separator: "|")
