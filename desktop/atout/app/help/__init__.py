"""The help: the guide to each game's rules and to the table (:mod:`~atout.app.help.guide`;
each game's pages come from :mod:`atout.app.games.guide_pages`)."""
