"""The headless rules of Atout: cards, the games, matches and the match log.

No Qt here, and no I/O beyond the match log's JSON. The same code runs the
desktop app, the command-line tools, the computer players' search and the tests.

>>> from atout.rules import Match, PASS, CarotteBid, Suit
>>> match = Match("carotte", seed=1, first_dealer=0)
>>> deal = match.new_deal()
>>> deal.legal_actions()[:3]
(Pass(), CarotteBid(4♠), CarotteBid(4♥))
>>> match.apply(CarotteBid(4, Suit.SPADES))
>>> match.apply(CarotteBid(4, Suit.HEARTS))
Traceback (most recent call last):
...
atout.rules.errors.IllegalActionError: a bid must name more than 4 tricks
"""

from atout.rules.actions import (
    PASS,
    Action,
    CarotteBid,
    Chelem,
    Contract,
    Discard,
    HiddenDiscard,
    Keep,
    Pass,
    Play,
    Poignee,
    RoughBid,
    SansAtout,
    TarotBid,
)
from atout.rules.cards import (
    CAROTTE_PACK,
    ROUGH_PACK,
    SUIT_MASKS,
    TAROT_PACK,
    Card,
    Pack,
    Suit,
    cards_from_mask,
    mask_of,
)
from atout.rules.carotte import CarotteDeal, CarotteOptions, CarotteRules
from atout.rules.deal import CardChoice, Deal, DealResult, Observation, Phase, Trick
from atout.rules.errors import CardError, IllegalActionError, LogError, OptionError, RulesError
from atout.rules.game import GameRules, MatchContext
from atout.rules.games import GAMES, get_game
from atout.rules.log import dumps, loads, match_from_log, read_match, replay_summary, write_match
from atout.rules.match import DealNumber, Match, Player, deal_numbers
from atout.rules.options import GameOptions
from atout.rules.rng import DealRng
from atout.rules.rough import RoughDeal, RoughOptions, RoughRules
from atout.rules.tarot import TarotRules
from atout.rules.tarot_deal import TarotDeal
from atout.rules.tarot_options import TarotOptions

__all__ = [
    "CAROTTE_PACK",
    "GAMES",
    "PASS",
    "ROUGH_PACK",
    "SUIT_MASKS",
    "TAROT_PACK",
    "Action",
    "Card",
    "CardChoice",
    "CardError",
    "CarotteBid",
    "CarotteDeal",
    "CarotteOptions",
    "CarotteRules",
    "Chelem",
    "Contract",
    "Deal",
    "DealNumber",
    "DealResult",
    "DealRng",
    "Discard",
    "GameOptions",
    "GameRules",
    "HiddenDiscard",
    "IllegalActionError",
    "Keep",
    "LogError",
    "Match",
    "MatchContext",
    "Observation",
    "OptionError",
    "Pack",
    "Pass",
    "Phase",
    "Play",
    "Player",
    "Poignee",
    "RoughBid",
    "RoughDeal",
    "RoughOptions",
    "RoughRules",
    "RulesError",
    "SansAtout",
    "Suit",
    "TarotBid",
    "TarotDeal",
    "TarotOptions",
    "TarotRules",
    "Trick",
    "cards_from_mask",
    "deal_numbers",
    "dumps",
    "get_game",
    "loads",
    "mask_of",
    "match_from_log",
    "read_match",
    "replay_summary",
    "write_match",
]
