import Localization

/// Compares one translation with its English file (i18n-layout, issue 15): the stamp on
/// line 1 names the English file and its current hash; the same sections in the same order;
/// in each, the same fenced blocks and folded sections, every block identical except for
/// what `SwiftProseMask` masks.
struct TranslationComparison {
    let englishText: String
    let englishBytes: [UInt8]
    /// The English file's name, as the stamp must name it.
    let sourceName: String
    let translationText: String
    let path: String
    let language: Language
    let kind: TranslationOutline.Kind

    func problems() -> [TranslationProblem] {
        let english = TranslationOutline(englishText, kind: kind, language: .english)
        let translation = TranslationOutline(translationText, kind: kind, language: language)
        var problems = stampProblems(translation)
        let englishKeys = english.sections.map(\.key)
        let translatedKeys = translation.sections.map(\.key)
        for (position, section) in english.sections.enumerated() where !translatedKeys.contains(section.key) {
            // Placed at the end of the section that should precede it.
            let before = translation.sections.last { (englishKeys.firstIndex(of: $0.key) ?? .max) < position }
            problems.append(
                problem(
                    .missingSection, line: before?.line ?? 1, place: nil,
                    "\(name(section.key)) of the English file is missing here (English: \"\(section.heading)\", line \(section.line))"
                ))
        }
        for section in translation.sections where !englishKeys.contains(section.key) {
            problems.append(
                problem(
                    .extraSection, line: section.line, place: place(section),
                    "\(name(section.key)) has no counterpart in English"))
        }
        let common = translation.sections.filter { englishKeys.contains($0.key) }
        if common.map(\.key) != englishKeys.filter({ translatedKeys.contains($0) }), let first = common.first {
            problems.append(
                problem(
                    .structureDiffers, line: first.line, place: nil,
                    "the sections are in another order than in English (\(englishKeys.filter { !$0.isEmpty }.joined(separator: ", ")))"
                ))
        }
        for section in common {
            guard let source = english.sections.first(where: { $0.key == section.key }) else { continue }
            problems += compareItems(source, section)
        }
        return problems
    }

    private func stampProblems(_ translation: TranslationOutline) -> [TranslationProblem] {
        let expected = TranslationStamp(source: sourceName, english: englishBytes)
        guard let line = translation.stampLine else {
            return [
                problem(
                    .missingStamp, line: 1, place: nil,
                    "no translation stamp on line 1; after checking the translation against \(sourceName), "
                        + "add '\(expected.line)' (workbook dev translations --stamp \(path))")
            ]
        }
        guard let stamp = TranslationStamp(line: line) else {
            return [
                problem(
                    .missingStamp, line: 1, place: nil,
                    "the stamp on line 1 is malformed; it reads '\(expected.line)' for the current English file")
            ]
        }
        if stamp.source != sourceName {
            return [
                problem(
                    .missingStamp, line: 1, place: nil,
                    "the stamp names \(stamp.source), but this file translates \(sourceName)")
            ]
        }
        if stamp.hash != expected.hash {
            return [
                problem(
                    .staleStamp, line: 1, place: nil,
                    "stale: it follows \(sourceName) at sha256:\(stamp.hash), the English file is now "
                        + "sha256:\(expected.hash); bring over what changed (git log -p -- \(sourceName)), "
                        + "then restamp: workbook dev translations --stamp \(path)")
            ]
        }
        return []
    }

    private func compareItems(
        _ source: TranslationOutline.Section, _ section: TranslationOutline.Section
    ) -> [TranslationProblem] {
        let place = place(section)
        for (offset, pair) in zip(source.items, section.items).enumerated() {
            switch pair {
            case (.block(let englishInfo, let englishLine, let englishLines), .block(let info, let line, let lines)):
                guard info == englishInfo else {
                    return [mismatch(offset, pair.0, pair.1, place)]
                }
                if let difference = firstDifference(englishLines, lines) {
                    let differingLine = difference.translated ?? line
                    let shownEnglish = difference.english.map { "'\($0.text)' (English line \($0.line))" }
                    return [
                        problem(
                            .blockDiffers, line: differingLine, place: place,
                            "the ```\(info) block differs from English: "
                                + "here '\(difference.text ?? "(nothing)")', English "
                                + (shownEnglish ?? "has nothing more (block at line \(englishLine))"))
                    ]
                }
            case (.fold(let englishName, _), .fold(let name, _)) where englishName == name:
                continue
            default:
                return [mismatch(offset, pair.0, pair.1, place)]
            }
        }
        if source.items.count != section.items.count {
            let extra = section.items.count > source.items.count
            let item = extra ? section.items[source.items.count] : source.items[section.items.count]
            let line = extra ? item.line : (section.items.last?.line ?? section.line)
            return [
                problem(
                    .structureDiffers, line: line, place: place,
                    extra
                        ? "\(item.description) has no counterpart in English"
                        : "\(item.description) of English (line \(item.line)) is missing here")
            ]
        }
        return []
    }

    private func mismatch(
        _ offset: Int, _ english: TranslationOutline.Item, _ translated: TranslationOutline.Item, _ place: String
    ) -> TranslationProblem {
        problem(
            .structureDiffers, line: translated.line, place: place,
            "found \(translated.description) where English has \(english.description) (line \(english.line))")
    }

    private func firstDifference(
        _ english: [(line: Int, text: String)], _ translated: [(line: Int, text: String)]
    ) -> (english: (line: Int, text: String)?, translated: Int?, text: String?)? {
        for index in 0..<max(english.count, translated.count) {
            let left = index < english.count ? english[index] : nil
            let right = index < translated.count ? translated[index] : nil
            if left?.text != right?.text { return (left, right?.line, right?.text) }
        }
        return nil
    }

    private func place(_ section: TranslationOutline.Section) -> String {
        guard section.key.hasPrefix("step ") else {
            return section.key.isEmpty ? "before the first section" : section.heading
        }
        let title = section.heading.split(separator: "—", maxSplits: 1).dropFirst().first.map {
            String($0.drop { $0 == " " })
        }
        return section.key + (title.map { " (\($0))" } ?? "")
    }

    private func name(_ key: String) -> String {
        key.isEmpty ? "the introduction" : key.hasPrefix("#") ? "the section '\(key)'" : key
    }

    private func problem(
        _ kind: TranslationProblem.Kind, line: Int, place: String?, _ message: String
    ) -> TranslationProblem {
        TranslationProblem(kind: kind, path: path, line: line, place: place, message: message)
    }
}
