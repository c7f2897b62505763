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
