// Using a loop variable after the loop.
let titles = ["Plan", "Build", "Ship"]
for title in titles {
    print("-", title)
}
print("last one was", title)
