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
declare-own-bowed = 。カードがお辞儀をした対象を求めるため、そのプレイヤーは自分のお辞儀をした家臣を対象にできます
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

## 拒否(続き。engine/core/error.rs と error/reasons.rs)

nothing = {""}
hint-did-you-mean = (もしかして `{ $name }`?)
face-down-card = 裏向きのカード
its-personality = その家臣
clan-named = ({ $clan })
clan-unset = : `clan PLAYER CLAN` で設定してください
card-kind = { $kind ->
        [stronghold] 本陣
        [personality] 家臣
        [holding] 資産
        [region] 地方
        [event] イベント
        [follower] 従者
        [item] 道具
        [spell] 呪文
        [ancestor] 祖霊
        [action] アクション
        [kiho] 気法
        [ring] 元素の指輪
       *[other] { $kind }
    }
card-kind-title = { $kind ->
        [stronghold] 本陣
        [personality] 家臣
        [holding] 資産
        [region] 地方
        [event] イベント
        [follower] 従者
        [item] 道具
        [spell] 呪文
        [ancestor] 祖霊
        [action] アクション
        [kiho] 気法
        [ring] 元素の指輪
       *[other] { $kind }
    }
name-kind = { $kind ->
        [player] プレイヤー
        [card] カード
        [handle] 場のカード
       *[hand-card] 手札のカード
    }
name-kind-fix = { $kind ->
        [player] プレイヤーは `players NAME NAME …` で着席させます
        [card] `card "Name" KIND …` で定義するか、その種類・対象・効果を行に書いてください
        [handle] `board` がハンドルを一覧にします
       *[hand-card] `hand PLAYER "Name" focus N` で手札に入れてください
    }
personality-role = { $role ->
        [be-dishonored] 名誉を失う
        [hold-attachments] 付属カードを持つ
        [speak-for-side] 陳情の側の代弁者になる
        [be-tactician] 軍師になる
       *[lead-unit] 部隊を率いて戦闘に出る
    }
battle-use = { $role ->
        [shooter] 戦闘で戦闘アクションを行えるのはその戦闘にいるカードだけです
        [ranged-target] 間接攻撃の対象は同じ戦闘にいるカードだけです
        [fear-source] 畏怖は戦闘にいるカードの戦闘アクションです
        [fear-target] 畏怖の対象は同じ戦闘にいる部隊です
        [tactician] 軍師の能力は戦闘アクションです
       *[ritual-caster] 戦闘で行う儀式はその戦闘にいる修験者だけを使います
    }
target-not-in-play = 場に出ていません
target-not-kind = { $kind }ではありません
target-lacks-trait = { $quality } ではありません
target-not-yours = 行動するプレイヤーのカードではなく、このカードはそのプレイヤー自身のカードしか対象にとれません
target-yours = 行動するプレイヤー自身のカードで、このカードは他のプレイヤーのカードしか対象にとれません
target-own-bowed = { $player } 自身のお辞儀をした家臣で、カードはそれを認めていません
target-not-dishonored = 名誉を失った家臣でも不名誉な死者でもありません
target-not-in-this-battle = この戦闘に部隊がいる場の家臣ではありません
target-not-kinds = カードが対象にとる種類（{ $kinds }）のいずれでもありません
target-has-attachments = 付与されたカードがあり、このカードは付与カードのないカードしか対象にとれません
target-not-attached = どの家臣にも付与されておらず、このカードは付与カードしか対象にとれません
trigger-lacks-traits = { $action } は { $either } ではありません
trigger-own-action = { $action } は { $player } 自身の行動で、このカードは他のプレイヤーの行動にしか対抗できません
trigger-no-target = { $action } は { $player } もそのカードも対象にしていません: 対象がありません
trigger-not-theirs = { $action } は { $player } もそのカードも対象にしていません: その対象({ $targets })は { $player } のものではありません
ritual-problem = { $why ->
        [not-a-ritual] 助けを受けるのは儀式の呪文だけです
        [not-own-in-play] 助けられるのはそのプレイヤー自身の場の修験者だけです
        [not-a-shugenja] 修験者ではありません
        [bowed] お辞儀をしています
        [primary] 主となる修験者です
       *[not-in-battle] 行われている戦闘にいません。戦闘で行う儀式はその戦闘にいる修験者だけを使います
    }
overlay-problem = { $why ->
        [not-in-play] 場に出ていません
        [not-yours] あなたのものではありません
        [not-a-personality] 家臣ではありません
        [another-personality] 別の家臣です
       *[not-later] 前の版の上に重ねられるのは後の(より熟練した)版だけです
    }
gold-problem = { $why ->
        [not-in-play] 場に出ていません
        [not-yours] あなたのものではありません
        [produces-none] 黄金を生み出す資産や本陣ではありません
        [spent] お辞儀をしています: その黄金はもう使われ、一枚のカードの黄金が支払うコストは一つだけです
       *[named-twice] 二度挙げられています
    }
duel-next-answer = `{ $player } accepts` か `{ $player } refuses`
duel-next-reactions = 決闘者が決闘に入ることへの対抗か、`pass`
duel-next-focus = { $duelist } のための `{ $player } focuses CARD` か `{ $player } strikes`
refusal-reserved-player-name = `all`、`none`、`actor`、`me`、`controller` は言語の語です: そのプレイヤーには別の名前を付けてください
refusal-unknown = 不明な{ $kind } `{ $name }`{ $hint }: { $fix }
refusal-ambiguous = `{ $name }` は { $candidates } のどれにも当たります: 名前をもっと入力してください
refusal-not-a-personality = { $handle } は家臣ではありません: { $role }のは家臣だけです
refusal-only-personalities-dishonored = 名誉を失うのは家臣だけです
refusal-bowed-performer = { $handle } はお辞儀をしているので { $card } を実行できません: お辞儀をしたカードは姿勢を正すまで使えません({ $reading })
refusal-already-begun = ゲームはもう始まっています: ゲームの途中の局面は `turn NAME PHASE` で設定します
refusal-first-player-tie = { $tied } が { $top } で並んでいます: 卓で無作為に決め(たとえば命運デッキの一番下のカードの集中値で)、`start NAME` と入力してください
refusal-drew-twice = { $player } が二度引きました: 各プレイヤーが引くのは 1 枚です
refusal-focus-missing = プレイヤー全員が引きます: { $player } の集中値も入力してください
refusal-event-due = { $event } が表になり、今解決します: `{ $player } plays "{ $event }"`
refusal-province-empty = { $province } は空です: ただちに裏向きで補充されます(`fill { $province } CARD`)
refusal-action-phase-goes-on = アクション・フェイズが終わるのは全員が続けてパスしたときだけです: 今は { $chance } の機会です(`pass`)
refusal-attack-under-way = { $player } の攻撃が進行中です: 先にその移動と戦闘を行います(`pass` でプレイヤーの移動が終わり、`{ $player } fights PROVINCE` で戦闘が始まります)
refusal-end-phase-draw = { $player } はエンド・フェイズに命運カードを 1 枚引きます: `hand { $player } CARD` で記録してください
refusal-hand-over-eight = { $player } の命運の手札は { $count } 枚です: 先に 8 枚まで捨ててください(`{ $player } discards CARD`)
refusal-province-taken = { $handle } はもう { $owner } の領地です{ $destroyed ->
        [yes] (破壊済み)
       *[no] {""}
    }: 別のハンドルを選ぶか、新しい防御力を入力してください(`province { $owner } { $handle } strength N`)
refusal-no-stronghold-strength = { $player } には領地の防御力が印刷された本陣が場にありません: 防御力を入力してください(`province { $player } { $handle } strength N`)
refusal-province-destroyed = { $province } は破壊されました: 破壊された領地は補充されません
refusal-province-full = { $province } にはもう { $card } があります: 補充されるのは空の領地だけです
refusal-not-a-dynasty-card = { $card } は{ $kind }のカードです: 領地に置くのは王朝カード(家臣、資産、地方、イベント)です
refusal-not-your-province = { $province } は { $owner } の領地で、{ $player } のものではありません
refusal-province-discard-timing = { $player } が領地から捨てられるのは自分の王朝フェイズだけです
refusal-discard-while-resolving = { $action } はまだ解決していません: 領地からカードを捨てられるのは解決を待つものがないときだけです({ $action } が解決するまで `pass`)
refusal-no-face-up-card = { $province } には捨てる表向きのカードがありません
refusal-hand-discard-timing = ルールで { $player } が手札を捨てるのは自分のエンド・フェイズに 8 枚まで減らすときだけです(ジャッジは `discard H` でカードを取り除けます)
refusal-nothing-to-discard = { $player } の命運の手札は { $count } 枚で、8 枚を超えていません: 捨てるものはありません
refusal-attack-timing = { $player } が攻撃を宣言できるのは自分の攻撃フェイズだけです
refusal-already-attacked = { $player } はこの手番の攻撃をもう宣言しています
refusal-attack-self = { $player } が攻撃するのは他のプレイヤーです
refusal-no-province-to-attack = { $defender } には攻撃できる領地が盤面にありません: `province { $defender } H strength N` で記録してください
refusal-no-attack-to-assign = 攻撃が宣言されていません: 部隊を割り当てるのは `NAME attacks PLAYER` のあとです
refusal-maneuvers-over = 移動は終わりました: もう部隊は割り当てられません
refusal-not-your-maneuvers = これは { $mover } の{ $cavalry ->
        [yes] 騎兵
       *[no] 歩兵
    }移動で、{ $player } のものではありません({ $reading })
