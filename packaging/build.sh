#!/usr/bin/env bash
# Build Atout's artefacts into dist/, and prove that each installs, starts, plays and goes away.
#
#   bash packaging/build.sh                 build all: the wheel and the sdist, the standalone
#                                           bundle (PyInstaller, onedir) and the Debian package
#   bash packaging/build.sh wheel|bundle|deb   build one of them (and what it is built from)
#   bash packaging/build.sh check [wheel|bundle|deb ...]
#                                           build, then prove (all three when none is named):
#     wheel   nothing of tests, docs or tools in the wheel; the sdist builds the same wheel; the
#             wheel installed (not editable) in a new venv and run from another folder:
#             --version, --autoplay in each game, --self-test
#     bundle  run from outside the tree under `env -i`, the build venv moved aside: --version,
#             --autoplay --level expert in each game, --self-test (start-up: median of 5);
#             under 150 MiB on disk
#     deb     (root and apt-get only) the listing of /opt, /usr and /etc taken; the package
#             installed with apt-get, `atout` run from the PATH, the entry and the metainfo
#             validated; an upgrade installed over it; purged; the listing is the same again and
#             a player's data folder is still there, its matches unchanged. Then in a minimal
#             Debian 12 (debootstrap): installed with what its Depends bring, played, the
#             no-screen message, purged with --autoremove: the same packages as before
#
# Artefacts (dist/, ignored by git), named with the version (desktop/atout/__init__.py):
#   atout-<v>-py3-none-any.whl, atout-<v>.tar.gz, atout-<v>-linux-<machine>.tar.gz (the bundle),
#   atout_<v>_<arch>.deb
# Work files go to build/packaging/ (ignored by git), the build's own venv among them (with
# `build` and PyInstaller). Made for Debian 12 as CI runs it; the checks never touch the
# player's data (each runs with a HOME of its own).

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="$ROOT/dist"
WORK="$ROOT/build/packaging"
BUILD_VENV="$WORK/venv"
PYTHON="${PYTHON:-python3}"
# The application's id (atout.APP_ID; tests/test_packaging.py checks that they agree).
APP_ID=io.github.atoutcards.Atout
VERSION="$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$ROOT/desktop/atout/__init__.py")"
MACHINE="$(uname -m)"
ARCH="$(dpkg --print-architecture 2>/dev/null || echo amd64)"
WHEEL="$DIST/atout-$VERSION-py3-none-any.whl"
SDIST="$DIST/atout-$VERSION.tar.gz"
BUNDLE_DIR="$WORK/pyinstaller/dist/atout"
BUNDLE="$DIST/atout-$VERSION-linux-$MACHINE.tar.gz"
DEB="$DIST/atout_${VERSION}_$ARCH.deb"
# The bundle's limits (issue 32), measured on the 2-core CI machine.
MOST_MIB=150
MOST_STARTUP_MS=1500
PYINSTALLER_SPEC="pyinstaller==6.22.3"

if [[ -t 1 ]]; then BOLD=$'\033[1m' PLAIN=$'\033[0m'; else BOLD='' PLAIN=''; fi
say() { printf '%s==> %s%s\n' "$BOLD" "$*" "$PLAIN"; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }
[[ -n "$VERSION" ]] || die "no __version__ in desktop/atout/__init__.py"

usage() {
    sed -n '2,/^$/s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
}

# System packages (QT_LIBS, FONTS, XCB_LIBS, VALIDATORS; apt_install, check_python, new_venv)
# shellcheck source=packaging/system.sh
source "$ROOT/packaging/system.sh"
# What building needs: PyInstaller reads and strips the binaries (binutils), dpkg-deb packs.
BUILD_TOOLS=(binutils dpkg)

# --- building ----------------------------------------------------------------------------------

build_venv() {  # the build's own venv: build, PyInstaller, and the wheel (PyInstaller's input)
    apt_install "${BUILD_TOOLS[@]}" "${QT_LIBS[@]}" "${FONTS[@]}"  # Qt draws the icon's PNGs
    if [[ ! -x "$BUILD_VENV/bin/python" ]]; then
        say "Creating the build venv $BUILD_VENV"
        mkdir -p "$WORK"
        new_venv "$BUILD_VENV"
    fi
    "$BUILD_VENV/bin/python" -m pip install -q --progress-bar off build "$PYINSTALLER_SPEC"
}

