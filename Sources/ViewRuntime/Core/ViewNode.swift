import LegacyObservation
import ObservationRuntime

/// One mounted view identity. Nodes mirror the structure of `ViewContent`; a composite
/// node additionally owns the state of its view (storage slots, held objects) and its
/// counters. A node lives as long as its identity does.
final class ViewNode {
    let id: Int
    let key: ChildKey
    let depth: Int
    weak var parent: ViewNode?
    /// Matching signature: a child is reused only if key and signature are unchanged.
    let signature: String
    /// The content last delivered to this node.
    var content: ViewContent
    var environment: EnvironmentValues
    var children: [ViewNode] = []

    // Composite views only.
    var storage: [String: AnyObject] = [:]
    var held: [ObjectIdentifier: AnyCancellable] = [:]
    var heldThisEvaluation: Set<ObjectIdentifier> = []
    var environmentDependencies: [EnvironmentKey: ObjectIdentifier?] = [:]
    /// What the last body evaluation read on the built-in runtime (its footprint).
    var dependencies: [ObservedDependency] = []
    var bodyEvaluations = 0
    var initCalls = 0
    /// The update pass that last evaluated this node's body (for the ← marks).
    var lastEvaluatedPass = -1

    /// How the row id or `.id(_:)` value of this node's key is shown (set by the host:
    /// UUIDs are numbered in order of appearance so output stays reproducible).
    var idText = ""

    // Text fields and toggles: what they show.
    var displayedValue: String?

    init(id: Int, key: ChildKey, parent: ViewNode?, content: ViewContent, environment: EnvironmentValues) {
        self.id = id
        self.key = key
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.signature = content.signature
        self.content = content
        self.environment = environment
    }

    var composite: CompositeView? {
        if case .composite(let view) = content { return view }
        return nil
    }

    var typeName: String { composite?.typeName ?? signature }

    /// E.g. `Root/VStack/1:Row` or `Root/List/ForEach/Row[id: 3]`: the structural path
    /// that makes this identity (builder groups, if/else nodes and modifiers add no component
    /// of their own; their children carry the position, arm or explicit id).
    var identityPath: String {
        var chain: [ViewNode] = []
        var node: ViewNode? = self
        while let current = node {
            chain.append(current)
            node = current.parent
        }
        var parts: [String] = []
        var place = ""  // a position or arm inherited from a node that shows no component
        for current in chain.reversed() {
            switch current.key {
            case .position(let index): place = "\(index):"
            case .branch(let arm): place = "arm\(arm):"
            default: break
            }
            switch current.content {
            case .group, .branch, .identified, .onAppear, .decorated: continue
            default: break
            }
            switch current.key {
            case .row: parts.append("\(place)\(current.typeName)[id: \(current.idText)]")
            case .explicit: parts.append("\(place)\(current.typeName)[.id(\(current.idText))]")
            default: parts.append(place + current.typeName)
            }
            place = ""
        }
        return parts.joined(separator: "/")
    }
}

/// Where a child sits in its parent's content.
enum ChildKey: Hashable {
    case root
    case only
    case position(Int)
    case branch(Int)
    case row(AnyHashable)
    case explicit(AnyHashable)
}

extension ViewContent {
    /// What kind of node this content makes; a different signature is a different view.
    var signature: String {
        switch self {
        case .empty: return "EmptyView"
        case .text: return "Text"
        case .group: return "Group"
        case .container(let kind, _): return kind.name
        case .branch: return "Branch"
        case .forEach: return "ForEach"
        case .button: return "Button"
        case .textField: return "TextField"
        case .toggle: return "Toggle"
        case .environment(let entry, _):
            return entry.key.namespace == .observable ? "environment" : "environmentObject"
        case .identified: return "Identified"
        case .onAppear: return "onAppear"
        case .decorated(let name, _): return name
        case .composite(let view): return view.typeName
        }
    }

    /// The children this content has, with their keys.
    var childContents: [(ChildKey, ViewContent)] {
        switch self {
        case .empty, .text, .button, .textField, .toggle: return []
        case .group(let parts): return parts.enumerated().map { (.position($0.offset), $0.element) }
        case .container(_, let inner): return [(.only, inner)]
        case .branch(let arm, let inner): return [(.branch(arm), inner)]
        case .forEach(let rows):
            // Duplicate ids would merge two rows into one identity; disambiguate them.
            var seen: [AnyHashable: Int] = [:]
            return rows.map { row in
                let count = seen[row.id, default: 0]
                seen[row.id] = count + 1
                let key: AnyHashable = count == 0 ? row.id : AnyHashable("\(row.id.base)#\(count)")
                return (.row(key), row.content)
            }
        case .environment(_, let inner): return [(.only, inner)]
        case .identified(let id, let inner): return [(.explicit(id), inner)]
        case .onAppear(_, let inner), .decorated(_, let inner): return [(.only, inner)]
        case .composite: return []  // a composite's child is its body, produced by evaluation
        }
    }
}
