//! The `gunbai` binary: everything is in the library; errors are printed once, in `cli::main`.

/// mimalloc instead of the system allocator: a replay allocates and frees small values on two
/// threads (one decodes rows, one folds them), where glibc's allocator spends a sixth of the
/// time; mimalloc's thread-local free lists cost a fraction of that.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    // Writing to a closed pipe (`gunbai rules list | head`) ends the program quietly, as other
    // command-line tools do, instead of failing on the next print.
    #[cfg(unix)]
    // SAFETY: called first thing in main, before any other thread exists; SIG_DFL is a valid handler.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    gunbai::cli::main()
}
