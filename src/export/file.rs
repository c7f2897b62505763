//! Writing an export to a file: never over the open database (or its journal files), never over
//! an existing file unless asked to, and never half-written: the text goes to a temporary file in
//! the same folder, is flushed to disk, and is then renamed over the target in one step, so a full
//! disk or a crash leaves the old file whole.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Why an export was not written. Nothing was changed on disk.
#[derive(Debug, thiserror::Error)]
#[error("{}", self.msg().en())]
pub enum WriteError {
    IsDatabase {
        path: PathBuf,
    },
    Exists {
        path: PathBuf,
    },
    IsFolder {
        path: PathBuf,
    },
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
}

impl WriteError {
    /// The error in no language yet.
    pub fn msg(&self) -> crate::msg::Msg {
        use crate::msg;
        let shown = |p: &Path| p.display().to_string();
        match self {
            WriteError::IsDatabase { path } => msg!("export-is-database", path = shown(path)),
            WriteError::Exists { path } => msg!("export-exists", path = shown(path)),
            WriteError::IsFolder { path } => msg!(
                "export-is-folder",
                path = shown(path),
                example = shown(&path.join("export.html"))
            ),
            WriteError::Io { path, source } => {
                msg!("export-io", path = shown(path), error = source.to_string())
            }
        }
    }
}

/// Writes `text` to `path`. `db` is the database the export was read from: it and its `-wal`,
/// `-shm` and `-journal` files, and the mark of its last check (`-checked`), are refused even with
/// `force`.
pub fn write_new(path: &Path, text: &str, force: bool, db: &Path) -> Result<(), WriteError> {
    if path.is_dir() {
        return Err(WriteError::IsFolder {
            path: path.to_path_buf(),
        });
    }
    for suffix in ["", "-wal", "-shm", "-journal", "-checked"] {
        let mut p = db.as_os_str().to_owned();
        p.push(suffix);
        if same_file(path, Path::new(&p)) {
            return Err(WriteError::IsDatabase {
                path: path.to_path_buf(),
            });
        }
    }
    let exists = fs::symlink_metadata(path).is_ok();
    if exists && !force {
        return Err(WriteError::Exists {
            path: path.to_path_buf(),
        });
    }
    let io_err = |source| WriteError::Io {
        path: path.to_path_buf(),
        source,
    };
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "export".into());
    let (tmp, mut file) = temp_file(&folder, &name).map_err(io_err)?;
    let written = file
        .write_all(text.as_bytes())
        .and_then(|()| file.sync_all());
    drop(file);
    let done = written.and_then(|()| {
        if force {
            fs::rename(&tmp, path)
        } else {
            // A hard link never replaces a file that appeared meanwhile.
            fs::hard_link(&tmp, path).and_then(|()| fs::remove_file(&tmp))
        }
    });
    if let Err(e) = done {
        let _ = fs::remove_file(&tmp);
        if e.kind() == io::ErrorKind::AlreadyExists {
            return Err(WriteError::Exists {
                path: path.to_path_buf(),
            });
        }
        return Err(io_err(e));
    }
    Ok(())
}

/// A new, empty file beside the target, readable by its owner only.
fn temp_file(folder: &Path, name: &str) -> io::Result<(PathBuf, fs::File)> {
    let mut last = None;
    for n in 0..100u32 {
        let tmp = folder.join(format!(".{name}.{}.{n}.tmp", std::process::id()));
        let mut options = fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        match options.open(&tmp) {
            Ok(f) => return Ok((tmp, f)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| io::Error::other("no temporary file name was free")))
}

/// Whether two paths name the same file (after links); false when either does not exist.
fn same_file(a: &Path, b: &Path) -> bool {
    let (Ok(ma), Ok(mb)) = (fs::metadata(a), fs::metadata(b)) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        ma.dev() == mb.dev() && ma.ino() == mb.ino()
    }
    #[cfg(not(unix))]
    {
        let _ = (ma, mb);
        match (fs::canonicalize(a), fs::canonicalize(b)) {
            (Ok(x), Ok(y)) => x == y,
            _ => false,
        }
    }
}
