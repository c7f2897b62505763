# gunbai の定型文(日本語)。ここのメッセージはどれも locales/en/gunbai.ftl と同じ id、同じ
# `$変数` を持つ(テストで確かめる)。変数名は Rust に合わせて snake_case。

## 言語の選択

lang-unknown-env = GUNBAI_LANG が `{ $value }` になっていますが、gunbai の話せる言語ではありません: en か ja にするか、設定を外してください

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

## gunbai の解釈(ステップと拒否が述べるもの。解釈の本文はコーパスの項目のもの)

reading-plain = gunbai の解釈: { $text }
reading-unconfirmed = 確かめられていない概略についての gunbai の解釈: { $text }
reading-indirect = 間接的な出典についての gunbai の解釈: { $text }

## ステップ: イベントからルールが導いたこと(エンジン、src/engine/core/out.rs)

step-reading = { $reading }
step-with-reading = { $text }({ $reading })
step-retracted = イベント { $seq } を取り消しました: 盤面はそれがなかった場合のとおりです(行はログに残ります)
step-card-made-up = { $card } は gunbai の組み込みライブラリの架空のカード(synthetic)です: この数値とテキストを持つ印刷されたカードはありません
step-card-printed = { $card } は { $origin } の印刷されたカードです
step-card-printed-text = { $card } は { $origin } の印刷されたカードです。プレイされた効果と見比べるための印刷されたテキスト: { $text }

## 拒否(エンジン、src/engine/core/error.rs)

refusal-by-rule = { $refusal }({ $rule })
overflow-force-chi = { $handle } の戦闘力または血
overflow-family-honor = { $player } の家の名誉
overflow-petition-total = 陳情の一方の側の合計
overflow-duel-total = この決闘での { $duelist } の{ $stat ->
        [force] 戦闘力
       *[chi] 血
    }
overflow-declared-count = 宣言されたアクションの数

overflow-ranged-strength = 合わせた間接攻撃の強さ

## アクションの宣言と解決のステップ(engine/play.rs、engine/window.rs)

action-kind = { $kind ->
        [limited] 限定
        [open] 公開
        [battle] 戦闘
       *[reaction] 対抗
    }
step-declare = { $player } が { $card }({ $kind })を宣言します{ $more }
declare-by = 。実行するのは { $by }
declare-ability = (能力: 実行するカードのテキスト)
declare-targets = 。対象: { $targets }
declare-answers = 。{ $player } の { $card } に応えるもの
declare-reaction = (対抗は、そのフェイズの順番でのプレイヤーのアクションに数えません)
declare-kiho = (気法: 実行者はお辞儀をし、その効果は呪文の効果として扱います)
declare-spell = (呪文: 唱えられるのは修験者だけで、唱えるときにお辞儀をします)
declare-ritual = 。儀式: それが付いている修験者が主となる修験者で、ともにお辞儀をする他の修験者はカードの示すものを加えます
declare-event = (イベント: イベント・フェイズに表になり、解決してから捨て札になります)
step-seppuku-cost-question = { $player } の侍 { $samurai } が、{ $player } に名誉 { $loss } のコストを課すアクションを実行します: コストを支払う前に、{ $player } は切腹を命じる(`{ $player } seppuku { $samurai }`)か、断る(`{ $player } declines`)ことができます
step-window-opens = { $card } への対抗のウィンドウ: { $declarer } の左隣の { $first } が最初の機会を持ち、続いて { $then }。全員が続けてパスするまで続きます
step-window-closes = { $player } がパスします。全員が続けてパスしました: { $action } へのウィンドウが閉じます
step-window-pass = { $player } は { $action } に対してパスします。次の機会は { $next } にあります
step-seppuku-question = { $player } は { $card } によって家の名誉を { $loss } 失います。それを実行するか、その対象となっているのは侍 { $samurai } です: { $player } は切腹を命じる(`{ $player } seppuku HANDLE`)か、断る(`{ $player } declines`)ことができます
step-window-back = { $action } へのウィンドウに戻ります: { $declarer } の左隣の { $first } が機会を持ちます
step-cancelled-entering = { $card } は場に出ません: 元の場所に戻り、支払った黄金は失われます
step-resolves-cancelled-losses = { $card } は無効にされたまま解決します: { $player } がそれによって失う名誉だけが残ります(コストは支払われたままです)
step-resolves-cancelled = { $card } は効果なしで解決します: 無効にされました(コストは支払われたままです)
step-resolves = { $player } の { $card } が解決します
step-no-text = テキストの記録がありません
step-no-effect = { $card } には gunbai が適用できる効果がありません({ $text }): ジャッジが調整してそのテキストを適用します

