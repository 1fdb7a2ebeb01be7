// withThrowingTaskGroup: a child's error is thrown by next() (or the for-await loop) and the
// group's other children are still awaited before the error leaves the group.
enum UploadError: Error { case rejected(String) }

func upload(_ file: String, delay: Int) async throws -> Int {
    try await Task.sleep(for: .milliseconds(delay))
    if file.hasSuffix(".exe") { throw UploadError.rejected(file) }
    return file.count
}

func uploadAll(_ files: [(String, Int)]) async -> String {
    do {
        let total = try await withThrowingTaskGroup(of: Int.self) { group in
            for (file, delay) in files {
                group.addTask { try await upload(file, delay: delay) }
            }
            var sum = 0
            for try await bytes in group { sum += bytes }
            return sum
        }
        return "uploaded \(total) bytes"
    } catch {
        return "failed: \(error)"
    }
}

print(await uploadAll([("a.txt", 20), ("notes.md", 60)]))
print(await uploadAll([("a.txt", 20), ("virus.exe", 60), ("b.txt", 200)]))
let empty = await withTaskGroup(of: Int.self) { group in
    await group.waitForAll()
    return group.isEmpty
}
print("empty group: \(empty)")
