"""The examples in the app's docstrings run (pytest collects doctests from the rules and the
computer players only: the app's modules need a QApplication, which the ``qapp`` fixture
gives)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest
from PySide6.QtWidgets import QApplication

import atout.app

MODULES = sorted(
    info.name for info in pkgutil.walk_packages(atout.app.__path__, "atout.app.") if not info.ispkg
)


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_of_the_module_run(qapp: QApplication, name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"
