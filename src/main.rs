//! The `gunbai` binary: everything is in the library; errors are printed once, in `cli::main`.

/// mimalloc instead of the system allocator: a replay allocates and frees small values on two
/// threads (one decodes rows, one folds them), where glibc's allocator spends a sixth of the
/// time; mimalloc's thread-local free lists cost a fraction of that.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc's option `mi_option_purge_delay` (its place in `mi_option_e` of the mimalloc 3
/// sources `libmimalloc-sys` builds; a test below reads its default there).
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// How long memory freed stays with the process before mimalloc gives it back to the system, in
/// milliseconds. mimalloc 3 waits a second (ten for its arenas), longer than most commands run,
/// so a long fold's resident set was every board it ever held; at 50 ms it follows what the
/// fold holds, and a command of a few milliseconds (one line appended) gives nothing back and
/// pays nothing for it.
const PURGE_DELAY_MS: std::ffi::c_long = 50;

fn main() -> std::process::ExitCode {
    // SAFETY: sets an option of the allocator, before any other thread exists.
    unsafe {
        libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, PURGE_DELAY_MS);
    }
    // Writing to a closed pipe (`gunbai rules list | head`) ends the program quietly, as other
    // command-line tools do, instead of failing on the next print.
    #[cfg(unix)]
    // SAFETY: called first thing in main, before any other thread exists; SIG_DFL is a valid handler.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    gunbai::cli::main()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_option_set_is_the_purge_delay() {
        // SAFETY: reads and sets an option of the allocator; no other test touches it.
        let (default, set) = unsafe {
            let default = libmimalloc_sys::mi_option_get(MI_OPTION_PURGE_DELAY);
            libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, PURGE_DELAY_MS);
            let set = libmimalloc_sys::mi_option_get(MI_OPTION_PURGE_DELAY);
            libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, default);
            (default, set)
        };
        // mimalloc 3's purge delay is a second unless the environment says otherwise.
        match std::env::var("MIMALLOC_PURGE_DELAY") {
            Ok(v) => assert_eq!(v.parse().ok(), Some(default)),
            Err(_) => assert_eq!(default, 1000),
        }
        assert_eq!(set, PURGE_DELAY_MS);
    }
}
