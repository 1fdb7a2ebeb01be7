// Reading an instance property through the type name.
struct Settings {
    var fontSize = 14
}

let settings = Settings()
print("font:", settings.fontSize)
print("default font:", Settings.fontSize)
