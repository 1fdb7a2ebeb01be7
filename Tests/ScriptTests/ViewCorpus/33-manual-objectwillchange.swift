// An ObservableObject may announce by hand: plain properties change silently until
// `objectWillChange.send()`; a declared `objectWillChange` replaces the synthesised one.
import Observation
import ViewRuntime

final class Thermostat: ObservableObject {
    var celsius = 20
    func warmer() {
        objectWillChange.send()
        celsius += 1
    }
}

final class Clock: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var ticks = 0
    @Published var label = "clock"
    func tick() {
        ticks += 1
        if ticks % 2 == 0 { objectWillChange.send() }
    }
}

struct Dial: View {
    @ObservedObject var thermostat: Thermostat
    var body: some View { Text("\(thermostat.celsius)°C") }
}

struct Face: View {
    @ObservedObject var clock: Clock
    var body: some View { Text("\(clock.label) \(clock.ticks)") }
}

let thermostat = Thermostat()
let clock = Clock()
let host = try ViewHost(VStack {
    Dial(thermostat: thermostat)
    Face(clock: clock)
})
thermostat.celsius = 25
try host.update()
print("silent change:", host.texts, host.lastUpdate)
thermostat.warmer()
try host.update()
print("announced:", host.texts, host.lastUpdate)
clock.tick()
try host.update()
print("odd tick:", host.texts)
clock.tick()
try host.update()
print("even tick:", host.texts, host.lastUpdate)
clock.label = "alarm"
try host.update()
print("published on a declared publisher:", host.texts, host.lastUpdate)
