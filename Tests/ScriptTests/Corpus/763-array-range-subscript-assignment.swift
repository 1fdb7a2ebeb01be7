// Assigning to a range of an array replaces those elements, with as many new ones as given.
var letters = ["a", "b", "c", "d", "e", "f"]
letters[1...3] = ["X", "Y"]
print(letters)
letters[0..<2] = ["P", "Q", "R", "S"]
print(letters)
letters[4...] = []
print(letters)
letters[..<1] = letters[2...3]
print(letters, letters.count)
var numbers = [1, 2, 3]
numbers[3..<3] = [4, 5]
print(numbers)