# Each artefact is built from the current tree once per run, and from what was built before it
# in this run: a bundle is never made from an older wheel, nor a package from an older bundle.
BUILT=()
built() { [[ " ${BUILT[*]} " == *" $1 "* ]]; }

build_wheel() {
    built wheel && return 0
    build_venv
    say "Building the sdist and, from it, the wheel (dist/)"
    mkdir -p "$DIST"
    rm -f "$WHEEL" "$SDIST"
    "$BUILD_VENV/bin/python" -m build --outdir "$DIST" "$ROOT" >"$WORK/build.log" 2>&1 \
        || { tail -30 "$WORK/build.log"; die "python -m build failed"; }
    ls -l "$WHEEL" "$SDIST"
    BUILT+=(wheel)
}

build_bundle() {
    built bundle && return 0
    build_wheel
    build_venv
    say "Installing the wheel into the build venv (what PyInstaller freezes)"
    "$BUILD_VENV/bin/python" -m pip install -q --progress-bar off --force-reinstall --no-deps "$WHEEL"
    "$BUILD_VENV/bin/python" -m pip install -q --progress-bar off "$WHEEL"  # and what it needs
    say "Freezing the bundle (PyInstaller, onedir)"
    local started=$SECONDS
    (cd "$WORK" && "$BUILD_VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
        --distpath "$WORK/pyinstaller/dist" --workpath "$WORK/pyinstaller/work" \
        "$ROOT/packaging/atout.spec")
    local top="atout-$VERSION"
    rm -rf "$WORK/pyinstaller/$top" && cp -a "$BUNDLE_DIR" "$WORK/pyinstaller/$top"
    tar -C "$WORK/pyinstaller" -czf "$BUNDLE" "$top"
    rm -rf "${WORK:?}/pyinstaller/$top"
    say "Bundle: $(du -sm "$BUNDLE_DIR" | cut -f1) MiB on disk, $(du -m "$BUNDLE" | cut -f1) MiB packed, $((SECONDS - started)) s"
    BUILT+=(bundle)
}

changelog_date() {  # the date of this version's entry in CHANGELOG.md
    sed -n "s/^## $VERSION — \([0-9-]*\)$/\1/p" "$ROOT/CHANGELOG.md"
}

# The layout walk's pictures that the package carries (until the project has an https address
# for AppStream screenshots): made by the layout test (tests/app/test_layout.py) in build/layout.
SHOTS=(launcher-tarot tarot-play carotte-play rough-play tarot-review history)

debian_changelog() {  # the changelog in Debian's form: an entry per version of CHANGELOG.md
    local version date
    sed -n 's/^## \([0-9][0-9.]*\) — \([0-9-]*\)$/\1 \2/p' "$ROOT/CHANGELOG.md" | while read -r version date; do
        printf 'atout (%s) stable; urgency=medium\n\n' "$version"
        printf '  * Version %s: see /usr/share/doc/atout/CHANGELOG.md.gz.\n\n' "$version"
        printf ' -- The Atout developers <atout@invalid>  %s\n\n' "$(LC_ALL=C date -u -R -d "$date 12:00")"
    done
}

# What the package depends on beyond the libraries the bundle is found to load (system_depends):
# those Qt opens at run time or whose data the bundled copies read (fontconfig's configuration,
# xkbcommon's keyboard data, D-Bus, GLib, EGL and GL, the xcb libraries of the X11 plugin), as
# setup.sh installs them for a checkout. Most are also in the bundle; declaring them costs
# nothing on a desktop and keeps the package whole where the bundle's copy is not used.
RUNTIME_PACKAGES=("${QT_LIBS[@]}" "${XCB_LIBS[@]}")

