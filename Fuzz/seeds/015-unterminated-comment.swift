print(1)
/* not closed
print(2)
