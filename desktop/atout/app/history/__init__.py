"""The history: the matches played, their statistics, and a way into each deal's review
(:mod:`~atout.app.history.screen`)."""
