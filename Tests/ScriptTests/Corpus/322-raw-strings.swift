// Raw strings: backslashes and quotes are text; \#( ) interpolates.
let path = #"C:\Users\guest\notes.txt"#
print(path)
let quote = #"She said "hello" and left"#
print(quote)
let count = 3
print(#"There are \#(count) items, not \(count)"#)
let regexLike = #"\d+\.\d+"#
print(regexLike, regexLike.count)
let doubleHash = ##"A "#" inside"##
print(doubleHash)
print(#"tab:\#tend"#)