refusal-unit-assigned = { $handle } の部隊はもう割り当てられています
refusal-not-cavalry = { $handle } の部隊は騎兵ではありません(家臣とすべての従者にその特性が要ります): 歩兵移動で割り当てます
refusal-not-defenders-province = { $province } は防御側 { $defender } の残っている領地ではありません
refusal-no-attack = 攻撃が宣言されていません
refusal-battle-order-not-now = 次の戦闘を選ぶのは、移動が終わり、戦闘が行われていないときです
refusal-attacker-orders = 戦闘の順番を選ぶのは攻撃側の { $attacker } です
refusal-battle-fought = { $province } での戦闘はもう行われました
refusal-no-battle-there = { $province } にはどの部隊も割り当てられていません: そこに戦闘はありません
refusal-no-unit-in-battle = { $player } にはこの戦闘に部隊がありません: 戦闘アクションには部隊が要ります
refusal-not-in-battle = { $handle } は行われている戦闘にいません: { $why }
refusal-named-twice = { $handle } が二度挙げられています: カードの間接攻撃は一度だけです
refusal-no-ranged-attack = { $handle } には間接攻撃がありません(カードの間接攻撃は場に出るときに `ranged N` で入力します)
refusal-different-units = { $first } と { $handle } は別の部隊にいます: 間接攻撃を合わせられるのは同じ部隊のカードだけです。部隊ごとに一つずつ攻撃してください
refusal-own-ranged-target = { $handle } は { $player } 自身のカードです: 間接攻撃の対象は相手の家臣か従者だけです
refusal-ancestor-ranged-target = { $handle } は祖霊です: 祖霊は間接攻撃の対象になりません
refusal-not-a-ranged-target = { $handle } は{ $kind }です: 間接攻撃の対象は相手の家臣か従者だけで、領地や資産は対象になりません
refusal-has-followers = { $handle } には従者がいます({ $followers }): 従者のいる家臣は間接攻撃の対象になりません。従者を対象にしてください
refusal-elemental-ranged = { $handle } は元素効果を受けず、この間接攻撃は元素効果です({ $reading })
refusal-elemental-target = { $card } は { $target } を対象にすることも作用することもできません: { $target } は元素効果を受けず、このカードの効果は元素効果です({ $reading })
refusal-no-fear = { $handle } には畏怖がありません(カードの畏怖は場に出るときに `fear N` で入力します)
refusal-fear-used = { $handle } の畏怖はこの戦闘でもう使われました: 畏怖の能力は一つの戦闘に一度だけ使えます
refusal-fear-targets-unit = 畏怖の対象は部隊です: 部隊の家臣を挙げてください(`{ $player } frightens { $head } with { $with }`)
refusal-not-a-tactician = { $handle } は軍師の特性を持っていません
refusal-tactician-used = { $handle } の軍師の能力はこの戦闘でもう使われました: 一つの戦闘に一度だけです
refusal-undoes-duel = { $card } は決闘を無効にするか向け直すことになります: 家臣が決闘に入ることへの対抗は決闘者に言及できますが、挑戦を取り消すことはできません({ $reading })
refusal-duel-under-way = { $challenger } と { $challenged } はもう決闘中です: 新しい挑戦はそれが終わるまで待ちます
refusal-no-challenger = { $card } は { $player } の家臣の一人と他のプレイヤーの家臣との挑戦を行います: { $player } の決闘者を `by H` で挙げてください
refusal-one-challenged = 挑戦の対象は一つです: { $challenger } が挑戦する他のプレイヤーの家臣です
refusal-challenge-not-personality = { $handle } は{ $kind }です: 挑戦は家臣に対して行います(従者も決闘できるカードは `challenge … any-card` と入力します)
refusal-challenge-own = { $handle } は { $player } 自身の家臣です: 挑戦は他のプレイヤーが支配する家臣に対して行います
refusal-too-late = { $challenger } と { $challenged } の{ $what ->
        [challenge] 挑戦
       *[duel] 決闘
    }が解決中です: 他のアクションにはもう遅く、それが終わるまで決闘者を変えるものはありません。次: { $next }
refusal-not-challenged = 挑戦されたのは { $challenged } です: それを支配する { $owner } が受けるか断ります(`{ $owner } accepts`)
refusal-challenge-unanswered = { $challenged } への挑戦にはまだ答えがありません: 先に `{ $owner } accepts` か `{ $owner } refuses`
refusal-entering-duel = { $challenger } と { $challenged } が決闘に入るところです: その対抗のウィンドウが開いていて(誰も対抗しないなら `pass`)、閉じると決闘が始まります
refusal-not-your-strike = 今は { $duelist } が集中するか一閃する番なので、行うのは { $owner } で、{ $player } ではありません
refusal-empty-hand-focus = { $player } の手札に命運カードがないので、{ $duelist } は集中できず、一閃しなければなりません: `{ $player } strikes`(前に引いたカードは `hand { $player } "Card" focus N` で記録します)
refusal-ancestor-timing = { $player } が祖霊を付けられるのは、自分のアクション・フェイズか、その家臣が場に出たことに応えるとき(出た直後)だけです
refusal-nothing-to-prevent = { $action } が解決しても { $player } は家の名誉を失わないので、帝の寵愛が防ぐ喪失はありません: 持ったままにしてください(`pass { $player }`)({ $reading })
refusal-which-target = { $action } には対象が { $count } つあります({ $targets }): どれを { $to } に移すか言ってください。例: `redirect { $to } from { $first }`
refusal-not-a-target = { $handle } は { $action } の対象ではありません。対象は { $targets } です
refusal-trigger-not-met = { $card } が応えるのは「{ $condition }」だけです: { $reason }
refusal-not-a-seppuku-candidate = { $handle } はここで切腹できません: { $player } が切腹を命じられるのは { $candidates } だけです
refusal-reacts-with-kind = `reacts` は対抗を宣言します。`{ $kind }` はそれと矛盾します: 種類を外すか `plays` を使ってください
refusal-no-printed-ability = { $card } には gunbai が読んだ印刷された能力がありません。何をするかを入力してください: `plays "{ $card }" KIND effect …`
refusal-ability-number = { $card } の印刷された能力は { $count } 個なので、能力 { $number } はありません: { $list }。このどれかの番号で `uses "{ $card }" ability N` と入力してください
refusal-no-ability-of-kind = { $card } には印刷された { $kind } の能力がありません: { $list }。このどれかの番号で `uses "{ $card }" ability N` と入力してください
refusal-which-ability = { $card } には印刷された能力が複数あります: { $list }。`uses "{ $card }" ability N` か、そのタイミングの語(`uses "{ $card }" battle`)でどれかを指定してください
refusal-ability-unread = gunbai は { $card } の能力 { $number } を印刷どおりに処理できません(«{ $printed }»): { $why }。推測はしないので、`effect …`(と `cost …`、`target …`)で何をするかを入力してください
refusal-gold-ability = { $card } の «{ $printed }» は金の能力です: 何かの支払いのときに `paying` のあとにそのカードを指定して使います(`plays CARD paying HANDLE`)
refusal-ability-not-in-play = { $card } の能力 { $number } はカード自身を使いますが、そのプレイヤーのお辞儀をしていない { $card } が場にありません。場のカードを `uses HANDLE` で指定してください
refusal-missing-kind = `{ $card }` の種類がわかりません: 行に limited、open、battle、reaction のどれかを加えてください
refusal-not-an-action = { $card } は{ $kind }のカードで、アクションではありません: アクションとしてプレイするのではなく、場に出すものです
refusal-bring-words-on-action = `on`、`paying`、`over`、`discount`、`proclaim`、`as` は場に出すカード(従者、道具、呪文、家臣、資産)のための語です
refusal-cost-on-target = コストは対象には作用できません: お辞儀をさせるか破壊するカードを挙げてください
refusal-cost-not-payable = `{ $word }` は gunbai が支払うコストではありません: コストは `lose-honor N`、`gain-honor N`、またはカードのハンドルを付けた `bow`、`destroy`、`dishonor`、`discard` です。カードの行うことは `effect` のあとに書いてください
refusal-effect-on-entry = { $card } が場に出るとき `{ $word }` は何もしません: 場に出すカードの `effect` のあとに書けるのは `lose-honor N` か `gain-honor N`(場に出るときに変わる名誉)だけです。後のアクションは `plays` でプレイしてください
refusal-cost-dishonor = { $handle } はコストを支払うために名誉を失うことはできません: できるのは名誉ある家臣だけです
refusal-expect-is-no-action = `expect` は盤面を確かめるもので、アクションではありません
refusal-illegal-target = { $target } は { $card } の正しい対象ではありません: { $reason }
refusal-illegal-favor-target = { $target } は帝の寵愛の正しい対象ではありません: { $reason }
refusal-not-redirectable = { $action } は向け直せません: そのプレイヤーは対象を選んでいません
refusal-not-a-ritual-helper = { $handle } は儀式を助けられません: { $why }
refusal-not-events-phase = { $player } のイベントと地方が場に出るのは { $player } のイベント・フェイズだけです: ルールどおりのゲームでは `next` でそこまで進めるか、`undo` でそこを過ぎた行を取り消します(`turn { $player } events` はルールの進行を離れて自由な局面を設定します)
refusal-event-while-resolving = { $action } はまだ解決していません: イベントが場に出るのは解決を待つものがないときだけです({ $action } が解決するまで `pass`)
refusal-region-elsewhere = { $handle } は { $home } にあります: 地方や要塞の戦闘アクションを使えるのはその領地 { $home } での戦闘だけで、{ $province } では使えません
refusal-needs-performer = { $card } を実行するには { $player } のお辞儀をしていない修験者か修道僧が要ります: `by HANDLE` を加えてください
refusal-terrain-in-play = この戦闘にはもう地形 { $terrain } があります: 別の地形をプレイできるのはそれがなくなってからか、それを置き換えるカードによってだけです
refusal-bad-copy = { $card } は実行するカードの上に写します: `by HANDLE` を加えてください。カードは自分自身を写しません
refusal-favor-use-needs = 帝の寵愛の{ $kind ->
        [open] 公開
        [battle] 戦闘
        [limited] 限定
       *[reaction] 対抗
    }の使い方には{ $kind ->
        [open] 対象が要ります: 名誉を失った家臣か不名誉な死者(`target HANDLE`)
        [battle] 対象が要ります: 部隊が戦闘にいる家臣(`target HANDLE`)
       *[other] 対象は要りません
    }
refusal-not-attached = { $handle } は移せるような別の家臣に付いていません
refusal-ancestor-stays = { $handle } は祖霊です: その家臣が生きている間は移りません
refusal-missing-host = { $card } は家臣に付けます: `on HANDLE` を加えてください
refusal-not-enough-gold = { $card } の黄金コストは { $cost } ですが、{ $paying } が生み出すのは { $gold } です: `paying` に資産を加えてください
refusal-no-gold = { $handle } は黄金を支払えません: { $why }
refusal-honor-requirement = { $card } には家の名誉 { $needs } 以上が要ります。{ $player } は { $has } です{ $own_clan ->
        [yes] 。自分の武家の家臣の必要な名誉を無視できるという後のルールは適用しません
       *[no] {""}
    }
