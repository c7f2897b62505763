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
