// A binary search tree of Comparable values: insertion, traversal, height and ranges.

final class Node<Value: Comparable> {
    var value: Value
    var left: Node?
    var right: Node?
    init(_ value: Value) { self.value = value }
}

struct SearchTree<Value: Comparable> {
    private(set) var root: Node<Value>?
    private(set) var count = 0

    mutating func insert(_ value: Value) -> Bool {
        guard let root else {
            root = Node(value); count = 1
            return true
        }
        var node = root
        while true {
            if value == node.value { return false }
            let goLeft = value < node.value
            if let next = goLeft ? node.left : node.right {
                node = next
            } else {
                if goLeft { node.left = Node(value) } else { node.right = Node(value) }
                count += 1
                return true
            }
        }
    }

    func contains(_ value: Value) -> Bool {
        var node = root
        while let n = node {
            if n.value == value { return true }
            node = value < n.value ? n.left : n.right
        }
        return false
    }

    var inOrder: [Value] {
        func walk(_ node: Node<Value>?, into out: inout [Value]) {
            guard let node else { return }
            walk(node.left, into: &out)
            out.append(node.value)
            walk(node.right, into: &out)
        }
        var out: [Value] = []
        walk(root, into: &out)
        return out
    }

    var height: Int {
        func depth(_ node: Node<Value>?) -> Int {
            guard let node else { return 0 }
            return 1 + max(depth(node.left), depth(node.right))
        }
        return depth(root)
    }

    func range(_ bounds: ClosedRange<Value>) -> [Value] { inOrder.filter { bounds.contains($0) } }
}

var tree = SearchTree<Int>()
let inserted = [50, 30, 70, 20, 40, 60, 80, 30, 65].map { tree.insert($0) }
print(inserted)
print(tree.inOrder, tree.count, tree.height)
print(tree.contains(65), tree.contains(66), tree.range(35...65))
print(tree.root?.left?.right?.value ?? -1, type(of: tree.root!))
var names = SearchTree<String>()
for name in ["mia", "ben", "zoe", "al", "kai", "ben"] { _ = names.insert(name) }
print(names.inOrder, names.height, names.range("b"..."m"))
var sorted = SearchTree<Double>()
for x in stride(from: 1.0, through: 3.0, by: 0.5) { _ = sorted.insert(x) }
print(sorted.height, sorted.inOrder, sorted.count)