refusal-follower-honor = { $card } には個人の名誉が { $needs } 以上の家臣が要ります。{ $host } は { $has } です
refusal-not-shugenja = { $host } は修験者ではありません: 呪文を持てるのは修験者だけです
refusal-too-many-spells = { $host } はもう呪文を { $count } 持っていて、その血と同じ数です
refusal-unique-in-play = { $card } は唯一無二で、{ $handle } がもう場に出ています: 別の版が場に出るのは、その支配者が { $handle } の上に重ねるときだけです(`over { $handle }`)
refusal-not-own-clan = `{ $choice }` は { $player } 自身の武家の家臣にだけ使えます{ $clan }
refusal-no-overlay = { $card } は { $handle } の上に重ねられません: { $why }
refusal-not-dynasty-phase = { $player } が家臣や資産を場に出せるのは自分の王朝フェイズだけです: ルールどおりのゲームでは `next` でそこまで進めるか、`undo` でそこを過ぎた行を取り消します(`turn { $player } dynasty` はルールの進行を離れて自由な局面を設定します)
refusal-not-in-province = { $card } は { $player } の領地に表向きでありません: 登用したり前の版に重ねたりできるのはそのようなカードだけです
refusal-ancestor-clan = { $card } は別の武家の祖霊です: { $host } には付けられません
refusal-undo-needs-history = `undo` はケースの履歴に照らして決まります
refusal-region-taken = { $province } にはもう地方 { $region } があります: 一つの領地に置ける地方は一度に一つです

battle-none = なし
battle-honorable-instead = 。代わりに { $cards } が名誉を取り戻します
step-attack-declared = { $attacker } が { $defender } を攻撃します。歩兵移動: { $attacker } が { $defender } の領地に部隊を割り当て(`{ $attacker } assigns H to PROVINCE`)、続いて { $defender }、そのあと騎兵移動です
step-unit-assigned = { $player } が { $unit } の部隊(戦闘力 { $force })を{ $side ->
        [attack] 攻撃
       *[defend] 防御
    }に割り当てます: { $province }
step-infantry-ends = { $attacker } の歩兵移動が終わります。{ $defender } が防御する部隊を割り当てます
step-cavalry-maneuvers = 騎兵移動: { $player } は騎兵の部隊を割り当てられます
step-no-battle = 移動が終わり、どの部隊も割り当てられませんでした: 戦闘はありません
step-choose-first-battle = 移動が終わりました: { $attacker } がどの戦闘を最初に行うかを選びます(`{ $attacker } fights PROVINCE`)。部隊が割り当てられた領地ごとに戦闘が一つあります
step-battle-begins = { $province } での戦闘: 攻撃側 { $attackers }(戦闘力 { $attack_force })、防御側 { $defenders }(戦闘力 { $defense_force })。戦闘アクション・セグメント: 防御側の { $defender } が最初のアクションを行います
step-battle-honor-dishonored = { $player } の軍勢には名誉を失った { $dishonored } がいました: { $player } は破壊したカード { $cards } 枚の名誉を得ません{ $instead }
step-battle-honor = { $player } は解決で敵の軍勢のカードを { $cards } 枚破壊しました: 1 枚につき名誉 { $per }
step-battle-resolution = { $province } での解決: { $attacker } の軍勢の戦闘力は { $attack_force }、{ $defender } の軍勢は { $defense_force } です(お辞儀をしていない家臣の部隊が、それぞれの道具とお辞儀をしていない従者とともに数えられます。お辞儀をした家臣の部隊は何も加えません)
step-attacker-wins = 攻撃側の { $attacker } が戦闘に勝ちます: { $army ->
        [yes] { $defender } の軍勢は破壊されます
       *[no] { $defender } にはそこに軍勢がありません
    }
step-province-falls = { $attack_force } は { $defense_force } + 領地の防御力 { $strength } より大きい: { $province } は陥落します
step-province-stands = { $attack_force } は { $defense_force } + 領地の防御力 { $strength } より大きくありません: { $province } は持ちこたえます
step-defender-wins = 防御側の { $defender } が戦闘に勝ちます: { $army ->
        [yes] { $attacker } の軍勢は破壊されます
       *[no] { $attacker } にはそこに軍勢がありません
    }
step-tie-no-units = { $force } で同点ですが、一方の側に部隊がありません: 何も起こりません
step-tie = { $force } で同点: 両方の軍勢が破壊され、各プレイヤーは自分が破壊した軍勢の分の名誉を得ます
step-attackers-go-home = 残っている攻撃側の部隊はお辞儀をして封土に戻ります(移動ではありません): { $units }
step-next-battle = { $attacker } が次の戦闘を選びます(`{ $attacker } fights PROVINCE`): 残りは { $left }
step-defenders-go-home = これが最後の戦闘でした: 防御側の部隊はお辞儀をせずに封土に戻ります: { $units }

duel-stat = { $stat ->
        [force] 戦闘力
        [personal-honor] 個人の名誉
       *[chi] 血
    }
duel-declared-unprinted = 印刷された{ $stat }がないので、効果の前は 0
duel-declared-printed = 印刷された値 { $printed }
duel-declared-changed = 印刷された値 { $printed }、場の効果と道具から { $change }
duel-focus-card = { $card }({ $duelist } に { $focus })
duel-no-focus-cards = 集中のカードは置かれませんでした
duel-focus-turned-up = 集中のカードが表になります: { $cards }
duel-on-stat = ({ $stat }で)
step-no-challenge = { $card } は挑戦を行いません: { $challenger } か { $challenged } がもう場に出ていません
step-challenge = { $challenger } が { $challenged } に決闘を挑みます{ $on }({ $card }): { $owner } が受ける(`{ $owner } accepts`)か断ります(`{ $owner } refuses`)
step-focus-or-strike = { $duelist } は集中するか一閃します: `{ $player } focuses CARD` か `{ $player } strikes`
step-must-strike = { $duelist } が集中するか一閃する番で、{ $player } の手札に命運カードがないので、{ $player } は一閃しなければなりません: `{ $player } strikes`
step-challenge-refused = { $player } は { $challenged } への挑戦を断ります: 何も起こりません({ $card } が別のことを言うなら、ジャッジが調整してそのテキストを適用します)
step-challenge-accepted = { $player } が受けます: { $challenger } と { $challenged } が決闘に入ります。今、そして今だけ、家臣が決闘に入ることに言及する対抗をプレイできます。全員がパスすると決闘が始まります
step-duel-not-held = 決闘は行われません: { $challenger } か { $challenged } が場を離れました
step-duel-begins = 決闘が始まります。各決闘者が{ $stat }を宣言します: { $first } { $first_value }({ $first_how })、{ $second } { $second_value }({ $second_how })
step-challenged-first = 挑戦された家臣 { $challenged } が最初に集中か一閃かを選びます。そのあと、どちらかが一閃するまで交互に行います
step-focus-laid = { $player } は { $card } を { $duelist } の集中のカードとして裏向きに置きます: その集中値 { $value } はこの決闘での { $duelist } の{ $stat }に数えられ、カード自身のテキストは効果を持ちません
step-focus-double-chi = { $duelist } は倍の血を持っています: 集中のカードは倍に数えられます。{ $value } × 2 = { $adds }
step-duel-total = この決闘での { $duelist } の{ $stat }はここまで { $total } です(集中のカードは一閃まで裏向きのままです)
step-strikes = { $player } が { $duelist } のために一閃します: 決闘が解決します
step-duel-resolution = 解決で{ $revealed }。{ $stat }: { $challenger } { $challenger_sum }、{ $challenged } { $challenged_sum }
step-duel-winner = { $winner } の合計が高く、勝ちます。{ $losers } は負けます
step-duel-tie = 合計が { $total } で同点です: 両方の決闘者が負けます
step-duel-not-elemental = { $loser } は元素効果を受けませんが、決闘は元素効果ではありません: 相手がどんな元素の能力を持っていても、その耐性は助けになりません
step-duel-loser-destroyed = { $loser } は決闘に負けました: 破壊されます(挑戦を行ったカード { $card } は別のことを言っていません)
step-duel-winner-unaffected = { $winner } は勝っても何も変わりません
step-duel-winner-dishonored = { $winner } は名誉を失っているので、その勝利で { $owner } は名誉を得ません: 名誉 { $honor } を得る代わりに { $winner } が名誉を取り戻します

step-destroy-gone = { $handle } はもう場に出ていません: 破壊するものはありません
step-destroyed = { $handle } は破壊され、捨て札の山に置かれます
step-destroyed-unit = { $handle } の部隊全体がともに失われます: { $unit } が破壊されます
step-tokens-lost = { $cards } の上のトークンと一時的な修正はそれとともに場を離れ、戻りません。永続的な修正はカードに残ります
step-destroyed-experienced = { $handle } は { $cards } 枚のカードでした(前の版 { $under } 枚に重ねた熟練の版): 戦闘の解決でそれを破壊したプレイヤーは、その 1 枚ごとに名誉を得ます
step-dishonorable-dead = { $handle } は名誉を失ったまま破壊されます: 不名誉な死者として { $controller } の捨て札の山に置かれます
step-honorable-dead = { $handle } は破壊されます: 名誉ある死者として { $controller } の捨て札の山に置かれます
step-discarded-not-dead = { $handle } は捨てられ、破壊されたのではありません: 名誉ある死者でも不名誉な死者でもありません
step-discarded = { $handle } は捨てられます
step-chi-zero = { $handle } の血は { $chi } です: 理由が何であれ、血が 0 以下になった家臣は破壊されます

## ヘルプ、ヒント、補完(lang/help.rs、repl/helper.rs)

help-overview-head =
    コマンド(`help WORD` で一つを表示します。ガイド全体は docs/ja/language.md)。
    プレイヤーの動詞はプレイヤーの名前のあとに書きます: `Bob plays …`。コマンドの語は英語のまま入力し、( ) の中は日本語の用語です。
