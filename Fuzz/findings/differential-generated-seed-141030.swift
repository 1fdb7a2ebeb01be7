// differential finding (generated seed-141030): refused
// refused: /tmp/book-run-uvnk48zc/main.swift:396:1: error: the compiler is unable to type-check this expression in reasonable time; try breaking up the expression into distinct sub-expressions
// reproduce: Fuzz/differential/check --print 141030
// differential checker program, seed 141030
import Foundation
protocol Describer {
    var tag: Int { get }
    func describe() -> String
}
extension Describer {
    func describe() -> String { "default \(tag)" }
    func shout() -> String { describe().uppercased() + "!" }
}

struct Point: Describer, Equatable {
    var x: Int
    var y: Int
    var tag: Int { (x * 3 + y) % 10007 }
    mutating func move(by d: Int) { x = (x + d) % 10007; y = (y - d) % 10007 }
    func describe() -> String { "point \(x),\(y)" }
}
class Animal: Describer {
    var name: String
    var legs: Int { didSet { print("legs \(oldValue) -> \(legs)") } }
    init(name: String, legs: Int) { self.name = name; self.legs = legs }
    var tag: Int { legs }
    func sound() -> String { "..." }
    func describe() -> String { "\(name) says \(sound())" }
}
final class Dog: Animal {
    init(name: String) { super.init(name: name, legs: 4) }
    override func sound() -> String { "woof" }
}
enum Shape {
    case circle(radius: Int)
    case rect(w: Int, h: Int)
    case empty
    var area: Int {
        switch self {
        case .circle(let r): return 3 * r * r
        case let .rect(w, h): return w * h
        case .empty: return 0
        }
    }
}
enum Level: Int, CaseIterable { case low = 1, mid, high }
struct Box<T> {
    var value: T
    func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>(value: f(value)) }
}
func both<T: Describer>(_ a: T, _ b: T) -> String { a.describe() + " & " + b.shout() }
func twice<T>(_ x: T) -> [T] { [x, x] }
func makeCounter(step: Int) -> () -> Int {
    var current = 0
    return { current = (current + step) % 10007; return current }
}
final class Cell<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
struct Oops: Error, CustomStringConvertible {
    var code: Int
    var description: String { "oops \(code)" }
}
func check(_ n: Int) throws -> Int {
    if n % 3 == 0 { throw Oops(code: n) }
    return n * 2
}
var sideEffects = 0
func noted(_ n: Int) -> Int { sideEffects += 1; return n }
func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }

