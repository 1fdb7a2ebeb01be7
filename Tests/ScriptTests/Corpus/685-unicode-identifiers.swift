// Identifiers as Swift's lexical grammar allows them: emoji, CJK, accented and combining
// letters (The Swift Programming Language: "let 🐶🐮 = "dogcow"").
let 🐶🐮 = "dogcow"
print(🐶🐮)

let π = 3.14159
let 名前 = "太郎"
let café = "open"
let cafés = "combining"
print(π, 名前, café, cafés)

struct Größe {
    var höhe: Int
    var 幅: Int
    var fläche: Int { höhe * 幅 }
}
let größe = Größe(höhe: 3, 幅: 4)
print(größe.fläche)

func 挨拶(_ 相手: String) -> String { "こんにちは、\(相手)" }
print(挨拶(名前))

var 👍 = 0
for _ in 1...3 { 👍 += 1 }
print("👍 =", 👍)

let `class` = "escaped keyword"
print(`class`)
let _$hidden = "a dollar inside a name"
print(_$hidden)
