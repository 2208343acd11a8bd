"""Atout: La Carotte, Le Rough and French Tarot against computer opponents."""

__version__ = "0.1.0"
