// The delegate pattern: the delegate is weak, so owner and delegate do not form a cycle.
protocol DownloadDelegate: AnyObject {
    func finished(_ name: String)
}
final class Downloader {
    weak var delegate: DownloadDelegate?
    func run(_ name: String) {
        if let delegate { delegate.finished(name) } else { print("no one to tell about \(name)") }
    }
    deinit { print("downloader deinit") }
}
final class Screen: DownloadDelegate {
    let downloader = Downloader()
    init() { downloader.delegate = self }
    func finished(_ name: String) { print("screen shows \(name)") }
    deinit { print("screen deinit") }
}
var screen: Screen? = Screen()
let downloader = screen!.downloader
downloader.run("photo.png")
screen = nil
downloader.run("video.mp4")
