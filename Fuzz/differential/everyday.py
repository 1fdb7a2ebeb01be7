"""Everyday-Swift productions for the differential generator (issue 34): class hierarchies with
`super` and overriding, protocol existentials and constrained generics, closures that capture
and mutate, `inout`, `defer`, `guard`, custom errors, switches over tuples, ranges and payloads,
string and character methods, sets, dictionaries (printed sorted or with one key), higher-order
functions, observers, static members, raw-value enums, optional chaining, nested functions,
recursion, integer bit operators and wrapping arithmetic, `Double` printing and `String(format:)`,
ranges and `stride`.

A mixin of `generate.Generator`: it uses the generator's `emit`, `fresh`, `pick`, `chance`,
`int_leaf`, `int_expr`, `string_expr`, `int_array_expr`, `string_array_expr`, `double_expr`.
The same rules hold: every program compiles, never traps, and never prints a set's or a
dictionary's own order (it changes per process).
"""

# Declarations every program gets: the statements below use them.
EVERYDAY_DECLARATIONS = r"""
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
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        print("next", n)
        guard n > 0 else { return nil }
        defer { n -= 1 }
        return n
    }
}
struct Shelf: Collection {
    var books: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { books.count }
    func index(after i: Int) -> Int { print("after", i); return i + 1 }
    subscript(i: Int) -> String { print("read", i); return books[i] }
}
struct Row: MutableCollection, RandomAccessCollection {
    var cells: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { print("end"); return cells.count }
    subscript(i: Int) -> Int {
        get { cells[i] }
        set { print("set", i, newValue); cells[i] = newValue }
    }
    var total: Int { cells.reduce(0, +) }
    mutating func add(_ k: Int, at i: Int) { cells[i] += k }
    mutating func spread() { add(total, at: 0) }
}
struct Gauge {
    var ratio = 0.5
    var marks = [1.5]
    var initial = Character("g")
    var small = Int8(2)
    var limit = Optional(2.5)
}
protocol Host {
    func welcome() -> String
    var title: String { get }
}
extension Host {
    func welcome() -> String { "welcome" }
    var title: String { "guest" }
    func announce() -> String { welcome() + " " + self.welcome() + " " + title }
}
class Lobby: Host {
    func introduce() -> String { welcome() + "/" + title }
}
class Butler: Lobby {
    func welcome() -> String { "good evening" }
    var title: String { "sir" }
}
class Robot: Host { func welcome() -> String { "beep" } }
class Android: Robot { override func welcome() -> String { "hello human" } }
func hostGeneric<T: Host>(_ h: T) -> String { h.welcome() + "," + h.title }
func show(_ x: Any) -> String { "any" }
func show(_ x: CustomStringConvertible) -> String { "described " + x.description }
class Pet {}
class Hound: Pet {}
class Pup: Hound {}
func kind(_ a: Pet) -> String { "pet" }
func kind(_ d: Hound) -> String { "hound" }
func measure(_ x: Int, scale: Int = 2) -> String { "scaled \(x * scale)" }
func measure(_ x: Int) -> String { "plain \(x)" }
func perform(_ work: () -> Void) -> String { work(); return "none" }
func perform(_ work: (Int) -> Void) -> String { work(7); return "one" }
func perform(_ work: (Int, String) -> Void) -> String { work(8, "s"); return "two" }
struct Address { var city: String; var zip: String? }
struct Resident { var name: String; var address: Address?; var home = Address(city: "-", zip: nil) }
func tally<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }
func scaledUp<T: FloatingPoint>(_ xs: [T], by k: T = 2) -> [T] { xs.map { $0 * k + 1 } }
func named<T>(_ x: T) -> String { "\(T.self)=\(x)" }
func recursiveSum<T: Numeric>(_ xs: [T]) -> T { xs.isEmpty ? 0 : xs[0] + recursiveSum(Array(xs.dropFirst())) }
extension Array where Element: Numeric {
    func grandTotal() -> Element { reduce(0, +) }
    var runningTotal: Element { reduce(0, +) }
    var doubledTotal: Element { runningTotal * 2 }
}
extension Collection where Element: BinaryFloatingPoint {
    func meanValue() -> Element { isEmpty ? 0 : reduce(0, +) / Element(count) }
    var average: Element { isEmpty ? 0 : reduce(0, +) / Element(count) }
}
struct Ledger<T: Numeric> {
    var entries: [T] = []
    func balance() -> T { entries.reduce(into: .zero) { $0 += $1 } }
    func label() -> String { "\(T.self) ledger of \(entries.count)" }
    var net: T { entries.reduce(0, +) }
    var summary: String { "\(label()): \(net), \(balance() * 2)" }
}
func ledgerNet<T: Numeric>(_ l: Ledger<T>) -> T { l.net + 1 }
struct Counted<T: Numeric> {
    var total: T = 0
    var step: T
    init(step: T = 1) { self.step = step }
    init(times: Int) { step = T(exactly: times) ?? 0 }
    mutating func bump() { total += step }
}
struct Quantity {
    let value: Double
    init(_ value: Double) { self.value = value }
    init(_ text: String) { value = (Double(text) ?? 0) * 10 }
    static func * (q: Quantity, k: Int) -> Quantity { Quantity(q.value * Double(k)) }
    static func * (q: Quantity, k: Double) -> Quantity { Quantity(q.value * k + 0.5) }
}
extension String { func count(of c: Character) -> Int { filter { $0 == c }.count } }
struct Tag: Equatable { let raw: String }
func == (a: Tag, b: Tag) -> Bool { a.raw.lowercased() == b.raw.lowercased() }
func meanOf<T: BinaryFloatingPoint>(_ xs: [T]) -> T { xs.isEmpty ? 0 : xs.reduce(0, +) / T(xs.count) }
final class Meter<Unit: BinaryFloatingPoint> {
    var reading: Unit = 0.5
    var history: [Unit] = []
    func add(_ x: Unit) { reading += x; history.append(reading) }
}
protocol Beast {}
class Wolf: Beast {}
final class WolfCub: Wolf {}
struct Salmon: Beast {}
"""

FOUNDATION_FORMATS = ["%d", "%5d", "%-4d|", "%05d", "%x", "%X", "%o", "%+d", "%.2f", "%8.3f", "%.0f", "%e", "%g", "%%"]
CHARACTERS = ["a", "Z", "7", " ", "é", "!", "ß"]