help-overview-foot = Tab で補完、Ctrl-C で行を取り消し、Ctrl-D で終了します。
help-expect-meaning = 状態を変えずに確かめます: { $what }
help-example = 例:
help-source = (docs/ja/language.md、「{ $section }」)
help-no-command = コマンド `{ $word }` はありません{ $near }。`help` がすべてを一覧にします
help-did-you-mean = (もしかして `help { $word }`?)
# コマンドの語の横に示す日本語の用語(語そのものは英語のまま入力します)。
command-term = { $word ->
        [players] プレイヤー
        [honor] 家の名誉
        [gain] 名誉を得る
        [lose] 名誉を失う
        [favor] 帝の寵愛
        [turn] 手番
        [clan] 武家
        [enter] 場に出す
        [hand] 手札
        [card] カード
        [bow] お辞儀
        [straighten] 姿勢を正す
        [destroy] 破壊
        [discard] 捨てる
        [dishonor] 不名誉
        [rehonor] 名誉を取り戻す
        [pass] パス
        [expect] 確かめる
        [undo] 取り消し
        [province] 領地
        [fill] 補充
        [start] 開始
        [next] 次へ
        [option] 任意ルール
        [reveal] 表にする
        [plays] プレイする
        [reacts] 対抗する
        [petitions] 陳情する
        [bows] お辞儀させる
        [gifts] 捧げ物
        [seppuku] 切腹
        [declines] 断る
        [uses] 使う
        [moves] 移す
        [accepts] 挑戦を受ける
        [refuses] 挑戦を断る
        [focuses] 集中
        [strikes] 一閃
        [shoots] 間接攻撃
        [frightens] 畏怖
        [tactics] 軍師
        [attacks] 攻撃する
        [assigns] 割り当てる
        [fights] 戦闘を行う
        [discards] 捨てる
        [board] 盤面
        [log] 記録
        [case] ケース
        [rules] ルール
        [ruling] 裁定
        [help] ヘルプ
        [quit] 終了
        [exit] 終了
        [status] 状況
        [cards] カード
        [redo] やり直し
        [show] 表示
       *[other] {""}
    }

## エクスポート: Markdown、HTML、CSV(export/mod.rs、export/html.rs)

export-none = なし
export-cite-gone = (もうコーパスにありません)
export-rulings-of = { $event } の裁定
export-date = 日付: { $date }
export-ruling-count = 裁定 { $count } 件。
export-label = { $field ->
        [number] #
        [round] ラウンド
        [table] テーブル
        [given] 裁定の時刻
        [players] プレイヤー
        [judge] ジャッジ
        [question] 質問
        [ruling] 裁定
        [penalty] ペナルティ
        [extension] 時間の延長
        [citations] 引用
        [case] ケース
        [appeal] 上訴
        [appeals] 上訴
       *[recorded] 記録
    }
export-ruling-heading = 裁定 #{ $number } — ラウンド { $round }、テーブル { $table }
export-warning = 警告: { $text }
export-version = 版 { $version }(訂正済み。前の版も残っています)。
export-minutes = { $minutes } 分
export-case-at = { $case } のイベント { $at }
export-appeal = { $by } が審理{ $appellant }({ $at }): { $outcome } — { $note }
export-appellant = 、上訴したのは { $player }
export-appeal-html = { $by } が審理{ $appellant }({ $at }): <strong>{ $outcome }</strong> — { $note }
export-recorded = { $at }、{ $author } が記録
export-csv-column = { $column ->
        [number] 番号
        [id] ID
        [original] 元の裁定
        [corrects] 訂正する裁定
        [event] イベント
        [event_date] イベントの日付
        [round] ラウンド
        [table] テーブル
        [players] プレイヤー
        [judge] ジャッジ
        [given_at_utc] 裁定の時刻_UTC
        [given_at_local] 裁定の時刻_現地
        [question] 質問
        [ruling] 裁定
        [penalty] ペナルティ
        [extension_minutes] 延長_分
        [citations] 引用
        [citation_titles] 引用の題
        [case] ケース
        [case_at] ケースのイベント
        [appeals] 上訴
        [author] 記録者
        [recorded_at_utc] 記録の時刻_UTC
        [hash] ハッシュ
       *[other] { $column }
    }
