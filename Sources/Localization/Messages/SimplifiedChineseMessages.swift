// Simplified Chinese. Vocabulary of the reference article: 注册器 (registrar), 追踪 (tracking),
// 视图体 (view body); 步骤、检查、提示、挑战 match the translated lessons' structural words.

enum SimplifiedChineseMessages {
    static let table: [Message: String] = [
        .banner: "{1} — 输入 Swift 代码，或输入 :help。:lessons 列出全部课程。",
        .usageTagline: "在 REPL 中学习 Swift 的 Observation 框架",
        .usageBody: "不带命令时启动 REPL（与 'workbook repl' 相同）。",
        .replHelp: """
        启动 REPL。你输入的每一行 Swift 都在同一个持续的会话中运行，使用内置的观察运行时；\
        用 :open、:next 和 :back 打开并逐步学习课程。在 REPL 中输入 :help 查看全部命令。

        在终端中：支持行编辑（emacs 快捷键）、跨次运行的历史记录、Tab 补全、\
        括号或字符串未闭合时的多行输入、Ctrl-C 放弃当前行或中止正在运行的代码、Ctrl-D 退出，\
        并会询问是否从上次离开的地方继续。stdin 不是终端时，按行直接读取、不显示提示符，\
        因此可以用脚本驱动 REPL：echo ':lessons' | workbook
        """,
        .languageOptionHelp: "使用语言 LANG：en、fr、zh-Hans 或 ja（仅本次运行；:lang 会记住选择）",
        .verbRepl: "交互式 workbook（默认）：输入 Swift，跟着课程学习",
        .verbRun: "在内置运行时上编译并运行 Swift 文件；原样打印它的输出",
        .verbCheck: "无交互地运行课程；任何输出不符或检查失败都会报错",
        .verbLessons: "列出课程和你的学习进度",
        .verbGrade: "运行练习的评分器并显示进度表",
        .verbHint: "显示练习的下一条提示",
        .verbReset: "恢复练习的起始文件（先询问，并保留备份）",
        .verbWatch: "逐个完成练习：保存时重新评分、提供提示、通过后进入下一个",
        .verbDev: "维护者检查：'workbook dev check' 证明评分器是可靠的",
        .usageWord: "用法：",
        .usageCommands: "命令：",
        .usageOptions: "选项：",
        .optionLessonsHelp: "使用 DIR 中的课程，而不是包内的 Lessons/",
        .optionHelpHelp: "显示本帮助（'workbook 命令 --help' 查看某个命令）",
        .optionVersionHelp: "打印版本号",
        .usageStateFiles: """
        历史记录、进度和 :lang 的选择保存在 $XDG_STATE_HOME/observation-workbook/（未设置 XDG_STATE_HOME 时为 \
        ~/.local/state/observation-workbook/）。只在终端中使用颜色，设置了 NO_COLOR 时不使用。
        """,
        .replFiles: """
        文件：history、progress.json 和 language 位于 $XDG_STATE_HOME/observation-workbook/（未设置 XDG_STATE_HOME 时为 \
        ~/.local/state/observation-workbook/）
        """,
        .replExitStatus: "退出状态：:quit、Ctrl-D 或输入结束后为 0；用法错误为 2",
        .unknownVerb: "未知命令 '{1}'",
        .didYouMeanVerb: "你是想输入 '{1}' 吗？",
        .seeHelp: "参见 'workbook --help'。",
        .noVerbNamed: "没有命令 '{1}'；参见 'workbook --help'",
        .lessonsNotFound: """
        找不到 Lessons 文件夹：请在 Observation Workbook 包内运行（包含 Package.swift 和 Lessons/ \
        的文件夹），或使用 --lessons DIR
        """,
        .lessonsNoSuchFolder: "--lessons {1}：没有这个文件夹",

        .languageUnknown: "没有语言 '{1}'；workbook 支持 {2}",
        .languageNow: "workbook 现在使用{1}。",
        .languageCurrent: "workbook 当前使用{1}（{2}）。",
        .languageChoices: "可选：{1}。:lang 代码 切换语言并记住；:lang auto 重新跟随 LANG。",
        .languageSourceOption: "命令行的 --lang",
        .languageSourceRemembered: "通过 :lang 记住的选择",
        .languageSourceEnvironment: "来自环境变量 {1}",
        .languageSourceSession: "本次会话中用 :lang 选择（未记住）",
        .languageSourceDefault: "默认",
        .languageNotRemembered: "未能记住该选择：{1}",
        .languageForgotten: "不再记住任何语言；workbook 跟随环境变量：{1}。",
        .lessonFallback: "{1} 还没有{2}译本：以英文显示。",

        .commandMissing: "冒号后面应跟命令，例如 :help",
        .commandUnknown: "未知命令 :{1}",
        .commandDidYouMean: " — 你是想输入 :{1} 吗？",
        .commandSeeHelp: "（:help 列出全部命令）",
        .commandTakesNoArgument: ":{1} 不接受参数（收到 '{2}'）；:help {1} 有说明",
        .helpIntroTyping: "输入 Swift 代码即可在会话中运行；括号、花括号或字符串未闭合时会续到下一行。",
        .helpIntroKeys: "Tab 补全；↑/↓ 翻阅历史；Ctrl-C 放弃当前行或中止正在运行的代码；Ctrl-D 退出。",
        .helpIntroUnsupported: "解释器不支持的写法以及替代写法：Sources/Script/UNSUPPORTED.md。",
        .helpNoCommand: "没有命令 :{1}",
        .noLessonOpen: "当前没有打开的课程。:lessons 列出课程；:open 1 打开第一课。",
        .sessionEmpty: "会话已清空。",
        .sessionEmptyStepHint: ":step 重新运行当前步骤。",
        .progressNotSaved: "HOME 和 XDG_STATE_HOME 都未设置（为绝对路径）：本次会话不会保存进度和历史记录",
        .lineEditorMissing:
            "未安装 libedit（libedit.so.2）：本次会话使用普通行输入，没有方向键、历史记录和 Tab 补全（Debian/Ubuntu 上：sudo apt-get install libedit2）",
        .runFileTooLarge: "'{1}' 不会运行：它超过 {2} MB（给 workbook 的 Swift 程序远比这小）",
        .progressSaveFailed: "进度未保存：{1}",
        .entryTooLong: """
        超过 {1} 行的输入不会运行（一行都没有运行）；请把长程序写进文件，\
        再用 'workbook run FILE.swift' 运行
        """,
        .checkAbandoned: "已放弃检查",
        .checkAbandonedDetail: " — 没有运行任何代码；会话保持原样",
        .experimentsLikelyCause: "上一步之后你在同一会话里运行了自己的代码，这很可能就是原因。:step 会在干净的会话中重新运行这一步。",
        .lessonLanguageMode: "Swift {1} 模式",
        .lessonLanguageModeRestored: "这一课是为 Swift {1} 模式编写的，所以你输入的代码重新按 Swift {1} 模式检查；:swift {2} 可切回 Swift {2} 模式。",
        .declarationsHeld: "暂存，等待 {2} 被声明：{1}。和 Swift 文件中一样，声明之间可以互相引用：它们会与声明 {2} 的输入一起检查并运行。（拼写错误？请重新输入该声明。）",
        .constantHeld: "{1} 还没有值：暂存，与下一条为它赋值的输入一起运行（和 Swift 文件中一样，常量由它下面的代码初始化）。",
        .stoppedLabel: "已中止",
        .stoppedDetail: " — 会话完好：之前声明的一切都还在",
        .confirmYes: "[Y/n]",

        .noLessonsFolder: "没有 Lessons 文件夹；请用 --lessons DIR 启动 workbook",
        .noLessonNamed: "没有课程 '{1}'",
        .lessonsListHint: "（:lessons 列出课程）",
        .lessonHasSteps: "{1} 只有步骤 1 到 {2}；没有步骤 {3}",
        .lastStepOfLastLesson: "这是最后一课的最后一步 — 做得好！",
        .tryExercises: "可以用 `swift test` 试试评分练习，或用 :open 重新打开任意一课。",
        .firstStepAlready: "这已经是第一步；用 :open 打开其他课程，或用 :step 重新运行这一步。",
        .freshSession: "（新的会话：之前的步骤会静默运行；你输入过的代码不会重放）",
        .replayFailed: "重放步骤 {1}（为了到达步骤 {2}）时出现问题；这一步的表现可能与课程所述不同",
        .statusLine: "课程 {1}/{2} · 步骤 {3}/{4}",
        .stepHeader: "步骤 {1} — {2}",
        .whereLine: "{1} — {2} — 步骤 {3}：{4}",
        .stepStoppedEarly: "该步骤在上面的问题处停止；请在课程中修正，或用 :step 重新运行。",
        .outputDiffers: "✗ 输出与课程的 ```output 块不同：",
        .stepDone: "步骤 {1} 完成。",
        .stepProblems: "步骤 {1} 有问题。",
        .checksPassed: "{1}/{2} 项检查通过。",
        .nextStep: ":next 进入步骤 {1}/{2}",
        .endOfLessonNext: "本课结束。:next 打开 {1}",
        .endOfLesson: "本课结束",
        .orExperiment: " — 或者输入 Swift 自己试验。",
        .resumeQuestion: "从步骤 {2} 继续「{1}」吗？",
        .resumeDeclined: "好的 — :lessons 列出课程，:open N 打开一课。",
        .resumeSkippedForEntry: "这不是“是”或“否”：不继续上次的课程，你输入的内容将作为一条输入运行。输入 ':open {1} {2}' 即可继续。",
        .resumePlain: "你上次停在 {1} 的步骤 {2}。输入 ':open {1} {2}' 即可继续。",
        .openUsage: "用法：:open N|slug [步骤]，例如 :open 1（:lessons 列出课程）",
        .openBadStep: "'{1}' 不是步骤编号；用法：:open N|slug [步骤]",
        .noLessons: "{1} 中没有课程",
        .lessonUnreadable: "无法读取：见上面的错误",
        .challengesColumn: "挑战 {1}/{2}",
        .challengeColumn: "挑战 {1}/{2}",
        .exerciseColumn: "练习 {1}：{2}",

        .starterLabel: "起始代码",
        .starterNote: " — 补全空缺后输入：",
        .checksLabel: "检查",
        .solutionLabel: "参考答案",
        .wrongLabel: "错误答案",
        .checksRunNote: " — :check 会在你的代码上运行它们：",
        .notAChallengeNoLesson: "当前没有打开的课程；:{1} 用于挑战步骤。:lessons 列出课程。",
        .notAChallenge: "这一步不是挑战；:{1} 用于挑战步骤（:lessons 显示它们在哪里）。",
        .checkingAttempt: "正在检查你的代码 — 第 {1} 次尝试：",
        .checking: "正在检查你的代码：",
        .tryLabel: "试试：",
        .checkNeverRan: "{1}：这项检查没有运行",
        .checksStopped: " — 检查在它之前就停止了",
        .challengePassed: "✓ 挑战通过",
        .challengePassedDetail: " — 你的代码通过了每一项检查。",
        .checksCouldNotRun: """
        检查无法在你的代码上运行：它们使用起始代码中的名称，所以请先输入起始代码（补全空缺），\
        再执行 :check。:hint 可以提供帮助。
        """,
        .checksPartly: "{1}/{2} 项检查通过。修改你的代码（重新输入声明即可替换）后再 :check；:hint 获取提示。",
        .checkNewestDidNotCompile: "你最新的 {1} 没有通过编译（错误显示在你输入它的地方），所以检查无法运行。修正该错误，重新输入，然后 :check。",
        .checkRanOnOlderDeclaration: "这些检查运行在旧版本的 {1} 上：你最新的版本没有通过编译（错误显示在你输入它的地方），所以会话中仍是之前的版本。修正该错误并重新输入，然后 :check。",
        .checkCodeDidNotFinish: "你的代码没有结束：检查调用它后，它一直运行，直到被 workbook 停止（上面的错误指出了那一行：无限递归或循环？）。修正后重新输入，然后 :check。",
        .checkCodeRaisedAnError: "检查运行你的代码时，代码因错误而停止（见上方及其所指的行）。修正后重新输入，然后 :check。",
        .adviceAsBefore: "与第 {1} 次尝试相同 — :hint 给出更具体的提示",
        .laterFailuresMayFollow: "（先修正这一项：之后的失败可能由它引起）",
        .refusalLabel: "workbook：",
        .refusalHeading: "Swift 接受这段代码，但 workbook 的解释器无法运行 {1}",
        .refusalListed: "解释器不支持的内容以及替代写法见 Sources/Script/UNSUPPORTED.md。",
        .nextForStep: ":next 进入步骤 {1}/{2}。",
        .nextOpensLesson: ":next 打开下一课。",
        .hintHeading: "提示 {1}/{2}",
        .lastHint: "这是最后一个提示；尝试过（:check）之后，:solution 会显示参考答案。",
        .hintAgain: "再次输入 :hint 获得更具体的提示。",
        .solutionAfterAttempt: "先试一试：输入你的代码并用 :check 检查 — 尝试一次之后才能查看答案。在此之前 :hint 可以给出提示。",
        .referenceSolution: "参考答案",
        .referenceSolutionNote: "（已在你的进度中记为看过）",
        .solutionThen: "输入它（或你自己的版本）后 :check，或用 :skip 继续。",
        .challengeHeldBack: "这一步是你还没有通过的挑战：输入代码并用 :check 检查，:hint 获取提示，或用 :skip 跳过。",
        .challengeFooter: "挑战。输入你的代码，然后 :check 会对它运行 {1} 项检查；:hint 提供提示（{2} 条），:skip 继续。",
        .challengeFooterPassed: """
        挑战（之前已通过）。输入你的代码，然后 :check 会对它运行 {1} 项检查；:hint 提供提示（{2} 条），\
        :skip 继续。
        """,

        .traceIsOn: "追踪输出已开启",
        .traceIsOff: "追踪输出已关闭",
        .traceUsage: "用法：:trace on|off（收到 '{1}'）",
        .swiftModeIs: "输入的代码按 Swift {1} 模式检查",
        .swiftUsage: "用法：:swift 5|6（收到 '{1}'）",
        .noCompiler: "找不到 Swift 编译器，因此无法选择语言模式：{1}",

        .lessonsSummary: "列出课程和你的进度",
        .lessonsDetails: """
        列出每一课：名称（:open 使用的名字）、已完成的步骤、已通过的挑战、其后的练习及其状态，以及标题。\
        ▸ 标出当前打开的课程。通过最后一个挑战即完成该课。
        """,
        .openSummary: "打开一课（按编号或名称）并运行第一步",
        .openDetails: """
        :open 3、:open 03-tracking 或 :open tracking 会在新的会话中打开该课并运行步骤 1。\
        :open 3 4 直接跳到步骤 4（步骤 1–3 先静默运行）。
        """,
        .nextSummary: "进入下一步并运行",
        .nextDetails: "在同一个会话中显示并运行下一步。一课的最后一步之后，打开下一课。",
        .backSummary: "后退一步",
        .backDetails: "后退一步：新的会话，之前的步骤静默运行，然后重新运行这一步。你输入过的代码不会重放。",
        .stepSummary: "在干净的会话中重新运行当前步骤",
        .stepDetails: "重新运行当前步骤：新的会话，之前的步骤静默运行，然后显示并运行这一步。你输入过的代码不会重放。",
        .whereSummary: "显示你所在的课程和步骤",
        .whereDetails: "打印状态行，例如 '课程 3/11 · 步骤 2/6'，以及课程和步骤的标题。",
        .expandSummary: "显示某个类型的 @Observable 展开",
        .expandDetails: """
        打印本会话中 @Observable 宏为 Type 展开得到的 Swift 代码：注册器（registrar）、_name 存储、\
        调用 access/withMutation 的访问器，以及 Observable 一致性。
        """,
        .traceSummary: "显示你的代码引发的观察事件",
        .traceDetails: """
        :trace on 会在每次输入的输出下方打印内置运行时看到的每一次 access、willSet 和追踪，例如 \
        'willSet UserProfile#1.name → tracking #1 fired (one-shot, cancelled)'（这些行保持英文）。\
        :trace off 关闭；单独的 :trace 显示当前状态。
        """,
        .depsSummary: "显示每个追踪和视图体依赖什么",
        .depsDetails: """
        :deps 画出每个已安装的追踪 — withObservationTracking 调用和已挂载的视图体 — 以及它安装的位置和\
        它读取的每个 Object#n.property：也就是判断一次修改是否相关的依据。:deps board.home 列出谁依赖\
        变量 'board' 中对象的某个属性。追踪是一次性的：触发过的追踪在重新安装之前就不存在了。\
        没有读取任何可观察属性的视图体什么也没安装，因此不会列出。输出保持英文。
        """,
        .whySummary: "解释最近一次更新：哪个修改通知了谁",
        .whyDetails: """
        :why 讲述最近一次改变了被观察状态的输入：每一次修改（以及写在哪里）、它命中的注册 — \
        哪个追踪被触发、哪个视图被标记失效 — 以及重新求值或被跳过（输入相同）的视图体。\
        之后只更新视图的输入（试试 host.update()）会接着讲下去。之前输入中声明的代码位置（方法、闭包）\
        显示为它在那次输入中的行号和语句；课程步骤中声明的代码，显示课程中的行号。输出保持英文。
        """,
        .varsSummary: "列出本会话中定义的变量",
        .varsDetails: "列出会话中的每个全局变量及其类型和值。",
        .resetSummary: "忘掉所有声明和变量",
        .resetDetails: "清空会话：所有类型、函数和变量都被忘掉。课程位置保持不变；:step 重新运行当前步骤。",
        .swiftSummary: "用 Swift 5 或 Swift 6 语言模式检查你的代码",
        .swiftDetails: """
        你输入的每一行在运行前都会由工具链的 swiftc 进行类型检查。:swift 6 以 Swift 6 模式检查，\
        包括严格并发检查的错误（例如在 onChange 闭包中修改全局变量）；:swift 5 回到默认模式；\
        单独的 :swift 显示当前模式。
        """,
        .checkSummary: "在你的代码上运行挑战的检查",
        .checkDetails: "在挑战步骤中：对你的会话运行该步骤的检查（不会重新运行你的代码），逐项显示 ✓/✗、相关的值以及可以尝试的改法。每次尝试都会记录。",
        .solutionSummary: "显示挑战的参考答案（至少 :check 一次之后）",
        .solutionDetails: "在挑战步骤中，至少 :check 一次之后：显示参考答案及其原理。你的进度会记下你看过答案。",
        .skipSummary: "不通过挑战也继续前进",
        .skipDetails: "在挑战步骤中：进入下一步；在你通过之前，进度中该挑战显示为已跳过。",
        .gradeSummary: "为练习评分并显示进度表",
        .gradeDetails: """
        构建包并运行指定练习的评分器（不写 NN 则运行全部）：通过；未通过，并列出每项失败的检查；\
        无法编译，并列出编译器的错误；或未尝试（`// WORKBOOK: NOT DONE` 这一行还在；--force 仍然评分）。\
        与 `workbook grade` 相同，选项也相同。
        """,
        .hintSummary: "显示练习的下一条提示",
        .hintDetails: """
        显示练习 NN 的下一条提示；每条都比上一条更具体。不写 NN 时，在课程中提示针对该课的练习，\
        在其他地方针对当前练习（第一个尚未通过的练习）；\
        在挑战步骤中，则是挑战的下一条提示。--again 重新显示已看过的提示。与 `workbook hint NN` 相同，\
        进度共享。
        """,
        .langSummary: "显示或切换 workbook 使用的语言",
        .langDetails: """
        :lang 显示 workbook 当前使用的语言和可选语言。:lang fr（或 en、zh-Hans、ja）把课程、提示和消息\
        切换到该语言，并在以后的运行中记住它；:lang auto 忘掉这个选择，重新跟随 LC_ALL、LC_MESSAGES \
        或 LANG。编译器诊断以及 :deps、:why、:trace 的输出保持英文。没有译本的课程以英文显示。
        """,
        .helpSummary: "列出全部命令，或解释其中一个",
        .helpDetails: ":help 用一行列出每个命令；:help CMD（带不带冒号均可）解释 CMD。",
        .quitSummary: "退出 workbook（也可按 Ctrl-D）；进度随时保存",
        .quitDetails: "退出 workbook。进度和历史记录随时保存，不会丢失（除非 workbook 启动时提示无法保存）。",
        .optionNeedsValue: "{1} 需要一个值，例如 {1} {2}",
        .unknownOption: "'{2}' 没有选项 '{1}'；参见 'workbook {2} --help'",
        .verbOptionHelp: "显示本帮助",
        .unknownOptionSuggest: "'{2}' 没有选项 '{1}'；你是想输入 '{3}' 吗？参见 'workbook {2} --help'。",
        .unexpectedArgument: "多余的参数 '{1}'；参见 'workbook --help'",
        .lessonsTakesNoArguments: "'lessons' 不接受参数（收到 '{1}'）；参见 'workbook lessons --help'",
        .noExercise: "没有练习 '{1}'；现有练习为 {2}（见 Exercises/）",
        .nextExercise: "下一个练习：{1} — `swift run workbook watch {2}`",
        .nextExerciseAfterLesson: "下一个练习：{1}，在第 {3} 课之后 — `swift run workbook watch {2}`",
        .allExercisesPassed: "所有练习都已通过。",
        .expandUsage: "用法：:expand 类型名，例如 :expand UserProfile",
        .expandNoType: "本会话中没有名为 '{1}' 的 @Observable 类型（:vars 显示已定义的内容）",
        .hintNoExerciseInLesson: "第 {1} 课没有对应的练习；请指定一个，例如 ':hint 03'",
        .hintNameOne: "请指定一个练习，例如 ':hint 03'",
        .varsNone: "还没有变量",
        .varsCut: "…（列表到此截断：超过 {1} 字节）",
        .hintAllPassed: "所有练习都已通过：要看提示，请指定一个练习，例如 'hint 03'",
        .advancedObservationOnBuiltInRuntime:
            "withObservationTracking(options:) 和 withContinuousObservation（SE-0506）需要 Swift 6.4 / iOS 27：这里它们运行在 workbook 的内置运行时上",
        .entryRunsCompiled: "（解释器不运行这一行：它由 swiftc 编译，在内置运行时上运行）",
        .entryPreparingRuntime: "正在为编译运行的输入准备内置运行时，只需一次（一两分钟）…",
        .entryUsesSessionVariable: "它也无法编译运行：它读取会话中的 {1}，其值只在解释器里",
        .entryNeedsSessionState: "它也无法编译运行：它用到的某个声明读取会话中的变量",
        .saveSummary: "把本次会话接受的输入保存为 Swift 文件",
        .saveDetails: "把会话接受的每条输入按顺序写入 FILE（新文件：已有文件绝不覆盖），用 `workbook run FILE` 可再次运行。REPL 显示过的值会被 print。",
        .saveUsage: "请给出一个新文件名，例如 ':save counter.swift'",
        .saveExists: "{1} 已存在，未作改动（换一个新文件名，或先删除它）",
        .saveNothing: "还没有可保存的内容：本次会话尚未接受任何输入",
        .saveWritten: "已把 {1} 条输入保存到 {2}；运行：swift run workbook run {2}",
        .saveFailed: "无法写入 {1}：{2}",
        .compilerFallback: "{1}：输入的代码只由 workbook 的解释器检查，有些 Swift 会拒绝的错误也会运行（把 SWIFTC 设为某个 swiftc 即可用编译器检查）",
        .watchBye: "再见。`swift run workbook watch` 会从你停下的地方继续。",
        .watchNotAttempted: "未尝试",
        .watchDeleteMarker: "  删除 {2} 中的 `{1} …` 这一行并保存，即可评分。",
        .watchGradedIn: "（评分用时 {1} 秒）",
        .watchLastPassed: "✔ 练习 {1} 通过 — 这是最后一个练习。做得好！",
        .watchPassedMovingOn: "✔ 练习 {1} 通过。进入练习 {2}…",
        .watchAfterLesson: "  （在 {1} 之后）",
        .watchYourFiles: "你的文件：Exercises/{1}/",
        .watchKeys: "h 提示 · n 下一个 · l 列表 · r 重新评分 · q 退出 — ",
        .watchSaveToGrade: "保存文件即可评分",
        .watchStatePassed: "✔ 已通过",
        .watchStateNotAttempted: "未尝试",
        .watchStateInProgress: "进行中",
        .watchLessonSuffix: "  （第 {1} 课）",
        .exercisesPassed: "已通过 {1}/{2} 个练习",
        .watchOneExercise: "请只指定一个起始练习，例如 'workbook watch 03'",
        .watchNoExercises: "{1}/Exercises 中没有练习",
        .lessonsHelp: """
        按顺序列出每一课：编号和名称、已完成的步骤、已通过的挑战、其后的练习及其状态、
        标题，以及你当前所在的课程。无法读取的课程文件会在 stderr 上报告其文件和行号。
        """,
        .lessonsHelpExit: "退出状态：0 已列出，1 有课程文件格式错误，2 用法错误",
        .watchHelp: """
        专注于一个练习 — NN，或第一个还没通过的练习 — 显示它的状态（列出每项失败的检查或
        编译器错误），以及所有练习的进度条。每次保存它的某个文件都会重新评分；通过后，watch
        进入下一个练习。保存另一个练习的文件，焦点就会移到那个练习。第一次评分需要构建包
        （几分钟），并显示构建进度。

        按键：h  下一条提示          n  下一个练习          l  列出练习
              r  重新评分            q  退出（Ctrl-C 也可以）
        """,
        .watchOptionPoll: "每秒检查两次修改时间，而不使用 inotify",
        .watchOptionOnce: "对当前练习评分一次，并以其结果退出",
        .watchHelpExit: "退出状态：使用 --once 时与 'workbook grade' 相同；2 用法错误",
        .resetHelp: """
        把练习 NN 的文件夹恢复为 git 在 REF（默认 HEAD）中保存的起始代码，删除你在其中新增
        的文件，并从头开始它的提示。先列出将要发生的变化并询问。你的文件会先复制到备份：
        $XDG_STATE_HOME/observation-workbook/backups/NN-slug/（~/.local/state/…）；
        --undo 恢复最新的备份。
        """,
        .resetOptionYes: "不询问（stdin 不是终端时需要）",
        .resetOptionFrom: "从提交 REF 取起始代码 — 如果你提交过自己的代码就用它，例如 --from origin/main",
        .resetOptionUndo: "恢复上一次重置所替换的文件",
        .resetHelpExit: "退出状态：0 已重置（或无需重置），1 未重置，2 用法错误",
        .runHelp: """
        用工具链的 swiftc 针对 workbook 内置的观察运行时编译 FILE.swift（在其上放一个名为
        `Observation` 的模块，使用工具链自带的 `@Observable` 宏；`import SwiftUI` 是包内的
        视图模拟器），然后运行程序，原样打印它的输出。swiftc 拒绝的程序不会运行，诊断信息
        是 swiftc 的。运行时只在 .build/workbook-compiled 中构建一次（第一次运行时会说明）；
        重新运行未改动的文件会复用它的程序。陷阱（trap）会在其所在行以 Swift 的措辞报告。
        使用 --interpret 时，或没有编译器时（Swift 运行时旁边没有、PATH 上没有、也没有
        SWIFTC；stderr 上会说明），由 workbook 的解释器运行：也就是回答 REPL 各行的那个解释器。

        FILE 可以是 /dev/stdin；以 #! 开头的第一行会被跳过，与 swiftc 相同。
        """,
        .runOptionInterpret: "用解释器运行（先由 swiftc 检查）",
        .runOptionSwiftVersion: "语言模式：5（默认）或 6",
        .runOptionTrace: "同时在 stderr 上打印观察运行时的事件（access、willSet、didSet、追踪、触发、取消）",
        .runOptionCompare: "同时在工具链的 Observation 上运行 FILE.swift，并显示输出的 diff；与 --interpret 一起时：比较解释器与编译后的 Swift",
        .runOptionTimeout: "程序运行 SECONDS 秒（墙钟时间）后停止（默认 60；0 表示不限时）；使用 --compare 时另一个程序也一样",
        .runHelpExit: "退出状态：0 程序已运行（使用 --compare 时输出一致），1 有诊断、运行被中止、输出不一致或输出无法写入，2 用法错误",
        .gradeHelp: """
        构建包并运行指定练习（未指定时为全部练习）的评分器，然后每个练习显示一行：通过；
        未通过，并在你的文件中标出每个失败的检查；崩溃（或被 exit() 结束），附运行时的消息；
        无法编译，附编译器的完整错误；评分器已更改；或未尝试。只要起始代码中还留着
        `// WORKBOOK: NOT DONE …` 这一行，练习就算“未尝试”：删除这一行即可评分。某个练习
        无法编译，不会妨碍其他练习的评分。最后一行告诉你下一个该做的练习。评分器使用
        workbook 的语言。
        """,
        .gradeOptionForce: "即使该行还在，也对指定的练习评分（等同于 WORKBOOK_GRADE=NN swift test）",
        .gradeOptionVerbose: "实时显示构建和测试的输出",
        .gradeOptionFormat: "以 json 或 junit 格式把结果写到标准输出，每个练习一条记录，代替表格（供 CI 使用）",
        .gradeHelpExit: "退出状态：0 没有未通过的练习，1 有练习未通过或无法编译，2 用法错误",
        .hintHelp: """
        显示练习 NN 的下一条提示；每条都比上一条更具体。不写 NN 时，针对当前练习
        （第一个尚未通过的练习，即 watch 开始的那个）。已看过几条提示记录在
        $XDG_STATE_HOME/observation-workbook/（~/.local/state/observation-workbook/）的
        hints.json 中。
        """,
        .hintOptionAgain: "重新显示已看过的提示，不揭示新的提示",
        .hintHelpExit: "退出状态：0 已显示，1 该练习没有提示或进度无法读取，2 用法错误",
        .checkHelp: """
        像 REPL 一样，在一个全新的会话中按顺序运行每节课的 Swift 代码块。每个 ```output 块
        必须与其代码块的输出完全一致，每个 #expect 检查都必须通过。每个挑战步骤都要证明其
        可靠：起始代码和每个 ```swift 错误答案至少有一项检查失败，参考答案则全部通过（各自在
        重放课程直到挑战的新会话中运行）。每节课输出一行，然后以 FILE:LINE: 问题 的形式列出
        每个问题。

        LESSON 可以是编号（3）、文件名（03-tracking）、slug（tracking）或课程 .md 文件的
        路径。不给 LESSON 时，检查 Lessons 文件夹中的全部课程。

        使用 --lang 时，以同样方式检查 Lessons/CODE/ 中的译文（有哪些课程由英文版决定；尚未
        翻译的课程只会列出，不算失败）。译文是否保留英文代码块，由 'workbook dev translations'
        检查。
        """,
        .checkOptionLang: "检查 fr、zh-Hans 或 ja 的译文（all：全部）",
        .checkOptionUpdateRepl:
            "把每个 ```repl 块（:deps、:why）的输出写入其后的 ```output 块（Swift 的输出来自 swiftc：Lessons/tools/compile-lesson.sh --update）",
        .checkHelpExit: "退出状态：0 所有课程通过，1 有课程失败或格式错误，2 用法错误（未知课程、没有 Lessons 文件夹）",
        .devHelp: "dev 命令面向贡献者和 CI，因此其帮助只有英文。",
        .outcomePassed: "已通过",
        .outcomeFailed: "未通过",
        .outcomeNotAttempted: "未尝试",
        .outcomeCrashed: "崩溃",
        .outcomeDoesNotCompile: "无法编译",
        .outcomeGraderChanged: "评分器已更改",
        .outcomeNotGraded: "未评分",
        .outcomeTestPassed: "{1} 个评分测试通过",
        .outcomeTestsPassed: "全部 {1} 个评分测试通过",
        .outcomeTestsFailed: "{2} 个评分测试中有 {1} 个未通过：",
        .outcomeTestFailed: "{2} 个评分测试中有 {1} 个未通过：",
        .tableTally: "{2} 个中通过 {1} 个；{3} 个未尝试。",
        .tableNotAttemptedNote: "未尝试：起始代码中仍有 `{1}` 这一行；删除它即可评分。",
        .tableNextFix: """
        下一步：修改练习 {1} — 文件在 Exercises/{2}/ 中；`swift run workbook watch {3}` 会在每次保存时重新评分。
        """,
        .tableNextFixInLesson: """
        下一步：修改练习 {1}（第 {4} 课）— 文件在 Exercises/{2}/ 中；\
        `swift run workbook watch {3}` 会在每次保存时重新评分。
        """,
        .tableNextFresh: "下一步：{1}。删除 {2} 中的 not-done 行，然后运行 `swift run workbook watch {3}`。",
        .tableNextFreshAfterLesson: """
        下一步：{1}（学完 {4} 之后）。删除 {2} 中的 not-done 行，然后运行 `swift run workbook watch {3}`。
        """,
        .gradeAllExercises: "正在构建并评分全部练习…",
        .gradeSomeExercises: "正在构建并评分练习 {1}…",
        .gradeFirstBuild: "（首次构建需要几分钟）",
        .gradeCannotRun: "无法运行 `swift test`：{1}",
        .hintCommandNameOne: "请指定一个练习，例如 'workbook hint 03'",
        .hintNoSections: "{1}:1:1: '## {3}' 下没有 '### {2} N' 小节",
        .hintNoStateDirectory: "无法记录提示进度：请设置 HOME 或 XDG_STATE_HOME",
        .hintNoneRevealed: "练习 {1} 还没有显示过提示；请运行 'workbook hint {1}'。",
        .hintTitle: "练习 {1}，提示 {2}/{3}",
        .hintLastOne: "这是最后一条提示。如果卡住了，参考答案在 Exercises/{1}/.meta/ 中。",
        .checkLessonPassed: "{1} — {2} 个步骤，{3}/{4} 项检查通过",
        .checkChallengesProven: "，{1} 个挑战已证明",
        .checkLessonFailed: "{1} — {2} 个问题",
        .checkNotTranslated: "{1} — 尚未翻译成{2}（{3}）",
        .checkReplUpdated: "已更新 {1} 的 ```repl 输出块",
        .checkTally: "检查了 {1} 节课，运行了 {2} 项检查",
        .checkTallyUntranslated: "检查了 {1} 节课（{2} 节尚未翻译），运行了 {3} 项检查",
        .checkAllPassed: "{1}：全部通过",
        .checkSomeFailed: "{1}：{2} 节失败",
        .checkBadLanguage: "--lang {1}：workbook 没有这种语言；请使用 {2} 或 all",
        .checkNoLessons: "{1} 中没有课程（名为 NN-slug.md 的文件）",
        .checkNoLessonNamed: "{2} 中没有课程 '{1}'；'workbook lessons' 会列出课程",
        .stateCannotExamine: "无法检查 {1}：{2}",
        .stateNotRegularFile: "{1} 不是普通文件",
        .statePermissionDenied: "无法读取 {1}（权限不足）",
        .stateReadOnly: "{1} 是只读的",
        .stateCannotRead: "无法读取 {1}",
        .progressNotSavedBecause: "{1}；本次会话的进度不会保存",
        .progressInvalidKept: "{1} 不是有效的进度（JSON）；已保留为 {2}，进度从头开始",
        .progressInvalid: "{1} 不是有效的进度（JSON）；本次会话的进度不会保存",
        .languageFileIgnored: "{1}；已忽略记住的语言",
        .historyKept: "无法读取历史文件 {1}（已保留为 {2}）；以空的历史开始",
        .historyNotSaved: "无法读取历史文件 {1}；本次会话输入的行不会保存到其中",
        .stateCannotWrite: "无法写入 {1}：{2}",
        .stateLinkNotOurs: "{1} 是指向 {2} 的符号链接，而后者不是 workbook 写入的文件：两者都保持原样，本次会话不会向其中保存任何内容（删除该链接即可重新开始一个新文件）",
        .stateCannotSetAsideFile: "无法将 {1} 移到一旁；保持原样",
        .stateFileKept: "无法读取 {1}；它已保存为 {2}，并重新开始一个新文件",
        .stateFileInvalid: "无法读取 {1}，也无法将其移到一旁；保持原样",
        .stateEmptyRefused: "它将被一个空文件替换；保留旧文件",
        .languageFileNotALanguage: "{1} 中没有 workbook 支持的语言；它已保存为 {2}，并被忽略",
        .stateFolderNotCreated: "无法创建其所在文件夹 {1}",
        .stateLeftAsIs: "{1}；保持原样",
        .historySaveFailed: "历史未保存：{1}",
        .gradeNoGraderRan: "没有评分器为它运行",
        .gradeGraderClashes: "评分器无法与你的代码一起构建（你的某个运算符、扩展或名字与它用到的东西冲突）：",
        .gradeCouldNotBuild: "swift test 无法构建它；运行 `swift build` 查看原因",
        .gradeFailedBeforeTests: "swift test 在运行任何测试之前就失败了（退出码 {1}）；请自己运行它查看原因",
        .gradeOtherDoesNotCompile: "练习 {1} 无法编译，因此没有评分器能够运行；请先修好它",
        .gradeUnknownFormat: "`workbook grade --format` 的格式 `{1}` 未知：请使用 json 或 junit",
        .gradeLeavingOut: "练习 {1} 无法编译；暂时把它排除在外，为其他练习评分",
        .gradeLeftOut: "本次运行被 {1} 排除在外：修好它，然后再为它评分",
        .gradeNoGraderTests: "{1} 没有运行任何评分测试 — 它在 Package.swift 中列出了吗？",
        .gradeDuringTest: "（评分测试“{1}”）",
        .gradeOtherCrashed: "练习 {1} 在这个评分器完成之前让测试进程崩溃了；请修好它，或单独为 {2} 评分",
        .gradeProcessStopped: "测试进程在这个评分器完成之前停止了（退出状态 {1}）；运行 `swift test --filter {2}` 查看原因",
        .gradeSkipped: "已跳过",
        .gradeSomeSkipped: "部分评分测试被跳过，其余通过；请不加过滤条件重新评分",
        .gradeNotAttemptedReason: "删除 {1} 处的 `// WORKBOOK: NOT DONE` 这一行即可评分（或：workbook grade {2} --force）",
        .gradeExitStatus: "（退出状态 {1}）",
        .gradeExitDuring: "评分测试“{2}”运行期间测试进程结束了{1} — 你的代码调用了 exit() 吗？无法完成的评分不算通过",
        .graderChangedReason: "{1} 的评分器被改动了（{2}）；用 `git checkout -- {2}` 恢复后重新评分",
        .resetNameOne: "请指定一道练习，例如 'workbook reset 03'",
        .resetAlreadyStarter: "练习 {1} 已经是初始代码，无需重置。",
        .resetDiscards: "重置练习 {1} 会丢弃你对以下文件的修改：",
        .resetNoTerminal: "未重置：没有终端，无法询问；如仍要重置，请加上 --yes",
        .resetQuestion: "确定重置？[y/N] ",
        .resetDeclined: "未重置。",
        .resetDone: "练习 {1} 已恢复为初始代码（未尝试）。",
        .resetBackupKept: "你的文件保存在 {1}；'workbook reset {2} --undo' 可以恢复它们。",
        .resetNoBackup: "{2} 中没有练习 {1} 的备份可恢复",
        .resetCurrentKept: "你当前的文件保存在 {1}。",
        .resetRestored: "练习 {1} 已恢复你在 {2} 的文件。",
        .buildingProgress: "正在构建：{1}/{2}（{3}%）",
        // Compiler and test processes that give no answer
        .compilerTimedOut: "swiftc 在 {1} 秒内没有完成检查（表达式太长，或机器太忙）",
        .compilerKilled: "swiftc 在完成检查之前被 {1} 终止（内存不足，或被外部结束）",
        .compilerFailedSilently: "{1} 以退出状态 {2} 结束，没有给出诊断{3}",
        .compilerNoCommandLine: "{1} 没有说明它会如何检查一个文件（它是 Swift 编译器吗？）",
        .runCheckedByInterpreter: "{1}；只用解释器自己的检查",
        .entryCheckedByInterpreter: "{1}：这一条输入只由 workbook 的解释器检查",
        .checkingSlowly: "正在检查…（按 Ctrl-C 放弃检查）",
        .gradeTimedOut: "练习 {1} 的测试没有在 {2} 秒内结束：请在 {3} 中查找死循环",
        .gradeMovedCheckout:
            "不是你的代码的问题：构建文件夹 .build 是在这个包原来的位置生成的（包被移动或复制过），它的模块缓存仍然指向那个位置；请在 {1} 中运行 `rm -rf .build`，然后重新评分（第一次构建需要几分钟）",
        .moduleCachePrivate:
            "无法写入编译器的模块缓存 {1}（HOME 是只读的吗？）：本次会话改用临时文件夹中的私有缓存，所以第一次检查会稍慢一些",
    ]
}
