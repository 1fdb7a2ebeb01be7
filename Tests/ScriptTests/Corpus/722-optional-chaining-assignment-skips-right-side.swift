// An assignment through an optional chain that ends at nil evaluates nothing right of `=`
// (nor the arguments of a mutating method called through the chain): the function that
// would make the value is never called.
class Address {
    var street = "Acacia Road"
}
class Residence {
    var address: Address?
    var rooms = [1, 2]
}
class Person {
    var residence: Residence?
}
var calls = 0
func createAddress() -> Address {
    calls += 1
    print("Function was called.")
    return Address()
}
func five() -> Int {
    calls += 1
    return 5
}
let john = Person()
john.residence?.address = createAddress()
john.residence?.rooms[0] = five()
john.residence?.rooms[0] += five()
var maybe: [Int]? = nil
maybe?[0] = five()
maybe?.append(five())
struct Point {
    var x = 0
}
var point: Point? = nil
point?.x = five()
print("calls while nil:", calls)
john.residence = Residence()
john.residence?.address = createAddress()
john.residence?.rooms[0] += five()
maybe = []
maybe?.append(five())
print("calls after:", calls, john.residence!.rooms, maybe!)
