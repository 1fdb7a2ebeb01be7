import Localization

/// `ChallengeFixtures.lesson` in French, as a translator writes it: stamped, prose and
/// structural words translated, comments and #expect reasons translated, code unchanged.
enum TranslationFixtures {
    /// The stamp for the current English fixture.
    static var stamp: String {
        TranslationStamp(source: "01-doubling.md", english: Array(ChallengeFixtures.lesson.utf8)).line
    }

    static var french: String {
        """
        \(stamp)
        # Doubler

        ## Étape 1 — Mise en place

        ```swift
        let base = 3
        #expect(base == 3, "trois")
        ```

        ## Étape 2 — À vous : doublez-le

        Écrivez `double(_:)`.

        ```swift starter
        func double(_ x: Int) -> Int {
            return x // ✎
        }
        ```

        ```swift check
        // try: multipliez par deux
        #expect(double(base) == 6, "double(3) vaut 6")
        #expect(double(0) == 0, "double(0) vaut 0") // try: le double de zéro est zéro
        ```

        <details><summary>Indice 1</summary>

        Utilisez `*`.

        </details>

        <details><summary>Indice 2</summary>

        `return x * 2`.

        </details>

        <details><summary>Solution</summary>

        ```swift solution
        func double(_ x: Int) -> Int {
            return x * 2
        }
        ```

        Deux fois x.

        </details>

        <details><summary>Réponses fausses que les vérifications détectent</summary>

        Une constante n'est juste qu'une fois.

        ```swift wrong
        func double(_ x: Int) -> Int {
            return 6
        }
        ```

        </details>

        ## Étape 3 — Ensuite

        ```swift
        print("after")
        #expect(base == 3, "toujours trois")
        ```
        ```output
        after
        ```
        """
    }

    /// A Lessons folder with the English challenge lesson and its French translation.
    static func install(french text: String = french, in directory: TemporaryDirectory) throws -> String {
        let lessons = try ChallengeFixtures.install(in: directory)
        try directory.write("Lessons/fr/01-doubling.md", text)
        return lessons
    }
}
