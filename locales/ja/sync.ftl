# gunbai の日本語テキスト（PostgreSQL と同期）。このフォルダの他の .ftl と一つのカタログをなし
# （src/i18n がつなぐ）、各 id は locales/en/ に同じ変数の対をもつ。

pg-cannot-open = PostgreSQL データベース { $db } を開けません
pg-no-cases = ケースはまだありません。`gunbai case new 名前` で作成します
pg-not-here = `gunbai { $command }` は --db に PostgreSQL の URL を取りません。SQLite ファイル（--db ファイル）で実行してください。会場のファイルは `gunbai sync push --to URL --db ファイル` でセンターに送れます
pg-verify-ok = { $case }：{ $events } ステップ、チェーンは健全、すべての状態ハッシュを再生済み、アンカー { $anchor }
pg-verify-state-differs = { $case }：チェーンは保たれていますが、ステップ { $seq } で保存された状態ハッシュがこのエンジンの到達する状態と異なります
pg-verify-unreadable = { $case }：チェーンは保たれていますが、状態を再生できません：{ $error }
pg-verify-broken = { $case }：ステップ { $seq } でチェーンが切れています：{ $reason }
pg-verify-bad-anchor = `{ $anchor }` はアンカーではありません。`gunbai verify` が表示するとおり ケース@ステップ:ハッシュ（16 進 8 桁以上）と書いてください
pg-verify-anchor-held = { $anchor }：ログはこれを保持しています
pg-verify-anchor-lost = { $anchor }：保持されていません。そのステップまでにログが切られたか変更されました
sync-from-sqlite = `gunbai sync push` は会場の SQLite ファイルを送ります。--db ファイル で指定してください（送り先は --to の後）
sync-to-postgres = --to { $to } は PostgreSQL の URL ではありません。postgres://ユーザー@ホスト/データベース と書いてください
sync-no-venue = --venue 名前 で会場を指定してください
sync-no-file = { $db } は存在しません。--db ファイル で会場のデータベースを指定してください
sync-sent = { $case }：{ $sent } ステップを送信。センターは会場と同じく { $anchor } で終わります
sync-already = { $case }：すでにセンターにあります（{ $seq } ステップ）。送信なし
sync-divergent = { $case }：拒否：ステップ { $seq } がセンター（{ $centre }）とここ（{ $venue }）で異なって書かれています。このケースは何も送られず、ステップ { $seq } 以降の { $unsent } ステップはここに残ります。どちらを採るかはヘッドジャッジが決めます。ここでステップ { $seq } から新しい名前でフォークして送り直してください
sync-centre-ahead = { $case }：センターには他所で書かれた { $centre } ステップがあり、このファイルは { $venue } ステップです。送信なし
sync-other-home = { $case }：拒否：センターではこのケースは会場 { $home } のもので、そこからしかステップを受けません。ここでケースを新しい名前でフォークして送り直してください
sync-centre-home = { $case }：拒否：センターではこのケースはセンターで始められたもので、会場からステップを受けません。ここでケースを新しい名前でフォークして送り直してください
sync-rejected = { $case }：センターの検査で拒否、何も書かれていません：{ $reason }
sync-tampered = { $case }：未送信：このファイル自身のチェーンがステップ { $seq } で切れています（{ $reason }）。`gunbai verify` で何が変わったか確認できます
sync-stopped = ケース `{ $case }` で送信が止まりました：{ $error }。上に挙げたケースはセンターにあります。送り直せば続きから進みます（二重には送られません）
sync-summary = { $cases } ケース中 { $done } ケースがここと同じ状態でセンターにあります
pg-rulings-own = センターの裁定
pg-rulings-venue = 会場 { $venue } の裁定
pg-rulings-ok = { $chain }：{ $records } 件の記録、チェーンは健全、アンカー { $anchor }
pg-rulings-broken = { $chain }：記録 { $id } が合いません：{ $reason }
sync-rulings-sent = 裁定：{ $sent } 件の記録を送信（イベント { $events } 件）。センターは会場と同じく { $anchor } で終わります
sync-rulings-already = 裁定：すでにセンターにあります（{ $records } 件の記録）。送信なし
sync-rulings-divergent = 裁定：拒否：記録 { $id } がセンター（{ $centre }）とここ（{ $venue }）で異なって書かれています。裁定は何も送られず、記録 { $id } 以降の { $unsent } 件はここに残ります。どちらを採るかはヘッドジャッジが決めます
sync-rulings-event-divergent = 裁定：拒否：イベント { $id } はセンターでは `{ $centre }`、ここでは `{ $venue }` です。裁定は何も送られていません
sync-rulings-centre-ahead = 裁定：センターにはこの会場の記録が { $centre } 件あり、このファイルは { $venue } 件です。送信なし
sync-rulings-rejected = 裁定：センターの検査で拒否、何も書かれていません：{ $reason }
sync-rulings-tampered = 裁定：未送信：このファイル自身の裁定のチェーンが記録 { $id } で切れています（{ $reason }）。`gunbai verify` で何が変わったか確認できます
sync-fork-origin-missing = `{ $origin }` から分岐したケースですが、センターはそれを持っていません
sync-centre-chain-fails = センターでの連鎖の検査がステップ { $seq } で失敗します: { $reason }
sync-anchor-differs = センターのアンカー { $centre } が会場のもの { $venue } と違います
sync-venue-needs-name = 会場には名前が必要です
sync-event-no-seal = イベント `{ $event }`（ID { $id }）に封印がありません
sync-centre-rulings-fail = センターでの裁定の検査が記録 { $id } で失敗します: { $reason }
sync-rulings-end-differs = センターの連鎖は記録 { $centre }（{ $centre_hash }）で、会場の連鎖は記録 { $venue }（{ $venue_hash }）で終わっています
pg-unknown-venue = `{ $venue }` という会場からの裁定はこのセンターにありません。{ $count ->
        [0] まだどの会場も送っていません（会場で `gunbai sync push --to URL` を実行すると送られます）
       *[other] 裁定を送った会場: { $venues }
    }
