<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../desktop/atout/app/about.py" line="+38"/>
        <source>À propos d&apos;Atout</source>
        <translation>About Atout</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Atout {version}&lt;/h3&gt;&lt;p&gt;La Carotte, Le Rough et le Tarot, à quatre, contre l&apos;ordinateur.&lt;/p&gt;&lt;p&gt;Les cartes sont dessinées pour Atout. Les parties sont enregistrées dans :&lt;br&gt;&lt;tt&gt;{folder}&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;Atout est un logiciel libre : vous pouvez le redistribuer et le modifier selon les termes de la licence publique générale GNU (GPL), version 3 ou (à votre choix) toute version ultérieure. Il est distribué sans aucune garantie.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Atout {version}&lt;/h3&gt;&lt;p&gt;La Carotte, Le Rough and French Tarot, four at the table, against the computer.&lt;/p&gt;&lt;p&gt;The cards are drawn for Atout. The matches are kept in:&lt;br&gt;&lt;tt&gt;{folder}&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;Atout is free software: you can redistribute it and modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Le texte de la licence est introuvable.</source>
        <translation>The licence text cannot be found.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
</context>
<context>
    <name>AnnouncementPanel</name>
    <message>
        <location filename="../../desktop/atout/app/table/choices.py" line="+274"/>
        <source>Annonce</source>
        <translation>Announcement</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Annoncer Sans-Atout ?</source>
        <translation>Announce No-trump?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sans-Atout, aucune couleur n&apos;est atout pour cette donne. Sinon, la couleur de votre première carte devient l&apos;atout.</source>
        <translation>With No-trump, no suit is trumps in this deal. Otherwise the suit of your first card becomes trumps.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Annoncer &amp;Sans-Atout</source>
        <translation>Announce &amp;No-trump</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Jouer avec un atout</source>
        <translation>&amp;Play with trumps</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Avant la première carte</source>
        <translation>Before the first card</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vous pouvez annoncer un chelem : vous vous engagez à faire tous les plis, {made} s&apos;il est réussi, {failed} s&apos;il échoue, et vous jouez la première carte.</source>
        <translation>You may announce a chelem: you undertake to win every trick, {made} if you do, {failed} if you fail, and you lead the first card.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Annoncer un &amp;chelem…</source>
        <translation>Announce a &amp;chelem…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commencer le &amp;jeu</source>
        <translation>&amp;Start the game</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Ne pas montrer</source>
        <translation>&amp;Don&apos;t show</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Annoncer un chelem</source>
        <translation>Announce a chelem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annoncer un chelem ?</source>
        <translation>Announce a slam?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vous vous engagez à faire tous les plis de la donne : {made} s&apos;il est réussi, {failed} s&apos;il échoue, même si le contrat est gagné.</source>
        <translation>You undertake to win every trick of the deal: {made} if you do, {failed} if you fail, even when the contract is made.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annoncer le chelem</source>
        <translation>Announce the chelem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Annuler</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>{size} ({n} atouts, {bonus} points)</source>
        <translation>{size} ({n} trumps, {bonus} points)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vous avez une poignée : la montrer ?</source>
        <translation>You hold a handful: show it?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Poignée {sizes}. La prime va au camp qui gagne la donne. Montrer révèle vos atouts aux autres.</source>
        <translation>Handful: {sizes}. The bonus goes to the side that wins the deal. Showing it reveals your trumps to the others.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> ou </source>
        <translation> or </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Montrer…</source>
        <translation>&amp;Show…</translation>
    </message>
</context>
<context>
    <name>BidPanel</name>
    <message>
        <location filename="../../desktop/atout/app/table/panels.py" line="+187"/>
        <source>Enchères</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>À vous de parler</source>
        <translation>Your turn to bid</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>En attente des enchères…</source>
        <translation>Waiting for the bids…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Passe</source>
        <translation>&amp;Pass</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ne pas enchérir (Alt+P)</source>
        <translation>Do not bid (Alt+P)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Personne n&apos;a encore enchéri.</source>
        <translation>Nobody has bid yet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plus forte enchère : {bid} ({who})</source>
        <translation>Highest bid: {bid} ({who})</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Carotte</source>
        <translation>Carotte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} plis</source>
        <translation>{n} tricks</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Touches 4, 5, 6 puis flèches pour choisir la couleur.</source>
        <translation>Keys 4, 5, 6, then the arrows to choose the suit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>La carotte à {suit} : les 6 plis</source>
        <translation>The carotte in {suit}: all 6 tricks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} plis à {suit}</source>
        <translation>{n} tricks in {suit}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Demander {n} points</source>
        <translation>Bid {n} points</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tous les points : la partie est gagnée ou perdue d&apos;un coup</source>
        <translation>Every point: the match is won or lost at once</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Garder à {points}</source>
        <translation>&amp;Keep at {points}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Garder</source>
        <translation>&amp;Keep</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prendre le contrat (Alt+G)</source>
        <translation>Take the contract (Alt+K)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>P&amp;rise</source>
        <translation>P&amp;rise</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Le chien au preneur — points ×1 (Alt+R)</source>
        <translation>The chien to the taker — points ×1 (Alt+R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Garde</source>
        <translation>&amp;Garde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Le chien au preneur — points ×2 (Alt+G)</source>
        <translation>The chien to the taker — points ×2 (Alt+G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Garde &amp;sans le chien</source>
        <translation>Garde &amp;sans (without the chien)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Le chien compte pour le preneur, sans être vu — points ×4 (Alt+S)</source>
        <translation>The chien counts for the taker, unseen — points ×4 (Alt+S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Garde &amp;contre le chien</source>
        <translation>Garde &amp;contre (against the chien)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Le chien va à la défense — points ×6 (Alt+C)</source>
        <translation>The chien goes to the defence — points ×6 (Alt+C)</translation>
    </message>
</context>
<context>
    <name>Calls</name>
    <message>
        <location filename="../../desktop/atout/app/texts/game.py" line="+284"/>
        <source>triple</source>
        <translation>triple</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>simple</source>
        <translation>single</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Prise</source>
        <translation>Prise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Garde</source>
        <translation>Garde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Garde sans</source>
        <translation>Garde sans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garde sans le chien</source>
        <translation>Garde sans le chien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Garde contre</source>
        <translation>Garde contre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garde contre le chien</source>
        <translation>Garde contre le chien</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>la {contract}</source>
        <translation>the {contract}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Carotte à {suit}</source>
        <translation>Carotte in {suit}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{n} à {suit}</source>
        <translation>{n} in {suit}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>100 (la partie)</source>
        <translation>100 (the match)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{bid} SA</source>
        <comment>SA: Sans-Atout</comment>
        <translation>{bid} NT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{bid} Sans-Atout</source>
        <translation>{bid} No-trump</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Passe</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>100 — la partie</source>
        <translation>100 — the match</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Garder</source>
        <translation>Keep</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garder à {points}</source>
        <translation>Keep at {points}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sans-Atout</source>
        <translation>No-trump</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chelem</source>
        <translation>Slam</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location line="-230"/>
        <source>pique</source>
        <translation>spades</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cœur</source>
        <translation>hearts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>carreau</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trèfle</source>
        <translation>clubs</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+24"/>
        <source>Excuse</source>
        <translation>Excuse</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>As</source>
        <translation>Ace</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roi</source>
        <translation>King</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dame</source>
        <translation>Queen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cavalier</source>
        <translation>Knight</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Valet</source>
        <translation>Jack</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Petit</source>
        <translation>Petit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} d&apos;atout</source>
        <translation>{n} of trumps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rank} de {suit}</source>
        <translation>{rank} of {suit}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>l&apos;Excuse</source>
        <translation>the Excuse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>le Petit</source>
        <translation>the Petit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>le {n} d&apos;atout</source>
        <translation>the {n} of trumps</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>l&apos;As de {suit}</source>
        <translation>the Ace of {suit}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>la Dame de {suit}</source>
        <translation>the Queen of {suit}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>le {card}</source>
        <translation>the {card}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exc.</source>
        <comment>short for the Excuse</comment>
        <translation>Exc.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A</source>
        <comment>short for As</comment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R</source>
        <comment>short for Roi</comment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D</source>
        <comment>short for Dame</comment>
        <translation>Q</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C</source>
        <comment>short for Cavalier</comment>
        <translation>C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V</source>
        <comment>short for Valet</comment>
        <translation>J</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>aucune carte</source>
        <translation>no card</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{first} et {last}</source>
        <translation>{first} and {last}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>aucun bout</source>
        <translation>no oudler</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{n} point</source>
        <translation>{n} point</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} points</source>
        <translation>{n} points</translation>
    </message>
