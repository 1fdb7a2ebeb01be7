// Assigning to the loop variable, which is a constant.
var titles = ["plan", "build", "ship"]
print("before:", titles)
for title in titles {
    title = title.uppercased()
}
print("after:", titles)