export-case-title = ケース { $case }
export-case-summary = イベント { $events } 件。作成 { $created }。
export-case-how = イベント { $events } 件。ボタンか ← → キーで一つずつ進みます。アドレス(<code>#step-N</code>)は表示中のステップを指します。
export-diverged = このエンジンは今、イベント { $event } から異なる状態に至ります。
export-step-of = ステップ { $step } / { $total }
export-retracted = 後の undo で取り消されました。
export-board-after = このステップのあとの盤面:
export-board-heading = このステップのあとの盤面
export-back = 戻る
export-forward = 進む
export-noscript = ケースを一つずつ進むには JavaScript が要ります。Markdown のエクスポート(<code>gunbai case export { $case } --format md</code>)に同じ内容があります。

turn-ends-bonuses = 修正・写し・写した能力のトークン { $count } 個
turn-ends-traits = 特性の変更 { $count } 個
turn-ends-copied = { $source } から写した能力
turn-ends-card = { $handle }: { $what }
step-turn-ends-lasting = 手番が終わり、それまでしか続かないものも終わります: { $notes }
semicolon = 。
phase-name = { $phase ->
        [straighten] 姿勢を正すフェイズ
        [events] イベント・フェイズ
        [action] アクション・フェイズ
        [attack] 攻撃フェイズ
        [battle] 戦闘アクション・セグメント
        [dynasty] 王朝フェイズ
       *[end] エンド・フェイズ
    }
step-turn-begins-phase = { $player } の手番が始まります。フェイズ: { $phase }
step-phase-now = { $player } の手番: フェイズは { $phase } になりました
step-honor-40-no-victory = { $player } は家の名誉 { $honor } で手番を始めますが、その武家は名誉の勝利を得られません
step-honor-victory = { $player } は家の名誉 { $honor }(40 以上)で手番を始めます: 名誉の勝利
step-first-named = { $player } が最初の手番です(卓で決めました: 命運デッキをカットし、集中値の最も高い人)
step-first-highest-honor = 最初の手番のルール: { $player } の家の名誉({ $honor })が最も高いので、最初の手番です
step-first-draw = 最初の手番のルール(引く変種): { $totals }。{ $player } の合計が最も高いので、最初の手番です
step-first-turn-begins = { $player } の手番が始まります。フェイズ: 姿勢を正すフェイズ。手番は左隣へ移ります。`next` で進みます
step-straighten-none = 姿勢を正すフェイズ: { $player } にはお辞儀をしたカードがありません
step-straighten = 姿勢を正すフェイズ: { $player } は { $cards } の姿勢を正します
step-events-phase = { $player } のイベント・フェイズ
step-action-phase = { $player } のアクション・フェイズ: 最初にアクションの機会を持つのは { $player } です。機会は卓を左回りに巡り、一人ずつアクションかパスを行い、全員が続けてパスするとフェイズが終わります
step-end-phase = { $player } のエンド・フェイズ: { $player } は命運カードを 1 枚引き(`hand { $player } CARD` で記録します)、8 枚を超えていれば 8 枚まで捨てます
step-turn-skips-out = { $player } はゲームから去りました: その手番の残りは行いません。{ $player } の左隣の { $next } の手番が始まります。フェイズ: 姿勢を正すフェイズ
step-turn-passes = { $player } の手番が終わります。{ $player } の左隣の { $next } の手番が始まります。フェイズ: 姿勢を正すフェイズ
step-attack-phase = { $player } の攻撃フェイズ: `{ $player } attacks PLAYER` で攻撃を宣言します。`next` で攻撃せずに進みます
step-dynasty-phase = { $player } の王朝フェイズ: 行うのは { $player } だけで、王朝のアクション(表向きの領地のカードを登用する、それを捨てる、熟練の版を前の版に重ねる)を行います。`next` で終わります
step-action-resolved-next = { $player } のアクションが解決しました: 次のアクションの機会は左隣の { $next } にあります(その間に行われた対抗は誰の機会でもありません)
step-battle-segment-ends = { $player } がパスします。全員が続けてパスしました: 戦闘アクション・セグメントが終わります
step-action-phase-ends = { $player } がパスします。全員が続けてパスしました: アクション・フェイズが終わります
step-opportunity-passes = { $player } がパスします。アクションの機会は { $next } に移ります(続けて { $passes } 回のパス)
step-priority-action = 何人ものプレイヤーが同時に行動したいときは、カレント・プレイヤーの { $player } が先で、そのあと他の人が手番の順に行います
step-priority-battle = 戦闘アクション・セグメントでは防御側が最初のアクションを行います
step-province-strength-adjusted = ジャッジによる調整: { $handle } の防御力は { $strength } になりました(それまでは { $before })
step-province-added = { $player } は防御力 { $strength } の領地 `{ $handle }` を持ちます。補充されるまでは空です(`fill { $handle } CARD`)
step-province-filled = { $province } に { $card } が裏向きで補充されます(王朝デッキの一番上のカード。表になるまで誰も見ません)
step-nothing-to-turn-up = { $player } には表にする裏向きの領地のカードがありません
step-turn-up = { $player } は { $province } の { $card } を表にします
step-event-turned-up = { $card } はイベントです: 今解決し、そのあと捨てられます。`{ $player } plays "{ $card }"` でプレイしてください。{ $province } は空になり、ただちに裏向きで補充されます(`fill { $province } CARD`)
step-region-stays = { $card } は地方ですが、{ $province } にはもう地方 { $region } があります: { $province } に表向きのまま残り、王朝フェイズに捨てられます(`{ $player } discards { $province }`)
step-region-enters = { $card } は地方です: `{ $handle }` として { $province } に場に出ます。{ $province } はただちに裏向きで補充されます(`fill { $province } CARD`)
step-province-discard = { $player } は { $province } から { $card } を捨てます。{ $province } はただちに裏向きで補充されます(`fill { $province } CARD`)
step-hand-discard = { $player } は手札から { $card } を捨てます(残り { $left } 枚。持てるのは 8 枚まで)
province-discarded-with = 。ともに捨てられるもの: { $cards }
step-province-destroyed = { $player } の領地 { $province } は破壊されます{ $gone }
step-no-province-left = { $player } には領地が残っていません: { $player } はただちに敗北し、ゲームから去ります
step-favor-returns = { $player } が持っていた帝の寵愛は中央に戻ります
out-cards-leave = { $player } のカードはともにゲームから去ります(場と手札に { $count } 枚)
out-cards-untargetable = { $cards } は場を離れ、もう対象にできません
out-actions-cancelled = まだ解決していない { $player } の { $actions } はともに去り、効果を持ちません
out-no-windows = { $player } はもう対抗のウィンドウにも陳情にも加わりません
out-attack-ends = { $player } が加わっていた攻撃は終わり、その戦闘はもう行われません
out-turn-skipped = { $player } の手番の残りは行いません: `next` で { $player } の左隣のプレイヤーの手番が始まります
step-player-out = { $text }
step-military-victory = { $player } が最後に残ったプレイヤーです: 武力の勝利
seat-left-of = { $player } は { $of } の左隣
step-seating = 時計回りの席順: { $seating }。手番は時計回りに移るので、{ $lefts }
step-setup-before-play = プレイの前に、各プレイヤーは両方のデッキを切ってカットを求め、領地を 4 つ裏向きに置き、命運カードを 5 枚引き、トークンと寵愛のマーカーを手元に置きます: gunbai は配りません。ジャッジが盤面を入力し、手札を `hand` で記録します
step-clan = { $player } の武家は { $clan } です{ $no_honor_victory ->
        [yes] 。この武家は名誉の勝利を得られません
       *[no] {""}
    }
mark-bowed = お辞儀をした状態
mark-dishonored = 名誉を失った状態
enter-marks = 、{ $marks }
enter-attached-to = ({ $host } に付いて)
step-entered = { $player } は{ $kind } `{ $card }`({ $describe })を場に持っています{ $place }{ $marks }。ハンドルは `{ $handle }`
step-missing-values = { $handle } には印刷された { $stats } がありません: カードが持たない値は 0 として数えます
step-stronghold-clan = { $player } の武家は { $clan } です: 本陣 { $card } が武家を決めます
step-starting-honor = { $player } の家の名誉は { $card } に印刷された初期名誉 { $honor } から始まります
step-hand = { $player } は `{ $card }`(集中値 { $focus })を `{ $handle }` として手札に持ちます
step-end-phase-draw = これが { $player } のエンド・フェイズに引くカードです
step-card-defined = このケースのために定義したカード: { $card }({ $describe })

favor-use = { $what ->
        [draw] 命運カードを 1 枚引く
        [restore] 名誉を失った家臣か不名誉な死者の名誉を取り戻す
        [send-home] 戦闘にいる部隊をお辞儀をさせて封土に戻す
       *[prevent] 家の名誉の喪失を防ぐ
    }
step-favor-used = { $player } は{ $what }ために帝の寵愛を手放します(寵愛は中央に戻ります)
step-petition = { $player } は帝の寵愛を求めて陳情するために { $spokesman } をお辞儀させます(限定アクションで、手番に一度。{ $spokesman } の個人の名誉は加えません)
step-petition-unopposed = 寵愛を持つ人はおらず、{ $player } の家の名誉({ $honor })が他の誰よりも高い: { $player } が対抗なしにただちに得ます
favor-held-by = { $player } が寵愛を持っています
step-petition-contested = 陳情は争われます: { $why }。側: { $player } { $honor } 対 { $opponent } { $opponent_honor }。どのプレイヤーもどちらの側にも加えられます
step-petition-order = 陳情した { $player } が最初に代弁者か捧げ物を送る機会を持ちます。そのあと全員がパスするまで、他の人が手番の順に続きます
step-petition-no-window = 陳情には対抗のウィンドウが開きません
favor-highest-other = 寵愛を持つ人はおらず、{ $opponent } の家の名誉({ $honor })が最も高い{ $tie }
favor-others-tie = ({ $others }({ $count } 人)も { $opponent } と並んでいます。{ $player } の左隣から最も近い { $opponent } が相手の側で、{ $others } は他の皆と同じくどちらの側も支持できます)
favor-petitioner-ties = ({ $player } も並んでいます。並んだプレイヤーのうち { $player } の左隣から最も近い { $opponent } が相手の側です)
step-petition-skipped = { $player } は手番の順に行うので、{ $skipped } はパスしたことになります
step-spokesman = { $player } は { $handle } を { $side } の側の代弁者としてお辞儀させます: +{ $honor }(その個人の名誉)→ { $side } { $total }
step-gift = { $player } は手札から { $card } を { $side } の側への捧げ物として捨てます: +{ $focus }(その集中値)→ { $side } { $total }。これがこの陳情での { $player } のただ一つの捧げ物です
step-petition-totals = 陳情の合計: { $petitioner } { $petitioner_total } — { $opponent } { $opponent_total }(一時的なもので、家の名誉そのものは変わりません)
step-petition-pass = { $player } は陳情でパスします。機会は { $next } にあります
step-petition-all-passed = { $player } がパスします。全員がパスしました: 陳情の結果が決まります
step-petition-won = { $petitioner } { $total } は { $opponent } { $opponent_total } より高い: { $petitioner } が帝の寵愛を得ます
favor-stays-with = 寵愛は { $player } のもとに残ります
favor-stays-centre = 寵愛は中央に残ります
step-petition-failed = { $petitioner } { $total } は { $opponent } { $opponent_total } より高くありません: 陳情は失敗し、{ $stays }
step-petition-honor-gone = 陳情の間に加えた名誉はなくなります: 家の名誉は陳情の前のとおりです
step-favor-holder = { $player } が帝の寵愛を持っています
step-favor-nobody = 帝の寵愛を持つ人はいません

entry-host-gone = { $host } はもうありません
entry-honor-lapsed = { $player } の家の名誉は今 { $has } で、必要な名誉 { $needs } を下回っています
entry-unique = { $card } は唯一無二で、{ $handle } が場に出ています
entry-earlier-gone = 前の版の { $handle } はもう場に出ていません
step-honor-on-entry = { $card } がプレイヤーの名誉を変えるのは場に出るときで、今ではありません: 場に出なければ名誉は変わりません(あとで移しても何も変わりません)
step-bring-window = { $card } への対抗のウィンドウ: { $player } の左隣の { $first } が最初の機会を持ちます
step-bring-attach = { $player } が { $card } を { $host } に付けてプレイします
step-bring-experienced = { $player } が熟練の { $card } を通常の方法で場に出します: 黄金と必要な名誉はいつもどおりです
step-bring-recruit = { $player } が { $card } を領地から場に出します
step-bring-overlay = { $player } が熟練の { $card } を { $over } の上に重ねます(黄金も必要な名誉も要りません)
step-bring-ring = { $player } が { $card } を場に出します: その条件は満たされています(ジャッジの判断)
step-bring-region = { $player } がイベントのあとに地方 { $card } を場に出します
step-beside-unique = { $handle } は場に出ていて唯一無二ですが、{ $card } はそうではないので、この版はその横に場に出られます
step-own-clan-discount = { $card } は { $player } 自身の武家の家臣です: { $player } はその黄金コストを 2 減らします({ $printed } → { $cost })
step-bows-for-gold = { $handle } はお辞儀をして黄金 { $gold } を生み出します
gold-lost = 。残りの黄金 { $lost } は他の何にも支払えず、失われます
step-gold-pays = 黄金 { $gold } で { $card } のコスト { $cost } を支払います{ $rest }
step-ancestor-answers = { $card } は { $handle } が場に出たことに応えて場に出ます。これはアクション・フェイズの外でもできます
step-ancestor-bows = { $handle } はお辞儀をして祖霊を付けます(祖霊に黄金は要りません)
step-cannot-enter = { $card } は場に出られません: { $why }。元の場所に戻り、支払った黄金は失われます
step-own-clan-honor = { $card } は { $player } 自身の武家の家臣です: その個人の名誉が家の名誉に加わります
step-province-left = { $card } が { $province } を離れ、{ $province } はただちに裏向きで補充されます(`fill { $province } CARD`)
step-overlay = { $card } は今 { $over } の上に重なっています: 前の版の付属カード、トークン、能力、持続する変化を保ち、新しいカードの数値と特性を得ます
step-holding-bowed = { $card } は領地から登用した資産です: お辞儀をした状態で場に出て、この手番には黄金を生み出しません
step-enters-attached = { $card } は { $host } に付いて、お辞儀をしていない状態で場に出て、すぐに使えます。ハンドルは `{ $handle }`
step-enters = { $card } は { $player } の支配下で場に出ます。ハンドルは `{ $handle }`
step-ring-benefit = { $card } の恩恵は場に出ている間働きます
step-follower-personal-bonus = { $card } には { $force }F/{ $chi }C と印刷されています: この数値は家臣自身の戦闘力と血に加わります
step-follower-unit-force = { $card } には { $force }F と印刷されています: その戦闘力は家臣ではなく部隊に加わります
step-lieutenant = { $card } と { $other } は名前を共有しますが別のカードです: 両方とも場に出られ、互いに影響しません

step-dishonored-performer-gain = { $handle } は名誉を失っているので、{ $player } に名誉をもたらしません: 名誉 { $amount } を得る代わりに、{ $handle } が名誉を取り戻します
step-cost-not-paid = コスト `{ $word }` は gunbai が支払うものではありません: それには何も支払いません
step-no-longer-legal-target = { $card } は { $handle } に効果を持ちません: { $reason }。そのため、もう正しい対象ではありません
step-trait-by-name = { $handle } が特性を持つとみなされるのは、その名前か特性のテキストがそう言うときだけです(「Foo of Bar」は Foo で、Bar ではありません)
step-no-effect-gone = { $handle } はもう場に出ていません: 効果はありません
step-gain-replaced-again = { $card } が解決を始めたとき { $handle } は名誉を失っていました: この { $amount } の獲得も置き換えられ、{ $player } は何も得ません
step-gain-replaced = { $handle } は名誉を失っているので、{ $player } に名誉をもたらしません: 名誉 { $amount } を得る代わりに(このアクションがもたらす他の獲得の代わりにも)、{ $handle } が名誉を取り戻します
step-cancels-keeping-losses = { $card } は { $action } の効果を無効にします。ただし、それによって { $player } が失う名誉は別で、{ $player } はそれを失ったままです(コストも支払われたままです)
step-cancels = { $card } は { $action } を無効にします: その対象に効果を持ちません(コストは支払われたままです)
step-cannot-redirect = { $card } は { $action } を { $to } に向け直せません: { $reason }
step-redirects = { $card } は { $action } を { $from } から { $to } に向け直します: 今の対象は { $to } です
step-loss-prevented-later = { $action } による { $player } の家の名誉の喪失は防がれます
step-favor-draw = { $player } は命運カードを 1 枚引きます: `hand { $player } "Card" focus N` で記録してください
step-force-floor = { $handle } の戦闘力は { $raw } になるところです: 家の名誉のほかに 0 を下回る値はないので、0 です
step-chi-floor = { $handle } の血は { $raw } になるところです: 家の名誉のほかに 0 を下回る値はないので、0 です
token-copied-note = ({ $source } から写した能力によるもので、手番の終わりに失われます)
step-token = { $handle } は { $token } のトークンを得ます{ $note }
step-bonus = { $handle } は { $bonus } を{ $permanent ->
        [yes] 永続的に得ます: トークンではなく、カードが場を離れて戻っても残ります
       *[no] 手番の終わりまで得ます: 永続的でもトークンでもありません
    }
step-trait-change = { $handle } は特性 { $quality } を{ $permanent ->
        [yes] 永続的に
       *[no] 手番の終わりまで
    }{ $gain ->
        [yes] 得ます
       *[no] 失います
    }
step-follower-token = { $handle } は戦闘力 { $force } の家来トークンを得ます。ハンドルは `{ $token }`: どの効果にとっても従者として数え、従者と同じようにお辞儀をし、移ります
unit-with-followers = ({ $followers } とともに)
step-unit-sent-home = { $handle } の部隊全体{ $with }が戦闘を離れ、お辞儀をして封土に戻ります
step-no-effect-on = { $card } は { $handle } に効果を持ちません: { $reason }
step-ancestor-clan-lost = { $handle } はもう { $ancestor } の武家に属していません: 祖霊は破壊されます
step-ancestor-stays = { $handle } は祖霊です: その家臣が生きている間は破壊されません
step-effect-bows = { $source } が { $handle } をお辞儀させます
step-effect-straightens = { $source } が { $handle } の姿勢を正します
step-effect-dishonors = { $source } が { $handle } の名誉を失わせます: その個人の名誉は 0 です
step-effect-rehonors = { $source } が { $handle } の名誉を取り戻させます
step-restores-dead = { $source } が { $handle } の名誉を取り戻します: 今は名誉ある死者です
step-restores = { $source } が { $handle } の名誉を取り戻します

step-card-printed-read = { $card } は { $origin } の印刷されたカードです。その効果は印刷されたテキスト «{ $printed }» から読み取ります: { $read }
step-fear-unit-gone = 部隊はもう場に出ていません: 畏怖は効果を持ちません
fear-already-bowed = 。すでにお辞儀をしているもの: { $cards }
step-fear = { $handle } の部隊への畏怖 { $value }: 戦闘力 { $value } 以下の従者はお辞儀をします: { $bowed }。それより強いものはお辞儀をしません: { $stand }{ $already }。{ $source } は畏怖を与えてもお辞儀をせず、この畏怖は単独で比べます: 畏怖は足し合わせません
ranged-shooter = { $handle }(間接攻撃 { $ranged })
ranged-host-none = ({ $host } 自身には間接攻撃がありませんが)
step-follower-shoots = { $handle } は間接攻撃を持つ従者です: 撃ちます{ $note }。お辞儀をすると部隊に戦闘力を加えません
step-shooters-bow = { $shooters } は間接攻撃を行うためにお辞儀をします(計 { $count } 枚)。お辞儀のすべての結果を伴います
step-ranged-combined = 同じ部隊のカードは間接攻撃を合わせ、一つの対象への一つの攻撃にします
step-ranged-target-gone = { $handle } はもう場に出ていません: 間接攻撃は効果を持ちません
ranged-kind = { $elemental ->
        [yes] 元素効果の間接攻撃
       *[no] 間接攻撃
    }
step-ranged-target-has-followers = { $handle } には今は従者がいます: もう正しい対象ではなく、{ $kind }は効果を持ちません
step-ranged-destroys = 強さ { $strength } の{ $kind }は { $handle } の{ $what ->
        [force] 戦闘力
       *[force-bonus] 戦闘力の修正
    } { $needed } 以上です: { $handle } は破壊されます
ranged-strength-of = { $handle }({ $strength })
step-ranged-combined-destroys = { $each } のどれも単独では破壊できませんでした: 合わせたことで破壊できました
step-ranged-survives = 強さ { $strength } の{ $kind }は { $handle } の{ $what ->
        [force] 戦闘力
       *[force-bonus] 戦闘力の修正
    } { $needed } より小さい: { $handle } は生き残ります
step-ranged-one-target = 一つの間接攻撃の対象は一つです: 別の対象には別の戦闘アクションが要り、その間に他のプレイヤーが行動できます
step-declines-seppuku = { $player } は切腹を命じません
step-orders-seppuku = { $player } は { $handle } に切腹を命じます
step-commits-seppuku = { $handle } は切腹します: 破壊され、名誉ある死者として捨て札の山に置かれます。このアクションによる { $player } の喪失は 1 になります
ability-used = { $ability } はこの戦闘({ $battle })で使われました: 次の戦闘まで再び使えません
step-tactician-used = { $used }。命運カードはその集中値のためにプレイされ、それは集中ではなく、カード自身のテキストは効果を持ちません
step-terrain-replaced = 置き換えられる地形 { $handle } は破壊されます
step-terrain = { $card } が今この戦闘の地形です。ハンドルは `{ $handle }`: その効果は戦闘アクション・セグメントの最後、戦闘にいる全員がパスしたあとに解決します
step-terrain-resolves = 戦闘アクション・セグメントが終わります: 地形 { $handle } が今解決し、この戦闘ではもうアクションを行えません
step-terrain-discarded = { $handle } は戦闘のあとに捨てられます
step-copy-no-performer = { $card } は何も写しません: 実行するカード(`by HANDLE`)が挙げられていません
step-copy-self = { $handle } は自分自身を写せません
step-copy-ability = { $copier } は { $source } の能力を写します: 手番の終わりまで、{ $source_name } の名前を { $copier_name } に置き換えて、{ $copier } に印刷されているものとして読みます
step-copy-value = { $copier } は { $source } の今の{ $stat }を写します: 今は { $now } です。{ $source } のあとの変化には従わず、写しは手番の終わりに終わります
step-attachment-moved = { $player } は { $from } と { $to } をお辞儀させ、{ $card } を { $from } から { $to } に移します
step-event-ignored = 無視しました: `{ $kind }` のイベントは盤面にないものを挙げています
step-adjust-ignored = 無視しました: { $handle } は盤面にありません
bow-note-attached = (その家臣 { $host } はまだ使えます)
bow-note-personality = (お辞儀をしている間、その部隊は攻撃も防御もできません。部隊の他のカードの能力はまだ使えます)
step-adjust-bowed = ジャッジによる調整: { $handle } はお辞儀をしました{ $note }
step-adjust-straightens = ジャッジによる調整: { $handle } は姿勢を正します
step-adjust-dishonored = ジャッジによる調整: { $handle } は名誉を失いました(個人の名誉 0)
step-adjust-honorable = ジャッジによる調整: { $handle } は名誉を取り戻しました
step-adjust-destroyed = ジャッジによる調整: { $handle } は破壊されました
step-adjust-discarded = ジャッジによる調整: { $handle } は捨てられました
unplayable-no-ability = そのテキストからタイミングのある能力が読み取れません
unplayable-as-printed = gunbai はその印刷された能力を印刷どおりにはプレイできません({ $why })
unplayable-reading-unused = その読み取りは使われませんでした
unplayable-many = 能力が { $count } つあり、行はそのどれも挙げていません
step-card-unplayable = { $card } は { $origin } の印刷されたカードです。{ $why }: ジャッジがそのテキストを適用するか、その効果を入力します(`effect …`)

## 盤面のテキスト(render/board.rs、render/view.rs)

board-empty = 盤面は空です: `players NAME NAME …` と打ってプレイヤーを席に着かせてください。
board-turn = 第 { $number } 手番: { $player }、{ $phase }
board-no-turn = 手番は未設定
board-header = { $turn } · 帝の寵愛: { $favor }
board-favor-nobody = なし(中央)
board-winner = 勝者: { $player }({ $victory ->
        [military] 軍事
        [honor] 名誉
       *[enlightenment] 悟り
    }の勝利)
board-column = { $column ->
        [seat] 席
        [player] プレイヤー
        [honor] 家の名誉
        [favor] 寵愛
        [clan] 武家
        [status] 状態
        [handle] 呼び名
        [card] カード
        [kind] 種類
        [force] 戦
        [chi] 血
        [ph] 個名
        [unit] 部隊の戦
        [gold] 金
        [marks] 印
        [attached] 付いているもの
        [province] 領地
        [strength] 強さ
       *[other] { $column }
    }
board-current = カレント・プレイヤー
board-out = 脱落
board-made-up = { $card }(架空)
board-card-handle = { $card }({ $handle })
board-pile-earlier = …古い { $count } 枚（表示していません）
board-hand-card = { $card }(集中値 { $focus }、`{ $handle }`)
board-zone = {"  "}{ $zone ->
        [hand] 手札
        [honorable] 名誉ある死者
        [dishonorable] 不名誉な死者
        [discarded] 捨てられた家臣(名誉ある死者でも不名誉な死者でもない)
       *[discard] 捨て札の山
    }: { $cards }
board-province-destroyed = 破壊された
board-province-empty = 空
board-province-card = { $card }({ $face ->
        [up] 表向き
       *[down] 裏向き
    })
board-attack = 攻撃: { $attacker } が { $defender } を攻撃 · { $stage }
board-army-none = なし(戦闘力 0)
board-army = { $units }(戦闘力 { $force })
board-battlefield = {"  "}{ $province }{ $mark ->
        [current] {" "}[戦闘中]
        [fought] {" "}[戦闘済み]
       *[none] {""}
    }: 攻撃側 { $attackers } — 防御側 { $defenders }
board-opportunity = 行動の機会: { $player }(続けてパスしたのは { $passes } 人)
board-bowed = お辞儀
board-dishonored = 不名誉
board-on-province = 領地 { $handle } の上
board-pending = 解決待ち({ $depth }): { $player } の { $card }({ $kind }){ $targets }{ $cancelled }{ $payment }。機会: { $chance }(続けてパスしたのは { $passes } 人)
board-targets = {" "}→ { $targets }
board-cancelled = {" "}[取り消し済み]
board-payment = 。金: { $paying } の { $gold } で { $cost } を支払う({ $lost } は失われる)
board-nothing = なし
board-none = なし
board-petition = 帝の寵愛への陳情: { $petitioner } { $ptotal } — { $opponent } { $ototal }。機会: { $chance }。捧げ物を送った人: { $gifts }
board-question = 問い: { $question }
board-question-seppuku = { $player } は { $candidates } に切腹を命じられます(損失 { $loss } は 1 になります): `{ $player } seppuku HANDLE` か `{ $player } declines`
board-stat = { $stat ->
        [force] 戦闘力
       *[chi] 血
    }
board-duel-entering = 決闘({ $card }): { $challenger }({ $cowner })と { $challenged }({ $downer })が{ $stat }の決闘に入るところです: まずそれへの対抗、それから決闘が始まります
board-challenge = 挑戦({ $card }): { $challenger }({ $cowner })が { $challenged }({ $downer })に{ $stat }で挑戦します。`{ $downer } accepts` か `{ $downer } refuses`
board-duel-focus = { $card } { $focus }{ $doubled ->
        [yes] ×2
       *[no] {""}
    }
board-duel-no-focus = 集中のカードなし
board-duel-focus-down = 裏向きの集中のカード: { $cards }
board-duel-side = { $handle }({ $owner }){ $stat } { $total }({ $laid })
board-duel = 決闘({ $card }): { $challenger } — { $challenged }。次: { $next }(`{ $owner } focuses CARD` か `{ $owner } strikes`)
board-stage = { $stage ->
        [infantry] 歩兵移動({ $player })
        [cavalry] 騎兵移動({ $player })
        [order] 次の戦闘を選んでいるところ
       *[battle] { $province } での戦闘
    }

## シェルの case コマンド(repl/mod.rs)

shell-case-line = { $id } { $name }(イベント { $events } 件)
shell-case-needs-name = ケースに名前を付けてください: `case { $word } NAME`
shell-case-new = 新しいケース `{ $name }`
shell-case-opened = ケース `{ $name }` を開きました(イベント { $events } 件)
shell-case-usage = `case` に続けるのは list、new NAME、open NAME のどれかです
favor-as-card = 帝の寵愛

## `expect` の行(engine/expect.rs)

expect-is = { $what } は { $value }
expect-want = { $what }: { $value }
expect-failed = 期待は「{ $expected }」ですが、実際は「{ $found }」
expect-name = { $name }
expect-what = { $what ->
        [honor] { $name } の家の名誉
        [favor] 帝の寵愛を持つ人
        [phase] フェイズ
        [current] カレント・プレイヤー
        [winner] 勝者
        [chance] 機会を持つプレイヤー
        [hand] { $name } の手札の枚数
        [force] { $name } の戦闘力
        [chi] { $name } の血
        [personal-honor] { $name } の個人の名誉
        [unit-force] { $name } の部隊の戦闘力
        [duel-total] この決闘での { $name } の合計
        [duel] 決闘
        [attacking] { $place } での攻撃側の軍勢の戦闘力
       *[defending] { $place } での防御側の軍勢の戦闘力
    }
expect-word = { $word ->
        [bowed] お辞儀した状態
        [unbowed] お辞儀していない状態
        [dishonored] 不名誉な状態
        [honorable] 名誉ある状態
        [not-set] 未設定
        [nobody] 誰もいない
        [none] なし
        [in-play] 場に出ている
        [dead] 死者
        [out-of-the-game] ゲームから脱落
        [still-in-the-game] まだゲームに残っている
        [in-hand] 手札
        [honorable-dead] 名誉ある死者
        [dishonorable-dead] 不名誉な死者
        [discarded] 捨てられた
        [in-the-discard-pile] 捨て札の山
        [destroyed] 破壊された
        [empty] 空
        [face-up] 表向き
        [face-down] 裏向き
       *[standing] 残っている
    }
expect-not = { $not ->
        [in-play] 場に出ていない
        [dead] 死者ではない
        [out-of-play] 場を離れた
       *[not-discarded] 捨て札の山にない
    }({ $zone })
expect-by = { $by ->
        [rule] {" "}({ $rule } によって)
       *[unreadable] {" "}(読めないものとして、どのルールにもよらず)
    }
expect-to-be-refused = `{ $text }` が拒まれること{ $by }
expect-accepted = 受け入れられました
expect-refused-instead = 拒まれましたが{ $by }: { $refusal }
expect-is-refused = `{ $text }` は拒まれます: { $refusal }
expect-duelists = { $challenger } 対 { $challenged }
expect-in-duel = 合計 { $total } で決闘している { $handle }
expect-not-in-duel = { $handle } は決闘をしていません
expect-failed-at = ✗ { $text }({ $line } 行目): { $message }

## セッションが実行できない行(session/)

session-only-experienced = 拒否: `{ $name }` という名前の印刷されたカードはなく、あるのはその熟練版だけです: { $versions }。そのどれかを打ってください{ $made_up ->
        [yes] (その名前の gunbai の架空のカードは、印刷されたカードより優先されません)
       *[no] {""}
    }
session-redo = やり直すものはありません{ $why ->
        [not-last] : `redo` が戻すのは、ケースの最後の行である `undo` が取り消したものだけです
        [between] : 取り消した行と `undo` の間に他の行が入っています。その行をもう一度打ってください
       *[nothing] {""}
    }
session-no-step = ステップ { $seq } はこのケースにありません
session-no-command = この行にはコマンドがありません
session-busy = 他の書き手がこのケースに書き足し続けています。行をもう一度入力してください
session-no-expectation = `{ $text }` は expect の行ではありません
session-too-many-cards = 1 つのケースが持てるカードは { $max } 枚までで、{ $now ->
        [yes] このケースにはもう { $cards } 枚あります
       *[no] この行で { $cards } 枚になります
    }。残りはフォークするか新しいケースで扱ってください
session-not-stored = この行をケース `{ $case }` に記録できませんでした。何も追加されていません。もう一度入力してください
session-too-many-players = 1 つのケースのプレイヤーは { $max } 人までです。この行は { $count } 人を挙げています
session-too-many-commands = 1 行のコマンドは { $max } 個までですが、この行には { $count } 個あります。何行かに分けてください
session-no-case = 開いているケースがありません: `case new NAME` で始めるか、`case open NAME` で開いてください
session-log-cut = ケース `{ $case }` のイベントは今 { $now } 件ですが、このセッションは { $seen } 件まで読んでいました: 記録が切り詰められています。`gunbai verify { $case }` を実行して、ヘッド・ジャッジに伝えてください
session-corrupt = ケース `{ $case }` のイベント { $seq } を読めません: { $message }
shell-cannot-open = データベース { $db } を開けません
shell-ruling-not-recorded = 裁定は記録されませんでした
shell-ask = { $field ->
        [round] ラウンド
        [table] テーブル
        [players] 関わったプレイヤー(空白で区切る)
        [judge] ジャッジ
        [question] 質問
        [ruling] 裁定
        [penalty] ペナルティ(なければ空)
        [extension] 延長時間(分、なければ空)
        [event] イベント
       *[citations] 引用(ルール ID、空白で区切る)
    }
shell-ask-number = 1 以上の整数を入力してください{ $optional ->
        [yes] (または何も入れない)
       *[no] {""}
    }
shell-ask-link = ケース `{ $case }` のどのイベントに結び付けますか(1〜{ $events }、結び付けないなら空)
shell-no-event = イベントがまだありません: `gunbai event new NAME` で作ります
shell-recording-ruling = 裁定を記録します(Ctrl-C で中止。最後まで何も書き込まれません)。
shell-no-such-event = イベント `{ $event }` はありません: 次のどれかです: { $events }
shell-ruling-recorded = 裁定 #{ $number } を記録しました。`gunbai ruling show { $number }` で表示します
shell-warning = 警告: { $warning }
shell-nothing-waiting = 解決を待っているものはありません
shell-no-log = このセッションは記録を持ちません
shell-ruling-where = 裁定は対話シェルの `ruling add` か、スクリプトでは `gunbai ruling add --event … --round … --table …` で記録します
shell-unknown-rule = ルール ID `{ $id }` はありません: 近いもの: { $nearest }
shell-cards-usage = `cards` に続けるのは show NAME か search WORDS です
shell-no-card-db = このセッションにはカードを調べるデータベースがありません
shell-expectation-failed = 期待が外れました: { $message }
shell-line-too-long = gunbai が読む 1 行の最大 { $limit } より長い行です
shell-line-unreadable = { $line } 行目: 読めません: { $why }。ここで止めました: この行とその後の行は実行されていません

## コマンドラインのケースのコマンド(cli/commands/case.rs、cli/pg.rs)

cli-case-after = ケース `{ $case }`、イベント { $events } 件のうち { $at } 件目の後
cli-step-zero = ステップ 0: イベントの前の空の盤面
cli-step = ステップ { $at }: { $source }
cli-step-retracted = (後の undo で取り消されています)
cli-no-cases = ケースはまだありません: `gunbai case new NAME` か `gunbai run FILE` で作ります
cli-case-created = ケース `{ $case }` を作りました(ID { $id })
cli-case-forked = `{ $from }` の最初の { $at } 件のイベントでケース `{ $case }` を作りました。`{ $from }` はそのままです

## コマンドラインのイベントと裁定(cli/tournament.rs)

cli-event-created = イベント `{ $event }`{ $date } を作りました(ID { $id })
cli-on-date = ({ $date })
cli-no-rulings = 一致する裁定はありません
cli-no-ruling-matches = `{ $query }` に一致する裁定はありません
cli-ruling-column = { $column ->
        [id] ID
        [number] #
        [event] イベント
        [date] 日付
        [rulings] 裁定
        [appeals] 上訴
        [round] ラウンド
        [table] テーブル
        [given] 裁定の時刻(現地)
        [players] プレイヤー
        [judge] ジャッジ
        [question] 質問
        [ruling] 裁定
        [cites] 引用
       *[notes] 注
    }
cli-note-version = 版 { $version }
cli-note-appeal = 上訴: { $outcome }
cli-note-case = ケース { $case } @{ $at }
cli-ruling-head = 裁定 #{ $number }{ $corrected ->
        [yes] (版 { $version }、訂正済み)
       *[no] {""}
    } — イベント `{ $event }`{ $date }
