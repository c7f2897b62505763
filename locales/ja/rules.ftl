# gunbai の日本語テキスト（ルール領域の新しいステップと拒否）。このフォルダの他の .ftl と一つのカタログをなし
# （src/i18n がつなぐ）、各 id は locales/en/ に同じ変数の対をもつ。

## One-Time-Events オプショナル・ルールと、イベント・フェイズ以外に表になった領地のカード

step-option-one-time-events = One-Time-Events オプショナル・ルールを使います: どのイベントもこのゲームで最初に登場したときにだけ解決し、あとから出た同じイベントは効果なしで捨て札になります
step-event-once = { $event } はこのゲームにすでに登場しています: One-Time-Events ルールにより効果なしで捨て札になります。{ $province } は空になり、すぐに裏向きで補充します(`fill { $province } CARD`)
step-revealed = { $province } の { $card } が表になります
step-revealed-event-now = { $event } は { $player } のイベント・フェイズに表になったイベントです: いま解決し、そのあと捨て札になります。`{ $player } plays "{ $event }"` で出してください。{ $province } は空になり、すぐに裏向きで補充します(`fill { $province } CARD`)
step-revealed-event-waits = { $event } は { $player } のイベント・フェイズ以外に表になったイベントです: { $province } に表向きのまま残り、{ $player } の次のイベント・フェイズに解決します
step-waiting-event-resolves = { $event } は { $player } のイベント・フェイズ以外に表になり { $province } で待っていたので、いま解決します: { $province } を離れ、{ $province } にはすぐに裏向きで補充します(`fill { $province } CARD`)。`{ $player } plays "{ $event }"` で出してください
refusal-nothing-to-reveal = { $province } には表にする裏向きのカードがありません
refusal-already-face-up = { $province } の { $card } はすでに表向きです
refusal-event-once = { $event } はこのゲームにすでに登場しています: One-Time-Events ルールにより、あとから出た同じイベントは効果なしで捨て札になり、プレイされません

## 引用するルールを述べる拒否

refusal-already-bowed = { $handle } はすでにお辞儀しています
refusal-bowed-host = { $handle } はお辞儀しています: 家来、道具、呪文はお辞儀していない家臣にだけ付けられます
refusal-bowed-in-exchange = { $handle } はお辞儀しています: 付与カードの受け渡しの前からお辞儀していた家臣はそれに加われません
refusal-bowed-unit = { $handle } はお辞儀しています: お辞儀した家臣の部隊は攻撃も防御もできません
refusal-player-out-provinces = { $player } はゲームから去っています: 領地をすべて失いました
refusal-player-out-honor = { $player } はゲームから去っています: 家の名誉が-20以下になりました
