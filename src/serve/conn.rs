//! The connections of `gunbai serve`: how long one may sit idle, how long a request may take to
//! arrive, and how many may be open at once.
//!
//! Every accepted socket is wrapped in a [`Guarded`] stream that knows its connection's phase:
//! *idle* (nothing of a request has arrived since the last answer) or *in a request* (its first
//! byte has arrived and its answer is not made yet). An idle connection is closed after
//! [`Limits::idle`]; a request must have arrived whole and been answered within
//! [`Limits::request`] of its first byte, so a client that sends half a head or half a body
//! and stops is cut off. The stream enforces both itself: whenever the server waits on it (to
//! read the next request, the rest of a body, or to write an answer to a client that does not
//! read), a timer set to the phase's deadline wakes it, and the read or write fails.
//!
//! At most [`Limits::max_connections`] are open. When one more arrives, the connection idle the
//! longest is closed for it (then the oldest one still sending a request's head); a connection
//! whose request is being answered is never cut. So silent sockets cannot keep judges out: they
//! are closed in turn as real clients come.
//!
//! *Invariant:* the permit of a connection is held by its stream, so it is given back exactly
//! when the stream is dropped, whatever closed it.

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll, Waker};
use std::time::Duration;

use axum::extract::connect_info::Connected;
use axum::extract::ConnectInfo;
use axum::serve::{IncomingStream, Listener};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::{Instant, Sleep};

/// How long connections may idle or take, and how many may be open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// A connection with no request under way is closed after this long.
    pub idle: Duration,
    /// A request must arrive whole and be answered within this long of its first byte.
    pub request: Duration,
    /// Connections open at once; one more closes the one idle the longest.
    pub max_connections: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            idle: Duration::from_secs(15),
            request: Duration::from_secs(30),
            max_connections: 256,
        }
    }
}

/// Where a connection is between requests.
#[derive(Debug)]
struct Phase {
    /// Requests handed to the pages and not answered yet.
    busy: usize,
    /// A request's first byte has arrived and its answer is not made yet.
    in_request: bool,
    /// When the current phase began (the last answer, or a request's first byte).
    since: Instant,
    /// Closed to make room for a new connection.
    evicted: bool,
    /// The task serving the connection, woken to close it.
    waker: Option<Waker>,
}

/// One open connection, shared by its stream and the requests it carries.
#[derive(Debug)]
pub struct Conn {
    phase: Mutex<Phase>,
}

impl Conn {
    fn phase(&self) -> MutexGuard<'_, Phase> {
        self.phase.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A request's head was read; it is now handed to the pages.
    fn request_started(&self) {
        let mut p = self.phase();
        p.busy += 1;
        if !p.in_request {
            p.in_request = true;
            p.since = Instant::now();
        }
    }

    /// A request's answer is made; with none other under way the connection is idle again.
    fn request_answered(&self) {
        let mut p = self.phase();
        p.busy = p.busy.saturating_sub(1);
        if p.busy == 0 {
            p.in_request = false;
            p.since = Instant::now();
        }
    }
}

/// Marks a request under way on its connection while it lives.
pub struct InRequest(Option<Arc<Conn>>);

impl InRequest {
    /// For a request that came in through a [`GuardedListener`] (others are not tracked).
    pub fn begin<B>(req: &axum::http::Request<B>) -> InRequest {
        let conn = req
            .extensions()
            .get::<ConnectInfo<Peer>>()
            .map(|ConnectInfo(p)| p.conn.clone());
        if let Some(c) = &conn {
            c.request_started();
        }
        InRequest(conn)
    }
}

impl Drop for InRequest {
    fn drop(&mut self) {
        if let Some(c) = self.0.take() {
            c.request_answered();
        }
    }
}

/// What the listener and every stream share.
#[derive(Debug)]
struct Shared {
    limits: Limits,
    permits: Arc<Semaphore>,
    open: Mutex<HashMap<u64, Arc<Conn>>>,
    next_id: AtomicU64,
}

impl Shared {
    fn open(&self) -> MutexGuard<'_, HashMap<u64, Arc<Conn>>> {
        self.open.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Closes the connection idle the longest, or else the one sending a request's head the
    /// longest; never one whose request is being answered. Whether one was found.
    fn evict_one(&self) -> bool {
        let open = self.open();
        let mut best: Option<(bool, Instant, &Arc<Conn>)> = None;
        for c in open.values() {
            let p = c.phase();
            if p.evicted || p.busy > 0 {
                continue;
            }
            let key = (p.in_request, p.since);
            if best.is_none_or(|(r, s, _)| key < (r, s)) {
                best = Some((key.0, key.1, c));
            }
        }
        let Some((_, _, c)) = best else {
            return false;
        };
        let mut p = c.phase();
        p.evicted = true;
        if let Some(w) = p.waker.take() {
            w.wake();
        }
        true
    }
}

/// A TCP listener that bounds and times its connections (see the module's text).
pub struct GuardedListener {
    listener: TcpListener,
    shared: Arc<Shared>,
}

