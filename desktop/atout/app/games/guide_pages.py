"""Each game's page of the guide (Aide → Règles et clavier): the rules as the program applies
them by default, in the player's words, and the variants the launcher offers. The guide
(:mod:`atout.app.help.guide`) shows them beside its page of keys.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QCoreApplication

__all__ = ["GAME_PAGES"]


def _carotte() -> list[tuple[str, str]]:
    return [
        (
            QCoreApplication.translate("Guide", "Le but"),
            QCoreApplication.translate(
                "Guide",
                "Chacun joue pour soi. Celui qui annonce le plus de levées doit les faire avec l'atout de "
                "son choix. Le premier à 25 points gagne la partie. La carotte, c'est annoncer les six "
                "levées : elle se paie en jetons, à part des points.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Les cartes et la donne"),
            QCoreApplication.translate(
                "Guide",
                "28 cartes : As, Roi, Dame, Valet, 10, 9, 8 dans chaque couleur, de la plus forte à la plus "
                "faible. On joue dans le sens des aiguilles d'une montre. Le donneur distribue six cartes à "
                "chacun et pose quatre cartes face cachée au centre : la <b>mise</b>. La donne passe au "
                "joueur de gauche après chaque coup.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Les enchères"),
            QCoreApplication.translate(
                "Guide",
                "Un seul tour, en commençant à gauche du donneur. Chacun passe ou annonce 4, 5 ou 6 levées "
                "et une couleur d'atout ; 6, c'est la <b>carotte</b>. Une annonce doit promettre plus de "
                "levées que la précédente : la couleur ne compte pas. Si tout le monde passe, personne ne "
                "marque et le joueur suivant donne.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "La mise"),
            QCoreApplication.translate(
                "Guide",
                "Le plus fort annonceur, le <b>déclarant</b>, prend la mise (dix cartes en main) et en "
                "écarte "
                "quatre, face cachée. Les autres ne voient pas la mise.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Le jeu de la carte"),
            QCoreApplication.translate(
                "Guide",
                "La couleur du déclarant est l'atout, et il entame le premier pli. Il faut fournir la "
                "couleur demandée si on le peut ; sinon on coupe ou on se défausse, au choix : on n'est "
                "jamais obligé de couper ni de monter. Le plus fort atout emporte le pli, sinon la plus "
                "forte carte de la couleur demandée ; le gagnant entame le pli suivant.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Le compte"),
            QCoreApplication.translate(
                "Guide",
                "Contrat de 4 ou 5 réussi : le déclarant marque 4 ou 5 points (les levées en plus ne "
                "comptent "
                "pas) ; chuté, il perd autant. Les autres ne marquent rien. La carotte ne change pas les "
                "points : réussie, chacun des trois autres paie 10 jetons au déclarant ; chutée, le "
                "déclarant paie 10 jetons à chacun.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Les variantes"),
            QCoreApplication.translate(
                "Guide",
                "Dans le lanceur : les points qui gagnent la partie, les jetons d'une carotte, compter les "
                "levées en plus, montrer la mise à tous, obliger le donneur à annoncer quand les trois "
                "autres ont passé.",
            ),
        ),
    ]


def _rough() -> list[tuple[str, str]]:
    return [
        (
            QCoreApplication.translate("Guide", "Le but"),
            QCoreApplication.translate(
                "Guide",
                "Deux équipes de deux, les partenaires face à face. L'équipe qui prend le contrat doit "
                "ramasser au moins les points annoncés. La première équipe à 350 points gagne la partie.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Les cartes et les points"),
            QCoreApplication.translate(
                "Guide",
                "36 cartes : As, Roi, Dame, Valet, 10, 9, 8, 7, 5 dans chaque couleur, de la plus forte à la "
                "plus faible. Seuls comptent les As (10 points), les 10 (10 points) et les 5 (5 points) : "
                "100 points en tout. On joue dans le sens des aiguilles d'une montre ; chacun reçoit huit "
                "cartes et quatre restent au centre, face cachée : la <b>mise</b>.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Les enchères"),
            QCoreApplication.translate(
                "Guide",
                "Un seul tour, en commençant à gauche du donneur, qui parle le dernier. Chacun passe ou "
                "annonce de 70 à 100 points, de 5 en 5, plus que l'annonce précédente (on peut sauter). Le "
                "donneur ne peut que passer ou <b>garder</b> : il prend le contrat à la valeur de la plus "
                "haute annonce, même celle de son partenaire ; si personne n'a annoncé, il peut le prendre "
                "à 70. Annoncer 100, c'est <b>la partie</b>. Une équipe sous zéro est <b>dans la boîte</b> : "
                "elle ne peut ni annoncer ni garder 100. Si tout le monde passe, le coup est nul.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "La mise et l'atout"),
            QCoreApplication.translate(
                "Guide",
                "Le preneur ajoute la mise à sa main et écarte quatre cartes, face cachée ; les points de "
                "son "
                "écart comptent pour son équipe. Avant sa première carte, il peut annoncer "
                "<b>Sans-Atout</b> ; "
                "sinon la couleur de la première carte qu'il joue devient l'atout pour tout le coup.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Le jeu de la carte"),
            QCoreApplication.translate(
                "Guide",
                "Le preneur entame. Il faut fournir la couleur demandée si on le peut ; sinon on joue "
                "n'importe quelle carte : on n'est jamais obligé de couper ni de monter. Le plus fort atout "
                "emporte le pli, sinon la plus forte carte de la couleur demandée.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Le compte"),
            QCoreApplication.translate(
                "Guide",
                "Chaque équipe compte les points de ses plis (le preneur y ajoute son écart). Si l'équipe du "
                "preneur a au moins son annonce, elle marque les points ramassés ; sinon elle perd son "
                "annonce. L'autre équipe marque toujours ce qu'elle a ramassé. La partie (100) réussie fait "
                "gagner le match sur-le-champ ; chutée, elle le fait perdre.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Les variantes"),
            QCoreApplication.translate(
                "Guide",
                "Dans le lanceur : les points qui gagnent la partie, l'annonce la plus basse, ce que peut "
                "faire le donneur quand personne n'a annoncé, l'écart compté pour la défense, le Sans-Atout "
                "qui double ou triple la marque du preneur.",
            ),
        ),
    ]


def _tarot() -> list[tuple[str, str]]:
    return [
        (
            QCoreApplication.translate("Guide", "Le but"),
            QCoreApplication.translate(
                "Guide",
                "Un preneur joue seul contre les trois autres. Il doit faire assez de points dans ses plis, "
                "d'autant moins qu'il détient de bouts. La partie se joue en un nombre de donnes fixé au "
                "départ (8 par défaut) ; le plus haut total gagne.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Les cartes et les points"),
            QCoreApplication.translate(
                "Guide",
                "78 cartes : quatre couleurs de quatorze cartes (Roi, Dame, Cavalier, Valet, 10 à 1), 21 "
                "atouts et l'Excuse. Les trois <b>bouts</b> sont le 21, le 1 d'atout (le <b>Petit</b>) et "
                "l'Excuse. Un bout ou un Roi vaut 4,5 points, une Dame 3,5, un Cavalier 2,5, un Valet 1,5, "
                "toute autre carte 0,5 : 91 points en tout. On joue dans le sens inverse des aiguilles d'une "
                "montre ; chacun reçoit dix-huit cartes, et six vont au <b>chien</b>. Un joueur dont le seul "
                "atout est le Petit, sans l'Excuse, a le <b>Petit sec</b> : la donne est annulée.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Les enchères"),
            QCoreApplication.translate(
                "Guide",
                "Un seul tour, en commençant à droite du donneur. Chacun passe ou annonce plus haut que les "
                "précédents : <b>Prise</b>, <b>Garde</b>, <b>Garde sans le chien</b>, <b>Garde contre le "
                "chien</b>. Si tout le monde passe, la donne passe au suivant.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Le chien et l'écart"),
            QCoreApplication.translate(
                "Guide",
                "En Prise et en Garde, le chien est montré à tous ; le preneur le prend et écarte six "
                "cartes, "
                "qui comptent dans ses plis. Ni Roi ni bout à l'écart ; un atout seulement s'il ne peut pas "
                "faire autrement, et il est alors montré. En Garde sans, le chien compte pour le preneur "
                "sans "
                "être vu ; en Garde contre, il compte pour la défense.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Poignée et chelem"),
            QCoreApplication.translate(
                "Guide",
                "Avec 10, 13 ou 15 atouts, on peut montrer une <b>poignée</b> simple, double ou triple juste "
                "avant sa première carte ; l'Excuse n'y remplace un atout que si tous les atouts sont "
                "montrés. "
                "La prime (20, 30, 40) va au camp qui gagne la donne. Le preneur peut annoncer un "
                "<b>chelem</b> (tous les plis) avant le jeu : il entame alors.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Le jeu de la carte"),
            QCoreApplication.translate(
                "Guide",
                "Le joueur à droite du donneur entame. Il faut fournir la couleur demandée ; à défaut, "
                "couper, "
                "et monter sur l'atout le plus fort du pli si on le peut ; sans atout, on se défausse. Sur "
                "un "
                "atout demandé, il faut monter si on le peut, même sur son partenaire. L'<b>Excuse</b> se "
                "joue "
                "quand on veut et ne gagne pas le pli : son camp la garde et donne une carte de 0,5 point à "
                "la "
                "place. Jouée au dernier pli, elle va au camp qui remporte ce pli, sauf si un camp qui a "
                "fait "
                "tous les autres plis l'entame.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Le compte"),
            QCoreApplication.translate(
                "Guide",
                "Il faut 56 points sans bout, 51 avec un, 41 avec deux, 36 avec trois. La marque vaut (25 + "
                "l'écart au but) × 1 en Prise, × 2 en Garde, × 4 en Garde sans, × 6 en Garde contre. Le "
                "<b>Petit au bout</b> (le Petit au dernier pli) rapporte 10 × ce multiplicateur au camp qui "
                "fait ce pli. S'y ajoutent les poignées et le chelem : annoncé et réussi 400, réussi sans "
                "annonce 200, annoncé et chuté −200. Chaque défenseur marque l'opposé ; le preneur, trois "
                "fois la marque.",
            ),
        ),
        (
            QCoreApplication.translate("Guide", "Les variantes"),
            QCoreApplication.translate(
                "Guide",
                "Dans le lanceur : le nombre de donnes, et où va l'Excuse jouée au dernier pli (au gagnant "
                "du "
                "pli, ou toujours au camp adverse comme le veut la Fédération).",
            ),
        ),
    ]


#: Each game's page: its sections, (title, HTML paragraph).
GAME_PAGES: Final[dict[str, Callable[[], list[tuple[str, str]]]]] = {
    "carotte": _carotte,
    "rough": _rough,
    "tarot": _tarot,
}
