import Localization
import TextWidth

/// `workbook VERB --help`, written from what the verb declares: its summary, a usage line
/// listing its options, its own paragraphs, one row per option, its exit statuses.
enum VerbHelp {
    static let width = 80

    static func text(for verb: any Verb.Type) -> String {
        let options = verb.options + [.help]
        let labelWidth = options.map { TerminalColumns.width(of: $0.label) }.max() ?? 0
        let rows = options.flatMap { ProseWrapper.row($0.label, labelWidth: labelWidth, text: $0.help, width: width) }
        var sections = [Messages.text(verb.summary), usage(verb)]
        if !verb.about.isEmpty { sections.append(verb.about) }
        sections.append(Messages.text(.usageOptions) + "\n" + rows.joined(separator: "\n"))
        sections.append(ProseWrapper.paragraphs(verb.exitStatus, width: width))
        return sections.joined(separator: "\n\n")
    }

    /// `usage: workbook reset NN [--yes] [--from REF] [--undo]`; past `width`, the options
    /// go on under the first one.
    static func usage(_ verb: any Verb.Type) -> String {
        let options = verb.options.map { "[" + $0.name + ($0.value.map { " " + $0 } ?? "") + "]" }
        let head =
            Messages.text(.usageWord)
            + (["workbook", verb.usageName, verb.operands].filter { !$0.isEmpty })
            .joined(separator: " ")
        let indent = String(repeating: " ", count: TerminalColumns.width(of: head) + 1)
        var lines = [head]
        for option in options {
            if TerminalColumns.width(of: lines[lines.count - 1]) + 1 + option.count > width {
                lines.append(indent + option)
            } else {
                lines[lines.count - 1] += " " + option
            }
        }
        return lines.joined(separator: "\n")
    }
}
