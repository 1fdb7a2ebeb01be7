// Type mismatch: appending an Int to an array of String.
var labels = ["urgent", "home"]
print("labels:", labels)
labels.append(3)
print("labels:", labels)
