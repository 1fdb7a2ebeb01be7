class Node { var next = Node() }
let n = Node()
