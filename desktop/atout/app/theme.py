"""The app's look in one place: its colours, each named by what it is for, and its style sheets.

The colours come in two kinds. Those of the style sheets are strings (``"#143a25"``, or an
``rgba(...)``); a style sheet names them ``$NAME`` and :func:`style` puts them in. Those the
painters draw with are :class:`~PySide6.QtGui.QColor` values; :func:`shadow` and :func:`glint`
give the black and the white of a given strength. The card art keeps its own colours
(:mod:`atout.app.cardart`, :mod:`atout.app.table.render`).

Two parts of the app have a palette of their own: the table (the felt, the plates, the bubbles
and the marks on the cards, drawn by the scene) and the launcher (a warmer paper and gold).
The panels, the score sheet, the review, the history and the guide share the rest.

>>> style("QLabel { color: $TEXT_ON_FELT; }")
'QLabel { color: #f4f1e6; }'
"""

from __future__ import annotations

from string import Template
from typing import Final

from PySide6.QtGui import QColor

# -- the felt around the panels --------------------------------------------------------------------
#: Behind the side panels, the review, the history and the guide: the felt in the shade.
BACKDROP: Final = "#143a25"
#: A panel lying on the felt, and its rim.
PANEL: Final = "rgba(12, 40, 25, 235)"
PANEL_EDGE: Final = "#3b7d56"
#: A box of figures inside a panel (the history's).
FIGURE_BOX: Final = "rgba(255, 255, 255, 18)"
#: Words on the felt: the text, softer for hints and captions, the labels of the rows of bids.
TEXT_ON_FELT: Final = "#f4f1e6"
TEXT_SOFT_ON_FELT: Final = "#b7cdbf"
HINT_ON_FELT: Final = "#cfe0d4"
ROW_LABEL_ON_FELT: Final = "#d9e6dc"
#: A contract made or failed, said on the felt.
VERDICT_MADE: Final = "#9fe0b0"
VERDICT_FAILED: Final = "#ffb4a6"

# -- the highlight: what is chosen, what has the focus, the main button ----------------------------
HIGHLIGHT: Final = "#e8c15a"
TEXT_ON_HIGHLIGHT: Final = "#2a2106"
HIGHLIGHT_EDGE: Final = "#c79f34"
HIGHLIGHT_EDGE_LOW: Final = "#a8842a"
HIGHLIGHT_HOVER: Final = "#f2d27a"

# -- the panels' buttons ---------------------------------------------------------------------------
#: A button: cream, with the ink of the paper and a darker lower edge.
BUTTON: Final = TEXT_ON_FELT
BUTTON_TEXT: Final = "#1d2a22"
BUTTON_EDGE: Final = "#c9c1a3"
BUTTON_EDGE_LOW: Final = "#a99f7c"
BUTTON_HOVER: Final = "#fffaf0"
BUTTON_PRESSED: Final = "#e4dcc2"
BUTTON_DISABLED: Final = "#44604f"
BUTTON_DISABLED_TEXT: Final = "#9db3a5"
BUTTON_DISABLED_EDGE: Final = "#4f6d5b"
#: The main button (gold, :data:`HIGHLIGHT`) when it cannot be pressed.
PRIMARY_DISABLED: Final = "#5d6b4a"
PRIMARY_DISABLED_TEXT: Final = "#aab49a"
PRIMARY_DISABLED_EDGE: Final = "#66744f"
#: A quiet button: no fill, a light rim.
QUIET_EDGE: Final = "#7fa68d"
QUIET_HOVER: Final = "rgba(255, 255, 255, 30)"
#: The symbol of a red suit on a button.
RED_SUIT_ON_BUTTON: Final = "#b3261e"

# -- the message strip: a refusal, a notice --------------------------------------------------------
REFUSAL: Final = "#f6e3c6"
REFUSAL_EDGE: Final = "#d99a3a"
REFUSAL_TEXT: Final = "#4a2a06"
REFUSAL_BADGE: Final = QColor("#c9731c")
REFUSAL_BADGE_MARK: Final = QColor("#ffffff")
NOTICE_BADGE: Final = QColor(HIGHLIGHT)
NOTICE_BADGE_MARK: Final = QColor(TEXT_ON_HIGHLIGHT)

