# gunbai の日本語テキスト（カードの読み取りとカードのコマンド）。このフォルダの他の .ftl と一つのカタログをなし
# （src/i18n がつなぐ）、各 id は locales/en/ に同じ変数の対をもつ。

gold-read-from-text = { $holding } は { $gold } 金を生み出します。印刷されたテキスト «{ $printed }» から読み取りました：{ $why }
gold-if-plain = 印刷された額
gold-if-none = より多くの金を得る印刷された条件はどれも満たされていません
gold-if-clan = プレイヤーが { $clan } 氏族なので、多い方の額
gold-if-paying-for = { $what } の支払いなので、多い方の額
gold-if-cost = 金コスト { $cost } 以上のカードの支払いなので、多い方の額
gold-if-stronghold = プレイヤーの城塞の金産出量が { $gold } 以下なので、多い方の額
gold-if-control = プレイヤーが { $what } を支配しているので、多い方の額
gold-if-not-your-turn = プレイヤーの手番ではないので、多い方の額

## カードの説明(cards/cli.rs: `cards show`、`cards search`)

cards-head = { $name } — { $kind }{ $clans }(ID { $id })
cards-head-built-in = { $name } — { $kind }
cards-stat = { $stat ->
        [force] 戦闘力
        [chi] 血
        [personal_honor] 個人の名誉
        [honor_req] 名誉の条件
        [cost] 金のコスト
        [focus] 集中値
        [gold_production] 金の産出
        [province_strength] 領地の強さ
       *[starting_honor] 最初の家の名誉
    } { $value }
cards-kept = 印刷のまま保存、使いません(gunbai はこの値を使えません): { $values }
cards-traits = 特性: { $traits }
cards-text = テキスト:
cards-read = 印刷されたテキストから読んだもの:
cards-extent = ({ $extent ->
        [fully] すべて読めた
        [partly] 一部を読めた
       *[not] 読めなかった
    })
cards-rulings = 裁定:
cards-printings = 収録: { $list }
cards-legal = 使える環境: { $list }
cards-none-given = 記載なし
cards-not-played = gunbai は { $kind } のカードをプレイしません: ケースでは `card "{ $name }" KIND …` で記述します
cards-no-version = 版の記載なし
cards-version = 版 { $version }
cards-source-printed = 出典: 取り込んだカード・データベース { $file } の印刷されたカード({ $version }、{ $when } に取り込み)
cards-shadowed = (同じ名前の gunbai の組み込みカード。ケースでは上の取り込んだ { $name } を{ $made_up ->
        [yes] 使います
       *[no] このカードの効果とともに使います
    })
cards-experienced = 熟練 { $level }
cards-own-words = テキスト(gunbai の言葉): { $text }
cards-source-built-in = 出典: gunbai の組み込みライブラリ{ $made_up ->
        [yes] {" "}— 架空のカード(合成): このテキストやこの数値を持つ印刷されたカードはありません
       *[no] 、参考資料のカードの事実から
    }
cards-note = 注: { $note }
cards-no-match = 一致するカードはありません
cards-hit-source = { $source ->
        [imported] 取り込み
        [built-in] 組み込み
       *[built-in--made-up] 組み込み、架空
    }
cards-more-hits = … 取り込んだカードでは全部で { $total } 枚が一致します。言葉を足して絞り込んでください

## `cards import`(cards/cli.rs)

cards-cannot-read = カード・データベース { $file } を読めません
cards-imported = { $file }({ $version })を取り込みました: カード { $cards } 枚 — 追加 { $added }、変更 { $changed }、変更なし { $unchanged }
cards-kept-before = 以前に取り込んだカードのうち { $count } 枚はこのファイルにありません。それらは残します
cards-kept-count = 印刷のまま保存した値を持つカード { $count } 枚(gunbai はその値を使えません。`cards show` がそう示します){ $colon ->
        [yes] :
       *[no] {""}
    }
cards-not-as-written = 書かれたとおりには取り込めなかったカード { $count } 枚:
cards-note-at-line = { $line } 行目、{ $card }: { $what }

## 印刷されたテキストの解釈（ジャッジの言葉で。カードが名指す印刷された語はそのまま）