system_depends() {  # the Depends field: libc6 (>= the newest glibc symbol the bundle uses), the
    # Debian packages of the system libraries the bundle's binaries load (ldd, the bundle's own
    # folders searched first; dpkg -S), and RUNTIME_PACKAGES
    local dirs glibc lib found packages=()
    dirs="$(find "$BUNDLE_DIR" -name '*.so*' -printf '%h\n' | sort -u | paste -sd:)"
    glibc="$(find "$BUNDLE_DIR" -type f \( -name '*.so*' -o -name atout \) -print0 \
        | xargs -0 objdump -T 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -V | tail -1)"
    [[ -n "$glibc" ]] || die "no glibc version found in the bundle's binaries (objdump)"
    while read -r lib; do
        found="$(dpkg -S "$(realpath "$lib")" 2>/dev/null || dpkg -S "$lib" 2>/dev/null)" \
            || die "$lib, which the bundle loads, belongs to no Debian package"
        packages+=("${found%%:*}")
    done < <(find "$BUNDLE_DIR" -type f \( -name '*.so*' -o -name atout \) -print0 \
        | xargs -0 -n1 env LD_LIBRARY_PATH="$dirs" ldd 2>/dev/null \
        | awk '$2 == "=>" && $3 ~ /^\// {print $3}' | grep -v "^$BUNDLE_DIR/" | sort -u)
    printf 'libc6 (>= %s)' "$glibc"
    printf '%s\n' "${packages[@]}" "${RUNTIME_PACKAGES[@]}" | grep -vx 'libc6' | sort -u | sed 's/^/, /' | tr -d '\n'
}

stage_deb() {  # stage_deb DIR: the package's files under DIR, DEBIAN/ included
    local stage=$1 date
    date="$(changelog_date)"
    [[ -n "$date" ]] || die "CHANGELOG.md has no entry '## $VERSION — <date>'"
    rm -rf "$stage"
    mkdir -p "$stage/DEBIAN" "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
        "$stage/usr/share/icons/hicolor/scalable/apps" "$stage/usr/share/metainfo" \
        "$stage/usr/share/man/man6" "$stage/usr/share/doc/atout"
    cp -a "$BUNDLE_DIR" "$stage/opt/atout"
    find "$stage/opt/atout" -type f -name '*.so*' -exec chmod 0644 {} +  # libraries, not programs
    # a script, not a link: the bundle finds its files beside the program it runs
    printf '#!/bin/sh\nexec /opt/atout/atout "$@"\n' >"$stage/usr/bin/atout"
    chmod 0755 "$stage/usr/bin/atout"
    install -m 0644 "$ROOT/resources/desktop/$APP_ID.desktop" "$stage/usr/share/applications/"
    install -m 0644 "$ROOT/resources/desktop/$APP_ID.metainfo.xml" "$stage/usr/share/metainfo/"
    install -m 0644 "$ROOT/resources/icons/$APP_ID.svg" "$stage/usr/share/icons/hicolor/scalable/apps/"
    QT_QPA_PLATFORM=offscreen "$BUILD_VENV/bin/python" "$ROOT/packaging/render_icons.py" \
        "$ROOT/resources/icons/$APP_ID.svg" "$stage/usr/share/icons/hicolor"
    sed -e "s/@VERSION@/$VERSION/" -e "s/@DATE@/$date/" "$ROOT/packaging/atout.6" \
        | gzip -9n >"$stage/usr/share/man/man6/atout.6.gz"
    install -m 0644 "$ROOT/packaging/debian/copyright" "$stage/usr/share/doc/atout/"
    gzip -9n <"$ROOT/CHANGELOG.md" >"$stage/usr/share/doc/atout/CHANGELOG.md.gz"
    debian_changelog | gzip -9n >"$stage/usr/share/doc/atout/changelog.gz"
    local shot found=0
    mkdir -p "$stage/usr/share/doc/atout/screenshots"
    for shot in "${SHOTS[@]}"; do
        if [[ -f "$ROOT/build/layout/1366x768-fr-$shot.png" ]]; then
            install -m 0644 "$ROOT/build/layout/1366x768-fr-$shot.png" "$stage/usr/share/doc/atout/screenshots/$shot.png"
            found=$((found + 1))
        fi
    done
    ((found)) || { rmdir "$stage/usr/share/doc/atout/screenshots"; say "No layout pictures (run the tests first): none packaged"; }
    find "$stage" -path "$stage/DEBIAN" -prune -o -type d -exec chmod 0755 {} +
    local size
    size="$(du -sk --exclude=DEBIAN "$stage" | cut -f1)"
    local depends
    depends="$(system_depends)"
    sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@SIZE@/$size/" -e "s/@DEPENDS@/$depends/" \
        "$ROOT/packaging/debian/control" >"$stage/DEBIAN/control"
    (cd "$stage" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum) \
        >"$stage/DEBIAN/md5sums"
}

