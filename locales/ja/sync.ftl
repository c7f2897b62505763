# gunbai の日本語テキスト（PostgreSQL と同期）。このフォルダの他の .ftl と一つのカタログをなし
# （src/i18n がつなぐ）、各 id は locales/en/ に同じ変数の対をもつ。

pg-cannot-open = PostgreSQL データベース { $db } を開けません
pg-no-cases = ケースはまだありません。`gunbai case new 名前` で作成します
pg-not-here = `gunbai { $command }` は今のところ SQLite ファイルでのみ動きます。PostgreSQL で使えるのは case list、case new、case fork、log、show、verify です。会場の SQLite ファイル（--db ファイル）で実行し、`gunbai sync push --to URL` でケースを送ってください
pg-verify-ok = { $case }：{ $events } ステップ、チェーンは健全、アンカー { $anchor }
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
