# gunbai の日本語テキスト（ストア、verify、ベンチマーク）。このフォルダの他の .ftl と一つのカタログをなし
# （src/i18n がつなぐ）、各 id は locales/en/ に同じ変数の対をもつ。

## ストアで起こりうること

store-busy = 別の gunbai（シェル、サーバー、またはコマンド）がデータベースに書き込んでいて { $seconds } 秒を超えて保持したため、何も書き込みませんでした: それが終わってからコマンドをもう一度入力してください
store-sqlite = データベースのエラー: { $error }
store-io = { $path } を使えません: { $error }
store-not-gunbai = { $path } は gunbai のデータベースではありません（変更していません）。gunbai のデータベースのパスか、新しく始めるファイル名を指定してください
store-too-new = { $path } のスキーマ版は { $found } ですが、この gunbai が知っているのは版 { $supported } までです（変更していません）。より新しい gunbai で開いてください
store-damaged = { $path } は壊れています（SQLite の検査結果: { $report }）。gunbai はこのファイルに何も書き込みません。`gunbai verify` でまだ読めるものを一覧できます。写しから復元してください
store-needs-upgrade = { $path } は古い gunbai（スキーマ版 { $found }）で書かれていて、読み取り専用では更新できません。書き込める場所で一度開いてください
store-unknown-case = `{ $name }` という名前のケースはありません{ $suggestions ->
        [none] 。`gunbai case list` で一覧できます
       *[some] 。{ $suggestions } のことですか？
    }
store-ambiguous-case = `{ $input }` は { $matches } のどれにも当たります。名前をもっと入力してください
store-case-exists = `{ $name }` という名前のケースはすでにあります。別の名前にしてください
store-invalid-case-name = 「{ $name }」はケースの名前にできません: { $reason }。別の名前にしてください
store-conflict = ケース `{ $case }` はその間に変わりました: ステップ { $expected } のはずがステップ { $actual } になっています。ケースを読み込み直して、コマンドをもう一度入力してください
store-no-such-step = ケース `{ $case }` にステップ { $at } はありません: ステップは { $len } 個です。0 から { $len } までのステップを選んでください
store-corrupt = ケース { $case } のステップ { $seq } が壊れています: { $reason }。ケースのハッシュ連鎖を確かめて、何が変わったかを見てください
store-postgres = { $error }
name-empty = 空です
name-spaces = 空白で始まるか終わっています
name-control = 制御文字を含んでいます
name-too-long = { $max } 文字より長いです

## イベントと裁定で起こりうること

ruling-unknown-event = `{ $name }` という名前のイベントはありません{ $suggestions ->
        [none] 。`gunbai event list` でイベントを一覧でき、`gunbai event new 名前` で追加できます
       *[some] 。{ $suggestions } のことですか？
    }
ruling-ambiguous-event = `{ $input }` はイベント { $matches } のどれにも当たります。名前をもっと入力してください
ruling-event-exists = `{ $name }` という名前のイベントはすでにあります。別の名前にしてください
ruling-invalid-event-name = 「{ $name }」はイベントの名前にできません: { $reason }。別の名前にしてください
ruling-unknown = 裁定 #{ $id } はありません: { $last ->
        [0] 裁定はまだ記録されていません
       *[other] 記録の番号は 1 から { $last } までです。`gunbai ruling list` で裁定を一覧できます
    }
ruling-already-corrected = 裁定 #{ $id } はすでに #{ $by } で訂正されています。#{ $by } を訂正してください
ruling-is-appeal = #{ $id } は上訴で、裁定ではありません。上訴の対象の裁定の番号（#{ $target }）を指定してください
ruling-corrupt = 裁定記録 #{ $id } が壊れています: { $reason }。`gunbai verify` で何が変わったかを確かめてください

## `gunbai verify`

verify-cannot-open = データベース { $db } を開けません
verify-read-only = 注: { $db } はここでは書き込めません（{ $error }）。読み取り専用で開きました
verify-not-anchor = `{ $text }` はアンカーではありません。`gunbai verify` が表示するとおり CASE@STEP:HASH か rulings@RECORD:HASH と書いてください
verify-short-hash = `{ $text }`: ハッシュは `gunbai verify` が表示するとおり 16 進 8 桁以上にしてください
verify-chain-broken = ハッシュ連鎖が切れています: { $reason }
verify-state-differs = 保存された状態ハッシュが、このエンジンの到達する状態と違います
verify-anchor-ok = アンカー { $anchor }: 正常{ $added ->
        [0] {""}
       *[other] （その後 { $added } { $unit ->
            [record] 件の記録
           *[step] ステップ
        }が追加）
    }
