// The module a script's types belong to (`print([p])` shows `main.Point`): as for
// `swiftc FILE.swift`, the file's name when it is an identifier, else `main`.

import ScriptFrontEnd

public enum ModuleName {
    public static func of(file: String) -> String {
        let stem = file.split(separator: "/").last.map(String.init) ?? file
        let base = stem.hasSuffix(".swift") ? String(stem.dropLast(6)) : stem
        guard let first = base.first, !first.isNumber,
            base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return "main" }
        return base
    }
}
