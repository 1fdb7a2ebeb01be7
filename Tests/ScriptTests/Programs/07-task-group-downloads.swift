// Simulated downloads with a TaskGroup: results gathered, sorted, and summarized.

struct Download: Sendable {
    let name: String
    let size: Int
}

enum DownloadError: Error {
    case notFound(String)
}

func fetch(_ name: String) async throws -> Download {
    if name.hasPrefix("missing") { throw DownloadError.notFound(name) }
    let size = name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 1000
    return Download(name: name, size: size)
}

func fetchAll(_ names: [String]) async -> (ok: [Download], failed: [String]) {
    await withTaskGroup(of: Result<Download, Error>.self) { group in
        for name in names {
            group.addTask {
                do { return .success(try await fetch(name)) }
                catch { return .failure(error) }
            }
        }
        var ok: [Download] = []
        var failed: [String] = []
        for await result in group {
            switch result {
            case .success(let d): ok.append(d)
            case .failure(DownloadError.notFound(let n)): failed.append(n)
            case .failure(let other): failed.append("\(other)")
            }
        }
        return (ok.sorted { $0.name < $1.name }, failed.sorted())
    }
}

func totalSize(of names: [String]) async throws -> Int {
    try await withThrowingTaskGroup(of: Int.self) { group in
        for name in names { group.addTask { try await fetch(name).size } }
        var total = 0
        for try await size in group { total += size }
        return total
    }
}

let names = ["index.html", "style.css", "missing-logo.png", "app.js", "missing-font.woff"]
let (ok, failed) = await fetchAll(names)
for d in ok {
    print(d.name + String(repeating: " ", count: max(0, 12 - d.name.count)), d.size)
}
print("failed:", failed)
do {
    print("total:", try await totalSize(of: ["index.html", "app.js"]))
    print("total:", try await totalSize(of: ["app.js", "missing-x"]))
} catch {
    print("stopped by \(error)")
}
let sizes = await withTaskGroup(of: (Int, Int).self) { group -> [Int] in
    for i in 1...5 { group.addTask { (i, i * i) } }
    var squares = [Int](repeating: 0, count: 6)
    for await (i, sq) in group { squares[i] = sq }
    return squares
}
print(sizes.dropFirst().map(String.init).joined(separator: " "))
