// `throw` inside a didSet observer, which can never throw.
struct RangeError: Error {}

struct Volume {
    var level = 5 {
        didSet {
            if level > 10 { throw RangeError() }
        }
    }
}

var v = Volume()
print("level:", v.level)
v.level = 7
print("level:", v.level)
