// A misspelt variable name.
var taskCount = 3
print("tasks:", taskCount)
taskCount += 1
print("tasks:", taskCont)
