//! The `gunbai` binary: everything is in the library; errors are printed once, in `cli::main`.

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
