<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="fr">
    <context>
        <name>Counts</name>
        <message numerus="yes">
            <location filename="../../desktop/atout/app/texts/plurals.py" line="+54" />
            <source>%n donne(s)</source>
            <translation>
                <numerusform>%n donne</numerusform>
                <numerusform>%n donnes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n partie(s)</source>
            <translation>
                <numerusform>%n partie</numerusform>
                <numerusform>%n parties</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Partie en %n donne(s)</source>
            <translation>
                <numerusform>Partie en %n donne</numerusform>
                <numerusform>Partie en %n donnes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source> donne(s)</source>
            <comment>the unit after a number of deals in a spin box</comment>
            <translation>
                <numerusform> donne</numerusform>
                <numerusform> donnes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n donne(s) jouée(s)</source>
            <translation>
                <numerusform>%n donne jouée</numerusform>
                <numerusform>%n donnes jouées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n pli(s)</source>
            <translation>
                <numerusform>%n pli</numerusform>
                <numerusform>%n plis</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n bout(s)</source>
            <translation>
                <numerusform>%n bout</numerusform>
                <numerusform>%n bouts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n jeton(s)</source>
            <translation>
                <numerusform>%n jeton</numerusform>
                <numerusform>%n jetons</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>{n} jeton(s)</source>
            <comment>a count of chips with its sign: +10 jetons, −1 jeton</comment>
            <translation>
                <numerusform>{n} jeton</numerusform>
                <numerusform>{n} jetons</numerusform>
            </translation>
        </message>
    </context>
</TS>