read-and = 、かつ
read-or = {" "}または{" "}
read-comma = 、
read-if-clan = あなたが { $clan } Clan のプレイヤーである
read-if-paying-for = { $what } の支払いである
read-if-stronghold-gold = あなたの城砦の金産出が { $n } 以下である
read-if-paying-cost = 印刷された金コストが { $n } 以上のカードの支払いである
read-if-control = あなたが { $what } を支配している
read-if-not-your-turn = あなたの手番ではない
read-if-control-at-least = あなたが{ $other ->
        [yes] 他の
       *[no] {""}
    } { $what } を { $count } 枚以上支配している
read-if-favor = あなたが帝の寵愛を持っている
read-if-lose-honor = そのためにあなたが名誉を { $n } 失う
read-if-bringing = あなたが { $what } を場に出している
read-if-paid-to-recruit = この金が { $what } の登用に支払われる
read-if-is = { $who } が { $what } である
read-if-moved = { $who } が移動した
read-if-would-be-opposed = { $who } が対抗されることになる
read-if-force-is = { $who } の武力が { $n } である
read-if-your-turn = あなたの手番である
read-if-first-turn = あなたの最初の手番である
read-if-you-are = あなたが { $what } である
read-if-enemy-here = 現在の戦場に敵の部隊がいる
read-if-no-terrain = 現在の戦場に地形がない
read-if-hand-at-most = あなたの手札が { $n } 枚以下である
read-if-hand-at-least = あなたの手札が { $n } 枚以上である
read-if-recon = あなたが偵察を持っている
read-if-family-honor = あなたの家の名誉が { $n } 以下である
read-if-any = { $conds } のいずれかである
read-if-is-not = { $who } が { $what } ではない
read-if-has = { $who } が { $what } を持っている
read-if-has-no = { $who } が { $what } を持っていない
read-if-not-yours = あなたが { $who } を支配していない
read-if-stat = { $who } の { $stat } が { $n } { $at_least ->
        [yes] 以上
       *[no] 以下
    } である
read-target = { $side ->
        [yours] あなたの{" "}
        [others] 他のプレイヤーの{" "}
       *[any] {""}
    }{ $must }{ $kinds }
read-target-count = { $max ->
        [any] { $min } 枚以上の{" "}
        [same] { $min } 枚の{" "}
       *[other] { $min } ～ { $max } 枚の{" "}
    }
read-target-limit = {" "}（{ $stat } が { $value } { $most ->
        [yes] 以下
       *[no] 以上
    }）
read-who = { $who ->
        [created] この能力が作ったパーソナリティ
        [later-target] その対象
        [trigger-target] 誘発したアクションが対象とするカード
        [this] このカード
        [performer] 実行者
        [performer-unit] 実行者の部隊
        [stronghold] あなたの城砦
        [bearer] このカードが付いている人物
        [loser] 決闘の敗者
        [found] 探して見つけたカード
        [attack-target] 攻撃の対象
        [discarded] コストとして捨てたカード
        [this-unit] このカードの部隊
        [looked] 見たカード
       *[winner] 決闘の勝者
    }
read-who-target = 対象 { $n }
read-who-unit-of = 対象 { $n } の部隊
read-act = { $act ->
        [bow] { $who } をお辞儀させる
        [straighten] { $who } を起こす
        [destroy] { $who } を破壊する
        [dishonor] { $who } を不名誉にする
        [rehonor] { $who } の名誉を回復する
        [discard] { $who } を捨てる
        [remove] { $who } をゲームから取り除く
        [bow-or-straighten] { $who } をお辞儀させるか起こす
        [move-to-battlefield] { $who } を現在の戦場へ移動させる
        [to-hand] { $who } をあなたの手札に加える
        [transfer] このカードを { $who } に移す
        [show] { $who } を公開する
       *[move-home] { $who } を本拠へ移動させる
    }
read-discard-hand = 手札を { $n } 枚捨てる
read-gain-honor = 名誉を { $n } 得る
read-lose-honor = 名誉を { $n } 失う
read-pay-gold = 金を { $n } 支払う
read-draw = { $n } 枚引く
read-bonus = { $who } に { $bonus }（{ $lasting ->
        [turn] ターン終了まで
       *[permanent] 永続
    }）
read-gold-equal = このカードの { $stat } に等しい金を産出する
read-gold = 金を { $n } 産出する
read-gold-per = 、さらにあなたが支配する{ $other ->
        [yes] 他の
       *[no] {""}
    } { $what } 1 枚につき { $n }