# -- the paper: the score sheet, the lists, the guide ----------------------------------------------
PAPER: Final = "#fbf8ee"
PAPER_EDGE: Final = BUTTON_EDGE
INK: Final = BUTTON_TEXT
INK_SOFT: Final = "#5b5540"
#: Every other row: the score sheet's, the history's list's (a shade apart).
SHEET_STRIPE: Final = "#f3eedd"
LIST_STRIPE: Final = "#f3eedc"
#: The score sheet's column headings; the row headings, the history's headings, a line of the
#: review that cannot be chosen; the ink of the history's headings.
SHEET_HEADING: Final = "#e6dcbf"
SIDE_HEADING: Final = "#efe7cf"
LIST_HEADING_TEXT: Final = "#3d4a3f"
#: Figures below and above zero.
NEGATIVE: Final = "#a3241c"
POSITIVE: Final = "#1d6b3c"
#: The guide's titles.
GUIDE_TITLE: Final = "#1d3b29"
GUIDE_HEADING: Final = "#2b6a43"

#: The score sheet's cells (its model's brushes).
SHEET_NEGATIVE: Final = QColor(NEGATIVE)
SHEET_MUTED: Final = QColor("#7b7563")
SHEET_CHIPS: Final = QColor("#8a5a00")
SHEET_MADE: Final = QColor(POSITIVE)
SHEET_TOTAL_ROW: Final = QColor("#efe3bd")
SHEET_WINNER_ROW: Final = QColor(HIGHLIGHT)
#: The history's list: how each match ended.
MATCH_ABANDONED: Final = QColor("#6b6650")
MATCH_WON: Final = QColor("#1f6b3a")
MATCH_LOST: Final = QColor("#9a2a1f")

# -- the review's board ----------------------------------------------------------------------------
BOARD_TEXT: Final = QColor(TEXT_ON_FELT)
BOARD_SOFT: Final = QColor(HINT_ON_FELT)
BOARD_HIGHLIGHT: Final = QColor(HIGHLIGHT)
#: A card drawn without its art: a plain card and its name.
PLAIN_CARD: Final = QColor(PAPER)
PLAIN_CARD_TEXT: Final = QColor(INK_SOFT)

# -- the table (the scene) -------------------------------------------------------------------------
#: The felt: from the light in the middle to the dark edges, and the faint ring of the tapis.
FELT_MIDDLE: Final = QColor(44, 128, 78)
FELT_INNER: Final = QColor(31, 104, 62)
FELT_OUTER: Final = QColor(18, 70, 42)
FELT_EDGE: Final = QColor(12, 52, 31)
TAPIS_RING: Final = QColor(255, 255, 255, 22)
#: The marks on the cards: a card that may be played, the focus, the trick's winner, the hover.
TABLE_GOLD: Final = QColor(246, 200, 76)
LEGAL_MARK: Final = QColor(246, 200, 76, 210)
FOCUS_MARK: Final = QColor(120, 200, 255)
WINNER_MARK: Final = QColor(255, 236, 140)
HOVER_FILL: Final = QColor(255, 250, 225, 46)
HOVER_EDGE: Final = QColor(255, 255, 255, 235)
#: A card whose picture is not drawn yet: its face, its back.
CARD_FACE_WAITING: Final = QColor(250, 248, 240)
CARD_BACK_WAITING: Final = QColor(40, 80, 160)
#: The plates and the corner panel: their fill, rim, words (the details softer).
PLATE: Final = QColor(12, 38, 24, 205)
PLATE_RIM: Final = QColor(255, 255, 255, 40)
TABLE_TEXT: Final = QColor(246, 243, 232)
TABLE_DETAIL: Final = QColor(200, 216, 204)
TABLE_STATUS: Final = QColor(255, 226, 150)
INFO_TITLE: Final = QColor(170, 205, 180)
#: The round sign of the trump in the corner panel, and its black or red suit.
TRUMP_DISC: Final = QColor(250, 248, 240)
TRUMP_BLACK: Final = QColor(25, 28, 32)
TRUMP_RED: Final = QColor(228, 80, 70)
#: The dealer's chip.
DEALER_CHIP: Final = QColor(250, 236, 190)
DEALER_CHIP_EDGE: Final = QColor(120, 90, 20)
DEALER_CHIP_TEXT: Final = QColor(80, 60, 10)
#: A speech bubble (an accent one for what matters), its edge and words (red for a red suit).
BUBBLE: Final = QColor(252, 251, 246)
BUBBLE_ACCENT: Final = QColor(255, 244, 206)
BUBBLE_EDGE: Final = QColor(60, 50, 30, 150)
BUBBLE_TEXT: Final = QColor(30, 34, 40)
BUBBLE_RED_SUIT: Final = QColor(196, 40, 36)
#: The banner across the table, its rim and its second line.
BANNER: Final = QColor(10, 30, 18, 225)
BANNER_RIM: Final = QColor(246, 200, 76, 160)
BANNER_SUBTEXT: Final = QColor(210, 226, 214)

