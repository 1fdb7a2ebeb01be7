// French. Vocabulary of the reference articles: « suivi » (tracking), « registrar », « vue »,
// « corps » (body); « étape », « vérification », « indice » match the translated lessons.

enum FrenchMessages {
    static let table: [Message: String] = [
        .banner: "{1} — tapez du Swift, ou :help. :lessons liste les leçons.",
        .usageTagline: "apprendre Observation de Swift dans un REPL",
        .usageBody: "Sans commande, lance le REPL (comme 'workbook repl').",
        .replHelp: """
        Lance le REPL. Chaque ligne de Swift tapée s'exécute dans une même session persistante, sur le \
        runtime d'observation intégré ; on ouvre et parcourt les leçons avec :open, :next et :back. \
        Tapez :help à l'intérieur pour la liste des commandes.

        Dans un terminal : édition de ligne (touches emacs), historique d'une exécution à l'autre, \
        complétion avec Tab, saisie sur plusieurs lignes tant qu'une parenthèse, une accolade ou une chaîne \
        est ouverte, Ctrl-C pour abandonner une ligne ou arrêter le code en cours, Ctrl-D pour quitter, et \
        la proposition de reprendre là où vous en étiez. Quand stdin n'est pas un terminal, les lignes sont \
        lues telles quelles, sans invite, pour piloter le REPL par script : echo ':lessons' | workbook
        """,
        .languageOptionHelp: "parler LANG : en, fr, zh-Hans ou ja (pour cette exécution ; :lang retient un choix)",
        .verbRepl: "le workbook interactif (par défaut) : tapez du Swift, suivez les leçons",
        .verbRun: "exécute un fichier Swift, compilé sur le runtime intégré ; affiche exactement sa sortie",
        .verbCheck: "exécute les leçons sans interaction ; échoue à la moindre sortie différente ou vérification ratée",
        .verbLessons: "liste les leçons et votre progression",
        .verbGrade: "lance les correcteurs des exercices et affiche le tableau de progression",
        .verbHint: "montre l'indice suivant d'un exercice",
        .verbReset: "restaure les fichiers de départ d'un exercice (demande d'abord, garde une sauvegarde)",
        .verbWatch: """
        travaille les exercices : renote à chaque enregistrement, indices, passe au suivant une fois réussi
        """,
        .verbDev: "vérifications des mainteneurs : 'workbook dev check' prouve que les correcteurs sont honnêtes",
        .usageWord: "usage : ",
        .usageCommands: "commandes :",
        .usageOptions: "options :",
        .optionLessonsHelp: "utiliser les leçons de DIR au lieu du dossier Lessons/ du paquet",
        .optionHelpHelp: "affiche cette aide ('workbook COMMANDE --help' pour une commande)",
        .optionVersionHelp: "affiche la version",
        .usageStateFiles: """
        L'historique, la progression et le choix :lang sont rangés dans $XDG_STATE_HOME/observation-workbook/ \
        (~/.local/state/observation-workbook/ si XDG_STATE_HOME n'est pas défini). La couleur n'est utilisée que \
        dans un terminal, et jamais quand NO_COLOR est défini.
        """,
        .replFiles: """
        fichiers : history, progress.json et language dans $XDG_STATE_HOME/observation-workbook/ \
        (~/.local/state/observation-workbook/ sans XDG_STATE_HOME)
        """,
        .replExitStatus: "code de sortie : 0 après :quit, Ctrl-D ou la fin de l'entrée ; 2 erreur d'utilisation",
        .unknownVerb: "commande inconnue '{1}'",
        .didYouMeanVerb: "vouliez-vous dire '{1}' ?",
        .seeHelp: "Voir 'workbook --help'.",
        .noVerbNamed: "pas de commande '{1}' ; voir 'workbook --help'",
        .lessonsNotFound: """
        dossier Lessons introuvable : lancez le workbook dans le paquet Observation Workbook (un dossier \
        avec Package.swift et Lessons/), ou passez --lessons DIR
        """,
        .lessonsNoSuchFolder: "--lessons {1} : ce dossier n'existe pas",

        .languageUnknown: "pas de langue '{1}' ; le workbook parle {2}",
        .languageNow: "Langue du workbook désormais : {1}.",
        .languageCurrent: "Le workbook parle {1} ({2}).",
        .languageChoices: "Choix : {1}. :lang CODE change de langue et la retient ; :lang auto suit de nouveau LANG.",
        .languageSourceOption: "--lang sur la ligne de commande",
        .languageSourceRemembered: "retenu depuis :lang",
        .languageSourceEnvironment: "d'après {1}",
        .languageSourceSession: "choisi avec :lang pour cette session (non retenu)",
        .languageSourceDefault: "par défaut",
        .languageNotRemembered: "le choix n'est pas retenu : {1}",
        .languageForgotten: "Plus aucune langue retenue ; le workbook suit l'environnement : {1}.",
        .lessonFallback: "{1} n'a pas encore de traduction ({2}) : elle s'affiche en anglais.",

        .commandMissing: "une commande suit les deux-points, par exemple :help",
        .commandUnknown: "commande inconnue :{1}",
        .commandDidYouMean: " — vouliez-vous dire :{1} ?",
        .commandSeeHelp: " (:help liste les commandes)",
        .commandTakesNoArgument: ":{1} ne prend pas d'argument (reçu '{2}') ; :help {1} l'explique",
        .helpIntroTyping: """
        Tapez du Swift pour l'exécuter dans la session ; une parenthèse, une accolade ou une chaîne ouverte \
        continue à la ligne suivante.
        """,
        .helpIntroKeys: """
        Tab complète ; ↑/↓ rappellent l'historique ; Ctrl-C abandonne une ligne ou arrête le code en cours ; \
        Ctrl-D quitte.
        """,
        .helpIntroUnsupported: """
        Ce que l'interpréteur refuse, et quoi écrire à la place : Sources/Script/UNSUPPORTED.md.
        """,
        .helpNoCommand: "pas de commande :{1}",
        .noLessonOpen: "Aucune leçon n'est ouverte. :lessons les liste ; :open 1 ouvre la première.",
        .sessionEmpty: "La session est vide.",
        .sessionEmptyStepHint: " :step relance l'étape en cours.",
        .progressNotSaved: """
        ni HOME ni XDG_STATE_HOME n'est défini (en chemin absolu) : la progression et l'historique ne sont \
        pas enregistrés pendant cette session
        """,
        .lineEditorMissing: """
        libedit (libedit.so.2) n’est pas installée : lignes simples pendant cette session, sans flèches, \
        historique ni complétion par Tab (sur Debian/Ubuntu : sudo apt-get install libedit2)
        """,
        .runFileTooLarge:
            "'{1}' n’est pas exécuté : il dépasse {2} Mo (un programme Swift pour le workbook est bien plus petit)",
        .progressSaveFailed: "progression non enregistrée : {1}",
        .entryTooLong: """
        une saisie de plus de {1} lignes n'est pas exécutée (rien n'a tourné) ; mettez un long programme \
        dans un fichier et utilisez 'workbook run FICHIER.swift'
        """,
        .checkAbandoned: "vérification abandonnée",
        .checkAbandonedDetail: " — rien n'a tourné ; la session est inchangée",
        .experimentsLikelyCause: """
        Vous avez exécuté vos propres lignes depuis l'étape précédente, dans cette même session : c'est \
        la cause probable. :step relance cette étape dans une session propre.
        """,
        .lessonLanguageMode: "mode Swift {1}",
        .constantHeld: """
        {1} n'a pas encore de valeur : en attente, elle s'exécutera avec l'entrée suivante, qui la lui \
        donne (comme dans un fichier Swift, où les lignes sous une constante l'initialisent).
        """,
        .lessonLanguageModeRestored: """
        Cette leçon est écrite pour le mode Swift {1} : vos lignes sont de nouveau vérifiées en mode \
        Swift {1} ; :swift {2} revient au mode Swift {2}.
        """,
        .declarationsHeld: """
        en attente jusqu'à ce que {2} soit déclaré : {1}. Comme dans un fichier Swift, des déclarations \
        peuvent se nommer l'une l'autre : elles s'exécuteront avec l'entrée qui déclare {2}. (Une faute \
        de frappe ? Retapez la déclaration.)
        """,
        .stoppedLabel: "arrêté",
        .stoppedDetail: " — la session est intacte : tout ce qui a été déclaré avant est toujours là",
        .confirmYes: "[O/n]",

        .noLessonsFolder: "pas de dossier Lessons ; lancez le workbook avec --lessons DIR",
        .noLessonNamed: "pas de leçon '{1}'",
        .lessonsListHint: " (:lessons les liste)",
        .lessonHasSteps: "{1} a les étapes 1 à {2} ; il n'y a pas d'étape {3}",
        .lastStepOfLastLesson: "C'était la dernière étape de la dernière leçon — bravo.",
        .tryExercises: "Essayez les exercices notés avec `swift test`, ou rouvrez n'importe quelle leçon avec :open.",
        .firstStepAlready: "C'est la première étape ; :open ouvre une autre leçon, :step relance celle-ci.",
        .freshSession: """
        (nouvelle session : les étapes précédentes s'exécutent sans affichage ; les lignes que vous avez \
        tapées ne sont pas rejouées)
        """,
        .replayFailed: """
        la relecture de l'étape {1} (pour atteindre l'étape {2}) ne s'est pas déroulée proprement ; cette \
        étape peut ne pas se comporter comme le dit la leçon
        """,
        .statusLine: "leçon {1}/{2} · étape {3}/{4}",
        .stepHeader: "Étape {1} — {2}",
        .whereLine: "{1} — {2} — Étape {3} : {4}",
        .stepStoppedEarly: """
        L'étape s'est arrêtée sur le problème ci-dessus ; corrigez-le dans la leçon, ou :step pour la \
        relancer.
        """,
        .outputDiffers: "✗ la sortie diffère du bloc ```output de la leçon :",
        .stepDone: "Étape {1} terminée.",
        .stepProblems: "L'étape {1} a des problèmes.",
        .checksPassed: "{1}/{2} vérifications réussies.",
        .nextStep: ":next pour l'étape {1}/{2}",
        .endOfLessonNext: "Fin de la leçon. :next ouvre {1}",
        .endOfLesson: "Fin de la leçon",
        .orExperiment: " — ou tapez du Swift pour expérimenter.",
        .resumeQuestion: "Reprendre « {1} » à l'étape {2} ?",
        .resumeDeclined: "Entendu — :lessons liste les leçons, :open N en ouvre une.",
        .resumeSkippedForEntry:
            "Ni oui ni non : pas de reprise, et ce que vous avez tapé s'exécute comme une entrée. ':open {1} {2}' reprend là.",
        .resumePlain: "Vous étiez à {1}, étape {2}. ':open {1} {2}' reprend là.",
        .openUsage: "usage : :open N|slug [ÉTAPE], par exemple :open 1 (:lessons les liste)",
        .openBadStep: "'{1}' n'est pas un numéro d'étape ; usage : :open N|slug [ÉTAPE]",
        .noLessons: "aucune leçon dans {1}",
        .lessonUnreadable: "illisible : voir l'erreur ci-dessus",
        .challengesColumn: "{1}/{2} défis",
        .challengeColumn: "{1}/{2} défi",
        .exerciseColumn: "exercice {1} : {2}",

        .starterLabel: "Point de départ",
        .starterNote: " — tapez-le en comblant le trou :",
        .checksLabel: "Vérifications",
        .solutionLabel: "Solution",
        .wrongLabel: "Réponse fausse",
        .checksRunNote: " — :check les exécute sur votre code :",
        .notAChallengeNoLesson: """
        Aucune leçon n'est ouverte ; :{1} s'utilise sur une étape défi. :lessons liste les leçons.
        """,
        .notAChallenge: """
        Cette étape n'est pas un défi ; :{1} s'utilise sur une étape défi (:lessons montre où elles sont).
        """,
        .checkingAttempt: "Vérification de votre code — tentative {1} :",
        .checking: "Vérification de votre code :",
        .tryLabel: "essayez : ",
        .checkNeverRan: "{1} : cette vérification ne s'est jamais exécutée",
        .checksStopped: " — les vérifications se sont arrêtées avant",
        .challengePassed: "✓ Défi réussi",
        .challengePassedDetail: " — toutes les vérifications passent sur votre code. ",
        .checksCouldNotRun: """
        Les vérifications n'ont pas pu s'exécuter sur votre code : elles utilisent les noms du point de \
        départ ; tapez donc d'abord le point de départ (trou comblé), puis :check de nouveau. :hint aide.
        """,
        .checksPartly: """
        {1}/{2} vérifications réussies. Modifiez votre code (retapez la déclaration pour la remplacer) puis \
        :check ; :hint pour un indice.
        """,
        .checkNewestDidNotCompile: """
        Votre dernière version de {1} n'a pas compilé (son erreur est affichée là où vous l'avez \
        tapée) : les vérifications n'ont donc pas pu s'exécuter. Corrigez cette erreur, retapez-la, \
        puis :check.
        """,
        .checkRanOnOlderDeclaration: """
        Ces vérifications ont porté sur une version antérieure de {1} : votre dernière version n'a \
        pas compilé (son erreur est affichée là où vous l'avez tapée), la session garde donc la \
        précédente. Corrigez cette erreur et retapez-la, puis :check.
        """,
        .checkCodeDidNotFinish: """
        Votre code ne s'est pas terminé : appelé par les vérifications, il a tourné jusqu'à ce que \
        le workbook l'arrête (l'erreur ci-dessus indique la ligne : une récursion ou une boucle sans \
        fin ?). Corrigez-le, retapez-le, puis :check.
        """,
        .checkCodeRaisedAnError: """
        Votre code s'est arrêté sur une erreur pendant que les vérifications l'exécutaient \
        (ci-dessus, avec la ligne en cause). Corrigez-le, retapez-le, puis :check.
        """,
        .adviceAsBefore: "comme à la tentative {1} — :hint donne un indice plus précis",
        .laterFailuresMayFollow: "(corrigez d'abord celle-ci : les échecs suivants peuvent en découler)",
        .refusalLabel: "workbook :",
        .refusalHeading: "Swift accepte ceci, mais l'interpréteur du workbook ne sait pas exécuter {1}",
        .refusalListed: """
        Sources/Script/UNSUPPORTED.md liste ce que l'interpréteur laisse de côté, et quoi écrire à \
        la place.
        """,
        .nextForStep: ":next pour l'étape {1}/{2}.",
        .nextOpensLesson: ":next ouvre la leçon suivante.",
        .hintHeading: "Indice {1}/{2}",
        .lastHint: "C'est le dernier indice ; :solution montre la référence une fois que vous avez essayé (:check).",
        .hintAgain: ":hint de nouveau pour un indice plus précis.",
        .solutionAfterAttempt: """
        Essayez d'abord : tapez votre code et vérifiez-le avec :check — la solution s'ouvre après une \
        tentative. :hint donne un indice en attendant.
        """,
        .referenceSolution: "Solution de référence",
        .referenceSolutionNote: " (notée comme vue dans votre progression)",
        .solutionThen: "Tapez-la (ou votre propre version) puis :check, ou :skip pour passer à la suite.",
        .challengeHeldBack: """
        Cette étape est un défi que vous n'avez pas encore réussi : tapez votre code et vérifiez-le avec \
        :check, :hint pour un indice, ou :skip pour continuer sans.
        """,
        .challengeFooter: """
        Défi. Tapez votre code, puis :check lance les {1} vérifications dessus ; :hint donne des indices \
        ({2}), :skip passe à la suite.
        """,
        .challengeFooterPassed: """
        Défi (déjà réussi). Tapez votre code, puis :check lance les {1} vérifications dessus ; :hint donne \
        des indices ({2}), :skip passe à la suite.
        """,

        .traceIsOn: "le traçage est activé",
        .traceIsOff: "le traçage est désactivé",
        .traceUsage: "usage : :trace on|off (reçu '{1}')",
        .swiftModeIs: "les lignes tapées sont vérifiées en mode Swift {1}",
        .swiftUsage: "usage : :swift 5|6 (reçu '{1}')",
        .noCompiler: "aucun compilateur Swift trouvé, donc aucun mode de langage à choisir : {1}",

        .lessonsSummary: "liste les leçons et votre progression",
        .lessonsDetails: """
        Liste chaque leçon : son nom (ce que prend :open), les étapes terminées, les défis réussis, \
        l'exercice qui la suit et son état, et son titre. ▸ marque la leçon ouverte. Un défi final réussi \
        termine une leçon.
        """,
        .openSummary: "ouvre une leçon (par numéro ou par nom) et exécute sa première étape",
        .openDetails: """
        :open 3, :open 03-tracking ou :open tracking ouvre cette leçon dans une nouvelle session et exécute \
        l'étape 1. :open 3 4 va directement à l'étape 4 (les étapes 1 à 3 s'exécutent d'abord sans \
        affichage).
        """,
        .nextSummary: "passe à l'étape suivante et l'exécute",
        .nextDetails: """
        Affiche et exécute l'étape suivante dans la même session. Après la dernière étape d'une leçon, ouvre \
        la leçon suivante.
        """,
        .backSummary: "revient d'une étape",
        .backDetails: """
        Revient d'une étape : nouvelle session, les étapes précédentes s'exécutent sans affichage, puis \
        celle-ci s'exécute de nouveau. Les lignes que vous avez tapées ne sont pas rejouées.
        """,
        .stepSummary: "relance l'étape en cours dans une session propre",
        .stepDetails: """
        Relance l'étape en cours : nouvelle session, les étapes précédentes s'exécutent sans affichage, puis \
        celle-ci est affichée et exécutée. Les lignes que vous avez tapées ne sont pas rejouées.
        """,
        .whereSummary: "indique la leçon et l'étape où vous êtes",
        .whereDetails: """
        Affiche la ligne d'état, par exemple 'leçon 3/11 · étape 2/6', avec les titres de la leçon et de \
        l'étape.
        """,
        .expandSummary: "montre l'expansion @Observable d'un type",
        .expandDetails: """
        Affiche le Swift produit par l'expansion de la macro @Observable pour Type dans cette session : le \
        registrar, le stockage _name, les accesseurs qui appellent access/withMutation, et la conformance \
        Observable.
        """,
        .traceSummary: "montre les événements d'observation que votre code provoque",
        .traceDetails: """
        :trace on affiche, sous la sortie de chaque saisie, chaque access, willSet et suivi vu par le \
        runtime intégré, par exemple 'willSet UserProfile#1.name → tracking #1 fired (one-shot, \
        cancelled)' (ces lignes restent en anglais). :trace off l'arrête ; :trace seul dit où il en est.
        """,
        .depsSummary: "montre de quoi dépend chaque suivi et chaque corps de vue",
        .depsDetails: """
        :deps dessine chaque suivi installé — appels à withObservationTracking et corps de vues montées — \
        avec l'endroit où il a été installé et chaque Object#n.property qu'il a lu : l'empreinte à laquelle \
        un changement est comparé. :deps board.home liste qui dépend d'une propriété de l'objet de la \
        variable 'board'. Un suivi ne sert qu'une fois : celui qui s'est déclenché disparaît jusqu'à ce \
        qu'on l'installe de nouveau. Un corps qui n'a rien lu d'observable n'a rien installé et n'est pas \
        listé. La sortie reste en anglais.
        """,
        .whySummary: "explique la dernière mise à jour : quel changement a notifié qui",
        .whyDetails: """
        :why raconte la dernière saisie qui a changé un état observé : chaque mutation (et où elle est \
        écrite), les enregistrements qu'elle a touchés — quel suivi s'est déclenché, quelle vue a été \
        invalidée — et les corps réévalués ou sautés (mêmes entrées). Une saisie suivante qui ne fait que \
        mettre à jour les vues (essayez host.update()) poursuit le récit. Un endroit du code déclaré par une \
        saisie précédente (une méthode, une closure) est sa ligne dans cette saisie, suivie de l'instruction ; \
        dans le code d'une étape de leçon, la ligne de la leçon. La sortie reste en anglais.
        """,
        .varsSummary: "liste les variables définies dans cette session",
        .varsDetails: "Liste chaque variable globale de la session avec son type et sa valeur.",
        .resetSummary: "oublie toutes les déclarations et variables",
        .resetDetails: """
        Vide la session : chaque type, fonction et variable est oublié. La position dans la leçon reste ; \
        :step relance l'étape en cours.
        """,
        .swiftSummary: "vérifie vos lignes en mode de langage Swift 5 ou Swift 6",
        .swiftDetails: """
        Chaque ligne tapée est vérifiée par le swiftc de la toolchain avant de s'exécuter. :swift 6 vérifie \
        en mode Swift 6, avec ses erreurs de concurrence stricte (par exemple modifier une globale depuis une \
        closure onChange) ; :swift 5 revient au mode par défaut ; :swift seul dit lequel est actif.
        """,
        .checkSummary: "lance les vérifications du défi sur votre code",
        .checkDetails: """
        Sur une étape défi : lance les vérifications de l'étape sur votre session (votre code n'est pas \
        réexécuté) et affiche chacune en ✓/✗ avec ses valeurs et quoi essayer. Chaque tentative est notée.
        """,
        .solutionSummary: "montre la solution de référence du défi (après un :check)",
        .solutionDetails: """
        Sur une étape défi, après au moins un :check : montre la solution de référence et pourquoi elle \
        marche. Votre progression note que vous l'avez vue.
        """,
        .skipSummary: "passe un défi sans l'avoir réussi",
        .skipDetails: """
        Sur une étape défi : passe à l'étape suivante ; votre progression montre le défi comme passé tant \
        que vous ne l'avez pas réussi.
        """,
        .gradeSummary: "note les exercices et affiche le tableau de progression",
        .gradeDetails: """
        Compile le paquet et lance les correcteurs des exercices nommés (tous, sans NN) : réussi, échoué avec \
        chaque vérification en échec, ne compile pas avec les erreurs du compilateur, ou non tenté (la ligne \
        `// WORKBOOK: NOT DONE` est toujours là ; --force le note quand même). Comme `workbook grade`, avec \
        les mêmes options.
        """,
        .hintSummary: "montre l'indice suivant d'un exercice",
        .hintDetails: """
        Montre l'indice suivant de l'exercice NN ; chacun est plus précis que le précédent. Sans NN : dans une \
        leçon, l'indice porte sur l'exercice de la leçon, ailleurs sur l'exercice en cours (le premier non \
        réussi) ; sur une étape défi, c'est l'indice suivant du \
        défi. --again remontre les indices déjà révélés. Comme `workbook hint NN` ; la progression est \
        partagée.
        """,
        .langSummary: "montre ou change la langue du workbook",
        .langDetails: """
        :lang montre la langue que parle le workbook et les choix possibles. :lang fr (ou en, zh-Hans, ja) \
        passe leçons, indices et messages dans cette langue et la retient pour les prochaines fois ; \
        :lang auto oublie ce choix et suit de nouveau LC_ALL, LC_MESSAGES ou LANG. Les diagnostics du \
        compilateur et ce qu'affichent :deps, :why et :trace restent en anglais. Une leçon non traduite \
        s'affiche en anglais.
        """,
        .helpSummary: "liste les commandes, ou en explique une",
        .helpDetails: ":help liste chaque commande en une ligne ; :help CMD (avec ou sans deux-points) explique CMD.",
        .quitSummary: "quitte le workbook (Ctrl-D aussi) ; la progression s'enregistre au fil de l'eau",
        .quitDetails: """
        Quitte le workbook. La progression et l'historique s'enregistrent au fil de l'eau : rien n'est perdu \
        (sauf si le workbook a annoncé au démarrage qu'il ne pouvait pas les enregistrer).
        """,
        .optionNeedsValue: "{1} attend une valeur, par exemple {1} {2}",
        .unknownOption: "option inconnue '{1}' pour '{2}' ; voir 'workbook {2} --help'",
        .verbOptionHelp: "affiche cette aide",
        .unknownOptionSuggest:
            "option inconnue '{1}' pour '{2}' ; vouliez-vous dire '{3}' ? Voir 'workbook {2} --help'.",
        .unexpectedArgument: "argument inattendu '{1}' ; voir 'workbook --help'",
        .lessonsTakesNoArguments: "'lessons' ne prend pas d'argument (reçu '{1}') ; voir 'workbook lessons --help'",
        .noExercise: "pas d'exercice '{1}' ; les exercices sont {2} (voir Exercises/)",
        .nextExercise: "Exercice suivant : {1} — `swift run workbook watch {2}`",
        .nextExerciseAfterLesson: "Exercice suivant : {1}, après la leçon {3} — `swift run workbook watch {2}`",
        .allExercisesPassed: "Tous les exercices sont réussis.",
        .expandUsage: "usage : :expand NomDuType, par exemple :expand UserProfile",
        .expandNoType: "aucun type @Observable nommé '{1}' dans cette session (:vars montre ce qui est défini)",
        .hintNoExerciseInLesson: "la leçon {1} n'a pas d'exercice ; nommez-en un, par exemple ':hint 03'",
        .hintNameOne: "nommez un exercice, par exemple ':hint 03'",
        .varsNone: "aucune variable pour l'instant",
        .varsCut: "… (la liste s'arrête ici : plus de {1} octets)",
        .hintAllPassed: """
        tous les exercices sont réussis : nommez-en un pour ses indices, par exemple 'hint 03'
        """,
        .advancedObservationOnBuiltInRuntime:
            "withObservationTracking(options:) et withContinuousObservation (SE-0506) demandent Swift 6.4 / iOS 27 : ici, ils s'exécutent sur le runtime intégré du workbook",
        .entryRunsCompiled:
            "(l'interpréteur n'exécute pas ceci : swiftc le compile, et il s'exécute sur le runtime intégré)",
        .entryPreparingRuntime:
            "préparation du runtime intégré pour les entrées compilées, une seule fois (une minute ou deux)…",
        .entryUsesSessionVariable:
            "impossible aussi de l'exécuter compilé : elle lit {1} de la session, que seul l'interpréteur détient",
        .entryNeedsSessionState:
            "impossible aussi de l'exécuter compilé : une déclaration qu'elle utilise lit les variables de la session",
        .saveSummary: "enregistrer les entrées acceptées de la session dans un fichier Swift",
        .saveDetails:
            "Écrit dans FICHIER, dans l'ordre, chaque entrée acceptée par la session (un nouveau fichier : un fichier existant n'est jamais écrasé), pour que `workbook run FICHIER` les exécute de nouveau. Une valeur affichée par le REPL est imprimée.",
        .saveUsage: "nommez un nouveau fichier, par ex. ':save counter.swift'",
        .saveExists: "{1} existe déjà ; il est resté tel quel (nommez un nouveau fichier, ou supprimez-le d'abord)",
        .saveNothing: "rien à enregistrer : aucune entrée n'a encore été acceptée dans cette session",
        .saveWritten: "{1} entrées enregistrées dans {2} ; pour les exécuter : swift run workbook run {2}",
        .saveFailed: "impossible d'écrire {1} : {2}",
        .compilerFallback: """
        {1} : les lignes ne sont vérifiées que par l'interpréteur du workbook, qui laisse tourner certaines \
        erreurs que Swift refuse (définissez SWIFTC vers un swiftc pour vérifier avec le compilateur)
        """,
        .watchBye: "Au revoir. `swift run workbook watch` reprend là où vous en êtes.",
        .watchNotAttempted: "non tenté",
        .watchDeleteMarker: "  supprimez la ligne `{1} …` dans {2} puis enregistrez pour être noté.",
        .watchGradedIn: "(noté en {1} s)",
        .watchLastPassed: "✔ Exercice {1} réussi — et c'était le dernier. Bravo !",
        .watchPassedMovingOn: "✔ Exercice {1} réussi. Passage à l'exercice {2}…",
        .watchAfterLesson: "  (après {1})",
        .watchYourFiles: "Vos fichiers : Exercises/{1}/",
        .watchKeys: "h indice · n suivant · l liste · r renoter · q quitter — ",
        .watchSaveToGrade: "enregistrez un fichier pour le noter",
        .watchStatePassed: "✔ réussi",
        .watchStateNotAttempted: "non tenté",
        .watchStateInProgress: "en cours",
        .watchLessonSuffix: "  (leçon {1})",
        .exercisesPassed: "{1}/{2} exercices réussis",
        .watchOneExercise: "nommez un seul exercice pour commencer, par exemple 'workbook watch 03'",
        .watchNoExercises: "aucun exercice dans {1}/Exercises",
        .lessonsHelp: """
        Liste chaque leçon dans l'ordre : son numéro et son nom, les étapes terminées,
        les défis réussis, l'exercice qui la suit et son état, son titre, et celle où
        vous êtes. Un fichier de leçon illisible est signalé sur stderr avec son fichier
        et sa ligne.
        """,
        .lessonsHelpExit:
            "code de sortie : 0 liste affichée, 1 un fichier de leçon est mal formé, 2 erreur d'utilisation",
        .watchHelp: """
        Se concentre sur un exercice — NN, ou le premier que vous n'avez pas réussi — et
        affiche son état avec chaque vérification en échec ou erreur du compilateur,
        ainsi qu'une barre de progression sur tous les exercices. Chaque fois que vous
        enregistrez l'un de ses fichiers, il est noté de nouveau ; quand il réussit,
        watch passe à l'exercice suivant. Enregistrer un fichier d'un autre exercice y
        déplace l'attention. La première notation compile le paquet (quelques minutes)
        et montre sa progression.

        touches : h  l'indice suivant     n  l'exercice suivant    l  liste des exercices
                  r  noter de nouveau     q  quitter (Ctrl-C marche aussi)
        """,
        .watchOptionPoll: "vérifie les dates de modification deux fois par seconde au lieu d'utiliser inotify",
        .watchOptionOnce: "note une fois l'exercice en cours et sort avec son résultat",
        .watchHelpExit: "code de sortie : avec --once, comme 'workbook grade' ; 2 erreur d'utilisation",
        .resetHelp: """
        Remet le dossier de l'exercice NN au point de départ tel que git le contient à
        REF (HEAD par défaut), en supprimant les fichiers que vous y avez ajoutés, et
        reprend ses indices à zéro. Liste ce qui va changer et demande d'abord. Vos
        fichiers sont d'abord copiés dans une sauvegarde, dans
        $XDG_STATE_HOME/observation-workbook/backups/NN-slug/ (~/.local/state/…) ;
        --undo remet la sauvegarde la plus récente.
        """,
        .resetOptionYes: "ne pas demander (nécessaire quand stdin n'est pas un terminal)",
        .resetOptionFrom:
            "prendre le point de départ du commit REF — utile si vous avez commité votre propre travail, par exemple --from origin/main",
        .resetOptionUndo: "restaure les fichiers remplacés par la dernière remise à zéro",
        .resetHelpExit:
            "code de sortie : 0 remis à zéro (ou rien à remettre), 1 non remis à zéro, 2 erreur d'utilisation",
        .runHelp: """
        Compile FILE.swift avec le swiftc de la toolchain contre le runtime d'observation
        intégré du workbook (un module nommé `Observation` par-dessus, avec la vraie macro
        `@Observable` de la toolchain ; `import SwiftUI` est le simulateur de vues du paquet)
        et exécute le programme, en affichant exactement ce qu'il affiche. Ce que swiftc
        refuse ne s'exécute pas : ses diagnostics sont ceux de swiftc. Le runtime est
        construit une fois dans .build/workbook-compiled (une première exécution le dit) ;
        relancer un fichier inchangé réutilise son programme. Un piège (trap) est signalé à
        sa ligne, avec les mots de Swift. Avec --interpret, ou sans compilateur (aucun à côté
        du runtime Swift, aucun dans PATH, pas de SWIFTC ; une note sur stderr le dit), c'est
        l'interpréteur du workbook qui exécute le fichier : celui qui répond aux lignes du REPL.

        FILE peut être /dev/stdin ; une première ligne commençant par #! est ignorée,
        comme le fait swiftc.
        """,
        .runOptionInterpret: "exécute le fichier avec l'interpréteur (vérifié d'abord par swiftc)",
        .runOptionSwiftVersion: "mode de langage : 5 (par défaut) ou 6",
        .runOptionTrace:
            "affiche aussi sur stderr les événements du runtime d'observation (access, willSet, didSet, suivi, déclenchement, annulation)",
        .runOptionCompare:
            "exécute aussi FILE.swift sur l'Observation de la toolchain et montre un diff des sorties ; avec --interpret : l'interpréteur contre Swift compilé",
        .runOptionTimeout:
            "arrête le programme après SECONDS de temps réel (60 par défaut ; 0 : pas de limite) ; avec --compare, l'autre programme aussi",
        .runHelpExit:
            "code de sortie : 0 le programme a tourné (et, avec --compare, les sorties concordent), 1 un diagnostic, une exécution arrêtée, une différence ou une sortie impossible à écrire, 2 erreur d'utilisation",
        .gradeHelp: """
        Compile le paquet et lance les correcteurs des exercices nommés (tous si aucun
        n'est nommé), puis affiche une ligne par exercice : réussi ; échoué, avec chaque
        vérification ratée à son endroit dans vos fichiers ; planté (ou arrêté par exit()),
        avec le message du runtime ; ne compile pas, avec les erreurs complètes du
        compilateur ; correcteur modifié ; ou non tenté. Un exercice est « non tenté » tant
        que son point de départ porte la ligne `// WORKBOOK: NOT DONE …` : supprimez-la
        pour qu'il soit noté. Un exercice qui ne compile pas n'empêche jamais de noter les
        autres. La dernière ligne dit quel exercice faire ensuite. Les correcteurs parlent
        la langue du workbook.
        """,
        .gradeOptionForce:
            "note les exercices nommés même si la ligne est encore là (comme WORKBOOK_GRADE=NN swift test)",
        .gradeOptionVerbose: "montre la sortie de la compilation et des tests au fil de l'eau",
        .gradeOptionFormat:
            "écrit les résultats au format json ou junit sur la sortie standard, un enregistrement par exercice, au lieu du tableau (pour la CI)",
        .gradeHelpExit: "code de sortie : 0 rien d'échoué, 1 un exercice a échoué ou ne compile pas, 2 erreur d'usage",
        .hintHelp: """
        Montre l'indice suivant de l'exercice NN ; chacun est plus précis que le précédent.
        Sans NN, pour l'exercice en cours : le premier non réussi, celui où watch commence.
        Le nombre d'indices déjà vus est gardé dans hints.json, dans
        $XDG_STATE_HOME/observation-workbook/ (~/.local/state/observation-workbook/).
        """,
        .hintOptionAgain: "remontre les indices déjà révélés, sans en révéler un nouveau",
        .hintHelpExit:
            "code de sortie : 0 indice affiché, 1 l'exercice n'a pas d'indices ou la progression est illisible, 2 erreur d'usage",
        .checkHelp: """
        Exécute dans l'ordre les blocs Swift de chaque leçon, dans une session neuve, comme le
        ferait le REPL. Chaque bloc ```output doit correspondre exactement à ce qu'a affiché
        son bloc, et chaque vérification #expect doit réussir. Chaque étape défi est prouvée
        honnête : son point de départ et chaque mauvaise réponse ```swift échouent à au moins
        une vérification, sa solution les réussit toutes (chacun dans une session neuve qui
        rejoue la leçon jusqu'au défi). Affiche une ligne par leçon, puis chaque problème
        sous la forme FICHIER:LIGNE: ce qui ne va pas.

        LESSON est un numéro (3), un nom de fichier (03-tracking), un slug (tracking) ou le
        chemin d'un fichier .md. Sans LESSON, toutes les leçons du dossier Lessons sont vérifiées.

        Avec --lang, les traductions de Lessons/CODE/ sont vérifiées de la même façon (la leçon
        anglaise décide quelles leçons existent ; une leçon pas encore traduite est signalée,
        sans échec). Qu'une traduction garde les blocs anglais, c'est 'workbook dev translations'.
        """,
        .checkOptionLang: "vérifie les traductions en fr, zh-Hans ou ja (all : toutes)",
        .checkOptionUpdateRepl:
            "écrit ce qu'a affiché chaque bloc ```repl (:deps, :why) dans le bloc ```output qui le suit (la sortie Swift vient de swiftc : Lessons/tools/compile-lesson.sh --update)",
        .checkHelpExit:
            "code de sortie : 0 toutes les leçons réussies, 1 une leçon a échoué ou est mal formée, 2 erreur d'usage (leçon inconnue, pas de dossier Lessons)",
        .devHelp: "Les commandes dev servent aux contributeurs et à la CI : leur aide n'existe qu'en anglais.",
        .outcomePassed: "réussi",
        .outcomeFailed: "échoué",
        .outcomeNotAttempted: "non tenté",
        .outcomeCrashed: "planté",
        .outcomeDoesNotCompile: "ne compile pas",
        .outcomeGraderChanged: "correcteur modifié",
        .outcomeNotGraded: "non noté",
        .outcomeTestPassed: "le {1} test du correcteur a réussi",
        .outcomeTestsPassed: "les {1} tests du correcteur ont réussi",
        .outcomeTestsFailed: "{1} tests du correcteur sur {2} ont échoué :",
        .outcomeTestFailed: "{1} test du correcteur sur {2} a échoué :",
        .tableTally: "{1} sur {2} réussis ; {3} non tentés.",
        .tableNotAttemptedNote: """
        Non tenté : le point de départ a encore sa ligne `{1}` ; supprimez-la pour être noté.
        """,
        .tableNextFix: """
        Ensuite : corrigez l'exercice {1} — ses fichiers sont dans Exercises/{2}/ ; \
        `swift run workbook watch {3}` renote à chaque enregistrement.
        """,
        .tableNextFixInLesson: """
        Ensuite : corrigez l'exercice {1} (leçon {4}) — ses fichiers sont dans Exercises/{2}/ ; \
        `swift run workbook watch {3}` renote à chaque enregistrement.
        """,
        .tableNextFresh: """
        Ensuite : {1}. Supprimez la ligne « not done » dans {2}, puis `swift run workbook watch {3}`.
        """,
        .tableNextFreshAfterLesson: """
        Ensuite : {1} (après {4}). Supprimez la ligne « not done » dans {2}, puis `swift run workbook watch {3}`.
        """,
        .gradeAllExercises: "Compilation et correction de tous les exercices…",
        .gradeSomeExercises: "Compilation et correction de l'exercice {1}…",
        .gradeFirstBuild: " (la première compilation prend quelques minutes)",
        .gradeCannotRun: "impossible de lancer `swift test` : {1}",
        .hintCommandNameOne: "nommez un exercice, par exemple 'workbook hint 03'",
        .hintNoSections: "{1}:1:1: aucune section '### {2} N' sous '## {3}'",
        .hintNoStateDirectory: "impossible de retenir les indices : définissez HOME ou XDG_STATE_HOME",
        .hintNoneRevealed: "Aucun indice révélé pour l'exercice {1} ; lancez 'workbook hint {1}'.",
        .hintTitle: "Exercice {1}, indice {2} sur {3}",
        .hintLastOne: """
        C'était le dernier indice. Si vous bloquez, la solution de référence est dans Exercises/{1}/.meta/.
        """,
        .checkLessonPassed: "{1} — {2} étape(s), {3}/{4} vérification(s) réussie(s)",
        .checkChallengesProven: ", {1} défi(s) prouvé(s)",
        .checkLessonFailed: "{1} — {2} problème(s)",
        .checkNotTranslated: "{1} — pas encore traduite en {2} ({3})",
        .checkReplUpdated: "blocs ```repl de {1} mis à jour",
        .checkTally: "{1} leçon(s) vérifiée(s), {2} vérification(s) exécutée(s)",
        .checkTallyUntranslated: """
        {1} leçon(s) vérifiée(s) ({2} pas encore traduite(s)), {3} vérification(s) exécutée(s)
        """,
        .checkAllPassed: "{1} : tout a réussi",
        .checkSomeFailed: "{1} : {2} en échec",
        .checkBadLanguage: "--lang {1} : le workbook ne parle pas cette langue ; utilisez {2}, ou all",
        .checkNoLessons: "{1} ne contient aucune leçon (fichiers nommés NN-slug.md)",
        .checkNoLessonNamed: "pas de leçon '{1}' dans {2} ; 'workbook lessons' les liste",
        .stateCannotExamine: "impossible d'examiner {1} : {2}",
        .stateNotRegularFile: "{1} n'est pas un fichier ordinaire",
        .statePermissionDenied: "impossible de lire {1} (permission refusée)",
        .stateReadOnly: "{1} est en lecture seule",
        .stateCannotRead: "impossible de lire {1}",
        .progressNotSavedBecause: "{1} ; la progression ne sera pas enregistrée pendant cette session",
        .progressInvalidKept: """
        {1} n'est pas une progression valide (JSON) ; il est conservé sous {2} et la progression repart de zéro
        """,
        .progressInvalid: """
        {1} n'est pas une progression valide (JSON) ; la progression ne sera pas enregistrée pendant cette session
        """,
        .languageFileIgnored: "{1} ; la langue retenue est ignorée",
        .historyKept: """
        impossible de lire le fichier d'historique {1} (conservé sous {2}) ; la session démarre avec un \
        historique vide
        """,
        .historyNotSaved: """
        impossible de lire le fichier d'historique {1} ; les lignes de cette session n'y seront pas enregistrées
        """,
        .stateCannotWrite: "impossible d'écrire {1} : {2}",
        .stateLinkNotOurs:
            "{1} est un lien symbolique vers {2}, qui n'est pas un fichier écrit par le workbook : les deux sont laissés tels quels, et rien n'y est enregistré pendant cette session (supprimez le lien pour repartir d'un fichier neuf)",
        .stateCannotSetAsideFile: "{1} n'a pas pu être mis de côté ; il est laissé tel quel",
        .stateFileKept: "{1} est illisible ; il est conservé sous le nom {2}, et un nouveau fichier est commencé",
        .stateFileInvalid: "{1} est illisible et n'a pas pu être mis de côté ; il est laissé tel quel",
        .stateEmptyRefused: "un fichier vide le remplacerait ; l'ancien est conservé",
        .languageFileNotALanguage:
            "{1} ne contient aucune langue du workbook ; il est conservé sous le nom {2} et ignoré",
        .stateFolderNotCreated: "son dossier {1} ne peut pas être créé",
        .stateLeftAsIs: "{1} ; il est laissé tel quel",
        .historySaveFailed: "historique non enregistré : {1}",
        .gradeNoGraderRan: "aucun correcteur ne l'a noté",
        .gradeGraderClashes: """
        le correcteur ne compile pas avec votre code (un de vos opérateurs, extensions ou noms entre en \
        conflit avec ce qu'il utilise) :
        """,
        .gradeCouldNotBuild: "swift test n'a pas pu le compiler ; lancez `swift build` pour voir pourquoi",
        .gradeFailedBeforeTests: """
        swift test a échoué avant de lancer le moindre test (code {1}) ; lancez-le vous-même pour voir \
        pourquoi
        """,
        .gradeOtherDoesNotCompile: """
        l'exercice {1} ne compile pas, donc aucun correcteur n'a pu tourner ; corrigez-le d'abord
        """,
        .gradeUnknownFormat: "format `{1}` inconnu pour `workbook grade --format` : utilisez json ou junit",
        .gradeLeavingOut: "l'exercice {1} ne compile pas ; correction des autres sans lui",
        .gradeLeftOut: "laissé de côté par {1} pour cette exécution : corrigez-le, puis faites-le noter",
        .gradeNoGraderTests: "aucun test de correcteur n'a tourné pour {1} — figure-t-il dans Package.swift ?",
        .gradeDuringTest: " (test du correcteur « {1} »)",
        .gradeOtherCrashed: """
        l'exercice {1} a fait planter le processus de test avant la fin de ce correcteur ; corrigez-le, ou \
        notez {2} seul
        """,
        .gradeProcessStopped: """
        le processus de test s'est arrêté (code {1}) avant la fin de ce correcteur ; lancez `swift test \
        --filter {2}` pour voir pourquoi
        """,
        .gradeSkipped: "ignoré",
        .gradeSomeSkipped: """
        certains tests du correcteur ont été ignorés et les autres ont réussi ; notez-le de nouveau sans \
        filtre
        """,
        .gradeNotAttemptedReason: """
        supprimez la ligne `// WORKBOOK: NOT DONE` en {1} pour le noter (ou : workbook grade {2} --force)
        """,
        .gradeExitStatus: " (code {1})",
        .gradeExitDuring: """
        le processus de test s'est terminé{1} pendant le test du correcteur « {2} » — votre code \
        appelle-t-il exit() ? Un correcteur qui ne peut pas finir n'est pas une réussite
        """,
        .graderChangedReason: """
        le correcteur de {1} a été modifié ({2}) ; restaurez-le avec `git checkout -- {2}` et notez de \
        nouveau
        """,
        .resetNameOne: "nommez un exercice, par exemple 'workbook reset 03'",
        .resetAlreadyStarter: "L'exercice {1} est déjà dans son état de départ ; rien à réinitialiser.",
        .resetDiscards: "Réinitialiser l'exercice {1} abandonne vos modifications de :",
        .resetNoTerminal:
            "non réinitialisé : impossible de demander sans terminal ; ajoutez --yes pour réinitialiser quand même",
        .resetQuestion: "Réinitialiser ? [o/N] ",
        .resetDeclined: "Non réinitialisé.",
        .resetDone: "L'exercice {1} est revenu à son état de départ (non tenté).",
        .resetBackupKept: "Vos fichiers sont conservés dans {1} ; 'workbook reset {2} --undo' les remet en place.",
        .resetNoBackup: "aucune sauvegarde de l'exercice {1} à restaurer dans {2}",
        .resetCurrentKept: "Vos fichiers actuels sont conservés dans {1}.",
        .resetRestored: "L'exercice {1} a retrouvé vos fichiers du {2}.",
        .buildingProgress: "Compilation : {1}/{2} ({3} %)",
        // Compiler and test processes that give no answer
        .compilerTimedOut:
            "swiftc n'a pas fini sa vérification en {1} secondes (une expression très longue, ou une machine très chargée)",
        .compilerKilled:
            "swiftc a été arrêté par {1} avant la fin de sa vérification (mémoire épuisée, ou arrêt venu de l'extérieur)",
        .compilerFailedSilently: "{1} s'est terminé avec le code {2} sans diagnostic{3}",
        .compilerNoCommandLine: "{1} n'a pas dit comment il vérifierait un fichier (est-ce un compilateur Swift ?)",
        .runCheckedByInterpreter: "{1} ; vérification par les seuls contrôles de l'interpréteur",
        .entryCheckedByInterpreter: "{1} : cette entrée n'est vérifiée que par l'interpréteur du workbook",
        .checkingSlowly: "vérification… (Ctrl-C l'abandonne)",
        .gradeTimedOut: "les tests de l'exercice {1} n'ont pas fini en {2} s : cherchez une boucle sans fin dans {3}",
        .gradeMovedCheckout:
            "ce n'est pas votre code : le dossier de construction .build a été fait là où ce paquet se trouvait avant (il a été déplacé ou copié), et son cache de modules nomme encore cet endroit ; lancez `rm -rf .build` dans {1}, puis notez de nouveau (la première construction prend quelques minutes)",
        .moduleCachePrivate:
            "le cache de modules du compilateur {1} ne peut pas être écrit (HOME est-il en lecture seule ?) : cette session en utilise un privé dans le dossier temporaire, la première vérification prend donc un peu plus de temps",
    ]
}
