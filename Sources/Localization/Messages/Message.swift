/// Every sentence the workbook says to a learner in its own words, by id. The English text is
/// in `EnglishMessages`; each other language has a table with the same ids (a test keeps
/// them complete). Compiler diagnostics and the output of `:deps`, `:why`, `:trace` are not
/// here: they stay as the compiler and the runtime write them, in every language.
public enum Message: String, CaseIterable, Sendable {
    // Start, `workbook --help`
    case banner, usageTagline, usageBody, replHelp, languageOptionHelp
    case usageWord, usageCommands, usageOptions, optionLessonsHelp, optionHelpHelp, optionVersionHelp, usageStateFiles
    case replFiles, replExitStatus
    case verbRepl, verbRun, verbCheck, verbLessons, verbGrade, verbHint, verbReset, verbWatch, verbDev
    case unknownVerb, didYouMeanVerb, seeHelp, noVerbNamed, lessonsNotFound, lessonsNoSuchFolder
    // Choosing the language
    case languageUnknown, languageNow, languageCurrent, languageChoices
    case languageSourceOption, languageSourceRemembered, languageSourceEnvironment, languageSourceDefault
    case languageSourceSession
    case languageNotRemembered, languageForgotten, lessonFallback
    // The REPL's own notices
    case commandMissing, commandUnknown, commandDidYouMean, commandSeeHelp, commandTakesNoArgument
    case helpIntroTyping, helpIntroKeys, helpIntroUnsupported, helpNoCommand
    case noLessonOpen, sessionEmpty, sessionEmptyStepHint, progressNotSaved, progressSaveFailed, entryTooLong
    case lineEditorMissing, runFileTooLarge
    case checkAbandoned, checkAbandonedDetail, stoppedLabel, stoppedDetail, confirmYes
    case declarationsHeld, constantHeld, lessonLanguageMode, lessonLanguageModeRestored, experimentsLikelyCause
    // Lessons: moving, status, footers
    case noLessonsFolder, noLessonNamed, lessonsListHint, lessonHasSteps, lastStepOfLastLesson, tryExercises
    case firstStepAlready, freshSession, replayFailed, statusLine, stepHeader, whereLine
    case stepStoppedEarly, outputDiffers, stepDone, stepProblems, checksPassed, nextStep, endOfLessonNext
    case endOfLesson, orExperiment, resumeQuestion, resumeDeclined, resumeSkippedForEntry, resumePlain
    case openUsage, openBadStep, noLessons, lessonUnreadable, challengesColumn, challengeColumn, exerciseColumn
    // Challenges
    case starterLabel, starterNote, checksLabel, solutionLabel, wrongLabel, checksRunNote
    case notAChallengeNoLesson, notAChallenge, checkingAttempt, checking, tryLabel, checkNeverRan, checksStopped
    case challengePassed, challengePassedDetail, checksCouldNotRun, checksPartly, nextForStep, nextOpensLesson
    case hintHeading, lastHint, hintAgain, solutionAfterAttempt, referenceSolution, referenceSolutionNote
    case solutionThen, challengeHeldBack, challengeFooter, challengeFooterPassed
    case checkNewestDidNotCompile, checkRanOnOlderDeclaration, checkCodeDidNotFinish, checkCodeRaisedAnError
    case adviceAsBefore, laterFailuresMayFollow
    // A construct swiftc accepts and the interpreter cannot run
    case refusalLabel, refusalHeading, refusalListed
    // Status words
    case traceIsOn, traceIsOff, traceUsage, swiftModeIs, swiftUsage, noCompiler, compilerFallback
    case advancedObservationOnBuiltInRuntime
    // Entries run compiled, `:save`
    case entryRunsCompiled, entryPreparingRuntime, entryUsesSessionVariable, entryNeedsSessionState
    case saveSummary, saveDetails, saveUsage, saveExists, saveNothing, saveWritten, saveFailed
    // `:help` lines, one summary and one explanation per command
    case lessonsSummary, lessonsDetails, openSummary, openDetails, nextSummary, nextDetails
    case backSummary, backDetails, stepSummary, stepDetails, whereSummary, whereDetails
    case expandSummary, expandDetails, traceSummary, traceDetails, depsSummary, depsDetails
    case whySummary, whyDetails, varsSummary, varsDetails, resetSummary, resetDetails
    case swiftSummary, swiftDetails, checkSummary, checkDetails, solutionSummary, solutionDetails
    case skipSummary, skipDetails, gradeSummary, gradeDetails, hintSummary, hintDetails
    case langSummary, langDetails, helpSummary, helpDetails, quitSummary, quitDetails
    // Command-line mistakes, exercises, session listings
    case optionNeedsValue, unknownOption, unknownOptionSuggest, verbOptionHelp, unexpectedArgument,
        lessonsTakesNoArguments, noExercise
    case nextExercise, nextExerciseAfterLesson, allExercisesPassed, expandUsage, expandNoType
    case hintNoExerciseInLesson, hintNameOne, hintAllPassed, varsNone, varsCut
    // `workbook watch`
    case watchBye, watchNotAttempted, watchDeleteMarker, watchGradedIn, watchLastPassed, watchPassedMovingOn
    case watchAfterLesson, watchYourFiles, watchKeys, watchSaveToGrade, watchStatePassed, watchStateNotAttempted
    case watchStateInProgress, watchLessonSuffix, exercisesPassed, watchOneExercise, watchNoExercises
    // `workbook VERB --help` pages (after the usage line)
    case lessonsHelp, watchHelp, resetHelp, runHelp, gradeHelp, hintHelp, checkHelp, devHelp
    case lessonsHelpExit, watchHelpExit, resetHelpExit, runHelpExit, gradeHelpExit, hintHelpExit, checkHelpExit
    // Each option's line in `workbook VERB --help` (the verb declares it in Commands/)
    case runOptionInterpret, runOptionSwiftVersion, runOptionTrace, runOptionCompare, runOptionTimeout
    case checkOptionLang, checkOptionUpdateRepl, gradeOptionForce, gradeOptionVerbose, gradeOptionFormat
    case hintOptionAgain, resetOptionYes, resetOptionFrom, resetOptionUndo, watchOptionPoll, watchOptionOnce
    // The progress table (`workbook grade`, a learner's `swift test`, `watch`)
    case outcomePassed, outcomeFailed, outcomeNotAttempted, outcomeCrashed, outcomeDoesNotCompile
    case outcomeGraderChanged, outcomeNotGraded, outcomeTestPassed, outcomeTestsPassed, outcomeTestsFailed
    case outcomeTestFailed
    case tableTally, tableNotAttemptedNote, tableNextFix, tableNextFixInLesson, tableNextFresh
    case tableNextFreshAfterLesson
    // `workbook grade`, `workbook hint`, `workbook check`
    case gradeAllExercises, gradeSomeExercises, gradeFirstBuild, gradeCannotRun
    case hintCommandNameOne, hintNoSections, hintNoStateDirectory, hintNoneRevealed, hintTitle, hintLastOne
    case checkLessonPassed, checkChallengesProven, checkLessonFailed, checkNotTranslated, checkReplUpdated
    case checkTally, checkTallyUntranslated, checkAllPassed, checkSomeFailed
    case checkBadLanguage, checkNoLessons, checkNoLessonNamed
    // Unreadable or odd state files (progress, language, history, hints, grades): the path is {1}
    case stateCannotExamine, stateNotRegularFile, statePermissionDenied, stateReadOnly
    case stateCannotRead, progressNotSavedBecause, progressInvalidKept, progressInvalid
    case languageFileIgnored, languageFileNotALanguage, historyKept, historyNotSaved
    case stateCannotWrite, stateFolderNotCreated, stateEmptyRefused, stateLinkNotOurs, stateCannotSetAsideFile
    case stateLeftAsIs, stateFileKept, stateFileInvalid
    case historySaveFailed
    // Why an exercise was not graded or did not pass (`workbook grade`, the learner's `swift test`)
    case gradeNoGraderRan, gradeGraderClashes, gradeCouldNotBuild, gradeFailedBeforeTests, gradeOtherDoesNotCompile
    case gradeLeavingOut, gradeLeftOut, gradeUnknownFormat, gradeNoGraderTests, gradeDuringTest, gradeOtherCrashed,
        gradeProcessStopped,
        gradeSkipped, gradeSomeSkipped
    case gradeNotAttemptedReason, gradeExitStatus, gradeExitDuring, graderChangedReason
    // `workbook reset`, the build progress line
    case resetNameOne, resetAlreadyStarter, resetDiscards, resetNoTerminal, resetQuestion, resetDeclined, resetDone,
        resetBackupKept, resetNoBackup, resetCurrentKept, resetRestored, buildingProgress
    // Compiler and test processes that give no answer (too slow, killed, broken)
    case compilerTimedOut, compilerKilled, compilerFailedSilently, compilerNoCommandLine, runCheckedByInterpreter
    case entryCheckedByInterpreter, checkingSlowly, gradeTimedOut, gradeMovedCheckout, moduleCachePrivate
}