impl GuardedListener {
    pub fn new(listener: TcpListener, limits: Limits) -> GuardedListener {
        let limits = Limits {
            max_connections: limits.max_connections.max(1),
            ..limits
        };
        GuardedListener {
            listener,
            shared: Arc::new(Shared {
                limits,
                permits: Arc::new(Semaphore::new(limits.max_connections)),
                open: Mutex::new(HashMap::new()),
                next_id: AtomicU64::new(0),
            }),
        }
    }

    /// A permit for one more connection, closing an idle one if all are taken.
    async fn permit(&self) -> OwnedSemaphorePermit {
        loop {
            if let Ok(p) = self.shared.permits.clone().try_acquire_owned() {
                return p;
            }
            let evicted = self.shared.evict_one();
            let wait = if evicted {
                Duration::from_secs(1)
            } else {
                Duration::from_millis(100)
            };
            // The semaphore is never closed; the time-out only looks for an idle one again.
            if let Ok(Ok(p)) =
                tokio::time::timeout(wait, self.shared.permits.clone().acquire_owned()).await
            {
                return p;
            }
        }
    }
}

impl Listener for GuardedListener {
    type Io = Guarded;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Guarded, SocketAddr) {
        loop {
            let (stream, addr) = match self.listener.accept().await {
                Ok(found) => found,
                Err(e) => {
                    // Out of file descriptors and the like: wait a little rather than spin.
                    if !matches!(
                        e.kind(),
                        io::ErrorKind::ConnectionRefused
                            | io::ErrorKind::ConnectionAborted
                            | io::ErrorKind::ConnectionReset
                    ) {
                        tokio::time::sleep(Duration::from_millis(100)).await;
                    }
                    continue;
                }
            };
            let permit = self.permit().await;
            let _ = stream.set_nodelay(true);
            let id = self.shared.next_id.fetch_add(1, Ordering::Relaxed);
            let now = Instant::now();
            let conn = Arc::new(Conn {
                phase: Mutex::new(Phase {
                    busy: 0,
                    in_request: false,
                    since: now,
                    evicted: false,
                    waker: None,
                }),
            });
            self.shared.open().insert(id, conn.clone());
            let guarded = Guarded {
                stream,
                conn,
                id,
                shared: self.shared.clone(),
                timer: Box::pin(tokio::time::sleep_until(now + self.shared.limits.idle)),
                _permit: permit,
            };
            return (guarded, addr);
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

/// An accepted socket with its connection's deadlines.
pub struct Guarded {
    stream: TcpStream,
    conn: Arc<Conn>,
    id: u64,
    shared: Arc<Shared>,
    timer: Pin<Box<Sleep>>,
    _permit: OwnedSemaphorePermit,
}

impl Guarded {
    /// Fails once the connection is past its phase's deadline or was closed for a new one;
    /// otherwise makes sure the task is woken at the deadline.
    fn check(&mut self, cx: &mut Context<'_>) -> io::Result<()> {
        let deadline = {
            let mut p = self.conn.phase();
            if p.evicted {
                return Err(io::Error::new(
                    io::ErrorKind::ConnectionAborted,
                    "closed to make room for a new connection",
                ));
            }
            if p.waker.as_ref().is_none_or(|w| !w.will_wake(cx.waker())) {
                p.waker = Some(cx.waker().clone());
            }
            let limit = if p.in_request {
                self.shared.limits.request
            } else {
                self.shared.limits.idle
            };
            p.since + limit
        };
        if Instant::now() >= deadline {
            return Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the connection was idle or its request too slow",
            ));
        }
        if self.timer.deadline() != deadline {
            self.timer.as_mut().reset(deadline);
        }
        // Only registers the wake-up; the deadline is checked above.
        let _ = self.timer.as_mut().poll(cx);
        Ok(())
    }
}

impl Drop for Guarded {
    fn drop(&mut self) {
        self.shared.open().remove(&self.id);
    }
}

impl AsyncRead for Guarded {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if let Err(e) = this.check(cx) {
            return Poll::Ready(Err(e));
        }
        let before = buf.filled().len();
        let res = Pin::new(&mut this.stream).poll_read(cx, buf);
        if matches!(res, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            let mut p = this.conn.phase();
            if !p.in_request {
                p.in_request = true;
                p.since = Instant::now();
            }
        }
        res
    }
}

impl AsyncWrite for Guarded {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        if let Err(e) = this.check(cx) {
            return Poll::Ready(Err(e));
        }
        Pin::new(&mut this.stream).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        if let Err(e) = this.check(cx) {
            return Poll::Ready(Err(e));
        }
        Pin::new(&mut this.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if let Err(e) = this.check(cx) {
            return Poll::Ready(Err(e));
        }
        Pin::new(&mut this.stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

/// Who sent a request: the socket's address, and its connection (for the deadlines).
#[derive(Debug, Clone)]
pub struct Peer {
    pub addr: SocketAddr,
    conn: Arc<Conn>,
}

impl Connected<IncomingStream<'_, GuardedListener>> for Peer {
    fn connect_info(stream: IncomingStream<'_, GuardedListener>) -> Peer {
        Peer {
            addr: *stream.remote_addr(),
            conn: stream.io().conn.clone(),
        }
    }
}