# -- the launcher ----------------------------------------------------------------------------------
#: Its form: the paper, the ink, the title, the tagline on the felt, hints, helps, the line
#: between the columns, the reset link, an error, the form's rim.
LAUNCHER_PAPER: Final = "#f7f1e1"
LAUNCHER_INK: Final = "#2a2a24"
LAUNCHER_TITLE: Final = "#1d3b29"
LAUNCHER_TAGLINE: Final = "#d6e6d9"
LAUNCHER_HINT: Final = "#7a7264"
LAUNCHER_HELP: Final = "#6b6456"
LAUNCHER_SEPARATOR: Final = "#ddd2b6"
LAUNCHER_LINK: Final = "#2b7a4b"
LAUNCHER_LINK_HOVER: Final = "#1d5a36"
LAUNCHER_ERROR: Final = NEGATIVE
FORM_EDGE: Final = "rgba(0,0,0,60)"
#: The title's suits, black and red.
TITLE_BLACK_SUIT: Final = LAUNCHER_PAPER
TITLE_RED_SUIT: Final = "#e5574c"
#: The fields of the form (its palette): their ground, every other line, buttons, words, and
#: a chosen line.
LAUNCHER_FIELD: Final = "#fffdf6"
LAUNCHER_FIELD_STRIPE: Final = "#f3ecda"
LAUNCHER_FIELD_BUTTON: Final = "#efe6cf"
LAUNCHER_FIELD_TEXT: Final = LAUNCHER_INK
LAUNCHER_FIELD_CHOSEN: Final = LAUNCHER_LINK
LAUNCHER_FIELD_CHOSEN_TEXT: Final = "#ffffff"
#: The button to the history, on the felt.
HISTORY_BUTTON: Final = "rgba(0, 0, 0, 40)"
HISTORY_BUTTON_EDGE: Final = "rgba(247, 241, 225, 90)"
HISTORY_BUTTON_HOVER_TEXT: Final = "#ffffff"
#: The main button, *Jouer* (and the box's *Reprendre*), in gold.
PLAY_TEXT: Final = "#2a1f05"
PLAY_EDGE: Final = "#8d6a1c"
PLAY_TOP: Final = "#f6d27a"
PLAY_BOTTOM: Final = "#d7a23a"
PLAY_HOVER_TOP: Final = "#fadc8e"
PLAY_HOVER_BOTTOM: Final = "#e0ad45"
PLAY_PRESSED: Final = "#c8922e"
PLAY_FOCUS: Final = LAUNCHER_TITLE
#: The box that offers to resume a match.
RESUME_BOX: Final = "rgba(10, 35, 20, 150)"
RESUME_BOX_EDGE: Final = "rgba(226, 182, 79, 170)"
RESUME_TITLE: Final = "#f3d27c"
#: The messages at the top of the launcher.
NOTICE: Final = "#fbe8b4"
NOTICE_EDGE: Final = "#c99a2e"
NOTICE_TEXT: Final = "#4a3408"
#: Its felt, from the light in the middle to the dark edges.
LAUNCHER_FELT_LIGHT: Final = QColor("#2b7a4b")
LAUNCHER_FELT_MIDDLE: Final = QColor("#1c5a36")
LAUNCHER_FELT_DARK: Final = QColor("#123b24")
#: A game's tile: its paper, the felt of its band of cards, its words, its frame, and the suits
#: drawn when the card art is missing.
TILE_PAPER: Final = QColor(LAUNCHER_PAPER)
TILE_BAND_LIGHT: Final = QColor("#2f8352")
TILE_BAND_DARK: Final = QColor("#17482c")
TILE_TITLE: Final = QColor(LAUNCHER_TITLE)
TILE_TEXT: Final = QColor("#5a5447")
TILE_FOOTER: Final = QColor("#9a7423")
TILE_CHOSEN: Final = QColor("#e2b64f")
TILE_HOVER: Final = QColor(226, 182, 79, 150)
TILE_FOCUS: Final = TILE_TITLE
TILE_SUITS: Final = QColor(TEXT_ON_FELT)
#: A switch: its track on and off, its knob, its focus ring.
SWITCH_ON: Final = QColor(LAUNCHER_LINK)
SWITCH_OFF: Final = QColor("#cfc5ab")
SWITCH_KNOB: Final = QColor("#ffffff")
SWITCH_FOCUS: Final = QColor(LAUNCHER_LINK_HOVER)