read-that-is = （{ $what } であるもの）
read-gold-instead = 、または { $cond } なら { $n }
read-gold-only-for = 、{ $what } である { $of } 1 つの支払いにのみ使える
read-token = { $who } が { $amount } { $stat } の { $name } トークンを得る
read-if-then = { $cond } なら: { $then }
read-otherwise = 。そうでなければ: { $then }
read-additional-kind = プレイヤーは追加の { $kind } アクションを行ってよい
read-additional = プレイヤーは追加のアクションを行ってよい
read-bonus-tokens = { $who } が { $what } トークンを { $n } 個得る
read-put-into-play = { $who } を{ $there ->
        [yes] 現在の戦場に
       *[no] {""}
    }場に出す
read-negate = これを誘発したものの効果を無効にする
read-look-at-top = { $deck } の上から { $n } 枚を見る
read-put-back = 見たカードを好きな順で戻す
read-to-bottom = { $who } をそのデッキの一番下に置く
read-one-looked-to-hand = 見たカードのうち 1 枚を手札に加える
read-negate-on = これを誘発したアクションによる{ $what ->
        [movement] { $who } の移動
        [destruction] { $who } の破壊
       *[all] { $who } への効果
    }を無効にする
read-unless = { $cond } でない限り：{ $then }
read-attack-strength = これを誘発した攻撃の強さを { $amounts } する{ $choice ->
        [yes] （どれかはあなたが選ぶ）
       *[no] {""}
    }
read-province-strength-one = { $which ->
        [this] この地方
        [target] 対象の地方
        [here] 現在の戦場の地方
       *[chosen] あなたが選ぶ地方
    } の強さをターン終了まで { $amounts } する{ $choice ->
        [yes] （どれかはあなたが選ぶ）
       *[no] {""}
    }
read-attack-counted = 強さが{ $base ->
        [0] { $per ->
            [1] {""}
           *[other] { $base } に
        }
       *[other] { $base } に
    }「{ $what }」1 つにつき { $per } の{ $attack ->
        [ranged] 遠隔攻撃
        [melee] 近接攻撃
       *[fear] 恐怖
    }
read-attack-of = { $who } の { $stat } に等しい強さの{ $attack ->
        [ranged] 遠隔攻撃
        [melee] 近接攻撃
       *[fear] 恐怖
    }
read-duel = { $challenger } が { $challenged } に決闘を挑む
read-discard-favor = 帝の寵愛を捨てる
read-becomes-dead = { $who } は{ $honorably ->
        [yes] 名誉ある
       *[no] 不名誉な
    }死を遂げたものとなる
read-bow-this-or-one = このカードか、{ $yours ->
        [yes] あなたの { $what } カード
       *[no] このカードに付いている { $what } カード
    }のうち1枚（選択）をお辞儀させる
read-destroy-one = { $what } を 1 枚破壊する（対象にせず選ぶ）{ $able ->
        [yes] 、可能なら
       *[no] {""}
    }
read-set-force = { $who } の戦闘力を { $n } にする
read-force-of = { $who } がターン終了まで { $of } の { $stat } に等しい戦闘力の{ $penalty ->
        [yes] 減少
       *[no] 増加
    }を得る
read-province-strength = { $all ->
        [yes] あなたの各領地
       *[no] この領地
    }の防御力 { $amount }
read-discard-other = あなたの場にある他の { $keyword } をすべて捨てる
read-may = プレイヤーは次を行ってよい: { $then }
read-create-personality = { $stats } の人物（{ $keywords }）を{ $there ->
        [yes] 現在の戦場に
       *[no] {""}
    }作る
read-no-straighten-until = { $who } は { $when } まで起きない
read-no-straighten = { $who } はこのターン起きない
read-later = { $when } に: { $then }
read-refill = 先に名指された領地を{ $up ->
        [yes] 表向き
       *[no] 裏向き
    }で補充する
read-create-holding = { $bowed ->
        [yes] お辞儀した
       *[no] {""}
    }施設を作る: { $abilities }
read-strength = { $kind ->
        [ranged] 遠隔攻撃 { $n }
        [melee] 近接攻撃 { $n }
       *[fear] 恐怖 { $n }
    }
