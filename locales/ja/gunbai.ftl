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
