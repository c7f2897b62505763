//! `gunbai serve`: the rulings log and the cases on the judges' phones, over HTTP.
//!
//! axum on tokio, pages rendered on the server with maud. Every handler starts from the
//! extractors of `extract` (the judge, the head judge, a form with its token, all checked before
//! it runs) and does its work on a blocking thread through the same code the shell uses:
//! [`crate::session`] to run judge-language lines, [`crate::store`] for cases, judges, logins
//! and share links, [`crate::tournament`] for rulings and [`crate::render`] for steps and the
//! board.
//!
//! *Invariants:* nothing is written without a logged-in judge and the form token of their
//! login; whatever is written carries that judge's name as its author; a case line is appended
//! only at the step the judge last saw (the store's expected-head append), so of two judges
//! racing, the loser is told and nothing is lost or doubled; everything typed is escaped (the
//! pages are maud templates); pages carry no inline style or script, so the
//! Content-Security-Policy forbids both.

// Handlers answer a refusal with the page that says why: a `Response` as the error, built once
// per request, so its size does not matter.
#![allow(clippy::result_large_err)]

pub mod auth;
mod cases;
pub mod conn;
pub mod db;
mod extract;
mod games;
mod library;
mod page;
mod rulings;
mod share;
pub mod speak;
mod web;

use std::cell::RefCell;
use std::net::{IpAddr, SocketAddr};
use std::path::Path;
use std::sync::{Arc, Mutex};

use axum::extract::DefaultBodyLimit;
use axum::http::{header, HeaderValue};
use axum::routing::{get, post};
use axum::Router;

use crate::engine::Library;
use crate::session::Session;
use crate::store::backend::Location;
use crate::store::pg::PgStore;
use crate::store::{Store, StoreError};
use db::DbConn;

pub use conn::Limits;
pub use web::MAX_BODY;

/// How `gunbai serve` runs besides where it listens and which database it serves.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Timeouts and the bound on open connections.
    pub limits: Limits,
    /// The reverse proxies whose `X-Forwarded-For` is believed (`--trusted-proxy`); from any
    /// other address the header is ignored.
    pub trusted_proxies: Vec<IpAddr>,
}

/// Why the server could not start or stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot listen on {addr}: {source}; pick another address with --listen HOST:PORT")]
    Listen {
        addr: String,
        #[source]
        source: std::io::Error,
    },
    #[error("the server failed: {0}")]
    Io(#[from] std::io::Error),
}

/// What every request shares: where the database is, a few open connections to it, and the
/// count of wrong passwords.
///
/// *Invariant:* every SQLite connection in the pool was opened with [`Store::open`], which makes
/// SQLite's check of the whole file before anything can be written through it; a connection
/// goes back to the pool after every request (a case's lines included), so each connection pays
/// for that check once. Writes by other processes (the shell on the same file) are seen by a
/// kept connection at its next transaction, as SQLite in WAL mode does for any reader.
///
/// *Invariant:* on PostgreSQL the process is stateless: logins, form tokens, judges, share links
/// and the count of wrong passwords are in the database ([`db`]), so several processes can
/// serve one database and a judge's next request may reach any of them.
pub struct App {
    db: Location,
    pool: Mutex<Vec<DbConn>>,
    /// Boards folded by earlier requests, for the next page or line of the same case (SQLite).
    games: games::Games,
    /// Wrong passwords, counted in memory for a SQLite file (one process); in the database on
    /// PostgreSQL.
    throttle: Mutex<auth::Throttle>,
    lib: &'static Library,
    trusted_proxies: Vec<IpAddr>,
}

/// Connections kept open between requests.
const POOL: usize = 8;

impl App {
    /// Opens the database once (creating and migrating it if need be) to check it: a SQLite
    /// file, or a `postgres://` URL.
    pub fn new(db: &Path, options: &Options) -> Result<App, ServeError> {
        let db = Location::parse(db);
        let first = open_conn(&db, true)?;
        Ok(App {
            db,
            pool: Mutex::new(vec![first]),
            games: games::Games::default(),
            throttle: Mutex::new(auth::Throttle::default()),
            lib: Library::embedded(),
            trusted_proxies: options.trusted_proxies.clone(),
        })
    }