build_deb() {
    built deb && return 0
    build_bundle
    command -v dpkg-deb >/dev/null || die "dpkg-deb is missing (Debian's dpkg)"
    say "Building the Debian package"
    local stage="$WORK/deb/atout_${VERSION}_$ARCH"
    stage_deb "$stage"
    dpkg-deb --root-owner-group -Zxz -z6 --build "$stage" "$DEB" >/dev/null
    ls -l "$DEB"
    BUILT+=(deb)
}

# --- proving -----------------------------------------------------------------------------------

SCRATCH=""
scratch() {  # a throwaway folder for one check, removed at exit
    SCRATCH="$(mktemp -d /tmp/atout-check.XXXXXX)"
    mkdir -p "$SCRATCH/home" "$SCRATCH/elsewhere"
}
MOUNTS=()  # file systems a check mounted (a minimal system's /proc), unmounted before anything is removed
cleanup() {
    local mount
    for mount in "${MOUNTS[@]}"; do umount "$mount" 2>/dev/null || true; done
    MOUNTS=()
    [[ -n "$SCRATCH" ]] && rm -rf --one-file-system "$SCRATCH"
    SCRATCH=""
    if [[ -d "$BUILD_VENV.aside" && ! -e "$BUILD_VENV" ]]; then mv "$BUILD_VENV.aside" "$BUILD_VENV"; fi
    return 0
}
trap cleanup EXIT

json_field() {  # json_field KEY: KEY of the JSON object on stdin's last line
    "$PYTHON" -c 'import json, sys; print(json.loads(sys.stdin.read().strip().splitlines()[-1])[sys.argv[1]])' "$1"
}

play_each_game() {  # play_each_game LEVEL CMD...: an autoplay deal in each game, its summary shown
    local level=$1 game out
    shift
    for game in carotte rough tarot; do
        out="$("$@" --autoplay --game "$game" --deals 1 --seed 7 --level "$level")" \
            || die "autoplay of $game at $level failed"
        printf '  %-8s %s\n' "$game" "$(printf '%s' "$out" | tail -1 | cut -c1-150)"
    done
}

MEDIAN_MS=""
startup_figures() {  # startup_figures CMD...: six self-tests; the median of the last five in MEDIAN_MS
    local runs=() i ms
    for i in 1 2 3 4 5 6; do
        ms="$("$@" --self-test | json_field startup_ms)" || die "self-test failed"
        runs+=("$ms")
    done
    MEDIAN_MS="$(printf '%s\n' "${runs[@]:1}" | sort -n | sed -n 3p)"
    say "Start-up to the launcher (ms): first ${runs[0]}, then ${runs[*]:1}; median $MEDIAN_MS"
}

check_wheel() {
    build_wheel
    scratch
    say "The wheel holds the program and its resources, nothing of tests, docs or tools"
    "$PYTHON" - "$WHEEL" <<'EOF'
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
banned = [n for n in names if n.split("/")[0] in {"tests", "docs", "tools", "packaging"}
          or n.endswith((".ts", "README.md", ".pyc")) or "/tests/" in n]
needed = ["atout/__main__.py", "atout/app/main.py", "atout/resources/legal/LICENSE",
          "atout/resources/translations/atout_en.qm", "atout/resources/cards/tarot/back.svg",
          "atout/resources/icons/io.github.atoutcards.Atout.svg",
          "atout/resources/desktop/io.github.atoutcards.Atout.desktop"]
missing = [n for n in needed if n not in names]
print(f"  {len(names)} files; {sum(n.endswith('.py') for n in names)} modules")
if banned or missing:
    sys.exit(f"  not wanted: {banned[:10]}\n  missing: {missing}")
EOF
    say "The sdist builds the same wheel as the tree"
    "$BUILD_VENV/bin/python" -m build --wheel --outdir "$SCRATCH/from-tree" "$ROOT" >"$WORK/build-tree.log" 2>&1 \
        || { tail -30 "$WORK/build-tree.log"; die "building the wheel from the tree failed"; }
    "$PYTHON" - "$WHEEL" "$SCRATCH/from-tree/$(basename "$WHEEL")" <<'EOF'
import sys, zipfile
def record(path):
    archive = zipfile.ZipFile(path)
    name = next(n for n in archive.namelist() if n.endswith(".dist-info/RECORD"))
    return sorted(line for line in archive.read(name).decode().splitlines() if "/RECORD," not in line)
a, b = record(sys.argv[1]), record(sys.argv[2])
if a != b:
    sys.exit("  they differ:\n" + "\n".join(sorted(set(a) ^ set(b))[:20]))
print(f"  the same {len(a)} files, byte for byte (their hashes in RECORD)")
EOF
    say "Installing the wheel (not editable) into a new venv"
    local venv="$SCRATCH/venv"
    new_venv "$venv"
    "$venv/bin/python" -m pip install -q --progress-bar off "$WHEEL"
    say "  the venv with Atout and what it needs: $(du -sm "$venv" | cut -f1) MiB"
    cd "$SCRATCH/elsewhere"
    local where
    where="$("$venv/bin/python" -c 'import atout; print(atout.__file__)')"
    [[ "$where" == "$venv/"* ]] || die "atout was imported from $where, not from the venv"
    local run=(env HOME="$SCRATCH/home" XDG_DATA_HOME= XDG_CACHE_HOME= QT_QPA_PLATFORM=offscreen "$venv/bin/atout")
    [[ "$("${run[@]}" --version)" == "atout $VERSION" ]] || die "atout --version is not $VERSION"
    say "Playing from $PWD (the wheel's atout)"
    play_each_game normal "${run[@]}"
    startup_figures "${run[@]}"
    [[ ! -e "$SCRATCH/home/.local/share/atout" ]] || die "a check wrote into the player's data folder"
    cd "$ROOT"
    cleanup
    say "wheel: passed"
}

