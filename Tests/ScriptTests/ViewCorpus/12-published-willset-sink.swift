// §1/§8: @Published announces in willSet: objectWillChange first, then `$property`
// subscribers, then the store. Reading the property back in a subscriber shows the old value.
import Observation
import ViewRuntime

final class Counter: ObservableObject {
    @Published var value = 0
    @Published var label = "start"
}

let counter = Counter()
let willChange = counter.objectWillChange.sink { _ in
    print("objectWillChange: value is still", counter.value)
}
let values = counter.$value.sink { newValue in
    print("$value sink got", newValue, "- property reads", counter.value)
}
counter.value = 1
counter.value = 1
counter.label = "next"
print("final", counter.value, counter.label)
values.cancel()
counter.value = 2
print("after cancel", counter.value)
_ = willChange
