// A backslash at the end of a line in a multi-line string joins it to the next line;
// the closing delimiter's indentation is still removed from every line.
let softWrapped = """
    The quick brown fox \
    jumps over the lazy dog.
    """
print(softWrapped)

let mixed = """
    one \
    two
      three \("interpolated") \
    four
    """
print(mixed)
print(mixed.split(separator: "\n").count)

// Multi-line raw strings: backslashes and quotes are text; \#( ) interpolates.
let raw = #"""
    C:\path\to "file" \(not interpolated)
    value: \#(40 + 2)
    """#
print(raw)
