// Setting a property of a struct held in a `let`.
struct Settings {
    var showDone = false
    var sortByDate = true
}

let settings = Settings()
print("show done:", settings.showDone)
settings.showDone = true
print("show done:", settings.showDone)
