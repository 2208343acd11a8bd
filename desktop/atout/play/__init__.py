"""The match around the table, without Qt: the saves and their storage, the history's records
and statistics, the replay of a finished deal and its analysis (could the contract still be
made?), the undo rule.

The arrows: ``atout.app`` (Qt) uses this package; this package uses ``atout.ai`` and
``atout.rules``, and never Qt (import-linter checks both).
"""
