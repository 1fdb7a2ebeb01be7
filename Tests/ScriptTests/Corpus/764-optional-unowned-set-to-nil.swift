// An optional `unowned` property can be set to nil, also after its object is gone, and
// then reads nil.
class Lamp { var watts = 40 }
class Switch {
    unowned var lamp: Lamp?
    init(lamp: Lamp) { self.lamp = lamp }
}

var lamp: Lamp? = Lamp()
let wallSwitch = Switch(lamp: lamp!)
print(wallSwitch.lamp?.watts as Any)
lamp = nil
wallSwitch.lamp = nil
print(wallSwitch.lamp as Any)
print(wallSwitch.lamp?.watts ?? 0)
let spare = Lamp()
wallSwitch.lamp = spare
print(wallSwitch.lamp?.watts as Any)