    /// The database, named without a password.
    pub fn shown(&self) -> String {
        self.db.shown()
    }

    /// A connection from the pool, or a new one; given back with [`App::give_back`].
    fn take(&self) -> Result<DbConn, StoreError> {
        let found = self.pool.lock().unwrap_or_else(|e| e.into_inner()).pop();
        match found {
            Some(s) => Ok(s),
            // A connection opened for a request checks the file before its first write only:
            // a page read never reads the whole file (the server checked it when it started).
            None => open_conn(&self.db, false),
        }
    }

    /// Keeps `store` for the next request, unless the pool is full.
    fn give_back(&self, store: DbConn) {
        let mut pool = self.pool.lock().unwrap_or_else(|e| e.into_inner());
        if pool.len() < POOL {
            pool.push(store);
        }
    }

    /// A connection from the pool, given back when dropped.
    fn store(&self) -> Result<Pooled<'_>, StoreError> {
        Ok(Pooled {
            app: self,
            store: Some(self.take()?),
        })
    }

    /// A [`Session`] for `author` on a connection from the pool, which goes back to the pool
    /// when the session is dropped.
    fn session(&self, author: &str) -> Result<PooledSession<'_>, StoreError> {
        let session = match self.take()? {
            DbConn::Sqlite(store) => Session::with_store(store, self.lib, author),
            DbConn::Postgres(pg) => Session::on_postgres(pg.into_inner(), self.lib, author),
        };
        Ok(PooledSession {
            app: self,
            session: Some(session),
        })
    }

    /// Lets one login try of `key` through, counting it as failed until
    /// [`App::try_succeeded`]; or how long it must still wait. Counted in memory for a SQLite
    /// file, and in the database on PostgreSQL, so that every process serving it counts the
    /// same tries.
    fn begin_try(&self, key: &auth::TryKey) -> Result<Result<(), std::time::Duration>, StoreError> {
        match &self.db {
            Location::Sqlite(_) => Ok(self.throttle().begin(key, std::time::Instant::now())),
            Location::Postgres(_) => match &*self.store()? {
                DbConn::Postgres(pg) => pg.borrow_mut().login_try_begin(
                    key.name(),
                    &key.addr().to_string(),
                    &auth::try_rules(),
                ),
                DbConn::Sqlite(_) => Ok(self.throttle().begin(key, std::time::Instant::now())),
            },
        }
    }

    /// The try let through for `key` had the right password.
    fn try_succeeded(&self, key: &auth::TryKey) -> Result<(), StoreError> {
        match &self.db {
            Location::Sqlite(_) => {
                self.throttle().succeeded(key);
                Ok(())
            }
            Location::Postgres(_) => match &*self.store()? {
                DbConn::Postgres(pg) => pg
                    .borrow_mut()
                    .login_try_succeeded(key.name(), &key.addr().to_string()),
                DbConn::Sqlite(_) => {
                    self.throttle().succeeded(key);
                    Ok(())
                }
            },
        }
    }

    fn throttle(&self) -> std::sync::MutexGuard<'_, auth::Throttle> {
        self.throttle.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The PostgreSQL client closes its connection by running its own small runtime, which cannot
/// start on a thread inside the server's runtime (where the last reference to the app may go):
/// the kept connections are closed on a thread of their own.
impl Drop for App {
    fn drop(&mut self) {
        let pool = std::mem::take(&mut *self.pool.lock().unwrap_or_else(|e| e.into_inner()));
        if pool.iter().any(|c| c.sqlite().is_none()) {
            let _ = std::thread::spawn(move || drop(pool)).join();
        }
    }
}

/// A new connection to `db`: a SQLite file checked by [`Store::open`], or a PostgreSQL
/// database, migrated if need be.
/// A connection to the database; a SQLite file is checked at once with `check_now`, otherwise
/// before the connection's first write ([`Store::open_checking_before_writes`]).
fn open_conn(db: &Location, check_now: bool) -> Result<DbConn, StoreError> {
    Ok(match db {
        Location::Sqlite(path) if check_now => DbConn::Sqlite(Store::open(path)?),
        Location::Sqlite(path) => DbConn::Sqlite(Store::open_checking_before_writes(path)?),
        Location::Postgres(url) => DbConn::Postgres(RefCell::new(PgStore::connect(url)?)),
    })
}

