# gunbai の日本語の文言: 判定言語の読み手が、読めなかった行について言うこと。このフォルダの他の .ftl
# ファイルと合わせて一つのカタログです（src/i18n がつなぎます）。どの ID も locales/en/ に対があります。

## 読み手が受け付けなかった行

parse-missing = `{ $text }` の後に{ $what }が必要です
parse-found = ここには{ $what }が来ますが、`{ $raw }` があります
parse-did-you-mean = （`{ $word }` のことですか？）
parse-quote-hint = { $error }。`{ $both }` が一つの名前なら引用符で囲んでください: `{ $fixed }`
parse-twice = { $what }が二度書かれています。一度だけにしてください
parse-empty-name = ここには{ $what }が来ますが、空の名前 `""` があります
parse-too-large = `{ $word }` は数として大きすぎます。{ $min } から { $max } までの数にしてください
parse-negative = ここには 0 以上の数が来ますが、`{ $raw }` があります。{ $hint }
parse-ability-number = 能力の番号は印刷された順に 1 から数えますが、`{ $raw }` があります。最初の能力は `ability 1` と入力してください(`cards show CARD` で一覧できます)
parse-unclosed-quote = この引用符は閉じていません。名前の後に `"` を加えてください
parse-stray-char = `{ $char }` はここでは読めません。名前に使うなら `{ $char }` を引用符の中に入れてください
parse-unknown-verb = `{ $name }` の後の `{ $word }` は知らない動詞です
parse-unknown-command = `{ $word }` は知らないコマンドです。行はコマンド語か、プレイヤー名と動詞で始まります
parse-honor-sign = `honor` は家の名誉を設定するもので、加えはしません: { $n } 点加えるなら `gain { $who } { $n }`、{ $n } に設定するなら `honor { $who } { $n }` と入力してください
parse-rejects-expect = `expect rejects` が確かめるのはコマンドで、別の `expect` ではありません。`rejects` の後にコマンドを書いてください
parse-rule-not-refusing = `{ $word }` はコーパスにありますが、gunbai がこの規則でコマンドを拒否することはありません。拒否が引用する規則か、規則が拒否しない行なら `unreadable` を書くか、何も書かないでください
parse-rule-unknown = `{ $word }` は知らない規則 ID です。`rejects` の後には、コマンドを拒否する規則を拒否が引用するとおりに（`rules search 語` で探せます）、または `unreadable` を書くか、何も書かないでください。名前に `.` を含むプレイヤーは引用符で囲みます
parse-with-as-card = `with` がカード名として読まれました。カードは `{ $verb }` のすぐ後に来ます。`{ $fixed }` と入力してください（カードの後の `with H` は儀式を助ける修験者を指します）

## 量を逆向きに言う方法

hint-honor-never-negative = 名誉の量が負になることはありません
hint-token-force-never-negative = 家来トークンの戦闘力が負になることはありません
hint-use-lose = 名誉を減らすには `lose` を使います
hint-use-gain = 名誉を加えるには `gain` を使います

## 行のその場所で読み手が待っていたもの

what-word = `{ $word }`
what-either = { $items }
what-player-name = プレイヤー名
what-card-handle = カードのハンドル
what-card-name = カード名
what-handle-for-card = カードのハンドル
what-trait = 特性
what-number = 数
what-command = コマンド
what-verb = 動詞
what-verb-after-player = プレイヤー名の後の動詞（{ $words }）
what-phase = フェイズ（{ $words }）
what-action-kind = アクションの種類
what-action-kind-of = アクションの種類（{ $words }）
what-the-action-kind = アクションの種類
what-card-kind = カードの種類
what-card-description = カードの記述
what-effect = 効果
what-to-copy = 写すもの
what-to-check = 確かめるもの
what-province-state = 領地の状態
what-clan-name = 武家の名前
what-player-and-focus = プレイヤー名と、そのプレイヤーが引いた集中値
what-optional-rule = オプション・ルール（`one-time-events`）
what-modifier = `1F/1C`、`-3F`、`+2C` のような修正値
what-end = コマンドの終わり
what-another-effect = `,` と次の効果
what-stat = 数値（`force`、`chi`、`ph` など）
what-clause = 節（アクションの種類、`by`、`target`、`on`、`paying`、`cost`、`effect`）
