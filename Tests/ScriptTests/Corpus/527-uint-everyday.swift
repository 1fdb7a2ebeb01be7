// UInt in structs, functions and string interpolation.
struct Packet {
    var id: UInt
    var size: UInt16
    var describe: String { "#\(id) (\(size) bytes)" }
}
func total(_ packets: [Packet]) -> UInt {
    packets.reduce(0) { $0 + UInt($1.size) }
}
let packets = [Packet(id: 1, size: 512), Packet(id: 2, size: 1500)]
for p in packets { print(p.describe) }
print(total(packets), packets[1])
var p = packets[0]
p.size += 100
p.id *= 3
print(p.size, p.id, p)