read-gain-ability = { $who } が能力 [{ $ability }] を得る（{ $lasting ->
        [turn] ターン終了まで
       *[permanent] 永続
    }）
read-gain-keyword = { $who } がキーワード { $word } を得る（{ $lasting ->
        [turn] ターン終了まで
       *[permanent] 永続
    }）
read-delayed = { $when ->
        [turn-ends] このターンが終わる前
        [phase-ends] このフェイズが終わる前
        [battle-resolves] この合戦が解決される前
        [battle-ends] 合戦が終わった後
        [battle-resolved] この合戦が解決された後
        [next-turn-ends] あなたの次のターンが終わる前
       *[next-turn-begins] あなたの次のターンが始まった後
    }に: { $then }
read-redirect = アクションは代わりに { $who } を対象とする（それが正当な対象である場合）
read-bonus-each = その時点の { $what } すべてに { $bonus }（{ $lasting ->
        [turn] ターン終了まで
       *[permanent] 永続
    }）
read-take-to-hand = あなたの { $place } から { $what } を1枚選んで（対象にせず）手札に加える
read-target-player-honor = （この効果の時点で）対象としたプレイヤーが{ $change ->
        [gain] 名誉を { $n } 得る
        [lose] 名誉を { $n } 失う
       *[gain-or-lose] 名誉を { $n } 得るか失う（あなたが選ぶ）
    }
read-no-actions = { $who } は{ $until ->
        [phase-ends] 現在のフェイズが終わる
       *[turn-ends] ターンが終わる
    }までアクションを実行できない
read-may-pay = あなたは { $pay } を支払ってよい。支払った場合、{ $then }
read-one-of = 次のいずれか（あなたが選ぶ）: { $options }
read-movement-not-negated = その移動は無効化されない
read-turn-face-up = { $who } を表向きにする
read-use-again = あなたは { $who } の能力を{ $turn ->
        [yes] このターン追加でもう1回
       *[no] 2回目として
    }使ってよい
read-transfer-to = { $what } を { $to } に移し替える
read-with-abilities = {" "}（能力: { $abilities }）
read-gain-keyword-one-of = { $who } が { $words } のうちあなたが選ぶキーワード1つを得る（{ $lasting ->
        [turn] ターン終了まで
       *[permanent] 永続
    }）
read-may-target = この効果の解決時に（アクションの宣言時ではなく）{ $target } を対象としてよい。その場合: { $then }
read-as-moves = { $who } が移動する際に: { $then }
read-one-looked-to-bottom = 見たカードのうち1枚をそのデッキの一番下に置く
read-shuffle = あなたの { $deck } をシャッフルする
read-additional-by = プレイヤーは追加の { $kind }アクションを行ってよい。それは { $who } が実行しなければならない
read-draw-at-next-end = あなたの次の終了フェイズに追加で { $n } 枚引く
read-no-attack-this-turn = あなたはこのターン攻撃を宣言できない
read-take-favor = 帝の寵愛を得る
read-chosen-player-honor = あなたが選んだプレイヤーが名誉を { $n } 得るか失う（どちらかはあなたが選ぶ）
read-have-recon = あなたは現在の戦場で偵察を得る
read-controller-honor = 対象の支配者が名誉を { $n } { $change ->
        [lose] 失う
       *[gain] 得る
    }
read-controller-honor-of = 対象の支配者が { $of } の { $stat } に等しい名誉を{ $change ->
        [lose] 失う
       *[gain] 得る
    }
read-follower-token = { $n }F の家来トークン
read-search = あなたの { $place } から { $what } を探す
read-bring-into-play = { $who } を{ $bowed ->
        [yes] お辞儀した状態で
       *[no] {""}
    }{ $here ->
        [yes] 現在の戦場に
       *[no] {""}
    }場に出す{ $paying ->
        [yes] （すべてのコストを支払う{ $less ->
            [0] {""}
           *[other] が、金を { $less } 少なく支払う
        }）
       *[no] {""}
    }
read-attach = { $what } を { $to } に付ける{ $paying ->
        [yes] （すべてのコストを支払う{ $less ->
            [0] {""}
           *[other] が、金を { $less } 少なく支払う
        }）
       *[no] {""}
    }
