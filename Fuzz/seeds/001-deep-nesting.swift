print(((((((((((((((((((((1))))))))))))))))))))
let a = [[[[[[[[[[1]]]]]]]]]]
if true { if true { if true { if true { print("deep") } } } }
