// Assignment and in-place mutation (lvalues).
//
// `mutate(target) { value in … }` gives the body exclusive, in-place access to the value a
// target expression names, the way Swift's `_modify` accessors do: `model.items[0].done.toggle()`
// is ONE mutation of `model.items` (access, willSet, change, didSet). Value-type parents are
// taken out of their slot while the body runs (so copy-on-write storage stays unique) and put
// back afterwards. Reaching a class reference ends the chain: what lies behind a reference is
// mutated through the reference, and the slot holding the reference is only read.

import ScriptFrontEnd

extension Interpreter {
    func evaluateAssignment(_ op: String, _ target: Expr, _ valueExpr: Expr, in env: Environment, pos: SourcePos) throws
    {
        if op == "=" {
            try evaluatePlainAssignment(target, valueExpr, in: env, pos: pos)
        } else {
            try evaluateCompoundAssignment(op, target, valueExpr, in: env, pos: pos)
        }
    }

    /// `target = value`: a variable or a variable's member or element is looked up once.
    @inline(__always)
    private func evaluatePlainAssignment(
        _ target: Expr, _ valueExpr: Expr, in env: Environment, pos: SourcePos
    ) throws {
        switch target.kind {
        case .discard:
            _ = try evaluate(valueExpr, in: env)
            return
        case .tuple(let targets):
            try assignTuple(targets, valueExpr, in: env, pos: pos)
            return
        case .subscriptAccess(let base, let args):
            try assignElement(base, args, valueExpr, in: env, pos: pos, at: target.pos)
            return
        case .member(let base, let name):
            if let (baseName, resolution) = try lookUpPlainName(base, in: env),
                case .box(let box)? = resolution, box.computed == nil
            {
                // `point.x = …`: the variable is looked up once, for the property's type and the store.
                let value = try evaluate(valueExpr, in: env, expected: declaredType(ofMember: name, of: box.value))
                try assignMember(name, ofVariable: box, named: baseName, base, value, in: env, pos: pos, at: target.pos)
                return
            }
        default: break
        }
        if let (name, resolution) = try lookUpPlainName(target, in: env), case .box(let box)? = resolution {
            // `x = …`: the variable is looked up once, for its declared type and the store.
            let value = try evaluate(valueExpr, in: env, expected: box.declaredType)
            try assignVariable(box, named: name, target, value, in: env)
            return
        }
        // `john.residence?.address = createAddress()` with no residence: Swift evaluates nothing right of `=`.
        if optionalChainIsNil(target, in: env) { return }
        let expected = declaredType(of: target, in: env)
        let value = try evaluate(valueExpr, in: env, expected: expected)
        try assign(target, value, in: env, pos: pos)
    }

    /// `(a, b) = (b, a)`: the right side is evaluated whole, then stored left to right.
    private func assignTuple(_ targets: [Argument], _ valueExpr: Expr, in env: Environment, pos: SourcePos) throws {
        let tupleValue = try evaluate(valueExpr, in: env)
        guard case .tuple(let items, _) = tupleValue, items.count == targets.count else {
            throw ScriptError.cannotRun(
                "an assignment to \(targets.count) names of a value that is not a tuple of \(targets.count) elements",
                at: pos)
        }
        for (part, item) in zip(targets, items) {
            if case .discard = part.value.kind { continue }
            try assign(part.value, item, in: env, pos: pos)
        }
    }

    /// `base[args] = value` (`at`: the subscript's position).
    private func assignElement(
        _ base: Expr, _ args: [Argument], _ valueExpr: Expr, in env: Environment, pos: SourcePos,
        at targetPos: SourcePos
    ) throws {
        if let (baseName, resolution) = try lookUpPlainName(base, in: env), case .box(let box)? = resolution,
            box.computed == nil
        {
            // `items[i] = x`: the variable is looked up once, without a `mutate` for it.
            let indices = try evaluateSubscriptArguments(args, receiver: box.value, in: env)
            let value = try evaluate(valueExpr, in: env)
            let labels = Argument.labels(of: args)
            try mutateVariable(box, named: baseName, base, in: env, pos: pos) { container in
                try self.subscriptSet(&container, indices, labels: labels, value, pos: targetPos)
            }
            return
        }
        if optionalChainIsNil(base, in: env) { return }  // `a?[0] = f()` with `a` nil: f is not called
        let indices = try evaluateSubscriptArguments(args, receiver: peekValue(base, in: env), in: env)
        let value = try evaluate(valueExpr, in: env)
        let labels = Argument.labels(of: args)
        try mutate(base, in: env, pos: pos) { container in
            try self.subscriptSet(&container, indices, labels: labels, value, pos: targetPos)
        }
    }