read-create-attached = { $stats } の { $words }{ $kind } を作り、{ $to } に付ける
read-moment = あなたの次の { $phase } フェイズの{ $begins ->
        [yes] 始め
       *[no] 終わり
    }
read-even-if = （{ $what ->
        [bowed] このカードがお辞儀していても
        [dead] このカードが死んでいても
        [at-home] このカードが本拠にあっても
        [not-here] このカードが現在の戦場になくても
        [unit-not-here] この部隊が現在の戦場になくても
       *[no-units-here] あなたが現在の戦場に部隊を持っていなくても
    }）
read-per = （{ $per } ごとに { $times } 回）
read-summary-if = 条件: { $cond }
read-summary-performer = 実行者: { $target }
read-summary-trigger = 誘発条件（印刷どおり）: { $trigger }

# conditions (round 3)
read-discard-this-from-hand = 手札からこのカードを捨てる
read-if-no-province-destroyed = あなたの前のターンの{ $began ->
    [yes] 開始
   *[no] 終了
}以降、あなたの地方は1つも破壊されていない
read-if-active-early-turn = { $is ->
    [yes] 手番プレイヤーの1回目か2回目のターンである
   *[no] 手番プレイヤーの1回目か2回目のターンではない
}
read-if-attached-from-hand = あなたがこのターンに手札からカードを付属させた

read-summary-target = 対象 { $n }: { $target }
read-summary-cost = コスト: { $parts }
read-summary-effect = 効果: { $parts }
read-summary-unread = 読めなかった部分: { $parts }

# effects (more)
read-no-abilities = { $who } の{ $which ->
        [base] 基本能力
        [printed] 印刷された能力
       *[all] 能力
    }はターン終了まで使えない
read-to-owner = { $place ->
        [hand] { $who } をその所有者の手札に戻す
        [deck-top] { $who } をその所有者のデッキの一番上に置く
       *[shuffle] { $who } をその所有者のデッキに混ぜてシャッフルする
    }
read-produces-more = ターン終了まで、{ $who } は金を生み出すためにボウするたびに金を { $n } { $more ->
        [yes] 多く
       *[no] 少なく
    }生み出す
read-negate-on-more = これを誘発したアクションによる { $who } の{ $what ->
        [bowing] ボウ
        [dishonoring] 不名誉化
       *[straightening] 起立
    }を無効にする
read-end-phase = { $phase } フェイズを今すぐ終える
read-story = 「{ $text }」（物語の文: 効果なし）
read-with-followers = { $who } とそれに付いている各従者は{ $keyword ->
        [yes] キーワード { $what } を得る
       *[no] { $what } を得る
    }（{ $lasting ->
        [turn] ターン終了まで
       *[permanent] 永続
    }）
read-no-ability-chosen = { $who } の能力のうちあなたが選ぶ1つはターン終了まで使えない
read-negate-force = { $who } の現在のフォース{ $which ->
        [bonuses] ボーナス
        [penalties] ペナルティ
       *[bonuses-or-penalties] ボーナスかペナルティ（どちらかをあなたが選ぶ）
    }を無効にする{ $new ->
        [yes] （ターン終了までに与えられるものも）
       *[no] {""}
    }
read-negate-kind = この割り込みが割り込むアクションを無効にする（{ $kinds } アクションでなければならない）
read-if-refused = 挑戦された人物は決闘を拒否してよい（拒否した場合: { $then }）
read-may-assign-bowed = ターン終了まで、{ $who } はボウしていても戦場に配置できる
read-provinces-to-bottom = あなたの領地にある{ $up ->
        [yes] 表向きのカード
       *[no] カード
    }を、あなたが選ぶ1枚以上、あなたの王朝デッキの一番下に置き、それらの領地を表向きで補充する

## `gunbai cards coverage`

coverage-head = 取り込んだカード { $cards } 枚、うち gunbai が探す印刷された能力（時機のあるもの、または金を産出するもの）を持つもの { $with } 枚
coverage-heading = { $heading ->
        [all] すべての能力
        [timed] 時機のある能力
        [gold] 金の産出
        [by-timing] 時機ごと:
        [by-kind] カードの種類ごと:
       *[by-effect] 効果の最初の語ごと（多い順に 15）:
    }
