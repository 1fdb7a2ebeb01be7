// Overflow without a trap: the reporting methods, exactly and clamping, room left before max.
let x: UInt8 = 200
let (sum, overflow) = x.addingReportingOverflow(100)
print(sum, overflow)
let p = Int16(300).multipliedReportingOverflow(by: 200)
print(p.partialValue, p.overflow, Int8(-100).subtractingReportingOverflow(100))
print(Int8(exactly: 300) == nil, UInt8(clamping: -4))
let room = UInt8.max - x
print(room, x.addingReportingOverflow(room).overflow, x.addingReportingOverflow(room + 1).overflow)
