// A `for` loop in a builder makes rows by offset; `ForEach` over a range too. Toggles
// bound to @State flags.
import Observation
import ViewRuntime

struct Flags: View {
    @State var flags = [false, true, false]
    var body: some View {
        VStack {
            ForEach(0..<3) { index in
                Toggle("Flag \(index)", isOn: $flags[index])
            }
            for (index, flag) in flags.enumerated() where flag {
                Text("on: \(index)")
            }
        }
    }
}

let host = try ViewHost(Flags())
print(host.texts)
try host.toggle("Flag 0")
try host.toggle("Flag 1")
print(host.texts)
print(host.value(of: "Flag 0") ?? "-", host.value(of: "Flag 1") ?? "-")
print(host.render(), terminator: "")
