// The sign of a NaN: print, interpolation, debugDescription and collections show it (-nan);
// description and String(describing:) do not, as in Swift.
import Foundation
let a = -Double.nan
let f = -Float.nan
print(a.description, a.debugDescription, "\(a)", String(describing: a), String(reflecting: a), [a].description, "\([a])")
print(f.description, f.debugDescription, "\(f)", String(describing: f), String(reflecting: f))
print(Double.nan.debugDescription)
let t = (a, 1)
print(t, Optional(a) as Any)
print(a as Any, a as CustomStringConvertible)
print(sqrt(-0.5), (-0.5).squareRoot(), [sqrt(-2.0)], String(describing: sqrt(-2.0)))
