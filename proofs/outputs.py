"""The one guard for every file a command writes at a user's request (``prove --json/--junit``,
``rn --json/--markdown``): checked before any work starts, written atomically after it.

:func:`check` refuses, as a :class:`ParameterError` naming the option, a path the run must not
write (the refusals are listed in ``docs/design.md``, "The CLI in detail"); :func:`write` writes a
temporary file beside the target and renames it over the target, after checking the target again.
"""

from __future__ import annotations

import functools
import os
import secrets
import stat
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from alltoall.proofs import artifacts
from alltoall.spec.errors import ParameterError

__all__ = ["Output", "check", "check_all", "write"]


@dataclass(frozen=True)
class Output:
    """A checked output: the option that named it, the path as given, the file that will be written."""

    option: str
    given: str
    target: Path


def _git(cwd: Path, *args: str, timeout: float = 30) -> subprocess.CompletedProcess | None:
    try:
        return subprocess.run(
            ["git", "-C", str(cwd), "--literal-pathspecs", *args], capture_output=True, timeout=timeout
        )
    except (OSError, subprocess.SubprocessError):
        return None


def _git_dirs(where: Path) -> set[Path]:
    """The git directories of the repository holding ``where`` (its own and, for a worktree, the common one)."""
    r = _git(where, "rev-parse", "--absolute-git-dir", "--git-common-dir")
    if r is None or r.returncode != 0:
        return set()
    out = set()
    for line in r.stdout.decode("utf-8", "surrogateescape").splitlines():
        if line:
            out.add(Path(os.path.realpath(where / line)))
    return out


@functools.lru_cache(maxsize=8)
def _protected_inodes(root: str) -> frozenset[tuple[int, int]]:
    """(device, inode) of every file tracked in ``root``'s repository and of the suite's artifacts there."""
    base = Path(root)
    files: list[Path] = []
    r = _git(base, "ls-files", "-z", "--full-name")
    top = _git(base, "rev-parse", "--show-toplevel")
    if r is not None and r.returncode == 0 and top is not None and top.returncode == 0:
        tree = Path(top.stdout.decode("utf-8", "surrogateescape").strip())
        files += [tree / n for n in r.stdout.decode("utf-8", "surrogateescape").split("\0") if n]
    files += artifacts.generated_files(base)
    seen = set()
    for f in files:
        try:
            st = f.lstat()
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode):
            seen.add((st.st_dev, st.st_ino))
    return frozenset(seen)


def _tracked(target: Path) -> bool:
    """``target`` is tracked by the git repository its directory belongs to (present or deleted)."""
    r = _git(target.parent, "ls-files", "--error-unmatch", "--", target.name)
    return r is not None and r.returncode == 0


def check(option: str, given: str, root: Path | None = None) -> Output:
    """Refuse ``given`` for ``option`` (see the module's docstring) or return where it will be written."""
    base = Path(os.path.realpath(root if root is not None else artifacts.root()))

    def refuse(why: str) -> ParameterError:
        return ParameterError(option, f"{given}: {why}" if given.strip() else why)

    if not isinstance(given, str) or not given.strip():
        raise refuse("an empty path; name the file to write")
    if "\0" in given:
        raise refuse("a path with a NUL byte")
    if given.endswith(("/", os.sep)):
        raise refuse("names a directory (ends with a separator); name a file")
    lexical = Path(os.path.abspath(given))
    target = Path(os.path.realpath(given))
    if ".git" in lexical.parts or ".git" in target.parts:
        raise refuse("inside a .git directory; refusing to write there")
    parent = target.parent
    for gd in _git_dirs(base) | (_git_dirs(parent) if parent.is_dir() else set()):
        if target == gd or gd in target.parents:
            raise refuse(f"inside the git directory {gd}; refusing to write there")
    try:
        st = os.stat(target)
    except FileNotFoundError:
        st = None
    except OSError as e:
        raise refuse(f"cannot use it ({e.strerror or e})") from None
    if st is not None:
        if stat.S_ISDIR(st.st_mode):
            raise refuse("is a directory")
        if not stat.S_ISREG(st.st_mode):
            raise refuse("is not a regular file (a device, pipe or socket)")
    if not parent.is_dir():
        raise refuse(f"the directory {parent} does not exist")
    why = artifacts.generated(target, base)
    if why:
        raise refuse(f"refusing to overwrite {why}")
    if _tracked(target) or (lexical != target and lexical.parent.is_dir() and _tracked(lexical)):
        raise refuse("refusing to overwrite a file tracked by git" + (f" ({target})" if lexical != target else ""))
    if st is not None:
        inodes = _protected_inodes(str(base)) | (_protected_inodes(str(parent)) if parent != base else frozenset())
        if (st.st_dev, st.st_ino) in inodes:
            raise refuse(
                "refusing to overwrite a file tracked by git or an artifact of the suite "
                "(the same file, through a hard link)"
            )
        if not os.access(target, os.W_OK):
            raise refuse("is read-only")
    probe = parent / f".{target.name}.{os.getpid()}.{secrets.token_hex(4)}.probe"
    try:
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except OSError as e:
        raise refuse(f"cannot create a file in {parent} ({e.strerror or e})") from None
    try:
        os.unlink(probe)
    except OSError:
        pass
    return Output(option, given, target)


def check_all(pairs: Iterable[tuple[str, str | None]], root: Path | None = None) -> dict[str, Output]:
    """:func:`check` every (option, path) given (None: not asked for); two options naming one file are refused."""
    outs: dict[str, Output] = {}
    for option, given in pairs:
        if given is None:
            continue
        out = check(option, given, root)
        for other in outs.values():
            if other.target == out.target:
                raise ParameterError(option, f"{given}: the same file as {other.option}")
        outs[option] = out
    return outs


def write(out: Output, data: str | bytes, root: Path | None = None) -> None:
    """Write ``data`` to ``out`` atomically (a temporary file in the same directory, then a rename).

    The target is checked again first. On any failure nothing is left behind (the old file, if
    any, is untouched) and the error names the option and the file.
    """
    _protected_inodes.cache_clear()  # the run may have written artifacts since the first check
    now = check(out.option, out.given, root)
    if now.target != out.target:
        raise ParameterError(out.option, f"{out.given}: now resolves to {now.target}, not {out.target}; not written")
    raw = data.encode("utf-8") if isinstance(data, str) else data
    target = out.target
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mode = None
    tmp = target.parent / f".{target.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666 if mode is None else 0o600)
        try:
            view = memoryview(raw)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, target)
    except OSError as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise ParameterError(
            out.option, f"{out.given}: cannot write it ({e.strerror or e}); nothing was written"
        ) from None
