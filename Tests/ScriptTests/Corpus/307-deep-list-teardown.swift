// Releasing a long linked list frees every node, in order, without running out of stack.
final class Node {
    let value: Int
    var next: Node?
    init(value: Int, next: Node?) { self.value = value; self.next = next }
}

var released = 0
final class TrackedNode {
    let value: Int
    var next: TrackedNode?
    init(value: Int, next: TrackedNode?) { self.value = value; self.next = next }
    deinit {
        released += 1
        if value % 1000 == 0 { print("released node \(value)") }
    }
}

var head: Node? = nil
for value in 0..<3000 { head = Node(value: value, next: head) }
print("built list starting at", head?.value ?? -1)
head = nil
print("reset plain list")

var tracked: TrackedNode? = nil
for value in 0..<3000 { tracked = TrackedNode(value: value, next: tracked) }
tracked = nil
print("released", released, "tracked nodes")

func buildLocally() -> Int {
    var local: TrackedNode? = nil
    for value in 1...3000 { local = TrackedNode(value: value, next: local) }
    return local?.value ?? 0
}
print("local head", buildLocally())
print("released", released, "tracked nodes")