coverage-played = 読んだとおりに処理できるもの: 時機のある能力 { $of_timed } のうち { $timed }（{ $pct }%）、全部読めた金の能力 { $of_gold } のうち { $gold }
coverage-not-played = 全部読めたが読んだとおりには処理できないもの（理由 { $reasons } 種。多い順に { $shown } 種）:
coverage-extent = { $extent ->
        [fully] 全部
        [partly] 一部
       *[not] 不可
    }
coverage-unread = 読めなかった部分（{ $templates } 型。多い順に { $shown } 型を例とともに）:
coverage-nothing-imported = カード・データベースがまだ取り込まれていません: 先に `gunbai cards import FILE.xml`、次に `gunbai cards coverage` を実行してください

# conditions (more)
read-discard-hand-of = 手札から { $what } を1枚捨てる
read-if-another-more-honor = 他のプレイヤーの家の名誉があなたより高い
read-if-highest-honor = あなたの家の名誉が最も高い
read-if-fewest-provinces = あなたの州が他のどのプレイヤーよりも少ない
read-if-this-did = { $by ->
        [none] この能力の効果
       *[other] その { $by }
    }が { $what } を{ $verb ->
        [destroyed] 破壊した
        [bowed] お辞儀させた
       *[targeted] 目標にした
    }
read-if-moved-this-battle = { $who } がこの戦闘中に移動した
read-pay-gold-of = { $who } の { $stat }{ $minus ->
        [0] {""}
       *[other] {" "}から { $minus } を引いた
    }に等しい金を支払う
read-after-time = 「{ $trigger }」の後: { $then }
read-if-phase = 今が { $what } である
read-if-hand-compared = あなたの手札が他のどのプレイヤーよりも{ $fewer ->
        [yes] 少ない
       *[no] 多い
    }
read-bow-attached = このカードに付属している { $what } 1枚をお辞儀させる
read-if-fewer-units = あなたの軍の部隊が敵の軍より少ない
read-if-won-duel = { $who } がこのターンに決闘に勝った
read-if-moved-this-turn = { $who } がこのターンに移動した
read-if-performed-it = { $who } がこれを誘発したアクションを行った
read-if-its-effects-destroyed = これを誘発したアクションの効果が { $who } を破壊した
read-if-action-yours = これを誘発したアクションが{ $yours ->
        [yes] あなたの
       *[no] 他のプレイヤーの
    }ものである
read-if-dead = { $yours ->
        [yes] あなたが所有する
       *[no] いずれかの捨て札置き場にある
    }死んだ { $what } がいる

# effects (round 3)
read-interrupted-attack-strength = この割り込みが応じたアクションの{ $kind ->
        [ranged] 遠隔攻撃
        [melee] 近接攻撃
        [fear] 恐怖
       *[other] 近接または遠隔攻撃
    }の強さを { $amount } する

# more effects
read-who-trigger-card = 誘発条件が名指すカード
read-gold-production-each = その時点の { $what } すべての金生産を{ $until ->
        [turn-ends] このターンが終わるまで
        [phase-ends] このフェイズが終わるまで
        [battle-resolves] この合戦が解決されるまで
        [battle-ends] 合戦が終わるまで
       *[next-turn-begins] あなたの次のターンが始まるまで
    } { $more ->
        [yes] +{ $n }
       *[no] -{ $n }
    } する
read-negate-straightening = { $until ->
        [this-turn] このターン
        [this-game] このゲーム中
        [next-turn] あなたの次のターンが始まるまで
        [next-phase] あなたの次の { $phase } フェイズが始まるまで
       *[this-in-play] このカードが場にある間
    }、{ $who } の{ $next ->
        [yes] 次の起き上がり
       *[no] 起き上がり
    }を無効にする
read-no-destruction-by-others = ターン終了まで、他のプレイヤーのカードの効果による { $who } の破壊を無効にする
read-attack-of-plus = { $who } の { $stat } に等しい強さの{ $attack ->
        [ranged] 遠隔攻撃
        [melee] 近接攻撃
       *[fear] 恐怖
    }（{ $cond } なら +{ $n }）
