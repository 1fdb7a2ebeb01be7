import Localization

/// One option a verb takes, declared once in the verb: `VerbArguments` reads it and
/// `VerbHelp` lists it, so the two cannot drift apart.
struct VerbOption {
    /// Every spelling, the one `--help` shows first: `["--yes", "-y"]`.
    let names: [String]
    /// What the value stands for (`REF`); nil for a flag, which takes none.
    let value: String?
    /// A value to show in "needs a value, e.g. --from HEAD".
    let example: String
    /// Its line in `--help`, in the language the workbook speaks.
    let help: String

    init(_ names: String..., value: String? = nil, example: String? = nil, help: String) {
        self.names = names
        self.value = value
        self.example = example ?? value ?? ""
        self.help = help
    }

    init(_ names: String..., value: String? = nil, example: String? = nil, help: Message) {
        self.names = names
        self.value = value
        self.example = example ?? value ?? ""
        self.help = Messages.text(help)
    }

    var name: String { names[0] }

    /// `--from REF`, or `--yes, -y` (the left column of `--help`).
    var label: String { names.joined(separator: ", ") + (value.map { " " + $0 } ?? "") }

    /// `--lessons DIR`: taken out of the whole command line by the dispatcher before the verb
    /// sees it; verbs that read lessons declare it so that their `--help` lists it.
    static var lessons: VerbOption { VerbOption("--lessons", value: "DIR", help: .optionLessonsHelp) }

    /// `-h, --help`, which every verb takes (the dispatcher answers it wherever it is).
    static var help: VerbOption { VerbOption("-h", "--help", help: .verbOptionHelp) }
}
