public protocol Observable {}