    /// `target op= value` (`+=`, `-=` …): read, combine and store in one mutation.
    @inline(__always)
    private func evaluateCompoundAssignment(
        _ op: String, _ target: Expr, _ valueExpr: Expr, in env: Environment, pos: SourcePos
    ) throws {
        let binaryOp = compoundAssignmentOperator(op)
        if case .member(let base, let name) = target.kind,
            let (baseName, resolution) = try lookUpPlainName(base, in: env),
            case .box(let box)? = resolution, box.computed == nil
        {
            // `point.x += e`: the variable is looked up once, for the property's type and the update.
            let rhs = try evaluate(valueExpr, in: env, expected: declaredType(ofMember: name, of: box.value))
            try mutateMember(
                name, ofVariable: box, named: baseName, base, in: env, pos: pos, at: target.pos
            ) { current in
                try self.applyCompound(op, binaryOp, to: &current, rhs, pos: pos)
            }
            return
        }
        // `total += x`: the variable is looked up once, for its declared type and the update.
        if let (name, resolution) = try lookUpPlainName(target, in: env), case .box(let box)? = resolution {
            let rhs = try evaluate(valueExpr, in: env, expected: box.declaredType)
            try mutateVariable(box, named: name, target, in: env, pos: pos) { current in
                try self.applyCompound(op, binaryOp, to: &current, rhs, pos: pos)
            }
            return
        }
        if optionalChainIsNil(target, in: env) { return }  // `a?.count += f()` with `a` nil
        let rhs = try evaluate(valueExpr, in: env, expected: declaredType(of: target, in: env))
        // `counts[k, default: 0] += i`: the variable is looked up once, without a `mutate` for it.
        if case .subscriptAccess(let base, let args) = target.kind,
            let (baseName, resolution) = try lookUpPlainName(base, in: env), case .box(let box)? = resolution,
            box.computed == nil
        {
            try mutateElement(of: box, named: baseName, base, args, in: env, pos: pos, at: target.pos) { current in
                try self.applyCompound(op, binaryOp, to: &current, rhs, pos: pos)
            }
            return
        }
        try mutate(target, in: env, pos: pos) { current in
            try self.applyCompound(op, binaryOp, to: &current, rhs, pos: pos)
        }
    }

    /// `a?.b = v` (or `a?[i] += v`) is an expression of type `Void?`: `()` when the chain reached
    /// its end and the assignment ran, nil when it stopped at a nil (nothing right of `=` runs).
    func evaluateChainedAssignment(
        _ op: String, _ chained: Expr, _ valueExpr: Expr, in env: Environment, pos: SourcePos
    ) throws -> Value {
        if optionalChainIsNil(chained, in: env) { return .optional(nil) }
        do {
            try evaluateAssignment(op, chained, valueExpr, in: env, pos: pos)
        } catch is OptionalChainNil {
            return .optional(nil)
        }
        return .optional(.void)
    }

    /// `+=` → `+`: the operator a compound assignment applies (a constant, not a new string per run).
    private func compoundAssignmentOperator(_ op: String) -> String {
        switch op {
        case "+=": return "+"
        case "-=": return "-"
        case "*=": return "*"
        case "/=": return "/"
        case "%=": return "%"
        default: return String(op.dropLast())
        }
    }