def shadow(alpha: int) -> QColor:
    """Black, as strong as ``alpha`` (0 to 255): a shadow."""
    return QColor(0, 0, 0, alpha)


def faded(colour: QColor, alpha: int) -> QColor:
    """``colour`` as strong as ``alpha`` (0 to 255)."""
    return QColor(colour.red(), colour.green(), colour.blue(), alpha)


def glint(alpha: int) -> QColor:
    """White, as strong as ``alpha`` (0 to 255): a glint of light."""
    return QColor(255, 255, 255, alpha)


def style(sheet: str) -> str:
    """``sheet`` with each ``$NAME`` replaced by the colour of that name in this module."""
    colours = {name: value for name, value in globals().items() if name.isupper() and isinstance(value, str)}
    return Template(sheet).substitute(colours)


# -- the style sheets ------------------------------------------------------------------------------
#: The look of the panels: dark green cards with cream buttons, on the green felt of the table.
PANEL_STYLE: Final = style("""
QFrame#atoutPanel {
    background-color: $PANEL;
    border: 1px solid $PANEL_EDGE;
    border-radius: 12px;
}
QFrame#atoutPanel QLabel { color: $TEXT_ON_FELT; background: transparent; border: none; }
QFrame#atoutPanel QWidget#panelBody { background: transparent; }
QFrame#atoutPanel QLabel#panelTitle { font-size: 15px; font-weight: 600; color: $HIGHLIGHT; }
QFrame#atoutPanel QLabel#panelText { font-size: 13px; color: $TEXT_ON_FELT; }
QFrame#atoutPanel QLabel#panelHint { font-size: 12px; color: $TEXT_SOFT_ON_FELT; }
QFrame#atoutPanel QLabel#rowLabel { font-size: 13px; color: $ROW_LABEL_ON_FELT; padding-right: 4px; }
QFrame#atoutPanel QLabel#counter { font-size: 15px; font-weight: 600; color: $TEXT_ON_FELT; }
QFrame#atoutPanel QCheckBox { font-size: 13px; color: $TEXT_ON_FELT; spacing: 8px; }
QFrame#atoutPanel QCheckBox:focus { color: $HIGHLIGHT; }
QFrame#atoutPanel QPushButton {
    background-color: $BUTTON;
    color: $BUTTON_TEXT;
    border: 1px solid $BUTTON_EDGE;
    border-bottom: 2px solid $BUTTON_EDGE_LOW;
    border-radius: 7px;
    padding: 6px 12px;
    min-height: 22px;
    font-size: 13px;
    font-weight: 600;
}
QFrame#atoutPanel QPushButton:hover { background-color: $BUTTON_HOVER; border-color: $HIGHLIGHT; }
QFrame#atoutPanel QPushButton:pressed { background-color: $BUTTON_PRESSED; border-bottom-width: 1px; }
QFrame#atoutPanel QPushButton:focus { border: 2px solid $HIGHLIGHT; }
QFrame#atoutPanel QPushButton:disabled {
    background-color: $BUTTON_DISABLED; color: $BUTTON_DISABLED_TEXT; border-color: $BUTTON_DISABLED_EDGE;
}
QFrame#atoutPanel QPushButton[suit="red"] { color: $RED_SUIT_ON_BUTTON; }
QFrame#atoutPanel QPushButton[suit] { font-size: 20px; padding: 2px 8px; min-width: 30px; }
QFrame#atoutPanel QPushButton[role="primary"] {
    background-color: $HIGHLIGHT; color: $TEXT_ON_HIGHLIGHT; border-color: $HIGHLIGHT_EDGE;
    border-bottom-color: $HIGHLIGHT_EDGE_LOW;
}
QFrame#atoutPanel QPushButton[role="primary"]:hover { background-color: $HIGHLIGHT_HOVER; }
QFrame#atoutPanel QPushButton[role="primary"]:focus { border: 2px solid $TEXT_ON_FELT; }
QFrame#atoutPanel QPushButton[role="primary"]:disabled {
    background-color: $PRIMARY_DISABLED; color: $PRIMARY_DISABLED_TEXT; border-color: $PRIMARY_DISABLED_EDGE;
}
QFrame#atoutPanel QPushButton[role="quiet"] {
    background-color: transparent; color: $TEXT_ON_FELT; border: 1px solid $QUIET_EDGE;
}
QFrame#atoutPanel QPushButton[role="quiet"]:hover { background-color: $QUIET_HOVER; }
QFrame#atoutPanel QPushButton[role="quiet"]:focus { border: 2px solid $HIGHLIGHT; }
QFrame#messageStrip { border-radius: 9px; border: 1px solid transparent; }
QFrame#messageStrip[kind="refusal"] { background-color: $REFUSAL; border-color: $REFUSAL_EDGE; }
QFrame#messageStrip[kind="notice"] { background-color: $PANEL; border-color: $PANEL_EDGE; }
QFrame#messageStrip QLabel { background: transparent; font-size: 14px; }
QFrame#messageStrip[kind="refusal"] QLabel { color: $REFUSAL_TEXT; }
QFrame#messageStrip[kind="notice"] QLabel { color: $TEXT_ON_FELT; }
QFrame#messageStrip[kind="refusal"] QLabel#messageText { font-weight: 600; }
""")