var origin = Point(x: 6, y: 8)
let pet: Animal = Dog(name: "Rex")
class Vehicle: CustomStringConvertible {
    var wheels: Int
    static var made = 0
    var name: String { "vehicle" }
    init(wheels: Int) { self.wheels = wheels; Vehicle.made += 1 }
    func info() -> String { "\(name) on \(wheels)" }
    var description: String { "Vehicle(\(wheels))" }
    class func kind() -> String { "V" }
}
class Car: Vehicle {
    var brand: String
    init(brand: String) { self.brand = brand; super.init(wheels: 4) }
    override var name: String { "car " + brand }
    override func info() -> String { "[" + super.info() + "]" }
    override class func kind() -> String { "C" + super.kind() }
}
class SportsCar: Car {
    var top = 300
    override func info() -> String { super.info() + "!" }
    override var description: String { "Sports(\(brand), \(top))" }
}
class Plain {
    var n = 1
}
protocol Figure {
    var area: Double { get }
    var label: String { get }
}
extension Figure {
    var label: String { "figure" }
    func summary() -> String { "\(label) \(area)" }
}
struct Square: Figure { var side: Double; var area: Double { side * side } }
struct Disc: Figure {
    var r: Double
    var area: Double { 3.0 * r * r }
    var label: String { "disc" }
}
func largest<T: Figure>(_ items: [T]) -> T? { items.max(by: { $0.area < $1.area }) }
func totalArea(_ items: [any Figure]) -> Double { items.reduce(0) { $0 + $1.area } }
func larger<T: Comparable>(_ a: T, _ b: T) -> T { a < b ? b : a }
func describeAll<T: CustomStringConvertible>(_ xs: [T]) -> String { xs.map { $0.description }.joined(separator: "/") }
struct Stack<Element>: CustomStringConvertible {
    private(set) var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
    var description: String { "Stack\(items)" }
}
extension Stack where Element == Int {
    var sum: Int { items.reduce(0, +) }
}
enum ParseError: Error, CustomStringConvertible, Equatable {
    case empty
    case bad(String)
    case tooBig(Int)
    var description: String {
        switch self {
        case .empty: return "empty input"
        case .bad(let s): return "bad '\(s)'"
        case .tooBig(let n): return "too big \(n)"
        }
    }
}
struct Plainerror: Error { var why: String }
func parse(_ s: String) throws -> Int {
    guard !s.isEmpty else { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.bad(s) }
    if n > 100 { throw ParseError.tooBig(n) }
    if n < -5 { throw Plainerror(why: "negative \(n)") }
    return n
}
enum Planet: String, CaseIterable { case mercury, venus, earth = "Earth", mars }
enum Code: Int { case ok = 200, moved = 301, missing = 404 }
enum Token: Equatable {
    case number(Int)
    case word(String)
    case pair(Int, String)
    case end
}
indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
    var sum: Int {
        switch self {
        case .leaf(let v): return v
        case let .node(l, r): return l.sum + r.sum
        }
    }
}
struct Thermo {
    var celsius: Double {
        willSet { print("will", celsius, "->", newValue) }
        didSet { if celsius > 100 { celsius = 100 }; print("did", oldValue, "->", celsius) }
    }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
struct Tally {
    static var instances = 0
    static let limit = 50
    var count = 0
    var history: [Int] = []
    init() { Tally.instances += 1 }
    mutating func add(_ n: Int = 1) {
        count = min(count + n, Tally.limit)
        history.append(count)
    }
    mutating func reset() { self = Tally() }
}
struct Person: Comparable, Hashable, CustomStringConvertible {
    var name: String
    var age: Int
    var description: String { "\(name)(\(age))" }
    static func < (a: Person, b: Person) -> Bool { (a.age, a.name) < (b.age, b.name) }
}
class Node {
    var value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
}
func swapValues(_ a: inout Int, _ b: inout Int) { let t = a; a = b; b = t }
func bump(_ x: inout Int, by n: Int = 1) { x = (x + n) % 10007 }
func appendTwice(_ xs: inout [String], _ s: String) { xs.append(s); xs.append(s + s) }
func deferred(_ n: Int) -> Int {
    var steps = [String]()
    defer { print("defer of", n, steps) }
    steps.append("start")
    if n % 2 == 0 {
        defer { steps.append("inner") }
        steps.append("even")
        return n / 2
    }
    steps.append("odd")
    return n * 3 + 1
}
func firstEven(_ xs: [Int]) -> String {
    guard let e = xs.first(where: { $0 % 2 == 0 }) else { return "no even" }
    guard e != 0 else { return "zero" }
    return "even \(e)"
}
func classify(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (let x, 0) where x > 0: return "east \(x)"
    case (_, 0): return "west"
    case (0, _): return "vertical"
    case (-2...2, -2...2): return "near"
    case let (x, y) where x == y: return "diagonal"
    default: return "far"
    }
}
func grade(_ n: Int) -> String {
    switch n {
    case ..<0: return "negative"
    case 0: return "zero"
    case 1...9: return "digit"
    case 10..<100: return "two digits"
    case 100, 1000: return "round"
    default: return "big"
    }
}
func tokenText(_ t: Token) -> String {
    switch t {
    case .number(let n) where n < 0: return "neg \(n)"
    case .number(let n): return "num \(n)"
    case .word(let w) where w.isEmpty: return "blank"
    case .word(let w): return "word \(w)"
    case let .pair(n, s): return "pair \(n) \(s)"
    case .end: return "end"
    }
}
func fib(_ n: Int) -> Int {
    var memo = [Int: Int]()
    func go(_ k: Int) -> Int {
        if k < 2 { return k }
        if let m = memo[k] { return m }
        let v = (go(k - 1) + go(k - 2)) % 10007
        memo[k] = v
        return v
    }
    return go(n)
}
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
func power(_ base: Int, _ e: Int) -> Int { e == 0 ? 1 : (base * power(base, e - 1)) % 10007 }
func makeAdders(_ ks: [Int]) -> [(Int) -> Int] { ks.map { k in { x in x + k } } }
func applyTwice(_ f: (Int) -> Int, _ x: Int) -> Int { f(f(x)) }
final class Tracked {
    static var alive = 0
    let id: Int
    init(_ id: Int) { self.id = id; Tracked.alive += 1 }
    deinit { Tracked.alive -= 1; print("deinit", id) }
}
class Shape3 {
    var sides: Int
    required init(sides: Int) { self.sides = sides }
    convenience init() { self.init(sides: 3) }
    func name() -> String { "polygon \(sides)" }
}
final class Quad: Shape3 {
    required init(sides: Int) { super.init(sides: 4) }
    override func name() -> String { "quad (" + super.name() + ")" }
}
struct Grid {
    var cells: [Int]
    let width: Int
    subscript(row row: Int, col col: Int) -> Int {
        get { cells[row * width + col] }
        set { cells[row * width + col] = newValue }
    }
    lazy var total: Int = cells.reduce(0, +)
}
struct Version: Comparable, Hashable, CustomStringConvertible {
    let major: Int, minor: Int
    init?(_ text: String) {
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 2 else { return nil }
        major = parts[0]; minor = parts[1]
    }
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    var description: String { "v\(major).\(minor)" }
}
enum Light {
    case red, yellow, green
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}
extension Int {
    var squared: Int { self * self }
    func times(_ f: (Int) -> Void) { for i in 0..<Swift.max(0, Swift.min(self, 5)) { f(i) } }
}
protocol Container {
    associatedtype Item
    var elements: [Item] { get }
    func firstItem() -> Item?
}
extension Container {
    func firstItem() -> Item? { elements.first }
    var size: Int { elements.count }
}
struct Bag: Container { var elements: [String] }
func sizes<C: Container>(_ c: C) -> String where C.Item == String { c.elements.joined(separator: ",") + " \(c.size)" }
func makeBag(_ words: [String]) -> some Container { Bag(elements: words) }
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "hello from extension" }
    func farewell() -> String { "bye from extension" }
}
struct Friendly: Greeter {
    func greet() -> String { "hi from Friendly" }
    func farewell() -> String { "bye from Friendly" }
}
struct Quiet: Greeter {}
func which<T>(_ x: T) -> String { "generic \(x)" }
func which(_ x: Int) -> String { "int \(x)" }
func which(_ x: String?) -> String { "optional string \(x ?? "nil")" }
func callWhich<T>(_ x: T) -> String { which(x) }
func sum(_ xs: Int..., scale: Int = 1) -> Int { xs.reduce(0, +) * scale }
func label(_ n: Int, prefix: String = "#", suffix: String = "") -> String { prefix + String(n) + suffix }
class Base {
    var level = 0 { didSet { print("Base didSet", oldValue, level) } }
    func describe() -> String { "Base \(level)" }
}
class Derived: Base {
    override var level: Int {
        willSet { print("Derived willSet", newValue) }
        didSet { print("Derived didSet", level) }
    }
    override func describe() -> String { "Derived/" + super.describe() }
}
final class Owner {
    let name: String
    weak var friend: Owner?
    init(_ name: String) { self.name = name }
}
struct Holder {
    var point: Point?
    var shape: Shape
    var pair: (Int, String)
    var level: Level
    var box: Box<Int>
    var names: [String: Int]
}
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
origin.move(by: 20)
print(origin, origin.shout())
print(Code(rawValue: 404) as Any, Code.moved.rawValue, Code.ok, "\(Code.missing)")
let base1: Base = Base()
base1.level = 2
base1.level += 1
print(base1.describe())
print(zip([Int]().map { String($0) }, Array(0..<3)).map { "\($0)=\($1)" })
var tracked2: [Tracked] = [Tracked(2), Tracked(15)]
do {
    let temporary = Tracked(24)
    print("inside", temporary.id, Tracked.alive)
}
print("alive", Tracked.alive, tracked2.map(\.id))
print("[\([39, -13].map { $0 > 14 ? $0 : nil })]")
for (i4, e3) in zip([66, -16, -20, 66].map { $0 * -2 }, [-7, 88].map { $0 * 2 }.reversed()) {
    let list5: [Int?] = ["apple"].map { Int($0) }
    print(list5)
}
print(describeAll([70, 47]), describeAll([Person(name: "", age: 8)]), describeAll([Square(side: 2).area]))
do {
    print(try check(98))
} catch {
    print("caught \(error)", error)
}
origin.move(by: 25)
print(origin, origin.shout())
var maybe6: Point? = nil
maybe6?.x = noted(15)
print(maybe6 as Any, sideEffects)
print([String]().map { $0.count }.filter { $0 % 2 == 0 }.reduce(0, +), (nil as Int?) as Any)
let cell7 = Cell([53])
print(cell7.value, type(of: cell7))
print(Tree.node(.leaf(73 % 10007), .leaf(7)).sum, gcd(34, 57))
print([1: ["a"]])
let vehicle8: Vehicle = SportsCar(brand: "kiwi")
let fleet9: [Vehicle] = [vehicle8, Vehicle(wheels: 6), Vehicle(wheels: 3)]
for v in fleet9 {
    switch v {
    case let s as SportsCar: print("sports", s.top, s.info())
    case let c as Car where c.brand.count > 3: print("long car", c.brand)
    case is Car: print("car", v)
    default: print("other", v.description, "\(v)")
    }
}
print(fleet9.map { $0.name }, fleet9.compactMap { $0 as? Car }.count, Vehicle.made)
var tally10 = Tally()
tally10.add(25)
print(tally10.count, tally10.history, Tally.instances, Tally.limit, tally10)
print(["42"].joined(separator: "-"))
var set11: Set<Int> = Set<Int>([])
let set12 = Set(([56, 3] + [29, 69, -2]))
set11.formUnion(set12)
print(set11.sorted(by: >), set11.filter { $0 > 2 }.sorted(), set11.map { $0 * 2 }.sorted(), set11.min() as Any, set11.isEmpty)
pet.legs = 54
let car13: Car? = Car(brand: "kia")
let car13b: Int? = nil
print(car13?.brand.count as Any, car13?.info() ?? "no car", (car13 as? SportsCar)?.top as Any, car13b ?? car13?.wheels ?? -1, car13b.map { $0 + 1 } as Any, car13b.flatMap { $0 > 0 ? $0 : nil } as Any)
let r13 = (-5)...(-4)
print(r13, r13.count, r13.contains(94), r13.lowerBound, r13.upperBound, r13.map { $0 * 2 }, Array(r13.reversed()))
for (i16, e15) in Array(0..<2).enumerated() {
    let versions16 = ["1.2", "x.1", "3.0", "x.1"].compactMap { Version($0) }
    print(versions16.sorted(), versions16.max() as Any, Set(versions16).count, Version("1.2") == Version("1.2"), Version("x") as Any)
}
print((nil as String?)?.count as Any, ["Zed", "book", "é"])
print(which(41), which("book"), which("kiwi" as String?), which(nil), which(2.5), callWhich(9))
print(Tree.node(.leaf(0 % 10007), .leaf(0)).sum, gcd(13, 33))
print(Level.high.rawValue, Level(rawValue: 0) as Any)
do {
    print(try check(1))
} catch {
    print("caught \(error)", error)
}
do {
    print(try check(88))
} catch {
    print("caught \(error)", error)
}
let greeter18: any Greeter = Friendly()
print(greeter18.greet(), greeter18.farewell(), Friendly().greet(), Friendly().farewell())
print([Friendly() as any Greeter, Friendly()].map { $0.farewell() })