check_bundle() {
    build_bundle
    scratch
    say "Unpacking $(basename "$BUNDLE") outside the tree; the build venv moved aside"
    tar -C "$SCRATCH" -xzf "$BUNDLE"
    local program="$SCRATCH/atout-$VERSION/atout" file
    for file in legal/LICENSE "icons/$APP_ID.svg" translations/atout_en.qm cards/tarot/back.svg; do
        [[ -f "$SCRATCH/atout-$VERSION/_internal/atout/resources/$file" ]] || die "the bundle lacks resources/$file"
    done
    mv "$BUILD_VENV" "$BUILD_VENV.aside"
    cd "$SCRATCH/elsewhere"
    local run=(env -i HOME="$SCRATCH/home" QT_QPA_PLATFORM=offscreen "$program")
    [[ "$("${run[@]}" --version)" == "atout $VERSION" ]] || die "the bundle's --version is not $VERSION"
    say "Playing under env -i, the bots at expert (in the bundle's own bots' process)"
    play_each_game expert "${run[@]}"
    startup_figures "${run[@]}"
    local mib median
    mib="$(du -sm "$SCRATCH/atout-$VERSION" | cut -f1)"
    median="${MEDIAN_MS%%.*}"
    say "Bundle: $mib MiB on disk (at most $MOST_MIB), start-up median $median ms (at most $MOST_STARTUP_MS)"
    ((mib <= MOST_MIB)) || die "the bundle takes $mib MiB, over $MOST_MIB"
    if ((median > MOST_STARTUP_MS)); then
        say "Warning: start-up over $MOST_STARTUP_MS ms on this machine (a figure, not a failure: machines differ)"
    fi
    [[ ! -e "$SCRATCH/home/.local/share/atout" ]] || die "a check wrote into the player's data folder"
    cd "$ROOT"
    mv "$BUILD_VENV.aside" "$BUILD_VENV"
    cleanup
    say "bundle: passed"
}

DEB_INSTALLED=0
cleanup_deb() {  # a check that failed half-way leaves no package installed
    if ((DEB_INSTALLED)); then apt-get purge -y -q atout >/dev/null 2>&1 || true; fi
    DEB_INSTALLED=0
}

listing() {  # what /opt, /usr and /etc hold (names only)
    find /opt /usr /etc -xdev 2>/dev/null | LC_ALL=C sort
}

files_digest() {  # files_digest DIR: each file of DIR with its digest
    (cd "$1" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum)
}

