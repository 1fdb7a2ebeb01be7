// An enum with associated values gets a synthesized `Comparable`: cases in declaration
// order, then their associated values in order.
enum Job: Hashable, Comparable {
    case chore(String)
    case errand(String, minutes: Int)
    case meeting(hours: Int)
}
let jobs: [Job] = [.meeting(hours: 2), .chore("dishes"), .errand("bank", minutes: 30), .chore("laundry"),
                   .errand("bank", minutes: 10), .meeting(hours: 1)]
for job in jobs.sorted() { print(job) }
print(jobs.min()!, jobs.max()!)
print(Job.chore("a") < .chore("b"), Job.errand("x", minutes: 5) < .chore("z"), Job.meeting(hours: 3) > .meeting(hours: 2))
print(Set(jobs + [.chore("dishes")]).count, jobs.sorted(by: >).first!)
enum Grade: Comparable { case pass(score: Int), fail }
print([Grade.fail, .pass(score: 70), .pass(score: 55)].sorted())
