// A switch over a String with no `default`.
let command = "add"
print("command:", command)
switch command {
case "add":
    print("adding")
case "remove":
    print("removing")
}
