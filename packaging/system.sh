# The system packages Atout needs on Debian, and how they are installed: sourced by setup.sh
# (a checkout's venv) and build.sh (the artefacts), which define say and die before.
#
# Made for a fresh Debian 12. Packages are installed with apt-get (through sudo when not root),
# only when missing; where there is no dpkg/apt-get nothing is checked.

# Libraries PySide6 (QtGui, QtWidgets) loads on any platform, offscreen included.
QT_LIBS=(libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0)
# A fixed font: the interface's metrics are the same on every machine, and the layout test
# (tests/app/test_layout.py) measures its texts in DejaVu Sans.
FONTS=(fonts-dejavu-core)
# Libraries of the xcb (X11) platform plugin, needed to show a window.
XCB_LIBS=(libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0
          libxcb-render-util0 libxcb-image0 libxcb-randr0 libxcb-xinerama0 libxcb-xkb1)
# The validators of the menu entry and of the AppStream metainfo.
VALIDATORS=(desktop-file-utils appstream)

APT_UPDATED=0

is_installed() {  # is_installed PKG: true when dpkg knows PKG as installed
    [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" == "install ok installed" ]]
}

apt_install() {  # apt_install PKG...: install those PKGs that are missing (Debian only)
    if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then
        say "No dpkg/apt-get here: not checking system packages ($*)"
        return 0
    fi
    local missing=() pkg
    for pkg in "$@"; do
        is_installed "$pkg" || missing+=("$pkg")
    done
    ((${#missing[@]})) || return 0

    local sudo=()
    if ((EUID != 0)); then
        command -v sudo >/dev/null || die "need root or sudo to install: ${missing[*]}"
        sudo=(sudo)
    fi
    say "Installing system packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    if ((APT_UPDATED == 0)); then
        "${sudo[@]}" apt-get update -q
        APT_UPDATED=1
    fi
    "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

check_python() {  # PYTHON is there and at least 3.11
    command -v "$PYTHON" >/dev/null || apt_install python3
    command -v "$PYTHON" >/dev/null || die "no $PYTHON found"
    "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
        || die "Atout needs Python >= 3.11; $PYTHON is $("$PYTHON" --version 2>&1)"
}

new_venv() {  # new_venv DIR: a virtual environment of PYTHON at DIR (python3-venv if needed)
    check_python
    rm -rf "$1"
    # Debian's python3 lacks venv/ensurepip until python3-venv is installed: try, then install it.
    if ! "$PYTHON" -m venv "$1" 2>/dev/null; then
        rm -rf "$1"
        apt_install python3-venv
        "$PYTHON" -m venv "$1"
    fi
}
