// A value stored or passed where an optional is expected is an optional (printed Optional(5)): a tuple's
// element, a closure's argument, a generic type's field bound to an optional, an array of tuples of
// optionals; an inout optional or Double; and not a chain's own optional (`car.engine?.power = 1` stores 1).
var t: (Int?, String) = (nil, "a")
t.0 = 5
print(t)
var u: (x: Double, y: Int) = (0, 0)
u.x = 3
u.0 += 1
print(u)
func setIt(_ v: inout Int?) { v = 9 }
var o: Int? = nil
setIt(&o)
print(o as Any)
func setD(_ v: inout Double) { v = 2 }
var dd = 0.5
setD(&dd)
print(dd)
let call: (Int?) -> String = { "\($0 as Any)" }
print(call(4))
struct Box<T> { var value: T }
var b = Box<Int?>(value: 5)
b.value = 6
print(b)
var arrD: [Double] = [1]
arrD[0] = 7
arrD.append(8)
print(arrD)
var dict: [String: Double] = [:]
dict["x"] = 1
print(dict)
var setO: Set<Int?> = []
setO.insert(nil)
print(setO.count)
var nestedT: [(Int?, Int)] = [(nil, 1)]
nestedT[0].0 = 3
nestedT.append((4, 5))
print(nestedT)
var optArr: [Int]? = [1]
optArr?.append(2)
optArr![0] = 5
print(optArr as Any)
var dOpt: [String: [Double]] = ["a": []]
dOpt["a"]?.append(3)
print(dOpt)
struct S { var v: Double? }
var s = S(v: nil)
s.v = 3
print(s)
class C { var items: [Int?] = [] }
let c = C()
c.items.append(1)
c.items += [2]
c.items[0] = 10
print(c.items)
var any: [Any] = []
any.append(Optional(3) as Any)
any.append(3)
print(any)
var tupleArr: [(String, Double)] = []
tupleArr.append(("a", 1))
print(tupleArr)
