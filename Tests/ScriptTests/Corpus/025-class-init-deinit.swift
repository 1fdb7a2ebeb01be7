// init runs on creation, deinit when the last strong reference goes away.
final class FileHandleModel {
    let name: String
    init(name: String) {
        self.name = name
        print("open \(name)")
    }
    deinit {
        print("close \(name)")
    }
}

var handle: FileHandleModel? = FileHandleModel(name: "log.txt")
var second = handle
print("dropping first reference")
handle = nil
print("dropping second reference")
second = nil
print("done")

func scoped() {
    let temp = FileHandleModel(name: "temp.txt")
    print("using \(temp.name)")
}
scoped()
print("after scoped")

var models = [FileHandleModel(name: "a"), FileHandleModel(name: "b")]
models.removeFirst()
print("removed first")
models = []
print("end")
