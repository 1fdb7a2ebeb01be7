// Meeting scheduling: merging busy intervals, finding free slots, and booking rooms.

struct TimeOfDay: Comparable, CustomStringConvertible, Hashable {
    let minutes: Int
    init(_ h: Int, _ m: Int = 0) { minutes = h * 60 + m }
    static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.minutes < b.minutes }
    var description: String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }
}

struct Meeting {
    let title: String
    let slot: Range<TimeOfDay>
}

func merge(_ slots: [Range<TimeOfDay>]) -> [Range<TimeOfDay>] {
    var merged: [Range<TimeOfDay>] = []
    for slot in slots.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = merged.last, last.upperBound >= slot.lowerBound {
            merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, slot.upperBound)
        } else {
            merged.append(slot)
        }
    }
    return merged
}

func freeSlots(in day: Range<TimeOfDay>, busy: [Range<TimeOfDay>], atLeast length: Int)
    -> [Range<TimeOfDay>] {
    var free: [Range<TimeOfDay>] = []
    var cursor = day.lowerBound
    for slot in merge(busy) {
        if slot.lowerBound.minutes - cursor.minutes >= length {
            free.append(cursor..<slot.lowerBound)
        }
        cursor = max(cursor, slot.upperBound)
    }
    if day.upperBound.minutes - cursor.minutes >= length { free.append(cursor..<day.upperBound) }
    return free
}

var rooms: [String: [Meeting]] = ["Lovelace": [], "Hopper": []]

func book(_ title: String, _ slot: Range<TimeOfDay>) -> String? {
    for room in rooms.keys.sorted() {
        let clashes = rooms[room]!.contains { $0.slot.overlaps(slot) }
        if !clashes {
            rooms[room]!.append(Meeting(title: title, slot: slot))
            return room
        }
    }
    return nil
}

let requests: [(String, Range<TimeOfDay>)] = [
    ("standup", TimeOfDay(9)..<TimeOfDay(9, 15)), ("design", TimeOfDay(9)..<TimeOfDay(10, 30)),
    ("lunch", TimeOfDay(12)..<TimeOfDay(13)), ("review", TimeOfDay(9, 10)..<TimeOfDay(9, 40)),
    ("retro", TimeOfDay(10)..<TimeOfDay(11)), ("1:1", TimeOfDay(12, 30)..<TimeOfDay(13)),
]
for (title, slot) in requests {
    if let room = book(title, slot) { print("\(title) \(slot) -> \(room)") }
    else { print("\(title) \(slot) -> no room") }
}
let day = TimeOfDay(9)..<TimeOfDay(17)
for room in rooms.keys.sorted() {
    let busy = rooms[room]!.map(\.slot)
    print(room, "busy:", merge(busy).map { "\($0.lowerBound)-\($0.upperBound)" })
    print(room, "free:", freeSlots(in: day, busy: busy, atLeast: 45).map(\.description))
}
let everyone = merge(rooms.values.flatMap { $0.map(\.slot) })
print("all busy:", everyone, everyone.contains { $0.contains(TimeOfDay(12, 45)) })
