// UUID: identities that compare, hash and print as their uuidString.
import Foundation
struct Row: Identifiable { let id = UUID(); var title: String }
let rows = [Row(title: "a"), Row(title: "b")]
print(rows[0].id == rows[0].id, rows[0].id == rows[1].id, rows[0].id.uuidString.count)
let fixed = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
print(fixed, fixed.uuidString)
print(UUID(uuidString: "nope") == nil)
var seen = Set<UUID>()
for row in rows { seen.insert(row.id) }
seen.insert(rows[0].id)
print(seen.count, rows.firstIndex { $0.id == rows[1].id }!)