check_deb() {
    if ((EUID != 0)) || ! command -v apt-get >/dev/null; then
        say "deb: not checked (needs root and apt-get: run it on a Debian 12 machine you may change)"
        return 0
    fi
    build_deb
    scratch
    apt_install "${VALIDATORS[@]}"
    export DEBIAN_FRONTEND=noninteractive
    say "Installing what the package depends on first, so that the listing compares only Atout"
    local needs
    needs="$( { dpkg-deb -f "$DEB" Depends; echo ,; dpkg-deb -f "$DEB" Recommends; } \
        | tr ',' '\n' | sed -e 's/([^)]*)//g' -e 's/ //g' | grep -v '^$' | tr '\n' ' ')"
    # shellcheck disable=SC2086 # a list of package names
    apt-get install -y -q --no-install-recommends $needs >"$WORK/apt.log" 2>&1 \
        || { apt-get update -q >>"$WORK/apt.log" 2>&1 && apt-get install -y -q $needs >>"$WORK/apt.log" 2>&1; } \
        || { tail -20 "$WORK/apt.log"; die "apt-get could not install: $needs"; }
    ! dpkg-query -W atout >/dev/null 2>&1 || die "a package atout is installed already: remove it first"

    local data="$SCRATCH/home/.local/share/atout"
    mkdir -p "$(dirname "$data")"
    cp -a "$ROOT/tests/fixtures/saves/$VERSION" "$data" 2>/dev/null \
        || cp -a "$(find "$ROOT/tests/fixtures/saves" -mindepth 1 -maxdepth 1 -type d | sort | tail -1)" "$data"
    files_digest "$data" >"$SCRATCH/data.before"
    listing >"$SCRATCH/listing.before"
    say "apt-get install $(basename "$DEB")"
    apt-get install -y -q "$DEB" >"$WORK/apt.log" 2>&1 || { tail -20 "$WORK/apt.log"; die "apt-get install failed"; }
    DEB_INSTALLED=1
    trap 'cleanup_deb; cleanup' EXIT

    cd "$SCRATCH/elsewhere"
    [[ "$(command -v atout)" == /usr/bin/atout ]] || die "atout is not on the PATH as /usr/bin/atout"
    local run=(env HOME="$SCRATCH/home" QT_QPA_PLATFORM=offscreen atout)
    [[ "$("${run[@]}" --version)" == "atout $VERSION" ]] || die "the installed atout is not $VERSION"
    say "Playing with the installed atout, the bots at expert"
    play_each_game expert "${run[@]}"
    startup_figures "${run[@]}"
    say "The installed atout starts on a player's folder of an earlier version"
    "${run[@]}" --self-test --data-dir "$data" >/dev/null || die "the self-test on the player's folder failed"
    say "Validating the installed entry and metainfo"
    desktop-file-validate "/usr/share/applications/$APP_ID.desktop"
    appstreamcli validate --no-net "/usr/share/metainfo/$APP_ID.metainfo.xml"
    [[ -f "/usr/share/icons/hicolor/48x48/apps/$APP_ID.png" && -f /usr/share/man/man6/atout.6.gz ]] \
        || die "the icon or the man page is missing"
    cd "$ROOT"

    say "Upgrading: a next version of the package installed over this one"
    local next="$SCRATCH/next" nextdeb="$SCRATCH/atout_${VERSION}+next_$ARCH.deb"
    mkdir -p "$next" && dpkg-deb -R "$DEB" "$next"
    sed -i "s/^Version: .*/Version: $VERSION+next/" "$next/DEBIAN/control"
    dpkg-deb --root-owner-group -Zgzip -z1 --build "$next" "$nextdeb" >/dev/null
    rm -rf "$next"
    apt-get install -y -q "$nextdeb" >"$WORK/apt.log" 2>&1 || { tail -20 "$WORK/apt.log"; die "the upgrade failed"; }
    env HOME="$SCRATCH/home" QT_QPA_PLATFORM=offscreen atout --self-test --data-dir "$data" >/dev/null \
        || die "the self-test on the player's folder after the upgrade failed"

    say "apt-get purge atout"
    apt-get purge -y -q atout >"$WORK/apt.log" 2>&1 || { tail -20 "$WORK/apt.log"; die "apt-get purge failed"; }
    DEB_INSTALLED=0
    listing >"$SCRATCH/listing.after"
    if ! diff -u "$SCRATCH/listing.before" "$SCRATCH/listing.after" >"$SCRATCH/listing.diff"; then
        head -40 "$SCRATCH/listing.diff"
        die "/opt, /usr or /etc differ from before the install"
    fi
    say "  the listing of /opt, /usr and /etc: $(wc -l <"$SCRATCH/listing.after") entries, as before"
    files_digest "$data" >"$SCRATCH/data.after"
    # every file the player had is there, the matches byte for byte (the window may rewrite
    # its settings and the history's index, which are its own)
    local missing
    missing="$(join -v1 -1 2 -2 2 <(sort -k2 "$SCRATCH/data.before") <(sort -k2 "$SCRATCH/data.after") || true)"
    [[ -z "$missing" ]] || die "the player's files are gone: $missing"
    grep -E 'autosave-|/history/' "$SCRATCH/data.before" | LC_ALL=C sort >"$SCRATCH/matches.before"
    grep -E 'autosave-|/history/' "$SCRATCH/data.after" | LC_ALL=C sort >"$SCRATCH/matches.after"
    cmp -s "$SCRATCH/matches.before" "$SCRATCH/matches.after" || die "the player's matches changed"
    say "  the player's data: $(wc -l <"$SCRATCH/data.after") files, the $(wc -l <"$SCRATCH/matches.after") matches unchanged"
    if command -v lintian >/dev/null; then
        say "lintian (for information)"
        lintian "$DEB" 2>&1 | grep -E '^[EWI]: ' | cut -d' ' -f1,3 | sort | uniq -c | sort -rn || true
    fi
    check_on_minimal_system
    trap cleanup EXIT
    cleanup
    say "deb: passed"
}

