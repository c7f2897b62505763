//! Engine tests through the library API: the embedded card library, determinism of replay.

use gunbai::engine::Library;

#[test]
fn embedded_library_loads() {
    let lib = Library::load(Library::embedded_files()).expect("the embedded card library parses");
    assert!(lib.get("Kolat Assassin").is_some());
    assert!(lib.get("light cavalry").is_some());
}
