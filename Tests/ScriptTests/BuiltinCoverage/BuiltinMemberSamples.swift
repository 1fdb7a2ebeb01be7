// Every member `BuiltinSignatures` declares, as a `BuiltinMemberSample`: read from the table
// the interpreter's type checks read, so a signature added without a way to call it, or a
// type without a sample receiver, is reported by name instead of silently left out.
import ScriptFrontEnd

enum BuiltinMemberSamples {
    /// The samples, and the members no sample could be written for (with why).
    static func all() -> (samples: [BuiltinMemberSample], missing: [String]) {
        var samples: [BuiltinMemberSample] = []
        var missing: [String] = []
        let model = BuiltinSignatures.model
        for typeName in model.types.keys.sorted() {
            // A nested type is also filed under its own name (`Scalar` beside `Unicode.Scalar`): sampled once.
            guard let type = model.types[typeName], !type.isProtocol, !type.isNested || typeName.contains(".")
            else { continue }
            for memberName in type.members.keys.sorted() {
                // An enum's cases (`Optional.none`) are values, not members to call.
                let callable = (type.members[memberName] ?? []).filter {
                    switch $0.kind {
                    case .property, .method: true
                    default: false
                    }
                }
                for (index, member) in callable.enumerated() {
                    let name = displayName(typeName, member, overload: index)
                    if let override = overrides[name] {
                        samples.append(BuiltinMemberSample(name: name, body: override))
                    } else {
                        switch body(of: member, in: typeName) {
                        case .success(let body): samples.append(BuiltinMemberSample(name: name, body: body))
                        case .failure(let reason): missing.append("\(name): \(reason.text)")
                        }
                    }
                }
            }
        }
        return (samples, missing)
    }

    /// Members whose result is not the same from run to run, printed by what is stable.
    static let overrides: [String: String] = [
        "Bool.random()": "print(type(of: Bool.random()))",
        "Double.random(in:)": "print(Double.random(in: 1..<1.5) < 1.5)",
        "Double.random(in:)#2": "print(Double.random(in: 1...1.5) <= 1.5)",
        "Int.random(in:)": "print(Int.random(in: 1..<2))",
        "Int.random(in:)#2": "print(Int.random(in: 4...4))",
        "Array.shuffle()": "var v = [3, 1, 2]\nv.shuffle()\nprint(v.sorted())",
        "Array.shuffled()": "print([3, 1, 2].shuffled().sorted())",
        // Declared on every array; Swift has it only for arrays of strings.
        "Array.joined(separator:)": "let v = [\"a\", \"b\"]\nprint(v.joined(separator: \"-\"))",
    ]

    /// Members whose result Swift wraps in a type of its own (`ReversedCollection`…), which the
    /// interpreter refuses to print (`WrapperSequences`): their elements are printed instead.
    static let wrapperResults: Set<String> = ["reversed", "enumerated", "indices", "utf8", "utf16", "unicodeScalars"]

    struct Reason: Error { let text: String }

    /// `Int.max`, `String.index(_:offsetBy:)`; a second declaration of the same name gets `#2`.
    static func displayName(_ typeName: String, _ member: MemberDeclaration, overload: Int) -> String {
        var name = "\(typeName).\(member.name)"
        if case .method(let function) = member.kind {
            name += "(" + function.params.map { "\($0.label ?? "_"):" }.joined() + ")"
        }
        return overload == 0 ? name : "\(name)#\(overload + 1)"
    }

    private static func body(of member: MemberDeclaration, in typeName: String) -> Result<String, Reason> {
        guard let receiver = BuiltinMemberSample.receiver(of: typeName) else {
            return .failure(Reason(text: "no sample value of \(typeName)"))
        }
        let isMutating: Bool
        if case .method(let function) = member.kind {
            isMutating = function.modifiers.isMutating
        } else {
            isMutating = false
        }
        let declaration = "\(isMutating ? "var" : "let") v: \(receiver.type) = \(receiver.value)"
        switch member.kind {
        case .property(let variable):
            let type = concrete(variable.type?.description ?? "Void")
            var expression = member.isStatic ? "\(receiver.type).\(member.name)" : "v.\(member.name)"
            if wrapperResults.contains(member.name) { expression = "Array(\(expression))" }
            let printed = BuiltinMemberSample.printed(expression, ofType: type)
            return .success(member.isStatic ? printed : "\(declaration)\n\(printed)")
        case .method(let function):
            var arguments: [String] = []
            for parameter in function.params {
                let type = concrete(parameter.type.description)
                guard let value = BuiltinMemberSample.argument(ofType: type, receiverType: receiver.type) else {
                    return .failure(Reason(text: "no sample argument of type \(type)"))
                }
                arguments.append((parameter.label.map { "\($0): " } ?? "") + value)
            }
            let call = (member.isStatic ? receiver.type : "v") + ".\(member.name)(\(arguments.joined(separator: ", ")))"
            var lines = member.isStatic ? [] : [declaration]
            if let result = function.returnType {
                lines.append("let r = \(wrapperResults.contains(member.name) ? "Array(\(call))" : call)")
                lines.append(BuiltinMemberSample.printed("r", ofType: concrete(result.description)))
            } else {
                lines.append(call)
            }
            if function.modifiers.isMutating { lines.append(BuiltinMemberSample.printed("v", ofType: receiver.type)) }
            return .success(lines.joined(separator: "\n"))
        default:
            return .failure(Reason(text: "not a property or a method"))
        }
    }

    /// The type with every generic parameter replaced by its concrete type.
    static func concrete(_ type: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += BuiltinMemberSample.concreteTypes[word] ?? word
            word = ""
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
