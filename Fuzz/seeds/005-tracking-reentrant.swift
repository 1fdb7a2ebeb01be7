import Observation
@Observable final class M { var x = 0 }
let m = M()
func t() { withObservationTracking { _ = m.x } onChange: { m.x += 1; t() } }
t()
m.x = 1
print(m.x)