cli-in-parens = ({ $text })
cli-ruling-where = ラウンド { $round } · テーブル { $table } · プレイヤー { $players } · ジャッジ { $judge }
cli-ruling-field = { $field ->
        [given] 裁定の時刻:{" "}
        [question] 質問:{" "}
        [ruling] 裁定:{" "}
       *[penalty] ペナルティ:{" "}
    }{ $value }
cli-ruling-extension = 延長: { $minutes } 分
cli-ruling-no-citations = 引用: なし
cli-ruling-citations = 引用:
cli-ruling-citation-gone = もうコーパスにありません
cli-ruling-case = ケース `{ $case }` のイベント { $at }。そのときの説明:
cli-ruling-appeals = 上訴:
cli-ruling-appeal = { $when } { $by } が審理{ $appellant }(版 { $version } について): { $outcome } — { $note }
cli-appealed-by = 、上訴したのは { $appellant }
cli-ruling-versions = 版:
cli-ruling-version = 版 { $version }({ $original ->
        [yes] 元の裁定
       *[no] 訂正
    })、{ $when } に { $author } が記録: { $ruling }
cli-ruling-recorded = { $when } に { $author } が記録 · ハッシュ { $hash }
cli-check-cannot-replay = このケースは今は再生できません: { $problem }
cli-check-same = エンジンはケース `{ $case }` のイベント { $at } で今も同じ状態に至ります
cli-check-differs = エンジンはケース `{ $case }` について今は違う結果を出します: 最初に食い違うイベント { $event }{ $line }
cli-diverging-line = (`{ $line }`)
cli-check-state-differs = イベント { $at } の状態が、この裁定に凍結された状態と違います
cli-check-explained-now = イベント { $at } の今の説明:
cli-no-events = イベントはまだありません: `gunbai event new NAME` で加えます

