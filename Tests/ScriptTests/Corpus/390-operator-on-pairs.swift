// An operator passed as a function to `map` over pairs takes each pair's two elements.
let readings = [12, 15, 11, 20]
let steps = zip(readings.dropFirst(), readings).map(-)
print(steps)
let sums = zip([1, 2, 3], [10, 20, 30]).map(+)
print(sums, zip(["a", "b"], ["x", "y"]).map(+))
let ordered = zip([3, 1], [2, 5]).map(<)
print(ordered)