#: The look of the pill tabs (``atout.app.table.panels.pill_tabs``), inside a panel.
PILL_TABS_STYLE: Final = style("""
QFrame#atoutPanel QLabel#tabsTitle { font-size: 20px; font-weight: 700; color: $HIGHLIGHT; }
QFrame#atoutPanel QPushButton#pillTab {
    background-color: transparent; color: $TEXT_ON_FELT; border: 1px solid $PANEL_EDGE;
    border-radius: 16px; padding: 6px 16px; font-size: 14px;
}
QFrame#atoutPanel QPushButton#pillTab:checked {
    background-color: $HIGHLIGHT; color: $TEXT_ON_HIGHLIGHT; border-color: $HIGHLIGHT_EDGE;
}
QFrame#atoutPanel QPushButton#pillTab:hover:!checked { border-color: $HIGHLIGHT; }
""")

#: Behind the match screen's side panel and centre.
SIDE_STYLE: Final = style("QWidget#side { background-color: $BACKDROP; }")
CENTRE_STYLE: Final = style("QWidget#centre { background-color: $BACKDROP; }")

#: The score sheet's table, inside its panel.
SHEET_STYLE: Final = style("""
QTableView#scoreView {
    background-color: $PAPER;
    alternate-background-color: $SHEET_STRIPE;
    color: $INK;
    border: 1px solid $PAPER_EDGE;
    border-radius: 6px;
    font-size: 12px;
    outline: 0;
}
QTableView#scoreView QHeaderView::section {
    background-color: $SHEET_HEADING;
    color: $INK;
    font-weight: 600;
    padding: 4px 5px;
    border: none;
    border-bottom: 1px solid $PAPER_EDGE;
}
QTableView#scoreView QHeaderView::section:vertical {
    background-color: $SIDE_HEADING;
    color: $INK_SOFT;
    font-weight: 600;
    padding: 0 6px;
    border: none;
    border-right: 1px solid $PAPER_EDGE;
}
QTableView#scoreView QHeaderView { background-color: $PAPER; }
QTableView#scoreView:focus { border: 2px solid $HIGHLIGHT; }
QTableView#scoreView::item { padding: 0 5px; }
QTableView#scoreView QTableCornerButton::section { background-color: $SHEET_HEADING; border: none; }
""")

