#!/usr/bin/env bash
# Install Atout in a virtual environment (.venv at the repository root) and run it or check it.
#
#   bash packaging/setup.sh run     install what is needed, then start the application
#   bash packaging/setup.sh test    install with the `test` extra, then run every check:
#                                   ruff, mypy, import-linter, pytest (Qt offscreen)
#   bash packaging/setup.sh install install what is needed, then put Atout in the desktop's
#                                   application menu (an entry and the icon in ~/.local/share)
#   bash packaging/setup.sh uninstall  take the menu entry and the icon out again (the venv,
#                                   the matches and the settings stay)
#
# Made for a fresh Debian 12 (its Python 3.11). System packages that venv or Qt need are
# installed with apt-get (through sudo when not root), and only when they are missing.
# Pip never touches the system Python. Set PYTHON to use another interpreter (>= 3.11).

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PYTHON="${PYTHON:-python3}"

if [[ -t 1 ]]; then BOLD=$'\033[1m' PLAIN=$'\033[0m'; else BOLD='' PLAIN=''; fi
say() { printf '%s==> %s%s\n' "$BOLD" "$*" "$PLAIN"; }
die() { printf 'setup.sh: %s\n' "$*" >&2; exit 1; }

usage() {
    cat <<'EOF'
usage: bash packaging/setup.sh run [ARGS...]   install and start Atout (ARGS go to the app)
       bash packaging/setup.sh test            install with the test extra and run all checks
       bash packaging/setup.sh install         install, and add Atout to the application menu
       bash packaging/setup.sh uninstall       remove Atout from the application menu
EOF
}

# System packages (QT_LIBS, FONTS, XCB_LIBS, VALIDATORS; apt_install, check_python, new_venv)
# shellcheck source=packaging/system.sh
source "$ROOT/packaging/system.sh"

# --- the virtual environment -----------------------------------------------------------------

venv_works() {
    [[ -x "$VENV/bin/python" ]] && "$VENV/bin/python" -m pip --version >/dev/null 2>&1
}

make_venv() {
    if venv_works; then
        say "Reusing $VENV"
        return 0
    fi
    say "Creating $VENV"
    new_venv "$VENV"
    venv_works || die "$VENV was created but has no working pip"
}

pip_install() {  # pip_install SPEC: editable install of the project into the venv
    say "Installing atout ($1) into $VENV"
    (cd "$ROOT" && "$VENV/bin/python" -m pip install --progress-bar off --editable "$1")
    # byte-compiled as an installed wheel is: every process (the app, the bots' process, each
    # test worker) would otherwise compile the package afresh where PYTHONDONTWRITEBYTECODE is
    # set (0.2 s of the 0.4 s its imports take)
    "$VENV/bin/python" -m compileall -q -j 0 "$ROOT/desktop/atout" >/dev/null
}

# --- subcommands -----------------------------------------------------------------------------

cmd_run() {
    apt_install "${QT_LIBS[@]}" "${FONTS[@]}" "${XCB_LIBS[@]}"
    make_venv
    pip_install .
    if [[ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}${QT_QPA_PLATFORM:-}" ]]; then
        say "Warning: no DISPLAY or WAYLAND_DISPLAY; Qt may not find a screen"
    fi
    say "Starting Atout"
    cd "$ROOT"
    exec "$VENV/bin/python" -m atout "$@"
}

cmd_install() {
    apt_install "${QT_LIBS[@]}" "${FONTS[@]}" "${XCB_LIBS[@]}"
    make_venv
    pip_install .
    "$VENV/bin/python" -m atout.app.desktop_entry install --command "$VENV/bin/atout"
    say "Atout is in the application menu (Jeux); or run $VENV/bin/atout"
}

cmd_uninstall() {
    venv_works || die "no $VENV: nothing was installed from here"
    "$VENV/bin/python" -m atout.app.desktop_entry uninstall
}

cmd_test() {
    apt_install "${QT_LIBS[@]}" "${FONTS[@]}" "${VALIDATORS[@]}"
    make_venv
    pip_install '.[test]'
    cd "$ROOT"
    export PATH="$VENV/bin:$PATH"
    export QT_QPA_PLATFORM=offscreen

    local names=() results=() failed=0 status
    step() {  # step NAME CMD...: run CMD, remember its status, never stop the suite
        say "$1"
        status=0
        "${@:2}" || status=$?
        names+=("$1")
        results+=("$status")
        ((status == 0)) || failed=1
    }
    # While ruff and mypy run, pytest's rewriting of the test modules' asserts is done once and
    # kept (__pycache__, ignored by git): each test worker would otherwise do it again, 2.7 s of
    # its start, where PYTHONDONTWRITEBYTECODE is set (as on CI)
    timeout 300 env -u PYTHONDONTWRITEBYTECODE python -m pytest --collect-only -q -n0 >/dev/null 2>&1 &
    local rewriting=$!
    step "ruff"          ruff check desktop tests tools packaging
    step "mypy"          mypy
    step "import-linter" lint-imports
    wait "$rewriting" || true  # a collection error shows in the run itself
    step "pytest"        python -m pytest --durations=15

    echo
    say "Summary"
    local i
    for i in "${!names[@]}"; do
        if ((results[i] == 0)); then
            printf '  %-14s passed\n' "${names[i]}"
        else
            printf '  %-14s FAILED (exit status %s)\n' "${names[i]}" "${results[i]}"
        fi
    done
    return "$failed"
}

case "${1:-}" in
    run)  shift; cmd_run "$@" ;;
    test) shift; (($# == 0)) || { usage >&2; exit 2; }; cmd_test ;;
    install) shift; (($# == 0)) || { usage >&2; exit 2; }; cmd_install ;;
    uninstall) shift; (($# == 0)) || { usage >&2; exit 2; }; cmd_uninstall ;;
    -h|--help|help) usage ;;
    *)    usage >&2; exit 2 ;;
esac