verify-anchor-rulings-cut = アンカー { $anchor }: 不一致。裁定は記録 { $records } で終わっています: 記録が切り取られました
verify-anchor-rulings-changed = アンカー { $anchor }: 不一致。記録 { $at } のハッシュが違います: そこまでの裁定が変えられたか、アンカーの写し違いです
verify-anchor-case-cut = アンカー { $anchor }: 不一致。ケース `{ $case }` はステップ { $events } で終わっています: ログが切り取られました
verify-anchor-case-changed = アンカー { $anchor }: 不一致。ケース `{ $case }` のステップ { $at } のハッシュが違います: そこまでのログか見出しが変えられたか、アンカーの写し違いです
verify-rulings-ok = 裁定: 記録 { $records } 件、連鎖は正常。アンカー rulings@{ $id }:{ $short }
verify-rulings-broken = 裁定: 記録 { $records } 件、{ $place }{ $reason }。アンカー rulings@{ $id }:{ $short }
verify-first-broken-record = 最初に壊れた記録 #{ $id }:{" "}
verify-record = 記録 #{ $id }:{" "}
verify-file-ok = ファイル: SQLite の整合性検査は正常
verify-file-failed = ファイル: SQLite の整合性検査で不合格: { $report }（gunbai はこのファイルに書き込みません）
verify-no-cases = 確かめるケースはありません
verify-case-ok = ケース `{ $case }`: イベント { $events } 件、ハッシュ連鎖と状態ハッシュは正常。アンカー { $anchor }
verify-case-first-broken = ケース `{ $case }`: 最初に壊れたイベント { $seq }: { $reason }
verify-case-problem = ケース `{ $case }`: { $reason }
verify-case-header = {"  "}ケース `{ $case }` の見出し: { $reason }
verify-reading-differs = 保存された { $card } «{ $printed }» の読み({ $stored })で再生します。{ $today }
verify-reading-today = 今の読み手は別の読み方をします: { $read }
verify-reading-gone = 今の読み手は印刷された文にこの能力を見つけません
verify-case-step = {"  "}ケース `{ $case }` のステップ { $seq }: { $reason }
open-damaged-read-only = 警告: { $error }。まだ読めるものを見せるため、読み取り専用で開きました
ruling-case-refused = { $error }
ruling-unknown-rule = `{ $id }` は知らない規則 ID です{ $suggestions ->
        [none] 。`rules search 語` で規則を本文から探せます
       *[some] 。{ $suggestions } のことですか？
    }
ruling-field-empty = { $what }が空です。{ $hint }
ruling-no-such-step = ケース `{ $case }` にイベント { $at } はありません: { $len ->
        [0] まだイベントがありません。先にケースを進めてから裁定を結び付けてください
       *[other] イベントは { $len } 件です。--at には 1 から { $len } までを指定してください
    }
ruling-bad-time = 「{ $text }」は時刻ではありません: RFC 3339（2024-06-01T10:30:00+09:00）か、現地時刻の "YYYY-MM-DD HH:MM" で書いてください
ruling-ambiguous-time = 「{ $text }」は現地の時間帯で一つの時刻を指していません（時刻の切り替え？）: 時差付きの RFC 3339 で書いてください
ruling-empty-search = 検索する文字列が空です。質問か裁定の語を入力してください
ruling-no-number = 裁定 #{ $number } はありません: { $count ->
        [0] 裁定はまだ記録されていません。`gunbai ruling add` で記録できます
        [1] 裁定は #1 だけです（`gunbai ruling list` で表示できます）
       *[other] 裁定の番号は 1 から { $count } までです（`gunbai ruling list` で一覧できます）
    }
field-player = プレイヤー名
hint-player = プレイヤーを一人ずつ --player 名前 で指定してください
field-judge = ジャッジの名前
hint-judge = --judge 名前 で指定してください
field-question = 質問
hint-question = --question 本文 で指定してください
field-ruling = 裁定
hint-ruling = --ruling 本文 で指定してください
field-penalty = 罰則
hint-penalty = 罰則がないときは --penalty を省いてください
field-appeal-judge = 上訴を聞いたジャッジの名前
hint-appeal-judge = --by 名前 で指定してください
field-note = 記録
hint-note = 何が決まったかを --note 本文 で書いてください
cli-ruling-added = イベント `{ $event }` の裁定 #{ $number } を記録しました。`gunbai ruling show { $number }` で表示できます
cli-ruling-corrected = 裁定 #{ $number } の版 { $version } を記録しました。前の版は残り、訂正済みと記されます
cli-appeal-recorded = 裁定 #{ $number } への上訴を記録しました: { $outcome }
judge-error-exists = `{ $name }` という名前のジャッジはすでにいます。別の名前にしてください（`gunbai judge list` で一覧できます）
judge-unknown = `{ $name }` という名前のジャッジはいません。`gunbai judge list` でジャッジを一覧できます
judge-invalid-name = 「{ $name }」はジャッジの名前にできません: { $reason }。別の名前にしてください
store-postgres-unreachable = PostgreSQL のデータベース { $database } に届きません: { $error }。サーバーが動いているか、URL・ユーザー・パスワードが正しいかを確かめてください
