"""The definition pane: what the selected or hovered word means.

The reveal panel (after a round, and in "Solve a board") shows one under its word
list. Look-ups run as jobs on the app's runner (:mod:`boggle_gui.shared.jobs`, slot
``"define"``): the first opens the WordNet files (:mod:`core.play.definitions`),
so nothing is read at start-up. Hovering waits a moment before it looks up, so
sweeping the mouse down the list starts no jobs. Without the ``definitions`` extra
the pane says what to install; "Look it up online" opens the word's Wiktionary page
either way. The offline data is English only: for a board in another language the
pane says so and the button opens the word's page in that language (no job runs).
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

from core.engine import DEFAULT_LANGUAGE, get_language
from core.play import Definition, DefinitionsUnavailable, default_dictionary, offline_language, online_url

from ..shared.data_names import language_name
from ..shared.error_text import error_text
from ..shared.jobs import JobContext, runner
from ..shared.theme import text_colours
from .buttons import push_button

__all__ = ["DefinitionPane", "define_job", "definition_html", "online_only_html"]

#: Senses shown for one word; the rest are counted ("and 12 more").
SHOWN_SENSES = 6
#: How long the mouse rests on a word before it is looked up.
HOVER_DELAY_MS = 180


def define_job(ctx: JobContext, word: str):
    """Look ``word`` up (in a job): ``(word, Definition)``, or ``(word, DefinitionsUnavailable)`` without
    the data."""
    try:
        return word, default_dictionary().define(word)
    except DefinitionsUnavailable as exc:
        return word, exc


def definition_html(definition: Definition, shown: int = SHOWN_SENSES) -> str:
    """The senses of a word as rich text: grouped by part of speech, examples in italics, notes in
    the ``muted`` class (the pane colours it)."""
    word = escape(definition.word.upper())
    if not definition.found:
        return QCoreApplication.translate(
            "Definitions", "<b>{word}</b>: not in the offline dictionary (WordNet 3.0). Try <i>Look it up online</i>."
        ).format(word=word)
    lemmas = [lemma for lemma in definition.lemmas if lemma != definition.word]
    head = f"<b>{word}</b>" + (f" <span class='muted'>({escape(', '.join(lemmas))})</span>" if lemmas else "")
    if all(s.proper for s in definition.senses):
        head += " <span class='muted'>{}</span>".format(
            QCoreApplication.translate("Definitions", "only as a name or abbreviation:"))
    rows, last_pos = [], None
    for n, sense in enumerate(definition.senses[:shown], 1):
        pos = (f"<span class='muted'><i>{escape(sense.part_of_speech)}</i></span> "
               if sense.part_of_speech != last_pos else "")
        last_pos = sense.part_of_speech
        example = f" <i>“{escape(sense.examples[0])}”</i>" if sense.examples else ""
        rows.append(f"{pos}<b>{n}.</b> {escape(sense.gloss)}{example}")
    more = len(definition.senses) - shown
    if more > 0:
        rows.append("<span class='muted'>{}</span>".format(
            QCoreApplication.translate("Definitions", "and %n more sense(s)", "", more)))
    return head + "<br>" + "<br>".join(rows)


def online_only_html(word: str, language: str) -> str:
    """What the pane says for a word of a language the offline dictionary does not cover."""
    lang = get_language(language)
    host = online_url(word, lang).split("/")[2]
    return QCoreApplication.translate(
        "Definitions", "<b>{word}</b>: offline definitions are English only (WordNet 3.0). <i>Look it up online</i> "
                       "opens its {language} page on {site}.").format(
        word=escape(word.upper()), language=escape(language_name(lang.code)), site=escape(host))


class DefinitionPane(QWidget):
    """The meaning of one word, filled by a job; a button opens its Wiktionary page."""

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 4, 0, 0)
        lay.setSpacing(2)
        row = QHBoxLayout()
        self.caption = QLabel(self.tr("MEANING"))
        self.caption.setObjectName("caption")
        self.online_button = push_button(self.tr("Look it &up online"), self.open_online,
                                         self.tr("Open the word's Wiktionary page in your browser (Alt+U)"),
                                         enabled=False)
        row.addWidget(self.caption)
        row.addStretch(1)
        row.addWidget(self.online_button)
        lay.addLayout(row)
        self.text = QTextBrowser()
        self.text.setObjectName("definition")
        self.text.setAccessibleName(self.tr("Meaning of the word"))
        self.text.setOpenLinks(False)
        self.text.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Tab stays in the word list and the filter
        self.text.setMinimumHeight(70)
        self.text.setMaximumHeight(130)
        lay.addWidget(self.text)
        self.word = ""
        self.language = DEFAULT_LANGUAGE   # of the words shown: only English is looked up offline
        self._cache: dict[str, str] = {}   # word -> the HTML shown for it
        self._html = ""                    # the HTML shown, to show again in another appearance
        self._hover = QTimer(self)
        self._hover.setSingleShot(True)
        self._hover.setInterval(HOVER_DELAY_MS)
        self._hover.timeout.connect(self._look_up)
        self.clear()

    def _show_html(self, html: str) -> None:
        """Show ``html``, its ``muted`` class in the muted text colour of the appearance on."""
        self._html = html
        self.text.document().setDefaultStyleSheet(f".muted {{ color: {text_colours().muted}; }}")
        self.text.setHtml(html)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "_html"):   # a switch: its muted colour
            self._show_html(self._html)

    def set_language(self, language: str) -> None:
        """The language of the words to come (a board in another language: online look-ups only)."""
        code = get_language(language).code
        if code != self.language:
            self.language = code
            self._cache.clear()
            self.clear()
        host = online_url("word", code).split("/")[2]
        self.online_button.setToolTip(
            self.tr("Open the word's page on {site} in your browser (Alt+U)").format(site=host))

    def clear(self) -> None:
        """No word: a hint instead of a meaning."""
        self._hover.stop()
        runner().cancel(owner=self, slot="define")
        self.word = ""
        self.online_button.setEnabled(False)
        self._show_html("<span class='muted'>{}</span>".format(
            self.tr("Select or point at a word to read its meaning.")))

    def show_word(self, word: str, hover: bool = False) -> None:
        """Show the meaning of ``word``; ``hover`` waits :data:`HOVER_DELAY_MS` first."""
        word = word.lower()
        if not word:
            self.clear()
            return
        if word == self.word and not self._hover.isActive():
            return
        self.word = word
        self.online_button.setEnabled(True)
        self._hover.stop()
        if word in self._cache:
            runner().cancel(owner=self, slot="define")
            self._show_html(self._cache[word])
        elif not offline_language(self.language):
            runner().cancel(owner=self, slot="define")
            self._hover.stop()
            self._show_html(online_only_html(word, self.language))
        elif hover:
            self._hover.start()
        else:
            self._look_up()

    def open_online(self) -> None:
        if self.word:
            QDesktopServices.openUrl(QUrl(online_url(self.word, self.language)))

    def _look_up(self) -> None:
        self._show_html(self.tr("<b>{word}</b> <span class='muted'>looking up…</span>").format(
            word=escape(self.word.upper())))
        runner().start(define_job, self.word, owner=self, slot="define", on_result=self._looked_up,
                       on_failed=self._failed)

    def _looked_up(self, result) -> None:
        word, definition = result
        if isinstance(definition, DefinitionsUnavailable):   # no data: say what to install, keep the online button
            html = self.tr("<b>{word}</b>: {problem}.<br><i>Look it up online</i> works without it.").format(
                word=escape(word.upper()), problem=escape(error_text(definition)))
        else:
            html = definition_html(definition)
        self._cache[word] = html
        if word == self.word:
            self._show_html(html)

    def _failed(self, message: str) -> None:
        self._show_html(self.tr("<b>{word}</b>: cannot look it up ({problem}).").format(
            word=escape(self.word.upper()), problem=escape(message.splitlines()[0])))