    /// `current op= rhs` in place: `+=` on an array or a string appends without copying.
    private func applyCompound(
        _ op: String, _ binaryOp: String, to current: inout Value, _ rhs: Value, pos: SourcePos
    ) throws {
        if binaryOp == "+", case .array(var items) = current, case .array(let more) = rhs {
            try memory.ensureArrayFits(items.count + more.count, at: pos)
            current = .void
            items.append(contentsOf: more)
            current = .array(items)
            return
        }
        if binaryOp == "+", case .string(var text) = current, case .string(let more) = rhs {
            try memory.ensureStringFits(text.utf8.count + more.utf8.count, at: pos)
            current = .void
            text += more
            current = .string(text)
            return
        }
        // Only a value of a program's type can have its own operator: `x += 1` asks no part.
        if let type = typeInfo(of: current),
            try objectModel.callCompoundOperator(op, of: type, &current, rhs, pos: pos)
        {
            return
        }
        current = try binaryOperator(binaryOp, current, rhs, pos: pos)
    }

    /// The declared type of property `name` of `value`'s type, if a script type declares it.
    private func declaredType(ofMember name: String, of value: Value) -> TypeRef? {
        if case .optional(let wrapped?) = value { return declaredType(ofMember: name, of: wrapped) }
        return typeInfo(of: value)?.memberType(name)
    }

    /// `variable.name = value`, `box` being the variable (not `self`, so never an initializer's
    /// own store): through the reference, or into the value in place.
    private func assignMember(
        _ name: String, ofVariable box: Box, named baseName: String, _ base: Expr, _ value: Value,
        in env: Environment, pos: SourcePos, at targetPos: SourcePos
    ) throws {
        if box.computed == nil, box.value.isReference {
            var ref = try readBox(box, name: baseName, pos: base.pos)
            observers.setterDispatchType = nil
            try setProperty(&ref, name, value, initializing: false, pos: targetPos)
            return
        }
        try mutateVariable(box, named: baseName, base, in: env, pos: pos) { container in
            try self.setProperty(&container, name, value, initializing: false, pos: targetPos)
        }
    }

    /// `variable.name` changed in place by `body`: through the reference, or inside the value.
    private func mutateMember(
        _ name: String, ofVariable box: Box, named baseName: String, _ base: Expr, in env: Environment,
        pos: SourcePos, at targetPos: SourcePos, _ body: (inout Value) throws -> Void
    ) throws {
        if box.computed == nil, box.value.isReference {
            var ref = try readBox(box, name: baseName, pos: base.pos)
            try modifyProperty(&ref, name, pos: targetPos, body)
            return
        }
        try mutateVariable(box, named: baseName, base, in: env, pos: pos) { container in
            try self.modifyProperty(&container, name, pos: targetPos, body)
        }
    }

    /// The declared type of an assignment target, when cheaply known (for `x = 1` into a Double).
    func declaredType(of target: Expr, in env: Environment) -> TypeRef? {
        switch target.kind {
        case .slot: return declaredType(of: unplaced(target), in: env)
        case .identifier(let name):
            switch resolve(name, in: env) {
            case .box(let box)?: return box.declaredType
            case .selfMember(let selfBox)?:
                return typeInfo(of: selfBox.value)?.memberType(name)
            default: return nil
            }
        case .member(let base, let name):
            if let baseValue = peekValue(base, in: env), let type = typeInfo(of: unwrapOptional(baseValue)) {
                return type.memberType(name)
            }
            if let staticType = try? staticBase(base, in: env), case .user(let info) = staticType {
                return info.staticProperties[name]?.type
            }
            return nil
        default: return nil
        }
    }

    // MARK: Assignment

    func assign(_ target: Expr, _ value: Value, in env: Environment, pos: SourcePos) throws {
        switch target.kind {
        case .slot: try assign(unplaced(target), value, in: env, pos: pos)
        case .identifier(let name): try assignIdentifier(name, target, value, in: env, pos: pos)
        case .selfRef:
            guard let box = findSelf(env) else {
                throw ScriptError.cannotRun(name: "self", at: target.pos)
            }
            if box.isLet {
                throw ScriptError.cannotRun("an assignment to 'self' where it is immutable", at: target.pos)
            }
            box.value = value
        case .member(let base, let name): try assignProperty(name, of: base, value, in: env, pos: pos, at: target.pos)
        case .subscriptAccess(let base, let args):
            let indices = try evaluateSubscriptArguments(args, receiver: peekValue(base, in: env), in: env)
            try mutate(base, in: env, pos: pos) { container in
                try self.subscriptSet(&container, indices, labels: args.map(\.label), value, pos: target.pos)
            }
        case .forceUnwrap(let inner), .bindOptional(let inner):
            let isForce: Bool
            if case .forceUnwrap = target.kind { isForce = true } else { isForce = false }
            try mutate(inner, in: env, pos: pos) { slot in
                guard case .optional(let wrapped) = slot else {
                    slot = value
                    return
                }
                guard wrapped != nil else {
                    if isForce {
                        throw Self.unwrappedNil(at: target.pos)
                    }
                    throw OptionalChainNil()
                }
                slot = .optional(value)
            }
        case .optionalChain(let inner):
            do { try assign(inner, value, in: env, pos: pos) } catch is OptionalChainNil {}
        case .discard:
            return
        default:
            throw ScriptError.cannotRun("an assignment to this expression", at: target.pos)
        }
    }

