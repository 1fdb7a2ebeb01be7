// AsyncStream's build closure runs at once; values yielded before anyone reads are buffered,
// and makeStream(of:) gives the stream and its continuation as a pair.
func numbers(upTo limit: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        print("building")
        for n in 1...limit where n % 2 == 1 {
            continuation.yield(n)
        }
        continuation.finish()
    }
}

let odd = numbers(upTo: 7)
print("made the stream")
var total = 0
for await n in odd {
    total += n
}
print("total \(total)")

let (events, sink) = AsyncStream.makeStream(of: String.self)
sink.yield("opened")
sink.yield("saved")
let reader = Task {
    var log: [String] = []
    for await event in events {
        log.append(event)
        if event == "closed" { break }
    }
    return log
}
sink.yield("closed")
sink.yield("ignored")
print(await reader.value)