</context>
<context>
    <name>ChoiceBar</name>
    <message>
        <location filename="../../desktop/atout/app/table/choices.py" line="-289"/>
        <source>Choix de cartes</source>
        <extracomment>Enter in the bar away from its buttons (on the chelem box): validate, or say what is missing.</extracomment>
        <translation>Choosing cards</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Annoncer un &amp;chelem ({made} / {failed})</source>
        <translation>&amp;Announce a chelem ({made} / {failed})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Avec l&apos;écart, vous vous engagez à faire tous les plis : {made} s&apos;il est réussi, {failed} s&apos;il échoue. Vous jouez alors la première carte.</source>
        <translation>With the écart, you undertake to win every trick: {made} if you do, {failed} if you fail. You then lead the first card.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Ne pas montrer</source>
        <translation>&amp;Don&apos;t show</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garder votre poignée secrète (Alt+N)</source>
        <translation>Keep your handful secret (Alt+D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Valider</source>
        <translation>&amp;Confirm</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>poignée {size} : {n} atouts</source>
        <translation>{size} handful: {n} trumps</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>L&apos;Excuse peut compléter, avec tous vos atouts.</source>
        <translation>The Excuse may complete it, with all your trumps.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cliquez sur les cartes de votre main pour les choisir.</source>
        <translation>Click the cards of your hand to choose them.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cartes grisées : {reasons}</source>
        <translation>Greyed cards: {reasons}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choisissez {need} atouts à montrer ({n}/{need})</source>
        <translation>Choose {need} trumps to show ({n}/{need})</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+46"/>
        <source> ou </source>
        <translation> or </translation>
    </message>
    <message>
        <location line="-113"/>
        <source>Valider ce choix (Entrée, Alt+V ou Ctrl+Entrée)</source>
        <translation>Confirm this choice (Enter, Alt+C or Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Choix incomplet ({n}/{need}) : il en manque encore {missing}.</source>
        <translation>Choice incomplete ({n}/{need}): {missing} more to choose.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Une poignée montre {counts} atouts : ajoutez-en {more} ou retirez-en {fewer}.</source>
        <translation>A poignée shows {counts} trumps: add {more} or take {fewer} out.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Une poignée montre {counts} atouts : retirez-en {fewer}.</source>
        <translation>A poignée shows {counts} trumps: take {fewer} out.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Les atouts proposés sont levés : changez-les si vous voulez.</source>
        <translation>The trumps proposed are raised: change them if you like.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choisissez {counts} atouts à montrer ({n} choisis)</source>
        <translation>Choose {counts} trumps to show ({n} chosen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choisissez {need} cartes pour l&apos;écart ({n}/{need})</source>
        <translation>Choose {need} cards for the écart ({n}/{need})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choisissez {need} cartes à écarter ({n}/{need})</source>
        <translation>Choose {need} cards to put aside ({n}/{need})</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../desktop/atout/app/texts/plurals.py" line="+54"/>
        <source>%n donne(s)</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n partie(s)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Partie en %n donne(s)</source>
        <translation>
            <numerusform>Match of %n deal</numerusform>
            <numerusform>Match of %n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> donne(s)</source>
        <comment>the unit after a number of deals in a spin box</comment>
        <translation>
            <numerusform> deal</numerusform>
            <numerusform> deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n donne(s) jouée(s)</source>
        <translation>
            <numerusform>%n deal played</numerusform>
            <numerusform>%n deals played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pli(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n bout(s)</source>
        <translation>
            <numerusform>%n bout</numerusform>
            <numerusform>%n bouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n jeton(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{n} jeton(s)</source>
        <comment>a count of chips with its sign: +10 jetons, −1 jeton</comment>
        <translation>
            <numerusform>{n} chip</numerusform>
            <numerusform>{n} chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealReview</name>
    <message>
        <location filename="../../desktop/atout/app/games/rough.py" line="+45"/>
        <source>Si chacun jouait au mieux, les quatre jeux en vue (l&apos;équipe du preneur contre l&apos;autre)</source>
        <translation>If everyone played their best with all four hands in view (the contracting team against the other)</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/base.py" line="+135"/>
        <source>Si chacun jouait au mieux, les quatre jeux en vue (le déclarant contre les autres)</source>
        <translation>If everyone played their best with all four hands in view (the declarer against the others)</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/review/screen.py" line="+118"/>
        <source>Le déroulement de la donne</source>
        <translation>How the deal went</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Revoir : {deal}</source>
        <extracomment>Every hand in view, could the declarer still make it, at each moment (La Carotte, Le Rough): worked out off the GUI thread (:attr:`verdicts_pending` until then). The deal&apos;s number as the rules count deals (an annulled Tarot deal takes none).</extracomment>
        <translation>Review: {deal}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Début</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Les cartes distribuées (Début)</source>
        <translation>The cards as dealt (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>« Pli</source>
        <translation>« Trick</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Le pli précédent (←)</source>
        <translation>The previous trick (←)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L&apos;action précédente (↑)</source>
        <translation>The previous action (↑)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L&apos;action suivante (↓)</source>
        <translation>The next action (↓)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pli »</source>
        <translation>Trick »</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Le pli suivant (→)</source>
        <translation>The next trick (→)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fin</source>
        <translation>End</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>La fin de la donne (Fin)</source>
        <translation>The end of the deal (End)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Fermer</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fermer (Échap)</source>
        <translation>Close (Esc)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Re&amp;jouer cette donne</source>
        <translation>Play this deal &amp;again</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Une nouvelle partie qui commence par ces mêmes cartes, chacun à sa place</source>
        <translation>A new match that starts with these same cards, each player in his seat</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/tarot.py" line="+71"/>
        <source>Si chacun jouait au mieux, les quatre jeux en vue (le preneur contre la défense) ; au Tarot, dans les {n} derniers plis</source>
        <translation>If everyone played their best with all four hands in view (the taker against the defence); in the Tarot, in the last {n} tricks</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/review/screen.py" line="+133"/>
        <source>Cartes sur table : on cherche…</source>
        <translation>Cards on the table: working it out…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cartes sur table, le contrat peut encore être fait.</source>
        <translation>Cards on the table, the contract can still be made.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cartes sur table, le contrat ne peut plus être fait.</source>
        <translation>Cards on the table, the contract can no longer be made.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Les cartes distribuées</source>
        <translation>The cards as dealt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Enchères et écart</source>
        <translation>Bidding and écart</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+27"/>
        <source>Enchères</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Pli {n} sur {total}</source>
        <translation>Trick {n} of {total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where} — action {n} sur {last}</source>
        <translation>{where} — action {n} of {last}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Les cartes distribuées ({dealer} donne)</source>
        <translation>The cards as dealt ({dealer} deals)</translation>
    </message>
    <message>
        <location line="-155"/>
        <location line="+162"/>
        <source>Écart</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pli {n}</source>
        <translation>Trick {n}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{line} — le contrat devient infaisable</source>
        <translation>{line} — the contract can no longer be made</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{line} — le contrat redevient faisable</source>
        <translation>{line} — the contract can be made again</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{line} — pli pour vous</source>
        <translation>{line} — your trick</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{line} — pli pour {who}</source>
        <translation>{line} — {who}&apos;s trick</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/tarot.py" line="+7"/>
        <source>{who} fait son écart : {cards}</source>
        <translation>{who} makes the écart: {cards}</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/base.py" line="+6"/>
        <source>{who} écarte {cards}</source>
        <translation>{who} puts aside {cards}</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../../desktop/atout/app/scoresheet/summary.py" line="+55"/>
        <source>Résultat de la donne</source>
        <extracomment>&quot;Revoir la donne&quot;: the player asks to see the deal again, hands open. Width of the small card faces of the écart.</extracomment>
        <translation>Result of the deal</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+133"/>
        <source>&amp;Continuer</source>
        <translation>&amp;Continue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Donne suivante (Entrée)</source>
        <translation>Next deal (Enter)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Terminer</source>
        <extracomment>The facts shown, as (label, text) pairs: for tests and screen readers. The names of the cards under their faces (hidden when the summary is compact).</extracomment>
        <translation>&amp;Finish</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/carotte.py" line="+53"/>
        <location filename="../../desktop/atout/app/games/rough.py" line="+14"/>
        <location filename="../../desktop/atout/app/games/tarot.py" line="+25"/>
        <source>Contrat</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{contract}, par {who} ({role})</source>
        <translation>{contract}, by {who} ({role})</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../desktop/atout/app/scoresheet/summary.py" line="+113"/>
        <source>Plis</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../desktop/atout/app/scoresheet/summary.py" line="+3"/>
        <source>Jetons</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/rough.py" line="+20"/>
        <source>Résultat</source>
        <translation>Result</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{team} gagnent la partie d&apos;un coup</source>
        <translation>{team} win the match at once</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/tarot.py" line="+7"/>
        <source>défense : {points}</source>
        <translation>defence: {points}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{size} de {who} : {bonus}</source>
        <translation>{size} by {who}: {bonus}</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/scoresheet/summary.py" line="-63"/>
        <source>Écart</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/rough.py" line="-20"/>
        <source>{contract}, par {who} (équipe {team})</source>
        <translation>{contract}, by {who} (team {team})</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/scoresheet/summary.py" line="-179"/>
        <source>&amp;Revoir la donne</source>
        <translation>&amp;Review the deal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>La donne rejouée carte par carte, les quatre jeux ouverts (R)</source>
        <translation>The deal played again card by card, all four hands open (R)</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>La partie est finie (Entrée)</source>
        <translation>The match is over (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/tarot.py" line="-43"/>
        <source>{contract} de {who} : réussie de {n}</source>
        <translation>{who}&apos;s {contract}: made by {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{contract} de {who} : chutée de {n}</source>
        <translation>{who}&apos;s {contract}: failed by {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/base.py" line="-58"/>
        <source>{who} réussit son contrat : {contract}</source>
        <extracomment>The game&apos;s name in the rules (``atout.rules.get_game``). The shape of the game&apos;s cards. The three cards the launcher&apos;s tile of the game fans out: what the game is about.</extracomment>
        <translation>{who} makes the contract: {contract}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} chute : {contract}</source>
        <translation>{who} fails: {contract}</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/carotte.py" line="-7"/>
        <source>carotte réussie : chacun paie {chips} à {who}</source>
        <translation>carotte made: everyone pays {chips} to {who}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>carotte chutée : {who} paie {chips} à chacun</source>
        <translation>carotte failed: {who} pays {chips} to everyone</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/rough.py" line="+7"/>
        <source>Atout</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sans-Atout</source>
        <translation>No-trump</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../desktop/atout/app/games/tarot.py" line="+23"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/tarot.py" line="-10"/>
        <source>{contract}, par {who} (preneur)</source>
        <translation>{contract}, by {who} (taker)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>le preneur</source>
        <translation>the taker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>la défense</source>
        <translation>the defence</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petit au bout</source>
        <translation>Petit au bout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pour {side}</source>
        <translation>for {side}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Poignée</source>
        <translation>Handful</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Chelem</source>
        <translation>Slam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calcul</source>
        <translation>Reckoning</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>annoncé et réussi</source>
        <translation>announced and made</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>réussi sans annonce</source>
        <translation>made without announcement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fait par la défense</source>
        <translation>made by the defence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>annoncé et chuté</source>
        <translation>announced and failed</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/scoresheet/summary.py" line="+51"/>
        <source>Chien</source>
        <translation>Chien</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Joueur</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cette donne</source>
        <translation>This deal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <location filename="../../desktop/atout/app/games/launcher_texts.py" line="+85"/>
        <location line="+1"/>
        <source>Partie en {} points</source>
        <translation>Match to {} points</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Chacun pour soi</source>
        <translation>Every player for himself</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>28 cartes. On annonce 4, 5 ou 6 levées et l&apos;atout ; la carotte, c&apos;est les six levées, payées en jetons.</source>
        <extracomment>The games in the order the launcher shows them. The opponents&apos; levels, as the launcher lists them (weakest first, the random baseline last).</extracomment>
        <translation>28 cards. Bid 4, 5 or 6 tricks and name trumps; the carotte, all six tricks, is paid in chips.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Le jeu québécois, 36 cartes. On enchérit de 70 à 100 points ; les as, les dix et les cinq font les points.</source>
        <translation>The game from Québec, 36 cards. Bid from 70 to 100 points; aces, tens and fives are what count.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Le tarot français, 78 cartes. Prise, garde, garde sans ou garde contre ; poignées, petit au bout et chelem.</source>
        <translation>French Tarot, 78 cards. Prise, garde, garde sans or garde contre; handfuls, petit au bout and slam.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Deux équipes de deux</source>
        <translation>Two teams of two</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Un preneur contre trois</source>
        <translation>One taker against three</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Le donneur doit annoncer si les trois autres passent</source>
        <translation>The dealer must bid when the other three pass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quand les trois premiers joueurs passent, le donneur est obligé d&apos;annoncer au moins 4 levées. Sinon, la donne est annulée.</source>
        <translation>When the first three players pass, the dealer must bid at least 4 tricks. Otherwise the deal is annulled.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Montrer la mise à tous</source>
        <translation>Show the mise to everyone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quand le déclarant prend la mise, ses quatre cartes sont montrées à tous les joueurs.</source>
        <translation>When the declarer takes the mise, its four cards are shown to every player.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compter les levées faites en plus</source>
        <translation>Count overtricks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Un contrat réussi marque toutes les levées faites, et non seulement celles annoncées.</source>
        <translation>A bid that is made scores every trick taken, not only the tricks bid.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Enjeu de la carotte</source>
        <translation>Carotte stake</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Les jetons que chaque joueur paie au déclarant qui réussit la carotte, ou reçoit de lui s&apos;il la chute.</source>
        <translation>The chips each player pays a declarer who makes the carotte, or receives from him when he fails it.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> jetons</source>
        <translation> chips</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+42"/>
        <source>Points pour gagner</source>
        <translation>Points to win</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>La partie s&apos;arrête dès qu&apos;un joueur atteint ce total : il la gagne.</source>
        <translation>The match ends as soon as a player reaches this total: he wins it.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+40"/>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Enchère minimale</source>
        <translation>Lowest bid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La plus petite enchère permise, de 5 en 5.</source>
        <translation>The lowest bid allowed, in steps of 5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Si personne n&apos;a enchéri, le donneur</source>
        <translation>When nobody has bid, the dealer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ce que peut faire le donneur quand aucun joueur n&apos;a enchéri avant lui : prendre le contrat à l&apos;enchère minimale ou passer, seulement passer (la donne est annulée), ou prendre obligatoirement.</source>
        <translation>What the dealer may do when nobody bid before him: take the contract at the lowest bid or pass, only pass (the deal is annulled), or take it whatever his hand.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>L&apos;écart du preneur compte pour la défense</source>
        <translation>The taker&apos;s écart counts for the defence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Les quatre cartes écartées par le preneur comptent pour l&apos;équipe adverse au lieu de la sienne.</source>
        <translation>The four cards the taker puts aside count for the other team instead of his own.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Multiplicateur du sans-atout</source>
        <translation>No-trump multiplier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dans une donne jouée sans atout sur un contrat de 70 à 95, le score de l&apos;équipe du preneur, gagné ou perdu, est multiplié par ce nombre.</source>
        <translation>In a deal played without trumps on a bid of 70 to 95, the contracting team&apos;s score, made or failed, is multiplied by this number.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>La première équipe qui atteint ce total gagne la partie. Si les deux l&apos;atteignent dans la même donne, l&apos;équipe du preneur gagne.</source>
        <translation>The first team to reach this total wins the match. When both reach it in the same deal, the contracting team wins.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>L&apos;Excuse jouée au dernier pli va</source>
        <translation>The Excuse played in the last trick goes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>À qui revient l&apos;Excuse jouée au dernier pli : au camp qui gagne ce pli, ou (règle de la FFT) au camp opposé à son propriétaire. Menée au dernier pli par un camp qui a fait tous les autres, elle le gagne dans les deux cas.</source>
        <translation>Who gets the Excuse played in the last trick: the side that wins that trick, or (the FFT rule) the side opposing its owner. Led to the last trick by a side that won all the others, it wins that trick either way.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nombre de donnes</source>
        <translation>Number of deals</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Les donnes jouées dans la partie ; une donne annulée ne compte pas. Le plus haut total gagne.</source>
        <translation>The deals played in the match; an annulled deal does not count. The highest total wins.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>peut prendre</source>
        <translation>may take</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ne peut pas prendre</source>
        <translation>may not take</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>doit prendre</source>
        <translation>must take</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>au gagnant du pli</source>
        <translation>to the trick&apos;s winner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>au camp adverse (FFT)</source>
        <translation>to the opposing side (FFT)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Débutant</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Des adversaires qui jouent simplement, sans calcul.</source>
        <translation>Opponents who play simply, without calculating.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Des adversaires qui suivent les bonnes habitudes des joueurs.</source>
        <translation>Opponents who follow good players&apos; habits.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fort</source>
        <translation>Strong</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Des adversaires qui réfléchissent en imaginant les mains possibles.</source>
        <translation>Opponents who think ahead by imagining the possible hands.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Les adversaires les plus forts : ils lisent les enchères et les cartes jouées pour deviner les mains.</source>
        <translation>The strongest opponents: they read the bidding and the cards played to guess the hands.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hasard</source>
        <translation>Random</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Des adversaires qui jouent n&apos;importe quelle carte permise, au hasard.</source>
        <translation>Opponents who play any legal card, at random.</translation>
    </message>
</context>
<context>
    <name>GameWords</name>
    <message>
        <location filename="../../desktop/atout/app/games/words.py" line="+65"/>
        <source>La Carotte</source>
        <extracomment>The game&apos;s name: « Le Tarot ». « partie du Tarot », « partie de La Carotte ». « jouer au Tarot », « à La Carotte ». The cards left aside at the deal, in running text: « le chien », « la mise ». The same at the head of a sentence or a label: « Le chien », « La mise ». The player who takes the contract, as a role: « Preneur », « Déclarant ». The same in running text: « le preneur », « le déclarant ». The log&apos;s line of the player&apos;s écart: « Vous faites votre écart : {cards} », « Vous écartez {cards} ». The same, its cards not shown (a review seen from another seat): « Vous écartez {n} cartes ». Another seat&apos;s écart: « {who} fait son écart », « {who} écarte {n} cartes ».</extracomment>
        <translation>La Carotte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>de La Carotte</source>
        <translation>of La Carotte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>à La Carotte</source>
        <translation>at La Carotte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>la mise</source>
        <translation>the mise</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+12"/>
        <source>La mise</source>
        <translation>The mise</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Déclarant</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>le déclarant</source>
        <translation>the declarer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>Vous écartez {cards}</source>
        <translation>You put aside {cards}</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+12"/>
        <source>Vous écartez {n} cartes</source>
        <translation>You put {n} cards aside</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+12"/>
        <source>{who} écarte {n} cartes</source>
        <translation>{who} puts {n} cards aside</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Le Rough</source>
        <translation>Le Rough</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>du Rough</source>
        <translation>of Le Rough</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>au Rough</source>
        <translation>at Le Rough</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+12"/>
        <source>Preneur</source>
        <translation>Taker</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+12"/>
        <source>le preneur</source>
        <translation>the taker</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Le Tarot</source>
        <translation>French Tarot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>du Tarot</source>
        <translation>of French Tarot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>au Tarot</source>
        <translation>at French Tarot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>le chien</source>
        <translation>the chien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Le chien</source>
        <translation>The chien</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vous faites votre écart : {cards}</source>
        <translation>You make your écart: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vous faites votre écart</source>
        <translation>You make your écart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} fait son écart</source>
        <translation>{who} makes the écart</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Donne annulée</source>
        <translation>Deal annulled</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Donne {n} sur {length}</source>
        <translation>Deal {n} of {length}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Donne {n}</source>
        <translation>Deal {n}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{game} — donne annulée</source>
        <translation>{game} — deal annulled</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{game} — donne {n} sur {length}</source>
        <translation>{game} — deal {n} of {length}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{game} — donne {n}</source>
        <translation>{game} — deal {n}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../desktop/atout/app/texts/game.py" line="-151"/>
        <source>Enchères</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Écart</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jeu de la carte</source>
        <translation>Play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Donne terminée</source>
        <translation>Deal over</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joueur {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{a} et {b}</source>
        <translation>{a} and {b}</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../../desktop/atout/app/help/guide.py" line="+48"/>
        <source>Au clavier</source>
        <extracomment>The pages of the guide: the three games, then the keys.</extracomment>
        <translation>Keys</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/guide_pages.py" line="+19"/>
        <location line="+73"/>
        <location line="+74"/>
        <source>Le but</source>
        <translation>The aim</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Chacun joue pour soi. Celui qui annonce le plus de levées doit les faire avec l&apos;atout de son choix. Le premier à 25 points gagne la partie. La carotte, c&apos;est annoncer les six levées : elle se paie en jetons, à part des points.</source>
        <translation>Each plays for himself. Whoever bids the most tricks must take them, with the trump suit of his choice. The first to 25 points wins the match. The carotte is a bid of all six tricks: it is paid in chips, apart from the points.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Les cartes et la donne</source>
        <translation>The cards and the deal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>28 cartes : As, Roi, Dame, Valet, 10, 9, 8 dans chaque couleur, de la plus forte à la plus faible. On joue dans le sens des aiguilles d&apos;une montre. Le donneur distribue six cartes à chacun et pose quatre cartes face cachée au centre : la &lt;b&gt;mise&lt;/b&gt;. La donne passe au joueur de gauche après chaque coup.</source>
        <translation>28 cards: Ace, King, Queen, Jack, 10, 9, 8 in each suit, from highest to lowest. Play goes clockwise. The dealer gives six cards to each player and lays four cards face down in the middle: the &lt;b&gt;mise&lt;/b&gt;. The deal passes to the left after each hand.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+72"/>
        <location line="+77"/>
        <source>Les enchères</source>
        <translation>The bidding</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>Un seul tour, en commençant à gauche du donneur. Chacun passe ou annonce 4, 5 ou 6 levées et une couleur d&apos;atout ; 6, c&apos;est la &lt;b&gt;carotte&lt;/b&gt;. Une annonce doit promettre plus de levées que la précédente : la couleur ne compte pas. Si tout le monde passe, personne ne marque et le joueur suivant donne.</source>
        <translation>One round, starting on the dealer&apos;s left. Each player passes or bids 4, 5 or 6 tricks and a trump suit; 6 is the &lt;b&gt;carotte&lt;/b&gt;. A bid must promise more tricks than the one before: the suit does not count. If everybody passes, nobody scores and the next player deals.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>La mise</source>
        <translation>The mise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Le plus fort annonceur, le &lt;b&gt;déclarant&lt;/b&gt;, prend la mise (dix cartes en main) et en écarte quatre, face cachée. Les autres ne voient pas la mise.</source>
        <translation>The highest bidder, the &lt;b&gt;declarer&lt;/b&gt;, takes the mise (ten cards in hand) and puts four aside, face down: his écart. The others do not see the mise.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+76"/>
        <location line="+86"/>
        <source>Le jeu de la carte</source>
        <translation>The play</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>La couleur du déclarant est l&apos;atout, et il entame le premier pli. Il faut fournir la couleur demandée si on le peut ; sinon on coupe ou on se défausse, au choix : on n&apos;est jamais obligé de couper ni de monter. Le plus fort atout emporte le pli, sinon la plus forte carte de la couleur demandée ; le gagnant entame le pli suivant.</source>
        <translation>The declarer&apos;s suit is trump, and he leads to the first trick. You must follow the suit led if you can; otherwise you may trump or discard, as you like: you never have to trump or to beat a card. The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads to the next trick.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+75"/>
        <location line="+94"/>
        <source>Le compte</source>
        <translation>The score</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>Contrat de 4 ou 5 réussi : le déclarant marque 4 ou 5 points (les levées en plus ne comptent pas) ; chuté, il perd autant. Les autres ne marquent rien. La carotte ne change pas les points : réussie, chacun des trois autres paie 10 jetons au déclarant ; chutée, le déclarant paie 10 jetons à chacun.</source>
        <translation>A bid of 4 or 5 made: the declarer scores 4 or 5 points (extra tricks do not count); failed, he loses as many. The others score nothing. The carotte does not change the points: made, each of the three others pays the declarer 10 chips; failed, the declarer pays 10 chips to each.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+74"/>
        <location line="+96"/>
        <source>Les variantes</source>
        <translation>Variants</translation>
    </message>
    <message>
        <location line="-169"/>
        <source>Dans le lanceur : les points qui gagnent la partie, les jetons d&apos;une carotte, compter les levées en plus, montrer la mise à tous, obliger le donneur à annoncer quand les trois autres ont passé.</source>
        <translation>In the launcher: the points that win the match, the chips of a carotte, counting extra tricks, showing the mise to all, making the dealer bid when the three others have passed.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deux équipes de deux, les partenaires face à face. L&apos;équipe qui prend le contrat doit ramasser au moins les points annoncés. La première équipe à 350 points gagne la partie.</source>
        <translation>Two teams of two, partners facing each other. The team that takes the contract must gather at least the points it bid. The first team to 350 points wins the match.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+75"/>
        <source>Les cartes et les points</source>
        <translation>The cards and the points</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>36 cartes : As, Roi, Dame, Valet, 10, 9, 8, 7, 5 dans chaque couleur, de la plus forte à la plus faible. Seuls comptent les As (10 points), les 10 (10 points) et les 5 (5 points) : 100 points en tout. On joue dans le sens des aiguilles d&apos;une montre ; chacun reçoit huit cartes et quatre restent au centre, face cachée : la &lt;b&gt;mise&lt;/b&gt;.</source>
        <translation>36 cards: Ace, King, Queen, Jack, 10, 9, 8, 7, 5 in each suit, from highest to lowest. Only the Aces (10 points), the 10s (10 points) and the 5s (5 points) count: 100 points in all. Play goes clockwise; each player gets eight cards and four stay in the middle, face down: the &lt;b&gt;mise&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Un seul tour, en commençant à gauche du donneur, qui parle le dernier. Chacun passe ou annonce de 70 à 100 points, de 5 en 5, plus que l&apos;annonce précédente (on peut sauter). Le donneur ne peut que passer ou &lt;b&gt;garder&lt;/b&gt; : il prend le contrat à la valeur de la plus haute annonce, même celle de son partenaire ; si personne n&apos;a annoncé, il peut le prendre à 70. Annoncer 100, c&apos;est &lt;b&gt;la partie&lt;/b&gt;. Une équipe sous zéro est &lt;b&gt;dans la boîte&lt;/b&gt; : elle ne peut ni annoncer ni garder 100. Si tout le monde passe, le coup est nul.</source>
        <translation>One round, starting on the dealer&apos;s left, the dealer speaking last. Each player passes or bids from 70 to 100 points, in steps of 5, more than the bid before (jumps are allowed). The dealer may only pass or &lt;b&gt;keep&lt;/b&gt;: he takes the contract at the highest bid, even his partner&apos;s; if nobody bid, he may take it at 70. Bidding 100 is &lt;b&gt;la partie&lt;/b&gt;: the whole match. A team below zero is &lt;b&gt;in the box&lt;/b&gt;: it may neither bid nor keep 100. If everybody passes, the deal is annulled.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>La mise et l&apos;atout</source>
        <translation>The mise and the trump</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Le preneur ajoute la mise à sa main et écarte quatre cartes, face cachée ; les points de son écart comptent pour son équipe. Avant sa première carte, il peut annoncer &lt;b&gt;Sans-Atout&lt;/b&gt; ; sinon la couleur de la première carte qu&apos;il joue devient l&apos;atout pour tout le coup.</source>
        <translation>The taker adds the mise to his hand and puts four cards aside, face down; the points in his écart count for his team. Before his first card he may announce &lt;b&gt;No-Trump&lt;/b&gt; (Sans-Atout); otherwise the suit of the first card he plays becomes trump for the whole hand.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Le preneur entame. Il faut fournir la couleur demandée si on le peut ; sinon on joue n&apos;importe quelle carte : on n&apos;est jamais obligé de couper ni de monter. Le plus fort atout emporte le pli, sinon la plus forte carte de la couleur demandée.</source>
        <translation>The taker leads. You must follow the suit led if you can; otherwise you may play any card: you never have to trump or to beat a card. The highest trump wins the trick, otherwise the highest card of the suit led.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Chaque équipe compte les points de ses plis (le preneur y ajoute son écart). Si l&apos;équipe du preneur a au moins son annonce, elle marque les points ramassés ; sinon elle perd son annonce. L&apos;autre équipe marque toujours ce qu&apos;elle a ramassé. La partie (100) réussie fait gagner le match sur-le-champ ; chutée, elle le fait perdre.</source>
        <translation>Each team counts the points in its tricks (the taker adds his écart). If the taker&apos;s team has at least its bid, it scores the points it gathered; otherwise it loses its bid. The other team always scores what it gathered. La partie (100) made wins the match at once; failed, it loses it.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dans le lanceur : les points qui gagnent la partie, l&apos;annonce la plus basse, ce que peut faire le donneur quand personne n&apos;a annoncé, l&apos;écart compté pour la défense, le Sans-Atout qui double ou triple la marque du preneur.</source>
        <translation>In the launcher: the points that win the match, the lowest bid, what the dealer may do when nobody bid, the écart counted for the defence, a No-Trump that doubles or triples the taker&apos;s score.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Un preneur joue seul contre les trois autres. Il doit faire assez de points dans ses plis, d&apos;autant moins qu&apos;il détient de bouts. La partie se joue en un nombre de donnes fixé au départ (8 par défaut) ; le plus haut total gagne.</source>
        <translation>A taker plays alone against the three others. He must take enough points in his tricks, the fewer the more bouts he holds. A match is a number of deals fixed at the start (8 by default); the highest total wins.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>78 cartes : quatre couleurs de quatorze cartes (Roi, Dame, Cavalier, Valet, 10 à 1), 21 atouts et l&apos;Excuse. Les trois &lt;b&gt;bouts&lt;/b&gt; sont le 21, le 1 d&apos;atout (le &lt;b&gt;Petit&lt;/b&gt;) et l&apos;Excuse. Un bout ou un Roi vaut 4,5 points, une Dame 3,5, un Cavalier 2,5, un Valet 1,5, toute autre carte 0,5 : 91 points en tout. On joue dans le sens inverse des aiguilles d&apos;une montre ; chacun reçoit dix-huit cartes, et six vont au &lt;b&gt;chien&lt;/b&gt;. Un joueur dont le seul atout est le Petit, sans l&apos;Excuse, a le &lt;b&gt;Petit sec&lt;/b&gt; : la donne est annulée.</source>
        <translation>78 cards: four suits of fourteen cards (King, Queen, Knight, Jack, 10 down to 1), 21 trumps and the Excuse. The three &lt;b&gt;bouts&lt;/b&gt; are the 21, the 1 of trumps (the &lt;b&gt;Petit&lt;/b&gt;) and the Excuse. A bout or a King is worth 4.5 points, a Queen 3.5, a Knight 2.5, a Jack 1.5, any other card 0.5: 91 points in all. Play goes counter-clockwise; each player gets eighteen cards, and six go to the &lt;b&gt;chien&lt;/b&gt;. A player whose only trump is the Petit, without the Excuse, has a &lt;b&gt;Petit sec&lt;/b&gt;: the deal is annulled.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Un seul tour, en commençant à droite du donneur. Chacun passe ou annonce plus haut que les précédents : &lt;b&gt;Prise&lt;/b&gt;, &lt;b&gt;Garde&lt;/b&gt;, &lt;b&gt;Garde sans le chien&lt;/b&gt;, &lt;b&gt;Garde contre le chien&lt;/b&gt;. Si tout le monde passe, la donne passe au suivant.</source>
        <translation>One round, starting on the dealer&apos;s right. Each player passes or bids higher than those before: &lt;b&gt;Prise&lt;/b&gt;, &lt;b&gt;Garde&lt;/b&gt;, &lt;b&gt;Garde sans le chien&lt;/b&gt;, &lt;b&gt;Garde contre le chien&lt;/b&gt;. If everybody passes, the deal passes on.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Le chien et l&apos;écart</source>
        <translation>The chien and the écart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>En Prise et en Garde, le chien est montré à tous ; le preneur le prend et écarte six cartes, qui comptent dans ses plis. Ni Roi ni bout à l&apos;écart ; un atout seulement s&apos;il ne peut pas faire autrement, et il est alors montré. En Garde sans, le chien compte pour le preneur sans être vu ; en Garde contre, il compte pour la défense.</source>
        <translation>In a Prise or a Garde the chien is shown to all; the taker takes it and puts six cards aside, which count in his tricks. No King and no bout in the écart; a trump only when he cannot do otherwise, and it is then shown. In a Garde sans, the chien counts for the taker unseen; in a Garde contre, it counts for the defence.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Poignée et chelem</source>
        <translation>Poignée and chelem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avec 10, 13 ou 15 atouts, on peut montrer une &lt;b&gt;poignée&lt;/b&gt; simple, double ou triple juste avant sa première carte ; l&apos;Excuse n&apos;y remplace un atout que si tous les atouts sont montrés. La prime (20, 30, 40) va au camp qui gagne la donne. Le preneur peut annoncer un &lt;b&gt;chelem&lt;/b&gt; (tous les plis) avant le jeu : il entame alors.</source>
        <translation>With 10, 13 or 15 trumps, a player may show a simple, double or triple &lt;b&gt;poignée&lt;/b&gt; just before his first card; the Excuse stands in for a trump only when every trump is shown. The bonus (20, 30, 40) goes to the side that wins the deal. The taker may announce a &lt;b&gt;chelem&lt;/b&gt; (every trick) before play: he then leads.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Le joueur à droite du donneur entame. Il faut fournir la couleur demandée ; à défaut, couper, et monter sur l&apos;atout le plus fort du pli si on le peut ; sans atout, on se défausse. Sur un atout demandé, il faut monter si on le peut, même sur son partenaire. L&apos;&lt;b&gt;Excuse&lt;/b&gt; se joue quand on veut et ne gagne pas le pli : son camp la garde et donne une carte de 0,5 point à la place. Jouée au dernier pli, elle va au camp qui remporte ce pli, sauf si un camp qui a fait tous les autres plis l&apos;entame.</source>
        <translation>The player on the dealer&apos;s right leads. You must follow the suit led; without it, trump, and beat the highest trump in the trick if you can; without trumps, discard. When a trump is led you must play a higher one if you can, even over your partner. The &lt;b&gt;Excuse&lt;/b&gt; may be played at any time and does not win the trick: its side keeps it and gives a 0.5-point card instead. Played in the last trick, it goes to the side that wins that trick, unless a side that won every other trick leads it.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Il faut 56 points sans bout, 51 avec un, 41 avec deux, 36 avec trois. La marque vaut (25 + l&apos;écart au but) × 1 en Prise, × 2 en Garde, × 4 en Garde sans, × 6 en Garde contre. Le &lt;b&gt;Petit au bout&lt;/b&gt; (le Petit au dernier pli) rapporte 10 × ce multiplicateur au camp qui fait ce pli. S&apos;y ajoutent les poignées et le chelem : annoncé et réussi 400, réussi sans annonce 200, annoncé et chuté −200. Chaque défenseur marque l&apos;opposé ; le preneur, trois fois la marque.</source>
        <translation>The taker needs 56 points without a bout, 51 with one, 41 with two, 36 with three. The score is (25 + the difference from the target) × 1 in a Prise, × 2 in a Garde, × 4 in a Garde sans, × 6 in a Garde contre. The &lt;b&gt;Petit au bout&lt;/b&gt; (the Petit in the last trick) brings 10 × that multiplier to the side that takes that trick. Then come the poignées and the chelem: announced and made 400, made unannounced 200, announced and failed −200. Each defender scores the opposite; the taker, three times the score.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dans le lanceur : le nombre de donnes, et où va l&apos;Excuse jouée au dernier pli (au gagnant du pli, ou toujours au camp adverse comme le veut la Fédération).</source>
        <translation>In the launcher: the number of deals, and where the Excuse played in the last trick goes (to the winner of the trick, or always to the other side, as the Federation rules).</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/help/guide.py" line="+20"/>
        <source>Après votre carte, votre enchère ou votre écart, le joueur suivant attend un instant avant de jouer : {slow} s en vitesse Lente, {normal} s en Normale, {fast} s en Rapide, pas du tout en Instantanée (un clic sur la table ou une touche l&apos;abrège). Pendant cet instant, &lt;b&gt;Ctrl+Z&lt;/b&gt; reprend votre coup : rien de ce que l&apos;ordinateur a choisi n&apos;a été montré. Ensuite, un coup ne se reprend qu&apos;à votre tour, d&apos;un seul pas, tant qu&apos;aucune carte que vous n&apos;aviez pas vue n&apos;a été montrée depuis (les cartes des autres, le chien, une poignée) et que personne n&apos;a parlé (une enchère, un passe) : l&apos;annulation répare une erreur de main, elle ne laisse jamais voir des cartes cachées pour choisir à nouveau.</source>
        <translation>After your card, bid or écart, the next player waits a moment before playing: {slow} s at the Slow speed, {normal} s at Normal, {fast} s at Fast, none at Instant (a click on the table or a key ends it). During that moment, &lt;b&gt;Ctrl+Z&lt;/b&gt; takes your move back: nothing the computer chose has been shown. After it, a move is taken back only on your turn, one step, while no card you had not seen has been shown since (the others&apos; cards, the chien, a poignée) and no one has spoken (a bid, a pass): undo mends a slip, it never lets you see hidden cards and choose again.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Jouer une carte</source>
        <translation>Playing a card</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cliquez sur une carte jouable (les autres sont grisées), ou choisissez-la avec ← et → puis jouez-la avec Espace ou Entrée. Pour un écart ou une poignée, cliquez les cartes une à une (ou Espace sur la carte choisie avec ← et →), puis Entrée. Une poignée vous est proposée avec ses atouts : changez-les si vous voulez.</source>
        <translation>Click a card you may play (the others are greyed), or choose it with ← and → then play it with Space or Enter. For an écart or a poignée, click the cards one by one (or Space on the card chosen with ← and →), then Enter. A poignée is proposed with its trumps: change them if you like.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pendant la donne</source>
        <translation>During a deal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;L&lt;/b&gt; : le dernier pli. &lt;b&gt;Ctrl+Z&lt;/b&gt; : annuler votre dernier coup (voir ci-dessous). &lt;b&gt;R&lt;/b&gt; : revoir la dernière donne terminée, toutes les cartes en vue.</source>
        <translation>&lt;b&gt;L&lt;/b&gt;: the last trick. &lt;b&gt;Ctrl+Z&lt;/b&gt;: take your last move back (see below). &lt;b&gt;R&lt;/b&gt;: review the last finished deal, every card in view.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Annuler un coup</source>
        <translation>Taking a move back</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partout</source>
        <translation>Anywhere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Ctrl+N&lt;/b&gt; : nouvelle partie. &lt;b&gt;Ctrl+H&lt;/b&gt; : vos parties et statistiques. &lt;b&gt;F1&lt;/b&gt; : ce guide. &lt;b&gt;Ctrl+Q&lt;/b&gt; : quitter. La partie est enregistrée après chaque coup : vous la reprenez au lancement suivant.</source>
        <translation>&lt;b&gt;Ctrl+N&lt;/b&gt;: new match. &lt;b&gt;Ctrl+H&lt;/b&gt;: your matches and statistics. &lt;b&gt;F1&lt;/b&gt;: this guide. &lt;b&gt;Ctrl+Q&lt;/b&gt;: quit. The match is saved after every move: you take it up again the next time you start.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dans la revue d&apos;une donne</source>
        <translation>In the review of a deal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>↑ et ↓ : action par action. ← et → : pli par pli. Début et Fin : les cartes distribuées, la fin de la donne. &lt;b&gt;Rejouer cette donne&lt;/b&gt; : une nouvelle partie sur les mêmes cartes.</source>
        <translation>↑ and ↓: action by action. ← and →: trick by trick. Home and End: the cards as dealt, the end of the deal. &lt;b&gt;Play this deal again&lt;/b&gt;: a new match on the same cards.</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <location line="+15"/>
        <source>Règles et clavier</source>
        <translation>Rules and keys</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Les règles</source>
        <translation>The rules</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Fermer</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fermer (Échap)</source>
        <translation>Close (Esc)</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../desktop/atout/app/history/screen.py" line="+61"/>
        <source>Abandonnée</source>
        <translation>Abandoned</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gagnée</source>
        <translation>Won</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Perdue</source>
        <translation>Lost</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Perdue (2e)</source>
        <translation>Lost (2nd)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Perdue (3e)</source>
        <translation>Lost (3rd)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perdue (4e)</source>
        <translation>Lost (4th)</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/carotte.py" line="-37"/>
        <source>Carotte (6 levées)</source>
        <translation>Carotte (6 tricks)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} levées</source>
        <translation>{n} tricks</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/base.py" line="+38"/>
        <source>{bid} Sans-Atout</source>
        <translation>{bid} No-Trump</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>100 (la partie)</source>
        <translation>100 (the match)</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../desktop/atout/app/history/screen.py" line="+125"/>
        <location line="+13"/>
        <source>Vos parties</source>
        <translation>Your matches</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adversaires :</source>
        <translation>Opponents:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Le niveau des adversaires</source>
        <translation>The opponents&apos; level</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>parties gagnées</source>
        <translation>matches won</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>donnes jouées</source>
        <translation>deals played</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>de vos prises réussies</source>
        <translation>of your contracts made</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points par donne</source>
        <translation>points a deal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>meilleur total</source>
        <translation>best total</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Vos parties, la plus récente en premier</source>
        <translation>Your matches, newest first</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Voir la partie</source>
        <translation>&amp;Open the match</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>La feuille de marque de la partie choisie</source>
        <translation>The score sheet of the chosen match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fermer</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fermer (Échap)</source>
        <translation>Close (Esc)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pas encore de partie {of_game} ici.
Chaque partie jouée jusqu&apos;au bout vient s&apos;y ranger, et aussi celle que vous laissez pour une autre après une donne terminée.</source>
        <extracomment>The opponents&apos; level the figures and the list are for (``None``: every level).</extracomment>
        <translation>No match {of_game} here yet.
Every match played to its end is kept here, and so is one you leave for another after a finished deal.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Illisibles, laissés tels quels dans {folder} : {files}</source>
        <translation>Unreadable, left as they are in {folder}: {files}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Tous les niveaux</source>
        <translation>Every level</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{played}, dont une abandonnée</source>
        <translation>{played}, one of them abandoned</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{played}, dont {n} abandonnées</source>
        <translation>{played}, {n} of them abandoned</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{made} sur {taken}</source>
        <translation>{made} of {taken}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Vos prises, contrat par contrat : aucune encore.</source>
        <translation>Your contracts, one by one: none yet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;{contract}&lt;/b&gt; {made}/{taken}</source>
        <translation>&lt;b&gt;{contract}&lt;/b&gt; {made}/{taken}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Vos prises réussies, contrat par contrat : {list}</source>
        <translation>Your contracts made, one by one: {list}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cette partie ne se lit plus : {}</source>
        <translation>This match can no longer be read: {}</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <location filename="../../desktop/atout/app/launcher/header.py" line="+51"/>
        <source>Atout</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pique, cœur, carreau, trèfle</source>
        <translation>Spades, hearts, diamonds, clubs</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Trois jeux de levées à quatre, contre l&apos;ordinateur</source>
        <translation>Three trick-taking games for four, against the computer</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Vos parties et statistiques</source>
        <translation>Your matches and statistics</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Les parties jouées, chacune à revoir, et vos chiffres (Ctrl+H)</source>
        <translation>The matches played, each to look back on, and your figures (Ctrl+H)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Les règles</source>
        <translation>The rules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Les règles des trois jeux, et les touches (F1)</source>
        <translation>The rules of the three games, and the keys (F1)</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/launcher/offer.py" line="+93"/>
        <source>Reprendre la partie</source>
        <translation>Resume the match</translation>
    </message>
    <message>
        <location line="+58"/>
        <location line="+1"/>
        <source>Fermer ce message</source>
        <translation>Close this message</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/launcher/rules_pane.py" line="+50"/>
        <source>Règles par défaut</source>
        <translation>Default rules</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remettre les options de ce jeu à leur valeur par défaut</source>
        <translation>Put this game&apos;s options back to their defaults</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/launcher/player_pane.py" line="+36"/>
        <source>Adversaires</source>
        <extracomment>The player chose the opponents&apos; level (one of ``LEVELS``) in the list.</extracomment>
        <translation>Opponents</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+7"/>
        <source>Votre nom</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+37"/>
        <source>Vous</source>
        <translation>You</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Jouer</source>
        <translation>Play</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Entrée pour jouer</source>
        <translation>Enter to play</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/launcher/rules_pane.py" line="+32"/>
        <source>Les règles — {game}</source>
        <translation>The rules — {game}</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/launcher/screen.py" line="+266"/>
        <source>Certaines options enregistrées ne sont plus valables : elles reprennent leur valeur par défaut.</source>
        <extracomment>The panel&apos;s colours (its palette), which its lists, fields and tooltips take. The player asked for a new match: game, options that differ from the defaults (checked by the rules), opponents&apos; level, player&apos;s name. The player asked to resume the saved match. The player asked for his matches and statistics. The player asked for the rules.</extracomment>
        <translation>Some saved options are no longer valid: they are back to their defaults.</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/launcher/offer.py" line="-48"/>
        <source>Partie en cours : {game}</source>
        <translation>Match under way: {game}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>« Jouer » commence une nouvelle partie de ce jeu : on vous demande d&apos;abord s&apos;il faut reprendre celle-ci ou l&apos;abandonner.</source>
        <translation>“Play” starts a new match of this game: you are asked first whether to resume this one or abandon it.</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/launcher/player_pane.py" line="+33"/>
        <source>Commencer une nouvelle partie (on vous demande d&apos;abord que faire de la partie en cours)</source>
        <translation>Start a new match (you are asked first what to do with the match in progress)</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/launcher/offer.py" line="-59"/>
        <source>{first} et {second} : {points}</source>
        <extracomment>The widest the offer and the notices are.</extracomment>
        <translation>{first} and {second}: {points}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Jetons : {chips}</source>
        <translation>Chips: {chips}</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/launcher/rules_pane.py" line="+9"/>
        <source>La valeur de « {option} » n&apos;est pas permise par les règles ({value}).</source>
        <translation>The rules do not allow this value for “{option}” ({value}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ces options ne sont pas permises par les règles : {reason}</source>
        <translation>The rules do not allow these options: {reason}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Passez la souris sur une option pour lire son explication.</source>
        <translation>Point at an option to read what it does.</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../../desktop/atout/app/texts/game.py" line="+251"/>
        <source>{who} passe</source>
        <translation>{who} passes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} annonce la carotte à {suit}</source>
        <translation>{who} bids the carotte in {suit}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} prend {n} plis à {suit}</source>
        <translation>{who} bids {n} tricks in {suit}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{who} dit 100 : la partie !</source>
        <translation>{who} bids 100: the match!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} dit {points}</source>
        <translation>{who} bids {points}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>{who} garde</source>
        <translation>{who} keeps</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>{who} garde à {points}</source>
        <translation>{who} keeps at {points}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} prend</source>
        <translation>{who} takes (Prise)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} garde sans le chien</source>
        <translation>{who} bids Garde sans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} garde contre le chien</source>
        <translation>{who} bids Garde contre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} annonce Sans-Atout</source>
        <translation>{who} announces No-trump</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} annonce un chelem</source>
        <translation>{who} announces a slam</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} montre une poignée {size} : {cards}</source>
        <translation>{who} shows a {size} handful: {cards}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{who} joue {card}</source>
        <translation>{who} plays {card}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Vous passez</source>
        <translation>You pass</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vous annoncez la carotte à {suit}</source>
        <translation>You bid the carotte in {suit}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vous prenez {n} plis à {suit}</source>
        <translation>You bid {n} tricks in {suit}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Vous dites 100 : la partie !</source>
        <translation>You bid 100: the match!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vous dites {points}</source>
        <translation>You bid {points}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>Vous gardez</source>
        <translation>You keep</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Vous gardez à {points}</source>
        <translation>You keep at {points}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Vous prenez</source>
        <translation>You take (Prise)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Vous gardez sans le chien</source>
        <translation>You bid Garde sans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vous gardez contre le chien</source>
        <translation>You bid Garde contre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vous annoncez Sans-Atout</source>
        <translation>You announce No-trump</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vous annoncez un chelem</source>
        <translation>You announce a slam</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vous montrez une poignée {size} : {cards}</source>
        <translation>You show a {size} handful: {cards}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Vous jouez {card}</source>
        <translation>You play {card}</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+16"/>
        <source>{numbers} d&apos;atout</source>
        <translation>{numbers} of trumps</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>{trumps} et l&apos;Excuse</source>
        <translation>{trumps} and the Excuse</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>le {n}</source>
        <translation>the {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{first} et {last}</source>
        <translation>{first} and {last}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{who} fait son écart, dont {trumps}</source>
        <translation>{who} makes the écart, with {trumps}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/atout/app/window.py" line="+60"/>
        <location line="+397"/>
        <location line="+5"/>
        <source>Atout</source>
        <extracomment>Emitted when the match (autoplay: the number of deals asked) is over.</extracomment>
        <translation>Atout</translation>
    </message>
    <message>
        <location line="-370"/>
        <source>Les réglages étaient illisibles ; ceux par défaut sont repris. Le fichier a été mis de côté : {}</source>
        <extracomment>The player&apos;s input at the table: what he is asked, his answers made moves. The review of a finished deal, when one is open. The player&apos;s matches and statistics, when open. The rules and keys, when open. Asks what to do with a game&apos;s unfinished match on starting another (tests replace it).</extracomment>
        <translation>The settings could not be read; the defaults are used. The file was put aside: {}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Nouvelle partie</source>
        <translation>&amp;New match</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Dernier pli</source>
        <translation>&amp;Last trick</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Revoir la dernière donne</source>
        <translation>&amp;Review the last deal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Annuler mon dernier coup</source>
        <translation>&amp;Undo my last move</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Vos &amp;parties et statistiques…</source>
        <translation>Your &amp;matches and statistics…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quitter</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Parti&amp;e</source>
        <translation>Ga&amp;me</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>V&amp;itesse</source>
        <translation>Sp&amp;eed</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lente</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normale</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rapide</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instantanée</source>
        <translation>Instant</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Aide</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Règles et clavier</source>
        <translation>&amp;Rules and keys</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>À &amp;propos d&apos;Atout</source>
        <translation>&amp;About Atout</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+45"/>
        <source>La partie enregistrée était illisible ; le fichier a été mis de côté : {}</source>
        <translation>The saved match could not be read; the file was put aside: {}</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>L&apos;ancienne partie enregistrée n&apos;a pu être reprise ; le fichier a été mis de côté : {}</source>
        <translation>The match saved by an earlier version could not be taken over; the file was set aside: {}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Léa</source>
        <translation>Léa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Marc</source>
        <translation>Marc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoé</source>
        <translation>Zoé</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>La partie précédente n&apos;a pas pu être rangée dans vos parties : {}</source>
        <translation>The previous match could not be kept among your matches: {}</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Incident : {}</source>
        <translation>Something went wrong: {}</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/table/seat.py" line="+260"/>
        <source>Rien à annuler : vous n&apos;avez pas encore joué dans cette donne.</source>
        <extracomment>Not his turn, or his move is made. A call, in the bidding panel. A card to play, on the table (and maybe an announcement first, in its panel). An announcement out of turn (the chelem), in its panel. The cards of a discard (the Tarot écart), on the table, validated in the choice bar. The trumps of a poignée, on the table, validated in the choice bar. The questions answered by choosing cards on the table. The observation of the player&apos;s last turn (``None`` before the first). The chelem decided with the écart (its box ticked or not), until the rules offer it. The card being played, while the session checks it: a refusal is said by it.</extracomment>
        <translation>Nothing to undo: you have not played in this deal yet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Un seul coup s&apos;annule : jouez avant d&apos;en annuler un autre.</source>
        <translation>Only one move can be undone: play before undoing another.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ce coup ne s&apos;annule plus : les autres joueurs ont parlé depuis.</source>
        <translation>This move can no longer be taken back: the other players have spoken since.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ce coup ne s&apos;annule plus : des cartes que vous n&apos;aviez pas vues ont été montrées depuis.</source>
        <translation>This move can no longer be undone: cards you had not seen have been shown since.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trop tard : un coup s&apos;annule dans l&apos;instant qui le suit, ou à votre tour de jouer.</source>
        <translation>Too late: a move is taken back in the moment after it, or on your turn.</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/window.py" line="+8"/>
        <source>Aucune donne terminée à revoir.</source>
        <translation>No finished deal to review.</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>La partie en cours n&apos;a pas pu être enregistrée : {}</source>
        <translation>The match under way could not be saved: {}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Les réglages n&apos;ont pas pu être enregistrés : {}</source>
        <translation>The settings could not be saved: {}</translation>
    </message>
</context>
<context>
    <name>MatchListModel</name>
    <message>
        <location filename="../../desktop/atout/app/history/screen.py" line="-303"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adversaires</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Donnes</source>
        <translation>Deals</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votre total</source>
        <translation>Your total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Issue</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Double clic ou Entrée : la feuille de marque de cette partie</source>
        <translation>Double click or Enter: the score sheet of this match</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mêlés</source>
        <translation>Mixed</translation>
    </message>
</context>
<context>
    <name>MatchSheetDialog</name>
    <message>
        <location line="+303"/>
        <source>{game} du {when}</source>
        <translation>{game} of {when}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{game} du {when} — {outcome}</source>
        <translation>{game} of {when} — {outcome}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double clic ou Entrée sur une donne : la revoir, toutes les cartes en vue.</source>
        <translation>Double click or Enter on a deal: look back on it with every card in view.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Fermer</source>
        <translation>&amp;Close</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../../desktop/atout/app/texts/game.py" line="-409"/>
        <source>,</source>
        <comment>decimal separator</comment>
        <extracomment>The minus sign of printed scores (U+2212, as wide as the plus sign).</extracomment>
        <translation>.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../../desktop/atout/app/texts/refusals.py" line="+66"/>
        <source>Vous devez fournir la couleur demandée.</source>
        <translation>You must follow suit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vous devez fournir à {suit}.</source>
        <translation>You must follow suit: {suit}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Vous devez jouer un atout.</source>
        <translation>You must play a trump.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Vous devez monter : jouez un atout plus fort.</source>
        <translation>You must go higher: play a stronger trump.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vous devez monter : jouez un atout plus fort que le Petit.</source>
        <translation>You must go higher: play a trump stronger than the Petit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vous devez monter : jouez un atout plus fort que le {n}.</source>
        <translation>You must go higher: play a trump stronger than the {n}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ce n&apos;est pas à vous : c&apos;est au tour de {name}.</source>
        <translation>It is not your turn: it is {name}&apos;s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ce n&apos;est pas votre tour.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Vous n&apos;avez pas cette carte en main.</source>
        <translation>You do not hold this card.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vous n&apos;avez pas {card} en main.</source>
        <translation>You do not hold {card}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cette carte n&apos;existe pas dans ce jeu.</source>
        <translation>This card is not in this game&apos;s pack.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} n&apos;existe pas dans ce jeu.</source>
        <translation>{card} is not in this game&apos;s pack.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>passer</source>
        <translation>pass</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enchérir</source>
        <translation>bid</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>garder</source>
        <translation>keep</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>écarter</source>
        <translation>put cards aside</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annoncer Sans-Atout</source>
        <translation>announce No-trump</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annoncer un chelem</source>
        <translation>announce a slam</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>montrer une poignée</source>
        <translation>show a handful</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jouer une carte</source>
        <translation>play a card</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>faire cela</source>
        <translation>do that</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Impossible de {verb} pendant les enchères.</source>
        <translation>You cannot {verb} during the bidding.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Impossible de {verb} pendant l&apos;écart.</source>
        <translation>You cannot {verb} during the écart.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Impossible de {verb} une fois le jeu commencé.</source>
        <translation>You cannot {verb} once play has begun.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Impossible de {verb} maintenant.</source>
        <translation>You cannot {verb} now.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Une enchère annonce 4, 5 ou 6 plis.</source>
        <translation>A bid names 4, 5 or 6 tricks.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Une enchère nomme toujours une couleur d&apos;atout.</source>
        <translation>A bid always names a trump suit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Une enchère se fait de 5 en 5, jusqu&apos;à 100 ({points} n&apos;est pas possible).</source>
        <translation>Bids go in fives, up to 100 ({points} is not possible).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cette enchère n&apos;existe pas.</source>
        <translation>There is no such bid.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Il faut annoncer un contrat plus fort.</source>
        <translation>You must bid a higher contract.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Il faut annoncer un contrat plus fort que {contract}.</source>
        <translation>You must bid a higher contract than {contract}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Il faut annoncer plus de {n} pli.</source>
        <translation>You must bid more than {n} trick.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Il faut annoncer plus de {n} plis.</source>
        <translation>You must bid more than {n} tricks.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Il faut dire plus que {n}.</source>
        <translation>You must bid more than {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Il faut enchérir plus haut.</source>
        <translation>You must bid higher.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Votre équipe est dans la boîte (sous zéro) : elle ne peut ni dire ni garder 100.</source>
        <translation>Your team is in the box (below zero): it may neither bid nor keep 100.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cette équipe est dans la boîte (sous zéro) : elle ne peut ni dire ni garder 100.</source>
        <translation>This team is in the box (below zero): it may neither bid nor keep 100.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Il faut écarter exactement {n} cartes.</source>
        <translation>You must put exactly {n} cards aside.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <location line="+47"/>
        <source>(Vous en avez choisi {n}.)</source>
        <translation>(You chose {n}.)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>L&apos;écart compte exactement 6 cartes.</source>
        <translation>The écart has exactly 6 cards.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Un Roi ne peut pas aller à l&apos;écart.</source>
        <translation>A King may not go in the écart.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{card} est un bout : un bout ne peut pas aller à l&apos;écart.</source>
        <translation>{card} is an oudler: an oudler may not go in the écart.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Un bout (le 21, le Petit ou l&apos;Excuse) ne peut pas aller à l&apos;écart.</source>
        <translation>An oudler (the 21, the Petit or the Excuse) may not go in the écart.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Un atout ne va à l&apos;écart que faute d&apos;autres cartes : écartez plutôt {card}.</source>
        <translation>A trump goes in the écart only for want of other cards: put {card} there instead.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Un atout ne va à l&apos;écart que si vous n&apos;avez pas assez d&apos;autres cartes (hors Rois).</source>
        <translation>A trump goes in the écart only when you lack other cards (Kings apart).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Une poignée ne montre que des atouts (et l&apos;Excuse) : pas {card}.</source>
        <translation>A handful shows only trumps (and the Excuse): not {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Une poignée ne montre que des atouts (et l&apos;Excuse).</source>
        <translation>A handful shows only trumps (and the Excuse).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Une poignée montre 10, 13 ou 15 atouts : simple, double ou triple.</source>
        <translation>A handful shows 10, 13 or 15 trumps: single, double or triple.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>La valeur {value} ne convient pas à l&apos;option « {option} ».</source>
        <translation>The value {value} does not suit the option “{option}”.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Option inconnue : « {option} ».</source>
        <translation>Unknown option: “{option}”.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Jeu inconnu : « {game} ».</source>
        <translation>Unknown game: “{game}”.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>« {text} » n&apos;est pas une carte.</source>
        <translation>“{text}” is not a card.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>« {text} » n&apos;est pas une couleur.</source>
        <translation>“{text}” is not a suit.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Une carte est donnée deux fois.</source>
        <translation>A card is dealt twice.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Une carte est donnée deux fois : {card}.</source>
        <translation>A card is dealt twice: {card}.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ce coup n&apos;existe pas dans ce jeu.</source>
        <extracomment>The French text of each reason code the rules raise (IllegalActionError, OptionError, CardError, LogError, and the reasons a card may not be part of a choice).</extracomment>
        <translation>There is no such move in this game.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La donne est terminée.</source>
        <translation>The deal is over.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La donne n&apos;est pas terminée.</source>
        <translation>The deal is not over.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>La donne en cours n&apos;est pas terminée.</source>
        <translation>The deal under way is not over.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aucune donne n&apos;est en cours.</source>
        <translation>No deal is under way.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La partie est terminée.</source>
        <translation>The match is over.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cette distribution n&apos;est pas valable.</source>
        <translation>This deal of the cards is not valid.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Après une carotte, il ne reste qu&apos;à passer.</source>
        <translation>After a carotte, all you can do is pass.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Les trois autres ont passé : le donneur doit enchérir (au moins 4 plis).</source>
        <translation>The other three passed: the dealer must bid (at least 4 tricks).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Personne n&apos;a enchéri : le donneur doit garder, à l&apos;enchère minimale.</source>
        <translation>Nobody bid: the dealer must keep, at the lowest bid.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Personne n&apos;a enchéri : le donneur ne peut pas prendre le contrat.</source>
        <translation>Nobody bid: the dealer may not take the contract.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Le donneur ne peut que passer ou garder.</source>
        <translation>The dealer may only pass or keep.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seul le donneur peut garder.</source>
        <translation>Only the dealer may keep.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sans-Atout s&apos;annonce avant la première carte du preneur.</source>
        <translation>No-trump is announced before the taker&apos;s first card.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seul le preneur peut annoncer un chelem.</source>
        <translation>Only the taker may announce a slam.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Le chelem s&apos;annonce avant toute poignée et avant la première carte.</source>
        <translation>A slam is announced before any handful and before the first card.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Une poignée se montre une seule fois, juste avant votre première carte.</source>
        <translation>A handful is shown once, just before your first card.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>L&apos;Excuse ne complète une poignée que si vous montrez tous vos atouts.</source>
        <translation>The Excuse completes a handful only when you show all your trumps.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ce coup est mal écrit.</source>
        <translation>This move is badly written.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ce coup est inconnu dans ce jeu.</source>
        <translation>This move is unknown in this game.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ce fichier n&apos;est pas une partie d&apos;Atout valable.</source>
        <translation>This file is not a valid Atout match.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ce fichier est illisible (JSON abîmé).</source>
        <translation>This file cannot be read (damaged JSON).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Impossible de lire ce fichier.</source>
        <translation>This file cannot be read.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aucune donne ne correspond à ce que ce joueur a vu.</source>
        <translation>No deal fits what this player has seen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Carte inconnue.</source>
        <translation>Unknown card.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Les options sont illisibles.</source>
        <translation>The options cannot be read.</translation>
    </message>
</context>
<context>
    <name>ResumeBox</name>
    <message>
        <location filename="../../desktop/atout/app/launcher/resume_box.py" line="+27"/>
        <source>Atout</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partie en cours : {game}</source>
        <translation>Match under way: {game}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>La reprendre, ou l&apos;abandonner pour en commencer une nouvelle ? Abandonnée, elle est rangée dans vos parties si une donne en a été jouée jusqu&apos;au bout, sinon effacée.</source>
        <translation>Resume it, or abandon it to start a new one? An abandoned match is kept in your matches if one of its deals was played to the end, otherwise it is deleted.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reprendre</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandonner</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annuler</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <location filename="../../desktop/atout/app/review/board.py" line="+206"/>
        <source>Les cartes de la donne</source>
        <extracomment>The share of a card&apos;s width that each card shows of the one under it, in a side row. How far a side hand&apos;s second row lies below its first, as a share of a card&apos;s height. The length of a full side row. The height of a side hand with its name.</extracomment>
        <translation>The cards of the deal</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Écart de {name}</source>
        <translation>{name}&apos;s écart</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>plus de cartes</source>
        <translation>no cards left</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pli {n} : {cards}</source>
        <translation>Trick {n}: {cards}</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../../desktop/atout/app/texts/game.py" line="+420"/>
        <source>Preneur</source>
        <translation>Taker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partenaire</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Défense</source>
        <translation>Defence</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Donneur</source>
        <translation>Dealer</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../desktop/atout/app/scoresheet/model.py" line="+196"/>
        <source>Donneur</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contrat</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Qui a donné</source>
        <translation>Who dealt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Le contrat et qui l&apos;a pris (✓ réussi, ✗ chuté)</source>
        <translation>The contract and who took it (✓ made, ✗ failed)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Les points de l&apos;équipe {team}</source>
        <translation>Team {team}&apos;s points</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Les points de {name}, et ses jetons (◉) gagnés ou payés sur une carotte</source>
        <translation>{name}&apos;s points, and the chips (◉) won or paid on a carotte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Les points de {name}</source>
        <translation>{name}&apos;s points</translation>
    </message>
    <message>
        <location line="+50"/>
        <location line="+45"/>
        <source>{chips} ◉</source>
        <translation>{chips} ◉</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Vainqueur de la partie</source>
        <translation>Winner of the match</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{deal}, donneur : {name}</source>
        <translation>{deal}, dealer: {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Double-clic : revoir la donne</source>
        <translation>Double-click: review the deal</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>Totaux de la partie</source>
        <extracomment>The raw points of a cell (an ``int``), beside its printed text. The raw chips of a cell in La Carotte (an ``int``). Whether the contract column says its compact form (``Léa G. contre ✓``, see :mod:`atout.app.texts.sheet`): the sheet sets it when it is too narrow for the full one. Counts the changes of what the model says (a new match, a finished deal): what was measured of an older revision is measured again.</extracomment>
        <translation>Match totals</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Jetons</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total, partie terminée</source>
        <translation>Total, match over</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Les jetons de chacun depuis le début de la partie</source>
        <translation>Each player&apos;s chips since the match began</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Les points de chacun depuis le début de la partie</source>
        <translation>Each player&apos;s points since the match began</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{who} · {contract} {mark}</source>
        <translation>{who} · {contract} {mark}</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../desktop/atout/app/games/base.py" line="-79"/>
        <source>Annulée : petit sec ({name})</source>
        <extracomment>One line of a deal&apos;s summary: its label and what it says (a text of one line or more).</extracomment>
        <translation>Annulled: petit sec ({name})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Annulée : tous passent</source>
        <translation>Annulled: everybody passed</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Contrat : {contract}, pris par {who}</source>
        <translation>Contract: {contract}, taken by {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/carotte.py" line="+6"/>
        <source>Plis : {tricks}</source>
        <translation>Tricks: {tricks}</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/base.py" line="+6"/>
        <source>Contrat réussi</source>
        <translation>Contract made</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contrat chuté</source>
        <translation>Contract failed</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/carotte.py" line="-20"/>
        <source>{tricks} sur {asked} demandés</source>
        <translation>{tricks} of {asked} bid</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/rough.py" line="-45"/>
        <source>{team} : {points}</source>
        <translation>{team}: {points}</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/tarot.py" line="-12"/>
        <source>{points} pour {target} nécessaires ({bouts})</source>
        <translation>{points} for {target} needed ({bouts})</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/scoresheet/sheet.py" line="+60"/>
        <location line="+39"/>
        <source>Feuille de marque</source>
        <extracomment>The widths the sheet needs (:meth:`needed_width`) may have changed: its words, its numbers, its style (known once shown), its language.</extracomment>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>{game} — donnes jouées : {played} sur {total}</source>
        <translation>{game} — deals played: {played} of {total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{game} — en {target} points</source>
        <translation>{game} — to {target} points</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/games/tarot.py" line="-9"/>
        <source>{expression}
preneur : {taker} ; chaque défenseur : {defender}</source>
        <translation>{expression}
taker: {taker}; each defender: {defender}</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/texts/sheet.py" line="+39"/>
        <source>G. sans</source>
        <comment>Garde sans, abbreviated</comment>
        <translation>G. sans</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>G. contre</source>
        <comment>Garde contre, abbreviated</comment>
        <translation>G. contre</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{who} {contract} {mark}</source>
        <comment>compact contract cell</comment>
        <translation>{who} {contract} {mark}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Petit sec</source>
        <translation>Bare Petit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annulée</source>
        <translation>Annulled</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../desktop/atout/app/table/picking.py" line="+133"/>
        <source>Cette carte ne peut pas être choisie.</source>
        <translation>This card may not be chosen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Déjà {count} cartes choisies : retirez-en une d&apos;abord.</source>
        <translation>{count} cards chosen already: take one back first.</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/table/scene.py" line="+371"/>
        <source>Mises de côté par {name} : {count}</source>
        <extracomment>The deal&apos;s number as the rules count deals (``None``: none to show). The order of the player&apos;s suits, decided once per deal (cards never jump). How far each card of the player&apos;s hand is raised (set by the input).</extracomment>
        <translation>Set aside by {name}: {count}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Votre écart : {cards}</source>
        <translation>Your écart: {cards}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Plis de {name} : {count}</source>
        <translation>{name}&apos;s tricks: {count}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Aucun pli n&apos;a encore été joué.</source>
        <translation>No trick has been played yet.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Dernier pli</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remporté par {name}</source>
        <translation>won by {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/table/script.py" line="+222"/>
        <source>pour {name}</source>
        <extracomment>Pauses at the normal speed, in milliseconds. Cards dealt per part of the deal&apos;s motion (each part is built in a turn of its own).</extracomment>
        <translation>for {name}</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Petit sec : donne annulée</source>
        <translation>Petit sec: deal annulled</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} n&apos;a que le Petit pour atout.</source>
        <translation>{name}&apos;s only trump is the Petit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tout le monde a passé</source>
        <translation>Everybody passed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La donne est annulée.</source>
        <translation>The deal is annulled.</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/table/signs.py" line="+117"/>
        <source>À vous de jouer.</source>
        <extracomment>What the table shows, in words (for screen readers: a scene is invisible to them). The seat asked a question out of turn (the Tarot taker&apos;s chelem): his plate, not the seat to play&apos;s, shows whose turn it is while he answers.</extracomment>
        <translation>Your turn to play.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>À {name} de jouer.</source>
        <translation>{name}&apos;s turn to play.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Votre main : {cards}.</source>
        <translation>Your hand: {cards}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pli en cours : {plays}.</source>
        <translation>Current trick: {plays}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Donneur</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>À lui de jouer</source>
        <translation>His turn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>À vous de jouer</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{role} :</source>
        <translation>{role}:</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+15"/>
        <source>Enchères :</source>
        <translation>Bidding:</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>donne annulée</source>
        <translation>deal annulled</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Enchère :</source>
        <translation>Bid:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Par :</source>
        <translation>By:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>en cours</source>
        <translation>under way</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contrat :</source>
        <translation>Contract:</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+5"/>
        <location line="+5"/>
        <source>Atout :</source>
        <translation>Trumps:</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>sans atout</source>
        <translation>no trumps</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>à la 1re carte</source>
        <translation>at the first card</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chelem :</source>
        <translation>Slam:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>annoncé</source>
        <translation>announced</translation>
    </message>
    <message>
        <location filename="../../desktop/atout/app/texts/table.py" line="+47"/>
        <source>Prise</source>
        <translation>Prise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garde</source>
        <translation>Garde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garde sans</source>
        <translation>Garde sans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garde contre</source>
        <translation>Garde contre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Poignée simple</source>
        <translation>Single handful</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poignée double</source>
        <translation>Double handful</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poignée triple</source>
        <translation>Triple handful</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Poignée de {count}</source>
        <translation>Handful of {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Passe</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Carotte à {suit}</source>
        <translation>Carotte in {suit}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tricks} {suit}</source>
        <translation>{tricks} {suit}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>100, la partie</source>
        <translation>100, the match</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Je garde</source>
        <translation>I keep</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sans-atout</source>
        <translation>No-trump</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chelem !</source>
        <translation>Slam!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Écart</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{points} points</source>
        <translation>{points} points</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Partenaire</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Défense</source>
        <translation>Defence</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../../desktop/atout/app/table/view.py" line="+175"/>
        <source>Table de jeu</source>
        <extracomment>The view&apos;s size changed (the widget lays the scene out again). A press on the viewport: the card item under it, or ``None``. A key the table may use. The card item under the mouse changed (or ``None``). Every queued event is shown and nothing moves (connect to ``Session.table_ready``). The player clicked (or chose with the keyboard) a card of his hand, in play mode. The cards chosen in choice mode (a tuple of ``Card``, in the hand&apos;s order). Enter was pressed in choice mode: the player wants to validate his choice.</extracomment>
        <translation>Card table</translation>
    </message>
</context>
</TS>
