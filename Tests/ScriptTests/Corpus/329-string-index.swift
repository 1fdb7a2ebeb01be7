// String.Index: positions from startIndex, firstIndex(of:), index(after:), and ranges of them.
let title = "Buy milk: 2 litres"
if let colon = title.firstIndex(of: ":") {
    let task = title[..<colon]
    let detail = title[title.index(after: colon)...]
    print("task: \(task)")
    print("detail:\(detail)")
    print(title[colon], title.distance(from: title.startIndex, to: colon))
}
let start = title.startIndex
let fourth = title.index(start, offsetBy: 3)
print(title[start], title[fourth], title[start..<fourth], title[start...fourth])
print(title[title.index(before: title.endIndex)])
if let far = title.index(start, offsetBy: 100, limitedBy: title.endIndex) {
    print("far", title[far])
} else {
    print("offset 100 is past the end")
}
let word = "level"
var isPalindrome = true
var front = word.startIndex
var back = word.index(before: word.endIndex)
while front < back {
    if word[front] != word[back] { isPalindrome = false }
    front = word.index(after: front)
    back = word.index(before: back)
}
print(word, isPalindrome)
for index in "abc".indices { print("abc"[index], terminator: " ") }
print()
let label = "Label: Groceries"
if let space = label.lastIndex(of: " ") {
    print(String(label[label.index(after: space)...]).uppercased())
}
print(label.firstIndex(where: { $0.isUppercase && $0 != "L" }).map { label[$0] } ?? "-")
