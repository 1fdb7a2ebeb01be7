// Assigning to a `let` constant.
let title = "Draft"
print("title:", title)
title = "Final"
print("title:", title)
