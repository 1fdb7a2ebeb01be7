// `@Observable` on an enum: only classes can be observable.
import Observation

@Observable enum Filter {
    case all, open, done
}

print("filters")
print(Filter.open)
