# gunbai の定型文(日本語)。ここのメッセージはどれも locales/en/gunbai.ftl と同じ id、同じ
# `$変数` を持つ(テストで確かめる)。変数名は Rust に合わせて snake_case。

## 言語の選択

lang-unknown-env = GUNBAI_LANG が `{ $value }` になっていますが、gunbai の話せる言語ではありません: en か ja にするか、設定を外してください

## `gunbai serve` のページと HTML 書き出し: 盤面とステップ

web-made-up = 架空
web-printed = 印刷
web-stat-gold = 黄金 { $gold }
web-stat-fcp = 戦闘力 { $force } · 血 { $chi } · 名誉 { $ph }
web-stat-fc = 戦 { $force } · 血 { $chi }
web-stat-unit = 部隊の戦闘力 { $force }
web-bowed = お辞儀
web-dishonored = 不名誉
web-tokens = トークン:
web-no-units = 部隊なし
web-army-force = 戦闘力 { $force }
web-battle-fought-now = このステップで決着
web-battle-current = 戦闘中
web-battle-fought = 決着済み
web-battle-waiting = 未決着
web-battle-at = { $province } での戦闘
web-attacker = 攻撃側 { $player }
web-defender = 防御側 { $player }
web-battle-won = 結果: { $player } の勝ち、{ $winner } 対 { $loser }
web-battle-tie = 結果: { $force } で引き分け
web-battle-answer = { $province } での戦闘: { $outcome }
web-battle-forces = 現在の戦闘力: 攻撃側 { $attackers }、防御側 { $defenders }
web-attack = 攻撃: { $attacker } が { $defender } を攻撃
web-turn = 第{ $number }ターン: { $player }、{ $phase } フェイズ
web-no-turn = ターン未設定
web-favor = 帝の寵愛: { $player }
web-favor-none = 帝の寵愛: だれも持たない
web-winner = 勝者: { $player }({ $victory } 勝利)
web-family-honor = 名誉 { $honor }
web-holds-favor = 帝の寵愛
web-current = 手番
web-out = 脱落
web-provinces = 領地
web-province = 領地 { $handle }
web-strength = 防御力 { $strength }
web-province-destroyed = 破壊済み
web-face-down = (裏向き)
web-province-empty = 空
web-no-cards = カードなし。
web-pending = 解決待ち ({ $n }): { $player } の { $action }; 機会: { $chance }
web-cancelled = 取り消し
web-petition = 寵愛の陳情: { $petitioner } { $ptotal } 対 { $opponent } { $ototal }; 機会: { $chance }
web-duel = 決闘 ({ $card }): { $challenger } 対 { $challenged }; 次: { $next }
web-question = 質問: { $question }
web-chance = 行動の機会: { $player }
web-opportunity = 行動の機会: { $player }
web-reading = gunbai の解釈:
web-rule-page = ルールのページ
web-retracted = 取り消し済み: 後の undo がこの行を取り消しました。その undo から先の盤面は、この行がなかったものとして示します。
web-result = 結果:
web-typed-by = 入力: { $author } · { $when }
web-nav-rulings = 裁定
web-nav-cases = ケース
web-nav-rules = ルール
web-nav-cards = カード
web-nav-help = ヘルプ
web-nav-events = 大会
web-nav-judges = ジャッジ
web-logout = ログアウト
web-search = 検索
web-share-title = プレイヤー用のリンク
web-share-give-ruling = このリンクをプレイヤーに渡してください。この裁定だけを閲覧専用で { $until } まで(取り消されない限り)示します。リンクは今だけ表示されます: コピーしてください。
web-share-give-case = このリンクをプレイヤーに渡してください。このケースだけを閲覧専用で { $until } まで(取り消されない限り)示します。リンクは今だけ表示されます: コピーしてください。
web-share-heading = プレイヤーと共有
web-share-hours = 閲覧専用リンクの有効時間(時間)
web-share-make = リンクを作る
web-shared-case = イベント { $n } 件、閲覧専用。
web-share-copy = リンクをコピー
web-share-copied = コピーしました
web-share-qr = 同じリンクの QR コード: プレイヤーはスマートフォンのカメラを向けるだけで開けます。
web-case-title = ケース { $name }
web-case-lines = ジャッジ言語の行(1 行に 1 つ。Ctrl+Enter で送信)
web-case-run = 実行
web-case-shell = シェルの出力
web-case-events = イベント { $n } 件
web-case-forked = 分岐元(ステップ { $at }):
web-case-record = ステップ { $at } に基づく裁定を記録
web-case-what-if = もしも
web-case-fork-from = ステップ { $at } から新しいケースを分岐
web-case-fork = 分岐
web-step-of = ステップ { $at } / { $n }
web-step-zero = ステップ 0: イベント前の空の盤面。
web-board-after = ステップ { $at } 後の盤面
web-jump = ステップへ移動
web-go = 移動
web-steps-nav = ステップ
web-back = 戻る
web-forward = 進む
web-rules-title = ルール
web-rules-search = ルールを探す(英語か日本語の語句、またはルールID)
web-found = { $n } 件
web-rules-all = すべてのルール
web-rule-executed = gunbai はこのルールを実行します: シナリオが確かめています。
web-rule-lookup = 参照用のルール: gunbai は引用しますが実行はしません。
web-rule-other-language = 同じルールを英語で
web-cards-title = カード
web-cards-search = カードを探す(名前、特性、テキスト)
web-cards-search-for = 「{ $name }」でカードを探す
web-card-imported = 印刷カード、{ $file } ({ $version }) から
web-card-builtin-shadowed = 組み込みカード。同名の取り込み済みカードが代わりに使われます
web-card-builtin = 組み込みカード
web-card-rulings = このカードに触れた裁定
web-card-no-rulings = このカードに触れた裁定はありません。
web-help-title = ジャッジ言語
web-help-intro = ケースの入力欄が受け付ける行。1 行に 1 つ。プレイヤーの動詞はプレイヤー名の後に書きます: Bob plays …
web-help-search = コマンドを探す
web-help-none = 「{ $word }」に合うコマンドはありません。

## gunbai rules

rules-unknown-id = ルールID `{ $id }` はありません: `gunbai rules search 語句` で本文からルールを探せます
rules-unknown-id-near = ルールID `{ $id }` はありません: { $near } のことですか？
rules-unknown-doc = 文書 `{ $doc }` はありません: { $docs } のどれかを選んでください
rules-no-match = `{ $query }` に合うルールはありません
rules-coverage = ルールブックと参照の項目 { $total } 件のうち { $covered } 件を { $scenarios } 本のシナリオが確かめています
rules-not-exercised = まだ確かめられていない項目:

## `gunbai rules show`(とシェルの `rule`)で示すルール

rule-where = 出典: { $doc } · { $section } · 第{ $paragraph }段落
rule-term = 用語: { $term_ja } ({ $term_en })
rule-reading = gunbai の解釈: { $reading }
rule-certainty = 確度: { $certainty }
