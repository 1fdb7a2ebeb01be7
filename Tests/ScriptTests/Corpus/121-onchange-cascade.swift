// onChange may mutate another observed property; that fires another tracking, inside
// the first one's willSet.
import Observation

@Observable
final class Form {
    var email = ""
    var isDirty = false
}

let form = Form()
withObservationTracking {
    _ = form.email
} onChange: {
    print("email changing; marking dirty")
    form.isDirty = true
    print("dirty marked")
}
withObservationTracking {
    _ = form.isDirty
} onChange: {
    print("dirty flag changing (still \(form.isDirty))")
}
form.email = "ada@example.com"
print("email \(form.email), dirty \(form.isDirty)")
