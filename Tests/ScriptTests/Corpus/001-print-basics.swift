// print: several items, separator, terminator.
print("Observation Workbook")
print("tasks:", 3)
print("a", "b", "c", separator: "-")
print("no newline", terminator: "")
print(" ... continued")
print()
print(1, 2.5, true, "text")
let empty = ""
print("[\(empty)]")
print("tab\there", "quote\"d", "back\\slash")