    /// `name = value`: a variable, an implicit `self.name`, or swiftc's error for a function or type.
    private func assignIdentifier(
        _ name: String, _ target: Expr, _ value: Value, in env: Environment, pos: SourcePos
    ) throws {
        switch resolve(name, in: env) {
        case .box(let box)?:
            try assignVariable(box, named: name, target, value, in: env)
        case .selfMember(let selfBox)?:
            if case .type(let type) = selfBox.value {
                try setStatic(type, name, value, pos: target.pos)
                return
            }
            try assign(Expr(.member(Expr(.selfRef, target.pos), name), target.pos), value, in: env, pos: pos)
        case .functions?:
            throw ScriptError.cannotRun("an assignment to the function '\(name)'", at: target.pos)
        case .type?:
            throw ScriptError.cannotRun("an assignment to the type '\(name)'", at: target.pos)
        case nil:
            throw ScriptError.cannotRun(name: name, at: target.pos)
        }
    }

    /// `base.name = value` (`at`: the member expression's position): a static, a property
    /// behind a reference, or a property of a value mutated in place.
    private func assignProperty(
        _ name: String, of base: Expr, _ value: Value, in env: Environment, pos: SourcePos, at targetPos: SourcePos
    ) throws {
        if case .superRef = base.kind {
            try objectModel.assignSuperMember(name, value, in: env, pos: targetPos)
            return
        }
        if case .identifier(let baseName) = base.kind, let resolution = resolve(baseName, in: env) {
            // `point.x = 1`: the base is looked up once. Not `self`: no initializer's own store.
            switch resolution {
            case .type(let type):
                try setStatic(type, name, value, pos: targetPos)
                return
            case .box(let box):
                try assignMember(name, ofVariable: box, named: baseName, base, value, in: env, pos: pos, at: targetPos)
                return
            default: break
            }
        }
        if let type = try staticBase(base, in: env) {
            try setStatic(type, name, value, pos: targetPos)
            return
        }
        let inInitializer = isInitializing(env)
        let initializing =
            (inInitializer && objectModel.initializesDirectly(name, in: env))
            || objectModel.inOwnObserver(of: name, in: env)
        if let peeked = peekValue(base, in: env), peeked.isReference {
            var ref = try evaluate(base, in: env)
            // An initializer's own `self.x = …` calls its class's setter, not an override's.
            observers.setterDispatchType =
                inInitializer && !initializing && isSelfExpr(base) ? currentSelfType(env) : nil
            defer { observers.setterDispatchType = nil }
            try setProperty(&ref, name, value, initializing: initializing && isSelfExpr(base), pos: targetPos)
            return
        }
        try mutate(base, in: env, pos: pos) { container in
            try self.setProperty(
                &container, name, value, initializing: initializing && self.isSelfExpr(base), pos: targetPos)
        }
    }

    /// Stores `value` into the variable `box` (found for `target`, the identifier `name`).
    func assignVariable(_ box: Box, named name: String, _ target: Expr, _ value: Value, in env: Environment) throws {
        if let computed = box.computed {
            guard let setter = computed.set else {
                throw ScriptError.cannotRun("an assignment to the get-only property '\(name)'", at: target.pos)
            }
            let scope = Environment(parent: box.computedEnvironment ?? globals)
            scope.define(computed.setterName, value: value)
            _ = try execute(setter, in: scope)
            return
        }
        if box.isLet && box.isInitialized {
            throw ScriptError.cannotRun("an assignment to the 'let' constant '\(name)'", at: target.pos)
        }
        let newValue = box.declaredType.map { coerce(value, to: $0, in: env) } ?? value
        if box.observers != nil, box.isInitialized {
            try objectModel.storeObservingVariable(box, newValue, pos: target.pos)
        } else {
            box.value = newValue
        }
        box.isInitialized = true
    }

