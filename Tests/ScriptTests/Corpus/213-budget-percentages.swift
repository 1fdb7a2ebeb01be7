// Percentages of a budget: integer literals become Doubles where the context is Double.
struct Expense {
    var name: String
    var amount: Double
}

struct Budget {
    var limit: Double
    var expenses: [Expense] = []
    var spent: Double { expenses.reduce(0) { $0 + $1.amount } }
    var percentUsed: Double { spent / limit * 100 }
    mutating func add(_ name: String, _ amount: Double) {
        expenses.append(Expense(name: name, amount: amount))
    }
}

var budget = Budget(limit: 200)
budget.add("books", 30)
budget.add("rent", 120)
print(budget.spent)
print(budget.percentUsed)
print(budget.percentUsed > 50 ? "over half" : "under half")
let halfBudget = budget.limit / 2
print(halfBudget)
let share = 1 / 4 * budget.limit
print(share)
