// An async function called without `await`.
func fetchTitles() async -> [String] {
    ["Plan", "Build", "Ship"]
}

func show() async {
    print("fetching")
    let titles = fetchTitles()
    print(titles)
}

await show()