    func isSelfExpr(_ expr: Expr) -> Bool {
        if case .selfRef = expr.kind { return true }
        return false
    }

    /// Inside `willSet`/`didSet` of a property, assigning that property stores directly.
    func observerProperty(_ env: Environment) -> String? {
        var next: Environment? = env
        while let scope = next {
            if scope.selfBox != nil { return scope.observedProperty }
            next = scope.parent
        }
        return nil
    }

    func isInitializing(_ env: Environment) -> Bool {
        var next: Environment? = env
        while let scope = next {
            if scope.selfBox != nil { return scope.isInitializer }
            next = scope.parent
        }
        return false
    }

    // MARK: In-place mutation
    // (The body always runs through `applyMutationBody`, in a file of its own: MutationBody.swift says why.)

    func mutate(_ target: Expr, in env: Environment, pos: SourcePos, _ body: (inout Value) throws -> Void) throws {
        switch target.kind {
        case .slot: try mutate(unplaced(target), in: env, pos: pos, body)
        case .identifier(let name): try mutateIdentifier(name, target, in: env, pos: pos, body)
        case .selfRef: try mutateSelf(in: env, at: target.pos, body)
        case .member(let base, let name): try mutateProperty(name, of: base, in: env, pos: pos, at: target.pos, body)
        case .subscriptAccess(let base, let args):
            if let (baseName, resolution) = try lookUpPlainName(base, in: env), case .box(let box)? = resolution,
                box.computed == nil
            {
                // `counts[k, default: 0] += i`: the variable is looked up once, and no second
                // `mutate` runs for it (what that nesting cost is in `mutateElement`'s comment).
                try mutateElement(of: box, named: baseName, base, args, in: env, pos: pos, at: target.pos, body)
                return
            }
            let indices = try evaluateSubscriptArguments(args, receiver: peekValue(base, in: env), in: env)
            let labels = Argument.labels(of: args)
            try mutate(base, in: env, pos: pos) { container in
                try self.modifySubscript(&container, indices, labels: labels, pos: target.pos, body)
            }
        case .forceUnwrap(let inner), .bindOptional(let inner):
            let isForce: Bool
            if case .forceUnwrap = target.kind { isForce = true } else { isForce = false }
            try mutateUnwrapped(inner, isForce: isForce, in: env, pos: pos, at: target.pos, body)
        case .optionalChain(let inner):
            do { try mutate(inner, in: env, pos: pos, body) } catch is OptionalChainNil {}
        case .inoutRef(let inner):
            try mutate(inner, in: env, pos: pos, body)
        default:
            try mutateTemporary(target, in: env, body)
        }
    }

    /// `name`: a variable, or an implicit `self.name`.
    private func mutateIdentifier(
        _ name: String, _ target: Expr, in env: Environment, pos: SourcePos, _ body: (inout Value) throws -> Void
    ) throws {
        switch resolve(name, in: env) {
        case .box(let box)?:
            try mutateVariable(box, named: name, target, in: env, pos: pos, body)
        case .selfMember(let selfBox)?:
            if case .type(let type) = selfBox.value {
                try modifyStatic(type, name, pos: target.pos, body)
                return
            }
            try mutate(Expr(.member(Expr(.selfRef, target.pos), name), target.pos), in: env, pos: pos, body)
        case nil:
            throw ScriptError.cannotRun(name: name, at: target.pos)
        default:
            throw ScriptError.cannotRun("a mutating member used on '\(name)', which is not a variable", at: target.pos)
        }
    }

    /// `self` in a mutating method (a value, taken out of its box meanwhile) or a class's (a reference).
    private func mutateSelf(in env: Environment, at targetPos: SourcePos, _ body: (inout Value) throws -> Void) throws {
        guard let box = findSelf(env) else {
            throw ScriptError.cannotRun(name: "self", at: targetPos)
        }
        if box.value.isReference {
            var value = box.value
            try value.applyMutationBody(body)
            return
        }
        if box.isLet {
            throw ScriptError.cannotRun("a mutating member used on 'self' where it is immutable", at: targetPos)
        }
        var value = box.value
        box.value = inAccessMarker
        defer { box.value = value }
        try value.applyMutationBody(body)
    }