## 家の名誉のステップ(engine/honor.rs)と、名誉を失う・得る理由

step-honor-loses-none = { $player } は名誉を失いません({ $why }): 0 を失うことは喪失ではありません
step-honor-loss-prevented = { $player } は名誉を { $amount } 失うはずでしたが({ $why })、帝の寵愛がその喪失を防ぎます
step-honor-loses = { $player } は名誉を { $amount } 失います({ $why }): { $before } → { $after }
step-honor-loss-capped = { $step }(切腹: このアクションによる喪失は合わせて 1 で、{ $from } が { $amount } に減ります)
step-honor-gains-none = { $player } は名誉を得ません({ $why }): 0 を得ることは獲得ではありません
step-honor-gains = { $player } は名誉を { $amount } 得ます({ $why }): { $before } → { $after }
step-honor-out = { $player } の家の名誉は { $honor } で、−20 以下です: { $player } は敗北し、ゲームから去ります
step-enlightenment = { $player } は 5 つの元素の指輪をすべて場に出しています: 覚醒の勝利
step-honor-set = { $player } の家の名誉を { $honor } にします(それまでは { $before })
step-honor-adjusted = ジャッジによる調整: { $player } の家の名誉 { $before } → { $after }
why-cost-kept = コスト。{ why-cost-kept-only }
why-cost = コスト
why-card = { $card }
why-seppuku-cap = 切腹: このアクションによる喪失は 1
why-joins = { $card } が加わります
why-duel-won = { $winner } が { $card } の決闘に勝ちます
why-battle-destroyed = 戦闘で破壊されたカード { $cards } 枚
why-dishonorable-death = { $handle } の印刷された個人の名誉、不名誉な死のため
why-cost-kept-only = コストは宣言の時に支払われ、アクションが無効にされても支払われたままです
step-cost-bows = { $handle } はコストを支払うためにお辞儀をします({ $why })
step-cost-destroyed = { $handle } はコストを支払うために破壊されます({ $why })

## 拒否された行(セッション、シェル、コマンドライン)

refused = 拒否: { $refusal }

