// The source text of every message. `{1}`, `{2}`… are the arguments the code passes, in order.
// Words a learner types (`:open`, `--lessons DIR`) and Swift names stay as they are in every language.

enum EnglishMessages {
    static let table: [Message: String] = [
        .banner: "{1} — type Swift, or :help. :lessons lists the lessons.",
        .usageTagline: "learn Swift Observation in a REPL",
        .usageBody: "With no command, starts the REPL (the same as 'workbook repl').",
        .replHelp: """
        Starts the REPL. Every Swift line you type runs in one persistent session on the \
        built-in observation runtime; lessons are opened and walked with :open, :next and \
        :back. Type :help inside for the commands.

        On a terminal: line editing (emacs keys), history across runs, Tab completion, \
        multi-line input while brackets, braces or strings are open, Ctrl-C to abandon \
        a line or stop running code, Ctrl-D to leave, and an offer to resume where you \
        left off. When stdin is not a terminal, lines are read plainly with no prompts, \
        so the REPL can be scripted: echo ':lessons' | workbook
        """,
        .languageOptionHelp: "speak LANG: en, fr, zh-Hans or ja (for this run; :lang remembers a choice)",
        .verbRepl: "the interactive workbook (the default): type Swift, follow lessons",
        .verbRun: "run a Swift file, compiled on the built-in runtime; print exactly its output",
        .verbCheck: "run lessons headlessly; fail on any output mismatch or failed check",
        .verbLessons: "list the lessons and your progress in them",
        .verbGrade: "run the exercise graders and show the progress table",
        .verbHint: "show the next hint for an exercise",
        .verbReset: "restore an exercise's starter files (asks first, keeps a backup)",
        .verbWatch: "work through the exercises: re-grade on save, hints, move on when it passes",
        .verbDev: "maintainer checks: 'workbook dev check' proves the graders honest",
        .usageWord: "usage: ",
        .usageCommands: "commands:",
        .usageOptions: "options:",
        .optionLessonsHelp: "use the lessons in DIR instead of the package's Lessons/",
        .optionHelpHelp: "show this help ('workbook COMMAND --help' for a command)",
        .optionVersionHelp: "print the version",
        .usageStateFiles: """
        History, progress and the :lang choice live in $XDG_STATE_HOME/observation-workbook/ \
        (~/.local/state/observation-workbook/ when XDG_STATE_HOME is unset). Colour is used only on a terminal, \
        and never when NO_COLOR is set.
        """,
        .replFiles: """
        files: history, progress.json and language in $XDG_STATE_HOME/observation-workbook/ \
        (~/.local/state/observation-workbook/ without XDG_STATE_HOME)
        """,
        .replExitStatus: "exit status: 0 after :quit, Ctrl-D or the end of input; 2 usage error",
        .unknownVerb: "unknown command '{1}'",
        .didYouMeanVerb: "did you mean '{1}'?",
        .seeHelp: "See 'workbook --help'.",
        .noVerbNamed: "no command '{1}'; see 'workbook --help'",
        .lessonsNotFound: """
        cannot find the Lessons folder: run inside the Observation Workbook package (a folder with \
        Package.swift and Lessons/), or pass --lessons DIR
        """,
        .lessonsNoSuchFolder: "--lessons {1}: no such folder",

        .languageUnknown: "no language '{1}'; the workbook speaks {2}",
        .languageNow: "The workbook now speaks {1}.",
        .languageCurrent: "The workbook speaks {1} ({2}).",
        .languageChoices: "Choices: {1}. :lang CODE switches and remembers it; :lang auto follows LANG again.",
        .languageSourceOption: "--lang on the command line",
        .languageSourceRemembered: "remembered from :lang",
        .languageSourceEnvironment: "from {1}",
        .languageSourceSession: "chosen with :lang for this session (not remembered)",
        .languageSourceDefault: "the default",
        .languageNotRemembered: "the choice is not remembered: {1}",
        .languageForgotten: "No language is remembered now; the workbook follows the environment: {1}.",
        .lessonFallback: "{1} is not translated into {2} yet: showing it in English.",

        .commandMissing: "a command follows the colon, e.g. :help",
        .commandUnknown: "unknown command :{1}",
        .commandDidYouMean: " — did you mean :{1}?",
        .commandSeeHelp: " (:help lists the commands)",
        .commandTakesNoArgument: ":{1} takes no argument (got '{2}'); :help {1} explains it",
        .helpIntroTyping: """
        Type Swift to run it in the session; an open bracket, brace or string continues on the next line.
        """,
        .helpIntroKeys: """
        Tab completes; ↑/↓ recall history; Ctrl-C abandons a line or stops running code; Ctrl-D leaves.
        """,
        .helpIntroUnsupported: """
        What the interpreter refuses, and what to write instead: Sources/Script/UNSUPPORTED.md.
        """,
        .helpNoCommand: "no command :{1}",
        .noLessonOpen: "No lesson is open. :lessons lists them; :open 1 starts the first.",
        .sessionEmpty: "The session is empty.",
        .sessionEmptyStepHint: " :step re-runs the current step.",
        .progressNotSaved: """
        neither HOME nor XDG_STATE_HOME is set (as an absolute path): progress and history are not \
        saved this session
        """,
        .lineEditorMissing: """
        libedit (libedit.so.2) is not installed: plain lines this session, without arrow keys, history \
        or Tab completion (on Debian/Ubuntu: sudo apt-get install libedit2)
        """,
        .runFileTooLarge:
            "'{1}' is not run: it holds more than {2} MB (a Swift program for the workbook is far smaller)",
        .progressSaveFailed: "progress not saved: {1}",
        .entryTooLong: """
        an entry of more than {1} lines is not run (none of it ran); put a long program in a file and \
        use 'workbook run FILE.swift'
        """,
        .checkAbandoned: "check abandoned",
        .checkAbandonedDetail: " — nothing ran; the session is as it was",
        .experimentsLikelyCause: """
        You ran lines of your own since the last step, in this same session: they are the likely cause. \
        :step runs this step again from a clean session.
        """,
        .lessonLanguageMode: "Swift {1} mode",
        .lessonLanguageModeRestored: """
        This lesson is written for Swift {1} mode, so your lines are checked in Swift {1} mode again; \
        :swift {2} goes back to Swift {2} mode.
        """,
        .declarationsHeld: """
        held until {2} is declared: {1}. As in a Swift file, declarations may name each other: these run \
        with the entry that declares {2}. (A typo? Type the declaration again.)
        """,
        .constantHeld: """
        {1} has no value yet: held, to run with the next entry, which gives it one (as in a Swift file, \
        where the lines below a constant initialize it).
        """,
        .stoppedLabel: "stopped",
        .stoppedDetail: " — the session is intact: everything declared before is still there",
        .confirmYes: "[Y/n]",

        .noLessonsFolder: "no Lessons folder; start the workbook with --lessons DIR",
        .noLessonNamed: "no lesson '{1}'",
        .lessonsListHint: " (:lessons lists them)",
        .lessonHasSteps: "{1} has steps 1 to {2}; there is no step {3}",
        .lastStepOfLastLesson: "That was the last step of the last lesson — well done.",
        .tryExercises: "Try the graded exercises with `swift test`, or :open any lesson again.",
        .firstStepAlready: "This is the first step; :open another lesson, or :step to run this one again.",
        .freshSession: "(a fresh session: the steps before this one run quietly; lines you typed are not replayed)",
        .replayFailed: """
        replaying step {1} (to reach step {2}) did not run cleanly; this step may not behave as the \
        lesson says
        """,
        .statusLine: "lesson {1}/{2} · step {3}/{4}",
        .stepHeader: "Step {1} — {2}",
        .whereLine: "{1} — {2} — Step {3}: {4}",
        .stepStoppedEarly: "The step stopped at the problem above; fix it in the lesson, or :step to run it again.",
        .outputDiffers: "✗ the output differs from the lesson's ```output block:",
        .stepDone: "Step {1} done.",
        .stepProblems: "Step {1} has problems.",
        .checksPassed: "{1}/{2} checks passed.",
        .nextStep: ":next for step {1}/{2}",
        .endOfLessonNext: "End of the lesson. :next opens {1}",
        .endOfLesson: "End of the lesson",
        .orExperiment: " — or type Swift to experiment.",
        .resumeQuestion: "Resume \"{1}\" at step {2}?",
        .resumeDeclined: "Fine — :lessons lists the lessons, :open N opens one.",
        .resumeSkippedForEntry:
            "Not a yes or no: not resuming, and what you typed runs as an entry. ':open {1} {2}' resumes.",
        .resumePlain: "You were at {1}, step {2}. ':open {1} {2}' resumes.",
        .openUsage: "usage: :open N|slug [STEP], e.g. :open 1 (:lessons lists them)",
        .openBadStep: "'{1}' is not a step number; usage: :open N|slug [STEP]",
        .noLessons: "no lessons in {1}",
        .lessonUnreadable: "cannot be read: see the error above",
        .challengesColumn: "{1}/{2} challenges",
        .challengeColumn: "{1}/{2} challenge",
        .exerciseColumn: "exercise {1}: {2}",

        .starterLabel: "Starter",
        .starterNote: " — type it with the hole filled in:",
        .checksLabel: "Checks",
        .solutionLabel: "Solution",
        .wrongLabel: "Wrong",
        .checksRunNote: " — :check runs them on your code:",
        .notAChallengeNoLesson: "No lesson is open; :{1} works on a challenge step. :lessons lists the lessons.",
        .notAChallenge: "This step is not a challenge; :{1} works on a challenge step (:lessons shows where they are).",
        .checkingAttempt: "Checking your code — attempt {1}:",
        .checking: "Checking your code:",
        .tryLabel: "try: ",
        .checkNeverRan: "{1}: this check never ran",
        .checksStopped: " — the checks stopped before it",
        .challengePassed: "✓ Challenge passed",
        .challengePassedDetail: " — every check holds on your code. ",
        .checksCouldNotRun: """
        The checks could not run on your code: they use the starter's names, so type the starter (with its \
        hole filled) first, then :check again. :hint helps.
        """,
        .checksPartly: """
        {1}/{2} checks passed. Change your code (type the declaration again to replace it) and :check; :hint \
        for a hint.
        """,
        .checkNewestDidNotCompile: """
        Your newest {1} did not compile (its error is shown where you typed it), so the checks could \
        not run. Fix that error, type it again, then :check.
        """,
        .checkRanOnOlderDeclaration: """
        These checks ran on an older {1}: your newest version did not compile (its error is shown \
        where you typed it), so the session still holds the one before it. Fix that error and type \
        it again, then :check.
        """,
        .checkCodeDidNotFinish: """
        Your code did not finish: when the checks called it, it ran on until the workbook stopped it \
        (the error above names the line: an endless recursion or loop?). Fix it, type it again, then \
        :check.
        """,
        .checkCodeRaisedAnError: """
        Your code stopped with an error while the checks ran it (above, with the line it names). Fix \
        it, type it again, then :check.
        """,
        .adviceAsBefore: "as on attempt {1} — :hint gives a more specific hint",
        .laterFailuresMayFollow: "(fix this one first: the failures after it may follow from it)",
        .refusalLabel: "workbook:",
        .refusalHeading: "Swift accepts this, but the workbook's interpreter cannot run {1}",
        .refusalListed: """
        Sources/Script/UNSUPPORTED.md lists what the interpreter leaves out, and what to write \
        instead.
        """,
        .nextForStep: ":next for step {1}/{2}.",
        .nextOpensLesson: ":next opens the next lesson.",
        .hintHeading: "Hint {1}/{2}",
        .lastHint: "That is the last hint; :solution shows the reference once you have tried (:check).",
        .hintAgain: ":hint again for a more specific one.",
        .solutionAfterAttempt: """
        Try first: type your code and :check it — the solution opens after one attempt. :hint gives a hint \
        meanwhile.
        """,
        .referenceSolution: "Reference solution",
        .referenceSolutionNote: " (noted in your progress as seen)",
        .solutionThen: "Type it (or your own version) and :check, or :skip to move on.",
        .challengeHeldBack: """
        This step is a challenge you have not passed yet: type your code and :check it, :hint for a hint, or \
        :skip to move on without it.
        """,
        .challengeFooter: """
        Challenge. Type your code, then :check runs the {1} checks on it; :hint gives hints ({2}), :skip moves on.
        """,
        .challengeFooterPassed: """
        Challenge (passed before). Type your code, then :check runs the {1} checks on it; :hint gives hints \
        ({2}), :skip moves on.
        """,

        .traceIsOn: "tracing is on",
        .traceIsOff: "tracing is off",
        .traceUsage: "usage: :trace on|off (got '{1}')",
        .swiftModeIs: "typed lines are checked in Swift {1} mode",
        .swiftUsage: "usage: :swift 5|6 (got '{1}')",
        .noCompiler: "no Swift compiler was found, so there is no language mode to choose: {1}",

        .lessonsSummary: "list the lessons and your progress",
        .lessonsDetails: """
        Lists every lesson: its name (what :open takes), steps completed, challenges passed, the exercise \
        that follows it and its state, and its title. ▸ marks the open one. A passed final challenge \
        finishes a lesson.
        """,
        .openSummary: "open a lesson (by number or name) and run its first step",
        .openDetails: """
        :open 3, :open 03-tracking or :open tracking opens that lesson in a fresh session and runs step 1. \
        :open 3 4 goes straight to step 4 (steps 1–3 are run quietly first).
        """,
        .nextSummary: "go to the next step and run it",
        .nextDetails: """
        Shows and runs the next step in the same session. After a lesson's last step, opens the next lesson.
        """,
        .backSummary: "go back one step",
        .backDetails: """
        Goes back one step: a fresh session, the steps before it run quietly, then it runs again. Lines you \
        typed are not replayed.
        """,
        .stepSummary: "re-run the current step from a clean session",
        .stepDetails: """
        Runs the current step again: a fresh session, the earlier steps run quietly, then this one is shown \
        and run. Lines you typed are not replayed.
        """,
        .whereSummary: "show which lesson and step you are at",
        .whereDetails: "Prints the status line, e.g. 'lesson 3/11 · step 2/6', with the lesson and step titles.",
        .expandSummary: "show the @Observable expansion of a type",
        .expandDetails: """
        Prints the Swift the @Observable macro expansion produced for Type in this session: the registrar, \
        _name storage, accessors calling access/withMutation, and the Observable conformance.
        """,
        .traceSummary: "show the observation events your code causes",
        .traceDetails: """
        :trace on prints, under each input's output, every access, willSet and tracking the built-in runtime \
        saw, e.g. 'willSet UserProfile#1.name → tracking #1 fired (one-shot, cancelled)'. :trace off stops it; \
        :trace alone says which it is.
        """,
        .depsSummary: "show what every tracking and view body depends on",
        .depsDetails: """
        :deps draws every installed tracking — withObservationTracking calls and mounted view bodies — with \
        where it was installed and each Object#n.property it read: the footprint a change is checked against. \
        :deps board.home lists who depends on one property of the object in the variable 'board'. Trackings \
        are one-shot: one that fired is gone until it is installed again. A body that read nothing observable \
        installed nothing, so it is not listed.
        """,
        .whySummary: "explain the last update: which change notified whom",
        .whyDetails: """
        :why tells the story of the last input that changed observed state: each mutation (and where it is \
        written), the registrations it hit — which tracking fired, which view was invalidated — and the bodies \
        that re-ran or were skipped (same inputs). A later input that only updates views (try host.update()) \
        continues the story. A place in code an earlier input declared (a method, a closure) is its line in \
        that input, followed by the statement; in code a lesson step declared, the lesson's line.
        """,
        .varsSummary: "list the variables defined in this session",
        .varsDetails: "Lists every global variable of the session with its type and value.",
        .resetSummary: "forget every declaration and variable",
        .resetDetails: """
        Clears the session: every type, function and variable is forgotten. The lesson position stays; :step \
        re-runs the current step.
        """,
        .swiftSummary: "check your lines in Swift 5 or Swift 6 language mode",
        .swiftDetails: """
        Every line you type is type-checked by the toolchain's swiftc before it runs. :swift 6 checks in \
        Swift 6 mode, with its strict-concurrency errors (e.g. mutating a global from an onChange closure); \
        :swift 5 goes back to the default; :swift alone says which.
        """,
        .checkSummary: "run the challenge's checks on your code",
        .checkDetails: """
        On a challenge step: runs the step's checks on your session (your code is not run again) and shows \
        each as ✓/✗ with its values and what to try. Every attempt is recorded.
        """,
        .solutionSummary: "show the challenge's reference solution (after one :check)",
        .solutionDetails: """
        On a challenge step, after at least one :check: shows the reference solution and why it works. Your \
        progress notes that you saw it.
        """,
        .skipSummary: "move on from a challenge without passing it",
        .skipDetails: """
        On a challenge step: goes to the next step; your progress shows the challenge as skipped until you \
        pass it.
        """,
        .gradeSummary: "grade the exercises and show the progress table",
        .gradeDetails: """
        Builds the package and runs the graders of the named exercises (all without NN): passed, failed with \
        every failing check, does not compile with the compiler's errors, or not attempted (the \
        `// WORKBOOK: NOT DONE` line is still there; --force grades it anyway). The same as \
        `workbook grade`, with the same options.
        """,
        .hintSummary: "show the next hint for an exercise",
        .hintDetails: """
        Shows the next hint for exercise NN; each is more specific than the last. Without NN: inside a lesson, \
        the hint is for the lesson's exercise, elsewhere for the current one (the first not passed); on a challenge step, the challenge's next hint. --again shows \
        the hints already revealed. The same as `workbook hint NN`; progress is shared.
        """,
        .langSummary: "show or change the language the workbook speaks",
        .langDetails: """
        :lang shows the language the workbook speaks and the choices. :lang fr (or en, zh-Hans, ja) switches \
        lessons, hints and messages to it and remembers it for the next runs; :lang auto forgets the choice \
        and follows LC_ALL, LC_MESSAGES or LANG again. Compiler diagnostics and what :deps, :why and :trace \
        print stay in English. A lesson without a translation is shown in English.
        """,
        .helpSummary: "list the commands, or explain one",
        .helpDetails: ":help lists every command with one line; :help CMD (with or without the colon) explains CMD.",
        .quitSummary: "leave the workbook (Ctrl-D too); progress is saved as you go",
        .quitDetails: """
        Leaves the workbook. Progress and history are saved as you go, so nothing is lost (unless the \
        workbook said at start that it cannot save them).
        """,
        .optionNeedsValue: "{1} needs a value, e.g. {1} {2}",
        .unknownOption: "unknown option '{1}' for '{2}'; see 'workbook {2} --help'",
        .verbOptionHelp: "show this help",
        .unknownOptionSuggest: "unknown option '{1}' for '{2}'; did you mean '{3}'? See 'workbook {2} --help'.",
        .unexpectedArgument: "unexpected argument '{1}'; see 'workbook --help'",
        .lessonsTakesNoArguments: "'lessons' takes no arguments (got '{1}'); see 'workbook lessons --help'",
        .noExercise: "no exercise '{1}'; the exercises are {2} (see Exercises/)",
        .nextExercise: "Next exercise: {1} — `swift run workbook watch {2}`",
        .nextExerciseAfterLesson: "Next exercise: {1}, after lesson {3} — `swift run workbook watch {2}`",
        .allExercisesPassed: "Every exercise has passed.",
        .expandUsage: "usage: :expand TypeName, e.g. :expand UserProfile",
        .expandNoType: "no @Observable type named '{1}' in this session (:vars shows what is defined)",
        .hintNoExerciseInLesson: "lesson {1} has no exercise; name one, e.g. ':hint 03'",
        .hintNameOne: "name one exercise, e.g. ':hint 03'",
        .varsNone: "no variables yet",
        .varsCut: "… (the list is cut here: more than {1} bytes)",
        .hintAllPassed: "every exercise has passed: name one for its hints, e.g. 'hint 03'",
        .advancedObservationOnBuiltInRuntime:
            "withObservationTracking(options:) and withContinuousObservation (SE-0506) need Swift 6.4 / iOS 27: here they run on the workbook's built-in runtime",
        .entryRunsCompiled:
            "(the interpreter does not run this: swiftc compiles it, and it runs on the built-in runtime)",
        .entryPreparingRuntime: "preparing the built-in runtime for compiled entries, once (a minute or two)…",
        .entryUsesSessionVariable:
            "it cannot run compiled either: it reads the session's {1}, which only the interpreter holds",
        .entryNeedsSessionState: "it cannot run compiled either: a declaration it uses reads the session's variables",
        .saveSummary: "save this session's accepted entries as a Swift file",
        .saveDetails:
            "Writes every entry the session accepted, in order, to FILE (a new file: an existing one is never overwritten), so `workbook run FILE` runs them again. A value the REPL echoed is printed.",
        .saveUsage: "name a new file, e.g. ':save counter.swift'",
        .saveExists: "{1} already exists; it was left as it is (name a new file, or remove it first)",
        .saveNothing: "nothing to save yet: no entry was accepted in this session",
        .saveWritten: "saved {1} entries to {2}; run them with: swift run workbook run {2}",
        .saveFailed: "cannot write {1}: {2}",
        .compilerFallback: """
        {1}: lines are checked only by the workbook's interpreter, which lets some mistakes run that Swift \
        rejects (set SWIFTC to a swiftc to check with the compiler)
        """,
        .watchBye: "Bye. `swift run workbook watch` picks up where you are.",
        .watchNotAttempted: "not attempted",
        .watchDeleteMarker: "  delete the line `{1} …` at {2} and save to have it graded.",
        .watchGradedIn: "(graded in {1} s)",
        .watchLastPassed: "✔ Exercise {1} passed — and that was the last one. Well done!",
        .watchPassedMovingOn: "✔ Exercise {1} passed. Moving on to exercise {2}…",
        .watchAfterLesson: "  (after {1})",
        .watchYourFiles: "Your files: Exercises/{1}/",
        .watchKeys: "h hint · n next · l list · r re-grade · q quit — ",
        .watchSaveToGrade: "save a file to grade it",
        .watchStatePassed: "✔ passed",
        .watchStateNotAttempted: "not attempted",
        .watchStateInProgress: "in progress",
        .watchLessonSuffix: "  (lesson {1})",
        .exercisesPassed: "{1}/{2} exercises passed",
        .watchOneExercise: "name one exercise to start with, e.g. 'workbook watch 03'",
        .watchNoExercises: "no exercises in {1}/Exercises",
        .lessonsHelp: """
        Lists every lesson in order: its number and name, steps completed, challenges
        passed, the exercise that follows it and its state, its title, and which one
        you are in. A lesson file that cannot be read is reported on stderr with its
        file and line.
        """,
        .lessonsHelpExit: "exit status: 0 listed, 1 some lesson file is malformed, 2 usage error",
        .watchHelp: """
        Focuses on one exercise — NN, or the first one you have not passed — and shows
        its status with every failing check or compiler error, and a progress bar over
        all exercises. Each time you save one of its files it is graded again; when it
        passes, watch moves on to the next exercise. Saving a file of another exercise
        moves the focus there. The first grading builds the package (minutes) and shows
        its progress.

        keys: h  the next hint         n  the next exercise     l  list the exercises
              r  grade again           q  quit (Ctrl-C works too)
        """,
        .watchOptionPoll: "check modification times twice a second instead of using inotify",
        .watchOptionOnce: "grade the exercise in focus once and exit with its status",
        .watchHelpExit: "exit status: with --once, as 'workbook grade'; 2 usage error",
        .resetHelp: """
        Restores exercise NN's folder to the starter as git holds it at REF (default
        HEAD), removing files you added there, and starts its hints over. Lists what
        will change and asks first. Your files are copied to a backup first, in
        $XDG_STATE_HOME/observation-workbook/backups/NN-slug/ (~/.local/state/…);
        --undo puts the newest backup back.
        """,
        .resetOptionYes: "do not ask (needed when stdin is not a terminal)",
        .resetOptionFrom:
            "take the starter from commit REF — use it if you committed your own work, e.g. --from origin/main",
        .resetOptionUndo: "restore the files the last reset replaced",
        .resetHelpExit: "exit status: 0 reset (or nothing to reset), 1 not reset, 2 usage error",
        .runHelp: """
        Compiles FILE.swift with the toolchain's swiftc against the workbook's built-in
        observation runtime (a module named `Observation` over it, with the toolchain's own
        `@Observable` macro; `import SwiftUI` is the package's view simulator) and runs the
        program, printing exactly what it prints. What swiftc rejects does not run: its
        diagnostics are swiftc's. The runtime is built once into .build/workbook-compiled (a
        first run says so); a rerun of an unchanged file reuses its program. A trap is reported
        at its line, as Swift words it. With --interpret, or with no compiler (none beside the
        Swift runtime, none on PATH, no SWIFTC; a note on stderr says so), the workbook's
        interpreter runs the file instead: the same interpreter that answers the REPL's lines.

        FILE may be /dev/stdin; a first line starting with #! is skipped, as swiftc does.
        """,
        .runOptionInterpret: "run the file with the interpreter (checked by swiftc first)",
        .runOptionSwiftVersion: "language mode: 5 (the default) or 6",
        .runOptionTrace:
            "also print the observation runtime's events (access, willSet, didSet, tracking, fire, cancel) on stderr, from either way of running",
        .runOptionCompare:
            "also run FILE.swift on the toolchain's Observation and show a diff of the outputs; with --interpret: the interpreter against compiled Swift",
        .runOptionTimeout:
            "stop the program after SECONDS of wall-clock time (default 60; 0: no limit); with --compare, the other program too",
        .runHelpExit:
            "exit status: 0 the program ran (and, with --compare, the outputs agree), 1 a diagnostic, a stopped run, a mismatch or output that could not be written, 2 a usage error",
        .gradeHelp: """
        Builds the package and runs the graders of the named exercises (all when none
        are named), then shows one row per exercise: passed; failed, with every failing
        check at its place in your files; crashed (or ended by exit()), with the runtime's
        message; does not compile, with the compiler's errors in full; grader changed; or
        not attempted. An exercise is "not attempted" while its starter still carries the
        line `// WORKBOOK: NOT DONE …`: delete that line to have it graded. An exercise
        that does not compile never stops the others from being graded. The last line
        says which exercise to do next. The graders speak the workbook's language.
        """,
        .gradeOptionForce:
            "grade the named exercises even with the marker in place (the same as WORKBOOK_GRADE=NN swift test)",
        .gradeOptionVerbose: "show the build and test output as it runs",
        .gradeOptionFormat:
            "write the results as json or junit to standard output, one record per exercise, instead of the table (for CI)",
        .gradeHelpExit: "exit status: 0 nothing graded failed, 1 something failed or did not compile, 2 usage error",
        .hintHelp: """
        Shows the next hint for exercise NN; each one is more specific than the last.
        Without NN, for the current exercise: the first not passed, the one watch starts at.
        How many you have seen is kept in hints.json in
        $XDG_STATE_HOME/observation-workbook/ (~/.local/state/observation-workbook/).
        """,
        .hintOptionAgain: "show the hints already revealed, without revealing a new one",
        .hintHelpExit: "exit status: 0 shown, 1 the exercise has no hints or progress is unreadable, 2 usage error",
        .checkHelp: """
        Runs each lesson's Swift blocks in order in one fresh session, as the REPL would.
        Every ```output block must match what its block printed exactly, and every
        #expect check must pass. Every challenge step is proven honest: its starter and
        each ```swift wrong answer fail at least one of its checks, its solution passes
        them all (each in a fresh session replaying the lesson up to the challenge).
        Prints one line per lesson, then each problem as FILE:LINE: what went wrong.

        LESSON is a number (3), a file name (03-tracking), a slug (tracking) or a path
        to a lesson .md file. Without LESSON, every lesson in the Lessons folder is checked.

        With --lang, the translations in Lessons/CODE/ are checked the same way (the English
        lesson decides which lessons exist; one not translated yet is listed, not failed).
        Whether a translation keeps its English blocks is 'workbook dev translations'.
        """,
        .checkOptionLang: "check the translations into fr, zh-Hans or ja (all: every one)",
        .checkOptionUpdateRepl:
            "write what each ```repl block (:deps, :why) printed into the ```output block after it (Swift output comes from swiftc: Lessons/tools/compile-lesson.sh --update)",
        .checkHelpExit:
            "exit status: 0 every lesson passed, 1 a lesson failed or is malformed, 2 a usage error (unknown lesson, no Lessons folder)",
        .devHelp: "The dev commands are for contributors and CI, so their help is in English only.",
        .outcomePassed: "passed",
        .outcomeFailed: "failed",
        .outcomeNotAttempted: "not attempted",
        .outcomeCrashed: "crashed",
        .outcomeDoesNotCompile: "does not compile",
        .outcomeGraderChanged: "grader changed",
        .outcomeNotGraded: "not graded",
        .outcomeTestPassed: "all {1} grader test passed",
        .outcomeTestsPassed: "all {1} grader tests passed",
        .outcomeTestsFailed: "{1} of {2} grader tests failed:",
        .outcomeTestFailed: "{1} of {2} grader tests failed:",
        .tableTally: "{1} of {2} passed; {3} not attempted.",
        .tableNotAttemptedNote: "Not attempted: the starter still has its `{1}` line; delete it to be graded.",
        .tableNextFix: """
        Next: fix exercise {1} — its files are in Exercises/{2}/; `swift run workbook watch {3}` re-grades on save.
        """,
        .tableNextFixInLesson: """
        Next: fix exercise {1} (lesson {4}) — its files are in Exercises/{2}/; `swift run workbook watch {3}` \
        re-grades on save.
        """,
        .tableNextFresh: "Next: {1}. Delete the not-done line in {2}, then `swift run workbook watch {3}`.",
        .tableNextFreshAfterLesson: """
        Next: {1} (after {4}). Delete the not-done line in {2}, then `swift run workbook watch {3}`.
        """,
        .gradeAllExercises: "Building and grading all exercises…",
        .gradeSomeExercises: "Building and grading exercise {1}…",
        .gradeFirstBuild: " (the first build takes a few minutes)",
        .gradeCannotRun: "could not run `swift test`: {1}",
        .hintCommandNameOne: "name one exercise, e.g. 'workbook hint 03'",
        .hintNoSections: "{1}:1:1: no '### {2} N' sections under '## {3}'",
        .hintNoStateDirectory: "cannot remember hints: set HOME or XDG_STATE_HOME",
        .hintNoneRevealed: "No hints revealed yet for exercise {1}; run 'workbook hint {1}'.",
        .hintTitle: "Exercise {1}, hint {2} of {3}",
        .hintLastOne: """
        That was the last hint. The reference solution is in Exercises/{1}/.meta/ if you are stuck.
        """,
        .checkLessonPassed: "{1} — {2} step(s), {3}/{4} check(s) passed",
        .checkChallengesProven: ", {1} challenge(s) proven",
        .checkLessonFailed: "{1} — {2} problem(s)",
        .checkNotTranslated: "{1} — not translated into {2} yet ({3})",
        .checkReplUpdated: "updated the ```repl output blocks of {1}",
        .checkTally: "{1} lesson(s) checked, {2} check(s) run",
        .checkTallyUntranslated: "{1} lesson(s) checked ({2} not translated yet), {3} check(s) run",
        .checkAllPassed: "{1}: all passed",
        .checkSomeFailed: "{1}: {2} failed",
        .checkBadLanguage: "--lang {1}: not a language of the workbook; use one of {2}, or all",
        .checkNoLessons: "{1} holds no lessons (files named NN-slug.md)",
        .checkNoLessonNamed: "no lesson '{1}' in {2}; 'workbook lessons' lists them",
        .stateCannotExamine: "{1} cannot be examined: {2}",
        .stateNotRegularFile: "{1} is not a regular file",
        .statePermissionDenied: "{1} cannot be read (permission denied)",
        .stateReadOnly: "{1} is read-only",
        .stateCannotRead: "{1} cannot be read",
        .progressNotSavedBecause: "{1}; progress will not be saved this session",
        .progressInvalidKept: "{1} is not valid progress (JSON); it is kept as {2}, and progress starts afresh",
        .progressInvalid: "{1} is not valid progress (JSON); progress will not be saved this session",
        .languageFileIgnored: "{1}; the remembered language is ignored",
        .historyKept: "could not read the history file {1} (kept as {2}); starting with an empty history",
        .historyNotSaved: "could not read the history file {1}; this session's lines are not saved to it",
        .stateCannotWrite: "cannot write {1}: {2}",
        .stateLinkNotOurs:
            "{1} is a symbolic link to {2}, which is not a file the workbook wrote: both are left alone, and nothing is saved there this session (remove the link to start a fresh file)",
        .stateCannotSetAsideFile: "{1} could not be set aside; it is left as it is",
        .stateFileKept: "{1} could not be read; it is kept as {2}, and a fresh one is started",
        .stateFileInvalid: "{1} could not be read and could not be set aside; it is left as it is",
        .stateEmptyRefused: "an empty file would replace it; the old one is kept",
        .languageFileNotALanguage: "{1} holds no language of the workbook; it is kept as {2}, and ignored",
        .stateFolderNotCreated: "its folder {1} cannot be created",
        .stateLeftAsIs: "{1}; it is left as it is",
        .historySaveFailed: "history not saved: {1}",
        .gradeNoGraderRan: "no grader ran for it",
        .gradeGraderClashes: """
        the grader cannot be built against your code (an operator, extension or name of yours clashes with \
        what it uses):
        """,
        .gradeCouldNotBuild: "swift test could not build it; run `swift build` to see why",
        .gradeFailedBeforeTests: "swift test failed before running any test (exit {1}); run it yourself to see why",
        .gradeOtherDoesNotCompile: "exercise {1} does not compile, so no grader could run; fix it first",
        .gradeUnknownFormat: "unknown format `{1}` for `workbook grade --format`: use json or junit",
        .gradeLeavingOut: "exercise {1} does not compile; grading the others with it left out",
        .gradeLeftOut: "left out of this run by {1}: fix it, then grade it",
        .gradeNoGraderTests: "no grader tests ran for {1} — is it listed in Package.swift?",
        .gradeDuringTest: " (grader test \"{1}\")",
        .gradeOtherCrashed: """
        exercise {1} crashed the test process before this grader finished; fix it, or grade {2} on its own
        """,
        .gradeProcessStopped: """
        the test process stopped (exit status {1}) before this grader finished; run `swift test --filter \
        {2}` to see why
        """,
        .gradeSkipped: "skipped",
        .gradeSomeSkipped: "some grader tests were skipped and the rest passed; grade it again without a filter",
        .gradeNotAttemptedReason: """
        delete the `// WORKBOOK: NOT DONE` line at {1} to grade it (or: workbook grade {2} --force)
        """,
        .gradeExitStatus: " (exit status {1})",
        .gradeExitDuring: """
        the test process ended{1} while grader test "{2}" was running — does your code call exit()? A \
        grader that cannot finish is not a pass
        """,
        .graderChangedReason: """
        the grader for {1} was changed ({2}); restore it with `git checkout -- {2}` and grade again
        """,
        .resetNameOne: "name one exercise, e.g. 'workbook reset 03'",
        .resetAlreadyStarter: "Exercise {1} is already its starter; nothing to reset.",
        .resetDiscards: "Resetting exercise {1} discards your changes to:",
        .resetNoTerminal: "not reset: cannot ask without a terminal; add --yes to reset anyway",
        .resetQuestion: "Reset? [y/N] ",
        .resetDeclined: "Not reset.",
        .resetDone: "Exercise {1} is back to its starter (not attempted).",
        .resetBackupKept: "Your files are kept in {1}; 'workbook reset {2} --undo' puts them back.",
        .resetNoBackup: "no backup of exercise {1} to restore in {2}",
        .resetCurrentKept: "Your current files are kept in {1}.",
        .resetRestored: "Exercise {1} has your files from {2} back.",
        .buildingProgress: "Building: {1}/{2} ({3}%)",
        // Compiler and test processes that give no answer
        .compilerTimedOut:
            "swiftc did not finish checking within {1} seconds (a very long expression, or a busy machine)",
        .compilerKilled: "swiftc was stopped by {1} before it finished checking (out of memory, or ended from outside)",
        .compilerFailedSilently: "{1} ended with exit status {2} without a diagnostic{3}",
        .compilerNoCommandLine: "{1} did not say how it would type-check a file (is it a Swift compiler?)",
        .runCheckedByInterpreter: "{1}; checking with the interpreter's own checks only",
        .entryCheckedByInterpreter: "{1}: this entry is checked by the workbook's interpreter only",
        .checkingSlowly: "checking… (Ctrl-C abandons the check)",
        .gradeTimedOut: "exercise {1}'s tests did not finish in {2} s: look for an endless loop in {3}",
        .gradeMovedCheckout:
            "not your code: the build folder .build was made where this package used to be (it was moved or copied), and its module cache still names that place; run `rm -rf .build` in {1}, then grade again (the first build takes a few minutes)",
        .moduleCachePrivate:
            "the compiler's module cache {1} cannot be written (is HOME read-only?): this session uses a private one in the temporary folder, so the first check takes a little longer",
    ]
}