## ケースの記録とケースの一覧(render/log.rs、cli/commands/case.rs)

log-column = { $column ->
        [seq] #
        [recorded] 記録の時刻(現地)
        [author] 記録者
        [line] 行
        [event] イベント
       *[note] 注
    }
log-retracted = undo で取り消し
log-undo = undo
case-column = { $column ->
        [id] ID
        [name] 名前
        [created] 作成(現地)
        [events] イベント
       *[forked] フォーク元
    }
case-forked-at = { $case } の { $at }
cli-goto-range = goto にはステップの番号を 0 から { $n } までで指定します
shell-line-not-utf8 = { $line } 行目: UTF-8 のテキストではありません({ $column } 桁目が不正なバイト)。ここで止めました: この行とその後の行は実行されていません。入力を UTF-8 で保存して、もう一度実行してください
shell-line-error = { $line } 行目: { $error }
shell-case-started = (開いているケースがなかったので、ケース `{ $name }` を始めました)

## コマンドラインが書き出したもの(cli/tournament.rs)

export-made-from = 裁定の連鎖 { $anchor } から作成(gunbai verify --expect '{ $anchor }' で確かめられます)
cli-wrote = { $what } を { $path } に書き出しました
cli-wrote-rulings = イベント `{ $event }` の裁定({ $count } 件)
cli-wrote-case = ケース `{ $case }`(イベント { $count } 件)

