class A { var name: String { get { "" } set { name = newValue } } }
let a = A()
a.name = "x"
print("after")