struct Pooled<'a> {
    app: &'a App,
    store: Option<DbConn>,
}

impl std::ops::Deref for Pooled<'_> {
    type Target = DbConn;
    fn deref(&self) -> &DbConn {
        // Set in `App::store` and taken only in `drop`.
        self.store
            .as_ref()
            .expect("a pooled store is present until dropped")
    }
}

impl std::ops::DerefMut for Pooled<'_> {
    fn deref_mut(&mut self) -> &mut DbConn {
        self.store
            .as_mut()
            .expect("a pooled store is present until dropped")
    }
}

impl Drop for Pooled<'_> {
    fn drop(&mut self) {
        if let Some(s) = self.store.take() {
            self.app.give_back(s);
        }
    }
}

struct PooledSession<'a> {
    app: &'a App,
    session: Option<Session>,
}

impl std::ops::Deref for PooledSession<'_> {
    type Target = Session;
    fn deref(&self) -> &Session {
        // Set in `App::session` and taken only in `drop`.
        self.session
            .as_ref()
            .expect("a pooled session is present until dropped")
    }
}

impl std::ops::DerefMut for PooledSession<'_> {
    fn deref_mut(&mut self) -> &mut Session {
        self.session
            .as_mut()
            .expect("a pooled session is present until dropped")
    }
}

impl Drop for PooledSession<'_> {
    fn drop(&mut self) {
        let Some(session) = self.session.take() else {
            return;
        };
        if session.store().is_some() {
            if let Some(s) = session.into_store() {
                self.app.give_back(DbConn::Sqlite(s));
            }
        } else if let Some(pg) = session.into_postgres() {
            self.app.give_back(DbConn::Postgres(RefCell::new(pg)));
        }
    }
}

/// Every route of the server.
pub fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/", get(web::home))
        .route("/lang", get(speak::switch))
        .route("/rules", get(library::rules))
        .route("/rules/{id}", get(library::rule))
        .route("/cards", get(library::cards))
        .route("/cards/{name}", get(library::card))
        .route("/help", get(library::help))
        .route("/static/app.css", get(web::style))
        .route("/static/app.js", get(web::script))
        .route("/login", get(web::login_page).post(web::login))
        .route("/logout", post(web::logout))
        .route("/rulings", get(rulings::list).post(rulings::create))
        .route("/rulings/new", get(rulings::new_form))
        .route("/rulings/{id}", get(rulings::show))
        .route("/rulings/{id}/appeal", post(rulings::appeal))
        .route(
            "/rulings/{id}/correct",
            get(rulings::correct_form).post(rulings::correct),
        )
        .route("/rulings/{id}/share", post(share::share_ruling))
        .route(
            "/events",
            get(rulings::tournaments).post(rulings::create_tournament),
        )
        .route("/judges", get(web::judges).post(web::add_judge))
        .route("/judges/{id}/disable", post(web::disable_judge))
        .route("/cases", get(cases::list).post(cases::create))
        .route("/cases/{id}", get(cases::show))
        .route("/cases/{id}/lines", post(cases::lines))
        .route("/cases/{id}/fork", post(cases::fork))
        .route("/cases/{id}/share", post(share::share_case))
        .route("/shares/{id}/revoke", post(share::revoke))
        .route("/s/{token}", get(share::open))
        .route("/s/{token}/case", get(share::open_case))
        .fallback(web::not_found)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn(track_request))
        .layer(axum::middleware::map_response(security_headers))
        .with_state(app)
}

/// Marks the request's connection as answering a request until its answer is made, so that
/// the connection's idle timeout does not run meanwhile.
async fn track_request(
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let _under_way = conn::InRequest::begin(&req);
    next.run(req).await
}

async fn security_headers(mut res: axum::response::Response) -> axum::response::Response {
    let h = res.headers_mut();
    if !h.contains_key(header::CONTENT_SECURITY_POLICY) {
        h.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(page::CSP),
        );
    }
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    // Share links carry their token in the address: never pass it on to another site.
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
    res
}

/// A server running on its own threads; stopped when [`Running::stop`] is called or it is dropped.
pub struct Running {
    pub addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<Result<(), ServeError>>>,
}

