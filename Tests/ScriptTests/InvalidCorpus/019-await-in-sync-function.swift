// `await` used in a function that is not async.
func loadCount() async -> Int { 3 }

func report() {
    print("reporting")
    let n = await loadCount()
    print("count:", n)
}

report()