## 拒否(engine/core/error.rs: Refusal::msg)
refusal-no-players = まだプレイヤーがいません: まず `players NAME NAME …` と入力してください
refusal-players-already-set = プレイヤーはもう着席しています: 別のプレイヤーを着席させるには新しいケースを始めてください
refusal-duplicate-player = `{ $name }` が二度着席しています: プレイヤーにはそれぞれ別の名前が要ります
refusal-handle-taken = ハンドル `{ $handle }` は使われています: `as NAME` で別のものを選んでください
refusal-not-in-play = { $handle } は場に出ていません
refusal-not-yours = { $handle } を支配しているのは { $controller } で、{ $player } ではありません
refusal-bowed = { $handle } はもうお辞儀をしています: お辞儀をしたカードは使えません
refusal-not-bowed = { $handle } はお辞儀をしていません
refusal-already-dishonored = { $handle } はもう名誉を失っています
refusal-not-dishonored = { $handle } は名誉を失っていません
refusal-overflow = { $what } が gunbai の数えられる範囲(−2147483648 から 2147483647)を超えます: 何も記録しません。小さな数を使ってください(家の名誉は `honor PLAYER N` で設定できます)
refusal-player-out = { $player } はゲームから去っています
refusal-game-over = ゲームは終わりました: { $winner } の勝ちです。続けるには `undo` を使うか、ケースを分岐させてください
refusal-no-turn = まだ手番がありません: ゲームを始めるには `start PLAYER`、途中の局面を設定するには `turn PLAYER PHASE` と入力してください
refusal-not-own-action-phase = { $player } は今は限定アクションを行えません: 自分のアクション・フェイズで、解決を待つものが何もないときだけです
refusal-not-open-timing = { $player } は今は公開アクションを行えません: アクション・フェイズか戦闘アクション・セグメントの間だけです
refusal-not-battle-timing = { $player } は今は戦闘アクションを行えません: 戦闘アクション・セグメントの間だけです(`turn PLAYER battle`)
refusal-not-your-opportunity = 今アクションの機会を持つのは { $chance } で、{ $player } ではありません: 先に { $chance } が行動するかパス(`pass`)します
refusal-not-on-board = { $handle } は盤面にありません
refusal-no-challenge = { $player } が応じる挑戦はありません
refusal-no-duel = 行われている決闘はありません: { $player } は集中も一閃もできません
refusal-window-open = { $action } が解決を待っていて、対抗の機会は { $chance } にあります: 今できるのは対抗(`reacts`)か `pass` だけです
refusal-nothing-to-react-to = 対抗する宣言がありません: 対抗は宣言が解決する前にそれに応えるものです
refusal-not-your-chance = 今の機会は { $chance } のもので、{ $player } のものではありません: 先に { $chance } が行動するかパスします(`pass { $chance }`)
refusal-petition-open = 帝の寵愛への陳情が行われています: 今できるのは `PLAYER bows H for SIDE`、`PLAYER gifts CARD for SIDE`、`pass` だけで、その間は対抗をプレイしません({ $reading })
refusal-question-open = 先に { $player } が答えなければなりません: `{ $player } seppuku HANDLE` か `{ $player } declines`
refusal-nothing-to-pass = 待っているものがありません: パスするウィンドウも陳情も問いもありません
refusal-not-asked = { $player } は何も問われていません
refusal-missing-target = { $card } には対象が要ります: `target HANDLE` を加えてください
refusal-needs-reaction = `{ $effect }` は応える相手のアクションに作用するので、対抗に付けるものです
refusal-already-petitioned = { $player } はこの手番にもう帝の寵愛を求めて陳情しています
refusal-already-holds-favor = { $player } はもう帝の寵愛を持っています
refusal-no-personal-honor = { $handle } の個人の名誉は 0 です: 陳情には個人の名誉が 1 以上の家臣が要ります
refusal-no-petition = 行われている陳情はありません: `PLAYER petitions with HANDLE` で始められます
refusal-not-a-side = { $name } はこの陳情の側ではありません: 側は { $petitioner } と { $opponent } です
refusal-gift-used = { $player } はこの陳情でもう捧げ物を送っています: 捧げ物は一人一つです
refusal-no-favor = { $player } は帝の寵愛を持っていません
refusal-second-item = { $host } はもう{ $slot ->
        [weapon] 武器
       *[armor] 鎧
    }を持っています: 家臣一人につき武器と鎧は一つずつです
refusal-nothing-to-undo = 取り消すものがありません

## セッションが加えるステップ(session/decide.rs)

step-version-taken = `{ $typed }` は印刷されたカード { $printed }(その名前の熟練でない版)として扱います{ $made_up }
step-version-made-up-unused = 。gunbai の架空の { $typed } は使いません
step-cost-dishonored = { $handle } はコストを支払うために名誉を失います({ $why }): その個人の名誉は 0 です
step-cost-discarded = { $handle } はコストを支払うために捨てられます({ $why })
why-comes-into-play = { $card } が場に出ます
step-card-rulings = カードデータベースにある { $card } の裁定: { $rulings }