impl Running {
    /// Stops taking new connections, lets the requests under way finish, and waits.
    pub fn stop(mut self) -> Result<(), ServeError> {
        self.finish()
    }

    fn finish(&mut self) -> Result<(), ServeError> {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        match self.thread.take() {
            Some(t) => t.join().unwrap_or_else(|_| {
                Err(std::io::Error::other("the server thread panicked").into())
            }),
            None => Ok(()),
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.finish();
    }
}

fn runtime() -> Result<tokio::runtime::Runtime, ServeError> {
    Ok(tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .max_blocking_threads(32)
        .enable_io()
        .enable_time()
        .build()?)
}

async fn bind(listen: &str) -> Result<tokio::net::TcpListener, ServeError> {
    tokio::net::TcpListener::bind(listen)
        .await
        .map_err(|source| ServeError::Listen {
            addr: listen.to_owned(),
            source,
        })
}

/// Starts a server on `listen` (port 0 picks a free port) in the background.
pub fn spawn(db: &Path, listen: &str) -> Result<Running, ServeError> {
    spawn_with(db, listen, &Options::default())
}

/// [`spawn`] with other timeouts, bound or trusted proxies.
pub fn spawn_with(db: &Path, listen: &str, options: &Options) -> Result<Running, ServeError> {
    let app = Arc::new(App::new(db, options)?);
    let rt = runtime()?;
    let listener = rt.block_on(bind(listen))?;
    let addr = listener.local_addr()?;
    let listener = conn::GuardedListener::new(listener, options.limits);
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let thread = std::thread::spawn(move || -> Result<(), ServeError> {
        rt.block_on(async move {
            axum::serve(
                listener,
                router(app).into_make_service_with_connect_info::<conn::Peer>(),
            )
            .with_graceful_shutdown(async move {
                let _ = rx.await;
            })
            .await
        })?;
        Ok(())
    });
    Ok(Running {
        addr,
        stop: Some(tx),
        thread: Some(thread),
    })
}

/// `gunbai serve`: serves until Ctrl-C (or SIGTERM), then finishes the requests under way and
/// returns. Every write is committed before its answer is sent, so stopping loses nothing.
pub fn run(
    db: &Path,
    listen: &str,
    options: &Options,
    mut announce: impl FnMut(crate::msg::Msg),
) -> Result<(), ServeError> {
    let app = Arc::new(App::new(db, options)?);
    let limits = options.limits;
    let announced = app.clone();
    let rt = runtime()?;
    let announce_ref = &mut announce;
    rt.block_on(async move {
        let listener = bind(listen).await?;
        let addr = listener.local_addr()?;
        announce_ref(crate::msg!(
            "serve-started",
            addr = addr.to_string(),
            db = announced.shown()
        ));
        axum::serve(
            conn::GuardedListener::new(listener, limits),
            router(app).into_make_service_with_connect_info::<conn::Peer>(),
        )
        .with_graceful_shutdown(stop_signal())
        .await?;
        Ok::<(), ServeError>(())
    })?;
    announce(crate::msg!("serve-stopped"));
    Ok(())
}

async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                use std::future::Future;
                use std::task::Poll;
                let mut int = std::pin::pin!(tokio::signal::ctrl_c());
                let mut term = std::pin::pin!(term.recv());
                std::future::poll_fn(|cx| {
                    if int.as_mut().poll(cx).is_ready() || term.as_mut().poll(cx).is_ready() {
                        Poll::Ready(())
                    } else {
                        Poll::Pending
                    }
                })
                .await;
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_case_line_gives_its_checked_connection_back_to_the_pool() {
        let dir = tempfile::tempdir().expect("temp dir");
        let app = App::new(&dir.path().join("event.sqlite"), &Options::default()).expect("open");
        {
            let mut session = app.session("Ren").expect("a session");
            session
                .new_case("table1", chrono::Utc::now())
                .expect("a case");
            let line = crate::lang::parse_line("players Allen Bob").expect("a line");
            session
                .execute_line_here(&line, chrono::Utc::now())
                .expect("appended");
        }
        let pool = app.pool.lock().unwrap_or_else(|e| e.into_inner());
        assert_eq!(pool.len(), 1, "the one connection came back");
        assert!(pool
            .iter()
            .all(|s| s.sqlite().is_some_and(|s| !s.check_pending())));
    }
}
