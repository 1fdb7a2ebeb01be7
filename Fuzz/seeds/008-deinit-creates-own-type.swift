class D { deinit { _ = D() } }
var d: D? = D()
d = nil
print("after")
