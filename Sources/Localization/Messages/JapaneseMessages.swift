// Japanese. Vocabulary of the reference article: レジストラ (registrar), 追跡 (tracking),
// body; ステップ・チェック・ヒント・チャレンジ match the translated lessons' structural words.

enum JapaneseMessages {
    static let table: [Message: String] = [
        .banner: "{1} — Swift を入力するか :help と入力してください。:lessons でレッスン一覧を表示します。",
        .usageTagline: "REPL で Swift の Observation を学ぶ",
        .usageBody: "コマンドなしで起動すると REPL が始まります（'workbook repl' と同じ）。",
        .replHelp: """
        REPL を起動します。入力した Swift の各行は、組み込みの観測ランタイム上の一つの継続したセッション\
        で実行されます。レッスンは :open、:next、:back で開いて進めます。コマンド一覧は REPL の中で \
        :help と入力してください。

        端末では、行編集（emacs キー）、実行をまたぐ履歴、Tab 補完、括弧・波括弧・文字列が閉じていない\
        間の複数行入力、Ctrl-C による行の破棄や実行中のコードの停止、Ctrl-D による終了、そして前回の続き\
        から再開するかの確認が使えます。stdin が端末でないときはプロンプトなしでそのまま行を読むので、\
        スクリプトから REPL を動かせます：echo ':lessons' | workbook
        """,
        .languageOptionHelp: "言語 LANG で表示：en、fr、zh-Hans、ja（今回の実行のみ。:lang は選択を記憶します）",
        .verbRepl: "対話型の workbook（既定）：Swift を入力し、レッスンを進める",
        .verbRun: "Swift ファイルを組み込みランタイム上でコンパイルして実行し、その出力をそのまま表示する",
        .verbCheck: "レッスンを非対話で実行し、出力の不一致やチェックの失敗があれば失敗にする",
        .verbLessons: "レッスンと進捗の一覧を表示する",
        .verbGrade: "演習の採点器を実行して進捗表を表示する",
        .verbHint: "演習の次のヒントを表示する",
        .verbReset: "演習のスターターファイルを復元する（先に確認し、バックアップを残す）",
        .verbWatch: "演習に取り組む：保存ごとに再採点、ヒント、合格したら次へ",
        .verbDev: "メンテナ向けチェック：'workbook dev check' で採点器の正しさを確かめる",
        .usageWord: "使い方：",
        .usageCommands: "コマンド：",
        .usageOptions: "オプション：",
        .optionLessonsHelp: "パッケージの Lessons/ の代わりに DIR のレッスンを使う",
        .optionHelpHelp: "このヘルプを表示する（コマンドごとのヘルプは 'workbook コマンド --help'）",
        .optionVersionHelp: "バージョンを表示する",
        .usageStateFiles: """
        履歴、進捗、:lang の選択は $XDG_STATE_HOME/observation-workbook/ に保存されます（XDG_STATE_HOME が未設定なら \
        ~/.local/state/observation-workbook/）。色は端末でのみ使い、NO_COLOR が設定されていれば使いません。
        """,
        .replFiles: """
        ファイル：history、progress.json、language は $XDG_STATE_HOME/observation-workbook/ にあります（XDG_STATE_HOME がなければ \
        ~/.local/state/observation-workbook/）
        """,
        .replExitStatus: "終了ステータス：:quit、Ctrl-D、入力の終わりで 0、使い方の誤りで 2",
        .unknownVerb: "不明なコマンド '{1}'",
        .didYouMeanVerb: "'{1}' のことですか？",
        .seeHelp: "'workbook --help' を参照してください。",
        .noVerbNamed: "コマンド '{1}' はありません。'workbook --help' を参照してください",
        .lessonsNotFound: """
        Lessons フォルダが見つかりません：Observation Workbook パッケージ（Package.swift と Lessons/ の\
        あるフォルダ）の中で実行するか、--lessons DIR を指定してください
        """,
        .lessonsNoSuchFolder: "--lessons {1}：そのフォルダはありません",

        .languageUnknown: "言語 '{1}' はありません。workbook が話せるのは {2} です",
        .languageNow: "workbook は{1}で表示します。",
        .languageCurrent: "workbook の表示言語は{1}です（{2}）。",
        .languageChoices: "選択肢：{1}。:lang コード で切り替えて記憶します。:lang auto で再び LANG に従います。",
        .languageSourceOption: "コマンドラインの --lang",
        .languageSourceRemembered: ":lang で記憶した選択",
        .languageSourceEnvironment: "環境変数 {1} による",
        .languageSourceSession: "このセッションで :lang により選択（記憶されていません）",
        .languageSourceDefault: "既定",
        .languageNotRemembered: "選択を記憶できませんでした：{1}",
        .languageForgotten: "記憶した言語はもうありません。workbook は環境変数に従います：{1}。",
        .lessonFallback: "{1} はまだ{2}に翻訳されていません：英語で表示します。",

        .commandMissing: "コロンの後にコマンドを書いてください。例：:help",
        .commandUnknown: "不明なコマンド :{1}",
        .commandDidYouMean: " — :{1} のことですか？",
        .commandSeeHelp: "（:help でコマンド一覧を表示）",
        .commandTakesNoArgument: ":{1} は引数を取りません（'{2}' が渡されました）。:help {1} で説明を表示します",
        .helpIntroTyping: "Swift を入力するとセッション内で実行されます。括弧・波括弧・文字列が閉じていなければ次の行に続きます。",
        .helpIntroKeys: "Tab で補完、↑/↓ で履歴、Ctrl-C で行の破棄または実行中のコードの停止、Ctrl-D で終了します。",
        .helpIntroUnsupported: "インタプリタが受け付けない書き方と、その代わりの書き方：Sources/Script/UNSUPPORTED.md。",
        .helpNoCommand: "コマンド :{1} はありません",
        .noLessonOpen: "開いているレッスンはありません。:lessons で一覧を表示し、:open 1 で最初のレッスンを開きます。",
        .sessionEmpty: "セッションは空になりました。",
        .sessionEmptyStepHint: ":step で現在のステップを再実行します。",
        .progressNotSaved: "HOME も XDG_STATE_HOME も（絶対パスで）設定されていません：このセッションでは進捗と履歴を保存しません",
        .lineEditorMissing:
            "libedit（libedit.so.2）がインストールされていません：このセッションは矢印キー・履歴・Tab 補完なしの単純な行入力です（Debian/Ubuntu では sudo apt-get install libedit2）",
        .runFileTooLarge: "'{1}' は実行しません：{2} MB を超えています（workbook 用の Swift プログラムはずっと小さいはずです）",
        .progressSaveFailed: "進捗を保存できませんでした：{1}",
        .entryTooLong: """
        {1} 行を超える入力は実行しません（一行も実行されていません）。長いプログラムはファイルに書き、\
        'workbook run FILE.swift' を使ってください
        """,
        .checkAbandoned: "チェックを中断しました",
        .checkAbandonedDetail: " — 何も実行されていません。セッションは元のままです",
        .experimentsLikelyCause: "前のステップのあと、同じセッションで自分の行を実行しました。それが原因の可能性が高いです。:step でこのステップをまっさらなセッションからやり直せます。",
        .lessonLanguageMode: "Swift {1} モード",
        .lessonLanguageModeRestored:
            "このレッスンは Swift {1} モード向けに書かれているので、入力した行は再び Swift {1} モードでチェックされます。:swift {2} で Swift {2} モードに戻せます。",
        .declarationsHeld: """
        {2} が宣言されるまで保留中：{1}。Swift ファイルと同じく宣言は互いを参照できるので、{2} を宣言する\
        入力と一緒にチェックして実行します。（入力ミスなら宣言を入力し直してください。）
        """,
        .constantHeld: "{1} にはまだ値がありません。保留して、値を与える次の入力と一緒に実行します（Swift ファイルで定数の下の行がそれを初期化するのと同じです）。",
        .stoppedLabel: "停止しました",
        .stoppedDetail: " — セッションは無事です：それまでに宣言したものはすべて残っています",
        .confirmYes: "[Y/n]",

        .noLessonsFolder: "Lessons フォルダがありません。--lessons DIR を付けて workbook を起動してください",
        .noLessonNamed: "レッスン '{1}' はありません",
        .lessonsListHint: "（:lessons で一覧を表示）",
        .lessonHasSteps: "{1} のステップは 1 から {2} までです。ステップ {3} はありません",
        .lastStepOfLastLesson: "最後のレッスンの最後のステップでした — お疲れさまでした。",
        .tryExercises: "`swift test` で採点付きの演習に挑戦するか、:open で好きなレッスンをもう一度開いてください。",
        .firstStepAlready: "これが最初のステップです。:open で別のレッスンを開くか、:step でこのステップを再実行してください。",
        .freshSession: "（新しいセッション：前のステップは表示なしで実行されます。入力した行は再生されません）",
        .replayFailed: "ステップ {1} の再実行（ステップ {2} に進むため）が正常に終わりませんでした。このステップはレッスンの説明どおりに動かないかもしれません",
        .statusLine: "レッスン {1}/{2} · ステップ {3}/{4}",
        .stepHeader: "ステップ {1} — {2}",
        .whereLine: "{1} — {2} — ステップ {3}：{4}",
        .stepStoppedEarly: "ステップは上の問題で止まりました。レッスンを修正するか、:step で再実行してください。",
        .outputDiffers: "✗ 出力がレッスンの ```output ブロックと異なります：",
        .stepDone: "ステップ {1} 完了。",
        .stepProblems: "ステップ {1} に問題があります。",
        .checksPassed: "チェック {1}/{2} 件成功。",
        .nextStep: ":next でステップ {1}/{2} へ",
        .endOfLessonNext: "レッスン終了。:next で {1} を開きます",
        .endOfLesson: "レッスン終了",
        .orExperiment: " — または Swift を入力して試してみましょう。",
        .resumeQuestion: "「{1}」をステップ {2} から再開しますか？",
        .resumeDeclined: "わかりました — :lessons でレッスン一覧、:open N でレッスンを開きます。",
        .resumeSkippedForEntry: "はい/いいえ ではないので再開せず、入力した内容をそのまま実行します。':open {1} {2}' で再開できます。",
        .resumePlain: "前回は {1} のステップ {2} でした。':open {1} {2}' で再開できます。",
        .openUsage: "使い方：:open N|slug [ステップ]。例：:open 1（:lessons で一覧を表示）",
        .openBadStep: "'{1}' はステップ番号ではありません。使い方：:open N|slug [ステップ]",
        .noLessons: "{1} にレッスンがありません",
        .lessonUnreadable: "読み込めません：上のエラーを参照してください",
        .challengesColumn: "チャレンジ {1}/{2}",
        .challengeColumn: "チャレンジ {1}/{2}",
        .exerciseColumn: "演習 {1}：{2}",

        .starterLabel: "スターター",
        .starterNote: " — 穴を埋めて入力してください：",
        .checksLabel: "チェック",
        .solutionLabel: "解答例",
        .wrongLabel: "誤答",
        .checksRunNote: " — :check であなたのコードに対して実行します：",
        .notAChallengeNoLesson: "開いているレッスンはありません。:{1} はチャレンジのステップで使います。:lessons でレッスン一覧を表示します。",
        .notAChallenge: "このステップはチャレンジではありません。:{1} はチャレンジのステップで使います（場所は :lessons で確認できます）。",
        .checkingAttempt: "コードをチェックしています — {1} 回目の挑戦：",
        .checking: "コードをチェックしています：",
        .tryLabel: "試してみよう：",
        .checkNeverRan: "{1}：このチェックは実行されませんでした",
        .checksStopped: " — その前でチェックが止まりました",
        .challengePassed: "✓ チャレンジ達成",
        .challengePassedDetail: " — すべてのチェックがあなたのコードで成り立ちます。",
        .checksCouldNotRun: """
        チェックをあなたのコードで実行できませんでした：チェックはスターターの名前を使うので、まずスターター\
        （穴を埋めたもの）を入力してから、もう一度 :check してください。:hint も役に立ちます。
        """,
        .checksPartly: "チェック {1}/{2} 件成功。コードを直して（宣言を入力し直すと置き換わります）:check してください。:hint でヒントを表示します。",
        .checkNewestDidNotCompile: """
        最新の {1} はコンパイルできなかったため（エラーは入力した場所に表示されています）、チェックを実行できませんでした。エラーを直して入力し直してから :check してください。
        """,
        .checkRanOnOlderDeclaration: """
        このチェックは古い {1} \
        で実行されました：最新の版はコンパイルできなかったため（エラーは入力した場所に表示されています）、セッションには前の版が残っています。エラーを直して入力し直してから :check \
        してください。
        """,
        .checkCodeDidNotFinish: """
        コードが終了しませんでした：チェックから呼び出されたコードが、workbook \
        に止められるまで動き続けました（上のエラーがその行を示しています。終わらない再帰かループでは？）。直して入力し直してから :check してください。
        """,
        .checkCodeRaisedAnError: "チェックがコードを実行している途中で、コードがエラーで止まりました（上に、その行とともに表示）。直して入力し直してから :check してください。",
        .adviceAsBefore: "{1} 回目と同じです — :hint でより具体的なヒントを表示します",
        .laterFailuresMayFollow: "（まずこれを直してください：この後の失敗はこれが原因かもしれません）",
        .refusalLabel: "workbook：",
        .refusalHeading: "Swift はこれを受け付けますが、workbook のインタープリターは {1} を実行できません",
        .refusalListed: "インタープリターが扱わないものと、代わりに書くものは Sources/Script/UNSUPPORTED.md にあります。",
        .nextForStep: ":next でステップ {1}/{2} へ。",
        .nextOpensLesson: ":next で次のレッスンを開きます。",
        .hintHeading: "ヒント {1}/{2}",
        .lastHint: "これが最後のヒントです。一度挑戦（:check）すると :solution で解答例を表示できます。",
        .hintAgain: "もう一度 :hint でより具体的なヒントを表示します。",
        .solutionAfterAttempt: "まずは挑戦：コードを入力して :check してください — 一度挑戦すると解答例が見られます。それまでは :hint でヒントを表示できます。",
        .referenceSolution: "解答例",
        .referenceSolutionNote: "（閲覧済みとして進捗に記録しました）",
        .solutionThen: "それ（または自分の版）を入力して :check するか、:skip で先に進みます。",
        .challengeHeldBack: "このステップはまだ達成していないチャレンジです：コードを入力して :check するか、:hint でヒントを表示、:skip で飛ばして先に進みます。",
        .challengeFooter: "チャレンジ。コードを入力すると、:check が {1} 件のチェックを実行します。:hint でヒント（{2} 件）、:skip で先に進みます。",
        .challengeFooterPassed: "チャレンジ（達成済み）。コードを入力すると、:check が {1} 件のチェックを実行します。:hint でヒント（{2} 件）、:skip で先に進みます。",

        .traceIsOn: "トレースはオンです",
        .traceIsOff: "トレースはオフです",
        .traceUsage: "使い方：:trace on|off（'{1}' が渡されました）",
        .swiftModeIs: "入力した行は Swift {1} モードでチェックされます",
        .swiftUsage: "使い方：:swift 5|6（'{1}' が渡されました）",
        .noCompiler: "Swift コンパイラが見つからないため、言語モードは選べません：{1}",

        .lessonsSummary: "レッスンと進捗の一覧を表示する",
        .lessonsDetails: """
        各レッスンの名前（:open に渡す名前）、完了したステップ、合格したチャレンジ、続く演習とその状態、\
        タイトルを一覧表示します。▸ は開いているレッスンです。最後のチャレンジに合格するとレッスンは完了です。
        """,
        .openSummary: "レッスンを（番号か名前で）開き、最初のステップを実行する",
        .openDetails: """
        :open 3、:open 03-tracking、:open tracking のいずれでも、そのレッスンを新しいセッションで開き\
        ステップ 1 を実行します。:open 3 4 はステップ 4 に直接進みます（ステップ 1–3 は先に表示なしで\
        実行されます）。
        """,
        .nextSummary: "次のステップに進んで実行する",
        .nextDetails: "同じセッションで次のステップを表示して実行します。レッスンの最後のステップの後は次のレッスンを開きます。",
        .backSummary: "一つ前のステップに戻る",
        .backDetails: "一つ前のステップに戻ります：新しいセッションで前のステップを表示なしで実行し、そのステップをもう一度実行します。入力した行は再生されません。",
        .stepSummary: "現在のステップをまっさらなセッションで再実行する",
        .stepDetails: "現在のステップをもう一度実行します：新しいセッションで前のステップを表示なしで実行し、このステップを表示して実行します。入力した行は再生されません。",
        .whereSummary: "いまいるレッスンとステップを表示する",
        .whereDetails: "'レッスン 3/11 · ステップ 2/6' のような状態行を、レッスンとステップのタイトル付きで表示します。",
        .expandSummary: "型の @Observable 展開を表示する",
        .expandDetails: """
        このセッションで @Observable マクロが Type に対して展開した Swift を表示します：レジストラ、\
        _name ストレージ、access/withMutation を呼ぶアクセサ、Observable 準拠。
        """,
        .traceSummary: "コードが引き起こす観測イベントを表示する",
        .traceDetails: """
        :trace on にすると、各入力の出力の下に、組み込みランタイムが見たすべての access、willSet、追跡を\
        表示します。例：'willSet UserProfile#1.name → tracking #1 fired (one-shot, cancelled)'（これらの\
        行は英語のままです）。:trace off で止め、:trace だけで現在の状態を表示します。
        """,
        .depsSummary: "各追跡とビューの body が何に依存しているかを表示する",
        .depsDetails: """
        :deps はインストールされているすべての追跡 — withObservationTracking の呼び出しとマウントされた\
        ビューの body — を、インストールされた場所と読み取った各 Object#n.property とともに描きます。\
        変更が照合される足跡です。:deps board.home は変数 'board' のオブジェクトの一つのプロパティに\
        依存しているものを一覧します。追跡は一回限りです：発火した追跡は再インストールされるまで消えます。\
        観測可能なものを何も読まなかった body は何もインストールしないので表示されません。出力は英語の\
        ままです。
        """,
        .whySummary: "最後の更新を説明する：どの変更が誰に通知したか",
        .whyDetails: """
        :why は観測対象の状態を変えた最後の入力の経緯を語ります：各変更（とそれが書かれた場所）、それが\
        当たった登録 — どの追跡が発火し、どのビューが無効化されたか — そして再評価された body と\
        スキップされた body（入力が同じ）。ビューを更新するだけの後続の入力（host.update() を試して\
        ください）は話の続きになります。前の入力で宣言されたコードの場所（メソッド、クロージャ）は、その\
        入力での行番号と文で示し、レッスンのステップで宣言されたコードはレッスンの行番号で示します。\
        出力は英語のままです。
        """,
        .varsSummary: "このセッションで定義した変数を一覧表示する",
        .varsDetails: "セッションのすべてのグローバル変数を型と値とともに一覧表示します。",
        .resetSummary: "すべての宣言と変数を忘れる",
        .resetDetails: "セッションを空にします：すべての型、関数、変数を忘れます。レッスンの位置はそのままです。:step で現在のステップを再実行します。",
        .swiftSummary: "入力を Swift 5 または Swift 6 の言語モードでチェックする",
        .swiftDetails: """
        入力した各行は、実行前にツールチェーンの swiftc で型チェックされます。:swift 6 は Swift 6 モードで\
        チェックし、厳格な並行性チェックのエラー（例：onChange クロージャからグローバル変数を変更する）も\
        出します。:swift 5 で既定に戻り、:swift だけで現在のモードを表示します。
        """,
        .checkSummary: "チャレンジのチェックをあなたのコードで実行する",
        .checkDetails: "チャレンジのステップで：そのステップのチェックをあなたのセッションに対して実行し（コードは再実行しません）、それぞれを ✓/✗ と値、試すべきことで表示します。挑戦はすべて記録されます。",
        .solutionSummary: "チャレンジの解答例を表示する（:check を一度した後）",
        .solutionDetails: "チャレンジのステップで、少なくとも一度 :check した後：解答例と、それで動く理由を表示します。閲覧したことは進捗に記録されます。",
        .skipSummary: "チャレンジを達成せずに先に進む",
        .skipDetails: "チャレンジのステップで：次のステップに進みます。達成するまで、進捗ではそのチャレンジはスキップとして表示されます。",
        .gradeSummary: "演習を採点して進捗表を表示する",
        .gradeDetails: """
        パッケージをビルドし、指定した演習の採点器を実行します（NN なしならすべて）：合格、失敗した\
        チェックをすべて添えた不合格、コンパイラのエラーを添えたコンパイル不可、または未着手\
        （`// WORKBOOK: NOT DONE` の行が残っている。--force で採点します）。`workbook grade` と同じで、\
        オプションも同じです。
        """,
        .hintSummary: "演習の次のヒントを表示する",
        .hintDetails: """
        演習 NN の次のヒントを表示します。ヒントは一つごとに具体的になります。NN を省くと、レッスンの中では\
        そのレッスンの演習の、それ以外では今の演習（まだ合格していない最初の演習）のヒントを、\
        チャレンジのステップではチャレンジの次のヒントを表示します。\
        --again で表示済みのヒントをもう一度表示します。`workbook hint NN` と同じで、進捗も共有されます。
        """,
        .langSummary: "workbook の表示言語を表示または変更する",
        .langDetails: """
        :lang は workbook の表示言語と選択肢を表示します。:lang ja（または en、fr、zh-Hans）でレッスン、\
        ヒント、メッセージをその言語に切り替え、次回以降のために記憶します。:lang auto は選択を忘れ、\
        再び LC_ALL、LC_MESSAGES、LANG に従います。コンパイラの診断と :deps、:why、:trace の出力は\
        英語のままです。翻訳のないレッスンは英語で表示します。
        """,
        .helpSummary: "コマンドを一覧表示する、または一つを説明する",
        .helpDetails: ":help は各コマンドを一行で一覧表示します。:help CMD（コロンの有無は問いません）は CMD を説明します。",
        .quitSummary: "workbook を終了する（Ctrl-D でも可）。進捗は随時保存されます",
        .quitDetails: "workbook を終了します。進捗と履歴は随時保存されるので何も失われません（起動時に保存できないと表示された場合を除きます）。",
        .optionNeedsValue: "{1} には値が必要です。例：{1} {2}",
        .unknownOption: "'{2}' に不明なオプション '{1}'。'workbook {2} --help' を参照してください",
        .verbOptionHelp: "このヘルプを表示する",
        .unknownOptionSuggest: "'{2}' に不明なオプション '{1}'。'{3}' のことですか？'workbook {2} --help' を参照してください。",
        .unexpectedArgument: "予期しない引数 '{1}'。'workbook --help' を参照してください",
        .lessonsTakesNoArguments: "'lessons' は引数を取りません（'{1}' が渡されました）。'workbook lessons --help' を参照してください",
        .noExercise: "演習 '{1}' はありません。演習は {2} です（Exercises/ を参照）",
        .nextExercise: "次の演習：{1} — `swift run workbook watch {2}`",
        .nextExerciseAfterLesson: "次の演習：{1}（レッスン {3} の後）— `swift run workbook watch {2}`",
        .allExercisesPassed: "すべての演習に合格しました。",
        .expandUsage: "使い方：:expand 型名。例：:expand UserProfile",
        .expandNoType: "このセッションに '{1}' という @Observable 型はありません（:vars で定義済みのものを表示）",
        .hintNoExerciseInLesson: "レッスン {1} には演習がありません。演習を指定してください。例：':hint 03'",
        .hintNameOne: "演習を一つ指定してください。例：':hint 03'",
        .varsNone: "変数はまだありません",
        .varsCut: "…（一覧はここまで：{1} バイトを超えました）",
        .hintAllPassed: "すべての演習に合格しています。ヒントを見るには演習を指定してください。例：'hint 03'",
        .advancedObservationOnBuiltInRuntime:
            "withObservationTracking(options:) と withContinuousObservation（SE-0506）には Swift 6.4 / iOS 27 が必要です。ここでは workbook の内蔵ランタイムで動きます",
        .entryRunsCompiled: "（インタープリタはこれを実行できません。swiftc でコンパイルし、内蔵ランタイムで実行しました）",
        .entryPreparingRuntime: "コンパイル実行用の内蔵ランタイムを準備しています（初回のみ、1〜2 分）…",
        .entryUsesSessionVariable: "コンパイルしても実行できません。セッションの {1} を読みますが、その値はインタープリタにしかありません",
        .entryNeedsSessionState: "コンパイルしても実行できません。使っている宣言がセッションの変数を読みます",
        .saveSummary: "このセッションで受け付けた入力を Swift ファイルに保存します",
        .saveDetails:
            "セッションが受け付けた入力を順に FILE に書き出します（新しいファイルのみ。既存のファイルは上書きしません）。`workbook run FILE` で再実行できます。REPL が表示した値は print されます。",
        .saveUsage: "新しいファイル名を指定してください（例: ':save counter.swift'）",
        .saveExists: "{1} はすでに存在するため、そのままにしました（新しい名前を指定するか、先に削除してください）",
        .saveNothing: "保存するものがありません。このセッションで受け付けた入力はまだありません",
        .saveWritten: "{1} 件の入力を {2} に保存しました。実行: swift run workbook run {2}",
        .saveFailed: "{1} に書き込めません: {2}",
        .compilerFallback: """
        {1}：入力は workbook のインタプリタだけでチェックされるため、Swift が拒否する誤りの一部が実行されてしまいます（SWIFTC に swiftc を設定するとコンパイラでチェックします）
        """,
        .watchBye: "またね。`swift run workbook watch` でいまの続きから再開できます。",
        .watchNotAttempted: "未着手",
        .watchDeleteMarker: "  {2} の `{1} …` の行を削除して保存すると採点されます。",
        .watchGradedIn: "（採点に {1} 秒）",
        .watchLastPassed: "✔ 演習 {1} 合格 — これが最後の演習でした。お疲れさまでした！",
        .watchPassedMovingOn: "✔ 演習 {1} 合格。演習 {2} に進みます…",
        .watchAfterLesson: "  （{1} の後）",
        .watchYourFiles: "あなたのファイル：Exercises/{1}/",
        .watchKeys: "h ヒント · n 次へ · l 一覧 · r 再採点 · q 終了 — ",
        .watchSaveToGrade: "ファイルを保存すると採点します",
        .watchStatePassed: "✔ 合格",
        .watchStateNotAttempted: "未着手",
        .watchStateInProgress: "取り組み中",
        .watchLessonSuffix: "  （レッスン {1}）",
        .exercisesPassed: "演習 {1}/{2} 件合格",
        .watchOneExercise: "最初の演習を一つだけ指定してください。例：'workbook watch 03'",
        .watchNoExercises: "{1}/Exercises に演習がありません",
        .lessonsHelp: """
        すべてのレッスンを順に一覧表示します：番号と名前、完了したステップ、合格した
        チャレンジ、続く演習とその状態、タイトル、いまいるレッスン。読み込めないレッスンファイルは、ファイルと行番号とともに stderr
        に報告します。
        """,
        .lessonsHelpExit: "終了ステータス：0 一覧表示、1 形式の誤ったレッスンファイルがある、2 使い方の誤り",
        .watchHelp: """
        一つの演習 — NN、または未合格の最初の演習 — に集中し、失敗したすべてのチェックや
        コンパイラのエラーとともにその状態を、全演習の進捗バーとあわせて表示します。演習の
        ファイルを保存するたびに再採点し、合格すると watch は次の演習に進みます。別の演習
        のファイルを保存すると、そちらに移ります。最初の採点ではパッケージをビルドし（数分
        かかります）、その進み具合を表示します。

        キー：h  次のヒント        n  次の演習          l  演習の一覧
              r  再採点            q  終了（Ctrl-C でも可）
        """,
        .watchOptionPoll: "inotify の代わりに毎秒2回更新時刻を調べる",
        .watchOptionOnce: "いまの演習を一度採点し、その結果で終了する",
        .watchHelpExit: "終了ステータス：--once のときは 'workbook grade' と同じ、2 使い方の誤り",
        .resetHelp: """
        演習 NN のフォルダを、git が REF（既定は HEAD）に持っているスターターの状態に戻し、
        そこに追加したファイルを削除して、ヒントも最初からにします。何が変わるかを示して
        から確認します。あなたのファイルは先にバックアップへコピーされます：
        $XDG_STATE_HOME/observation-workbook/backups/NN-slug/（~/.local/state/…）。
        --undo で最新のバックアップを戻します。
        """,
        .resetOptionYes: "確認しない（stdin が端末でないときに必要）",
        .resetOptionFrom: "コミット REF からスターターを取る — 自分の作業をコミットした場合に使う。例：--from origin/main",
        .resetOptionUndo: "直前のリセットで置き換えたファイルを元に戻す",
        .resetHelpExit: "終了ステータス：0 リセットした（またはリセットするものがない）、1 リセットしなかった、2 使い方の誤り",
        .runHelp: """
        FILE.swift をツールチェーンの swiftc で workbook 内蔵の観測ランタイムに対して
        コンパイルし（その上に `Observation` という名前のモジュールを置き、ツールチェーン
        自身の `@Observable` マクロを使います。`import SwiftUI` はパッケージのビュー
        シミュレータです）、プログラムを実行して、その出力をそのまま表示します。swiftc が
        拒否するものは実行されず、診断は swiftc のものです。ランタイムは
        .build/workbook-compiled に一度だけビルドされ（最初の実行でそう表示します）、変更
        のないファイルの再実行ではプログラムを再利用します。トラップはその行で、Swift の
        言葉で報告されます。--interpret のとき、またはコンパイラがないとき（Swift ランタイム
        の隣にも PATH にもなく、SWIFTC もない。stderr に表示します）は、REPL の行に答える
        のと同じ workbook のインタプリタが実行します。

        FILE には /dev/stdin も使えます。#! で始まる最初の行は swiftc と同じく読み飛ばし
        ます。
        """,
        .runOptionInterpret: "インタプリタで実行する（先に swiftc でチェック）",
        .runOptionSwiftVersion: "言語モード：5（既定）または 6",
        .runOptionTrace: "観測ランタイムのイベント（access、willSet、didSet、追跡、発火、キャンセル）も stderr に表示する",
        .runOptionCompare:
            "FILE.swift をツールチェーンの Observation でも実行し、出力の diff を表示する。--interpret と一緒なら、インタプリタとコンパイルした Swift",
        .runOptionTimeout: "実時間で SECONDS 秒たったらプログラムを止める（既定 60、0 で無制限）。--compare のときはもう一方のプログラムも同様",
        .runHelpExit: "終了ステータス：0 プログラムが実行された（--compare では出力も一致）、1 診断、実行の停止、不一致、出力を書けなかった、2 使い方の誤り",
        .gradeHelp: """
        パッケージをビルドし、指定した演習（指定がなければすべて）の採点器を実行して、
        演習ごとに一行を表示します：合格。不合格（失敗したチェックをファイル内の位置とともに）。
        クラッシュ（または exit() で終了、ランタイムのメッセージつき）。コンパイルできない
        （コンパイラのエラーをすべて表示）。採点器が変更された。未着手。スターターに
        `// WORKBOOK: NOT DONE …` の行が残っているあいだは「未着手」です。その行を削除すると
        採点されます。コンパイルできない演習があっても、ほかの演習の採点は止まりません。
        最後の行は次に取り組む演習を示します。採点器は workbook の言語で話します。
        """,
        .gradeOptionForce: "行が残っていても指定した演習を採点する（WORKBOOK_GRADE=NN swift test と同じ）",
        .gradeOptionVerbose: "ビルドとテストの出力をそのまま表示する",
        .gradeOptionFormat: "表の代わりに結果をjson または junit 形式で標準出力に書く。演習ごとに 1 レコード（CI 向け）",
        .gradeHelpExit: "終了ステータス：0 不合格なし、1 不合格またはコンパイルできない演習がある、2 使い方の誤り",
        .hintHelp: """
        演習 NN の次のヒントを表示します。ヒントは後になるほど具体的になります。
        NN を省くと、今の演習（まだ合格していない最初の演習、watch が始める演習）のヒントです。
        何個見たかは $XDG_STATE_HOME/observation-workbook/
        （~/.local/state/observation-workbook/）の hints.json に記録されます。
        """,
        .hintOptionAgain: "新しいヒントは出さず、これまでに見たヒントを再表示する",
        .hintHelpExit: "終了ステータス：0 表示した、1 演習にヒントがない、または進捗が読めない、2 使い方の誤り",
        .checkHelp: """
        各レッスンの Swift ブロックを、REPL と同じように新しいセッションで順に実行します。
        ```output ブロックは直前のブロックの出力と完全に一致し、#expect のチェックはすべて
        成功しなければなりません。チャレンジのステップはすべて正しさを証明します：スターター
        と ```swift の誤答はそれぞれ少なくとも一つのチェックに失敗し、解答はすべてに合格する
        （それぞれチャレンジまでレッスンを再生した新しいセッションで）。レッスンごとに一行、
        続いて問題ごとに FILE:LINE: 内容 を表示します。

        LESSON は番号（3）、ファイル名（03-tracking）、スラッグ（tracking）、またはレッスンの
        .md ファイルへのパスです。LESSON がなければ Lessons フォルダのすべてを検査します。

        --lang をつけると Lessons/CODE/ の翻訳を同じように検査します（どのレッスンがあるかは
        英語版が決め、まだ翻訳されていないものは一覧に出るだけで失敗にはなりません）。翻訳が
        英語のブロックを保っているかは 'workbook dev translations' が調べます。
        """,
        .checkOptionLang: "fr、zh-Hans、ja の翻訳を検査する（all ですべて）",
        .checkOptionUpdateRepl:
            "```repl ブロック（:deps、:why）の出力を後ろの ```output ブロックに書き込む（Swift の出力は swiftc から：Lessons/tools/compile-lesson.sh --update）",
        .checkHelpExit: "終了ステータス：0 すべて合格、1 失敗または形式の誤ったレッスンがある、2 使い方の誤り（不明なレッスン、Lessons フォルダがない）",
        .devHelp: "dev コマンドはコントリビューターと CI 向けのため、ヘルプは英語のみです。",
        .outcomePassed: "合格",
        .outcomeFailed: "不合格",
        .outcomeNotAttempted: "未着手",
        .outcomeCrashed: "クラッシュ",
        .outcomeDoesNotCompile: "コンパイル不可",
        .outcomeGraderChanged: "採点器が変更された",
        .outcomeNotGraded: "未採点",
        .outcomeTestPassed: "採点テスト {1} 件に合格",
        .outcomeTestsPassed: "採点テスト {1} 件すべてに合格",
        .outcomeTestsFailed: "採点テスト {2} 件中 {1} 件が不合格：",
        .outcomeTestFailed: "採点テスト {2} 件中 {1} 件が不合格：",
        .tableTally: "{2} 件中 {1} 件合格、{3} 件未着手。",
        .tableNotAttemptedNote: "未着手：スターターに `{1}` の行が残っています。削除すると採点されます。",
        .tableNextFix: """
        次：演習 {1} を直しましょう — ファイルは Exercises/{2}/ にあります。\
        `swift run workbook watch {3}` で保存のたびに再採点します。
        """,
        .tableNextFixInLesson: """
        次：演習 {1}（レッスン {4}）を直しましょう — ファイルは Exercises/{2}/ にあります。\
        `swift run workbook watch {3}` で保存のたびに再採点します。
        """,
        .tableNextFresh: "次：{1}。{2} の not-done の行を削除し、`swift run workbook watch {3}` を実行します。",
        .tableNextFreshAfterLesson: """
        次：{1}（{4} の後）。{2} の not-done の行を削除し、`swift run workbook watch {3}` を実行します。
        """,
        .gradeAllExercises: "すべての演習をビルドして採点しています…",
        .gradeSomeExercises: "演習 {1} をビルドして採点しています…",
        .gradeFirstBuild: "（最初のビルドには数分かかります）",
        .gradeCannotRun: "`swift test` を実行できません：{1}",
        .hintCommandNameOne: "演習を一つ指定してください。例：'workbook hint 03'",
        .hintNoSections: "{1}:1:1: '## {3}' の下に '### {2} N' の節がありません",
        .hintNoStateDirectory: "ヒントの進み具合を記録できません：HOME か XDG_STATE_HOME を設定してください",
        .hintNoneRevealed: "演習 {1} のヒントはまだ表示されていません。'workbook hint {1}' を実行してください。",
        .hintTitle: "演習 {1}、ヒント {2}/{3}",
        .hintLastOne: "これが最後のヒントです。行き詰まったら Exercises/{1}/.meta/ に解答例があります。",
        .checkLessonPassed: "{1} — ステップ {2} 個、チェック {3}/{4} 件成功",
        .checkChallengesProven: "、チャレンジ {1} 件を証明",
        .checkLessonFailed: "{1} — 問題 {2} 件",
        .checkNotTranslated: "{1} — {2}にはまだ翻訳されていません（{3}）",
        .checkReplUpdated: "{1} の ```repl 出力ブロックを更新しました",
        .checkTally: "レッスン {1} 件を検査、チェック {2} 件を実行",
        .checkTallyUntranslated: "レッスン {1} 件を検査（{2} 件は未翻訳）、チェック {3} 件を実行",
        .checkAllPassed: "{1}：すべて合格",
        .checkSomeFailed: "{1}：{2} 件が失敗",
        .checkBadLanguage: "--lang {1}：workbook の言語ではありません。{2} または all を指定してください",
        .checkNoLessons: "{1} にレッスンがありません（NN-slug.md という名前のファイル）",
        .checkNoLessonNamed: "{2} にレッスン '{1}' はありません。'workbook lessons' で一覧を表示できます",
        .stateCannotExamine: "{1} を調べられません：{2}",
        .stateNotRegularFile: "{1} は通常のファイルではありません",
        .statePermissionDenied: "{1} を読めません（アクセス権がありません）",
        .stateReadOnly: "{1} は読み取り専用です",
        .stateCannotRead: "{1} を読めません",
        .progressNotSavedBecause: "{1}。このセッションの進捗は保存されません",
        .progressInvalidKept: "{1} は正しい進捗（JSON）ではありません。{2} として残し、進捗は最初からになります",
        .progressInvalid: "{1} は正しい進捗（JSON）ではありません。このセッションの進捗は保存されません",
        .languageFileIgnored: "{1}。記録された言語は使いません",
        .historyKept: "履歴ファイル {1} を読めません（{2} として残しました）。空の履歴で始めます",
        .historyNotSaved: "履歴ファイル {1} を読めません。このセッションの入力は履歴に保存されません",
        .stateCannotWrite: "{1} に書き込めません：{2}",
        .stateLinkNotOurs:
            "{1} は {2} へのシンボリックリンクですが、その先は workbook が書いたファイルではありません。どちらもそのまま残し、このセッションでは何も保存しません（リンクを削除すると新しいファイルから始められます）",
        .stateCannotSetAsideFile: "{1} を退避できませんでした。そのまま残します",
        .stateFileKept: "{1} を読み込めません。{2} として保存し、新しいファイルで始めます",
        .stateFileInvalid: "{1} を読み込めず、退避もできませんでした。そのまま残します",
        .stateEmptyRefused: "空のファイルで置き換えることになるため、古いファイルを残します",
        .languageFileNotALanguage: "{1} には workbook の言語が書かれていません。{2} として保存し、無視します",
        .stateFolderNotCreated: "フォルダ {1} を作成できません",
        .stateLeftAsIs: "{1}。ファイルはそのまま残します",
        .historySaveFailed: "履歴を保存できませんでした：{1}",
        .gradeNoGraderRan: "この演習の採点器は実行されませんでした",
        .gradeGraderClashes: "採点器をあなたのコードと一緒にビルドできません（あなたの演算子、エクステンション、名前のどれかが採点器の使うものと衝突しています）：",
        .gradeCouldNotBuild: "swift test でビルドできませんでした。`swift build` を実行すると理由がわかります",
        .gradeFailedBeforeTests: "swift test がテストを一つも実行しないうちに失敗しました（終了コード {1}）。自分で実行して理由を確かめてください",
        .gradeOtherDoesNotCompile: "演習 {1} がコンパイルできないため、採点器を実行できませんでした。先にそちらを直してください",
        .gradeUnknownFormat: "`workbook grade --format` の形式 `{1}` は不明です。json か junit を使ってください",
        .gradeLeavingOut: "演習 {1} がコンパイルできません。それを除いて他の演習を採点します",
        .gradeLeftOut: "{1} によりこの実行から除かれました。直してから採点してください",
        .gradeNoGraderTests: "{1} の採点テストが一つも実行されませんでした — Package.swift に記載されていますか？",
        .gradeDuringTest: "（採点テスト「{1}」）",
        .gradeOtherCrashed: "この採点器が終わる前に演習 {1} がテストプロセスをクラッシュさせました。そちらを直すか、{2} だけを採点してください",
        .gradeProcessStopped: "この採点器が終わる前にテストプロセスが止まりました（終了ステータス {1}）。`swift test --filter {2}` で理由を確かめてください",
        .gradeSkipped: "スキップ",
        .gradeSomeSkipped: "採点テストの一部がスキップされ、残りは合格しました。フィルタなしでもう一度採点してください",
        .gradeNotAttemptedReason: "{1} の `// WORKBOOK: NOT DONE` の行を削除すると採点されます（または workbook grade {2} --force）",
        .gradeExitStatus: "（終了ステータス {1}）",
        .gradeExitDuring: "採点テスト「{2}」の実行中にテストプロセスが終了しました{1} — コードで exit() を呼んでいませんか？最後まで終わらない採点は合格になりません",
        .graderChangedReason: "{1} の採点器が変更されています（{2}）。`git checkout -- {2}` で元に戻してから採点し直してください",
        .resetNameOne: "演習を1つ指定してください（例：'workbook reset 03'）",
        .resetAlreadyStarter: "演習 {1} はすでに初期状態です。リセットするものはありません。",
        .resetDiscards: "演習 {1} をリセットすると、次のファイルへの変更が破棄されます：",
        .resetNoTerminal: "リセットしていません：端末がないため確認できません。それでもリセットするには --yes を付けてください",
        .resetQuestion: "リセットしますか？ [y/N] ",
        .resetDeclined: "リセットしていません。",
        .resetDone: "演習 {1} を初期状態に戻しました（未着手）。",
        .resetBackupKept: "あなたのファイルは {1} に保存されています。'workbook reset {2} --undo' で元に戻せます。",
        .resetNoBackup: "{2} に復元できる演習 {1} のバックアップがありません",
        .resetCurrentKept: "現在のファイルは {1} に保存されています。",
        .resetRestored: "演習 {1} に {2} 時点のファイルを戻しました。",
        .buildingProgress: "ビルド中：{1}/{2}（{3}%）",
        // Compiler and test processes that give no answer
        .compilerTimedOut: "swiftc が {1} 秒以内にチェックを終えませんでした（とても長い式か、マシンが混んでいます）",
        .compilerKilled: "swiftc はチェックを終える前に {1} で止められました（メモリ不足か、外から終了されました）",
        .compilerFailedSilently: "{1} は診断を出さずに終了ステータス {2} で終わりました{3}",
        .compilerNoCommandLine: "{1} はファイルをどう型チェックするかを示しませんでした（Swift コンパイラですか？）",
        .runCheckedByInterpreter: "{1}。インタープリタ自身のチェックだけで確認します",
        .entryCheckedByInterpreter: "{1}：この入力は workbook のインタープリタだけでチェックされます",
        .checkingSlowly: "チェック中…（Ctrl-C でチェックを中止）",
        .gradeTimedOut: "演習 {1} のテストが {2} 秒以内に終わりませんでした：{3} の中の無限ループを探してください",
        .gradeMovedCheckout:
            "あなたのコードの問題ではありません：ビルドフォルダ .build はこのパッケージが以前あった場所で作られ（移動またはコピーされました）、モジュールキャッシュがまだその場所を指しています。{1} で `rm -rf .build` を実行してから、もう一度採点してください（最初のビルドには数分かかります）",
        .moduleCachePrivate:
            "コンパイラのモジュールキャッシュ {1} に書き込めません（HOME が読み取り専用ではありませんか？）：このセッションでは一時フォルダに専用のキャッシュを使うため、最初のチェックに少し時間がかかります",
    ]
}
