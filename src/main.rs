fn main() -> std::process::ExitCode {
    gunbai::cli::main()
}