    /// `base.name` (`at`: the member expression's position): a static, a property behind a
    /// reference, or a property of a value mutated in place.
    private func mutateProperty(
        _ name: String, of base: Expr, in env: Environment, pos: SourcePos, at targetPos: SourcePos,
        _ body: (inout Value) throws -> Void
    ) throws {
        if case .identifier(let baseName) = base.kind, let resolution = resolve(baseName, in: env) {
            // `point.x += 1`: the base is looked up once (a type, a reference or a value).
            switch resolution {
            case .type(let type):
                try modifyStatic(type, name, pos: targetPos, body)
                return
            case .box(let box):
                try mutateMember(name, ofVariable: box, named: baseName, base, in: env, pos: pos, at: targetPos, body)
                return
            default: break
            }
        }
        if let type = try staticBase(base, in: env) {
            try modifyStatic(type, name, pos: targetPos, body)
            return
        }
        if let peeked = peekValue(base, in: env), peeked.isReference {
            var ref = try evaluate(base, in: env)
            try modifyProperty(&ref, name, pos: targetPos, body)
            return
        }
        try mutate(base, in: env, pos: pos) { container in
            try self.modifyProperty(&container, name, pos: targetPos, body)
        }
    }

    /// `x!.…` (traps on nil) and `x?.…` (a nil ends the chain): the wrapped value, mutated in place.
    private func mutateUnwrapped(
        _ inner: Expr, isForce: Bool, in env: Environment, pos: SourcePos, at targetPos: SourcePos,
        _ body: (inout Value) throws -> Void
    ) throws {
        try mutate(inner, in: env, pos: pos) { slot in
            guard case .optional(let payload) = slot else {
                try slot.applyMutationBody(body)
                return
            }
            guard var wrapped = payload else {
                if isForce {
                    throw Self.unwrappedNil(at: targetPos)
                }
                throw OptionalChainNil()
            }
            slot = .void
            try wrapped.applyMutationBody(body)
            slot = .optional(wrapped)
        }
    }

    /// A temporary (a call result, a literal): mutating it is allowed only through a reference.
    private func mutateTemporary(_ target: Expr, in env: Environment, _ body: (inout Value) throws -> Void) throws {
        var value = try evaluate(target, in: env)
        if !value.isReference {
            if case .call = target.kind {
                throw ScriptError.cannotRun("a mutating member used on the value a call returns", at: target.pos)
            }
            throw ScriptError.cannotRun("a mutating member used on a value that is not a variable", at: target.pos)
        }
        try value.applyMutationBody(body)
    }

    /// In-place mutation of the variable `box` (found for `target`, the identifier `name`).
    func mutateVariable(
        _ box: Box, named name: String, _ target: Expr, in env: Environment, pos: SourcePos,
        _ body: (inout Value) throws -> Void
    ) throws {
        if box.computed != nil {
            var value = try readBox(box, name: name, pos: target.pos)
            try value.applyMutationBody(body)
            if !value.isReference { try assign(target, value, in: env, pos: pos) }
            return
        }
        if !box.isInitialized {
            throw ScriptError.cannotRun("a mutation of '\(name)' before it is given a value", at: target.pos)
        }
        if box.value.isReference {
            var value = box.value
            try value.applyMutationBody(body)
            return
        }
        if box.isLet {
            throw ScriptError.cannotRun("a mutating member used on the 'let' constant '\(name)'", at: target.pos)
        }
        if box.observers != nil {
            // `count += 1` on an observed variable: a get, then a set with observers.
            var value = box.value
            try value.applyMutationBody(body)
            try objectModel.storeObservingVariable(box, value, pos: target.pos)
            return
        }
        var value = box.value
        box.value = inAccessMarker
        defer {
            // `[(name: String, score: Int)]`: elements added unlabelled gain the labels.
            if let type = box.declaredType, type.hasTupleLabels { value = coerce(value, to: type) }
            box.value = value
        }
        try value.applyMutationBody(body)
    }

