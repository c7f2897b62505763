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
