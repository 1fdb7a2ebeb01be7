// Passing an optional where a non-optional parameter is expected.
func greet(_ name: String) {
    print("Hello,", name)
}

let names = ["ada": "Ada Lovelace", "grace": "Grace Hopper"]
greet("everyone")
greet(names["ada"])