    /// `variable[indices]` changed in place by `body`, `box` being the variable (stored, not
    /// computed): what `mutate` does for a subscript of a name, with the variable looked up once.
    /// Kept out of `mutate` and never inlined: the optimizer clones `mutate` for every closure
    /// passed to it, and in the release build (whole-module) a clone nesting another `mutate`
    /// retained and released its captures on every path — `counts[k, default: 0] += i` made ~116
    /// retains an iteration there against ~70 in debug. Most of the saving (to ~58) comes from
    /// `evaluateAssignment` calling this directly instead of `mutate`.
    @inline(never)
    private func mutateElement(
        of box: Box, named baseName: String, _ base: Expr, _ args: [Argument], in env: Environment,
        pos: SourcePos, at targetPos: SourcePos, _ body: (inout Value) throws -> Void
    ) throws {
        let indices = try evaluateSubscriptArguments(args, receiver: box.value, in: env)
        let labels = Argument.labels(of: args)
        try mutateVariable(box, named: baseName, base, in: env, pos: pos) { container in
            try self.modifySubscript(&container, indices, labels: labels, pos: targetPos, body)
        }
    }

    /// The value an expression names, read without side effects (no getters, no observation
    /// events) — used to tell whether a mutation's base is a class reference. nil when unknown.
    /// Whether an assignment target's optional chain (`a?.b`, `a.b?[0]`) ends at a nil, read
    /// without running anything (stored values only); false when it cannot tell.
    func optionalChainIsNil(_ target: Expr, in env: Environment) -> Bool {
        var binds: [Expr] = []
        var current = target
        while true {
            switch current.kind {
            case .optionalChain(let inner), .forceUnwrap(let inner): current = inner
            case .member(let base, _), .subscriptAccess(let base, _): current = base
            case .bindOptional(let inner):
                binds.append(inner)
                current = inner
            default:
                // Innermost first: `a?.b?.c` is nil when `a` is, before `a.b` is read.
                for inner in binds.reversed() {
                    guard let value = peekValue(inner, in: env) else { return false }
                    if case .optional(nil) = value { return true }
                }
                return false
            }
        }
    }

    func peekValue(_ expr: Expr, in env: Environment) -> Value? {
        switch expr.kind {
        case .slot: return peekValue(unplaced(expr), in: env)
        case .identifier(let name):
            switch resolve(name, in: env) {
            case .box(let box)?: return box.computed == nil ? box.value : nil
            case .selfMember(let selfBox)?:
                return peekField(selfBox.value, name)
            default: return nil
            }
        case .selfRef: return findSelf(env)?.value
        case .member(let base, let name):
            if let type = try? staticBase(base, in: env) {
                if case .user(let info) = type { return staticStorageBox(info, name)?.value }
                return nil
            }
            guard let baseValue = peekValue(base, in: env) else { return nil }
            return peekField(unwrapOptional(baseValue), name)
        case .forceUnwrap(let inner), .bindOptional(let inner):
            return peekValue(inner, in: env).map(unwrapOptional)
        case .subscriptAccess(let base, let args):
            guard args.count == 1, let baseValue = peekValue(base, in: env) else { return nil }
            var index: Value? = nil
            switch args[0].value.kind {
            case .integer(let integer): index = .int(integer)
            case .string(let parts) where parts.count <= 1:
                if case .text(let text)? = parts.first { index = .string(text) } else { index = .string("") }
            case .identifier(let name): if case .box(let box)? = resolve(name, in: env) { index = box.value }
            default: return nil
            }
            guard let index else { return nil }
            switch (baseValue, index) {
            case (.array(let items), .int(let position)):
                return position >= 0 && position < items.count ? items[position] : nil
            case (.dictionary(let dictionary), _): return dictionary[index].map { .optional($0) }
            default: return nil
            }
        case .optionalChain(let inner): return peekValue(inner, in: env)
        default: return nil
        }
    }

    private func peekField(_ value: Value, _ name: String) -> Value? {
        switch value {
        case .object(let object): return object.fields[name]
        case .structValue(let instance): return instance.fields[name]
        default: return nil
        }
    }
}