## `gunbai run`

cli-run-error = エラー: { $line } 行目: { $error }
cli-run-not-appended = その行については何も追加されていません。それより前の行は保存されています
cli-run-summary = 確認 { $passed } 件が成立、{ $failed } 件が不成立。{ $place }
cli-run-in-memory = メモリ上のみ(保存していません)
cli-run-saved = ケース `{ $case }`({ $db })
cli-run-failed = エラー: 確認 { $failed } 件が不成立です
cli-cannot-read-scenario = シナリオ・ファイル { $path } を読めません
cli-error = エラー: { $error }

## `gunbai deck check`

deck-too-small = { $deck } デッキは { $n } 枚です。少なくとも { $min } 枚必要です
deck-home-stronghold = 城砦はどちらのデッキとも別に置かれます（デッキの箱に印刷されています）
deck-home-recruited = 人物と施設は領地から登用され、領地には王朝カードが置かれます
deck-home-event = イベントは領地で表向きになり、領地には王朝カードが置かれます
deck-home-region = 地域は領地から場に出て、領地には王朝カードが置かれます
deck-home-attached = 運命デッキにはアクション、気法、人物に付けるカードが入ります
deck-home-action = アクションと気法は運命カードです
deck-home-ring = 輪はアクション・カードで、アクションは運命カードです
deck-home-ancestor = 祖霊は家来の一種で、家来は運命カードです
deck-not-stronghold = { $card } は{ $kind }で、城砦ではありません: [{ $home }] の下に書いてください
deck-wrong-section = { $card } は{ $kind }で、[{ $section }] ではなく [{ $home }] の下に入ります: { $rule } についての gunbai の解釈: { $why }
deck-a-kind = `{ $kind }`
deck-limit-unique-experienced = 人物のユニークな版は 1 枚までです
deck-limit-event = イベントは 1 枚までです
deck-limit-ring = 元素の輪は 1 枚までです
deck-limit-unique = ユニークなカードは 1 枚までです
deck-limit-experienced = 熟練のカードは 1 枚までです（experienced.deck-limit ならユニークでない版は 3 枚まで認めますが、gunbai は setup.one-copy に従います）
deck-limit-copies = デッキに入れられる同じカードは { $max } 枚までです
deck-copies = { $deck } デッキに { $card } が { $total } 枚{ $lines }: { $why }
deck-copies-lines = （{ $lines } 行目）
deck-copies-one-line = {""}
deck-no-stronghold = デッキに城砦がありません: { $hint }
deck-stronghold-elsewhere = { $card } は { $line } 行目で [{ $section }] の下にあります。[stronghold] の下に移してください
deck-add-stronghold = [stronghold] の節を加えて城砦を 1 枚書いてください
deck-many-strongholds = デッキに城砦が { $total } 枚あります。プレイヤーの城砦はちょうど 1 枚で、それが武家を決めます
deck-too-many-lines = このファイルには { $max } 行を超えるカード行があり、そのようなデッキはありません: 残りは読みません
deck-unknown-section = `[{ $word }]` は知らない節です。[stronghold]、[dynasty]、[fate] のどれかを使ってください
deck-bad-count = `{ $count }` は枚数ではありません。`3 Card Name` のように 1 以上の枚数を書くか、1 枚なら名前だけを書いてください
deck-bad-count-l5d = `{ $count }` は枚数ではありません。`3 Card Name` のように 1 以上の枚数を書いてください
deck-no-name = `{ $count }` の後にカード名がありません: `{ $count } Card Name` と書いてください
deck-before-heading = `{ $name }` が節の見出しより前にあります: その上に [stronghold]、[dynasty]、[fate] のどれかを書いてください
deck-not-card-line = カードの行ではありません
deck-name-too-long = { $n } 文字のカード名は、どのカード名よりも長すぎます（最大 { $max } 文字）: 改行が抜けていませんか？
deck-env-refusal = { $card } は gunbai の { $sets } 収録カードの一覧（fixtures/environments.toml）になく、{ $title } では他の{ $kind ->
        [card] カード
       *[other] `{ $kind }`
    }は使えません
deck-read-error = エラー: デッキ・ファイル { $path } を読めません: { $error }
deck-no-legal-tags = カード・データベースが取り込まれていないので、<legal> タグはありません
deck-legal-tags = 取り込んだカードの <legal> タグ: { $tags }
deck-unknown-environment = `{ $id }` は知らない環境です。{ $ids } のどれか、または { $imported } のどれかを入力してください
deck-not-legal-no-env = { $card } は { $tag } で使えません: カード・データベースはこのカードにどの環境も挙げていません
deck-not-legal-in = { $card } は { $tag } で使えません: カード・データベースが挙げる環境は { $tags } です
deck-not-imported = { $card } は取り込んだカード・データベースになく、{ $tag } で使えると言えるものがありません{ $synthetic ->
        [yes] （gunbai の組み込みライブラリーの架空のカードです）
       *[no] {""}
    }
deck-summary = { $file }: 城砦 { $stronghold }、王朝 { $dynasty }、運命 { $fate }{ $pregame ->
        [0] {""}
       *[other] 、開始前 { $pregame }
    }{ $env }
deck-environment = 、環境 { $env }
deck-legal = 適格: 違反なし
deck-could-not-check = { $n } 枚を確かめられませんでした: 残りは gunbai が確かめる規則のどれにも反していません
deck-column = { $column ->
        [line] 行
        [card] カード
        [rule] 規則
       *[message] 内容
    }
deck-rule-reading = { $rule }（解釈）
deck-not-legal = 不適格: 違反 { $n } 件{ $unchecked ->
        [0] {""}
       *[other] 、さらに { $unchecked } 枚を確かめられませんでした
    }
deck-unchecked = { $n } 枚を確かめられませんでした: 取り込んだカードにも組み込みライブラリーにもありません（そのカードを含むカード・データベースを取り込んでください: `gunbai cards import FILE.xml`）
deck-unchecked-line = {"  "}{ $line } 行目: { $card }{ $hint }
deck-did-you-mean = （`{ $name }` のことですか？）
shell-banner = gunbai { $version } — データベース { $db }。`help` でコマンドを一覧できます。
shell-moved-on = （ケースが進んでいました: 他でイベントが { $count } 件追加されたので、盤面を読み込み直しました）
export-is-database = { $path } はデータベースそのもの（またはそのジャーナル・ファイルか検査の印）です。書き出しには別のファイル名を指定してください
export-exists = { $path } はすでにあります。新しいファイル名を指定するか、置き換えるなら --force を加えてください
export-is-folder = { $path } はフォルダーです。{ $example } のようなファイル名を指定してください
export-io = { $path } に書き込めません: { $error }（ファイルがあったなら、変わっていません）
shell-took-back = ステップ { $seq } を取り消しました: { $line }
shell-put-back = 戻しました: { $line }
shell-slip-on-target = `target { $handle }` のことですか？ `on` が指すのは、家来・品物・呪文を付けるプレイヤー自身の人物です。アクションの対象は `target` の後に書きます
cli-venue-on-sqlite = --venue { $venue } は会場が PostgreSQL のセンターに送った裁定を指します。SQLite ファイルにはそのファイル自身の裁定しかありません。--venue を外すか、--db postgres://… でセンターを指定してください
cli-at-range = ケース `{ $case }` のイベントは { $n } 件です。--at には 0 から { $n } までを指定してください
cli-replay-banner = ケース `{ $case }`: イベント { $n } 件。コマンド: next、prev、goto N、board、steps、log、quit
cli-replay-unknown = replay のコマンドではありません。next、prev、goto N、board、steps、log、quit のどれかを入力してください
cli-replay-already = すでにステップ { $at } / { $n } にいます
