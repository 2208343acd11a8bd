"""Moves of the unhurried Tarot search levels at fixed positions: a check that an optimisation
changes no decision. Usage: golden.py OUT"""
import sys, json
from atout.ai.arena import unhurry
from atout.ai.levels import make_bot
from atout.ai.bot import MatchView
from atout.rules import Match, DealRng, Phase
out = []
rnd = [make_bot("normal", game="tarot", seat=s, seed=s) for s in range(4)]
for s in range(30):
    match = Match("tarot", seed=700 + s, first_dealer=s % 4)
    deal = match.new_deal()
    stops = {2 + s % 3, 12 + s * 3 % 20, 30 + s * 7 % 30, 58 + s % 8}
    n = 0
    while not deal.is_over:
        seat = deal.current_seat
        if seat is None:
            break
        if n in stops:
            for level in ("expert", "hard"):
                bot = unhurry(make_bot(level, game="tarot", seat=seat, seed=900 + s))
                a = bot.choose(deal.observation(seat), MatchView.of(match))
                out.append([s, n, level, str(a)])
        for aseat, offer in deal.announcements():
            pass
        a = rnd[seat].choose(deal.observation(seat), MatchView.of(match))
        match.apply(a)
        n += 1
json.dump(out, open(sys.argv[1], "w"))
print(len(out), "moves")