read-move-to = { $who } を{ $to ->
        [different-battlefield] 別の戦場（この効果の時点で選ぶ）
        [different-location] 別の場所（この効果の時点で選ぶ）
        [adjacent-battlefield] 隣接する戦場（この効果の時点で選ぶ）
        [different-unresolved-battlefield] 別の未解決の戦場（この効果の時点で選ぶ）
        [adjacent-unresolved-battlefield] 隣接する未解決の戦場（この効果の時点で選ぶ）
        [unresolved-battlefield] 未解決の戦場（この効果の時点で選ぶ）
        [this-battlefield] このカードの戦場
        [this-location] このカードの場所
        [enemy-battlefield] 敵の部隊がいる戦場（この効果の時点で選ぶ）
       *[opposed-battlefield] 対抗される戦場（この効果の時点で選ぶ）
    }へ移動させる
read-set-force-to = { $who } の軍事力を自身の { $stats } と等しくする{ $choice ->
        [yes] （あなたが選ぶ）
       *[no] {""}
    }
read-show-hand = あなたの手札をすべてのプレイヤーに見せる
read-destroy-tokens = { $all ->
        [yes] 場の { $name } トークンをすべて破壊する
       *[no] 場の { $name } トークンを1つ（対象にせず選んで）破壊する
    }
read-action-not-negated = 宣言されたアクションの効果は無効にも延期にもされない
read-controller-honor-of-at-most = 対象の支配者が { $who } の { $stat } と { $n } のうち低い方に等しい名誉を{ $loses ->
        [yes] 失う
       *[no] 得る
    }
read-province-strength-of = ターン終了まで、現在の戦場の領地の強さを { $who } の { $stat } だけ上げるか下げる（あなたが選ぶ）
read-negate-movement = { $next ->
        [yes] { $who } の次の移動を無効にする
       *[no] { $who } のこの後の移動をすべて無効にする（終わりの記載なし）
    }
read-take-control = { $who } の支配権を得る{ $joins ->
        [yes] （あなたの軍勢に加わる）
       *[no] {""}
    }
read-destroy-province-at = あなたの{ $side ->
        [rightmost] 右端
       *[leftmost] 左端
    }の領地を破壊する
read-no-honor-loss-until-action-ends = そのアクションが終わるまで、名誉の損失をすべて無効にする
read-bonus-until-action-ends = そのアクションが終わるまで { $who } に { $bonus }
read-produce-gold-of = { $who } の { $stat } に等しい金を生み出す
read-controller-of-gains-honor = { $who } の支配者は { $n } 名誉を得る
read-controller-of-draws = { $who } の支配者はカードを { $n } 枚引く
read-bow-attachments = { $who } のすべての付属カードを寝かせる
read-keyword-while-in-play = このカードが場にある間、{ $who } は { $word } を持つ
read-raise-force-to = { $who } の軍事力を { $n } に上げる（ターン終了までのボーナス。すでに { $n } 以上なら何もしない）
read-straighten-your-rings = あなたのリングをすべて起こす
read-each-must-focus = その決闘で各プレイヤーは少なくとも1回フォーカスしなければならない
read-target-player-shows-random = 対象のプレイヤー1人は手札から無作為に1枚を見せる
read-switch-force-chi = { $who } の軍事力と気を入れ替える
read-discard-other-titled = このカードと異なる名前の、場にあるあなたの他の { $keyword } をすべて捨てる
read-draw-until = 手札がちょうど { $n } 枚になるまでカードを引く（すでに { $n } 枚以上なら引かない）

# more conditions
read-if-happened = { $who } が「{ $what }」（印刷どおり。ジャッジが確かめる）
read-if-control-named = あなたが { $name } を支配している
read-if-happened-own = 「{ $what }」（印刷どおり。ジャッジが確かめる）
read-attack-may-target = { $attack }（{ $has_cond ->
        [yes] { $cond } ならば、
       *[no] {""}
    }{ $what } を対象に{ $may ->
        [yes] できる
       *[no] できない
    }）
read-destroy-token = { $who } から { $name } トークンを1つ取り除く
read-remove-from-pile = { $what } を1枚（対象にせず選んで）ゲームから取り除く
read-discard-top = あなたの { $deck } の上から { $n } 枚を捨てる
read-discard-whole-hand = あなたの手札をすべて捨てる（手札がなくてもよい）
read-bow-one-of-yours = あなたの起きている { $what } のカード1枚を（対象にせず選んで）寝かせる
read-if-compared = { $who } の「{ $what }」が { $than } と比べてそうである
read-if-action-is = 対応するアクションが「{ $what }」である