class EverydayProductions:
    def declare_everyday(self):
        for line in EVERYDAY_DECLARATIONS.strip("\n").split("\n"):
            self.emit(line)

    def small(self, low=0, high=9):
        return str(self.random.randint(low, high))

    def word(self):
        return '"' + self.pick(["apple", "kiwi", "Swift", "book", "", "é", "🐶", "a b", "Zed", "42"]) + '"'

    def numeric_word(self):
        return '"' + self.pick(["12", "-3", "x", "", "007", "101", "-20", "5", " 4", "+6"]) + '"'

    def everyday_statement(self, depth):
        productions = [
            self.vehicles, self.figures, self.stack, self.closures, self.inout_calls, self.defer_guard,
            self.errors, self.tuple_switch, self.strings, self.characters, self.sets, self.dictionaries,
            self.higher_order, self.observers, self.statics, self.raw_enums, self.optional_chaining,
            self.recursion, self.integer_bits, self.doubles, self.ranges, self.interpolation, self.sorting,
            self.linked_nodes, self.array_mutation, self.tokens, self.lifetimes, self.initializers,
            self.subscripts, self.versions, self.enum_mutation, self.extensions, self.control_flow,
            self.patterns, self.associated_types, self.dispatch, self.overloads, self.value_semantics,
            self.capture_lists, self.observer_overrides, self.weak_references, self.nested_optionals,
            self.printing, self.printing, self.conversions, self.string_indices, self.program_sequences,
            self.program_collections, self.lazy_chains, self.inferred_members, self.default_witnesses,
            self.protocol_overloads, self.optional_key_paths, self.implicit_member_calls, self.generic_bindings,
            self.construction_bindings, self.optional_elements, self.literal_joins, self.runtime_casts,
            self.overloads_by_type,
        ]
        if self.foundation:
            productions += [self.formats, self.foundation_strings]
        self.pick(productions)()

    # --- a program's own sequences and collections, lazy chains ---------------------------------
    # Their `next()`, `index(after:)`, subscripts and closures print, so the order in which Swift's
    # defaults call them is part of the output.

    def program_sequences(self):
        seq = f"Countdown(n: {self.small(0, 5)})"
        self.emit(self.pick([
            f"for x in {seq} {{ if x == {self.small(0, 5)} {{ break }}; print(\"got\", x) }}",
            f"print(Array({seq}), {seq}.contains({self.small(0, 5)}), {seq}.first {{ $0 < {self.small(0, 5)} }} as Any)",
            f"for x in {seq}.prefix({self.small(0, 3)}) {{ print(\"front\", x) }}",
            f"print({seq}.map {{ $0 * 2 }}, {seq}.filter {{ $0 % 2 == 0 }}, {seq}.reduce(0, +))",
            f"for (i, x) in {seq}.enumerated() {{ print(i, x) }}",
            f"for (a, b) in zip({seq}, {seq}.dropFirst()) {{ print(a, b) }}",
            f"print({seq}.starts(with: [{self.small(1, 5)}]), {seq}.elementsEqual({seq}), {seq}.sorted(), {seq}.max() as Any)",
            f"print({seq}.allSatisfy {{ $0 > {self.small(0, 3)} }}, {seq}.prefix(while: {{ $0 > {self.small(0, 3)} }}))",
        ]))

    def program_collections(self):
        words = ", ".join(self.word() for _ in range(self.random.randint(0, 3)))
        shelf = f"Shelf(books: [{words}])"
        cells = ", ".join(self.small() for _ in range(self.random.randint(1, 4)))
        choice = self.random.randint(0, 6)
        if choice == 0:
            self.emit(f"for b in {shelf} {{ print(\"book\", b) }}")
        elif choice == 1:
            self.emit(f"print({shelf}.count, {shelf}.isEmpty, {shelf}.first as Any)")
        elif choice == 2:
            self.emit(f"print({shelf}.map {{ $0.count }}, Array({shelf}), {shelf}.sorted())")
        elif choice == 3:
            self.emit(f"print({shelf}.contains({self.word()}), {shelf}.filter {{ !$0.isEmpty }}, {shelf}.joined(separator: \"/\"))")
        elif choice == 4:
            row = self.fresh("row")
            self.emit(f"var {row} = Row(cells: [{cells}])")
            self.emit(f"{row}.swapAt(0, {row}.count - 1)")
            self.emit(f"{row}[0] += {self.small()}")
            self.emit(f"{row}.spread()")
            self.emit(f"print({row}.cells, {row}.last as Any, {row}.indices, {row}.total)")
        elif choice == 5:
            self.emit(f"var labels{self.counter}: [String] = [{self.word()}]")
            self.emit(f"labels{self.counter}.append(contentsOf: {shelf})")
            self.emit(f"print(labels{self.counter}, Set({shelf}).count, [\"x\"] + {shelf})")
            self.counter += 1
        else:
            self.emit(f"print(Row(cells: [{cells}]).map {{ $0 + 1 }}, Row(cells: [{cells}]).min() as Any)")

    def lazy_chains(self):
        name = self.fresh("lazy")
        self.emit(f"let {name} = {self.int_array_expr()}.lazy.map {{ x -> Int in print(\"map\", x); return x / 2 }}"
                  f".filter {{ x -> Bool in print(\"keep\", x); return x % {self.small(1, 4)} == 0 }}")
        self.emit(self.pick([
            f"print({name}.first as Any)",
            f"print(Array({name}))",
            f"print({name}.count, {name}.isEmpty)",
            f"for x in {name} {{ print(\"each\", x); break }}",
            f"print({name}.contains({self.small()}), {name}.reduce(0, +))",
        ]))

    # --- classes and protocols --------------------------------------------------------------

    def vehicle_expr(self):
        return self.pick([
            f"Vehicle(wheels: {self.small(0, 8)})", f"Car(brand: {self.word()})", f"SportsCar(brand: {self.word()})",
        ])

    def vehicles(self):
        name = self.fresh("vehicle")
        self.emit(f"let {name}: Vehicle = {self.vehicle_expr()}")
        choice = self.random.randint(0, 4)
        if choice == 0:
            self.emit(f"print({name}.info(), {name}.name, {name}, type(of: {name}).kind())")
        elif choice == 1:
            self.emit(f"print({name} is Car, ({name} as? Car)?.brand as Any, {name} is SportsCar, {name}.wheels)")
        elif choice == 2:
            fleet = self.fresh("fleet")
            self.emit(f"let {fleet}: [Vehicle] = [{name}, {self.vehicle_expr()}, {self.vehicle_expr()}]")
            self.emit(f"for v in {fleet} {{")
            self.emit("    switch v {")
            self.emit("    case let s as SportsCar: print(\"sports\", s.top, s.info())")
            self.emit("    case let c as Car where c.brand.count > 3: print(\"long car\", c.brand)")
            self.emit("    case is Car: print(\"car\", v)")
            self.emit("    default: print(\"other\", v.description, \"\\(v)\")")
            self.emit("    }")
            self.emit("}")
            self.emit(f"print({fleet}.map {{ $0.name }}, {fleet}.compactMap {{ $0 as? Car }}.count, Vehicle.made)")
        elif choice == 3:
            self.emit(f"{name}.wheels = {self.int_leaf()} % 10007")
            self.emit(f"print({name}.info(), [{name}], \"\\({name})\", String(describing: {name}))")
        else:
            plain = self.fresh("plain")
            self.emit(f"let {plain} = Plain()")
            self.emit(f"{plain}.n += {self.small()}")
            self.emit(f"print({plain}.n, {plain}, [{plain}].count, {plain} === {plain}, type(of: {plain}))")

    def figure_expr(self):
        return self.pick([f"Square(side: {self.double_expr(0)})", f"Disc(r: {self.double_expr(0)})"])

    def figures(self):
        choice = self.random.randint(0, 3)
        if choice == 0:
            items = ", ".join(self.figure_expr() for _ in range(self.random.randint(0, 3)))
            self.emit(f"let figures{self.counter}: [any Figure] = [{items}]")
            self.emit(f"print(totalArea(figures{self.counter}), figures{self.counter}.map {{ $0.label }})")
            self.emit(f"for f in figures{self.counter} {{ print(f.summary(), f.area, type(of: f)) }}")
            self.counter += 1
        elif choice == 1:
            sides = ", ".join(f"Square(side: {self.double_expr(0)})" for _ in range(self.random.randint(0, 3)))
            self.emit(f"print(largest([{sides}] as [Square]).map {{ $0.area }} as Any, largest([Disc(r: 1)])?.label as Any)")
        elif choice == 2:
            self.emit(f"print(larger({self.int_leaf()}, {self.int_leaf()}), larger({self.word()}, {self.word()}), "
                      f"larger({self.double_expr(0)}, {self.double_expr(0)}))")
        else:
            self.emit(f"print(describeAll([{self.int_leaf()}, {self.int_leaf()}]), "
                      f"describeAll([Person(name: {self.word()}, age: {self.small()})]), describeAll([Square(side: 2).area]))")

    def stack(self):
        name = self.fresh("stack")
        kind = self.pick(["Int", "String"])
        self.emit(f"var {name} = Stack<{kind}>()")
        for _ in range(self.random.randint(0, 4)):
            if self.chance(0.7):
                value = self.int_leaf() if kind == "Int" else self.word()
                self.emit(f"{name}.push({value})")
            else:
                self.emit(f"print({name}.pop() as Any)")
        extra = f", {name}.sum" if kind == "Int" else ""
        self.emit(f"print({name}, {name}.top as Any, {name}.isEmpty, {name}.items.count{extra})")

    # --- closures, inout, defer, guard, errors ----------------------------------------------

    def closures(self):
        choice = self.random.randint(0, 4)
        if choice == 0:
            acc = self.fresh("acc")
            self.emit(f"var {acc} = {self.int_leaf()} % 10007")
            self.emit(f"let add{acc} = {{ (n: Int) in {acc} = ({acc} + n) % 10007 }}")
            for _ in range(self.random.randint(1, 3)):
                self.emit(f"add{acc}({self.int_leaf()})")
            self.emit(f"print({acc})")
        elif choice == 1:
            ks = ", ".join(self.small(-3, 5) for _ in range(self.random.randint(1, 3)))
            self.emit(f"print(makeAdders([{ks}]).map {{ $0({self.int_leaf()}) }})")
        elif choice == 2:
            self.emit(f"print(applyTwice({{ ($0 * {self.small(-2, 3)}) % 10007 }}, {self.int_leaf()}), "
                      f"compose({{ (x: Int) in x + 1 }}, {{ \"<\\($0)>\" }})({self.int_leaf()}))")
        elif choice == 3:
            log = self.fresh("log")
            self.emit(f"var {log}: [String] = []")
            self.emit(f"let record{log}: (String) -> Void = {{ {log}.append($0.uppercased()) }}")
            self.emit(f"[{self.word()}, {self.word()}].forEach(record{log})")
            self.emit(f"record{log}({self.string_expr(0)})")
            self.emit(f"print({log}, {log}.count)")
        else:
            counter = self.fresh("counter")
            self.emit(f"var {counter} = 0")
            self.emit(f"func step{counter}() -> Int {{ {counter} += 1; return {counter} * {self.small(1, 5)} }}")
            self.emit(f"print(step{counter}(), step{counter}(), {counter})")

    def inout_calls(self):
        a, b = self.fresh("p"), self.fresh("q")
        self.emit(f"var {a} = {self.int_leaf()} % 10007, {b} = {self.int_leaf()} % 10007")
        self.emit(f"swapValues(&{a}, &{b})")
        self.emit(f"bump(&{a}{self.pick(['', ', by: ' + self.small(-5, 5)])})")
        words = self.fresh("words")
        self.emit(f"var {words} = [{self.word()}]")
        self.emit(f"appendTwice(&{words}, {self.word()})")
        self.emit(f"var point{a} = Point(x: 1, y: 2)")
        self.emit(f"bump(&point{a}.x, by: {self.small()})")
        self.emit(f"print({a}, {b}, {words}, point{a})")

    def defer_guard(self):
        choice = self.random.randint(0, 2)
        if choice == 0:
            self.emit(f"print(deferred({self.small(0, 30)}))")
        elif choice == 1:
            self.emit(f"print(firstEven({self.int_array_expr(1)}))")
        else:
            self.emit("do {")
            self.emit('    defer { print("first defer") }')
            self.emit('    defer { print("second defer") }')
            self.emit(f"    print(\"body\", {self.int_leaf()})")
            self.emit("}")

    def errors(self):
        text = self.numeric_word()
        choice = self.random.randint(0, 3)
        if choice == 0:
            self.emit("do {")
            self.emit(f"    let n = try parse({text})")
            self.emit('    print("parsed", n)')
            self.emit("} catch ParseError.bad(let s) {")
            self.emit('    print("bad:", s)')
            self.emit("} catch let e as ParseError {")
            self.emit('    print("parse error:", e, e == .empty)')
            self.emit("} catch {")
            self.emit('    print("other:", error, type(of: error))')
            self.emit("}")
        elif choice == 1:
            self.emit(f"print(try? parse({text}) as Any, (try? parse({self.numeric_word()})) ?? -1)")
        elif choice == 2:
            self.emit(f"let result{self.counter} = Result {{ try parse({text}) }}")
            self.emit(f"switch result{self.counter} {{")
            self.emit('case .success(let n): print("ok", n)')
            self.emit('case .failure(let e): print("failed", e)')
            self.emit("}")
            self.counter += 1
        else:
            self.emit("do {")
            self.emit(f"    let values = try [{text}, {self.numeric_word()}].map {{ try parse($0) }}")
            self.emit("    print(values)")
            self.emit("} catch {")
            self.emit('    print("caught", error, "\\(error)")')
            self.emit("}")

    def tuple_switch(self):
        choice = self.random.randint(0, 2)
        if choice == 0:
            self.emit(f"print(classify(({self.int_leaf()} % 4, {self.int_leaf()} % 4)))")
        elif choice == 1:
            self.emit(f"print(grade({self.int_expr(1)}), grade({self.pick(['100', '1000', '-1', '0', '9', '10'])}))")
        else:
            pair = f"({self.int_leaf()} % 3, {self.word()})"
            self.emit(f"switch {pair} {{")
            self.emit('case (0, let s): print("zero with", s)')
            self.emit('case (let n, "kiwi") where n > 0: print("kiwi", n)')
            self.emit('case (1, _), (-1, _): print("one-ish")')
            self.emit('case let (n, s): print("rest", n, s.count)')
            self.emit("}")

    def tokens(self):
        token = self.pick([
            f"Token.number({self.int_leaf()})", f"Token.word({self.word()})",
            f"Token.pair({self.small()}, {self.word()})", "Token.end",
        ])
        other = self.pick(["Token.end", "Token.number(3)", "Token.word(\"kiwi\")"])
        self.emit(f"print(tokenText({token}), {token}, {token} == {other})")
        if self.chance(0.5):
            self.emit(f"if case .number(let n) = {token} {{ print(\"number\", n) }} else {{ print(\"not a number\") }}")
        if self.chance(0.3):
            tree = f"Tree.node(.leaf({self.small()}), .node(.leaf({self.int_leaf()} % 10007), .leaf({self.small()})))"
            self.emit(f"print({tree}.sum)")

    # --- strings, characters, sets, dictionaries ------------------------------------------

    def strings(self):
        s = self.string_expr(1)
        needle = self.pick(['"a"', '"pp"', '"S"', '"é"', '" "', '""'])
        choice = self.random.randint(0, 6)
        if choice == 0:
            self.emit(f"print({s}.hasPrefix({needle}), {s}.hasSuffix({needle}), {s}.contains({needle}))")
        elif choice == 1:
            self.emit(f"print({s}.prefix({self.small(0, 3)}), {s}.suffix({self.small(0, 3)}), "
                      f"{s}.dropLast(), String(repeating: {needle}, count: {self.small(0, 3)}))")
        elif choice == 2:
            self.emit(f'print({s}.split(separator: " ").map {{ String($0) }}, {s}.filter {{ $0 != "a" }}, '
                      f'{s}.map {{ String($0) }})')
        elif choice == 3:
            self.emit(f"print({s}.first as Any, {s}.last as Any, {s}.count, {s}.isEmpty, {s}.starts(with: {needle}))")
        elif choice == 4:
            self.emit(f"print({s}.firstIndex(of: \"a\").map {{ {s}.distance(from: {s}.startIndex, to: $0) }} as Any, "
                      f"{s}.contains(where: {{ $0.isNumber }}), {s}.allSatisfy {{ $0.isLetter }})")
        elif choice == 5:
            var = self.fresh("text")
            self.emit(f"var {var} = {s}")
            addition = self.pick(['Character("x")', '"yz"'])
            self.emit(f"{var}.append({addition})")
            self.emit(f"{var}.insert(\"-\", at: {var}.startIndex)")
            self.emit(f"if !{var}.isEmpty {{ {var}.removeLast() }}")
            self.emit(f"print({var}, {var}.count, {var} == {s}, {var} < {s})")
        else:
            self.emit(f"print({s}.sorted(), String({s}.sorted()), Set({s}).count, {s}.reversed().map {{ $0 }})")

    def characters(self):
        c = self.pick(CHARACTERS)
        name = self.fresh("ch")
        self.emit(f"let {name}: Character = \"{c}\"")
        self.emit(f"print({name}, {name}.isLetter, {name}.isNumber, {name}.isUppercase, {name}.isWhitespace, "
                  f"{name}.asciiValue as Any, {name}.uppercased(), String({name}) + \"!\", {name}.wholeNumberValue as Any)")
        if self.chance(0.4):
            self.emit(f"print({self.string_expr(0)}.filter {{ $0 == {name} }}.count, [{name}, \"q\"], \"\\({name})\")")

    def set_expr(self):
        items = ", ".join(self.small(-3, 9) for _ in range(self.random.randint(0, 5)))
        return self.pick([f"Set<Int>([{items}])", f"Set({self.int_array_expr(1)})"])

    def sets(self):
        a, b = self.fresh("set"), self.fresh("set")
        self.emit(f"var {a}: Set<Int> = {self.set_expr()}")
        self.emit(f"let {b} = {self.set_expr()}")
        choice = self.random.randint(0, 3)
        if choice == 0:
            self.emit(f"print({a}.union({b}).sorted(), {a}.intersection({b}).sorted(), {a}.subtracting({b}).sorted(), "
                      f"{a}.symmetricDifference({b}).sorted())")
        elif choice == 1:
            self.emit(f"print({a}.isSubset(of: {b}), {a}.isDisjoint(with: {b}), {a}.contains({self.small()}), "
                      f"{a}.count, {a} == {b})")
        elif choice == 2:
            self.emit(f"print({a}.insert({self.small()}).inserted, {a}.remove({self.small()}) as Any, {a}.sorted())")
        else:
            self.emit(f"{a}.formUnion({b})")
            self.emit(f"print({a}.sorted(by: >), {a}.filter {{ $0 > 2 }}.sorted(), {a}.map {{ $0 * 2 }}.sorted(), "
                      f"{a}.min() as Any, {a}.isEmpty)")

    def dictionaries(self):
        choice = self.random.randint(0, 6)
        xs = self.int_array_expr(1)
        if choice == 0:
            self.emit(f"let groups{self.counter} = Dictionary(grouping: {xs}, by: {{ $0 % 3 }})")
            self.emit(f"for key in groups{self.counter}.keys.sorted() {{ print(key, groups{self.counter}[key]!) }}")
            self.counter += 1
        elif choice == 1:
            self.emit(f"let counts{self.counter} = {self.string_expr(1)}.reduce(into: [Character: Int]()) {{ $0[$1, default: 0] += 1 }}")
            self.emit(f"print(counts{self.counter}.sorted {{ $0.key < $1.key }}.map {{ \"\\($0.key)\\($0.value)\" }})")
            self.counter += 1
        elif choice == 2:
            self.emit(f"var ages{self.counter} = [{self.word()}: {self.small()}]")
            self.emit(f"print(ages{self.counter}, ages{self.counter}.count)")
            self.emit(f"ages{self.counter}[{self.word()}] = {self.pick(['nil', self.small()])}")
            self.emit(f"print(ages{self.counter}.sorted(by: <), ages{self.counter}.values.sorted(), "
                      f"ages{self.counter}.mapValues {{ $0 + 1 }}.sorted {{ $0.key < $1.key }})")
            self.counter += 1
        elif choice == 3:
            self.emit(f"var merged{self.counter} = {self.dictionary_expr()}")
            self.emit(f"merged{self.counter}.merge([\"kiwi\": 5, \"Zed\": 1], uniquingKeysWith: +)")
            self.emit(f"print(merged{self.counter}.removeValue(forKey: {self.word()}) as Any, "
                      f"merged{self.counter}.keys.sorted(), merged{self.counter}.filter {{ $0.value > 3 }}.count)")
            self.counter += 1
        elif choice == 4:
            self.emit(f"let squares{self.counter} = Dictionary(uniqueKeysWithValues: (0..<{self.small(0, 5)}).map {{ ($0, $0 * $0) }})")
            self.emit(f"print(squares{self.counter}.sorted {{ $0.key > $1.key }}, squares{self.counter}[2] ?? -1, "
                      f"squares{self.counter}.isEmpty)")
            self.counter += 1
        elif choice == 5:
            self.emit(f"let nestedLists{self.counter}: [String: [Int]] = [\"a\": {xs}]")
            self.emit(f"print(nestedLists{self.counter}, nestedLists{self.counter}[\"a\"]?.count as Any, nestedLists{self.counter}[\"b\", default: []])")
            self.counter += 1
        else:
            self.emit(f"let byLength{self.counter} = Dictionary({self.string_array_expr(1)}.map {{ ($0.count, [$0]) }}, uniquingKeysWith: +)")
            self.emit(f"for (k, v) in byLength{self.counter}.sorted(by: {{ $0.key < $1.key }}) {{ print(k, v) }}")
            self.counter += 1

    # --- collections ------------------------------------------------------------------------

    def higher_order(self):
        xs = self.int_array_expr(1)
        choice = self.random.randint(0, 6)
        if choice == 0:
            # One print each: swiftc gave up type-checking the two in one call (seed 1373).
            self.emit(f"print({xs}.reduce(into: [Int]()) {{ $0.insert($1, at: 0) }})")
            self.emit(f"print({xs}.reduce(\"\") {{ (text: String, n: Int) in text + String(n) }})")
        elif choice == 1:
            self.emit(f"print({self.string_array_expr(1)}.compactMap {{ Int($0) }}, [{self.numeric_word()}, {self.numeric_word()}].compactMap(Int.init))")
        elif choice == 2:
            # One print each: swiftc gave up type-checking the three in one call (seed 1262).
            # Typed: two filtering closures in one literal took swiftc too long to type-check (seed 140015).
            self.emit(f"print(([{xs}, {self.int_array_expr(1)}] as [[Int]]).flatMap {{ $0 }})")
            self.emit(f"print({xs}.flatMap {{ [$0, 0 - $0] }}, [[1], [], [2, 3]].joined().map {{ $0 }})")
        elif choice == 3:
            self.emit(f"print({xs}.min(by: {{ abs($0) < abs($1) }}) as Any, {xs}.max() as Any, {xs}.min() as Any)")
        elif choice == 4:
            self.emit(f"print({xs}.first(where: {{ $0 > {self.small()} }}) as Any, {xs}.allSatisfy {{ $0 < 50 }}, "
                      f"{xs}.contains {{ $0 < 0 }}, {xs}.lastIndex(where: {{ $0 > 0 }}) as Any)")
        elif choice == 5:
            self.emit(f"print({xs}.prefix({self.small(0, 3)}), {xs}.suffix(2), {xs}.dropLast(2), "
                      f"Array({xs}.prefix(while: {{ $0 > 0 }})), {xs}.split(separator: 0).map {{ Array($0) }})")
        else:
            self.emit(f"print({xs}.map {{ String($0) }}.joined(separator: \"+\"), {xs}.sorted(by: >), "
                      f"{xs}.indices.map {{ $0 * 2 }}, {xs}.count(where: {{ $0 > 1 }}))")

    def sorting(self):
        people = ", ".join(f"Person(name: {self.word()}, age: {self.small(1, 5)})" for _ in range(self.random.randint(0, 4)))
        name = self.fresh("people")
        self.emit(f"let {name}: [Person] = [{people}]")
        choice = self.random.randint(0, 2)
        if choice == 0:
            self.emit(f"print({name}.sorted(), {name}.sorted {{ $0.name < $1.name }}.map(\\.name), {name}.max() as Any)")
        elif choice == 1:
            self.emit(f"print({name}.sorted(by: {{ ($0.age, $1.name) > ($1.age, $0.name) }}), Set({name}).count, "
                      f"{name}.map(\\.age).reduce(0, +))")
        else:
            self.emit(f"print({name}.firstIndex(of: Person(name: \"kiwi\", age: 2)) as Any, {name}.contains {{ $0.age > 3 }}, "
                      f"{name}.filter {{ $0.age.isMultiple(of: 2) }})")

    def array_mutation(self):
        name = self.fresh("list")
        self.emit(f"var {name}: [Int] = {self.int_array_expr(1)}")
        for _ in range(self.random.randint(1, 4)):
            choice = self.random.randint(0, 6)
            if choice == 0:
                self.emit(f"{name}.removeAll {{ $0 % 2 == 0 }}")
            elif choice == 1:
                self.emit(f"if !{name}.isEmpty {{ {name}.remove(at: {name}.count / 2) }}")
            elif choice == 2:
                self.emit(f"{name}.insert({self.int_leaf()}, at: {name}.count / 2)")
            elif choice == 3:
                self.emit(f"if {name}.count > 1 {{ {name}.swapAt(0, {name}.count - 1) }}")
            elif choice == 4:
                self.emit(f"{name} += [{self.small()}, {self.small()}]")
            elif choice == 5:
                self.emit(f"{name}.sort(by: >)")
            else:
                self.emit(f"if {name}.count > 2 {{ {name}[1...2] = [{self.small()}] }}")
        self.emit(f"print({name}, {name}.count)")

    # --- properties, statics, enums, optionals --------------------------------------------

    def observers(self):
        name = self.fresh("thermo")
        self.emit(f"var {name} = Thermo(celsius: {self.double_expr(0)})")
        for _ in range(self.random.randint(1, 3)):
            choice = self.random.randint(0, 2)
            if choice == 0:
                self.emit(f"{name}.celsius = {self.pick(['20.5', '150', '-4', '37.0'])}")
            elif choice == 1:
                self.emit(f"{name}.fahrenheit = {self.pick(['212', '32', '98.6', '451'])}")
            else:
                self.emit(f"{name}.celsius += {self.double_expr(0)}")
        self.emit(f"print({name}.celsius, {name}.fahrenheit)")

    def statics(self):
        name = self.fresh("tally")
        self.emit(f"var {name} = Tally()")
        for _ in range(self.random.randint(1, 4)):
            self.emit(self.pick([f"{name}.add()", f"{name}.add({self.int_leaf()} % 30)", f"{name}.add(25)"]))
        if self.chance(0.3):
            self.emit(f"{name}.reset()")
        self.emit(f"print({name}.count, {name}.history, Tally.instances, Tally.limit, {name})")

    def raw_enums(self):
        choice = self.random.randint(0, 2)
        if choice == 0:
            raw = self.pick(['"Earth"', '"earth"', '"venus"', '"pluto"'])
            self.emit(f"print(Planet(rawValue: {raw}) as Any, Planet.allCases, Planet.allCases.map(\\.rawValue), Planet.mars)")
        elif choice == 1:
            self.emit(f"print(Code(rawValue: {self.pick(['200', '404', '500'])}) as Any, Code.moved.rawValue, Code.ok, \"\\(Code.missing)\")")
        else:
            self.emit(f"for p in Planet.allCases where p.rawValue.count > {self.small(3, 6)} {{ print(p, p.rawValue.uppercased()) }}")

    def optional_chaining(self):
        car = self.fresh("car")
        value = self.pick(['nil', 'Car(brand: "kia")', 'SportsCar(brand: "")'])
        self.emit(f"let {car}: Car? = {value}")
        self.emit(f"let {car}b: Int? = {self.pick(['nil', self.int_leaf()])}")
        self.emit(f"print({car}?.brand.count as Any, {car}?.info() ?? \"no car\", ({car} as? SportsCar)?.top as Any, "
                  f"{car}b ?? {car}?.wheels ?? -1, {car}b.map {{ $0 + 1 }} as Any, {car}b.flatMap {{ $0 > 0 ? $0 : nil }} as Any)")
        if self.chance(0.5):
            self.emit(f"if let c = {car}, let n = {car}b, n > 0 {{ print(\"both\", c.brand, n) }} else {{ print(\"not both\") }}")

    def linked_nodes(self):
        name = self.fresh("list")
        values = [self.small() for _ in range(self.random.randint(1, 4))]
        chain = "nil"
        for value in reversed(values):
            chain = f"Node({value}, next: {chain})"
        self.emit(f"let {name}: Node? = {chain}")
        self.emit(f"var cursor{name} = {name}, sum{name} = 0")
        self.emit(f"while let c = cursor{name} {{ sum{name} += c.value; cursor{name} = c.next }}")
        self.emit(f"print(sum{name}, {name}?.next?.next?.value as Any, {name}?.next?.value ?? -1)")

    def recursion(self):
        self.emit(self.pick([
            f"print(fib({self.small(0, 40)}), gcd({self.int_leaf()}, {self.int_leaf()}), power({self.small(-3, 9)}, {self.small(0, 12)}))",
            f"print(Tree.node(.leaf({self.int_leaf()} % 10007), .leaf({self.small()})).sum, gcd({self.small(0, 60)}, {self.small(0, 60)}))",
        ]))

    # --- numbers and ranges ----------------------------------------------------------------

    def integer_bits(self):
        x = f"({self.int_leaf()})"
        y = f"({self.int_leaf()})"
        shift = self.pick(["0", "1", "3", "63", "64", "70", "-2"])
        choice = self.random.randint(0, 4)
        if choice == 0:
            self.emit(f"print({x} & {y}, {x} | {y}, {x} ^ {y}, ~{x}, {x} << {shift}, {x} >> {shift})")
        elif choice == 1:
            self.emit(f"print(Int.max &+ {x}, Int.min &- {self.small(1, 9)}, Int.max &* 2, {x} &* {y}, -{x} >> 1, Int.min / -2)")
        elif choice == 2:
            self.emit(f"print({x}.quotientAndRemainder(dividingBy: {self.pick(['3', '-4', '7'])}), {x}.isMultiple(of: 3), "
                      f"{x}.signum(), {x}.magnitude, {x}.nonzeroBitCount, {x}.trailingZeroBitCount)")
        elif choice == 3:
            self.emit(f"print(UInt8(truncatingIfNeeded: {x}), Int8(clamping: {x} * 10), UInt8(200) &+ UInt8(100), "
                      f"Int16(-7) >> 1, UInt8(0b1010_1010) >> 3, ~UInt8(5))")
        else:
            self.emit(f"print(String({x}, radix: {self.pick(['2', '16', '36'])}), Int(\"ff\", radix: 16) as Any, "
                      f"0x1F, 0o17, 0b101, 1_000_000, String({x}, radix: 16, uppercase: true))")

    def doubles(self):
        d = self.double_expr(1)
        choice = self.random.randint(0, 4)
        if choice == 0:
            self.emit(f"print({self.pick(['0.1 + 0.2', '1e16', '1e-5', '100000000.0', '-0.0', '2.0 / 3.0', '1.0e22', '5e-324'])}, "
                      f"Double.pi, Float(0.1), Float(1) / 3, 123456789.0 * 10)")
        elif choice == 1:
            self.emit(f"print(Int({d}), Int(-3.99), ({d}).truncatingRemainder(dividingBy: 0.75), (2.0).squareRoot(), "
                      f"({d}).magnitude)")
        elif choice == 2:
            value = self.fresh("real")
            self.emit(f"let {value}: Double = {d}")
            self.emit(f"print(String({d}), \"\\({d})\", [{d}, 1], {value} == 0.3, {value} < 1, Double(\"2.50\") as Any, Double(\"x\") as Any)")
        elif choice == 3:
            self.emit(f"print(1.0 / 0.0, -1.0 / 0.0, (0.0 / 0.0).isNaN, Double.infinity > 1e308, Double.greatestFiniteMagnitude, "
                      f"Double(Int.max), Double({self.int_leaf()}) / 8)")
        else:
            self.emit(f"print(({d}).rounded(.toNearestOrEven), (2.5).rounded(), (-2.5).rounded(), (0.5).rounded(.toNearestOrEven), "
                      f"min({d}, 0.5), abs(-({self.double_expr(0)})))")

    def formats(self):
        fmt = self.pick(FOUNDATION_FORMATS)
        if "f" in fmt or "e" in fmt or "g" in fmt:
            arg = f", {self.double_expr(1)}"
        elif fmt == "%%":
            arg = ""
        elif fmt in ("%x", "%X", "%o"):
            arg = f", {self.int_leaf()}"
        else:
            arg = f", {self.int_leaf()}"
        self.emit(f"print(String(format: \"[{fmt}]\"{arg}), String(format: \"%@ is %d\", {self.string_expr(0)}, {self.int_leaf()}), "
                  f"String(format: \"%.{self.small(0, 4)}f\", {self.double_expr(0)}))")

    def foundation_strings(self):
        s = self.string_expr(1)
        choice = self.random.randint(0, 2)
        if choice == 0:
            self.emit(f"print({s}.replacingOccurrences(of: \"a\", with: \"_\"), {s}.components(separatedBy: \" \"), "
                      f"{s}.capitalized)")
        elif choice == 1:
            self.emit(f"print(\"  {self.pick(['pad', 'x y', ''])} \".trimmingCharacters(in: .whitespaces), "
                      f"{s}.range(of: \"b\") != nil, {s}.lowercased().contains(\"s\"))")
        else:
            self.emit(f"print(pow(2.0, {self.small(0, 10)}.0), sqrt({self.double_expr(0)}), sqrt(abs({self.double_expr(0)})), floor(-2.5), ceil(2.1), "
                      f"Int(pow(3.0, 4.0)))")

    def ranges(self):
        choice = self.random.randint(0, 6)
        a, b = self.small(-5, 5), self.small(0, 12)
        step = self.pick(["1", "2", "3", "-1", "-2"])
        if choice == 0:
            self.emit(f"print(Array(stride(from: {a}, to: {b}, by: {step})), Array(stride(from: {b}, through: {a}, by: {step})))")
        elif choice == 1:
            self.emit(f"for v in stride(from: {self.pick(['-1.5', '0.1', '1.0 / 3.0', '2.5', '9.0'])}, to: 3.0, by: 0.75) {{ print(v, terminator: \" \") }}")
            self.emit("print()")
        elif choice == 2:
            self.emit(f"let r{self.counter} = ({a})...({int(a) + int(self.small(0, 6))})")
            self.emit(f"print(r{self.counter}, r{self.counter}.count, r{self.counter}.contains({self.int_leaf()}), "
                      f"r{self.counter}.lowerBound, r{self.counter}.upperBound, r{self.counter}.map {{ $0 * 2 }}, "
                      f"Array(r{self.counter}.reversed()))")
            self.counter += 1
        elif choice == 3:
            b = str(max(int(a), int(b)))
            self.emit(f"print((({a})..<{b}).isEmpty, Array((({a})..<{b}).clamped(to: 0..<4)), (1...5).reduce(1, *), "
                      f"(0..<{b}).filter {{ $0 % 3 == 0 }}, zip(({a})..., \"ab\").map {{ \"\\($0)\\($1)\" }})")
            # A Range's subsequences are Ranges; an endless range's prefix runs without the rest.
            n = self.small(0, 4)
            self.emit(f"let half{self.counter}: Range<Int> = ({a})..<{b}")
            self.emit(f"print(half{self.counter}.prefix({n}), half{self.counter}.dropFirst({n}), "
                      f"half{self.counter}.suffix({n}), half{self.counter}.dropLast())")
            self.emit(f"print(Array((({a})...).prefix({n})), ({a}...{b}).prefix({n}).map {{ $0 }})")
            self.counter += 1
        elif choice == 5:
            # A range of sized integers is a Collection as an Int range is; a Range's slices are Ranges.
            kind = self.pick(["Int8", "Int16", "UInt8", "UInt32", "Int64"])
            low = int(self.small(0, 6))
            high = low + int(self.small(0, 6))
            k, n = self.small(0, 12), self.small(0, 4)
            c = self.counter
            self.emit(f"let sr{c} = {kind}({low})...{kind}({high})")
            self.emit(f"print(sr{c}.map {{ $0 &* 2 }}, sr{c}.count, sr{c}.first ?? 0, sr{c}.last ?? 0, "
                      f"sr{c}.contains({k}), sr{c}.filter {{ $0 % 2 == 0 }}, sr{c}.reduce(0) {{ $0 + Int($1) }})")
            self.emit(f"let hr{c} = {kind}({low})..<{kind}({high})")
            self.emit(f"print(hr{c}.prefix({n}), hr{c}.dropFirst({n}), hr{c}.suffix({n}), hr{c}.drop {{ $0 < {k} }}, "
                      f"type(of: hr{c}.dropLast()), hr{c}.lazy.map {{ $0 + 1 }}.contains({k}), hr{c}.isEmpty)")
            self.counter += 1
        elif choice == 6:
            # A Range's indices are its elements.
            low = int(self.small(-5, 5))
            high = low + int(self.small(0, 8))
            c = self.counter
            self.emit(f"let ir{c} = ({low})..<({high})")
            self.emit(f"if let i = ir{c}.firstIndex(of: {self.small(-5, 9)}) {{ print(i, ir{c}[i]) }}")
            self.emit(f"print(ir{c}.lastIndex {{ $0 % 2 == 0 }} as Any, ir{c}.firstIndex(where: {{ $0 > {self.small(-5, 9)} }}) as Any)")
            k = self.small(-5, 9)
            self.emit(f"if ir{c}.contains({k}) {{ print(ir{c}[{k}], ir{c}[({k})...], ir{c}[..<({k})]) }}")
            self.counter += 1
        else:
            xs = self.int_array_expr(1)
            self.emit(f"let slice{self.counter} = {xs}")
            self.emit(f"if slice{self.counter}.count >= 2 {{ print(slice{self.counter}[1...], "
                      f"slice{self.counter}[..<2], Array(slice{self.counter}[0..<1]), slice{self.counter}[1...].startIndex) }}")
            self.counter += 1

    def interpolation(self):
        parts = [
            "\\(origin)", "\\(Shape.rect(w: 1, h: 2))", "\\(Level.mid)", "\\((1, \"a\"))", "\\(Set([3]).sorted())",
            f"\\({self.double_expr(0)})", "\\(Character(\"x\"))", "\\(true)", "\\([1: \"one\"])", "\\(Token.pair(1, \"p\"))",
            "\\(Planet.earth)", "\\(Code.ok)", "\\(Tree.leaf(3))", "\\(Person(name: \"Al\", age: 3))", "\\(pet)",
            "\\([Optional(1), nil])", "\\(Optional(\"s\") as Any)", "\\(Int8(-3))", "\\(UInt(7))", "\\(Float(2.5))",
            "\\(Stack<Int>())", "\\(Box(value: [1]))", "\\(1...3)", "\\(Thermo(celsius: 1))", "\\(Car.self)",
            "\\(Token.self)", "\\([Person]())", "\\((x: 1, y: [\"b\"]))", "\\(ParseError.bad(\"q\"))",
            "\\(Plainerror(why: \"w\"))", "\\(Tally())", "\\(Node(1))", "\\(\"q\".first!)", "\\(0..<2)",
        ]
        chosen = [self.pick(parts) for _ in range(self.random.randint(1, 3))]
        self.emit(f'print("{" | ".join(chosen)}")')

    # --- lifetimes, initializers, subscripts, control flow, patterns ----------------------

    def lifetimes(self):
        name = self.fresh("tracked")
        self.emit(f"var {name}: [Tracked] = [Tracked({self.small()}), Tracked({self.small(10, 19)})]")
        choice = self.random.randint(0, 2)
        if choice == 0:
            self.emit(f"{name}.removeFirst()")
        elif choice == 1:
            self.emit(f"{name} = []")
        else:
            self.emit("do {")
            self.emit(f"    let temporary = Tracked({self.small(20, 29)})")
            self.emit('    print("inside", temporary.id, Tracked.alive)')
            self.emit("}")
        self.emit(f"print(\"alive\", Tracked.alive, {name}.map(\\.id))")

    def initializers(self):
        shape = self.pick(["Shape3()", f"Shape3(sides: {self.small(3, 8)})", "Quad(sides: 9)", "Quad()"])
        self.emit(f"let poly{self.counter}: Shape3 = {shape}")
        self.emit(f"print(poly{self.counter}.name(), poly{self.counter}.sides, type(of: poly{self.counter}).init(sides: 5).name())")
        self.counter += 1

    def subscripts(self):
        name = self.fresh("grid")
        self.emit(f"var {name} = Grid(cells: Array(0..<6), width: 3)")
        self.emit(f"{name}[row: 1, col: {self.small(0, 2)}] = {self.int_leaf()}")
        self.emit(f"{name}[row: 0, col: 0] += {self.small()}")
        self.emit(f"print({name}[row: 1, col: 2], {name}.cells, {name}.total)")
        if self.chance(0.5):
            self.emit(f"{name}.cells[0] = 100")
            self.emit(f"print({name}.total, {name})")

    def versions(self):
        texts = [self.pick(['"1.2"', '"1.10"', '"0.9"', '"2"', '"x.1"', '"1.2.3"', '"3.0"']) for _ in range(4)]
        self.emit(f"let versions{self.counter} = [{', '.join(texts)}].compactMap {{ Version($0) }}")
        self.emit(f"print(versions{self.counter}.sorted(), versions{self.counter}.max() as Any, Set(versions{self.counter}).count, "
                  f"Version(\"1.2\") == Version(\"1.2\"), Version(\"x\") as Any)")
        self.counter += 1

    def enum_mutation(self):
        name = self.fresh("light")
        self.emit(f"var {name} = Light.{self.pick(['red', 'yellow', 'green'])}")
        for _ in range(self.random.randint(1, 3)):
            self.emit(f"{name}.next()")
        self.emit(f"print({name}, {name} == .red, [{name}])")

    def extensions(self):
        self.emit(f"print({self.small(-9, 9)}.squared, ({self.int_leaf()} % 100).squared)")
        self.emit(f"{self.small(0, 7)}.times {{ print(\"time\", $0, terminator: \"; \") }}")
        self.emit("print()")

    def control_flow(self):
        choice = self.random.randint(0, 4)
        limit = self.small(1, 5)
        if choice == 0:
            self.emit(f"outer{self.counter}: for i in 0..<{limit} {{")
            self.emit(f"    for j in 0..<{limit} {{")
            self.emit(f"        if j > i {{ continue outer{self.counter} }}")
            self.emit(f"        if i + j > {self.small(1, 6)} {{ break outer{self.counter} }}")
            self.emit('        print(i, j, terminator: " ")')
            self.emit("    }")
            self.emit("}")
            self.emit("print()")
            self.counter += 1
        elif choice == 1:
            name = self.fresh("n")
            self.emit(f"var {name} = {self.small(0, 9)}")
            self.emit(f"repeat {{ {name} -= 2; print({name}, terminator: \",\") }} while {name} > 0")
            self.emit(f"while {name} < 5 {{ {name} += 3; if {name} == 4 {{ break }} }}")
            self.emit(f"print({name})")
        elif choice == 2:
            self.emit(f"switch {self.small(0, 4)} {{")
            self.emit('case 0: print("zero"); fallthrough')
            self.emit('case 1: print("at most one"); fallthrough')
            self.emit('case 2: print("at most two")')
            self.emit('default: print("more")')
            self.emit("}")
        elif choice == 3:
            self.emit(f"switch {self.string_expr(1)} {{")
            self.emit('case "apple", "kiwi": print("fruit")')
            self.emit('case let s where s.hasPrefix("S"): print("S word", s)')
            self.emit('case "": print("empty")')
            self.emit('default: print("other")')
            self.emit("}")
        else:
            self.emit(f"for i in 0..<{limit} {{")
            self.emit('    defer { print("end", i, terminator: " ") }')
            self.emit("    if i % 2 == 1 { continue }")
            self.emit('    print("even", i, terminator: " ")')
            self.emit("}")
            self.emit("print()")

    def patterns(self):
        choice = self.random.randint(0, 3)
        if choice == 0:
            self.emit(f"for case let v? in {self.optional_int_array_expr(1)} {{ print(v, terminator: \" \") }}")
            self.emit("print()")
        elif choice == 1:
            self.emit(f"let (first{self.counter}, second{self.counter}) = ({self.int_leaf()}, {self.string_expr(0)})")
            self.emit(f"let (_, tail{self.counter}) = (first{self.counter}, [second{self.counter}])")
            self.emit(f"print(first{self.counter}, second{self.counter}, tail{self.counter})")
            self.counter += 1
        elif choice == 2:
            self.emit(f"switch {self.optional_int_expr(1)} {{")
            self.emit('case .some(let v) where v > 10: print("big", v)')
            self.emit('case let v?: print("some", v)')
            self.emit('case nil: print("none")')
            self.emit("}")
        else:
            self.emit(f"for (i, c) in Array({self.string_expr(1)}).enumerated() where i % 2 == 0 {{ print(i, c, terminator: \" \") }}")
            self.emit("print()")

    def associated_types(self):
        words = ", ".join(self.word() for _ in range(self.random.randint(0, 3)))
        self.emit(f"let bag{self.counter} = Bag(elements: [{words}])")
        self.emit(f"print(sizes(bag{self.counter}), bag{self.counter}.firstItem() as Any, makeBag([{words}]).size, bag{self.counter})")
        self.counter += 1

    # --- dispatch, overloads, value semantics, captures -------------------------------------

    def dispatch(self):
        value = self.pick(["Friendly()", "Quiet()"])
        name = self.fresh("greeter")
        self.emit(f"let {name}: any Greeter = {value}")
        self.emit(f"print({name}.greet(), {name}.farewell(), {value}.greet(), {value}.farewell())")
        if self.chance(0.4):
            self.emit(f"print([{value} as any Greeter, Friendly()].map {{ $0.farewell() }})")

    def overloads(self):
        self.emit(self.pick([
            # A literal or nil beside a generic and an Optional overload: ranked as swiftc ranks them.
            f"print(which({self.int_leaf()}), which({self.word()}), which({self.word()} as String?), which(nil), which({self.double_expr(0)}), callWhich({self.small()}))",
            f"print(sum(), sum({self.int_leaf()}), sum({self.small()}, {self.small()}, scale: {self.small(-2, 3)}), "
            f"label({self.small()}), label({self.small()}, suffix: \"!\"), max({self.small()}, {self.small()}, {self.small()}))",
            f"print(({self.small()}, {self.word()}) < ({self.small()}, {self.word()}), (1, 2) == (1, 2), ({self.small()}, 1) > (3, 0))",
        ]))

    def value_semantics(self):
        a, b = self.fresh("copy"), self.fresh("copy")
        choice = self.random.randint(0, 3)
        if choice == 0:
            self.emit(f"var {a} = {self.int_array_expr(1)}")
            self.emit(f"var {b} = {a}")
            self.emit(f"{b}.append({self.small()})")
            self.emit(f"if !{a}.isEmpty {{ {a}[0] = 99 }}")
            self.emit(f"print({a}, {b})")
        elif choice == 1:
            self.emit(f"var {a} = [Point(x: 1, y: 2), Point(x: {self.small()}, y: 0)]")
            self.emit(f"var {b} = {a}")
            self.emit(f"{a}[0].x += {self.small(1, 5)}")
            self.emit(f"{b}[1].move(by: {self.small()})")
            self.emit(f"print({a}, {b}, {a} == {b})")
        elif choice == 2:
            self.emit(f"var {a}: [String: [Int]] = [:]")
            self.emit(f"{a}[\"k\", default: []].append({self.small()})")
            self.emit(f"{a}[\"k\"]?.append({self.small()})")
            self.emit(f"{a}[\"m\"]?.append(1)")
            self.emit(f"var {b} = Array(repeating: Array(repeating: 0, count: 3), count: 2)")
            self.emit(f"{b}[1][{self.small(0, 2)}] = {self.small()}")
            self.emit(f"print({a}, {b}, {a}[\"m\"] as Any)")
        else:
            self.emit(f"let {a} = Car(brand: {self.word()})")
            self.emit(f"let {b} = {a}")
            self.emit(f"{b}.brand += \"!\"")
            self.emit(f"var struct{a} = Tally()")
            self.emit(f"var struct{b} = struct{a}")
            self.emit(f"struct{b}.add({self.small()})")
            self.emit(f"print({a}.brand, {a} === {b}, struct{a}.count, struct{b}.count)")

    def capture_lists(self):
        x = self.fresh("captured")
        self.emit(f"var {x} = {self.small()}")
        self.emit(f"let early{x} = {{ [{x}] in {x} * 10 }}")
        self.emit(f"let late{x} = {{ {x} * 10 }}")
        self.emit(f"{x} = {self.small()}")
        self.emit(f"var closures{x}: [() -> Int] = []")
        self.emit(f"for i in 0..<3 {{ closures{x}.append {{ i + {x} }} }}")
        self.emit(f"{x} += 1")
        self.emit(f"print(early{x}(), late{x}(), closures{x}.map {{ $0() }})")

    def observer_overrides(self):
        name = self.fresh("base")
        self.emit(f"let {name}: Base = {self.pick(['Base()', 'Derived()'])}")
        self.emit(f"{name}.level = {self.small()}")
        if self.chance(0.5):
            self.emit(f"{name}.level += 1")
        self.emit(f"print({name}.describe())")

    def weak_references(self):
        a, b = self.fresh("owner"), self.fresh("owner")
        self.emit(f"var {a}: Owner? = Owner(\"a\")")
        self.emit(f"let {b} = Owner(\"b\")")
        self.emit(f"{b}.friend = {a}")
        self.emit(f"print({b}.friend?.name as Any)")
        self.emit(f"{a} = nil")
        self.emit(f"print({b}.friend?.name as Any, {b}.friend == nil)")

    def nested_optionals(self):
        name = self.fresh("nested")
        self.emit(f"let {name}: Int?? = {self.pick(['nil', '.some(nil)', '5', 'Optional(Optional(7))'])}")
        self.emit(f"print({name} as Any, String(describing: {name}), ({name} ?? nil) as Any, ({name} ?? 0) ?? -1)")
        self.emit(f"if let inner = {name} {{ print(\"outer some\", inner as Any) }} else {{ print(\"outer nil\") }}")
        self.emit(f"print(\"a\", {self.int_leaf()}, separator: \"-\", terminator: \"|\\n\")")

    # --- how values print, conversions from text, string indices ---------------------------

    def printed_value(self):
        # No Result here: KNOWN_GAPS (its debug description).
        return self.pick([
            "[Set([7])]", "Optional(Set([1]))",
            f"Holder(point: {self.pick(['nil', 'Point(x: 1, y: 2)'])}, shape: .circle(radius: {self.small()}), "
            f"pair: ({self.small()}, {self.word()}), level: .high, box: Box(value: {self.small()}), names: [{self.word()}: 1])",
            "[Box(value: 1)]", "Box(value: Optional(1))", "[Shape.empty, .rect(w: 1, h: 2)]", "Optional(Shape.circle(radius: 2))",
            "Shape.circle(radius: 2)", "[Optional(\"a\"), nil]", "[\"tab\\t\", \"quote\\\"\", \"new\\nline\", \"back\\\\slash\"]",
            "[\"é\", \"\\u{1F436}\", \"\\0\"]", "[\"a\\\"b\": 1]", "[Character(\"\\n\"), \"x\"]", "(1, \"a\", [2.5], nil as Int?)",
            "Optional(Optional(3))", "[[Int]()]", "[Point]()", "...5", "2...", "1..<1",
            "[1: [\"a\"]]", "[Level.low]", "[Planet.earth: 1]", "(x: Point(x: 0, y: 0), y: Tree.leaf(1))",
            "[Token.word(\"w\"), .end]",
            "[ParseError.empty]", "Plainerror(why: \"x\")", "[1.0, 2.50, -0.0]", "Float(1) / 3", "1e15", "0.000001",
            "123456789012345680.0", "Float(16777217)", "[Int8(1), -1]", "UInt64.max", "Int.min", "[Car(brand: \"k\")]",
            "Optional(SportsCar(brand: \"x\"))", "[Plain()]", "Version(\"1.2\")", "[Person(name: \"p\", age: 1)]",
            "Stack<String>()", "Grid(cells: [1], width: 1)", "Light.red", "[Light.green]", "Bag(elements: [\"b\"])",
        ])

    def printing(self):
        value = self.printed_value()
        choice = self.random.randint(0, 5)
        if choice == 0:
            self.emit(f"print({value})")
        elif choice == 1:
            self.emit(f"debugPrint({value})")
        elif choice == 2:
            self.emit(f"print(String(describing: {value}), String(reflecting: {value}))")
        elif choice == 3:
            self.emit(f"print(\"<\\({value})>\", [{value}])")
        elif choice == 4 and not value.startswith("["):
            # Not of an array literal: KNOWN_GAPS (`type(of: [Box(value: 1)])` is refused when it runs).
            self.emit(f"print(type(of: {value}), {value})")
        elif choice == 4:
            self.emit(f"print({value})")
        else:
            self.emit(f"print({value}, {self.printed_value()}, separator: \" ; \")")

    def conversions(self):
        texts = ['"+5"', '" 4"', '"-0"', '"0x10"', '"1e3"', '"inf"', '".5"', '"5."', '"-1.5e-2"', '"nan"', '"1_000"', '"9223372036854775808"']
        flag = self.pick(['"true"', '"True"', '""'])
        self.emit(f"print(Int({self.pick(texts)}) as Any, Double({self.pick(texts)}) as Any, Int({self.pick(texts)}, radix: 16) as Any, "
                  f"Bool({flag}) as Any, Float({self.pick(texts)}) as Any)")

    def string_indices(self):
        s = self.fresh("indexed")
        self.emit(f"let {s} = {self.string_expr(1)}")
        k = self.small(0, 3)
        self.emit(f"if {s}.count > {k} {{")
        self.emit(f"    let i = {s}.index({s}.startIndex, offsetBy: {k})")
        self.emit(f"    print({s}[i], {s}[..<i], {s}[i...], {s}.distance(from: i, to: {s}.endIndex), {s}.index(after: i) == {s}.endIndex)")
        self.emit("}")
        self.emit(f"print({s}.split(separator: \" \", maxSplits: 1, omittingEmptySubsequences: false), "
                  f"{s}.split(separator: \"a\", omittingEmptySubsequences: false), {s}.components(separatedBy: \"p\"))"
                  if self.foundation else
                  f"print({s}.split(separator: \" \", maxSplits: 1, omittingEmptySubsequences: false), "
                  f"{s}.split(separator: \"a\", omittingEmptySubsequences: false))")

    # --- inferred property types, inherited default witnesses, overloads by protocol, key paths ----

    def inferred_members(self):
        # The memberwise initializer's parameters take each property's inferred type (`var ratio = 0.5`).
        name = self.fresh("gauge")
        arguments = self.random.sample([
            f"ratio: {self.small()}", f"marks: [{self.small()}, {self.small()}]", f"initial: \"{self.pick(CHARACTERS)}\"",
            f"small: {self.small()}", f"limit: {self.pick(['nil', self.small()])}",
        ], self.random.randint(0, 3))
        order = ["ratio", "marks", "initial", "small", "limit"]
        arguments.sort(key=lambda a: order.index(a.split(":")[0]))
        self.emit(f"let {name} = Gauge({', '.join(arguments)})")
        self.emit(f"print({name}, {name}.ratio / 4, {name}.marks.map {{ $0 / 2 }}, type(of: {name}.initial))")

    def default_witnesses(self):
        # A class conforming by the extension's default keeps it past a subclass's same-named members.
        value = self.pick(["Butler()", "Lobby()", "Android()", "Robot()"])
        reach = self.pick([
            f"{value}.welcome()", f"{value}.title", f"{value}.announce()", f"hostGeneric({value})",
            f"({value} as any Host).welcome()", f"({value} as any Host).title",
            f"[{value} as any Host].map {{ $0.title }}",
        ])
        extra = self.pick(["(Butler() as Lobby).welcome()", "(Butler() as Lobby).title", "Butler().introduce()",
                           "(Android() as Robot).welcome()", "Android().announce()"])
        self.emit(f"print({reach}, {extra})")

    def protocol_overloads(self):
        # `Any` beside a protocol the argument adopts: the protocol's overload.
        values = [self.int_leaf(), self.word(), self.double_expr(0), "true", f"[{self.small()}]", f"{self.small()}..<9",
                  f"{self.word()}.dropFirst()", f"({self.small()}, {self.small()})", f"Set([{self.small()}])"]
        self.emit("print(" + ", ".join(f"show({v})" for v in self.random.sample(values, 3)) + ")")
        # The nearer superclass, fewer defaults, and a closure's number of parameters decide too.
        pet = self.pick(["Pup()", "Hound()", "Pet()", "(Pup() as Pet)"])
        work = self.pick(["{ print(\"tick\") }", "{ print(\"got\", $0) }", "{ n, s in print(n, s) }", "{ _ in print(\"ignored\") }"])
        self.emit(f"print(kind({pet}), measure({self.small()}), measure({self.small()}, scale: {self.small()}), perform {work})")

    def optional_key_paths(self):
        name = self.fresh("residents")
        city = self.word()
        self.emit(f"var {name} = [Resident(name: {self.word()}, address: Address(city: {city}, zip: {self.pick(['nil', self.word()])})), "
                  f"Resident(name: {self.word()}, address: nil)]")
        self.emit(f"print({name}.map(\\.address?.city), {name}.map(\\.address?.zip), \\Resident.address?.city, \\Resident.home.city)")
        self.emit(f"{name}[0][keyPath: \\Resident.address!.city] = {self.word()}")
        self.emit(f"{name}[1][keyPath: \\.home.city] += {self.word()}")
        self.emit(f"let path{self.counter}: KeyPath<Resident, String> = \\.home.city")
        self.emit(f"print({name}[0].address!.city, {name}.map {{ $0[keyPath: path{self.counter}] }}, path{self.counter})")
        self.counter += 1

    def implicit_member_calls(self):
        # An implicit member called where another element or branch names the type.
        self.emit(self.pick([
            f"print([Person(name: {self.word()}, age: {self.small()}), .init(name: {self.word()}, age: {self.small()})].max()!)",
            f"print({self.pick(['true', 'false'])} ? Person(name: \"a\", age: {self.small()}) : .init(name: \"b\", age: {self.small()}))",
            f"print([Thermo(celsius: {self.small()}), .init(celsius: {self.small()})].map(\\.fahrenheit))",
            f"print([Square(side: {self.small()}), .init(side: {self.small()})].map(\\.area))",
        ]))

    def construction_bindings(self):
        # A generic type's T in its initial values and initializers: each construction's own.
        numeric = self.pick(["Double", "Int", "Float"])
        name = self.fresh("counted")
        self.emit(self.pick([
            f"var {name} = Counted<{numeric}>()",
            f"var {name}: Counted<{numeric}> = Counted(step: {self.small()})",
            f"var {name} = Counted<{numeric}>(times: {self.small()})",
            f"var {name}: Counted<{numeric}> = .init()",
        ]))
        for _ in range(self.random.randint(1, 3)):
            self.emit(f"{name}.bump()")
        meter = self.fresh("meter")
        self.emit(f"let {meter} = Meter<{self.pick(['Double', 'Float'])}>()")
        self.emit(f"{meter}.add({self.small()})")
        self.emit(f"print({name}, {name}.total, {meter}.reading, {meter}.history, [Counted<Int>(step: {self.small()})].map(\\.step))")

    def optional_elements(self):
        # What is stored into an array of optionals is an optional, however it gets there.
        name = self.fresh("slots")
        self.emit(f"var {name}: [Int?] = [nil, {self.small()}]")
        for _ in range(self.random.randint(1, 4)):
            self.emit(self.pick([
                f"if !{name}.isEmpty {{ {name}[0] = {self.int_leaf()} }}",
                f"{name}.append({self.small()})",
                f"{name}.insert({self.small()}, at: 0)",
                f"{name}.append(contentsOf: [{self.small()}, {self.small()}])",
                f"if {name}.count > 1 {{ {name}[0...1] = [{self.small()}] }}",
                f"if !{name}.isEmpty {{ {name}.insert(contentsOf: [{self.small()}], at: 1) }}",
                f"if !{name}.isEmpty {{ {name}.replaceSubrange(0..<1, with: [{self.small()}, nil]) }}",
                f"if !{name}.isEmpty {{ {name}[{name}.count - 1] = nil }}",
            ]))
        self.emit(f"print({name}, {name}.compactMap {{ $0 }}, {name}.count)")

    def literal_joins(self):
        # Integer literals take a floating-point type from what they are joined with.
        flag = self.pick(["true", "false", f"{self.small()} > {self.small()}"])
        self.emit(self.pick([
            f"print({flag} ? {self.small()} / {self.small(1, 9)} : {self.small()}.25)",
            f"print({flag} ? {self.small()}.5 : {self.small()} / {self.small(1, 9)} + 1)",
            f"print([{self.small()} / {self.small(1, 9)}, {self.small()}.5], ({self.small()} / 2) + 0.0)",
            f"let closure{self.counter}: () -> Int? = {{ {self.small()} }}; print(closure{self.counter}() as Any)",
            # Arrays of literals typed together: with the other operand or branch, the closure, the element taken.
            f"let joined{self.counter} = [{self.small()}] + [{self.small()}.5]; print(joined{self.counter}, {flag} ? [{self.small()}] : [{self.small()}.5])",
            f"print(Array(repeating: {self.small()}, count: 2) + [{self.small()}.5], [{self.small()}, {self.small(1, 9)}].max()! / 4 + 0.5)",
            f"print([{self.small()}, {self.small()}].map {{ x -> Double in let h = x / 2; return h + 0.5 }}, [{self.small()}, 3][0] / 2 + 0.25)",
            f"print(meanOf([{self.small()}, {self.small()}]), [({self.small()}, {self.small()}.5), ({self.small()}, {self.small()})])",
        ]))
        self.counter += 1

    def overloads_by_type(self):
        # Initializers and a type's operators chosen by the argument's type; a global == as the witness.
        other = self.pick(['"A"', '"b"'])
        self.emit(self.pick([
            f"print(Quantity({self.small()}).value, Quantity(\"{self.small()}\").value, (Quantity({self.small()}) * {self.small()}).value, (Quantity({self.small()}) * {self.small()}.5).value)",
            f"print(Tag(raw: \"a\") == Tag(raw: \"A\"), Tag(raw: \"a\") != Tag(raw: {other}), [Tag(raw: \"Kiwi\")].contains(Tag(raw: \"kiwi\")))",
            f"print({self.word()}.count, {self.word()}.count(of: \"a\"), [{self.small()}, {self.small()}].reduce((count: 0, sum: 0)) {{ ($0.count + 1, $0.sum + $1) }})",
        ]))

    def runtime_casts(self):
        # Casts to metatypes and to the standard protocols, answered as Swift does at run time.
        value = self.pick(["1", "2.5", "true", "\"s\"", "Character(\"c\")", "Set([1])", "(1, 2)", "1..<3",
                           "Optional(3)", "Wolf()", "Salmon()", "Level.low", "Int.self"])
        self.emit(f"let boxed{self.counter}: Any = {value}")
        self.emit(f"print(boxed{self.counter} is any Equatable, boxed{self.counter} is any Hashable, "
                  f"boxed{self.counter} is any Comparable, boxed{self.counter} is any CustomStringConvertible)")
        kind = self.pick(["Wolf.self", "WolfCub.self", "Salmon.self", "Int.self", "Beast.self", "String.self"])
        self.emit(f"let kind{self.counter}: Any.Type = {kind}")
        self.emit(f"print(kind{self.counter}, type(of: kind{self.counter}), kind{self.counter} is Wolf.Type, "
                  f"kind{self.counter} is Beast.Type, kind{self.counter} is Int.Type)")
        self.counter += 1

    def generic_bindings(self):
        # A generic body using its T as a type: the call's arguments, context or receiver bind T.
        ints = "[" + ", ".join(self.small() for _ in range(self.random.randint(1, 3))) + "]"
        doubles = "[" + ", ".join(self.small() + ".5" for _ in range(self.random.randint(1, 3))) + "]"
        empty = self.pick(["[Double]()", "[Int]()", "[Float]()"])
        self.emit(self.pick([
            f"print(tally({ints}), tally({doubles}), tally({empty}), named({self.int_leaf()}), named({self.word()}))",
            f"let typedTotal{self.counter}: Double = tally({ints}); print(typedTotal{self.counter}, scaledUp({doubles}), scaledUp([Float({self.small()})], by: {self.small()}))",
            f"print({ints}.grandTotal(), {empty}.grandTotal(), ({doubles} as [Double]).meanValue(), {self.pick(['[Double]()', '[Float]()'])}.meanValue())",
            f"print(Ledger<Double>(entries: {doubles}).label(), Ledger<Int>(entries: {ints}).label(), Ledger<{self.pick(['Double', 'Int', 'Float'])}>().balance())",
            f"print({ints}.runningTotal, {empty}.doubledTotal, ({doubles} as [Double]).average, {self.pick(['[Double]()', '[Float]()'])}.average, recursiveSum({self.pick([ints, doubles, empty])}))",
            f"print(Ledger<{self.pick(['Double', 'Int', 'Float'])}>(entries: {ints}).summary, ledgerNet(Ledger<Double>(entries: {doubles})), Ledger<Int>().net)",
        ]))
        self.counter += 1