check_on_minimal_system() {  # the package's Depends alone bring what it needs
    say "On a minimal Debian 12 (debootstrap, minbase): the package and what it depends on"
    apt_install debootstrap
    local root="$SCRATCH/minbase" packages
    debootstrap --variant=minbase bookworm "$root" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" \
        >"$WORK/debootstrap.log" 2>&1 || { tail -20 "$WORK/debootstrap.log"; die "debootstrap failed"; }
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    mount -t proc proc "$root/proc"  # the self-test reads the process's age there
    MOUNTS+=("$root/proc")
    cp "$DEB" "$root/tmp/"
    packages="$(chroot "$root" dpkg-query -W -f '${Package}\n' | LC_ALL=C sort)"
    chroot "$root" env DEBIAN_FRONTEND=noninteractive sh -c \
        "apt-get update -q && apt-get install -y -q /tmp/$(basename "$DEB")" >"$WORK/apt.log" 2>&1 \
        || { tail -20 "$WORK/apt.log"; die "apt-get install in the minimal system failed"; }
    say "  $(chroot "$root" dpkg-query -W -f '${Package}\n' | wc -l) packages, from $(wc -l <<<"$packages"): \
$(grep -o '[0-9]* newly installed' "$WORK/apt.log")"
    local run=(chroot "$root" env -i HOME=/tmp/home PATH=/usr/bin:/bin)
    [[ "$("${run[@]}" QT_QPA_PLATFORM=offscreen atout --version)" == "atout $VERSION" ]] \
        || die "atout --version in the minimal system"
    play_each_game expert "${run[@]}" QT_QPA_PLATFORM=offscreen atout
    "${run[@]}" QT_QPA_PLATFORM=offscreen atout --self-test >/dev/null || die "the self-test in the minimal system failed"
    local said
    if said="$("${run[@]}" atout 2>&1)"; then die "atout started with no screen"; fi
    [[ "$said" == *"no screen to show the window on"* ]] || die "no screen, and not said: $said"
    say "  with no screen: \"${said:0:60}...\""
    chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get purge --autoremove -y -q atout >"$WORK/apt.log" 2>&1 \
        || { tail -20 "$WORK/apt.log"; die "apt-get purge in the minimal system failed"; }
    [[ "$(chroot "$root" dpkg-query -W -f '${Package}\n' | LC_ALL=C sort)" == "$packages" ]] \
        || die "the minimal system's packages differ after the purge"
    [[ ! -e "$root/opt/atout" && ! -e "$root/usr/bin/atout" ]] || die "files left after the purge"
    say "  purged with what it brought: the minimal system's $(wc -l <<<"$packages") packages, as before"
}

# --- the command line --------------------------------------------------------------------------

case "${1:-all}" in
    all|deb) build_deb ;;  # the package is built from the bundle, built from the wheel
    wheel) build_wheel ;;
    bundle) build_bundle ;;
    check)
        shift
        parts=("$@")
        ((${#parts[@]})) || parts=(wheel bundle deb)
        for part in "${parts[@]}"; do
            case "$part" in
                wheel) check_wheel ;;
                bundle) check_bundle ;;
                deb) check_deb ;;
                *) usage >&2; exit 2 ;;
            esac
        done
        ;;
    -h|--help|help) usage ;;
    *) usage >&2; exit 2 ;;
esac