#: The deal's summary, inside its panel.
SUMMARY_STYLE: Final = style("""
QFrame#atoutPanel QLabel#verdict { font-size: 17px; font-weight: 600; color: $TEXT_ON_FELT; }
QFrame#atoutPanel QLabel#verdict[made="yes"] { color: $VERDICT_MADE; }
QFrame#atoutPanel QLabel#verdict[made="no"] { color: $VERDICT_FAILED; }
QFrame#atoutPanel QLabel#factLabel { color: $TEXT_SOFT_ON_FELT; font-size: 13px; }
QFrame#atoutPanel QLabel#factValue { color: $TEXT_ON_FELT; font-size: 13px; }
QFrame#scoresBox {
    background-color: $PAPER; border: 1px solid $PAPER_EDGE; border-radius: 8px; padding: 6px 10px;
}
QFrame#atoutPanel QFrame#scoresBox QLabel#scoreHead { color: $INK_SOFT; font-size: 12px; font-weight: 600; }
QFrame#atoutPanel QFrame#scoresBox QLabel#scoreCell { color: $INK; font-size: 14px; }
QFrame#atoutPanel QFrame#scoresBox QLabel#scoreCell[sign="neg"] { color: $NEGATIVE; }
QFrame#atoutPanel QFrame#scoresBox QLabel#scoreCell[sign="pos"] { color: $POSITIVE; font-weight: 600; }
""")

#: The review of a deal, and its side panel.
REVIEW_STYLE: Final = style("QDialog#dealReview { background-color: $BACKDROP; }")
REVIEW_SIDE_STYLE: Final = style("""
QFrame#atoutPanel { border-radius: 0px; border: none; border-left: 1px solid $PANEL_EDGE; }
QListWidget#reviewLines {
    background-color: $PAPER; color: $INK; border: 1px solid $PAPER_EDGE; border-radius: 6px;
    font-size: 13px; outline: 0;
}
QListWidget#reviewLines::item { padding: 2px 6px; }
QListWidget#reviewLines::item:disabled { color: $INK_SOFT; background-color: $SIDE_HEADING; }
QListWidget#reviewLines::item:selected { background-color: $HIGHLIGHT; color: $INK; }
QFrame#atoutPanel QPushButton { padding: 5px 8px; }
QFrame#atoutPanel QLabel#verdict { font-size: 13px; font-weight: 600; }
QFrame#atoutPanel QLabel#verdict[made="yes"] { color: $VERDICT_MADE; }
QFrame#atoutPanel QLabel#verdict[made="no"] { color: $VERDICT_FAILED; }
""")

#: The history's window, and its panel.
HISTORY_STYLE: Final = style("""
QDialog#historyDialog { background-color: $BACKDROP; }
QDialog#historyDialog QLabel#sheetHint { color: $HINT_ON_FELT; font-size: 12px; }
QDialog#historyDialog QPushButton#sheetClose {
    background-color: $HIGHLIGHT; color: $TEXT_ON_HIGHLIGHT; border: 1px solid $HIGHLIGHT_EDGE;
    border-radius: 7px; padding: 6px 14px; font-size: 13px; font-weight: 600;
}
""")
HISTORY_PANEL_STYLE: Final = style("""
QFrame#figure {
    background-color: $FIGURE_BOX; border: 1px solid $PANEL_EDGE; border-radius: 10px;
}
QFrame#atoutPanel QComboBox#levelFilter { min-width: 150px; font-size: 13px; }
QTableView#matchList::item { padding: 0px 10px; }
QFrame#atoutPanel QLabel#figureValue { font-size: 26px; font-weight: 700; color: $HIGHLIGHT; }
QFrame#atoutPanel QLabel#figureCaption { font-size: 13px; color: $TEXT_ON_FELT; }
QFrame#atoutPanel QLabel#figureDetail { font-size: 12px; color: $TEXT_SOFT_ON_FELT; }
QTableView#matchList {
    background-color: $PAPER; alternate-background-color: $LIST_STRIPE; color: $INK;
    border: 1px solid $PAPER_EDGE; border-radius: 6px; font-size: 13px;
    selection-background-color: $HIGHLIGHT; selection-color: $INK; outline: 0;
}
QTableView#matchList QHeaderView::section {
    background-color: $SIDE_HEADING; color: $LIST_HEADING_TEXT; border: none;
    border-bottom: 1px solid $PAPER_EDGE; padding: 4px 8px; font-weight: 600;
}
""")

#: The guide's window, its panel, and the style of its pages' text.
GUIDE_STYLE: Final = style("QDialog#guideDialog { background-color: $BACKDROP; }")
GUIDE_PANEL_STYLE: Final = style("""
QTextBrowser#guideText {
    background-color: $PAPER; color: $INK; border: 1px solid $PAPER_EDGE; border-radius: 8px;
    padding: 10px 14px; font-size: 14px;
}
""")
GUIDE_TEXT_CSS: Final = style("""
h1 { font-family: serif; font-size: 24px; color: $GUIDE_TITLE; margin-bottom: 4px; }
h2 { font-family: serif; font-size: 17px; color: $GUIDE_HEADING; margin-top: 14px; margin-bottom: 2px; }
p { line-height: 135%; margin-top: 2px; }
""")

#: The launcher's title's four suits.
TITLE_SUITS: Final = style(
    '<span style="color:$TITLE_BLACK_SUIT">♠</span> <span style="color:$TITLE_RED_SUIT">♥</span> '
    '<span style="color:$TITLE_RED_SUIT">♦</span> <span style="color:$TITLE_BLACK_SUIT">♣</span>'
)

#: The launcher's style sheet.
LAUNCHER_STYLE: Final = style("""
QLabel#title { color: $LAUNCHER_PAPER; }
QLabel#suits { font-size: 26px; }
QLabel#tagline { color: $LAUNCHER_TAGLINE; font-size: 15px; }
QFrame#panel { background-color: $LAUNCHER_PAPER; border-radius: 16px; border: 1px solid $FORM_EDGE; }
QFrame#panel QLabel { color: $LAUNCHER_INK; font-size: 14px; }
QFrame#panel QLabel#panelTitle { color: $LAUNCHER_TITLE; }
QFrame#panel QLabel#hint { color: $LAUNCHER_HINT; font-size: 12px; }
QFrame#panel QLabel#error { color: $LAUNCHER_ERROR; font-size: 13px; font-weight: bold; }
QFrame#panel QCheckBox { color: $LAUNCHER_INK; font-size: 14px; spacing: 9px; }
QFrame#panel QComboBox, QFrame#panel QSpinBox, QFrame#panel QLineEdit { font-size: 14px; }
QFrame#panel QLabel#optionHelp { color: $LAUNCHER_HELP; font-size: 12px; font-style: italic; }
QFrame#panel QLabel#levelHelp { color: $LAUNCHER_HELP; font-size: 12px; }
QFrame#separator { background-color: $LAUNCHER_SEPARATOR; max-width: 1px; min-width: 1px; border: none; }
QToolButton#reset { color: $LAUNCHER_LINK; border: none; font-size: 13px; text-decoration: underline; }
QToolButton#reset:hover { color: $LAUNCHER_LINK_HOVER; }
QToolButton#history {
    color: $LAUNCHER_PAPER; background: $HISTORY_BUTTON; border: 1px solid $HISTORY_BUTTON_EDGE;
    border-radius: 13px; padding: 4px 14px; font-size: 13px;
}
QToolButton#history:hover { border-color: $HIGHLIGHT; color: $HISTORY_BUTTON_HOVER_TEXT; }
QToolButton#history:focus { border: 2px solid $HIGHLIGHT; }
QPushButton#play {
    color: $PLAY_TEXT; font-size: 20px; font-weight: bold; padding: 8px 28px; min-height: 30px;
    border: 1px solid $PLAY_EDGE; border-radius: 10px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 $PLAY_TOP, stop:1 $PLAY_BOTTOM);
}
QPushButton#play:hover {
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 $PLAY_HOVER_TOP, stop:1 $PLAY_HOVER_BOTTOM);
}
QPushButton#play:pressed { background: $PLAY_PRESSED; }
QPushButton#play:focus { border: 2px solid $PLAY_FOCUS; }
QFrame#resume {
    background-color: $RESUME_BOX; border: 1px solid $RESUME_BOX_EDGE; border-radius: 12px;
}
QFrame#resume QLabel { color: $LAUNCHER_PAPER; font-size: 13px; }
QFrame#resume QLabel#resumeTitle { color: $RESUME_TITLE; font-size: 15px; font-weight: bold; }
QPushButton#resume {
    color: $PLAY_TEXT; font-size: 14px; font-weight: bold; padding: 7px 16px;
    border: 1px solid $PLAY_EDGE; border-radius: 8px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 $PLAY_TOP, stop:1 $PLAY_BOTTOM);
}
QPushButton#resume:hover { background: $PLAY_HOVER_TOP; }
QPushButton#resume:focus { border: 2px solid $LAUNCHER_PAPER; }
QFrame#notice { background-color: $NOTICE; border: 1px solid $NOTICE_EDGE; border-radius: 10px; }
QFrame#notice QLabel { color: $NOTICE_TEXT; font-size: 13px; }
QToolButton#closeNotice { border: none; color: $NOTICE_TEXT; font-size: 16px; font-weight: bold; }
""")
